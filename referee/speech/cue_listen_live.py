"""The cue listen in a live turn (`referee.speech.cue_listen`), off the word → alert path.

`LiveCueListen` keeps the turn's audio (`hear`) and is shown the turn's words after every piece of
the recognizer's stream (`consider`): each final word whose next word is final too (or the turn's
last word, at `finish`) that starts a stretch to listen to (`cue_listen.stretches`) is listened at
once (`cue_listen.listen_at`, the very function `referee eval speech` uses; by its index, text and
start), on a worker thread of its own (one scoring is ~100 ms of CPU). `changes(words)` then tells
the live turn which words the checker must be handed anew: the stretches re-heard as a cue
(`cue_listen.reheard`) whose words still stand as they were scored, or a stretch's words handed
back as heard when it no longer is chosen; `as_checked` keeps a word the stream gives again over
the same audio re-heard. A scoring that fails turns the cue listen off for the rest of the turn
(`failure` says why, once).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import replace

import numpy as np

from referee.events import Alert, Revision, WordEvent
from referee.speakers.answers.second_listen import Likelihoods
from referee.speech.cue_listen import (
    Reheard,
    TimedScorer,
    listen_at,
    marked,
    reheard,
    stretches,
)

log = logging.getLogger(__name__)
Key = tuple[int, str, float]  # a word as heard: its index, text and start


def key_of(word: WordEvent) -> Key:
    return (word.index, word.text, word.start)


class LiveCueListen:
    """The cue listen of one live turn, scoring with `likelihoods` (see the module docstring);
    `inline` scores at once on the calling thread (tests, benchmarks)."""

    def __init__(self, likelihoods: Likelihoods, *, inline: bool = False) -> None:
        self.scorer = TimedScorer(likelihoods)
        self._worker = None if inline else ThreadPoolExecutor(1, thread_name_prefix="cue")
        self._chunks: list[bytes] = []
        self._listened: set[Key] = set()
        self._pending: list[Future[tuple[tuple[Key, ...], list[Reheard]]]] = []
        self._found: list[tuple[tuple[Key, ...], Reheard]] = []  # with the words it was heard on
        self._fed: dict[int, tuple[Key, str]] = {}  # words handed to the checker re-heard
        self._failure: str | None = None
        self.off = False

    @property
    def cpu_ms(self) -> list[float]:
        return self.scorer.cpu_ms

    def hear(self, chunk: bytes) -> None:
        """The turn's next chunk of audio (16 kHz mono int16)."""
        self._chunks.append(chunk)

    def consider(self, words: Sequence[WordEvent], *, ended: bool = False) -> None:
        """Listen at the final words of `words` (the transcript as it stands) not listened at yet
        whose next word is final too, or that end the turn (`ended`)."""
        if self.off:
            return
        for at, word in enumerate(words):
            follows = words[at + 1].final if at + 1 < len(words) else ended
            if word.final and follows and key_of(word) not in self._listened:
                self._listened.add(key_of(word))
                if stretches(words, at):
                    self._submit(list(words), at)

    def changes(self, words: Sequence[WordEvent]) -> list[WordEvent]:
        """The words of `words` to hand the checker anew: re-heard as a cue, or as heard again
        when their stretch no longer stands chosen."""
        self._collect()
        standing = {key_of(w) for w in words}
        found = [r for keys, r in self._found if standing.issuperset(keys)]
        now = reheard(words, found)
        out = []
        for word, want in zip(words, now, strict=True):
            fed = self._fed.get(word.index)
            text = fed[1] if fed is not None and fed[0] == key_of(word) else word.text
            if want.text != text:
                out.append(want)
            if want.text != word.text:
                self._fed[word.index] = (key_of(word), want.text)
            else:
                self._fed.pop(word.index, None)
        return out

    def as_checked(self, event: WordEvent | Revision) -> WordEvent | Revision:
        """A word of the stream as the checker is handed it: re-heard when this very reading of
        it was; a revision forgets the words it withdraws."""
        if isinstance(event, Revision):
            self._fed = {i: fed for i, fed in self._fed.items() if i < event.length}
            return event
        fed = self._fed.get(event.index)
        if fed is None:
            return event
        if fed[0] == key_of(event):
            return replace(event, text=fed[1])
        del self._fed[event.index]
        return event

    def marked(self, alert: Alert) -> Alert:
        """`cue_listen.marked` by the cues re-heard so far."""
        return marked(alert, [r for _, r in self._found])

    def failure(self) -> str | None:
        """Why the cue listen stopped, the first time it is asked (None: it did not)."""
        failure, self._failure = self._failure, None
        return failure

    def finish(self, words: Sequence[WordEvent]) -> None:
        """The turn is over: listen at its last word, and wait for the scorings."""
        self.consider(words, ended=True)
        wait(self._pending)

    def close(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)

    def _submit(self, words: list[WordEvent], at: int) -> None:
        audio = np.frombuffer(b"".join(self._chunks), np.int16)
        if self._worker is not None:
            self._pending.append(self._worker.submit(self._listen, words, at, audio))
            return
        future: Future[tuple[tuple[Key, ...], list[Reheard]]] = Future()
        try:
            future.set_result(self._listen(words, at, audio))
        except Exception as err:
            future.set_exception(err)
        self._pending.append(future)

    def _listen(self, words: list[WordEvent], at: int,
                audio: np.ndarray) -> tuple[tuple[Key, ...], list[Reheard]]:
        keys = tuple(key_of(w) for w in words[at:at + 2])
        return keys, listen_at(words, at, audio, self.scorer)

    def _collect(self) -> None:
        done = [f for f in self._pending if f.done()]
        self._pending = [f for f in self._pending if not f.done()]
        for future in done:
            try:
                keys, found = future.result()
            except Exception as err:  # Whisper's native scoring; the turn must go on
                if not self.off:
                    log.error("the cue listen failed; the turn goes on without it", exc_info=err)
                    self.off, self._failure = True, f"{type(err).__name__}: {err}"
                continue
            self._found += [(keys[:r.end - r.begin], r) for r in found]
