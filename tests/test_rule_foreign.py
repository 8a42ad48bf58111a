"""Foreign words: `target | text | foreign word`, and loanwords or translations that pass."""

import pytest
from checker_cases import flags, rows

from referee.language.translit import best_foreign

VIOLATIONS = """
кошка    | по английски кэт домашнее животное                  | кэт
собака   | лает по английски дог                               | дог
яблоко   | фрукт эппл по английски                             | эппл
книга    | её читают по английски бук                          | бук
дом      | хаус по английски там живут                         | хаус
солнце   | светит днём по английски сан                        | сан
машина   | на ней ездят на английском кар                      | кар
собака   | по немецки хунд друг человека                       | хунд
вода     | прозрачная на английском это уотер                  | уотер
счастье  | как говорят американцы хэппи                        | хэппи
друг     | лучший самый бест френд                             | френд
спасибо  | говорят когда благодарят по французски мерси        | мерси
звезда   | светит ночью по английски стар                      | стар
молоко   | белое пьют по английски милк                        | милк
сын      | ребёнок мужского пола бой по английски              | бой
товарищ  | близкий человек по немецки фройнд                   | фройнд
обувь    | её надевают на ноги шуз                             | шуз
собака   | по испански перро а живёт в мексике                 | перро
"""

ALLOWED = """
холодильник | рефрижератор по простому стоит на кухне
футбол      | пенальти офсайд и чемпионат мира
компьютер   | по английски вычислитель у него есть монитор
телефон     | по гречески далеко звук им звонят
футбол      | по английски ногомяч две команды
рука        | часть тела у человека их две на каждой по пять пальцев
ок          | окей договорились
язык        | по английски говорят в америке и англии
уикенд      | суббота и воскресенье выходные дни по английски
кино        | по английски фильм смотрят в зале
лошадь      | у неё грива и копыта по английски
язык        | по испански говорят в мексике
язык        | по французски говорят в бельгии
"""

SPELLINGS = """
хенд    | hand
тичер   | teacher
маунтин | mountain
найф    | knife
соккер  | soccer
шуз     | shoes
ньюз    | news
"""


@pytest.mark.parametrize("target,text,word", rows(VIOLATIONS))
def test_foreign_word_is_flagged(target, text, word):
    assert flags("foreign", target, text, word)


@pytest.mark.parametrize("target,text", rows(ALLOWED))
def test_loanwords_and_translations_pass(target, text):
    assert not flags("foreign", target, text)


@pytest.mark.parametrize("cyrillic,english", rows(SPELLINGS))
def test_transcription_is_traced_to_the_english_word(cyrillic, english):
    found = best_foreign(cyrillic, ("en",))
    assert found is not None and found.word == english
