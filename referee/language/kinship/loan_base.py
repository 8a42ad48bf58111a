"""The indeclinable loan noun a secret word is made from with an agent suffix (эсперант-о →
эсперант-ист, карат-е → карат-ист, шоу → шоу-мен, самб-о → самб-ист): no resource links the two,
and the checker takes a word with no ending for a look-alike (`_loan_apart`: метро for термометр).
The loan is the base when it is a common dictionary noun, no name, whose letters open the secret
word right before the suffix (its closing vowel dropped before a suffix opening with a vowel);
not when those letters are a declinable noun of their own that navec puts nearer the secret word
(араб-ист, not араби). A declinable common noun is the base before -ер, -ист, -щик when navec
puts the two near (рэп-ер, блог-ер): the meaning is the evidence. The secret word's kin are the
loan, its MorphyNet family and its adjectives (регби-йный).
"""

from __future__ import annotations

from functools import lru_cache

from common.analyzer import normalize, parse
from referee.lang.roots import VOWELS
from referee.language.frequency import russian_zipf
from referee.language.words import (
    NAME_TAGS,
    indeclinable,
    is_noun,
    known,
    lemmas,
    pos,
    similarity,
)

LOAN_AGENT_SUFFIXES = ("ист", "истка", "мен")  # not -ер: вет-ер, скв-ер, инжен-ер are no loans'
MIN_LOAN_STEM = 3  # letters before the suffix (not гл-ист, тв-ист)
LOAN_BASE_MIN_ZIPF = 2.5  # a common noun (эсперанто 2.6, регби 3.4, шоу 5.1; not стило, хроно)
NEAR_BASE_SUFFIXES = ("ер", "ист", "истка", "щик")  # рэп-ер, блог-ер, дизайн-ер, пиар-щик
NEAR_BASE_MIN_SIMILARITY = 0.2  # navec: рэпер/рэп 0.21, блогер/блог 0.34; not шатер/шато 0.17
LOAN_ADJECTIVE_ENDINGS = ("йный", "йский", "ный", "ский")  # регби-йный, шоу-йный


@lru_cache(maxsize=1_000)
def loan_bases(target: str) -> tuple[str, ...]:
    """The indeclinable loan nouns `target` is made from with an agent suffix (каратэ and карате
    for каратист), or ()."""
    found: list[str] = []
    for suffix in LOAN_AGENT_SUFFIXES:
        stem = target.removesuffix(suffix)
        if stem == target or len(stem) < MIN_LOAN_STEM:
            continue
        found += [base for base in _bases_before(stem, suffix)
                  if base != target and _common_loan(base)
                  and not _stem_noun_nearer(target, stem, base)]
    if known(target):
        found += [base for suffix in NEAR_BASE_SUFFIXES if (base := _near_base(target, suffix))]
    return tuple(dict.fromkeys(found))


def _near_base(target: str, suffix: str) -> str:
    """The declinable common noun `target` is `suffix` on, when navec puts the two near
    (`NEAR_BASE_MIN_SIMILARITY`): рэп for рэпер, блог for блогер; else ""."""
    stem = target.removesuffix(suffix)
    if stem == target or len(stem) < MIN_LOAN_STEM or not _common_noun(stem):
        return ""
    sim = similarity(target, stem)
    return stem if sim is not None and sim >= NEAR_BASE_MIN_SIMILARITY else ""


def _bases_before(stem: str, suffix: str) -> tuple[str, ...]:
    """The loans `stem` may stand for before `suffix`: itself, or, before a suffix opening with a
    vowel, itself with the closing vowel it dropped (эсперант-о → эсперант-ист; шоу-мен keeps
    the whole loan, so no без-е in без-мен)."""
    if suffix[0] not in VOWELS:
        return (stem,)
    return (stem, *(stem + vowel for vowel in VOWELS))


def _common_loan(word: str) -> bool:
    """`word` is a common dictionary noun whose likeliest reading is indeclinable and no name
    (шоу, регби, карате; not араби, a name first)."""
    first = parse(word)[:1]
    return (bool(first) and normalize(first[0].normal_form) == word
            and {"NOUN", "Fixd"} <= first[0].tag.grammemes
            and not NAME_TAGS & first[0].tag.grammemes
            and russian_zipf(word) >= LOAN_BASE_MIN_ZIPF)


def _common_noun(word: str) -> bool:
    """`word` is a common declinable dictionary noun whose likeliest reading is no name."""
    first = parse(word)[:1]
    return (word in lemmas(word) and is_noun(word) and not indeclinable(word) and bool(first)
            and not NAME_TAGS & first[0].tag.grammemes and russian_zipf(word) >= LOAN_BASE_MIN_ZIPF)


def _stem_noun_nearer(target: str, stem: str, base: str) -> bool:
    """The letters before the suffix are a declinable common noun of their own that navec puts
    nearer `target` than the loan `base` (бат, not батэ, for батист)."""
    if not _common_noun(stem):
        return False
    own, loan = similarity(target, stem), similarity(target, base)
    return own is not None and (loan is None or loan < own)


def loan_adjective(base: str, lemma: str) -> bool:
    """`lemma` is an adjective made of the whole loan `base` (регби-йный, каноэ-ный)."""
    rest = lemma.removeprefix(base)
    return rest != lemma and rest in LOAN_ADJECTIVE_ENDINGS and pos(lemma) == "ADJF"
