"""The turn log (`referee.replay.turn_log`) and the one JSON Lines reader under it: what is written
is read back the same, versions, a torn last line, a line broken in the middle, old files; and the
retraction of an alert raised on a partial word the recognizer withdraws, through the real
checker."""

from __future__ import annotations

import json

import pytest

from common.errors import UserError
from referee.events import Alert, AudioFault, Retraction, Revision, WordEvent
from referee.replay.jsonl import JsonLinesWriter, encode_line, read_jsonl, read_records
from referee.replay.transcript import CardSpan
from referee.replay.turn_log import HEADER, VERSION, TurnLog
from referee.replay.turn_record import Decision
from referee.rules.cards import TurnChecker, checked
from referee.rules.checker import Checker

ALERT = Alert("cognate", (1, 2), ("лодочка",), 0.8, "однокоренное", {"root": "лод"}, 0.6, 1.1)


def test_what_is_written_is_read_back_the_same(tmp_path):
    path = tmp_path / "live.jsonl"
    log = TurnLog.open(path)
    log.begin(2, "turn-002.wav")
    heard = (WordEvent(0, "это", 0.2, 0.5, alternatives=("эта", "эту")),
             WordEvent(1, "лодочка", 0.6, 1.1, 0.7, False))
    for event in heard:
        log.take(2, event)
    raised = log.take(2, ALERT, target="лодка", at=100.0)
    log.take(2, Revision(1))
    log.take(2, Retraction(ALERT, 1), at=101.0)
    log.take(2, AudioFault("microphone_lost", "Микрофон пропал", 1.3))
    other = log.take(3, ALERT, target="нож", at=102.0)
    log.decide(other, Decision.DISMISSED, 103.0)
    log.close()
    assert json.loads(path.read_text().splitlines()[0]) == HEADER
    again = TurnLog.read(path)
    assert again.version == VERSION and again.torn is None
    assert {n: t.to_json() for n, t in again.turns.items()} == {
        n: t.to_json() for n, t in log.turns.items()}
    turn = again.turns[2]
    assert turn.heard == log.turns[2].heard and [w.text for w in turn.words] == ["это"]
    assert turn.words[0].alternatives == ("эта", "эту")
    assert turn.alerts[raised.id].retracted == 101.0 and turn.alerts[raised.id].alert == ALERT
    assert turn.faults == [AudioFault("microphone_lost", "Микрофон пропал", 1.3)]
    assert again.turns[3].alerts[other.id].decision == Decision.DISMISSED


def test_a_retraction_of_nothing_standing_is_not_logged(tmp_path):
    log = TurnLog.open(tmp_path / "l.jsonl")
    assert log.take(0, Retraction(ALERT, 0)) is None
    log.close()
    assert len(read_jsonl(tmp_path / "l.jsonl").lines) == 1  # the header only


@pytest.mark.parametrize(("first", "message"), [
    ({**HEADER, "version": VERSION + 1}, "более новой версией hat-referee"),
    ({"type": "log", "format": "что-то другое", "version": 1}, "это не журнал хода"),
])
def test_a_header_it_cannot_read_is_refused_with_a_message(tmp_path, first, message):
    path = tmp_path / "l.jsonl"
    path.write_text(json.dumps(first) + "\n", "utf-8")
    with pytest.raises(UserError, match=message):
        TurnLog.read(path)
    with pytest.raises(UserError, match=message):
        TurnLog.open(path)


def test_a_torn_last_line_is_left_out_and_reported_then_kept_aside(tmp_path):
    path = tmp_path / "l.jsonl"
    log = TurnLog.open(path)
    log.take(0, WordEvent(0, "раз", 0.1, 0.3))
    log.close()
    with path.open("a", encoding="utf-8") as f:
        f.write('{"type": "word", "turn_no": 0, "index": 1, "te')
    read = TurnLog.read(path)
    assert [w.text for w in read.only_turn().words] == ["раз"]
    assert read.torn and str(path) in read.torn and "оборвана" in read.torn
    log = TurnLog.open(path)  # appending: the torn line moves aside, nothing is lost
    log.take(0, WordEvent(1, "два", 0.4, 0.6))
    log.close()
    assert [w.text for w in TurnLog.read(path).only_turn().words] == ["раз", "два"]
    assert (tmp_path / "l.jsonl.torn").read_text().startswith('{"type": "word", "turn_no": 0')


def test_a_line_broken_in_the_middle_is_an_error_naming_file_and_line(tmp_path):
    path = tmp_path / "l.jsonl"
    path.write_text(json.dumps(HEADER) + '\n{"type": "wo\n{"type": "turn", "turn_no": 0}\n')
    with pytest.raises(UserError, match=r"l\.jsonl», строка 2: строка испорчена"):
        TurnLog.read(path)
    with pytest.raises(UserError, match="строка 2"):
        read_jsonl(path)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_a_non_finite_number_in_a_record_is_an_error_naming_the_line(tmp_path, constant):
    path = tmp_path / "l.jsonl"
    path.write_text(json.dumps(HEADER) + '\n{"type": "turn", "turn_no": 0}\n'
                    f'{{"type": "card", "turn_no": 0, "word": "нож", "start": {constant}}}\n')
    with pytest.raises(UserError, match=f"строка 3: в строке число «{constant}» — не конечное"):
        TurnLog.read(path)


def test_a_whole_last_line_without_its_newline_is_read_and_appended_after(tmp_path):
    path = tmp_path / "hand.jsonl"
    path.write_text('{"index": 0, "text": "да", "start": 0, "end": 0.2}', "utf-8")
    assert len(read_jsonl(path).lines) == 1 and read_jsonl(path).torn is None
    writer = JsonLinesWriter(path)
    writer.write({"index": 1, "text": "нет", "start": 0.3, "end": 0.5})
    writer.close()
    assert [w.text for w in TurnLog.read(path).only_turn().words] == ["да", "нет"]


OLD_LIVE_LOG = [  # `live.jsonl` exactly as the dashboard wrote it before the log had a header
    {"type": "turn", "turn_no": 0, "recording": None},
    {"type": "word", "turn_no": 0, "index": 0, "text": "лодочка", "start": 0.3, "end": 0.8,
     "conf": 1.0, "final": True},
    {"type": "alert", "id": "0-1", "turn_no": 0, "target": "лодка", "heard_at": 1790000000.5,
     "rule": "cognate", "span": [0, 1], "words": ["лодочка"], "confidence": 0.8,
     "explanation": "однокоренное", "evidence": {}, "start": 0.3, "end": 0.8,
     "exact_target": False, "decision": None, "decided_at": None},
    {"type": "decision", "id": "0-1", "decision": "confirmed", "at": 1790000001.0},
]


def _old_log(path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in OLD_LIVE_LOG))
    return path.read_bytes()


def test_an_old_log_without_a_header_reads_as_version_0(tmp_path):
    original = _old_log(tmp_path / "live.jsonl")
    log = TurnLog.read(tmp_path / "live.jsonl")
    assert log.version == 0 and list(log.turns) == [0]
    record = log.turns[0].alerts["0-1"]
    assert (record.target, record.decision, record.decided_at) == (
        "лодка", Decision.CONFIRMED, 1790000001.0)
    assert (tmp_path / "live.jsonl").read_bytes() == original  # reading changes nothing


def test_appending_to_an_old_log_migrates_it_and_keeps_the_original(tmp_path):
    path = tmp_path / "live.jsonl"
    original = _old_log(path)
    log = TurnLog.open(path)
    log.take(0, WordEvent(1, "ну", 0.9, 1.0))
    log.close()
    assert (tmp_path / "live.v0.jsonl").read_bytes() == original
    assert json.loads(path.read_text().splitlines()[0]) == HEADER
    again = TurnLog.read(path)
    assert again.version == VERSION and [w.text for w in again.turns[0].words] == [
        "лодочка", "ну"]
    assert again.turns[0].alerts["0-1"].decision == Decision.CONFIRMED


def test_a_partial_word_withdrawn_by_a_revision_retracts_its_alert_through_the_checker():
    checker = Checker("лодка")
    assert checked(checker, WordEvent(0, "это", 0.1, 0.3)) == []
    raised = checked(checker, WordEvent(1, "лодочка", 0.4, 0.9, 0.6, final=False))
    assert [a.rule for a in raised] == ["cognate"]
    assert checked(checker, Revision(1)) == [Retraction(raised[0], 1)]
    assert checked(checker, WordEvent(1, "ладно", 0.4, 0.8)) == []
    again = checked(checker, WordEvent(2, "лодочка", 0.9, 1.4))  # heard for real: raised again
    assert [(a.rule, a.span) for a in again] == [("cognate", (2, 3))]
    assert checked(checker, Revision(3)) == []  # nothing of it withdrawn


def test_the_turn_checker_retracts_on_every_card_a_revision_reaches():
    checker = TurnChecker.for_targets([CardSpan("лодка"), CardSpan("нож", 1.0)])
    first = checked(checker, WordEvent(0, "лодочка", 0.1, 0.6, 0.6, final=False))
    second = checked(checker, WordEvent(1, "ножик", 1.1, 1.5, 0.6, final=False))
    assert [a.span for a in first + second] == [(0, 1), (1, 2)]
    assert [r.alert.span for r in checked(checker, Revision(0))] == [(0, 1), (1, 2)]
    assert checker.raised == []


def test_a_file_of_records_is_read_line_by_line_and_a_bad_line_is_named(tmp_path):
    path = tmp_path / "rulings.jsonl"
    assert read_records(path, dict, "решение судьи") == []  # no file yet: nothing decided
    path.write_text('{"n": 1}\n\n{"n": "2"}\n', encoding="utf-8")
    assert read_records(path, lambda d: int(d["n"]), "число") == [1, 2]
    path.write_text('{"n": 1}\n{"m": 2}\n', encoding="utf-8")
    with pytest.raises(UserError, match=r"строка 2: это не решение судьи \(KeyError"):
        read_records(path, lambda d: int(d["n"]), "решение судьи")


def test_a_numpy_value_in_a_record_is_written_as_the_plain_one():
    """Attribution and the second listen compute with numpy: a numpy truth value or number that
    reaches a record is written as JSON's own, not a stop of the turn's log."""
    import numpy as np

    line = encode_line({"speaker_doubtful": np.bool_(True), "odds": np.float32(1.5),
                        "n": np.int64(3), "word": "птица"})
    assert json.loads(line) == {"speaker_doubtful": True, "odds": 1.5, "n": 3, "word": "птица"}
    with pytest.raises(TypeError):
        encode_line({"thing": object()})
