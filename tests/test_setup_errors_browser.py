"""On /setup a refused «Начать игру» (or word check) shows its Russian message where the judge is
looking — under the button that was pressed and on screen — not at the top of a long page
(Chromium through Playwright, real server)."""

from __future__ import annotations

import pytest
from browser_support import BROWSER_TEST
from dashboard_support import judge_page

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings

playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = BROWSER_TEST


def near_and_visible(page, button: str) -> None:
    box = page.locator("#problem")
    playwright_api.expect(box).to_be_visible()
    where, pressed = box.bounding_box(), page.locator(button).bounding_box()
    height = page.viewport_size["height"]
    assert -1 <= where["y"] and where["y"] + where["height"] <= height + 1, (where, height)
    assert abs(where["y"] - (pressed["y"] + pressed["height"])) < 120, (where, pressed)


@pytest.mark.parametrize("width, height", [(1366, 768), (1024, 600), (390, 844)])
def test_a_refused_start_is_shown_next_to_the_button(tmp_path, width, height, browser):
    app = create_app(AppSettings(data=tmp_path, listen=False), listening=Listening(None, "тест."))
    with background(app) as url:
        page = judge_page(browser, app, url, viewport={"width": width, "height": height})
        try:
            page.goto(f"{url}/setup")
            page.fill("#players", "Аня")  # one player: the server refuses the game
            page.fill("#words", "кошка\nкнига")
            page.click("button[type=submit]")
            near_and_visible(page, "button[type=submit]")
            assert "игроки" in page.inner_text("#problem")
            page.fill("#count", "5000")  # more than the generator gives
            page.click("#generate")
            near_and_visible(page, "#generate")
            assert "сколько слов" in page.inner_text("#problem")
        finally:
            page.close()
