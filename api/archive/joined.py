"""A turn heard in several parts, played on the replay page as one recording.

A turn resumed after a crash is heard into a new recording whose seconds start again
(`referee.replay.turn_record.TurnPart`). The replay page plays one recording, so the parts'
recordings are joined in order into `recordings/joined/<turn's first recording>` (made again
whenever a part changed on disk), and the times of each part's words, alerts and cards are moved
by where the part starts in the joined audio. A part whose recording is missing is joined as
silence as long as its words, so that the later parts stay where their words say. A turn heard in
one part plays its own recording, untouched.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.replay.turn_record import TurnPart, TurnRecord
from referee.speech.pcm import FRAME_BYTES, SAMPLE_RATE
from referee.speech.recorder import HEADER_BYTES, wav_header

JOINED_DIR = "joined"  # under a game's recordings folder
COPY_BYTES = 1 << 20


@dataclass(frozen=True)
class Stretch:
    """One part of a turn in the joined audio: its words from `first_word` on, its recording
    (None: none on disk), and where it starts and how long it lasts there (seconds)."""

    part: TurnPart
    path: Path | None
    offset: float
    seconds: float

    @property
    def data_bytes(self) -> int:
        return round(self.seconds * SAMPLE_RATE) * FRAME_BYTES


class JoinedTurn:
    """The parts of one turn's recording, laid end to end (see the module docstring)."""

    def __init__(self, recordings: Path, record: TurnRecord | None) -> None:
        self.recordings = recordings
        parts = list(record.parts) if record is not None else []
        if not parts and record is not None and record.recording is not None:
            parts = [TurnPart(0, recording=record.recording)]  # a log from before parts
        words = record.words if record is not None else []
        self.stretches: list[Stretch] = []
        offset = 0.0
        for n, part in enumerate(parts):
            path = recordings / part.recording if part.recording else None
            path = path if path is not None and path.is_file() else None
            last = parts[n + 1].first_word if n + 1 < len(parts) else len(words)
            heard = [w.end for w in words[part.first_word:last]]
            seconds = _seconds(path) if path is not None else max(heard, default=0.0)
            self.stretches.append(Stretch(part, path, offset, seconds))
            offset += seconds

    @property
    def has_audio(self) -> bool:
        return any(s.path is not None for s in self.stretches)

    @property
    def joined(self) -> bool:
        """True when the turn was heard in more than one part."""
        return len(self.stretches) > 1

    def offset(self, index: int) -> float:
        """Where the part word `index` was heard in starts in the joined audio."""
        return next((s.offset for s in reversed(self.stretches)
                     if s.part.first_word <= index), 0.0)

    def word(self, data: dict[str, Any]) -> dict[str, Any]:
        """A word's JSON (`WordEvent.to_json`) on the joined audio's time scale."""
        return _moved(data, self.offset(data["index"]))

    def alert(self, data: dict[str, Any]) -> dict[str, Any]:
        """An alert's JSON (`Alert.to_json`) on the joined audio's time scale."""
        return _moved(data, self.offset(data["span"][0]))

    def audio(self) -> Path | None:
        """The file to play: the one recording, or the parts joined (None: no audio at all)."""
        if not self.has_audio:
            return None
        if not self.joined:
            return self.stretches[0].path
        first = next(s.path for s in self.stretches if s.path is not None)
        target = self.recordings / JOINED_DIR / first.name
        size = HEADER_BYTES + sum(s.data_bytes for s in self.stretches)
        if not _fresh(target, size, [s.path for s in self.stretches]):
            _write(target, self.stretches)
        return target


def _seconds(path: Path) -> float:
    """A recording's length, from its size (`TurnRecorder` writes mono 16-bit at SAMPLE_RATE)."""
    return max(0, path.stat().st_size - HEADER_BYTES) // FRAME_BYTES / SAMPLE_RATE


def _moved(data: dict[str, Any], offset: float) -> dict[str, Any]:
    if not offset:
        return data
    return {**data, **{key: data[key] + offset for key in ("start", "end")
                       if data.get(key) is not None}}


def _fresh(target: Path, size: int, sources: Sequence[Path | None]) -> bool:
    if not target.is_file() or target.stat().st_size != size:
        return False
    made = target.stat().st_mtime
    return all(p is None or p.stat().st_mtime <= made for p in sources)


def _write(target: Path, stretches: Sequence[Stretch]) -> None:
    """Write the joined recording beside the parts, atomically (a reader never sees half)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    with partial.open("wb") as out:
        out.write(wav_header(sum(s.data_bytes for s in stretches)))
        for stretch in stretches:
            _copy(stretch, out)
    os.replace(partial, target)


def _copy(stretch: Stretch, out: Any) -> None:
    """`stretch`'s samples, exactly `data_bytes` of them (silence where there is no file)."""
    left = stretch.data_bytes
    if stretch.path is not None:
        with stretch.path.open("rb") as source:
            source.seek(HEADER_BYTES)
            while left and (chunk := source.read(min(COPY_BYTES, left))):
                out.write(chunk)
                left -= len(chunk)
    out.write(bytes(left))
