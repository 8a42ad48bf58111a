"""Session 34, roots65: a Soviet-style clipped compound (мед-пункт, гос-бюджет, ген-консул), a
stem closing on a consonant cut from an adjective and put before a common noun, is read as such
when navec puts the compound near that noun and near the adjective or near another compound on the
clip (`referee.language.kinship.compound_nest.consonant_clip`): the noun's kin, the adjective and
the clip's other compounds are the compound's kin; the clip's namesakes stay apart. Words from no
eval or test set."""

import pytest

from referee.language.kinship.compound_nest import consonant_clip
from referee.language.lexicon import lexicon
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("target", "clip", "source"),
    [("медосмотр", "мед", "медицинский"), ("оргкомитет", "орг", "организационный"),
     ("госбюджет", "гос", ""), ("турфирма", "тур", "")],
)
def test_a_clipped_stem_closing_on_a_consonant_and_its_adjective(target, clip, source):
    assert consonant_clip(lexicon(), target) == (clip, source)


@pytest.mark.parametrize(
    "target",
    [
        "сюрприз",  # navec puts it too far from приз (0.23) for a clip
        "матрешка",  # morpholog's root матрешк runs across мат-
        "тарелка",  # тар-елка: no adjective of тар-, no other compound on it
        "кофеварка",  # кофев- opens nothing
        "пикколо",  # a loan: коло is far
    ],
)
def test_a_look_alike_of_a_clip_and_a_noun_is_no_clipped_compound(target):
    assert consonant_clip(lexicon(), target) == ("", "")


@pytest.mark.parametrize(
    ("target", "word"),
    [("госбюджет", "бюджетный"), ("медпункт", "пункт"), ("медпункт", "медицинский"),
     ("генконсул", "консульство"), ("медпункт", "медосмотр"), ("техпаспорт", "паспортный")],
)
def test_the_rest_s_kin_the_source_and_the_clip_s_compounds_are_kin(target, word):
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [("генконсул", "генетик"), ("госбюджет", "госпиталь"), ("матрешка", "решка")],
)
def test_a_namesake_of_the_clip_is_no_kin(target, word):
    assert not sure_alert(target, word)


def test_a_compound_of_two_clips():
    """зам-полит: two clips and no noun after the first, read by the clips the dictionary's
    entries spell out (roots78: `listed_clip_reading`)."""
    assert sure_alert("замполит", "политический")


@pytest.mark.xfail(reason="only the nearest adjective is the clip's source, not its root's other "
                          "words (туризм for тур- «туристический»)", strict=True)
def test_the_source_s_root_is_left():
    assert sure_alert("турфирма", "туризм")
