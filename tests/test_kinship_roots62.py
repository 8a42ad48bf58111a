"""Same-root decisions of issue #13 (roots62): compounds on a clipped stem.
  - видео-, радио-, фото- are on the prefix list as loan elements, yet each is a common
    indeclinable noun of its own: a compound that is such a stem and a common noun (видео-ролик)
    opens with a clipped stem, as вело-шлем does; a chain of true prefixes (под-, недо-) does not.
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
