"""What the phrase rules share: lemmas and grammar of a token, spans, alert building, and the
`PhraseRule` driver that runs a rule's patterns over the newest tokens of a stream."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TypeVar

from common.analyzer import normalize, parse
from referee.events import Alert
from referee.rules.base import Token
from referee.rules.misheard import (
    ALTERNATIVE,
    MAX_JOIN,
    doubtful,
    heard_as,
    heard_cue,
    taken_as_said,
)


@lru_cache(maxsize=200_000)
def lemmas(word: str) -> frozenset[str]:
    """Every lemma pymorphy3 proposes for `word` (ё = е), plus the word itself."""
    word = normalize(word)
    return frozenset({word, *(normalize(p.normal_form) for p in parse(word))})


@lru_cache(maxsize=200_000)
def grammemes(word: str) -> frozenset[str]:
    """Grammemes of the most probable parse of `word` (e.g. {'VERB', 'impr', 'sing'})."""
    parses = parse(word)
    return frozenset(parses[0].tag.grammemes) if parses else frozenset()


@lru_cache(maxsize=200_000)
def can_be(word: str, *wanted: str) -> bool:
    """Whether some parse of `word` has all the grammemes `wanted` (e.g. 'VERB', '1per')."""
    return any(set(wanted) <= p.tag.grammemes for p in parse(word))


def said_alone(token: Token) -> bool:
    """`token` is a dictionary word heard sure: `taken_as_said(tokens, i)` is this of every token
    in `tokens[i : i + MAX_JOIN]` (remembered per word and confidence)."""
    return _said_alone(token.text, token.conf)


@lru_cache(maxsize=200_000)
def _said_alone(text: str, conf: float) -> bool:
    return taken_as_said((Token(0, text, conf=conf),), 0)


def has_lemma(token: Token, wanted: frozenset[str] | set[str]) -> bool:
    """`token` is a form of a `wanted` lemma, or a doubtful word that sounds like one (a cue heard
    wrong: «ревмуется» for «рифмуется», see `referee.rules.misheard`)."""
    if not lemmas(token.text).isdisjoint(wanted):
        return True
    return doubtful(token) and heard_as(token, wanted)  # a word heard sure is taken as said


def cue_end(tokens: Sequence[Token], i: int, wanted: frozenset[str] | set[str]) -> int | None:
    """End (exclusive) of a cue of the `wanted` lemmas that begins at position `i`: the token
    itself, or a stretch of up to three tokens that sounds like one of its forms («риф моец»,
    «коревмуетца»; see `referee.rules.misheard.heard_cue`); None when there is none."""
    if has_lemma(tokens[i], wanted):
        return i + 1
    if taken_as_said(tokens, i):
        return None  # (the first check of heard_cue)
    heard = heard_cue(tokens, i, wanted)
    return heard.end if heard is not None else None


def texts(tokens: Sequence[Token], i: int, j: int) -> tuple[str, ...]:
    """Token texts of `tokens[i:j]`, clipped to the sequence."""
    return tuple(t.text for t in tokens[max(i, 0) : min(j, len(tokens))])


@dataclass(frozen=True)
class Match:
    """A phrase a rule found: positions in the token list (end exclusive), why, how sure."""

    begin: int
    end: int
    confidence: float
    pattern: str
    explanation: str
    detail: tuple[tuple[str, str], ...] = ()
    reach: int = -1  # the last position the decision looked at, when past the span

    @property
    def decided(self) -> int:
        """Position of the token whose arrival completes the match."""
        return max(self.end - 1, self.reach)


def merge(matches: Iterable[Match], gap: int = 0, cross_gap: int | None = None) -> list[Match]:
    """Join matches overlapping or at most `gap` tokens apart (the surest one's reason kept).

    `cross_gap` (default `gap`) is the gap bridged between matches of different patterns: a rule
    whose kinds of reference are separate facts keeps it small, so that «начинается на эс | в
    слове три слога» gives two alerts while «одна гласная и три согласных» stays one. (In a stream
    the first is raised before the second is heard, and an alert grown over a raised one is
    dropped by the Checker as already seen: a second fact merged into the first would be lost.)
    """
    merged: list[Match] = []
    for m in sorted(matches, key=lambda m: (m.begin, m.end)):
        last = merged[-1] if merged else None
        bridge = gap if cross_gap is None or (last and m.pattern == last.pattern) else cross_gap
        if last and m.begin <= last.end + bridge:
            best = max(last, m, key=lambda x: x.confidence)
            merged[-1] = Match(
                last.begin,
                max(last.end, m.end),
                best.confidence,
                best.pattern,
                best.explanation,
                best.detail,
                max(last.reach, m.reach),
            )
        else:
            merged.append(m)
    return merged


def to_alerts(
    rule: str,
    tokens: Sequence[Token],
    matches: Iterable[Match],
    start: int,
    gap: int = 0,
    cross_gap: int | None = None,
) -> list[Alert]:
    """Alerts for the merged matches (see `merge`) completed by a token at `start` or later."""
    alerts = []
    for m in merge(matches, gap, cross_gap):
        if m.decided < start:
            continue
        first, last = tokens[m.begin], tokens[m.end - 1]
        alerts.append(
            Alert(
                rule=rule,
                span=(first.index, last.index + 1),
                words=texts(tokens, m.begin, m.end),
                confidence=round(m.confidence, 3),
                explanation=m.explanation,
                evidence={"pattern": m.pattern, **dict(m.detail)},
                start=first.start,
                end=last.end,
            )
        )
    return alerts


# A phrase pattern: the matches that begin, or are anchored, at position `i` of the tokens.
Pattern = Callable[[Sequence[Token], int], Iterable[Match]]
Anchor = Callable[[Token], bool]
Declared = TypeVar("Declared", bound=Callable[..., Iterable[Match]])


@dataclass(frozen=True)
class Anchors:
    """What a pattern needs to match at position `i`: the token at `i` passes `here` (e.g. it is a
    form of «буква»), or the token before it passes `after`. A `heard` pattern also finds its cue
    heard wrong over the tokens from `i` on (`cue_end`), where one of them is not taken as said."""

    here: Anchor
    after: Anchor | None = None
    heard: bool = False


def anchored(here: Anchor, *, after: Anchor | None = None,
             heard: bool = False) -> Callable[[Declared], Declared]:
    """Declare a pattern's `Anchors`."""

    def declare(pattern: Declared) -> Declared:
        pattern.anchors = Anchors(here, after, heard)  # type: ignore[attr-defined]
        return pattern

    return declare


def anchors_of(pattern: Pattern) -> Anchors:
    """The anchors `pattern` declared (`anchored`), also through a `functools.partial`."""
    return getattr(pattern, "func", pattern).anchors  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Anchoring:
    """What one word (text and confidence) tells a rule's patterns: whether it is taken as said
    (no cue heard wrong in it), and the patterns it anchors at its own position and at the next
    (bit `p` for the rule's `p`-th pattern)."""

    said: bool
    here: int
    next: int


class PhraseRule:
    """A rule made of phrase patterns, checked in a stream: on each change every pattern is tried
    at the positions from `window` tokens before the first changed one, and the matches merged
    (`gap`, `cross_gap`: see `merge`) become the alerts completed at or after that token.

    A pattern is tried only where it may match: where the tokens pass its anchors (`anchored`,
    asked once per word of the turn), and a pattern that hears its cue wrong also where a cue may
    be heard wrong (a word unknown to the dictionary or heard unsure among the `MAX_JOIN` from
    there: `taken_as_said` is false)."""

    name: str
    window: int  # tokens a phrase may reach back from the newest token
    gap: int = 0
    cross_gap: int | None = None

    def __init__(self) -> None:
        self._anchoring: dict[tuple[str, float], Anchoring] = {}  # per word (text, confidence)

    def patterns(self, target: str) -> tuple[Pattern, ...]:
        """The rule's patterns for the secret word `target`."""
        raise NotImplementedError

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        patterns = self.patterns(target)
        begin = max(0, start - self.window)
        anchors = [anchors_of(pattern) for pattern in patterns]
        heard = sum(1 << p for p, anchor in enumerate(anchors) if anchor.heard)

        def matches(view: Sequence[Token]) -> list[Match]:
            before = max(0, begin - 1)
            known = self._anchoring.get
            told = [known((token.text, token.conf)) or self._anchored(anchors, token)
                    for token in view[before:]]
            unsteady = {k - back for k, word in enumerate(told, before) if not word.said
                        for back in range(MAX_JOIN)}  # a cue heard wrong may begin there
            return [m for i in range(begin, len(view))
                    for p in bits(told[i - before].here
                                  | (told[i - 1 - before].next if i > 0 else 0)
                                  | (heard if i in unsteady else 0))
                    for m in patterns[p](view, i)]

        found = with_alternatives(tokens[begin:], tokens, matches)
        return to_alerts(self.name, tokens, found, start, self.gap, self.cross_gap)

    def _anchored(self, anchors: Sequence[Anchors], token: Token) -> Anchoring:
        """What `token` tells the patterns, remembered for its text and confidence. A word not
        taken as said is not asked the anchors of the patterns that hear their cue wrong: they
        are tried around it anyway."""
        said = said_alone(token)
        found = self._anchoring[token.text, token.conf] = Anchoring(
            said,
            sum(1 << p for p, anchor in enumerate(anchors)
                if (anchor.heard and not said) or anchor.here(token)),
            sum(1 << p for p, anchor in enumerate(anchors)
                if anchor.after is not None and anchor.after(token)),
        )
        return found


@lru_cache(maxsize=1024)
def bits(mask: int) -> tuple[int, ...]:
    """The positions of the bits set in `mask`, lowest first."""
    return tuple(p for p in range(mask.bit_length()) if mask >> p & 1)


def with_alternatives(
    recent: Sequence[Token], tokens: Sequence[Token],
    matches: Callable[[Sequence[Token]], list[Match]],
) -> list[Match]:
    """`matches` on the tokens as heard, and on the readings the recognizer's alternatives give
    (`Token.alternatives`, rank by rank, among the `recent` tokens): a phrase found only in an
    alternative reading is a match a little less sure, its evidence saying which reading."""
    found = matches(tokens)
    depth = max((len(t.alternatives) for t in recent), default=0)
    for rank in range(depth):
        view = [replace(t, text=t.alternatives[rank], alternatives=())
                if len(t.alternatives) > rank else t for t in tokens]
        for m in matches(view):
            if any(m.begin < f.end and f.begin < m.end for f in found):
                continue
            reading = " ".join(texts(view, m.begin, m.end))
            found.append(replace(
                m, confidence=m.confidence - ALTERNATIVE,
                explanation=f"{m.explanation} (другой вариант распознавания: «{reading}»)",
                detail=(*m.detail, ("alternative", reading))))
    return found
