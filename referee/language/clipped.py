"""Clipped first stems of compounds (авто-, авиа-, зоо-, фото-): a shortened word that opens
many compounds and stands for one thing in all of them (авто-вокзал, авто-мобиль, авто-бус).

morpholog segments the known compounds with the clipped stem as their first root (авто-мобиль,
авиа-баз-а, зоо-лог); it is a clipped stem when it opens many of them. A secret compound on it
(авто-заправк-а, which no resource segments: a dictionary word follows the stem) shares its
root with the stem itself and with every compound that opens with it.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.language.frequency import russian_zipf
from referee.language.lexicon import Lexicon
from referee.language.words import is_noun, lemmas

MIN_STEM = 3  # shortest clipped stem (зоо)
MAX_STEM = 5  # longest one looked for in a word no resource segments (радио)
MIN_COMPOUNDS = 15  # morpholog's compounds a clipped stem opens (авто: 98, зоо: 22, авиа: 19)
MIN_REST = 4  # shortest word after the stem (авто-мат, авто-р are no compounds)
REST_MIN_ZIPF = 3.0  # a word after the stem this common (вокзал, магазин; not рель)
VOWELS = frozenset("аеиоуыэюя")


def opens_compounds(lex: Lexicon, stem: str) -> bool:
    """`stem`, ending in a vowel, is the first root of many of morpholog's compounds."""
    if len(stem) < MIN_STEM or stem[-1] not in VOWELS:
        return False
    first = [w for w in lex.with_root(stem) if lex.roots(w)[:1] == (stem,)
             and len(lex.roots(w)) > 1]
    return len(first) >= MIN_COMPOUNDS


def _word_after(lemma: str, stem: str) -> bool:
    """The rest of `lemma` after `stem` is a common dictionary noun (авто-вокзал, зоо-магазин)."""
    rest = lemma[len(stem):]
    return (len(rest) >= MIN_REST and rest in lemmas(rest) and is_noun(rest)
            and russian_zipf(rest) >= REST_MIN_ZIPF)


def clipped_stem(lex: Lexicon, lemma: str, opens: Callable[[str], bool] | None = None) -> str:
    """The clipped stem `lemma` opens with as a compound, or "": morpholog's first root of a
    compound it segments (авто-мобиль), else a stem followed by a common noun (авто-заправка).
    `opens` tells a clipped stem (`opens_compounds` on `lex` unless given, e.g. cached);
    `referee.language.morphology.Morphology.clipped_stem` remembers the answer per lemma."""
    opens = opens or (lambda stem: opens_compounds(lex, stem))
    roots = lex.roots(lemma)
    if roots:  # a compound morpholog segments, or truncates after the stem (авто for автовокзал)
        head = roots[0]
        whole = opens(head) and (len(roots) > 1 or _word_after(lemma, head))
        return head if whole else ""
    return next(
        (lemma[:n] for n in range(MIN_STEM, MAX_STEM + 1)
         if opens(lemma[:n]) and _word_after(lemma, lemma[:n])),
        "",
    )


def clipped_kin(stem_of: Callable[[str], str], target: str, lemma: str) -> bool:
    """`lemma` is the clipped stem the secret compound opens with (авто for автозаправка), or
    another compound on it (автобусный, авиабаза, зоомагазин for автовокзал, авианосец,
    зоопарк); `stem_of` gives a lemma's clipped stem (`clipped_stem` on a lexicon)."""
    stem = stem_of(target)
    return bool(stem) and (lemma == stem or stem_of(lemma) == stem)
