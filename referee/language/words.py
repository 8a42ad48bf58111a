"""Facts about single words that the root comparison needs, each cached.

Lemmas of the plausible parses, part of speech, proper names, whether the analyzer's dictionary
knows the word, hyphenated pieces, and similarity in meaning (navec, loaded on first use).
"""

from __future__ import annotations

import os
import re
from functools import lru_cache

from pymorphy3.analyzer import Parse

from common.analyzer import analyzer, normalize, parse
from referee.lang.roots import VOWELS

MIN_LEMMA_SHARE = 0.2  # parses whose lemma gets less of pymorphy3's score are ignored
NAME_TAGS = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn"})
FUNCTION_WORDS = frozenset({"PRCL", "CONJ", "PREP", "INTJ", "NPRO"})  # no derivatives of these


@lru_cache(maxsize=100_000)
def lemmas(word: str) -> frozenset[str]:
    """Lemmas of the plausible parses of `word` (ё = е)."""
    shares: dict[str, float] = {}
    for p in parse(word):
        lemma = normalize(p.normal_form)
        shares[lemma] = shares.get(lemma, 0.0) + p.score
    top = max(shares.values(), default=0.0)
    return frozenset(lemma for lemma, s in shares.items() if s >= MIN_LEMMA_SHARE * top)


@lru_cache(maxsize=100_000)
def pos(lemma: str) -> str | None:
    """Part of speech of the most probable parse (NOUN, INFN, ADJF, ...); remembered, as `verb`
    (the root comparison asks both of the same lemmas many times per word)."""
    parses = parse(lemma)
    return parses[0].tag.POS if parses else None


@lru_cache(maxsize=100_000)
def verb(lemma: str) -> bool:
    """Some parse of `lemma` is an infinitive (течь is a noun and a verb)."""
    return any(p.tag.POS == "INFN" for p in parse(lemma))


def participle_of(word: str, verb_lemma: str) -> bool:
    """`word` is a full participle of the verb `verb_lemma` (любимый ← любить, блестящий ←
    блестеть): that reading is the word itself, not another word spelled alike. A short one
    spelled like a noun is that noun (мята, not мять: мят-а)."""
    return any(
        p.tag.POS == "PRTF" and normalize(p.normal_form) == verb_lemma for p in parse(word)
    )


@lru_cache(maxsize=100_000)
def common_parse(lemma: str) -> Parse | None:
    """The most probable parse of `lemma` that is no proper name, or None."""
    return next((p for p in parse(lemma) if not NAME_TAGS & p.tag.grammemes), None)


@lru_cache(maxsize=100_000)
def is_noun(lemma: str) -> bool:
    """The most probable parse that is no proper name is a noun (бок; not горький, an
    adjective whose likeliest parse is the surname)."""
    common = common_parse(lemma)
    return common is not None and common.tag.POS == "NOUN"


def ordinal(lemma: str) -> bool:
    """The most probable parse of `lemma` is an ordinal numeral adjective (пятый, девятый)."""
    parses = parse(lemma)
    return bool(parses) and "Anum" in parses[0].tag.grammemes


def animate(lemma: str) -> bool:
    """The most probable parse of `lemma` is an animate noun (лев, мастер; not порт, стол)."""
    parses = parse(lemma)
    return bool(parses) and parses[0].tag.POS == "NOUN" and parses[0].tag.animacy == "anim"


def creature(lemma: str) -> bool:
    """Some reading that is no proper name makes `lemma` an animate noun's dictionary form
    (ворона, шах, сорока beside сорок's form; not мороз, whose animate readings are surnames,
    nor врез, whose is a name's plural)."""
    return any(
        p.tag.POS == "NOUN" and p.tag.animacy == "anim" and not NAME_TAGS & p.tag.grammemes
        and normalize(p.normal_form) == lemma
        for p in parse(lemma)
    )


def noun_lemma(lemma: str, being: bool = False, gender: str = "") -> bool:
    """Some reading makes `lemma` a noun's dictionary form (мята, also мятый's short form); with
    `being`, an animate noun's (кума: a godmother, though the river's name comes first), of
    `gender` (masc, femn) if given."""
    return any(
        p.tag.POS == "NOUN" and normalize(p.normal_form) == lemma
        and (not being or p.tag.animacy == "anim") and (not gender or p.tag.gender == gender)
        for p in parse(lemma)
    )


def indeclinable(lemma: str) -> bool:
    """Every parse is an indeclinable word (кашне, радио, пальто): a loanword, whose letters
    share no Russian root with anything."""
    parses = parse(lemma)
    return bool(parses) and all("Fixd" in p.tag.grammemes for p in parses)


def is_name(lemma: str) -> bool:
    """Every parse is a proper name (мартин; not грозный, also a surname)."""
    parses = parse(lemma)
    return bool(parses) and all(NAME_TAGS & p.tag.grammemes for p in parses)


def name_only(word: str) -> bool:
    """`word` is its own dictionary form only as a proper name (гари: Гари; else гарь's form)."""
    own = [p for p in parse(word) if normalize(p.normal_form) == word]
    return bool(own) and all(NAME_TAGS & p.tag.grammemes for p in own)


def is_function_word(lemma: str) -> bool:
    """A particle, conjunction, preposition, interjection or pronoun (ведь, и, он)."""
    return pos(lemma) in FUNCTION_WORDS


@lru_cache(maxsize=50_000)
def known(word: str) -> bool:
    """The analyzer's dictionary has this word (not a guess from its ending)."""
    return analyzer().word_is_known(word)


def pieces(word: str) -> list[str]:
    """The word normalised, and split at hyphens (зимушка-зима)."""
    word = normalize(word)
    parts = [p for p in word.split("-") if p]
    return [word, *parts] if len(parts) > 1 else [word]


def similarity(a: str, b: str) -> float | None:
    """Similarity in meaning of two lemmas (navec cosine), None when either is unknown."""
    from referee.language.semantics import similarity as navec_similarity  # embeddings load lazily

    return navec_similarity(a, b)


def embedded(word: str) -> bool:
    """The meaning embeddings (navec) know `word`."""
    from referee.language.semantics import embedded as navec_embedded  # loads lazily

    return navec_embedded(word)


@lru_cache(maxsize=50_000)
def spelled(word: str) -> str:
    """`word` (normalised, ё → е) as the dictionary spells it, with its ё (мед → мёд); a word
    the dictionary does not know, or knows without ё, stays as it is."""
    parses = parse(word)
    if not parses:
        return word
    written = parses[0].word
    return written if written.replace("ё", "е") == word else word


def spelled_part(part: str, word: str) -> str:
    """`part` of `word` (a root inside it, ё → е) as spelled inside `spelled(word)` (мед-)."""
    at = word.find(part)
    if at < 0:
        return part
    return spelled(word)[at : at + len(part)]


@lru_cache(maxsize=20_000)
def paradigm(lemma: str) -> frozenset[str]:
    """Every form of `lemma`'s most probable parse (бежать: бегу, бежит, бегут, …), ё → е."""
    return frozenset(normalize(f.word) for p in parse(lemma)[:1] for f in p.lexeme)


# The declension a noun's ending implies, as the paradigm of a plain noun of that declension
# (regex of the ending, model nouns): a sibilant or ц takes -ом or -ем by stress, so both.
DECLENSION_MODELS = (
    (re.compile(r"[гкх]а$"), ("книга",)),
    (re.compile(r"[жшчщ]а$"), ("каша", "межа")),
    (re.compile(r"ца$"), ("птица",)),
    (re.compile(r"[бвдзлмнпрстф]а$"), ("лампа",)),
    (re.compile(r"ия$"), ("линия",)),
    (re.compile(r"[бвдзклмнпрстфх]я$"), ("буря",)),
    (re.compile(r"[гкх]$"), ("парк",)),
    (re.compile(r"[жшчщ]$"), ("мяч", "товарищ")),
    (re.compile(r"ц$"), ("кварц",)),
    (re.compile(r"[бвдзлмнпрстф]$"), ("стол",)),
)  # not кофе, пальто, кенгуру, кешью, хинкали: an indeclinable loan keeps its one form


def unanalysed(word: str) -> bool:
    """The analyzer neither knows `word` nor guesses it from its ending (долма: UNKN)."""
    parses = parse(word)
    return bool(parses) and all("UNKN" in p.tag.grammemes for p in parses)


@lru_cache(maxsize=5_000)
def paradigm_by_ending(word: str) -> frozenset[str]:
    """The forms of a word the analyzer has no parse for, declined as the plain noun of the
    declension its ending implies (долма as лампа: долмы, долме, долму, долмой); empty for a
    word the analyzer parses or an ending no declension fits (an indeclinable loan)."""
    if not unanalysed(word) or not set(VOWELS) & set(word):  # пдф: letters read out, not declined
        return frozenset()
    models = next((m for end, m in DECLENSION_MODELS if end.search(word)), ())
    return frozenset().union(*(_declined_as(word, model) for model in models))


def _declined_as(word: str, model: str) -> frozenset[str]:
    """`word` given the endings of `model`'s forms (both end in the same declension)."""
    forms = paradigm(model)
    stem = os.path.commonprefix(sorted(forms))
    base = word[: len(word) - (len(model) - len(stem))]
    return frozenset(base + form[len(stem):] for form in forms)


VERB_FORMS = frozenset({"PRTF", "PRTS", "GRND"})  # readings of a verb (любимый ← любить)


def other_words(word: str, lemma: str) -> frozenset[str]:
    """Lemmas of readings in which `word`, itself the dictionary form `lemma`, is a form of a
    word of another part of speech (дорогой: дорога, стекло: стечь) — a secret word is given in
    its dictionary form, so these are other words. Participles keep their verb (любимый), but a
    noun spelled as a short one does not (сметана: сметать); a noun made of an adjective keeps
    its adjective (столовая: столовый)."""
    parses = parse(word)
    own = {p.tag.POS for p in parses if normalize(p.normal_form) == lemma}
    if not own:
        return frozenset()
    noun = "NOUN" in own
    verb_forms = VERB_FORMS - {"PRTS"} if noun else VERB_FORMS  # сметана: no сметать's form
    kept = own | verb_forms | ({"ADJF"} if noun else set())
    return frozenset(
        normalize(p.normal_form)
        for p in parses
        if normalize(p.normal_form) != lemma and p.tag.POS not in kept
    )
