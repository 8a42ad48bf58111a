"""Settings of the dashboard server: one typed object, safe defaults (localhost only)."""

from __future__ import annotations

import argparse
import errno
from dataclasses import dataclass
from pathlib import Path

from common.arguments import PORT
from common.errors import UserError
from referee.speech.engines.interface import DEFAULT_ENGINE, EngineName


@dataclass(frozen=True)
class AppSettings:
    """How the server runs.

    `model`: the speech model folder (None: look in the usual places; `listen=False`: do not look
    at all, live recognition stays off); `engine`: which recognizer, "vosk" or "whisper".
    `microphone`: input device (number or part of its name). `token`: the judge's key (None: the
    data folder's `judge.key`, made on first start; see `api.access.judge`). `allow_hosts`: host
    names the server answers besides localhost and the address it is bound to (`referee serve
    --allow-host`).
    """

    host: str = "127.0.0.1"
    port: int = 8000
    data: Path = Path("data")
    model: Path | None = None
    engine: EngineName = DEFAULT_ENGINE
    listen: bool = True
    token: str | None = None
    microphone: str | None = None
    allow_hosts: tuple[str, ...] = ()

    @property
    def games_dir(self) -> Path:
        return self.data / "games"


FOLDER_ERRORS = {
    errno.EACCES: "нет прав",
    errno.EPERM: "нет прав",
    errno.EROFS: "диск только для чтения",
    errno.ENOSPC: "нет места на диске",
    errno.ENOENT: "такой путь нельзя создать",
    errno.ENOTDIR: "часть пути — файл, а не папка",
}


def make_data_folder(data: Path) -> None:
    """Make the data folder (games, recordings, the judge's key) if it is missing; a `UserError`
    in Russian when it cannot be made or written, before anything is served."""
    if data.exists() and not data.is_dir():
        raise UserError(f"«{data}» — это файл, а не папка. Укажите папку для данных: --data ПАПКА")
    try:
        data.mkdir(parents=True, exist_ok=True)
        probe = data / ".write-test"
        probe.touch()
        probe.unlink()
    except OSError as err:
        why = FOLDER_ERRORS.get(err.errno, f"системная ошибка {err.errno}")
        raise UserError(f"Не удалось создать папку данных «{data}» или записать в неё: {why}. "
                        "Укажите другую папку: --data ПАПКА") from err


def add_address_arguments(parser: argparse.ArgumentParser) -> None:
    """The server's `--host` and `--port` (`referee serve`, `referee demo`)."""
    host, port = AppSettings.host, AppSettings.port
    parser.add_argument("--host", default=host, help=f"адрес (по умолчанию {host})")
    parser.add_argument("--port", type=PORT, default=port, help=f"порт (по умолчанию {port})")
