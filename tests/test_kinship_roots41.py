"""Same-root decisions of issue #13 (roots41), each a kind a new player's explanation meets:
  - morpholog marks some suffixes between hyphens as it marks an interfix (куп-а-ль-щик,
    кур-ят-ин-а); such a word is no compound, and its one stem no compound stem to hang other
    words' bases on (курильщик is no kin of курица);
  - a secret singular the dictionary knows only through its plural-only noun (бахила: бахилы)
    has that noun's forms as its own;
  - a noun of action in -ение that MorphyNet links to nothing is its verb's, the verb found on
    the noun's stem with its consonant alternated back and confirmed by the verb's own forms
    (кваш-ени-е ← квасить: квашу);
  - a compound morpholog does not segment opens with the clipped stem morpholog gives a word
    MorphyNet makes of it (автобус: авто-бус-н-ый);
  - a target morpholog does not segment is cut after its guessed root to see a suffix that
    palatalized a noun's velar (про-слуш-к-а: слух).
No pair here is from an eval or test pair set (single words may be)."""

import pytest

from referee.language.kinship.alternation import noun_palatalized
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology
from referee.rules.secret import _plural_only_noun, _verb_of_verbal_noun


@pytest.mark.parametrize(
    ("lemma", "joined"),
    [
        ("шутовской", False),  # шут-ов-ск-ой: "-ов-" is a suffix, no root follows it
        ("массировать", False),  # масс-ир-ова-ть: the same with "-ир-"
        ("хлоропласт", True),  # хлор-о-: a truncated entry ending in its interfix stays one
    ],
)
def test_an_interfix_needs_a_root_after_it(lemma: str, joined: bool) -> None:
    assert lexicon().joined(lemma) is joined


def test_a_suffixed_word_is_no_compound_to_hang_bases_on() -> None:
    """кур-и-ль-щик: курица was matched as a base of the "compound stem" кур before."""
    assert morphology().decide("курильщик", "курица").match is None


def test_a_plural_only_nouns_singular_takes_its_forms() -> None:
    """нара is the dictionary's нары: their forms are the secret word itself."""
    assert _plural_only_noun("нара") == frozenset({"нары"})
    decision = morphology().decide("нара", "нарами")
    assert decision.match is not None
    assert decision.branch == "exact"


@pytest.mark.parametrize(
    "word",
    [
        "рука",  # a noun of its own: left alone
        "сутки",  # no singular in -а/-я
        "города",  # a nominative plural of a common noun, not a plural-only noun's singular
    ],
)
def test_other_words_take_no_plural_only_noun(word: str) -> None:
    assert _plural_only_noun(word) == frozenset()


@pytest.mark.parametrize(
    ("noun", "verb_lemma"),
    [
        ("подтопление", "подтопить"),  # -пл- back to -п- (подтоплю)
        ("заживление", "заживить"),  # -вл- back to -в- (заживлю)
    ],
)
def test_a_verbal_noun_finds_its_verb_by_its_forms(noun: str, verb_lemma: str) -> None:
    assert _verb_of_verbal_noun(noun, lexicon()) == verb_lemma


def test_the_verb_of_a_verbal_noun_is_its_kin() -> None:
    """подтопление was unlinked: подтопить, its own verb, was a miss."""
    assert morphology().decide("подтопление", "подтопить").match is not None



@pytest.mark.parametrize("target", ["автошкола", "автостоянка"])
def test_a_clipped_stem_read_through_a_derived_word(target: str) -> None:
    """автобус: morpholog lacks it, and бус is no common word; автобусный shows авто-."""
    assert morphology().clipped_stem("автобус") == "авто"
    assert morphology().decide(target, "автобус").match is not None


def test_an_unsegmented_target_shows_its_palatalizing_suffix() -> None:
    """прослушка: no morpholog entry; слуш-к-а made слух's х a ш, as рук-а in белоруч-к-а."""
    lex = lexicon()
    assert noun_palatalized(lex, morphology().target("прослушка"), "слух")
    assert morphology().decide("прослушка", "слух").match is not None
