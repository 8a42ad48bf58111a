"""Whisper (faster-whisper, CTranslate2) as a speech engine: Russian words with times and
probabilities.

`WhisperEngine` is a loaded model (load it once per process, share it between turns):

- `transcribe(samples)` recognises a whole recording at once (replays, second opinions): final
  `WordEvent`s numbered from 0, with faster-whisper's word timestamps as `start`/`end` and its word
  probability as `conf`.
- `recognizer()` makes a streaming recognizer for live turns
(`referee.speech.engines.whisper_stream`).
- `likelihoods(samples, texts)` scores given texts against a short stretch of audio (how likely
  each is what was said), for a second listen (`referee.speakers.answers.second_listen`).

Words come out as the Vosk engine spells them: lower case, without punctuation. Whisper calls block
for a fraction of a second to seconds: call them from a worker thread, never on an event loop.
"""

from __future__ import annotations

import math
import os
import re
import string
from collections.abc import Sequence
from contextlib import nullcontext
from pathlib import Path

import numpy as np

from referee.events import WordEvent
from referee.speech.engines.interface import EngineName
from referee.speech.engines.whisper_stream import HeardWord, Hypothesis, WhisperStream
from referee.speech.pcm import SAMPLE_RATE

LANGUAGE = "ru"
# Stripped from both ends of a word (Whisper attaches punctuation to words); a hyphen inside a
# word («по-английски») stays.
PUNCTUATION = string.punctuation + "«»„“”‘’…—–‑‐¿¡"
LOOP = 4  # a word or phrase of up to 3 words said 4 times at the end is a decoding loop
LONG_LOOP = 3  # a phrase of 4 to LONGEST_LOOP words said 3 times at the end is one too
LONGEST_LOOP = 8
LETTER_LOOP = re.compile(rf"([^\W\d_])\1{{{LOOP - 1},}}")  # no word has a letter 4 times in a row
# A streaming pass decodes at most this many tokens per second of audio (+ TOKEN_SLACK): a decoding
# loop («лучка лучка лучка …») otherwise runs to Whisper's 448-token limit, and that one pass costs
# 5-10x a normal one (measured on the sample rounds: 3-7 s of CPU on 1-13 s of audio, the next
# pass then waiting twice as long). Festival's speech on the sample rounds is 3.3-4 tokens/s
# (6.7 at most over 3 s), fast human speech about 10.
TOKENS_PER_SECOND = 12
TOKEN_SLACK = 16
MAX_NEW_TOKENS = 220  # Whisper's 448 minus the longest prompt faster-whisper builds (224 + 4)
SCORED_MARGIN_FRAMES = 200  # zero frames after the audio scored by `likelihoods` (as a live pass)


def spoken_form(token: str) -> str:
    """A Whisper word as the rest of the referee spells words: no punctuation around it, lower
    case ("" when nothing is left, e.g. a dash)."""
    return token.strip().strip(PUNCTUATION).lower()


def without_loops(words: list[HeardWord]) -> list[HeardWord]:
    """`words` without a decoding loop at their end: Whisper, greedy, can repeat a word or a short
    phrase until its token limit («лучка лучка лучка … луч»), words that were never said. A phrase
    of 1-3 words repeated at least LOOP times, or of 4-8 words at least LONG_LOOP times (a
    streaming pass over a round said «ещё чёрный или белый ну хлеб же» three times over), is kept
    once when what follows the repeats is at most one (cut-off) word or the start of the phrase
    again; a loop of one letter («пппппп…», a word with a letter LOOP times in a row) as the last
    word is dropped."""
    if words and LETTER_LOOP.search(words[-1].text):
        words = words[:-1]
    texts = [w.text for w in words]
    for i in range(len(texts)):
        for n in range(1, LONGEST_LOOP + 1):
            phrase = texts[i:i + n]
            repeats = 1
            while texts[i + repeats * n:i + (repeats + 1) * n] == phrase:
                repeats += 1
            rest = texts[i + repeats * n:]
            cut_off = len(rest) <= 1 or rest == phrase[:len(rest)]
            if repeats >= (LOOP if n <= 3 else LONG_LOOP) and len(phrase) == n and cut_off:
                return words[:i + n]
    return words


def max_new_tokens(seconds: float) -> int:
    """The most tokens a streaming pass over `seconds` of audio decodes (see TOKENS_PER_SECOND)."""
    return min(MAX_NEW_TOKENS, math.ceil(TOKENS_PER_SECOND * seconds) + TOKEN_SLACK)


def as_float32(samples: np.ndarray | bytes) -> np.ndarray:
    """16 kHz mono int16 PCM (array or bytes) as the float32 -1..1 array Whisper takes."""
    if isinstance(samples, bytes | bytearray | memoryview):
        samples = np.frombuffer(samples, np.int16)
    return np.asarray(samples, np.int16).astype(np.float32) / 32768.0


def default_threads() -> int:
    """CPU threads for CTranslate2: every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


class WhisperEngine:
    """A faster-whisper model loaded from `path` (see `referee.speech.models.whisper_files` to find
    one).

    `beam_size` 1 (greedy) is the live default: on 2 cores it is ~2x faster than beam 5 for a
    small loss of accuracy. `compute_type="int8"` quantises the weights on load (faster on CPU).
    """

    engine: EngineName = "whisper"

    def __init__(self, path: Path | str, *, threads: int | None = None, beam_size: int = 1,
                 compute_type: str = "int8") -> None:
        from faster_whisper.tokenizer import Tokenizer

        from referee.speech.engines.whisper_window import FittedWhisperModel

        self.path = Path(path)
        self.threads = threads or default_threads()
        self.beam_size = beam_size
        self.model = FittedWhisperModel(str(self.path), device="cpu",
                                        compute_type=compute_type, cpu_threads=self.threads)
        self.tokenizer = Tokenizer(self.model.hf_tokenizer, True, task="transcribe",
                                   language=LANGUAGE)  # Russian transcription's, for `likelihoods`
        self.hear(np.zeros(SAMPLE_RATE, np.int16))  # the first pass is slow: not in a turn

    def recognizer(self, *, realtime: bool = True) -> WhisperStream:
        """A fresh streaming recognizer for one turn (the `SpeechEngine` interface): passes spaced
        by their cost when the audio comes in real time, else a pass every second of audio."""
        return WhisperStream(self) if realtime else WhisperStream(self, cost_factor=0.0)

    def likelihoods(self, samples: np.ndarray | bytes,
                    texts: Sequence[str]) -> list[tuple[float, ...]]:
        """How likely each of `texts` is to be what `samples` (16 kHz mono int16, a short stretch)
        say: the natural log of the probability Whisper gives each of the text's tokens, forced
        on the audio (CTranslate2's `align`; it gives none for the end of text), one encoder pass
        for all. Comparable between texts of the same audio only; an audio too short to
        hear gives every text a single -inf."""
        audio = as_float32(samples)
        if len(audio) < SAMPLE_RATE // 10:
            return [(-math.inf,) for _ in texts]
        features = self.model.feature_extractor(audio)[:, :-1]
        frames = features.shape[-1]
        keep = frames + SCORED_MARGIN_FRAMES
        encoded = self.model.encode(np.pad(features, ((0, 0), (0, keep + keep % 2 - frames))))
        start = [*self.tokenizer.sot_sequence, self.tokenizer.no_timestamps]
        scores = []
        for text in texts:  # one at a time: `align` takes one encoder output per text
            forced = self.model.model.align(encoded, start, [self.tokenizer.encode(f" {text}")],
                                            [frames])[0]
            scores.append(tuple(math.log(max(p, 1e-12)) for p in forced.text_token_probs))
        return scores

    def transcribe(self, samples: np.ndarray | bytes, *, hotwords: str | None = None,
                   prompt: str | None = None) -> list[WordEvent]:
        """The whole recording's words, final, numbered from 0 (times from its start)."""
        heard = self.hear(samples, hotwords=hotwords, prompt=prompt).words
        return [WordEvent(i, w.text, w.start, w.end, w.conf, final=True)
                for i, w in enumerate(heard)]

    def hear(self, samples: np.ndarray | bytes, *, hotwords: str | None = None,
             prompt: str | None = None, fit: bool = False) -> Hypothesis:
        """One Whisper pass over `samples` (16 kHz mono int16): words and segment ends.

        `prompt` is text said before the audio (the streaming recognizer passes the words already
        confirmed); `hotwords` biases the decoder toward the given words (measured, not used live:
        see `referee.measure.whisper_bias`). Greedy at temperature 0 only: faster-whisper's
        fallback to higher temperatures re-decodes up to 5 more times on unclear audio (measured:
        6x the time on espeak-ng speech); the loops it would catch are cut by `without_loops`.
        `fit` (the streaming passes) encodes the audio's own frames instead of a 30-s window
        (`referee.speech.engines.whisper_window`) and caps the tokens decoded by the audio's
        length (`max_new_tokens`), so that a pass's cost follows its audio."""
        audio = as_float32(samples)
        if len(audio) < SAMPLE_RATE // 10:
            return Hypothesis((), ())
        with self.model.fitted() if fit else nullcontext():
            segments, _ = self.model.transcribe(
                audio, language=LANGUAGE, beam_size=self.beam_size, word_timestamps=True,
                temperature=0.0, condition_on_previous_text=False, initial_prompt=prompt or None,
                hotwords=hotwords or None, vad_filter=False,
                max_new_tokens=max_new_tokens(len(audio) / SAMPLE_RATE) if fit else None)
            segments = list(segments)  # decoded here, inside the block
        words: list[HeardWord] = []
        ends: list[float] = []
        for segment in segments:
            for word in segment.words or []:
                text = spoken_form(word.word)
                if text:
                    words.append(HeardWord(text, round(float(word.start), 3),
                                           round(float(word.end), 3),
                                           round(min(1.0, max(0.0, float(word.probability))), 3)))
            ends.append(round(float(segment.end), 3))
        return Hypothesis(tuple(without_loops(words)), tuple(ends))
