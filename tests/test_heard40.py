"""Session 37 (heard40): two slips of the recognizer at the joints of a cue.

«вон у» heard run together as «вону», a rare dictionary word (the accusative of вона), however
sure, is «вон у» when a person in the genitive follows it, as a non-word so heard is
(`referee.rules.pointing.there_run_into_spot`). The «с» of «-ся на» heard as a word of its own,
unsure, after a start or end verb heard without «-ся» («заканчивый с аналон» for «заканчивается
на лон»), is joined to the word after it (`referee.rules.letters.split_reflexive`), and the piece
named must still vouch for the cue. The words are not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_von_u_heard_as_a_sure_rare_word_before_a_person_points():
    assert rules_of("чирок", "ну:0.7 утка:0.9 живая:0.9 вону:0.93 бабушки:0.8 на:0.9 "
                    "полке:0.9 стоит:0.9", "pointing") == [("вону",)]


def test_the_rare_word_before_no_person_or_place_is_said_as_heard():
    # «вону на доллары»: the currency, no person whose place a thing is at follows it
    assert not rules_of("чирок", "ну:0.7 обменяли:0.9 вону:0.95 на:0.9 доллары:0.9",
                        "pointing")


def test_a_common_word_run_into_its_preposition_is_no_pointer():
    # «вона» has no spot preposition after «вон»: it stays a word
    assert not rules_of("чирок", "ну:0.7 вона:0.95 бабушки:0.8 какая:0.9", "pointing")


def test_the_sibilant_of_the_reflexive_heard_apart_joins_the_run_on():
    assert rules_of("чирок", "ну:0.7 уточка:0.9 маленькая:0.9 заканчивый:0.8 с:0.3 "
                    "анарок:0.7", "letters") == [("заканчивый", "с", "анарок")]


def test_a_sibilant_heard_sure_is_a_preposition():
    assert not rules_of("чирок", "ну:0.7 уточка:0.9 маленькая:0.9 заканчивый:0.8 с:0.95 "
                        "анарок:0.7", "letters")


def test_the_run_on_needs_a_piece_of_the_secret_word():
    assert not rules_of("чирок", "ну:0.7 уточка:0.9 маленькая:0.9 заканчивый:0.8 с:0.3 "
                        "аналом:0.7", "letters")
