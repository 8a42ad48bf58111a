"""Two voices in a turn without voice prints, re-decided over the whole turn so far.

The turn's first voice is grown from its start: the stretches of speech (in order) are taken as
that voice's until one sounds unlike them: while few are heard, less similar than `SAME_VOICE`
(cosine) to their mean; once `SETTLED` are heard, also `SPREAD` standard deviations below how each
of them resembles the others (noise makes one voice's stretches less alike, and this bar follows
it). That stretch starts the second voice; every later one goes to the nearer voice. A stretch
shorter than `SEED_SECONDS` is too short to start a voice (a lone syllable sounds like anyone).

The two voices found must then sound apart as wholes: if their centroids are more alike than
`SEPARATE` (cosine), the turn is one voice so far (noise makes stretches of one voice unlike each
other, but their means stay alike). Of two voices, the explainer's is the one heard longer (the
explainer speaks most), not necessarily the first.
"""

from __future__ import annotations

import numpy as np

SAME_VOICE = 0.7
SPREAD = 1.5
SETTLED = 3
SEED_SECONDS = 0.3
SEPARATE = 0.8


def unit(x: np.ndarray) -> np.ndarray:
    return x / max(float(np.linalg.norm(x)), 1e-9)


def centroid(embeddings: np.ndarray, seconds: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The unit mean of the chosen rows' embeddings, each weighted by its seconds."""
    return unit((embeddings[rows] * seconds[rows, None]).sum(0))


def two_voices(embeddings: np.ndarray, seconds: np.ndarray) -> np.ndarray | None:
    """Which stretches (rows: unit embeddings, in order; `seconds` each) are the explainer's (a
    bool a row), or None while they sound like one voice."""
    first = _first_voice(embeddings, seconds)
    if first.all():
        return None
    if (centroid(embeddings, seconds, first) @ centroid(embeddings, seconds, ~first)
            > SEPARATE):
        return None
    return first if seconds[first].sum() >= seconds[~first].sum() else ~first


def _first_voice(embeddings: np.ndarray, seconds: np.ndarray) -> np.ndarray:
    """Which stretches are the voice the turn starts with (all: one voice so far)."""
    explainer = np.ones(len(embeddings), dtype=bool)
    for n in range(1, len(embeddings)):
        ours = np.flatnonzero(explainer[:n])
        mean = centroid(embeddings, seconds, ours)
        if not explainer[:n].all():
            theirs = np.flatnonzero(~explainer[:n])
            explainer[n] = embeddings[n] @ mean >= embeddings[n] @ centroid(embeddings, seconds,
                                                                             theirs)
        elif seconds[n] >= SEED_SECONDS:
            explainer[n] = embeddings[n] @ mean >= _bar(embeddings, seconds, ours)
    return explainer


def _bar(embeddings: np.ndarray, seconds: np.ndarray, ours: np.ndarray) -> float:
    """How similar to the explainer's mean a stretch of theirs must be."""
    if len(ours) < SETTLED:
        return SAME_VOICE
    alike = [embeddings[n] @ centroid(embeddings, seconds, ours[ours != n]) for n in ours]
    return min(SAME_VOICE, float(np.mean(alike) - SPREAD * np.std(alike)))
