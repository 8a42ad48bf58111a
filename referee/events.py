"""Data that flows from the recognizer through the checker to the dashboard.

Shared contract between `referee` (producers) and `api`/`game` (consumers). Frozen dataclasses with
named fields; `to_json()` gives the wire form used in the turn log (`referee.replay.turn_log`) and
WebSocket messages, `from_json()` reads it back. A turn's stream is `WordEvent`s and `Revision`s
from the recognizer, `Alert`s and `Retraction`s from the checker, and `AudioFault`s;
`Transcript` is the one routine that places words under revisions.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

RULES = ("cognate", "letters", "soundalike", "pointing", "foreign")


@dataclass(frozen=True)
class WordEvent:
    """One recognised word of a turn.

    `index` is the word's position in the turn's running transcript (0-based). A later event with
    the same index replaces the earlier one: a partial word revised, or confirmed by a final result.
    `start`/`end` are seconds from the turn's start; `conf` is the recognizer's confidence 0..1
    (partial words carry the confidence of the hypothesis so far, 1.0 when unknown).
    `speaker` is who said it when known (`referee.speakers.attribution`: "explainer", "guesser" or
    "uncertain"); None: not attributed (left out of the wire form, so old logs read the same).
    `speaker_doubtful`: the explainer's by little evidence, or uncertain, in a short utterance
    after a long pause, where a guess would be (`referee.speakers.attribution`): the rules judge
    it by its place (`referee.speakers.verdicts`) (left out of the wire form when False).
    `alternatives` are other readings of the same stretch of audio that the recognizer also
    considered (Vosk's n-best), best first, without `text` itself; empty when it offers none (left
    out of the wire form then).
    """

    index: int
    text: str
    start: float
    end: float
    conf: float = 1.0
    final: bool = True
    speaker: str | None = None
    alternatives: tuple[str, ...] = ()
    speaker_doubtful: bool = False

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        if self.speaker is None:
            del data["speaker"]
        if not self.speaker_doubtful:
            del data["speaker_doubtful"]
        if self.alternatives:
            data["alternatives"] = list(self.alternatives)
        else:
            del data["alternatives"]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> WordEvent:
        """The word of a wire form (KeyError, TypeError or ValueError when it is not one)."""
        return cls(index=int(data["index"]), text=str(data["text"]), start=float(data["start"]),
                   end=float(data["end"]), conf=float(data.get("conf", 1.0)),
                   final=bool(data.get("final", True)), speaker=data.get("speaker"),
                   alternatives=tuple(str(a) for a in data.get("alternatives", ())),
                   speaker_doubtful=bool(data.get("speaker_doubtful", False)))


@dataclass(frozen=True)
class Revision:
    """The running transcript is cut back to its first `length` words (the recognizer withdrew
    the partial words from `length` on; none when `length` is the transcript's length).

    `rehear`: the recognizer heard its audio again, and the words it changed or added follow,
    up to the next revision: one pass (Whisper's), whose alerts retracted and raised again on the
    same audio move rather than flash (`referee.rules.cards.followed`). Left out of the wire
    form when False, so old logs read the same."""

    length: int
    rehear: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"length": self.length, "rehear": True} if self.rehear else {"length": self.length}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Revision:
        return cls(int(data["length"]), bool(data.get("rehear", False)))


@dataclass(frozen=True)
class AudioFault:
    """The audio input failed mid-turn (`kind` = "microphone_lost"); `message` is for the judge."""

    kind: str
    message: str
    at: float

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message, "at": self.at}


@dataclass(frozen=True)
class Alert:
    """A proposed violation, for the judge to confirm or dismiss.

    `span` indexes the turn's tokens, 0-based, end exclusive. `evidence` is machine-readable (which
    lemma, root, pattern matched); `explanation` is one line of Russian for the judge.
    `exact_target` is True when the secret word itself was heard (the dashboard asks «Угадано?»).
    """

    rule: str
    span: tuple[int, int]
    words: tuple[str, ...]
    confidence: float
    explanation: str
    evidence: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    start: float | None = None
    end: float | None = None
    exact_target: bool = False

    def __post_init__(self) -> None:
        if self.rule not in RULES:
            raise ValueError(f"unknown rule {self.rule!r}; expected one of {RULES}")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence must be within 0..1, got {self.confidence}")

    @property
    def key(self) -> tuple[str, int, int]:
        """Identity of an alert within a turn: the same rule on the same span is raised once."""
        return (self.rule, self.span[0], self.span[1])

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["span"] = list(self.span)
        data["words"] = list(self.words)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Alert:
        """The alert of a wire form; extra keys are ignored (KeyError, TypeError or ValueError
        when it is not one)."""
        return cls(rule=str(data["rule"]), span=(int(data["span"][0]), int(data["span"][1])),
                   words=tuple(str(w) for w in data.get("words", ())),
                   confidence=float(data["confidence"]), explanation=str(data["explanation"]),
                   evidence=dict(data.get("evidence") or {}), start=data.get("start"),
                   end=data.get("end"), exact_target=bool(data.get("exact_target", False)))


@dataclass(frozen=True)
class Retraction:
    """`alert` no longer stands: the recognizer withdrew or changed a word it was raised on.

    Either a `Revision` cut the transcript back to `length` words, or (`length` None) the word at
    turn index `replaced` was heard again as another word (a partial word revised in place, or
    made final with other text); the new word is checked afresh and may raise its own alert.
    """

    alert: Alert
    length: int | None = None
    replaced: int | None = None

    def __post_init__(self) -> None:
        if (self.length is None) == (self.replaced is None):
            raise ValueError("a retraction has one cause: a cut (length) or a replaced word")

    def cause(self) -> dict[str, int]:
        """The wire form of its cause: {"length": n} (as before replacements were retracted) or
        {"replaced": index}."""
        return {"length": self.length} if self.length is not None else {"replaced": self.replaced}

    def to_json(self) -> dict[str, Any]:
        return {**self.cause(), "rule": self.alert.rule, "span": list(self.alert.span)}


@dataclass(frozen=True)
class Moved:
    """`old` still stands, now as `alert`: within one pass of the recognizer its word was heard
    at another index or slightly otherwise (the same rule on the same stretch of audio), so the
    alert follows it instead of being retracted and raised again. The judge's screen keeps the
    alert (and any decision on it) and highlights its new words."""

    old: Alert
    alert: Alert

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.old.rule, "span": list(self.old.span), "to": self.alert.to_json()}


# what a live turn yields
TurnEvent = WordEvent | Revision | Alert | Retraction | Moved | AudioFault


class Transcript:
    """A turn's words as they stand: a word replaces the one at its index (or is appended), a
    revision cuts the words back. The one word-placement routine of live turns, the dashboard and
    replays."""

    def __init__(self) -> None:
        self.words: list[WordEvent] = []

    @classmethod
    def of(cls, stream: Iterable[WordEvent | Revision]) -> Transcript:
        """The words a whole stream of words and revisions leaves."""
        transcript = cls()
        for event in stream:
            transcript.apply(event)
        return transcript

    def apply(self, event: WordEvent | Revision) -> None:
        if isinstance(event, Revision):
            del self.words[max(0, event.length):]
        elif event.index < len(self.words):
            self.words[event.index] = event
        else:
            self.words.append(event)

    def __len__(self) -> int:
        return len(self.words)
