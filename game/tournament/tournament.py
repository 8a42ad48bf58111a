"""The tournament facade the dashboard and the CLI drive.

    t = Tournament.create("data/hat.sqlite", "Кубок Шляпы")
    t.import_csv(Path("players.csv").read_bytes())
    t.start(rounds=5)                           # stage 1: every player, seated to avoid repeats
    t.round_plan(stage=1, round_no=1)           # tables with players in seating order
    t.enter_result(1, 1, 2, {"Аня": 14, ...})   # or a finished game's standings
    t.withdraw("Борис")                         # leaves: rounds not started are re-seated
    t.standings()                               # current stage, tie-break in standings.TIE_BREAK
    t.advance(top=20, rounds=2)                 # semi-final: two tables of 10
    t.advance(top=10, rounds=1)                 # final: one table
    t.overall()                                 # finalists first

Stage, round, table and seat numbers count from 1, as the judge says them. Every change is committed
before the method returns (see store.py); the facade keeps no state of its own, so several
`Tournament` objects on one file (dashboard workers) see the same tournament.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from common.errors import UserError
from game.tournament.entry import GameStandings, table_points
from game.tournament.planner import plan
from game.tournament.progression import qualifiers, snake
from game.tournament.registry import Player, check_name, name_key, parse_csv
from game.tournament.standings import Standing, overall, standings
from game.tournament.store import StageInfo, TournamentInfo, TournamentStore
from game.tournament.tables import TABLE_MAX, TABLE_MIN, check_bounds, split


@dataclass(frozen=True)
class TablePlan:
    """One table of one round: players in seating order and, once entered, their points."""

    stage: int
    round: int
    table: int
    players: tuple[Player, ...]
    points: Mapping[int, int] | None

    def to_json(self) -> dict:
        return {
            "stage": self.stage,
            "round": self.round,
            "table": self.table,
            "players": [p.to_json() for p in self.players],
            "points": None if self.points is None else {str(k): v for k, v in self.points.items()},
        }


class Tournament:
    def __init__(self, store: TournamentStore, tournament_id: int) -> None:
        self.store = store
        self.id = tournament_id
        self.info: TournamentInfo = store.tournament(tournament_id)

    @classmethod
    def create(
        cls,
        path: str | Path,
        name: str,
        table_min: int = TABLE_MIN,
        table_max: int = TABLE_MAX,
    ) -> Tournament:
        check_bounds(table_min, table_max)
        name = " ".join(name.split())
        if not name:
            raise UserError("Пустое название турнира: впишите название.")
        store = TournamentStore(path)
        return cls(store, store.create_tournament(name, table_min, table_max))

    @classmethod
    def open(cls, path: str | Path, tournament_id: int | None = None) -> Tournament:
        """The tournament `tournament_id` in the file, or its latest one."""
        store = TournamentStore(path)
        if tournament_id is None:
            known = store.tournaments()
            if not known:
                store.close()
                raise UserError(f"В базе {path} нет турниров: сначала создайте турнир.")
            tournament_id = known[-1].id
        return cls(store, tournament_id)

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # Registration

    def players(self) -> list[Player]:
        return self.store.players(self.id)

    def register(self, name: str) -> Player:
        self._check_registration_open()
        name = check_name(name, (p.name for p in self.players()))
        return self.store.add_players(self.id, [name])[0]

    def import_csv(self, data: bytes | str) -> list[Player]:
        """Register every player of a CSV file, or none if any line is wrong (see registry.py)."""
        self._check_registration_open()
        names = parse_csv(data, (p.name for p in self.players()))
        return self.store.add_players(self.id, names)

    def _check_registration_open(self) -> None:
        if self.stages():
            raise UserError("Турнир уже начался: регистрация закрыта.")

    # Stages

    def stages(self) -> list[StageInfo]:
        return self.store.stages(self.id)

    def stage(self, number: int | None = None) -> StageInfo:
        """Stage `number`, or the current (last) one."""
        stages = self.stages()
        if not stages:
            raise UserError("Этапов ещё нет: начните турнир.")
        if number is None:
            return stages[-1]
        if not 1 <= number <= len(stages):
            raise UserError(f"Этапа {number} нет: этапы с 1 по {len(stages)}.")
        return stages[number - 1]

    def start(
        self,
        rounds: int,
        *,
        name: str = "Отборочный этап",
        tables: int | None = None,
        seed: int = 0,
        effort: float = 1.0,
    ) -> StageInfo:
        """Stage 1 with every registered player; the first round is a seeded draw."""
        if self.stages():
            raise UserError("Первый этап уже создан: следующий формируется по итогам этапа.")
        order = [p.id for p in self.players()]
        if not order:
            raise UserError("Никто не зарегистрирован: добавьте игроков.")
        random.Random(seed).shuffle(order)
        return self._plan_stage(1, name, rounds, order, tables, seed, effort, self.info.table_min)

    def advance(
        self,
        rounds: int = 1,
        *,
        top: int | None = None,
        min_points: int | None = None,
        players: Sequence[int] | None = None,
        name: str | None = None,
        table_min: int | None = None,
        tables: int | None = None,
        seed: int = 0,
        effort: float = 1.0,
    ) -> StageInfo:
        """Next stage with the current stage's top `top`, or all with `min_points` or more, or the
        judge's own choice `players`; tables are seeded so that their strength is even."""
        current = self.stage()
        missing = self.missing(current.number)
        if missing:
            listed = "; ".join(f"тур {r}, стол {t}" for r, t in missing[:10])
            raise UserError(f"Этап {current.number} не доигран, нет результатов: {listed}.")
        gone = self.store.withdrawn(self.id)
        table = [row for row in self.standings(current.number) if row.player not in gone]
        if players is None:
            chosen = qualifiers(table, top, min_points)
        else:
            chosen = self._judge_choice(table, players)
        table_min = self.info.table_min if table_min is None else table_min
        sizes = split(len(chosen), table_min, self.info.table_max, tables)
        number = current.number + 1
        name = name or _stage_name(number, len(sizes))
        order = snake(chosen, sizes)
        return self._plan_stage(number, name, rounds, order, tables, seed, effort, table_min)

    def withdraw(self, player: int | str, effort: float = 1.0) -> StageInfo:
        """A player leaves the tournament (by id or name). The current stage's rounds after the
        last one with any result entered are re-seated without them, avoiding pairs that already
        met; their results so far stay in the standings, and they cannot advance. A table of a
        started round still waits for its result with them in it (the judge enters their points).
        """
        stage = self.stage()
        leaving = self._find_player(player)
        gone = self.store.withdrawn(self.id)
        seating = self.store.seating(self.id, stage.number)
        if leaving.id in gone or leaving.id not in {p for t in seating[0] for p in t}:
            raise UserError(f"«{leaving.name}» не играет в текущем этапе {stage.number}.")
        started = {r.round for r in self.store.results(self.id, stage.number)}
        from_round = max(started, default=0) + 1
        staying = [p for t in seating[0] for p in t if p not in gone and p != leaving.id]
        new_seating: list[list[list[int]]] = []
        if from_round <= stage.rounds:
            index = {p: i for i, p in enumerate(staying)}
            history = [
                [[index[p] for p in table if p in index] for table in tables]
                for tables in seating[: from_round - 1]
            ]
            result = plan(
                len(staying),
                stage.rounds - from_round + 1,
                stage.table_min,
                stage.table_max,
                stage.seed,
                effort=effort,
                history=history,
            )
            new_seating = [[[staying[i] for i in t] for t in tables] for tables in result.rounds]
            stage = replace(stage, repeat_pairs=result.repeat_pairs, lower_bound=result.lower_bound)
        self.store.withdraw(self.id, leaving.id, stage, from_round, new_seating)
        return stage

    def withdrawn(self) -> list[Player]:
        """Players who left the tournament."""
        gone = self.store.withdrawn(self.id)
        return [p for p in self.players() if p.id in gone]

    def _find_player(self, player: int | str) -> Player:
        for p in self.players():
            if p.id == player or (isinstance(player, str) and name_key(p.name) == name_key(player)):
                return p
        raise UserError(f"Игрока «{player}» нет в турнире.")

    def _judge_choice(self, table: list[Standing], players: Sequence[int]) -> list[int]:
        rank = {row.player: i for i, row in enumerate(table)}
        unknown = [p for p in players if p not in rank]
        if unknown:
            raise UserError(f"Игроки {unknown} не играли в этом этапе: выберите из его таблицы.")
        if len(set(players)) != len(players):
            raise UserError("Игрок выбран дважды: проверьте список проходящих.")
        return sorted(players, key=rank.__getitem__)

    def _plan_stage(
        self,
        number: int,
        name: str,
        rounds: int,
        order: list[int],
        tables: int | None,
        seed: int,
        effort: float,
        table_min: int,
    ) -> StageInfo:
        result = plan(len(order), rounds, table_min, self.info.table_max, seed, tables, effort)
        seating = [[[order[i] for i in table] for table in tables_] for tables_ in result.rounds]
        stage = StageInfo(
            number,
            name,
            rounds,
            table_min,
            self.info.table_max,
            seed,
            result.repeat_pairs,
            result.lower_bound,
        )
        self.store.add_stage(self.id, stage, seating)
        return stage

    def round_plan(self, stage: int, round_no: int) -> list[TablePlan]:
        """The tables of one round, printable: players in seating order, points once entered."""
        info = self.stage(stage)
        if not 1 <= round_no <= info.rounds:
            raise UserError(f"В этапе {stage} туры с 1 по {info.rounds}, а не {round_no}.")
        names = {p.id: p for p in self.players()}
        entered = {(r.round, r.table): r.points for r in self.store.results(self.id, stage)}
        tables = self.store.seating(self.id, stage)[round_no - 1]
        return [
            TablePlan(
                stage,
                round_no,
                t,
                tuple(names[p] for p in seats),
                entered.get((round_no, t)),
            )
            for t, seats in enumerate(tables, start=1)
        ]

    def missing(self, stage: int | None = None) -> list[tuple[int, int]]:
        """(round, table) of every table of the stage whose result is not entered yet."""
        info = self.stage(stage)
        entered = {(r.round, r.table) for r in self.store.results(self.id, info.number)}
        seating = self.store.seating(self.id, info.number)
        return [
            (r, t)
            for r, tables in enumerate(seating, start=1)
            for t in range(1, len(tables) + 1)
            if (r, t) not in entered
        ]

    # Results

    def enter_result(
        self,
        stage: int,
        round_no: int,
        table: int,
        points: GameStandings,
        game: str | None = None,
    ) -> TablePlan:
        """Record (or correct) one table's result.

        `points`: {player id or name: points}, or a finished game's standings (`Game.standings()`
        or its snapshot's "standings"); `game` names the game played, if any.
        """
        self.stage(stage)
        if stage != self.stage().number:
            raise UserError(f"Этап {stage} закрыт: по его итогам уже начат следующий этап.")
        tables = self.round_plan(stage, round_no)
        if not 1 <= table <= len(tables):
            raise UserError(f"В туре {round_no} столы с 1 по {len(tables)}, а не {table}.")
        seated = tables[table - 1].players
        where = f"за столом {table} (тур {round_no})"
        by_player = table_points(points, seated, where)
        self.store.save_result(self.id, stage, round_no, table, by_player, game)
        return self.round_plan(stage, round_no)[table - 1]

    # Standings

    def standings(self, stage: int | None = None) -> list[Standing]:
        info = self.stage(stage)
        seating = self.store.seating(self.id, info.number)
        names = {p.id: p.name for p in self.players()}
        playing = {p: names[p] for table in seating[0] for p in table}
        return standings(playing, self.store.results(self.id, info.number))

    def overall(self) -> list[Standing]:
        """The tournament ranking: who got further first, then by place in that stage."""
        return overall([self.standings(s.number) for s in self.stages()])

    def log(self) -> list[dict]:
        """Every change, oldest first: {"seq", "at", "kind", "args"} (see store.py)."""
        return self.store.log(self.id)


def _stage_name(number: int, tables: int) -> str:
    if tables == 1:
        return "Финал"
    if tables == 2:
        return "Полуфинал"
    return f"Этап {number}"
