"""Synthesise a scripted turn word by word, so every word's start and end are known exactly.

Each word is spoken on its own by espeak-ng's Russian voice (explainer `ru`, guesser `ru+f3`),
resampled by sox to 16 kHz mono int16, trimmed to its audible part and placed on the timeline after
a pause set by the script's punctuation. Between words the audio is exact digital silence. The
result is deterministic for a given espeak-ng version.

Script mark-up (see `scripts/sample_rounds.py`): `[word:rule]` marks a word the checker should flag,
`[word:rule!]` the secret word itself (`Alert.exact_target`).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import wave
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from common.errors import UserError
from referee.events import RULES, WordEvent
from referee.replay.transcript import CardSpan

EXPLAINER = "explainer"
GUESSER = "guesser"
RATE = 16_000
PADDING = 0.3  # silence before the first word and after the last, seconds
PAUSES = {"word": 0.06, ",": 0.2, ".": 0.4, "speaker": 0.5, "card": 0.7}
VOICES = {EXPLAINER: ("ru", "170"), GUESSER: ("ru+f3", "160")}
THRESHOLD = 200  # |sample| above this is speech when trimming espeak's own silence

_TOKEN = re.compile(r"\[([^\]:]+):(\w+)(!?)\]([^\s\[]*)|(\S+)")
_PUNCT = ".,!?;:…«»\"'()—–-"


@dataclass(frozen=True)
class SecretWord:
    """One card of the turn and what was said while it was explained, in order."""

    target: str
    outcome: str  # guessed | time | returned
    lines: tuple[tuple[str, str], ...]  # (speaker, marked-up text)


@dataclass(frozen=True)
class ExpectedAlert:
    """An alert the checker should raise: `rule` on the word at `index` of the turn's transcript.

    An alert of that rule whose span covers `index` finds it (the eval protocol's matching).
    `speaker` is `guesser` for a guess heard by the microphone (a correct guess is the secret word).
    """

    rule: str
    index: int
    word: str
    target: str
    exact_target: bool = False
    speaker: str = EXPLAINER

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Synthesis:
    audio: np.ndarray  # int16 at RATE
    words: tuple[WordEvent, ...]
    targets: tuple[CardSpan, ...]
    expected: tuple[ExpectedAlert, ...]
    guesser_words: tuple[int, ...]


@dataclass(frozen=True)
class _Token:
    text: str  # lowercase, no punctuation: what a recognizer would output
    pause: str  # kind of pause after it: "word", "," or "."
    rule: str | None
    exact: bool


def _tokens(marked: str) -> list[_Token]:
    """Split a marked-up line into words, with their marks and the pause each is followed by."""
    result = []
    for match in _TOKEN.finditer(marked):
        word, rule, bang, tail, plain = match.groups()
        raw = plain if plain is not None else word + tail
        if rule is not None and rule not in RULES:
            raise ValueError(f"unknown rule {rule!r} in {marked!r}")
        stripped = raw.rstrip(_PUNCT)
        end = raw[len(stripped):]
        pause = "." if set(end) & set(".!?…") else "," if end else "word"
        result.append(_Token(stripped.strip(_PUNCT).lower(), pause, rule, bang == "!"))
    return result


def speak(text: str, speaker: str) -> np.ndarray:
    """One word as 16 kHz int16 samples, trimmed to where it is audible."""
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            raise UserError(f"Для синтеза образцов нужна программа {tool}: bash scripts/setup.sh")
    voice, speed = VOICES[speaker]
    speech = subprocess.run(
        ["espeak-ng", "-v", voice, "-s", speed, "--stdout", text], check=True, capture_output=True
    ).stdout
    raw = subprocess.run(
        ["sox", "-D", "-t", "wav", "-", "-t", "raw", "-r", str(RATE), "-e", "signed", "-b", "16",
         "-c", "1", "-"],
        input=speech, check=True, capture_output=True,
    ).stdout
    samples = np.frombuffer(raw, dtype="<i2")
    loud = np.flatnonzero(np.abs(samples.astype(np.int32)) > THRESHOLD)
    if loud.size == 0:
        raise RuntimeError(f"espeak-ng produced silence for {text!r}")
    return samples[loud[0] : loud[-1] + 1]


def _silence(seconds: float) -> np.ndarray:
    return np.zeros(round(seconds * RATE), dtype="<i2")


def _seconds(samples: int) -> float:
    return round(samples / RATE, 7)  # exact: a sample is 62.5 µs


def synthesise(script: tuple[SecretWord, ...],
               voice: Callable[[str, str], np.ndarray] | None = None) -> Synthesis:
    """The turn's audio, ground-truth words, secret-word spans and marked words; `voice(word,
    speaker)` speaks a word (default: `speak`, espeak-ng)."""
    voice = voice or speak
    chunks = [_silence(PADDING)]
    position = len(chunks[0])
    words: list[WordEvent] = []
    starts: list[float] = []
    marks: list[ExpectedAlert] = []
    guesser: list[int] = []
    pause = None
    for secret in script:
        starts.append(words[-1].end if words else 0.0)
        for speaker, line in secret.lines:
            for token in _tokens(line):
                if pause is not None:
                    chunks.append(_silence(PAUSES[pause]))
                    position += len(chunks[-1])
                chunks.append(voice(token.text, speaker))
                index = len(words)
                words.append(WordEvent(index, token.text, _seconds(position),
                                       _seconds(position + len(chunks[-1]))))
                position += len(chunks[-1])
                pause = token.pause
                if speaker == GUESSER:
                    guesser.append(index)
                if token.rule:
                    marks.append(ExpectedAlert(token.rule, index, token.text, secret.target,
                                               token.exact, speaker))
            pause = "speaker"
        pause = "card"
    chunks.append(_silence(PADDING))
    audio = np.concatenate(chunks)
    ends = starts[1:] + [_seconds(len(audio))]
    targets = tuple(
        CardSpan(s.target, start, end, s.outcome)
        for s, start, end in zip(script, starts, ends, strict=True)
    )
    return Synthesis(audio, tuple(words), targets, tuple(marks), tuple(guesser))


def write_wav(path: Path, audio: np.ndarray) -> None:
    """16 kHz mono int16 WAV."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(audio.astype("<i2").tobytes())


def espeak_version() -> str:
    out = subprocess.run(["espeak-ng", "--version"], check=True, capture_output=True, text=True)
    return out.stdout.split(":", 1)[1].split("Data")[0].strip()
