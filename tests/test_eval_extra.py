"""Regression guard on our own explanation sets (other words and phrasings than the shared dev
set): every rule keeps its precision and recall. `explanations_extra.jsonl` was used while
developing; `explanations_blind.jsonl` was written afterwards and measured once, untuned."""

from pathlib import Path

import pytest

from referee.measure.evaluation import evaluate, read_explanations

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module", params=["explanations_extra.jsonl", "explanations_blind.jsonl"])
def report(request):
    return evaluate(read_explanations(str(DATA / request.param)))


@pytest.mark.parametrize("rule", ["letters", "soundalike", "pointing", "foreign"])
def test_rule_keeps_precision_and_recall(report, rule):
    score = report.scores[rule]
    assert score.gold >= 5
    assert score.precision >= 0.9 and score.recall >= 0.8, report.errors
