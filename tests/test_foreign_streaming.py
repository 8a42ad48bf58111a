"""The foreign rule as words arrive one by one: a Russian word before a cue waits for the words
after it, a phrase's second word gets an alert of its own, foreign phrases and guards."""

import pytest

from referee.events import WordEvent
from referee.language.russianlike import russian_adjective_shape, russian_verb_shape
from referee.rules.checker import Checker, check_text
from referee.rules.foreign.evidence import AFTER, cued_evidence
from referee.rules.foreign.rule import function_word, phrase_word


def foreign(target: str, text: str) -> list[tuple[str, ...]]:
    return [a.words for a in check_text(target, text) if a.rule == "foreign"]


def _fed(checker, text: str) -> list:
    """The alerts of `text` fed word by word, the turn not over yet."""
    alerts = []
    for index, word in enumerate(text.split()):
        event = WordEvent(index=index, text=word, start=float(index), end=index + 0.5)
        alerts += checker.feed(event)
    return alerts


def waiting(target: str, text: str) -> list[tuple[str, ...]]:
    return [a.words for a in _fed(Checker(target), text) if a.rule == "foreign"]


@pytest.mark.parametrize(
    ("target", "text", "word"),
    [
        ("окно", "в деревянной раме по английски виндоу", "виндоу"),
        ("кастрюля", "в ней варят суп по английски пот", "пот"),
        ("неделя", "каждый день по немецки таг", "таг"),
    ],
)
def test_a_russian_word_before_a_cue_gives_way_to_the_word_after_it(target, text, word):
    assert foreign(target, text) == [(word,)]


def test_a_word_plainly_foreign_before_a_cue_is_flagged_at_once():
    assert foreign("пёс", "лает дог по английски") == [("дог",)]


@pytest.mark.parametrize(
    ("target", "text", "word"),
    [
        ("валун", "тяжёлый камень по английски стоун", "стоун"),  # камень = coming
        ("роща", "зелёный лес по английски форест", "форест"),  # лес = less
        ("насморк", "дышат под нос по английски ноуз", "ноуз"),  # a preposition governs нос
    ],
)
def test_a_noun_of_a_russian_phrase_before_a_cue_is_russian(target, text, word):
    assert foreign(target, text) == [(word,)]
    assert waiting(target, text.rsplit(" ", 1)[0]) == []  # waits for the word after the cue


def test_a_russian_word_before_a_cue_is_flagged_when_nothing_foreign_follows():
    assert waiting("солонка", "в ней соль по французски") == []  # not yet: wait for the next word
    assert foreign("солонка", "в ней соль по французски это приправа") == [("соль",)]
    assert foreign("солонка", "в ней соль по французски") == [("соль",)]  # the turn ended


def test_the_second_word_of_a_phrase_is_flagged_after_the_first():
    flagged = {w for words in foreign("кухня", "там готовят китчен рум") for w in words}
    assert flagged == {"китчен", "рум"}


def test_an_interjection_of_russian_speech_counts_inside_a_foreign_phrase():
    assert foreign("вечер", "гуд бай до завтра") == [("гуд", "бай")]
    assert foreign("вечер", "ну бай до завтра") == []


def test_a_dictionary_adjective_said_bare_is_not_foreign():
    assert foreign("глаз", "бывают серые или карие") == []


def test_a_rare_function_word_may_be_the_foreign_word():
    assert function_word("и") and function_word("это")
    assert not function_word("дак")


def test_a_word_in_latin_letters_right_after_a_cue_is_foreign_however_rare():
    # the recognizer wrote what it heard as a foreign word; the lexicon need not know it
    assert foreign("небосвод", "по английски skylar") == [("skylar",)]


def test_a_word_in_latin_letters_is_foreign_however_unsure():
    checker = Checker("прощание")
    for i, (word, conf) in enumerate([("когда", 0.5), ("говорят", 0.6), ("good", 0.23),
                                      ("bye", 0.7)]):
        checker.feed(WordEvent(i, word, float(i), i + 0.5, conf))
    assert {w for a in checker.alerts if a.rule == "foreign" for w in a.words} == {"good", "bye"}


def test_a_russian_adjective_heard_wrong_after_a_cue_is_not_foreign():
    assert russian_adjective_shape("нарубский")
    assert foreign("переводчик", "переводит с английского нарубский") == []


def test_a_russian_verb_heard_wrong_after_a_cue_is_no_foreign_word_misheard():
    # «усвоивает» is near French «suivait»: its verb ending says it is Russian
    assert russian_verb_shape("усвоивает") and not russian_verb_shape("флэшлайт")
    assert cued_evidence("усвоивает", ("fr",), AFTER) is None


def test_a_word_after_the_cued_foreign_word_is_russian_again():
    alerts = [(a.rule, a.words) for a in check_text("лошадь", "скачут по английски хорс лошать")]
    assert ("foreign", ("хорс",)) in alerts
    assert ("cognate", ("лошать",)) in alerts  # the secret word misheard, after the foreign one


def test_the_word_right_after_a_cue_is_not_the_secret_word_misheard():
    assert [a for a in check_text("сестра", "по английски систер") if a.rule == "cognate"] == []
    cued = check_text("вечер", "немцы говорят по немецки гуте нахт")
    assert {w for a in cued if a.rule == "foreign" for w in a.words} == {"гуте", "нахт"}


def test_a_language_adjective_describing_a_thing_is_no_cue():
    assert foreign("пицца", "итальянское блюдо с моцареллой и томатами") == []
    assert foreign("рука", "английское слово хэнд") == [("хэнд",)]  # a word of speech: a cue
    assert foreign("рука", "английский хэнд") == [("хэнд",)]  # no Russian noun after it


def test_the_word_after_a_verb_of_naming_is_the_one_named():
    assert foreign("конфета", "итальянцы называют её дольче") == [("дольче",)]
    assert foreign("спорт", "американцы называют это футбол") == []  # a Russian word


def test_beside_a_foreign_word_a_frequent_foreign_word_is_the_rest_of_the_phrase():
    assert phrase_word("вайн", "en") is not None  # wine: frequent, if not among the most
    assert phrase_word("сок", "en") is None and phrase_word("мама", "en") is None  # Russian


def test_a_language_adjective_heard_by_the_recognizer_stays_a_cue():
    assert foreign("собака", "английский дог") == []  # typed: a breed, the adjective describes it
    checker = Checker("собака")  # heard: «по-английски дог» comes as «английский дог»
    for i, word in enumerate(["английский", "дог"]):
        checker.feed(WordEvent(i, word, float(i), i + 0.5, 0.9))
    assert [a.words for a in checker.alerts if a.rule == "foreign"] == [("дог",)]


def test_a_russian_noun_ending_the_turn_after_a_cue_waits_for_the_turn_end():
    # «пол» (pole) is as frequent in Russian: only once nothing follows is it the word announced
    checker = Checker("шест")
    assert _fed(checker, "длинная палка по английски пол") == []
    assert [(a.rule, a.words) for a in checker.finish()] == [("foreign", ("пол",))]
    assert checker.finish() == []  # raised once


def test_a_noun_ending_the_turn_after_another_languages_cue_is_its_word_by_spelling():
    # «бок» is German Bock (a billy goat) spelt as a transcription writes it
    checker = Checker("козёл")
    assert _fed(checker, "рогатый бородатый по немецки бок") == []
    assert [(a.words, a.evidence["foreign_word"]) for a in checker.finish()] == [
        (("бок",), "bock")
    ]


def test_the_guessers_words_after_the_turns_last_cued_noun_do_not_count():
    checker = Checker("шест")
    _fed(checker, "длинная палка по английски пол")
    checker.feed(WordEvent(5, "жердь", 5.0, 5.5, speaker="guesser"))
    assert [a.words for a in checker.finish()] == [("пол",)]


@pytest.mark.parametrize("text", ["по английски пол лежит", "по английски пол будет поул"])
def test_a_russian_noun_after_a_cue_with_words_after_it_is_not_foreign(text):
    assert [a.words for a in check_text("шест", text) if a.words == ("пол",)] == []


def test_a_turn_checker_finishes_a_card_when_the_next_one_is_drawn():
    from referee.replay.transcript import CardSpan
    from referee.rules.cards import TurnChecker

    checker = TurnChecker.for_targets([CardSpan("шест", 0.0), CardSpan("дом", 5.0)])
    alerts = _fed(checker, "длинная палка по английски пол жилище")
    assert [(a.rule, a.span) for a in alerts] == [("foreign", (4, 5))]
    assert checker.finish() == []


def test_a_common_russian_noun_before_a_cue_waits_for_the_words_after_it():
    # «кот» reads as cut: it is what the cue translates when a foreign word follows
    assert [a.words for a in check_text("кошка", "мурлычет кот по английски кэт")] == [("кэт",)]
    checker = Checker("кошка")
    assert _fed(checker, "мурлычет кот по английски") == []
    assert [a.words for a in checker.finish()] == [("кот",)]  # the turn ended with the cue


@pytest.mark.parametrize(
    ("target", "text", "word", "foreign_word"),
    [
        ("ножовка", "пилят ей доски на английском со", "со", "so"),
        ("коленка", "разбивают её дети когда падают по английски ни", "ни", "ni"),
        ("кроватка", "спят в ней ночью по французски ли", "ли", "lie"),
    ],
)
def test_a_function_word_ending_the_turn_after_a_cue_is_the_word_announced(
    target, text, word, foreign_word
):
    # no Russian clause ends on a preposition or a leaning conjunction: the turn ended on the
    # foreign word the cue announced
    checker = Checker(target)
    assert _fed(checker, text) == []
    assert [(a.words, a.evidence["foreign_word"]) for a in checker.finish()] == [
        ((word,), foreign_word)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "ты же говоришь по английски да",  # an answer particle closes a clause
        "как это будет по английски три",  # a numeral names like a noun
        "как это по английски вот",  # a filler
        "гуляет и болтает по английски со мной",  # the preposition leads on
    ],
)
def test_a_function_word_that_may_end_a_russian_clause_is_not_foreign(text):
    checker = Checker("приятель")
    assert _fed(checker, text) == []
    assert [a.words for a in checker.finish() if a.rule == "foreign"] == []
