"""Same-root false alerts on vowel grades (roots33): a heard noun or adjective whose root is the
secret root with one vowel dropped is kin only where a paradigm shows that vowel fleeting — the
heard word's own forms or its bases' with the vowel, or the secret word's without it
(`Morphology._vowel_never_fleeting`). Verbs and the words made of them, numerals and compounds
keep their own grades."""

import pytest

from referee.language.morphology import _without_a_vowel, morphology


@pytest.mark.parametrize(
    ("root", "shape", "expected"),
    [
        ("полен", "полн", True),  # the е before the last consonant dropped
        ("зем", "зм", True),  # the only vowel dropped
        ("зем", "зим", False),  # a vowel changed, not dropped
        ("полен", "пол", False),  # a consonant dropped, not a vowel
        ("полен", "полен", False),  # nothing dropped
    ],
)
def test_without_a_vowel(root, shape, expected):
    assert _without_a_vowel(root, shape) is expected


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("женщина", "жнея"),  # жн never shows женщина's е: жнея is жать's
        ("питание", "птенчик"),  # пт for пит: the bird's nest, not food
    ],
)
def test_a_vowel_dropped_namesake_is_no_kin(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "vowel-not-fleeting"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("пёсик", "псиный"),  # пёс: пса — the vowel is fleeting in the secret word's base
        ("ветерок", "ветряк"),  # ветер: ветра
        ("узелок", "узловатый"),  # узел: узла
    ],
)
def test_a_fleeting_vowel_shown_by_a_paradigm_stays_kin(target, word):
    assert morphology().decide(target, word).match is not None


def test_a_compound_stem_keeps_its_grade():
    """A compound's stems are cut from other words whose forms are not at hand: the check
    leaves it to the compound steps (ново-избр-анн-ый for из-бир-ател-ь stays kin)."""
    assert morphology().decide("избиратель", "новоизбранный").match is not None
