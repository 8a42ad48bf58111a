"""A noun on a vowel grade or a reverse alternation of a verbal secret word's root: kin only where
the grade lives in a verb (тяга for затяжка: тягать), a look-alike where no verb has it."""

import pytest

from referee.language.morphology import morphology


@pytest.mark.parametrize(("target", "word"), [
    ("затяжка", "тяга"),  # тяг-ива-ть
    ("задвижка", "сдвиг"),  # двиг-а-ть
    ("жевать", "жвачка"),  # the secret verb's own noun needs no other verb
])
def test_a_grade_that_a_verb_has_is_kin(target, word):
    assert morphology().same_root(target, word) is not None


@pytest.mark.parametrize(("target", "word"), [
    ("ныряльщик", "нора"),  # no verb has нор
    ("провожатый", "провоз"),  # воз is возить's, not a grade of провож-ать
    ("выскочка", "скот"),  # скот-нич-а-ть is made from a noun: no witness
])
def test_a_grade_no_verb_has_is_a_look_alike(target, word):
    assert morphology().same_root(target, word) is None


def test_a_verb_made_from_a_noun_by_its_suffixes_is_no_witness_of_a_grade():
    m = morphology()
    assert m._grade_in_verb("тяг")
    assert not m._grade_in_verb("скот")  # скотничать only
    assert not m._grade_in_verb("нор")
