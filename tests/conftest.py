"""Fixtures shared by the test modules: the dashboard client, a browser, the speech models.

Everything heavy is built when a test first asks for it (nothing at import time) and, where it is
read-only, once per session. Helpers that are plain functions live in the `*_support.py` modules
beside this one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dashboard_support import make_client
from fastapi.testclient import TestClient


@pytest.fixture()
def client(tmp_path: Path) -> Iterator[TestClient]:
    """The dashboard (no speech model) on a fresh data folder, signed in as the judge."""
    with make_client(tmp_path) as signed_in:
        yield signed_in


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium through Playwright, headless, one for a test module (skipped where the
    test extra or the browser is missing). Not one for the whole session: Playwright's sync API
    keeps an event loop running on the main thread while it is open, and later tests need
    `asyncio.run`."""
    from browser_support import CHROMIUM, chromium

    playwright_api = pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        pytest.skip("needs Debian's chromium")
    with chromium(playwright_api) as launched:
        yield launched


@pytest.fixture(scope="session")
def korean_model() -> Any:
    """Vosk with the Korean test model from PyPI (the plumbing of the Vosk path; about 2 s and
    600 MB, loaded once)."""
    from speech_support import korean_model as load

    return load()
