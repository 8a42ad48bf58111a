"""The game facade: the one object a server (or a test) drives to run a game of the Hat.

Create, play, resume::

    game = Game(players=["Аня", "Борис", "Вера"], words=["стол", "кошка", ...],
                settings=Settings(explain_seconds=20, last_guess_seconds=3, circles=None,
                                  violation_removes_word=True, seed=None),
                clock=SystemClock(), path="data/game1.sqlite")   # path=None: in memory only
    game = Game.resume("data/game1.sqlite", clock=SystemClock())   # after a crash or restart

Judge actions (each returns None, or raises TurnError — a UserError with a Russian message — when
the rules forbid it at this moment; an applied action is on disk before the call returns):

    game.start_turn()      # READY → EXPLAINING for the next scheduled pair; draws a word
    game.guessed()         # EXPLAINING: point to both, next word drawn (hat empty: turn over);
                           # LAST_GUESS: point to both, turn over (exactly one last guess)
    game.give_up()         # EXPLAINING only: word back into the hat unseen, turn over
    game.violation()       # «Ошибка» (EXPLAINING or LAST_GUESS): no point, turn over; the word
                           # leaves the hat (or goes back: Settings.violation_removes_word=False)
    game.correct(turn_no, word, outcome)   # after a turn: "guessed" | "returned" | "violation";
                           # scores are recomputed; the correction is logged as an event
    game.resume_turn()     # an interrupted turn: «Продолжить» with the seconds that were left
    game.replay_turn()     # an interrupted turn: «Переиграть ход» (its words back into the hat,
                           # the same pair plays the turn again from «Начать ход»)

Server outages: `resume` notices a turn that was running when the server stopped. The turn's
clock stops at the last sign of life (the newest of its events and the store's heartbeat, which
`advance` writes about once a second while a turn runs), the interruption is an action in the log
(event turn_interrupted), and the turn accepts nothing but the judge's choice above.

Time: `game.advance(now=None) -> list[GameEvent]` applies the deadlines passed by `now` (default
the clock): «Время!» (EXPLAINING → LAST_GUESS, event time_up) and «Всё!» (→ DONE, word back,
event turn_over). Events are stamped with the deadline, not with the moment advance ran. Every
action calls it first, so a guess at 20.5 s is the last guess and one at 23 s is refused.
`game.next_deadline` is the epoch time of the next «Время!»/«Всё!» (None when no turn runs): a
server sleeps until then, calls advance() and pushes the events.

State: `game.phase` (Phase: ready/explaining/last_guess/done), `game.current_turn` (Turn or
None), `game.finished`, `game.standings()` (list[Standing]; tie-break in scoring.TIE_BREAK),
`game.actions_done`, `game.turns`, `game.hat`, `game.players`, `game.settings`.

Views: `game.snapshot(view)` and `game.events(view, since=0)` give plain JSON data. view="judge"
adds the secret word (`word`), each turn's words with outcomes (`history[].words`) and the seed;
view="player" never contains a word, a slip id or the seed. Snapshot keys: view, now, players
[{seat, name}], settings, phase, finished, turns_played, turns_total, turn (the running turn:
turn_no, circle, explainer, guesser, phase, started_at, time_at, over_at, ended_at, end_reason,
guessed) or None, next_turn ({turn_no, circle, explainer, guesser} when waiting) or None,
next_deadline, hat (counts in_hat/drawn/guessed/removed), standings [{place, seat, name,
explained, guessed, total}], tie_break, events (count), history (every turn), word (judge).
Events: {seq, at, kind, turn_no, data}; kinds are listed in `game.events.GameEvent`.
`game.subscribe(callback)` calls callback(GameEvent) for each new event (from the calling thread).

Turns are numbered from 0; seats are 0-based in seating order; times are epoch seconds. Actions,
`advance`, `snapshot` and `events` are serialised by a lock, so a server may call them from any
thread. `game.close()` closes the database.
"""

from __future__ import annotations

import random
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from common.analyzer import normalize
from common.errors import UserError
from game.clock import Clock, SystemClock
from game.events import GameEvent, View
from game.hat import Hat, SlipState
from game.schedule import slot
from game.scoring import TIE_BREAK, Standing, standings
from game.settings import Settings, check_player_count
from game.store import Action, SavedGame, Store
from game.turn import INTERRUPTED, Outcome, Phase, Turn, TurnError

Listener = Callable[[GameEvent], None]
ACTION_KINDS = ("start_turn", "guessed", "give_up", "violation", "correct", "interrupt",
                "resume_turn", "replay_turn")
# What replaying a damaged action log can raise: a refused action, a malformed record.
DAMAGE = (UserError, sqlite3.Error, ValueError, TypeError, KeyError, IndexError)


class Game:
    def __init__(self, players: Sequence[str], words: Sequence[str],
                 settings: Settings | None = None, *, clock: Clock | None = None,
                 path: str | Path | None = None) -> None:
        self.players = _check_players(players)
        if not words:
            raise UserError("В шляпе нет ни одного слова: добавьте слова.")
        settings = settings or Settings()
        if settings.seed is None:
            settings = replace(settings, seed=random.SystemRandom().randrange(2**31))
        self.settings = settings
        self.clock: Clock = clock or SystemClock()
        self.hat = Hat(list(words), settings.seed)
        self.turns: list[Turn] = []
        self._events: list[GameEvent] = []
        self._actions = 0
        self._listeners: list[Listener] = []
        self._finished = False
        self._lock = threading.RLock()  # a server may call from several threads
        self._store = None if path is None else Store.create(
            path, self.players, list(words), settings, self.clock.now())

    # ---- creation from disk -------------------------------------------------------------

    @classmethod
    def resume(cls, path: str | Path, *, clock: Clock | None = None) -> Game:
        """Reopen a saved game at its last completed action (replaying the action log), then
        apply the deadlines that passed meanwhile (a turn cut by the crash ends by time).

        A damaged store (an unknown action, arguments that do not fit, a log the rules refuse)
        raises UserError and is left exactly as it is: nothing is written while replaying."""
        store = Store.open(path)
        try:
            game = cls._replayed(store.load(), clock)
        except DAMAGE as err:
            store.close()
            raise UserError(f"Игру из {path} не удалось восстановить: журнал её действий "
                            f"повреждён ({err}). Файл оставлен как есть.") from err
        game._store = store
        game._notice_outage(store.alive_at())
        game.advance()
        return game

    @classmethod
    def _replayed(cls, saved: SavedGame, clock: Clock | None) -> Game:
        game = cls(saved.players, saved.words, saved.settings, clock=clock)
        for action in saved.actions:
            game._apply(action.kind, action.args, action.at)
        return game

    def close(self) -> None:
        if self._store is not None:
            self._store.close()

    # ---- judge actions ------------------------------------------------------------------

    def start_turn(self) -> None:
        self._act("start_turn", {})

    def guessed(self) -> None:
        self._act("guessed", {})

    def give_up(self) -> None:
        self._act("give_up", {})

    def violation(self) -> None:
        self._act("violation", {})

    def resume_turn(self) -> None:
        self._act("resume_turn", {})

    def replay_turn(self) -> None:
        self._act("replay_turn", {})

    def correct(self, turn_no: int, word: str, outcome: Outcome | str) -> None:
        """Change the outcome of `word` in played turn `turn_no`; scores follow."""
        try:
            outcome = Outcome(outcome)
        except ValueError:
            raise UserError(f"Неизвестный исход «{outcome}»: укажите "
                            f"{', '.join(o.value for o in Outcome)}.") from None
        self._act("correct", {"turn_no": turn_no, "word": word, "outcome": outcome.value})

    def advance(self, now: float | None = None) -> list[GameEvent]:
        """Apply the deadlines passed by `now` (default: the clock); return the new events."""
        with self._lock:
            before = len(self._events)
            now = self.clock.now() if now is None else now
            self._tick(now)
            if len(self._events) > before:
                self._persist(None)
            self._heartbeat(now)
            return self._events[before:]

    # ---- state --------------------------------------------------------------------------

    @property
    def current_turn(self) -> Turn | None:
        """The turn being played (EXPLAINING or LAST_GUESS), else None."""
        if self.turns and self.turns[-1].phase not in (Phase.READY, Phase.DONE):
            return self.turns[-1]
        return None

    @property
    def phase(self) -> Phase:
        turn = self.current_turn
        return turn.phase if turn else Phase.READY if not self.finished else Phase.DONE

    @property
    def next_deadline(self) -> float | None:
        turn = self.current_turn
        return turn.next_deadline if turn else None

    @property
    def actions_done(self) -> int:
        """How many judge actions the game has applied (and stored)."""
        return self._actions

    @property
    def total_turns(self) -> int:
        return self.settings.circles_for(len(self.players)) * len(self.players)

    @property
    def finished(self) -> bool:
        if self.current_turn is not None:
            return False
        return len(self.turns) >= self.total_turns or self.hat.in_hat() == 0

    def standings(self) -> list[Standing]:
        return standings(self.players, self.turns)

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def events(self, view: View | str = View.JUDGE, since: int = 0) -> list[dict[str, Any]]:
        view = _view(view)
        with self._lock:
            return [e.to_json(view) for e in self._events[since:]]

    @property
    def event_log(self) -> tuple[GameEvent, ...]:
        return tuple(self._events)

    def snapshot(self, view: View | str = View.JUDGE) -> dict[str, Any]:
        """The whole visible state as plain JSON data for `view` ("judge" or "player")."""
        with self._lock:
            return self._snapshot(_view(view) == View.JUDGE)

    def _snapshot(self, judge: bool) -> dict[str, Any]:
        view = View.JUDGE if judge else View.PLAYER
        settings = self.settings.to_json()
        if not judge:
            del settings["seed"]  # the seed and the word list together reveal every draw
        turn = self.current_turn
        upcoming = None if self.finished or turn else slot(len(self.turns), len(self.players))
        data: dict[str, Any] = {
            "view": view.value,
            "now": self.clock.now(),
            "players": [{"seat": i, "name": n} for i, n in enumerate(self.players)],
            "settings": settings,
            "phase": self.phase.value,
            "finished": self.finished,
            "turns_played": sum(t.phase == Phase.DONE for t in self.turns),
            "turns_total": self.total_turns,
            "turn": turn.to_json(with_words=False) if turn else None,
            "next_turn": None if upcoming is None else {
                "turn_no": upcoming.turn_no, "circle": upcoming.circle,
                "explainer": upcoming.pair.explainer, "guesser": upcoming.pair.guesser},
            "next_deadline": self.next_deadline,
            "hat": self.hat.counts(),
            "standings": [s.to_json() for s in self.standings()],
            "tie_break": TIE_BREAK,
            "events": len(self._events),
            "history": [t.to_json(with_words=judge) for t in self.turns],
        }
        if judge:
            current = turn.current if turn else None
            data["word"] = current.word if current else None
        return data

    # ---- machinery ----------------------------------------------------------------------

    def _act(self, kind: str, args: dict[str, Any]) -> None:
        with self._lock:
            now = self.clock.now()
            try:
                self._apply(kind, args, now)
            except UserError:
                self._persist(None)  # deadline events noticed on the way are kept if refused
                raise

    def _apply(self, kind: str, args: dict[str, Any], now: float) -> None:
        if kind not in ACTION_KINDS:
            raise UserError(f"неизвестное действие «{kind}»")
        self._tick(now)
        touched = getattr(self, f"_do_{kind}")(now, **args)
        self._note_finish(now)
        action = Action(self._actions, now, kind, args)
        self._actions += 1
        self._persist(action, touched)

    def _tick(self, now: float) -> None:
        turn = self.current_turn
        if turn is not None:
            turn.advance(now)
            self._note_finish(turn.ended_at or now)

    def _heartbeat(self, now: float) -> None:
        """Note in the store that the server is alive while a turn runs, so that an outage is
        measured from its start (a server calls `advance` about once a second in a turn)."""
        turn = self.current_turn
        if self._store is not None and turn is not None and not turn.interrupted:
            self._store.touch(now)

    def _notice_outage(self, alive_at: float | None) -> None:
        """A turn was running when the server stopped: apply the deadlines that passed while it
        was alive, and interrupt the turn if it was still on then."""
        turn = self.current_turn
        if turn is None or turn.interrupted:
            return
        last_sign = max([alive_at or 0.0, *(e.at for e in self._events[-1:])])
        self._tick(last_sign)
        if self.current_turn is None:
            self._persist(None)
        else:
            self._apply("interrupt", {"noticed_at": self.clock.now()}, last_sign)

    def _do_interrupt(self, now: float, noticed_at: float) -> list[Turn]:
        self._playing().interrupt(now, noticed_at)
        return [self.turns[-1]]

    def _do_resume_turn(self, now: float) -> list[Turn]:
        self._playing().resume(now)
        return [self.turns[-1]]

    def _do_replay_turn(self, now: float) -> list[Turn]:
        self._playing().annul(now)
        self.turns.pop()
        return []

    def _do_start_turn(self, now: float) -> list[Turn]:
        if self.current_turn is not None:
            raise TurnError(INTERRUPTED if self.current_turn.interrupted else "Ход уже идёт.")
        if self.finished:
            raise TurnError("Игра окончена: ходов больше нет.")
        settings = self.settings
        turn = Turn(slot(len(self.turns), len(self.players)), self.hat, settings.explain_seconds,
                    settings.last_guess_seconds, self._emitter(len(self.turns)))
        self.turns.append(turn)
        turn.start(now)
        return [turn]

    def _do_guessed(self, now: float) -> list[Turn]:
        self._playing().guessed(now)
        return [self.turns[-1]]

    def _do_give_up(self, now: float) -> list[Turn]:
        self._playing().give_up(now)
        return [self.turns[-1]]

    def _do_violation(self, now: float) -> list[Turn]:
        self._playing().violation(now, self.settings.violation_removes_word)
        return [self.turns[-1]]

    def _do_correct(self, now: float, turn_no: int, word: str, outcome: str) -> list[Turn]:
        if not 0 <= turn_no < len(self.turns) or self.turns[turn_no].phase != Phase.DONE:
            raise TurnError(f"Ход {turn_no} ещё не сыгран: исправлять можно только сыгранный ход.")
        turn = self.turns[turn_no]
        result = next((w for w in turn.words if normalize(w.word) == normalize(word)), None)
        if result is None:
            raise TurnError(f"В ходе {turn_no} не было слова «{word}».")
        new = Outcome(outcome)
        old = result.outcome
        if new == old:
            return []
        if self.hat.state(result.slip_id) != self._slip_state(old):
            raise TurnError(f"Слово «{result.word}» после хода {turn_no} снова вытягивали: "
                            "сначала исправьте более поздний ход.")
        self.hat.settle(result.slip_id, self._slip_state(new))
        result.outcome = new
        self._emitter(turn_no)("corrected", now, public={"from": old.value, "to": new.value},
                               secret={"slip": result.slip_id, "word": result.word})
        return [turn]

    def _playing(self) -> Turn:
        turn = self.current_turn
        if turn is None:
            last = self.turns[-1] if self.turns else None
            if last is not None and last.phase == Phase.DONE:
                raise TurnError("Ход окончен: после «Всё!» ответы не принимаются.")
            raise TurnError("Ход ещё не начат.")
        return turn

    def _slip_state(self, outcome: Outcome) -> SlipState:
        if outcome == Outcome.GUESSED:
            return SlipState.GUESSED
        if outcome == Outcome.VIOLATION and self.settings.violation_removes_word:
            return SlipState.REMOVED
        return SlipState.IN_HAT

    def _note_finish(self, now: float) -> None:
        finished = self.finished
        if finished != self._finished:
            self._finished = finished
            self._emitter(None)("game_over" if finished else "game_reopened", now)

    def _emitter(self, turn_no: int | None) -> Callable[..., None]:
        def emit(kind: str, at: float, public: dict | None = None,
                 secret: dict | None = None) -> None:
            event = GameEvent(len(self._events), at, kind, turn_no, public or {}, secret or {})
            self._events.append(event)
            for listener in self._listeners:
                listener(event)
        return emit

    def _persist(self, action: Action | None, touched: Sequence[Turn] = ()) -> None:
        if self._store is None:
            return
        turns = list(touched)
        if self.turns and self.turns[-1] not in turns:
            turns.append(self.turns[-1])
        self._store.commit(action, self._events, turns, self.hat, len(self.turns))


def _view(view: View | str) -> View:
    try:
        return View(view)
    except ValueError:
        raise UserError(f"Неизвестный вид «{view}»: judge (судья) или player (игроки).") from None


def _check_players(players: Sequence[str]) -> tuple[str, ...]:
    names = tuple(p.strip() for p in players)
    check_player_count(len(names))
    if not all(names):
        raise UserError("У каждого игрока должно быть имя: уберите пустые строки.")
    repeated = sorted({n for n in names if names.count(n) > 1})
    if repeated:
        raise UserError(f"Имена игроков повторяются: {', '.join(repeated)}. Добавьте фамилию "
                        "или инициал.")
    return names
