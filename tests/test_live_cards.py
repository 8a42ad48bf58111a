"""Live turns check each word against the card that was on the table when it was SAID.

Slow tests: the real Whisper base model hears Festival's Russian voice through the dashboard's
live path (`Listening` → `LiveTurn` → the turn's checker); the judge's «Угадано» (or «Ошибка») is
pressed at a known second of the audio (a source that presses it after handing over exactly that
much audio, whatever the machine's speed). Whisper gives the explainer's last words on the first
card only after that second: they must still be checked against the first card — and the replay
of the turn's log must raise exactly what the judge saw live. The other tests type words (the
turn's clock is their time scale) and restart the server mid-turn."""

from __future__ import annotations

from pathlib import Path

import cards_support
import pytest
from cards_support import WORDS, PressAt, wait_for
from dashboard_support import PLAYERS, make_client, new_game
from replay_support import seed_drawing

from api.live.listening import Listening
from game.clock import FakeClock
from game.settings import Settings
from referee.events import WordEvent
from referee.replay.cards import CardSpan
from referee.replay.turn_log import TurnLog
from referee.replay.turn_record import secret_in
from referee.rules.cards import checked
from tests.whisper_support import whisper_base


@pytest.fixture(scope="module")
def two_cards(tmp_path_factory) -> tuple[Path, float]:
    return cards_support.two_cards(tmp_path_factory.mktemp("cards"))


@pytest.mark.slow
def test_words_given_after_the_guess_are_checked_against_the_card_they_were_said_under(
        tmp_path, two_cards):
    wav, change = two_cards
    table_box: list = []

    def guessed() -> None:
        table = table_box[0]
        assert table.secret_word() == "кошка"
        table.act("guessed")  # on the event loop, between two chunks of the turn's audio

    listening = Listening(whisper_base(), source=lambda: PressAt(wav, change, guessed))
    with make_client(tmp_path, listening=listening, clock=FakeClock()) as client:
        table = client.app.state.table
        table_box.append(table)
        settings = Settings(explain_seconds=60, seed=seed_drawing(WORDS, ["кошка", "книга"]))
        client.portal.call(table.new_game, PLAYERS, WORDS, settings)
        assert client.post("/api/turn/start_turn").status_code == 200
        wait_for(lambda: table.secret_word() == "книга" and not listening.hearing)
        live = client.get("/api/game?view=judge").json()["live"]
        folder = table.folder
        game_id = folder.name
        recheck = client.post(f"/api/replay/games/{game_id}/turns/0/recheck")
        assert recheck.status_code == 200, recheck.text
        recheck = recheck.json()

    words = {w["index"]: w for w in live["words"]}
    cat_word = next(w for w in live["words"] if w["text"].startswith("кошач"))
    assert cat_word["start"] < change  # said under «кошка»
    alerts = [a for a in live["alerts"] if not a["retracted"]]
    on = {(tuple(a["words"]), a["target"]) for a in alerts}
    assert ((cat_word["text"],), "кошка") in on, (on, words)
    assert all(a["target"] == ("кошка" if words[a["span"][0]]["start"] < change else "книга")
               for a in alerts), alerts
    assert any(a["target"] == "книга" and a["words"][0].startswith("книжн") for a in alerts), on

    log = TurnLog.read(folder / "live.jsonl").turns[0]
    assert [c.word for c in log.cards] == ["кошка", "книга"] and log.cards[0].start == 0.0
    assert change <= log.cards[1].start <= change + 0.1  # the audio handed over at the press
    assert recheck["new"] == [] and recheck["gone"] == [] and recheck["changed"] == []
    assert {(tuple(a["words"]), a["target"]) for a in recheck["kept"]} == on


@pytest.mark.slow
def test_words_given_after_the_turn_ended_are_checked_against_its_last_card(tmp_path, two_cards):
    """«Ошибка» pressed at the end of the explanation of «кошка» ends the turn and returns the
    card; the recognizer's last words, given as the audio stops, are still checked against it
    (the table no longer has a card to explain: the checker does not ask it)."""
    wav, change = two_cards
    table_box: list = []
    def violation() -> None:
        table_box[0].act("violation")

    listening = Listening(whisper_base(), source=lambda: PressAt(wav, change, violation))
    with make_client(tmp_path, listening=listening, clock=FakeClock()) as client:
        table = client.app.state.table
        table_box.append(table)
        settings = Settings(explain_seconds=60, seed=seed_drawing(WORDS, ["кошка"]))
        client.portal.call(table.new_game, PLAYERS, WORDS, settings)
        client.post("/api/turn/start_turn")
        wait_for(lambda: table.game.current_turn is None)

        def cat_alert() -> dict | None:  # the recognizer's words come as the audio stops
            live = client.get("/api/game?view=judge").json()["live"]
            return next((a for a in live["alerts"] if a["words"][0].startswith("кошач")), None)

        alert = wait_for(cat_alert, timeout=120)
    assert alert["target"] == "кошка" and not alert["retracted"]


def start_typed_turn(client, first: str, second: str) -> None:
    """A game whose hat gives `first`, then `second`; its first turn started."""
    words = list(dict.fromkeys([first, second, *WORDS]))
    new_game(client, words="\n".join(words), seed=seed_drawing(words, [first, second]))
    assert client.post("/api/turn/start_turn").status_code == 200


def typed(client, text: str) -> None:
    answer = client.post("/api/turn/words/heard", json={"text": text})
    assert answer.status_code == 200, answer.text


@pytest.mark.parametrize("seconds", [0.0, 1.5])
def test_typed_words_are_checked_against_the_card_on_the_table_and_the_replay_agrees(
        tmp_path, seconds):
    """The judge types words on each card («Угадано» between them, `seconds` apart on the
    turn's clock: 0 — within one tick); each word is checked against the card on the table when
    it was typed, and «Проверить заново» on the log finds exactly the same alerts."""
    clock = FakeClock()
    with make_client(tmp_path, clock=clock) as client:
        start_typed_turn(client, "кошка", "книга")
        typed(client, "пушистый кошачий")
        clock.advance(seconds)
        client.post("/api/turn/guessed")
        typed(client, "кошачий книжный")
        live = client.get("/api/game?view=judge").json()["live"]
        client.post("/api/turn/give_up")
        game_id = client.app.state.table.folder.name
        recheck = client.post(f"/api/replay/games/{game_id}/turns/0/recheck").json()
    alerts = [(a["span"][0], a["target"]) for a in live["alerts"]]
    assert alerts == [(1, "кошка"), (3, "книга")]
    assert recheck["new"] == recheck["gone"] == recheck["changed"] == []
    assert [(a["span"][0], a["target"]) for a in recheck["kept"]] == alerts


def test_a_turn_resumed_after_a_restart_checks_against_the_card_left_on_the_table(tmp_path):
    clock = FakeClock()
    with make_client(tmp_path, clock=clock) as client:
        start_typed_turn(client, "кошка", "книга")
        clock.advance(2)
        client.post("/api/turn/guessed")
        typed(client, "это")
    clock.advance(30)
    with make_client(tmp_path, clock=clock) as client:
        assert client.post("/api/turn/resume_turn").status_code == 200
        typed(client, "книжный кошачий")
        live = client.get("/api/game?view=judge").json()["live"]
        folder = client.app.state.table.folder
    assert [(a["words"], a["target"]) for a in live["alerts"]] == [(["книжный"], "книга")]
    cards = TurnLog.read(folder / "live.jsonl").turns[0].cards
    assert [c.word for c in cards] == ["кошка", "книга", "книга"]  # again at the resumption
    assert cards[2].start >= 32.0


def test_a_turn_resumed_into_a_new_recording_is_replayed_part_by_part(tmp_path):
    """A resumed turn is heard into a new recording whose seconds start again: each word is
    checked against the cards of the part it was heard in, on that part's time scale."""
    log = TurnLog.open(tmp_path / "live.jsonl")
    log.begin(0, "turn-000.wav")
    log.card(0, CardSpan("кошка", 0.0))
    log.take(0, WordEvent(0, "пушистый", 0.5, 0.9))
    log.card(0, CardSpan("книга", 2.0))
    log.take(0, WordEvent(1, "читают", 2.5, 2.9))
    log.begin(0, "turn-000-2.wav")
    log.card(0, CardSpan("книга", 0.0))
    log.close()
    turn = TurnLog.read(tmp_path / "live.jsonl").turns[0]
    parts = turn.parts
    assert [(p.first_word, [c.word for c in p.cards]) for p in parts] == [
        (0, ["кошка", "книга"]), (2, ["книга"])]
    heard = [WordEvent(0, "пушистый", 0.5, 0.9), WordEvent(1, "читают", 2.5, 2.9),
             WordEvent(2, "книжный", 1.0, 1.4)]  # 1.0 s of the new recording: under «книга»
    assert [secret_in(parts, w) for w in heard] == ["кошка", "книга", "книга"]
    assert turn.cards == [CardSpan("кошка", 0.0), CardSpan("книга", 2.0), CardSpan("книга", 0.0)]


def hand(table, text: str, start: float) -> None:
    """What `LiveTurn` hands the table when the recognizer gives `text`, said at `start` s of
    the turn: the word, and what the table's real checker says about it (on the event loop)."""
    turn_no = table.game.current_turn.turn_no
    word = WordEvent(len(table.transcripts[turn_no].words), text, start, start + 0.4)
    table.take(turn_no, word)
    for said in checked(table.ears.checker, word):
        table.take(turn_no, said)


def test_the_next_card_is_explained_from_the_end_of_the_guess_the_judge_accepted(tmp_path):
    """The secret word is heard at 1.0 s; the judge accepts it («Угадано» on its alert) only at
    4 s. The explainer took the next card when the guess was over: «книжный», said at 2.5 s and
    given by the recognizer after the press, is checked against «книга»."""
    clock = FakeClock()
    with make_client(tmp_path, clock=clock) as client:
        table = client.app.state.table
        start_typed_turn(client, "кошка", "книга")
        client.portal.call(hand, table, "кошка", 1.0)
        clock.advance(4)
        guess = client.get("/api/game?view=judge").json()["live"]["alerts"][0]
        answer = client.post(f"/api/alerts/{guess['id']}/decision", json={"decision": "guessed"})
        assert answer.status_code == 200 and table.secret_word() == "книга"
        client.portal.call(hand, table, "книжный", 2.5)
        alerts = client.get("/api/game?view=judge").json()["live"]["alerts"]
        folder = table.folder
    assert [(a["words"], a["target"]) for a in alerts] == [
        (["кошка"], "кошка"), (["книжный"], "книга")]
    cards = TurnLog.read(folder / "live.jsonl").turns[0].cards
    assert [(c.word, c.start) for c in cards] == [("кошка", 0.0), ("книга", 1.4)]


@pytest.mark.parametrize(("pressed_at", "card_from"), [(4.0, 1.4), (7.0, 7.0)])
def test_a_plain_guessed_press_takes_the_undecided_guess_heard_just_before(
        tmp_path, pressed_at, card_from):
    """The secret word is heard at 1.0 s and its «Угадано?» stays undecided; the judge presses the
    plain «Угадано». Pressed soon after (4 s), the next card is explained from the end of that
    guess (1.4 s); pressed long after (7 s), the explainer went on explaining and the guess
    pressed for was not heard: the card is on the table from the press."""
    clock = FakeClock()
    with make_client(tmp_path, clock=clock) as client:
        table = client.app.state.table
        start_typed_turn(client, "кошка", "книга")
        client.portal.call(hand, table, "кошка", 1.0)
        clock.advance(pressed_at)
        assert client.post("/api/turn/guessed").status_code == 200
        assert table.secret_word() == "книга"
        folder = table.folder
    cards = TurnLog.read(folder / "live.jsonl").turns[0].cards
    assert [c.word for c in cards] == ["кошка", "книга"]
    assert cards[1].start == pytest.approx(card_from)


def test_a_typed_turn_ends_with_the_alerts_held_back_for_words_that_never_came(tmp_path):
    """«по английски сок» at the very end of a typed turn: the noun after the cue is the word it
    announced only once nothing follows, so its alert comes as the turn ends (as «Сдаюсь»), live,
    in the log and in «Проверить заново» alike."""
    with make_client(tmp_path) as client:
        start_typed_turn(client, "носок", "книга")
        typed(client, "надевают на ногу по английски сок")
        before = client.get("/api/game?view=judge").json()["live"]["alerts"]
        client.post("/api/turn/give_up")
        after = client.get("/api/game?view=judge").json()["live"]["alerts"]
        game_id = client.app.state.table.folder.name
        recheck = client.post(f"/api/replay/games/{game_id}/turns/0/recheck").json()
    assert not [a for a in before if a["rule"] == "foreign"]
    assert [(a["rule"], a["words"]) for a in after if a["rule"] == "foreign"] == [
        ("foreign", ["сок"])]
    assert recheck["new"] == recheck["gone"] == []
