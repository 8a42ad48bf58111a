"""Cutting Russian words into morphemes with the inventory of `referee.lang.roots`.

Two questions, both answered without any dictionary (for words no resource knows):
  - `root_variants(root)`: the shapes a root takes in related words (alternations, fleeting vowels);
  - `holds_root(lemma, variants)`: can `lemma` be read as prefixes + one of the root shapes +
    suffixes and an ending, or as a compound with it (рук-о-пожатие, желез-н-о-дорож-н-ый)?
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache

from referee.lang.roots import (
    ALTERNATIONS,
    ENDINGS,
    FLEETING_VOWELS,
    INFINITIVE_STEM_CONSONANTS,
    INTERFIXES,
    MIN_ROOT,
    NASAL_GRADES,
    NASAL_VOWELS,
    NOMINAL_ENDINGS,
    PLEOPHONY,
    PREFIXES,
    REVERSE_ALTERNATIONS,
    SUFFIXES,
    VERB_ENDINGS,
    VOWEL_GRADES,
    VOWELS,
)
from referee.language.words import verb

_PREFIXES = frozenset(PREFIXES)
_ENDINGS = frozenset(ENDINGS)
_NOMINAL_ENDINGS = frozenset(NOMINAL_ENDINGS)
_VERB_ENDINGS = frozenset(VERB_ENDINGS)
_CITATION_ENDINGS = _NOMINAL_ENDINGS | _VERB_ENDINGS
_LEMMA_ENDINGS = _CITATION_ENDINGS | {"ать", "ить", "еть"}
_SUFFIXES = frozenset(SUFFIXES)
_TAILS = frozenset(SUFFIXES) | _ENDINGS
_MAX_TAIL = max(map(len, _TAILS))
_MAX_PREFIX = max(map(len, _PREFIXES))
MIN_YOT_ROOT = 3  # a root ending in a vowel this long may show its й (кле-ить, клей-кий)
MIN_COMPOUND_STEM = 3  # the other stem of a compound is at least this long (вод-о-ПАД)


def _alternated(root: str) -> set[str]:
    out = {root}
    for src, dsts in ALTERNATIONS.items():
        if root.endswith(src):
            out |= {root[: -len(src)] + dst for dst in dsts}
    return out


def is_fleeting_pair(root: str, stem: str) -> bool:
    """`stem` is `root` with one fleeting vowel dropped or inserted before its last consonant."""
    short, long = sorted((bare_root(root), bare_root(stem)), key=len)
    if len(short) == len(long):  # лев/льв: a soft sign holds the vowel's place
        short, long = sorted((short, long), key=lambda s: "ь" not in s)
        short = short.replace("ь", "")
    return (
        len(long) == len(short) + 1
        and len(short) >= MIN_ROOT
        and long[-2] in FLEETING_VOWELS
        and long[:-2] + long[-1] == short
    )


# Suffixes that make a noun's diminutive (дом-ик, рыб-к-а, кальмар-чик)
DIMINUTIVE_SUFFIXES = frozenset({"к", "ок", "ек", "ик", "чик", "очк", "ечк", "оньк", "еньк"})


def lemma_stem(lemma: str) -> str:
    """`lemma` (a dictionary form) without its ending: вода → вод, остров → остров."""
    for n in range(min(len(lemma) - MIN_ROOT, 5), 0, -1):
        ending = lemma[-n:]
        if ending in _NOMINAL_ENDINGS or (ending in _VERB_ENDINGS and verb(lemma)):
            return lemma[:-n]  # локоть is локот-ь, no verb's ло-коть
    return lemma


def bare_root(root: str) -> str:
    """`root` without a closing soft sign, the shape roots are compared in (конь: кон)."""
    return root.rstrip("ь")


def bare_stem(lemma: str) -> str:
    """`lemma`'s stem without a closing soft sign, as roots are compared (локоть: локот)."""
    return bare_root(lemma_stem(lemma))


def stem_of(form: str) -> str:
    """`form` without its longest inflectional ending, keeping at least two letters."""
    for n in range(min(len(form) - MIN_ROOT, 5), 0, -1):
        if form[-n:] in _ENDINGS:
            return form[:-n]
    return form


@lru_cache(maxsize=20_000)
def root_variants(root: str, stems: frozenset[str] = frozenset()) -> frozenset[str]:
    """Shapes of `root` in related words: itself, without ь, alternated, and those of the
    word's own inflected `stems` that show a fleeting vowel (сон/сн-а, окн-о/окон, соловей/
    соловь-я), a vowel-final root's й (кле/клей) or, for an
    infinitive's root in с, the present stem's consonant (крас-ть/крад-у)."""
    base = root.rstrip("ьй") or root
    shapes = {root, base} | {s for s in stems if is_fleeting_pair(base, s)}
    if base[-1:] in VOWELS and len(base) >= MIN_YOT_ROOT:  # кле for клей: клей-к-ий
        shapes.add(base + "й")
    if base[-1:] in FLEETING_VOWELS and base[:-1] + "ь" in stems:  # солове-й: соловь-я
        shapes.add(base[:-1])
    if base.endswith("с"):  # крас-ть: крад-у
        shapes |= {s for s in stems if s[:-1] == base[:-1] and s[-1:] in INFINITIVE_STEM_CONSONANTS}
    for shape in list(shapes):
        shapes |= _alternated(shape)
    return frozenset(s for s in shapes if len(s) >= MIN_ROOT)


@lru_cache(maxsize=20_000)
def grades(root: str) -> frozenset[str]:
    """Shapes of `root` under one reverse alternation or one vowel grade of `referee.lang.roots`
    (плач: плак; шов: шв, ши; ток/точ: тек, теч): hypotheses a resource must confirm, never
    used by our own cutting. Vowel grades only in one-vowel roots (verb roots alternate; longer
    roots hardly do)."""
    base = root.rstrip("ьй") or root
    out = set(alternated_back(base))
    for shape in _alternated(base):
        out |= _vowel_grades(shape)
    if root[-2:] in ("ов", "ой", "ев", "ей"):
        out |= {root[:-2] + "и", root[:-2] + "ы"}  # ш-ов/ши-ть, б-ой/би-ть, р-ой/ры-ть
    out |= _take_grades(base) | nasal_grades(base)
    return frozenset(s for s in out if len(s) >= MIN_ROOT and s != base)


def alternated_back(stem: str, closing: Collection[str] = ()) -> list[str]:
    """`stem` with its closing consonant read back through `REVERSE_ALTERNATIONS`, in that
    table's order (кваш: квах, квас; блещ: блест, блеск); only the closing shapes in `closing`
    when it is given (чжш: a noun suffix's palatalization, not жд or щ)."""
    return [
        stem[: -len(shape)] + source
        for shape, sources in REVERSE_ALTERNATIONS.items()
        if stem.endswith(shape) and (not closing or shape in closing)
        for source in sources
    ]


def _take_grades(base: str) -> set[str]:
    """The ня/им/ём grades of the verbs of taking, with the prefix morpholog often glues to the
    root: сня-ть, сним-ать, съём-ка; поня-ть, поним-ать; подня-ть, подъём."""
    for grade in ("ня", "ним", "ъем", "ем"):
        if base.endswith(grade):
            head = base[: -len(grade)]
            break
    else:
        return set()
    if grade == "ем" and head.rstrip("ъ") not in PREFIXES:
        return set()  # шлем, член: no prefix, no verb of taking
    head = head.rstrip("ъ")
    full = head + ("ъем" if head and head[-1] not in VOWELS else "ем")
    return {head + "ня", head + "ним", full} - {base}


def nasal_grades(base: str) -> set[str]:
    """ча ↔ чин, чн (начать, начинать, начну); мя ↔ мин, мн; a root of one consonant and
    а/я, or that consonant with им/ин or the bare nasal (жн: жа, жин). Verbal only: мина is no
    kin of мять."""
    if len(base) == 2 and base[0] not in VOWELS and base[1] in NASAL_VOWELS:
        return {base[0] + grade for grade in NASAL_GRADES}
    if len(base) == 3 and base[0] not in VOWELS and base[1:] in ("им", "ин"):
        return {base[0] + vowel for vowel in NASAL_VOWELS}
    if len(base) == 2 and base[0] not in VOWELS and base[1] in "нм":  # жн-ец: жа-ть, по-жин-ать
        return {base[0] + vowel for vowel in NASAL_VOWELS} | {base[0] + "и" + base[1]}
    return set()


CLUSTERS_BEFORE_NU = {"с": ("ск", "ст"), "з": ("зг",)}  # плеск-ать: плес-ну-ть, брызг: брыз-ну-ть


def positional_shapes(root: str, lemma: str) -> frozenset[str]:
    """The shapes a root stands for where it stands in `lemma`: ш before к or н is a ч spelled
    so (индюш-к-а for индюч-, кош-к-а), and a root in с/з before -ну- has lost the к/т/г of
    its cluster (плес-ну-ть for плеск, брыз-ну-ть for брызг)."""
    at = lemma.find(root)
    after = lemma[at + len(root) :] if at >= 0 else ""
    shapes = set()
    if root.endswith("ш") and after[:1] in ("к", "н") and after:
        shapes.add(root[:-1] + "ч")
    if after.startswith("ну"):
        shapes |= {root[:-1] + c for c in CLUSTERS_BEFORE_NU.get(root[-1:], ())}
    return frozenset(shapes)


def dropped_vowel(root: str) -> frozenset[str]:
    """`root` with the fleeting vowel before its last consonant dropped (окон/окн-о, лев/льв-а,
    орел/орл-ица): the other shape of the root."""
    base = root.rstrip("ьй") or root
    if len(base) < 3 or base[-2] not in FLEETING_VOWELS or base[-3] in VOWELS:
        return frozenset()
    return frozenset({base[:-2] + base[-1], base[:-2] + "ь" + base[-1]})


def _vowel_grades(shape: str) -> set[str]:
    """`shape` with its one vowel changed or dropped (a soft sign may stand for it: льв)."""
    at = [i for i, c in enumerate(shape) if c in VOWELS]
    if len(at) != 1:
        return set()
    head, tail = shape[: at[0]], shape[at[0] + 1 :]
    out = set()
    for grade in VOWEL_GRADES.get(shape[at[0]], ()):
        if not grade and not head:
            continue  # a root's first letter never drops (огн: гн-ить is no grade of it)
        out.add(head + grade + tail)
        if not grade and head:
            out.add(head + "ь" + tail)
    return out


def short_twins(root: str) -> frozenset[str]:
    """The Church Slavonic shapes of a full-vowel root and their alternations (город: град,
    граж; берег: брег, бреж); the group must follow a consonant."""
    twins: set[str] = set()
    for full, short in PLEOPHONY:
        at = root.find(full, 1)
        if at != -1 and root[at - 1] not in VOWELS:
            twins |= _alternated(root[:at] + short + root[at + len(full) :])
    return frozenset(t for t in twins if len(t) >= MIN_ROOT + 1)


def is_ending(rest: str) -> bool:
    """`rest` is only a noun/adjective ending: the word is the bare root inflected (стол-ь);
    verb endings (-ить, -ать) carry a stem suffix and make a new word (футбол-и-ть)."""
    return rest in NOMINAL_ENDINGS


def is_suffixed(rest: str) -> bool:
    """`rest` is one derivational suffix of two letters or more and an ending (-ечк-а, -ищ-е)."""
    return any(
        rest[:n] in _SUFFIXES and rest[n:] in _LEMMA_ENDINGS for n in range(2, len(rest) + 1)
    )


@lru_cache(maxsize=50_000)
def is_tail(rest: str, depth: int = 4) -> bool:
    """`rest` splits into at most `depth` known suffixes/endings (the empty rest is a tail)."""
    if not rest:
        return True
    if depth <= 0:
        return False
    return any(
        rest[:n] in _TAILS and is_tail(rest[n:], depth - 1)
        for n in range(1, min(_MAX_TAIL, len(rest)) + 1)
    )


@lru_cache(maxsize=50_000)
def is_prefix_chain(head: str, depth: int = 0) -> bool:
    """`head` splits into at most 3 known prefixes (the empty head is a chain)."""
    if not head:
        return True
    if depth >= 3:
        return False
    return any(
        head[:n] in _PREFIXES and is_prefix_chain(head[n:], depth + 1)
        for n in range(1, min(_MAX_PREFIX, len(head)) + 1)
    )


def _compound_head(head: str) -> bool:
    """A stem plus interfix before our root: желез-н-о-, рук-о- (ends with о/е), or пол-."""
    return len(head) >= MIN_COMPOUND_STEM + 1 and head[-1] in "ое"


def _compound_tail(rest: str) -> bool:
    """Interfix plus another stem after our root: -о-пад, -е-любный, -е-упорный (a stem that
    starts with a vowel must be a letter longer; its ending does not count: мол-о-д-ой)."""
    for i in INTERFIXES:
        other = rest[len(i) :]
        needed = MIN_COMPOUND_STEM + (other[:1] in VOWELS)
        if rest.startswith(i) and len(lemma_stem(other)) >= needed:
            return True
    return False


@dataclass(frozen=True)
class Cut:
    """A reading of a word around a root: `head` + `root` + `tail`.

    `kind` is "derived" (prefixes + root + suffixes) or "compound" (the root is one stem of two).
    """

    head: str
    root: str
    tail: str
    kind: str


def split_at_root(lemma: str, variants: frozenset[str]) -> Cut | None:
    """The first reading of `lemma` around one of the root shapes `variants`, if any: longer
    shapes first, shapes of one length in alphabetical order (a set's order changes from run to
    run: полотёрка read around пол in one, тер in the next)."""
    for root in sorted(variants, key=lambda shape: (-len(shape), shape)):
        start = lemma.find(root)
        while start != -1:
            head, tail = lemma[:start], lemma[start + len(root) :]
            left = is_prefix_chain(head)
            right = is_tail(tail)
            if left and right:
                return Cut(head, root, tail, "derived")
            if (left and _compound_tail(tail)) or (right and _compound_head(head)):
                return Cut(head, root, tail, "compound")
            start = lemma.find(root, start + 1)
    return None


def strip_prefixes(lemma: str) -> list[tuple[str, str]]:
    """Every (prefix, rest) with a known prefix and a rest of at least 3 letters."""
    return [
        (lemma[:n], lemma[n:])
        for n in range(1, min(_MAX_PREFIX, len(lemma) - 3) + 1)
        if lemma[:n] in _PREFIXES
    ]
