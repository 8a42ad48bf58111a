"""The judge's key and the one-time links that hand it to a browser.

The key lives in `<data>/judge.key` (made on first start, readable by its owner only), so a
restarted server still knows the judge. A browser gets it only through a one-time link printed in
the terminal (`/login?code=…`): the link sets the key as an HttpOnly, SameSite=Strict cookie and is
void once used, so the key never travels in a page's URL, a log or a Referer afterwards, and no
script — ours or another site's — can read it. Programs (the demo's robot, the benchmark, `curl`)
send it in the `X-Judge-Token` header instead.
"""

from __future__ import annotations

import os
import secrets
import threading
from pathlib import Path

COOKIE = "hat_judge"
HEADER = "X-Judge-Token"
KEY_FILE = "judge.key"
COOKIE_DAYS = 30
OPEN_LINKS = 16  # unused links kept at most (the oldest is dropped)


class JudgeKey:
    """The key that opens judge actions, and the one-time links that give it to a browser."""

    def __init__(self, key: str) -> None:
        self.key = key
        self._codes: list[str] = []
        self._lock = threading.Lock()  # links are made on the terminal's thread too

    @classmethod
    def of_folder(cls, data: Path) -> JudgeKey:
        """The data folder's key, made on first use."""
        path = data / KEY_FILE
        if not path.is_file():
            data.mkdir(parents=True, exist_ok=True)
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:  # another server made it meanwhile
                pass
            else:
                with os.fdopen(fd, "w") as out:
                    out.write(secrets.token_urlsafe(24) + "\n")
        return cls(path.read_text().strip())

    def opens(self, given: str | None) -> bool:
        """Whether `given` (cookie or header) is the judge's key."""
        return bool(given) and secrets.compare_digest(given.encode(), self.key.encode())

    def new_link(self) -> str:
        """A fresh one-time login path: `/login?code=…`."""
        code = secrets.token_urlsafe(9)
        with self._lock:
            self._codes = [*self._codes[-(OPEN_LINKS - 1):], code]
        return f"/login?code={code}"

    def redeem(self, code: str) -> bool:
        """Use up a login code; False when it was never made or already used."""
        with self._lock:
            for known in self._codes:
                if secrets.compare_digest(known.encode(), code.encode()):
                    self._codes.remove(known)
                    return True
        return False
