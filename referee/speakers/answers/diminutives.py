"""The secret word's productive diminutives: forms a guesser may answer with that no dictionary
holds in the word's family (фургончик, сейфик, ракушечка, пиявочка, сосенка).

The family the answers code compares with (`heard_guess.family_keys`) is the dictionaries' nest
of the secret word; a diminutive Russian builds on any noun freely is often not in it, though the
checker, asked, calls it same-root. Each is built from the secret noun's stem by the suffixes its
gender and shape take (a masculine noun on a consonant: -ик, -чик after н, -ок with its
velar softened; a feminine one: -очка/-ечка on a stem in -к, else -ка with a fleeting vowel,
and on a one-syllable stem -онька/-енька, -ушка; a neuter one: -ышко, -ечко) and kept only when
the checker's own verdict (`referee.language.morphology.Morphology.same_root`) calls it
same-root with the secret word.
"""

from __future__ import annotations

from functools import lru_cache

from common.analyzer import normalize, parse
from referee.lang.roots import VOWELS
from referee.language.morphology import morphology

VELAR = {"к": "ч", "г": "ж", "х": "ш"}  # сук → сучок, пирог → пирожок, пух → пушок
CHIK_AFTER = "н"  # фургон → фургончик, стакан → стаканчик (a one-syllable stem: слоник)
HUSHING = "жшчщц"  # after which -очка is spelt -ечка (ракушка → ракушечка)
ALREADY = ("ок", "ек", "ик", "очка", "ечка", "ышко", "ечко")  # endings of a word already diminutive


@lru_cache(maxsize=64)
def diminutives(secret: str) -> frozenset[str]:
    """The secret noun's diminutives (see the module docstring) the checker calls same-root with
    it; none for a phrase or a word whose likeliest reading is no noun's dictionary form."""
    word = normalize(secret)
    likeliest = parse(word)[0] if parse(word) else None
    if (" " in word or likeliest is None or "NOUN" not in likeliest.tag or "Fixd" in likeliest.tag
            or normalize(likeliest.normal_form) != word):
        return frozenset()
    built = _built(word, likeliest.tag.gender)
    match = morphology().same_root
    return frozenset(form for form in built if form != word and match(secret, form) is not None)


def _built(word: str, gender: str | None) -> set[str]:
    """Diminutives of `word` (its nominative singular) by its ending and `gender`; none of a
    stem in ц (перец, птица, солнце: their diminutives change the stem) or of a word already
    diminutive (сачок, чайник)."""
    if len(word) < 3 or "ц" in word[-2:] or word.endswith(ALREADY):
        return set()
    if gender == "masc" and word[-1] not in VOWELS + "ьй":
        return _masculine(word)
    if word[-1] in "ая" and gender in ("femn", "masc") and word[-2] not in VOWELS:  # история
        return _feminine(word[:-1])
    if word[-1] == "о" and gender == "neut" and word[-2] != "к":  # яблоко → яблочко
        return _neuter(word[:-1])
    return set()


def _masculine(stem: str) -> set[str]:
    """-чик after a vowel and н in a longer stem (фургончик), -ок on a velar softened (бамбук →
    бамбучок), else -ик after one consonant (сейфик, слоник)."""
    last = stem[-1]
    if last in VELAR:
        return {stem[:-1] + VELAR[last] + "ок"}
    if _cluster(stem):
        return set()
    longer = sum(letter in VOWELS for letter in stem) > 1
    return {stem + ("чик" if last in CHIK_AFTER and longer else "ик")}


def _feminine(stem: str) -> set[str]:
    """On a suffix -к after a consonant, -очка/-ечка (the -к gives way: пиявка → пиявочка,
    ракушка → ракушечка); else -ка (a velar softened: нога → ножка; a fleeting vowel between two
    consonants: сосна → сосенка, кукла → куколка), and on a stem of one syllable -онька/-енька
    and -ушка (рыбонька, головушка is past it: longer stems take them rarely)."""
    last = stem[-1]
    if last == "к" and stem[-2] not in VOWELS + "й":
        base = stem[:-1]
        return {base + ("е" if base[-1] in HUSHING + "й" else "о") + "чка"}
    if last in VELAR:
        return {stem[:-1] + VELAR[last] + "ка"}
    if _cluster(stem):
        return {stem[:-1] + vowel + last + "ка" for vowel in "ео"}
    forms = {stem + "ка"}
    if sum(letter in VOWELS for letter in stem) == 1:
        forms.add(stem + ("е" if last in HUSHING + "й" else "о") + "нька")
        forms |= set() if last in HUSHING else {stem + "ушка"}
    return forms


def _neuter(stem: str) -> set[str]:
    """-ышко (гнездо → гнездышко), and -ечко after one consonant (слово → словечко)."""
    return {stem + "ышко"} | (set() if _cluster(stem) else {stem + "ечко"})


def _cluster(stem: str) -> bool:
    """Whether `stem` ends in two consonants (й aside: сейф → сейфик)."""
    return stem[-1] not in VOWELS and stem[-2] not in VOWELS + "й"
