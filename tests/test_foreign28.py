"""Foreign words through speech, session 28 (foreign28): a recognised word a sound off a common
Russian form is Russian misheard, not a foreign word: a letter written twice, a soft sign's [j]
heard before a vowel, the last sound lost with other unstressed vowels, a verb's «-ает» run
together into «-айт»; and an unsure last word of seven letters or more may be read in any
language. Real pymorphy3, real wordfreq; recognised words with their confidences."""

from heard_support import foreign_alerts_heard as heard

from referee.language.russianlike import (
    contracted_verb,
    doubled_letter,
    ending_lost,
    near_russian,
)


def test_a_last_letter_written_twice_is_one_sound():
    # the recognizer doubled the last consonant of a common verb form
    assert doubled_letter("кормитт") == "кормит"


def test_a_doubled_letter_inside_is_the_transcription_s_own():
    # a transcription doubles letters inside as its foreign word does («литтер»): «каппуста»
    # is not taken for капуста, only a last letter counts
    assert doubled_letter("каппуста") is None


def test_a_soft_sign_before_a_vowel_is_a_heard_glide():
    # «бье» is the [j] a recognizer hears in «бе»: белый misheard
    assert near_russian("бьелый") == "белый"


def test_a_lost_ending_is_found_under_other_unstressed_vowels():
    # «карзин»: корзин with аканье, its last vowel lost: a common form of корзина
    assert ending_lost("карзин") is not None


def test_short_words_get_no_vowel_variants_for_a_lost_ending():
    # under five letters other vowels plus one more letter reach too many forms: «сла» would
    # be слой, yet a three-letter piece is as likely a foreign word's sounds
    assert ending_lost("сла") is None


def test_a_contracted_verb_ending_is_the_russian_verb():
    # «-айт» for «-ает», the two vowels run together
    assert contracted_verb("читайт") == "читает"


def test_only_a_vowel_before_the_final_yt_counts_as_contracted():
    # «сайт»-like words with a consonant stem and no verb behind them are left alone
    assert contracted_verb("файт") is None


def test_an_unsure_last_word_that_is_a_contracted_verb_is_russian():
    # heard at 0.5 the recognizer was guessing: греет said fast, not great
    assert heard("мост", "печка:0.9 хорошо:0.9 грейт:0.5") == []


def test_a_surely_heard_english_word_keeps_its_reading():
    # at 0.7 the recognizer heard great clearly: still the English word
    assert heard("мост", "печка:0.9 хорошо:0.9 грейт:0.7") == [("грейт",)]


def test_a_doubled_letter_mid_turn_gives_no_alert():
    # «шьёт» heard with its «т» doubled, mid-turn: Russian misheard
    assert heard("мост", "она:0.9 быстро:0.9 льетт:0.65 воду:0.9") == []



def test_a_long_unsure_last_word_may_be_any_language():
    # «манцана» heard at 0.45 is spelt as Spanish manzana: seven letters are seldom a chance match
    assert heard("яблоко", "его:0.9 едят:0.9 осенью:0.9 манцана:0.45") == [("манцана",)]


def test_a_long_unsure_word_mid_turn_stays_russian_garbled():
    # Russian words after it: the turn did not end on the word explained
    assert heard("яблоко", "его:0.9 едят:0.9 манцана:0.45 осенью:0.9") == []


def test_a_shorter_unsure_last_word_gets_no_other_language():
    # six letters heard unsure match some frequent word of some language by chance too often;
    # heard surely (0.7) the same word is read as German Sprache
    assert heard("язык", "на:0.9 нем:0.9 говорят:0.9 шпрахе:0.45") == []
    assert heard("язык", "на:0.9 нем:0.9 говорят:0.9 шпрахе:0.7") == [("шпрахе",)]
