"""Player registration, CSV import and score sheets: good files load, bad ones are refused whole
with every problem named by line, in Russian."""

import pytest

from common.errors import UserError
from game.tournament.registry import check_name, name_key, parse_csv
from game.tournament.sheets import parse_results_csv


@pytest.mark.parametrize(
    "content,names",
    [
        ("Аня\nБорис\nВера\n", ["Аня", "Борис", "Вера"]),
        ("имя\nАня\nБорис\n", ["Аня", "Борис"]),
        ("Имя;Город\nАня Петрова;Москва\n  Борис   Ким ;Тверь\n", ["Аня Петрова", "Борис Ким"]),
        ('name,club\n"Ким, Борис",A\nАня,B\n\n', ["Ким, Борис", "Аня"]),
        ("\ufeffАня\r\nБорис\r\n", ["Аня", "Борис"]),
    ],
)
def test_csv_import_reads_first_column(content, names):
    assert parse_csv(content.encode("utf-8")) == names


@pytest.mark.parametrize(
    "content,fragments",
    [
        ("Аня\nБорис\nаня\n", ["строка 3", "уже есть в строке 1"]),
        ("Аня\n;Москва\nБорис\n", ["строка 2", "Пустое имя"]),
        ("Аня\n" + "Я" * 61 + "\n", ["строка 2", "длиннее 60"]),
        ("", ["нет ни одного имени"]),
        ("имя\n", ["нет ни одного имени"]),
        ("Алёна\nАлена\n", ["строка 2"]),
    ],
)
def test_bad_csv_is_refused_with_line_numbers(content, fragments):
    with pytest.raises(UserError) as caught:
        parse_csv(content.encode("utf-8"))
    for fragment in fragments:
        assert fragment in str(caught.value)


def test_csv_not_in_utf8_says_how_to_save_it():
    with pytest.raises(UserError, match="UTF-8"):
        parse_csv("Аня\nБорис\n".encode("cp1251"))


def test_csv_names_clash_with_registered_players():
    with pytest.raises(UserError, match="уже зарегистрирован"):
        parse_csv("Вера\nБорис\n", taken=["борис"])


def test_many_problems_are_counted_and_cut_short():
    content = "\n".join(["Аня"] * 15)
    with pytest.raises(UserError) as caught:
        parse_csv(content)
    assert "Ошибок: 14" in str(caught.value)
    assert "и ещё 4" in str(caught.value)


def test_names_are_cleaned_and_compared_loosely():
    assert check_name("  Анна   Ли ") == "Анна Ли"
    assert name_key("Пётр ИВАНОВ") == name_key("петр  иванов")
    with pytest.raises(UserError, match="Пустое"):
        check_name("   ")


@pytest.mark.parametrize(
    "content,totals",
    [
        ("тур;стол;игрок;очки\n1;1;Аня;5\n1;1;Боря;7\n2;1;аня;9\n2;1;Боря;3\n", [14, 10]),
        ("1,2,Аня,0\n1,2,Боря,1\n", [1, 0]),
    ],
)
def test_score_sheet_gives_results(content, totals):
    names, results = parse_results_csv(content.encode("utf-8"))
    assert sorted(names.values()) == ["Аня", "Боря"]
    assert sorted((sum(r.points.get(p, 0) for r in results) for p in names), reverse=True) == totals


@pytest.mark.parametrize(
    "content,fragment",
    [
        ("1;1;Аня;x\n", "строка 1: нужно «тур;стол;игрок;очки» с числами, а не «1;1;Аня;x»"),
        ("1;1;Аня;3\n1;1;Аня;4\n", "строка 2: «Аня» уже записан в туре 1, стол 1"),
        ("1;1;;3\n", "строка 1"),
        ("тур;стол;игрок;очки\n", "нет результатов"),
    ],
)
def test_bad_score_sheet_is_refused(content, fragment):
    with pytest.raises(UserError) as caught:
        parse_results_csv(content)
    assert fragment in str(caught.value)
