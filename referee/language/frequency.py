"""Word frequencies (wordfreq, Zipf scale: log10 of occurrences per billion words), loaded lean.

wordfreq's own lookup builds a word → frequency dict of a language's whole list (seconds and tens of
megabytes each); the rules only need the frequent part, read here once from the frequency list.
"""

from __future__ import annotations

from functools import lru_cache

from wordfreq import get_frequency_list

RARE = 2.0  # Zipf below which a Russian word is simply «rare» (its exact value does not matter)


def read_list(lang: str, *, min_zipf: float = 0.0, size: int | None = None) -> dict[str, float]:
    """Words of `lang` (letters only) with their Zipf value, most frequent first, down to `min_zipf`
    or until `size` words. The list's bins are a centibel apart: bin i has Zipf 9 - i/100."""
    table: dict[str, float] = {}
    for i, bin_words in enumerate(get_frequency_list(lang)):
        zipf = round(9 - i / 100, 2)
        if zipf < min_zipf or (size is not None and len(table) >= size):
            break
        for word in bin_words:
            if word.isalpha():
                table.setdefault(word.replace("ё", "е"), zipf)
    get_frequency_list.cache_clear()  # wordfreq would keep whole lists (~25 MB a language)
    return table


@lru_cache(maxsize=1)
def russian() -> dict[str, float]:
    return read_list("ru", min_zipf=RARE)


def russian_zipf(word: str) -> float:
    """Zipf frequency of a normalised Russian word form; rare words get just under `RARE`."""
    return russian().get(word, RARE - 0.5)
