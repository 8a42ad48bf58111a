"""Player registration and CSV import: good files load, bad ones are refused whole with every
problem named by line, in Russian."""

import pytest

from game.tournament.registry import check_name, name_key, parse_csv
from referee.errors import UserError


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
