"""Misses of issue #13 (roots38): a being's noun MorphyNet lacks takes the nest of the being it
is named after (a female's noun from the male's, a young one's or a flock's from the animal's);
a compound whose last stem is the past tense of a verb in -ти; a singulative noun in -ин-а that no
morphemic dictionary cuts."""

import pytest
from kinship_support import sure_alert

from referee.rules.secret import _past_stem, _suffix_cuts, masculines, named_beings


def test_masculines_of_a_female_being() -> None:
    """A female being's noun is made from the male's by a feminine suffix (штурман-ш-а); a thing
    with the same ending (кожан-к-а, a jacket) has no male counterpart."""
    assert masculines("штурманша") == ["штурман"]
    assert masculines("кожанка") == []


def test_named_beings_of_a_young_one_or_a_flock() -> None:
    """-ёныш names a young animal, -ьё a flock of beings; a thing in -ье (плат-ье) is named after
    no being, though плата is a noun."""
    assert named_beings("звереныш") == ["зверь"]
    assert named_beings("комарье") == ["комар"]
    assert named_beings("платье") == []


@pytest.mark.parametrize(("target", "word", "kin"), [
    # штурманша, комарьё, зверёныш: MorphyNet has none of them, but has the being each is named
    # after, whose nest is then the secret word's family
    ("штурманша", "штурман", True),
    ("штурманша", "штурвал", False),
    ("комарье", "комар", True),
    ("комарье", "комод", False),
    ("звереныш", "зверь", True),
    ("звереныш", "звено", False),
])
def test_being_a_noun_is_named_after(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin


def test_past_stem_of_a_ti_verb() -> None:
    """пас is пасти's past tense (a word only as that verb's form); мот is a noun of its own."""
    assert _past_stem("пас")
    assert not _past_stem("мот")


@pytest.mark.parametrize(("target", "word", "kin"), [
    # овц-е-пас, гус-е-пас: the last stem is a word only as пасти's past tense, so the compound
    # is read as two stems (and пас-ть, опас-ный stay look-alikes)
    ("овцепас", "овца", True),
    ("овцепас", "пастух", True),
    ("овцепас", "пасти", True),
    ("овцепас", "опасный", False),
    ("гусепас", "гусь", True),
])
def test_compound_on_a_ti_verb_past_stem(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin


def test_singulative_in_in() -> None:
    """-ин-а makes one piece of a mass or one fruit (изюм-ин-а): the stem before it is cut off
    as a base."""
    assert ("ин", "изюм") in _suffix_cuts("изюмин")


@pytest.mark.parametrize(("target", "word", "kin"), [
    # изюмина is in no morphemic dictionary: cut at -ин- it is made from изюм
    ("изюмина", "изюм", True),
    ("изюмина", "изморозь", False),
])
def test_singulative_noun_no_dictionary_cuts(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin
