"""Two voices in a turn without voice prints: the explainer's voice, grown from the turn's start.

The explainer starts the turn and speaks most, so the stretches of speech (in order) are taken as
the explainer's until one sounds unlike them: while few are heard, less similar than `SAME_VOICE`
(cosine) to their mean; once `SETTLED` are heard, also `SPREAD` standard deviations below how each
of them resembles the others (noise makes one voice's stretches less alike, and this bar follows
it). That stretch starts the second voice; every later one goes to the nearer voice. A stretch
shorter than `SEED_SECONDS` is too short to start a voice (a lone syllable sounds like anyone).
"""

from __future__ import annotations

import numpy as np

SAME_VOICE = 0.7
SPREAD = 1.5
SETTLED = 3
SEED_SECONDS = 0.3


def unit(x: np.ndarray) -> np.ndarray:
    return x / max(float(np.linalg.norm(x)), 1e-9)


def centroid(embeddings: np.ndarray, seconds: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The unit mean of the chosen rows' embeddings, each weighted by its seconds."""
    return unit((embeddings[rows] * seconds[rows, None]).sum(0))


def two_voices(embeddings: np.ndarray, seconds: np.ndarray) -> np.ndarray | None:
    """Which stretches (rows: unit embeddings, in order; `seconds` each) are the explainer's (a
    bool a row), or None while they sound like one voice."""
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
    return None if explainer.all() else explainer


def _bar(embeddings: np.ndarray, seconds: np.ndarray, ours: np.ndarray) -> float:
    """How similar to the explainer's mean a stretch of theirs must be."""
    if len(ours) < SETTLED:
        return SAME_VOICE
    alike = [embeddings[n] @ centroid(embeddings, seconds, ours[ours != n]) for n in ours]
    return min(SAME_VOICE, float(np.mean(alike) - SPREAD * np.std(alike)))
