"""The tournament pages in a real browser (Debian chromium, headless) against a real server on
127.0.0.1: register 12 players, plan a round of two tables, enter the points, read the standings,
advance the top 6 to a final, play the final in the app and see its points enter. The plan page is
saved as screenshots (screen and print) under `test-artifacts/`."""

from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, BROWSER_TEST
from dashboard_support import judge_page
from playwright.sync_api import Page, expect

from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings

pytestmark = BROWSER_TEST

PLAYERS = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Захар", "Ира", "Кирилл",
           "Лена", "Марк"]


@pytest.fixture()
def page(tmp_path, browser):
    app = create_app(AppSettings(data=tmp_path, listen=False), listening=Listening(None, "тест."))
    with background(app) as url:
        tab = judge_page(browser, app, url, viewport={"width": 1280, "height": 900},
                         base_url=url)
        tab.set_default_timeout(20_000)
        errors: list[str] = []
        tab.on("pageerror", lambda err: errors.append(str(err)))
        yield tab
        tab.close()
        assert not errors, errors


def points_of(name: str) -> int:
    """The points the test gives each player: distinct, so the top 6 is clear."""
    return 5 + 2 * PLAYERS.index(name)


def test_register_plan_enter_results_and_advance_to_a_final(page: Page):
    page.goto("/tournament")
    page.fill("#t-name", "Кубок кафедры")
    page.click("#create button[type=submit]")
    expect(page.locator("#header h1")).to_have_text("Кубок кафедры")

    page.fill("#p-name", "Аня")
    page.click("#add button")
    expect(page.locator("#players li")).to_have_count(1)  # registered (the field is then cleared)
    page.fill("#p-name", "аня ")
    page.click("#add button")
    expect(page.locator("#problem")).to_contain_text("уже зарегистрирован")
    page.set_input_files("#csv", files=[{"name": "players.csv", "mimeType": "text/csv",
                                         "buffer": "\n".join(PLAYERS[1:] + ["Борис"]).encode()}])
    page.click("#upload button")
    expect(page.locator("#problem")).to_contain_text("строка 12")
    page.set_input_files("#csv", files=[{"name": "players.csv", "mimeType": "text/csv",
                                         "buffer": "\n".join(["Имя", *PLAYERS[1:]]).encode()}])
    page.click("#upload button")
    expect(page.locator("#problem")).to_be_hidden()
    expect(page.locator("#players li")).to_have_count(12)

    page.fill("#s-rounds", "1")
    page.click("#start button")
    expect(page.locator(".stage")).to_contain_text("12 игроков за 2 столами")
    page.click(".stage .rounds a")

    expect(page.locator(".block")).to_have_count(2)
    seated = [page.locator(".block").nth(i).locator("td:nth-child(2)").all_inner_texts()
              for i in range(2)]
    assert sorted(seated[0] + seated[1]) == sorted(PLAYERS) and len(seated[0]) == 6
    ARTIFACTS.mkdir(exist_ok=True)
    page.emulate_media(media="print")  # the printed plan: tables and names, no controls
    expect(page.locator("nav.site")).to_be_hidden()
    expect(page.locator(".block button").first).to_be_hidden()
    expect(page.locator(".block").nth(1)).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / "tournament-plan-print.png"), full_page=True)
    page.emulate_media(media="screen")
    page.screenshot(path=str(ARTIFACTS / "tournament-plan.png"), full_page=True)

    for table, names in enumerate(seated, start=1):
        block = page.locator(f'.block[data-table="{table}"]')
        for row, name in enumerate(names):
            block.locator("input").nth(row).fill(str(points_of(name)))
        block.locator("[data-save]").click()
        expect(block.locator(".status")).to_contain_text("Очки внесены")

    page.click("#header a:has-text('Таблица')")
    ranked = sorted(PLAYERS, key=points_of, reverse=True)
    expect(page.locator("#rows tr[data-player] td:nth-child(2)")).to_have_text(ranked)
    expect(page.locator("#incomplete")).to_be_hidden()

    page.click("#header a:has-text('Регистрация')")
    page.fill("#a-top", "6")
    page.click("#advance button")
    final = page.locator('.stage[data-stage="2"]')
    expect(final).to_contain_text("Финал")
    expect(final).to_contain_text("6 игроков за 1 столом")
    final.locator(".rounds a").click()
    expect(page.locator(".block")).to_have_count(1)
    finalists = page.locator(".block td:nth-child(2)").all_inner_texts()
    assert sorted(finalists) == sorted(ranked[:6])

    # the final played in the app: its standings become the table's result
    page.click('[data-play="1"]')
    expect(page.locator("#words")).not_to_have_value("", timeout=60_000)  # generated on opening
    page.fill("#words", "кошка\nсамолёт\nкарандаш")
    page.fill("#explain", "120")
    page.click("#play-go")
    page.wait_for_url("**/table")
    game = page.request.get("/api/game?view=judge").json()["game"]
    assert [p["name"] for p in game["players"]] == finalists
    page.request.post("/api/turn/start_turn")
    for _ in range(3):
        page.request.post("/api/turn/guessed")
    page.go_back()
    page.reload()
    expect(page.locator(".block .status")).to_contain_text("из игры в приложении")
    points = page.locator(".block input").evaluate_all("inputs => inputs.map(i => +i.value)")
    assert sorted(points) == [0, 0, 0, 0, 3, 3]
