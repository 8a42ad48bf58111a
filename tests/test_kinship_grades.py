"""Root evidence that looks like kin and is not: a noun on a grade of a verbal secret word's root
is kin only where a verb has that grade (тяга for затяжка: тягать; not нора for ныряльщик), and a
base of the heard word matched by our own cutting alone does not override the root morpholog gives
the word itself (искусство ← искус is no kin of кусать)."""

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


@pytest.mark.parametrize(("target", "word", "kin"), [
    ("кусать", "искусство", False),  # ← искус, cut as ис-кус by us; morpholog: искус
    ("куст", "кустарный", False),  # ← кустарь; morpholog: кустар
    ("ветер", "проветривать", True),  # morpholog has no root for it: our cutting stands
    ("письмо", "писатель", True),
])
def test_a_base_cut_by_us_alone_does_not_override_morpholog_s_root_of_the_word(target, word, kin):
    assert (morphology().same_root(target, word) is not None) is kin
