"""The dashboard's FastAPI application: `create_app(settings)`; `referee serve` runs it.

The speech model and the rule checker's dictionaries load in the lifespan, never at import.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from api.access.gate import Gate
from api.access.hosts import HostPolicy
from api.access.judge import JudgeKey
from api.archive.games import repair_games
from api.archive.summaries import Summaries
from api.live.hub import Hub
from api.live.listening import Listening
from api.live.table import Table
from api.requests.russian_errors import http_error, validation_error
from api.routes import (
    alerts,
    games,
    live,
    pages,
    recordings,
    replay,
    session,
    status,
    tournament,
    turn,
    voices,
    words,
)
from api.routes.pages import STATIC
from api.settings import AppSettings, make_data_folder
from common.errors import UserError
from game.clock import Clock
from game.turn import TurnError
from referee.rules.checker import warm_up

log = logging.getLogger(__name__)

ROUTERS = (session.router, status.router, games.router, words.router, turn.router, alerts.router,
           recordings.router, replay.router, live.router, tournament.router, voices.router,
           pages.router)


def create_app(settings: AppSettings | None = None, *, listening: Listening | None = None,
               clock: Clock | None = None,
               on_ready: Callable[[Table], None] | None = None) -> FastAPI:
    """The app. `listening`: recognition to use (default: load the model the settings point to,
    or none when `settings.listen` is off); `clock`: the game clock (tests); `on_ready`: called
    once the models are loaded and the current game resumed."""
    settings = settings or AppSettings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        ears = listening
        if ears is None:
            ears = (await Listening.load(settings.model, settings.microphone, settings.engine)
                    if settings.listen
                    else Listening(None, "запущено без распознавания."))
        await asyncio.get_running_loop().run_in_executor(None, warm_up)
        for fixed in repair_games(settings.games_dir):  # before any game is opened
            log.warning("Восстановлен после сбоя: %s", fixed)
        table = Table(settings, Hub(), ears, clock)
        await table.open()
        app.state.table = table
        if on_ready is not None:
            on_ready(table)
        try:
            yield
        finally:
            await table.close()

    app = FastAPI(title="hat-referee", summary="Панель судьи игры «Шляпа»", lifespan=lifespan)
    app.state.settings = settings
    app.state.summaries = Summaries()  # the replay list's, kept across requests
    make_data_folder(settings.data)
    app.state.judge_key = JudgeKey(settings.token) if settings.token else JudgeKey.of_folder(
        settings.data)
    app.add_middleware(Gate, policy=HostPolicy.of(settings.host, settings.allow_hosts))
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    for router in ROUTERS:
        app.include_router(router)
    app.add_exception_handler(UserError, _user_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(HTTPException, http_error)
    return app


async def _user_error(request: Request, err: Exception) -> JSONResponse:
    """A refused action or bad input: 409 when the game's state forbids it, else 400."""
    code = 409 if isinstance(err, TurnError) else 400
    return JSONResponse({"detail": str(err)}, status_code=code)
