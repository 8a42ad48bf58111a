"""roots55: a compound's last stem may stand for a reflexive verb; a compound of a clipped stem
and a common noun shares that noun's kin.

A compound's last stem is a verb's (-вод-: водить), and the verb may exist only with -ся
(рат-о-бор-ств-о: бороться, no бороть): борьба is then of the stem's nest, and ложь (ложиться's
namesake) is not of налог-о-об-лож-ени-е's. A compound of a clipped stem and a whole common noun
(авиа-салон, агро-фирма) shares the root of that noun's kin, unless navec puts the compound apart
from the noun. Words here are taken from no eval or test pair set.
"""

from __future__ import annotations

import pytest

from referee.language.kinship.compound_nest import clipped_rest, stem_words
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology


def test_last_stem_stands_for_a_reflexive_verb() -> None:
    """бор-: no бороть, but бороться is the verb a last stem -бор- may stand for."""
    assert "бороться" in stem_words("бор", first=False, lex=lexicon())


def test_first_stem_takes_no_reflexive_verb() -> None:
    """A first stem is a noun's or an adjective's: no -ся verb is looked for there."""
    assert not any(w.endswith("ся") for w in stem_words("бор", first=True, lex=lexicon()))


@pytest.mark.parametrize("target", ["ратоборство", "змееборство"])
def test_fight_compound_keeps_the_fight(target: str) -> None:
    """-бор-ств-о of бороться: борьба is kin."""
    assert morphology().decide(target, "борьба").match is not None


@pytest.mark.parametrize("target", ["налогообложение", "капиталовложение"])
def test_lie_is_no_kin_of_laying_compounds(target: str) -> None:
    """-лож- of ложиться (обложить, вложить): ложь «неправда» is another nest."""
    assert morphology().decide(target, "ложь").match is None


def test_rest_after_a_clipped_stem() -> None:
    """авиа-салон: салон is the common noun after the clipped stem авиа-."""
    assert clipped_rest(morphology().clipped_stem, "авиасалон") == "салон"


@pytest.mark.parametrize(
    ("target", "word"),
    [("авиасалон", "салоны"), ("агрофирма", "фирменный"), ("кинопремия", "премиальный")],
)
def test_clipped_compound_shares_its_nouns_kin(target: str, word: str) -> None:
    """The kin of the noun after the clipped stem are the compound's."""
    assert morphology().decide(target, word).match is not None


def test_clipped_compound_keeps_other_words_apart() -> None:
    """A look-alike of the noun after the clipped stem stays apart (салат for авиасалон)."""
    assert morphology().decide("авиасалон", "салат").match is None


def test_stem_morpholog_rarely_compounds() -> None:
    """мото- opens few of morpholog's compounds, yet мото-лодка is read as one (roots57:
    `secret_clip`), so лодка's kin are its own."""
    assert morphology().decide("мотолодка", "лодочник").match is not None
