"""Session 28 (heard27): kinds the checker missed or alerted wrongly through a recognizer. Words
written «слово:уверенность» (a word without a confidence is typed: 1.0); the secret words and
texts are made up, not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_a_stress_noun_heard_wrong_with_no_syllable_named_is_no_letter_hint():
    # a non-word that sounds like «ударением», then no syllable or letter: words heard wrong
    text = "ну повозка:0.8 ударинам:0.5 не:0.7 возили:0.8 по:0.9 снегу:0.9 зимой:0.9"
    assert not rules_of("тарантас", text, "letters")


def test_a_stress_noun_heard_wrong_with_the_syllable_named_is_a_letter_hint():
    # the same non-word, the syllable the stress falls on named after it
    text = "ну повозка ударенье:0.5 на:0.9 первый:0.9 слог:0.9"
    assert rules_of("тарантас", text, "letters")


def test_here_at_run_together_before_a_player_and_a_thing_lying_there_points():
    # «вот у тебя на столе лежит» heard «воту тебя …»: «вот у» as one non-word
    text = "для карточек вещь воту:0.5 тебя:0.9 на:0.9 столе:0.9 лежит:0.95"
    assert rules_of("визитница", text, "pointing")


def test_here_at_heard_with_the_t_carried_over_points():
    # «вот у мамы в сумке лежит» heard «вот тут мамы …»: «у» with the «т» of «вот»
    text = "для карточек вещь вот:0.6 тут:0.8 мамы:0.95 в:0.9 сумке:0.9 лежит:0.95"
    assert rules_of("визитница", text, "pointing")


def test_here_here_and_a_person_named_in_a_story_does_not_point():
    # «вот тут мама на кухне стоит»: the person no genitive, no «у» heard wrong
    text = "для карточек вещь вот тут мама на кухне стоит"
    assert not rules_of("визитница", text, "pointing")


def test_here_at_heard_wrong_told_in_the_past_does_not_point():
    # «вот тут бабушки в деревне стоял»: the verb in the past tells a story
    text = "для карточек вещь вот:0.6 тут:0.8 бабушки:0.95 в:0.9 деревне:0.9 стоял:0.95"
    assert not rules_of("визитница", text, "pointing")


def test_a_place_with_the_players_last_vowel_heard_again_before_it_points():
    # «вот у тебя в кармане лежит» heard «тебя авкармани»: the «а» of «тебя» heard twice
    text = "ну кошелёк вот:0.6 у:0.9 тебя:0.95 авкармани:0.6 лежит:0.95"
    assert rules_of("портмоне", text, "pointing")


def test_a_vowel_not_the_players_last_before_a_place_does_not_point():
    # «мамы авкармани»: «мамы» ends in another vowel, «авкармани» is no «в кармане» heard so
    text = "ну кошелёк вот:0.6 у:0.9 мамы:0.95 авкармани:0.6 лежит:0.95"
    assert not rules_of("портмоне", text, "pointing")


def test_sounds_like_heard_as_one_word_its_onset_lost_is_a_sound_hint():
    # «звучит как пистолет» heard «…за учитка пистолет»: «зв» lost, «как» run on
    text = "ну машина без крыши на:0.6 дорогеза:0.5 учитка:0.6 пистолет:0.7"
    assert rules_of("кабриолет", text, "soundalike")


def test_sounds_like_heard_as_one_word_before_a_word_unlike_is_no_sound_hint():
    # the same non-word, but the word after it does not sound like the secret word
    text = "ну машина без крыши учитка:0.6 собака:0.7"
    assert not rules_of("кабриолет", text, "soundalike")


def test_sounds_like_heard_as_a_rare_word_ending_in_the_verbs_rest_is_a_sound_hint():
    # «…ра звучит как пистолет» heard «разучит как пистолет»: «зв» run into a rare word, unsure
    text = "ну машина без крыши шофера:0.5 разучит:0.6 как:0.8 пистолет:0.8"
    assert rules_of("кабриолет", text, "soundalike")


def test_a_common_verb_ending_like_sounds_before_how_is_no_sound_hint():
    # «научит как …»: a common word, heard as said, whatever word follows
    text = "ну машина без крыши папа научит:0.6 как:0.8 пистолет:0.8 держать"
    assert not rules_of("кабриолет", text, "soundalike")
