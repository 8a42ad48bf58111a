"""Judging a word on its own, when no MorphyNet base decided it: an ordered list of steps.

The word's root string is one of the secret word's root shapes (`Probe.evidence`: morpholog's
root, or our own cutting). Each step either decides — a match, or a rejection as a homonymous
root or a mere look-alike — or passes to the next; the branch that decided is recorded
(`referee.language.kinship.verdict.BRANCH_TEXT`). In order:
  compound → homonym (meaning nearer a rival nest, or a noun of a rival verb) → the root under
  the secret word's glued suffix → prefix on a family word → the verb of the secret noun's
  prefixed verb → head of a big nest of its own →
  prefixed word → head of another nest → near in meaning → the secret verb's bare-root noun →
  numeral on the bare root → bare root far in meaning → root with productive suffixes →
  otherwise a look-alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from referee.lang.roots import NOMINAL_ENDINGS, VOWELS
from referee.language.kinship.compound_nest import stem_elsewhere
from referee.language.kinship.homonyms import (
    VERB_STEM_VOWELS,
    noun_beside_parent_verb,
    whole_base_stem,
)
from referee.language.kinship.inner_root import on_inner_root
from referee.language.kinship.stems import glued_prefix, suffix_guess
from referee.language.kinship.target_base import (
    namesake_of_verb_base,
    noun_beside_base_verb,
    prefixed_verb_of_target,
)
from referee.language.kinship.verb_target import first_stem_namesake
from referee.language.kinship.verdict import Decision, Judge, Probe
from referee.language.segment import (
    bare_root,
    bare_stem,
    is_ending,
    is_fleeting_pair,
    is_suffixed,
    lemma_stem,
    strip_prefixes,
)
from referee.language.words import (
    embedded,
    is_noun,
    known,
    lemmas,
    ordinal,
    pos,
    similarity,
    verb,
)
from referee.rules.secret import MIN_RIVAL_NEST, RIVAL_MAX_SIMILARITY

MEANING_THRESHOLD = 0.4  # navec cosine above which an independent same-root word counts
NEST_SIZE = 5  # a base word with this many derivatives heads its own nest (гореть, завод)
BARE_MIN_SIMILARITY = 0.1  # a bare-root word this far in meaning is a look-alike (век/веко)
MIN_AFFIX_COUNT = 20  # a suffix MorphyNet attests this often is productive (-ить, -овик)
PASSIVE_PARTICIPLE = "нный"  # after the verb's а/я: озон-ир-ова-нн-ый, as in озонировать
MIN_NOUN_VERB_ROOT = 4  # shortest noun root an -овать verb on it is taken to share (дикт)
NOUN_VERB_ENDINGS = ("овать", "евать", "ировать")  # verbs made on a noun stem (дикт-овать)
ACTION_SUFFIX = "ьба"  # a noun of action made from a verb (резьба ← резать, ходьба ← ходить)
MAX_SIMPLE_TAIL = 3  # a zero-ending noun's tail this short may be no suffix at all (пер-ец)
MIN_NEST_SUFFIX = 2  # letters past a bare word's stem its nest must share with the secret word
MOST_OF_NEST = 0.5  # share of the smaller nest two words' MorphyNet nests have in common

Step = Callable[[Judge, Probe], Decision | None]


def independent(m: Judge, p: Probe) -> Decision:
    """Run the steps in order; the first that decides wins. Whether the word is a noun of the
    nest's verbs is asked by several steps, so it is found once, here."""
    p = replace(p, parent=parent_in_family(m, p))
    for step in STEPS:
        decision = step(m, p)
        if decision is not None:
            return decision
    return Decision(None, "bare-look-alike")


def compound(m: Judge, p: Probe) -> Decision | None:
    """morpholog shows two roots, or our cutting reads a compound (вод-о-пад)."""
    several = len(m.lex.roots(p.lemma)) > 1 and p.evidence == "root"
    if several and first_stem_namesake(m.lex, p.t, p.lemma):
        return Decision(None, "compound-noun-stem")  # лет-о-пись for лететь: лето
    if several and stem_elsewhere(p.t, p.lemma, m.lex):
        return Decision(None, "compound-stem-elsewhere")  # вод-о-пад for птице-вод
    if several or (p.cut and p.cut.kind == "compound"):
        return m.decided(p.t, p.lemma, "compound", "compound")
    return None


def homonym(m: Judge, p: Probe) -> Decision | None:
    """Nearer in meaning to a rival nest (поводок ~ водить), a noun on the bare root outside the
    nest of the secret word's base (нос for носильщик ← носить, нож for ножка ← нога), the
    namesake of the noun a prefixed verb the secret word spells is made from (корма for
    откормыш ← откормить ← корм), or a zero-ending noun of a rival's prefixed verb (поднос ←
    подносить ← носить)."""
    if m.rival_closer(p.t, p.lemma):
        return Decision(None, "rival-closer")
    if noun_beside_base_verb(p.t, p.lemma, m.lex) and not p.parent:
        return Decision(None, "noun-beside-base-verb")
    if noun_beside_parent_verb(p.t, p.lemma, m.lex) and not p.parent:
        return Decision(None, "noun-beside-parent-verb")
    if namesake_of_verb_base(p.t.lemma, p.lemma, m.lex):
        return Decision(None, "namesake-of-verb-base")  # корма for от-корм-ыш ← откормить ← корм
    if deverbal(m, p):
        return Decision(None, "deverbal-rival")
    return None


def inner_root(m: Judge, p: Probe) -> Decision | None:
    """The word is built on the root the secret word's own forms show under a glued suffix
    (глубь, высота for глуб-ок-ий, выс-ок-ий: глубже, выше)."""
    if on_inner_root(p.t, p.lemma, m.lex):
        return m.decided(p.t, p.lemma, p.evidence, "inner-root", penalty=0.05)
    return None


def prefix_on_family(m: Judge, p: Probe) -> Decision | None:
    """A prefix on a word of the target's family (под + водный)."""
    for _, rest in strip_prefixes(p.lemma):
        if rest in p.t.family:
            return m.decided(p.t, p.lemma, "prefix", "prefix-on-family", via=rest)
    return None


def base_of_prefixed_verb(m: Judge, p: Probe) -> Decision | None:
    """The verb the secret noun's prefixed verb is made from (писать for под-пись ← подписать,
    терять for по-теря): its big nest of other meanings is the target's own."""
    via = prefixed_verb_of_target(p.t, p.lemma, m.lex)
    if via:
        return m.decided(p.t, p.lemma, "prefix", "prefixed-verb-base", via=via, penalty=0.05)
    return None


def big_nest(m: Judge, p: Probe) -> Decision | None:
    """The head of a big nest of its own, apart in meaning (гореть for гора); a derived target's
    base (писать for пись-м-о) heads a big nest too, so it is spared."""
    kids = len(m.lex.children.get(p.lemma, ()))
    prefixed_root = m.lex.prefixes(p.lemma) or any(  # раз-мер heads a nest of мер's; so does
        glued_prefix(r, p.t.shapes) for r in m.lex.roots(p.lemma)  # искорен-ить (ис + корен)
    )
    own = kids >= NEST_SIZE and not prefixed_root
    if own and not related(m, p) and not p.t.derived:
        return Decision(None, "heads-big-nest")
    return None


def prefixed(m: Judge, p: Probe) -> Decision | None:
    """A prefixed word with the root: kin unless its meaning leans to a rival nest or its rest
    is a word of another root (не + медленно)."""
    cut = p.cut
    if not (m.lex.prefixes(p.lemma) or (cut and cut.head)):
        return None
    if m.rival_closer(p.t, p.lemma, margin=0.0):
        return Decision(None, "prefixed-rival-closer")
    if p.evidence == "segment" and cut and cut.head and rest_unrelated(m, p):
        return Decision(None, "prefixed-rest-unrelated")
    return m.decided(p.t, p.lemma, p.evidence, "prefixed", penalty=0.05)


def other_nest(m: Judge, p: Probe) -> Decision | None:
    """A simple word heading a nest of its own with a meaning apart (лесть, дно)."""
    if heads_other_nest(m, p):
        return Decision(None, "heads-other-nest")
    return None


def near_meaning(m: Judge, p: Probe) -> Decision | None:
    if related(m, p):
        return m.decided(p.t, p.lemma, "meaning", "meaning")
    return None


def verb_noun(m: Judge, p: Probe) -> Decision | None:
    """A noun that is the secret verb's root with an ending (плеск for плескать, пила for
    пилить, кража for красть): the verb's own noun of action or tool, whatever navec says."""
    stem = bare_stem(p.lemma)
    if verb(p.t.lemma) and is_noun(p.lemma) and stem in p.t.shapes:
        return m.decided(p.t, p.lemma, p.evidence, "verb-noun", penalty=0.1)
    return None


def bare_homonym(m: Judge, p: Probe) -> Decision | None:
    """A noun or adjective that is the bare root with an ending (век-о, рис), outside the family
    and far in meaning: a word of its own that only looks like the root (verbs are not: сн-иться
    for сон is kin whatever navec says)."""
    sim = m.meaning(p.t, p.lemma)
    if verb(p.lemma) or adjective_of_base_verb(m, p):
        return None  # the adjective the secret verb is made from (чистый for чистильщик)
    if adjective_base(m, p) and (sim is None or sim >= 0):
        return None  # an adjective the suffixed target is built on, meaning not opposed
        # (един-ый for по-един-ок, стар-ый for стар-ш-ин-а; not пят-ый for пят-к-а)
    if p.parent:
        return None  # MorphyNet makes a word of the secret word's nest from it (стрел-к-а
        # ← стрела in стрелять's nest): the nest's own noun, whatever navec says
    stem = lemma_stem(p.lemma)
    bare = stem in p.t.shapes or bare_root(stem) in p.t.shapes
    if bare and sim is None and family_namesake(p):
        return Decision(None, "bare-family-namesake")
    if p.t.derived and whole_base_stem(p.t, p.lemma) and not other_base(m, p):
        return None  # свин-ар-к-а, изюм-ин-к-а: a long stem whole at the start is the base
    if bare and numeral_base(m, p):
        return m.decided(p.t, p.lemma, p.evidence, "numeral-root", penalty=0.1)  # пятак: пять
    if bare and sim is not None and sim < BARE_MIN_SIMILARITY and not suffix_of_nest(m, p):
        return Decision(None, "bare-homonym")
    return None


def suffix_of_nest(m: Judge, p: Probe) -> bool:
    """A word of the heard word's MorphyNet nest goes on past that word's stem with the secret
    word's next `MIN_NEST_SUFFIX` letters (зим-ов-ать for зим-ов-ье, утр-енн-ий for утр-енн-ик):
    the secret word carries a suffix that nest puts on the stem, so it is made there, no
    look-alike (борт-ов-ой for борт-ник shares the stem alone)."""
    stem = bare_stem(p.lemma)
    start = p.t.lemma[: len(stem) + MIN_NEST_SUFFIX]
    if len(start) < len(stem) + MIN_NEST_SUFFIX or not start.startswith(stem):
        return False
    return any(word.startswith(start) for word in m.nest(p.lemma) - {p.lemma, p.t.lemma})


def shares_nest(m: Judge, p: Probe) -> bool:
    """The heard word's and the secret word's MorphyNet nests share `MOST_OF_NEST` of the smaller
    one (водить and про-вод-ник: words made from both): the heard word heads
    no nest of its own."""
    own = m.nest(p.lemma) - {p.lemma, p.t.lemma}
    target = m.nest(p.t.lemma) - {p.lemma, p.t.lemma}
    if not own or not target:
        return False
    return len(own & target) >= MOST_OF_NEST * min(len(own), len(target))


def numeral_base(m: Judge, p: Probe) -> bool:
    """A numeral that is the bare root with an ending (пять, трое, два) for a secret word
    MorphyNet makes from no noun or adjective spelled on that stem but the numeral's own
    ordinal (пятак, девятый; not пята for пят-к-а): the numeral is the word's own root; navec,
    which puts numerals far from their derivatives, is not asked."""
    if pos(p.lemma) != "NUMR":
        return False
    stem = bare_stem(p.lemma)
    return not any(
        (is_noun(base) or (pos(base) == "ADJF" and not ordinal(base)))
        and bare_stem(base) == stem
        for base in m.lex.bases(p.t.lemma)
    )


def parent_in_family(m: Judge, p: Probe) -> bool:
    """MorphyNet derives some word of the secret word's nest both from the noun `p.lemma` and
    from a verb of that nest (стрел-к-а ← стрела, стрелять for стрельба; пил-к-а ← пила,
    пилить): the noun is the verb's own, though the nest does not climb to it. A co-base that
    is a noun proves nothing (угольный ← угол, уголь: two homonyms MorphyNet mixed)."""
    if verb(p.lemma):
        return False  # купать, whose по-куп-к-а MorphyNet mixes up with покупать's
    nest = p.t.family | p.t.lemmas
    return any(
        child in nest and any(verb(base) and base in nest for base in m.lex.parents.get(child, ()))
        for child in m.lex.children.get(p.lemma, ())
    )


def family_namesake(p: Probe) -> bool:
    """The secret word's nest holds another noun spelled on the heard noun's stem, and navec
    puts the two apart (угол for уголь-ник, not уголь; жесть for жест-ян-щик, not жест): the
    heard noun is that noun's namesake, for a secret word navec cannot weigh itself."""
    stem = bare_stem(p.lemma)
    return any(
        other != p.lemma and is_noun(other) and bare_stem(other) == stem
        and (sim := similarity(other, p.lemma)) is not None and sim < BARE_MIN_SIMILARITY
        for other in p.t.family
    )


def suffixed(m: Judge, p: Probe) -> Decision | None:
    """morpholog's root, or our root followed by productive suffixes (снег-ов-ик); or a noun no
    morphemic dictionary knows that is the root morpholog gives the suffixed secret word with an
    ending, a suffix of no verb following it there (кож-а for кож-ев-ник; not нос for
    нос-и-лк-и, nor the adjective сед-ой for сед-ок)."""
    if (p.evidence == "segment" and short_simple_noun(m, p)) or guessed_start_only(m, p):
        return None
    if p.evidence == "root" or (p.cut and productive_tail(m, p.lemma, p.cut.tail)):
        if p.heard and m.bases_unrelated(p.t, p.lemma):
            return Decision(None, "bases-unrelated")  # пустить for пустыр-ник ← пустырь
        return m.decided(p.t, p.lemma, p.evidence, "root-and-suffixes", penalty=0.15)
    if p.t.derived and is_noun(p.lemma) and whole_base_stem(p.t, p.lemma):
        return m.decided(p.t, p.lemma, p.evidence, "whole-base-stem", penalty=0.15)
    if p.evidence == "segment" and is_noun(p.lemma) and base_of_derived(m, p):
        return m.decided(p.t, p.lemma, p.evidence, "base-of-segmented", penalty=0.15)
    return None


STEPS: tuple[Step, ...] = (
    compound,
    homonym,
    inner_root,
    prefix_on_family,
    base_of_prefixed_verb,
    big_nest,
    prefixed,
    other_nest,
    near_meaning,
    verb_noun,
    bare_homonym,
    suffixed,
)


def related(m: Judge, p: Probe) -> bool:
    sim = m.meaning(p.t, p.lemma, stand_in=False)  # a stand-in's meaning never proves kinship
    return sim is not None and sim >= MEANING_THRESHOLD


def other_base(m: Judge, p: Probe) -> bool:
    """MorphyNet makes the secret word from a verb (плат-ель-щик ← платить, not платье) or from
    another noun spelled on the same stem (борт-ник ← борть, not борт)."""
    stem = bare_stem(p.lemma)
    return any(
        verb(base) or (base != p.lemma and bare_stem(base) == stem)
        for base in m.lex.parents.get(p.t.lemma, ())
    )


def rest_unrelated(m: Judge, p: Probe) -> bool:
    """Without its prefixes, the word is a dictionary word that does not share the root."""
    rest = p.lemma[len(p.cut.head) :] if p.cut else p.lemma
    if not known(rest):
        return False
    decisions = [m.match_lemma(p.t, other) for other in lemmas(rest) - {p.lemma}]
    # the very root guessed for the target, far in meaning: the word is still prefix + that root
    return not any(d.match or d.branch == "guessed-root-far" for d in decisions)


def productive_tail(m: Judge, lemma: str, tail: str) -> bool:
    """The suffixes after the root are a productive derivation (-ить, -овик): attested often
    in MorphyNet, or, for a word no dictionary knows (снеговичок), a known suffix and an
    ending."""
    if tail[:1] == "ь" and not is_ending(tail[1:]):
        tail = tail[1:]  # the root's soft sign (вестибюль-н-ый), not an adverb's -ью (осенью)
    if is_ending(tail):
        return False
    if tail.endswith(("ть", "ти", "чь", "ться")) and pos(lemma) != "INFN":
        return False  # a verb ending on a word that is no verb (девять is дев + ять?)
    if any(suffix_count(m, t) >= MIN_AFFIX_COUNT for t in (tail, verb_tail(tail)) if t):
        return True
    return not known(lemma) and is_suffixed(tail)


def verb_tail(tail: str) -> str:
    """The verb's suffixes a passive participle's tail carries (озон-ир-ова-нн-ый: -ировать), as
    MorphyNet counts them on the verb; "" for a tail of no such participle."""
    cut = tail.removesuffix(PASSIVE_PARTICIPLE)
    return cut + "ть" if cut != tail and cut.endswith(("а", "я")) else ""


def guessed_start_only(m: Judge, p: Probe) -> bool:
    """The secret word's root is our guess at the start of a stem no morphemic dictionary cuts
    at all (шар in шарнир, фаз in фазан, beside the whole stem), the heard word shares only
    that start, and what follows it in the dictionary word is no suffix MorphyNet often adds
    (-нир, -ан; not -ер of грав-ер, -ец of щип-ец): a look-alike of the start."""
    if not suffix_guess(p.t.roots) or p.t.lemma in m.lex.morphemes or not known(p.t.lemma):
        return False  # a cutting, however truncated (сказ-и for сказитель); a word no
        # dictionary knows is a rare derivative of its opening root (хват-унчик)
    stem = lemma_stem(p.lemma)
    return any(
        short != whole and whole.startswith(short) and short in stem and whole not in stem
        and p.t.lemma.startswith(short)
        and not productive_tail(m, p.t.lemma, p.t.lemma[len(short) :])
        for whole in p.t.roots
        for short in p.t.roots
    )


def short_simple_noun(m: Judge, p: Probe) -> bool:
    """A noun with a zero ending our cutting reads as the root and one short suffix, which no
    morphemic dictionary knows and navec or the dictionary does (пер-ец, груз-ин, руб-ин,
    лаз-ер, пал-ач; мер-ин, мох-ер, игр-ек only pymorphy knows; after a soft stem too: саж-ень,
    против-ень, куст-арь): a word of its own, not a derivative (those the dictionaries know, or
    are longer: снег-овик)."""
    tail = (p.cut.tail if p.cut else "").removesuffix("ь")  # the soft sign is no suffix
    return (
        0 < len(tail) <= MAX_SIMPLE_TAIL
        and is_noun(p.lemma)
        and zero_ending(p.lemma)
        and p.lemma not in m.lex.morphemes
        and (embedded(p.lemma) or known(p.lemma))
    )


def zero_ending(lemma: str) -> bool:
    """The dictionary form ends in its stem, or in its stem's soft sign (перец, сажень; not
    кость, whose stem is all root: the soft sign must follow a suffix, see `short_simple_noun`)."""
    stem = lemma_stem(lemma)
    return lemma in (stem, stem + "ь")


def suffix_count(m: Judge, tail: str) -> int:
    """How often MorphyNet adds the suffixes of `tail`; a tail with an ending counts them
    whatever the ending: колёс-ик-о counts the derivations with -ик, -ика, -ико."""
    stems = {tail[: -len(e)] for e in NOMINAL_ENDINGS if e and tail.endswith(e)}
    counts = (sum(m.lex.affix_count(s + e) for e in NOMINAL_ENDINGS) for s in stems if s)
    return max(counts, default=m.lex.affix_count(tail))


def deverbal(m: Judge, p: Probe) -> bool:
    """A prefixed noun with a zero ending made from a prefixed verb of a rival nest
    (поднос ← подносить ← носить, завод ← заводить ← водить): a homonymous root."""
    lemma = p.lemma
    if lemma[-1] in VOWELS + "ьй" or not strip_prefixes(lemma):
        return False
    verbs = (lemma + ending for ending in ("ить", "ать", "ять", "еть"))
    return any(m.lex.tops(verb) & p.t.rivals for verb in verbs if verb in m.lex.parents)


def suffixed_on_root(m: Judge, p: Probe) -> bool:
    """morpholog cuts the word into the target's very root and a derivational suffix of its own
    (брод-яг-а for брод-и-ть): a derivative no MorphyNet link explains, not a simple word
    heading a homonymous nest (лесть, дно). Verbs are what homonymous nests are headed by
    (пах-ну-ть for пах-арь), so they stay suspicious. Both roots must be morpholog's: a root
    we guessed for the secret word (гвоздь, кровать) is no cut to trust; its shape without a
    fleeting vowel counts when its own forms show it (шов: шв-а, so шв-ей-а)."""
    if verb(p.lemma) or not m.lex.has_suffix(p.lemma):
        return False
    own = set(m.lex.bare_roots(p.lemma))
    roots = set(m.lex.bare_roots(p.t.lemma))
    fleeting = {s for s in p.t.shapes for r in roots if is_fleeting_pair(r, s)}
    return bool(own & (roots | fleeting))


def base_of_derived(m: Judge, p: Probe) -> bool:
    """A noun or adjective that is morpholog's root of the suffixed secret word with an ending
    (коз-а for коз-ёл, един-ый for по-един-ок): the word the secret word is made from, as far
    as its letters go; meaning alone (`bare_homonym`) may still call a noun a homonym. A
    secret word whose root is followed by a verb's stem vowel (нос-и-лк-и) is made from the
    verb, not from the noun (нос)."""
    if not p.t.derived or verb(p.lemma) or not (is_noun(p.lemma) or pos(p.lemma) == "ADJF"):
        return False
    stem = bare_stem(p.lemma)
    parts = m.lex.morphemes.get(p.t.lemma, ())
    after = [b for a, b in zip(parts, parts[1:], strict=False) if bare_root(a) == stem]
    return bool(after) and after[0] not in VERB_STEM_VOWELS


def adjective_base(m: Judge, p: Probe) -> bool:
    """An adjective that is morpholog's root of the suffixed secret word with an ending."""
    return pos(p.lemma) == "ADJF" and base_of_derived(m, p)


def heads_other_nest(m: Judge, p: Probe) -> bool:
    """A simple word heading a nest of its own whose meaning is apart from the target's
    (лесть, дно, гореть): a homonymous root. Only our own cutting (`segment`) or a big nest
    makes a weakly dissimilar word suspicious; a small nest needs clear dissimilarity."""
    sim = m.meaning(p.t, p.lemma)
    kids = len(m.lex.children.get(p.lemma, ()))
    if sim is None or kids < MIN_RIVAL_NEST or suffixed_on_root(m, p) or base_of_derived(m, p):
        return False
    if alternated_non_noun(m, p) or verb_on_noun_root(p) or verb_of_action_noun(p):
        return False
    if adjective_of_base_verb(m, p) or p.parent or shares_nest(m, p):
        return False
    if sim < RIVAL_MAX_SIMILARITY:
        return True
    weakly = p.evidence == "segment" or kids >= NEST_SIZE
    return sim < MEANING_THRESHOLD and weakly and not p.t.derived


def adjective_of_base_verb(m: Judge, p: Probe) -> bool:
    """An adjective whose stem with -ить is the secret verb, or the verb MorphyNet makes the
    secret word from (чист-ый: чист-и-ть for чистильщик): the verb is made from it."""
    if pos(p.lemma) != "ADJF":
        return False
    made = lemma_stem(p.lemma) + "ить"
    bases = m.lex.bases(p.t.lemma)
    return made == p.t.lemma or made in bases


def verb_on_noun_root(p: Probe) -> bool:
    """A verb of the -овать/-ировать kind on the secret noun's whole root of four letters or
    more (дикт-ова-ть for дикт-ор, дикт-ант): such verbs are made on a noun stem, so they name
    what the noun's root means (a shorter root is too often another word's: рис/рисовать)."""
    if not is_noun(p.t.lemma) or not verb(p.lemma):
        return False
    return any(
        len(root) >= MIN_NOUN_VERB_ROOT and p.lemma in (root + end for end in NOUN_VERB_ENDINGS)
        for root in (bare_root(r) for r in p.t.roots)
    )


def verb_of_action_noun(p: Probe) -> bool:
    """The secret word is a noun of action in -ьба (рез-ьб-а, ход-ьб-а, кос-ьб-а), which Russian
    makes only from verbs: a verb on its stem is its base."""
    stem = p.t.lemma.removesuffix(ACTION_SUFFIX)
    return stem != p.t.lemma and verb(p.lemma) and p.lemma.startswith(stem)


def alternated_non_noun(m: Judge, p: Probe) -> bool:
    """A verb or adjective whose morpholog root is an alternated shape of a secret noun's root,
    not its very spelling (леч-и-ть for лек-арь): a homonymous nest rarely hides behind the
    alternation of a noun's root. Nouns do (нож for нога), and a secret verb's own forms
    alternate (леч-у of лететь is лечить's too), so those stay suspicious."""
    if is_noun(p.lemma) or not is_noun(p.t.lemma):
        return False
    own = set(m.lex.bare_roots(p.lemma))
    roots = {bare_root(r) for r in p.t.roots}
    return bool(own) and own <= p.t.shapes and not own & roots
