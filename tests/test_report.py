"""Turn reports: the JSON data, the self-contained HTML page, and the page in a real browser."""

from __future__ import annotations

import base64
import json
import re
from contextlib import closing
from functools import cache
from pathlib import Path

import pytest

from common.errors import UserError
from referee.events import WordEvent
from referee.measure.samples import SAMPLES_DIR, ensure_audio, load_sample
from referee.replay.offline import Replay, open_turn, parse_target, replay
from referee.replay.report import build_report, write_report
from referee.replay.report_html import RULE_TITLES, render_html
from referee.speech.audio import read_wav


@cache
def sample_replay(sample_id: str) -> Replay:
    return replay(open_turn(SAMPLES_DIR / sample_id))


def audio_seconds(sample_id: str) -> float:
    """The length of the sample's synthesised audio (made on first use)."""
    samples, rate = read_wav(ensure_audio(load_sample(SAMPLES_DIR / sample_id)))
    return len(samples) / rate


def test_report_data_lines_words_up_with_alerts_cards_and_expectations():
    result = sample_replay("06-pointing")
    report = build_report(result)
    assert report["title"] == load_sample(SAMPLES_DIR / "06-pointing").title
    assert report["duration"] == pytest.approx(audio_seconds("06-pointing"), abs=1e-3)
    words = {w["index"]: w for w in report["words"]}
    for alert in report["alerts"]:
        assert alert["target"] in {"дверь", "лампа"}
        for index in range(*alert["span"]):
            assert alert["rule"] in words[index]["rules"]
    assert {w["text"] for w in report["words"] if w["rules"]} >= {"вон", "посмотри", "лампочку"}
    assert [w["text"] for w in report["words"] if w["speaker"] == "guesser"] == [
        "дверь", "люстра", "лампа"]
    assert {w["card"] for w in report["words"] if w["text"] in ("вон", "дверь")} == {0}
    assert words[len(words) - 1]["card"] == 1
    assert report["counts"] == {"pointing": 2, "cognate": 3}
    assert len(report["expected"]["found"]) == 5 and report["expected"]["missed"] == []
    json.dumps(report)  # plain data all the way down


def test_report_of_a_sample_lists_what_the_checker_missed():
    report = build_report(sample_replay("09-mixed"))
    missed = [(m["rule"], m["word"]) for m in report["expected"]["missed"]]
    found = [(f["rule"], f["word"]) for f in report["expected"]["found"]]
    assert set(missed) | set(found) == {("pointing", "вот"), ("cognate", "телевизор"),
                                        ("soundalike", "лёд"), ("cognate", "мёд")}
    html = render_html(report, None)
    for rule, word in missed:
        assert re.search(rf'class="missed">[^<]*<span[^>]*>{RULE_TITLES[rule]}</span> «{word}»',
                         html)


def test_html_is_self_contained_with_the_audio_inside(tmp_path):
    result = sample_replay("04-letters")
    files = write_report(result, tmp_path / "out")
    assert files.json.name == "04-letters.report.json"
    html = files.html.read_text("utf-8")
    assert not re.search(r'(src|href)="(?!data:)', html), "no external resources"
    assert "<link" not in html and "@import" not in html
    data = re.search(r'src="data:audio/wav;base64,([^"]+)"', html).group(1)
    assert base64.b64decode(data) == ensure_audio(result.source.sample).read_bytes()
    assert json.loads(files.json.read_text("utf-8")) == build_report(result)
    for text in ("Отчёт о ходе", "Сигналы", "Расшифровка", "Буквы и слоги", "«собака»",
                 "угадано", "время вышло", "ссылка на буквы или слоги"):
        assert text in html, text


def test_html_escapes_what_was_said_and_works_without_audio(tmp_path):
    path = tmp_path / "said.jsonl"
    words = [WordEvent(0, "<script>alert(1)</script>", 0.0, 0.5), WordEvent(1, "лодочка", 0.6, 1.0)]
    path.write_text("\n".join(json.dumps(w.to_json()) for w in words), "utf-8")
    result = replay(open_turn(path, [parse_target("лодка")]))
    html = render_html(build_report(result), None)
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)" in html
    assert "Аудиозаписи нет" in html and "<audio" not in html
    assert "Однокоренное слово" in html


def test_unwritable_output_folder_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", "utf-8")
    with pytest.raises(UserError, match="--out"):
        write_report(sample_replay("05-soundalike"), blocker)


@pytest.mark.slow
def test_report_page_plays_its_audio_and_seeks_to_an_alert_in_chromium(tmp_path, browser):
    result = sample_replay("06-pointing")
    page_path = write_report(result, tmp_path).html
    alert = sorted(result.alerts, key=lambda r: r.alert.start)[2].alert  # «посмотри наверх»
    with closing(browser.new_page()) as page:
        page.goto(page_path.as_uri())
        page.wait_for_function("document.getElementById('audio').readyState >= 1")
        assert page.evaluate("document.getElementById('audio').duration") == pytest.approx(
            audio_seconds("06-pointing"), abs=0.01)
        page.locator("tr[data-start]").nth(2).click()
        page.wait_for_function(  # it seeks there and plays
            f"document.getElementById('audio').currentTime > {alert.start + 0.05}")
        heard = page.evaluate("""() => {
            const audio = document.getElementById('audio');
            audio.pause();
            audio.dispatchEvent(new Event('timeupdate'));
            return audio.currentTime;
        }""")
        assert alert.start < heard < alert.start + 2.0
        expected = [w.text for w in result.words if w.start <= heard < w.end]
        assert page.locator(".w.now").all_inner_texts() == expected


def test_sample_folder_path_in_report_is_the_sample():
    report = build_report(sample_replay("01-clean"))
    assert report["source"]["kind"] == "sample"
    assert Path(report["source"]["path"]).name == "01-clean"
    assert report["recognizer"] == "transcript"


def test_recheck_of_a_recorded_turn_shows_alerts_new_and_gone(tmp_path):
    from referee.events import Alert
    from referee.replay.transcript import CardSpan
    from referee.replay.turn_log import TurnLog
    from referee.rules.cards import TurnChecker
    from referee.speech.recorder import TurnRecorder

    said = [WordEvent(i, w, 0.3 + i, 0.8 + i) for i, w in enumerate(["маленькая", "лодочка",
                                                                     "ну", "лодка"])]
    live = TurnChecker.for_targets([CardSpan("лодка")])
    recorder = TurnRecorder(tmp_path, "old")
    recorder.write(bytes(16000 * 2 * 5))
    recorder.close()
    log = TurnLog.open(tmp_path / "old.jsonl")
    for word in said[:2]:
        log.take(0, word)
        for alert in live.feed(word):
            log.take(0, alert, target="лодка")
    log.take(0, said[2])
    log.take(0, Alert("letters", (2, 3), ("ну",), 0.6, "старое правило сработало"))
    log.take(0, said[3])  # the checker of that day missed the secret word itself
    log.close()

    report = build_report(replay(open_turn(tmp_path / "old.wav", [parse_target("лодка")])))
    recheck = report["recheck"]
    assert recheck["kept"] == 1
    assert [(a["rule"], a["words"], a["exact_target"]) for a in recheck["new"]] == [
        ("cognate", ["лодка"], True)]
    assert [(a["rule"], a["span"]) for a in recheck["gone"]] == [("letters", [2, 3])]
    html = render_html(report, None)
    assert "Проверено заново" in html and "новых 1, пропало 1" in html
    assert "старое правило сработало" in html
    assert build_report(sample_replay("01-clean"))["recheck"] is None
