"""roots78: the clips the dictionary's clipped compounds always spell out by one word (гос- ←
государственный) read the compounds it does not list (госплан, замполит, военторг)."""

import pytest

from referee.language.kinship.compound_nest import listed_clip_reading, listed_clips
from referee.language.lexicon import lexicon
from tests.kinship_support import sure_alert


def test_a_clip_the_entries_spell_out_by_one_word_and_its_forms():
    clips = listed_clips()
    assert clips["гос"] == "государственный"
    assert clips["полит"] in ("политический", "политически")  # one word's forms
    assert "ком" not in clips  # комитет, командир, комиссар: no one word
    assert "мор" not in clips  # море, морской: two words
    assert "теле" not in clips  # closing on a vowel: clipped_stem's


@pytest.mark.parametrize(
    ("compound", "parts"),
    [
        ("госплан", (("гос", "государственный"), ("план", "план"))),
        ("замполит", (("зам", "заместитель"), ("полит", "политический"))),
        ("военторг", (("воен", "военный"), ("торг", "торг"))),  # an organisation's name
        ("техпаспорт", (("тех", "технический"), ("паспорт", "паспорт"))),  # navec: rest near
    ],
)
def test_an_unlisted_compound_of_a_listed_clip_and_a_noun_or_clip(compound, parts):
    assert listed_clip_reading(lexicon(), compound) == parts


@pytest.mark.parametrize(
    "word",
    [
        "коркино",  # a town's name, not кор-кино
        "саночки",  # сан-очк-и: a diminutive on the clip's letters
        "кормушка",  # morpholog: корм-ушк-а
        "сантана",  # a guess of the analyzer whose rest (тана) navec does not put near it
        "телёнок",  # теле- closes on a vowel
        "райисполком",  # listed: the dictionary's own reading
    ],
)
def test_no_reading_of_a_namesake_a_derivative_or_a_listed_word(word):
    assert listed_clip_reading(lexicon(), word) == ()


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("госплан", "государство"),
        ("госплан", "планирование"),
        ("госплан", "госбюджет"),  # another compound the clip reads
        ("замполит", "заместитель"),
        ("замполит", "политрук"),
        ("военторг", "военный"),
        ("медсестра", "медицина"),
        ("горисполком", "райисполком"),  # an organisation's name the dictionary spells out
    ],
)
def test_kin_of_the_parts_sources(target, word):
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [("госплан", "госпожа"), ("медсестра", "мёд"), ("медсестра", "медведь"),
     ("замполит", "замок")],
)
def test_namesakes_of_the_clip_letters_are_no_kin(target, word):
    assert not sure_alert(target, word)
