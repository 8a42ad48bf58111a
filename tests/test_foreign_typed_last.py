"""The foreign rule on typed text: the turn's last word, far from any cue, written as a frequent
word of some foreign language (real pymorphy3, real wordfreq)."""

import pytest
from checker_cases import flags

from referee.rules.foreign.evidence import spelt_last_evidence


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


@pytest.mark.parametrize("word,meant", [("тичер", "teacher"), ("флауэр", "flower")])
def test_a_word_written_as_an_english_word_sounds_is_read_so(word, meant):
    found = spelt_last_evidence(word)
    assert found is not None and found.word == meant


@pytest.mark.parametrize("word", ["латте", "бармен", "манки", "сноуборд", "пен"])
def test_a_common_loanword_a_dictionary_word_or_a_short_word_has_no_such_reading(word):
    assert spelt_last_evidence(word) is None


def test_the_typed_last_word_written_as_an_english_word_sounds_is_foreign():
    # a name in Russian text (Sparrow): mid-turn it is not taken
    assert flags("foreign", "воробей", "чирикает на ветке спарроу", "спарроу")
    assert not flags("foreign", "воробей", "спарроу чирикает на ветке")


def test_a_word_a_conjunction_joins_to_the_one_before_is_russian():
    assert not flags("foreign", "воробей", "на ветке сидят синица и спарроу")
