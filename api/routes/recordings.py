"""A turn's audio, with HTTP range requests so the judge's player can seek to an alert."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path, Query
from fastapi.responses import FileResponse

from api.deps import JUDGE_ONLY, Judge, TableDep

router = APIRouter(prefix="/api/turns", tags=["recordings"], dependencies=[Judge],
                   responses=JUDGE_ONLY)


@router.get("/{turn_no}/audio", response_class=FileResponse,
            responses={206: {"description": "часть записи (заголовок Range)"},
                       404: {"description": "записи нет"},
                       416: {"description": "диапазон вне записи"}})
async def audio(turn_no: Annotated[int, Path(ge=0, le=10_000)], table: TableDep,
                word: Annotated[int | None, Query(ge=0, le=100_000)] = None) -> FileResponse:
    """The recording the turn's word `word` was heard in (an alert's first word: its times are
    that recording's seconds), else the turn's latest."""
    path = table.recording(turn_no, word)
    if path is None:
        raise HTTPException(404, f"Записи звука хода {turn_no + 1} нет.")
    return FileResponse(path, media_type="audio/wav")
