"""Foreign words through speech, session 29 (foreign29): a word no dictionary has, written with a
Russian verb's ending, that ends the turn right after a cue heard unsure is the cue's foreign
word; a word read as nothing right before a cue that ends the turn is the word the cue names,
when it is no Russian word at all; a language adjective after «в»/«на», feminine or plural,
describes a thing of that country, so the garbled noun after it is Russian. Real pymorphy3, real
wordfreq; recognised words with their confidences (a word without one is typed)."""

import pytest
from heard_support import foreign_alerts_heard as heard

from referee.language.russianlike import run_into_russian


def test_a_verb_shaped_non_word_ending_the_turn_after_a_cue_is_foreign():
    # the recognizer made a Russian-looking verb of the foreign sounds («ай кэн флай»)
    assert heard("лётчик", "он летает по:0.9 английски:0.8 кенфлаяют:0.6") == [("кенфлаяют",)]


def test_a_verb_shaped_non_word_heard_surely_stays_russian():
    # from 0.8 on a word after a cue that ends the turn is a predicate heard as said
    assert heard("лётчик", "он летает по:0.9 английски:0.8 кенфлаяют:0.85") == []


def test_a_verb_shaped_non_word_mid_turn_is_not_taken():
    text = "по:0.9 английски:0.8 кенфлаяют:0.6 а:0.9 по:0.9 русски:0.9 летают:0.9"
    assert heard("лётчик", text) == []


def test_a_word_read_as_nothing_before_a_cue_ending_the_turn_is_foreign():
    assert heard("утёс", "высокая скала над рекой эскарпмент:0.5 по:0.9 английски:0.8") == [
        ("эскарпмент",)
    ]
    assert heard("утёс", "высокая скала над рекой трумвальд:0.5 по:0.9 немецки:0.8") == [
        ("трумвальд",)
    ]


@pytest.mark.parametrize(
    "word",
    [
        "скалу:0.5",  # a dictionary word: what the cue translates
        "скола:0.5",  # a vowel variant of one
        "гоголь:0.5",  # a name Russian text writes
        "крутает:0.5",  # shaped as a Russian verb
        "трумвальд:0.2",  # barely heard
        "трумвальд",  # typed
    ],
)
def test_a_russian_or_barely_heard_word_before_a_last_cue_is_not_taken(word):
    assert heard("утёс", f"высокая скала над рекой {word} по:0.9 английски:0.8") == []


def test_a_word_a_preposition_holds_before_a_last_cue_is_not_taken():
    assert heard("утёс", "стоит над трумвальд:0.5 по:0.9 английски:0.8") == []


def test_a_garbled_noun_after_a_feminine_language_adjective_is_russian():
    # «в итальянской [опере]»: a thing of Italy, heard garbled, not an Italian word
    assert heard("тенор", "поёт в:0.9 итальянской:0.8 маркопере:0.8") == []
    assert heard("тенор", "поёт на:0.9 итальянских:0.8 маркоперах:0.8") == []


def test_a_word_after_na_angliyskom_stays_foreign():
    # «на английском [языке]» names the language a word is said in
    assert heard("тенор", "поёт на:0.9 английском:0.8 сингер:0.8") == [("сингер",)]


def test_a_preposition_run_into_a_russian_word_before_a_last_cue_is_not_taken():
    # «вуманастырь» is «в монастырь» heard as one word: what the cue translates
    assert run_into_russian("вуманастырь")
    assert not run_into_russian("эскарпмент")
    assert heard("аббат", "главный вуманастырь:0.7 по:0.9 английски:0.9") == []
