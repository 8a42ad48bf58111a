"""Same-root false alerts of issue #13 (roots56): an unprefixed noun MorphyNet keeps in a nest of
its own, which navec puts near no word of the secret word's nest, is a look-alike (собственность
for способ, снаряд for порядок), not kin through the root letters it shares. Also: an empty
morpholog morpheme (its entry for корт) no longer crashes the root comparison.
No word here is in an eval or test set."""

import pytest

from referee.language.kinship.homonyms import far_from_nest
from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("способ", "собственность"),  # соб- letters only: собственность's nest is its own
        ("порядок", "снаряд"),  # ряд read in снаряд; navec: far from порядок, порядочный …
        ("графиня", "график"),  # граф «count», not -граф «писать»
        ("графиня", "графика"),
    ],
)
def test_noun_far_from_the_whole_nest_is_a_look_alike(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "far-from-nest"
    assert "far-from-nest" in BRANCH_TEXT


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("способ", "способность"),  # in the secret word's own nest: never weighed
        ("порядок", "порядочный"),
        ("пересмотр", "просмотр"),  # a prefixed noun: its nest may be its verb's alone
        ("графиня", "граф"),
    ],
)
def test_nest_words_and_prefixed_nouns_stay_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


def test_a_noun_in_the_secret_words_nest_is_never_far() -> None:
    m = morphology()
    t = m.target("порядок")
    assert not far_from_nest(t, "порядочный", m.lex)


@pytest.mark.xfail(
    reason="known miss: MorphyNet keeps общность's nest apart from сообщество's and navec puts it "
    "below 0.09 to every word of that nest, though both are общий's",
    strict=True,
)
def test_suffixed_noun_of_the_same_adjective_stays_kin() -> None:
    assert morphology().decide("сообщество", "общность").match is not None


@pytest.mark.parametrize(("target", "word"), [("кортик", "корт"), ("корт", "кортик")])
def test_an_empty_morpholog_morpheme_does_not_crash(target: str, word: str) -> None:
    """morpholog's entry for корт is four empty morphemes; they are no roots."""
    morphology().decide(target, word)  # raised IndexError before
