"""Synthetic players for the two-speaker rounds: Festival's Russian voice, shifted by sox.

Festival (`festvox-ru`, voice `msu_ru_nsh_clunits`) speaks each word on its own, in one Festival
process for a whole list of words; sox then shifts the voice's pitch (cents) and tempo,
resamples to 16 kHz mono int16, and the word is trimmed to where it is audible. Deterministic for
given Festival and sox versions. These voices are synthetic: real players' voices differ more (and
sometimes less) than these shifted copies of one voice.
"""

from __future__ import annotations

import math
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from common.errors import UserError

RATE = 16_000
THRESHOLD = 200  # |sample| above this is speech when trimming Festival's own silence
FESTIVAL_VOICE = "voice_msu_ru_nsh_clunits"


@dataclass(frozen=True)
class Voice:
    """A synthetic player: Festival's voice with its pitch shifted by `pitch` cents and its tempo
    multiplied by `tempo`. `formant` was meant to scale the formants (sox `speed`, its pitch and
    tempo change then undone), but sox's `pitch` scales the whole spectrum, formants too, so
    they end where they started: a player with `formant` differs from one without only by two
    more resamplings (kept so that the rounds s29–s33 stay the audio they were measured on; a
    true formant shift needs a pitch-synchronous method sox lacks)."""

    name: str
    pitch: int
    tempo: float
    formant: float = 1.0


PLAYERS = {
    v.name: v
    for v in (
        Voice("Борис", 0, 1.0),
        Voice("Глеб", -350, 0.9),
        Voice("Анна", 500, 1.08),
        Voice("Вера", 800, 1.15),
        Voice("Дима", 250, 0.95),
        Voice("Егор", -150, 1.05),
        Voice("Зоя", 650, 0.92),
        Voice("Иван", -550, 0.97),
        Voice("Катя", 400, 1.2),
        Voice("Лев", -250, 0.85),
        Voice("Мила", 1000, 1.03),
        Voice("Нина", 300, 1.1, formant=1.12),
        Voice("Олег", -450, 1.0, formant=0.9),
        Voice("Петя", 100, 0.9, formant=1.06),
        Voice("Рита", 700, 0.97, formant=1.18),
        Voice("Саша", -50, 1.12, formant=0.94),
        Voice("Тимур", -300, 1.08),
        Voice("Юля", 850, 0.93),
        Voice("Фёдор", -650, 1.1),
    )
}


def _require(*tools: str) -> None:
    for tool in tools:
        if shutil.which(tool) is None:
            raise UserError(
                f"Для синтеза голосов нужна программа {tool}: "
                "apt-get install -y festival festvox-ru sox (или bash scripts/setup.sh --test)"
            )


def _scheme_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _festival(texts: list[str], folder: Path) -> list[Path]:
    """Speak each text into its own WAV with one Festival process."""
    paths = [folder / f"{n}.wav" for n in range(len(texts))]
    script = [f"({FESTIVAL_VOICE})"] + [
        f"(utt.save.wave (utt.synth (Utterance Text {_scheme_string(t)})) "
        f"{_scheme_string(str(p))} 'riff)"
        for t, p in zip(texts, paths, strict=True)
    ]
    (folder / "say.scm").write_text("\n".join(script) + "\n", encoding="utf-8")
    subprocess.run(["festival", "--batch", str(folder / "say.scm")], check=True,
                   capture_output=True)
    return paths


def _effects(voice: Voice) -> list[str]:
    """sox effects for `voice`: `speed` by its `formant` factor, then `pitch` and `tempo` set to
    the voice's own (see `Voice`: the spectrum ends where `pitch` alone would put it)."""
    effects = []
    pitch, tempo = float(voice.pitch), voice.tempo
    if voice.formant != 1.0:
        effects += ["speed", str(voice.formant)]
        pitch -= 1200 * math.log2(voice.formant)
        tempo /= voice.formant
    if round(pitch):
        effects += ["pitch", str(round(pitch))]
    if round(tempo, 4) != 1.0:
        effects += ["tempo", "-s", str(round(tempo, 4))]
    return effects


def _shifted(path: Path, voice: Voice) -> np.ndarray:
    effects = _effects(voice)
    raw = subprocess.run(
        ["sox", "-D", str(path), "-t", "raw", "-r", str(RATE), "-e", "signed", "-b", "16", "-c",
         "1", "-", *effects],
        check=True, capture_output=True,
    ).stdout
    return np.frombuffer(raw, dtype="<i2")


def _trimmed(samples: np.ndarray, text: str) -> np.ndarray:
    loud = np.flatnonzero(np.abs(samples.astype(np.int32)) > THRESHOLD)
    if loud.size == 0:
        raise RuntimeError(f"Festival produced silence for {text!r}")
    return samples[loud[0] : loud[-1] + 1]


def speak_all(texts: list[str], voice: Voice) -> dict[str, np.ndarray]:
    """Each distinct text spoken by `voice`: 16 kHz int16 samples, trimmed."""
    _require("festival", "sox")
    distinct = sorted(set(texts))
    with tempfile.TemporaryDirectory(prefix="hat-voices-") as tmp:
        paths = _festival(distinct, Path(tmp))
        return {t: _trimmed(_shifted(p, voice), t) for t, p in zip(distinct, paths, strict=True)}


def festival_version() -> str:
    out = subprocess.run(["festival", "--version"], capture_output=True, text=True, check=True)
    return out.stdout.strip()
