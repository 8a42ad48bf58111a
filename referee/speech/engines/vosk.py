"""Streaming speech recognition around Vosk, with no I/O inside.

`SpeechModel` is a loaded Vosk model (load it once per process, share it between turns).
`Recognizer` takes 16 kHz mono int16 chunks through `accept(chunk)` and returns the transcript's
changes as `WordEvent` / `Revision` events, as every engine does
(`referee.speech.engines.interface`), so a
WAV file replays exactly like the microphone. A turn's recognizer asks Vosk for its n-best
hypotheses (`ALTERNATIVES`): final words carry the other hypotheses' words at that time as
`WordEvent.alternatives` (`referee.speech.engines.vosk_nbest`). Vosk calls block for tens of
milliseconds: call `accept`/`finish` from a worker thread, never on an event loop.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import vosk

from referee.events import Revision, WordEvent
from referee.speech.engines.interface import EngineName, RecognizerEvent
from referee.speech.engines.vosk_nbest import with_alternatives
from referee.speech.pcm import SAMPLE_RATE

__all__ = ["Recognizer", "RecognizerEvent", "SpeechModel", "accepts_grammars"]

vosk.SetLogLevel(-1)

# Hypotheses a turn's recognizer asks Vosk for: the best one's words, and the others' words as
# their alternatives (see `referee.speech.engines.vosk_nbest`; cost: `referee bench speech`).
ALTERNATIVES = 20


class SpeechModel:
    """A Vosk model loaded from `path` (see `referee.speech.models.find.locate_model` to find
    one)."""

    engine: EngineName = "vosk"

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.vosk = vosk.Model(str(self.path))
        self._words_txt: frozenset[str] | None = _read_words_txt(self.path)
        self.accepts_grammars = accepts_grammars(self.path)

    def knows(self, word: str) -> bool:
        """Whether `word` is in the model's vocabulary (a grammar may use only such words)."""
        if self._words_txt is not None:
            return word in self._words_txt
        return self.vosk.vosk_model_find_word(word) >= 0

    def recognizer(self, *, realtime: bool = True) -> Recognizer:
        """A fresh recognizer for one stream (the `SpeechEngine` interface), with alternatives;
        Vosk hears every chunk as it comes, paced or not."""
        return Recognizer(self, alternatives=ALTERNATIVES)


def accepts_grammars(model_dir: Path) -> bool:
    """Whether Vosk can limit the model in `model_dir` to a grammar at run time: it has a
    lookahead graph (`graph/HCLr.fst`, `graph/Gr.fst`) and no static one (`graph/HCLG.fst`, e.g.
    the big Russian model: Vosk then decodes with it, ignoring the grammar, with only a warning)."""
    graph = Path(model_dir) / "graph"
    return (graph / "HCLr.fst").is_file() and not (graph / "HCLG.fst").is_file()


def _read_words_txt(model_dir: Path) -> frozenset[str] | None:
    """The vocabulary from `graph/words.txt` when the model ships one (lookahead models may not)."""
    path = model_dir / "graph" / "words.txt"
    if not path.is_file():
        return None
    with path.open(encoding="utf-8") as lines:
        return frozenset(line.split(maxsplit=1)[0] for line in lines if line.strip())


class Recognizer:
    """One stream's recognizer: the turn's transcript as word events (see the module docstring).

    `partial_words=False` (the default) reads partial hypotheses as text: Vosk updates them every
    0.2-0.3 s, and a partial word's times are estimates (from the previous word's end to the audio
    heard so far; confidence 1.0 = unknown). With `partial_words=True` partial words carry Vosk's
    own alignment and confidence, but Vosk then updates the partial hypothesis only when it can
    word-align it: measured on the Korean model, the first word showed 2.3 s into the audio instead
    of 0.9 s. Final words always carry Vosk's times and confidences.

    `alternatives` > 0 asks Vosk for that many hypotheses of each utterance: its final words are
    then the best hypothesis' (Viterbi's best path, where Vosk's 1-best is its minimum-Bayes-risk
    words: the text may differ), each with the others' readings (`WordEvent.alternatives`).
    Vosk's n-best words have no confidences: at each endpoint the recognizer first reads Vosk's
    own words and confidences off the decoded lattice (a partial result with words), then the
    n-best result; a word takes its confidence from the former where it holds the same word then,
    else its posterior over the hypotheses (`referee.speech.engines.vosk_nbest`). Partial
    results are the same either way.
    """

    def __init__(self, model: SpeechModel, grammar: list[str] | None = None, *,
                 partial_words: bool = False, alternatives: int = 0) -> None:
        self.model = model
        self.grammar = grammar
        self.partial_words = partial_words
        self.alternatives = alternatives
        self.reset()

    def reset(self) -> None:
        """Start a new turn: empty transcript, clock at zero."""
        if self.grammar is None:
            self._vosk = vosk.KaldiRecognizer(self.model.vosk, SAMPLE_RATE)
        else:
            phrases = json.dumps(self.grammar, ensure_ascii=False)
            self._vosk = vosk.KaldiRecognizer(self.model.vosk, SAMPLE_RATE, phrases)
        self._vosk.SetWords(True)
        self._vosk.SetPartialWords(self.partial_words)
        self._vosk.SetMaxAlternatives(self.alternatives)
        self._committed = 0  # words of finished utterances
        self._shown: list[WordEvent] = []  # partial words of the current utterance, as sent
        self._heard = 0.0  # seconds of audio accepted
        self._last_end = 0.0  # end of the last final word

    def accept(self, chunk: bytes) -> list[RecognizerEvent]:
        """Feed 16 kHz mono int16 audio; returns the transcript's changes."""
        self._heard += len(chunk) / 2 / SAMPLE_RATE
        if self._vosk.AcceptWaveform(chunk):
            return self._final(self._utterance(self._vosk.Result))
        return self._partial(json.loads(self._vosk.PartialResult()))

    def partial(self) -> list[WordEvent]:
        """The words of the current utterance not final yet, as last sent."""
        return list(self._shown)

    def finish(self) -> list[RecognizerEvent]:
        """End of the stream: the last utterance's final words."""
        return self._final(self._utterance(self._vosk.FinalResult))

    def _utterance(self, result: Callable[[], str]) -> list[dict[str, Any]]:
        """The words of the utterance Vosk ends with `result` (its `Result` at an endpoint, or
        `FinalResult`), with their alternatives when asked for (see the class)."""
        if not self.alternatives:
            return json.loads(result()).get("result", [])
        self._vosk.SetPartialWords(True)
        mbr = json.loads(self._vosk.PartialResult()).get("partial_result", [])
        self._vosk.SetPartialWords(self.partial_words)
        return with_alternatives(mbr, json.loads(result()))

    def _partial(self, result: dict[str, Any]) -> list[RecognizerEvent]:
        if self.partial_words:
            found = result.get("partial_result", [])
            words = [self._event(i, w, final=False) for i, w in enumerate(found)]
        else:
            words = self._estimated(result.get("partial", "").split())
        events: list[RecognizerEvent] = []
        if len(words) < len(self._shown):
            events.append(Revision(self._committed + len(words)))
        for i, word in enumerate(words):
            if i >= len(self._shown) or self._shown[i].text != word.text:
                events.append(word)
        self._shown = words
        return events

    def _estimated(self, texts: list[str]) -> list[WordEvent]:
        """Partial words from text: unchanged ones keep their times, new ones end now."""
        words: list[WordEvent] = []
        for i, text in enumerate(texts):
            if i < len(self._shown) and self._shown[i].text == text:
                words.append(self._shown[i])
                continue
            start = words[-1].end if words else self._last_end
            end = max(start, round(self._heard, 3))
            words.append(WordEvent(self._committed + i, text, start, end, 1.0, final=False))
        return words

    def _final(self, found: list[dict[str, Any]]) -> list[RecognizerEvent]:
        words = [self._event(i, w, final=True) for i, w in enumerate(found)]
        events: list[RecognizerEvent] = []
        if len(words) < len(self._shown):
            events.append(Revision(self._committed + len(words)))
        events.extend(words)
        self._committed += len(words)
        self._shown = []
        if words:
            self._last_end = words[-1].end
        return events

    def _event(self, position: int, word: dict[str, Any], final: bool) -> WordEvent:
        return WordEvent(
            index=self._committed + position,
            text=word["word"],
            start=round(float(word["start"]), 3),
            end=round(float(word["end"]), 3),
            conf=round(min(1.0, max(0.0, float(word.get("conf", 1.0)))), 3),
            final=final,
            alternatives=tuple(word.get("alternatives", ())),
        )
