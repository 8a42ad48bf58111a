"""The report of a replayed turn, for the judge and the players after the turn.

`build_report` turns a `Replay` into plain data (what `<name>.report.json` holds); `write_report`
writes that JSON and one self-contained HTML page (`referee.replay.report_html`: audio embedded, the
transcript with times, flagged words coloured by rule, the alerts with their explanations, the
alerts retracted because the recognizer withdrew or changed their words, with what it heard
instead) that can be sent to players as it is. The turn is over by then, so the secret words
are in the report.
"""

from __future__ import annotations

import json
import wave
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common.errors import UserError
from referee.events import Alert
from referee.measure.samples import compare, ensure_audio
from referee.replay.offline import RaisedAlert, Replay
from referee.replay.recheck import diff_alerts, logged_alerts
from referee.replay.transcript import read_words, target_of

FORMAT = "hat-referee-report/1"


@dataclass(frozen=True)
class ReportFiles:
    json: Path
    html: Path


def build_report(replay: Replay) -> dict[str, Any]:
    """Everything the report shows, as JSON-ready data."""
    source = replay.source
    guesser = source.sample.guesser_words if source.sample and replay.recognizer == "transcript" \
        else frozenset()
    flagged: dict[int, list[str]] = {}
    for raised in replay.standing:
        for index in range(*raised.alert.span):
            flagged.setdefault(index, []).append(raised.alert.rule)
    words = [
        {**w.to_json(), "speaker": "guesser" if w.index in guesser else None,
         "rules": sorted(set(flagged.get(w.index, []))), "card": target_of(source.targets, w.start)}
        for w in replay.words
    ]
    return {
        "format": FORMAT,
        "title": source.title,
        "source": {"path": str(source.path), "kind": source.kind},
        "recognizer": replay.recognizer,
        "min_confidence": replay.min_confidence,
        "duration": _duration(replay),
        "targets": [t.to_json() for t in source.targets],
        "words": words,
        "alerts": [_raised(r) for r in replay.standing],
        "retracted": [{**_raised(r), "now": _words_now(replay, r.alert)}
                      for r in replay.alerts if r.retracted is not None],
        "counts": dict(Counter(r.alert.rule for r in replay.standing)),
        "expected": _expected(replay),
        "recheck": _recheck(replay),
        "notes": list(replay.notes),
    }


def _raised(raised: RaisedAlert) -> dict[str, Any]:
    return {**raised.alert.to_json(), "target": raised.target, "at": raised.at,
            "retracted": raised.retracted}


def _words_now(replay: Replay, alert: Alert) -> list[str]:
    """What the final transcript holds where a retracted alert's words were: the words the
    recognizer heard instead ([] when it withdrew them)."""
    first, last = alert.span
    return [w.text for w in replay.words[first:last]]


def _duration(replay: Replay) -> float:
    audio = audio_path(replay)
    if audio is not None and audio.is_file():
        with wave.open(str(audio), "rb") as wav:
            return round(wav.getnframes() / wav.getframerate(), 3)
    return max((w.end for w in replay.words), default=0.0)


def _expected(replay: Replay) -> dict[str, Any] | None:
    """Found, missed and unexpected alerts when the turn is a sample with known answers."""
    sample = replay.source.sample
    if sample is None:
        return None
    result = compare(sample, [r.alert for r in replay.standing])
    starts = {w.index: w.start for w in read_words(sample.words)}
    return {
        "found": [{**e.to_json(), "alert_span": list(a.span)} for e, a in result.found],
        "missed": [{**e.to_json(), "start": starts[e.index]} for e in result.missed],
        "unexpected": [a.to_json() for a in result.unexpected],
    }


def _recheck(replay: Replay) -> dict[str, Any] | None:
    """For a recorded turn replayed from its log: alerts new or gone since the turn was live."""
    source = replay.source
    if source.kind != "recorded" or source.log is None or replay.recognizer != "transcript":
        return None
    diff = diff_alerts(logged_alerts(source.log), [r.alert for r in replay.standing])
    return {"kept": len(diff.kept), "new": [a.to_json() for a in diff.new],
            "gone": [a.to_json() for a in diff.gone]}


def audio_path(replay: Replay) -> Path | None:
    """The turn's WAV (a sample's is synthesised first if missing), None when there is none."""
    source = replay.source
    return ensure_audio(source.sample) if source.sample else source.audio


def audio_bytes(replay: Replay) -> bytes | None:
    path = audio_path(replay)
    return path.read_bytes() if path is not None else None


def report_name(replay: Replay) -> str:
    source = replay.source
    return source.sample.id if source.sample else source.path.stem


def write_report(replay: Replay, out_dir: Path) -> ReportFiles:
    """Write `<name>.report.json` and `<name>.report.html` into `out_dir` (created if needed)."""
    from referee.replay.report_html import render_html

    report = build_report(replay)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        name = report_name(replay)
        files = ReportFiles(out_dir / f"{name}.report.json", out_dir / f"{name}.report.html")
        files.json.write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", "utf-8")
        files.html.write_text(render_html(report, audio_bytes(replay)), "utf-8")
    except OSError as err:
        raise UserError(f"Не удалось записать отчёт в «{out_dir}»: {err.strerror}. "
                        "Укажите другую папку: --out ПАПКА") from err
    return files
