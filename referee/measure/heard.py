"""Recognise whole recordings with a speech engine for measuring, cached on disk.

`Listener(engine, model)` loads the engine on first use and turns 16 kHz mono int16 samples into
the final words the engine heard (`WordEvent`s with times and confidences). Whisper recognises the
whole recording at once (`WhisperEngine.transcribe`); Vosk runs its streaming recognizer over
0.1 s chunks, revisions applied. Each result is stored as JSON in
`<cache>/recognitions/<sha256 of engine, model, the engine's code, audio>.json`, so re-running an
evaluation costs only the checking, and a change to how the engine decodes is heard afresh.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path

import numpy as np

from referee.events import Transcript, WordEvent
from referee.language.disk_cache import cache_dir, code_digest
from referee.speech.engines.interface import ENGINES
from referee.speech.pcm import SAMPLE_RATE

CHUNK = SAMPLE_RATE // 10  # samples a chunk fed to a streaming recognizer
# The modules whose code decides what an engine hears from a whole recording.
DECODING = {
    "whisper": ("referee.speech.engines.whisper",),
    "vosk": ("referee.speech.engines.vosk", "referee.speech.engines.vosk_nbest", "referee.events"),
}


class Listener:
    """An engine (`whisper` or `vosk`) and its model folder, loaded when first needed."""

    def __init__(self, engine: str = "whisper", model: str | Path | None = None,
                 cache: Path | None = None) -> None:
        if engine not in ENGINES:
            raise ValueError(f"unknown engine {engine!r}")
        self.engine = engine
        self.model = self._locate(model)
        self.cache = (cache or cache_dir()) / "recognitions"
        self.code = code_digest(*DECODING[engine])
        self._recognise: Callable[[np.ndarray], list[WordEvent]] | None = None

    def _locate(self, model: str | Path | None) -> Path:
        if self.engine == "whisper":
            from referee.speech.models.whisper_files import locate_whisper_model

            return locate_whisper_model(model)
        from referee.speech.models.find import locate_model

        return locate_model(model)

    @property
    def name(self) -> str:
        """What heard the words, for reports: the engine and the model folder's name."""
        return f"{self.engine}:{self.model.name}"

    def hear(self, samples: np.ndarray) -> list[WordEvent]:
        """The final words of `samples` (16 kHz mono int16), from the cache when known."""
        pcm = np.asarray(samples, "<i2").tobytes()
        key = hashlib.sha256(f"{self.engine}\n{self.model.resolve()}\n{self.code}\n".encode() + pcm)
        path = self.cache / f"{key.hexdigest()}.json"
        if path.is_file():
            return [WordEvent(**w) for w in json.loads(path.read_text("utf-8"))]
        words = self._recogniser()(samples)
        self.cache.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f".{path.name}.{os.getpid()}.part")
        partial.write_text(json.dumps([w.to_json() for w in words], ensure_ascii=False), "utf-8")
        partial.replace(path)
        return words

    def _recogniser(self) -> Callable[[np.ndarray], list[WordEvent]]:
        if self._recognise is None:
            if self.engine == "whisper":
                from referee.speech.engines.whisper import WhisperEngine

                self._recognise = WhisperEngine(self.model).transcribe
            else:
                from referee.speech.engines.vosk import SpeechModel

                self._recognise = _streamed(SpeechModel(self.model))
        return self._recognise


def _streamed(model) -> Callable[[np.ndarray], list[WordEvent]]:
    """Recognition by a streaming recognizer: chunks in, the final transcript out."""
    def recognise(samples: np.ndarray) -> list[WordEvent]:
        recognizer = model.recognizer()
        recognizer.reset()
        pcm = np.asarray(samples, "<i2")
        events = [e for start in range(0, len(pcm), CHUNK)
                  for e in recognizer.accept(pcm[start : start + CHUNK].tobytes())]
        return Transcript.of([*events, *recognizer.finish()]).words
    return recognise
