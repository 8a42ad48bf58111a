"""The second listen in a live turn: the guesser's words left without an alert, listened to again
off the word → alert path.

`LiveListen` keeps the turn's audio (`hear`, every chunk) and is shown the turn's words as they
stand after every piece of the recognizer's stream (`consider`). A word is listened to again
(`second_listen.answer`, the very function `referee eval speakers` uses) once it is final, the
guesser's, without an alert but a lone answer's «кто сказал?» (`second_listen.listens_to`,
`unanswered`) and said under a secret word — each reading of a word once (by its index, text,
start and the lone stretch it ends); a family form heard again after its form
hint (`second_listen.repeated_forms`) is listened to for the secret word (`answer_again`). The
scoring (Whisper's forced likelihood, ~125 ms of CPU) runs on a worker thread of its own, so the
turn's worker goes on with the next chunks meanwhile; `raised(checker)` raises in the turn checker
the answers found since it was last asked, each only if its word still stands without an alert
(a form hint aside, for the «Угадано?» of a form heard again:
`referee.rules.cards.TurnChecker.answer`), and returns them. A scoring that fails turns the
second listen off for the rest of the turn (`failure` says why, once); the words go on as
before.

`inline` runs each scoring at once on the calling thread (the benchmarks: its time is then the
caller's, measured as a live turn's worker would pay it if it had no other core).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import TYPE_CHECKING

import numpy as np

from referee.events import Alert, WordEvent
from referee.speakers.answers.second_listen import (
    Likelihoods,
    Listen,
    listen_for,
    repeated_forms,
    unanswered,
)
from referee.speech.pcm import SAMPLE_RATE

if TYPE_CHECKING:
    from referee.rules.cards import TurnChecker

log = logging.getLogger(__name__)
Found = tuple[WordEvent, Alert | None]


class LiveListen:
    """The second listen of one live turn, scoring with `likelihoods` (see the module docstring)."""

    def __init__(self, likelihoods: Likelihoods, *, inline: bool = False) -> None:
        self.likelihoods = likelihoods
        self.cpu_ms: list[float] = []  # the process's CPU time of each scoring (a word with
        # forms near in sound to score)
        self._worker = None if inline else ThreadPoolExecutor(1, thread_name_prefix="second")
        self._audio = np.zeros(SAMPLE_RATE * 60, np.int16)
        self._heard = 0  # samples of the turn so far
        self._listened: set[tuple[int, str, float, int]] = set()
        self._pending: list[Future[Found]] = []
        self._failure: str | None = None
        self.off = False

    def hear(self, chunk: bytes) -> None:
        """The turn's next chunk of audio (16 kHz mono int16)."""
        samples = np.frombuffer(chunk, np.int16)
        if self._heard + len(samples) > len(self._audio):  # a view handed out keeps the old one
            grown = np.zeros(2 * (self._heard + len(samples)), np.int16)
            grown[:self._heard] = self._audio[:self._heard]
            self._audio = grown
        self._audio[self._heard:self._heard + len(samples)] = samples
        self._heard += len(samples)

    def consider(self, words: Sequence[WordEvent], checker: TurnChecker) -> None:
        """Listen again to the words of `words` (the turn's transcript as it stands) not listened
        to yet that are final, the guesser's, without an alert, and said under a secret word (as
        `checker` has them)."""
        if self.off:
            return
        raised = [c.alert for c in checker.raised]
        covered, lone = unanswered(words, raised)
        again = set(repeated_forms(words, raised))
        for n, word in enumerate(words):
            back = lone.get(word.index, 0)  # a lone answer's stretch: listened to as one
            key = (word.index, word.text, word.start, back)
            listen = listen_for(words, n, covered, again, lone)
            if not word.final or key in self._listened or listen is None:
                continue
            secret = checker.secret_of(word)
            if secret:
                self._listened.add(key)
                # the stretch, the word before it (`second_listen.joins`) and the one before
                # that, which bounds its audio (`word_audio`)
                first = max(0, n - back - 2)
                self._submit(list(words[first:n + 2]), n - first, secret, listen)

    def raised(self, checker: TurnChecker) -> list[Alert]:
        """The answers found since last asked, in the order the words were listened to, that
        `checker` raised (their words still stand without an alert)."""
        return [alert for word, found in self._answers() for alert in checker.answer(word, found)]

    def _answers(self) -> list[tuple[WordEvent, Alert]]:
        done = [f for f in self._pending if f.done()]
        self._pending = [f for f in self._pending if not f.done()]
        found = []
        for future in done:
            try:
                word, alert = future.result()
            except Exception as err:  # Whisper's native scoring; the turn must go on
                self._fail(err)
                continue
            if alert is not None and not self.off:
                found.append((word, alert))
        return found

    def failure(self) -> str | None:
        """Why the second listen stopped, the first time it is asked (None: it did not)."""
        failure, self._failure = self._failure, None
        return failure

    def finish(self) -> None:
        """Wait for the words being listened to (the turn's end: `answers` then has them all)."""
        wait(self._pending)

    def close(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)

    def _submit(self, words: list[WordEvent], n: int, secret: str, listen: Listen) -> None:
        audio = self._audio[:self._heard]  # a view: later chunks go past its end
        if self._worker is not None:
            self._pending.append(self._worker.submit(self._listen, words, n, audio, secret,
                                                     listen))
            return
        future: Future[Found] = Future()
        try:
            future.set_result(self._listen(words, n, audio, secret, listen))
        except Exception as err:
            future.set_exception(err)
        self._pending.append(future)

    def _listen(self, words: list[WordEvent], n: int, audio: np.ndarray, secret: str,
                listen: Listen) -> Found:
        return words[n], listen(words, n, audio, secret, self._scored)

    def _scored(self, audio: np.ndarray, texts: Sequence[str]) -> list[tuple[float, ...]]:
        """`likelihoods`, its CPU time kept."""
        began = time.process_time()
        try:
            return self.likelihoods(audio, texts)
        finally:
            self.cpu_ms.append((time.process_time() - began) * 1000)

    def _fail(self, err: Exception) -> None:
        if not self.off:
            log.error("the second listen failed; the turn goes on without it", exc_info=err)
            self.off, self._failure = True, f"{type(err).__name__}: {err}"
