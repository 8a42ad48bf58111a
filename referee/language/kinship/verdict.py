"""The verdict of the root comparison: a `RootMatch` (how two words share a root) or none, and
the branch of `referee.language.morphology` / `referee.language.kinship.steps` that decided.

Branch names are stable identifiers (`in-family`, `through-base`, `heads-big-nest`, …): they go
into the alert's evidence, `--debug` output and `referee explain-root`, whose Russian wording for
each lives in `BRANCH_TEXT`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from referee.language.lexicon import Lexicon
from referee.language.segment import Cut
from referee.rules.secret import Target

# Confidence of each kind of evidence (alerts under 0.5 are hidden by default).
CONFIDENCE = {
    "exact": 1.0,
    "family": 0.9,
    "prefix": 0.85,
    "root": 0.8,
    "segment": 0.7,
    "compound": 0.8,
    "meaning": 0.7,
    "near": 0.75,
    "grade": 0.75,
}


@dataclass(frozen=True)
class RootMatch:
    """Why two words share a root: the lemmas compared, the root(s), and how it was found."""

    target_lemma: str
    word_lemma: str
    roots: tuple[str, ...]
    method: str
    confidence: float
    via: str = ""  # the base word the match went through (водный for подводный), if any
    shape: str = ""  # the root as it appears in the word (руч in ручкой), when visible
    branch: str = ""  # the step that decided (see BRANCH_TEXT)


@dataclass(frozen=True)
class Decision:
    """A verdict and the branch that reached it: `match` is None when the roots differ."""

    match: RootMatch | None
    branch: str


@dataclass(frozen=True)
class Probe:
    """A lemma judged on its own (no base decided it): its root evidence and our cutting."""

    t: Target
    lemma: str
    evidence: str  # "root" (morpholog's root is a target shape) or "segment" (our cutting)
    cut: Cut | None
    parent: bool = False  # a noun of the secret word's nest verbs (`steps.parent_in_family`)
    heard: bool = True  # the heard word itself, not a base it is judged through


def better(best: Decision | None, new: Decision) -> Decision:
    """The more confident match; among rejections, the first one stays the reason."""
    if best is None:
        return new
    if new.match and (best.match is None or new.match.confidence > best.match.confidence):
        return new
    return best


def graded_shape(t: Target, match: RootMatch) -> bool:
    """The match went through a grade of the root, a hypothesis (мер-еть for море, блюс-ти for
    блюдо), not through one of the target's own shapes (беж-ать for бег)."""
    return match.branch == "grade" or (
        match.branch.startswith("alternation-") and match.shape not in t.shapes
    )


# Russian wording of each branch, for judges (`referee explain-root`, `--debug`).
BRANCH_TEXT = {
    "exact": "форма загаданного слова",
    "in-family": "в словообразовательном гнезде загаданного слова (MorphyNet)",
    "target-made-from-it": "загаданное слово образовано от него суффиксом",
    "stem-of-another-base": (
        "загаданное слово образовано от другого слова на ту же основу или от глагола, а это "
        "слово не из их гнезда (кисточка — кисть, не киста)"
    ),
    "thing-named-after-being": (
        "загаданное слово называет живое существо, а это — предмет, далёкий по значению: "
        "уменьшительное от существа само было бы существом (воронка — не маленькая ворона)"
    ),
    "soft-sign-namesake": (
        "слово от существительного, которое отличается от существительного из гнезда "
        "загаданного только мягким знаком на конце (пыл — не пыль пыльника, угол — не уголь, "
        "заводь — не завод заводилы)"
    ),
    "offspring-of-it": "загаданное слово называет детёныша или самку того, кого называет это "
    "(львёнок — лев, слониха — слон)",
    "compound-stem": "одна из основ загаданного сложного слова",
    "compound-stem-elsewhere": (
        "сложное слово, где общая основа стоит на другом месте и значит другое слово "
        "(водопад — птицевод)"
    ),
    "off-stem-nest": (
        "написано как основа сложного слова, но не из гнезда слова, которое эта основа значит "
        "(сырой — сыровар)"
    ),
    "numeral-stem-namesake": (
        "написано как числительное, с которого начинается сложное слово, но из другого гнезда "
        "(пятка — пятидневка)"
    ),
    "base-compound-stem": "образовано от одной из основ загаданного сложного слова",
    "target-built-on-verb": "загаданное слово образовано от основы этого глагола",
    "prefixed-target-base": "загаданное слово — приставка + основа этого слова + суффиксы",
    "other-reading": "совпадение только по другому прочтению слова (уверенность снижена)",
    "minor-reading": (
        "редкое прочтение слова — форма загаданного или слова из его гнезда (мою — мыть; "
        "уверенность снижена)"
    ),
    "near": "неизвестное словарю слово в одну букву от формы загаданного (оговорка)",
    "not-near": "словарь не знает общего корня, и на оговорку не похоже",
    "no-reading": "нет разбора слова",
    "function-word-or-name": "служебное слово или имя собственное",
    "indeclinable-loan": "несклоняемое заимствованное слово: русского корня в нём нет",
    "short-twin-drifted": "старославянский вариант корня с далёким значением (navec)",
    "namesake-noun-closer": "по значению ближе к другому существительному с той же основой",
    "suffix-in-root": (
        "словарь образует его от однокоренного слова, но морфемный словарь читает суффикс как"
        " часть корня: это отдельное слово (столица — стол, судьба — суд)"
    ),
    "rival-head": "глава другого гнезда с омонимичным корнем",
    "no-root-shape": "в слове нет ни одного варианта корня загаданного слова",
    "base-in-family": "образовано от слова из гнезда загаданного (MorphyNet)",
    "alternated-verb-nest": (
        "в гнезде глагола, от которого образовано загаданное, с чередованием в корне, которое "
        "показывают формы глагола (поглощение — поглотить: поглощу — глотать)"
    ),
    "base-in-rival-nest": "образовано от слова из гнезда с омонимичным корнем",
    "through-base": "образовано от однокоренного слова (MorphyNet)",
    "through-base-cut": "образовано от слова с тем же корнем по разбору",
    "base-other-meaning-near": "корень по морфемному словарю, значение близко (navec)",
    "base-explains-root": "корень слова объясняется его собственной производящей основой",
    "compound": "часть сложного слова",
    "verb-noun": "существительное из корня загаданного глагола (плеск — плескать)",
    "numeral-root": "числительное — корень этого слова (пять — пятак, два — двойник)",
    "bare-homonym": "корень с окончанием, но значение далеко (омонимичный корень, navec)",
    "bare-family-namesake": (
        "корень с окончанием, но в гнезде загаданного другое слово на эту основу, далёкое"
        " по значению (омоним, navec)"
    ),
    "rival-closer": "по значению ближе к омонимичному гнезду (navec)",
    "deverbal-rival": "образовано от приставочного глагола омонимичного гнезда",
    "noun-beside-base-verb": (
        "загаданное слово образовано от глагола или от существительного с другим видом корня, а "
        "это существительное с тем же корнем — не из их гнезда (нос — носильщик, нож — ножка)"
    ),
    "noun-beside-parent-verb": (
        "загаданное слово образовано от глагола, а это существительное — голый корень с "
        "окончанием не из гнезда этого глагола (нос — переноска, гад — отгадка)"
    ),
    "namesake-of-verb-base": (
        "загаданное слово образовано от приставочного глагола, а тот — от другого "
        "существительного с той же основой (откормыш — откормить — корм, не корма)"
    ),
    "inner-root": "корень под суффиксом загаданного слова, его показывают формы (шире, глубже)",
    "prefix-on-family": "приставка к слову из гнезда загаданного",
    "prefixed-verb-base": (
        "загаданное слово называет действие приставочного глагола, образованного от этого "
        "(подпись — подписать — писать)"
    ),
    "guessed-root-far": (
        "корень загаданного угадан (отброшена приставка или первая основа до соединительной"
        " гласной), а значение далеко (navec): залог — лог, круговорот — ворота"
    ),
    "heads-big-nest": "глава большого собственного гнезда с далёким значением",
    "prefixed-rival-closer": "приставочное слово, по значению ближе к омонимичному гнезду",
    "prefixed-rest-unrelated": "без приставки — слово другого корня",
    "stem-off-root-start": (
        "основа этого слова стоит в загаданном не сразу за приставками морфемного словаря, а "
        "захватывает приставку или сидит внутри корня (подрамник — драма, оборотень — рот)"
    ),
    "prefixed": "приставочное слово с тем же корнем",
    "heads-other-nest": "глава своего гнезда с далёким значением (омонимичный корень)",
    "meaning": "тот же корень и близкое значение (navec)",
    "root-and-suffixes": "тот же корень и продуктивные суффиксы",
    "bases-unrelated": (
        "загаданное слово редкое, значения его navec не знает, а слова, от которых оно "
        "образовано, по значению никак не связаны с этим (пустырник — пустырь, не пустить)"
    ),
    "far-from-nest": (
        "словарь держит гнездо этого слова отдельно от гнезда загаданного, и по значению оно "
        "далеко от всех слов гнезда загаданного (navec): совпадают только буквы (лесник — "
        "лестница)"
    ),
    "base-of-segmented": (
        "корень загаданного слова по морфемному словарю — основа этого слова, за ней суффикс "
        "(кож-евник — кожа)"
    ),
    "whole-base-stem": "загаданное слово начинается с целой основы этого существительного",
    "bare-look-alike": "только совпадение букв: корень с окончанием или непродуктивный хвост",
    "grade": "чередование в корне, подтверждённое морфемным словарём",
    "alternation-paradigm": "чередование в корне видно в формах самого слова (бежать — бегут)",
    "alternation-present": "загаданное слово образовано от основы настоящего времени глагола "
    "(жнейка — жну, гонец — гоню)",
    "alternation-suffix": "чередование к/ч, г/ж, х/ш перед суффиксом -ок (толчок — толкать)",
    "alternation-nest": "чередование в корне, подтверждённое гнездом MorphyNet",
    "verb-of-derived": "глагол с тем же корнем, от которого образовано загаданное слово",
    "verb-apart-from-noun-parent": (
        "загаданное слово — уменьшительное, название самки или детёныша от существительного, "
        "а с этим существительным глагол не однокоренной (рожица — рожа, не рожать)"
    ),
    "prefixed-sibling": "оба слова — приставка + тот же корень по морфемному словарю",
    "same-prefixed-root": "те же приставки и тот же корень (или его чередование по словарю)",
    "compound-verb-stem": "омоним глагольной основы сложного слова (садовод — вода)",
    "compound-first-stem-verb": (
        "глагол, омонимичный первой (именной) основе сложного слова (водить — водолаз)"
    ),
    "compound-last-stem-verb": (
        "глагол, омонимичный последней (именной) основе сложного слова (носить — курносый)"
    ),
    "alternated-namesake": (
        "слово с чередованием корня глагола, но из другого гнезда MorphyNet (брошка ← брошь — "
        "бросить)"
    ),
    "compound-noun-stem": (
        "первая основа сложного слова — именная, омоним корня загаданного глагола или глагола, "
        "от которого оно образовано (летопись — лететь, лётчик)"
    ),
    "grade-meaning-far": "чередование в корне возможно, но значения далеки (navec)",
    "vowel-not-fleeting": (
        "корень без гласной загаданного, но ни одна форма не показывает эту гласную беглой "
        "(женщина — жнея: корень жн- глагола жать, не «жен»)"
    ),
    "verb-root-series": (
        "приставочное существительное от глагола и другой вид его корня (сбор — собирать, "
        "заезд — ехать)"
    ),
}


class Judge(Protocol):
    """What the steps of `referee.language.kinship.steps` ask of the morphology that runs them."""

    @property
    def lex(self) -> Lexicon: ...

    def match_lemma(self, t: Target, lemma: str) -> Decision: ...

    def meaning(self, t: Target, lemma: str, stand_in: bool = ...) -> float | None: ...

    def rival_closer(self, t: Target, lemma: str, margin: float = ...) -> bool: ...

    def bases_unrelated(self, t: Target, lemma: str) -> bool: ...

    def nest(self, lemma: str) -> frozenset[str]: ...

    def decided(self, t: Target, lemma: str, method: str, branch: str, via: str = "",
                penalty: float = 0.0) -> Decision: ...
