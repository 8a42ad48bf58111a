"""The one translation layer of refusals: every validation error of every route and of the live
channel becomes one Russian sentence that names the field and says what to do, e.g. ::

    {"detail": "Неверные данные: время на объяснение — должно быть не больше 600."}

`create_app` installs `validation_error` and `http_error` for all routes; the WebSocket calls
`russian` on its messages' errors. Only the error's type, place and limits are read, never the
value sent, so NaN, Infinity or a huge number cannot break the answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from api.requests.validation_ru import FIELDS, HEADLINE, OTHER, PROBLEMS, STATUS_TEXT, UNKNOWN_FIELD

# At most this many problems are named in one message.
SHOWN = 3
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def russian(errors: Sequence[Any]) -> str:
    """One Russian sentence naming the first few problems."""
    parts = [f"{_label(e.get('loc', ()))} — {_problem(e)}" for e in errors[:SHOWN]]
    more = len(errors) - SHOWN
    tail = f" и ещё {more}" if more > 0 else ""
    return f"{HEADLINE}: {'; '.join(parts) or OTHER}{tail}."


async def validation_error(request: Request, err: Exception) -> JSONResponse:
    assert isinstance(err, RequestValidationError)
    return JSONResponse({"detail": russian(err.errors())}, status_code=422)


async def http_error(request: Request, err: Exception) -> JSONResponse:
    """Our own refusals pass as they are; the framework's English ones (404, 405, a body that
    cannot be parsed) are said in Russian."""
    assert isinstance(err, HTTPException)
    detail = err.detail if isinstance(err.detail, str) and CYRILLIC.search(err.detail) else (
        STATUS_TEXT.get(err.status_code, f"Запрос не выполнен (код {err.status_code})."))
    return JSONResponse({"detail": detail}, status_code=err.status_code, headers=err.headers)


def _label(loc: Sequence[Any]) -> str:
    names = [part for part in loc if isinstance(part, str) and part not in ("body", "query")]
    label = FIELDS.get(names[-1], UNKNOWN_FIELD.format(names[-1])) if names else FIELDS["body"]
    places = [part + 1 for part in loc[1:] if isinstance(part, int)]
    return label + (f" (№{places[-1]})" if places and names else "")


def _problem(error: dict[str, Any]) -> str:
    template = PROBLEMS.get(error.get("type", ""), OTHER)
    try:
        return template.format_map(error.get("ctx") or {})
    except (KeyError, ValueError, IndexError):
        return OTHER
