"""The turn's audio as it arrives, cut at pauses into stretches of speech, each with its voice.

Two people rarely speak without a pause between them, so a speaker change falls in a pause: the
audio is cut into segments (voiced frames; a pause of `PAUSE` or more ends a segment) and each
segment is one voice. A frame (25 ms every 10 ms) is voiced when its power is `VOICED_DB` above
the turn's background (a low percentile of the recent frames' power) and above `SILENT_DBFS`; once
a segment has started, `KEPT_DB` above is enough to go on (hysteresis: in noise the weaker sounds
of a word stay in its segment, which a single bar cut into scraps too short to tell a voice by).

Every segment is embedded as it grows (`VoiceEncoder.advance` over its new frames, after the
background noise is subtracted and the level raised as resemblyzer does), so the encoder's work is
done while the audio arrives (`extend`), not when a word is attributed: a segment's embedding so
far is then only a look-up (`embedding`), the frames not yet run (under `START_FRAMES` at its
start, whose level sets the segment's gain) run then. Only its voiced frames (`VOICED_DB` above
the background) are given to the encoder: the short pauses and weak edges inside a segment are
mostly noise, which made a noisy segment sound like noise more than like its voice.

Each segment is also embedded in pieces of `PIECE` voiced frames, the encoder started afresh for
each (`by_pieces`: their mean, the piece still growing counted by its frames): the encoder's
embedding drifts with the length of what it heard, so a guesser's short «ещё?» sounded unlike a
long stretch of the same voice; in pieces, stretches long and short are compared at one length.
Without prints, the two voices are told apart in pieces; the prints (from 1.6 s windows) are
compared with the whole segment's embedding.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from referee.speakers.encoder import FLOOR_KEPT, State, VoiceEncoder, gain_of
from referee.speakers.mel import HOP, N_FFT, framed_mels

FRAME = 0.01  # seconds a frame
PAUSE = 15  # unvoiced frames that end a segment
VOICED_DB = 6.0  # a voiced frame's power above the background's
KEPT_DB = 3.0  # ...and a frame's that goes on with a segment already started
SILENT_DBFS = -50.0  # never voiced below this (digital silence, a quiet room)
BACKGROUND_PERCENTILE = 10  # of the recent frames' power (and per mel channel): the background
RECENT = 1000  # frames the background is measured over
REMEASURE = 100  # new frames before the background is measured again
START_FRAMES = 30  # a segment's frames before its level (gain) is set and it is embedded
PIECE = 40  # voiced frames a piece (see `Segment.pieces`)
NOISE_SCALE = 3.0  # times the background subtracted: a low percentile is well under its mean
_SILENT_POWER = 10 ** (SILENT_DBFS / 10) * N_FFT * 0.375  # frame power of a signal at SILENT_DBFS


@dataclass
class Segment:
    """Voiced frames `[first, last)` of one voice (pauses under `PAUSE` inside)."""

    first: int
    last: int
    closed: bool = False
    run: int = 0  # frames given to the encoder (from `first`)
    gain: float = 1.0
    state: State | None = None
    # embeddings of the segment's voiced frames in pieces of PIECE frames each, the state of the
    # piece still growing and its frames: segments long and short compared at one length
    pieces: list[np.ndarray] = field(default_factory=list)
    piece: State | None = None
    piece_frames: int = 0

    @property
    def start(self) -> float:
        return self.first * FRAME

    @property
    def end(self) -> float:
        return self.last * FRAME

    @property
    def seconds(self) -> float:
        return (self.last - self.first) * FRAME

    def overlap(self, start: float, end: float) -> float:
        return min(end, self.end) - max(start, self.start)


class Growing:
    """An array that rows are appended to in amortised constant time (its capacity doubles)."""

    def __init__(self, width: int | None = None) -> None:
        self._data = np.zeros((1024,) if width is None else (1024, width), dtype=np.float32)
        self._size = 0

    def append(self, rows: np.ndarray) -> None:
        need = self._size + len(rows)
        if need > len(self._data):
            grown = np.zeros((max(need, 2 * len(self._data)), *self._data.shape[1:]),
                             dtype=np.float32)
            grown[: self._size] = self._data[: self._size]
            self._data = grown
        self._data[self._size: need] = rows
        self._size = need

    @property
    def view(self) -> np.ndarray:
        """The rows so far (a view: valid until the next `append`)."""
        return self._data[: self._size]


class Segments:
    """The segments of one turn's audio so far, embedded as they grow."""

    def __init__(self, encoder: VoiceEncoder) -> None:
        self.encoder = encoder
        self.list: list[Segment] = []
        self._audio = Growing()  # the audio, padded for centred frames
        self._audio.append(np.zeros(N_FFT // 2, dtype=np.float32))
        self._mel_rows = Growing(40)
        self._powers = Growing()
        self._noise: np.ndarray | None = None  # the background's mel power per channel
        self._threshold = _SILENT_POWER
        self._kept = _SILENT_POWER  # the bar for a frame going on with a started segment
        self._measured = 0  # frames when the background was last measured

    def extend(self, audio: np.ndarray) -> None:
        """More audio (float, -1..1, 16 kHz): new frames are cut into segments and embedded."""
        self._audio.append(audio.astype(np.float32))
        done = len(self._mels)
        new = framed_mels(self._audio.view[done * HOP:])
        if not len(new):
            return
        self._mel_rows.append(new)
        self._powers.append(new.sum(axis=1))
        if self._noise is None or len(self._mels) - self._measured >= REMEASURE:
            self._measure()
        for frame in range(done, len(self._mels)):
            self._place(frame)
        for segment in self.list:
            if not segment.closed or segment.run < segment.last - segment.first:
                self._run(segment, force=False)

    @property
    def _mels(self) -> np.ndarray:
        return self._mel_rows.view

    @property
    def _power(self) -> np.ndarray:
        return self._powers.view

    def _measure(self) -> None:
        recent = self._mels[-RECENT:]
        self._noise = np.percentile(recent, BACKGROUND_PERCENTILE, axis=0).astype(np.float32)
        background = float(np.percentile(self._power[-RECENT:], BACKGROUND_PERCENTILE))
        self._threshold = max(_SILENT_POWER, background * 10 ** (VOICED_DB / 10))
        self._kept = max(_SILENT_POWER, background * 10 ** (KEPT_DB / 10))
        self._measured = len(self._mels)

    def _place(self, frame: int) -> None:
        last = self.list[-1] if self.list else None
        going = last is not None and not last.closed
        if self._power[frame] <= (self._kept if going else self._threshold):
            if last is not None and going and frame - last.last >= PAUSE:
                last.closed = True
            return
        if last is not None and not last.closed:
            last.last = frame + 1
        else:
            self.list.append(Segment(frame, frame + 1))

    def _run(self, segment: Segment, force: bool) -> None:
        """Give the encoder the segment's frames not yet run (its start: once START_FRAMES are
        heard, or when `force`d)."""
        frames = segment.last - segment.first
        if segment.state is None:
            if frames < START_FRAMES and not (force or segment.closed):
                return
            first = segment.first * HOP
            segment.gain = gain_of(self._audio.view[first + N_FFT // 2:
                                                first + N_FFT // 2 + frames * HOP])
            segment.state = self.encoder.start()
        if segment.run == frames:
            return
        mels = self._mels[segment.first + segment.run: segment.last]
        voiced = self._power[segment.first + segment.run: segment.last] > self._threshold
        noise = self._noise if self._noise is not None else 0.0
        clean = (np.maximum(mels - NOISE_SCALE * noise, mels * FLOOR_KEPT) * segment.gain**2
                 ).astype(np.float32)[voiced]
        segment.run = frames
        if len(clean):
            segment.state = self.encoder.advance(clean[None], segment.state)
            self._grow_pieces(segment, clean)

    def _grow_pieces(self, segment: Segment, mels: np.ndarray) -> None:
        while len(mels):
            if segment.piece is None:
                segment.piece, segment.piece_frames = self.encoder.start(), 0
            take = mels[: PIECE - segment.piece_frames]
            mels = mels[len(take):]
            segment.piece = self.encoder.advance(take[None], segment.piece)
            segment.piece_frames += len(take)
            if segment.piece_frames == PIECE:
                segment.pieces.append(self.encoder.embedding(segment.piece)[0])
                segment.piece = None

    def by_pieces(self, segment: Segment) -> np.ndarray:
        """The unit mean of the segment's pieces' embeddings (the piece still growing counts
        by its frames)."""
        self._run(segment, force=True)
        rows, weights = list(segment.pieces), [float(PIECE)] * len(segment.pieces)
        if segment.piece is not None:
            rows.append(self.encoder.embedding(segment.piece)[0])
            weights.append(float(segment.piece_frames))
        if not rows:
            return self.embedding(segment)
        mean = np.average(np.array(rows), axis=0, weights=weights)
        return mean / max(float(np.linalg.norm(mean)), 1e-9)

    def embedding(self, segment: Segment) -> np.ndarray:
        """The unit embedding of the segment's audio so far."""
        self._run(segment, force=True)
        assert segment.state is not None
        return self.encoder.embedding(segment.state)[0]

    def of(self, start: float, end: float) -> Segment | None:
        """The segment a word heard over `[start, end]` s belongs to: the one it overlaps most,
        or else the nearest (None: no segment yet)."""
        if not self.list:
            return None
        return max(self.list, key=lambda s: s.overlap(start, end))
