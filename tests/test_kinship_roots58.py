"""Same-root errors of issue #13 (roots58) on rare secret words no morphemic dictionary
segments. A -н-к-а noun is named by its -н- adjective (тростян-к-а ← тростяной), near it in
meaning or not: that adjective is its base. A -ница/-ник noun made from a -ка noun whose -к-
belongs to its stem drops that -к- (фисташ-к-а → фисташ-ник): the -ка noun is its base, its nest
the secret word's family, and the stem is not cut into a shorter look-alike root. A secret noun
MorphyNet makes from a verb through a noun (посел-ен-ец ← поселение ← поселить) is built on that
verb, not on a noun its prefix leaves spelled (сель). No word here is in an eval or test set."""

import pytest

from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("фисташник", "фисташка"),  # the plant named after its nut
        ("фисташник", "фисташковый"),
        ("бородавник", "бородавка"),
        ("ласточник", "ласточка"),
    ],
)
def test_noun_made_from_a_ka_noun_that_drops_its_k_is_kin_of_it(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("ласточник", "ласты"),  # ласт- was read as the root before
        ("бородавник", "борода"),
        ("фисташник", "фиста"),
    ],
)
def test_shorter_look_alike_roots_of_such_a_noun_are_no_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None


def test_a_diminutive_or_feminine_ka_noun_is_no_such_base() -> None:
    """татарка ← татарин, конфетка ← конфета: their -к- is a suffix of their own, so татарник
    (a thistle) is not made from татарка by dropping it."""
    assert "татарка" not in morphology().target("татарник").family


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("тростянка", "тростяной"),
        ("тростянка", "тростник"),
        ("селитрянка", "селитра"),  # a plant of salty soil, named by селитряный
        ("селитрянка", "селитряный"),
    ],
)
def test_noun_named_by_its_n_adjective_is_kin_of_it(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(("target", "word"), [("тростянка", "трос"), ("селитрянка", "сель")])
def test_such_a_noun_has_no_look_alike_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("поселенец", "сель"),  # по-сель…: поселенец ← поселение ← поселить
        ("переселенец", "сель"),
        ("разработчик", "раб"),  # разработчик ← разработка ← разработать
    ],
)
def test_noun_made_from_a_verb_through_a_noun_is_no_prefixed_namesake(
    target: str, word: str
) -> None:
    assert morphology().decide(target, word).match is None


@pytest.mark.parametrize(
    ("target", "word"),
    [("поселенец", "село"), ("разработчик", "работа"), ("разработчик", "разработать")],
)
def test_such_a_noun_keeps_its_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None
