"""Who may use the dashboard: the judge's session (one-time link → HttpOnly, SameSite=Strict
cookie), Host and Origin checks against DNS rebinding and other sites' pages — through the
TestClient and, for what a browser or an attacker really sends, raw sockets to a real server."""

from __future__ import annotations

import socket
import stat

import pytest
from dashboard_support import PLAYERS, login, make_client, new_game
from starlette.websockets import WebSocketDisconnect

from api.access.gate import POLICY_VIOLATION
from api.access.hosts import HostPolicy
from api.access.judge import HEADER, KEY_FILE
from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings


@pytest.mark.parametrize("bound, allowed, host, ok", [
    ("127.0.0.1", (), "127.0.0.1:8000", True),
    ("127.0.0.1", (), "localhost:8000", True),
    ("127.0.0.1", (), "[::1]:8000", True),
    ("127.0.0.1", (), "LOCALHOST", True),
    ("127.0.0.1", (), "evil.example", False),
    ("127.0.0.1", (), "evil.example:8000", False),
    ("127.0.0.1", (), "localhost.evil.example", False),
    ("127.0.0.1", (), "192.168.1.5:8000", False),
    ("127.0.0.1", (), "", False),
    ("127.0.0.1", (), "localhost:80/x", False),
    ("127.0.0.1", ("hat.local",), "hat.local:8000", True),
    ("192.168.1.5", (), "192.168.1.5:8000", True),
    ("0.0.0.0", (), "192.168.1.5:8000", True),
    ("0.0.0.0", (), "[fe80::1]:8000", True),
    ("0.0.0.0", (), "evil.example:8000", False),
])
def test_host_names_the_server_answers(bound, allowed, host, ok):
    assert HostPolicy.of(bound, allowed).host_ok(host) is ok


@pytest.mark.parametrize("origin, ok", [
    ("http://127.0.0.1:8000", True), ("http://localhost:8000", True),
    ("http://[::1]:8000", True), ("http://127.0.0.1:9999", False),
    ("http://evil.example:8000", False), ("http://evil.example", False), ("null", False),
    ("file://", False), ("chrome-extension://abc", False), ("http://127.0.0.1:99999", False),
])
def test_origins_are_this_servers_own_pages(origin, ok):
    assert HostPolicy.of("127.0.0.1").origin_ok(origin, "127.0.0.1:8000") is ok


def test_judge_actions_and_data_need_the_session(tmp_path):
    with make_client(tmp_path, judge=False) as client:
        refused = client.post("/api/games", json={"players": PLAYERS, "words": "кошка"})
        assert refused.status_code == 401 and "referee serve" in refused.json()["detail"]
        key = client.app.state.judge_key.key
        new_game(client, headers={HEADER: key})  # a program sends the key in the header
        for path in ("/api/turn/start_turn", "/api/alerts/0-1/decision",
                     "/api/game/corrections"):
            assert client.post(path, json={}).status_code == 401, path
            assert client.post(path, json={}, headers={HEADER: "wrong"}).status_code == 401
        assert client.post(f"/api/turn/start_turn?token={key}").status_code == 401  # no URLs
        for path in ("/api/game?view=judge", "/api/turns/0/audio", "/api/replay/games"):
            assert client.get(path).status_code == 401, path
        assert "word" not in client.get("/api/game").json()["game"]
        assert client.get("/api/session").json() == {"judge": False}
        for view in ("judge", "nobody"):
            with pytest.raises(WebSocketDisconnect) as denied, \
                 client.websocket_connect(f"/ws?view={view}"):
                pass
            assert denied.value.code == POLICY_VIOLATION  # refused before accepting: 403
        with client.websocket_connect("/ws?view=player") as ws:
            assert ws.receive_json()["view"] == "player"

        login(client)
        assert client.get("/api/session").json() == {"judge": True}
        assert client.post("/api/turn/start_turn").status_code == 200
        assert "word" in client.get("/api/game?view=judge").json()["game"]
        with client.websocket_connect("/ws?view=judge") as ws:
            assert ws.receive_json()["view"] == "judge"
        # Another site's page sending the cookie along (another port is the same "site").
        assert client.get("/api/game?view=judge",
                          headers={"Sec-Fetch-Site": "same-site"}).status_code == 401


def test_the_login_link_works_once_and_leaves_no_trace_in_urls(tmp_path):
    with make_client(tmp_path, judge=False) as client:
        link = client.app.state.judge_key.new_link()
        answer = client.get(link, follow_redirects=False)
        assert answer.status_code == 303 and answer.headers["location"] == "/table"
        cookie = answer.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=strict" in cookie and "path=/" in cookie
        assert answer.headers["referrer-policy"] == "no-referrer"
        client.cookies.clear()
        again = client.get(link)
        assert again.status_code == 403 and "Вход судьи" in again.text  # void once used
        assert "hat_judge" not in client.cookies
        assert client.get("/login?code=made-up").status_code == 403


def test_judge_pages_without_the_session_say_how_to_get_it(tmp_path):
    with make_client(tmp_path, judge=False) as client:
        for page in ("/table", "/setup", "/scores", "/replay", "/tournament"):
            answer = client.get(page)
            assert answer.status_code == 401 and "Вход судьи" in answer.text, page
            assert "Enter" in answer.text and "referee serve" in answer.text
        player = client.get("/player")
        assert player.status_code == 200 and 'id="timer"' in player.text
        login(client)
        assert 'id="timer"' in client.get("/table").text


def test_the_key_is_kept_in_the_data_folder_for_its_owner_only(tmp_path):
    first = create_app(AppSettings(data=tmp_path, listen=False)).state.judge_key.key
    again = create_app(AppSettings(data=tmp_path, listen=False)).state.judge_key.key
    assert first == again and len(first) >= 24  # a restarted server still knows the judge
    assert stat.S_IMODE((tmp_path / KEY_FILE).stat().st_mode) == 0o600


# ---- raw sockets against a real server ------------------------------------------------------

@pytest.fixture(scope="module")
def server(tmp_path_factory):
    app = create_app(AppSettings(data=tmp_path_factory.mktemp("guard"), listen=False),
                     listening=Listening(None, "тест."))
    with background(app) as url:
        yield app, int(url.rsplit(":", 1)[1])


def raw(port: int, head: str) -> str:
    """Send a request head as bytes; the status line and headers of the answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(head.replace("\n", "\r\n").encode() + b"\r\n")
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = conn.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.decode("latin-1")


def handshake(port: int, host: str, origin: str | None, cookie: str = "",
              view: str = "judge") -> str:
    lines = [f"GET /ws?view={view} HTTP/1.1", f"Host: {host}", "Upgrade: websocket",
             "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
             "Sec-WebSocket-Version: 13"]
    lines += [f"Origin: {origin}"] if origin else []
    lines += [f"Cookie: hat_judge={cookie}"] if cookie else []
    return raw(port, "\n".join(lines) + "\n")


def test_websocket_handshakes_from_other_sites_or_names_are_refused(server):
    app, port = server
    key, own = app.state.judge_key.key, f"127.0.0.1:{port}"
    assert handshake(port, own, f"http://{own}", key).startswith("HTTP/1.1 101")
    assert handshake(port, f"localhost:{port}", f"http://localhost:{port}", key
                     ).startswith("HTTP/1.1 101")
    assert handshake(port, own, None, key).startswith("HTTP/1.1 101")  # a program, not a page
    refused = [handshake(port, own, "http://evil.example", key),
               handshake(port, own, f"http://127.0.0.1:{port + 1}", key),  # another local port
               handshake(port, own, "null", key),
               handshake(port, f"evil.example:{port}", f"http://evil.example:{port}", key),
               handshake(port, own, "http://evil.example", view="player"),
               handshake(port, own, f"http://{own}")]  # our page, but no session
    for answer in refused:
        assert answer.startswith("HTTP/1.1 403"), answer


def test_http_from_other_sites_or_names_is_refused(server):
    app, port = server
    key, own = app.state.judge_key.key, f"127.0.0.1:{port}"

    def post(host: str, origin: str) -> str:
        return raw(port, f"POST /api/turn/give_up HTTP/1.1\nHost: {host}\nOrigin: {origin}\n"
                         f"Cookie: hat_judge={key}\nContent-Length: 0\nConnection: close\n")

    assert post(own, "http://evil.example").startswith("HTTP/1.1 403")
    assert post(own, f"http://localhost:{port + 1}").startswith("HTTP/1.1 403")
    assert post(f"evil.example:{port}", f"http://evil.example:{port}").startswith("HTTP/1.1 403")
    rebound = raw(port, "GET /api/game HTTP/1.1\nHost: evil.example\nConnection: close\n")
    assert rebound.startswith("HTTP/1.1 403")  # DNS rebinding: even reading is refused
    # Our own page passes the gate (400: no game yet — the game, not the gate, answers).
    assert post(own, f"http://{own}").startswith("HTTP/1.1 400")
