"""Same-root errors in the MorphyNet nest (roots30): two words MorphyNet joins only across a noun
whose root swallowed the suffix it is made with (стол-иц-а ← стол), a link navec puts far, are
no kin through the nest (`morphology.swallowed_apart`); a softened last consonant of the base's
stem is no swallowed suffix (бельч-онок ← белк-а)."""

import pytest

from referee.language.lexicon import lexicon
from referee.language.morphology import morphology, swallowed_apart


@pytest.mark.parametrize(("target", "word"), [("столик", "столица"), ("стол", "столица")])
def test_a_nest_joined_across_a_swallowed_suffix_is_no_kinship(target, word):
    assert swallowed_apart(lexicon(), target, word)
    decision = morphology().decide(target, word)
    assert decision.match is None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("столица", "столичный"),  # both below the swallowed link: one nest
        ("столик", "столовый"),  # both on стол's side
        ("белка", "бельчонок"),  # бельч = белк with к/ч: no suffix swallowed
    ],
)
def test_words_on_one_side_of_the_link_stay_kin(target, word):
    assert not swallowed_apart(lexicon(), target, word)
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "in-family"


def test_a_link_navec_does_not_put_far_is_kept():
    # дом-ин-а: morpholog reads домин, but navec does not know the word: no evidence it is one
    # of its own
    assert not swallowed_apart(lexicon(), "дом", "домина")
    assert morphology().decide("дом", "домина").match is not None


def test_words_morphynet_does_not_join_are_not_judged():
    assert not swallowed_apart(lexicon(), "столик", "белка")
