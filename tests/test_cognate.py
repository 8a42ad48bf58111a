"""The cognate rule on running text: alerts, spans, evidence, the exact-target flag."""

from referee.rules.base import Token
from referee.rules.cognate import Cognate


def _tokens(text: str) -> list[Token]:
    return [Token(i, w) for i, w in enumerate(text.split())]


def _check(text: str, target: str, start: int = 0):
    return [a for a in Cognate().check(_tokens(text), target, start) if a.confidence >= 0.5]


def test_alert_per_same_root_word_in_text():
    alerts = _check("муха села на мухомор а мушка улетела", "муха")
    assert [(a.rule, a.span, a.words) for a in alerts] == [
        ("cognate", (0, 1), ("муха",)),
        ("cognate", (3, 4), ("мухомор",)),
        ("cognate", (5, 6), ("мушка",)),
    ]


def test_exact_target_is_flagged():
    alerts = _check("мы гуляли по берегу", "берег")
    assert [(a.span, a.exact_target) for a in alerts] == [((3, 4), True)]
    assert alerts[0].confidence == 1.0
    assert alerts[0].explanation == "„берегу“ — это загаданное слово „берег“"


def test_derived_word_explained_with_root():
    (alert,) = _check("это побережье моря", "берег")
    assert alert.span == (1, 2) and not alert.exact_target
    assert alert.evidence["method"] and alert.evidence["lemma"] == "побережье"
    assert alert.explanation.startswith(
        "„побережье“ — однокоренное с „берег“: корень берег-/береж-"
    )


def test_unrelated_words_are_quiet():
    assert _check("на краю моря песок и волны", "берег") == []


def test_start_skips_earlier_tokens():
    assert _check("берег и берега", "берег", start=1) == [
        a for a in _check("берег и берега", "берег") if a.span[0] >= 1
    ]
    assert [a.span for a in _check("берег и берега", "берег", start=1)] == [(2, 3)]
