"""Settings of the dashboard server: one typed object, safe defaults (localhost, no token)."""

from __future__ import annotations

import ipaddress
import secrets
from dataclasses import dataclass
from pathlib import Path

from referee.speech.engine import DEFAULT_ENGINE, EngineName

LOCAL_HOSTS = ("localhost",)


def is_loopback(host: str) -> bool:
    """Whether `host` can be reached only from this machine."""
    if host in LOCAL_HOSTS:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class AppSettings:
    """How the server runs.

    `model`: the speech model folder (None: look in the usual places; `listen=False`: do not look
    at all, live recognition stays off); `engine`: which recognizer, "vosk" or "whisper".
    `microphone`: input device (number or part of its name).
    `token`: the secret judge actions need; it is required when
    the server is bound to anything but the loopback interface (`for_host` makes one).
    """

    host: str = "127.0.0.1"
    port: int = 8000
    data: Path = Path("data")
    model: Path | None = None
    engine: EngineName = DEFAULT_ENGINE
    listen: bool = True
    token: str | None = None
    microphone: str | None = None

    @classmethod
    def for_host(cls, host: str = "127.0.0.1", **kwargs) -> AppSettings:
        """Settings for a server bound to `host`, with a fresh judge token unless it is local."""
        token = None if is_loopback(host) else secrets.token_urlsafe(12)
        return cls(host=host, token=kwargs.pop("token", token), **kwargs)

    @property
    def games_dir(self) -> Path:
        return self.data / "games"
