"""Same-root decisions of issue #13 (roots62): compounds on a clipped stem.
  - видео-, радио-, фото- are on the prefix list as loan elements, yet each is a common
    indeclinable noun of its own: a compound that is such a stem and a common noun (видео-ролик)
    opens with a clipped stem, as вело-шлем does; a chain of true prefixes (под-, недо-) does not;
  - a word that opens with the letters of a clipped stem cut from a found source word (вел- of
    вело- ← велосипед) and is no kin of that source nor of the stem word itself is a namesake of
    the letters (велеть, величие for велопробег); the source's kin stay (велосипедист, киношник).
No pair here is from an eval or test pair set (single words may be)."""

import pytest

from referee.language.kinship.compound_nest import clip_and_noun
from referee.language.morphology import morphology
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("видеоролик", "видео"),
        ("видеоролик", "видеосвязь"),
        ("видеоблогер", "видеокамера"),
        ("видеоинтервью", "интервью"),
    ],
)
def test_a_loan_element_that_is_a_word_is_a_clipped_stem(target: str, word: str) -> None:
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("видеоролик", "видеть"),  # видео's origin only
        ("видеоблогер", "видимость"),
    ],
)
def test_the_clip_namesakes_stay_apart(target: str, word: str) -> None:
    assert not sure_alert(target, word)


def test_the_secret_clip_of_a_loan_element_word() -> None:
    assert morphology().secret_clip("видеоролик") == "видео"


@pytest.mark.parametrize(("word", "stem"), [("подгруппа", "под"), ("недопонимание", "недо")])
def test_a_chain_of_true_prefixes_is_no_clipped_stem(word: str, stem: str) -> None:
    assert not clip_and_noun(word, stem)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("велопробег", "величие"),
        ("велопробег", "веление"),
        ("велошорты", "велеть"),
        ("фотоколлаж", "фот"),  # a unit of light
        ("метаморфоза", "метаться"),
    ],
)
def test_a_namesake_of_the_clip_letters_is_no_kin(target: str, word: str) -> None:
    assert not sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("велопробег", "велосипедист"),  # the source's family
        ("киноафиша", "киношник"),  # кино's own family
    ],
)
def test_the_kin_of_the_clip_source_stays(target: str, word: str) -> None:
    assert sure_alert(target, word)


OTHER_SENSE = ("left: авто- «сам» read as авто- «автомобиль»; navec separates the two senses "
               "neither by the compounds nor by their rests")


@pytest.mark.parametrize(("target", "word"), [("госбюджет", "бюджет"), ("техосмотр", "осмотр")])
def test_three_letter_clips(target: str, word: str) -> None:
    """Strict xfails until session 34 (the clips of three letters were left); roots65's clip
    closing on a consonant (`consonant_clip`) reads them."""
    assert sure_alert(target, word)


@pytest.mark.xfail(strict=True, reason=OTHER_SENSE)
def test_left_the_other_sense_of_a_clip() -> None:
    assert not sure_alert("автореферат", "автомобиль")
