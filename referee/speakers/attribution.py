"""Who said each word of a turn: the explainer, the guesser, or uncertain.

A speaker rarely changes without a pause, so words are grouped into phrases (runs of words with
pauses under `Settings.phrase_pause`), and a word is judged by the voice of its phrase so far (the
word smoothed over its neighbours, with far more audio than the word alone) together with its own.
Each stretch of audio becomes a voice embedding (`VoiceEncoder`, after the turn's background noise
is subtracted); a phrase's embedding is carried on from word to word, so a word costs the encoder
only its own audio (twice: alone, and as the phrase's continuation). With voice prints of the two
players, a score is how much nearer the embedding is to the explainer's print than to the
guesser's; without prints the turn's phrases so far are split into two voices
(`clustering.two_voices`), the explainer being the voice heard longest (and first). A score too
near zero is `uncertain`: the judge is shown such words as uncertain.

Attribution is causal, so that a word is attributed as soon as it is heard (live): `tag(event)`
uses only the audio and words so far; a revised word (same index) is attributed again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from referee.events import WordEvent
from referee.speakers.clustering import two_voices, unit
from referee.speakers.encoder import State, VoiceEncoder, denoised, noise_floor
from referee.speakers.prints import PairPrints
from referee.speech.pcm import SAMPLE_RATE

EXPLAINER = "explainer"
GUESSER = "guesser"
UNCERTAIN = "uncertain"
SPEAKERS = (EXPLAINER, GUESSER, UNCERTAIN)
FLOOR_EVERY = 1.0  # seconds of new audio before the noise floor is measured again
FLOOR_SECONDS = 10.0  # over the last this many seconds


@dataclass(frozen=True)
class Settings:
    phrase_pause: float = 0.3  # a longer pause between two words starts a new phrase
    word_weight: float = 0.5  # weight of the word's own score next to its phrase's
    margin: float = 0.01  # |score| below this: uncertain
    min_seconds: float = 0.08  # shorter spans are widened to this around their centre


@dataclass(frozen=True)
class _Heard:
    word: WordEvent
    phrase_start: int  # index of the first word of its phrase
    own: np.ndarray  # embedding of the word's audio
    phrase: np.ndarray  # embedding of its phrase's audio up to the word's end
    state: State  # the encoder's state after the phrase so far (continued by the next word)
    gain: float  # the level the phrase's audio is raised by (its first word's)


class Attributor:
    """Attributes the words of one turn; `prints` None: no enrolment, two voices are found."""

    def __init__(self, encoder: VoiceEncoder, prints: PairPrints | None = None,
                 settings: Settings = Settings()) -> None:
        self.encoder = encoder
        self.prints = prints
        self.settings = settings
        self._audio = np.zeros(0, dtype=np.float32)
        self._heard: list[_Heard] = []
        self._floor: np.ndarray | None = None  # the background noise, see `noise_floor`
        self._floor_at = 0  # audio samples it was measured over

    def extend(self, samples: np.ndarray) -> None:
        """More of the turn's audio (16 kHz int16), in order."""
        chunk = np.asarray(samples, dtype=np.int16).astype(np.float32) / 32768.0
        self._audio = np.concatenate([self._audio, chunk])

    def tag(self, event: WordEvent) -> WordEvent:
        """`event` with its `speaker` (the audio up to its end must have been given)."""
        del self._heard[event.index:]
        if len(self._heard) != event.index:
            raise ValueError(f"word {event.index} given before word {len(self._heard)}")
        previous = self._heard[-1] if self._heard else None
        if previous is not None and event.start - previous.word.end >= self.settings.phrase_pause:
            previous = None
        self._heard.append(self._heard_as(event, previous))
        return replace(event, speaker=self._speaker())

    def _heard_as(self, event: WordEvent, previous: _Heard | None) -> _Heard:
        """The word's embeddings; its phrase continues `previous`'s (None: it starts one)."""
        if self._floor is None or len(self._audio) - self._floor_at >= FLOOR_EVERY * SAMPLE_RATE:
            recent = self._audio[-int(FLOOR_SECONDS * SAMPLE_RATE):]
            self._floor, self._floor_at = noise_floor(recent), len(self._audio)
        encoder = self.encoder
        frames, gain = denoised(self._span(event.start, event.end), self._floor)
        alone = encoder.advance(frames[None], encoder.start())
        own = encoder.embedding(alone)[0]
        if previous is None:
            return _Heard(event, event.index, own, own, alone, gain)
        more, _ = denoised(self._span(previous.word.end, event.end), self._floor, previous.gain)
        state = encoder.advance(more[None], previous.state)
        return _Heard(event, previous.phrase_start, own, encoder.embedding(state)[0], state,
                      previous.gain)

    def _span(self, start: float, end: float) -> np.ndarray:
        short = self.settings.min_seconds - (end - start)
        if short > 0:
            start, end = start - short / 2, end + short / 2
        first = max(0, int(start * SAMPLE_RATE))
        return self._audio[first : max(first + 1, int(end * SAMPLE_RATE))]

    def _speaker(self) -> str:
        last = self._heard[-1]
        score = self._score(last)
        if score is None:  # one voice so far: the explainer's, who starts the turn
            return EXPLAINER
        if abs(score) < self.settings.margin:
            return UNCERTAIN
        return EXPLAINER if score > 0 else GUESSER

    def _score(self, last: _Heard) -> float | None:
        """Explainer-minus-guesser similarity of the last word's phrase and of the word itself."""
        weight = self.settings.word_weight
        if self.prints is not None:
            toward = self.prints.explainer - self.prints.guesser
            return float((last.phrase + weight * last.own) @ toward)
        voices = self._voices()
        if voices is None:
            return None
        phrases, words = voices
        alone = last.phrase_start == last.word.index  # its phrase is the word alone so far
        return float((words if alone else phrases) @ last.phrase + weight * words @ last.own)

    def _voices(self) -> tuple[np.ndarray, np.ndarray] | None:
        """Explainer-minus-guesser directions for phrases and for single words, from the turn's
        phrases split into two voices (None: one voice so far). Words are compared with words:
        a short stretch of audio sounds unlike a long one of the same voice."""
        heard = self._heard
        ends = [n for n in range(len(heard))
                if n + 1 == len(heard) or heard[n + 1].phrase_start != heard[n].phrase_start]
        seconds = np.array([max(heard[n].word.end - heard[heard[n].phrase_start].word.start, 0.01)
                            for n in ends])
        explainer = two_voices(np.array([heard[n].phrase for n in ends]), seconds)
        if explainer is None:
            return None
        phrases = np.array([heard[n].phrase for n in ends])
        by_word = np.array([explainer[np.searchsorted(ends, n)] for n in range(len(heard))])
        owns = np.array([h.own for h in heard])
        # the current phrase is judged against the others; it counts itself only while its voice
        # has no other phrase yet (the first words of a new voice)
        done = np.arange(len(ends)) < len(ends) - 1
        if (explainer[done] == explainer[-1]).any():
            phrases, explainer = phrases[done], explainer[done]
            words_done = np.arange(len(heard)) < heard[-1].phrase_start
            owns, by_word = owns[words_done], by_word[words_done]
        return (unit(phrases[explainer].mean(0)) - unit(phrases[~explainer].mean(0)),
                unit(owns[by_word].mean(0)) - unit(owns[~by_word].mean(0)))
