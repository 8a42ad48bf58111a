"""What the speaker tests share: one voice encoder and the two-speaker rounds, loaded once a run."""

from __future__ import annotations

from functools import cache

from referee.speakers.encoder import VoiceEncoder
from referee.speakers.rounds import SpeakerRound, all_rounds


@cache
def encoder() -> VoiceEncoder:
    return VoiceEncoder()


@cache
def rounds() -> list[SpeakerRound]:
    """Every two-speaker round of `samples/speakers/`, synthesised on first use."""
    return all_rounds()
