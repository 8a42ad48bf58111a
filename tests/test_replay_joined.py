"""A turn resumed after a crash is heard into a second recording whose seconds start again; the
replay page plays the parts joined, with every word, alert and card at its place in the joined
audio. Made from a real sample round cut in two, so the joined recording must be the round again."""

from __future__ import annotations

import dataclasses
import wave
from pathlib import Path

import numpy as np
import pytest
from browser_support import CHROMIUM
from dashboard_support import judge_page, make_client
from pytest import approx
from replay_support import GAME_ID, recorded_game

from api.app import create_app
from api.archive.joined import JOINED_DIR, JoinedTurn
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings
from referee.replay.cards import CardSpan
from referee.replay.turn_log import TurnLog
from referee.speech.audio import read_wav
from referee.speech.pcm import SAMPLE_RATE

TURN = f"/api/replay/games/{GAME_ID}/turns/0"


def write_wav(path: Path, samples: np.ndarray) -> None:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1), wav.setsampwidth(2), wav.setframerate(SAMPLE_RATE)
        wav.writeframes(samples.astype("<i2").tobytes())


def split_turn(data: Path, at_word: int, down: float | None = None,
               stamped: tuple[bool, bool] = (True, True)) -> tuple[Path, float, np.ndarray]:
    """Play the sample turn, then rewrite it as heard in two parts, the second from word
    `at_word` on: two recordings and a log whose second part's times start again. `down`: the
    server was down that long before the second part (the game's clock counts it). `stamped`:
    whether the log has each part's card stamps (a log from before them has none). The game
    folder, where the cut is (s) and the whole round's samples."""
    _, sample = recorded_game(data, outage=None if down is None else (at_word, down))
    folder = data / "games" / GAME_ID
    turn = TurnLog.read(folder / "live.jsonl").turns[0]
    audio, _ = read_wav(folder / "recordings" / "turn-000.wav")
    cut = round((turn.words[at_word].start - 0.05) * SAMPLE_RATE)
    cut_s = cut / SAMPLE_RATE
    write_wav(folder / "recordings" / "turn-000.wav", audio[:cut])
    write_wav(folder / "recordings" / "turn-000-2.wav", audio[cut:])
    (folder / "live.jsonl").unlink()
    log = TurnLog.open(folder / "live.jsonl")
    for part, (recording, shift) in enumerate((("turn-000.wav", 0.0), ("turn-000-2.wav", cut_s))):
        log.begin(0, recording)
        if stamped[part] and part:  # the card on the table is stamped again on resuming
            log.card(0, CardSpan([c for c in sample.targets if c.start < cut_s][-1].word, 0.0))
        for card in sample.targets:
            if stamped[part] and (card.start >= cut_s) == bool(part):
                log.card(0, CardSpan(card.word, card.start - shift))
        for word in turn.words:
            if (word.index >= at_word) == bool(part):
                log.take(0, dataclasses.replace(word, start=word.start - shift,
                                                end=word.end - shift))
        for record in turn.alerts.values():
            alert = record.alert
            if (alert.span[0] >= at_word) == bool(part):
                moved = dataclasses.replace(alert, start=alert.start - shift,
                                            end=alert.end - shift)
                log.take(0, moved, target=record.target, at=record.heard_at)
    log.close()
    return folder, cut_s, audio


def test_the_parts_of_a_resumed_turn_play_as_one_recording_with_words_in_place(tmp_path):
    original = recorded_game(tmp_path / "whole")[1]
    whole = TurnLog.read(tmp_path / "whole" / "games" / GAME_ID / "live.jsonl").turns[0]
    folder, cut_s, audio = split_turn(tmp_path / "split", at_word=8)
    with make_client(tmp_path / "split") as client:
        turn = client.get(TURN).json()
        assert turn["audio"] is True and turn["parts"] == [0.0, cut_s]
        assert [w["text"] for w in turn["transcript"]] == [w.text for w in whole.words]
        assert [w["start"] for w in turn["transcript"]] == approx([w.start for w in whole.words])
        assert [a["words"] for a in turn["alerts"]] == [
            list(r.alert.words) for r in whole.alerts.values()]
        assert [a["start"] for a in turn["alerts"]] == approx(
            [r.alert.start for r in whole.alerts.values()])
        assert [c["from"] for c in turn["cards"]] == [
            round(t.start, 2) for t in original.targets]
        played = client.get(f"{TURN}/audio")
        assert played.status_code == 200
        joined = folder / "recordings" / JOINED_DIR / "turn-000.wav"
        assert played.content == joined.read_bytes()
        assert np.array_equal(read_wav(joined)[0], audio)  # the round again, sample for sample
        seek = client.get(f"{TURN}/audio", headers={"Range": "bytes=44-45"})
        assert seek.status_code == 206 and seek.content == audio[:1].astype("<i2").tobytes()
        recheck = client.post(f"{TURN}/recheck").json()
        assert sorted(a["start"] for a in recheck["kept"]) == approx(
            sorted(r.alert.start for r in whole.alerts.values()))
        assert client.get("/api/replay/games").json()[0]["turns"][0]["audio"] is True


@pytest.mark.parametrize("stamped", [(True, True), (True, False), (False, False)],
                         ids=["stamped", "second-part-unstamped", "unstamped"])
def test_the_cards_of_a_turn_resumed_after_an_outage_stand_where_they_were_said(tmp_path,
                                                                              stamped):
    """The game's clock counts the 30 s the server was down; the joined recording does not. A card
    without a live stamp is placed from the game's clock counted from its part's «Продолжить»,
    and the stamped cards keep their stamps; «Проверить заново» checks each word against the card
    it was said under, as the live checker did."""
    original = recorded_game(tmp_path / "whole")[1]
    split_turn(tmp_path / "split", at_word=8, down=30.0, stamped=stamped)
    with make_client(tmp_path / "split") as client:
        cards = client.get(TURN).json()["cards"]
        recheck = client.post(f"{TURN}/recheck").json()
    assert recheck["new"] == recheck["gone"] == recheck["changed"] == []
    assert {a["target"] for a in recheck["kept"]} == {t.word for t in original.targets}
    starts = [round(t.start, 2) for t in original.targets]
    assert [c["from"] for c in cards] == approx(starts, abs=0.011)
    assert [c["to"] for c in cards] == approx([*starts[1:], None], abs=0.011)


def test_the_joined_recording_follows_a_part_that_changed_and_fills_a_lost_one(tmp_path):
    folder, cut_s, audio = split_turn(tmp_path, at_word=8)
    record = TurnLog.read(folder / "live.jsonl").turns[0]
    recordings = folder / "recordings"
    first = JoinedTurn(recordings, record).audio()
    write_wav(recordings / "turn-000-2.wav", np.concatenate([audio[round(cut_s * SAMPLE_RATE):],
                                                            np.full(1600, 7, np.int16)]))
    grown = JoinedTurn(recordings, record)
    assert grown.audio() == first and len(read_wav(first)[0]) == len(audio) + 1600
    (recordings / "turn-000.wav").unlink()  # the first part's recording is lost
    lost = JoinedTurn(recordings, record)
    last_word = max(w.end for w in record.words[:8])
    assert lost.has_audio and lost.offset(8) == last_word
    samples = read_wav(lost.audio())[0]
    assert not samples[:round(last_word * SAMPLE_RATE)].any()  # silence where it was
    assert np.array_equal(samples[round(last_word * SAMPLE_RATE):][:100],
                          audio[round(cut_s * SAMPLE_RATE):][:100])


def test_a_turn_heard_in_one_part_plays_its_own_recording(tmp_path):
    recorded_game(tmp_path)
    folder = tmp_path / "games" / GAME_ID
    record = TurnLog.read(folder / "live.jsonl").turns[0]
    joined = JoinedTurn(folder / "recordings", record)
    assert not joined.joined and joined.audio() == folder / "recordings" / "turn-000.wav"
    assert joined.word({"index": 3, "start": 1.5, "end": 1.9})["start"] == 1.5
    with make_client(tmp_path) as client:
        assert client.get(TURN).json()["parts"] == []
    assert not (folder / "recordings" / JOINED_DIR).exists()


@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium")
def test_the_replay_page_plays_a_resumed_turn_through_both_parts(tmp_path, browser):
    """In a real browser: the page says the turn was joined, and a word of the second part,
    clicked, moves the player to its place in the joined recording."""
    pytest.importorskip("playwright.sync_api")
    _, cut_s, audio = split_turn(tmp_path, at_word=8)
    app = create_app(AppSettings(data=tmp_path, listen=False),
                     listening=Listening(None, "модель не найдена."))
    with background(app) as url:
        page = judge_page(browser, app, url, viewport={"width": 1400, "height": 1000})
        page.goto(f"{url}/replay?game={GAME_ID}&turn=0")
        facts = page.locator("#turn-facts")
        facts.wait_for()
        assert "склеена из 2 частей" in facts.inner_text()
        page.wait_for_function("isFinite(document.getElementById('audio').duration)")
        duration = page.evaluate("document.getElementById('audio').duration")
        assert duration == approx(len(audio) / SAMPLE_RATE, abs=0.01)
        word = page.locator('#transcript .w[data-index="10"]')
        word.click()
        assert page.evaluate("document.getElementById('audio').currentTime") == approx(
            float(word.get_attribute("data-start")), abs=0.01)
        assert float(word.get_attribute("data-start")) > cut_s
        assert "now" in word.get_attribute("class")


def test_the_live_table_plays_an_alert_from_the_recording_its_words_were_heard_in(tmp_path):
    """On the judge's table (the game still open), «Послушать» asks for the recording of the
    alert's first word: the first part's for a word heard before the crash, the second's after;
    without a word, the latest."""
    folder, cut_s, audio = split_turn(tmp_path, at_word=8)
    recordings = folder / "recordings"
    with make_client(tmp_path) as client:
        assert client.get("/api/turns/0/audio?word=3").content == (
            recordings / "turn-000.wav").read_bytes()
        second = (recordings / "turn-000-2.wav").read_bytes()
        assert client.get("/api/turns/0/audio?word=8").content == second
        assert client.get("/api/turns/0/audio").content == second
        assert client.get("/api/turns/0/audio?word=-1").status_code == 422


@pytest.mark.slow
def test_recheck_listens_to_each_part_again_and_says_which_could_not_be_read(tmp_path):
    """«Проверить заново» with a scorer listens again part by part: a part whose recording was
    damaged on disk is named in the result's notes, and its words are still checked."""
    from tests.whisper_support import whisper_base

    folder, _, _ = split_turn(tmp_path / "split", at_word=8)
    listening = Listening(likelihoods=whisper_base().likelihoods)
    with make_client(tmp_path / "split", listening=listening) as client:
        # damaged while the server runs (at its start it would have been repaired)
        (folder / "recordings" / "turn-000-2.wav").write_bytes(b"RIFF, but not a WAV")
        recheck = client.post(f"{TURN}/recheck").json()
    [note] = recheck["notes"]
    assert note.startswith("Запись части хода не прочитана") and "не прослушаны заново" in note
    assert recheck["words"] > 8 and recheck["gone"] == []
