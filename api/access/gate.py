"""The gate in front of every route: a request to a name that is not ours (DNS rebinding), or a
change or a live channel asked for by another site's page, is refused before any route runs.

HTTP: 403 with a Russian `detail`. WebSocket handshake: 403 too (closed before it is accepted,
which the server answers with 403; a page cannot read a handshake's body anyway).
Requests without `Origin` come from programs, not from pages, and pass; they still need the
judge's key for judge actions (`api.deps`).
"""

from __future__ import annotations

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from api.access.hosts import HostPolicy

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
POLICY_VIOLATION = 1008  # what the test client reports for a refused handshake


def refusal(policy: HostPolicy, scope: Scope) -> str | None:
    """Why the request in `scope` is refused, in Russian; None when it may go on."""
    headers = Headers(scope=scope)
    host, scheme = headers.get("host"), scope.get("scheme", "http")
    if not policy.host_ok(host, scheme):
        return (f"Сервер не отвечает на имя «{host or ''}». Откройте панель по адресу "
                "http://localhost:ПОРТ или добавьте это имя при запуске: "
                "referee serve --allow-host ИМЯ.")
    origin = headers.get("origin")
    changes = scope["type"] == "websocket" or scope.get("method") not in SAFE_METHODS
    if changes and origin is not None and not policy.origin_ok(origin, host, scheme):
        return (f"Запрос со страницы другого сайта ({origin}) отклонён: панелью судьи можно "
                "пользоваться только с её собственных страниц.")
    return None


class Gate:
    """ASGI middleware applying `refusal` to every HTTP request and WebSocket handshake."""

    def __init__(self, app: ASGIApp, policy: HostPolicy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        problem = None
        if scope["type"] in ("http", "websocket"):
            problem = refusal(self.policy, scope)
        if problem is None:
            await self.app(scope, receive, _no_referrer(send) if scope["type"] == "http" else send)
        elif scope["type"] == "websocket":
            await deny(WebSocket(scope, receive, send))
        else:
            await JSONResponse({"detail": problem}, status_code=403)(scope, receive, send)


def _no_referrer(send: Send) -> Send:
    """Pages tell other sites nothing of their address (`Referrer-Policy: same-origin`, unless
    the route set its own)."""

    async def sending(message: Message) -> None:
        headers = message.get("headers", [])
        if message["type"] == "http.response.start" and not any(
                name.lower() == b"referrer-policy" for name, _ in headers):
            message["headers"] = [*headers, (b"referrer-policy", b"same-origin")]
        await send(message)

    return sending


async def deny(websocket: WebSocket) -> None:
    """Refuse a WebSocket handshake: the server answers it with 403."""
    await websocket.close(code=POLICY_VIOLATION)
