"""A secret noun spelled as an oblique form of another thing's name (банка: банк's genitive) is
given in its dictionary form: that other noun is no form of it (issue #13, roots13)."""

import pytest

from referee.language.morphology import morphology
from referee.rules.secret import oblique_namesakes


@pytest.mark.parametrize(("word", "others"), [
    ("банка", {"банк"}),  # genitive singular
    ("душ", {"душа"}),  # genitive plural
    ("ворот", {"ворота"}),
    ("часы", set()),  # also час's nominative plural: kept
    ("змея", set()),  # змей's genitive, but a being: the other sex's name
    ("ворона", set()),
    ("кошка", set()),  # no other reading
])
def test_a_thing_the_secret_noun_is_only_an_oblique_form_of(word, others):
    assert oblique_namesakes(word, word) == others


def test_the_thing_of_an_oblique_reading_is_no_form_of_the_secret_word():
    m = morphology()
    assert "банк" not in m.target("банка").lemmas
    assert m.same_root("банка", "банк") is None
    assert m.same_root("полка", "полк") is None
    assert m.same_root("душ", "душа") is None
    assert m.same_root("ворот", "ворота") is None


def test_the_secret_word_and_its_kin_still_match():
    m = morphology()
    assert m.decide("банка", "банки").branch == "exact"  # its own forms
    assert m.same_root("полка", "полочка") is not None
    assert m.same_root("змея", "змей") is not None  # a being's other sex stays
    assert m.same_root("часы", "час") is not None  # a nominative plural stays
