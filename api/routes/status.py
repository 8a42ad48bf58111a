"""What the server can do right now: live recognition on or off (and how to turn it on)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from api.deps import TableDep, is_judge

router = APIRouter(prefix="/api", tags=["status"])


@router.get("/status")
async def status(request: Request, table: TableDep) -> dict[str, Any]:
    return {"recognition": table.listening.status(),
            "judge": is_judge(request),
            "game": table.game is not None, "problem": table.problem}
