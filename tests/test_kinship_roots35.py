"""Misses of issue #13 (roots35): a compound the analyzer only guesses, read as another word's
case; a plural noun whose stem ends in -ец with its vowel dropped; two beings on one stem; a vowel
grade of a compound noun's verbal last stem; an adverb that is a case of the noun."""

import pytest
from kinship_support import sure_alert

from referee.language.kinship.compound_nest import last_stem_grade
from referee.language.morphology import morphology
from referee.rules.secret import _suffix_cuts


@pytest.mark.parametrize(("target", "word", "kin"), [
    # стеклолом is in no dictionary: the analyzer's guess reads it as «стеклол» in the
    # instrumental, which hid both stems; the secret word is drawn in its dictionary form
    ("стеклолом", "стекло", True),
    ("стеклолом", "ломать", True),
    ("стеклолом", "стеллаж", False),
])
def test_unknown_secret_word_is_its_own_lemma(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin


def test_plural_stem_in_ec_without_its_vowel() -> None:
    """A plural noun's stem ending in consonant + ц (бубенц-ы) is cut at -ец with its vowel
    dropped, so the base before it (бубен) can be found; a vowel before ц is no such suffix."""
    assert ("ец", "бубен") in _suffix_cuts("бубенц")
    assert all(suffix != "ец" for suffix, _ in _suffix_cuts("кольц"))


@pytest.mark.parametrize(("target", "word", "kin"), [
    # MorphyNet makes голубушка from голубь; голуба, the same being's other name, is no namesake
    # on the stem (as киста is for кисточка ← кисть): both read as beings
    ("голубушка", "голуба", True),
])
def test_two_beings_on_one_stem(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin


@pytest.mark.parametrize(("target", "word", "kin"), [
    # a compound noun's last stem is a verb's vowel grade (вод: вед-у, бой: би-ть): navec keeps
    # the thing the compound names far from the verb, which says nothing against the grade
    ("водоотвод", "вести", True),
    ("дальнобойность", "бить", True),
    # an adjective whose last stem is a noun's (вода) keeps the meaning check
    ("глубоководный", "вести", False),
    ("водоотвод", "ведро", False),
])
def test_vowel_grade_of_a_compound_last_stem(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin


@pytest.mark.parametrize(("target", "word", "kin"), [
    # «бегом» reads as an adverb of its own and as бег's instrumental: the adverb is that case
    # frozen, so the noun's reading is no other word's (unlike леска, a noun apart from лесок)
    ("беженка", "бегом", True),
    ("беженка", "бегемот", False),
])
def test_adverb_that_is_a_case_of_the_noun(target: str, word: str, kin: bool) -> None:
    assert sure_alert(target, word) is kin


@pytest.mark.parametrize(("target", "word", "grade"), [
    # a clipped first stem (мото-) makes a compound too: гн-ать is a grade of its last stem гон
    ("мотогонщик", "гнать", True),
    # the simple noun has no compound's last stem: navec still weighs its grades
    ("гонщик", "гнать", False),
])
def test_last_stem_grade_of_clipped_compounds(target: str, word: str, grade: bool) -> None:
    m = morphology()
    assert last_stem_grade(m.target(target), word, m.lex) is grade
