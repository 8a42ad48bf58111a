"""The turn: judge actions (start, guessed, «Ошибка», give up; after a server outage cut a turn,
continue or replay it) and words typed as heard."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from fastapi import APIRouter
from pydantic import Field

from api.deps import JUDGE_ONLY, Judge, TableDep
from api.requests.body import Body
from game.events import View

router = APIRouter(prefix="/api/turn", tags=["turn"], dependencies=[Judge],
                   responses=JUDGE_ONLY)


class Action(StrEnum):
    START = "start_turn"
    GUESSED = "guessed"
    VIOLATION = "violation"
    GIVE_UP = "give_up"
    RESUME = "resume_turn"  # a turn interrupted by a server outage: «Продолжить»
    REPLAY = "replay_turn"  # …or «Переиграть ход»


class Heard(Body):
    text: str = Field(min_length=1, max_length=2000, description="услышанные слова")
    pace: float = Field(0.0, ge=0, le=2, description="секунд между словами (сценарий)")
    partials: bool = Field(False,
                           description="сначала серым, как при распознавании")


@router.post("/{action}")
async def act(action: Action, table: TableDep) -> dict[str, Any]:
    table.act(action.value)
    return table.state(View.JUDGE)


@router.post("/words/heard")
async def heard(body: Heard, table: TableDep) -> dict[str, int]:
    """Words the judge heard (or a script), checked like recognised speech."""
    return {"words": await table.hear(body.text, body.pace, body.partials)}
