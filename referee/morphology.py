"""Russian morphology for the rule checker: lemmas, roots, derivational families.

Does a heard word share the secret word's root? Evidence, strongest first:
  1. `exact`: a form of the secret word itself (pymorphy3 lemmas, ё = е);
  2. `family`: MorphyNet derives both from the same underived base (рука → ручка → ручной);
  3. `prefix`: a prefix on a family member (под + водный, рас + свет);
  4. `root` / `segment`: the root morpheme (morpholog's segmentation, else our own cutting into
     prefixes + root + suffixes, `referee.segment`) equals one of the target root's shapes
     (alternations г/ж/з, к/ч, fleeting vowels) — checked against homonymous roots: a word that
     MorphyNet derives from another base is judged through that base (водитель ← водить), and an
     independent base word must be close in meaning (navec embeddings) to count (паводок, not завод).

Public interface other modules rely on:
  - `Morphology.lemmas(word) -> frozenset[str]`
  - `Morphology.same_root(target, word) -> RootMatch | None`
  - `Morphology.family(target) -> frozenset[str]` (word forms sharing the root, for keyword spotting)
  - `morphology()` — the process-wide instance.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from referee.analyzer import normalize, parse
from referee.lexicon import Lexicon, lexicon
from referee.segment import root_variants, split_at_root, stem_of, strip_prefixes

# Confidence of each kind of evidence (alerts under 0.5 are hidden by default).
CONFIDENCE = {
    "exact": 1.0,
    "family": 0.9,
    "prefix": 0.85,
    "root": 0.8,
    "segment": 0.7,
    "meaning": 0.6,
}
MIN_LEMMA_SHARE = 0.05  # parses whose lemma gets less of pymorphy3's score are ignored
MEANING_THRESHOLD = 0.2  # navec cosine above which an independent same-root word counts
MAX_BASE_DEPTH = 2  # how far up MorphyNet a word is followed to its base


@dataclass(frozen=True)
class RootMatch:
    """Why two words share a root: the lemmas compared, the root(s), and how it was found."""

    target_lemma: str
    word_lemma: str
    roots: tuple[str, ...]
    method: str
    confidence: float
    via: str = ""  # the base word the match went through (водный for подводный), if any


@dataclass(frozen=True)
class Target:
    """Everything about a secret word computed once: lemma, family, root shapes."""

    word: str
    lemma: str
    lemmas: frozenset[str]
    family: frozenset[str]
    roots: tuple[str, ...]
    shapes: frozenset[str]


class Morphology:
    def __init__(self, lex: Lexicon | None = None) -> None:
        self._lex = lex

    @property
    def lex(self) -> Lexicon:
        if self._lex is None:
            self._lex = lexicon()
        return self._lex

    @lru_cache(maxsize=100_000)
    def lemmas(self, word: str) -> frozenset[str]:
        """Lemmas of the plausible parses of `word` (ё = е)."""
        shares: dict[str, float] = {}
        for p in parse(word):
            lemma = normalize(p.normal_form)
            shares[lemma] = shares.get(lemma, 0.0) + p.score
        top = max(shares.values(), default=0.0)
        return frozenset(lemma for lemma, s in shares.items() if s >= MIN_LEMMA_SHARE * top)

    @lru_cache(maxsize=1_000)
    def target(self, word: str) -> Target:
        """The secret word analysed once (cached)."""
        word = normalize(word)
        own = [normalize(p.normal_form) for p in parse(word) if normalize(p.normal_form) == word]
        lemma = own[0] if own else normalize(parse(word)[0].normal_form) if parse(word) else word
        family: set[str] = {lemma}
        for top in self.lex.tops(lemma):
            family |= self.lex.descendants(top)
        roots = self.lex.roots(lemma) or (stem_of(lemma),)
        stems = frozenset(stem_of(normalize(f.word)) for p in parse(lemma)[:1] for f in p.lexeme)
        shapes = frozenset().union(*(root_variants(r, stems) for r in roots))
        return Target(word, lemma, frozenset({lemma, word}), frozenset(family), roots, shapes)

    @lru_cache(maxsize=200_000)
    def same_root(self, target: str, word: str) -> RootMatch | None:
        """How `word` shares the root of `target`, or None (homonymous or unrelated roots)."""
        t = self.target(target)
        best: RootMatch | None = None
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
        if lemma in t.family:
            return self._result(t, lemma, "family")
        return self._match_base(t, lemma, depth=0)

    def _match_base(self, t: Target, lemma: str, depth: int) -> RootMatch | None:
        """Judge `lemma` outside the family: through its MorphyNet bases, else on its own."""
        evidence = self._root_evidence(t, lemma)
        if evidence is None:
            return None
        bases = self.lex.tops(lemma) - {lemma}
        if bases and depth < MAX_BASE_DEPTH:
            for base in sorted(bases):
                through = self._match_base(t, base, depth + 1)
                if through:
                    return self._result(t, lemma, through.method, via=base)
            return None
        return self._match_independent(t, lemma, evidence)

    def _match_independent(self, t: Target, lemma: str, method: str) -> RootMatch | None:
        """A base word with the target's root string: a prefixed family member, or a related
        meaning; otherwise a homonymous root (завод, горевать) and no match."""
        for _, rest in strip_prefixes(lemma):
            if rest in t.family:
                return self._result(t, lemma, "prefix", via=rest)
        from referee.semantics import similarity

        sim = similarity(t.lemma, lemma)
        if sim is not None and sim >= MEANING_THRESHOLD:
            return self._result(t, lemma, method)
        return None

    def _root_evidence(self, t: Target, lemma: str) -> str | None:
        """"root" if morpholog's root of `lemma` is a shape of the target root, "segment" if our
        own cutting finds one, else None."""
        known = self.lex.roots(lemma)
        if any(r in t.shapes for r in known):
            return "root"
        if known and not any(_overlaps(r, t.shapes) for r in known):
            return None
        if split_at_root(lemma, t.shapes):
            return "segment"
        return None

    def _result(self, t: Target, lemma: str, method: str, via: str = "") -> RootMatch:
        return RootMatch(t.lemma, lemma, t.roots, method, CONFIDENCE[method], via)


def _overlaps(root: str, shapes: frozenset[str]) -> bool:
    """A known root that contains a shape (ножниц ⊃ нож) may still hold it; others cannot."""
    return any(shape in root for shape in shapes)


@lru_cache(maxsize=1)
def morphology() -> Morphology:
    return Morphology()
