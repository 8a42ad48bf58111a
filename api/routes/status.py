"""What the server can do right now: live recognition on or off (and how to turn it on)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from api.deps import TableDep

router = APIRouter(prefix="/api", tags=["status"])


@router.get("/status")
async def status(request: Request, table: TableDep) -> dict[str, Any]:
    return {"recognition": table.listening.status(),
            "token_required": request.app.state.settings.token is not None,
            "game": table.game is not None, "problem": table.problem}
