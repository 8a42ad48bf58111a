"""roots51: a secret word's root palatalized by its suffix, read back for a common noun.

A suffix right after a root turns its velar or ц into ч, ж, ш (песок: песч-ан-ик, отец:
отч-им); a root with the -ок/-ек glued on keeps its ч (мешоч-ник). A common noun whose own forms
drop a fleeting vowel to show that root read back (турок: турк-а; мешок: мешк-а) is the noun the
secret word is made of. Rare nouns so read are mostly namesakes (торец for торч-ок), and a root
with no suffix after it has no velar to read back (парч-а). Words here are taken from no eval
or test pair set.
"""

from __future__ import annotations

import pytest

from referee.language.kinship.evidence import palatalized_back
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("турчанка", "турок"),  # турч-анк-а: турк-а shows the root with its velar back
        ("турчанка", "турки"),  # the plural form of the same noun
    ],
)
def test_common_noun_shows_the_palatalized_root_read_back(target: str, word: str) -> None:
    """The noun the secret word is made of is kin through its fleeting-vowel forms."""
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("торчок", "торец"),  # торч-ок is no торец's (торц-а): a rare noun, zipf 2.8
        ("хлопчатник", "хлопец"),  # cotton, not a lad (хлопц-а): a rare noun, zipf 2.4
    ],
)
def test_rare_noun_is_no_witness_of_the_read_back_root(target: str, word: str) -> None:
    """A rare noun whose forms happen to show the read-back root is mostly a namesake."""
    assert morphology().decide(target, word).match is None


def test_read_back_needs_a_suffix_after_the_root() -> None:
    """парч-а has only an ending after its ч: no suffix palatalized a velar there."""
    m = morphology()
    assert palatalized_back(m.lex, m.target("парча")) == frozenset()


def test_glued_ok_is_read_back_to_its_k() -> None:
    """мешоч-ник keeps the -ок of мешок glued in its root: read back, мешк (мешк-а)."""
    m = morphology()
    assert "мешк" in palatalized_back(m.lex, m.target("мешочник"))


def test_read_back_shapes_skip_t_and_keep_velar_and_c() -> None:
    """турч reads back to турк and турц (ч of к and ц before a suffix), not турт (свеч-а ←
    свет is a verb-stem alternation, not a suffix's)."""
    m = morphology()
    assert palatalized_back(m.lex, m.target("турчанка")) == frozenset({"турк", "турц"})
