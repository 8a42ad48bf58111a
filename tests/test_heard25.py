"""Session 26 (heard25): kinds the checker missed or raised wrongly through a recognizer. Words
written «слово:уверенность» (a word without a confidence is typed: 1.0); the secret words and
texts are made up, not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_here_at_someone_with_a_thing_standing_there_points():
    # «вот у соседки на полочке стоит»: the thing shown where it stands now, at a person's
    text = "фигурка фарфоровая вот у соседки на полочке стоит"
    assert rules_of("статуэтка", text, "pointing")


def test_here_at_a_player_on_any_place_points():
    # the listener's own furniture, not only the places of `NEAR_PLACES` («на тумбочке»)
    text = "фигурка фарфоровая вот у тебя на тумбочке стоит"
    assert rules_of("статуэтка", text, "pointing")


def test_here_at_someone_told_in_the_past_does_not_point():
    # «стояла»: a story about a thing elsewhere, not one shown now
    text = "фигурка фарфоровая вот у соседки на полочке стояла"
    assert not rules_of("статуэтка", text, "pointing")


def test_starts_with_the_secret_words_own_first_letters_is_a_letter_hint():
    # four letters of the word's start after «начинается на» (a syllable is at most three)
    assert rules_of("тромбон", "медная труба с кулисой начинается на тром", "letters")


def test_starts_on_a_place_is_no_letter_hint():
    # «начинается на сцене»: the word after «на» is no start of the secret word
    assert not rules_of("тромбон", "медная труба с кулисой концерт начинается на сцене",
                        "letters")


def test_starts_with_a_conjunction_said_last_is_a_letter_hint():
    # no clause ends on «но»: the preposition and the letter heard as one short word
    assert rules_of("тромбон", "медная труба с кулисой начинается:0.9 но:0.8", "letters")


def test_starts_with_a_conjunction_inside_a_clause_is_no_letter_hint():
    # «концерт начинается но поздно»: the conjunction joins a clause, the turn goes on
    assert not rules_of("тромбон", "медная труба с кулисой концерт начинается но поздно",
                        "letters")


def test_there_with_its_spot_preposition_run_into_the_word_before_points():
    # «…вон на плите» heard «варенавонна плите»: «вон» and «на» glued to the word before
    text = "посуда с крышкой большая варенавонна:0.5 плите:0.6"
    assert rules_of("кастрюля", text, "pointing") == [("варенавонна",)]


def test_there_glued_before_no_place_does_not_point():
    # the word after is no place where a thing is («плита» in the nominative)
    text = "посуда с крышкой большая варенавонна:0.5 плита:0.6 горячая"
    assert not rules_of("кастрюля", text, "pointing")


def test_a_common_word_heard_unsure_is_no_rhyme_hint_heard_wrong():
    # «мама» sounds two slips off the tail of «рифмовала», but a common dictionary word heard
    # unsure is likelier said: no hint, no sound-alike alert on the word after it
    assert not rules_of("котлета", "ну:0.4 мама:0.5 сконфета:0.6 дала", "soundalike")


def test_a_non_word_tail_of_a_rhyme_verb_is_still_a_hint():
    # «муец» (рифмуется, its onset lost) before «с» glued to a sound-alike word: still a hint
    assert rules_of("пончик", "ну сладкий кругляш муец:0.5 сбончик:0.6", "soundalike")


def test_a_family_form_heard_with_its_vowels_off_is_kin():
    # «платучак» keeps every consonant of «платочек» (8 sounds), two vowels heard off
    assert rules_of("платок", "носовой бабушкин платучак:0.7 в кармане", "cognate")


def test_a_family_form_heard_sure_with_its_vowels_off_is_not_kin():
    # heard sure, a word the recognizer wrote is taken as said
    assert not rules_of("платок", "носовой бабушкин платучак:0.95 в кармане", "cognate")


def test_rhyme_verb_with_its_last_vowel_heard_apart_is_a_hint():
    # «рифмуется с бончик» heard «муец и сбончик»: the verb's «-ся» heard as «и» on its own
    assert rules_of("пончик", "ну сладкий кругляш муец:0.5 и:0.5 сбончик:0.6", "soundalike")


def test_rhyme_verb_heard_apart_needs_a_sound_alike_word_next():
    # after «муец и» a word that sounds nothing like the secret word: no hint vouched for
    assert not rules_of("пончик", "ну сладкий кругляш муец:0.5 и:0.5 сладкий:0.6", "soundalike")


def test_starts_with_said_last_merges_with_the_letter_count_before_it():
    # «слово из семи букв начинается но»: one reference to the letters, as a typed turn gives
    text = "медная труба слово из семи букв начинается:0.9 но:0.8"
    assert rules_of("тромбон", text, "letters") == [("семи", "букв")]
