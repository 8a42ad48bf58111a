"""The live turn's speaker step (`SpeakerTags`) on the recognizer's kinds of event stream, with the
real voice encoder over a two-speaker round's audio and its true word timings: words in order,
a word revised in place (Whisper settles an earlier word while later ones stand, its index
may shift), a revision that
withdraws words (Vosk) and words heard again after it. No recognizer: the events are the round's
own words, so what is checked is the bookkeeping, on real attribution."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pytest

from referee.events import Revision, WordEvent
from referee.speakers.attribution import SPEAKERS, UNCERTAIN, Attributor
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.rounds import SpeakerRound, all_rounds
from referee.speech.live import SpeakerTags

pytestmark = pytest.mark.slow  # the encoder over a whole round: seconds on a busy machine


@lru_cache(maxsize=1)
def first_round() -> SpeakerRound:
    return all_rounds()[0]


def tags_heard() -> SpeakerTags:
    tags = SpeakerTags(Attributor(VoiceEncoder()))
    tags.hear(first_round().audio.tobytes())
    return tags


def test_words_in_order_are_tagged_mostly_as_the_script_says():
    spoken = first_round()
    tags = tags_heard()
    said = [tags.said(w) for w in spoken.words]
    assert all(w.speaker in SPEAKERS for w in said)
    right = sum(w.speaker == truth for w, truth in zip(said, spoken.speakers, strict=True))
    assert right >= 0.8 * len(said)
    assert tags.failure() is None


def test_a_word_replaced_in_place_keeps_its_speaker_or_takes_the_speaker_of_its_new_audio():
    spoken = first_round()
    tags = tags_heard()
    said = [tags.said(w) for w in spoken.words]
    earlier = spoken.words[3]
    settled = tags.said(replace(earlier, text="другое"))  # same audio, other reading
    assert settled.text == "другое" and settled.speaker == said[3].speaker
    # the indices shift (the recognizer merged two words before it): the word at index 3 is now
    # heard over another speaker's audio, and takes that speaker, not the old word's
    other = next(w for w in said[4:-1] if w.speaker not in (said[3].speaker, UNCERTAIN))
    moved = tags.said(replace(earlier, start=other.start, end=other.end))
    assert moved.speaker == other.speaker
    last = spoken.words[-1]
    assert tags.said(replace(last, text="ещё")).speaker in SPEAKERS  # the last word: attributed
    assert tags.failure() is None


def test_after_a_revision_words_are_attributed_again_from_where_it_cut():
    spoken = first_round()
    tags = tags_heard()
    said = [tags.said(w) for w in spoken.words[:10]]
    assert tags.said(Revision(6)) == Revision(6)
    again = [tags.said(w) for w in spoken.words[6:12]]
    assert [w.speaker for w in again[:4]] == [w.speaker for w in said[6:10]]
    assert tags.failure() is None


def test_a_failure_turns_attribution_off_once_and_leaves_words_as_they_are():
    spoken = first_round()
    tags = tags_heard()
    gap = replace(spoken.words[5], index=5)  # words 0-4 never given: the attributor refuses
    assert tags.said(gap) == gap
    assert "ValueError" in (tags.failure() or "") and tags.failure() is None
    word = WordEvent(6, "слово", 3.0, 3.2)
    assert tags.said(word) == word  # untagged from now on
