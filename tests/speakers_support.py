"""What the speaker tests share: one voice encoder and the two-speaker rounds, loaded once a run."""

from __future__ import annotations

from functools import cache

import numpy as np

from referee.events import WordEvent
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.rounds import SpeakerRound, all_rounds


@cache
def encoder() -> VoiceEncoder:
    return VoiceEncoder()


@cache
def rounds() -> list[SpeakerRound]:
    """Every two-speaker round of `samples/speakers/`, synthesised on first use."""
    return all_rounds()


def spoken_turn(lines: list[tuple[str, list[str]]],
                ) -> tuple[np.ndarray, list[WordEvent], list[str]]:
    """One Festival voice saying `lines` ((speaker, words)): words 0.1 s apart, lines 0.6 s."""
    from referee.speakers.voices import PLAYERS, speak_all

    spoken = speak_all([w for _, words in lines for w in words], PLAYERS["Борис"])
    rate, parts, events, speakers, at = 16_000, [], [], [], 0
    for n, (speaker, words) in enumerate(lines):
        for k, word in enumerate(words):
            gap = int((0.6 if n and not k else 0.1 if k else 0.0) * rate)
            parts.append(np.zeros(gap, np.int16))
            at += gap
            events.append(WordEvent(len(events), word, at / rate,
                                    (at + len(spoken[word])) / rate))
            speakers.append(speaker)
            parts.append(spoken[word])
            at += len(spoken[word])
    return np.concatenate(parts), events, speakers
