"""Rule F (pointing, showing, gestures): `target | text | key word`, and narration that passes."""

import pytest
from checker_cases import flags, rows

VIOLATIONS = """
лампа    | вон та штука под потолком светит                     | вон
стул     | то на чём ты сейчас сидишь                           | на
чашка    | смотри у меня в руках из неё пьют чай                | смотри
окно     | посмотри направо там стекло                          | посмотри
часы     | у меня на руке тикают и показывают время             | у
очки     | вот эти штуки на мне через них лучше видно           | вот
стол     | вот за этим мы сидим и едим                          | вот
дверь    | глянь назад через неё ты вошёл                       | глянь
нос      | показываю на середину лица этим нюхают               | показываю
ковёр    | он лежит на полу в этой комнате                      | комнате
ножницы  | делаю руками вот так и режу                          | вот
"""

INNOCENT = """
зима     | вот например зимой холодно и идёт снег
сказка   | ну вот и всё жили долго и счастливо
рыба     | вот такая большая рыба живёт в море
хулиган  | его выгнали вон из класса за драку
флюгер   | показывает направление ветра на крыше
улица    | из окна смотрят на улицу когда скучно
кровать  | то на чём ты спишь ночью мягкая
сон      | когда в комнате темно и тихо ты засыпаешь
жизнь    | вот так и живём день за днём
"""


@pytest.mark.parametrize("target,text,word", rows(VIOLATIONS))
def test_pointing_is_flagged(target, text, word):
    assert flags("pointing", target, text, word)


@pytest.mark.parametrize("target,text", rows(INNOCENT))
def test_narration_passes(target, text):
    assert not flags("pointing", target, text)
