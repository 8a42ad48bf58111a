"""Dependencies shared by the routes: the table, the settings, the judge's token check."""

from __future__ import annotations

import secrets
from typing import Annotated

from fastapi import Depends, Header, HTTPException, Query, Request, WebSocket

from api.live.table import Table
from api.settings import AppSettings
from game.events import View

TOKEN_HEADER = "X-Judge-Token"


def get_settings(request: Request) -> AppSettings:
    return request.app.state.settings


def get_table(request: Request) -> Table:
    return request.app.state.table


def token_ok(settings: AppSettings, given: str | None) -> bool:
    """Whether `given` opens judge actions (always, when the server needs no token)."""
    if settings.token is None:
        return True
    return given is not None and secrets.compare_digest(given.encode(), settings.token.encode())


def judge_allowed(request: Request,
                  x_judge_token: Annotated[str | None, Header(max_length=200)] = None,
                  token: Annotated[str | None, Query(max_length=200)] = None) -> None:
    """Judge actions need the token printed at start-up when the server is not local-only."""
    if not token_ok(get_settings(request), x_judge_token or token):
        raise HTTPException(401, "Нужен ключ судьи: откройте ссылку, напечатанную при запуске "
                                 "сервера (с ?token=…).")


def view_allowed(request: Request, view: View,
                 x_judge_token: str | None, token: str | None) -> View:
    if view == View.JUDGE:
        judge_allowed(request, x_judge_token, token)
    return view


def ws_view(websocket: WebSocket, view: str, token: str | None) -> View | None:
    """The view a WebSocket asks for, or None when it may not have it."""
    try:
        wanted = View(view)
    except ValueError:
        return None
    if wanted == View.JUDGE and not token_ok(websocket.app.state.settings, token):
        return None
    return wanted


REFUSALS: dict[int | str, dict[str, str]] = {
    400: {"description": "неверные данные: сообщение для судьи в `detail`"},
    409: {"description": "правила игры не позволяют это сейчас: сообщение в `detail`"},
}
JUDGE_ONLY: dict[int | str, dict[str, str]] = {
    **REFUSALS, 401: {"description": "нужен ключ судьи (X-Judge-Token или ?token=)"}}

TableDep = Annotated[Table, Depends(get_table)]
Judge = Depends(judge_allowed)
