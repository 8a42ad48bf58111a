"""Session 35 (pointing39): a thing likened with «вот как у» to one at a player's home spot is
shown there, whatever verb follows or none («вот как у меня на подоконнике растёт»), while a place
elsewhere, a person not playing or a verb in the past tells a story; a portrait, painting,
calendar, poster or playbill named with «этот» after «вот как на» is a picture shown. The words
are not taken from any eval or test set."""

from __future__ import annotations

import pytest

from tests.heard_support import rules_of


def said(text: str) -> str:
    return " ".join(f"{word}:0.95" for word in text.split())


@pytest.mark.parametrize(
    "text",
    [
        "ну зелёный колючий вот как у меня на подоконнике растёт",
        "ну комнатное растение вот как у нас в горшке на окне",
        "ну посуда вот такая как у меня в шкафу",
        "ну для цветов вот как у тебя на комоде",
        "ну усатый мужчина вот как на этом портрете",
        "ну горы вот такие как на этой картине нарисованы",
        "ну месяц года вот как на этом календаре",
    ],
)
def test_a_thing_likened_to_one_at_a_home_spot_or_on_a_picture_is_pointing(text):
    assert rules_of("кактус", said(text), "pointing")


@pytest.mark.parametrize(
    "text",
    [
        "ну овощ вот как у меня на даче растёт",  # a place elsewhere
        "ну зелёный вот как у меня на подоконнике рос",  # told in the past
        "ну посуда вот как у бабушки в шкафу",  # not a player's place, no verb of position
        "ну праздник вот как у нас в семье принято",
        "ну фильм вот как в этой картине показали",
        "ну офис вот как у меня на работе",
        "ну соседи вот как у нас в окне напротив живут",  # seen through a window, not placed
        "ну новости вот как у меня в телевизоре показывают",
    ],
)
def test_no_pointing_for_a_place_elsewhere_a_story_or_a_film(text):
    assert not rules_of("кактус", said(text), "pointing")
