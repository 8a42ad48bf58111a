"""Session 32, roots61: a rare secret word navec does not know is weighed in meaning by the word
it is made from (`HomonymChecks.sense`), so a look-alike far from that word is dropped; the
stand-in only ever drops kinship, never proves it. Words from no eval or test set."""

import pytest

from referee.language.morphology import morphology
from tests.kinship_support import sure_alert


def test_a_rare_secret_word_stands_in_by_the_nearest_word_it_is_made_from():
    """плановость (unknown to navec) ← плановый; a word navec knows stands for itself."""
    m = morphology()
    assert m.sense("плановость") == "плановый"
    assert m.sense("план") == "план"


@pytest.mark.parametrize(
    ("target", "word"),
    [("плановость", "планета"), ("усталь", "уставной"), ("радистка", "обрадовать")],
)
def test_a_look_alike_far_from_the_rare_secret_word_s_base_is_no_kin(target, word):
    assert not sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [("плановость", "плановый"), ("усталь", "устать"), ("радистка", "радист")],
)
def test_the_rare_secret_word_s_own_nest_stays_kin(target, word):
    assert sure_alert(target, word)


def test_the_stand_in_never_proves_kinship():
    """нарядчик ← наряд: navec puts рядовой near наряд, but a stand-in's nearness is no proof
    (рядовой is made from ряд, not наряд)."""
    assert not sure_alert("нарядчик", "рядовой")


def test_a_prefixed_base_or_a_verb_across_a_noun_stands_in_for_nothing():
    """без-жалостный would weigh its prefix's shift from жалость; висеть (a verb) against the noun
    виселица gives navec's low cross-part-of-speech cosine: neither stands in."""
    m = morphology()
    assert m.meaning(m.target("безжалостность"), "жалость") is None
    assert m.meaning(m.target("висельник"), "виселица") is None
    assert m.meaning(m.target("висельник"), "повесить") is not None  # verb for verb
    assert m.meaning(m.target("плановость"), "планета") is not None


@pytest.mark.xfail(
    strict=True,
    reason="in-family homonym left: MorphyNet makes ракетчица from ракетка (the racket), so the "
    "stand-in is the racket itself and the nest joins them",
)
def test_a_homonym_in_the_rare_secret_word_s_own_nest_is_left():
    assert not sure_alert("ракетчица", "ракетка")
