"""Same-root false alerts of issue #13 (roots49).

1. A secret word morpholog does not know is split by guessing a prefix (по-мел-о: мел). When navec
   does not know the secret word either and what follows the prefix is no noun (мело), nothing
   supports the guess: a bare noun or adjective on the guessed root is a look-alike. A secret word
   that is a noun with a prefix (от-бег: бег) keeps its kin.
2. An adjective first stem makes a compound's last stem a noun's (крут-о-гор: гора, roots46) only
   for a common noun: a rare noun spelled as the stem (ярь, корь, веда) stays a namesake of the
   verb the stem stands for.

No pair here is from an eval or test pair set (single words may be)."""

import pytest

from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("полова", "ловушка"),  # chaff: по-лов-а is no prefixed лов
        ("обзол", "зола"),  # the wane of a board: об-зол-, no ash in it
        ("покор", "кора"),  # по-кор: no bark
    ],
)
def test_unsupported_prefix_guess_leaves_bare_nouns_apart(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "guessed-root-far"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("отбег", "бег"),  # what follows от- is the noun бег itself
        ("посвист", "свист"),  # likewise свист
    ],
)
def test_prefixed_noun_keeps_its_base(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("крутояр", "ярь"),  # ярь (verdigris) is rare: the stem stays ярый's / яриться's
        ("юнкор", "корь"),  # measles has nothing of корреспондент
        ("правовед", "веда"),  # a rare loan spelled as the stem of ведать
    ],
)
def test_rare_noun_after_adjective_first_stem_is_a_namesake(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("крутогор", "гора"),  # a common noun: the adjective qualifies it
        ("легковес", "вес"),  # likewise
    ],
)
def test_common_noun_after_adjective_first_stem_stays_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None
