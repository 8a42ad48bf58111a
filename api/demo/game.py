"""`referee demo`: the dashboard, with a game played into it in real time from the sample rounds
(`referee serve --demo`, in `api.demo.practice`, is another thing: a scripted explainer, the judge
plays).

A robot judge and explainer drive the real server over its HTTP API, as screens do: a new game
whose hat holds the samples' secret words, each turn started, the drawn word explained with what
a sample round says about it, at the times it was said, the guess accepted when the guesser
names the word («Угадано?» → yes), a word given up or left to the timer as in the sample.

The words reach the checker one of two ways, both the live path:
- no speech model: the stored transcripts go in as heard words (`POST /api/turn/words/heard`, the
  dashboard's scripted word source), grey first and then confirmed, like recognised speech; at
  the speed of life the sample audio is recorded alongside (`api.demo.voice.RecordingEars`);
- a Russian Vosk model (`recognised=True`): the samples' audio is played into the recognizer at
  the speed of speech (`api.demo.voice.DemoVoice`, like a microphone).
Either way with a voice the turns are recorded, so the replay page has their sound afterwards.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

import httpx

from api.demo.voice import DemoVoice
from game.hat import Hat
from referee.events import WordEvent
from referee.measure.samples import Sample
from referee.replay.transcript import read_words, target_of

PLAYERS = ("Аня", "Борис", "Вера")
EXPLAIN_SECONDS = 20.0
LAST_GUESS_SECONDS = 3.0
PAUSE_SECONDS = 3.0  # between turns
PARTIAL_SECONDS = 0.4  # a typed word shows grey this long before it is confirmed


@dataclass(frozen=True)
class Card:
    """What a sample round says about one secret word: its words, timed from the card's start;
    the outcome (guessed, time, returned); where it lies in the sample's audio."""

    word: str
    outcome: str
    words: tuple[WordEvent, ...]
    sample: Sample
    start: float
    end: float


def sample_cards(samples: Sequence[Sample]) -> dict[str, Card]:
    """The cards of every sample round, by secret word (the first round to explain it wins)."""
    cards: dict[str, Card] = {}
    for sample in samples:
        words = read_words(sample.words)
        for number, target in enumerate(sample.targets):
            said = [w for w in words if target_of(sample.targets, w.start) == number]
            end = target.end if target.end is not None else words[-1].end
            timed = tuple(replace(w, start=round(w.start - target.start, 3),
                                  end=round(w.end - target.start, 3)) for w in said)
            cards.setdefault(target.word, Card(target.word, target.outcome, timed, sample,
                                               target.start, end))
    return cards


def lively_card(cards: dict[str, Card]) -> str:
    """The card whose explainer breaks a rule soonest (the demo opens with it: an alert within
    seconds of the first turn)."""
    def first_slip(card: Card) -> float:
        words = read_words(card.sample.words)
        times = [words[e.index].start - card.start for e in card.sample.expected
                 if e.speaker == "explainer" and e.target == card.word]
        return min(times, default=float("inf"))
    return min(cards.values(), key=first_slip).word


def opening_seed(words: Sequence[str], first: str) -> int:
    """A seed whose first draw from the hat is `first` (1 when none of the first thousand is)."""
    return next((seed for seed in range(1000) if Hat(list(words), seed).draw().word == first), 1)


class Stopped(Exception):
    """The demo was asked to stop: the robot leaves the table."""


class DemoGame:
    """The robot at the table: plays a whole game through the server at `url`."""

    def __init__(self, url: str, cards: dict[str, Card], *, speed: float = 1.0,
                 token: str | None = None, voice: DemoVoice | None = None,
                 recognised: bool = False, seed: int | None = None,
                 say: Callable[[str], None] = print) -> None:
        self.cards = cards
        self.speed = speed
        self.voice = voice
        self.recognised = recognised  # the voice is heard by a speech model: no typed words
        self.seed = opening_seed(list(cards), lively_card(cards)) if seed is None else seed
        self.say = say
        headers = {"X-Judge-Token": token} if token else {}
        self.http = httpx.Client(base_url=url, headers=headers, timeout=30)
        self.stopped = threading.Event()

    def run(self) -> None:
        """Create the game and play every turn of it."""
        self._post("/api/games", {
            "players": list(PLAYERS), "words": "\n".join(self.cards), "circles": 1,
            "explain_seconds": EXPLAIN_SECONDS / self.speed,
            "last_guess_seconds": LAST_GUESS_SECONDS / self.speed, "seed": self.seed})
        while not self._game()["finished"] and not self.stopped.is_set():
            self._pause(PAUSE_SECONDS)
            self._post("/api/turn/start_turn")
            self.play_turn()
        game = self._game()
        standings = ", ".join(f"{s['name']} {s['total']}" for s in game["standings"])
        self.say(f"Игра окончена: {standings}.")

    def play_turn(self) -> None:
        game = self._game()
        self.say(f"Ход {game['turn']['turn_no'] + 1}: {PLAYERS[game['turn']['explainer']]} → "
                 f"{PLAYERS[game['turn']['guesser']]}")
        while (word := self._game()["word"]) is not None and not self.stopped.is_set():
            card = self.cards[word]
            if not self._explain(card):
                break
            if card.outcome == "guessed":
                self._accept_guess(word)
            elif card.outcome == "returned":
                self._post("/api/turn/give_up", ok=(200, 409))
                break
            else:
                break
        while self._game()["turn"] is not None and not self.stopped.is_set():
            time.sleep(0.2)  # the timer ends the turn

    def stop(self) -> None:
        self.stopped.set()
        if self.voice is not None:
            self.voice.stop()

    # ---- the explainer and the judge ----------------------------------------------------

    def _explain(self, card: Card) -> bool:
        """Say the card's words at their times; False when the turn ended meanwhile."""
        if self.voice is not None and self.recognised:
            return self.voice.say(card)
        if self.voice is not None:
            self.voice.say(card, wait=False)  # recorded while the words are typed
        began = time.monotonic()
        for word in card.words:
            self._sleep_until(began + word.start / self.speed)
            answer = self._post("/api/turn/words/heard", ok=(200, 400, 409), body={
                "text": word.text, "partials": True, "pace": PARTIAL_SECONDS / self.speed})
            if answer is None or self.stopped.is_set():
                return False
        return True

    def _accept_guess(self, word: str) -> None:
        """The guesser named the word: accept the «Угадано?» alert (or press «Угадано»)."""
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline and not self.stopped.is_set():
            state = self._state()
            live = state.get("live") or {}
            guess = next((a for a in live.get("alerts", []) if a["exact_target"]
                          and a["decision"] is None and a["target"] == word), None)
            if guess is not None:
                self._post(f"/api/alerts/{guess['id']}/decision", {"decision": "guessed"},
                           ok=(200, 400, 409))
                return
            time.sleep(0.1)
        self._post("/api/turn/guessed", ok=(200, 409))

    # ---- plumbing -----------------------------------------------------------------------

    def _state(self) -> dict[str, Any]:
        if self.stopped.is_set():
            raise Stopped
        return self.http.get("/api/game", params={"view": "judge"}).raise_for_status().json()

    def _game(self) -> dict[str, Any]:
        return self._state()["game"]

    def _post(self, path: str, body: dict[str, Any] | None = None,
              ok: tuple[int, ...] = (200, 201)) -> dict[str, Any] | None:
        """POST; the answer, or None when refused with an expected status (the turn is over)."""
        if self.stopped.is_set():
            raise Stopped
        answer = self.http.post(path, json=body)
        if answer.status_code not in ok:
            answer.raise_for_status()
        return answer.json() if answer.status_code < 300 else None

    def _pause(self, seconds: float) -> None:
        self.stopped.wait(seconds / self.speed)

    def _sleep_until(self, moment: float) -> None:
        self.stopped.wait(max(0.0, moment - time.monotonic()))


@contextlib.contextmanager
def robot(url: str, cards: dict[str, Card], **options: Any) -> Iterator[threading.Thread]:
    """The demo game played on a thread (the caller stays free for Ctrl+C); stopped on exit."""
    demo = DemoGame(url, cards, **options)

    def run() -> None:
        try:
            demo.run()
        except Stopped:
            pass
        except (httpx.HTTPError, KeyError, RuntimeError) as err:  # the server keeps running
            if not demo.stopped.is_set():
                demo.say(f"Демонстрация прервалась ({err}); панель продолжает работать.")

    thread = threading.Thread(target=run, name="demo-robot", daemon=True)
    thread.start()
    try:
        yield thread
    finally:
        demo.stop()
        thread.join(10)
        demo.http.close()
