"""Session 29 (heard29): what survives the recognizer. Words written «слово:уверенность» (a word
without a confidence is typed: 1.0); the secret words and texts are made up, not taken from any
eval or test set."""

from __future__ import annotations

from tests.heard_support import alerts_heard, rules_of


def test_a_syllable_named_after_a_syllable_cue_is_letters_not_kin():
    # «лог» is named as the word's last syllable: a letters reference, not the noun лог
    alerts = alerts_heard("филолог", "изучает язык и книги последний слог лог")
    assert [rule for rule, _ in alerts] == ["letters"]


def test_a_non_word_named_after_a_start_cue_is_no_kin():
    # «гео» after «начинается на» is the word's first sounds, no word of its own
    assert not rules_of("географ", "учитель карт и стран начинается на гео", "cognate")


def test_a_dictionary_word_after_the_start_verb_and_a_place_is_still_kin():
    # «начинается на работе» tells where the day begins: «работе» is a word said for its meaning
    assert rules_of("работник", "у него день начинается на работе", "cognate") == [("работе",)]


def test_a_kin_word_elsewhere_in_a_letters_turn_is_still_kin():
    # the cue spares only the sounds it names, not the other words of the turn
    text = "филологический факультет закончил последний слог лог"
    assert rules_of("филолог", text, "cognate") == [("филологический",)]


def test_a_short_noun_after_the_start_verb_is_a_word_said():
    # «утро начинается с чая»: a short noun in the case «с» governs is the drink, not a syllable
    assert rules_of("чайник", "утро начинается с чая а его кипятят в", "cognate") == [("чая",)]


def test_five_unstressed_vowels_spelt_by_ear_are_respelled_within_the_budget():
    # «арганизаторы»: five vowels that could be spelt otherwise (о/а twice over, и/е/я), 48
    # spellings, within the 81 a word of four е/и/я vowels had
    from referee.rules.misheard import respelled
    assert respelled("арганизаторы") == "организаторы"


def test_a_respelling_budget_still_bounds_a_word_of_many_vowels():
    # more than 81 spellings of the vowels are not tried (the cost per word heard)
    from referee.rules.misheard import respelled
    assert respelled("пириписывание") is None


def test_a_thing_likened_to_one_at_a_spot_of_this_room_is_pointing():
    # «вот такие как на этой полке»: shown on a shelf of the room the players sit in
    text = "ну папки хранит вот такие как на этой полке стоят"
    assert rules_of("архивариус", text, "pointing") == [
        ("вот", "такие", "как", "на", "этой", "полке")]


def test_a_spot_of_this_room_said_last_is_pointing():
    assert rules_of("архивариус", "ну папки хранит вот как в этом шкафу", "pointing") == [
        ("вот", "как", "в", "этом", "шкафу")]


def test_a_likeness_to_a_spot_told_in_the_past_is_no_pointing():
    # «вот как на этой стене висел»: a story about the wall, nothing shown now
    assert not rules_of("архивариус", "вот как на этой стене висел у деда", "pointing")


def test_this_week_is_no_spot_of_the_room():
    assert not rules_of("архивариус", "вот такие как на этой неделе привезли", "pointing")


def test_a_rhyme_verb_heard_run_together_with_with_and_the_word_names_it():
    # «рифмуется с биолог» heard «в муецосбиолог»: the verb's tail, «с» and the word as one
    text = "учёный по рыбам в:0.7 муецосбиолог:0.6 вот"
    assert rules_of("ихтиолог", text, "soundalike") == [("муецосбиолог",)]


def test_a_glued_rest_that_sounds_nothing_like_the_word_is_no_hint():
    text = "учёный по рыбам в:0.7 муецосмолоко:0.6 вот"
    assert not rules_of("ихтиолог", text, "soundalike")


def test_a_non_word_heard_sure_is_no_glued_rhyme():
    text = "учёный по рыбам в муецосбиолог вот"
    assert not rules_of("ихтиолог", text, "soundalike")
