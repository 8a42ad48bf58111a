"""Who said each word of a turn: the explainer, the guesser, or uncertain.

The turn's audio is cut at pauses into segments of one voice each, embedded as the audio arrives
(`referee.speakers.segments`); a word belongs to the segment its heard span overlaps most (a
recognizer's word times are loose, a segment's bounds are the audio's own), and takes that
segment's voice — judged on all of the segment's audio so far, far more than the word's own.

Each segment gets a score: with voice prints of the two players, how much nearer its embedding is
to the explainer's print than to the guesser's; without prints, how much nearer its embedding in
pieces (`Segments.by_pieces`) is to the explainer's segments than to the guesser's, the two voices
being found anew over the whole turn so far at every word (`clustering.two_voices`, over runs of
segments with short pauses between; the explainer's is the voice heard longer, and two voices
alike as wholes are one). The scores
become log-odds of the explainer in a causal two-state HMM over the segments: a short segment
counts for less, a short pause rarely changes the speaker, and after a longer one the guesser
rarely speaks again (`Settings`). Log-odds too near zero
are `uncertain`: the judge is shown such words as uncertain. A word given to the explainer on
little evidence (log-odds under `Settings.doubt`, or one voice found so far), or uncertain, in a
short segment after a long pause — where a guess would be: a guesser speaks alone, between
pauses — is marked `speaker_doubtful`; the rules judge it by its place, as a lone answer
(`referee.speakers.verdicts`), the transcript keeps the voices' reading. Not the guesser's side:
the HMM's prior leans to the explainer (the turn starts with the explainer, a guesser rarely
speaks twice running), so a guesser's lone guess heard near the explainer's voice ends on the
explainer's side by the prior alone (on the development rounds the guesser's secret words given
to the explainer had log-odds under 0.3, the explainer's own rule words after a long pause over
1.2; on s45 and s47 the explainers' secret words said alone after a pause 2.4–5.7).
The speaker shown for a doubtful word is read once more with the turn's taking of turns
(`Settings.switch_reply`): after a description (an utterance longer than a guess-like segment) the
explainer gives way to the guesser's reply more often than after a short reply («нет», «да, но…»).
While the turn sounds like one voice (close voices the clustering does not split: the pairs 100
cents apart of s84, s89 and s91), the voices tell nothing (every segment scores zero) and the
taking of turns alone shows a doubtful word's speaker (before session 37 it was always shown as the
explainer's). Close voices (s64's and s65's pairs, the prints' cosine 0.84 and 0.97) leave the
voices' scores of a guesser's short answer near zero, so the prior alone put it on the explainer's
side; the rules by speaker still judge a doubtful word as a lone answer, whichever side it is shown
on (`verdicts.rule_speaker`; the checker's own rules see the side shown: the misheard-word rule
reads a guesser's unsure word more freely, the foreign-word rule skips the guesser's words).
An utterance (segments joined over short pauses) that goes on past a guess's length leans to the
explainer, more the longer it goes (`Settings.lean_long`): a guesser answers briefly, an explainer
describes at length. With close voices (s75's and s77's pairs, prints' cosine 0.96–0.97) the
explainer's segments after a guess scored a little toward the guesser (about −0.03 each) and the
middle of a description went to the guesser; the lean also makes the reply after a description
likelier the guesser's (a guesser rarely speaks twice running), as the HMM's pauses already did.

Attribution is causal, so that a word is attributed as soon as it is heard (live): `tag(event)`
uses only the audio and words so far; a revised word (an earlier index again, while later words
stand) is attributed again by its own span. The
encoder's work is done in `extend`, as the audio arrives; `tag` is a look-up.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from referee.events import WordEvent
from referee.speakers.clustering import centroid, two_voices
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import PairPrints
from referee.speakers.segments import Segment, Segments

EXPLAINER = "explainer"
GUESSER = "guesser"
UNCERTAIN = "uncertain"
SPEAKERS = (EXPLAINER, GUESSER, UNCERTAIN)


@dataclass(frozen=True)
class Settings:
    """How a segment's score becomes a speaker (a causal two-state HMM over the segments)."""

    weight: float = 20.0  # log-odds a unit of score is worth, for a segment of `full_seconds`
    full_seconds: float = 0.6  # a shorter segment (so far) counts in proportion to its length
    # a pause shorter than this rarely changes the speaker... (noise lengthens the pauses heard
    # inside one speaker's speech, their weak edges drowned: at 10 dB SNR about a tenth were
    # over 0.36 s, against 0.26 s clean)
    same_pause: float = 0.36
    switch_short: float = 0.05  # ...with this probability
    switch_long: float = 0.5  # after a longer pause the explainer gives way with this probability
    back_long: float = 0.8  # ...and the guesser with this (a guesser rarely speaks twice running)
    switch_reply: float = 0.8  # ...and after an utterance longer than `guess_seconds`, for the
    # speaker shown of a doubtful word (`back_long`'s mirror: a description is answered as often
    # as a guess is; the only value tried)
    first: float = 1.0  # log-odds that the turn starts with the explainer
    lean_long: float = 2.0  # log-odds of the explainer per second an utterance (segments joined
    # over short pauses) goes on past `guess_seconds`: a guesser answers briefly, an explainer
    # describes at length (session 34: close pairs, prints' cosine 0.96–0.97, whose explainer's
    # segments scored a little toward the guesser, about -0.03, gave the middle of a description
    # to the guesser; 0 and 2 tried on s01–s18 and the close pairs of s64–s73, 1, 2, 4 on s74–s77)
    margin: float = 0.05  # |log-odds| below this: uncertain
    doubt: float = 2.0  # log-odds of the explainer below this in a guess-like segment: doubtful
    # (a lone answer, judged by its place: 2.0 and 3.0 change nothing on s01–s18; on the held out
    # 2.0 finds one guess more, s39's «жироп» at 1.89, and 3.0 also turns s45's and s47's
    # explainers' secret words, said alone at 2.4–2.65 in noise, into «Угадано?». 1.0 until
    # session 32: the close voices of s64 and s65 (Иван–Тимур, Зоя–Рита, prints' cosine 0.84 and
    # 0.97) gave the guesser's answers to the explainer at 1.0–1.4, plain violations)
    guess_seconds: float = 1.0  # a segment (so far) at most this long after a pause of at least
    # `same_pause` is guess-like: one or two words said alone (counting instead the utterance,
    # segments joined over short pauses, up to 1.6 s: on s01–s18 one explainer's secret word
    # more taken for a lone answer and one «Угадано?» asked falsely, nothing found; held out one
    # guess found, s28's «а, ясно, мёд»)


class Attributor:
    """Attributes the words of one turn; `prints` None: no enrolment, two voices are found."""

    def __init__(self, encoder: VoiceEncoder, prints: PairPrints | None = None,
                 settings: Settings = Settings()) -> None:
        self.encoder = encoder
        self.prints = prints
        self.settings = settings
        self.segments = Segments(encoder)
        self._words = 0  # words tagged so far

    def extend(self, samples: np.ndarray) -> None:
        """More of the turn's audio (16 kHz int16), in order."""
        chunk = np.asarray(samples, dtype=np.int16).astype(np.float32) / 32768.0
        self.segments.extend(chunk)

    def tag(self, event: WordEvent) -> WordEvent:
        """`event` with its `speaker` (the audio up to its end must have been given)."""
        if event.index > self._words:
            raise ValueError(f"word {event.index} given before word {self._words}")
        self._words = max(self._words, event.index + 1)
        segment = self.segments.of(event.start, event.end)
        if segment is None:
            return replace(event, speaker=EXPLAINER)
        heard = self.segments.list[: self.segments.list.index(segment) + 1]
        scores = self._scores(heard)
        odds = None if scores is None else self._odds(heard, scores)
        speaker = self._speaker(odds)
        doubtful = bool(speaker != GUESSER and self._guess_like(segment)
                        and (odds is None or odds < self.settings.doubt))  # not numpy's bool
        if doubtful:
            speaker = self._speaker(self._odds(heard, _or_silent(scores, heard), replies=True))
        return replace(event, speaker=speaker, speaker_doubtful=doubtful)

    def _speaker(self, odds: float | None) -> str:
        if odds is None:  # one voice so far: the explainer's, who starts the turn
            return EXPLAINER
        if abs(odds) < self.settings.margin:
            return UNCERTAIN
        return EXPLAINER if odds > 0 else GUESSER

    def _guess_like(self, segment: Segment) -> bool:
        """`segment` is short and follows a long pause, as a guess does (not the turn's first)."""
        heard = self.segments.list
        at = heard.index(segment)
        return (at > 0 and segment.seconds <= self.settings.guess_seconds
                and segment.start - heard[at - 1].end >= self.settings.same_pause)

    def _odds(self, heard: list[Segment], scores: np.ndarray, replies: bool = False) -> float:
        """Log-odds that the last of the turn's segments so far, `heard`, is the explainer's: its
        own score and the segments' before it (`scores`, `_scores`: forward filtering over them, a
        speaker change being likelier after a longer pause; with `replies`, likelier still after
        a description, `_gives_way`)."""
        settings = self.settings
        odds, before, run = settings.first, None, 0.0
        for part, score in zip(heard, scores, strict=True):
            if before is not None:
                pause = part.start - before.end
                if pause < settings.same_pause:
                    odds = _carried(odds, settings.switch_short, settings.switch_short)
                else:
                    odds = _carried(odds, self._gives_way(run, replies), settings.back_long)
                    run = 0.0
            odds += settings.lean_long * (_past(run + part.seconds, settings.guess_seconds)
                                          - _past(run, settings.guess_seconds))
            run += part.seconds
            odds += settings.weight * score * min(1.0, part.seconds / settings.full_seconds)
            before = part
        return odds

    def _gives_way(self, run: float, replies: bool) -> float:
        """The probability that the explainer gives way to the guesser after a long pause that
        ends an utterance of `run` seconds: with `replies`, likelier after a description (longer
        than a guess-like segment) than after a short reply («нет», «да, но…»)."""
        settings = self.settings
        return (settings.switch_reply if replies and run > settings.guess_seconds
                else settings.switch_long)

    def _scores(self, heard: list[Segment]) -> np.ndarray | None:
        """Each segment's explainer-minus-guesser similarity (None: one voice so far)."""
        if self.prints is not None:
            embeddings = np.array([self.segments.embedding(s) for s in heard])
            return embeddings @ (self.prints.explainer - self.prints.guesser)
        embeddings = np.array([self.segments.by_pieces(s) for s in heard])
        # without prints, the voices are found over runs of segments with short pauses between
        # (one speaker's, as the HMM has it): longer, so surer, than the segments alone
        seconds = np.array([s.seconds for s in heard])
        runs = np.cumsum([0] + [b.start - a.end >= self.settings.same_pause
                                for a, b in zip(heard, heard[1:], strict=False)])
        rows = np.arange(runs[-1] + 1)
        voices = np.array([centroid(embeddings, seconds, runs == r) for r in rows])
        lengths = np.array([seconds[runs == r].sum() for r in rows])
        explainer = two_voices(voices, lengths)
        if explainer is None:
            return None
        mine = explainer[runs]
        return embeddings @ (centroid(embeddings, seconds, mine)
                             - centroid(embeddings, seconds, ~mine))


def _or_silent(scores: np.ndarray | None, heard: list[Segment]) -> np.ndarray:
    """The segments' scores, or none (zeros) while the turn sounds like one voice: the turn's
    taking of turns alone then shows a doubtful word's speaker."""
    return np.zeros(len(heard)) if scores is None else scores


def _past(seconds: float, limit: float) -> float:
    """How far `seconds` goes past `limit` (0 if it does not)."""
    return max(0.0, seconds - limit)


def _carried(odds: float, to_guesser: float, to_explainer: float) -> float:
    """Log-odds of the explainer after a pause in which the explainer gives way to the guesser
    with probability `to_guesser`, and the guesser to the explainer with `to_explainer`."""
    explainer = 1.0 / (1.0 + np.exp(-min(max(odds, -30.0), 30.0)))
    after = explainer * (1 - to_guesser) + (1 - explainer) * to_explainer
    return float(np.log(after / (1 - after)))
