"""Levenshtein alignment of the words said (gold) with the words heard (a recognizer's).

`align(said, heard)` pairs each said word with the heard word it became (a match or a
substitution) or with None (the recognizer dropped it); heard words paired with nothing are
insertions. Among alignments of least cost, a substitution is preferred to a deletion plus an
insertion, so a misheard word stays paired with what was heard in its place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Alignment:
    pairs: tuple[int | None, ...]  # for each said word, the index of the heard word, or None
    edits: int  # substitutions + deletions + insertions

    def word_error_rate(self) -> float:
        return self.edits / len(self.pairs) if self.pairs else 0.0


def align(said: Sequence[str], heard: Sequence[str]) -> Alignment:
    """The least-cost alignment of `said` onto `heard` (see the module docstring)."""
    rows, cols = len(said) + 1, len(heard) + 1
    cost = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        cost[i][0] = i
    for j in range(cols):
        cost[0][j] = j
    for i in range(1, rows):
        for j in range(1, cols):
            change = cost[i - 1][j - 1] + (said[i - 1] != heard[j - 1])
            cost[i][j] = min(change, cost[i - 1][j] + 1, cost[i][j - 1] + 1)
    pairs: list[int | None] = [None] * len(said)
    i, j = len(said), len(heard)
    while i and j:
        if cost[i][j] == cost[i - 1][j - 1] + (said[i - 1] != heard[j - 1]):
            pairs[i - 1] = j - 1
            i, j = i - 1, j - 1
        elif cost[i][j] == cost[i - 1][j] + 1:
            i -= 1
        else:
            j -= 1
    return Alignment(tuple(pairs), cost[-1][-1])
