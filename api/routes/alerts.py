"""Alerts: the judge confirms («Ошибка»), dismisses, or takes the secret word as guessed."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from api.deps import JUDGE_ONLY, Judge, TableDep
from api.requests.body import LAX, Body
from referee.replay.turn_record import Decision

router = APIRouter(prefix="/api/alerts", tags=["alerts"], dependencies=[Judge],
                   responses=JUDGE_ONLY)

AlertId = Annotated[str, Path(pattern=r"^\d{1,5}-\d{1,5}$")]


class DecisionBody(Body):
    decision: Annotated[Decision, LAX]


@router.post("/{alert_id}/decision")
async def decide(alert_id: AlertId, body: DecisionBody, table: TableDep) -> dict[str, Any]:
    return table.decide(alert_id, body.decision).to_json()
