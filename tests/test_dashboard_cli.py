"""`referee serve` and `referee bench dashboard` as the judge runs them (subprocesses)."""

from __future__ import annotations

import json
import os
import pty
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from api.serving import free_port

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def referee(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "api.cli", *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


def test_serve_runs_without_a_model_and_says_how_to_get_one(tmp_path):
    port = free_port()
    server = referee("serve", "--port", str(port), "--data", str(tmp_path),
                     "--model", str(tmp_path / "no-model"), "--allow-host", "hat.example")
    try:
        lines = []
        deadline = time.monotonic() + 120
        while not lines or not lines[-1].startswith("Готово"):
            assert time.monotonic() < deadline and server.poll() is None, lines
            lines.append(server.stdout.readline().strip())
        text = "\n".join(lines)
        assert f"http://localhost:{port}/player" in text and "token" not in text
        assert "выключено" in text and "referee model download" in text
        link = re.search(r"Вход судьи \(ссылка действует один раз\): (\S+)", text)[1]
        assert link.startswith(f"http://localhost:{port}/login?code=")
        status = httpx.get(f"http://127.0.0.1:{port}/api/status").json()
        assert status["recognition"]["live"] is False and status["judge"] is False
        body = {"players": ["А", "Б"], "words": "кошка\nкнига"}
        games = f"http://127.0.0.1:{port}/api/games"
        assert httpx.post(games, json=body, timeout=30).status_code == 401
        with httpx.Client(follow_redirects=True) as browser:  # the judge opens the link
            assert browser.get(link).url.path == "/table" and "hat_judge" in browser.cookies
            created = browser.post(f"http://localhost:{port}/api/games", json=body, timeout=30)
        assert created.status_code == 201
        assert httpx.get(f"http://localhost:{port}/login?code=x").status_code == 403
        named = httpx.get(f"http://127.0.0.1:{port}/api/status", headers={"Host": "hat.example"})
        assert named.status_code == 200  # --allow-host
        assert httpx.get(f"http://127.0.0.1:{port}/api/status",
                         headers={"Host": "evil.example"}).status_code == 403
    finally:
        server.terminate()
        server.wait(30)
    assert len(list((tmp_path / "games").glob("*/game.sqlite"))) == 1


def test_serve_on_a_taken_port_says_what_to_do(tmp_path):
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = referee("serve", "--port", str(port), "--data", str(tmp_path), "--no-listen")
        out, err = done.communicate(timeout=60)
    assert done.returncode == 2
    assert "--port" in err and str(port) in err


def test_bench_prints_alert_latency_figures():
    done = referee("bench", "dashboard", "--json", "--rounds", "20")
    out, err = done.communicate(timeout=300)
    assert done.returncode == 0, err
    figures = json.loads(out)
    assert figures["rounds"] == 20 and figures["player_clients"] == 5
    assert 0 < figures["alert_latency_p50_ms"] <= figures["alert_latency_p95_ms"] < 5000


def test_enter_in_the_servers_terminal_prints_a_new_login_link(tmp_path):
    port = free_port()
    terminal, stdin = pty.openpty()  # the judge's terminal: Enter asks for a new link
    server = referee("serve", "--port", str(port), "--data", str(tmp_path), "--no-listen",
                     stdin=stdin)
    link = re.compile(r"Вход судьи \(ссылка действует один раз\): (\S+)")
    try:
        lines = []
        while not lines or not lines[-1].startswith("Готово"):
            assert server.poll() is None, lines
            lines.append(server.stdout.readline().strip())
        first = next(m[1] for m in map(link.search, lines) if m)
        os.write(terminal, b"\n")
        second = link.search(server.stdout.readline())[1]
        assert second != first
        for url, status in ((first, 303), (second, 303), (first, 403), (second, 403)):
            assert httpx.get(url.replace("localhost", "127.0.0.1")).status_code == status
    finally:
        server.terminate()
        server.wait(30)
        os.close(terminal)
        os.close(stdin)


def test_bench_prints_the_live_turns_cadence_while_replay_loads():
    done = referee("bench", "dashboard", "--json", "--stored-games", "20")
    out, err = done.communicate(timeout=300)
    assert done.returncode == 0, err
    figures = json.loads(out)
    assert figures["stored_games"] == 20 and figures["pongs_during_load"] >= 0
    assert {"replay_list_cold_s", "replay_list_warm_s", "loop_silence_max_ms",
            "time_up_late_ms", "turn_over_late_ms"} <= set(figures)
