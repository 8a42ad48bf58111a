"""One thread owns the table, and what is heard goes in one submission at a time: table code run
off the event loop trips the debug check; a typed "heard" over HTTP and one over the WebSocket at
the same moment both land whole, with distinct word indexes, neither overwriting the other."""

from __future__ import annotations

import threading

import pytest
from dashboard_support import make_client, new_game, receive_until

FIRST = "раз два три четыре".split()
SECOND = "пять шесть семь восемь".split()


def test_table_code_off_the_loop_thread_fails_the_debug_check(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=600)
        failures: list[BaseException] = []

        def off_the_loop() -> None:
            try:
                client.app.state.table.act("start_turn")
            except AssertionError as err:
                failures.append(err)

        worker = threading.Thread(target=off_the_loop)
        worker.start()
        worker.join()
        assert failures and "event loop" in str(failures[0])


@pytest.mark.parametrize("pace", [0.0, 0.03])
def test_heard_over_http_and_the_socket_at_once_both_land_whole(tmp_path, pace):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=600)
        assert client.post("/api/turn/start_turn").status_code == 200
        with client.websocket_connect("/ws?view=judge") as ws:
            typed = threading.Thread(target=client.post, args=("/api/turn/words/heard",),
                                     kwargs={"json": {"text": " ".join(FIRST), "pace": pace}})
            typed.start()
            ws.send_json({"type": "hear", "text": " ".join(SECOND), "pace": pace})
            receive_until(ws, lambda m: m["type"] in ("done", "error"))
            typed.join()
        words = client.get("/api/game?view=judge").json()["live"]["words"]
    assert [w["index"] for w in words] == list(range(8))
    texts = [w["text"] for w in words]
    assert texts in (FIRST + SECOND, SECOND + FIRST), texts  # one submission after the other
