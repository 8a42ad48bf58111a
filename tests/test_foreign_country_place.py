"""A country named as a place is no language cue; with a verb of naming after it, it is (real
pymorphy3, real wordfreq)."""

from checker_cases import flags
from heard_support import foreign_alerts_heard as heard


def test_a_country_with_a_verb_of_naming_after_it_is_a_cue():
    assert flags("foreign", "шайба", "в америке её называют пак", "пак")


def test_a_country_as_a_place_is_no_cue():
    # heard: the preposition moved after the country, the next word garbled Russian
    text = "живёт:0.9 ква:0.55 америки:0.79 в:0.45 лисучий:0.47 очень:0.65 если:0.55 напугать:0.93"
    assert heard("енот", text) == []
    assert not flags("foreign", "енот", "живёт в америке полоскун")
