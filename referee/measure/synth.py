"""Synthesise a scripted turn with Festival's Russian voice, with every word's start and end known.

Each line of the script (one speaker's turn at talk) is spoken as a whole by Festival's voice
`msu_ru_nsh_clunits` (the guesser a little faster), so words run together as in speech; the
word timings come from Festival's own utterance structure (a word starts where its first segment
starts and ends where its last one ends). Lines are cut to their first word's start and last word's
end and placed on a 16 kHz timeline after a pause (a new speaker, a new card) of exact digital
silence. One Festival process synthesises a whole turn; the result is deterministic for a given
Festival and voice version.

Script mark-up (see `scripts/sample_rounds.py`): `[word:rule]` marks a word the checker should flag,
`[word:rule!]` the secret word itself (`Alert.exact_target`).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
import wave
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from common.errors import UserError
from referee.events import RULES, WordEvent
from referee.replay.transcript import CardSpan
from referee.speech.audio import read_wav
from referee.speech.pcm import SAMPLE_RATE

EXPLAINER = "explainer"
GUESSER = "guesser"
RATE = SAMPLE_RATE
PADDING = 0.3  # silence before the first word and after the last, seconds
PAUSES = {"speaker": 0.5, "card": 0.7}  # silence between lines, seconds
VOICE = "msu_ru_nsh_clunits"
STRETCH = {EXPLAINER: 1.0, GUESSER: 0.9}  # Festival's Duration_Stretch per speaker

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
class LineToken:
    text: str  # lowercase, no punctuation: what a recognizer would output
    spoken: str  # as Festival reads it: the word with the punctuation after it
    rule: str | None
    exact: bool


@dataclass(frozen=True)
class Spoken:
    """One line as Festival said it: samples, and each word's (start, end) sample within them."""

    audio: np.ndarray
    spans: tuple[tuple[int, int], ...]


def line_tokens(marked: str) -> list[LineToken]:
    """Split a marked-up line into words, with their marks and the punctuation that follows."""
    result = []
    for match in _TOKEN.finditer(marked):
        word, rule, bang, tail, plain = match.groups()
        raw = plain if plain is not None else word + tail
        if rule is not None and rule not in RULES:
            raise ValueError(f"unknown rule {rule!r} in {marked!r}")
        stripped = raw.rstrip(_PUNCT)
        end = raw[len(stripped):]
        mark = "." if set(end) & set(".!?…") else "," if end else ""
        text = stripped.strip(_PUNCT).lower()
        result.append(LineToken(text, text + mark, rule, bang == "!"))
    return result


def _require_festival() -> None:
    if shutil.which("festival") is None:
        raise UserError("Для синтеза образцов нужен Festival с русским голосом: "
                        "bash scripts/setup.sh (пакеты festival, festvox-ru)")


def _scheme(lines: list[tuple[str, str]], folder: Path) -> str:
    """A Festival script saying each (speaker, text) line into `folder/N.wav`, printing timings."""
    out = [f"(voice_{VOICE})"]
    for n, (speaker, text) in enumerate(lines):
        out += [
            f"(Parameter.set 'Duration_Stretch {STRETCH[speaker]})",
            f'(set! utt (utt.synth (Utterance Text "{text}")))',
            f'(utt.save.wave utt "{folder / f"{n}.wav"}" \'riff)',
            f'(format t "L\\t{n}\\n")',
            "(mapcar (lambda (w) (format t \"W\\t%s\\t%s\\t%s\\n\" (item.name w)"
            " (item.feat w \"R:SylStructure.daughter1.daughter1.segment_start\")"
            " (item.feat w \"R:SylStructure.daughtern.daughtern.segment_end\")))"
            " (utt.relation.items utt 'Word))",
        ]
    return "\n".join(out) + "\n"


def speak_lines(lines: list[tuple[str, list[str]]]) -> list[Spoken]:
    """Say each (speaker, words) line with Festival: one process for all of them."""
    _require_festival()
    with tempfile.TemporaryDirectory(prefix="hat-festival-") as tmp:
        folder = Path(tmp)
        texts = [(speaker, " ".join(words).replace('"', "")) for speaker, words in lines]
        script = folder / "say.scm"
        script.write_text(_scheme(texts, folder), encoding="utf-8")
        run = subprocess.run(["festival", "-b", str(script)], capture_output=True, text=True)
        timings = _parse_timings(run.stdout)
        if run.returncode != 0 or len(timings) != len(lines):
            raise UserError(f"Festival не смог озвучить текст: {run.stderr.strip()[-300:]}. "
                            "Проверьте установку: bash scripts/setup.sh")
        return [_cut(folder / f"{n}.wav", words, timings[n])
                for n, (_, words) in enumerate(lines)]


def _parse_timings(stdout: str) -> list[list[tuple[str, float, float]]]:
    lines: list[list[tuple[str, float, float]]] = []
    for row in stdout.splitlines():
        parts = row.split("\t")
        if parts[0] == "L":
            lines.append([])
        elif parts[0] == "W" and lines and len(parts) == 4:
            lines[-1].append((parts[1], float(parts[2]), float(parts[3])))
    return lines


def _same_word(festival: str, ours: str) -> bool:
    def norm(s: str) -> str:
        return s.lower().replace("ё", "е").strip(_PUNCT)
    return norm(festival) == norm(ours)


def _cut(wav: Path, words: list[str], timing: list[tuple[str, float, float]]) -> Spoken:
    """The line's samples from its first word's start to its last word's end."""
    said = [name for name, _, _ in timing]
    if len(said) != len(words) or not all(map(_same_word, said, words)):
        raise UserError(f"Festival разбил строку на другие слова: {said} вместо {words}; "
                        "перепишите строку сценария без цифр и сокращений")
    audio, rate = read_wav(wav)
    if rate != RATE:
        raise UserError(f"Голос Festival {VOICE} выдал {rate} Гц вместо {RATE}; "
                        "переустановите festvox-ru")
    spans = [(round(start * RATE), round(end * RATE)) for _, start, end in timing]
    first = spans[0][0]
    return Spoken(audio[first : spans[-1][1]], tuple((a - first, b - first) for a, b in spans))


def silence(seconds: float) -> np.ndarray:
    return np.zeros(round(seconds * RATE), dtype="<i2")


def _seconds(samples: int) -> float:
    return round(samples / RATE, 7)  # exact: a sample is 62.5 µs


LineSpeaker = Callable[[list[tuple[str, list[LineToken]]]], list[Spoken]]


def festival_lines(lines: list[tuple[str, list[LineToken]]]) -> list[Spoken]:
    """Each line spoken whole by Festival (the sample rounds' voice)."""
    return speak_lines([(speaker, [t.spoken for t in tokens]) for speaker, tokens in lines])


def synthesise(script: tuple[SecretWord, ...], speak: LineSpeaker = festival_lines) -> Synthesis:
    """The turn's audio, ground-truth words, secret-word spans and marked words; `speak` says the
    lines (`(speaker, tokens)` each) and tells where each word lies in its line's samples."""
    lines = [(secret, speaker, line_tokens(line))
             for secret in script for speaker, line in secret.lines]
    spoken = speak([(speaker, tokens) for _, speaker, tokens in lines])
    chunks = [silence(PADDING)]
    position = len(chunks[0])
    words: list[WordEvent] = []
    starts: dict[str, float] = {}
    marks: list[ExpectedAlert] = []
    guesser: list[int] = []
    previous = None
    for (secret, speaker, tokens), said in zip(lines, spoken, strict=True):
        if previous is not None:
            chunks.append(silence(PAUSES["speaker" if previous is secret else "card"]))
            position += len(chunks[-1])
        if previous is not secret:
            starts[id(secret)] = words[-1].end if words else 0.0
        previous = secret
        for token, (start, end) in zip(tokens, said.spans, strict=True):
            index = len(words)
            words.append(WordEvent(index, token.text, _seconds(position + start),
                                   _seconds(position + end)))
            if speaker == GUESSER:
                guesser.append(index)
            if token.rule:
                marks.append(ExpectedAlert(token.rule, index, token.text, secret.target,
                                           token.exact, speaker))
        chunks.append(said.audio)
        position += len(said.audio)
    chunks.append(silence(PADDING))
    audio = np.concatenate(chunks)
    bounds = [starts[id(s)] for s in script] + [_seconds(len(audio))]
    targets = tuple(CardSpan(s.target, bounds[n], bounds[n + 1], s.outcome)
                    for n, s in enumerate(script))
    return Synthesis(audio, tuple(words), targets, tuple(marks), tuple(guesser))


def write_wav(path: Path, audio: np.ndarray) -> None:
    """16 kHz mono int16 WAV."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(audio.astype("<i2").tobytes())


def festival_version() -> str:
    """Festival's version and the voice, as recorded in `round.json`."""
    _require_festival()
    out = subprocess.run(["festival", "--version"], check=True, capture_output=True, text=True)
    return f"{out.stdout.split(':')[1].strip()} {VOICE}"
