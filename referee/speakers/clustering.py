"""Two voices in a turn without voice prints: spherical 2-means over the phrases' embeddings."""

from __future__ import annotations

import numpy as np

ITERATIONS = 8
SAME_VOICE = 0.7  # centroids of phrases at least this similar (cosine) are one voice


def unit(x: np.ndarray) -> np.ndarray:
    return x / max(float(np.linalg.norm(x)), 1e-9)


def two_voices(embeddings: np.ndarray, seconds: np.ndarray) -> np.ndarray | None:
    """Which phrases (rows: unit embeddings) are the explainer's (a bool a row), or None when they
    sound like one voice. The explainer is the voice heard longest (`seconds` a phrase), the first
    phrase's voice on a tie: the explainer starts the turn."""
    if len(embeddings) < 2:
        return None
    first = embeddings[0]
    centroids = np.array([first, embeddings[int(np.argmin(embeddings @ first))]])
    labels = np.zeros(len(embeddings), dtype=int)
    for _ in range(ITERATIONS):
        labels = np.argmax(embeddings @ centroids.T, axis=1)
        if labels.min() == labels.max():
            return None
        centroids = np.array([unit((embeddings[labels == k] * seconds[labels == k, None]).sum(0))
                              for k in (0, 1)])
    if float(centroids[0] @ centroids[1]) >= SAME_VOICE:
        return None
    time = [float(seconds[labels == k].sum()) for k in (0, 1)]
    explainer = 0 if time[0] > time[1] or (time[0] == time[1] and labels[0] == 0) else 1
    return labels == explainer
