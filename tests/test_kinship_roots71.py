"""Session 35, roots71: a compound on the secret word's clipped stem (авто-, фото-, теле-) whose
rest navec puts away from the word the clip is cut from and clearly nearer a short noun the clip's
letters open (автор, фотон) stands on that noun's letters, not on the clip
(`referee.language.kinship.compound_nest.clip_of_another`): no kin of the secret compound.
Compounds on the clip's own source stay kin. Words from no eval or test set as the secret word."""

import pytest

from referee.language.kinship.compound_nest import clip_of_another
from referee.language.morphology import morphology
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("clip", "source", "word"),
    [("авто", "автомобиль", "автобиография"), ("фото", "фотография", "фотосинтез")],
)
def test_a_rest_nearer_a_short_noun_on_the_letters_is_another_clip(clip, source, word):
    assert clip_of_another(clip, source, word)


@pytest.mark.parametrize(
    ("clip", "source", "word"),
    [
        ("авто", "автомобиль", "автозапчасть"),  # запчасть: far from автомобиль, nearer no автор
        ("авто", "автомобиль", "автострахование"),
        ("кино", "кинематограф", "кинокомпания"),  # кино itself is the source's word
        ("фото", "фотография", "фотовыставка"),
        ("авто", "автомобиль", "автомобилист"),  # no common noun after the clip
    ],
)
def test_compounds_on_the_source_keep_the_clip(clip, source, word):
    assert not clip_of_another(clip, source, word)


@pytest.mark.parametrize(
    ("target", "word", "alert"),
    [
        ("автопрокат", "автобиография", False),
        ("фотостудия", "фотосинтез", False),
        ("автопрокат", "автотрасса", True),
        ("фотостудия", "фотоаппарат", True),
    ],
)
def test_the_checker_on_clipped_compounds(target, word, alert):
    assert morphology().clip_source(target)
    assert sure_alert(target, word) is alert
