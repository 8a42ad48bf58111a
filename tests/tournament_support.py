"""Helpers for the tournament dashboard tests: a tournament through the HTTP API."""

from __future__ import annotations

from fastapi.testclient import TestClient

NAMES = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Захар", "Ира", "Кирилл",
         "Лена", "Марк"]


def ok(response, code: int = 200) -> dict:
    assert response.status_code == code, response.text
    return response.json()


def refused(response, code: int = 400) -> str:
    """The Russian message of a refused request."""
    assert response.status_code == code, response.text
    detail = response.json()["detail"]
    assert isinstance(detail, str) and any("а" <= ch <= "я" for ch in detail.lower()), detail
    return detail


def tournament(client: TestClient, names: list[str] = NAMES, **fields) -> int:
    """A new tournament with `names` registered (CSV upload); its id."""
    tid = ok(client.post("/api/tournament", json={"name": "Кубок", **fields}), 201)
    tid = tid["tournament"]["id"]
    ok(client.post(f"/api/tournaments/{tid}/players/csv",
                   files={"file": ("p.csv", "\n".join(names).encode(), "text/csv")}), 201)
    return tid


def round_url(tid: int, stage: int = 1, round_no: int = 1) -> str:
    return f"/api/tournaments/{tid}/stages/{stage}/rounds/{round_no}"


def seating(client: TestClient, tid: int, stage: int = 1, round_no: int = 1) -> list[list[dict]]:
    tables = ok(client.get(round_url(tid, stage, round_no)))["tables"]
    return [t["players"] for t in tables]


def enter(client: TestClient, tid: int, points_of, stage: int = 1, round_no: int = 1) -> None:
    """Enter every table of a round with `points_of(name)` for each player."""
    for table, players in enumerate(seating(client, tid, stage, round_no), start=1):
        body = {"points": [{"player": p["id"], "points": points_of(p["name"])} for p in players]}
        ok(client.put(f"{round_url(tid, stage, round_no)}/tables/{table}/result", json=body))
