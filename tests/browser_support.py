"""For the browser tests: Debian's chromium through Playwright (launched once, for conftest's
session-wide `browser` fixture), and the dashboard served on a real port."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"  # screenshots, git-ignored
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# Marks of a test that drives Debian's chromium (slow; skipped where it is missing).
BROWSER_TEST = [pytest.mark.slow,
                pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium")]


@contextmanager
def chromium(playwright_api) -> Iterator[object]:
    """A headless chromium (`playwright_api` is `playwright.sync_api`, imported by the caller)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


class Site(str):
    """The base URL of a served dashboard, which also knows the judge's key (`headers` for a
    program acting as the judge, `login` for a browser page)."""

    app: Any

    @property
    def headers(self) -> dict[str, str]:
        return {"X-Judge-Token": self.app.state.judge_key.key}

    def login(self, page: Any, path: str = "/table") -> None:
        """Sign `page` in as the judge (a one-time link, as from the terminal), then open `path`."""
        page.goto(self + self.app.state.judge_key.new_link())
        if path != "/table":  # the login lands on the judge's table
            page.goto(self + path)


@contextmanager
def serving(data: Path) -> Iterator[Site]:
    """The dashboard on 127.0.0.1 without a speech model (the no-model banner shows), its games
    in `data`; yields its `Site`."""
    app = create_app(AppSettings(data=data, listen=False),
                     listening=Listening(None, "модель не найдена."))
    with background(app) as url:
        site = Site(url)
        site.app = app
        yield site
