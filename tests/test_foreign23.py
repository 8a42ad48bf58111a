"""Foreign words through speech, session 26 (foreign23): a foreign word the recognizer, forced to
Russian, cut in two after a language cue («по английски пел грим» for pilgrim). Real pymorphy3,
real wordfreq; recognised words with their confidences (a word without one is typed)."""

import pytest
from heard_support import foreign_alerts_heard as heard

from referee.rules.foreign.evidence import split_word_evidence


@pytest.mark.parametrize(("first", "second", "langs", "word"), [
    ("бат", "терфлай", ("en",), "butterfly"),  # English: exactly as it sounds
    ("пен", "гуин", ("en",), "penguin"),
    ("флуг", "цойг", ("de",), "flugzeug"),  # German, French, Spanish, Italian: by spelling
    ("го", "рра", ("es",), "gorra"),
])
def test_two_heard_pieces_make_a_frequent_foreign_word(first, second, langs, word):
    # the recognizer wrote one word it could not spell as two Russian-looking pieces
    found = split_word_evidence(first, second, langs)
    assert found is not None and found.word == word


@pytest.mark.parametrize(("first", "second"), [
    ("на", "бор"),  # together a Russian word: «набор»
    ("очень", "хорошо"),  # Russian speech, nothing foreign joined
    ("ти", "гр"),  # too short to tell from chance
])
def test_pieces_that_make_no_foreign_word_are_not_joined(first, second):
    assert split_word_evidence(first, second, ("en",)) is None


def test_a_word_cut_in_two_ending_the_turn_after_a_cue_is_foreign():
    # gorra (a cap) said after the cue, heard as «го рра»: neither piece is a foreign word alone
    text = "носят:0.9 летом:0.9 по:0.9 испански:0.9 го:0.6 рра:0.6"
    assert heard("кепка", text) == [("го", "рра")]


def test_typed_pieces_are_two_words_as_written():
    # typed text is not cut by a recognizer: two typed words are judged one by one
    assert heard("кепка", "носят летом по испански го рра") == []


def test_pieces_in_the_middle_of_the_turn_are_not_joined():
    # the foreign word ends the turn when cut in two; Russian words going on after the cue are
    # the explanation itself
    text = "по:0.9 испански:0.9 го:0.6 рра:0.6 носят:0.9 летом:0.9 на:0.9 голове:0.9"
    assert heard("кепка", text) == []


def test_two_russian_words_after_a_cue_stay_russian():
    # «говорит хорошо» joined is no foreign word: a clean line stays clean
    assert heard("полиглот", "по:0.9 английски:0.8 говорит:0.7 хорошо:0.6") == []
