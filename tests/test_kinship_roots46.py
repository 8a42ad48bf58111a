"""Same-root misses of issue #13 (roots46): a compound whose first stem spells a common adjective
MorphyNet makes from nothing (крут-о-гор: крутой) has a noun's last stem, so a noun spelled on
that stem is kin, not a namesake of a verb spelled alike (гореть). No pair here is from an eval or
test pair set (single words may be)."""

import pytest

from referee.language.kinship.homonyms import adjective_first_stem
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("compound", "expected"),
    [
        ("крутогор", True),  # a steep hill: крутой qualifies гора
        ("черноморец", True),  # ё folded: the dictionary form is чёрный
        ("полевод", False),  # полый is too rare to be what пол- stands for (поле)
        ("самоход", False),  # сам is a pronoun, not the adjective самый
        ("оленевод", False),  # олений is rare, and MorphyNet makes it from олень
    ],
)
def test_adjective_first_stem(compound: str, expected: bool) -> None:
    m = morphology()
    assert adjective_first_stem(m.target(compound), m.lex) is expected


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("крутогор", "гора"),  # гореть spelled on -гор- no longer makes гора a namesake
        ("черноморец", "море"),  # морить likewise
        ("старообрядец", "обряд"),  # обрядить likewise
    ],
)
def test_noun_last_stem_after_adjective_is_kin(target: str, word: str) -> None:
    assert morphology().same_root(target, word) is not None


def test_noun_first_stem_keeps_verbal_last_stem() -> None:
    """пол-е-вод stands for поле: -вод is still водить's, and вода a namesake."""
    decision = morphology().decide("полевод", "вода")
    assert decision.match is None
    assert decision.branch == "compound-verb-stem"
