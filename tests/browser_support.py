"""For the browser tests: Debian's chromium through Playwright, launched the same way by every
test, and the dashboard served on a real port."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"  # screenshots, git-ignored
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@contextmanager
def chromium(playwright_api) -> Iterator[object]:
    """A headless chromium (`playwright_api` is `playwright.sync_api`, imported by the test)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def serving(data: Path) -> Iterator[str]:
    """The dashboard on 127.0.0.1 without a speech model (the no-model banner shows), its games
    in `data`; yields the base URL."""
    app = create_app(AppSettings(data=data, listen=False),
                     listening=Listening(None, "модель не найдена."))
    with background(app) as url:
        yield url
