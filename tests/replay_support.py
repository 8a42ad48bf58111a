"""A played game on disk, made from a sample round, for the replay page's tests.

`recorded_game` plays one turn of the real engine (SQLite store) on a fake clock, the sample's words
checked by the real checker as they come, and writes what the dashboard writes during a turn: the
live log (`live.jsonl`: turn, words, alerts) and the turn's recording (the sample's WAV). The
checker's rule list can be chosen, to stand for an older version of the rules.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from game.clock import FakeClock
from game.game import Game
from game.hat import Hat
from game.settings import Settings
from referee.measure.samples import SAMPLES_DIR, Sample, ensure_audio, load_sample
from referee.replay.transcript import read_words
from referee.replay.turn_log import TurnLog
from referee.rules.base import Rule
from referee.rules.cards import TurnChecker

GAME_ID = "20261130-120000-000001"
PLAYERS = ["Аня", "Борис", "Вера"]
START = 1_790_000_000.0


def seed_drawing(words: Sequence[str], order: Sequence[str]) -> int:
    """A seed whose hat draws `order` first, each word guessed before the next is drawn."""
    for seed in range(10_000):
        hat = Hat(list(words), seed)
        drawn = []
        for _ in order:
            drawn.append(hat.draw().word)
            hat.guessed()
        if drawn == list(order):
            return seed
    raise AssertionError("no seed draws the sample's cards in order")


def recorded_game(data: Path, sample_id: str = "06-pointing",
                  rules: Sequence[Rule] | None = None, extra_words: Sequence[str] = (),
                  outage: tuple[int, float] | None = None) -> tuple[str, Sample]:
    """Play the sample's turn as turn 0 of a new game in `data`; its id and the sample.

    `outage` (word index, seconds): the server dies after the word before that one and is back
    that many seconds later; the judge presses «Продолжить» 50 ms before the word is said. The
    game's clock then runs that much ahead of the sample's seconds (the log and recording are
    still the sample's, in one part: `test_replay_joined.split_turn` cuts them)."""
    sample = load_sample(SAMPLES_DIR / sample_id)
    cards = [t.word for t in sample.targets]
    words = [*cards, *extra_words]
    folder = data / "games" / GAME_ID
    (folder / "recordings").mkdir(parents=True)
    shutil.copy(ensure_audio(sample), folder / "recordings" / "turn-000.wav")
    clock = FakeClock(START)
    settings = Settings(explain_seconds=60, last_guess_seconds=3, circles=None,
                        violation_removes_word=True, seed=seed_drawing(words, cards))
    game = Game(PLAYERS, words, settings, clock=clock, path=folder / "game.sqlite")
    log = TurnLog.open(folder / "live.jsonl")
    log.begin(0, "turn-000.wav")
    game.start_turn()
    checker = TurnChecker.for_targets(sample.targets, rules=rules)
    next_card, down = 1, 0.0
    for word in read_words(sample.words):
        if outage is not None and word.index == outage[0]:
            game.advance()  # the last heartbeat, as the previous word ended
            game.close()
            down = outage[1]
            clock.advance(down)
            game = Game.resume(folder / "game.sqlite", clock=clock)
            clock.set(START + down + word.start - 0.05)
            game.resume_turn()
        while next_card < len(cards) and word.start >= sample.targets[next_card].start:
            clock.set(START + down + sample.targets[next_card].start)
            game.guessed()  # the previous card was guessed: the next one is drawn
            next_card += 1
        clock.set(START + down + word.end)
        log.take(0, word)
        for alert in checker.feed(word):
            log.take(0, alert, target=checker.target_of(alert), at=clock.now())
    if sample.targets[-1].outcome == "guessed":
        game.guessed()
    clock.advance(60)
    game.advance()
    log.close()
    game.close()
    return GAME_ID, sample
