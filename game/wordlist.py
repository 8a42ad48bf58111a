"""Word lists for the hat: load, check each word with pymorphy3, and let the judge decide.

A word fits the hat when it is a common noun in the singular nominative, or a plural-only noun
(ножницы, часы) in the nominative. Everything else gets a report line in Russian — empty lines,
non-Cyrillic text, phrases, duplicates, words missing from the dictionary, non-nouns, proper
nouns, abbreviations, plurals, other cases — and the judge keeps or drops each flagged word
(`WordCheck.words(keep=...)`); empty lines can only be dropped. A word with a common-noun reading
is weighed over all its parses (`game.word_reading`): mostly an adjective or a pronoun, a brand,
a name-like indeclinable — each is flagged too.

Input: UTF-8 text, one word per line; `#` starts a comment that runs to the end of the line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from pymorphy3.analyzer import Parse

from common.analyzer import analyzer, normalize, parse
from common.errors import UserError
from game.lang.grammemes import ABBREVIATION, CASE_NAMES, POS_NAMES, PROPER, PROPER_NAMES
from game.word_reading import adjective_use, brand, name_like, other_reading

CYRILLIC_WORD = re.compile(r"[а-яё]+(?:-[а-яё]+)*")


class IssueKind(StrEnum):
    EMPTY = "empty"
    NOT_CYRILLIC = "not_cyrillic"
    PHRASE = "phrase"
    DUPLICATE = "duplicate"
    UNKNOWN = "unknown"
    NOT_NOUN = "not_noun"
    PROPER = "proper"
    ABBREVIATION = "abbreviation"
    PLURAL = "plural"
    NOT_NOMINATIVE = "not_nominative"


@dataclass(frozen=True)
class WordIssue:
    """A flagged line: 1-based `line`, the text as written, why, and a better form if known."""

    line: int
    text: str
    kind: IssueKind
    reason: str
    suggestion: str | None = None

    @property
    def keepable(self) -> bool:
        return self.kind != IssueKind.EMPTY

    def describe(self) -> str:
        shown = f"«{self.text}»" if self.text else "(пусто)"
        return f"строка {self.line}: {shown} — {self.reason}"


@dataclass(frozen=True)
class Entry:
    line: int
    word: str


@dataclass(frozen=True)
class WordCheck:
    accepted: tuple[Entry, ...]
    issues: tuple[WordIssue, ...]

    def words(self, keep: Iterable[int] = (), fix: Iterable[int] = ()) -> list[str]:
        """The hat's words in file order: every accepted word, the flagged lines in `keep` as
        written, and the flagged lines in `fix` in their suggested form («столы» → «стол»).
        Flagged lines in neither are dropped."""
        keep, fix = set(keep), set(fix)
        keepable = {i.line: i for i in self.issues if i.keepable}
        fixable = {i.line: i for i in self.issues if i.suggestion}
        bad_keep = sorted(keep - set(keepable))
        if bad_keep:
            raise UserError(f"Строки {', '.join(map(str, bad_keep))} нельзя оставить: там нет "
                            "слова под вопросом. Укажите номера строк из отчёта.")
        bad_fix = sorted(fix - set(fixable))
        if bad_fix:
            raise UserError(f"Для строк {', '.join(map(str, bad_fix))} нет предложенной формы: "
                            "оставьте их как есть или уберите.")
        kept = [Entry(line, keepable[line].text.lower()) for line in keep - fix]
        fixed = [Entry(line, fixable[line].suggestion) for line in fix]
        entries = sorted([*self.accepted, *kept, *fixed], key=lambda e: e.line)
        return [e.word for e in entries]

    def report(self) -> str:
        """Russian report for the judge: one line per flagged word."""
        head = f"Слов принято: {len(self.accepted)}, под вопросом: {len(self.issues)}."
        return "\n".join([head, *(issue.describe() for issue in self.issues)])


def check_words(text: str) -> WordCheck:
    accepted: list[Entry] = []
    issues: list[WordIssue] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        if raw.lstrip().startswith("#"):
            continue
        written = raw.split("#", 1)[0].strip()
        word = written.lower()
        issue = _line_issue(number, written, seen)
        if issue is None:
            accepted.append(Entry(number, word))
        else:
            issues.append(issue)
        if word:
            seen.setdefault(normalize(word), number)
    return WordCheck(tuple(accepted), tuple(issues))


def load_words(path: str | Path) -> WordCheck:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"Файл со словами {path} не найден: проверьте путь.") from None
    except IsADirectoryError:
        raise UserError(f"{path} — папка, а нужен текстовый файл со словами.") from None
    except UnicodeDecodeError:
        raise UserError(f"Файл {path} не в кодировке UTF-8: сохраните его как UTF-8 "
                        "(одно слово на строку).") from None
    return check_words(text)


def noun_problem(word: str) -> tuple[IssueKind, str, str | None] | None:
    """Why `word` (lowercase) does not fit the hat, with a suggested form; None when it fits."""
    if not analyzer().word_is_known(word):
        return (IssueKind.UNKNOWN, "слова нет в словаре: проверьте написание", None)
    parses = parse(word)
    if any(fits_hat(p, word) for p in parses):
        return reading_problem(word, parses)
    nouns = [p for p in parses if p.tag.POS == "NOUN"]
    if not nouns:
        pos = _pos_name(parses[0])
        return (IssueKind.NOT_NOUN, f"не существительное ({pos})", None)
    common = [p for p in nouns if not (PROPER & p.tag.grammemes)
              and ABBREVIATION not in p.tag.grammemes]
    if not common:
        if any(ABBREVIATION in p.tag.grammemes for p in nouns):
            return (IssueKind.ABBREVIATION, "сокращение, а нужно обычное слово", None)
        kinds = sorted({PROPER_NAMES[g] for p in nouns for g in PROPER & p.tag.grammemes})
        return (IssueKind.PROPER, f"имя собственное ({', '.join(kinds)})", None)
    plural = next((p for p in common if {"plur", "nomn"} <= p.tag.grammemes), None)
    if plural is not None:
        return (IssueKind.PLURAL, f"множественное число; в шляпу кладут единственное: "
                f"«{plural.normal_form}»", plural.normal_form)
    best = common[0]
    case = CASE_NAMES.get(best.tag.case, "не именительный")
    return (IssueKind.NOT_NOMINATIVE, f"{case} падеж; нужна начальная форма "
            f"«{best.normal_form}»", best.normal_form)


def reading_problem(word: str, parses: Sequence[Parse]) -> tuple[IssueKind, str, None] | None:
    """Why a word with a common-noun reading is still questionable: a brand, a name-like word,
    mostly another part of speech, or mostly an adjective's form; None when it is a fine noun."""
    if brand(word):
        return (IssueKind.PROPER, "название марки или сервиса, а нужно нарицательное слово", None)
    if name_like(parses):
        return (IssueKind.PROPER, "несклоняемое слово без множественного числа: похоже на имя "
                "или название", None)
    other = other_reading(parses)
    if other is not None:
        pos = _pos_name(other)
        return (IssueKind.NOT_NOUN, f"чаще {pos} («{other.normal_form}»), чем существительное",
                None)
    adjective = adjective_use(word, parses)
    if adjective is not None:
        return (IssueKind.NOT_NOUN, f"обычно форма прилагательного «{adjective}»: оставьте, "
                "только если это существительное", None)
    return None


def _pos_name(p: Parse) -> str:
    if "Apro" in p.tag.grammemes:
        return "местоимение"
    return POS_NAMES.get(p.tag.POS, "другая часть речи")


def fits_hat(p: Parse, word: str) -> bool:
    """True when parse `p` reads `word` as a common noun in its dictionary (nominative) form:
    singular, or plural of a noun that has no singular (Pltm, or a plural lemma like «качели»)."""
    tag = p.tag
    if tag.POS != "NOUN" or PROPER & tag.grammemes or ABBREVIATION in tag.grammemes:
        return False
    return tag.case == "nomn" and normalize(p.normal_form) == normalize(word)


def _line_issue(line: int, written: str, seen: dict[str, int]) -> WordIssue | None:
    word = written.lower()
    if not word:
        return WordIssue(line, "", IssueKind.EMPTY, "пустая строка (будет пропущена)")
    if re.search(r"\s", word):
        return WordIssue(line, written, IssueKind.PHRASE, "несколько слов, а нужно одно")
    if not CYRILLIC_WORD.fullmatch(word):
        return WordIssue(line, written, IssueKind.NOT_CYRILLIC,
                         "не русское слово: допустимы только русские буквы и дефис")
    first = seen.get(normalize(word))
    if first is not None:
        return WordIssue(line, written, IssueKind.DUPLICATE, f"повтор: уже есть в строке {first}")
    problem = noun_problem(word)
    return None if problem is None else WordIssue(line, written, *problem)
