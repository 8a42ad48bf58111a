"""How well the hat's word checks agree with a hand-labelled list of candidates.

The list is tab-separated: word, `ok` (fits the hat) or `not` (must be flagged), the reason; `#`
starts a comment line. Two checks are measured: the judge's word-list check
(`game.wordlist.noun_problem`: a flag is a question to the judge) and the built-in generator's
filter (`game.builtin_words.suitable`, which may also drop good words but must never pass a bad
one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from common.errors import UserError


@dataclass(frozen=True)
class Labelled:
    word: str
    ok: bool
    reason: str


@dataclass(frozen=True)
class Agreement:
    """How one check did: accuracy, bad words it passed, good words it flagged."""

    total: int
    passed_bad: tuple[str, ...]
    flagged_good: tuple[str, ...]

    @property
    def accuracy(self) -> float:
        return 1 - (len(self.passed_bad) + len(self.flagged_good)) / self.total

    def to_json(self) -> dict[str, object]:
        return {"total": self.total, "accuracy": round(self.accuracy, 4),
                "passed_bad": list(self.passed_bad), "flagged_good": list(self.flagged_good)}


def load_labelled(path: Path) -> list[Labelled]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        raise UserError(f"Не удалось прочитать размеченный список «{path}»: {err.strerror}. "
                        "Укажите файл: --labelled ФАЙЛ") from err
    rows = []
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3 or parts[1] not in ("ok", "not"):
            raise UserError(f"{path}, строка {number}: нужно «слово<TAB>ok|not<TAB>причина».")
        rows.append(Labelled(parts[0], parts[1] == "ok", parts[2]))
    return rows


def agreement(rows: list[Labelled], passes: Callable[[str], bool]) -> Agreement:
    """Compare `passes(word)` (True: the word goes into the hat unflagged) with the labels."""
    verdicts = [(row, passes(row.word)) for row in rows]
    return Agreement(len(rows),
                     tuple(r.word for r, passed in verdicts if passed and not r.ok),
                     tuple(r.word for r, passed in verdicts if not passed and r.ok))


def measure(path: Path) -> dict[str, Agreement]:
    """Both checks on the labelled list at `path`."""
    from game.builtin_words import suitable
    from game.wordlist import noun_problem

    rows = load_labelled(path)
    return {"check": agreement(rows, lambda w: noun_problem(w) is None),
            "generator": agreement(rows, suitable)}
