"""Levenshtein alignment of the words said (gold) with the words heard (a recognizer's).

`align(said, heard)` pairs each said word with the heard word it became (a match or a
substitution) or with None (the recognizer dropped it); heard words paired with nothing are
insertions. Among alignments of least edits, the one pairing words that look most alike is
chosen (a substitution costs a little more the less its two words share), so «кораблик из
бумаги» heard as «корабли козбумагии» pairs «кораблик» with «корабли», not with nothing.

`pieces(said, heard)` carries each said word to the heard words its letters became, by a
Levenshtein alignment of the letters of the two texts: a word heard split in two goes to both
(«слингшот» → «сленка шот»), and a word is found where its letters went even when the word
counts do not tell («начинается на ва» → «начинают ценово» pairs «начинается» with «начинают»).
A heard word is a piece of a said word when at least half of its letters, or half of the said
word's, are aligned to each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein

PIECE_SHARE = 0.5  # share of letters aligned between a said word and a heard piece of it

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


def _owners(words: Sequence[str]) -> list[int | None]:
    """For each character of the words joined by spaces, the index of its word (None: a space)."""
    owners: list[int | None] = []
    for k, word in enumerate(words):
        if k:
            owners.append(None)
        owners.extend([k] * len(word))
    return owners


def pieces(said: Sequence[str], heard: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """For each said word, the heard words it became (described in the module docstring)."""
    said_owner, heard_owner = _owners(said), _owners(heard)
    shared: dict[tuple[int, int], int] = {}
    for op in Levenshtein.opcodes(" ".join(said), " ".join(heard)):
        if op.tag not in ("equal", "replace"):
            continue
        length_a, length_b = op.src_end - op.src_start, op.dest_end - op.dest_start
        for k in range(length_a):
            a = said_owner[op.src_start + k]
            b = heard_owner[op.dest_start + k * length_b // length_a]
            if a is not None and b is not None:
                shared[a, b] = shared.get((a, b), 0) + 1
    return tuple(
        tuple(b for b in range(len(heard)) if (n := shared.get((a, b), 0))
              and n >= PIECE_SHARE * min(len(said[a]), len(heard[b])))
        for a in range(len(said))
    )
