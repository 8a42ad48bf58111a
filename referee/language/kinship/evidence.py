"""Where the secret word's root shows in a word: morpholog's root, our own cutting, or a vowel
grade / alternation of the root, and the shape the root takes in the word (руч in ручка).

A base of `referee.language.morphology.Morphology`, on top of the meaning checks of
`referee.language.kinship.homonyms` (`_far`).
"""

from __future__ import annotations

from referee.lang.roots import VOWELS
from referee.language.frequency import russian_zipf
from referee.language.kinship.alternation import PALATALIZED
from referee.language.kinship.homonyms import COMMON_ZIPF, HomonymChecks
from referee.language.kinship.stems import (
    MIN_SEGMENT_ROOT,
    extends,
    glued_prefix,
    real_compound,
    roots_with_suffix,
)
from referee.language.kinship.target_base import derives
from referee.language.lexicon import Lexicon, is_root_morpheme
from referee.language.segment import (
    alternated_back,
    bare_root,
    bare_stem,
    dropped_vowel,
    is_fleeting_pair,
    lemma_stem,
    nasal_grades,
    positional_shapes,
    split_at_root,
    stem_of,
)
from referee.language.words import embedded, is_noun, lemmas, paradigm, pos, similarity, verb
from referee.rules.secret import GLUED_K, Target, cut_at_interfix

GRADE_VERB_SIMILARITY = 0.2  # navec cosine of the target to a verb that confirms a grade
MIN_NU_ROOT = 3  # shortest root before -ну- that lost a consonant (тро-ну-ть; not ка-ну-ть)
IE_ENDING = "+е"  # the ending after -и- of a noun in -ие (оружи-е; not the loans парти-я)
MAX_GRADE_VERBS = 40  # words with the grade as root looked at for such a verb
TS_SUFFIX = "-ц"  # the noun suffix of ов-ц-а, серд-ц-е
# suffixes of a verb's stem that make no verb of a noun (тяг-ива-ть, двиг-а-ть, за-сып-а-ть)
VERB_STEM_SUFFIXES = frozenset({"а", "я", "е", "и", "ива", "ыва", "ва", "ну"})
# suffixes after a root that show a verb's stem or participle (за-винч-ива-ни-е, раз-винч-енн-ость);
# -и-, -е- also make nouns (мягко-сердеч-и-е)
VERBAL_SUFFIXES = (VERB_STEM_SUFFIXES - {"и", "е"}) | {"енн", "ен", "нн"}


def ie_root(lex: Lexicon, lemma: str) -> str:
    """morpholog's root of a noun in -ие with the и of the suffix glued on, without it (оружи-е:
    оруж, as in во-оруж-и-ть); "" for any other word."""
    parts = lex.morphemes.get(lemma, ())
    if len(parts) < 2 or parts[-1] != IE_ENDING or parts[-2][:1] in "-+":
        return ""
    root = parts[-2]
    return root[:-1] if root.endswith("и") and len(root) > MIN_SEGMENT_ROOT else ""


def fleeting_forms_show_root(lex: Lexicon, t: Target, lemma: str) -> bool:
    """A noun whose own forms drop a fleeting vowel to leave the secret noun's very root (шов:
    шв-а for шв-ея, танец: танц-а for танц-овщиц-а), or, for a common noun, that root with the
    velar or ц back that the secret word's suffix turned into ч, ж, ш (песок: песк-а for
    песч-ан-ик, отец: отц-а for отч-им; `palatalized_back`). A secret verb's root so spelled is
    a noun's of its own more often (ров: рв-а for рвать)."""
    if not is_noun(lemma) or not is_noun(t.lemma):
        return False
    stem = bare_stem(lemma)
    roots = t.bare_roots
    if russian_zipf(lemma) >= COMMON_ZIPF:  # a rare noun read so is mostly a namesake (торец)
        roots |= palatalized_back(lex, t)
    return any(
        is_fleeting_pair(stem, root) and len(root) < len(stem)
        and any(bare_root(stem_of(form)) == root for form in paradigm(lemma))
        for root in roots
    )


def roots_before_suffix(parts: tuple[str, ...], but: frozenset[str] = frozenset()) -> set[str]:
    """The bare roots of a morpholog cutting that a suffix follows right after (песч-ан-ик:
    песч), but those followed by one of the suffixes `but`."""
    return {bare_root(p) for p, after in zip(parts, parts[1:], strict=False)
            if is_root_morpheme(p) and after.startswith("-") and after[1:] not in but}


def palatalized_back(lex: Lexicon, t: Target) -> frozenset[str]:
    """The secret word's roots closing in the ч, ж, ш a suffix right after them made of a
    velar or ц (песч-ан-ик, отч-им, конч-ик; not порч-а, with no suffix), read back to it (песк,
    отц; not through т), and a root with the -ок/-ек glued on read back to its -к (горшеч-ник:
    горшк): the shapes the noun the word is made of takes in its own forms (песок: песк-а)."""
    suffixed = roots_before_suffix(lex.morphemes.get(t.lemma, ()))
    glued = {r[:-2] + "к" for r in suffixed if r.endswith(GLUED_K)}
    return frozenset(glued | {shape for r in suffixed for shape in alternated_back(r, PALATALIZED)
                              if not shape.endswith("т")})


def ts_suffix_roots(lex: Lexicon, lemma: str) -> frozenset[str]:
    """morpholog's root of `lemma` when the noun suffix -ц- right after it is the word's last
    (ов-ц-а, серд-ц-е; not паль-ц-е-видный, a compound)."""
    parts = [p for p in lex.morphemes.get(lemma, ()) if p[:1] != "+" and "=" not in p]
    if len(parts) < 2 or parts[-1] != TS_SUFFIX or not is_root_morpheme(parts[-2]):
        return frozenset()
    return frozenset({bare_root(parts[-2])})


def ch_noun_roots(lex: Lexicon, lemma: str) -> frozenset[str]:
    """The roots of the noun `lemma` closing in the ч that -ц- turns into before a suffix, with
    that suffix right after them in morpholog's cut, read back without the ч and the fleeting
    vowel before it (овч-ар-к-а, овеч-к-а: ов); none for a word with no suffix after the ч
    root (ленч), a verb's stem or participle (за-винч-ива-ни-е) or another part of speech."""
    if not is_noun(lemma):
        return frozenset()
    suffixed = roots_before_suffix(lex.morphemes.get(lemma, ()), VERBAL_SUFFIXES)
    return frozenset(r[:-len(end)] for r in suffixed for end in ("ч", *GLUED_K)
                     if r.endswith(end) and len(r) > len(end))


def ts_suffix_turned_ch(lex: Lexicon, first: str, second: str) -> bool:
    """One word's root takes the suffix -ц-, which before another suffix is the ч closing the
    other noun's root (ов-ц-а and овч-ар-к-а, овеч-к-а), either way round."""
    return bool(ts_suffix_roots(lex, first) & ch_noun_roots(lex, second)
                or ts_suffix_roots(lex, second) & ch_noun_roots(lex, first))


class RootEvidence(HomonymChecks):
    """Root evidence for a lemma against a secret word; the host class provides `lex`."""

    lex: Lexicon

    def _root_evidence(self, t: Target, lemma: str, weak: bool = False) -> str | None:
        """ "root" if morpholog's root of `lemma` is a shape of the target root, "segment" if our
        own cutting finds one (and morpholog does not know another root), else None. `weak`
        (for bases reached through MorphyNet) lets our cutting trust two-letter roots too."""
        known = list(self.lex.bare_roots(lemma))
        if any(r in t.shapes for r in known) or ie_root(self.lex, lemma) in t.roots:
            return "root"  # оружи-е for оруж-е-нос-ец: the very root, not an alternated shape
        # a suffix glued on (зуб-ил for зуб) only where navec can check the meaning: for a
        # secret word it does not know, перил is no пер + ил (перина), молок no мол + ок
        if (any(extends(r, t.shapes) for r in known)
                and (any(glued_prefix(r, t.shapes) for r in known) or embedded(t.lemma))
                and not self._far(t, lemma)):
            return "root"  # за-щит for щит; not на-дежд for о-дежд-а, far in meaning
        if roots_with_suffix(self.lex.morphemes.get(lemma, ())) & t.shapes:
            return "root"  # раб-от-а for работ-ник: morpholog glued the suffix to the other root
        if set(known) & self._with_own_prefixes(t):
            return "root"  # обед-а-ть for об-ед: the target's prefix glued into the root
        if fleeting_forms_show_root(self.lex, t, lemma):
            return "root"  # шов (шв-а) for шв-ея
        if ts_suffix_turned_ch(self.lex, t.lemma, lemma):
            return "root"  # ов-ц-а for овч-ар-к-а
        if self._before_nu(t, lemma):
            return "root"  # об-ма-ну-ть for об-ман, тро-ну-ть for трог-а-ть
        if self._last_stem_after_interfix(t, lemma):
            return "root"  # легк-о-(атлет): morpholog's entry stops at the interfix
        if known:  # morpholog's roots are no shape: at most a grade (our cutting is for others)
            return "grade" if self._graded_root(t, lemma, known) else None
        cut = split_at_root(lemma, t.shapes)
        if not cut or len(cut.head) == 1 or (len(cut.root) < MIN_SEGMENT_ROOT and not weak):
            return None
        if cut.kind == "compound" and not real_compound(self.lex, cut):
            return None
        return "segment"

    def _last_stem_after_interfix(self, t: Target, lemma: str) -> bool:
        """morpholog's entry of the compound `lemma` stops at its interfix (легк-о- for
        легкоатлет, желез-о- for железобетон): the rest is the last stem, which opens with the
        secret word or a word of its nest (атлет; бетон for бетонщик; завод for хлебозавод)."""
        if not cut_at_interfix(lemma, self.lex):
            return False
        rest = lemma[len("".join(m.strip("-") for m in self.lex.morphemes[lemma])):]
        return bool(lemmas(rest) & (t.lemmas | t.family))

    def _before_nu(self, t: Target, lemma: str) -> bool:
        """morpholog cuts the verb `lemma` as a root and the suffix -ну-, where the target's root is
        that root with one more consonant, which -ну- swallows (трог: тро-ну-ть, двиг: дви-ну-ть;
        обман: об-ма-ну-ть, an н only with navec putting the verb near)."""
        parts = self.lex.morphemes.get(lemma, ())
        lost = {r[-1] for root, nu in zip(parts, parts[1:], strict=False)
                if nu == "-ну" and len(root) >= MIN_NU_ROOT
                for r in t.bare_roots if r[:-1] == root and r[-1] not in VOWELS}
        if "н" in lost:  # сос-н-а is no сос-ну-ть's: an н may be the noun's own suffix
            sim = similarity(t.lemma, lemma)
            lost -= set() if sim is not None and sim >= GRADE_VERB_SIMILARITY else {"н"}
        return bool(lost) and verb(lemma)

    def _graded_root(self, t: Target, lemma: str, known: list[str]) -> bool:
        """One of morpholog's roots `known` of `lemma` is a vowel grade, a fleeting-vowel shape
        or a positional alternation of the target's root, where grades live: vowel grades are
        verbal (плак-ать for плач, not стул for стол)."""
        graded = [r for r in known if r in t.grades]
        nasal = set().union(*(nasal_grades(r) for r in t.roots))
        if graded and set(graded) <= nasal and not self._verbal(lemma):
            graded = []  # мин-а for мя-ть: the nasal grades live in verbs (с-мин-ать)
        dropped = set().union(*(dropped_vowel(r) for r in t.roots))  # шёпот/шепт-ать
        # шк for an alternated чк (индюк: индюш-к-а), never for a root's own ч (ключ: клюшка)
        chk = t.shapes - {bare_root(r) for r in t.roots if r.endswith("ч")}
        adjective = pos(lemma) == "ADJF"
        return any(
            r in t.fleeting or (r in dropped and verb(lemma)) or positional_shapes(r, lemma) & chk
            or (adjective and dropped_vowel(r) & t.shapes)  # ясел-ь-н-ый for ясл-и
            for r in known
        ) or bool(
            graded
            and (
                self._verbal(lemma)
                or verb(t.lemma)  # ж-в-ачк-а for жевать: the secret verb's own noun
                or (self._verbal(t.lemma) and self._grade_in_verb(graded[0]))
                or self._grade_verb(t, graded[0])
            )
        )

    def _with_own_prefixes(self, t: Target) -> frozenset[str]:
        """The target's root with the target's own prefixes glued on, as morpholog writes the
        root of another word of the nest (об-ед for обед, обед-а-ть)."""
        head = "".join(self.lex.prefixes(t.lemma))
        return frozenset(head + r for r in t.bare_roots) if head else frozenset()

    def _grade_in_verb(self, grade: str) -> bool:
        """Some verb has this grade as its root (тяг-а-ть for тяга beside за-тяж-к-а, двиг-а-ть
        for с-двиг beside за-движ-к-а): a noun's root that no verb has is a look-alike of a verbal
        target's grade (скот for вы-скоч-к-а, нор-а for ныр-яльщик). A verb made from a noun
        (скот-нич-а-ть, by MorphyNet or by its suffixes) is no witness."""
        return any(
            verb(other) and not any(is_noun(p) for p in self.lex.parents.get(other, ()))
            and {m.strip("-") for m in self.lex.morphemes.get(other, ()) if m.startswith("-")}
            <= VERB_STEM_SUFFIXES  # not скот-нич-а-ть: a verb made from a noun (скотник)
            for other in self.lex.with_root(grade)[:MAX_GRADE_VERBS]
        )

    def _grade_verb(self, t: Target, grade: str) -> bool:
        """A verb with this grade as its root is near the target in meaning (плакать for плач:
        плакса is kin too), so two nouns may differ in it."""
        return any(
            verb(other)
            and (sim := similarity(t.lemma, other)) is not None
            and sim >= GRADE_VERB_SIMILARITY
            for other in self.lex.with_root(grade)[:MAX_GRADE_VERBS]
        )

    def _verbal(self, lemma: str) -> bool:
        """A verb, or a word MorphyNet derives from a verb (рост ← расти): where grades live."""
        return any(verb(word) for word in {lemma} | self.lex.tops(lemma))

    def _shape(self, t: Target, lemma: str) -> str:
        """The shape of the target's root as it appears in `lemma` (руч in ручка), if visible."""
        known = list(self.lex.bare_roots(lemma))
        for root in known:
            if root in t.shapes or root in t.grades or root in t.fleeting:
                return root
        cut = split_at_root(lemma, t.shapes)
        if cut:
            return cut.root
        if derives(t.lemma, lemma):
            return lemma_stem(lemma)
        return next((s for s in sorted(t.shapes, key=lambda s: (-len(s), s)) if s in lemma), "")
