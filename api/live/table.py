"""The game at the table: the engine, the turn's ears (microphone or typed words), the live channel.

`Table` is the one object the routes talk to. Judge actions go to the engine (`game.Game`); what
it emits is pushed to every screen (judges and players get different messages, see
`api.live.protocol`); deadlines («Время!», «Всё!») are applied by a clock task that sleeps until
`game.next_deadline`. Words heard in a turn — from `referee.speech.live.LiveTurn` when a speech
model is
loaded, or typed by the judge — go through one `referee.rules.cards.TurnChecker`; words, alerts and
decisions are written to the game's `live.jsonl` as they happen.

All methods must be called on the event loop thread (the routes are `async def` for that); the
checker and the recognizer run on worker threads.

Folder of a game: `<data>/games/<id>/` with `game.sqlite` (the engine's store), `live.jsonl`
and `recordings/turn-NNN.wav`. The newest game is resumed at start-up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shutil
import time
from collections.abc import AsyncIterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from api.live import protocol
from api.live.hub import Hub
from api.live.listening import Listening
from api.live.log import LiveLog
from api.live.scripted import ScriptedWords
from api.live.transcript import AlertRecord, Decision, TurnTranscript
from api.settings import AppSettings
from common.errors import UserError
from game.clock import Clock, SystemClock
from game.events import GameEvent, View
from game.game import Game
from game.settings import Settings
from game.turn import Outcome
from referee.events import Alert, WordEvent
from referee.rules.cards import TurnChecker
from referee.speech.recognizer import Revision

ACTIONS = ("start_turn", "guessed", "violation", "give_up")
log = logging.getLogger(__name__)


class Table:
    def __init__(self, settings: AppSettings, hub: Hub, listening: Listening,
                 clock: Clock | None = None) -> None:
        self.settings = settings
        self.hub = hub
        self.listening = listening
        self.clock = clock or SystemClock()
        self.game: Game | None = None
        self.folder: Path | None = None
        self.transcripts: dict[int, TurnTranscript] = {}
        self.checker: TurnChecker | None = None
        self.problem: str | None = None  # why the last game could not be resumed
        self._log: LiveLog | None = None
        self._new_events: list[GameEvent] = []
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="checker")
        self._wake = asyncio.Event()
        self._feeding = asyncio.Lock()  # one text submission at a time (HTTP, socket, demo)
        self._clock_task: asyncio.Task | None = None

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
        self._clock_task = asyncio.create_task(self._run_clock())

    async def close(self) -> None:
        self.listening.stop()
        if self._clock_task is not None:
            self._clock_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._clock_task
        self._detach()
        self._worker.shutdown(wait=False)

    def new_game(self, players: Sequence[str], words: Sequence[str], settings: Settings) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
        folder = self.settings.games_dir / stamp
        folder.mkdir(parents=True)
        try:
            game = Game(players, words, settings, clock=self.clock, path=folder / "game.sqlite")
        except UserError:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        self.listening.stop()
        self._detach()
        self._attach(game, folder)
        self.problem = None
        self._publish_state()

    def _attach(self, game: Game, folder: Path) -> None:
        self.game, self.folder = game, folder
        self._log = LiveLog(folder / "live.jsonl")
        self.transcripts = self._log.load()
        game.subscribe(self._new_events.append)
        turn = game.current_turn
        if turn is not None:  # resumed mid-turn: keep checking (new words only)
            self._begin_turn(turn.turn_no, resumed=True)
        self._wake.set()

    def _detach(self) -> None:
        if self.game is not None:
            self.game.close()
        if self._log is not None:
            self._log.close()
        self.game = self._log = self.checker = None
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
            self._wake.set()  # the next deadline may have changed

    def correct(self, turn_no: int, word: str, outcome: Outcome) -> None:
        """Change the outcome of `word` in played turn `turn_no` (scores follow)."""
        try:
            self.require_game().correct(turn_no, word, outcome)
        finally:
            self._after_game_change()

    def decide(self, alert_id: str, decision: Decision) -> AlertRecord:
        """Record the judge's decision on an alert and apply it to the game."""
        record = self._find_alert(alert_id)
        game = self.require_game()
        turn = game.current_turn
        playing = turn is not None and turn.turn_no == record.turn_no
        current = playing and turn.current is not None and turn.current.word == record.target
        try:
            if decision == Decision.GUESSED:
                if not current:
                    raise UserError("Это слово уже не на кону: отметить его угаданным нельзя.")
                game.guessed()
            elif decision == Decision.CONFIRMED and current:
                game.violation()
            elif decision == Decision.CONFIRMED and not playing:
                self._correct_to_violation(record)
            record.decision, record.decided_at = decision, self.clock.now()
            self._write({"type": "decision", "id": record.id, "decision": decision.value,
                         "at": record.decided_at}, sync=True)
        finally:
            self._after_game_change()
            self._wake.set()
        self.hub.publish(protocol.alert_message(record, "decision"))
        return record

    async def hear(self, text: str, pace: float = 0.0, partials: bool = False) -> int:
        """Feed words given as text (typed by the judge, or a script) into the current turn."""
        game = self.require_game()
        turn = game.current_turn
        if turn is None or self.checker is None:
            raise UserError("Ход не идёт: слова можно вводить только во время хода.")
        if self.listening.hearing:
            raise UserError("Сейчас слова распознаются с микрофона. Вводить их вручную можно, "
                            "когда распознавание выключено или микрофон пропал.")
        return await self.feed_text(turn.turn_no, text, pace, partials)

    async def feed_text(self, turn_no: int, text: str, pace: float = 0.0,
                        partials: bool = False) -> int:
        """Words as text into turn `turn_no`, through the checker like recognised speech (the
        typed box, the demo, tests); return how many final words went in. Submissions go one at
        a time, each numbering its words after the last one's."""
        async with self._feeding:
            turn = self.require_game().turns[turn_no]
            transcript = self.transcripts[turn_no]
            script = ScriptedWords(text, len(transcript.words),
                                   self.clock.now() - turn.started_at, pace, partials)
            count = 0
            async for event in self._checked(script.events()):
                count += isinstance(event, WordEvent) and event.final
                self.take(turn_no, event)
            return count

    # ---- words heard --------------------------------------------------------------------

    async def _checked(self, words: AsyncIterator[WordEvent]
                       ) -> AsyncIterator[WordEvent | tuple[Alert, float, str]]:
        loop = asyncio.get_running_loop()
        checker = self.checker
        async for word in words:
            heard_at = time.time()
            alerts = await loop.run_in_executor(self._worker, checker.feed, word)
            yield word
            for alert in alerts:
                yield (alert, heard_at, checker.target_of(alert))

    def take(self, turn_no: int, event: Any) -> None:
        """Record and publish one thing heard in turn `turn_no`: a word, a revision, an alert
        (alone, or with the epoch time its word entered the checker and its secret word), or an
        audio fault."""
        transcript = self.transcripts.get(turn_no)
        if transcript is None or self.game is None:
            return
        if isinstance(event, WordEvent):
            transcript.place(event)
            self._write({"type": "word", "turn_no": turn_no, **event.to_json()})
            self.hub.publish(protocol.word_message(turn_no, event))
        elif isinstance(event, Revision):
            transcript.cut(event.length)
            self._write({"type": "revision", "turn_no": turn_no, "length": event.length})
            self.hub.publish(protocol.revision_message(turn_no, event.length))
        elif isinstance(event, Alert | tuple):
            alert, heard_at, target = event if isinstance(event, tuple) else (
                event, time.time(), self.checker.target_of(event) if self.checker else "")
            record = AlertRecord(transcript.next_alert_id(), turn_no, target, alert, heard_at)
            transcript.alerts[record.id] = record
            self._write({"type": "alert", **record.to_json()})
            self.hub.publish(protocol.alert_message(record, "alert"))
        else:  # referee.speech.live.AudioFault
            self.hub.publish(protocol.fault_message(event.message))

    # ---- state --------------------------------------------------------------------------

    def require_game(self) -> Game:
        if self.game is None:
            raise UserError("Игра ещё не создана: заполните страницу «Новая игра».")
        return self.game

    def current_transcript(self) -> TurnTranscript | None:
        """The transcript of the turn being played, else of the last turn played."""
        if not self.game or not self.game.turns:
            return None
        return self.transcripts.get(self.game.turns[-1].turn_no)

    def state(self, view: View) -> dict[str, Any]:
        return protocol.state_message(self, view)

    def recording(self, turn_no: int) -> Path | None:
        transcript = self.transcripts.get(turn_no)
        if self.folder is None or transcript is None or transcript.recording is None:
            return None
        path = self.folder / "recordings" / transcript.recording
        return path if path.is_file() else None

    # ---- machinery ----------------------------------------------------------------------

    def _after_game_change(self) -> None:
        events, self._new_events[:] = list(self._new_events), []
        for event in events:
            self.hub.publish_each(lambda view, e=event: protocol.event_message(e, view))
            if event.kind == "turn_started":
                self._begin_turn(event.turn_no)
            elif event.kind == "word_drawn":
                self.listening.set_target(self.secret_word())
            elif event.kind == "turn_over":
                self._end_turn(event.turn_no)
        if events:
            self._publish_state()

    def _begin_turn(self, turn_no: int, resumed: bool = False) -> None:
        self.checker = TurnChecker(lambda word: self.secret_word())
        transcript = self.transcripts.setdefault(turn_no, TurnTranscript(turn_no))
        if self.folder is not None and self.listening.available:
            name = self.listening.start(self, turn_no, self.folder / "recordings")
            if name is not None:
                transcript.recording = name
        if not resumed or transcript.recording:
            self._write({"type": "turn", "turn_no": turn_no, "recording": transcript.recording})

    def _end_turn(self, turn_no: int) -> None:
        self.listening.stop()
        transcript = self.transcripts.get(turn_no)
        confirmed = [] if transcript is None else [
            a for a in transcript.alerts.values() if a.decision == Decision.CONFIRMED]
        for record in confirmed:  # confirmed while another word was on: correct it now
            with contextlib.suppress(UserError):
                self._correct_to_violation(record)

    def _correct_to_violation(self, record: AlertRecord) -> None:
        game = self.require_game()
        turn = game.turns[record.turn_no]
        result = next((w for w in turn.words if w.word == record.target), None)
        if result is not None and result.outcome != Outcome.VIOLATION:
            game.correct(record.turn_no, record.target, Outcome.VIOLATION)

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
        for transcript in self.transcripts.values():
            if alert_id in transcript.alerts:
                return transcript.alerts[alert_id]
        raise UserError(f"Предупреждения «{alert_id}» нет в этой игре.")

    def _write(self, record: dict[str, Any], sync: bool = False) -> None:
        if self._log is not None:
            self._log.write(record)
            if sync:
                self._log.sync()

    def _publish_state(self) -> None:
        self.hub.publish_each(self.state)

    async def _run_clock(self) -> None:
        """Sleep until the next deadline (or a change), then let the engine apply it."""
        while True:
            deadline = self.game.next_deadline if self.game else None
            timeout = None if deadline is None else max(0.0, deadline - self.clock.now())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
            self._wake.clear()
            try:
                if self.game is not None:
                    self.game.advance()
                    self._after_game_change()
            except Exception:  # the clock must keep going whatever one tick hit
                log.exception("deadline tick failed")
