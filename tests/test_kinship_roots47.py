"""roots47: a -к-а thing MorphyNet hangs on a creature's name is no kin of the creature.

A diminutive of a creature is a creature too (лисичка, свинка), so an inanimate -к-а noun whose
stem spells a creature's name (ляшка ← лях, шашка ← шах) names something else; navec keeps
kin apart from look-alikes, and morpholog's root spelled in the creature's word keeps kinship.
Words here are taken from no eval or test pair set.
"""

from __future__ import annotations

import pytest

from referee.language.kinship.homonyms import thing_named_after_being
from referee.language.morphology import morphology
from referee.language.words import creature


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("лях", "ляшка"),  # a thigh is no little Pole
        ("шах", "шашка"),  # a draughts piece is no little shah
    ],
)
def test_thing_on_a_creatures_stem_is_no_kin(target: str, word: str) -> None:
    """The creature's MorphyNet nest holds the -к-а thing, yet the pair is a look-alike."""
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "thing-named-after-being"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("эконом", "экономика"),  # morpholog's root эконом- is spelled in эконом itself
        ("государь", "государство"),  # an abstract noun, not a -к-а thing
        ("врез", "врезка"),  # врез is no creature (pymorphy's animate reading is a name's form)
        # a -к-а thing made from another word of the nest (библиотеч-к-а ← библиотека), not from
        # the creature: the nest is shared, the creature is no base of it
        ("библиотекарь", "библиотечка"),
    ],
)
def test_kin_kept(target: str, word: str) -> None:
    """Words the rule must not touch stay kin."""
    assert morphology().same_root(target, word) is not None


def test_thing_named_after_being_reads_animacy() -> None:
    """The predicate asks for an inanimate -к-а noun and a creature's own name."""
    assert thing_named_after_being("ляшка", "лях")
    assert not thing_named_after_being("врезка", "врез")  # no creature
    assert not thing_named_after_being("государство", "государь")  # no -к-а


def test_creature_skips_names_and_other_lemmas() -> None:
    """A creature is an animate reading, no proper name, of the word itself (врез: its only
    animate reading is a name's plural, another lemma)."""
    assert creature("шах")
    assert not creature("врез")
