"""The game at the table: the one object the routes talk to.

Judge actions go to the engine (`game.Game`); what it emits is pushed to every screen (judges and
players get different messages, see `api.live.protocol`); deadlines («Время!», «Всё!») are applied
by `api.live.deadlines.DeadlineClock`. Words heard in a turn — from `api.live.listening.Listening`
(a microphone, or the demo's explainer), or typed by the judge (`api.live.entry.WordEntry`) — go
through the turn's one `referee.rules.cards.TurnChecker` (`api.live.ears.TurnEars`); words, alerts
(and their retractions), audio faults and decisions are written to the game's turn log
`live.jsonl` (`referee.replay.turn_log.TurnLog`) as they happen, and the table's view of every
turn is that log's. What a decision on an alert does to the game is in `api.live.verdicts`.

All methods must be called on the event loop thread (the routes are `async def` for that); the
checker and the recognizer run on worker threads.

Folder of a game: `<data>/games/<id>/` with `game.sqlite` (the engine's store), `live.jsonl`
and `recordings/turn-NNN.wav`. The newest game is resumed at start-up.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import shutil
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from api.live import protocol
from api.live.deadlines import DeadlineClock
from api.live.ears import TurnEars
from api.live.entry import HeardAlert
from api.live.hub import Hub
from api.live.listening import Listening
from api.live.scripted import ScriptedWords
from api.live.verdicts import apply_decision, guess_end, settle_turn
from api.live.voices import carry_prints, turn_prints
from api.settings import AppSettings
from common.errors import UserError
from game.clock import Clock, SystemClock
from game.events import GameEvent, View
from game.game import Game
from game.settings import Settings
from game.turn import INTERRUPTED, Outcome, TurnError
from referee.events import Alert, AudioFault, Moved, Retraction, Revision, WordEvent
from referee.replay.turn_log import TurnLog
from referee.replay.turn_record import AlertRecord, Decision, TurnRecord
from referee.speakers.prints import PairPrints

log = logging.getLogger(__name__)
ACTIONS = ("start_turn", "guessed", "violation", "give_up", "resume_turn", "replay_turn")


class Table:
    def __init__(self, settings: AppSettings, hub: Hub, listening: Listening,
                 clock: Clock | None = None) -> None:
        self.settings = settings
        self.hub = hub
        self.listening = listening
        self.clock = clock or SystemClock()
        self.game: Game | None = None
        self.folder: Path | None = None
        self.transcripts: dict[int, TurnRecord] = {}  # the log's turns
        self.problem: str | None = None  # why the last game could not be resumed
        self._log: TurnLog | None = None
        self._new_events: list[GameEvent] = []
        self.ears = TurnEars(listening)
        self._feeding = asyncio.Lock()  # one text submission at a time (HTTP, socket)
        self._deadlines = DeadlineClock(self.clock, self._next_deadline, self._tick)

    # ---- lifecycle ----------------------------------------------------------------------

    async def open(self) -> None:
        """Resume the newest game in the data folder, if any, and start the deadline clock."""
        games = sorted(p for p in self.settings.games_dir.glob("*/game.sqlite"))
        if games:
            try:
                self._attach(Game.resume(games[-1], clock=self.clock), games[-1].parent)
            except UserError as err:  # the judge starts a new game; the broken file stays
                self.problem = (f"Прошлую игру не удалось открыть: {err} Начните новую игру; "
                                f"файлы прошлой остались в «{games[-1].parent}».")
        self._deadlines.start()

    async def close(self) -> None:
        self.ears.end()
        await self._deadlines.stop()
        self._detach()
        self.ears.close()

    def new_game(self, players: Sequence[str], words: Sequence[str], settings: Settings) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
        folder = self.settings.games_dir / stamp
        folder.mkdir(parents=True)
        try:
            game = Game(players, words, settings, clock=self.clock, path=folder / "game.sqlite")
        except UserError:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        carry_prints(self.settings.data, folder, players)
        self.ears.end()
        self._detach()
        self._attach(game, folder)
        self.problem = None
        self._publish_state()

    def _attach(self, game: Game, folder: Path) -> None:
        try:
            turn_log = TurnLog.open(folder / "live.jsonl")
        except UserError:  # a log it cannot read: the game is not taken up
            game.close()
            raise
        self.game, self.folder, self._log = game, folder, turn_log
        self.transcripts = turn_log.turns
        if self._log.torn:
            log.warning("%s", self._log.torn)
        game.subscribe(self._new_events.append)
        turn = game.current_turn
        if turn is not None and not turn.interrupted:  # resumed mid-turn: new words only
            self._begin_turn(turn.turn_no, resumed=True)
        self._deadlines.wake()

    def _detach(self) -> None:
        if self.game is not None:
            self.game.close()
        if self._log is not None:
            self._log.close()
        self.game = self._log = None
        self.ears.forget()
        self.transcripts = {}

    # ---- judge actions ------------------------------------------------------------------

    def act(self, action: str) -> None:
        """Apply a judge action (one of ACTIONS) to the game."""
        game = self.require_game()
        if action not in ACTIONS:
            raise UserError(f"Неизвестное действие «{action}»: возможны {', '.join(ACTIONS)}.")
        try:
            getattr(game, action)()
        finally:
            self._after_game_change()
            self._deadlines.wake()  # the next deadline may have changed

    def correct(self, turn_no: int, word: str, outcome: Outcome) -> None:
        """Change the outcome of `word` in played turn `turn_no` (scores follow)."""
        try:
            self.require_game().correct(turn_no, word, outcome)
        finally:
            self._after_game_change()

    def decide(self, alert_id: str, decision: Decision) -> AlertRecord:
        """Record the judge's decision on an alert and apply it to the game."""
        record = self._find_alert(alert_id)
        if not record.standing:
            raise UserError("Этот сигнал отозван: распознаватель исправил слово, на котором он "
                            "возник. Решать по нему не нужно.")
        try:
            apply_decision(self.require_game(), record, decision)
            if self._log is not None:
                self._log.decide(record, decision, self.clock.now())
        finally:
            self._after_game_change()
            self._deadlines.wake()
        self.hub.publish(protocol.alert_message(record, "decision"))
        return record

    async def hear(self, text: str, pace: float = 0.0, partials: bool = False) -> int:
        """Feed words typed by the judge (or a script) into the current turn."""
        game = self.require_game()
        turn = game.current_turn
        if turn is not None and turn.interrupted:
            raise TurnError(INTERRUPTED)
        if turn is None or self.ears.entry is None:
            raise UserError("Ход не идёт: слова можно вводить только во время хода.")
        if self.listening.hearing:
            raise UserError("Сейчас слова распознаются с микрофона. Вводить их вручную можно, "
                            "когда распознавание выключено или микрофон пропал.")
        return await self.feed_text(turn.turn_no, text, pace, partials)

    async def feed_text(self, turn_no: int, text: str, pace: float = 0.0,
                        partials: bool = False) -> int:
        """Words as text into turn `turn_no` (being played), through the checker like recognised
        speech (the typed box, tests); return how many final words went in. Submissions (HTTP,
        the socket) go one at a time, so a phrase is never cut by another's words; the demo's
        explainer enters its words beside them, word by word."""
        async with self._feeding:
            entry = self.ears.entry
            if entry is None or not self.playing(turn_no):
                raise UserError("Ход не идёт: слова можно вводить только во время хода.")
            script = ScriptedWords(text, self.ears.now(), pace, partials)
            return await entry.enter(script.events())

    # ---- what was heard: recorded and published -----------------------------------------

    def take(self, turn_no: int, event: Any) -> None:
        """Log and publish one thing heard in turn `turn_no`: a `WordEvent`, a `Revision`, an
        `Alert` (from a live turn) or a `HeardAlert` (from typed words), an alert's `Retraction` or
        `Moved`, an `AudioFault`."""
        if turn_no not in self.transcripts or self.game is None or self._log is None:
            return
        heard_at, target = None, ""
        if isinstance(event, HeardAlert):
            event, heard_at, target = event.alert, event.heard_at, event.target
        elif isinstance(event, Alert) and self.ears.checker is not None:
            target = self.ears.checker.target_of(event)
        record = self._log.take(turn_no, event, target=target, at=heard_at)
        if isinstance(event, WordEvent):
            self.hub.publish(protocol.word_message(turn_no, event))
        elif isinstance(event, Revision):
            self.hub.publish(protocol.revision_message(turn_no, event.length))
        elif isinstance(event, AudioFault):
            self.hub.publish(protocol.fault_message(event.message))
        elif record is not None:  # an alert raised, retracted, or moved with its word
            kind = ("retraction" if isinstance(event, Retraction)
                    else "moved" if isinstance(event, Moved) else "alert")
            self.hub.publish(protocol.alert_message(record, kind))

    # ---- state --------------------------------------------------------------------------

    def require_game(self) -> Game:
        if self.game is None:
            raise UserError("Игра ещё не создана: заполните страницу «Новая игра».")
        return self.game

    def current_transcript(self) -> TurnRecord | None:
        """The transcript of the turn being played, else of the last turn played."""
        if not self.game or not self.game.turns:
            return None
        return self.transcripts.get(self.game.turns[-1].turn_no)

    def state(self, view: View) -> dict[str, Any]:
        return protocol.state_message(view, self.clock.now(), self.game,
                                      self.current_transcript(), self.listening.status(),
                                      self.problem)

    def hello(self, view: View) -> dict[str, Any]:
        return protocol.hello_message(view, self.clock.now(), self.listening.status())

    def recording(self, turn_no: int, word: int | None = None) -> Path | None:
        """Turn `turn_no`'s recording that its word `word` was heard in (a turn resumed after a
        crash is heard into a new recording, whose seconds start again), else its latest."""
        transcript = self.transcripts.get(turn_no)
        if self.folder is None or transcript is None:
            return None
        name = transcript.recording
        if word is not None:
            name = next((p.recording for p in reversed(transcript.parts)
                         if p.first_word <= word and p.recording), name)
        path = self.folder / "recordings" / name if name is not None else None
        return path if path is not None and path.is_file() else None

    # ---- machinery ----------------------------------------------------------------------

    def _after_game_change(self) -> None:
        events, self._new_events[:] = list(self._new_events), []
        for event in events:
            self.hub.publish_each(lambda view, e=event: protocol.event_message(e, view))
            if event.kind == "turn_started":
                self._begin_turn(event.turn_no)
            elif event.kind == "word_drawn":
                self._draw(event.turn_no)
            elif event.kind == "turn_over":
                self._end_turn(event.turn_no)
            elif event.kind in ("turn_resumed", "turn_replayed"):
                self._after_outage_choice(event)
        if events:
            self._publish_state()

    def _begin_turn(self, turn_no: int, resumed: bool = False) -> None:
        if self._log is None:
            return
        transcript = self._log.turn(turn_no)
        recordings = self.folder / "recordings" if self.folder is not None else None
        name, card = self.ears.begin(transcript, recordings, functools.partial(self.take, turn_no),
                                     self.secret_word, functools.partial(self._turn_clock, turn_no),
                                     self._prints(turn_no))
        if not resumed or name:
            self._log.begin(turn_no, name or transcript.recording)
        if card is not None:
            self._log.card(turn_no, card)

    def _draw(self, turn_no: int) -> None:
        """A card was drawn: stamped on the turn's time scale — when the guess the judge took was
        over (`guess_end`), else now — and logged (the checker checks each word against the card
        on the table when it was said)."""
        word, before = self.secret_word(), self.ears.card
        since = (guess_end(self.transcripts.get(turn_no), before, self.ears.now())
                 if before else None)
        card = self.ears.draw(word, since) if word is not None else None
        if card is not None and self._log is not None:
            self._log.card(turn_no, card)

    def _turn_clock(self, turn_no: int) -> float:
        """Seconds since turn `turn_no` started, by the game's clock."""
        started = self.require_game().turns[turn_no].started_at or 0.0
        return max(0.0, self.clock.now() - started)

    def _prints(self, turn_no: int) -> PairPrints | None:
        """The voice prints of turn `turn_no`'s explainer and guesser (None: not both enrolled)."""
        if self.game is None or self.folder is None:
            return None
        pair = self.game.turns[turn_no].slot.pair
        players = self.game.players
        prints, notice = turn_prints(self.folder, players[pair.explainer], players[pair.guesser])
        if notice:
            self.hub.publish(protocol.fault_message(notice))
        return prints

    def _after_outage_choice(self, event: GameEvent) -> None:
        """An interrupted turn goes on (listen again), or is replayed (its words are forgotten:
        the replay starts a clean transcript)."""
        if event.kind == "turn_resumed":
            self._begin_turn(event.turn_no, resumed=True)
        else:
            self._log.replayed(event.turn_no)

    def _end_turn(self, turn_no: int) -> None:
        self.ears.finish()
        self.ears.end()
        settle_turn(self.require_game(), self.transcripts.get(turn_no))

    def playing(self, turn_no: int) -> bool:
        """Whether turn `turn_no` is being played now."""
        turn = self.game.current_turn if self.game else None
        return turn is not None and turn.turn_no == turn_no

    def secret_word(self) -> str | None:
        """The word being explained now (judge's eyes only), if any."""
        turn = self.game.current_turn if self.game else None
        current = turn.current if turn else None
        return current.word if current else None

    def _find_alert(self, alert_id: str) -> AlertRecord:
        record = self._log.find_alert(alert_id) if self._log is not None else None
        if record is None:
            raise UserError(f"Предупреждения «{alert_id}» нет в этой игре.")
        return record

    def _publish_state(self) -> None:
        self.hub.publish_each(self.state)

    def _next_deadline(self) -> float | None:
        return self.game.next_deadline if self.game else None

    def _tick(self) -> None:
        if self.game is not None:
            self.game.advance()
            self._after_game_change()
