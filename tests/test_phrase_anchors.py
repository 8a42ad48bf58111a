"""The phrase rules try a pattern only at the tokens that pass its anchor (`anchored`) or where a
cue may be heard wrong: over the explanation sets' lines, fed word by word, heard sure and heard
partly unsure with alternatives, they raise what trying every pattern at every position raises;
an anchor declared too narrow is caught. The sound hints are looked for only where one may be."""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from pathlib import Path

import pytest

from common.analyzer import normalize
from referee.events import Alert
from referee.rules.base import Token
from referee.rules.letters import Letters
from referee.rules.matching import (
    Match,
    Pattern,
    PhraseRule,
    anchored,
    has_lemma,
    lemmas,
    to_alerts,
    with_alternatives,
)
from referee.rules.misheard import taken_as_said
from referee.rules.pointing import Pointing
from referee.rules.soundalike import HINT_WORDS, hint_places

ROOT = Path(__file__).resolve().parents[1]
SETS = sorted([*ROOT.glob("eval/explanations_*.jsonl"),
               *ROOT.glob("tests/data/explanations_*.jsonl")])


EVERY = 4  # every 4th line of the sets: a few seconds (every line: 30 s, found the same)


def lines() -> list[tuple[str, list[str]]]:
    every = [(sample["target"], sample["text"].split()) for path in SETS
             for sample in map(json.loads, path.read_text(encoding="utf-8").splitlines())]
    return every[::EVERY]


def turn(words: Sequence[str], shaken: bool) -> list[Token]:
    """The words as tokens; `shaken`: some heard unsure, some with another reading."""
    tokens = []
    for i, word in enumerate(words):
        unsure = shaken and zlib.crc32(f"{word}{i}".encode()) % 4 == 0
        other = (normalize(words[-1 - i]),) if shaken and i % 3 == 1 else ()
        tokens.append(Token(i, normalize(word), float(i), i + 0.5, 0.3 if unsure else 1.0, other))
    return tokens


def every_position(rule: PhraseRule, tokens: Sequence[Token], target: str,
                   start: int) -> list[Alert]:
    """`PhraseRule.check` trying every pattern at every position of its window."""
    patterns = rule.patterns(target)
    begin = max(0, start - rule.window)

    def matches(view: Sequence[Token]) -> list[Match]:
        return [m for i in range(begin, len(view)) for pattern in patterns
                for m in pattern(view, i)]

    found = with_alternatives(tokens[begin:], tokens, matches)
    return to_alerts(rule.name, tokens, found, start, rule.gap, rule.cross_gap)


def compare(make: type[PhraseRule], first_only: bool = False) -> tuple[list[tuple[str, int]], int]:
    """The (text, word) where the rule, fed a line word by word, differs from trying every pattern
    everywhere (`first_only`: up to the first), and how many alerts were compared."""
    found, compared = [], 0
    for target, words in lines():
        for shaken in (False, True):
            rule, tokens = make(), turn(words, shaken)
            for start in range(len(tokens)):
                seen = tokens[: start + 1]
                expected = every_position(rule, seen, normalize(target), start)
                compared += len(expected)
                if rule.check(seen, normalize(target), start) != expected:
                    found.append((" ".join(words), start))
                    if first_only:
                        return found, compared
    return found, compared


@pytest.mark.parametrize("make", [Letters, Pointing], ids=lambda rule: rule.__name__)
def test_trying_the_anchored_patterns_finds_what_trying_every_pattern_finds(make):
    found, compared = compare(make)
    assert found == []
    assert compared > 30  # the sets give the rule real alerts to compare


class LettersAnchoredTooNarrow(Letters):
    """The letter-noun pattern declared to begin only at «буква», not at «слог» or «ударение»."""

    def patterns(self, target: str) -> tuple[Pattern, ...]:
        letter_noun, *rest = super().patterns(target)
        narrowed = anchored(lambda token: has_lemma(token, frozenset({"буква"})), heard=True)(
            lambda tokens, i: letter_noun(tokens, i))
        return (narrowed, *rest)


def test_an_anchor_declared_too_narrow_is_caught():
    found, _ = compare(LettersAnchoredTooNarrow, first_only=True)
    assert found


def test_the_hint_places_are_where_the_plain_scan_tries_a_hint():
    """`hint_places` gives the positions the plain scan does not skip: a hint word there, or a
    word not taken as said among the next `MAX_JOIN`."""
    tried = 0
    for _, words in lines():
        for shaken in (False, True):
            tokens = turn(words, shaken)
            for begin in (0, len(tokens) // 2):
                plain = [i for i in range(begin, len(tokens)) if not (
                    lemmas(tokens[i].text).isdisjoint(HINT_WORDS) and taken_as_said(tokens, i))]
                assert hint_places(tokens, begin) == plain, (words, shaken, begin)
                tried += len(plain)
    assert tried > 100
