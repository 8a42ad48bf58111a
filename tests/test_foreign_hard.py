"""Foreign words outside the old bars: phrases, homographs right after a cue, the gloss, and
the guard that keeps misheard or misspelt Russian (and loanwords in Russian use) out."""

import pytest

from referee.language.russianlike import sounds_russian
from referee.language.translit import best_foreign, foreign_spellings
from referee.rules.checker import check_text


def _foreign(target, text):
    return [
        (a.words, a.evidence["foreign_word"])
        for a in check_text(target, text)
        if a.rule == "foreign"
    ]


def test_gloss_is_the_closest_frequent_word():
    assert best_foreign("хорс", ("en",)).word == "horse"  # not "hours"
    assert best_foreign("шугар", ("en",)).word == "sugar"
    assert best_foreign("юнге", ("de",)).word == "junge"


def test_both_words_of_a_foreign_phrase():
    alerts = [a for a in check_text("утро", "говорят гуд морнинг") if a.rule == "foreign"]
    assert [a.span for a in alerts] == [(1, 3)]


def test_russian_homograph_right_after_a_cue():
    assert _foreign("кастрюля", "варят по английски пот") == [(("пот",), "pot")]


@pytest.mark.parametrize("word", ["малако", "тратуар", "дэдлайн", "рифрижератор", "пианине"])
def test_misheard_or_misspelt_russian_sounds_russian(word):
    assert sounds_russian(word)


@pytest.mark.parametrize("word", ["фуд", "морнинг", "брекфаст", "китчен"])
def test_transliterations_do_not_sound_russian(word):
    assert not sounds_russian(word)


@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("корова", "она даёт малако и мычит"),
        ("срок", "дэдлайн сдачи проекта завтра"),
        ("рефрижератор", "по простому рифрижератор"),
    ],
)
def test_garbled_russian_and_misspelt_loanwords_are_not_foreign(target, text):
    assert _foreign(target, text) == []


@pytest.mark.parametrize(
    ("target", "text", "words"),
    [
        ("кошка", "по испански эль гато", ("эль", "гато")),
        ("дом", "по итальянски ла каза", ("ла", "каза")),
        ("любовь", "говорят любимой по испански те амо", ("те", "амо")),
        ("окно", "по немецки дас фенстер", ("дас", "фенстер")),
    ],
)
def test_an_article_opening_a_cued_phrase_is_foreign_too(target, text, words):
    assert sum((w for w, _ in _foreign(target, text)), ()) == words


def test_an_article_alone_after_a_cue_is_not_foreign():
    # «те» is a Russian word: with no foreign word after it, nothing is said abroad
    assert _foreign("перевод", "по испански те слова звучат иначе") == []


def test_a_loanword_spelt_with_a_vowel_less_is_in_russian_use():
    assert _foreign("гостиница", "на ресепшн дают ключ от номера") == []


def test_each_word_of_a_longer_cued_phrase_is_found_as_it_arrives():
    # the third and fourth words extend the phrase from the word found before them
    words = [w for w, _ in _foreign("прощание", "говорят по английски си ю лейтер бейби")]
    assert words == [("си",), ("ю",), ("лейтер",), ("бейби",)]


@pytest.mark.parametrize(
    "target, text, word",
    [
        ("сынок", "мальчик в семье по испански ихо", "hijo"),  # a silent initial h
        ("зима", "холодное время года по французски ивер", "hiver"),
        ("туфли", "надевают на ноги по испански сапатос", "zapatos"),  # z said as с
    ],
)
def test_spanish_and_french_spellings_a_transcription_does_not_write(target, text, word):
    assert [w for _, w in _foreign(target, text)] == [word]


def test_french_eu_heard_as_e_is_a_spelling_of_french_only():
    assert "oeuf" in foreign_spellings("эф", "fr")  # œuf, folded
    assert [w for w, _ in _foreign("яичко", "варят всмятку по французски эф")] == [("эф",)]
    assert "oeuf" not in foreign_spellings("эф", "de")  # no German word is spelt so


def test_a_function_word_of_the_phrase_s_language_is_part_of_it():
    """«ауф» is no Russian word: beside the German word found it is German «auf»; «а» of «а
    бьентот» is Russian and stays out."""
    words = _foreign("снег", "немцы говорят ауф дем берг шнее")
    assert words and words[0] == (("ауф", "дем", "берг"), "auf")
    assert all("а" not in w for w, _ in _foreign("пока", "французы говорят а бьентот"))
