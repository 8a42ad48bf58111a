"""Session 23, foreign20: the foreign rule on recognised words with their confidences — a verb
heard after a verb of naming, the language's own noun after a cue, a word in Latin letters with no
cue, and a foreign word heard as a function word and the rest (real pymorphy3, real wordfreq)."""

from heard_support import foreign_alerts_heard as heard

from referee.rules.foreign.evidence import LATIN_LONG_WORD, foreign_evidence


def test_a_verb_heard_unsure_after_a_verb_of_naming_is_the_word_named():
    # the recognizer, decoding Russian, writes German Tisch as the nearest Russian verb
    assert heard("столик", "за:0.9 ним:0.9 едят:0.9 немцы:0.8 называют:0.9 тащить:0.6") == [
        ("тащить",)
    ]


def test_a_verb_heard_surely_after_a_verb_of_naming_stays_russian():
    # heard surely, a Russian verb is part of the explanation, not a foreign word misheard
    assert heard("столик", "за:0.9 ним:0.9 едят:0.9 немцы:0.8 называют:0.9 тащить:0.9") == []


def test_the_language_noun_after_a_cue_is_never_the_foreign_word():
    # «учит» heard as «учет» leaves «немецкий» a cue; «язык» after it names the language
    assert heard("словарик", "папа:0.5 учет:0.55 немецкий:0.8 язык:0.85") == []


def test_a_rare_word_written_in_latin_letters_with_no_cue_is_foreign():
    # Zipf 3.3–3.6, under the bar for a bare word: Latin letters show the recognizer heard it
    # as foreign speech
    assert heard("камешек", "лежит:0.9 на:0.9 пляже:0.9 pebble:0.6") == [("pebble",)]
    assert heard("фонарик", "светит:0.9 в:0.9 темноте:0.9 lantern:0.6") == [("lantern",)]


def test_a_short_latin_word_still_needs_the_bar():
    # short Latin words are as often a Russian syllable the recognizer spelt in Latin
    assert len("for") < LATIN_LONG_WORD
    assert foreign_evidence("for", ("en",), False) is None


def test_a_latin_word_no_lexicon_has_is_not_foreign():
    assert foreign_evidence("zqxwvk", ("en",), False) is None
