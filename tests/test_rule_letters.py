"""Rule E (letters, syllables, parts of the word): `target | text | key word`; innocent lines."""

import pytest
from checker_cases import flags, rows

from referee.rules.checker import check_text

VIOLATIONS = """
москва   | столица пишется с большой буквы                       | буквы
кот      | домашнее животное слово из трёх букв              | букв
собака   | друг человека лает ударение на второй слог         | ударение
лимон    | жёлтый кислый фрукт последний слог он              | слог
арбуз    | большая полосатая ягода начинается на а            | начинается
пирог    | выпечка с начинкой оканчивается на рог             | оканчивается
сыр      | если прочитать наоборот получится рыс              | прочитать
рыба     | первая часть слова как рыжий                       | часть
торт     | сладкий в начале слова тор                         | начале
ракета   | летит в космос вторая половина слова это кета      | половина
дуб      | дерево дэ у бэ                                     | дэ
шарф     | зимой на шее пэ эр                                 | пэ
лиса     | это анаграмма слова сила                           | анаграмма
вилка    | первый звук как в слове волк                       | звук
шкаф     | мебель на букву ша                                 | букву
слон     | большое животное слово начинается с эс             | начинается
мама     | родной человек пишется через две одинаковые буквы  | буквы
стул     | на нём сидят в середине слова у                    | середине
мяч      | круглый слово оканчивается мягким знаком           | оканчивается
тигр     | полосатый хищник гласная в нём только одна         | гласная
мяч      | круглый эм я че                                    | эм
кит      | огромный в океане тэ в конце                       | тэ
парашют  | пишется через ю после шипящей                      | пишется
пароход  | начало слова как у слова паровоз                   | начало
водопад  | конец слова такой же как у листопад                | конец
пароход  | первая часть слова звучит как пар                  | часть
самолет  | первая половина такая же как у самовар             | половина
снегопад | первый кусок слова пишется как снег                | кусок
слон     | первые три буквы как у слова слой                  | буквы
топор    | убери последние две буквы получится топ            | буквы
филин    | ночная птица на первом месте буква                 | буква
авоська  | сумка из сетки начинается на                       | начинается
таймер   | ставят на духовке слово заканчивается с            | заканчивается
"""

# Explaining by parts through their meaning is allowed (rules, remark G: the helper words then
# fall under the same rules, which the cognate and helper-word rules check): no letters alert.
PARTS_BY_MEANING = """
пароход  | слово из двух частей первая часть то что идёт из чайника
пароход  | первая часть слова это то что идёт из чайника вторая как ходить пешком
листопад | первая половина зелёная на ветке вторая когда что то летит вниз
самолет  | первый кусок слова это когда без чужой помощи
водопад  | слово из двух частей первая часть прозрачная её пьют
"""

INNOCENT = """
урок     | урок начинается в девять утра и идёт сорок пять минут
вывеска  | надпись над входом в кафе большими буквами
весна    | время года начинается с марта тает снег
фильм    | смотрят в кино последняя часть фильма самая интересная
обед     | еда в первой половине дня между завтраком и ужином
нос      | часть тела на лице им дышат и чувствуют запахи
праздник | начинается на рассвете и заканчивается поздно вечером
конец    | в конце концов всё заканчивается хорошо
смех     | ха ха ха так смеются когда смешно
вопрос   | ну а и что ты спросишь когда не знаешь
звонок   | громкий звук в школе на перемену
школа    | дети учатся читать и писать учат буквы и цифры
алфавит  | тридцать три штуки от а до я
азбука   | по ней учат буквы в первом классе
тетрадь  | в ней пишут буквы и решают задачи в третьем классе
медаль   | её получает кто на первом месте а буквы на ней выбиты
концерт  | начинается на площади в семь вечера
"""

# Two references in a row: `target | text | first key word | second key word`. Different kinds
# of reference a few words apart are two alerts (in a stream the second must not vanish into the
# first, already raised); one kind told in pieces, or two joined by one word, are one alert.
TWO_REFERENCES = """
собака | лает начинается на эс в слове три слога             | начинается    | слога
арбуз  | слово заканчивается на зэ и состоит из двух слогов  | заканчивается | слогов
кот    | мяукает анаграмма слова ток в нём три буквы         | анаграмма     | буквы
"""
ONE_REFERENCE = """
собака | друг человека ударение на второй слог     | ударение
тигр   | одна гласная и три согласных              | гласная
кот    | первая буква ка а в нём три буквы         | буква
"""

# «в начале слова» and a sound or letter noun right after it are one reference, decided a word
# later (at the turn's end, when no word follows).
PART_THEN_NOUN = """
свёкла | красный овощ в начале слова звуки с в       | звуки
свёкла | красный овощ в конце слова буква а          | буква
свёкла | красный овощ в начале слова                 | слова
свёкла | в конце слова и он для борща                | слова
"""

# The stress and the syllable it falls on are one phrase: one alert covering both key words.
STRESS = """
банан  | жёлтый фрукт ударение на последний слог          | ударение | слог
ворота | ударение падает на второй слог                   | ударение | слог
"""


@pytest.mark.parametrize("target,text,stress,syllable", rows(STRESS))
def test_stress_phrase_is_one_alert_over_both_words(target, text, stress, syllable):
    alerts = letter_alerts(target, text)
    assert len(alerts) == 1
    assert covers(alerts[0], text, stress) and covers(alerts[0], text, syllable)


@pytest.mark.parametrize("target,text,noun", rows(PART_THEN_NOUN))
def test_a_part_of_the_word_takes_the_noun_after_it(target, text, noun):
    alerts = letter_alerts(target, text)
    assert len(alerts) == 1
    assert covers(alerts[0], text, "слова") and covers(alerts[0], text, noun)


@pytest.mark.parametrize("target,text,first,second", rows(TWO_REFERENCES))
def test_references_in_a_row_are_each_raised(target, text, first, second):
    alerts = letter_alerts(target, text)
    assert len(alerts) == 2 and covers(alerts[0], text, first) and covers(alerts[1], text, second)


@pytest.mark.parametrize("target,text,first", rows(ONE_REFERENCE))
def test_one_reference_told_in_pieces_is_one_alert(target, text, first):
    alerts = letter_alerts(target, text)  # raised on the first piece, not again on the second
    assert len(alerts) == 1 and covers(alerts[0], text, first)


def letter_alerts(target: str, text: str) -> list:
    return [a for a in check_text(target, text) if a.rule == "letters"]


def covers(alert, text: str, word: str) -> bool:
    return alert.span[0] <= text.split().index(word) < alert.span[1]


@pytest.mark.parametrize("target,text,word", rows(VIOLATIONS))
def test_letters_reference_is_flagged(target, text, word):
    assert flags("letters", target, text, word)


@pytest.mark.parametrize("target,text", rows(PARTS_BY_MEANING))
def test_part_explained_by_its_meaning_passes(target, text):
    assert not flags("letters", target, text)


@pytest.mark.parametrize("target,text", rows(INNOCENT))
def test_innocent_text_passes(target, text):
    assert not flags("letters", target, text)
