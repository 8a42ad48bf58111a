"""The rule checker of a whole turn, whose secret word changes after every guessed word.

`referee.rules.checker.Checker` checks a stream of words against one secret word. In a turn the
explainer moves on to the next card after each guess, so `TurnChecker` gives each card its own
`Checker`: a new word goes to the card being explained when it was said (`secret_at(word)`), a
revised word stays with the card its index was given to — unless the cards' times are known
(`for_drawn`, `for_targets`) and the word, heard again at that index over other audio, was said
under another card (the recognizer merged or split earlier words and the indices shifted across a
guess): then the turn is cut back to it, as by a revision, and it and the words after it are
checked again under their own cards. Words said while no card is drawn (`secret_at` says None)
are not checked. Indexes in and out are the turn's,
so alerts line up with the turn's transcript. An alert stands only while its words are what the
transcript holds: a revision cutting one of them off, or a word of it heard again as another word
(Vosk's partial results revise by index, Whisper's local agreement too), retracts it, and the new
word is checked afresh. Words that carry a `speaker` are judged by it
(`referee.speakers.verdicts`: the guesser's secret word is a guess, a same-root guess a form hint,
the guesser's other words are not checked, a word of uncertain or doubtful speaker asks «кто
сказал?»); words without one are checked as the explainer's. It
has the `withdraw`/`feed`/`truncate` interface `referee.speech.live.LiveTurn` expects (through
`checked`)::

    TurnChecker.for_drawn(cards)       # live: `DrawnCards`, each card stamped as it is drawn
    TurnChecker.for_targets(targets)   # replay: cards known with their start times
    TurnChecker(lambda word: secret)   # any other rule for the card of a new word

Live, a card is stamped with the second of the turn's audio at which it was drawn, and a word is
checked against the card on the table when it was SAID (its `start`), not when the recognizer
gives it: Whisper gives a word 1–5 s after it was said, so the explainer's last words on a card
(or the guesser's guess of it) often come after the judge's «Угадано» drew the next one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Protocol, TypeVar

from referee.events import Alert, Moved, Retraction, Revision, WordEvent
from referee.replay.transcript import CardSpan, target_of
from referee.rules.base import Rule
from referee.rules.checker import Checker
from referee.speakers.answers.heard_guess import MAX_JOIN
from referee.speakers.answers.heard_guess import METHOD as HEARD
from referee.speakers.answers.second_listen import METHOD as LISTENED
from referee.speakers.verdicts import by_speaker, heard_answers, prompt_of, rule_speaker

_T = TypeVar("_T")
_E = TypeVar("_E")


class StreamingChecker(Protocol):
    """What a turn's stream needs of a checker (`TurnChecker`, `referee.rules.checker.Checker`)."""

    def withdraw(self, event: WordEvent) -> list[Alert]: ...

    def feed(self, event: WordEvent) -> list[Alert]: ...

    def truncate(self, length: int) -> list[Alert]: ...
    def finish(self) -> list[Alert]: ...


def checked(checker: StreamingChecker, event: WordEvent | Revision) -> list[Alert | Retraction]:
    """What one event of the recognizer's stream makes `checker` say: the retractions of the
    alerts a revision withdraws with its words, or a word withdraws by replacing one of theirs,
    then the alerts a word raises (a retraction always before a new alert on the same span). The
    one place the stream meets the checker (live turns, replays)."""
    if isinstance(event, Revision):
        return [Retraction(alert, length=event.length)
                for alert in checker.truncate(event.length)]
    gone = [Retraction(alert, replaced=event.index) for alert in checker.withdraw(event)]
    return [*gone, *checker.feed(event)]


def followed(said: list[_T]) -> list[_T | Moved]:
    """One piece of a turn's stream (`passes`) with what it made the checker say, in order: when
    it is a pass of the recognizer (it starts with a `Revision` with `rehear`), each alert
    retracted and then raised again on the same stretch of audio in it (the same rule,
    overlapping times: its word moved index as words before it were heard otherwise, or was heard
    slightly otherwise) becomes one `Moved` where the new alert came: the alert stands all along.
    Every consumer of a turn's stream uses it (live turns, replays, benchmarks), so they agree.

    Measured on the 16 sample rounds (`referee bench speech --engine whisper --clock cpu`): the
    same passes' events through the checker without and with it (exactly the same recognition)
    give standing-alert latency p50 2.06 → 1.98 s, p95 4.25 → 3.11 s, alerts retracted on the
    way 15 → 2, expected alerts standing 58 of 66 and none unexpected either way; a run of its
    own, back to back (its passes fall on other audio): p95 3.45 s, 1 retracted."""
    if not (said and isinstance(said[0], Revision) and said[0].rehear):
        return list(said)
    out: list[_T | Moved | None] = list(said)
    for i, gone in enumerate(said):
        if not isinstance(gone, Retraction):
            continue
        j = next((j for j in range(i + 1, len(out)) if isinstance(out[j], Alert)
                  and _same_audio(gone.alert, out[j])), None)  # type: ignore[arg-type]
        if j is not None:
            out[i], out[j] = None, Moved(gone.alert, out[j])  # type: ignore[arg-type]
    return [item for item in out if item is not None]


def passes(stream: Iterable[_E]) -> Iterator[list[_E]]:
    """`stream` in the pieces `followed` is used on: a piece from each `Revision` with `rehear`
    to the next revision; every other event a piece of its own."""
    piece: list[_E] = []
    for event in stream:
        if isinstance(event, Revision) or not (piece and isinstance(piece[0], Revision)
                                               and piece[0].rehear):
            if piece:
                yield piece
            piece = []
        piece.append(event)
    if piece:
        yield piece


def _same_audio(old: Alert, new: Alert) -> bool:
    return (old.rule == new.rule and None not in (old.start, old.end, new.start, new.end)
            and old.start < new.end and new.start < old.end)  # type: ignore[operator]


@dataclass(frozen=True)
class CheckedAlert:
    """An alert with the secret word it was raised against."""

    alert: Alert
    target: str


class DrawnCards:
    """The cards of a turn being played, each from the moment it was drawn (`at`: seconds on the
    time scale of the turn's words: its audio when heard, the turn's clock when typed)."""

    def __init__(self) -> None:
        self.cards: list[CardSpan] = []
        self._latest = -1.0  # the latest start of a word checked so far
        self._lock = threading.Lock()  # drawn on the event loop, asked on the checker's worker

    def draw(self, word: str, at: float) -> CardSpan | None:
        """Put `word` on the table from `at` — never before the card it follows, nor before a
        word already checked (it was said before the card came out; words typed within one tick
        of the turn's clock stay apart so) — None when it is the card on the table already."""
        with self._lock:
            if self.cards and self.cards[-1].word == word:
                return None
            card = CardSpan(word, round(max(at, self.start, self._latest + 0.001), 3))
            self.cards.append(card)
            return card

    @property
    def start(self) -> float:
        """When the card on the table was drawn (0.0: none is)."""
        return self.cards[-1].start if self.cards else 0.0

    def secret_at(self, word: WordEvent) -> str | None:
        """The card on the table when `word` was said (the first card for a word said before
        it; None: no card drawn yet)."""
        with self._lock:
            self._latest = max(self._latest, word.start)
            return self.cards[target_of(self.cards, word.start)].word if self.cards else None


@dataclass(frozen=True)
class _Card:
    secret: str | None  # None: no word was drawn, nothing is checked
    offset: int  # turn index of the card's first word
    checker: Checker | None


class TurnChecker:
    """Streaming checker of a turn; `secret_at(word)` is the secret word being explained when a new
    word of the transcript was heard (None: none is drawn)."""

    def __init__(self, secret_at: Callable[[WordEvent], str | None], *,
                 min_confidence: float = 0.5, rules: Sequence[Rule] | None = None,
                 timed: bool = False) -> None:
        self.secret_at = secret_at
        self.timed = timed  # secret_at answers by the word's time, not by when it is asked
        self.min_confidence = min_confidence
        self.rules = rules  # None: the checker's default rules
        self.raised: list[CheckedAlert] = []
        self._cards: list[_Card] = []  # in turn order, by increasing offset
        self._length = 0  # words in the turn's transcript
        self._words: dict[int, WordEvent] = {}  # the transcript as fed (with speakers), by turn
        # index (a turn resumed midway starts at a later index)
        self._again: list[WordEvent] = []  # words cut off by `withdraw`, for `feed` to check again

    @classmethod
    def for_targets(cls, targets: Sequence[CardSpan], *, min_confidence: float = 0.5,
                    rules: Sequence[Rule] | None = None) -> TurnChecker:
        """A checker of a turn whose cards (in the order drawn, with start times) are known."""
        if not targets:
            raise ValueError("a turn needs at least one secret word")
        cards = tuple(targets)
        return cls(lambda word: cards[target_of(cards, word.start)].word,
                   min_confidence=min_confidence, rules=rules, timed=True)

    @classmethod
    def for_drawn(cls, cards: DrawnCards, *, min_confidence: float = 0.5,
                  rules: Sequence[Rule] | None = None) -> TurnChecker:
        """A checker of a turn being played, whose cards are stamped into `cards` as drawn."""
        return cls(cards.secret_at, min_confidence=min_confidence, rules=rules, timed=True)

    def feed(self, event: WordEvent) -> list[Alert]:
        """Add or revise the word at `event.index` (turn indexing); the alerts raised for the first
        time, with turn-indexed spans (also those of the words `withdraw` cut off after it, checked
        again)."""
        again, self._again = self._again, []
        alerts = self._feed_one(event)
        for word in again:
            alerts += self._feed_one(word)
        return alerts

    def _feed_one(self, event: WordEvent) -> list[Alert]:
        self._words[event.index] = event
        ended: list[Alert] = []
        if event.index >= self._length:
            ended = self._take_up(event)
            self._length = event.index + 1
        card = self._card_of(event.index)
        if card is None or card.checker is None:
            return ended
        local = replace(event, index=event.index - card.offset)
        alerts = self._judged(card, card.checker.feed(local))
        if card.secret and not any(a.span[0] <= event.index < a.span[1] for a in alerts):
            alerts += heard_answers(self._unraised_before(event.index, card.offset), card.secret)
        self.raised.extend(CheckedAlert(a, card.secret or "") for a in alerts)
        return ended + alerts

    def finish(self) -> list[Alert]:
        """The turn is over: the alerts its cards' checkers held back for words that did not come
        (`Checker.finish`), turn-indexed; a card is finished as the next one takes over too."""
        return [a for card in self._cards for a in self._finished(card)]

    def _finished(self, card: _Card) -> list[Alert]:
        if card.checker is None:
            return []
        alerts = self._judged(card, card.checker.finish())
        self.raised.extend(CheckedAlert(a, card.secret or "") for a in alerts)
        return alerts

    def _judged(self, card: _Card, alerts: list[Alert]) -> list[Alert]:
        """A card's alerts, turn-indexed, as the speakers of their words leave them; one whose
        rule and span were already raised (the same verdict reached again) is not raised twice."""
        judged = (by_speaker(_shifted(a, card.offset), self._span_speakers(a, card.offset),
                             card.secret) for a in alerts)
        raised = {c.alert.key for c in self.raised}
        fresh: list[Alert] = []
        for alert in judged:
            if alert is not None and alert.key not in raised:
                raised.add(alert.key)
                fresh.append(alert)
        return fresh

    def withdraw(self, event: WordEvent) -> list[Alert]:
        """Call before `feed(event)`: when `event` replaces a word of the transcript with another
        word, the alerts raised on that word, withdrawn (as they were raised, turn-indexed); the
        word's card checks the new word afresh on `feed`. A word now said under another card (its
        time says so) cuts the turn back to it: the alerts from it on are withdrawn, and `feed`
        checks it and the words after it again."""
        card = self._card_of(event.index) if event.index < self._length else None
        before = self._words.get(event.index)
        moved = before is None or before.start != event.start  # not the same stretch of audio
        if card is not None and self.timed and moved and card.secret != self.secret_at(event):
            self._again = [w for i, w in sorted(self._words.items()) if i > event.index]
            return self.truncate(event.index)
        if card is None or card.checker is None:
            return []
        local = replace(event, index=event.index - card.offset)
        heard = self._heard_answers(lambda span: span[0] <= event.index < span[1],
                                    listened=not _same(before, event))
        return self._forget([_shifted(a, card.offset) for a in card.checker.withdraw(local)]
                            + heard)

    def truncate(self, length: int) -> list[Alert]:
        """Withdraw the words from turn position `length` on (a partial hypothesis shrank); return
        the alerts raised on them, withdrawn with them (turn-indexed). A card left without words
        is kept for the next word if it is still on the table."""
        length = max(0, min(length, self._length))
        withdrawn: list[Alert] = []
        while self._cards and self._cards[-1].offset > length:
            card = self._cards.pop()
            if card.checker is not None:
                withdrawn += [_shifted(a, card.offset) for a in card.checker.alerts]
        for card in self._cards:
            if card.checker is not None:
                withdrawn += [_shifted(a, card.offset)
                              for a in card.checker.truncate(length - card.offset)]
        withdrawn += self._heard_answers(lambda span: span[1] > length)
        self._length = length
        self._words = {i: w for i, w in self._words.items() if i < length}
        return self._forget(withdrawn)

    def target_of(self, alert: Alert) -> str:
        """The secret word `alert` was raised against; for an alert raised elsewhere (the spotter's)
        the card on the table when it was said, if the cards' times are known, else the one its
        first word was checked against ("" if none)."""
        raised = next((c.target for c in self.raised if c.alert is alert), None)
        if raised is not None:
            return raised
        if self.timed and alert.start is not None:
            said = WordEvent(alert.span[0], " ".join(alert.words), alert.start,
                             alert.end if alert.end is not None else alert.start)
            return self.secret_at(said) or ""
        card = self._card_of(alert.span[0])
        return (card.secret if card else None) or ""

    def _take_up(self, event: WordEvent) -> list[Alert]:
        """A new word: start a card at it when the secret word is not the last card's; the last
        card is then over (the alerts its checker held back, `_finished`)."""
        secret = self.secret_at(event)
        cards = self._cards
        if cards and cards[-1].offset == event.index and cards[-1].secret != secret:
            cards.pop()  # left without words by a revision, and no longer on the table
        if cards and cards[-1].secret == secret:
            return []
        ended = self._finished(cards[-1]) if cards else []
        checker = (Checker(secret, rules=self.rules, min_confidence=self.min_confidence)
                   if secret else None)
        self._cards.append(_Card(secret, event.index, checker))
        return ended

    def _forget(self, withdrawn: list[Alert]) -> list[Alert]:
        """The raised alerts among the `withdrawn` ones (as raised, by span), no longer raised; an
        alert the speaker's verdict dropped was never raised and is not withdrawn again."""
        gone = {a.key for a in withdrawn}
        kept = [c for c in self.raised if c.alert.key not in gone]
        forgotten = [c.alert for c in self.raised if c.alert.key in gone]
        self.raised = kept
        return sorted(forgotten, key=lambda a: a.span)

    def answer(self, word: WordEvent, alert: Alert) -> list[Alert]:
        """A guesser's answer on `word` (a word of its span) found apart from the stream (a
        second listen, `referee.speakers.answers.live_listen`): raised (returned) if `word` still
        stands as fed, under the secret word the answer was found for, and no alert was raised on
        its span since but questions «кто сказал?» (a lone answer another rule caught) and, under
        the «Угадано?» of a form heard again, a form hint; else nothing."""
        card = self._card_of(word.index)
        first, last = alert.span
        on_span = [c.alert for c in self.raised
                   if c.alert.span[0] < last and first < c.alert.span[1]]
        if (card is None or card.secret != alert.evidence.get("target_lemma")
                or not _same(self._words.get(word.index), word)
                or not all(_leaves_room(a, alert) for a in on_span)):
            return []
        self.raised.append(CheckedAlert(alert, card.secret or ""))
        return [alert]

    def covered(self) -> set[int]:
        """The turn indices of the words an alert stands on."""
        return {i for c in self.raised for i in range(*c.alert.span)}

    def secret_of(self, word: WordEvent) -> str | None:
        """The secret word `word` was checked against (None: none, or `word` is not the word at
        its index as fed)."""
        card = self._card_of(word.index)
        return card.secret if card is not None and _same(self._words.get(word.index), word) \
            else None

    def _heard_answers(self, on: Callable[[tuple[int, int]], bool],
                       listened: bool = True) -> list[Alert]:
        """The raised answers heard wrong (`heard_guess`, raised here, not by a card's checker),
        and if `listened` those found by a second listen, whose turn-indexed span is `on` the
        words being withdrawn."""
        methods = {HEARD, LISTENED} if listened else {HEARD}
        return [c.alert for c in self.raised
                if c.alert.evidence.get("method") in methods and on(c.alert.span)]

    def _unraised_before(self, index: int, first: int) -> list[WordEvent]:
        """The words up to `index` (from `first` on) since the last one an alert was raised on,
        the newest last (for the guesser's answer heard in pieces)."""
        covered = self.covered()
        words: list[WordEvent] = []
        for i in range(index, max(first, index - MAX_JOIN) - 1, -1):
            word = self._words.get(i)
            if word is None or i in covered or rule_speaker(word) != rule_speaker(
                    self._words[index]):
                break
            words.insert(0, word)
        return words

    def _span_speakers(self, alert: Alert, offset: int) -> list[str | None]:
        first, last = alert.span
        return [rule_speaker(w) if (w := self._words.get(i + offset)) else None
                for i in range(first, last)]

    def _card_of(self, index: int) -> _Card | None:
        return next((c for c in reversed(self._cards) if c.offset <= index), None)


def _leaves_room(raised: Alert, answer: Alert) -> bool:
    """Whether `raised` on an answer's words leaves room for `answer` found by listening again:
    a question «кто сказал?» does (the answer is what the guesser's reading would be), and a form
    hint does for a «Угадано?»; any other verdict stands alone."""
    prompt = prompt_of(raised)
    return prompt == "who" or (answer.exact_target and prompt == "form")


def _same(before: WordEvent | None, word: WordEvent) -> bool:
    """Whether `before` is `word` heard again as it was (the same text on the same audio)."""
    return before is not None and (before.text, before.start) == (word.text, word.start)


def _shifted(alert: Alert, offset: int) -> Alert:
    if offset == 0:
        return alert
    return replace(alert, span=(alert.span[0] + offset, alert.span[1] + offset))
