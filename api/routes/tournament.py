"""The API of the tournament pages (`api/static/tournament*.html`, served by `pages.py` at
/tournament, /tournament-round, /tournament-standings): registration (typed or CSV), stages and
rounds, the printable table plan, results per table (typed, or from a game played in the app),
standings, progression, withdrawals.

The dashboard's table belongs to the event loop's thread: `get_tournaments` and `playing_game`
are `async` dependencies and `play_table` an `async` route, so what touches the table runs there;
the rest are plain routes on worker threads (planning can take seconds). A route on the loop
never blocks on `Tournaments.lock`: it polls it (`_locked`).

Reads are open to every screen; changes need the judge's session like every judge action. Bad
input is refused with a Russian message: 400 (the tournament's rules), 404 (no such tournament),
422 (not the expected form, see `russian_errors`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from threading import RLock
from typing import Annotated, Any

from fastapi import APIRouter, Depends, File, HTTPException, Path, Query, Request, UploadFile
from fastapi.concurrency import run_in_threadpool
from pydantic import ConfigDict, Field, create_model

from api.deps import JUDGE_ONLY, Judge, TableDep, refused
from api.requests.body import Body
from api.routes.games import NewGame
from api.tournament.service import Tournaments
from common.errors import UserError
from game.settings import MAX_PLAYERS, Settings
from game.tournament.entry import POINTS_MAX
from game.tournament.registry import parse_csv
from game.tournament.standings import TIE_BREAK
from game.tournament.tournament import Tournament
from game.wordlist import check_words

ROUNDS_MAX = 20
TABLE_LIMIT = MAX_PLAYERS  # a table plays one game
PLAYERS_MAX = 1000  # the planner's meeting matrix grows with the square of this
CSV_MAX = 1_000_000  # bytes
INT_MAX = 2**31 - 1

router = APIRouter(prefix="/api", tags=["tournament"],
                   responses={**JUDGE_ONLY, 404: refused("нет такого турнира")})


@asynccontextmanager
async def _locked(lock: RLock) -> AsyncIterator[None]:
    """Hold `lock` on the event loop without blocking it while a worker thread has it."""
    while not lock.acquire(blocking=False):
        await asyncio.sleep(0.02)
    try:
        yield
    finally:
        lock.release()


async def get_tournaments(request: Request) -> Tournaments:
    """The data folder's tournaments (opened on first use, on the loop: one opening), following
    the dashboard's game."""
    state = request.app.state
    if getattr(state, "tournaments", None) is None:
        state.tournaments = Tournaments(state.settings.data)
    async with _locked(state.tournaments.lock):
        state.tournaments.sync(state.table)
    return state.tournaments


TournamentsDep = Annotated[Tournaments, Depends(get_tournaments)]


async def playing_game(request: Request) -> str | None:
    """The folder name of the dashboard's unfinished game (read on the loop)."""
    return (await get_tournaments(request)).playing(request.app.state.table)


PlayingDep = Annotated[str | None, Depends(playing_game)]
Number = Annotated[int, Path(ge=1, le=INT_MAX)]


def get_tournament(tid: Number, tournaments: TournamentsDep) -> Tournament:
    if not tournaments.exists(tid):
        raise HTTPException(404, f"Турнира №{tid} нет: выберите турнир из списка.")
    return tournaments.get(tid)


TournamentDep = Annotated[Tournament, Depends(get_tournament)]


class Form(Body):
    """A tournament request body: strict, and a misspelt field is refused, not ignored."""

    model_config = ConfigDict(strict=True, extra="forbid")


class NewTournament(Form):
    name: str = Field(min_length=1, max_length=100)
    table_min: int = Field(6, ge=2, le=TABLE_LIMIT)
    table_max: int = Field(10, ge=2, le=TABLE_LIMIT)


class NewPlayer(Form):
    name: str = Field(min_length=1, max_length=200)


class FirstStage(Form):
    rounds: int = Field(ge=1, le=ROUNDS_MAX)
    name: str | None = Field(None, max_length=60)
    tables: int | None = Field(None, ge=1, le=PLAYERS_MAX)
    seed: int = Field(0, ge=0, le=INT_MAX)


class NextStage(FirstStage):
    rounds: int = Field(1, ge=1, le=ROUNDS_MAX)
    top: int | None = Field(None, ge=1, le=PLAYERS_MAX, description="проходят лучшие top")
    min_points: int | None = Field(None, ge=0, le=10**6, description="или все с этим счётом")
    players: list[Annotated[int, Field(ge=1, le=INT_MAX)]] | None = Field(
        None, max_length=PLAYERS_MAX, description="или игроки по выбору судьи")
    table_min: int | None = Field(None, ge=2, le=TABLE_LIMIT)


class Leaving(Form):
    player: int = Field(ge=1, le=INT_MAX)


class SeatPoints(Form):
    player: int = Field(ge=1, le=INT_MAX)
    points: int = Field(ge=0, le=POINTS_MAX)


class TableResult(Form):
    points: list[SeatPoints] = Field(min_length=1, max_length=TABLE_LIMIT)


# A table's game: the settings of a new dashboard game; the players come from the plan.
TableGame = create_model("TableGame", __base__=Form, **{
    name: (field.annotation, field) for name, field in NewGame.model_fields.items()
    if name != "players"})


# ---- tournaments and registration -----------------------------------------------------------

@router.get("/tournaments")
def list_tournaments(tournaments: TournamentsDep) -> dict[str, Any]:
    return {"tournaments": [info.to_json() for info in tournaments.all()]}


@router.post("/tournament", status_code=201, dependencies=[Judge])
def create_tournament(body: NewTournament, tournaments: TournamentsDep) -> dict[str, Any]:
    """A new tournament (like /api/games and /api/game: one method per path keeps the `Allow`
    of a 405 answer exact)."""
    return summary(tournaments.create(body.name, body.table_min, body.table_max))


@router.get("/tournaments/{tid}")
def read_tournament(tournament: TournamentDep) -> dict[str, Any]:
    return summary(tournament)


@router.post("/tournaments/{tid}/players", status_code=201, dependencies=[Judge])
def register(body: NewPlayer, tournament: TournamentDep,
             tournaments: TournamentsDep) -> dict[str, Any]:
    with tournaments.lock:
        _check_room(tournament, 1)
        tournament.register(body.name)
    return summary(tournament)


@router.post("/tournaments/{tid}/players/csv", status_code=201, dependencies=[Judge])
async def import_csv(tournament: TournamentDep, tournaments: TournamentsDep,
                     file: Annotated[UploadFile, File(description="CSV: имя в первом столбце")]
                     ) -> dict[str, Any]:
    """Register every player of a CSV file, or none if any line is wrong."""
    data = await file.read(CSV_MAX + 1)
    if len(data) > CSV_MAX:
        raise UserError(f"Файл больше {CSV_MAX // 1_000_000} МБ: это не список игроков?")

    def load() -> int:
        with tournaments.lock:
            _check_room(tournament, len(parse_csv(data, (p.name for p in tournament.players()))))
            return len(tournament.import_csv(data))

    added = await run_in_threadpool(load)
    return {"added": added, **summary(tournament)}


def _check_room(tournament: Tournament, more: int) -> None:
    if len(tournament.players()) + more > PLAYERS_MAX:
        raise UserError(f"В турнире может быть не больше {PLAYERS_MAX} игроков.")


# ---- stages -------------------------------------------------------------------------------------

@router.post("/tournaments/{tid}/start", status_code=201, dependencies=[Judge])
def start(body: FirstStage, tournament: TournamentDep,
          tournaments: TournamentsDep) -> dict[str, Any]:
    """Stage 1 with every registered player, seated so that opponents repeat as little as can be."""
    named = {"name": _clean(body.name)} if _clean(body.name) else {}
    with tournaments.lock:
        tournament.start(body.rounds, tables=body.tables, seed=body.seed, **named)
    return summary(tournament)


@router.post("/tournaments/{tid}/advance", status_code=201, dependencies=[Judge])
def advance(body: NextStage, tournament: TournamentDep,
            tournaments: TournamentsDep) -> dict[str, Any]:
    """The next stage: the top K, or all with at least a score, or the judge's own choice."""
    conditions = [body.top, body.min_points, body.players]
    if sum(c is not None for c in conditions) != 1:
        raise UserError("Укажите одно условие прохода: сколько лучших проходят, порог очков "
                        "или список игроков.")
    if body.players == []:
        raise UserError("Отметьте игроков, которые проходят дальше.")
    with tournaments.lock:
        tournament.advance(body.rounds, top=body.top, min_points=body.min_points,
                           players=body.players, name=_clean(body.name),
                           table_min=body.table_min, tables=body.tables, seed=body.seed)
    return summary(tournament)


@router.post("/tournaments/{tid}/withdrawals", status_code=201, dependencies=[Judge])
def withdraw(body: Leaving, tournament: TournamentDep,
             tournaments: TournamentsDep) -> dict[str, Any]:
    """A player leaves: rounds of the current stage not started yet are seated again without
    them; their results so far stay, and they cannot advance."""
    with tournaments.lock:
        tournament.withdraw(body.player)
    return summary(tournament)


def _clean(name: str | None) -> str | None:
    """A stage name as given, or None (the default name) when it is blank."""
    cleaned = " ".join((name or "").split())
    return cleaned or None


# ---- rounds: plan, results, games ---------------------------------------------------------------

ROUND = "/tournaments/{tid}/stages/{stage}/rounds/{round_no}"


@router.get(ROUND)
def read_round(stage: Number, round_no: Number, tournament: TournamentDep,
               tournaments: TournamentsDep, playing: PlayingDep) -> dict[str, Any]:
    """The round's tables with players in seating order, entered points and games played."""
    return round_view(tournament, tournaments, stage, round_no, playing)


@router.put(ROUND + "/tables/{table_no}/result", dependencies=[Judge])
def enter_result(body: TableResult, stage: Number, round_no: Number, table_no: Number,
                 tournament: TournamentDep, tournaments: TournamentsDep,
                 playing: PlayingDep) -> dict[str, Any]:
    """Points of every player at one table (entered again: corrected, the old value logged)."""
    points = {row.player: row.points for row in body.points}
    if len(points) != len(body.points):
        raise UserError("Один игрок указан дважды: у каждого игрока одна строка очков.")
    with tournaments.lock:
        tournament.enter_result(stage, round_no, table_no, points)
    return round_view(tournament, tournaments, stage, round_no, playing)


@router.post(ROUND + "/tables/{table_no}/game", status_code=201, dependencies=[Judge])
async def play_table(body: TableGame, stage: Number,  # type: ignore[valid-type]
                     round_no: Number, table_no: Number, tournament: TournamentDep,
                     tournaments: TournamentsDep, table: TableDep) -> dict[str, Any]:
    """Start the dashboard game of this table; when it is over its standings become the result.
    The words are checked on a worker thread; the game starts on the loop, which owns the table."""
    words = (await run_in_threadpool(check_words, body.words)).words(keep=body.keep)
    settings = Settings(body.explain_seconds, body.last_guess_seconds, body.circles,
                        body.violation_removes_word, body.seed)
    async with _locked(tournaments.lock):
        link = tournaments.play(table, tournament, stage, round_no, table_no, words, settings)
    return {"game": link.game, "table": link.table}


def round_view(tournament: Tournament, tournaments: Tournaments, stage: int, round_no: int,
               playing: str | None) -> dict[str, Any]:
    tables = tournament.round_plan(stage, round_no)
    links = tournaments.links.of_round(tournament.id, stage, round_no)
    current = tournament.stage().number
    return {
        "tournament": tournament.info.to_json(),
        "stage": tournament.stage(stage).to_json(),
        "round": round_no,
        "open": stage == current,
        "tables": [{**t.to_json(),
                    "game": links[t.table].to_json() if t.table in links else None,
                    "playing": t.table in links and links[t.table].game == playing}
                   for t in tables],
    }


# ---- standings ----------------------------------------------------------------------------------

@router.get("/tournaments/{tid}/standings")
def read_standings(tournament: TournamentDep,
                   stage: Annotated[int | None, Query(ge=1, le=INT_MAX)] = None
                   ) -> dict[str, Any]:
    """A stage's standings (default: the current stage) and the tournament's overall ranking."""
    info = tournament.stage(stage)
    return {
        "tournament": tournament.info.to_json(),
        "stage": info.to_json(),
        "complete": not tournament.missing(info.number),
        "rows": [row.to_json() for row in tournament.standings(info.number)],
        "overall": [row.to_json() for row in tournament.overall()],
        "tie_break": TIE_BREAK,
    }


def summary(tournament: Tournament) -> dict[str, Any]:
    """The tournament, its players and its stages (with how many results are missing)."""
    stages = tournament.stages()
    return {
        "tournament": tournament.info.to_json(),
        "players": [p.to_json() for p in tournament.players()],
        "registration_open": not stages,
        "withdrawn": [p.id for p in tournament.withdrawn()],
        "stages": [{**s.to_json(), "tables": _table_sizes(tournament, s.number),
                    "missing": len(tournament.missing(s.number))} for s in stages],
        "tie_break": TIE_BREAK,
    }


def _table_sizes(tournament: Tournament, stage: int) -> list[int]:
    return [len(t.players) for t in tournament.round_plan(stage, 1)]
