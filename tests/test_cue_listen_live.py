"""The cue listen in a live turn (`referee.speech.cue_listen_live.LiveCueListen`): a Festival line
whose «по французски» Whisper mangles, its audio given chunk by chunk and its words (Whisper base's
reading of the whole line) as the stream gives them, scored with the real Whisper scorer, the words
re-heard handed to the real turn checker.

(Through `LiveTurn`'s own stream this line is heard «… сном пфансвюсскилеор»: the cue run into the
foreign word as one token, which the cue listen does not take apart.)

Whisper base hears the cue here «профансоверский» or «профансоверскеле», which the text side now
reads as the French cue by itself (`referee.rules.foreign.cues.blurred_french_cue`). So the
stream's words are taken with that word heard «профамсоверский» (its «н» as «м», a blur the rule
leaves alone): the cue is left for the listen to find in the audio, as a cue garbled past what the
text side reads is."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.events import Alert, WordEvent
from referee.measure.speech_eval import heard_tokens
from referee.replay.cards import CardSpan
from referee.rules.cards import TurnChecker, checked
from referee.speech.cue_listen_live import LiveCueListen

LINE = "её читают перед сном по французски ливр"


def blurred_past_the_text_side(text: str) -> str:
    """The cue's word as a stream that heard its «н» as «м» would give it: «профамсоверский»."""
    return "профамсоверский" if text.startswith("профан") else text


@pytest.mark.slow
def test_a_live_turn_hands_the_checker_the_reheard_cue() -> None:
    from tests.whisper_support import festival_samples, whisper_base

    audio = festival_samples(LINE)
    words = [replace(w, final=True, text=blurred_past_the_text_side(w.text))
             for w in heard_tokens(whisper_base().transcribe(audio))]
    assert "профамсоверский" in [w.text for w in words]  # the cue heard as expected
    checker = TurnChecker.for_targets([CardSpan("книга", 0.0)])
    listen = LiveCueListen(whisper_base().likelihoods, inline=True)
    for start in range(0, len(audio), 1600):
        listen.hear(audio[start:start + 1600].tobytes())
    raised = [a for w in words for a in checked(checker, listen.as_checked(w))]
    assert not any(isinstance(a, Alert) and a.rule == "foreign" for a in raised)
    listen.finish(words)
    anew = listen.changes(words)
    assert [w.text for w in anew] == ["французски"] and listen.cpu_ms
    found = [listen.marked(a) for w in anew for a in checked(checker, w)]
    [alert] = [a for a in found if isinstance(a, Alert) and a.rule == "foreign"]
    assert "переслушивания" in alert.explanation
    again = listen.as_checked(words[anew[0].index])  # the stream gives the word again
    assert isinstance(again, WordEvent) and again.text == "французски"
    assert listen.changes(words) == []  # handed once
