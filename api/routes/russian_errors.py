"""Validation errors in Russian for routers built with `RussianRoute` (the tournament pages).

Instead of pydantic's English list the judge gets one sentence with status 422::

    {"detail": "Неверные данные: число туров — должно быть не больше 20."}
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import BaseModel

from api.lang.validation import FIELDS, HEADLINE, OTHER, PROBLEMS

# At most this many problems are named in one message.
SHOWN = 3


class Refusal(BaseModel):
    """Every refused request of these routes: a message for the judge."""

    detail: str


REFUSED: dict[int | str, dict[str, Any]] = {
    400: {"model": Refusal, "description": "неверные данные: сообщение для судьи в `detail`"},
    404: {"model": Refusal, "description": "нет такого турнира"},
    422: {"model": Refusal, "description": "данные не по форме: сообщение в `detail`"},
}
JUDGE_REFUSED: dict[int | str, dict[str, Any]] = {
    **REFUSED,
    401: {"model": Refusal, "description": "нужен ключ судьи (X-Judge-Token или ?token=)"},
}


class RussianRoute(APIRoute):
    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def route(request: Request) -> Response:
            try:
                return await handler(request)
            except RequestValidationError as err:
                return JSONResponse({"detail": russian(err.errors())}, status_code=422)

        return route


def russian(errors: Sequence[Any]) -> str:
    """One Russian sentence naming the first few problems."""
    parts = [f"{_label(e.get('loc', ()))} — {_problem(e)}" for e in errors[:SHOWN]]
    more = len(errors) - SHOWN
    tail = f" и ещё {more}" if more > 0 else ""
    return f"{HEADLINE}: {'; '.join(parts) or OTHER}{tail}."


def _label(loc: Sequence[Any]) -> str:
    names = [part for part in loc if isinstance(part, str)]
    name = names[-1] if names else "body"
    return FIELDS.get(name, name)


def _problem(error: dict[str, Any]) -> str:
    template = PROBLEMS.get(error.get("type", ""), OTHER)
    try:
        return template.format_map(error.get("ctx") or {})
    except (KeyError, ValueError, IndexError):
        return OTHER
