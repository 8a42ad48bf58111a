"""Rules by speaker in the turn checker: real pymorphy3 and rules, words tagged with who said them.

Columns: secret word, the turn's words as `speaker:word` (e = explainer, g = guesser, u = uncertain,
d = the explainer's on little evidence where a guess would be: a lone answer, - = not attributed),
then what must come out for the last word.
"""

from __future__ import annotations

import pytest

from referee.events import WordEvent
from referee.replay.transcript import CardSpan
from referee.rules.cards import TurnChecker
from referee.speakers.verdicts import FORM_HINT, is_violation, prompt_of

WHO = {"e": "explainer", "g": "guesser", "u": "uncertain", "d": "explainer", "-": None}


def alerts_on_last(target: str, spoken: str):
    checker = TurnChecker.for_targets([CardSpan(target, 0.0, 100.0, "guessed")])
    words = spoken.split()
    found = []
    for index, item in enumerate(words):
        who, text = item.split(":")
        event = WordEvent(index, text, index * 0.5, index * 0.5 + 0.4, speaker=WHO[who],
                          speaker_doubtful=who == "d")
        found = checker.feed(event)
    last = len(words) - 1
    return [a for a in found if a.span[0] <= last < a.span[1]]


@pytest.mark.parametrize("target, spoken, outcome", [
    ("лодка", "e:плывёт e:по e:воде e:лодка", "violation"),
    ("лодка", "e:маленькое e:судно g:лодка", "guess"),
    ("лодка", "e:маленькое e:судно g:лодочка", "form"),
    ("снег", "e:белый e:зимой g:снеговик", "form"),
    ("лодка", "e:маленькое e:судно e:лодочка", "violation"),
    ("лодка", "e:маленькое e:судно u:лодочка", "uncertain"),
    ("лодка", "e:маленькое e:судно u:лодка", "uncertain-guess"),
    # a lone answer (after a pause, its voice unsure): the secret word or of its family is
    # the guesser's answer by its place, marked unsure; any other rule still asks who said it
    ("лодка", "e:маленькое e:судно d:лодка", "lone-guess"),
    ("лодка", "e:маленькое e:судно d:лодочка", "lone-form"),
    ("кукла", "e:игрушка d:кук d:ка", "lone-guess"),  # an answer heard wrong too
    ("рука", "e:часть e:тела d:хенд", "uncertain-other"),
    ("лодка", "e:маленькое e:судно -:лодка", "unattributed-guess"),
    ("рука", "e:часть e:тела g:хенд", "nothing"),
    ("рука", "e:часть e:тела e:по-английски e:хенд", "violation"),
    # the guesser's answer heard wrong, by sound: a non-word near the secret word is a guess...
    ("гитара", "e:струны g:гетара", "guess"),
    ("велосипед", "e:колёса g:велосеред", "guess"),
    ("кукла", "e:игрушка g:кук g:ка", "guess"),  # ...also heard in two pieces
    # ...one near a word of its family, or nearer one than the secret word, the form hint
    ("морковь", "e:овощ g:марковка", "form"),
    ("карандаш", "e:пишут g:корандашок", "form"),
    ("стол", "e:мебель g:стул", "nothing"),  # a dictionary word was said as heard
    ("нож", "e:режут g:нужок", "nothing"),  # one sound off «ножах», nobody's answer
    ("гитара", "e:струны e:гетара", "violation"),  # the explainer's: as before
    ("кукла", "e:игрушка u:кук u:ка", "nothing"),  # only the guesser's answers
])
def test_rule_by_speaker(target: str, spoken: str, outcome: str) -> None:
    alerts = alerts_on_last(target, spoken)
    if outcome == "nothing":
        assert alerts == []
        return
    assert len(alerts) == 1, alerts
    alert = alerts[0]
    speaker = alert.evidence.get("speaker")
    if outcome == "violation":
        assert is_violation(alert) and speaker == "explainer" and not alert.exact_target
    elif outcome == "guess":
        assert prompt_of(alert) == "guess" and alert.exact_target and not is_violation(alert)
        assert "speaker_unsure" not in alert.evidence
    elif outcome == "form":
        assert prompt_of(alert) == "form" and FORM_HINT in alert.explanation
        assert not is_violation(alert)
    elif outcome.startswith("uncertain"):
        assert speaker == "uncertain" and prompt_of(alert) == "who" and not is_violation(alert)
        guesser = {"uncertain": "пусть уточнит форму", "uncertain-guess": "угадано?",
                   "uncertain-other": "не нарушение"}[outcome]
        assert f"кто сказал? Если отгадывающий: {guesser}" in alert.explanation.replace(
            "однокоренное — ", "")
        assert "если объясняющий: нарушение" in alert.explanation
        assert alert.exact_target == (outcome == "uncertain-guess")
    elif outcome.startswith("lone"):
        assert speaker == "guesser" and alert.evidence["speaker_unsure"]
        assert prompt_of(alert) == outcome.removeprefix("lone-") and not is_violation(alert)
        assert alert.exact_target == (outcome == "lone-guess")
        assert "голос не узнан уверенно: если это объясняющий — нарушение" in alert.explanation
    else:  # not attributed: as before speakers existed
        assert speaker is None and alert.exact_target and "speaker" not in alert.evidence


@pytest.mark.parametrize("who, prompted", [("guesser", "form"), ("explainer", None)])
def test_the_secret_word_heard_glued_to_a_suffix_is_the_form_hint(who, prompted) -> None:
    """«цамолётик» unsure: the misheard-word rule hears самолёт + «ик»; the guesser's word, whole,
    sounds nearer «самолётик»: not yet a guess. The explainer's stays a violation."""
    checker = TurnChecker.for_targets([CardSpan("самолёт", 0.0, 100.0, "guessed")])
    checker.feed(WordEvent(0, "летает", 0.0, 0.4, speaker="explainer"))
    (alert,) = checker.feed(WordEvent(1, "цамолётик", 0.5, 0.9, 0.45, speaker=who))
    assert prompt_of(alert) == prompted and not alert.exact_target
    if prompted:
        assert "похоже на «самолетик»" in alert.explanation and FORM_HINT in alert.explanation
    else:
        assert is_violation(alert)


def test_an_answer_heard_wrong_is_marked_so() -> None:
    (alert,) = alerts_on_last("кукла", "e:игрушка g:кук g:ка")
    assert alert.span == (1, 3) and alert.words == ("кук", "ка")
    assert "похоже на «кукла»" in alert.explanation and "неуверенно" in alert.explanation


def test_an_answer_heard_wrong_is_withdrawn_with_its_word() -> None:
    checker = TurnChecker.for_targets([CardSpan("кукла", 0.0, 100.0, "guessed")])
    checker.feed(WordEvent(0, "игрушка", 0.0, 0.4, speaker="explainer"))
    checker.feed(WordEvent(1, "кук", 0.5, 0.7, speaker="guesser"))
    (guess,) = checker.feed(WordEvent(2, "ка", 0.7, 0.9, speaker="guesser"))
    revised = WordEvent(2, "кафе", 0.7, 0.9, speaker="guesser")
    assert checker.withdraw(revised) == [guess]
    assert checker.feed(revised) == []
    assert [c.alert for c in checker.raised] == []
    checker.feed(WordEvent(2, "ка", 0.7, 0.9, speaker="guesser"))
    assert checker.truncate(2) and checker.raised == []


def test_guesser_words_do_not_break_the_explainers_phrase() -> None:
    # a guess between two explainer words leaves the explainer's own same-root word a violation
    alerts = alerts_on_last("рука", "e:часть e:тела g:нога e:ручной")
    assert len(alerts) == 1 and is_violation(alerts[0])


def test_word_event_speaker_is_optional_on_the_wire() -> None:
    plain = WordEvent(0, "лодка", 0.0, 0.4)
    assert "speaker" not in plain.to_json()
    assert WordEvent(**plain.to_json()) == plain
    tagged = WordEvent(0, "лодка", 0.0, 0.4, speaker="guesser")
    assert tagged.to_json()["speaker"] == "guesser" and "speaker_doubtful" not in tagged.to_json()
    assert WordEvent(**tagged.to_json()) == tagged
    doubtful = WordEvent(0, "лодка", 0.0, 0.4, speaker="explainer", speaker_doubtful=True)
    assert WordEvent.from_json(doubtful.to_json()) == doubtful


@pytest.mark.parametrize("who, heard, conf, prompted", [
    ("guesser", "смех", 0.4, True),  # a short guess heard unsure as a nearby dictionary word
    ("guesser", "смех", 0.95, False),  # heard sure: the guesser said «смех»
    ("explainer", "смех", 0.4, False),  # the explainer's dictionary word is taken as said
    ("guesser", "снежный", 0.4, False),  # not the secret word: no «Угадано?» by sound
])
def test_a_guess_heard_unsure_as_a_dictionary_word_asks_guessed(who, heard, conf, prompted):
    checker = TurnChecker.for_targets([CardSpan("снег", 0.0, 100.0, "guessed")])
    checker.feed(WordEvent(0, "белое", 0.0, 0.4, speaker="explainer"))
    found = checker.feed(WordEvent(1, heard, 0.5, 0.9, conf, speaker=who))
    guesses = [a for a in found if prompt_of(a) == "guess" and a.exact_target]
    assert bool(guesses) == prompted
    assert not [a for a in found if is_violation(a) and who == "guesser"]
