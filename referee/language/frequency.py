"""Word frequencies (wordfreq, Zipf scale: log10 of occurrences per billion words), loaded lean.

wordfreq's own lookup builds a word → frequency dict of a language's whole list (seconds and tens of
megabytes each); the rules only need the frequent part, read here once from the frequency list,
and, of the rarer Russian words, only the inflected forms that tell a loanword in Russian use
(`referee.language.russian_use`). The Russian table is kept on disk (`referee.language.disk_cache`),
stamped with wordfreq's data file and this module's code.
"""

from __future__ import annotations

import bisect
import hashlib
import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

import numpy as np
from wordfreq import available_languages, get_frequency_list
from wordfreq.numbers import smash_numbers
from wordfreq.tokens import lossy_tokenize

from referee.language.disk_cache import cached_table, code_digest, source_stamp

CACHE_FORMAT = 1  # bump when the cached Russian table's layout changes
SEEN_FORMAT = 1  # bump when the layout of the index of every Russian word changes

RARE = 2.0  # Zipf below which a Russian word is simply «rare» (its exact value does not matter)
RARE_FORMS_MIN_ZIPF = 1.3  # rarer inflected forms kept down to this Zipf
# A consonant stem with a plural or «-овый» adjective ending (скилл-ы, клининг-овая).
INFLECTED = re.compile(
    r"[бвгджзклмнпрстфхцчшщ](ы|и|ов|ей|ами|ам|ах|ов(ый|ая|ое|ые|ых|ой|ую|ым|ого))$"
)


def wordlist_file(lang: str) -> Path:
    """The data file `get_frequency_list(lang)` reads (wordfreq's «best» list: the large one)."""
    return Path(available_languages("best")[lang])


def _bins(lang: str) -> Iterator[tuple[float, list[str]]]:
    """The list's bins, most frequent first, with their Zipf value (bin i has Zipf 9 - i/100,
    the bins being a centibel apart), as words of letters only, ё written е."""
    for i, bin_words in enumerate(get_frequency_list(lang)):
        yield round(9 - i / 100, 2), [w.replace("ё", "е") for w in bin_words if w.isalpha()]
    get_frequency_list.cache_clear()  # wordfreq would keep whole lists (~25 MB a language)


def read_list(lang: str, *, min_zipf: float = 0.0, size: int | None = None) -> dict[str, float]:
    """Words of `lang` with their Zipf value, most frequent first, down to `min_zipf` or until
    `size` words."""
    table: dict[str, float] = {}
    for zipf, words in _bins(lang):
        if zipf < min_zipf or (size is not None and len(table) >= size):
            break
        for word in words:
            table.setdefault(word, zipf)
    get_frequency_list.cache_clear()
    return table


@lru_cache(maxsize=1)
def _russian_lists() -> tuple[dict[str, float], dict[str, float]]:
    """`_read_russian_lists`, from the disk cache when wordfreq's list and this code are those
    it was read with."""
    stamp = source_stamp(CACHE_FORMAT, [wordlist_file("ru")], code_digest(__name__))
    return cached_table(f"russian-frequency-v{CACHE_FORMAT}", stamp, _read_russian_lists)


def _read_russian_lists() -> tuple[dict[str, float], dict[str, float]]:
    """Russian words down to `RARE`, and the `INFLECTED` ones from there down to
    `RARE_FORMS_MIN_ZIPF`: one pass over the list."""
    common: dict[str, float] = {}
    rare_forms: dict[str, float] = {}
    for zipf, words in _bins("ru"):
        if zipf < RARE_FORMS_MIN_ZIPF:
            break
        for word in words:
            if zipf >= RARE:
                common.setdefault(word, zipf)
            elif INFLECTED.search(word):
                rare_forms.setdefault(word, zipf)
    get_frequency_list.cache_clear()
    return common, rare_forms


def russian() -> dict[str, float]:
    return _russian_lists()[0]


@lru_cache(maxsize=1)
def russian_in_order() -> tuple[str, ...]:
    """The words of `russian` in alphabetical order; sorted once, by `preload` (about 0.1 s)."""
    return tuple(sorted(russian()))


def seen_in_russian(word: str) -> bool:
    """wordfreq has `word` in Russian text at all, however rarely (a name, a place, slang): each
    token wordfreq reads in it is on its Russian list. Looked up in `_seen_keys`, not with
    wordfreq's own lookup, which reads the whole list into a dict at its first question (about
    2 s and 130 MB, in the middle of a turn)."""
    tokens = lossy_tokenize(word, "ru")
    return bool(tokens) and all(_seen(smash_numbers(token)) for token in tokens)


def _seen(token: str) -> bool:
    keys = _seen_keys()
    key = np.uint64(_word_key(token))
    at = int(np.searchsorted(keys, key))
    return at < len(keys) and keys[at] == key


def _word_key(word: str) -> int:
    """A 64-bit digest of `word`: among the list's 700,000 words two share one with a chance of
    about 1 in 40 million, and a word off the list hits one with a chance of 1 in 10^13."""
    return int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")


@lru_cache(maxsize=1)
def _seen_keys() -> np.ndarray:
    """The sorted digests of every word on wordfreq's Russian list (5.7 MB), from the disk cache
    when the list and this code are those it was built with (built in about 2 s)."""
    stamp = source_stamp(SEEN_FORMAT, [wordlist_file("ru")], code_digest(__name__))
    data = cached_table(f"russian-seen-v{SEEN_FORMAT}", stamp, _read_seen_keys)
    return np.frombuffer(data, dtype=np.uint64)


def _read_seen_keys() -> bytes:
    keys = np.unique(np.fromiter(
        (_word_key(word) for bin_words in get_frequency_list("ru") for word in bin_words),
        dtype=np.uint64,
    ))
    get_frequency_list.cache_clear()
    return keys.tobytes()


def preload() -> None:
    """Load now what the rules look up in word by word (the checker's warm-up)."""
    russian_in_order()
    _seen_keys()


def russian_starting(beginning: str) -> Iterator[str]:
    """The words of `russian` that start with `beginning` (itself too), in alphabetical order."""
    words = russian_in_order()
    at = bisect.bisect_left(words, beginning)
    while at < len(words) and words[at].startswith(beginning):
        yield words[at]
        at += 1


def russian_zipf(word: str) -> float:
    """Zipf frequency of a normalised Russian word form; rare words get just under `RARE`."""
    return russian().get(word, RARE - 0.5)


def russian_form_zipf(word: str) -> float:
    """Zipf frequency of a Russian word form, rare `INFLECTED` forms included; 0 when unseen."""
    common, rare_forms = _russian_lists()
    return common.get(word) or rare_forms.get(word, 0.0)
