"""Word-meaning similarity from navec embeddings (shipped in natasha), loaded lazily.

Used only to tell homonymous roots apart (вода/водитель, гора/горевать): a same-looking root with
an unrelated meaning. Embeddings are found in one order: the `HAT_REFEREE_NAVEC` environment
variable, else natasha's bundled `data/emb/navec_news_v1_1B_250K_300d_100q.tar`.
"""

from __future__ import annotations

import gc
import os
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

import numpy as np

from common.errors import UserError

NAVEC_FILE = "data/emb/navec_news_v1_1B_250K_300d_100q.tar"


def _navec_path() -> Path:
    explicit = os.environ.get("HAT_REFEREE_NAVEC")
    if explicit:
        return Path(explicit)
    spec = find_spec("natasha")
    if spec is None or not spec.submodule_search_locations:
        raise UserError("Не найден пакет natasha с эмбеддингами navec: pip install natasha.")
    return Path(next(iter(spec.submodule_search_locations))) / NAVEC_FILE


@lru_cache(maxsize=1)
def _navec():  # noqa: ANN202 - navec.Navec, imported lazily
    from navec import Navec

    path = _navec_path()
    if not path.is_file():
        raise UserError(
            f"Нет файла эмбеддингов {path}: переустановите natasha или задайте HAT_REFEREE_NAVEC."
        )
    navec = Navec.load(str(path))
    gc.freeze()  # its 250 000-word vocabulary lives as long as the process: out of the
    # collector's walks (see `referee.language.lexicon.lexicon`)
    return navec


@lru_cache(maxsize=50_000)
def _vector(word: str) -> np.ndarray | None:
    navec = _navec()
    shapes = [word] + [word[:i] + "ё" + word[i + 1 :] for i, c in enumerate(word) if c == "е"]
    for shape in shapes:
        if shape in navec:
            vec = np.asarray(navec[shape], dtype=np.float32)
            norm = float(np.linalg.norm(vec))
            return vec / norm if norm else None
    return None


def embedded(word: str) -> bool:
    """navec has an embedding for `word` (its lemma)."""
    return _vector(word) is not None


@lru_cache(maxsize=100_000)
def similarity(a: str, b: str) -> float | None:
    """Cosine similarity of two lemmas' embeddings, or None when either is unknown."""
    va, vb = _vector(a), _vector(b)
    if va is None or vb is None:
        return None
    return float(va @ vb)


@lru_cache(maxsize=2_000)
def _matrix(words: frozenset[str]) -> np.ndarray | None:
    """The unit embeddings of the `words` navec knows, one a row (None when it knows none);
    remembered per word set (a secret word's nest is weighed against many heard words)."""
    rows = [vec for word in words if (vec := _vector(word)) is not None]
    return np.vstack(rows) if rows else None


def nearest_similarity(word: str, others: frozenset[str], least: int = 1) -> float | None:
    """The highest cosine of `word` to any of `others`; None when navec does not know `word`
    or knows fewer than `least` of `others`."""
    vec = _vector(word)
    matrix = _matrix(others)
    if vec is None or matrix is None or len(matrix) < least:
        return None
    return float((matrix @ vec).max())
