"""Session 35, roots69: a compound of clipped stems joined with no linking vowel (худ-рук, нар-деп,
каб-мин, ком-бат, фил-фак), each part cut from a word no resource links to it, is read so when
navec puts that word near the compound and clear of the other words opening with the part's
letters (`referee.language.kinship.compound_nest.joined_sources`): the source's kin are the
compound's, the namesakes of the letters stay apart. Words from no eval or test set."""

import pytest

from referee.language.kinship.compound_nest import joined_clips
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("target", "sources"),
    [("худрук", ("художественный", "руководитель")), ("нардеп", ("народный", "депутат")),
     ("кабмин", ("кабинет", "министерство")),
     ("филфак", ("филологический", "факультет"))],  # the dictionary's (roots75)
)
def test_the_words_the_clips_are_cut_from(target, sources):
    assert tuple(source for _, source in morphology().joined_sources(target)) == sources


@pytest.mark.parametrize(
    "target",
    [
        "медосмотр",  # a clip and a common noun: consonant_clip's (the dictionary's clips
        "генштаб",  # read both since roots78; генерал is near генштаб, not генеральный)
        "обком",  # morpholog's об-ком opens with a prefix's letters (коммунист is near)
    ],
)
def test_no_reading_where_the_letters_are_no_joined_clips(target):
    assert not joined_clips(lexicon(), target)


def test_a_compound_morpholog_does_not_know_splits_after_a_consonant():
    assert ("худ", "рук") == joined_clips(lexicon(), "худрук")[:2]


def test_parts_joined_by_a_linking_vowel_are_no_clips():
    assert joined_clips(lexicon(), "водолечебница") == ()  # вод-о-леч


@pytest.mark.parametrize(
    ("target", "word"),
    [("худрук", "руководить"), ("худрук", "художник"), ("нардеп", "депутатский"),
     ("нардеп", "народ"), ("кабмин", "министр"), ("кабмин", "кабинет"), ("филфак", "факультет")],
)
def test_the_sources_and_their_kin_are_kin(target, word):
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [("худрук", "рука"), ("худрук", "худой"), ("нардеп", "нары"), ("кабмин", "кабан"),
     ("кабмин", "мина"), ("филфак", "факел")],
)
def test_a_namesake_of_the_letters_is_no_kin(target, word):
    assert not sure_alert(target, word)


@pytest.mark.xfail(reason="navec does not know крайком: no evidence for ком «комитет»", strict=True)
def test_a_compound_navec_does_not_know_is_left():
    assert sure_alert("крайком", "комитет")
