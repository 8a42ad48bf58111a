"""The shared contracts hold: alerts validate their fields, the CLI builds."""

import pytest

from api.cli import build_parser
from referee.events import Alert


def test_alert_rejects_unknown_rule():
    with pytest.raises(ValueError):
        Alert(rule="gesture", span=(0, 1), words=("x",), confidence=0.9, explanation="")


def test_alert_key_ignores_evidence():
    a = Alert("cognate", (2, 3), ("ручкой",), 0.9, "", evidence={"a": 1})
    b = Alert("cognate", (2, 3), ("ручка",), 0.8, "", evidence={"b": 2})
    assert a.key == b.key


def test_cli_requires_a_command():
    with pytest.raises(SystemExit):
        build_parser().parse_args([])
