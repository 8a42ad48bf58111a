"""Alternations of a root confirmed by a resource, not by string likeness alone.

The alternation model (`referee.language.segment.root_variants` / `grades`) generates the shapes
a root may take (бег: беж, без; треск: трещ; пуск: пущ). A heard word whose root is one of those
shapes counts as kin through the alternation only when a resource confirms the pattern for that
very root:
  - `paradigm`: the word's own inflection goes through the target's shape (бежать: бегут;
    водить: вожу for вожатый; капать: каплю for капля; пустить: пущу for запуск);
  - `nest`: MorphyNet derives a word with one of the two roots from a word with the other
    (слушать ← слух, трещать ← треск): `Lexicon.attested`;
  - `suffix`: the target is a noun in -ок whose root ends in the ч, ж, ш that suffix makes of
    a verb's к, г, х (толч-ок ← толкать, прыж-ок ← прыгать): the word is that verb; or the
    target's ч, ж, ш stands before a suffix that makes it of a noun's velar (молоч-ник ←
    молоко, паук → пауч-ок): the word is that noun (its meaning must be near, see
    `referee.language.morphology`: бочка/бок, точка/ток are apart); or the target's ш, ж, ч
    stands before the yod suffix of a possessive adjective or a collective noun (леш-ий ← лес);
  - `present`: the word is a verb whose infinitive shows another vowel grade of the root (жа-ть,
    гн-а-ть, мол-о-ть) and whose present tense is spelled on the target's root (жн-у, жн-ёт;
    гон-ю, гон-ит; мел-ю, мел-ет): the target is a noun built on that present stem (жн-ейк-а,
    гон-ец, мель-ник).
A word whose root is spelled exactly like the target's is no alternation (гора/гореть): meaning
decides those (`referee.language.kinship.steps`).
"""

from __future__ import annotations

from common.analyzer import normalize, parse
from referee.lang.roots import ALTERNATIONS, MIN_ROOT, VOWELS
from referee.language.lexicon import Lexicon
from referee.language.segment import (
    alternated_back,
    bare_root,
    bare_stem,
    dropped_vowel,
    lemma_stem,
)
from referee.language.words import is_noun, paradigm, verb
from referee.rules.secret import Target


def own_root(lex: Lexicon, lemma: str) -> str:
    """The one morpholog root of `lemma` (without ь), or "" when none or several."""
    roots = lex.roots(lemma)
    return bare_root(roots[0]) if len(roots) == 1 else ""


def unsplit_velar_root(lex: Lexicon, t: Target, lemma: str) -> str:
    """The stem of a noun morpholog does not segment (or that stem without its fleeting vowel:
    перец, перц), when it is a target root ending in ч, ж, ш (`PALATALIZED`; ч for ц too) with
    the consonant alternated back and MorphyNet makes of the noun a word
    with that very target root (шашлык: шашлыч-н-ый for шашлыч-н-ая), other than the secret
    word itself (кабак: кабач-ок, not the vegetable кабачок); else ""."""
    stem = lemma_stem(lemma)
    if lex.roots(lemma) or not is_noun(lemma):
        return ""
    targets = t.bare_roots
    backed = {shape for r in targets for shape in alternated_back(r, PALATALIZED)}
    # the stem itself (шашлык) or without its fleeting vowel (перец: перц, as перч-ик has it)
    shape = stem if stem in backed else min(dropped_vowel(stem) & backed, default="")
    if not shape:
        return ""
    children = set(lex.children.get(lemma, ())) - t.lemmas  # кабак: кабачок, another word
    return shape if any(own_root(lex, child) in targets for child in children) else ""


def confirmed(lex: Lexicon, t: Target, lemma: str) -> str:
    """How the alternation between the target's root and `lemma`'s root is confirmed:
    "paradigm", "present" (a paradigm showing the target's root as the present stem), "nest",
    "suffix", or "" (not an alternation, or no resource confirms it). A noun
    morpholog does not segment whose stem MorphyNet alternates into the target's root in a word
    made of it is confirmed by that nest (`unsplit_velar_root`)."""
    if unsplit_velar_root(lex, t, lemma):
        return "nest"
    root = own_root(lex, lemma)
    targets = t.bare_roots
    if not root or root in targets:
        return ""
    if t.derived and present_stem(lex, t, lemma):  # a noun with a suffix of its own
        return "present"
    if not (root in t.shapes or root in t.grades):
        return ""
    wanted = t.shapes
    bases = {own_root(lex, top) for top in lex.tops(t.lemma)} - {""}
    if bases and not bases & targets:
        targets = wanted = frozenset(bases)  # кош-ка ← кот: the paradigm must show кот
    if verb(lemma) and _paradigm_shows(lemma, root, wanted - {root}):
        return "paradigm"
    if any(lex.attested(root, r) for r in targets):
        return "nest"
    if verb(lemma) and _palatalized_by_suffix(lex, t, root, PALATALIZING_SUFFIXES):
        return "suffix"
    if is_noun(lemma) and noun_palatalized(lex, t, root):
        return "suffix"
    if yod_palatalized(lex, t, root):
        return "suffix"
    return ""


PALATALIZED = {"ч": "к", "ж": "г", "ш": "х"}  # the velar a noun's -ок turns into ч, ж, ш
NOUN_PALATALIZED = {**PALATALIZED, "ч": "кц"}  # and a noun's ц before -н- (границ-а: гранич-н-ый)
PALATALIZING_SUFFIXES = frozenset({"-ок"})  # of a verb's velar (толч-ок ← толкать)
NOUN_PALATALIZING = frozenset({"-ок", "-ник", "-к", "-н", "-ин", "-ик"})  # of a noun's (молоч-ник,
# пауч-ок, горош-ин-а)


def noun_palatalized(lex: Lexicon, t: Target, root: str) -> bool:
    """The target's ч, ж, ш stands before a suffix that makes it of a noun's velar, and `root`
    is that noun's (белоруч-к-а: рук)."""
    return _palatalized_by_suffix(lex, t, root, NOUN_PALATALIZING, NOUN_PALATALIZED)


def _palatalized_by_suffix(
    lex: Lexicon, t: Target, root: str, suffixes: frozenset[str],
    backs: dict[str, str] = PALATALIZED,
) -> bool:
    """morpholog cuts the target into a root ending in ч, ж, ш and one of `suffixes`, and
    `root` is that root with the consonant of `backs` back (толч-ок: толк; молоч-ник: молок).
    A target morpholog does not segment is cut after the roots we guessed for it, the rest one
    suffix and an ending (босо-нож-к-а: ног)."""
    pairs = list(_root_and_suffix(lex, t))
    return any(
        suffix in suffixes
        and own[-1:] in backs
        and root[:-1] == own[:-1] and root[-1:] in backs[own[-1]]
        for own, suffix in pairs
    )


def _root_and_suffix(lex: Lexicon, t: Target) -> list[tuple[str, str]]:
    """Each morpheme of the target beside the next, as morpholog writes them (молоч, -ник); for
    a target it does not segment, each guessed root closing the stem beside the suffix left
    before the ending (нож, -к for босоножка)."""
    parts = lex.morphemes.get(t.lemma, ())
    if lex.roots(t.lemma):
        return list(zip(parts, parts[1:], strict=False))
    stem = lemma_stem(t.lemma)
    return [(root, "-" + stem[stem.rfind(root) + len(root):]) for root in t.roots if root in stem]


YOD_PALATALIZED = {"ш": "хс", "ж": "гзд", "ч": "кцт"}  # what the yod suffix makes ш, ж, ч of
YOD_TAILS = frozenset({"-ий", "+ий", "-+е", "-+я", "-+ё"})  # лес → леш-ий, тих-ий → за-тишь-е


def yod_palatalized(lex: Lexicon, t: Target, root: str) -> bool:
    """morpholog cuts the target into a root ending in ш, ж, ч and the yod suffix of a
    possessive adjective or a collective noun, nothing after it (леш-ий ← лес, за-тишь-е ←
    тихий, волч-ий ← волк), and `root` is that root with the consonant it was made of."""
    parts = lex.morphemes.get(t.lemma, ())
    return any(
        "".join(parts[at + 1 :]) in YOD_TAILS
        and (own := bare_root(part))[-1:] in YOD_PALATALIZED
        and root[:-1] == own[:-1] and root[-1:] in YOD_PALATALIZED[own[-1]]
        for at, part in enumerate(parts)
    )


PRESENT_ENDINGS = frozenset({"у", "ю", "ешь", "ет", "ем", "ете", "ут", "ют", "ишь", "ит", "им",
                             "ите", "ат", "ят"})  # the present tense's personal endings (ё = е)
MIN_PRESENT_PERSONS = 2  # endings that must follow the root: not a 1st person alone (вешу of
# весить, кошу of косить: a consonant alternation of that one form)
GRADE_LETTERS = VOWELS + "нмйь"  # what vowel grades change in a root: vowels, the nasal of
# жать/жну, мять/мну, and the й of стоять/стою


def present_stem(lex: Lexicon, t: Target, lemma: str) -> bool:
    """`lemma` is a verb whose infinitive root differs from one of the target's roots only in
    vowels and nasals (жа/жн, гн/гон, мол/мел) and whose present tense shows that root before
    two personal endings or more (жн-у, жн-ут); not one whose present stem only adds the
    -ну- suffix's н (тро-ну-ть: трону for трон), no suppletive stem (е-х-ать: ед-у), and not for
    a target made from a noun on that root (мел-ок ← мел)."""
    root = own_root(lex, lemma)
    if not root or not verb(lemma) or "-ну" in lex.morphemes.get(lemma, ()):
        return False
    if _made_from_bare_root(lex, t):
        return False  # мел-ок ← мел: a noun's derivative, no present stem of молоть (мелю)
    at = lemma.find(root)
    shapes = {r for r in t.bare_roots if r != root and len(r) >= MIN_ROOT
              and _skeleton(r) == _skeleton(root) != ""}  # not мн-ени-е for мя-ть
    endings = {form[at + len(r) :] for form in homonym_paradigms(lemma) for r in shapes
               if at >= 0 and form[at : at + len(r)] == r}
    return len(endings & PRESENT_ENDINGS) >= MIN_PRESENT_PERSONS


def _made_from_bare_root(lex: Lexicon, t: Target) -> bool:
    """MorphyNet makes the target from a word other than a verb whose stem is the target's very
    root (мел-ок ← мел): the target is that word's derivative."""
    return any(not verb(parent) and bare_stem(parent) in t.bare_roots
               for parent in lex.parents.get(t.lemma, ()))


def homonym_paradigms(lemma: str) -> frozenset[str]:
    """Every form of every parse whose dictionary form is `lemma`: both verbs spelled жать (жму
    and жну), where `referee.language.words.paradigm` keeps the likeliest."""
    return frozenset(normalize(f.word) for p in parse(lemma)
                     if normalize(p.normal_form) == lemma for f in p.lexeme)


def _skeleton(root: str) -> str:
    """The root's consonants other than those a vowel grade changes (жн: ж, гон: г)."""
    return "".join(c for c in root if c not in GRADE_LETTERS)


def _paradigm_shows(lemma: str, root: str, shapes: frozenset[str]) -> bool:
    """Some form of `lemma` has one of `shapes` where the lemma has its root (бежать → бег-ут)."""
    at = lemma.find(root)
    if at < 0:
        return False
    return any(form[at : at + len(s)] == s for form in paradigm(lemma) for s in shapes)


PARTICIPLE_SUFFIXES = frozenset({"-ен", "-енн", "-ан", "-анн", "-нн"})  # морож-ен-ое ← морозить


def deverbal_cut(lex: Lexicon, t: Target) -> bool:
    """morpholog's cutting of the target shows a word made from a verb: a prefix on its root
    (пере-клич-к-а ← перекликать) or a participle's suffix (морож-ен-щиц-а ← мороженый ←
    морозить). The alternated root of such a word is most likely its verb's, not a shape the
    target's own noun base took (кош-к-а, with скошу of скосить, has neither)."""
    parts = lex.morphemes.get(t.lemma, ())
    return bool(lex.prefixes(t.lemma)) or any(p in PARTICIPLE_SUFFIXES for p in parts)


MAX_VERB_STEPS = 2  # MorphyNet steps from the secret noun up to its verb (поглощ-ени-е ←
# поглощать ← поглотить)


def alternated_base_verb(lex: Lexicon, t: Target) -> str:
    """The verb the secret noun is made from (MorphyNet, up to `MAX_VERB_STEPS` steps up)
    whose root ends in a consonant that the verb's own paradigm alternates into the noun's
    root (обогат-и-ть: обогащу, обогащённый for обогащ-ени-е; осуд-и-ть: осуждённый for
    осужд-ени-е); "" when none. MorphyNet often leaves such a verb's nest apart from the noun's
    (обогащать is not linked to обогатить, nor осуждать to осудить)."""
    if not is_noun(t.lemma):
        return ""
    for verb_lemma in _verbs_up(lex, t.lemma, MAX_VERB_STEPS):
        root = own_root(lex, verb_lemma)
        shapes = frozenset(_consonant_alternated(root)) & t.bare_roots
        if shapes and _paradigm_shows(verb_lemma, root, shapes):
            return verb_lemma
    return ""


def _verbs_up(lex: Lexicon, lemma: str, steps: int) -> list[str]:
    """The verbs MorphyNet makes `lemma` from, and theirs, `steps` deep, nearest first."""
    found: list[str] = []
    for parent in sorted(lex.parents.get(lemma, ())):
        if verb(parent):
            found.append(parent)
            if steps > 1:
                found.extend(_verbs_up(lex, parent, steps - 1))
    return found


def _consonant_alternated(root: str) -> list[str]:
    """`root` with its closing consonant(s) alternated (богат: богач, богащ; суд: суж, сужд)."""
    return [root[: -len(end)] + shape for end, shapes in ALTERNATIONS.items()
            if len(root) > len(end) + 1 and root.endswith(end) for shape in shapes]
