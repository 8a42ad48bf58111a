"""Running the dashboard: in the foreground (`referee serve`) or on a background thread (benchmark,
browser tests), always on a port checked free first so a clash gives a clear message."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI

from common.errors import UserError

# Seconds a stopping server waits for open connections (a live socket whose handler is waiting
# for the next event never closes by itself) before it cancels them: Ctrl+C stops promptly.
SHUTDOWN_GRACE_S = 2.0


def check_port(host: str, port: int) -> None:
    """Raise a UserError when `host:port` cannot be bound (taken, or not this machine's address)."""
    try:
        with socket.create_server((host, port)):
            pass
    except OSError as err:
        raise UserError(f"Не удалось занять адрес {host}:{port} ({err.strerror}). Укажите другой "
                        "порт (--port) или остановите программу, которая его заняла.") from None


def free_port(host: str = "127.0.0.1") -> int:
    with socket.create_server((host, 0)) as probe:
        return probe.getsockname()[1]


def serve(app: FastAPI, host: str, port: int) -> None:
    """Run `app` until Ctrl+C."""
    check_port(host, port)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_ping_interval=20,
                timeout_graceful_shutdown=SHUTDOWN_GRACE_S)


@contextmanager
def background(app: FastAPI, host: str = "127.0.0.1", port: int | None = None,
               timeout: float = 60.0) -> Iterator[str]:
    """Serve `app` on a thread; yield its base URL (http://host:port) once it accepts requests."""
    port = port or free_port(host)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning",
                                           timeout_graceful_shutdown=SHUTDOWN_GRACE_S))
    thread = threading.Thread(target=server.run, name="dashboard-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the dashboard server did not start")
        time.sleep(0.05)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout)
