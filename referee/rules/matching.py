"""Small helpers the phrase rules share: lemmas and grammar of a token, spans, alert building."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from referee.analyzer import normalize, parse
from referee.events import Alert
from referee.rules.base import Token


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


def has_lemma(token: Token, wanted: frozenset[str] | set[str]) -> bool:
    return not lemmas(token.text).isdisjoint(wanted)


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
