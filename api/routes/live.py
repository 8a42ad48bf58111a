"""The live channel: one WebSocket per screen, `/ws?view=judge|player[&token=…]`.

On connect the server sends `hello` and a full `state`, so a reloaded page picks up a turn in the
middle; then every change as it happens. Judges may also send actions (see `api/PROTOCOL.md`).
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, WebSocket
from pydantic import Field, ValidationError

from api.deps import ws_view
from api.live import protocol
from api.live.hub import Client
from api.live.table import Table
from api.routes.body import LAX, Body
from api.routes.turn import Action, Heard
from common.errors import UserError
from game.events import View
from referee.replay.turn_record import Decision

router = APIRouter(tags=["live"])
POLICY_VIOLATION = 1008


class Ping(Body):
    t: float | None = None


class ActionRequest(Body):
    action: Annotated[Action, LAX]


class DecideRequest(Body):
    id: str = Field(pattern=r"^\d{1,5}-\d{1,5}$")
    decision: Annotated[Decision, LAX]


@router.websocket("/ws")
async def live(websocket: WebSocket, view: str = "player", token: str | None = None) -> None:
    allowed = ws_view(websocket, view, token)
    if allowed is None:
        await websocket.close(code=POLICY_VIOLATION, reason="judge view needs the token")
        return
    await websocket.accept()
    table: Table = websocket.app.state.table
    client = Client(websocket, allowed)
    first = [table.hello(allowed), table.state(allowed)]
    await table.hub.serve(client, first, lambda c, text: _receive(table, c, text))


async def _receive(table: Table, client: Client, text: str | None) -> dict[str, Any] | None:
    if text is None:
        return protocol.error_message("Ждём сообщения JSON в текстовом виде.")
    try:
        data = json.loads(text)
        kind = data.get("type") if isinstance(data, dict) else None
        if kind == "ping":
            return protocol.pong_message(Ping.model_validate(data).t, table.clock.now())
        if kind not in protocol.CLIENT_TYPES:
            return protocol.error_message(f"Неизвестный тип сообщения: {kind!r}.")
        if client.view != View.JUDGE:
            return protocol.error_message("Экран игроков только показывает игру.")
        await _judge_request(table, kind, data)
        return protocol.done_message(kind)
    except (json.JSONDecodeError, ValidationError) as err:
        return protocol.error_message(f"Неверное сообщение: {err}")
    except UserError as err:
        return protocol.error_message(str(err))


async def _judge_request(table: Table, kind: str, data: dict[str, Any]) -> None:
    if kind == "action":
        table.act(ActionRequest.model_validate(data).action.value)
    elif kind == "hear":
        heard = Heard.model_validate(data)
        await table.hear(heard.text, heard.pace, heard.partials)
    elif kind == "decide":
        request = DecideRequest.model_validate(data)
        table.decide(request.id, request.decision)
