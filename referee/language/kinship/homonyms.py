"""Homonymous roots and look-alikes, decided by meaning (navec) and by MorphyNet nests.

A mixin of `referee.language.morphology.Morphology`: the checks that drop a root match because the
shared string is another word's root (вода for садовод ← водить, нож/нога, поводок ← водить),
or because the meaning drifted (дерево/древний).
"""

from __future__ import annotations

from functools import lru_cache

from common.analyzer import normalize, parse
from referee.lang.roots import NOMINAL_ENDINGS, VOWELS
from referee.language.frequency import russian_zipf
from referee.language.kinship.verdict import Decision
from referee.language.lexicon import Lexicon
from referee.language.segment import bare_root, bare_stem, is_prefix_chain, lemma_stem
from referee.language.semantics import embedded, nearest_similarity
from referee.language.words import creature, is_noun, known, noun_lemma, pos, similarity, verb
from referee.rules.secret import Target

AGENT_SUFFIXES = ("чик", "щик", "ец")  # a doer named from a verb (разнос-чик, -нос-ец)
AGENT_VERB_ENDINGS = ("ить", "ать", "ять", "еть")

NOUN_MADE_ENDINGS = ("ый", "ий", "ой", "ие")  # right after a compound's last stem: made from a
# noun (кур-нос-ый, полу-шар-ие), not from a verb (лед-о-кол, мясо-руб-к-а)
VERB_STEM_VOWELS = frozenset({"-и", "-а", "-я", "-е"})  # morpholog's verb stem suffixes (нос-и-ть)
# what follows a verb's stem vowel: the infinitive, the past's -л-, -тель, -ни-е, participles'
# -в-, -м-, -н-, -т- (нос-и-ть, нос-и-л-к-и, вод-и-тель)
AFTER_VERB_STEM = ("ть", "ти", "л", "тел", "ни", "нь", "в", "м", "н", "т")

TWIN_MIN_SIMILARITY = 0.1  # a word with the short twin of a full-vowel root (град for город)
# must be at least this close in meaning, unless navec does not know it (брадобрей)
FAMILY_MIN_SIMILARITY = 0.15  # navec cosine to a noun heading the secret word's MorphyNet nest
# below which the nest is a look-alike's (бочка ← бок)
BASE_MIN_SIMILARITY = 0.2  # navec cosine a base the secret word is made from keeps (нож/ножницы)
NOUN_NEARER_MARGIN = 0.1  # navec margin by which a compound is nearer its last stem's noun
RIVAL_MARGIN = 0.05  # how much nearer to a rival than to the target a word must be to drop
THROUGH_BASE = frozenset({"through-base", "base-compound-stem"})  # kin as made from a base
MIN_SWALLOWED_SUFFIX = 2  # letters of a base's suffix morpholog may read into a root (стол-иц-а)
UNRELATED_SIMILARITY = 0.0  # navec cosine below which two words share no meaning at all
GRADE_MIN_SIMILARITY = 0.06  # navec cosine a vowel-grade match needs (погоня/гнать is lower,
# море/умереть and хвост/хвастаться are lower still); unknown to navec: allowed


def collective_compound(t: Target) -> bool:
    """The compound's last stem takes the soft sign of the collective -ье (пол-о-водь-е,
    мелководье): it is made from nouns, its last stem is no verb's."""
    return len(t.roots) > 1 and t.roots[-1].endswith("ь") and t.lemma.endswith(("ье", "ья"))


def compound_last_stem(t: Target) -> str:
    """The compound's last stem without a soft sign (кур-нос-ый: нос); "" for one root."""
    return bare_root(t.roots[-1]) if len(t.roots) > 1 else ""


def agent_verbs(t: Target) -> frozenset[str]:
    """The verbs a secret agent noun's suffix follows the stem of: раз-нос-чик ← разносить,
    знамен-о-нос-ец ← носить (a compound's last stem)."""
    stem = lemma_stem(t.lemma)
    rests = {stem.removesuffix(s) for s in AGENT_SUFFIXES if stem.endswith(s)}
    last = compound_last_stem(t)
    rests |= {last for rest in rests if last and rest.endswith(last)}  # знамен-о-нос
    return frozenset(
        rest + end for rest in rests for end in AGENT_VERB_ENDINGS
        if known(rest + end) and verb(rest + end)
    )


STEM_VERB_LINKS = ("", "и", "а", "я", "е", "о", "ну", "ь")  # a verb's bare stem to -ть (печ-ь)


def on_bare_stem(verb_lemma: str, stem: str) -> bool:
    """The verb is `stem` with no more than a stem vowel or -ну- before its infinitive ending
    (вод-и-ть, гор-е-ть, пас-ти): a compound's last stem may be such a verb's; a verb with a
    suffix of its own after the stem (машин-изир-ова-ть) is made from the noun, not the stem
    the noun is a namesake of."""
    base = active(verb_lemma).removesuffix("ся").removesuffix("сь")  # бор-о-ть-ся
    base = base.removesuffix("ть").removesuffix("ти")
    return base.startswith(stem) and base[len(stem):] in STEM_VERB_LINKS


def active(verb_lemma: str) -> str:
    """A reflexive verb's non-reflexive base when the dictionary knows it (колоться: колоть),
    else the verb itself (бороться)."""
    base = verb_lemma.removesuffix("ся").removesuffix("сь")
    return base if base != verb_lemma and known(base) and verb(base) else verb_lemma


def noun_made_compound(t: Target) -> bool:
    """The compound ends right after its last stem with an adjective's or -ие ending
    (кур-нос-ый, полу-шар-ие): that stem is a noun's."""
    last = compound_last_stem(t)
    return bool(last) and t.lemma.endswith(tuple(last + e for e in NOUN_MADE_ENDINGS))


PRIMARY_ADJECTIVE_ENDINGS = ("ый", "ой", "ий")
COMMON_ZIPF = 3.0  # an adjective a first stem stands for is common (косой 3.4; not полый 2.6
# for пол-е-вод, whose first stem is поле's), and so is the noun it makes the last stem stand
# for (гора 4.2; not ярь 1.5, корь 2.7, веда 2.7 for крут-о-яр, юн-кор, прав-о-вед)


def adjective_first_stem(t: Target, lex: Lexicon) -> bool:
    """The compound's first stem, no pronoun (сам), spells a common adjective MorphyNet
    makes from nothing (кос-о-гор: косой, част-о-кол: частый; not свин-о-вод: свиной ←
    свинья, nor сам-о-лёт: сам): an adjective before the interfix qualifies a noun, so the
    last stem is a noun's."""
    first = bare_root(t.roots[0])
    if len(t.roots) < 2 or any("Apro" in p.tag for p in parse(first)):
        return False
    return any(
        adjective_lemma(first + end) and russian_zipf(first + end) >= COMMON_ZIPF
        and not lex.parents.get(first + end)
        for end in PRIMARY_ADJECTIVE_ENDINGS
    )


def adjective_lemma(word: str) -> bool:
    """`word` is an adjective's dictionary form (косой), not another word's case (рудой)."""
    return any(p.tag.POS == "ADJF" and normalize(p.normal_form) == word for p in parse(word))


THING_ENDING = "ка"  # a creature's diminutive shape (ворон-к-а ← ворона would be a little crow)
LONG_BASE_STEM = 4  # a base's stem this long, whole at the start of the secret word, is no
# look-alike's (барабан-щик ← барабан, navec 0.11; бочка ← бок, банка ← баня are)


def whole_base_stem(t: Target, noun: str) -> bool:
    """`noun`'s stem, `LONG_BASE_STEM` letters or more, stands whole at the start of the secret
    word (барабан-щик, свин-ар-к-а, двор-ецк-ий)."""
    whole = bare_stem(noun)
    return len(whole) >= LONG_BASE_STEM and t.lemma.startswith(whole)


def thing_named_after_being(lemma: str, head: str) -> bool:
    """`lemma` is a -к-а noun no reading makes animate, and `head` a creature's name (ворон-к-а
    ← ворона, сороч-к-а ← сорока): a diminutive of a creature is a creature too (лисичка,
    свинка), so a thing spelled on its whole stem names something else, and the long stem is
    no proof of kinship. Abstract nouns (государство ← государь) are not weighed."""
    return lemma.endswith(THING_ENDING) and creature(head) and not noun_lemma(lemma, being=True)


def prefix_before(t: Target, roots: tuple[str, ...]) -> bool:
    """morpholog wrote a prefix into the secret word's root before one of `roots` (уловк:
    у + лов + к): the word is made on that root, not a look-alike of it."""
    for own in t.roots:
        for root in roots:
            at = own.find(root, 1)
            if at > 0 and is_prefix_chain(own[:at]):
                return True
    return False


class HomonymChecks:
    """Meaning and nest checks; the host class provides `lex`."""

    lex: Lexicon

    def _far_noun(self, t: Target, head: str) -> bool:
        """`head` is a noun of another root far in meaning (бок for бочк-а, not боль for
        больница, nor игла for иголка: the same root without its fleeting vowel)."""
        sim = similarity(t.lemma, head)
        far = sim is not None and sim < FAMILY_MIN_SIMILARITY
        own = t.bare_roots | t.shapes | t.fleeting  # игл for игол-к-а
        if whole_base_stem(t, head) and not thing_named_after_being(t.lemma, head):
            return False  # барабан-щик: a long stem kept whole is the base
        if prefix_before(t, self.lex.roots(head)):  # уловк for у-лов-к-а ← улов ← лов
            return False
        return far and is_noun(head) and not set(self.lex.bare_roots(head)) & own

    def _namesake_of_verb_stem(self, t: Target, lemma: str) -> bool:
        """The compound's last stem is a verb's (садо-вод ← водить), and `lemma` is a noun on
        that bare stem outside the verb's nest (вода): a homonym, unlike ход for пароход. A
        compound whose last stem takes the soft sign of the collective -ье (пол-о-водь-е,
        мелководье), or ends right after it (кур-нос-ый), is made from nouns: its last stem is
        no verb's; after an adjective first stem it is a common noun's (`adjective_first_stem`)."""
        stem = lemma_stem(lemma)
        if not is_noun(lemma) or stem != bare_root(t.roots[-1]) or self.lex.prefixes(lemma):
            return False
        if collective_compound(t) or noun_made_compound(t):
            return False
        if adjective_first_stem(t, self.lex) and russian_zipf(lemma) >= COMMON_ZIPF:
            return False  # крут-о-гор: гора; a rare noun (ярь for крут-о-яр) stays a namesake
        verbs = [v for v in t.rivals | agent_verbs(t) if on_bare_stem(v, stem) and verb(v)]
        return (bool(verbs) and not any(lemma in self.nest(v) for v in verbs)
                and not self._noun_of_a_verb(lemma) and not self._noun_nearer(t, lemma, verbs))

    def _made_from_verb_stem_namesake(self, t: Target, lemma: str) -> bool:
        """MorphyNet makes `lemma` from nouns alone, each a namesake of the compound's verbal
        last stem (нос-ок ← нос for знамен-о-нос-ец, граф-ств-о ← граф for карт-о-граф): the
        word is that noun's, a homonym of the stem as much as the noun itself."""
        parents = self.lex.parents.get(lemma, ())
        return bool(parents) and all(self._namesake_of_verb_stem(t, p) for p in parents)

    @staticmethod
    def _noun_nearer(t: Target, noun: str, verbs: list[str]) -> bool:
        """navec puts the compound clearly nearer the noun than the verbs its last stem may
        stand for (част-о-кол: кол 0.18, колоть 0.05; not знамен-о-нос-ец: нос 0.02, носить
        −0.07): the stem is the noun's. A reflexive verb is weighed as its non-reflexive base
        (колоться as колоть): the -ся verb's own senses (колоться 0.11) are no stem's."""
        own = similarity(t.lemma, noun)
        rival = max((similarity(t.lemma, active(v)) or 0.0 for v in verbs), default=0.0)
        return own is not None and own > rival + NOUN_NEARER_MARGIN

    def _noun_of_a_verb(self, noun: str) -> bool:
        """MorphyNet makes a word from `noun` and a verb together (ед-ок ← еда, есть; ход-ок ←
        ход, ходить): the noun is that verb's own, whatever nest the verb spelled on the stem
        heads (едать)."""
        return any(
            verb(parent) and parent != noun
            for child in self.lex.children.get(noun, ())
            for parent in self.lex.parents.get(child, ())
        )

    def _verb_on_first_stem(self, t: Target, lemma: str) -> bool:
        """`lemma` is in the nest of a rival verb whose root is the secret compound's first stem
        (водить, водитель for вод-о-лаз), or is made from such a verb as morpholog's verb stem
        vowel shows (нос-и-льщик for нос-о-рог): a first stem before the interfix is a noun's or
        an adjective's (вода), so a verb nest spelled alike is a homonym; a verb made from that
        very noun (пыл-и-ть ← пыль) is kin."""
        first = bare_root(t.roots[0])
        if len(t.roots) < 2 or first == bare_root(t.roots[-1]):
            return False
        if not noun_stem(self.lex, first):
            return False  # верт-о-лёт: a verb's stem may come first too
        if any(prefixed_root(bare_root(r), first) for r in t.roots[1:]):
            return False  # вы-ключ-а-тель: the "first stem" is the root under a prefix
        if self._made_from_stem_noun(lemma, first) or circumfix_verb(self.lex, lemma):
            return False  # на-мыл-и-ть ← мылить ← мыло for мыл-о-вар: made from that noun;
            # во-оруж-и-ть for оруж-е-нос-ец: prefix and suffix put on the noun at once
        tops = self.lex.tops(lemma)
        if self._stem_nouns_verb({lemma} | tops, first):
            return False  # пилить, whose пил-к-а MorphyNet makes from пила too, for пил-о-рама
        if self._on_verb_stem(lemma, first):
            return True  # нос-и-лк-и for нос-о-рог: made from носить, not from нос
        if not all(verb(top) for top in tops):
            return False  # париться ← пар for пар-о-ход: made from the noun
        heads = ({lemma} | tops) & t.rivals
        return any(
            verb(head) and first in set(self.lex.bare_roots(head)) for head in heads
        )

    def _stem_nouns_verb(self, verbs: frozenset[str] | set[str], stem: str) -> bool:
        """One of `verbs` and a noun that is `stem` with an ending are the joint MorphyNet bases
        of one word (пилка ← пила, пилить): the verb is that noun's own, no homonym's."""
        return any(
            is_noun(base) and bare_stem(base) == stem
            for head in verbs if verb(head)
            for child in self.lex.children.get(head, ())
            for base in self.lex.parents.get(child, ())
        )

    def _verb_on_last_noun_stem(self, t: Target, lemma: str) -> bool:
        """The secret compound ends right after its last stem with an adjective's or a
        collective's ending (кур-нос-ый, полу-шар-ие): that stem is a noun's (нос, шар), so a
        word MorphyNet makes from verbs alone on the same letters, none of them in that noun's
        nest (носить, носильщик, шарить), is a homonym; ходить ← ход stays kin."""
        if not noun_made_compound(t):
            return False
        last = compound_last_stem(t)
        if last not in set(self.lex.bare_roots(lemma)):
            return False
        nouns = [n for n in (last + e for e in NOMINAL_ENDINGS) if known(n) and is_noun(n)]
        tops = self.lex.tops(lemma)
        if not nouns or not tops or not all(verb(top) for top in tops):
            return False
        heads = frozenset().union(*(self.lex.tops(n) | {n} for n in nouns))
        return not tops & heads and not any(top in self.nest(n) for top in tops for n in nouns)

    def _made_from_stem_noun(self, lemma: str, stem: str, depth: int = 4) -> bool:
        """MorphyNet makes `lemma`, through at most `depth` steps, from a noun or adjective that
        is `stem` with an ending (на-мыл-и-ть ← мылить ← мыло; пыл-и-ть ← пыль; бел-е-ть ←
        белый)."""
        frontier = set(self.lex.parents.get(lemma, ()))
        for _ in range(depth):
            if any((is_noun(p) or pos(p) == "ADJF") and bare_stem(p) == stem
                   for p in frontier):
                return True
            frontier = {g for p in frontier for g in self.lex.parents.get(p, ())}
        return False

    def _on_verb_stem(self, lemma: str, root: str) -> bool:
        return on_verb_stem(self.lex, lemma, root)

    def _drifted(self, t: Target, lemma: str, decision: Decision) -> Decision:
        """Drop a match whose root shape drifted to another meaning: the short twin of a
        full-vowel root (голова/главный), or a shape that is an unrelated noun's (нож/нога)."""
        match = decision.match
        if match is None or match.method == "family":
            return decision
        if match.shape in t.twins:
            sim = similarity(t.lemma, lemma)
            if sim is not None and sim < TWIN_MIN_SIMILARITY:
                return Decision(None, "short-twin-drifted")  # дерево/древний
        if self._namesake_closer(t, lemma, match.shape):
            return Decision(None, "namesake-noun-closer")  # ножницы: нож, not нога
        if match.branch in THROUGH_BASE and suffix_in_root(self.lex, lemma, match.via):
            return Decision(None, "suffix-in-root")  # столица ← стол: столиц-а
        return decision

    def _namesake_closer(self, t: Target, lemma: str, shape: str) -> bool:
        """`lemma` is built on a shape that is also an unrelated noun's root, and navec puts it
        nearer to that noun than to the target (ножницы: нож, not нога)."""
        own = similarity(t.lemma, lemma)
        return any(
            s == shape
            and (noun != lemma or not verb(t.lemma))  # нож for нога is that noun; кража for
            # красть (крад-у) is the verb's own noun
            and (sim := similarity(noun, lemma)) is not None
            and sim > (own or 0.0) + RIVAL_MARGIN
            for s, noun in t.namesakes
        )

    def _base_near(self, t: Target, base: str) -> bool:
        """The secret word made from `base` keeps its meaning near (нож → ножницы); a look-alike
        (пёс/песок, where -ок is no suffix) is far. Unknown to navec: near."""
        sim = similarity(t.lemma, base)
        return sim is None or sim >= BASE_MIN_SIMILARITY

    def _far(self, t: Target, lemma: str, floor: float = GRADE_MIN_SIMILARITY) -> bool:
        """navec puts `lemma` below `floor` in meaning from the target (unknown: not far)."""
        sim = similarity(t.lemma, lemma)
        return sim is not None and sim < floor

    def meaning(self, t: Target, lemma: str, stand_in: bool = True) -> float | None:
        """Similarity in meaning of `lemma` to the target; None when `lemma` is spelled like a
        form of the target (леса: its embedding is mostly the plural of лес). A secret word navec
        does not know is weighed, with `stand_in`, by the word it is made from (`sense`:
        огородница as огород, so ограда is far), when that word is unprefixed (за-бой would weigh
        its prefix's shift of meaning, not the root's) and is a verb just when `lemma` is one
        (navec's cosines across a verb and a noun are too low to tell kin: пила/пилить)."""
        if lemma in t.forms:
            return None
        proxy = self.sense(t.lemma) if stand_in else t.lemma
        if proxy != t.lemma and verb(proxy) == verb(lemma) and not self.lex.prefixes(proxy):
            return similarity(proxy, lemma)
        return similarity(t.lemma, lemma)

    def verb_apart_from_verb_sense(self, t: Target, lemma: str) -> bool:
        """A secret word navec does not know stands, in meaning, for a verb MorphyNet makes it
        from (`sense`: ведун as ведать, купальщица as купать), and navec puts the verb `lemma`
        at no relation at all to that verb (вести −0.19, купить −0.01): a homonymous verb, not
        the secret word's base. Two verbs are weighed as verbs, prefixed or not (выскочка:
        выскочить/вскочить 0.36 stays kin); a graded root's bar would part kin (оформитель:
        оформить/формироваться 0.02)."""
        if not verb(lemma) or similarity(t.lemma, lemma) is not None:
            return False
        proxy = self.sense(t.lemma)
        if proxy == t.lemma or not verb(proxy):
            return False
        sim = similarity(proxy, lemma)
        return sim is not None and sim < UNRELATED_SIMILARITY

    @lru_cache(maxsize=5_000)  # noqa: B019 - one process-wide instance
    def sense(self, lemma: str) -> str:
        """The word whose meaning stands for `lemma`'s: itself when navec knows it, else the
        nearest word MorphyNet makes it from that navec knows (огородница: огородник is unknown
        too, so огород), climbing at most `SENSE_DEPTH` steps; itself when there is none."""
        return meaning_proxy(self.lex, lemma)

    def bases_unrelated(self, t: Target, lemma: str) -> bool:
        """A rare secret noun navec does not know (пустырник, соринка) has no meaning of its own
        to weigh; the nouns MorphyNet makes it from or heads its nest with (пустырь, сор), whose
        thing it names, lend theirs. navec puts `lemma` at no relation at all to each of them
        (`UNRELATED_SIMILARITY`: пустить, сорока), and it is in none of their nests: the shared
        letters are a homonymous root, not the secret word's. A secret word made from a verb or
        an adjective too is left alone: navec's cosines across parts of speech are too low to
        tell kin (зимовать/зимовье, словесный/слово)."""
        if embedded(t.lemma) or not is_noun(t.lemma):
            return False
        bases = self.lex.bases(t.lemma) - {t.lemma}
        if not all(is_noun(b) for b in bases):
            return False  # made from a verb or an adjective too (зимовщик ← зима, зимовать)
        weighed = [b for b in bases if embedded(b)]  # (четвертина, unknown too, says nothing)
        if not weighed or any(lemma in self.nest(b) for b in bases):
            return False
        sims = [similarity(b, lemma) for b in weighed]
        return all(s is not None and s < UNRELATED_SIMILARITY for s in sims)

    def rival_closer(self, t: Target, lemma: str, margin: float = RIVAL_MARGIN) -> bool:
        """`lemma` is closer in meaning to a word of another nest with the same root (поводок is
        nearer to водить than to вода) — the root is a homonym."""
        own = self.meaning(t, lemma)
        if own is None:
            return False  # no evidence either way
        nest = self.nest(lemma)
        return any(
            (sim := similarity(rival, lemma)) is not None and sim > own + margin
            for rival in t.rivals - nest
            if self._spelled_alike(rival, lemma)
        )

    def _spelled_alike(self, rival: str, lemma: str) -> bool:
        """The rival's root is spelled as `lemma`'s (unknown: assume so): a homonym shares the
        string; a grade of the root (дыш-ать for дух, rival душ-ить) is no rival's word."""
        own = set(self.lex.bare_roots(lemma))
        return not own or bool(own & set(self.lex.bare_roots(rival)))

    @lru_cache(maxsize=20_000)  # noqa: B019 - one process-wide instance
    def nest(self, lemma: str) -> frozenset[str]:
        """`lemma`'s own derivational nest in MorphyNet (all descendants of its bases)."""
        nest = {lemma}
        for top in self.lex.tops(lemma):
            nest |= self.lex.descendants(top, limit=500)
        return frozenset(nest)


SENSE_DEPTH = 3  # derivation steps climbed to find a word navec knows for a rare secret word


def meaning_proxy(lex: Lexicon, lemma: str) -> str:
    """`lemma` when navec knows it; else, of the words MorphyNet makes it from, climbing step by
    step (at most `SENSE_DEPTH`), the first navec knows — a rare derivative (огородница,
    ягодница) names a thing of its base's world, whose meaning navec does know; `lemma` itself
    when no base is known either."""
    frontier = [lemma]
    for _ in range(SENSE_DEPTH + 1):
        known_here = sorted(w for w in frontier if embedded(w))
        if known_here:
            return known_here[0]
        frontier = [p for w in frontier for p in lex.parents.get(w, ())]
    return lemma


def suffix_in_root(lex: Lexicon, lemma: str, base: str) -> bool:
    """morpholog reads the suffix MorphyNet makes the noun `lemma` from `base` with as part of its
    root (столиц-а ← стол, картин-а ← карта, судьб-а ← суд): the dictionary no longer takes the
    word for the base's derivative, a word of its own. The letters past the base's whole stem
    count, not past its root, where morpholog cuts the base finer than the word (долин-н-ый ←
    дол-ин-а); a fleeting о/е before a consonant kept with the root is morpholog's habit, no
    suffix swallowed (лавоч-ник ← лавка). Adjectives and verbs are left alone: their roots show
    the base's alternations (вьюж-н-ый ← вьюг-а)."""
    if not is_noun(lemma):
        return False
    own = set(lex.bare_roots(lemma))
    bases = set(lex.bare_roots(base))
    if not own or not bases or own & bases:
        return False
    bases.add(bare_stem(base))
    for root in own:
        starts = [stem for stem in bases if root.startswith(stem)]
        rest = root[len(max(starts, key=len)) :] if starts else ""
        fleeting = rest[:1] in ("о", "е", "ё") and rest[1:2] not in VOWELS + "йь"
        if len(rest) >= MIN_SWALLOWED_SUFFIX and not fleeting:
            return True
    return False


def on_verb_stem(lex: Lexicon, lemma: str, root: str) -> bool:
    """morpholog writes `root` followed by a verb's stem vowel in `lemma` (нос-и-лк-и): the
    word is made from a verb on that root. A vowel before a noun's ending or a suffix no
    verb's stem takes is a noun's suffix (хим-и-я, марс-и-ан-ин); a vowel closing the word is
    its ending (утк-а)."""
    parts = lex.morphemes.get(lemma, ())
    return any(
        bare_root(a) == root and b in VERB_STEM_VOWELS
        and c.strip("-+").startswith(AFTER_VERB_STEM)
        for a, b, c in zip(parts, parts[1:], (*parts[2:], ""), strict=False)
    )


def circumfix_verb(lex: Lexicon, lemma: str) -> bool:
    """`lemma`, or a verb heading its MorphyNet nest, is a prefixed verb with no word spelled
    without its prefixes (во-оруж-и-ть: no оружить; об-нов-и-ть): prefix and verb suffix were put
    on a noun or adjective at once, so the verb is that word's (за-вод-и-ть has водить)."""
    for head in {lemma} | lex.tops(lemma):
        prefixes = lex.prefixes(head)
        if verb(head) and prefixes and not known(head[len("".join(prefixes)) :]):
            return True
    return False


def noun_stem(lex: Lexicon, stem: str) -> bool:
    """`stem` with an ending is a noun no verb derives (вод-а, пыл-ь, лет-о; not верт-)."""
    nouns = (stem + ending for ending in NOMINAL_ENDINGS if ending)
    return any(
        known(noun) and is_noun(noun) and not any(verb(top) for top in lex.tops(noun))
        for noun in nouns
    )


def prefixed_root(root: str, stem: str) -> bool:
    """`root` is prefixes + `stem` (выключ = вы + ключ): morpholog's whole stem next to our root,
    not the second stem of a compound."""
    return root != stem and root.endswith(stem) and is_prefix_chain(root[: -len(stem)])


def noun_beside_parent_verb(t: Target, lemma: str, lex: Lexicon) -> bool:
    """The secret noun's MorphyNet parents include a prefixed verb (пере-нос-к-а ← переносить,
    от-гад-к-а ← отгадать, про-тир-к-а ← протирать), and `lemma` is a noun that is the bare root
    with an ending outside the nests of those verbs, which MorphyNet heads by verbs (нос, гад,
    тир): a homonymous noun. Such a noun is the verb's own only when MorphyNet puts it in the
    verb's nest or makes a word of the nest from both (`steps.parent_in_family`); an unprefixed
    verb's bare root (жара for жар-ев-о ← жарить) and a verb made from a noun (подсвечивать ←
    свет: свеча) keep theirs."""
    if not is_noun(t.lemma) or not is_noun(lemma):
        return False
    if bare_stem(lemma) not in t.shapes:
        return False
    verbs = [base for base in lex.parents.get(t.lemma, ()) if verb(base) and lex.prefixes(base)]
    heads = frozenset().union(*(lex.tops(v) for v in verbs))
    # a verb MorphyNet makes from a noun (подсвечивать ← свет) keeps that noun's kin (свеча)
    return bool(heads) and all(verb(h) for h in heads) and not lex.tops(lemma) & heads


def soft_sign_twin(noun: str) -> str:
    """The noun spelled the other way at its end: with a closing soft sign added or dropped
    (пыл: пыль, заводь: завод)."""
    return noun.removesuffix("ь") if noun.endswith("ь") else noun + "ь"


def twins_apart(noun: str) -> bool:
    """navec knows `noun` and its soft-sign twin and puts them apart (заводь/завод −0.04): the
    soft sign is dropped only then, since MorphyNet may hang a word on the bare spelling of
    the noun it means (цеп-к-а ← цеп, for цепь; navec does not know цеп)."""
    sim = similarity(noun, soft_sign_twin(noun))
    return sim is not None and sim < BASE_MIN_SIMILARITY


def soft_sign_namesake(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is, or MorphyNet makes it from, a noun spelled like a noun of the secret word's
    family but for a closing soft sign, which one of them has and the other lacks (пыл beside
    пыль for пыль-ник, пыль-ц-а; угол beside уголь; заводь beside завод for завод-ил-а, the
    added sign only when navec puts the two nouns apart, `twins_apart`): the spelling keeps two
    nouns apart, and when MorphyNet derives neither from a word of the other's nest, the
    shared letters are a homonymous stem (пылкий is no kin of пыльца). Unlike
    `referee.language.kinship.target_base.parent_namesake`, which weighs a heard word's bases
    against the secret word's parents on the bare stem, this reads the soft sign, so it may
    look at the heard word itself and the whole family (вяз for вязать's вязь). A word navec
    puts near the secret word keeps its kinship (цепочка for цепь, which MorphyNet makes from
    цеп)."""
    heads = [h for h in lex.tops(lemma) | {lemma}
             if soft_sign_twin(h) in t.family and h not in t.family
             and (not h.endswith("ь") or twins_apart(h))]
    if not heads:
        return False  # (the cheap test first: it fails for nearly every word)
    sim = similarity(t.lemma, lemma)
    if sim is not None and sim >= BASE_MIN_SIMILARITY:
        return False
    return any(
        not lex.tops(head) & lex.tops(soft_sign_twin(head))
        and noun_lemma(head) and noun_lemma(soft_sign_twin(head)) and known(soft_sign_twin(head))
        for head in heads
    )


# A heard word that shares only letters with the secret word's nest: MorphyNet keeps its nest
# apart, and navec puts it near no word of the secret word's nest (болтунья — болт, лесник —
# лестница, воровство — ворота). The root both show is a homonym or a look-alike.
NEST_FAR_SIMILARITY = 0.09  # navec cosine under which no word of the secret word's nest is
# near the heard word (тряпка is 0.10 to тряпичный, the nearest of тряпичник's nest)
MIN_WEIGHED_NEST = 4  # words of the secret word's nest navec must know for the weighing (a nest of
# three, именинница's, misses its own base имя, which MorphyNet leaves out)
OWN_NEST_LIMIT = 500  # words of the heard word's own nest walked to see whether it meets the other


def own_nest(lex: Lexicon, lemma: str) -> set[str]:
    """The heard word's MorphyNet nest: the descendants of its underived ancestors."""
    return set().union(*(lex.descendants(top, limit=OWN_NEST_LIMIT) for top in lex.tops(lemma)))


def far_from_nest(t: Target, lemma: str, lex: Lexicon) -> bool:
    """`lemma` is a noun whose MorphyNet nest (none, for a noun MorphyNet does not know: рубин)
    shares no word with the secret word's, and navec puts it far from every word of the secret
    word's nest it knows (at least `MIN_WEIGHED_NEST` of them): the shared letters are no root
    of the secret word's. A prefixed noun is left to the other steps: its nest is often only
    its verb's (просмотр, вход — MorphyNet keeps them apart from пересмотр, расходование).
    (The heard word is outside the secret word's nest here, so it is not weighed against
    itself.)"""
    if not is_noun(lemma) or lex.prefixes(lemma):
        return False
    nearest = nearest_similarity(lemma, t.family, least=MIN_WEIGHED_NEST)
    if nearest is None or nearest >= NEST_FAR_SIMILARITY:
        return False
    return not own_nest(lex, lemma) & t.family  # (the nest walk last: the costliest test)
