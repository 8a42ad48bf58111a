"""Foreign words through speech, session 28 (foreign27): the second word after a cue that ends
the turn, heard unsure and read as nothing, is the cue's foreign word; a long dictionary noun
Russian text never uses, written just as a frequent English word sounds and ending the turn
heard, is that English word; a name or loanword Russian text writes, heard with its last sound
lost, is Russian misheard. Real pymorphy3, real wordfreq; recognised words with their
confidences (a word without one is typed)."""

from heard_support import foreign_alerts_heard as heard

from referee.language.russianlike import ending_lost
from referee.rules.foreign.evidence import unused_word_evidence

CUED_TWO = "носят:0.9 на:0.9 ногах:0.9 по:0.9 немецки:0.9 крышка:0.7"  # a Russian word first


def test_an_unsure_second_word_ending_the_turn_after_a_cue_is_foreign():
    # the recognizer made a Russian noun of the foreign word's first sounds, then wrote the
    # rest as a non-word it was unsure of: that rest is the word the cue announced
    assert heard("чулок", f"{CUED_TWO} штрумпфальте:0.4") == [("штрумпфальте",)]


def test_a_barely_heard_second_word_stays_unread():
    # below 0.25 the recognizer hardly heard a word at all (the bar right after a cue too)
    assert heard("чулок", f"{CUED_TWO} штрумпфальте:0.2") == []


def test_an_unsure_second_word_mid_turn_is_not_taken():
    # Russian words after it show the phrase went on: it may be Russian garbled
    text = f"{CUED_TWO} штрумпфальте:0.4 носят:0.9 зимой:0.9 под:0.9 юбку:0.9"
    assert heard("чулок", text) == []


def test_a_russian_word_heard_a_letter_off_is_no_second_word():
    # «кастрюлы» is кастрюли with one letter off: Russian misheard, at any confidence
    assert heard("чулок", "по:0.9 немецки:0.9 крышка:0.7 кастрюлы:0.4") == []


def test_a_dictionary_word_russian_text_never_uses_can_be_the_english_word():
    # «ростер» is in the dictionary but not in Russian text; roster is frequent English
    found = unused_word_evidence("ростер")
    assert found is not None and found.word == "roster" and found.exact


def test_a_word_russian_text_uses_keeps_its_russian_reading():
    # «тостер» is a common Russian loanword: no English reading for it
    assert unused_word_evidence("тостер") is None


def test_short_unused_words_are_not_read_as_english():
    # under six letters a chance match with a frequent English word is too easy
    assert unused_word_evidence("пайс") is None


def test_an_unused_dictionary_word_ending_the_turn_heard_is_foreign():
    text = "тренер:0.9 вписал:0.9 всех:0.9 игроков:0.9 ростер:0.6"
    assert heard("список", text) == [("ростер",)]


def test_an_unused_dictionary_word_heard_surely_is_a_rare_russian_word():
    # from 0.9 on the recognizer knew the word: a rare Russian word, not a foreign one
    text = "тренер:0.9 вписал:0.9 всех:0.9 игроков:0.9 ростер:0.95"
    assert heard("список", text) == []


def test_typed_unused_dictionary_words_are_left_to_the_typed_rules():
    # typed text is spelt as meant: a dictionary word is Russian there
    assert heard("список", "тренер вписал всех игроков ростер") == []


def test_a_place_russian_text_writes_heard_with_its_last_sound_lost_is_russian():
    # «барселон» reads as English Barcelona, but Russian text writes «барселона»: the recognizer
    # lost the last vowel of a name in Russian use
    text = "лучший:0.9 клуб:0.9 испании:0.9 барселон:0.7"
    assert heard("футбол", text) == []


def test_a_name_heard_cut_after_a_preposition_is_russian_too():
    assert heard("побережье", "отдыхали:0.9 летом:0.9 в:0.9 норманди:0.7") == []


def test_ending_lost_finds_the_form_russian_text_writes():
    assert ending_lost("одесс") == "одессе"


def test_a_foreign_word_with_no_russian_form_one_letter_longer_stays_foreign():
    # nothing Russian text writes is «тичер» plus a vowel: the English word said bare
    assert ending_lost("тичер") is None
    assert heard("учитель", "в:0.9 школе:0.9 работает:0.9 тичер:0.7") == [("тичер",)]


def test_a_rare_form_of_a_russian_verb_is_no_english_transcription():
    # «травлен» (a short participle) is written as traveling sounds, but it is Russian grammar
    assert unused_word_evidence("травлен") is None
