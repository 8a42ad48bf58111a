"""The judge's table page and the players' screen in a real browser (Debian's chromium through
Playwright) against the real server: controls that never move under the judge's hand, prompts
that push nothing, the interrupted-turn choice, wording, the end of a game, a phone and a TV."""

from __future__ import annotations

import httpx
import pytest
from browser_support import ARTIFACTS, CHROMIUM, Site, serving
from dashboard_support import COGNATES, PLAYERS

playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect
CONTROLS = ("#start", "#guessed", "#violation", "#give_up")

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium")]


def post(url: Site, path: str, **body) -> dict:
    response = httpx.post(f"{url}{path}", json=body or None, headers=url.headers, timeout=30)
    assert response.status_code < 300, response.text
    return response.json()


def new_game(url: Site, **fields) -> None:
    post(url, "/api/games", players=PLAYERS, words="\n".join(COGNATES), seed=7, **fields)


def boxes(page) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for selector in CONTROLS:
        box = page.locator(selector).bounding_box()
        out[selector] = (box["x"], box["y"], box["width"], box["height"])
    return out


def overlaps(a: tuple, b: tuple) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("width,height", [(1366, 768), (1920, 1080)])
def test_controls_stay_put_when_the_guess_prompt_appears(tmp_path, browser, width, height):
    with serving(tmp_path) as url:
        new_game(url, explain_seconds=120)
        page = browser.new_page(viewport={"width": width, "height": height})
        url.login(page)
        expect(page.locator("#recognition")).to_be_visible()  # the no-model banner
        expect(page.locator("#pair")).to_contain_text(PLAYERS[0])
        waiting = boxes(page)
        for selector, (_, y, _, h) in waiting.items():
            assert y + h <= height, f"{selector} below the fold at {width}×{height}"

        page.keyboard.press("Space")
        expect(page.locator("#word")).not_to_have_text("—")
        assert boxes(page) == waiting
        page.fill("#heard-text", page.locator("#word").inner_text())
        page.press("#heard-text", "Enter")
        expect(page.locator("#guessed-prompt")).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / f"table-prompt-{width}.png"))
        assert boxes(page) == waiting
        accept = page.locator("#accept-guess").bounding_box()
        accept = (accept["x"], accept["y"], accept["width"], accept["height"])
        assert not any(overlaps(accept, box) for box in waiting.values())

        page.locator("#heard-text").blur()
        page.keyboard.press("Space")  # «Начать ход» during a turn: the refusal floats on top
        expect(page.locator("#problem")).to_contain_text("Ход уже идёт")
        assert boxes(page) == waiting
        post(url, "/api/turn/violation")
        expect(page.locator("#guessed-prompt")).to_be_hidden()
        assert boxes(page) == waiting


def test_an_interrupted_turn_offers_replay_or_continue(tmp_path, browser):
    with serving(tmp_path) as url:
        new_game(url, explain_seconds=60)
        post(url, "/api/turn/start_turn")
        post(url, "/api/turn/guessed")
    with serving(tmp_path) as url:  # the server was stopped mid-turn and started again
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        url.login(page)
        prompt = page.locator("#outage-prompt")
        expect(prompt).to_be_visible()
        expect(prompt).to_contain_text("Ход прерван")
        expect(page.locator("#phase")).to_have_text("Ход прерван")
        for selector in ("#guessed", "#violation", "#give_up", "#start"):
            expect(page.locator(selector)).to_be_disabled()
        left = float(page.locator("#timer").inner_text())
        assert 50 < left <= 60
        page.screenshot(path=str(ARTIFACTS / "table-interrupted.png"))
        page.locator("#resume-turn").click()
        expect(prompt).to_be_hidden()
        expect(page.locator("#phase")).to_have_text("Объясняем")
        expect(page.locator("#guessed")).to_be_enabled()
        post(url, "/api/turn/give_up")
    with serving(tmp_path) as url:
        page = browser.new_page()
        url.login(page)
        expect(page.locator("#pair")).to_contain_text(PLAYERS[1])
        expect(page.locator("#outage-prompt")).to_be_hidden()


def test_wording_before_during_and_after_a_turn(tmp_path, browser):
    with serving(tmp_path) as url:
        new_game(url, explain_seconds=60, circles=1)
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        url.login(page)
        expect(page.locator("#turnno")).to_have_text("1 из 3, ещё не начат")
        expect(page.locator("#turn-guessed-label")).to_have_text("Прошлый ход")
        expect(page.locator("#turn-guessed")).to_have_text("—")
        page.keyboard.press("Space")
        expect(page.locator("#turnno")).to_have_text("1 из 3")
        expect(page.locator("#turn-guessed-label")).to_have_text("Угадано в этом ходе")
        expect(page.locator("#turn-guessed")).to_have_text("0")
        post(url, "/api/turn/guessed")
        expect(page.locator("#turn-guessed")).to_have_text("1")
        post(url, "/api/turn/give_up")
        expect(page.locator("#turnno")).to_have_text("2 из 3, ещё не начат")
        expect(page.locator("#turn-guessed-label")).to_have_text("Прошлый ход")
        expect(page.locator("#turn-guessed")).to_have_text("угадано 1; сдались")


def test_the_end_of_a_game_is_said_once_and_the_hat_is_not_counted(tmp_path, browser):
    with serving(tmp_path) as url:
        new_game(url, explain_seconds=60, circles=1)
        table = browser.new_page(viewport={"width": 1366, "height": 768})
        url.login(table)
        player = browser.new_page(viewport={"width": 1280, "height": 800})
        player.goto(f"{url}/player")
        expect(player.locator("#left")).to_contain_text("В шляпе слов")
        for _ in PLAYERS:
            post(url, "/api/turn/start_turn")
            post(url, "/api/turn/give_up")
        for page in (table, player):
            expect(page.locator("#phase")).to_have_text("Игра окончена")
            expect(page.locator("#turnno") if page is table else page.locator("#left")) \
                .not_to_contain_text("шляпе")
            assert page.locator("body").inner_text().count("Игра окончена") == 1
        expect(table.locator("#turnno")).to_have_text("сыграны все 3")
        expect(player.locator("#left")).to_have_text("")
        expect(player.locator("#pair")).to_contain_text("Победа")


@pytest.mark.parametrize("width,height", [(390, 844), (1920, 1080), (3840, 2160)])
def test_the_players_screen_fits_a_phone_and_a_tv(tmp_path, browser, width, height):
    names = ["Александра", "Константин", "Виктория", "Владислав", "Екатерина", "Святослав"]
    with serving(tmp_path) as url:
        post(url, "/api/games", players=names, words="\n".join(COGNATES), seed=7)
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(f"{url}/player")
        expect(page.locator("#standings tr")).to_have_count(len(names) + 1)
        page.screenshot(path=str(ARTIFACTS / f"player-{width}.png"))
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        for cell in page.locator("#standings th").all():
            box = cell.bounding_box()
            assert 0 <= box["x"] and box["x"] + box["width"] <= width, cell.inner_text()
        timer = page.locator("#timer").bounding_box()
        assert timer["height"] >= height * 0.15  # readable from across the room


def test_favicon_and_readable_correction_dropdowns(tmp_path, browser):
    with serving(tmp_path) as url:
        new_game(url, explain_seconds=60)
        post(url, "/api/turn/start_turn")
        post(url, "/api/turn/guessed")
        post(url, "/api/turn/give_up")
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        missing = []
        page.on("response", lambda r: r.status >= 400 and missing.append(r.url))
        url.login(page, "/scores")
        expect(page.locator("select").first).to_be_visible()
        page.wait_for_load_state("networkidle")
        icon = httpx.get(f"{url}/favicon.ico", timeout=10)
        assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/")
        assert missing == []
        for select in page.locator("select").all():
            size = select.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)")
            assert size >= 20
