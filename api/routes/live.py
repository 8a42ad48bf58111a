"""The live channel: one WebSocket per screen, `/ws?view=judge|player`.

On connect the server sends `hello` and a full `state`, so a reloaded page picks up a turn in the
middle; then every change as it happens. Judges may also send actions (see `api/PROTOCOL.md`).
The judge's view needs the judge's session (cookie, or `X-Judge-Token` from a program); without
it, or with an unknown view, the handshake is refused with 403 (the gate refuses other sites'
pages and foreign host names before that).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, WebSocket
from pydantic import Field, ValidationError

from api.access.gate import deny
from api.deps import is_judge
from api.live import protocol
from api.live.hub import Client
from api.live.table import Table
from api.requests import wire
from api.requests.body import LAX, Body
from api.requests.russian_errors import russian
from api.routes.turn import Action, Heard
from common.errors import UserError
from game.events import View
from referee.replay.turn_record import Decision

router = APIRouter(tags=["live"])


class Ping(Body):
    t: float | None = None


class ActionRequest(Body):
    action: Annotated[Action, LAX]


class DecideRequest(Body):
    id: str = Field(pattern=r"^\d{1,5}-\d{1,5}$")
    decision: Annotated[Decision, LAX]


# What a client may send, by `type` (the fuzz test draws messages from these models).
REQUESTS: dict[str, type[Body]] = {"ping": Ping, "action": ActionRequest, "hear": Heard,
                                   "decide": DecideRequest}


@router.websocket("/ws")
async def live(websocket: WebSocket, view: str = "player") -> None:
    try:
        allowed = View(view)
    except ValueError:
        await deny(websocket)
        return
    if allowed == View.JUDGE and not is_judge(websocket):
        await deny(websocket)
        return
    await websocket.accept()
    table: Table = websocket.app.state.table
    client = Client(websocket, allowed)
    first = [table.hello(allowed), table.state(allowed)]
    await table.hub.serve(client, first, lambda c, text: _receive(table, c, text))


async def _receive(table: Table, client: Client, text: str | None) -> dict[str, Any] | None:
    try:
        data = wire.load(text)
        kind = data.get("type")
        if kind not in REQUESTS:
            return protocol.error_message(
                f"Неизвестный тип сообщения: нужен один из {', '.join(REQUESTS)}.")
        request = REQUESTS[kind].model_validate({k: v for k, v in data.items() if k != "type"})
        if isinstance(request, Ping):
            return protocol.pong_message(request.t, table.clock.now())
        if client.view != View.JUDGE:
            return protocol.error_message("Экран игроков только показывает игру.")
        await _judge_request(table, request)
        return protocol.done_message(kind)
    except wire.BadMessage as err:
        if not err.fatal:
            return protocol.error_message(str(err))
        client.put(protocol.error_message(str(err)))
        client.put(None)  # the sender closes the socket once the error is out
        return None
    except ValidationError as err:
        return protocol.error_message(russian(err.errors()))
    except UserError as err:
        return protocol.error_message(str(err))


async def _judge_request(table: Table, request: Body) -> None:
    if isinstance(request, ActionRequest):
        table.act(request.action.value)
    elif isinstance(request, Heard):
        await table.hear(request.text, request.pace, request.partials)
    elif isinstance(request, DecideRequest):
        table.decide(request.id, request.decision)
