"""The speech engine interface: what every recognizer (Vosk, Whisper) gives the rest of the referee.

A *loaded engine* (`SpeechEngine`: a Vosk `SpeechModel`, a `WhisperEngine`) is loaded once per
process and shared between turns. For each stream it makes a `StreamingRecognizer`, which takes
16 kHz mono int16 chunks (`referee.speech.pcm`) and returns the changes of the turn's running
transcript as events:

- `WordEvent(index, text, start, end, conf, final)`: the word at position `index` of the running
  transcript. A later event with the same index replaces an earlier partial one.
- `Revision(length)`: the transcript shrank; words at `index >= length` are withdrawn (the consumer
  calls `Checker.truncate(length)`). It always comes before the words that follow it.
  `Revision(length, rehear=True)` (Whisper) begins a pass: the words it changed follow, up to the
  next revision, and it cuts nothing unless the transcript shrank (`referee.rules.cards.followed`
  lets an alert move with its word within a pass).

Times are seconds from the stream's start (the last `reset()`). Recognizer calls block (tens of
milliseconds for Vosk, up to seconds for Whisper): call them from a worker thread, never on an
event loop. Nothing downstream knows which engine produced the events.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, Protocol

from referee.events import Revision, WordEvent

EngineName = Literal["vosk", "whisper"]
ENGINES: tuple[EngineName, ...] = ("vosk", "whisper")
DEFAULT_ENGINE: EngineName = "vosk"


RecognizerEvent = WordEvent | Revision


class StreamingRecognizer(Protocol):
    """One stream's recognizer (see the module docstring)."""

    def reset(self) -> None:
        """Start a new stream: empty transcript, clock at zero."""

    def accept(self, chunk: bytes) -> list[RecognizerEvent]:
        """Feed 16 kHz mono int16 audio; returns the transcript's changes."""

    def finish(self) -> list[RecognizerEvent]:
        """End of the stream: every word still partial becomes final (or is withdrawn)."""


class SpeechEngine(Protocol):
    """A loaded speech model of one engine."""

    engine: EngineName
    path: Path  # the model's folder

    def recognizer(self, *, realtime: bool = True) -> StreamingRecognizer:
        """A fresh recognizer for one stream (one turn). `realtime`: the audio comes at the speed
        of speech (a microphone, a paced file) and the recognizer must keep up with it; without
        it (a file heard as fast as the machine goes) an engine that spaces its work by what it
        costs (Whisper) works on fixed stretches of audio instead, so the same file is heard the
        same way on any machine, however busy."""
