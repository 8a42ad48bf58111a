"""Same-root false alerts of issue #13 (roots39): a verb judged through the noun a diminutive,
female or young secret noun modifies (рож-иц-а ← рожа: not рожать), and a noun whose stem stands
in the secret word elsewhere than right after morpholog's prefixes (под-рам-ник: not драма),
where morpholog segments the word.
Before, the verb matched the secret noun's root letters alone, and the noun was taken for the
base of a prefixed secret word. No pair here is from an eval or test pair set."""

import pytest

from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("матушка", "матировать"),  # мат-ушк-а ← мать; матировать is the matte finish's verb
        ("матушка", "матовать"),  # the same look-alike verb, another form of the dictionary
    ],
)
def test_verb_apart_from_the_noun_a_diminutive_modifies(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "verb-apart-from-noun-parent"


def test_verb_kin_to_the_modified_noun_stays_kin() -> None:
    """муж-ик ← муж, and муж shares возмужать's root: the verb stays kin through it."""
    decision = morphology().decide("мужик", "возмужать")
    assert decision.match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("препарат", "пари"),  # пар sits inside morpholog's root препар, before its suffix
        ("подданство", "дань"),  # дан sits inside morpholog's root поддан, not at its start
    ],
)
def test_stem_off_the_root_start_is_no_prefixed_base(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "stem-off-root-start"


def test_a_word_morpholog_leaves_whole_keeps_its_prefixed_base() -> None:
    """morpholog writes пословица as one root with no prefix nor suffix: that says nothing of
    its boundaries, so по-слов-иц-а stays слово's."""
    decision = morphology().decide("пословица", "слово")
    assert decision.match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("заозерье", "озеро"),  # за- + озер + -ье: the stem stands right after the prefix
        ("приозерье", "озеро"),
    ],
)
def test_stem_right_after_the_prefix_stays_a_prefixed_base(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch == "prefixed-target-base"


def test_new_branches_have_a_judge_s_wording() -> None:
    """`referee explain-root` tells judges why, in Russian, for every branch."""
    for branch in ("verb-apart-from-noun-parent", "stem-off-root-start"):
        assert BRANCH_TEXT[branch]
