"""Players' voices, recorded on the setup page: the sentence to read, who is enrolled, and «Записать
голос» (the server records from the dashboard's microphone and stores the print). Judge only.

Prints go to the data folder's `voiceprints.json` (`api.live.voices`); a new game takes its
players' prints from there, and a player enrolled while their game is open is added to it too.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter
from fastapi.concurrency import run_in_threadpool
from pydantic import Field

from api.deps import JUDGE_ONLY, Judge, TableDep
from api.live.table import Table
from api.live.voices import ENROL_SECONDS, enrolled, recorded
from api.requests.body import Body
from common.errors import UserError
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import SENTENCE, save_print, voice_print

router = APIRouter(prefix="/api/voices", tags=["voices"], dependencies=[Judge],
                   responses=JUDGE_ONLY)
_recording: set[int] = set()  # tables whose microphone is recording a voice now


class Enrolment(Body):
    player: Annotated[str, Field(min_length=1, max_length=40, description="имя, как в игре")]


@router.get("")
async def voices(table: TableDep) -> dict[str, Any]:
    """What the setup page shows: the sentence to read, for how long, who is enrolled."""
    return _listing(table)


@router.post("/record")
async def enrol(body: Enrolment, table: TableDep) -> dict[str, Any]:
    """Record the player reading the sentence (~6 s) from the dashboard's microphone, store the
    print; 400 with a Russian message when there is no microphone or too little voice."""
    player = body.player.strip()
    if not player:
        raise UserError("Укажите имя игрока.")
    if table.listening.hearing or (table.game is not None and table.game.current_turn):
        raise UserError("Идёт ход, микрофон занят: запишите голос между ходами.")
    if id(table) in _recording:
        raise UserError("Микрофон уже записывает голос другого игрока: дождитесь конца записи.")
    _recording.add(id(table))
    try:
        samples = await recorded(table.listening.source())
    finally:
        _recording.discard(id(table))
    embedding = await run_in_threadpool(voice_print, await _encoder(table), samples)
    folders = [table.settings.data]
    if table.game is not None and table.folder is not None and player in table.game.players:
        folders.append(table.folder)  # the game being played hears this voice from now on
    for folder in folders:
        save_print(folder, player, embedding)
    return {**_listing(table), "recorded": player}


async def _encoder(table: Table) -> VoiceEncoder:
    if table.listening.encoder is not None:
        return table.listening.encoder
    try:
        return await run_in_threadpool(VoiceEncoder)
    except Exception as err:  # missing or damaged weights
        raise UserError(f"Модель голоса не загрузилась ({err}): переустановите программу "
                        "(bash scripts/setup.sh).") from None


def _listing(table: Table) -> dict[str, Any]:
    return {"sentence": SENTENCE, "seconds": ENROL_SECONDS,
            "players": enrolled(table.settings.data)}
