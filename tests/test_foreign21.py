"""Session 24 (foreign21): a people noun the recognizer garbled two sounds off is a language cue
when a verb of naming follows it (real pymorphy3, real wordfreq). Words not taken from any eval or
test pair set."""

from heard_support import foreign_alerts_heard as heard

from referee.rules.base import Token
from referee.rules.foreign.cues import cues, glued_cue_word


def tokens(text: str, conf: float = 0.6) -> list[Token]:
    return [Token(i, word, conf=conf) for i, word in enumerate(text.split())]


def test_a_people_noun_two_sounds_off_before_a_verb_of_naming_is_a_cue():
    # «англичане» heard without its «г» and with «ы» for «е»; «испанцы» with «н» put in and «о»
    found = cues(tokens("анличаны называют блэнкет"))
    assert [(c.begin, c.end, c.langs) for c in found] == [(0, 1, ("en",))]
    assert [c.langs for c in cues(tokens("инспанцо говорят перро"))] == [("es",)]


def test_without_a_verb_of_naming_after_it_the_garbled_word_is_no_cue():
    # «испанция любит …»-like: the same sounds with no frame that names the people speaking
    assert cues(tokens("анличаны любят блэнкет")) == []


def test_typed_text_is_taken_as_spelt():
    # a typist's «анличаны» is a word of its own, not a recognizer's garble of a cue
    assert cues(tokens("анличаны называют блэнкет", 1.0)) == []


def test_the_word_named_after_the_garbled_people_noun_is_foreign():
    # the cue found, the word after the verb of naming is weighed as a cued word: heard unsure,
    # mid-turn it would be Russian misheard with no cue, and is the announced word with one
    text = "укрываются:0.90 ночью:0.85 анличаны:0.55 называют:0.80 блэнкит:0.45 зимой:0.90"
    assert heard("одеяло", text) == [("блэнкит",)]


def test_a_foreign_word_run_into_a_people_noun_is_read_after_the_cue():
    # «англичане» + dog heard as one token: the cue and the foreign word it announces
    assert glued_cue_word("англичанедог") == (("en",), "дог")
    assert glued_cue_word("итальянцыкане") == (("it",), "кане")
    # a Russian word that only begins as a people noun is no cue («французский», «немцев»)
    assert glued_cue_word("французский") is None
