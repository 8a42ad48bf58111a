"""The foreign rule on recognised words with their confidences: what a cue names (a language of a
thing, one person of a people), what stands between a cue and its word, the second word of a cued
phrase, t+s written as ц, a loanword heard with a soft sign, and an unsure English word ending the
turn (real pymorphy3, real wordfreq)."""

from heard_support import foreign_alerts_heard as heard

from referee.language.translit import best_foreign
from referee.rules.foreign.cues import describes, of_noun, thing_form


def test_a_genitive_language_adjective_after_a_noun_names_the_language():
    assert of_noun("уроки", "английского")
    assert of_noun("учитель", "немецкого")
    assert not of_noun("слова", "английского")  # a word of speech: still a cue
    assert not of_noun("с", "немецкого")  # a preposition (the language translated from)
    text = "в:0.46 школе:0.99 у:0.97 них:1.00 уроки:0.92 английского:0.95 повторником:0.72"
    assert heard("расписание", text) == []


def test_na_nemetskom_is_the_language_case_whatever_follows():
    text = "белый:0.76 его:0.92 пьют:0.71 дети:0.79 на:0.91 немецком:0.99 в:0.22 милях:0.74"
    assert heard("молоко", text) == [("милях",)]


def test_an_unsure_function_word_between_the_cue_and_the_last_noun_is_noise():
    text = "под:0.95 ботинок:0.70 по:0.49 английски:0.87 и:0.41 сук:0.62"
    assert heard("носок", text) == [("сук",)]
    # heard surely, a preposition leads a Russian phrase: the noun is what it governs
    assert heard("молоко", "пьют:0.9 на:0.91 немецком:0.99 в:0.93 доме:0.74") == []
    assert heard("молоко", "пьют по немецки в доме") == []
    assert heard("носок", "надевают на ногу по английски сок") == [("сок",)]


def test_ts_is_written_ts():
    found = best_foreign("биц", ("en",))
    assert found is not None and found.word == "bits" and found.exact
    text = "на:0.84 нитку:0.79 по:0.99 английски:0.76 биц:0.54"
    assert heard("бусы", text) == [("биц",)]


def test_the_second_word_after_a_cue_that_reads_as_no_russian_joins_the_phrase():
    text = "перед:0.98 сном:0.72 немцы:0.54 говорят:0.98 шлав:0.69 киндлин:0.75"
    assert heard("колыбель", text) == [("шлав",), ("киндлин",)]


def test_a_loanword_heard_with_a_soft_sign_at_its_end_is_in_russian_use():
    assert heard("интернет", "благерь:0.60 записал:0.95 подкаст:0.68 выложил:0.76") == []


def test_one_person_of_a_people_is_no_cue():
    text = "его:0.87 дедушка:0.96 был:0.99 немец:0.97 а:0.52 бабушка:0.97 французжинка:0.70"
    assert heard("семья", text) == []
    assert heard("собака", "немец скажет хунд") == [("хунд",)]  # a verb of naming after it


def test_an_unsure_english_word_ending_the_turn_is_foreign():
    assert heard("черепаха", "медленно:0.72 испанцировать:0.50 тертл:0.46") == [("тертл",)]
    # mid-turn the same word heard as unsure is garbled Russian more often
    assert heard("черепаха", "медленно:0.72 тертл:0.46 ползёт:0.9") == []
    # barely heard, or a Russian word's vowel variant, it is not taken
    assert heard("черепаха", "медленно:0.72 ползёт:0.9 тертл:0.2") == []
    assert heard("пустыня", "там:0.9 песок:0.9 и:0.9 верблюд:0.5 горад:0.45") == []
    # after a letter noun it is a letter's name heard garbled, the letters rule's
    # (a word of three letters heard so unsure is not taken at all: `UNSURE_LAST_MIN_LENGTH`)
    assert heard("филин", "на:0.9 первом:0.9 месте:0.9 букв:0.6 в:0.5 уайф:0.46") == []
    assert heard("филин", "как:0.9 сова:0.9 на:0.9 первом:0.9 месте:0.9 уайф:0.46") == [("уайф",)]


def test_a_garbled_cue_describes_no_noun():
    assert not describes("паниметский", "стол")  # «по-немецки» garbled: an adjective by its ending
    assert describes("итальянские", "площади")


def test_the_noun_after_a_garbled_cue_ending_the_turn_is_the_word_announced():
    # «по-немецки» garbled to an adjective the noun agrees with, the German word heard as «шум»
    text = "едет:0.82 по:0.6 рельсам:0.96 паниметский:0.59 шум:0.85"
    assert heard("поезд", text) == [("шум",)]


def test_a_thing_a_heard_language_adjective_describes_stays_russian():
    assert heard("турист", "фотографирует:0.9 итальянские:0.9 площади:0.85") == []


def test_a_feminine_or_neuter_language_adjective_describes_even_a_garbled_noun():
    """«По-…ски» is heard «немецкий», «немецкие», never «немецкая»: that form names a thing of the
    country, whatever the recognizer made of the noun; a word of speech after it stays a cue."""
    assert thing_form("немецкая") and thing_form("английское") and thing_form("испанскую")
    assert not thing_form("немецкий") and not thing_form("итальянской")
    assert not thing_form("нофранцузская")  # «на французском» glued to a word: no dictionary word
    assert heard("собака", "у:0.69 соседа:0.98 живет:0.83 немецкая:0.91 авчарта:0.68") == []
    assert heard("собака", "у соседа живёт немецкая авчарта") == []
    assert heard("рука", "английское:0.8 слово:0.9 хэнд:0.7") == [("хэнд",)]


def test_an_unspelt_word_after_a_verb_of_naming_is_foreign_unless_barely_heard():
    """After «немцы говорят» the foreign word is expected as right after «по-немецки»: a word no
    spelling reaches, heard unsure (a phrase run into one word), is foreign; barely heard, noise."""
    line = "немцы:0.67 говорят:0.79 {}:{} перед:0.56 сном:0.86"
    assert heard("ночь", line.format("гутенах", 0.47)) == [("гутенах",)]
    assert heard("ночь", line.format("гутенах", 0.2)) == []
