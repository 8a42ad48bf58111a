"""Russian morphology for the rule checker: lemmas, roots, derivational families.

Does a heard word share the secret word's root? Evidence, strongest first:
  1. `exact`: a form of the secret word itself (pymorphy3 lemmas, ё = е);
  2. `family`: MorphyNet derives both from the same underived base (рука → ручка → ручной), or
     the secret word is made from the heard one (нож → ножницы);
  3. `compound`, `prefix`: the root is one stem of a compound (вод-о-пад), or a prefix sits on
     a family member (под + водный);
  4. `root` / `segment`: the root morpheme (morpholog's segmentation, else our own cutting into
     prefixes + root + suffixes, `referee.language.segment`) is one of the target root's shapes
     (alternations г/ж/з, к/ч, fleeting vowels);
  5. `near`: a word no dictionary knows, one letter off a form of the secret word (misheard).
Homonymous roots are filtered out: a word MorphyNet derives from another base is judged through
that base (водитель ← водить); a verb nest with the same root and an unrelated meaning is a
rival (водить for вода, гореть for гора): words derived from it, or nearer to it in meaning
(navec), do not count (поводок, поднос ← подносить ← носить); nor does a simple word heading a
nest of its own with an unrelated meaning (лесть, дно).

Public interface other modules rely on:
  - `Morphology.lemmas(word) -> frozenset[str]`
  - `Morphology.target(word) -> Target` (prepare a secret word once, e.g. when a turn starts:
    it also loads the lexicon, the analyzer and the embeddings)
  - `Morphology.same_root(target, word) -> RootMatch | None`
  - `Morphology.family(target) -> frozenset[str]` (forms sharing the root, for keyword spotting)
  - `morphology()` — the process-wide instance.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from common.analyzer import normalize, parse
from referee.lang.roots import NOMINAL_ENDINGS, VOWELS
from referee.language.lexicon import Lexicon, lexicon
from referee.language.segment import (
    Cut,
    is_ending,
    is_prefix_chain,
    is_suffixed,
    is_tail,
    lemma_stem,
    split_at_root,
    strip_prefixes,
)
from referee.language.words import (
    is_function_word,
    is_name,
    is_noun,
    known,
    lemmas,
    pieces,
    pos,
    similarity,
)
from referee.rules.secret import (
    MIN_KNOWN_ROOT_USES,
    MIN_RIVAL_NEST,
    RIVAL_MAX_SIMILARITY,
    Target,
    prepare,
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
    "near": 0.75,
}
OTHER_READING = 0.45  # penalty when a dictionary-form word (леска) matches only as a form of
# another lemma (лесок): the word most likely means itself
TWIN_MIN_SIMILARITY = 0.1  # a word with the short twin of a full-vowel root (град for город)
# must be at least this close in meaning, unless navec does not know it (брадобрей)
MEANING_THRESHOLD = 0.4  # navec cosine above which an independent same-root word counts
BASE_MIN_SIMILARITY = 0.2  # navec cosine a base the secret word is made from keeps (нож/ножницы)
MAX_BASE_DEPTH = 2  # how far up MorphyNet a word is followed to its base
NEST_SIZE = 5  # a base word with this many derivatives heads its own nest (гореть, завод)
MIN_AFFIX_COUNT = 20  # a suffix MorphyNet attests this often is productive (-ить, -овик)
RIVAL_MARGIN = 0.05  # how much nearer to a rival than to the target a word must be to drop
MIN_SEGMENT_ROOT = 3  # our own cutting trusts no shorter root (сн, дн are everywhere), nor a
# one-letter prefix (у-час-ть, о-сн-ов-н-ой are misreadings more often than not)
MIN_NEAR_LENGTH = 6  # shorter unknown words are too often one letter off anything
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


class Morphology:
    """Root comparison against secret words; one process-wide instance (`morphology()`)."""

    def __init__(self, lex: Lexicon | None = None) -> None:
        self._lex = lex

    @property
    def lex(self) -> Lexicon:
        if self._lex is None:
            self._lex = lexicon()
        return self._lex

    def lemmas(self, word: str) -> frozenset[str]:
        """Lemmas of the plausible parses of `word` (ё = е)."""
        return lemmas(word)

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def target(self, word: str) -> Target:
        """The secret word analysed once (cached): lemma, family, root shapes, rival nests."""
        return prepare(word, self.lex)

    @lru_cache(maxsize=200_000)  # noqa: B019 - one process-wide instance
    def same_root(self, target: str, word: str) -> RootMatch | None:
        """How `word` shares the root of `target`, or None (homonymous or unrelated roots).

        A secret phrase (железная дорога) is matched word by word; short function words in it
        (в, на, и) are skipped.
        """
        parts = [p for p in normalize(target).replace("-", " ").split() if len(p) > 2]
        best: RootMatch | None = None
        for piece in pieces(word):  # зимушка-зима: each part of a hyphenated word
            readings = lemmas(piece)
            citation = piece in readings  # the word is itself a dictionary form (леска)
            for part in parts or [target]:
                t = self.target(part)
                for lemma in sorted(readings):
                    match = self._match_lemma(t, lemma)
                    if match and citation and lemma != piece and match.method != "exact":
                        penalized = round(match.confidence - OTHER_READING, 2)
                        match = replace(match, confidence=penalized)
                    if match and (best is None or match.confidence > best.confidence):
                        best = match
                if best is None:
                    best = self._near(t, piece)
        return best

    def _near(self, t: Target, word: str) -> RootMatch | None:
        """A word no dictionary knows, one letter off a form of the secret word (басейн): most
        likely the secret word misheard or misspoken."""
        if len(word) < MIN_NEAR_LENGTH or known(word):
            return None
        if any(Levenshtein.distance(word, form, score_cutoff=1) <= 1 for form in t.forms):
            return RootMatch(t.lemma, word, t.roots, "near", CONFIDENCE["near"], "", "")
        return None

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
        if is_function_word(lemma) or is_name(lemma):
            return None  # ведь, мартин: no derivatives of anything
        if lemma in t.family or (derives(t.lemma, lemma) and self._base_near(t, lemma)):
            return self._result(t, lemma, "family")
        if len(t.roots) > 1 and lemma_stem(lemma) in t.shapes:
            match = self._result(t, lemma, "compound")  # a stem of the secret compound (рука)
        else:
            match = self._match_base(t, lemma, depth=0)
        if match and match.shape in t.twins and match.method != "family":
            sim = similarity(t.lemma, lemma)
            if sim is not None and sim < TWIN_MIN_SIMILARITY:
                return None  # голова/главный, дерево/древний: the short twin drifted apart
        if match and match.method != "family" and self._namesake_closer(t, lemma, match.shape):
            return None  # ножницы: built on нож, a noun of its own, not on нога
        return match

    def _namesake_closer(self, t: Target, lemma: str, shape: str) -> bool:
        """`lemma` is built on a shape that is also an unrelated noun's root, and navec puts it
        nearer to that noun than to the target (ножницы: нож, not нога)."""
        own = similarity(t.lemma, lemma)
        return any(
            s == shape
            and (sim := similarity(noun, lemma)) is not None
            and sim > (own or 0.0) + RIVAL_MARGIN
            for s, noun in t.namesakes
        )

    def _base_near(self, t: Target, base: str) -> bool:
        """The secret word made from `base` keeps its meaning near (нож → ножницы); a look-alike
        (пёс/песок, where -ок is no suffix) is far. Unknown to navec: near."""
        sim = similarity(t.lemma, base)
        return sim is None or sim >= BASE_MIN_SIMILARITY

    def _match_base(self, t: Target, lemma: str, depth: int) -> RootMatch | None:
        """Judge `lemma` outside the family: through its MorphyNet bases, else on its own."""
        if lemma in t.rivals:
            return None  # the head of a homonymous nest itself (осенить for осень)
        evidence = self._root_evidence(t, lemma, weak=depth > 0)
        bases = self.lex.tops(lemma) - {lemma}
        if bases and depth < MAX_BASE_DEPTH:
            if bases & t.family:
                return self._result(t, lemma, "family", via=min(bases & t.family))
            if bases & t.rivals:
                return None  # derived from a homonymous nest (отравить ← травить)
            explained = False  # a base accounts for the word's root otherwise (ножка ← нога)
            weak: RootMatch | None = None  # a base matched by our own cutting alone
            for base in sorted(bases):
                through = self._match_base(t, base, depth + 1)
                if through and through.method != "segment":
                    via = through.via or base
                    return self._result(t, lemma, through.method, via=via, penalty=0.05)
                if through:
                    weak = weak or replace(through, via=through.via or base)
                else:
                    explained = explained or self._explains(t, lemma, base)
            if weak and not explained:  # ручной ← рука, ручать: the noun's root wins
                return self._result(t, lemma, weak.method, via=weak.via, penalty=0.05)
            sim = self._meaning(t, lemma)
            if (
                evidence == "root"
                and sim is not None
                and sim >= MEANING_THRESHOLD / 2
                and not self._rival_closer(t, lemma)
            ):
                return self._result(t, lemma, "meaning", penalty=0.1)
            if explained:
                return None
        if evidence is None:
            return None
        return self._match_independent(t, lemma, evidence)

    def _explains(self, t: Target, lemma: str, base: str) -> bool:
        """`base`, which failed as a same-root word, accounts for `lemma`'s root: it has the
        target's root shape but is a homonym, or another root (нога for ножка), or is the bare
        shape itself with an ending (соло for сольный). Only a base that starts with the shape
        and goes on with a suffix we cannot read (рыбеха for рыбешка) leaves the word open."""
        if self._root_evidence(t, base, weak=True) is not None:
            return True
        shape = self._shape(t, lemma)
        return not (shape and base.startswith(shape) and not is_ending(base[len(shape) :]))

    def _meaning(self, t: Target, lemma: str) -> float | None:
        """Similarity in meaning of `lemma` to the target; None when `lemma` is spelled like a
        form of the target (леса: its embedding is mostly the plural of лес)."""
        return None if lemma in t.forms else similarity(t.lemma, lemma)

    def _rival_closer(self, t: Target, lemma: str, margin: float = RIVAL_MARGIN) -> bool:
        """`lemma` is closer in meaning to a word of another nest with the same root (поводок is
        nearer to водить than to вода) — the root is a homonym."""
        own = self._meaning(t, lemma)
        if own is None:
            return False  # no evidence either way
        nest = self._nest(lemma)
        return any(
            (sim := similarity(rival, lemma)) is not None and sim > own + margin
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
        if self._rival_closer(t, lemma) or self._deverbal(t, lemma):
            return None
        for _, rest in strip_prefixes(lemma):
            if rest in t.family:
                return self._result(t, lemma, "prefix", via=rest)
        sim = self._meaning(t, lemma)
        related = sim is not None and sim >= MEANING_THRESHOLD
        if len(self.lex.children.get(lemma, ())) >= NEST_SIZE and not related and not t.derived:
            return None  # the head of a big nest of its own (гореть); a derived target's base
            # (писать for пись-м-о) heads a big nest too
        if self.lex.prefixes(lemma) or (cut and cut.head):
            if self._rival_closer(t, lemma, margin=0.0):
                return None  # prefix + homonymous root: the meaning must lean to the target
            if evidence == "segment" and cut and cut.head and self._rest_unrelated(t, lemma, cut):
                return None  # не + медленно: the rest is a word of another root
            return self._result(t, lemma, evidence, penalty=0.05)
        if self._heads_other_nest(t, lemma, sim, evidence):
            return None
        if related:
            return self._result(t, lemma, "meaning")
        if evidence == "root" or (cut and self._productive_tail(lemma, cut.tail)):
            return self._result(t, lemma, evidence, penalty=0.15)
        return None

    def _rest_unrelated(self, t: Target, lemma: str, cut: Cut) -> bool:
        """Without its prefixes, `lemma` is a dictionary word that does not share the root."""
        rest = lemma[len(cut.head) :]
        if not known(rest):
            return False
        return not any(self._match_lemma(t, other) for other in lemmas(rest) - {lemma})

    def _productive_tail(self, lemma: str, tail: str) -> bool:
        """The suffixes after the root are a productive derivation (-ить, -овик): attested often
        in MorphyNet, or, for a word no dictionary knows (снеговичок), a known suffix and an
        ending."""
        if is_ending(tail):
            return False
        if tail.endswith(("ть", "ти", "чь", "ться")) and pos(lemma) != "INFN":
            return False  # a verb ending on a word that is no verb (девять is дев + ять?)
        if self._suffix_count(tail) >= MIN_AFFIX_COUNT:
            return True
        return not known(lemma) and is_suffixed(tail)

    def _suffix_count(self, tail: str) -> int:
        """How often MorphyNet adds the suffixes of `tail`; a tail with an ending counts them
        whatever the ending: колёс-ик-о counts the derivations with -ик, -ика, -ико."""
        stems = {tail[: -len(e)] for e in NOMINAL_ENDINGS if e and tail.endswith(e)}
        counts = (sum(self.lex.affix_count(s + e) for e in NOMINAL_ENDINGS) for s in stems if s)
        return max(counts, default=self.lex.affix_count(tail))

    def _deverbal(self, t: Target, lemma: str) -> bool:
        """A prefixed noun with a zero ending made from a prefixed verb of a rival nest
        (поднос ← подносить ← носить, завод ← заводить ← водить): a homonymous root."""
        if lemma[-1] in VOWELS + "ьй" or not strip_prefixes(lemma):
            return False
        verbs = (lemma + ending for ending in ("ить", "ать", "ять", "еть"))
        return any(self.lex.tops(verb) & t.rivals for verb in verbs if verb in self.lex.parents)

    def _heads_other_nest(self, t: Target, lemma: str, sim: float | None, evidence: str) -> bool:
        """A simple word heading a nest of its own whose meaning is apart from the target's
        (лесть, дно, гореть): a homonymous root. Only our own cutting (`segment`) or a big nest
        makes a weakly dissimilar word suspicious; a small nest needs clear dissimilarity."""
        kids = len(self.lex.children.get(lemma, ()))
        if sim is None or kids < MIN_RIVAL_NEST:
            return False
        if sim < RIVAL_MAX_SIMILARITY:
            return True
        weakly = evidence == "segment" or kids >= NEST_SIZE
        return sim < MEANING_THRESHOLD and weakly and not t.derived

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
        if not cut or len(cut.head) == 1 or (len(cut.root) < MIN_SEGMENT_ROOT and not weak):
            return None
        if cut.kind == "compound" and not self._real_compound(cut):
            return None
        return "segment"

    def _real_compound(self, cut: Cut) -> bool:
        """The other stem of a compound we cut ourselves is a root other words have (вод-о-ПАД,
        not ветеран = вете + ран)."""
        if cut.head and not is_prefix_chain(cut.head) and not self._real_stem(cut.head[:-1]):
            return False
        return is_tail(cut.tail) or self._real_stem(cut.tail[1:])

    @lru_cache(maxsize=20_000)  # noqa: B019 - one process-wide instance
    def _real_stem(self, text: str) -> bool:
        """`text` is (prefixes +) a known root (+ suffixes and an ending): пад, повал, любный."""
        heads = [("", text)] + strip_prefixes(text)
        return any(
            len(self.lex.with_root(rest[:k])) >= MIN_KNOWN_ROOT_USES and is_tail(rest[k:], depth=3)
            for _, rest in heads
            for k in range(MIN_SEGMENT_ROOT, len(rest) + 1)
        )

    def _result(
        self, t: Target, lemma: str, method: str, via: str = "", penalty: float = 0.0
    ) -> RootMatch:
        confidence = round(CONFIDENCE[method] - penalty, 2)
        shape = self._shape(t, lemma)
        roots = tuple(r for s, r in t.root_of if s == shape)[:1] or t.roots
        return RootMatch(t.lemma, lemma, roots, method, confidence, via, shape)

    def _shape(self, t: Target, lemma: str) -> str:
        """The shape of the target's root as it appears in `lemma` (руч in ручка), if visible."""
        known = [r.rstrip("ь") for r in self.lex.roots(lemma)]
        for root in known:
            if root in t.shapes:
                return root
        cut = split_at_root(lemma, t.shapes)
        if cut:
            return cut.root
        if derives(t.lemma, lemma):
            return lemma_stem(lemma)
        return next((s for s in sorted(t.shapes, key=len, reverse=True) if s in lemma), "")


def derives(target: str, lemma: str) -> bool:
    """The target noun is the noun `lemma`'s stem plus a suffix and an ending (ножницы = нож +
    ниц + ы): the word heard is the base the secret word is made from."""
    stem = lemma_stem(lemma)
    suffix = lemma_stem(target)[len(stem) :]
    return (
        len(stem) >= MIN_BASE_STEM
        and target.startswith(stem)
        and suffix in NOUN_SUFFIXES
        and is_noun(lemma)
        and is_noun(target)
    )


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
