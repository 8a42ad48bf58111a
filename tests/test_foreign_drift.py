"""Whisper, told to decode Russian, may go on in English text over unclear speech: a run of four
or more Latin-letter words heard unsure is the recognizer's drift, not a player's foreign words
(real pymorphy3, real wordfreq). Words not taken from any eval or test set."""

from heard_support import foreign_alerts_heard as heard

from referee.rules.base import Token
from referee.rules.foreign.rule import drifted, latin_runs


def tokens(text: str) -> list[Token]:
    pairs = [word.split(":") for word in text.split()]
    return [Token(i, word, conf=float(conf)) for i, (word, conf) in enumerate(pairs)]


def drift(text: str) -> list[range]:
    heard = tokens(text)
    return [run for run in latin_runs(heard) if drifted(heard, run)]


def test_a_long_unsure_latin_run_is_drift():
    assert drift("ну:0.9 это:0.9 green:0.2 water:0.1 over:0.3 table:0.2 now:0.15") == [range(2, 7)]


def test_a_run_heard_surely_or_a_short_one_is_not():
    # a player who really says an English phrase is heard surely; a word or a pair is the usual
    # foreign word said at the table («good bye»), however unsure
    assert drift("it:0.8 is:0.9 raining:0.7 today:0.8") == []
    assert drift("green:0.1 water:0.1 over:0.1 ну:0.9 table:0.1") == []


def test_an_unsure_latin_word_mid_turn_is_still_foreign_once_the_next_word_comes():
    # held while it might open a drift, it is decided by the word after it
    text = "течёт:0.9 в:0.9 реке:0.8 water:0.25 холодная:0.9 и:0.9 мокрая:0.9"
    assert heard("вода", text) == [("water",)]


def test_an_unsure_latin_run_that_ends_the_turn_is_decided_at_the_end():
    assert heard("вода", "течёт:0.9 в:0.9 реке:0.8 cold:0.2 water:0.25") == [("cold", "water")]


def test_the_drifted_words_raise_no_foreign_alert():
    text = "течёт:0.9 в:0.9 реке:0.8 green:0.2 water:0.1 over:0.3 table:0.2 now:0.15"
    assert heard("вода", text) == []


def test_the_same_words_heard_surely_are_foreign():
    # without the drift the long words are foreign as ever (the rule gives up nothing else)
    text = "течёт:0.9 в:0.9 реке:0.8 green:0.8 water:0.8 over:0.8 table:0.8 now:0.8"
    assert any("water" in words for words in heard("вода", text))
