"""Does an unknown word sound like a Russian dictionary word, misspelt or misheard?

A recognizer writes «малако» for молоко and a player types «тратуар» or «дэдлайн»: the word is not
in the dictionary, but a spelling that differs only in unstressed vowels (о/а, е/и/я/э, ы/и),
or in one vowel, is. Such a word is Russian (or a loanword in Russian use), never a foreign word
said directly. The check only looks up the analyzer's dictionary: no lists to load.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import islice, product

from referee.language.words import known

# Vowels a Russian ear or spelling confuses when unstressed (аканье, иканье, э for е).
REDUCED: dict[str, str] = {
    "о": "оа",
    "а": "ао",
    "е": "еия",
    "и": "иеы",
    "я": "яе",
    "э": "эе",
    "ы": "ыи",
}
VOWEL_LETTERS = "аеиоуыэюя"
MAX_VARIANTS = 64  # reduced spellings tried per word (2^6: six vowels)
MIN_ONE_VOWEL_LENGTH = 6  # one arbitrary vowel swapped only in longer words (пианине/пианино)


@lru_cache(maxsize=20_000)
def sounds_russian(word: str) -> bool:
    """`word` (unknown to the dictionary) is a dictionary word with other unstressed vowels, or,
    when long, with one other vowel."""
    return any(v != word and known(v) for v in _variants(word))


def _variants(word: str) -> list[str]:
    options = [REDUCED.get(c, c) for c in word]
    found = ["".join(p) for p in islice(product(*options), MAX_VARIANTS)]
    if len(word) >= MIN_ONE_VOWEL_LENGTH:
        found += [
            word[:i] + v + word[i + 1 :]
            for i, c in enumerate(word)
            if c in VOWEL_LETTERS
            for v in VOWEL_LETTERS
            if v != c
        ]
    return found
