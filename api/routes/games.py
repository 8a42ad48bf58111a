"""The game: create one (setup page), read its state (any screen), correct a played turn."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from pydantic import Field

from api.deps import JUDGE_ONLY, Judge, TableDep, view_allowed
from api.requests.body import LAX, Body
from game.events import View
from game.settings import Settings
from game.turn import Outcome
from game.wordlist import check_words

router = APIRouter(prefix="/api", tags=["game"],
                   responses=JUDGE_ONLY)

Name = Annotated[str, Field(min_length=1, max_length=40)]


class NewGame(Body):
    players: list[Name] = Field(min_length=2, max_length=30, description="в порядке рассадки")
    words: str = Field(max_length=200_000, description="слова, по одному в строке")
    keep: list[Annotated[int, Field(ge=1)]] = Field(
        default=[], max_length=10_000, description="строки под вопросом, которые судья оставил")
    explain_seconds: float = Field(20.0, gt=0, le=600)
    last_guess_seconds: float = Field(3.0, ge=0, le=60)
    circles: int | None = Field(None, ge=1, le=50)
    violation_removes_word: bool = True
    seed: int | None = Field(None, ge=0, le=2**31 - 1)


class Correction(Body):
    turn_no: int = Field(ge=0, le=10_000)
    word: str = Field(min_length=1, max_length=60)
    outcome: Annotated[Outcome, LAX]


@router.post("/games", status_code=201, dependencies=[Judge])
async def create_game(body: NewGame, table: TableDep) -> dict[str, Any]:
    """Start a new game (the previous one stays on disk)."""
    checked = await run_in_threadpool(check_words, body.words)
    words = checked.words(keep=body.keep)
    settings = Settings(body.explain_seconds, body.last_guess_seconds, body.circles,
                        body.violation_removes_word, body.seed)
    table.new_game(body.players, words, settings)
    return table.state(View.JUDGE)


@router.get("/game")
async def read_game(request: Request, table: TableDep, view: View = View.PLAYER
                    ) -> dict[str, Any]:
    """The state message of the live channel, for `view` (the judge's needs the session)."""
    return table.state(view_allowed(request, view))


@router.post("/game/corrections", dependencies=[Judge])
async def correct(body: Correction, table: TableDep) -> dict[str, Any]:
    """Change the outcome of a word in a played turn; the scores follow."""
    table.correct(body.turn_no, body.word, body.outcome)
    return table.state(View.JUDGE)
