"""Reading a message of the live channel: bounded size and nesting before JSON parsing, so a huge
or 100 000-deep message gets a Russian refusal instead of exhausting memory or the stack."""

from __future__ import annotations

import json
from typing import Any

MAX_CHARS = 16_000  # the largest request, `hear` with 2000 characters, is far below
MAX_DEPTH = 8  # our messages are flat objects


class BadMessage(ValueError):
    """A message refused before parsing; `message` is for the judge, `fatal` closes the socket."""

    def __init__(self, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.fatal = fatal


def depth(text: str) -> int:
    """How deep the brackets of JSON `text` nest (brackets inside strings do not count)."""
    deepest = level = 0
    in_string = escaped = False
    for char in text:
        if escaped:
            escaped = False
        elif in_string:
            escaped, in_string = char == "\\", char != '"'
        elif char == '"':
            in_string = True
        elif char in "[{":
            level += 1
            deepest = max(deepest, level)
        elif char in "]}":
            level -= 1
    return deepest


def load(text: str | None) -> dict[str, Any]:
    """The JSON object in `text`, or BadMessage saying in Russian what is wrong."""
    if text is None:
        raise BadMessage("Ждём сообщения JSON в текстовом виде.")
    if len(text) > MAX_CHARS:
        raise BadMessage(f"Сообщение длиннее {MAX_CHARS} символов: соединение закрыто, "
                         "пришлите короче.", fatal=True)
    if depth(text) > MAX_DEPTH:
        raise BadMessage(f"Сообщение вложено глубже {MAX_DEPTH} уровней: соединение закрыто, "
                         "пришлите плоский объект JSON.", fatal=True)
    try:
        data = json.loads(text)
    except ValueError:
        raise BadMessage("Сообщение не читается как JSON: пришлите объект вида "
                         '{"type": …}.') from None
    if not isinstance(data, dict):
        raise BadMessage('Нужен объект JSON вида {"type": …}.')
    return data
