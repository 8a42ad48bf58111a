"""Levenshtein alignment of the words said (gold) with the words heard (a recognizer's).

`align(said, heard)` pairs each said word with the heard word it became (a match or a
substitution) or with None (the recognizer dropped it); heard words paired with nothing are
insertions. Among alignments of least edits, the one pairing words that look most alike is
chosen (a substitution costs a little more the less its two words share), so «кораблик из
бумаги» heard as «корабли козбумагии» pairs «кораблик» with «корабли», not with nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein

UNLIKE = 0.01  # extra cost of a substitution between words with nothing in common


@dataclass(frozen=True)
class Alignment:
    pairs: tuple[int | None, ...]  # for each said word, the index of the heard word, or None
    edits: int  # substitutions + deletions + insertions

    def word_error_rate(self) -> float:
        return self.edits / len(self.pairs) if self.pairs else 0.0


def _substitution(a: str, b: str) -> float:
    return 0.0 if a == b else 1.0 + UNLIKE * (1.0 - Levenshtein.normalized_similarity(a, b))


def align(said: Sequence[str], heard: Sequence[str]) -> Alignment:
    """The alignment of `said` onto `heard` described in the module docstring."""
    rows, cols = len(said) + 1, len(heard) + 1
    cost = [[float(i + j) if i == 0 or j == 0 else 0.0 for j in range(cols)] for i in range(rows)]
    for i in range(1, rows):
        for j in range(1, cols):
            cost[i][j] = min(cost[i - 1][j - 1] + _substitution(said[i - 1], heard[j - 1]),
                             cost[i - 1][j] + 1, cost[i][j - 1] + 1)
    pairs: list[int | None] = [None] * len(said)
    edits = 0
    i, j = len(said), len(heard)
    while i or j:
        if i and j and cost[i][j] == cost[i - 1][j - 1] + _substitution(said[i - 1], heard[j - 1]):
            pairs[i - 1] = j - 1
            edits += said[i - 1] != heard[j - 1]
            i, j = i - 1, j - 1
        elif i and cost[i][j] == cost[i - 1][j] + 1:
            i, edits = i - 1, edits + 1
        else:
            j, edits = j - 1, edits + 1
    return Alignment(tuple(pairs), edits)
