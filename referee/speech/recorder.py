"""Every turn's audio on disk as it comes: `<turn>.wav`. Audio only: the turn's events go to its
turn log (`referee.replay.turn_log`), written by whoever consumes the turn's event stream.

The WAV is written as the audio comes (unbuffered: a crash of the program loses nothing); its
header's sizes are patched and the file is flushed to disk every `sync_seconds` of audio (1 s by
default), so even a power cut loses at most that much. A file a crash left with a stale header is
put right by `repair_wav`; `repair_recordings` repairs a folder's recordings and turn logs, and
runs when the dashboard starts, before `referee listen`, and before every replay (`referee
replay`, the replay page).
"""

from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import BinaryIO

from referee.replay.jsonl import repair_jsonl
from referee.speech.pcm import FRAME_BYTES, SAMPLE_RATE

HEADER_BYTES = 44


def wav_header(data_bytes: int, rate: int = SAMPLE_RATE) -> bytes:
    """The 44-byte RIFF header of a mono 16-bit PCM file with `data_bytes` of samples."""
    return struct.pack(
        "<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + data_bytes, b"WAVE", b"fmt ", 16, 1, 1, rate,
        rate * FRAME_BYTES, FRAME_BYTES, 16, b"data", data_bytes,
    )


class TurnRecorder:
    """Writes one turn's audio chunks to `<dir>/<turn_id>.wav`."""

    def __init__(self, directory: Path | str, turn_id: str, *, sync_seconds: float = 1.0) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.wav_path = self.directory / f"{turn_id}.wav"
        if self.wav_path.exists():
            raise FileExistsError(f"recording {self.wav_path} already exists")
        # Unbuffered: every chunk reaches the OS at once, so a crash of this process loses no
        # audio; only a power cut can lose what was not yet fsync'ed (at most `sync_seconds`).
        self._wav: BinaryIO = self.wav_path.open("wb", buffering=0)
        self._wav.write(wav_header(0))
        self._data_bytes = 0
        self._synced_bytes = 0
        self._sync_bytes = int(sync_seconds * SAMPLE_RATE) * FRAME_BYTES

    @property
    def seconds(self) -> float:
        """Audio written so far."""
        return self._data_bytes / FRAME_BYTES / SAMPLE_RATE

    def write(self, chunk: bytes) -> None:
        """Append 16 kHz mono int16 PCM."""
        self._wav.write(chunk)
        self._data_bytes += len(chunk)
        if self._data_bytes - self._synced_bytes >= self._sync_bytes:
            self._sync()

    def _sync(self) -> None:
        """Patch the header to the data written so far and push everything to the disk."""
        self._wav.seek(0)
        self._wav.write(wav_header(self._data_bytes))
        self._wav.seek(0, os.SEEK_END)
        os.fsync(self._wav.fileno())
        self._synced_bytes = self._data_bytes

    def close(self) -> None:
        if self._wav.closed:
            return
        self._sync()
        self._wav.close()


def repair_wav(path: Path | str) -> bool:
    """Make a recording's header match its data (after a crash); True when something was fixed.

    The audio data is kept up to the last whole sample; only the header's sizes are rewritten.
    Files not written by `TurnRecorder` (another header layout) are left alone.
    """
    path = Path(path)
    with path.open("r+b") as f:
        head = f.read(HEADER_BYTES)
        size = f.seek(0, os.SEEK_END)
        if len(head) < HEADER_BYTES:
            if not b"RIFF".startswith(head[:4]):
                return False
            f.seek(0)  # a crash before the header was complete: an empty recording
            f.write(wav_header(0))
            f.truncate(HEADER_BYTES)
            return True
        if head[:4] != b"RIFF" or head[8:12] != b"WAVE" or head[36:40] != b"data":
            return False
        rate = struct.unpack_from("<I", head, 24)[0]
        if head[12:36] != wav_header(0, rate)[12:36]:
            return False  # not mono 16-bit PCM as `TurnRecorder` writes it
        data = (size - HEADER_BYTES) - (size - HEADER_BYTES) % FRAME_BYTES
        if head == wav_header(data, rate) and size == HEADER_BYTES + data:
            return False
        f.seek(0)
        f.write(wav_header(data, rate))
        f.truncate(HEADER_BYTES + data)
        return True


def repair_recordings(directory: Path | str, stem: str = "*") -> list[Path]:
    """Repair the recordings (`<stem>.wav`) and JSON Lines logs (`<stem>.jsonl`: a torn last line
    is moved aside, see `referee.replay.jsonl.repair_jsonl`) in `directory` that a crash left
    half-written; the files fixed. `stem` is a glob pattern (one turn's name, or all)."""
    directory = Path(directory)
    if not directory.is_dir():
        return []
    fixed = [p for p in sorted(directory.glob(f"{stem}.wav")) if repair_wav(p)]
    fixed += [p for p in sorted(directory.glob(f"{stem}.jsonl")) if repair_jsonl(p)]
    return fixed
