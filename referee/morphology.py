"""Russian morphology for the rule checker: lemmas, roots, derivational families.

PLACEHOLDER (skeleton): lemma equality only. Replaced by the full morphology (issue 3).
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


@dataclass(frozen=True)
class RootMatch:
    """Why two words share a root: the lemmas compared, the root(s), and how it was found."""

    target_lemma: str
    word_lemma: str
    roots: tuple[str, ...]
    method: str
    confidence: float


class Morphology:
    @lru_cache(maxsize=100_000)
    def lemmas(self, word: str) -> frozenset[str]:
        return frozenset(normalize(p.normal_form) for p in parse(word))

    def same_root(self, target: str, word: str) -> RootMatch | None:
        common = self.lemmas(target) & self.lemmas(word)
        if not common:
            return None
        lemma = min(common)
        return RootMatch(lemma, lemma, (lemma,), "lemma", 1.0)

    def family(self, target: str) -> frozenset[str]:
        return frozenset(
            normalize(form.word) for p in parse(target)[:1] for form in p.lexeme
        )


@lru_cache(maxsize=1)
def morphology() -> Morphology:
    return Morphology()
