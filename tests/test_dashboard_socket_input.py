"""Bad input on the live channel: every message gets an answer — `done`, `pong` or a Russian
`error` naming the field — never a silent drop or a dead socket; huge or deeply nested messages
get an error before the socket is closed. A fuzz test draws messages from the protocol's own
request models (`api.routes.live.REQUESTS`), spoiled field by field."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from dashboard_support import make_client, new_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.websockets import WebSocketDisconnect

from api.requests.wire import MAX_CHARS, MAX_DEPTH
from api.routes.live import REQUESTS

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
ANSWERS = ("done", "error", "pong")


def answer(ws: Any) -> dict:
    """The reply to the last request (broadcasts such as `state` or `word` are skipped)."""
    for _ in range(500):
        message = ws.receive_json()
        if message["type"] in ANSWERS:
            return message
    raise AssertionError("no answer to the request")


def send(ws: Any, text: str) -> dict:
    ws.send_text(text)
    return answer(ws)


@pytest.fixture()
def client(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=600)
        yield client


@pytest.mark.parametrize("text, field", [
    ('{"type": "hear", "text": "кот", "pace": NaN}', "темп"),
    ('{"type": "hear", "text": "кот", "pace": Infinity}', "темп"),
    ('{"type": "hear", "text": "кот", "pace": 1e999}', "темп"),
    ('{"type": "ping", "t": -Infinity}', "время клиента"),
    ('{"type": "hear", "text": ""}', "текст"),
    ('{"type": "action", "action": "explode"}', "действие"),
    ('{"type": "decide", "id": "x", "decision": "confirmed"}', "номер предупреждения"),
    ('{"type": "decide", "id": "0-1", "decision": 5}', "решение"),
])
def test_bad_fields_get_a_russian_error_naming_the_field(client, text, field):
    with client.websocket_connect("/ws?view=judge") as ws:
        reply = send(ws, text)
        assert reply["type"] == "error" and field in reply["message"], reply
        assert "Input should" not in reply["message"] and "pydantic" not in reply["message"]
        assert send(ws, '{"type": "ping", "t": 1}')["type"] == "pong"  # the socket lives on


@pytest.mark.parametrize("text", ["не json", "[1, 2]", '{"type": "dance"}', '"ping"', "null"])
def test_messages_that_are_not_requests_get_an_error(client, text):
    with client.websocket_connect("/ws?view=judge") as ws:
        reply = send(ws, text)
        assert reply["type"] == "error" and CYRILLIC.search(reply["message"]), reply


@pytest.mark.parametrize("text, words", [
    ("[" * 100_000, "длиннее"),  # the case: refused for its size before parsing
    ("[" * 7000 + "]" * 7000, "глубже"),
    ('{"type": "ping", "t": ' + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "}", "глубже"),
    (json.dumps({"type": "hear", "text": "а" * (MAX_CHARS + 1)}), "длиннее"),
], ids=["100000-open", "7000-deep", "just-too-deep", "too-long"])
def test_huge_or_deep_messages_are_answered_before_the_socket_closes(client, text, words):
    with client.websocket_connect("/ws?view=judge") as ws:
        ws.send_text(text)
        reply = answer(ws)
        assert reply["type"] == "error" and words in reply["message"], reply
        with pytest.raises(WebSocketDisconnect):
            for _ in range(50):
                ws.receive_json()


def test_the_players_screen_cannot_act(client):
    with client.websocket_connect("/ws?view=player") as ws:
        reply = send(ws, '{"type": "action", "action": "start_turn"}')
        assert reply["type"] == "error" and "только показывает" in reply["message"]
    assert client.get("/api/game").json()["game"]["turn"] is None


# ---- fuzzing, driven by the request models -------------------------------------------------

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers() | st.just(10**400) | st.text(max_size=20)
    | st.floats(allow_nan=True, allow_infinity=True),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=6)


def valid(field: dict[str, Any]) -> st.SearchStrategy:
    """Values a field's JSON schema accepts (the forms our models use)."""
    if "enum" in field:
        return st.sampled_from(field["enum"])
    kind = field.get("type")
    if kind == "number":
        return st.floats(field.get("minimum", -1e6), min(field.get("maximum", 1e6), 0.01))
    if kind == "integer":
        return st.integers(field.get("minimum", -10**6), field.get("maximum", 10**6))
    if kind == "boolean":
        return st.booleans()
    if kind == "string" and "pattern" in field:
        return st.from_regex(field["pattern"], fullmatch=True)
    if kind == "string":
        return st.text("кошка самолёт это и", min_size=field.get("minLength", 0), max_size=60)
    return JUNK


def fields_of(kind: str) -> dict[str, dict[str, Any]]:
    schema = REQUESTS[kind].model_json_schema()
    found = {}
    for name, field in schema["properties"].items():
        options = field.get("anyOf", [field])
        ref = options[0].get("$ref", "").rsplit("/", 1)[-1]
        found[name] = schema.get("$defs", {}).get(ref, options[0])
    return found


@st.composite
def requests(draw: Any) -> dict[str, Any]:
    """A request of a random type: valid field values, some replaced by junk, some left out,
    sometimes an unknown field or type."""
    kind = draw(st.sampled_from([*REQUESTS, "dance"]))
    message: dict[str, Any] = {"type": kind}
    for name, field in (fields_of(kind) if kind in REQUESTS else {}).items():
        choice = draw(st.sampled_from(["valid", "junk", "absent"]))
        if choice != "absent":
            message[name] = draw(valid(field) if choice == "valid" else JUNK)
    if draw(st.booleans()):
        message[draw(st.text(min_size=1, max_size=6))] = draw(JUNK)
    return message


@pytest.mark.slow
def test_fuzzed_requests_always_get_an_answer(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=600)
        with client.websocket_connect("/ws?view=judge") as ws:

            @given(requests())
            @settings(max_examples=150, deadline=None,
                      suppress_health_check=list(HealthCheck))
            def one(message: dict[str, Any]) -> None:
                reply = send(ws, json.dumps(message, ensure_ascii=False))
                assert reply["type"] in ANSWERS
                if reply["type"] == "error":
                    assert CYRILLIC.search(reply["message"]), reply
                    assert "Input should" not in reply["message"], reply

            one()
            assert send(ws, '{"type": "ping", "t": 1}')["type"] == "pong"
