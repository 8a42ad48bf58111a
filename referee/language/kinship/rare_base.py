"""The common word a rare secret word is a regular suffix derivative of, when MorphyNet lacks the
secret word and no other guess found its base (ошиб-очк-а ← ошиб-к-а, маршрут-к-а ← маршрут,
плотнич-их-а ← плотник): that word's nest is the secret word's family too.

Evidence, all needed: the secret word, no proper name, opens with the base's stem (ч, ш read back
as к, ц, х allowed) and a regular noun suffix follows; the base is a frequent noun (a verb under
a doer's suffix) MorphyNet knows, far commoner than the secret word; navec, when it knows the
secret word, does not put it apart from the base. A namesake base is turned away by these (руб-а
is no common word, so рубашка gets no руба's nest).
"""

from __future__ import annotations

from common.analyzer import parse
from referee.language.frequency import russian_zipf
from referee.language.lexicon import Lexicon
from referee.language.segment import alternated_back, lemma_stem
from referee.language.words import NAME_TAGS, known, lemmas, pos, similarity

# Suffixes of a noun made from a noun or a verb: diminutives, agents and devices, females,
# as the stem without its ending shows them (маршрут-к-а, дом-ик, газет-чик, лес-ник,
# плотнич-их-а). Not -арь, -арий: their bases are namesakes too often (тропарь, альпари).
DERIVATIVE_SUFFIXES = (
    "к", "ик", "чик", "щик", "ник", "ок", "ек", "ух", "их", "иц", "ниц", "ист", "ун", "ыш",
    "ушк", "юшк", "ишк", "ышк",
)
# Suffixes of a doer or a thing made from a verb (загруз-чик, болт-ун, движ-ух-а); a noun's
# suffix on a verb's stem is mostly a namesake's (влад-ик, not владеть's; пожит-к-и).
VERB_SUFFIXES = frozenset({"чик", "щик", "ун", "ух"})
# The consonants a suffix turns to ч, ш before it goes back to: к, ц, х (плотнич-их-а ← плотник,
# монаш-ек ← монах); a т or с read back is a namesake too often (закач-к-а is no закат's).
ALTERNATED_BACK = ("к", "ц", "х")
# A feminine in -ика is a loan's (мотор-ик-а, ангел-ик-а), no diminutive -ик-: its stem's namesake
# is related by origin only.
LOAN_IKA = "ика"
# A diminutive in -очк-/-ечк- made from a noun in -к- keeps that -к- (ошиб-очк-а ← ошиб-к-а).
DIMINUTIVE_OF_K = ("очк", "ечк")
BASE_ENDINGS = ("", "а", "я", "о", "е", "ь", "ы", "ить", "ать", "еть", "ять")
AGENT_SUFFIXES = frozenset({"чик", "щик"})
MIN_NOUN_AGENT_REST = 5  # a doer's -чик/-щик on a shorter noun stem is mostly a verb's doer
# (клад-чик ← класть, not клад; газет-чик ← газета keeps five letters)
MIN_BASE_REST = 4  # shortest stem of the base: a short one is too often a namesake (руб-а)
MIN_BASE_ZIPF = 3.0  # the base is a common word (ошибка 4.5, маршрут 4.2)
MIN_ZIPF_GAP = 0.5  # and far commoner than its rare derivative
MIN_NEAR = 0.0  # navec cosine of the secret word and its base when navec knows both: navec
# knows a rare word poorly (ошибочка/ошибка 0.07), so it only turns away a base it puts apart


def _rests(lemma: str) -> list[tuple[str, str]]:
    """(suffix, stem) pairs: the stems a base may have under the secret word's last suffix,
    longest suffix first."""
    stem = lemma_stem(lemma)
    rests = [(s, stem[: -len(s)] + "к") for s in DIMINUTIVE_OF_K if stem.endswith(s)]
    for suffix in sorted(DERIVATIVE_SUFFIXES, key=len, reverse=True):
        if stem.endswith(suffix) and not (suffix == "ик" and lemma.endswith(LOAN_IKA)):
            rest = stem.removesuffix(suffix)
            back = [shape for shape in alternated_back(rest) if shape.endswith(ALTERNATED_BACK)]
            rests += [(suffix, shape) for shape in (rest, *back)]
    return [(suffix, rest) for suffix, rest in dict.fromkeys(rests)
            if len(rest.removesuffix("ь")) >= MIN_BASE_REST]


def _named(lemma: str) -> bool:
    """Some parse of `lemma` is a proper name (ленька, петровка, лисицкий; марина, слава as the
    base): a name's suffixes make its pet forms, no derivative of the common word it spells."""
    return any(NAME_TAGS & p.tag.grammemes for p in parse(lemma))


def _confirmed(lemma: str, suffix: str, base: str, lex: Lexicon) -> bool:
    """`base` is a common noun, or a verb under a doer's suffix, MorphyNet knows, far commoner
    than the secret word and, when navec knows both, not apart from it in meaning."""
    if base == lemma or not known(base) or base not in lemmas(base) or _named(base):
        return False
    if pos(base) == "NOUN":
        if suffix in AGENT_SUFFIXES and len(lemma_stem(base)) < MIN_NOUN_AGENT_REST:
            return False
    elif not (pos(base) == "INFN" and suffix in VERB_SUFFIXES):
        return False
    if base not in lex.children and base not in lex.parents:
        return False
    zipf = russian_zipf(base)
    if zipf < MIN_BASE_ZIPF or zipf - russian_zipf(lemma) < MIN_ZIPF_GAP:
        return False
    near = similarity(lemma, base)
    return near is None or near >= MIN_NEAR


def rare_derivative_family(lemma: str, lex: Lexicon) -> frozenset[str]:
    """The family the rare secret noun takes from its base: the base and its own derivatives
    (ошибка: ошибочный), not the words MorphyNet makes the base from, whose other derivatives
    are often related by origin only (плотник ← плот, горчица ← горький, кладка ← класть:
    кладбище)."""
    base = rare_derivative_base(lemma, lex)
    return frozenset(lex.descendants(base) | {base}) if base else frozenset()


def rare_derivative_base(lemma: str, lex: Lexicon) -> str | None:
    """The common word the rare secret noun `lemma`, which MorphyNet lacks, is made from by a
    regular suffix (ошибочка ← ошибка, дельфинарий ← дельфин), if the evidence confirms one."""
    if lemma in lex.parents or lemma in lex.children or pos(lemma) != "NOUN" or _named(lemma):
        return None
    for suffix, rest in _rests(lemma):
        for base in (rest + end for end in BASE_ENDINGS):
            if _confirmed(lemma, suffix, base, lex):
                return base
    return None
