"""Russian morphology for the rule checker: lemmas, roots, derivational families.

Does a heard word share the secret word's root? Evidence, strongest first:
  1. `exact`: a form of the secret word itself (pymorphy3 lemmas, ё = е);
  2. `family`: MorphyNet derives both from the same underived base (рука → ручка → ручной), or
     the secret word is made from the heard one (нож → ножницы);
  3. `compound`, `prefix`: the root is one stem of a compound (вод-о-пад), or a prefix sits on
     a family member (под + водный);
  4. `root` / `segment`: the root morpheme (morpholog's segmentation, else our own cutting into
     prefixes + root + suffixes, `referee.segment`) is one of the target root's shapes
     (alternations г/ж/з, к/ч, fleeting vowels).
Homonymous roots are filtered out: a word MorphyNet derives from another base is judged through
that base (водитель ← водить); the head of a big separate nest does not count (гореть); and a
word nearer in meaning (navec) to a rival nest with the same root than to the target is dropped
(поводок is nearer to водить than to вода).

Public interface other modules rely on:
  - `Morphology.lemmas(word) -> frozenset[str]`
  - `Morphology.same_root(target, word) -> RootMatch | None`
  - `Morphology.family(target) -> frozenset[str]` (forms sharing the root, for keyword spotting)
  - `morphology()` — the process-wide instance.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from referee.analyzer import normalize, parse
from referee.lexicon import Lexicon, lexicon
from referee.segment import (
    is_ending,
    is_prefix_chain,
    root_variants,
    split_at_root,
    stem_of,
    strip_prefixes,
)

# Confidence of each kind of evidence (alerts under 0.5 are hidden by default).
CONFIDENCE = {
    "exact": 1.0,
    "family": 0.9,
    "prefix": 0.85,
    "root": 0.8,
    "segment": 0.7,
    "compound": 0.8,
    "meaning": 0.7,
}
MIN_LEMMA_SHARE = 0.2  # parses whose lemma gets less of pymorphy3's score are ignored
MEANING_THRESHOLD = 0.4  # navec cosine above which an independent same-root word counts
MAX_BASE_DEPTH = 2  # how far up MorphyNet a word is followed to its base
NEST_SIZE = 5  # a base word with this many derivatives heads its own nest (гореть, завод)
MIN_AFFIX_COUNT = 20  # a suffix MorphyNet attests this often is productive (-ить, -овик)
MIN_RIVAL_NEST = 2  # an underived word with this many derivatives counts as a rival nest
RIVAL_MARGIN = 0.05  # how much nearer to a rival than to the target a word must be to drop
RIVAL_MAX_SIMILARITY = 0.2  # a same-root nest this close in meaning to the target is no rival
MIN_SEGMENT_ROOT = 3  # our own cutting trusts no shorter root (сн, дн are everywhere), nor a
# one-letter prefix (у-час-ть, о-сн-ов-н-ой are misreadings more often than not)
MIN_KNOWN_ROOT_USES = 5  # a root morpholog finds in this many words is a real root
MIN_BASE_STEM = 3  # shortest stem of a word the target is derived from (нож → ножницы)
# Suffixes morpholog sometimes leaves glued inside a root (ножниц = нож + ниц, зубил = зуб + ил).
GLUED_SUFFIXES = frozenset({"ниц", "нич", "ник", "иц", "ич", "ил"})
# Noun suffixes that make a noun from a noun (нож → нож-ниц-ы, дом → дом-ик).
NOUN_SUFFIXES = frozenset({"ниц", "ник", "иц", "ик", "ок", "ек", "очк", "ечк", "ушк", "ышк", "онк"})


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


@dataclass(frozen=True)
class Target:
    """Everything about a secret word computed once: lemma, family, root shapes."""

    word: str
    lemma: str
    lemmas: frozenset[str]
    family: frozenset[str]
    roots: tuple[str, ...]
    shapes: frozenset[str]
    rivals: frozenset[str]  # underived words of other nests with the same root (водить for вода)


class Morphology:
    def __init__(self, lex: Lexicon | None = None) -> None:
        self._lex = lex

    @property
    def lex(self) -> Lexicon:
        if self._lex is None:
            self._lex = lexicon()
        return self._lex

    @lru_cache(maxsize=100_000)  # noqa: B019 - one process-wide instance
    def lemmas(self, word: str) -> frozenset[str]:
        """Lemmas of the plausible parses of `word` (ё = е)."""
        shares: dict[str, float] = {}
        for p in parse(word):
            lemma = normalize(p.normal_form)
            shares[lemma] = shares.get(lemma, 0.0) + p.score
        top = max(shares.values(), default=0.0)
        return frozenset(lemma for lemma, s in shares.items() if s >= MIN_LEMMA_SHARE * top)

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def target(self, word: str) -> Target:
        """The secret word analysed once (cached)."""
        word = normalize(word)
        own = [normalize(p.normal_form) for p in parse(word)]
        lemma = word if word in own else own[0] if own else word
        lemmas = frozenset({lemma, word}) | self.lemmas(word)
        family: set[str] = set(lemmas)
        for top in self.lex.tops(lemma):
            family |= self.lex.descendants(top)
        roots = self.lex.roots(lemma, glue=True) or self._guess_roots(lemma)
        stems = frozenset(stem_of(normalize(f.word)) for p in parse(lemma)[:1] for f in p.lexeme)
        shapes = frozenset().union(*(root_variants(r.rstrip("ь"), stems) for r in roots))
        return Target(
            word,
            lemma,
            lemmas,
            frozenset(family),
            roots,
            shapes,
            self._rivals(lemma, shapes, family),
        )

    def _guess_roots(self, lemma: str) -> tuple[str, ...]:
        """Roots of a secret word morpholog does not know: its stem, and the stem without a
        prefix when that is a root other words are known to have (по-езд)."""
        stem = stem_of(lemma)
        bare = [
            rest
            for prefix, rest in strip_prefixes(stem)
            if len(prefix) > 1 and len(self.lex.with_root(rest)) >= MIN_KNOWN_ROOT_USES
        ]
        return (stem, *bare[:1])

    def _rivals(self, lemma: str, shapes: frozenset[str], family: set[str]) -> frozenset[str]:
        """Simple words outside the family heading a nest with one of the target's root shapes
        and an unrelated meaning: the homonymous roots (водить for вода, гореть for гора)."""
        return frozenset(
            other
            for shape in shapes
            for other in self.lex.with_root(shape)
            if other not in family
            and not self.lex.prefixes(other)
            and len(self.lex.roots(other)) == 1
            and len(self.lex.children.get(other, ())) >= MIN_RIVAL_NEST
            and (_similarity(lemma, other) or 0.0) < RIVAL_MAX_SIMILARITY
            and (_pos(other) == "INFN" or _pos(lemma) == "INFN")
        )

    @lru_cache(maxsize=200_000)  # noqa: B019 - one process-wide instance
    def same_root(self, target: str, word: str) -> RootMatch | None:
        """How `word` shares the root of `target`, or None (homonymous or unrelated roots).

        A secret phrase (железная дорога) is matched word by word; short function words in it
        (в, на, и) are skipped.
        """
        parts = [p for p in normalize(target).replace("-", " ").split() if len(p) > 2]
        best: RootMatch | None = None
        for part in parts or [target]:
            t = self.target(part)
            for lemma in sorted(self.lemmas(word)):
                match = self._match_lemma(t, lemma)
                if match and (best is None or match.confidence > best.confidence):
                    best = match
        return best

    def family(self, target: str) -> frozenset[str]:
        """Word forms of the target's derivational family (for keyword spotting grammars)."""
        forms: set[str] = set()
        for lemma in self.target(target).family:
            for p in parse(lemma)[:1]:
                forms |= {normalize(f.word) for f in p.lexeme}
        return frozenset(forms)

    def _match_lemma(self, t: Target, lemma: str) -> RootMatch | None:
        if lemma in t.lemmas:
            return self._result(t, lemma, "exact")
        if lemma in t.family or derives(t.lemma, lemma):
            return self._result(t, lemma, "family")
        return self._match_base(t, lemma, depth=0)

    def _match_base(self, t: Target, lemma: str, depth: int) -> RootMatch | None:
        """Judge `lemma` outside the family: through its MorphyNet bases, else on its own."""
        evidence = self._root_evidence(t, lemma, weak=depth > 0)
        bases = self.lex.tops(lemma) - {lemma}
        if bases and depth < MAX_BASE_DEPTH:
            if bases & t.family:
                return self._result(t, lemma, "family", via=min(bases & t.family))
            if bases & t.rivals:
                return None  # derived from a homonymous nest (отравить ← травить)
            for base in sorted(bases):
                through = self._match_base(t, base, depth + 1)
                if through:
                    via = through.via or base
                    return self._result(t, lemma, through.method, via=via, penalty=0.05)
            sim = _similarity(t.lemma, lemma)
            if (
                evidence == "root"
                and sim is not None
                and sim >= MEANING_THRESHOLD / 2
                and not self._rival_closer(t, lemma)
            ):
                return self._result(t, lemma, "meaning", penalty=0.1)
            return None
        if evidence is None:
            return None
        return self._match_independent(t, lemma, evidence)

    def _rival_closer(self, t: Target, lemma: str, margin: float = RIVAL_MARGIN) -> bool:
        """`lemma` is closer in meaning to a word of another nest with the same root (поводок is
        nearer to водить than to вода) — the root is a homonym."""
        own = _similarity(t.lemma, lemma)
        if own is None:
            return False  # no evidence either way
        nest = self._nest(lemma)
        return any(
            (sim := _similarity(rival, lemma)) is not None and sim > own + margin
            for rival in t.rivals - nest
        )

    @lru_cache(maxsize=20_000)  # noqa: B019 - one process-wide instance
    def _nest(self, lemma: str) -> frozenset[str]:
        """`lemma`'s own derivational nest in MorphyNet (all descendants of its bases)."""
        nest = {lemma}
        for top in self.lex.tops(lemma):
            nest |= self.lex.descendants(top, limit=500)
        return frozenset(nest)

    def _match_independent(self, t: Target, lemma: str, evidence: str) -> RootMatch | None:
        """A base word with the target's root string: a prefixed family member, a compound, a
        prefixed or suffixed word; but not the head of a separate derivational nest with an
        unrelated meaning (гореть, завод: homonymous roots)."""
        cut = split_at_root(lemma, t.shapes)
        known = self.lex.roots(lemma)
        if (len(known) > 1 and evidence == "root") or (cut and cut.kind == "compound"):
            return self._result(t, lemma, "compound")
        if self._rival_closer(t, lemma):
            return None
        for _, rest in strip_prefixes(lemma):
            if rest in t.family:
                return self._result(t, lemma, "prefix", via=rest)
        sim = _similarity(t.lemma, lemma)
        related = sim is not None and sim >= MEANING_THRESHOLD
        if len(self.lex.children.get(lemma, ())) >= NEST_SIZE and not related:
            return None
        if self.lex.prefixes(lemma) or (cut and cut.head):
            if self._rival_closer(t, lemma, margin=0.0):
                return None  # prefix + homonymous root: the meaning must lean to the target
            return self._result(t, lemma, evidence, penalty=0.05)
        if self._heads_other_nest(lemma, sim, evidence):
            return None
        if related:
            return self._result(t, lemma, "meaning")
        if evidence == "root" or (
            cut and not is_ending(cut.tail) and self.lex.affix_count(cut.tail) >= MIN_AFFIX_COUNT
        ):
            return self._result(t, lemma, evidence, penalty=0.15)
        return None

    def _heads_other_nest(self, lemma: str, sim: float | None, evidence: str) -> bool:
        """A simple word heading a nest of its own whose meaning is apart from the target's
        (лесть, дно, гореть): a homonymous root. Only our own cutting (`segment`) or a big nest
        makes a weakly dissimilar word suspicious; a small nest needs clear dissimilarity."""
        kids = len(self.lex.children.get(lemma, ()))
        if sim is None or kids < MIN_RIVAL_NEST:
            return False
        if sim < RIVAL_MAX_SIMILARITY:
            return True
        return sim < MEANING_THRESHOLD and (evidence == "segment" or kids >= NEST_SIZE)

    def _root_evidence(self, t: Target, lemma: str, weak: bool = False) -> str | None:
        """ "root" if morpholog's root of `lemma` is a shape of the target root, "segment" if our
        own cutting finds one (and morpholog does not know another root), else None. `weak`
        (for bases reached through MorphyNet) lets our cutting trust two-letter roots too."""
        known = [r.rstrip("ь") for r in self.lex.roots(lemma)]
        if any(r in t.shapes or _extends(r, t.shapes) for r in known):
            return "root"
        if known:
            return None
        cut = split_at_root(lemma, t.shapes)
        if cut and (weak or len(cut.root) >= MIN_SEGMENT_ROOT) and len(cut.head) != 1:
            return "segment"
        return None

    def _result(
        self, t: Target, lemma: str, method: str, via: str = "", penalty: float = 0.0
    ) -> RootMatch:
        confidence = round(CONFIDENCE[method] - penalty, 2)
        return RootMatch(t.lemma, lemma, t.roots, method, confidence, via, self._shape(t, lemma))

    def _shape(self, t: Target, lemma: str) -> str:
        """The shape of the target's root as it appears in `lemma` (руч in ручка), if visible."""
        known = [r.rstrip("ь") for r in self.lex.roots(lemma)]
        for root in known:
            if root in t.shapes:
                return root
        cut = split_at_root(lemma, t.shapes)
        if cut:
            return cut.root
        stem = stem_of(lemma)
        if derives(t.lemma, lemma):
            return stem
        return next((s for s in sorted(t.shapes, key=len, reverse=True) if s in lemma), "")


def _similarity(a: str, b: str) -> float | None:
    from referee.semantics import similarity  # navec loads on the first ambiguous word only

    return similarity(a, b)


def derives(target: str, lemma: str) -> bool:
    """The target noun is the noun `lemma`'s stem plus a suffix and an ending (ножницы = нож +
    ниц + ы): the word heard is the base the secret word is made from."""
    stem = stem_of(lemma)
    suffix = stem_of(target)[len(stem) :]
    return (
        len(stem) >= MIN_BASE_STEM
        and target.startswith(stem)
        and suffix in NOUN_SUFFIXES
        and _is_noun(lemma)
        and _is_noun(target)
    )


def _pos(lemma: str) -> str | None:
    """Part of speech of the most probable parse (NOUN, INFN, ADJF, ...)."""
    parses = parse(lemma)
    return parses[0].tag.POS if parses else None


def _is_noun(lemma: str) -> bool:
    return _pos(lemma) == "NOUN"


def _extends(root: str, shapes: frozenset[str]) -> bool:
    """A known root with a suffix or prefix glued on still holds the shape (ножниц = нож + ниц,
    ежедн = еже + дн)."""
    for shape in shapes:
        if root.startswith(shape) and root[len(shape) :] in GLUED_SUFFIXES:
            return True
        head = root[: -len(shape)]
        if root.endswith(shape) and len(head) >= 3 and is_prefix_chain(head):
            return True
    return False


@lru_cache(maxsize=1)
def morphology() -> Morphology:
    return Morphology()
