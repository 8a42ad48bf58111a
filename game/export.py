"""A game's protocol for the record: CSV tables and one printable HTML page.

The protocol is the judge's: it names every word. From a `Game` (live, or `Game.resume`d from its
SQLite file) it lists the players, every turn with its pair, every drawn word with its outcome
(guessed, back into the hat, «Ошибка»), the judge's decisions (violations called, words given
up, outcomes corrected after the turn, with the old and new outcome) and the final standings.

    files = export_game(Game.resume("data/game1.sqlite"), Path("data/exports"), "game1")

writes `game1.words.csv`, `game1.decisions.csv`, `game1.standings.csv` (UTF-8 with a BOM, so
spreadsheets read the Cyrillic right) and `game1.html`.
"""

from __future__ import annotations

import csv
import io
from dataclasses import astuple, dataclass
from datetime import datetime
from html import escape
from pathlib import Path

from common.errors import UserError
from game.events import GameEvent
from game.game import Game
from game.scoring import TIE_BREAK
from game.turn import Phase

OUTCOMES = {
    "guessed": "угадано",
    "returned": "не угадано, в шляпу",
    "violation": "«Ошибка»",
    None: "объясняется",
}
OUTAGE = {"turn_interrupted": "ход прерван", "turn_resumed": "ход продолжен",
          "turn_replayed": "ход переигран"}
END_REASONS = {
    "time": "время вышло",
    "last_guess": "угадано последней версией",
    "gave_up": "объясняющий сдался",
    "violation": "«Ошибка»",
    "hat_empty": "шляпа опустела",
    None: "идёт",
}


@dataclass(frozen=True)
class WordRow:
    turn: int  # 1-based, as people count
    circle: int
    explainer: str
    guesser: str
    number: int  # the word's place in the turn
    word: str
    outcome: str
    second: float | None  # when it was settled, seconds from the turn's start
    corrected: str  # "было: …" when the judge changed the outcome after the turn


@dataclass(frozen=True)
class Decision:
    time: str  # local clock time, HH:MM:SS
    turn: int | None
    kind: str
    word: str
    detail: str


@dataclass(frozen=True)
class StandingRow:
    place: int
    player: str
    explained: int
    guessed: int
    points: int


WORD_HEADER = ("ход", "круг", "объясняющий", "отгадывающий", "№", "слово", "исход",
               "секунда хода", "исправление")
DECISION_HEADER = ("время", "ход", "решение", "слово", "подробности")
STANDING_HEADER = ("место", "игрок", "объяснил", "отгадал", "очки")


def word_rows(game: Game) -> list[WordRow]:
    corrections = {(e.turn_no, e.secret.get("slip")): e.public["from"]
                   for e in game.event_log if e.kind == "corrected"}
    rows = []
    for turn in game.turns:
        pair = turn.slot.pair
        for number, word in enumerate(turn.words, 1):
            outcome = word.outcome.value if word.outcome else None
            first = corrections.get((turn.turn_no, word.slip_id))
            second = None if word.settled_at is None or turn.started_at is None \
                else round(word.settled_at - turn.started_at, 1)
            rows.append(WordRow(
                turn.turn_no + 1, turn.slot.circle + 1, game.players[pair.explainer],
                game.players[pair.guesser], number, word.word, OUTCOMES[outcome], second,
                f"было: {OUTCOMES[first]}" if first else ""))
    return rows


def decisions(game: Game) -> list[Decision]:
    """The judge's calls, in order: «Ошибка», a word given up, an outcome corrected, a turn
    interrupted by a server outage and how the judge went on."""
    rows = []
    log = game.event_log
    for index, event in enumerate(log):
        turn = None if event.turn_no is None else event.turn_no + 1
        if event.kind == "violation":
            settled = next(e for e in log[index + 1:] if e.kind in ("word_removed",
                                                                  "word_returned"))
            fate = "слово убрано из игры" if event.public["removes_word"] else \
                "слово вернулось в шляпу"
            rows.append(Decision(_clock(event.at), turn, "«Ошибка»", settled.secret["word"], fate))
        elif event.kind == "gave_up":
            settled = next(e for e in log[index + 1:] if e.kind == "word_returned")
            rows.append(Decision(_clock(event.at), turn, "слово возвращено в шляпу",
                                 settled.secret["word"], "объясняющий сдался"))
        elif event.kind in OUTAGE:
            rows.append(Decision(_clock(event.at), turn, OUTAGE[event.kind], "",
                                 _outage_detail(event)))
        elif event.kind == "corrected":
            detail = f"{OUTCOMES[event.public['from']]} → {OUTCOMES[event.public['to']]}"
            rows.append(Decision(_clock(event.at), turn, "исправлен исход",
                                 event.secret["word"], detail))
    return rows


def _outage_detail(event: GameEvent) -> str:
    if event.kind == "turn_interrupted":
        return (f"сервер не работал с {_clock(event.at)} до {_clock(event.public['noticed_at'])};"
                f" осталось {event.public['seconds_left']:g} с")
    if event.kind == "turn_resumed":
        return f"с оставшимися {event.public['seconds_left']:g} с"
    return f"слова хода вернулись в шляпу (угадано было: {event.public['guessed']})"


def standing_rows(game: Game) -> list[StandingRow]:
    return [StandingRow(s.place, s.name, s.explained, s.guessed, s.total)
            for s in game.standings()]


def _clock(at: float) -> str:
    return datetime.fromtimestamp(at).strftime("%H:%M:%S")


def to_csv(header: tuple[str, ...], rows: list) -> str:
    """A table as CSV text (comma-separated, header first, empty cells for missing values)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(["" if v is None else v for v in astuple(row)] for row in rows)
    return out.getvalue()


def export_game(game: Game, out_dir: Path, name: str) -> list[Path]:
    """Write the protocol's CSV tables and printable page into `out_dir`; the files written."""
    tables = {
        f"{name}.words.csv": to_csv(WORD_HEADER, word_rows(game)),
        f"{name}.decisions.csv": to_csv(DECISION_HEADER, decisions(game)),
        f"{name}.standings.csv": to_csv(STANDING_HEADER, standing_rows(game)),
    }
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        written = []
        for file_name, text in tables.items():
            (out_dir / file_name).write_text(text, encoding="utf-8-sig")
            written.append(out_dir / file_name)
        page = out_dir / f"{name}.html"
        page.write_text(render_protocol(game, name), encoding="utf-8")
    except OSError as err:
        raise UserError(f"Не удалось записать протокол в «{out_dir}»: {err.strerror}. "
                        "Укажите другую папку: --out ПАПКА") from err
    return [*written, page]


def _table(header: tuple[str, ...], rows: list) -> str:
    if not rows:
        return "<p><i>нет</i></p>"
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape('' if v is None else str(v))}</td>"
                         for v in astuple(row)) + "</tr>"
        for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def render_protocol(game: Game, name: str) -> str:
    """The printable protocol page (no scripts, no external files)."""
    settings = game.settings
    circles = settings.circles_for(len(game.players))
    played = [t for t in game.turns if t.phase == Phase.DONE]
    players = ", ".join(f"{seat + 1}. {escape(p)}" for seat, p in enumerate(game.players))
    status = "игра окончена" if game.finished else "игра не окончена"
    turns = [
        (t.turn_no + 1, game.players[t.slot.pair.explainer], game.players[t.slot.pair.guesser],
         sum(w.outcome is not None and w.outcome.value == "guessed" for w in t.words),
         END_REASONS[t.end_reason.value if t.end_reason else None])
        for t in game.turns
    ]
    turn_rows = "".join("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>"
                        for row in turns)
    return f"""<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Протокол игры {escape(name)}</title>
<style>
body{{font:14px/1.4 system-ui,sans-serif;max-width:60rem;margin:1.5rem auto;padding:0 1rem}}
table{{border-collapse:collapse;width:100%;margin-bottom:1rem}}
td,th{{border:1px solid #999;padding:.2rem .4rem;text-align:left}}
h2{{font-size:1.1rem;margin-top:1.5rem}} @media print{{h2{{break-after:avoid}}}}
</style></head><body>
<h1>Протокол игры «Шляпа»: {escape(name)}</h1>
<p>Игроки: {players}.</p>
<p>Кругов: {circles}; ходов сыграно: {len(played)} из {game.total_turns}; {status}.
На объяснение {settings.explain_seconds:g} с, на последнюю версию {settings.last_guess_seconds:g} с.
«Ошибка» {"убирает слово из игры" if settings.violation_removes_word
           else "возвращает слово в шляпу"}.
</p>
<h2>Итоговая таблица</h2>{_table(STANDING_HEADER, standing_rows(game))}
<p>Порядок мест: {escape(TIE_BREAK)}.</p>
<h2>Ходы</h2>
<table><tr><th>ход</th><th>объясняющий</th><th>отгадывающий</th><th>угадано</th>
<th>конец хода</th></tr>{turn_rows}</table>
<h2>Слова</h2>{_table(WORD_HEADER, word_rows(game))}
<h2>Решения судьи</h2>{_table(DECISION_HEADER, decisions(game))}
</body></html>
"""

