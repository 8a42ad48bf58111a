"""The foreign rule on typed text: the turn's last word, far from any cue, written as a frequent
word of some foreign language (real pymorphy3, real wordfreq)."""

import pytest
from checker_cases import flags


@pytest.mark.parametrize(
    "target,text,word",
    [
        ("окошко", "через него смотрят на улицу фенстер", "фенстер"),
        ("садик", "растут в нём яблони и цветы гартен", "гартен"),
        ("бутылочка", "стеклянная для вина ботелья", "ботелья"),
    ],
)
def test_the_typed_last_word_spelt_as_a_foreign_word_is_foreign(target, text, word):
    assert flags("foreign", target, text, word)


def test_the_same_word_mid_turn_is_not_taken():
    # mid-turn a word wordfreq has seen in Russian text may be a name or a slip
    assert not flags("foreign", "окошко", "фенстер через него смотрят на улицу")


@pytest.mark.parametrize(
    "target,text",
    [
        ("лапоть", "путешествовали по стране в кемпере"),  # a declined loanword in Russian use
        ("окошко", "через него смотрят на улицу в окно"),
        ("пирог", "бабушка испекла вкусный курник"),
    ],
)
def test_a_loanword_a_preposition_governs_or_a_russian_word_is_not_foreign(target, text):
    assert not flags("foreign", target, text)
