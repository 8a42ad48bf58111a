"""Measuring the checker on hand-labelled sets (protocol in eval/README.md).

Explanations (JSON Lines `{"target", "text", "violations": [{"type", "word"}]}`): a gold
violation is found when an alert of its rule covers the first token equal to its word; an alert
is correct when it covers a gold token of its rule. Precision = correct alerts / alerts, recall =
found / gold, per rule and overall (micro). Cognate pairs (TSV `target word label note`):
predicted positive when the one-word text `word` gets a `cognate` alert.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from common.errors import UserError
from referee.events import RULES, Alert
from referee.rules.checker import check_text


@dataclass(frozen=True)
class Sample:
    line: int
    target: str
    text: str
    gold: tuple[tuple[str, str], ...] = ()  # (rule, word)


@dataclass
class Score:
    rule: str
    correct: int = 0  # alerts that cover a gold violation of their rule
    alerts: int = 0
    found: int = 0  # gold violations covered
    gold: int = 0

    @property
    def precision(self) -> float:
        return self.correct / self.alerts if self.alerts else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass(frozen=True)
class Error:
    line: int
    kind: str  # "лишнее" (false alert) or "пропуск" (missed violation)
    rule: str
    target: str
    words: str
    text: str


@dataclass
class Report:
    scores: dict[str, Score] = field(default_factory=dict)
    errors: list[Error] = field(default_factory=list)

    def score(self, rule: str) -> Score:
        return self.scores.setdefault(rule, Score(rule))

    @property
    def overall(self) -> Score:
        total = Score("всего")
        for s in self.scores.values():
            total.correct += s.correct
            total.alerts += s.alerts
            total.found += s.found
            total.gold += s.gold
        return total


def read_text(path: str) -> list[str]:
    try:
        return Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise UserError(f"файл «{path}» не найден: проверьте путь") from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(
            f"не удалось прочитать «{path}» ({err}): нужен текстовый файл UTF-8"
        ) from None


def parse_json_line(raw: str, line: int, source: str) -> dict:
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as err:
        raise UserError(f"{source}, строка {line}: неверный JSON ({err.msg})") from None
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("target"), str)
        or not data["target"].strip()
    ):
        raise UserError(f"{source}, строка {line}: нужен объект с полями «target» (слово) и «text»")
    if not isinstance(data.get("text"), str):
        raise UserError(f"{source}, строка {line}: нужно поле «text» — строка с объяснением")
    return data


def read_explanations(path: str) -> list[Sample]:
    samples = []
    for n, raw in enumerate(read_text(path), start=1):
        if not raw.strip():
            continue
        data = parse_json_line(raw, n, path)
        try:
            gold = tuple((v["type"], v["word"]) for v in data.get("violations", []))
        except (TypeError, KeyError):
            raise UserError(
                f'{path}, строка {n}: «violations» — список {{"type", "word"}}'
            ) from None
        samples.append(Sample(n, data["target"], data.get("text", ""), gold))
    return samples


def read_cognates(path: str) -> list[Sample]:
    samples = []
    for n, raw in enumerate(read_text(path), start=1):
        fields = raw.split("\t")
        if fields[:2] == ["target", "word"] or not raw.strip() or raw.startswith("#"):
            continue  # the header, empty lines, comments
        if len(fields) < 3 or fields[2] not in ("0", "1"):
            raise UserError(f"{path}, строка {n}: нужны поля target<TAB>word<TAB>label (0 или 1)")
        gold = (("cognate", fields[1]),) if fields[2] == "1" else ()
        samples.append(Sample(n, fields[0], fields[1], gold))
    return samples


def part(samples: list[Sample], spec: str | None) -> list[Sample]:
    """The samples of part `spec` = "K/N" (every N-th sample from the K-th), or all."""
    if not spec:
        return samples
    try:
        k, n = (int(x) for x in spec.split("/"))
        if not 1 <= k <= n:
            raise ValueError
    except ValueError:
        raise UserError(f"часть «{spec}» не понята: пишите K/N, например 1/2") from None
    return samples[k - 1 :: n]


def covers(alert: Alert, position: int | Sequence[int]) -> bool:
    """The alert's span holds the token at `position` (or one of the tokens a word was heard
    split into)."""
    at = (position,) if isinstance(position, int) else position
    return any(alert.span[0] <= p < alert.span[1] for p in at)


def judge(sample: Sample, alerts: Iterable[Alert], report: Report,
          positions: Sequence[int | Sequence[int]] | None = None) -> None:
    """Add one sample's alerts and gold violations to `report`. A gold violation sits on the
    first token equal to its word, or at `positions[k]` when given (-1: no token carries it;
    several: the word was heard split)."""
    alerts = list(alerts)
    tokens = sample.text.split()
    if positions is None:
        positions = [tokens.index(word) if word in tokens else -1 for _, word in sample.gold]
    gold = [(rule, at, word) for (rule, word), at in zip(sample.gold, positions, strict=True)]
    for rule, position, word in gold:
        score = report.score(rule)
        score.gold += 1
        if any(a.rule == rule and covers(a, position) for a in alerts):
            score.found += 1
        else:
            report.errors.append(
                Error(sample.line, "пропуск", rule, sample.target, word, sample.text)
            )
    for alert in alerts:
        score = report.score(alert.rule)
        score.alerts += 1
        if any(rule == alert.rule and covers(alert, p) for rule, p, _ in gold):
            score.correct += 1
        else:
            report.errors.append(
                Error(
                    sample.line,
                    "лишнее",
                    alert.rule,
                    sample.target,
                    " ".join(alert.words),
                    sample.text,
                )
            )


def evaluate(
    samples: Iterable[Sample], min_confidence: float = 0.5, rules: Iterable[str] = RULES
) -> Report:
    report = Report()
    for rule in rules:
        report.score(rule)
    for sample in samples:
        judge(sample, check_text(sample.target, sample.text, min_confidence), report)
    return report


def evaluate_cognates(samples: Iterable[Sample], min_confidence: float = 0.5) -> Report:
    """Cognate pairs: only `cognate` alerts count (other rules do not judge one-word texts)."""
    report = Report()
    report.score("cognate")
    for sample in samples:
        alerts = [
            a for a in check_text(sample.target, sample.text, min_confidence) if a.rule == "cognate"
        ]
        judge(sample, alerts, report)
    return report


def format_report(report: Report) -> Iterator[str]:
    yield f"{'правило':<12} {'P':>6} {'R':>6} {'F1':>6}   верных/сигналов  найдено/нарушений"
    for score in [*report.scores.values(), report.overall]:
        yield (
            f"{score.rule:<12} {score.precision:6.3f} {score.recall:6.3f} {score.f1:6.3f}"
            f"   {score.correct:>6}/{score.alerts:<8} {score.found:>6}/{score.gold}"
        )
    yield f"ошибок: {len(report.errors)}"
    for e in report.errors:
        yield f"  строка {e.line}: {e.kind} [{e.rule}] «{e.words}» — {e.target}: {e.text}"
