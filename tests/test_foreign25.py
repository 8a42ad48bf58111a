"""Foreign words through speech, session 27 (foreign25): the turn's last word, said bare and
heard unsure, may have a vowel heard off the English word's sounds («дактир» for doctor).
Real pymorphy3, real wordfreq; recognised words with their confidences (a word without one is
typed)."""

from heard_support import foreign_alerts_heard as heard

from referee.rules.foreign.evidence import foreign_evidence


def test_a_vowel_off_the_sounds_is_allowed_only_for_the_heard_last_word():
    # «фазир»: father with its second vowel heard «и» (cost 0.75): too far for a word said bare
    # anywhere (0.5), near enough for the last word heard unsure
    assert foreign_evidence("фазир", ("en",), False) is None
    assert foreign_evidence("фазир", ("en",), False, heard_last=True).word == "father"


def test_the_turns_last_word_heard_unsure_with_a_vowel_off_is_foreign():
    # the recognizer, forced to Russian, hears the foreign word with a vowel of its own
    assert heard("врач", "лечит:0.9 людей:0.9 в:0.9 больнице:0.9 дактир:0.5") == [("дактир",)]


def test_the_same_word_typed_is_not_taken():
    # typed text is spelt as meant: a vowel off is no transcription of doctor
    assert heard("врач", "лечит людей в больнице дактир") == []


def test_the_same_word_heard_mid_turn_is_not_taken():
    # mid-turn an unsure word is Russian garbled far more often than a foreign word
    assert heard("врач", "лечит:0.9 людей:0.9 дактир:0.5 в:0.9 больнице:0.9") == []


def test_two_vowels_off_are_too_far_even_for_the_heard_last_word():
    # «дуктир»: both vowels of doctor heard off: no longer a transcription of it
    assert foreign_evidence("дуктир", ("en",), False, heard_last=True) is None


def test_the_heard_last_word_after_a_preposition_heard_surely_is_russian():
    # «в дактир»: a noun a Russian preposition holds is a Russian word heard garbled («на сайте»
    # heard «на саюте»), not a foreign word said bare
    assert heard("врач", "лечит:0.9 людей:0.9 в:0.9 дактир:0.5") == []


def test_a_preposition_heard_unsure_holds_nothing():
    # the recognizer barely heard «в» (0.3): a sound it wrote where none was said
    assert heard("врач", "лечит:0.9 людей:0.9 в:0.3 дактир:0.5") == [("дактир",)]


def test_a_long_heard_word_written_as_an_english_word_sounds_beats_a_rare_vowel_variant():
    # «травлин» = traveling exactly; with one vowel changed it is травлен, a form the dictionary
    # knows but Russian text all but never uses: the recognizer wrote the English word
    assert heard("путешествие", "любит:0.9 ездить:0.9 летом:0.9 травлин:0.7") == [("травлин",)]


def test_the_rare_dictionary_word_itself_heard_stays_russian():
    # the innocent counterpart: «травлен» heard as written is a Russian word, however rare
    assert heard("путешествие", "любит:0.9 ездить:0.9 летом:0.9 травлен:0.7") == []
