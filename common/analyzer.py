"""The one pymorphy3 analyzer of the process, loaded once, with a per-word cache.

Every module that needs morphological analysis (the hat's word validation, the rule checker's
morphology) goes through here, so the dictionaries are loaded once and `ё` is treated as `е`.
"""

from __future__ import annotations

from functools import lru_cache

import pymorphy3


def normalize(word: str) -> str:
    """Lowercase, `ё` → `е`, strip surrounding punctuation and spaces."""
    return word.strip().strip(".,!?;:«»\"'()—–-").lower().replace("ё", "е")


@lru_cache(maxsize=1)
def analyzer() -> pymorphy3.MorphAnalyzer:
    """The process-wide analyzer (loading takes about a second)."""
    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=200_000)
def parse(word: str) -> tuple:
    """All parses of `word` (normalised), most probable first, cached."""
    return tuple(analyzer().parse(normalize(word)))
