"""roots53: a compound naming an activity has no tool's plain name on its last stem; a loan stem
with its linking о (аэр-о, гидр-о, электр-о) is a clipped first stem.

A noun on a compound's last (verb) stem is kept as the plain name of the tool the compound names
(лесо-пил-к-а: пила), but not when morpholog cuts an action or activity suffix right after that
stem (овце-вод-ств-о): the compound names what is done, and вода, водка stay apart. morpholog
cuts the linking о off a loan stem (гидр-о-техник-а); with it the stem opens many compounds,
which share it (гидростанция, гидротехника), while a native stem (вод-о-, мал-о-) spells a word.
Words here are taken from no eval or test pair set.
"""

from __future__ import annotations

import pytest

from referee.language.kinship.compound_nest import names_action, opens_compounds
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology


@pytest.mark.parametrize("word", ["вода", "водка"])
def test_activity_compound_keeps_namesake_nouns_of_its_verb_stem_apart(word: str) -> None:
    """овце-вод-ств-о: -вод- is водить's (разводить), вода and водка are other nests."""
    assert morphology().decide("овцеводство", word).match is None


def test_action_suffix_after_the_last_stem() -> None:
    """-ств- right after the last stem marks an activity; -к- after it (соломо-рез-к-а) not."""
    lex = lexicon()
    assert names_action(morphology().target("хмелеводство"), "вод", lex)
    assert not names_action(morphology().target("соломорезка"), "рез", lex)


def test_activity_compound_keeps_its_verb_stem() -> None:
    """A verb on the last stem (выводить: -вод- of водить) is still kin of the activity noun."""
    assert morphology().decide("овцеводство", "выводить").match is not None


@pytest.mark.parametrize("stem", ["гидро", "аэро", "электро", "термо"])
def test_loan_stem_with_linking_vowel_opens_compounds(stem: str) -> None:
    """morpholog's гидр-о-, аэр-о-: with the linking о, a clipped stem of many compounds."""
    assert opens_compounds(lexicon(), stem)


@pytest.mark.parametrize("stem", ["водо", "мало", "само"])
def test_native_stem_with_linking_vowel_is_no_clipped_stem(stem: str) -> None:
    """вод-о-, мал-о-, сам-о- spell words of their own (вода, мало, сам): no clipped stem."""
    assert not opens_compounds(lexicon(), stem)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("гидростанция", "гидротехника"),
        ("аэровокзал", "аэрология"),
        ("термодинамика", "термостат"),
    ],
)
def test_compounds_on_one_linked_loan_stem_are_kin(target: str, word: str) -> None:
    """Two compounds opening with one clipped loan stem share its root."""
    assert morphology().decide(target, word).match is not None


@pytest.mark.xfail(strict=True, reason="a compound stem's word's nest (работа for рабочий) is not "
                   "followed: tried, the outside check put most new alerts on far words")
def test_nest_of_a_compound_stem_word() -> None:
    """черно-рабоч-ий: работа is kin through рабочий."""
    assert morphology().decide("чернорабочий", "работа").match is not None


@pytest.mark.xfail(strict=True, reason="т/ц before the loan suffix -ция is not modelled")
def test_loan_t_ts_before_tsiya() -> None:
    """редакт-ор / редакц-и-я: one loan root."""
    assert morphology().decide("редактор", "редакция").match is not None


def test_clipped_compound_stem() -> None:
    """сов-хоз: хоз- is хозяйство (the dictionary spells it out: советское хозяйство, roots75)."""
    assert morphology().decide("совхоз", "хозяйство").match is not None
