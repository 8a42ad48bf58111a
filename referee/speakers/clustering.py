"""Two voices in a turn without voice prints, re-decided over the whole turn so far.

The stretches of speech (rows: unit embeddings, each with its seconds) are split in two by
spherical 2-means: started once from every stretch as the seed of the second voice (the stretches
less alike to it than `SEED_SIMILAR` are the first voice's), each start refined by moving every
stretch to the nearer voice until none moves; the split that fits best (the largest summed length
of each voice's seconds-weighted sum) is kept. No start order is favoured, so an early stretch taken
for the wrong voice is moved back as the turn goes on.

The two voices found must then sound apart as wholes: if their centroids are more alike than
`SEPARATE` (cosine), the turn is one voice so far (noise makes stretches of one voice unlike each
other, but their means stay alike), and so it is while either voice has less than `SEED_SECONDS`
of speech (a lone syllable sounds like anyone). Of two voices, the explainer's is the one heard
longer (the explainer speaks most), not necessarily the first.
"""

from __future__ import annotations

import numpy as np

SEED_SECONDS = 0.2  # the least speech a voice is found on (a guesser's «а», «хм»: 0.2-0.3 s)
SEPARATE = 0.9  # two voices whose centroids are more alike (cosine) are one
SEED_SIMILAR = 0.8  # a start: the stretches less alike to the seed than this are the other voice
REFINE = 10  # rounds of moving stretches to the nearer voice, at most


def unit(x: np.ndarray) -> np.ndarray:
    return x / max(float(np.linalg.norm(x)), 1e-9)


def centroid(embeddings: np.ndarray, seconds: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The unit mean of the chosen rows' embeddings, each weighted by its seconds."""
    return unit((embeddings[rows] * seconds[rows, None]).sum(0))


def two_voices(embeddings: np.ndarray, seconds: np.ndarray) -> np.ndarray | None:
    """Which stretches (rows: unit embeddings, in order; `seconds` each) are the explainer's (a
    bool a row), or None while they sound like one voice."""
    first = best_split(embeddings, seconds)
    if first is None or min(seconds[first].sum(), seconds[~first].sum()) < SEED_SECONDS:
        return None
    if (centroid(embeddings, seconds, first) @ centroid(embeddings, seconds, ~first)
            > SEPARATE):
        return None
    return first if seconds[first].sum() >= seconds[~first].sum() else ~first


def best_split(embeddings: np.ndarray, seconds: np.ndarray) -> np.ndarray | None:
    """The split of the rows into two voices that fits best (spherical 2-means, started from
    every row as the second voice's seed; None: fewer than two rows)."""
    if len(embeddings) < 2:
        return None
    best, fit = None, -np.inf
    for seed in range(len(embeddings)):
        split = _refined(embeddings, seconds, embeddings @ embeddings[seed] < SEED_SIMILAR)
        if split.all() or not split.any():
            continue
        score = sum(float(np.linalg.norm((embeddings[rows] * seconds[rows, None]).sum(0)))
                    for rows in (split, ~split))
        if score > fit:
            best, fit = split, score
    return best


def _refined(embeddings: np.ndarray, seconds: np.ndarray, first: np.ndarray) -> np.ndarray:
    """Two voices refined: every stretch goes to the nearer voice, until none moves."""
    for _ in range(REFINE):
        if first.all() or not first.any():
            break
        nearer = (embeddings @ centroid(embeddings, seconds, first)
                  >= embeddings @ centroid(embeddings, seconds, ~first))
        if (nearer == first).all():
            break
        first = nearer
    return first
