"""Same-root false alerts of issue #13 (roots40): a heard noun the secret noun's stem spells (its
last consonant maybe alternated) is no base of the secret noun when MorphyNet makes that noun from
nouns or adjectives only and none of them shares a root with the heard noun (руч-ниц-а ← ручник:
not ручей; лужиц-а ← лужа: not луг).
Before, the letters alone made the heard noun the secret word's base (`derives`). No pair here is
from an eval or test pair set (single words may be)."""

import pytest

from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("ручница", "ручей"),  # руч-ниц-а ← ручник (← рука): the brook's noun only spells руч-
        ("ручница", "ручьи"),  # the brook's plural, read through its lemma
        ("разница", "раз"),  # раз-ниц-а ← разный: раз, a time or one, is no base of it
    ],
)
def test_noun_the_stem_spells_is_no_base_apart_from_the_parents(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "stem-of-another-base"
    assert decision.branch in BRANCH_TEXT


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("ручница", "ручник"),  # the noun MorphyNet makes ручница from stays kin
        ("горчичница", "горчица"),  # MorphyNet gives no parent: the letters decide, as before
        ("зайчик", "зайка"),  # two beings: one animal's names share the stem (зайчик ← заяц)
    ],
)
def test_the_parent_or_an_unparented_base_stays_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None
