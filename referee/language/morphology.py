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
  5. `grade`: morpholog's root of the word is a vowel grade, a reverse alternation or the
     fleeting-vowel shape of the target's root (плак-ать for плач, шв-ея for шов, окн-о for
     подоконник), next to a verb and not far in meaning (`referee.language.segment.grades`);
  5b. alternation confirmed by a resource (`referee.language.kinship.alternation`): the word's
     root is an alternated shape of the target's and its own paradigm shows the target's shape
     (бежать: бегут) or MorphyNet links the two roots (слушать ← слух);
  6. `near`: a word no dictionary knows that sounds like a form of the secret word (misheard).
The secret word may also be made from the heard word
(`referee.language.kinship.target_base`: тыл for
затылок, носить for носилки, мясной for мясорубка). Each verdict records the branch that
decided (`referee.language.kinship.verdict`); the steps for a word judged on its own are in
`referee.language.kinship.steps`.
Homonymous roots are filtered out: a word MorphyNet derives from another base is judged through
that base (водитель ← водить); a verb nest with the same root and an unrelated meaning is a
rival (водить for вода, гореть for гора): words derived from it, or nearer to it in meaning
(navec), do not count (поводок, поднос ← подносить ← носить); nor does a simple word heading a
nest of its own with an unrelated meaning (лесть, дно). These checks live in
`referee.language.kinship.homonyms`.

Public interface other modules rely on:
  - `Morphology.lemmas(word) -> frozenset[str]`
  - `Morphology.target(word) -> Target` (prepare a secret word once, e.g. when a turn starts:
    it also loads the lexicon, the analyzer and the embeddings)
  - `Morphology.same_root(target, word) -> RootMatch | None`
  - `Morphology.decide(target, word) -> Decision` (the match or None, and the deciding branch)
  - `Morphology.family(target) -> frozenset[str]` (forms sharing the root, for keyword spotting)
  - `morphology()` — the process-wide instance.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from pymorphy3.analyzer import Parse

from common.analyzer import normalize, parse
from referee.lang.roots import ALTERNATIONS, VOWELS
from referee.language.kinship.alternation import (
    alternated_base_verb,
    confirmed,
    deverbal_cut,
    noun_palatalized,
    own_root,
    unsplit_velar_root,
    yod_palatalized,
)
from referee.language.kinship.compound_nest import (
    SOURCE_MIN_MARGIN,
    clip_namesake,
    clip_of_another,
    clip_reading,
    clip_sources,
    clipped_kin,
    clipped_rest,
    clipped_stem,
    consonant_clip,
    joined_namesake,
    joined_sources,
    last_stem_grade,
    near_rest,
    numeral_first_stems,
    numeral_stem_namesake,
    off_stem_nest,
    opens_compounds,
    secret_clip,
)
from referee.language.kinship.evidence import RootEvidence
from referee.language.kinship.homonyms import (
    FAMILY_MIN_SIMILARITY,
    GRADE_MIN_SIMILARITY,
    far_from_nest,
    soft_sign_namesake,
    suffix_in_root,
    thing_named_after_being,
)
from referee.language.kinship.inner_root import with_inner_roots
from referee.language.kinship.series import series_kin
from referee.language.kinship.stems import prefix_guess, suffix_guess
from referee.language.kinship.steps import BARE_MIN_SIMILARITY, MEANING_THRESHOLD, independent
from referee.language.kinship.target_base import (
    across_prefix,
    adjective_of,
    compound_part,
    derives,
    diminutive_of,
    loan_adjective,
    loan_bases,
    made_from_another,
    offspring_of,
    parent_namesake,
    prefixed_base,
    verb_apart_from_nominal_base,
    verb_inside,
)
from referee.language.kinship.verb_target import alternated_namesake, aspect_partner, verb_target
from referee.language.kinship.verdict import (
    CONFIDENCE,
    Decision,
    Probe,
    RootMatch,
    better,
    graded_shape,
)
from referee.language.lexicon import Lexicon, lexicon
from referee.language.phonetics import misheard_form
from referee.language.segment import (
    bare_root,
    bare_stem,
    is_ending,
    lemma_stem,
    split_at_root,
)
from referee.language.words import (
    NAME_TAGS,
    animate,
    embedded,
    indeclinable,
    is_function_word,
    is_name,
    is_noun,
    known,
    lemmas,
    name_only,
    noun_lemma,
    other_words,
    paradigm,
    participle_of,
    pieces,
    pos,
    similarity,
    unanalysed,
    verb,
)
from referee.rules.secret import (
    GLUED_K,
    MIN_GUESSED_ROOT,
    Target,
    cut_at_interfix,
    oblique_namesakes,
    prepare,
)

OTHER_READING = 0.45  # penalty when a dictionary-form word (леска) matches only as a form of
# another lemma (лесок, or мята as a short form of мять): the word most likely means itself
POSSESSIVE_ENDINGS = ("ов", "ев", "ин", "ын")  # a noun's possessive adjective (отцов, мамин)
VERB_NEST_BRANCHES = frozenset({"in-family", "verb-of-derived"})  # how the secret noun's verb
# on the other shape of its root must hold a word for the noun to hold it (`_alternated_verb_nest`:
# its looser branches, through a base or the root's suffixes alone, bring в-мет-ать for
# при-меч-ани-е, чуд-есный for от-чужд-ени-е)
MINOR_READING = 0.2  # penalty for a rare parse of the word (мою as мыть, not the pronoun мой)
MAX_ANCESTORS = 12  # how many MorphyNet bases of a word are climbed to find a common one
MAX_BASE_DEPTH = 2  # how far up MorphyNet a word is followed to its base
PALATAL_NOUN_MIN_SIMILARITY = 0.1  # navec cosine a noun with the velar of the target's ч, ж, ш
# needs (молоко/молочник 0.12; бочка/бок, дочка/док 0.05, лучник/лук 0.06 go through MorphyNet)
ALTERNATION_MIN_SIMILARITY = 0.06  # navec cosine an alternation MorphyNet attests needs
# (unknown to navec: allowed); the word's own paradigm needs none
# suffixes that make a noun a diminutive, a female or a young one of another noun (рож-иц-а,
# ткач-их-а, сов-ёнок, кад-ушк-а): the word still names what that noun names
MODIFYING_SUFFIXES = frozenset({"иц", "их", "ушк", "юшк", "ышк", "енок", "онок", "ик"})
MIN_NEAR_LENGTH = 6  # shorter unknown words are too often one letter off anything


class Morphology(RootEvidence):
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
        """The secret word analysed once (cached): lemma, family, root shapes, rival nests.
        A family MorphyNet hangs on a noun far in meaning (бочка ← бок, банка ← баня) is a
        look-alike's: the secret word keeps only its own derivatives. Readings of the word as
        a form of another part of speech's word are dropped (дорогой: not дорога)."""
        t = with_inner_roots(prepare(word, self.lex))
        others = other_words(t.word, t.lemma)  # дорогой is no form of дорога here
        others |= oblique_namesakes(t.word, t.lemma)  # банка is no form of банк here
        if others:
            nest = set().union(*(self.lex.descendants(top) for top in self.lex.tops(t.lemma)))
            t = replace(t, lemmas=t.lemmas - others, family=t.family - (others - nest))
        heads = self.lex.tops(t.lemma) - {t.lemma}
        if heads and all(self._far_noun(t, head) for head in heads):
            own = self.lex.descendants(t.lemma) | t.lemmas
            t = replace(t, family=frozenset(own))
        return t

    def same_root(self, target: str, word: str) -> RootMatch | None:
        """How `word` shares the root of `target`, or None (homonymous or unrelated roots)."""
        return self.decide(target, word).match

    @lru_cache(maxsize=200_000)  # noqa: B019 - one process-wide instance
    def decide(self, target: str, word: str) -> Decision:
        """The verdict on `word` against `target` and the branch that reached it.

        A secret phrase (железная дорога) is matched word by word; short function words in it
        (в, на, и) are skipped. Of several readings, the most confident match wins; with none,
        the first rejection is kept as the reason.
        """
        parts = [p for p in normalize(target).replace("-", " ").split() if len(p) > 2]
        best: Decision | None = None
        for piece in pieces(word):  # зимушка-зима: each part of a hyphenated word
            for part in parts or [target]:
                for decision in self._readings(self.target(part), piece):
                    best = better(best, decision)
        return best or Decision(None, "no-reading")

    def _readings(self, t: Target, piece: str) -> list[Decision]:
        """One decision per lemma of `piece`, and the misheard-word check when none matched.
        A form that is itself a word of the target's family reads as that word too: pymorphy
        takes a suppletive plural to its singular (дети → ребёнок), MorphyNet keeps дети; so
        does an infinitive whose noun readings weigh more (мести: месть), and, for a word that
        is no dictionary form itself, a rare parse whose lemma is the secret word or in its nest
        (мою: мыть, берегу: беречь), a little less sure."""
        likely = lemmas(piece) | ({normalize(piece)} & t.family) | infinitive(piece)
        if unanalysed(piece) and normalize(piece) in t.forms:  # долму: the secret word долма's
            likely = frozenset({t.lemma})  # form the analyzer cannot parse (declined by ending)
        elif meant := secret_word_meant(piece, likely, t):  # вантуза, молотков: no other
            likely = meant  # reading is a word a speaker means by it
        # a word that is itself a dictionary form means itself (душа is no душ's genitive)
        minor = frozenset() if normalize(piece) in likely else minor_readings(piece, t) - likely
        readings = likely | minor
        found = []
        for lemma in sorted(readings):
            decision = self.match_lemma(t, lemma)
            match = decision.match
            if (match and lemma != piece and piece in readings  # the word is itself a
                    # dictionary form (леска), not just a name's (гари is гарь's form, not
                    # only Гари), and this is another word's (любимый is любить's participle)
                    and not name_only(piece) and not participle_of(piece, lemma)
                    and not adverb_of_case(piece, lemma)):  # зимой is зима's instrumental
                sure = min(match.confidence, CONFIDENCE["family"])  # мята is no form of мять
                penalized = round(sure - OTHER_READING, 2)
                decision = Decision(replace(match, confidence=penalized), "other-reading")
            elif match and lemma in minor:  # мою: мыть, though the pronoun is likelier
                sure = min(match.confidence, CONFIDENCE["family"]) - MINOR_READING
                decision = Decision(replace(match, confidence=round(sure, 2)), "minor-reading")
            found.append(decision)
        if not any(d.match for d in found):
            found.append(self._near(t, piece))
        return found

    def _near(self, t: Target, word: str) -> Decision:
        """A word no dictionary knows that sounds like a form of the secret word (басейн,
        телевизар): most likely the secret word misheard or misspoken (the one test of
        `referee.language.phonetics.misheard_form`, as said: no confidence here)."""
        if len(word) < MIN_NEAR_LENGTH or known(word):
            return Decision(None, "not-near")
        if misheard_form(word, t.forms) is not None:
            match = RootMatch(t.lemma, word, t.roots, "near", CONFIDENCE["near"], branch="near")
            return Decision(match, "near")
        return Decision(None, "not-near")

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def family(self, target: str) -> frozenset[str]:
        """Word forms of the target's derivational family (for keyword spotting grammars, and the
        secret word's family misheard); cached, one set per target."""
        forms: set[str] = set()
        for lemma in self.target(target).family:
            for p in parse(lemma)[:1]:
                forms |= {normalize(f.word) for f in p.lexeme}
        return frozenset(forms)

    @lru_cache(maxsize=20_000)  # noqa: B019 - one process-wide instance
    def clipped_stem(self, lemma: str) -> str:
        """The clipped first stem `lemma` opens with as a compound (авто for автобус), or ""."""
        return clipped_stem(self.lex, lemma, self._opens_compounds)

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def secret_clip(self, target: str) -> str:
        """The clipped stem the secret compound opens with (`secret_clip`: драм for драмкружок),
        worked out once per secret word."""
        return secret_clip(self.lex, target, self._opens_compounds)

    @lru_cache(maxsize=5_000)  # noqa: B019 - one process-wide instance
    def _opens_compounds(self, stem: str) -> bool:
        return opens_compounds(self.lex, stem)

    def match_lemma(self, t: Target, lemma: str) -> Decision:
        """The verdict on one lemma of the heard word; a match outside the family on a noun
        spelled like a family noun but for a closing soft sign is dropped (`soft_sign_namesake`:
        пыл for пыльник ← пыль, угол for уголь, заводь for заводила ← завод), after the other
        checks have had their say."""
        decision = self._match_lemma(t, lemma)
        if decision.match is None:
            return self._alternated_verb_nest(t, lemma) or decision
        if decision.branch in ("exact", "in-family"):
            return decision
        if soft_sign_namesake(t, lemma, self.lex):
            return Decision(None, "soft-sign-namesake")
        if decision.match.method != "compound" and far_from_nest(t, lemma, self.lex):
            return Decision(None, "far-from-nest")  # лестница for лесник, болт for болтунья
        return decision

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def _alternated_base_verb(self, word: str) -> str:
        """`alternated_base_verb` of the secret word, found once per secret word."""
        return alternated_base_verb(self.lex, self.target(word))

    def _alternated_verb_nest(self, t: Target, lemma: str) -> Decision | None:
        """The secret noun's verb on the other shape of its root (поглощ-ени-е ← поглотить:
        поглощу; `alternated_base_verb`) has `lemma` in its own nest, or `lemma` is a prefixed
        verb of the same root (проглотить), and `lemma`'s root is the verb's very shape
        (глот): kin through that verb, which MorphyNet leaves out of the noun's nest."""
        base = self._alternated_base_verb(t.word)
        if not base or own_root(self.lex, lemma) != own_root(self.lex, base):
            return None
        if self.match_lemma(self.target(base), lemma).branch not in VERB_NEST_BRANCHES:
            return None
        return self.decided(t, lemma, "family", "alternated-verb-nest", via=base)

    def _thing_apart_from_being(self, t: Target, lemma: str) -> bool:
        """`lemma` is a -к-а thing MorphyNet makes from a creature's name
        (`thing_named_after_being`: ворон-к-а ← ворона, сороч-к-а ← сорока) that, taken as a
        secret word, keeps only its own derivatives (`target`: navec puts the creature far), and
        morpholog gives it no root spelled in the secret word (электр-ич-к-а, электр-ик): the
        creature's nest (ворона, сорочонок) is no kin of it from this side either. A thing made
        from another word of the nest (аптеч-к-а ← аптека for аптекарша) is not weighed."""
        if not any(thing_named_after_being(lemma, p) for p in self.lex.parents.get(lemma, ())):
            return False  # (the cheap test first)
        if any(root in t.lemma for root in self.lex.bare_roots(lemma)):
            return False  # электр-ич-к-а: morpholog's root is spelled in электрик too
        return t.lemma not in self.target(lemma).family

    def _match_lemma(self, t: Target, lemma: str) -> Decision:
        if lemma in t.lemmas:
            return self.decided(t, lemma, "exact", "exact")
        own_roots = set(self.lex.roots(lemma)) & set(t.roots)  # в-круг for круг, везде
        # a preposition spelled as the secret word's whole root is its base (перед for
        # перед-ник, сквозь for сквоз-няк): no morphemic dictionary segments these; a particle
        # derives nothing (ведь for про-вед-ение)
        if is_function_word(lemma) and pos(lemma) == "PREP":
            own_roots |= {bare_stem(lemma)} & t.bare_roots
        if (is_name(lemma) and not self.clip_reading(lemma)) or (
                is_function_word(lemma) and not own_roots):  # (райисполком: an organisation's)
            return Decision(None, "function-word-or-name")  # ведь, мартин: no derivatives
        if numeral_stem_namesake(t, lemma, self.lex, self._numeral_first_stems):
            return Decision(None, "numeral-stem-namesake")  # пятка for пятидневка
        if lemma in t.family and self._thing_apart_from_being(t, lemma):
            return Decision(None, "thing-named-after-being")  # воронка for ворона
        if lemma in t.family and not swallowed_apart(self.lex, t.lemma, lemma):
            return self.decided(t, lemma, "family", "in-family")
        if clipped_kin(self.clipped_stem, self.secret_clip(t.lemma), lemma):  # автобус: автовокзал
            if self._clip_of_another(t, lemma):
                return Decision(None, "clip-of-another")  # автограф for автобаза
            return self.decided(t, lemma, "compound", "compound-stem")
        if self._kin_of_clipped_rest(t, lemma):  # крановщик for авто-кран
            return self.decided(t, lemma, "compound", "compound-stem")
        if self._kin_of_clip_source(t, lemma):  # велосипедист for вело-шлем
            return self.decided(t, lemma, "compound", "compound-stem")
        if self._on_consonant_clip(t, lemma):  # генеральный, генплан for ген-директор
            return self.decided(t, lemma, "compound", "compound-stem")
        if self._kin_of_joined_source(t, lemma):  # председатель for зам-пред, комитет for испол-ком
            return self.decided(t, lemma, "compound", "compound-stem")
        if self._kin_of_loan_base(t, lemma):  # эсперанто, шоу for эсперантист, шоумен
            return self.decided(t, lemma, "family", "loan-base")
        if joined_namesake(t.lemma, self.joined_sources(t.lemma), lemma, self._kin):
            return Decision(None, "clip-namesake")  # магия for универ-маг, кора for спец-кор
        if self._clip_namesake(t, lemma):  # велеть for вело-шлем
            return Decision(None, "clip-namesake")
        if (derives(t.lemma, lemma) and self._base_near(t, lemma) and not indeclinable(lemma)
                and not across_prefix(t.lemma, lemma, self.lex)):  # леди: no лед-ышк-а
            if (made_from_another(t, lemma, self.lex)
                    or self._apart_from_noun_parents(t, lemma, modifying_only=False)):
                return Decision(None, "stem-of-another-base")  # киста: кист-очк-а ← кисть
            return self.decided(t, lemma, "family", "target-made-from-it")
        if ((diminutive_of(t.lemma, lemma) or adjective_of(t.lemma, lemma))
                and self._base_near(t, lemma)):
            return self.decided(t, lemma, "root", "root-and-suffixes", penalty=0.1)  # рукавичка
        if offspring_of(t.lemma, lemma):
            return self.decided(t, lemma, "family", "offspring-of-it")  # лев for львёнок
        if _loan_apart(t, lemma) or self._made_from_loan_apart(t, lemma):
            return Decision(None, "indeclinable-loan")  # кашне for кашевар, метро for термометр
        if len(t.roots) > 1 and not self._truncated(t) and compound_part(t, lemma, self.lex):
            if (self._namesake_of_verb_stem(t, lemma)
                    or self._made_from_verb_stem_namesake(t, lemma)):
                return Decision(None, "compound-verb-stem")  # вода, водный for садо-вод
            if self._verb_on_first_stem(t, lemma):
                return Decision(None, "compound-first-stem-verb")  # водить for водо-лаз
            if self._verb_on_last_noun_stem(t, lemma):
                return Decision(None, "compound-last-stem-verb")  # носить for кур-нос-ый
            if (prefix_guess(t.roots) and not self._on_whole_stem(t, lemma)
                    and self._far_from_guess(t, lemma, unknown_far=True)):
                return Decision(None, "guessed-root-far")  # лог for за-лог, ряд for на-ряд
            if self._on_guessed_last_stem(t, lemma) and self._far_from_guess(t, lemma):
                return Decision(None, "guessed-root-far")  # ворота for круг-о-ворот
            if off_stem_nest(t, lemma, self.lex) or closing_noun_namesake(t, lemma, self.lex):
                return Decision(None, "off-stem-nest")  # сырой for сыр-о-вар, нож for цвет-о-ножка
            decision = self.decided(t, lemma, "compound", "compound-stem")  # рука for рукопашный
        else:
            decision = self._match_base(t, lemma, depth=0)
        return self._drifted(t, lemma, decision)

    def _kin_of_clipped_rest(self, t: Target, lemma: str) -> bool:
        """`lemma` shares the root of the word the secret compound puts after its clipped stem
        (`clipped_rest`: крановщик, кран's, for автокран; диспетчерская for авиадиспетчер)."""
        rest = self._clipped_rest(t.lemma)
        return bool(rest) and self._kin(rest, lemma)

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def _numeral_first_stems(self, t: Target) -> tuple[str, ...]:
        """`numeral_first_stems` of the secret word, worked out once per secret word."""
        return numeral_first_stems(t, self.lex)

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def _clipped_rest(self, target: str) -> str:
        """`clipped_rest` of the secret word, else the rest after its clipped stem closing on a
        consonant (`consonant_clip`: директор for ген-директор); worked out once per secret word."""
        if rest := clipped_rest(self.secret_clip, target):
            return rest
        clip = self.consonant_clip(target)[0]
        return target[len(clip):] if clip else ""

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def consonant_clip(self, target: str) -> tuple[str, str]:
        """`consonant_clip` of a secret compound whose clipped stem, if any, puts no rest of its
        own (`clipped_rest`); worked out once per secret word (at the card draw)."""
        if clipped_rest(self.secret_clip, target):
            return "", ""
        return consonant_clip(self.lex, target)

    def _on_consonant_clip(self, t: Target, lemma: str) -> bool:
        """`lemma` is the adjective the secret compound's clipped stem closing on a consonant is
        cut from (генеральный for гендиректор), or another compound of that stem and a noun it
        means (`near_rest`: генплан)."""
        clip, source = self.consonant_clip(t.lemma)
        return bool(clip) and (lemma == source or near_rest(lemma, clip))

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def joined_sources(self, target: str) -> tuple[tuple[str, str], ...]:
        """`joined_sources` of the secret word: its clipped stems joined with no linking vowel and
        the words they are cut from; worked out once per secret word."""
        return joined_sources(self.lex, target, lambda word: self.target(word).family)

    def _kin_of_joined_source(self, t: Target, lemma: str) -> bool:
        """`lemma` is the word a clipped stem of the secret compound is cut from (`joined_sources`:
        заместитель, председатель for зампред), of its root by the checker's verdict (замещать,
        председательствовать), or a compound the dictionary spells out with one of those words
        (`clip_reading`: исполком, облисполком for райисполком, госбюджет for госплан)."""
        sources = {source for _, source in self.joined_sources(t.lemma)}
        if not sources:
            return False
        return any(lemma == source or self._kin(source, lemma) for source in sources) or bool(
            sources & {source for _, source in self.clip_reading(lemma)})

    @lru_cache(maxsize=5_000)  # noqa: B019 - one process-wide instance
    def clip_reading(self, lemma: str) -> tuple[tuple[str, str], ...]:
        """`compound_nest.clip_reading` of `lemma`, worked out once per word."""
        return clip_reading(self.lex, lemma)

    def _kin_of_loan_base(self, t: Target, lemma: str) -> bool:
        """`lemma` is the indeclinable loan the secret word is made from with an agent suffix
        (`loan_bases`: регби for регбист), of its MorphyNet family (авиашоу, шоу's, for шоумен)
        or its adjective (`loan_adjective`: регбийный)."""
        return any(lemma == base or lemma in self.target(base).family or loan_adjective(base, lemma)
                   for base in loan_bases(t.lemma))

    def _kin_of_clip_source(self, t: Target, lemma: str) -> bool:
        """`lemma` is the word the secret compound's clipped stem is cut from (`clip_source`:
        бензин for бензовоз) or of its MorphyNet family (велосипедный, велосипед's, for
        велошлем); not the word's other kin, which may be its own false alerts."""
        source = self.clip_source(t.lemma)
        return bool(source) and (lemma == source or lemma in self.target(source).family)

    def _clip_of_another(self, t: Target, lemma: str) -> bool:
        """`clip_of_another` for the secret compound's clipped stem and the word it is cut from."""
        source = self.clip_source(t.lemma)
        return bool(source) and clip_of_another(self.secret_clip(t.lemma), source, lemma)

    def _clip_namesake(self, t: Target, lemma: str) -> bool:
        """`clip_namesake` for the secret compound's clipped stem and the word it is cut from."""
        clip = self.secret_clip(t.lemma)
        return bool(clip) and clip_namesake(clip, self.clip_source(t.lemma), lemma, self._kin)

    def _kin(self, word: str, lemma: str) -> bool:
        """The checker's verdict: `lemma` is of `word`'s root."""
        return self.decide(word, lemma).match is not None

    @lru_cache(maxsize=1_000)  # noqa: B019 - one process-wide instance
    def clip_source(self, target: str) -> str:
        """The word the secret compound's clipped stem is cut from (`clip_sources`: велосипед for
        велошлем), or "": the first candidate, when it stands `SOURCE_MIN_MARGIN` clear of the
        next one outside its family that is no compound on the stem; worked out once per secret
        word (at the card draw: `referee.rules.cognate.Cognate.prepare`)."""
        clip = self.secret_clip(target)
        ranked = clip_sources(self.lex, clip, target) if clip else ()
        if not ranked or ranked[0][0] == target:
            return ""
        (source, sim), family = ranked[0], self.target(ranked[0][0]).family
        runner = next((other for word, other in ranked[1:] if word not in family
                       and self.clipped_stem(word) != clip), None)  # not авиа-носец
        return source if runner is None or sim - runner >= SOURCE_MIN_MARGIN else ""

    def _made_from_loan_apart(self, t: Target, lemma: str) -> bool:
        """MorphyNet makes `lemma` from indeclinable loans alone, none of them in the secret word's
        family nor a stem opening or closing a secret compound (бежевый ← беж for набег,
        беженец): the word has the loan's stem, not the secret root. Stricter than `_loan_apart`:
        a simple secret word that merely opens with the loan's letters (беж-енец) is no help."""
        parents = self.lex.parents.get(lemma, ())
        return bool(parents) and all(
            indeclinable(p) and p not in t.family and not _compound_stem_at_end(t, p)
            for p in parents
        )

    def _truncated(self, t: Target) -> bool:
        """morpholog's truncated entry of a word that is no compound, with our guess of its
        whole stem beside it (сме and смелост, оседл and оседлост): no two stems to match."""
        return not self.lex.joined(t.lemma) and suffix_guess(t.roots)

    def _on_guessed_last_stem(self, t: Target, lemma: str) -> bool:
        """`lemma` opens with the last stem we took for a compound morpholog cut only up to
        its interfix (круг-о-: ворот)."""
        return cut_at_interfix(t.lemma, self.lex) and lemma.startswith(t.roots[-1])

    def _on_whole_stem(self, t: Target, lemma: str) -> bool:
        """morpholog gives `lemma` the secret word's whole stem as its root (обман-щик for
        обман), not the rest we guessed after a prefix (ман): the prefix is no matter then."""
        return max(t.roots, key=len) in self.lex.roots(lemma)

    def _far_from_guess(self, t: Target, lemma: str, unknown_far: bool = False) -> bool:
        """A noun or adjective with no prefix on the root we guessed by taking a prefix off a
        word morpholog does not know needs navec not to put it far (лог for залог, ряд for
        наряд; стрела for выстрел stays). A prefixed word is the same derivation (раз-говор for
        за-говор), and a verb the prefixed noun's base (говорить for заговор), as in
        `referee.language.kinship.steps.bare_homonym`."""
        if verb(lemma) or self.lex.prefixes(lemma):
            return False
        sim = self.meaning(t, lemma, stand_in=False)  # (unknown is taken as far here)
        if sim is None:
            return unknown_far and not embedded(t.lemma) and not self._word_after_prefix(t)
        return sim < BARE_MIN_SIMILARITY

    def _word_after_prefix(self, t: Target) -> bool:
        """What follows the prefix we guessed is itself a noun (суб-провинция, от-бег): the
        secret word is that noun prefixed, not a stem with letters after it (по-мел-о)."""
        whole, bare = max(t.roots, key=len), min(t.roots, key=len)
        return noun_lemma(t.lemma[len(whole) - len(bare):])

    def _match_base(self, t: Target, lemma: str, depth: int) -> Decision:
        """Judge `lemma` outside the family: through its MorphyNet bases, else on its own."""
        if verb_inside(t, lemma):
            return self.decided(t, lemma, "family", "target-built-on-verb")  # носи-л-к-и
        alternated = self._alternated(t, lemma)
        if alternated is not None:
            return alternated  # бежать for бег: the alternation is confirmed for this root
        if depth == 0 and series_kin(self.lex, t, lemma):  # not through a base: зоркий ←
            return self.decided(t, lemma, "grade", "verb-root-series")  # зреть is no по-зор's
        if lemma in t.rivals:
            return Decision(None, "rival-head")  # the homonymous nest's head (осенить for осень)
        if prefixed_base(t, lemma, self.lex):
            if self._stem_off_root_start(t, lemma):
                return Decision(None, "stem-off-root-start")  # драма for под-рам-ник
            return self.decided(t, lemma, "prefix", "prefixed-target-base")  # тыл: за-тыл-ок
        evidence = self._root_evidence(t, lemma, weak=depth > 0)
        bases = self.lex.tops(lemma) - {lemma}
        if bases and depth < MAX_BASE_DEPTH:
            decided = self._through_bases(t, lemma, bases, depth, evidence)
            if decided is not None:
                return decided
        if evidence is None:
            return Decision(None, "no-root-shape")
        if evidence == "grade":
            return self._graded(t, lemma)
        if alternated_namesake(self.lex, t, lemma, self._shape(t, lemma)):
            return Decision(None, "alternated-namesake")  # брошка for бросить (брошу)
        cut = split_at_root(lemma, t.shapes)
        return independent(self, Probe(t, lemma, evidence, cut, heard=depth == 0))

    def _alternated(self, t: Target, lemma: str) -> Decision | None:
        """`lemma`'s root is an alternated shape of the target's, confirmed by its paradigm
        (бежать: бегут) or by MorphyNet with the meaning not apart (слушать ← слух); or it is
        a verb with the very root of a secret word that has a suffix of its own (кипеть for
        кип-ят-ок, трещать for трещ-ин-а): homonymous roots are mostly a bare noun's."""
        same = own_root(self.lex, lemma) in t.roots
        # клад-ут for клас-ть: the paradigm shows the target's root where the infinitive has
        # not, for a target whose own root morpholog gives (not one guessed from a base)
        shown = same and self.lex.tense_root(lemma) and bool(self.lex.roots(t.lemma))
        how = "paradigm" if shown else confirmed(self.lex, t, lemma)
        if not same and not how:
            return None  # (every branch of `_alternation` needs one of the two: no lookups)
        return self._alternation(t, lemma, how, same)

    def _alternation(self, t: Target, lemma: str, how: str, same: bool) -> Decision | None:
        """`_alternated` for a lemma whose root is the target's own (`same`) or a confirmed
        alternation of it (`how`, see `referee.language.kinship.alternation.confirmed`)."""
        sim = similarity(t.lemma, lemma)
        near = sim is None or sim >= GRADE_MIN_SIMILARITY
        # (the checks that cost lookups come last: most words fail the cheap ones)
        if same and t.derived and verb(lemma) and self._apart_from_noun_parents(t, lemma):
            return Decision(None, "verb-apart-from-noun-parent")  # слоняться for слон-ик
        if (same and near and t.derived and verb(lemma)
                and (not verb_target(t) or aspect_partner(self.lex, lemma))  # not терять for
                # тереть, nor курить for кур-иц-а
                and not verb_apart_from_nominal_base(t, lemma, self.lex)
                and not self.verb_apart_from_verb_sense(t, lemma)):  # вести for вед-ун
            return self.decided(t, lemma, "root", "verb-of-derived")  # кипеть for кип-ят-ок
        if same and near and self.lex.prefixes(t.lemma) and self.lex.prefixes(lemma):
            return self.decided(t, lemma, "root", "prefixed-sibling")  # на-клон for по-клон
        if (same or how) and self._same_prefixes(t, lemma):
            return self.decided(t, lemma, "root", "same-prefixed-root")  # при-ход for при-хож-ая
        if (how == "nest" and (sim is None or sim >= ALTERNATION_MIN_SIMILARITY
                               or yod_palatalized(self.lex, t, own_root(self.lex, lemma))
                               # дорож-ник: the suffix palatalized дорог-а's velar
                               or noun_palatalized(self.lex, t, own_root(self.lex, lemma)))
                # (подорожать ← дорогой for дорога: the root pair is attested, but this word is
                # made from the homonymous nest's word)
                and not self.lex.tops(lemma) & t.rivals
                # (нога for нож: a noun with a grade of the root is a namesake more often than
                # kin, unless the target's suffix made its shape of that noun's: белоруч-к-а)
                and (own_root(self.lex, lemma) in t.shapes or self._verbal(lemma)
                     or not is_noun(lemma)
                     or noun_palatalized(self.lex, t, own_root(self.lex, lemma)
                                         or unsplit_velar_root(self.lex, t, lemma)))):
            return self.decided(t, lemma, "grade", "alternation-nest")
        # a paradigm is evidence enough for a target cut as made from a verb (пере-клич-к-а:
        # кличу of кликать; при-хож-ая: хожу, navec −0.08); else unless meaning is opposed, or
        # unknown and the target's root may itself be an alternated shape (кош-ка, and с-кош-у
        # of скосить)
        if how == "present":  # гнать (гоню) for гон-ец, жать (жну) for жн-ейк-а
            return self.decided(t, lemma, "grade", "alternation-present")
        if how == "paradigm" and (deverbal_cut(self.lex, t)
                                  or (sim >= 0 if sim is not None else not t.derived)):
            return self.decided(t, lemma, "grade", "alternation-paradigm")
        if how == "suffix" and sim is not None:  # not пухнуть for пуш-ок: navec must know it
            # a noun needs more (бочка/бок, точка/ток), but not behind the yod (леш-ий: лес 0.08)
            yod = yod_palatalized(self.lex, t, own_root(self.lex, lemma))
            floor = 0.0 if verb(lemma) or yod else PALATAL_NOUN_MIN_SIMILARITY
            if sim >= floor:
                return self.decided(t, lemma, "grade", "alternation-suffix")
        return None

    def _apart_from_noun_parents(self, t: Target, lemma: str, modifying_only: bool = True
                                 ) -> bool:
        """MorphyNet makes the secret noun from nouns or adjectives only (`modifying_only`:
        from nouns by a modifying suffix, a diminutive, a female or a young one: рож-иц-а ←
        рожа, ткач-их-а ← ткач, сов-ёнок ← сова), `lemma` is none of them, and none of them
        shares its root with `lemma` by the whole comparison (рожать, ткнуть; рог, whose г
        only the suffix would turn into рож-; ручей for руч-ник ← рука, ручной): `lemma` is
        judged through the words the secret noun is made from, not by the letters alone. Two
        beings are left alone: one being's names share a stem (зайчик ← заяц, and зайка)."""
        parents = self.lex.parents.get(t.lemma, ())
        if not is_noun(t.lemma) or not parents or lemma in parents:
            return False
        if animate(t.lemma) and animate(lemma):
            return False
        stem = lemma_stem(t.lemma)
        bases = [p for p in parents if _modifies(stem, p)] if modifying_only else [
            p for p in parents if is_noun(p) or pos(p) == "ADJF"]
        return len(bases) == len(parents) and not any(
            self.decide(p, lemma).match for p in bases)

    def _stem_off_root_start(self, t: Target, lemma: str) -> bool:
        """morpholog segments the secret word (a prefix or a suffix shown), and `lemma`'s stem
        stands in it elsewhere than right after morpholog's prefixes (драм in под-рам-ник, пер
        in сопер-ник, рот in оборот-ень): the letters cross a morpheme boundary or sit inside
        the root, so the secret word is no prefix on that noun's stem. A word morpholog leaves
        whole (пословиц-а) says nothing of its boundaries: по-слов-иц-а keeps слово."""
        if not self.lex.prefixes(t.lemma) and not self.lex.has_suffix(t.lemma):
            return False
        at = t.lemma.find(lemma_stem(lemma))
        return at >= 0 and at != len("".join(p.rstrip("-") for p in self.lex.prefixes(t.lemma)))

    def _same_prefixes(self, t: Target, lemma: str) -> bool:
        """morpholog gives both words the very same prefixes (от-кры-ть, от-кры-т-к-а): the
        same prefix on the same root, or on a shape the resource confirms (при-ход for
        при-хож-ая), is the same derivation whatever navec says of the meaning."""
        prefixes = self.lex.prefixes(t.lemma)
        return bool(prefixes) and self.lex.prefixes(lemma) == prefixes

    def _graded(self, t: Target, lemma: str) -> Decision:
        """morpholog's root of `lemma` is a vowel grade or an alternation of the target's root
        (плак-ать for плач, шв-ея for шов, окн-о for подоконник): kin unless the meaning is
        far (хвост/хвастаться) or leans to a rival nest."""
        if self._far(t, lemma) and not last_stem_grade(t, lemma, self.lex):
            return Decision(None, "grade-meaning-far")
        if self.rival_closer(t, lemma):
            return Decision(None, "rival-closer")
        if self._vowel_never_fleeting(t, lemma):
            return Decision(None, "vowel-not-fleeting")
        return self.decided(t, lemma, "grade", "grade", penalty=0.05)

    def _vowel_never_fleeting(self, t: Target, lemma: str) -> bool:
        """A noun or adjective whose root is the target's with a vowel dropped (полн for
        полен-ниц-а, зм for под-зем-к-а) is kin only where that vowel is fleeting: the word's
        own forms or its MorphyNet bases' show the root with it (нежн-ый: нежен, льд-ин-а ←
        лёд), or the secret word's show it without (хохол-ок ← хохол: хохла), or it is the vowel
        of a glued -оч/-еч (песоч-ник: песч-ан-ый; `_glued_k_vowel`). полный (полон),
        змея never do: namesakes. A verb's root grades are its own, for the verb and the words
        made of it (жевать: жвачка; избрать: новоизбранный), and so are a numeral's (сто:
        сотня); a compound's stem is cut from another word (сто-крат-н-ый, ново-избр-анн-ый),
        whose forms are not at hand."""
        shape = self._shape(t, lemma)
        if not shape or verb(t.lemma) or shape in t.roots:
            return False
        full = {r for r in t.bare_roots if len(r) == len(shape) + 1 and _without_a_vowel(r, shape)
                and not _glued_k_vowel(r, shape)}
        heard = {lemma} | self.lex.bases(lemma)
        if not full or len(self.lex.roots(lemma)) > 1 or any(verb(w) or _numeral(w) for w in heard):
            return False
        secret = {t.lemma} | self.lex.bases(t.lemma)
        return not (any(r in form for w in heard for form in paradigm(w) for r in full)
                    or any(shape in form for w in secret for form in paradigm(w)))

    def _through_bases(
        self, t: Target, lemma: str, bases: frozenset[str], depth: int, evidence: str | None
    ) -> Decision | None:
        """Judge `lemma` through the words MorphyNet derives it from; None: undecided."""
        if bases & t.family and not swallowed_apart(self.lex, t.lemma, lemma):
            return self.decided(t, lemma, "family", "base-in-family", via=min(bases & t.family))
        if bases & t.rivals:
            return Decision(None, "base-in-rival-nest")  # отравить ← травить
        beings = sorted(b for b in bases if offspring_of(t.lemma, b))
        if beings:  # орлиный ← орёл for орлёнок
            return self.decided(t, lemma, "family", "through-base", beings[0], 0.05)
        stems = sorted(b for b in bases if self._compound_stem(t, b))
        if stems:  # лесной ← лес for лесоруб
            return self.decided(t, lemma, "compound", "base-compound-stem", stems[0], 0.05)
        explained = False  # a base accounts for the word's root otherwise (ножка ← нога)
        weak: RootMatch | None = None  # a base matched by our own cutting alone
        for base in sorted(bases):
            through = None if _loan_apart(t, base) else self._match_base(t, base, depth + 1).match
            if through and through.branch == "verb-noun":
                through = None  # буда for будить: a bare-root noun passes nothing to будка
            if through and parent_namesake(t, through.via or base, self.lex):
                through = None  # пылкий ← пыл for пыльца ← пыль
            if (through and (graded_shape(t, through) or self.lex.tense_root(base))
                    and self._far(t, lemma) and not last_stem_grade(t, base, self.lex)):
                return Decision(None, "grade-meaning-far")  # умереть ← мереть for море,
                # соблюдать ← блюс-ти (блюд-ут) for блюдо
            if through and through.method != "segment":
                via = through.via or base
                return self.decided(t, lemma, through.method, "through-base", via, 0.05)
            if through:
                weak = weak or replace(through, via=through.via or base)
            else:
                explained = explained or self._explains(t, lemma, base)
        # ручной ← рука, ручать: the noun's root wins; a base matched by our cutting alone
        # says nothing of a word whose own root morpholog gives otherwise (ис-кус-ств-о ← искус)
        if weak and not explained and (evidence is not None or not self.lex.roots(lemma)):
            return self.decided(t, lemma, weak.method, "through-base-cut", weak.via, 0.05)
        # (a stand-in's meaning only ever drops kinship: it never proves it)
        sim = self.meaning(t, lemma, stand_in=False) if evidence == "root" else None
        if (
            evidence == "root"
            and sim is not None
            and sim >= MEANING_THRESHOLD / 2
            and not self.rival_closer(t, lemma)
        ):
            return self.decided(t, lemma, "meaning", "base-other-meaning-near", penalty=0.1)
        if explained and evidence == "grade" and self._fleeting_root(t, lemma):
            return self._graded(t, lemma)  # нежн-ый (← нега) for нежен-к-а, перч-ить for перечница
        return Decision(None, "base-explains-root") if explained else None

    def _fleeting_root(self, t: Target, lemma: str) -> bool:
        """morpholog's root of `lemma` is the target's root with its fleeting vowel dropped
        (нежн for нежен, перч for переч): the target's own stem in another form, which outweighs
        a base MorphyNet gives the word (нега for нежный)."""
        return any(r in t.fleeting for r in self.lex.bare_roots(lemma))

    def _compound_stem(self, t: Target, base: str) -> bool:
        """`base` is one stem of the secret compound (лес, рубить for лесоруб: stems joined by an
        interfix, not the guessed рот of ворота), no homonym of a verbal stem (вода for садовод)."""
        return (
            self.lex.joined(t.lemma)
            and compound_part(t, base, self.lex)
            and not self._namesake_of_verb_stem(t, base)
            and not self._verb_on_first_stem(t, base)
            and not off_stem_nest(t, base, self.lex)
        )

    def _explains(self, t: Target, lemma: str, base: str) -> bool:
        """`base`, which failed as a same-root word, accounts for `lemma`'s root: it has the
        target's root shape but is a homonym, or another root (нога for ножка), or is the bare
        shape itself with an ending (соло for сольный). Only a base that starts with the shape
        and goes on with a suffix we cannot read (рыбеха for рыбешка) leaves the word open."""
        if is_function_word(base):
            return False  # о for о-пояс-ать: MorphyNet gives the prefix as the base
        evidence = self._root_evidence(t, base, weak=True)
        if evidence == "segment":  # мордаха, unknown to morpholog, for морд-ашк-а
            return self._root_evidence(t, lemma) != "root"  # morpholog's root of the word wins
        if evidence is not None:
            return True
        targets = t.bare_roots
        if not self.lex.roots(base) and own_root(self.lex, lemma) in targets:
            return False  # кролик, which morpholog does not cut, for крольч-их-а: крольч-атник
        shape = self._shape(t, lemma)
        return not (shape and base.startswith(shape) and not is_ending(base[len(shape) :]))

    def decided(
        self,
        t: Target,
        lemma: str,
        method: str,
        branch: str,
        via: str = "",
        penalty: float = 0.0,
    ) -> Decision:
        """A positive verdict: the match with its confidence, root shape and deciding branch."""
        confidence = round(CONFIDENCE[method] - penalty, 2)
        shape = self._shape(t, lemma)
        roots = tuple(r for s, r in t.root_of if s == shape)[:1] or t.roots
        match = RootMatch(t.lemma, lemma, roots, method, confidence, via, shape, branch)
        return Decision(match, branch)


def _modifies(stem: str, parent: str) -> bool:
    """The secret noun's `stem` is the noun `parent`'s with a modifying suffix (рож-иц-а)."""
    return is_noun(parent) and stem.removeprefix(lemma_stem(parent)) in MODIFYING_SUFFIXES


def _ancestors(lex: Lexicon, lemma: str, whole: bool) -> set[str]:
    """`lemma` and the words MorphyNet makes it from, climbing; unless `whole`, not past a noun
    whose root swallowed the suffix it is made with (ключ-иц-а ← ключ: a word of its own)."""
    seen, todo = {lemma}, [lemma]
    while todo and len(seen) < MAX_ANCESTORS:
        child = todo.pop()
        for parent in lex.parents.get(child, ()):
            if parent not in seen and (whole or not _swallowed(lex, child, parent)):
                seen.add(parent)
                todo.append(parent)
    return seen


def _swallowed(lex: Lexicon, child: str, parent: str) -> bool:
    """`suffix_in_root` where navec puts the two far apart (стран-иц-а/стран-а 0.11; not
    дом-ин-а ← дом, unknown to it, nor карт-ин-а ← карт-а, 0.16), unless the child's root is the
    parent's whole stem with its last consonant alternated (бельч-онок ← белк-а, the к of -к-
    softened, no suffix swallowed)."""
    sim = similarity(child, parent)
    if sim is None or sim >= FAMILY_MIN_SIMILARITY or not suffix_in_root(lex, child, parent):
        return False
    stem = bare_stem(parent)
    shapes = {stem[:-1] + alt for alt in ALTERNATIONS.get(stem[-1:], ())}
    return not any(r.replace("ь", "").startswith(s) for r in lex.roots(child) for s in shapes)


def swallowed_apart(lex: Lexicon, target: str, lemma: str) -> bool:
    """MorphyNet joins the two words only across a link morpholog no longer sees, a noun's
    suffix read as its root (стран-иц-а ← стран-а): the nest is no evidence of kinship."""
    if not _ancestors(lex, target, whole=True) & _ancestors(lex, lemma, whole=True):
        return False
    return not _ancestors(lex, target, whole=False) & _ancestors(lex, lemma, whole=False)


def closing_noun_namesake(t: Target, lemma: str, lex: Lexicon) -> bool:
    """The secret compound (stems joined by an interfix) closes with a noun MorphyNet makes from
    things only, by a suffix after the stem (цвет-о-ножка: ножка ← нога; бел-о-ручка: ручка ←
    рука), and `lemma` is, or MorphyNet makes it from, another noun that is that bare stem with an
    ending (нож, ножик; ручей), outside the closing noun's nest: the stem stands for the closing
    noun, so the other noun spelled alike is a homonym."""
    if len(t.roots) < 2 or not lex.joined(t.lemma):
        return False
    stem = bare_root(t.roots[-1])
    closing = t.lemma[t.lemma.rfind(stem):] if t.lemma.rfind(stem) > 0 else ""
    parents = lex.parents.get(closing, ())
    if not closing or closing == lemma or bare_stem(closing) == stem or not parents:
        return False
    if not all(is_noun(p) and not animate(p) for p in parents):
        return False  # мойщица ← мойщик: a being's name keeps its verb's kin (мойка)
    if not (known(closing) and is_noun(closing) and closing in lemmas(closing)):
        return False
    if stem not in lex.bare_roots(lemma) and bare_stem(lemma) != stem:
        return False
    tops = lex.tops(closing)
    nest = set(tops).union(*(lex.descendants(top) for top in tops))
    namesakes = {h for h in lex.tops(lemma) | {lemma} if is_noun(h) and bare_stem(h) == stem}
    return bool(namesakes - tops) and lemma not in nest and not lex.tops(lemma) & tops


def _compound_stem_at_end(t: Target, stem: str) -> bool:
    """The secret compound opens or closes with `stem` (кино-театр, аэро-такси)."""
    return len(t.roots) > 1 and (t.lemma.startswith(stem) or t.lemma.endswith(stem))


def _loan_apart(t: Target, lemma: str) -> bool:
    """`lemma` is an indeclinable loan (метро, беж, кашне) that is neither the secret word's
    opening stem (радио-приёмник, кино-театр) nor a compound's last stem: a word with no
    ending is no stem to share, nor a MorphyNet base to pass kinship on (бежевый ← беж for
    перебежчик); an abbreviation closing a simple word is a look-alike too (стр for министр)."""
    return (indeclinable(lemma) and not t.lemma.startswith(lemma)
            and not _compound_stem_at_end(t, lemma))


def _numeral(lemma: str) -> bool:
    """Some reading of `lemma` is a numeral (сто, though a noun's parse comes first)."""
    return any(p.tag.POS == "NUMR" for p in parse(lemma))


def _without_a_vowel(root: str, shape: str) -> bool:
    """`shape` is `root` with one of its vowels dropped (полен/полн, зем/зм)."""
    return any(c in VOWELS and root[:i] + root[i + 1 :] == shape for i, c in enumerate(root))


def _glued_k_vowel(root: str, shape: str) -> bool:
    """The vowel `shape` drops from `root` is that of the suffix -ок/-ец glued on, fleeting in
    the noun it made (песоч-ник, песч-ан-ый: песок, песк-а; переч-ниц-а: перец, перц-а)."""
    return (root.endswith(GLUED_K) and shape == root[:-2] + "ч"
            and len(shape) - 1 >= MIN_GUESSED_ROOT)


def adverb_of_case(word: str, lemma: str) -> bool:
    """`word` reads as an adverb of its own and as a case form of the noun `lemma` (зимой,
    утром: the noun's instrumental frozen as an adverb): both readings are that noun's."""
    readings = [(p.tag.POS, normalize(p.normal_form)) for p in parse(word)]
    return ("ADVB", normalize(word)) in readings and ("NOUN", lemma) in readings


def infinitive(word: str) -> frozenset[str]:
    """`word` itself when some parse reads it as an infinitive (мести, whose noun readings as
    месть weigh more), else nothing."""
    form = normalize(word)
    readings = (normalize(p.normal_form) for p in parse(word) if p.tag.POS == "INFN")
    return frozenset({form}) if form in readings else frozenset()


@lru_cache(maxsize=1)
def morphology() -> Morphology:
    return Morphology()


def secret_word_meant(piece: str, likely: frozenset[str], t: Target) -> frozenset[str]:
    """The secret word's lemmas when `piece` is a form of it whose other readings are none a
    speaker means by it, else nothing. Two kinds of reading nobody means:
    - likely lemmas navec does not know, beside the secret word's own (вантуза for вантуз's
      genitive, талька for тальк's, гренок for гренка's genitive plural): a dictionary variant
      or a rare entry; a homograph navec knows (душа for душ, мята for мять, пара for пар) is
      meant;
    - parses that are all `_unmeant`, though they may outweigh the secret word's: the surname
      Молотков takes молотков from молоток's genitive plural, an indeclinable place name sums a
      parse a case (маю, фару); a common homograph (иглу for игла, тире for тир) is meant.
    The form is then the secret word's, as гари is гарь's."""
    if normalize(piece) not in t.forms:
        return frozenset()
    mine, others = likely & t.lemmas, likely - t.lemmas
    if mine and others and not any(embedded(other) for other in others):
        return mine
    parses = [p for p in parse(piece) if normalize(p.normal_form) not in t.lemmas]
    if parses and all(_unmeant(p, t) for p in parses):
        return frozenset({t.lemma})
    return frozenset()


def _unmeant(reading: Parse, t: Target) -> bool:
    """`reading` of a form of the secret word is a proper name, an abbreviation (ос: ОС), the
    secret noun's possessive adjective (дьяволов ← дьявол, мамин ← мама), or a plural-only noun
    spelt as the secret word's plural when navec does not know the secret word (сухофрукты: its
    singular is the rare word; часы, трусы, очки, whose singulars navec knows, are homographs)."""
    lemma = normalize(reading.normal_form)
    grammemes = reading.tag.grammemes
    possessive = ("Poss" in grammemes and lemma[-2:] in POSSESSIVE_ENDINGS
                  and lemma[:-2] in {t.lemma, t.lemma[:-1]})
    plural_twin = "Pltm" in grammemes and lemma in t.forms and not embedded(t.lemma)
    return bool(NAME_TAGS & grammemes) or "Abbr" in grammemes or possessive or plural_twin


def minor_readings(piece: str, t: Target) -> frozenset[str]:
    """Lemmas of `piece`'s less likely parses that are the secret word or in its nest (мою: мыть
    as well as мой, берегу: беречь as well as берег): the explainer may mean that word."""
    return frozenset(normalize(p.normal_form) for p in parse(piece)) & (t.family | t.lemmas)
