"""The acceptance contract of `referee check` / `referee eval` / `referee bench checker`, run as a
subprocess; and the evaluation arithmetic on tiny hand-made sets."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee.measure.evaluation import Sample, evaluate, evaluate_cognates, read_cognates

ROOT = Path(__file__).resolve().parent.parent


def referee(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "api.cli", *args],
        cwd=ROOT, input=stdin, capture_output=True, text=True, timeout=120,
    )


@pytest.mark.slow
def test_check_prints_the_contract_object():
    text = "часть тела ну эр у ка а"
    done = referee("check", "--target", "рука", text)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["target"] == "рука" and data["text"] == text
    (alert,) = data["alerts"]
    assert alert["rule"] == "letters" and alert["span"][0] == 3
    assert alert["words"] == text.split()[alert["span"][0] : alert["span"][1]]
    assert 0.5 <= alert["confidence"] <= 1 and alert["explanation"]


@pytest.mark.slow
def test_batch_keeps_order_and_reports_the_broken_line():
    lines = [
        json.dumps({"target": "дом", "text": "рифмуется со словом ком"}, ensure_ascii=False),
        json.dumps({"target": "лес", "text": "там много деревьев"}, ensure_ascii=False),
        "{сломано",
    ]
    done = referee("check", "--batch", "-", stdin="\n".join(lines))
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o["target"] for o in out] == ["дом", "лес"]
    assert [a["rule"] for a in out[0]["alerts"]] == ["soundalike"] and out[1]["alerts"] == []
    assert done.returncode == 2 and "строка 3" in done.stderr


@pytest.mark.slow
def test_min_confidence_option():
    done = referee("check", "--target", "кот", "--min-confidence", "0.95", "слово из трёх букв")
    assert json.loads(done.stdout)["alerts"] == []


@pytest.mark.slow
@pytest.mark.parametrize(
    "args,message",
    [
        (["check", "--batch", "/nonexistent/file.jsonl"], "не найден"),
        (["check", "слово из трёх букв"], "загаданное слово"),
        (["eval", "explanations", "/nonexistent/x.jsonl"], "не найден"),
        (["explain-root", "кот", "cat"], "«cat»: нужно одно слово русскими буквами"),
        (["explain-root", "кот 2", "кошка"], "«кот 2»: нужно одно слово русскими буквами"),
    ],
)
def test_bad_input_gets_a_russian_error(args, message):
    done = referee(*args)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


@pytest.mark.slow
def test_eval_explanations_cli_lists_errors(tmp_path):
    path = tmp_path / "tiny.jsonl"
    path.write_text(
        json.dumps({"target": "мост", "text": "по английски бридж", "violations": []},
                   ensure_ascii=False) + "\n", encoding="utf-8",
    )
    done = referee("eval", "explanations", str(path))
    assert done.returncode == 0, done.stderr
    assert "foreign" in done.stdout and "лишнее [foreign] «бридж»" in done.stdout


@pytest.mark.slow
def test_bench_prints_one_json_line():
    done = referee("bench", "checker", "--json", "--rounds", "1")
    figures = json.loads(done.stdout)
    assert {"words_per_s", "p50_ms", "p99_ms", "p99_cpu_ms", "p99_long_cpu_ms", "prepare_ms",
            "load_s", "rss_mb", "fast_dawg"} <= figures.keys()
    assert figures["p50_ms"] <= figures["p99_ms"] and figures["load_s"] > 0


def test_explanation_scores_follow_the_protocol():
    samples = [
        Sample(1, "кот", "слово из трёх букв", (("letters", "букв"),)),  # found, correct
        Sample(2, "мост", "по английски бридж"),  # clean line: the foreign alert is false
        Sample(3, "лимон", "жёлтый кислый фрукт", (("pointing", "фрукт"),)),  # missed
    ]
    report = evaluate(samples)
    letters, foreign, pointing = (report.scores[r] for r in ("letters", "foreign", "pointing"))
    assert (letters.precision, letters.recall) == (1.0, 1.0)
    assert (foreign.correct, foreign.alerts, foreign.precision) == (0, 1, 0.0)
    assert (pointing.found, pointing.gold, pointing.recall) == (0, 1, 0.0)
    overall = report.overall
    assert (overall.precision, overall.recall, overall.f1) == (0.5, 0.5, 0.5)
    assert [(e.line, e.kind) for e in report.errors] == [(2, "лишнее"), (3, "пропуск")]


def test_cognate_pair_scores(tmp_path):
    path = tmp_path / "pairs.tsv"
    rows = ["# a comment before the header", "target\tword\tlabel\tnote",
            "рука\tрукой\t1\t", "рука\tладонь\t0\t",
            "рука\tладонью\t1\tmislabelled on purpose: a miss",
            "рука\tруки\t0\tmislabelled on purpose: a false alert"]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    score = evaluate_cognates(read_cognates(str(path))).scores["cognate"]
    assert (score.correct, score.alerts, score.found, score.gold) == (1, 2, 1, 2)
    assert score.precision == 0.5 and score.recall == 0.5


def test_a_reader_gone_away_stops_the_command_quietly():
    """`referee explain-root … | head -1`: the pipe closed under the command is no traceback."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    with subprocess.Popen(
        [sys.executable, "-m", "api.cli", "explain-root", "кот", "котёнок"],
        cwd=ROOT, stdout=write_end, stderr=subprocess.PIPE, text=True,
    ) as process:
        os.close(write_end)
        _, errors = process.communicate(timeout=120)
    assert process.returncode == 141
    assert "Traceback" not in errors and "BrokenPipe" not in errors
