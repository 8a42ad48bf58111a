"""How the secret word may be made from the heard word (the reverse of a derivative): the
heard noun is the base of a suffixed target (нож → нож-ниц-ы) or of a prefixed one (тыл →
за-тыл-ок), a loan is the base of an agent noun (регби → регб-ист, шоу → шоу-мен), the heard
verb's stem is inside the target (носи-ть → носи-лк-и), or the heard word is built on one stem of
a secret compound (мяс-н-ой for мясорубка).
"""

from __future__ import annotations

from functools import lru_cache

from common.analyzer import normalize, parse
from referee.lang.roots import REVERSE_ALTERNATIONS, VOWELS
from referee.language.frequency import russian_zipf
from referee.language.kinship.homonyms import (
    AGENT_VERB_ENDINGS,
    GRADE_MIN_SIMILARITY,
    agent_verbs,
)
from referee.language.kinship.series import series_shapes
from referee.language.lexicon import Lexicon
from referee.language.segment import (
    DIMINUTIVE_SUFFIXES,
    alternated_back,
    bare_stem,
    is_ending,
    is_fleeting_pair,
    is_tail,
    lemma_stem,
    root_variants,
    stem_of,
    strip_prefixes,
)
from referee.language.words import (
    NAME_TAGS,
    animate,
    creature,
    indeclinable,
    is_noun,
    known,
    lemmas,
    noun_lemma,
    paradigm,
    pos,
    similarity,
    verb,
)
from referee.rules.secret import AGENT_SUFFIXES, STEM_VOWELS, Target, deverbal_rest

LOAN_AGENT_SUFFIXES = ("ист", "истка", "мен")  # not -ер: вет-ер, скв-ер, инжен-ер are no loans'
MIN_LOAN_STEM = 3  # letters before the suffix (not гл-ист, тв-ист)
LOAN_BASE_MIN_ZIPF = 2.5  # a common noun (эсперанто 2.6, регби 3.4, шоу 5.1; not стило, хроно)
NEAR_BASE_SUFFIXES = ("ер", "ист", "истка", "щик")  # рэп-ер, блог-ер, дизайн-ер, пиар-щик
NEAR_BASE_MIN_SIMILARITY = 0.2  # navec: рэпер/рэп 0.21, блогер/блог 0.34; not шатер/шато 0.17
LOAN_ADJECTIVE_ENDINGS = ("йный", "йский", "ный", "ский")  # регби-йный, шоу-йный
MIN_TARGET_PREFIX = 2  # a one-letter prefix on a secret word is a misreading too often (о-зеро)
MIN_BASE_STEM = 3  # shortest stem of a word the target is derived from (нож → ножницы)
VERB_NEAR = 0.2  # navec cosine of a prefixed noun and the prefixed verb it names (потеря,
# потерять: 0.25; потеря, потереть: -0.09)
BARE_VERB_ENDINGS = ("ить", "ать", "ять", "еть", "оть", "овать")  # раз-вод: развод-ить,
# у-кол: укол-оть
MIN_VERB_STEM = 4  # shortest verb stem with its vowel found inside a secret noun (носи-)
MIN_DIMINUTIVE_STEM = 5  # shortest secret noun stem a diminutive is looked for on (пряжка is
# no пряж-а's)
MIN_UNSHARED_STEM = 5  # a noun stem this long two unrelated nouns rarely share (практик,
# практика), so a noun on it is no namesake of the secret word's base
# Noun suffixes that make a noun from a noun (нож → нож-ниц-ы, дом → дом-ик), the agents' too
# (черв → черв-як, стол → стол-яр, бан → бан-щик, машин → машин-ист).
# A noun made of an adjective on a noun's stem (котель-н-ая, стол-ов-ая, гост-ин-ая).
ADJECTIVE_NOUN_ENDINGS = ("ая", "ое", "ый", "ий", "ой")
ADJECTIVE_SUFFIXES = frozenset({"н", "ьн", "ов", "ев", "ин"})
# Suffixes naming the young or the female of a being (льв-ёнок, слон-иха, мастер-ица, раб-ыня).
OFFSPRING_SUFFIXES = ("онок", "енок", "иха", "ица", "иня", "ыня")
NOUN_SUFFIXES = frozenset(
    {"ниц", "ник", "иц", "ик", "ок", "ек", "очк", "ечк", "ушк", "ышк", "онк"}
    | {"як", "яр", "щик", "чик", "ист"}
)


def verb_inside(t: Target, lemma: str) -> bool:
    """The secret noun is built on this verb's stem with its stem vowel (носи-лки ← носить,
    выключа-тель ← выключать): the verb is its base, not a homonymous nest. A suffix must
    follow the verb's stem: a noun that is the whole stem (слеза, слеза-ть) shows no verb."""
    stem = verb_stem(lemma)
    thematic = stem[-1:] in STEM_VOWELS  # моло-ть, боро-ться: the root's own о, no suffix
    if not (thematic and len(stem) >= MIN_VERB_STEM and stem in t.lemma and is_noun(t.lemma)):
        return False
    own = lemma_stem(t.lemma)
    # a deverbal suffix follows (носи-лк-и, выключа-тель, вяза-ни-е), not a noun's own
    # (кури-ц-а is кур-иц-а, смета-н-а, грани-ц-а) nor a bare ending (слеза for слеза-ть)
    return stem in own and deverbal_rest(own[own.index(stem) + len(stem) :])


@lru_cache(maxsize=1_000)
def base_verbs(t: Target) -> frozenset[str]:
    """The verbs of the secret noun's family it is built on (носить for нос-и-льщик)."""
    if not is_noun(t.lemma):
        return frozenset()
    return frozenset(v for v in t.family if verb(v) and verb_inside(t, v))


def verb_apart_from_nominal_base(t: Target, lemma: str, lex: Lexicon) -> bool:
    """MorphyNet makes the secret word from nouns or adjectives only (кур-иц-а ← кура, метел-
    иц-а ← метель), and navec puts the verb `lemma` far from each of them (курить, метать): no
    verb is the secret word's base, so one spelled on its root is a homonym (крыш-к-а ← крыша
    keeps накрыть, near крыша). The bar is that of a graded root (кура/курить -0.05,
    метель/метать 0.058, крыша/накрыть 0.18)."""
    parents = lex.parents.get(t.lemma, ())
    if not parents or any(verb(p) for p in parents):
        return False
    sims = [similarity(p, lemma) for p in parents]
    return all(sim is not None and sim < GRADE_MIN_SIMILARITY for sim in sims)


def noun_beside_base_verb(t: Target, lemma: str, lex: Lexicon) -> bool:
    """The secret noun is built on a verb (нос-и-льщик ← носить), or on a verb or a noun with
    another shape of the root (за-рос-л-и ← зарасти, нож-к-а ← нога), and `lemma` is a noun on
    the bare root outside that base's nest (нос, роса, нож): a homonymous noun, not the word's
    base."""
    stem = bare_stem(lemma)
    if not is_noun(lemma) or stem not in t.shapes:
        return False
    bases = base_verbs(t) | unlisted_agent_verbs(t, stem, lex)
    bases |= _nouns_on_another_shape(t, stem, lex)
    bases |= _verbs_on_another_shape(t, stem, lex)
    heads = frozenset().union(*(lex.tops(b) for b in bases))
    return bool(bases) and not lex.tops(lemma) & heads


def unlisted_agent_verbs(t: Target, stem: str, lex: Lexicon) -> frozenset[str]:
    """For a secret agent noun MorphyNet does not know, the verbs its suffix follows whose stem
    ends in the very `stem` (раз-нос-чик ← разносить and знамен-о-нос-ец ← носить for нос; not
    пере-беж-чик ← перебежать for бег: an alternated shape is the verb's own noun more often)."""
    if lex.parents.get(t.lemma) or not is_noun(t.lemma):
        return frozenset()
    return frozenset(
        v for v in agent_verbs(t) if any(v.endswith(stem + e) for e in AGENT_VERB_ENDINGS)
    )


def _nouns_on_another_shape(t: Target, stem: str, lex: Lexicon) -> frozenset[str]:
    """The nouns MorphyNet makes the secret noun from whose stem is another shape of its root
    than `stem`, morpholog's root of the secret word: нога for нож-к-а (and нож), лук for
    луч-ник (and луч); not свинарь for свин-ар-к-а (and свинья), whose stem goes on from свин."""
    if not is_noun(t.lemma) or stem not in t.bare_roots:
        return frozenset()  # картофель for карто-шк-а ← картоха: a shape of ours, no root
    parents = lex.parents.get(t.lemma, ())
    return frozenset(p for p in parents if is_noun(p) and not lemma_stem(p).startswith(stem))


def _verbs_on_another_shape(t: Target, stem: str, lex: Lexicon) -> frozenset[str]:
    """The verbs MorphyNet makes the secret noun from that do not spell `stem`, the shape of
    the root in the secret word (под-тяж-к-а ← подтянуть): the root is alternated there."""
    if not is_noun(t.lemma):
        return frozenset()
    return frozenset(p for p in lex.parents.get(t.lemma, ()) if verb(p) and stem not in p)


def compound_part(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is built on one stem of the secret compound (мяс-н-ой for мясорубка): its
    stem is a shape (a noun's: the stem itself, not an alternated shape: ручей is no рук-о-пись
    kin), or a noun's own forms show the stem with its fleeting vowel dropped (камень: камн-я
    for камн-е-пад), or morpholog's root is the root itself, or an alternated shape in a word
    that is no noun (рубл-ен-ый, not рубль)."""
    stem = lemma_stem(lemma)
    roots = t.bare_roots
    known = list(lex.bare_roots(lemma))
    # a verb whose stem only spells the shape, morpholog's root being another (по-й-ти: пой)
    spelled_only = verb(lemma) and bool(known) and not set(known) & t.shapes
    if stem in t.shapes and (stem in roots or not is_noun(lemma)) and not spelled_only:
        return True
    dropped = [r for r in t.roots if is_fleeting_pair(stem, r) and len(r) < len(stem)]
    if dropped and is_noun(lemma) and any(f.startswith(dropped[0]) for f in paradigm(lemma)):
        return True
    if len(known) != 1:
        return False
    return known[0] in t.roots or (known[0] in t.shapes and not is_noun(lemma))


def base_verbs_through_nouns(noun: str, lex: Lexicon) -> list[str]:
    """The verbs MorphyNet makes `noun` from, directly or through a noun made from them (навод-
    чик ← наводка ← наводить, налад-чик ← наладка ← наладить)."""
    parents = lex.parents.get(noun, ())
    verbs = [parent for parent in parents if verb(parent)]
    return verbs + [grand for parent in parents if is_noun(parent)
                    for grand in lex.parents.get(parent, ()) if verb(grand)]


def prefixed_base(t: Target, lemma: str, lex: Lexicon) -> bool:
    """The secret word is a prefix + this noun's stem (or its alternated shape) + suffixes
    and an ending: за-тыл-ок ← тыл, по-дорож-ник ← дорога, под-бород-ок ← борода; the stem
    may show the fleeting vowel of the noun's own forms (под-земель-е ← земля: земель). With no
    suffix, the rest must be the noun itself (за-граница; на-град-а and за-сов are made from
    verbs: наградить, засовывать); and the noun's stem must not be a mere start of the root
    morpholog gives the secret word (маст- of под-мастерь-е, мыш- of под-мышк-а). An agent in
    -тель is a verb's (по-куп-а-тель ← покупать), not this noun's; so is a secret word
    MorphyNet derives from a verb outside this noun's nest (за-гад-к-а ← загадать ← гадать, not
    гад; вс-пыш-к-а ← вспыхнуть, not пышка; but на-ход-к-а ← находить ← ход)."""
    stem = lemma_stem(lemma)
    if len(stem) < MIN_BASE_STEM or not is_noun(lemma) or not is_noun(t.lemma):
        return False  # (the cheap checks first: most words are no such noun)
    verbs = base_verbs_through_nouns(t.lemma, lex)
    verbs += unlisted_agent_verbs(t, stem, lex)  # раз-нос-чик ← разносить, not нос
    if verbs and not any(lemma in lex.tops(v) | {v} for v in verbs):
        return False
    # a noun MorphyNet makes the secret word from spells the "prefix" with no prefix of its
    # own: по-лен-ниц-а is полен-ниц-а ← полено
    unprefixed = [p for p in lex.parents.get(t.lemma, ()) if is_noun(p) and not lex.prefixes(p)]
    rests = [rest for prefix, rest in strip_prefixes(t.lemma) if len(prefix) >= MIN_TARGET_PREFIX
             and not any(p.startswith(prefix) for p in unprefixed)]
    if not rests:
        return False
    if any(names_prefixed_verb(noun, lemma, lex) for noun in {t.lemma} | lex.tops(t.lemma)):
        return False  # раз-нос ← разносить ← носить, до-нос-чик ← донос, на-бор ← набирать
    if not any(rest[:1] == stem[:1] for rest in rests):
        return False  # every shape of the stem starts as it does: no need to read its forms
    roots = list(lex.bare_roots(t.lemma))
    forms = frozenset(stem_of(form) for form in paradigm(lemma))  # земл-я: земель
    shapes = root_variants(stem, forms)
    rests = [rest for rest in rests if not other_word(rest, lemma, lex)]
    if namesake_of_verb_base(t.lemma, lemma, lex):
        return False  # от-корм-ыш ← откормить ← корм, not корма
    return any(
        rest.startswith(shape)
        and is_tail(rest[len(shape) :], depth=3)
        and (rest == lemma or not is_ending(rest[len(shape) :]))
        and "тель" not in rest[len(shape) :]  # по-куп-а-тель ← покупать, not купе
        and not swallows_agent_suffix(t.lemma, rest, shape)  # на-бор-щик, not на-борщ-ик
        and not any(len(r) > len(shape) and r.startswith(shape) for r in roots)
        for rest in rests
        for shape in shapes
    )


def namesake_of_verb_base(target: str, lemma: str, lex: Lexicon) -> bool:
    """The secret noun's prefix and a shape of the noun `lemma`'s stem spell a prefixed verb
    MorphyNet knows (от-корм-ыш: откормить, за-мор-ыш: заморить, вы-сел-ок: выселить) and makes
    from another noun of the very stem (корм, мор, село), one MorphyNet keeps apart from `lemma`:
    the secret word names that verb's result or doer, and `lemma` (корма, море, сель) is only
    that noun's namesake, no base of it."""
    stem = lemma_stem(lemma)
    rests = [(prefix, rest) for prefix, rest in strip_prefixes(target)
             if len(prefix) >= MIN_TARGET_PREFIX and rest[:2] == stem[:2]]
    if not rests or len(stem) < MIN_BASE_STEM or not is_noun(lemma) or not is_noun(target):
        return False  # (the cheap checks first: most words are no such noun)
    own, tops = bare_stem(lemma), lex.tops(lemma)
    shapes = root_variants(stem, frozenset(stem_of(form) for form in paradigm(lemma)))
    return any(
        rival != lemma and bare_stem(rival) == own and is_noun(rival) and not verb(rival)
        and not tops & (lex.tops(rival) | {rival})
        for prefix, rest in rests
        for shape in shapes if rest.startswith(shape)
        for ending in BARE_VERB_ENDINGS
        if (made := prefix + shape + ending) in lex.parents and lemma not in lex.bases(made)
        for rival in lex.bases(made)
    )


def swallows_agent_suffix(target: str, rest: str, shape: str) -> bool:
    """The base's shape takes in the щ or ч of the secret agent noun's -щик/-чик (на-борщ-ик
    for на-бор-щик, раз-носч-ик for раз-нос-чик, with носок's fleeting vowel dropped): that
    consonant is the suffix's, so the base is a look-alike."""
    agent = any(target.endswith((suffix, suffix[:-1] + "ца")) for suffix in AGENT_SUFFIXES)
    return agent and shape[-1:] in "щч" and rest[len(shape) :].startswith("и")


def names_prefixed_verb(noun: str, base: str, lex: Lexicon) -> bool:
    """`noun` is a prefix and `base`'s stem with no suffix, the very stem of a prefixed verb
    MorphyNet knows and does not derive from `base` (раз-нос: разносить ← носить, на-бор:
    на-бир-ать): the noun names that verb's action, so `base` is a homonym (нос, бор)."""
    stem = lemma_stem(base)
    return any(
        (verb := prefix + shape + ending) in lex.parents
        and base not in lex.tops(verb)
        for prefix, rest in strip_prefixes(noun)
        if lemma_stem(rest) == stem
        for shape in series_shapes(stem)
        for ending in BARE_VERB_ENDINGS
    )


def prefixed_verb_of_target(t: Target, lemma: str, lex: Lexicon) -> str:
    """The prefixed verb the secret noun names the action or result of, made of the target's
    own prefix and the verb `lemma` (под-пись: подписать ← писать; по-теря: потерять ← терять),
    when MorphyNet derives it from `lemma` and navec puts it near the target (not потереть ←
    тереть for потеря), or does not know it (пере-мен-а: переменять), or the target is that
    verb's stem with no suffix and the meanings are not opposed (развод: разводить); "" else."""
    if not verb(lemma) or not is_noun(t.lemma):
        return ""
    for prefix in lex.prefixes(t.lemma)[:1]:
        prefixed = prefix + lemma
        sim = similarity(t.lemma, prefixed)
        bare = prefixed.startswith(t.lemma) and prefixed[len(t.lemma) :] in BARE_VERB_ENDINGS
        near = sim is None or sim >= VERB_NEAR or (bare and sim >= 0)
        if lemma in lex.parents.get(prefixed, ()) and near:
            return prefixed
    return ""


def other_word(rest: str, lemma: str, lex: Lexicon) -> bool:
    """The secret word without its prefix is a word MorphyNet derives from other bases than
    `lemma` (под-ножка: ножка ← нога, not нож; на-грудник ← грудь, not груда)."""
    tops = lex.tops(rest) - {rest}
    return rest != lemma and bool(tops) and not (tops & (lex.tops(lemma) | {lemma}))


def verb_stem(lemma: str) -> str:
    """An infinitive without -ть/-ться, keeping its stem vowel (носить → носи); "" otherwise."""
    for ending in ("ться", "ть"):
        if lemma.endswith(ending) and verb(lemma):
            return lemma[: -len(ending)]
    return ""


def derives(target: str, lemma: str) -> bool:
    """The target noun is the noun `lemma`'s stem plus a suffix and an ending (ножницы = нож +
    ниц + ы), or a noun made of an adjective on that stem (котель-н-ая ← котёл, стол-ов-ая),
    the stem's last consonant maybe alternated (переч-ниц-а ← перец): the word heard is the
    base the secret word is made from."""
    stem = lemma_stem(lemma)
    if len(stem) < MIN_BASE_STEM or not is_noun(lemma) or not is_noun(target):
        return False
    for shape in _with_last_alternated(stem):  # переч-ниц-а ← перец
        suffix = lemma_stem(target)[len(shape) :]
        adjectival = target.endswith(ADJECTIVE_NOUN_ENDINGS) and suffix in ADJECTIVE_SUFFIXES
        if target.startswith(shape) and (suffix in NOUN_SUFFIXES or adjectival):
            return True
    return False


def diminutive_of(target: str, lemma: str) -> bool:
    """The heard noun is a diminutive of the secret noun: its stem, the last consonant maybe
    alternated, plus a diminutive suffix and an ending (рукавич-к-а ← рукавиц-а, простын-к-а ←
    простын-я). A stem of five letters or more: a shorter one is too often a look-alike's."""
    stem = lemma_stem(target)
    if len(stem) < MIN_DIMINUTIVE_STEM or not is_noun(lemma) or not is_noun(target):
        return False
    return any(
        lemma.startswith(shape) and lemma_stem(lemma)[len(shape):] in DIMINUTIVE_SUFFIXES
        for shape in _with_last_alternated(stem)
    ) or any(lemma_stem(lemma) == shape + "к" for shape in _before_suffix_k(stem))


def adjective_of(target: str, lemma: str) -> bool:
    """The heard adjective is made of the secret noun: its stem, the last consonant maybe
    alternated (почат-ок: почат-оч-н-ый, мигал-к-а: мигал-оч-н-ый), plus -н-, -ов- or -ин- and
    an ending. A stem of five letters or more, as for diminutives."""
    stem = lemma_stem(target)
    if len(stem) < MIN_DIMINUTIVE_STEM or pos(lemma) != "ADJF" or not is_noun(target):
        return False
    shapes = [*_with_last_alternated(stem), *_before_suffix_k(stem)]
    return any(lemma_stem(lemma) == shape + suffix
               for shape in shapes for suffix in ADJECTIVE_SUFFIXES)


def _before_suffix_k(stem: str) -> list[str]:
    """The shapes a stem closing in the suffix -к- takes before a suffix opening with a
    consonant: its к turned to ч behind a fleeting vowel (мигал-к-а: мигал-оч-к-а, печён-к-а:
    печён-оч-н-ый, ватруш-к-а: ватруш-еч-к-а). None for a stem whose к follows a vowel (мак)."""
    if not stem.endswith("к") or stem[-2:-1] in VOWELS:
        return []
    return [stem[:-1] + "оч", stem[:-1] + "еч"]


def made_from_another(t: Target, lemma: str, lex: Lexicon) -> bool:
    """MorphyNet makes the secret noun from a verb or from another noun on the same stem, and
    `lemma` is outside that word's nest (кист-очк-а ← кисть, not киста; болт-ушк-а ← болтать,
    not болт; свар-щик ← сварить, not свара): the stem only spells `lemma` (`derives`). Two
    beings on one stem are one name in two genders (кум, кума), not another word's namesake."""
    stem = bare_stem(lemma)
    bases = [
        base for base in lex.parents.get(t.lemma, ())
        if verb(base) or (base != lemma and bare_stem(base) == stem
                          and not (noun_lemma(base, being=True) and noun_lemma(lemma, being=True)))
    ]
    own = lex.tops(lemma) | {lemma}
    return bool(bases) and not any(
        own & (lex.tops(base) | {base}) or lemma in lex.descendants(base) for base in bases
    )


def parent_namesake(t: Target, base: str, lex: Lexicon) -> bool:
    """`base` is a noun on the very stem of a noun MorphyNet makes the secret word from or of
    its nest's head (the secret word itself when underived), yet neither is in the other's line
    (пыл for пыль-ц-а ← пыль, плат for о-плат-а ← плата, леса for лес): a namesake noun, so
    words made from it are no kin through it. A being is left alone: its name is often made
    from the thing (механик ← механика, кур ← кура); so is a stem of five letters or more,
    which two unrelated nouns rarely share (практик ← практика, MorphyNet missing the link)."""
    stem = bare_stem(base)
    if not is_noun(base) or animate(base) or len(stem) >= MIN_UNSHARED_STEM:
        return False
    return any(
        parent != base and is_noun(parent) and not animate(parent)
        and bare_stem(parent) == stem
        and base not in lex.bases(parent)
        and parent not in lex.descendants(base)
        for parent in {*lex.parents.get(t.lemma, ()), *lex.tops(t.lemma)}
    )


def _with_last_alternated(stem: str) -> list[str]:
    """`stem`, and the stem with its last consonant alternated before a suffix (перец: переч,
    снег: снеж, пух: пуш)."""
    return [stem, *(stem.removesuffix(src) + dst
                    for dst, srcs in REVERSE_ALTERNATIONS.items() if dst in "чжш"
                    for src in srcs if stem.endswith(src))]


def offspring_of(target: str, lemma: str) -> bool:
    """The secret noun names the young or the female of the being the animate noun `lemma`
    names, on a stem its own forms spell, or with its last consonant alternated (льв-ёнок: льва,
    орл-ёнок: орла, слон-иха, мастер-ица, волч-онок: волк): that noun is its base whatever navec
    says (львёнок and лев are 0.11 apart in it). Only a being of a being: стол-иц-а, порт-них-а
    and ягод-иц-а are no offspring of a thing, nor is a plant, греч-их-а, of грек."""
    suffix = next((s for s in OFFSPRING_SUFFIXES if target.endswith(s)), "")
    base = target[: -len(suffix)] if suffix else ""
    if (len(base) < MIN_BASE_STEM or not is_noun(target) or not creature(target)
            or not animate(lemma)):
        return False
    bases = {base, *alternated_back(base, "чжш")}
    stems = {bare_stem(lemma)} | {stem_of(form) for form in paradigm(lemma)}
    return bool(bases & stems)


def across_prefix(target: str, lemma: str, lex: Lexicon) -> bool:
    """`lemma`'s stem takes in the prefix morpholog gives the secret word and ends inside its
    root (прос-о for про-сек-а): the secret word is no suffix on that stem (`derives`)."""
    prefix = "".join(p.rstrip("-") for p in lex.prefixes(target))
    stem = lemma_stem(lemma)
    roots = lex.bare_roots(target)
    return bool(prefix and roots) and len(stem) > len(prefix) and not stem.endswith(roots)


# The indeclinable loan noun a secret word is made from with an agent suffix (эсперант-о →
# эсперант-ист, карат-е → карат-ист, шоу → шоу-мен, самб-о → самб-ист): no resource links the two,
# and the checker takes a word with no ending for a look-alike (`_loan_apart`: метро for термометр).
# The loan is the base when it is a common dictionary noun, no name, whose letters open the secret
# word right before the suffix (its closing vowel dropped before a suffix opening with a vowel);
# not when those letters are a declinable noun of their own that navec puts nearer the secret word
# (араб-ист, not араби). A declinable common noun is the base before -ер, -ист, -щик when navec
# puts the two near (рэп-ер, блог-ер): the meaning is the evidence. The secret word's kin are the
# loan, its MorphyNet family and its adjectives (регби-йный).


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
