"""Rule D (sound-alike hints): `target | text | sound-alike word`, innocent lines, phonetic key."""

import pytest
from checker_cases import flags, rows

from referee.language.phonetics import phonetic_key, sound_similarity
from referee.rules.checker import check_text

VIOLATIONS = """
кот      | похоже на слово рот по звучанию                 | рот
мышь     | маленький зверёк в рифму к слову тишь           | тишь
пол      | по нему ходят звучит как гол                    | гол
мяч      | круглый созвучен со словом плач                 | плач
лук      | овощ от него плачут рифмуется с жук             | жук
сок      | его пьют из фруктов на слух как сук             | сук
кит      | живёт в океане с бит рифмуется                  | бит
ложка    | ей едят суп рифмуется с большой кошкой          | кошкой
кот      | мяукает а кот и рот созвучны                    | рот
пенал    | для ручек рифмуется со словом вокзал            | вокзал
печь     | в ней пекут похоже звучит как лечь              | лечь
сок      | его пьют из фруктов похоже на слово рок         | рок
дым      | идёт от костра это слово похоже на дом          | дом
кот      | мяукает рифмуется с рот и с крот                | крот
кот      | мяукает рифмуется с рот или со словом пот       | пот
налим    | хищная рыба донная озвучит как налил            | налил
"""

INNOCENT = """
музыка   | она звучит громко и красиво на концерте
мяч      | круглый похоже на арбуз только прыгает
поэт     | пишет стихи не всегда в рифму но с душой
оркестр  | много инструментов звучат вместе как одно целое
поэт     | пишет стихи в рифму например пушкин или есенин
гитара   | звучит как струнный инструмент шесть струн
торт     | это слово похоже на что то сладкое и праздничное
мультик  | актёр озвучит как героя в кино для детей
"""

KEYS = """
дуб      | дуп
молоко   | малака
солнце   | санци
касса    | каса
"""


@pytest.mark.parametrize("target,text,word", rows(VIOLATIONS))
def test_sound_hint_with_word_is_flagged(target, text, word):
    assert flags("soundalike", target, text, word)


@pytest.mark.parametrize("target,text", rows(INNOCENT))
def test_innocent_text_passes(target, text):
    assert not flags("soundalike", target, text)


@pytest.mark.parametrize("word,key", rows(KEYS))
def test_phonetic_key(word, key):
    assert phonetic_key(word) == key


def test_rhymes_sound_closer_than_other_words():
    assert sound_similarity("рука", "мука") > sound_similarity("рука", "ладонь")
    assert sound_similarity("нож", "ёж") >= 0.5


def test_each_listed_sound_alike_word_gets_its_own_alert():
    alerts = [a for a in check_text("кот", "мяукает рифмуется с рот и с крот")
              if a.rule == "soundalike"]
    assert [a.words for a in alerts] == [("рифмуется", "с", "рот"), ("крот",)]
    alerts = [a for a in check_text("кот", "мяукает рифмуется с рот и ловит мышей")
              if a.rule == "soundalike"]  # what follows «и» does not sound alike: no list
    assert [a.words for a in alerts] == [("рифмуется", "с", "рот")]


def test_hint_ending_on_kak_names_the_word_after_it():
    # «кошка» before the hint sounds alike too, but «звучит как» announces the word after it
    text = "ею едят суп и кошка звучит как плошка"
    assert flags("soundalike", "ложка", text, "плошка")
    assert not flags("soundalike", "ложка", text, "кошка")


def test_word_before_a_hint_waits_for_the_words_after_it():
    # streamed, «маленькая» before the hint sounds a little like крачка: the word after the hint
    # decides, and one before it only when no word after does (at the turn's end too)
    text = "птица как маленькая чайка созвучно с тачка"
    assert flags("soundalike", "крачка", text, "тачка")
    assert not flags("soundalike", "крачка", text, "маленькая")
    assert flags("soundalike", "мука", "это не с мукой рифмуется", "мукой")
