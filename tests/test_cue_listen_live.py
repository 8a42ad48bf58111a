"""The cue listen in a live turn (`referee.speech.cue_listen_live`, `LiveTurn`'s `likelihoods` with
the Whisper engine): a Festival line whose «по французски» Whisper mangles, played as a WAV through
the live listening code with the real Whisper base recognizer and scorer and the real turn
checker."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest

from referee.events import Alert, TurnEvent
from referee.replay.cards import CardSpan
from referee.rules.cards import TurnChecker
from referee.speakers.answers.second_listen import Likelihoods
from referee.speech.audio import WavSource
from referee.speech.live import LiveTurn
from tests.speech_support import write_wav

LINE = "её читают перед сном по французски ливр"  # the cue heard «профансоверский»


def play(tmp_path, likelihoods: Likelihoods | None) -> list[TurnEvent]:
    from tests.whisper_support import festival_samples, whisper_base

    audio = np.concatenate([festival_samples(LINE), np.zeros(8_000, np.int16)])
    wav = write_wav(tmp_path / "line.wav", audio)
    turn = LiveTurn(whisper_base(), WavSource(wav),
                    checker=TurnChecker.for_targets([CardSpan("книга", 0.0)]),
                    likelihoods=likelihoods)

    async def run() -> list[TurnEvent]:
        return [event async for event in turn.events()]

    return asyncio.run(run())


def foreign(events: list[TurnEvent]) -> list[Alert]:
    return [e for e in events if isinstance(e, Alert) and e.rule == "foreign"]


@pytest.mark.slow
def test_a_live_turn_flags_the_word_after_a_reheard_cue(tmp_path) -> None:
    from tests.whisper_support import whisper_base

    assert foreign(play(tmp_path, None)) == []  # the cue is heard mangled: nothing to go on
    [alert] = foreign(play(tmp_path, whisper_base().likelihoods))
    assert "переслушивания" in alert.explanation and alert.evidence["cue_listen"]
