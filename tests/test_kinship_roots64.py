"""Session 33, roots64: a rare secret noun MorphyNet lacks that is a regular suffix derivative
of a common noun (обстановоч-к-а ← обстанов-к-а, музыч-к-а ← музыка) or of a verb under a doer's
suffix (уваж-ух-а ← уважать) takes that word's nest as its family
(`referee.rules.secret.rare_derivative_base`). Words from no eval or test set."""

import pytest

from referee.language.lexicon import lexicon
from referee.rules.secret import rare_derivative_base
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("target", "base"),
    [("обстановочка", "обстановка"), ("музычка", "музыка"), ("бедняжечка", "бедняжка"),
     ("уважуха", "уважать"), ("балетки", "балет"), ("месячник", "месяц")],
)
def test_a_rare_suffix_derivative_is_made_from_its_common_base(target, base):
    assert rare_derivative_base(target, lexicon()) == base


@pytest.mark.parametrize(
    "target",
    [
        "славка",  # the base слава is a name too: славка is a bird (and Слава's pet form)
        "петровка",  # a proper name: no derivative of петров
        "альпари",  # -арий/-арь bases are namesakes too often
        "ангелика",  # -ика is a loan's suffix, no diminutive -ик- of ангел
        "владик",  # a noun's suffix on a verb's stem: no derivative of владеть
        "закачка",  # a т read back from ч is a namesake's (закат)
        "линька",  # a stem of three letters is too short to trust (линь)
        "читательница",  # MorphyNet knows it: its own nest stands
    ],
)
def test_a_namesake_or_a_known_word_gets_no_guessed_base(target):
    assert rare_derivative_base(target, lexicon()) is None


@pytest.mark.parametrize(
    ("target", "word"),
    [("обстановочка", "обстановка"), ("музычка", "музыкальный"), ("уважуха", "уважаемый"),
     ("бедняжечка", "бедняжка"), ("балетки", "балетный")],
)
def test_the_base_s_nest_is_kin_of_the_rare_secret_word(target, word):
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"), [("музычка", "музей"), ("уважуха", "ужас"), ("балетки", "билет")]
)
def test_words_outside_the_base_s_nest_stay_apart(target, word):
    assert not sure_alert(target, word)
