"""Who spoke, in a live turn: a two-speaker round (two synthetic voices) played as a WAV through
`LiveTurn` with the real Whisper base recognizer, the real voice encoder and the real turn checker.

The guesser's secret word must reach the judge as «Угадано?» (not a violation), the explainer's as a
violation; every word goes out tagged with its speaker; a broken attribution loses no word.
"""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from cards_support import HoldAt
from dashboard_support import make_client
from replay_support import seed_drawing

from api.live.listening import Listening
from game.settings import Settings
from referee.events import (
    Alert,
    AudioFault,
    Retraction,
    Revision,
    Transcript,
    TurnEvent,
    WordEvent,
)
from referee.rules.cards import TurnChecker
from referee.speakers.attribution import SPEAKERS, Attributor
from referee.speakers.prints import PairPrints, load_prints, save_print, voice_print
from referee.speakers.rounds import SpeakerRound, all_rounds, enrolment_audio
from referee.speakers.verdicts import is_violation, prompt_of
from referee.speech.audio import WavSource
from referee.speech.live import LiveTurn
from tests.speakers_support import encoder
from tests.speech_support import write_wav
from tests.whisper_support import whisper_base, whisper_base_path

pytestmark = pytest.mark.slow


def the_round(round_id: str) -> SpeakerRound:
    return next(r for r in all_rounds() if r.id == round_id)


def prints_of(spoken: SpeakerRound) -> PairPrints:
    return PairPrints(voice_print(encoder(), enrolment_audio(spoken.explainer)),
                      voice_print(encoder(), enrolment_audio(spoken.guesser)))


def play(spoken: SpeakerRound, tmp_path, attributor: Attributor | None) -> list[TurnEvent]:
    """The round's audio through a live turn (unpaced); every event, in order."""
    wav = write_wav(tmp_path / f"{spoken.id}.wav", spoken.audio)
    checker = TurnChecker.for_targets(spoken.targets)
    turn = LiveTurn(whisper_base(), WavSource(wav), checker=checker, attributor=attributor)

    async def run() -> list[TurnEvent]:
        return [event async for event in turn.events()]

    return asyncio.run(run())


def words_of(events: list[TurnEvent]) -> list[WordEvent]:
    return [e for e in events if isinstance(e, WordEvent)]


def secret_alerts(events: list[TurnEvent], spoken: SpeakerRound,
                  secret: str) -> tuple[list[Alert], list[Alert]]:
    """The alerts raised over the round's own saying of `secret` (by its time: the recognizer may
    hear it slightly wrong, «смег», and settle it at another index), and those of them standing at
    the end of the turn (in order: a retraction takes back the alert raised on its span). A
    streaming recognizer may settle on a reading without the word at all (Whisper's last pass can
    swallow a short word into its neighbour): then the judge was asked while it was heard."""
    said = next(w for w in spoken.words if w.text == secret)
    raised: list[Alert] = []
    standing: list[Alert] = []
    for event in events:
        if isinstance(event, Alert) and event.start < said.end and said.start < event.end:
            raised.append(event)
            standing.append(event)
        elif isinstance(event, Retraction):
            standing = [a for a in standing if a.key != event.alert.key]
    return raised, standing


@pytest.mark.parametrize("enrolled", [True, False], ids=["prints", "two-voices"])
def test_guessers_secret_word_asks_guessed_the_explainers_is_a_violation(tmp_path, enrolled):
    spoken = the_round("s03")  # the guesser says «снег»; later the explainer blurts «молоко»
    prints = prints_of(spoken) if enrolled else None
    events = play(spoken, tmp_path, Attributor(encoder(), prints))
    words = words_of(events)
    assert words and all(w.speaker in SPEAKERS for w in words)
    guesses, standing = secret_alerts(events, spoken, "снег")  # «Угадано?»: asked of the
    assert len(standing) <= 1  # guesser's and of an uncertain one, never a violation
    assert not [g for g in guesses if is_violation(g)]
    exact = [g for g in guesses if g.exact_target]
    assert exact and all(g.evidence["speaker"] in ("guesser", "uncertain") for g in exact)
    assert all(prompt_of(g) == "guess" for g in exact if g.evidence["speaker"] == "guesser")
    blurts, standing = secret_alerts(events, spoken, "молоко")
    assert blurts and len(standing) <= 1
    for blurted in blurts:
        assert is_violation(blurted) and not blurted.exact_target
        assert blurted.evidence["speaker"] == "explainer"
    assert not [a for a in events if isinstance(a, Alert) and is_violation(a)
                and a.evidence.get("speaker") == "guesser"]


def test_guessers_same_root_word_is_a_form_hint(tmp_path):
    spoken = the_round("s01")  # the guesser: «лодочка?», then «лодка»
    events = play(spoken, tmp_path, Attributor(encoder(), prints_of(spoken)))
    alerts = [e for e in events if isinstance(e, Alert)]
    assert not [a for a in alerts if is_violation(a) and a.evidence["speaker"] == "guesser"]
    forms = [a for a in alerts if prompt_of(a) == "form"]
    assert any("лодочка" in a.words for a in forms), alerts
    assert any(prompt_of(a) == "guess" and "лодка" in a.words for a in alerts), alerts


class Failing(Attributor):
    """An attributor whose encoder breaks at the third word (a damaged model, a numpy error)."""

    def tag(self, event: WordEvent) -> WordEvent:
        if event.index >= 2:
            raise FloatingPointError("encoder broke")
        return super().tag(event)


def test_attribution_failing_mid_turn_loses_no_word_and_says_so_once(tmp_path):
    spoken = the_round("s01")
    events = play(spoken, tmp_path, Failing(encoder()))
    final = Transcript.of(e for e in events if isinstance(e, WordEvent | Revision)).words
    assert len(final) >= len(spoken.words) - 3  # the recognizer's words, all of them through
    assert final[-1].text == spoken.words[-1].text == "знаю"  # the last word of «не знаю»
    notices = [n for n, e in enumerate(events) if isinstance(e, AudioFault)]
    assert len(notices) == 1 and events[notices[0]].kind == "speakers_off"
    assert "Кто говорит" in events[notices[0]].message
    before, after = words_of(events[:notices[0]]), words_of(events[notices[0]:])
    assert before and all(w.speaker in SPEAKERS for w in before)
    assert after and {w.speaker for w in after} == {None}



def test_the_dashboard_hears_who_spoke_with_the_players_prints_from_setup(tmp_path):
    """The whole table: both players enrolled in the data folder (as the setup page leaves them),
    a new game of them takes their prints, turn 0 (explainer → guesser by the schedule) is heard
    from the round's audio, which waits before the explainer's «молоко» for the judge to accept
    the guesser's «снег» when asked; «молоко» on the next card is then a violation."""
    spoken = the_round("s03")
    for name in (spoken.explainer, spoken.guesser):
        save_print(tmp_path / "data", name, voice_print(encoder(), enrolment_audio(name)))
    wav = write_wav(tmp_path / "round.wav", spoken.audio)
    blurt = next(w for w in spoken.words if w.text == "молоко")
    answered = threading.Event()
    listening = Listening(whisper_base(), source=lambda: HoldAt(wav, blurt.start - 1.0,
                                                                answered.is_set),
                          encoder=encoder())
    cards = [t.word for t in spoken.targets]
    with make_client(tmp_path / "data", listening=listening) as client:
        table = client.app.state.table
        settings = Settings(explain_seconds=60, seed=seed_drawing(cards, cards))
        players = [spoken.explainer, spoken.guesser, "Третий"]
        client.portal.call(table.new_game, players, cards, settings)
        client.post("/api/turn/start_turn")
        guess = wait_for(lambda: _alert(client, lambda a: a["evidence"].get("prompt") == "guess"))
        assert guess["words"] == ["снег"] and guess["evidence"]["speaker"] == "guesser"
        answer = client.post(f"/api/alerts/{guess['id']}/decision", json={"decision": "guessed"})
        assert answer.status_code == 200 and table.secret_word() == "молоко"
        answered.set()
        blurted = wait_for(lambda: _alert(client, lambda a: a["words"] == ["молоко"]))
        assert blurted["evidence"]["speaker"] == "explainer" and not blurted["exact_target"]
        assert blurted["evidence"].get("prompt") is None and blurted["target"] == "молоко"
        wait_for(lambda: not listening.hearing)
        client.post("/api/turn/give_up")
        live = client.get("/api/game?view=judge").json()["live"]
    assert {w["speaker"] for w in live["words"]} <= set(SPEAKERS)
    assert sum(w["speaker"] == "guesser" for w in live["words"]) >= 2
    stored = load_prints(next((tmp_path / "data" / "games").iterdir()))
    assert set(stored) == {spoken.explainer, spoken.guesser}


def _alert(client, wanted) -> dict | None:
    alerts = client.get("/api/game?view=judge").json()["live"]["alerts"]
    return next((a for a in alerts if wanted(a)), None)


def wait_for(found, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    while not (value := found()):
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)
    return value


def test_without_the_voice_model_turns_go_on_without_speakers_and_the_judge_is_told(
        tmp_path, monkeypatch):
    broken = tmp_path / "encoder.pt"
    broken.write_bytes(b"not a checkpoint")
    monkeypatch.setenv("HAT_REFEREE_VOICE_ENCODER", str(broken))
    ears = asyncio.run(Listening.load(whisper_base_path(), engine="whisper"))
    status = ears.status()
    assert status["live"] and ears.encoder is None and status["speakers"] is False
    assert "модель голоса не загрузилась" in status["speakers_off"]
    monkeypatch.delenv("HAT_REFEREE_VOICE_ENCODER")
    ears = asyncio.run(Listening.load(whisper_base_path(), engine="whisper"))
    assert ears.status()["speakers"] is True and ears.status()["speakers_off"] is None
