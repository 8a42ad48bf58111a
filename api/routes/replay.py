"""The replay page's data: games and turns on disk, a turn's audio, dispute rulings, outcome
corrections, corrections of who said a word, «Проверить заново», and the game's protocol (CSV,
printable page). Judge only.

`recheck_rules` is the dependency that gives the rules today's checker runs (None: the default
rules); a test or a future setting overrides it through `app.dependency_overrides`.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Path, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import FileResponse, HTMLResponse, Response
from pydantic import Field

from api.archive import games as archive
from api.archive import replay_view
from api.archive.rulings import MAX_NOTE, RulingBook, Verdict
from api.archive.speakers import CHOICES, SpeakerBook, fix_of
from api.archive.summaries import Summaries, summary_of
from api.deps import JUDGE_ONLY, Judge, TableDep
from api.requests.body import LAX, Body
from game.export import (
    DECISION_HEADER,
    STANDING_HEADER,
    WORD_HEADER,
    decisions,
    render_protocol,
    standing_rows,
    to_csv,
    word_rows,
)
from game.turn import Outcome
from referee.rules.base import Rule

router = APIRouter(prefix="/api/replay", tags=["replay"], dependencies=[Judge],
                   responses={**JUDGE_ONLY, 404: {"description": "такой игры или хода нет"}})

GameId = Annotated[str, Path(pattern=archive.GAME_ID.pattern)]
TurnNo = Annotated[int, Path(ge=0, le=10_000)]
TABLES = {"words": (WORD_HEADER, word_rows), "decisions": (DECISION_HEADER, decisions),
          "standings": (STANDING_HEADER, standing_rows)}


class RulingBody(Body):
    verdict: Annotated[Verdict, LAX]
    note: str = Field("", max_length=MAX_NOTE, description="заметка судьи")


class SpeakerBody(Body):
    index: int = Field(ge=0, le=100_000, description="номер слова в расшифровке хода, с 0")
    speaker: str = Field(description=f"кто сказал: {' или '.join(CHOICES)}")


class OutcomeBody(Body):
    word: str = Field(min_length=1, max_length=60)
    outcome: Annotated[Outcome, LAX]


def recheck_rules() -> Sequence[Rule] | None:
    """The rules «Проверить заново» runs: the checker's defaults."""
    return None


def _opened(table: TableDep, game_id: str) -> AbstractContextManager[archive.OpenGame]:
    try:
        return archive.opened(table, game_id)
    except LookupError as err:
        raise HTTPException(404, str(err)) from None


def get_summaries(request: Request) -> Summaries:
    return request.app.state.summaries


@router.get("/games")
async def games(table: TableDep, summaries: Annotated[Summaries, Depends(get_summaries)]
                ) -> list[dict[str, Any]]:
    """Every game in the data folder, newest first, with its turns. The stored games are
    summarised on a worker thread and cached until their files change (`Summaries`); the game at
    the table is read from the table, on the event loop."""
    live = table.folder if table.game is not None else None
    folders = [table.settings.games_dir / game_id
               for game_id in await run_in_threadpool(archive.game_ids, table)]
    stored = await run_in_threadpool(
        lambda: {folder: summaries.of(folder, table.clock) for folder in folders
                 if folder != live})
    found = []
    for folder in folders:
        if folder in stored:
            found.append(stored[folder])
        else:
            with _opened(table, folder.name) as opened:
                found.append(summary_of(opened))
    return found


@router.get("/games/{game_id}/turns/{turn_no}")
async def turn(game_id: GameId, turn_no: TurnNo, table: TableDep) -> dict[str, Any]:
    """A turn: cards and outcomes, transcript, alerts with decisions, rulings."""
    with _opened(table, game_id) as opened:
        archive.require_turn(opened, turn_no)
        return _detail(opened, turn_no)


def _detail(opened: archive.OpenGame, turn_no: int) -> dict[str, Any]:
    history = RulingBook(opened.folder).history().get(turn_no, [])
    return replay_view.turn_detail(opened, turn_no, history,
                                   SpeakerBook(opened.folder).of_turn(turn_no))


@router.get("/games/{game_id}/turns/{turn_no}/audio", response_class=FileResponse,
            responses={206: {"description": "часть записи (заголовок Range)"}})
async def audio(game_id: GameId, turn_no: TurnNo, table: TableDep) -> FileResponse:
    with _opened(table, game_id) as opened:
        path = await run_in_threadpool(opened.recording(turn_no).audio)
    if path is None:
        raise HTTPException(404, f"Записи звука хода {turn_no + 1} нет.")
    return FileResponse(path, media_type="audio/wav")


@router.post("/games/{game_id}/turns/{turn_no}/ruling")
async def rule(game_id: GameId, turn_no: TurnNo, body: RulingBody,
               table: TableDep) -> dict[str, Any]:
    """Record the judge's ruling on a dispute about the turn (kept on disk at once)."""
    with _opened(table, game_id) as opened:
        archive.require_turn(opened, turn_no)
        RulingBook(opened.folder).add(turn_no, body.verdict, body.note, table.clock.now())
        return _detail(opened, turn_no)


@router.post("/games/{game_id}/turns/{turn_no}/outcome")
async def change_outcome(game_id: GameId, turn_no: TurnNo, body: OutcomeBody,
                         table: TableDep) -> dict[str, Any]:
    """Change a word's outcome in a played turn through the engine's corrections; scores follow."""
    with _opened(table, game_id) as opened:
        archive.require_turn(opened, turn_no)
        archive.correct(table, opened, turn_no, body.word, body.outcome)
        return _detail(opened, turn_no)


@router.post("/games/{game_id}/turns/{turn_no}/speaker")
async def correct_speaker(game_id: GameId, turn_no: TurnNo, body: SpeakerBody, table: TableDep,
                          rules: Annotated[Sequence[Rule] | None, Depends(recheck_rules)]
                          ) -> dict[str, Any]:
    """Correct who said a word (kept on disk at once); the turn's alerts are checked again with
    it, as «Проверить заново» does: `{"turn": the turn, "recheck": kept, changed, new, gone}`."""
    with _opened(table, game_id) as opened:
        archive.require_turn(opened, turn_no)
        book = SpeakerBook(opened.folder)
        transcript = opened.transcripts.get(turn_no)
        book.add(fix_of(transcript.words if transcript else [], book.of_turn(turn_no), turn_no,
                        body.index, body.speaker, table.clock.now()))
        fixes = book.of_turn(turn_no)
        result = await run_in_threadpool(replay_view.recheck, opened, turn_no, rules, fixes,
                                         table.listening.likelihoods)
        return {"turn": _detail(opened, turn_no), "recheck": result}


@router.post("/games/{game_id}/turns/{turn_no}/recheck")
async def recheck(game_id: GameId, turn_no: TurnNo, table: TableDep,
                  rules: Annotated[Sequence[Rule] | None, Depends(recheck_rules)]
                  ) -> dict[str, Any]:
    """Run today's checker over the turn's transcript: which alerts are new, which are gone."""
    with _opened(table, game_id) as opened:
        archive.require_turn(opened, turn_no)
        fixes = SpeakerBook(opened.folder).of_turn(turn_no)
        return await run_in_threadpool(replay_view.recheck, opened, turn_no, rules, fixes,
                                      table.listening.likelihoods)


@router.get("/games/{game_id}/protocol", response_class=HTMLResponse)
async def protocol(game_id: GameId, table: TableDep) -> HTMLResponse:
    """The game's printable protocol."""
    with _opened(table, game_id) as opened:
        return HTMLResponse(render_protocol(opened.game, game_id))


@router.get("/games/{game_id}/{name}.csv", response_class=Response,
            responses={200: {"content": {"text/csv": {}}}})
async def csv_table(game_id: GameId, name: str, table: TableDep) -> Response:
    """One table of the protocol as CSV: words, decisions or standings."""
    if name not in TABLES:
        raise HTTPException(404, f"Таблицы «{name}» нет: есть {', '.join(TABLES)}.")
    header, rows = TABLES[name]
    with _opened(table, game_id) as opened:
        text = to_csv(header, rows(opened.game))
    return Response(("\ufeff" + text).encode(), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition":
                             f'attachment; filename="{game_id}.{name}.csv"'})
