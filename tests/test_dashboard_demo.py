"""The demo with a person judging (`referee demo --judge`, `referee serve --demo`): the explainer
talks through the same checker path as typed words, its slips raise alerts on the judge's screen,
it stops with the turn; the judge's typed words are taken while it talks and none is lost."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from demo_support import is_event, is_final_word, running_demo

from api.access.judge import HEADER, KEY_FILE
from api.demo.cards import improvised_card, sample_cards
from api.demo.judge import set_up_game
from api.demo.phrases import FILLERS
from api.serving import free_port
from referee.measure.samples import all_samples

ROOT = Path(__file__).resolve().parent.parent


def test_an_improvised_card_has_a_filler_and_one_slip():
    rng = random.Random(1)
    said = {" ".join(w.text for w in improvised_card("кошка", frozenset({"кошачий", "кошка"}),
                                                      rng).words) for _ in range(30)}
    assert any(s.endswith("кошачий понимаешь") for s in said)
    assert any(s.endswith("на букву к") for s in said)
    assert any(s.endswith(" кошка") for s in said)
    alone = improvised_card("кошка", frozenset({"кошка"}), rng)
    assert all(improvised_card("кошка", frozenset({"кошка"}), rng).words[-1].text != "понимаешь"
               for _ in range(10)) and alone.sample is None  # no same-root slip without one


def test_the_person_judges_and_typed_words_are_taken_while_the_explainer_talks(tmp_path):
    with running_demo(tmp_path, recognise=False, speed=10, robot=False) as demo:
        client = demo.client
        status = client.get("/api/status").json()["recognition"]
        assert status["demo"] is True and "Услышано" in status["message"]
        assert demo.table.require_game().current_turn is None  # nobody starts it but the judge
        assert client.post("/api/turn/start_turn").status_code == 200
        demo.wait_for(lambda m: m["type"] == "alert", 30, "an alert on the explainer's slip")
        assert demo.demo.explainer.talking
        typed = "мой собственный текст судьи"
        answer = client.post("/api/turn/words/heard", json={"text": typed})
        assert answer.status_code == 200, answer.text
        assert answer.json() == {"words": 4}
        heard = [w.text for w in demo.table.transcripts[0].words]
        # In order, none overwritten; the explainer's words may come between them (each word
        # takes its place when it is checked, `api.live.entry`).
        assert [w for w in heard if w in typed.split()] == typed.split()
        assert client.post("/api/turn/give_up").status_code == 200
        assert not demo.demo.explainer.talking
        finals = len([w for w in demo.table.transcripts[0].words if w.final])
        client.post("/api/turn/start_turn")
        demo.wait_for(is_event("turn_started"), 10, "the second turn")
        demo.wait_for(is_final_word, 30, "the explainer's words in the second turn")
        again = [w.text for w in demo.table.transcripts[0].words if w.final]
        assert len(again) == finals and " ".join(again).count(typed) == 1  # the first turn kept


def test_a_word_no_sample_explains_is_improvised_about(tmp_path):
    """A game of other words (a resumed `serve --demo` game): fillers, then a slip."""
    with running_demo(tmp_path, recognise=False, speed=10, robot=False) as demo:
        table, client = demo.table, demo.client
        settings = table.require_game().settings
        word = next(w for w in ("карандаш", "подушка", "черепаха", "колокол")
                    if w not in demo.demo.cards)  # one no sample round explains
        client.portal.call(lambda: table.new_game(["Аня", "Борис"], [word], settings))
        client.post("/api/turn/start_turn")
        first = demo.wait_for(is_final_word, 30, "an improvised word")["word"]["text"]
        assert first in {w for filler in FILLERS for w in filler.split()}
        demo.wait_for(lambda m: m["type"] == "alert", 30, "an alert on the improvised slip")


def test_the_demo_game_is_set_up_only_when_there_is_none(tmp_path):
    cards = sample_cards(all_samples())
    with running_demo(tmp_path, recognise=False, robot=False) as demo:
        game = demo.table.require_game()
        assert game.hat.counts()["in_hat"] == len(cards) and len(game.players) == 3
        assert not demo.client.portal.call(set_up_game, demo.table, cards)
        assert demo.table.game is game


@pytest.mark.slow
def test_serve_demo_is_the_demo_judged_by_the_person_and_takes_typed_words(tmp_path):
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "api.cli", "serve", "--demo", "--no-listen", "--port", str(port),
         "--data", str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        lines = []
        for line in process.stdout:
            lines.append(line)
            if "Готово" in line:
                break
        assert "Демонстрация" in "".join(lines), lines
        status = _when_up(url)["recognition"]
        assert status["demo"] and "Услышано" in status["message"]
        judge = {HEADER: (tmp_path / KEY_FILE).read_text().strip()}  # a program acting as judge
        _call(url, "/api/turn/start_turn", {}, judge)
        assert _call(url, "/api/turn/words/heard", {"text": "слово судьи"}, judge) == {"words": 2}
        live = _call(url, "/api/game?view=judge", None, judge)["live"]
        words = [w["text"] for w in live["words"]]
        assert words.index("судьи") == words.index("слово") + 1  # kept, in order
    finally:
        process.terminate()
        process.wait(30)


def _when_up(url: str, seconds: float = 30) -> dict:
    """/api/status once the server accepts connections (it says «Готово» just before)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            return _call(url, "/api/status")
        except urllib.error.URLError as err:
            assert time.monotonic() < deadline, f"the server did not answer in {seconds} s: {err}"
            time.sleep(0.2)


def _call(url: str, path: str, body: dict | None = None,
          headers: dict[str, str] | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json", **(headers or {})}
    request = urllib.request.Request(f"{url}{path}", data=data, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)
