"""Session 33, roots63: two false-alert kinds of same-root words. (1) A verb navec puts at no
relation at all to the verb a rare secret word stands for (`HomonymChecks.sense`) is a
homonymous verb's, not the secret word's base (`verb_apart_from_verb_sense`); (2) only a secret
word that names a being is the young or the female of a being (`offspring_of`). Words from no
eval or test set."""

import pytest

from referee.language.kinship.target_base import offspring_of
from referee.language.morphology import morphology
from tests.kinship_support import sure_alert


def test_a_rare_agent_noun_stands_in_by_its_verb():
    """разделитель and делитель are unknown to navec; they are made from разделить, делить."""
    m = morphology()
    assert m.sense("разделитель") == "разделить"
    assert m.sense("делитель") == "делить"


@pytest.mark.parametrize(
    ("target", "word"), [("разделитель", "делаться"), ("делитель", "сделаться")]
)
def test_a_verb_unrelated_to_the_verb_the_secret_word_stands_for_is_no_kin(target, word):
    """делать and делить share the letters of their root, not its meaning: navec puts делаться
    at no relation to разделить (the rule's own test, then the alert)."""
    m = morphology()
    assert m.verb_apart_from_verb_sense(m.target(target), word)
    assert not sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"), [("разделитель", "разделять"), ("делитель", "делить")]
)
def test_the_verb_the_rare_secret_word_is_made_from_stays_kin(target, word):
    m = morphology()
    assert not m.verb_apart_from_verb_sense(m.target(target), word)
    assert sure_alert(target, word)


def test_a_known_secret_word_or_a_noun_heard_is_not_weighed_by_the_stand_in():
    """The rule weighs only a verb heard against a secret word navec does not know."""
    m = morphology()
    assert not m.verb_apart_from_verb_sense(m.target("разделитель"), "дело")  # a noun
    assert not m.verb_apart_from_verb_sense(m.target("дележ"), "делаться")  # no stand-in needed


@pytest.mark.parametrize(("target", "being"), [("кириллица", "кирилл"), ("вереница", "верена")])
def test_a_thing_is_no_offspring_of_a_being_its_stem_spells(target, being):
    """кириллица (an alphabet) and вереница (a file of things) name no being: no young, no
    female of Кирилл or Верена."""
    assert not offspring_of(target, being)


def test_a_being_s_female_stays_its_offspring():
    assert offspring_of("буйволица", "буйвол")


IN_FAMILY_HOMONYM = (
    "in-family homonym left: MorphyNet makes сочинить from чинить (to mend), so the nest of the "
    "writer's verb holds починка and чинить; navec does not separate the links"
)


@pytest.mark.parametrize(
    "word",
    [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=IN_FAMILY_HOMONYM))
     for w in ("починка", "чинить")],
)
def test_an_in_family_homonym_through_a_prefixed_verb_is_left(word):
    assert not sure_alert("сочинительство", word)
