"""Dependencies shared by the routes: the table, the settings, the judge's session check."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, HTTPException, Request
from starlette.requests import HTTPConnection

from api.access.judge import COOKIE, HEADER, JudgeKey
from api.live.table import Table
from api.settings import AppSettings
from game.events import View

# `Sec-Fetch-Site` values of requests another site's page started (ports differ: same-site).
FOREIGN_FETCH = ("cross-site", "same-site")
NO_SESSION = ("Нужен вход судьи: откройте в этом браузере ссылку для входа, которую «referee "
              "serve» напечатал в терминале (новую ссылку печатает Enter в окне сервера).")


def get_settings(request: Request) -> AppSettings:
    return request.app.state.settings


def get_table(request: Request) -> Table:
    return request.app.state.table


def is_judge(conn: HTTPConnection) -> bool:
    """Whether the request (or handshake) carries the judge's key — in the session cookie or,
    from a program, in the header — and was not started by another site's page."""
    if conn.headers.get("sec-fetch-site") in FOREIGN_FETCH:
        return False
    key: JudgeKey = conn.app.state.judge_key
    return key.opens(conn.cookies.get(COOKIE) or conn.headers.get(HEADER))


def judge_allowed(request: Request) -> None:
    """Judge actions and judge-only data need the judge's session."""
    if not is_judge(request):
        raise HTTPException(401, NO_SESSION)


def view_allowed(request: Request, view: View) -> View:
    if view == View.JUDGE:
        judge_allowed(request)
    return view


# Every refused request, whatever the route's own media type: one Russian message for the judge.
REFUSAL = {"type": "object", "required": ["detail"], "properties": {"detail": {"type": "string"}}}


def refused(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": REFUSAL}}}


REFUSALS: dict[int | str, dict[str, Any]] = {
    400: refused("неверные данные: сообщение для судьи в `detail`"),
    403: refused("чужое имя сервера или запрос со страницы другого сайта"),
    409: refused("правила игры не позволяют это сейчас: сообщение в `detail`"),
    422: refused("данные не по форме: что исправить — по-русски в `detail`"),
}
JUDGE_ONLY: dict[int | str, dict[str, Any]] = {
    **REFUSALS, 401: refused("нужен вход судьи (cookie сессии или заголовок X-Judge-Token)")}

TableDep = Annotated[Table, Depends(get_table)]
Judge = Depends(judge_allowed)
