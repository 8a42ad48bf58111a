"""Built-in words for the hat: frequent Russian nouns (wordfreq) that fit the rules (pymorphy3).

The pool is the most frequent words whose most probable reading is a common noun in its
dictionary form (singular nominative, or plural-only), at least three letters, known to the
dictionary, with no reading as a proper noun, abbreviation, slang or informal word, or as the
plural of another noun, not obscene, not an abstract or filler noun (see `game.lang.hat_words`),
and unflagged by the judge's word-list check (brands, mostly-adjectives: `game.word_reading`).
`builtin_words(count, seed)` samples the pool with a seeded generator, so the same seed always
gives the same hat.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice

from wordfreq import top_n_list

from common.analyzer import analyzer, normalize, parse
from common.errors import UserError
from game.lang.grammemes import NON_STANDARD, PROPER
from game.lang.hat_words import ABSTRACT_SUFFIXES, FRAGMENTS, OBSCENE, VAGUE
from game.word_reading import singular_of
from game.wordlist import CYRILLIC_WORD, noun_problem

POOL = 3000  # how many of the most frequent suitable nouns the hat is sampled from
SCANNED = 60_000  # how far down the frequency list to look


def suitable(word: str) -> bool:
    """Whether a lowercase word from a frequency list is a good word for the hat."""
    if len(word) < 3 or "-" in word or not CYRILLIC_WORD.fullmatch(word):
        return False
    if word in VAGUE or word in FRAGMENTS or word.endswith(ABSTRACT_SUFFIXES):
        return False
    if OBSCENE.search(word) or not analyzer().word_is_known(word):
        return False
    parses = parse(word)
    first = parses[0]
    if first.tag.POS != "NOUN" or normalize(first.normal_form) != normalize(word):
        return False  # most often a form of another word («лет» of «год»), or not a noun
    if any((PROPER | NON_STANDARD) & p.tag.grammemes for p in parses):
        return False  # also a name («дина», «вера») or a slang/informal reading
    if singular_of(word, parses) is not None:
        return False  # also a plural («выборы» of «выбор»): the rules want the singular
    return noun_problem(word) is None  # a brand, mostly an adjective, … (game.word_reading)


def frequent_nouns() -> Iterator[str]:
    """Suitable nouns, most frequent first."""
    seen: set[str] = set()
    for word in top_n_list("ru", SCANNED):
        if word not in seen and suitable(word):
            seen.add(word)
            yield word


@lru_cache(maxsize=4)
def _pool(size: int) -> tuple[str, ...]:
    """The `size` most frequent suitable nouns (fewer if the frequency list runs out)."""
    return tuple(islice(frequent_nouns(), size))


def builtin_words(count: int, seed: int | None = None, pool: int = POOL) -> list[str]:
    """`count` distinct nouns sampled from the `max(pool, count)` most frequent suitable ones."""
    if count < 1:
        raise UserError("Сколько слов нужно? Укажите число не меньше 1.")
    nouns = _pool(max(pool, count))
    if len(nouns) < count:
        raise UserError(f"Встроенный словарь даёт не больше {len(nouns)} слов; "
                        "укажите меньшее число или загрузите свой список.")
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    return rng.sample(nouns, count)
