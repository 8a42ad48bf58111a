"""Session 27 (heard26): kinds the checker missed through a recognizer. Words written
«слово:уверенность» (a word without a confidence is typed: 1.0); the secret words and texts are
made up, not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_starts_with_its_preposition_glued_to_the_verb_is_a_letter_hint():
    # «начинается на у» heard «начинает сан у»: «…ся н» glued on as a word of its own
    text = "сладкий хлеб жареный начинает:0.93 сан:0.44 у:0.45"
    assert rules_of("гренка", text, "letters")


def test_starts_with_a_verb_heard_with_the_letter_glued_on_is_a_letter_hint():
    # «начинается на шо» heard as one non-word: the verb's form, then «н» and a syllable
    text = "пирог с яблоками начинаетсянишо:0.89"
    assert rules_of("шарлотка", text, "letters")


def test_a_verb_of_starting_with_people_after_it_is_no_letter_hint():
    # «начинает с нами играть»: «начинать» and «с» said as heard, no letter after them
    text = "пирог с яблоками мама начинает с нами печь"
    assert not rules_of("шарлотка", text, "letters")


def test_starts_with_a_word_heard_unsure_on_the_secret_words_first_sounds_is_a_letter_hint():
    # «начинается на трю» heard «на трюки» at 0.5: a syllable heard as a longer word
    text = "грибы дорогие подземные начинается:0.95 на:0.7 трюки:0.5"
    assert rules_of("трюфель", text, "letters")


def test_starts_with_a_word_heard_sure_is_no_letter_hint():
    # «ужин начинается на трюках»: a word said and heard sure, no syllable
    text = "ужин начинается на трюках"
    assert not rules_of("трюфель", text, "letters")


def test_there_run_into_its_spot_preposition_before_a_person_points():
    # «вон у тебя» heard «вонуть тебя»: «вон», «у» and a sound of «тебя» as one non-word
    text = "подставка для нот вонуть:0.7 тебя:0.93 на:0.9 сцене:0.9 стоит"
    assert rules_of("пюпитр", text, "pointing") == [("вонуть",)]


def test_a_word_beginning_with_there_before_a_person_is_no_pointing():
    # «вонючий у тебя сыр»: a dictionary word, not «вон у»
    text = "подставка для нот вонючий у тебя сыр"
    assert not rules_of("пюпитр", text, "pointing")


def test_here_at_a_player_with_the_place_glued_to_its_preposition_points():
    # «вот у тебя на столе стоит» heard «… настули стоит»: the place run into «на»
    text = "подставка для нот вот:0.6 у:0.9 тебя:1.0 настули:0.6 стоит:0.95"
    assert rules_of("пюпитр", text, "pointing")


def test_here_at_someone_with_a_glued_place_in_the_past_does_not_point():
    # «вот у бабушки вдеревне стоял»: a story, the verb in the past
    text = "подставка для нот вот у бабушки вдеревни:0.6 стоял"
    assert not rules_of("пюпитр", text, "pointing")


def test_rhyme_word_heard_in_pieces_is_covered_whole():
    # «рифмуется с мандолин» heard «… со манда о лин»: the alert covers every piece
    text = "барабан бубен ревмуется:0.6 со:0.7 манда:0.6 о:0.5 лин:0.45"
    found = rules_of("тамбурин", text, "soundalike")
    assert found and found[0][-1] == "лин"


def test_pieces_after_a_rhyme_that_sound_like_nothing_are_not_joined():
    # the word after the hint heard wrong, the words after it no rhyme of the secret word
    text = "гриб дорогой рифмуется:0.9 с:0.9 кабан:0.5 и:0.5 лес"
    found = rules_of("трюфель", text, "soundalike")
    assert all("лес" not in words for words in found)


def test_rhyme_noun_running_on_into_the_rhyme_verb_is_the_verb():
    # «рифмуется с пенкой» heard «ревму яйца с пеной»: «ревму» alone is «рифму», the two «рифмуется»
    text = "хлеб жареный ревму:0.62 яйца:0.54 с:0.66 пеной:0.53"
    assert rules_of("гренка", text, "soundalike")


def test_rhyme_noun_said_before_words_heard_sure_is_no_rhyme_verb():
    # «в рифму яйца с пеной» typed: the words said as heard, no outright hint
    assert not rules_of("гренка", "хлеб жареный в рифму яйца с пеной", "soundalike")
