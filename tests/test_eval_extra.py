"""Regression guard on our own explanation set (other words and phrasings than the shared dev set):
every rule keeps its precision and recall. The set is `tests/data/explanations_extra.jsonl`."""

from pathlib import Path

import pytest

from referee.evaluation import evaluate, read_explanations

EXTRA = Path(__file__).parent / "data" / "explanations_extra.jsonl"


@pytest.fixture(scope="module")
def report():
    return evaluate(read_explanations(str(EXTRA)))


@pytest.mark.parametrize("rule", ["letters", "soundalike", "pointing", "foreign"])
def test_rule_keeps_precision_and_recall(report, rule):
    score = report.scores[rule]
    assert score.gold >= 5
    assert score.precision >= 0.9 and score.recall >= 0.8, report.errors
