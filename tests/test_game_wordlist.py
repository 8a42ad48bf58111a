"""Word lists for the hat: each flagged line is reported in Russian and the judge keeps or drops it.

The table reads: word, expected verdict (ok or the issue kind), a fragment of the Russian reason.
"""

from __future__ import annotations

import pytest

from common.errors import UserError
from game.wordlist import IssueKind, check_words, load_words

TABLE = """
стол          ok
кошка         ok
ёж            ok
ножницы       ok            plural-only noun
часы          ok            plural-only noun
качели        ok            no singular in the dictionary
кофе          ok            indeclinable
Кошка         ok            capitalised is fine
москва        proper        географическое
иван          proper        имя
столы         plural        «стол»
пирожки       plural        «пирожок»
стола         not_nominative родительный
кошкой        not_nominative творительный
красивый      not_noun      прилагательное
бегать        not_noun      глагол
быстро        not_noun      наречие
он            not_noun      местоимение
ссср          abbreviation  сокращение
абырвалг      unknown       словаре
мороженое     ok            a noun, though also an adjective's form
животное      ok            a noun, though also an adjective's form
ванная        ok            the adjective «ванный» is rare
кит           ok            indeclinable abbreviation readings do not outweigh the noun
пьяный        not_noun      чаще прилагательное
военный       not_noun      чаще прилагательное
целое         not_noun      «целый»
весь          not_noun      местоимение
вам           not_noun      местоимение
торо          proper        похоже на имя
твиттер       proper        марки
table         not_cyrillic  русские буквы
стол2         not_cyrillic  русские буквы
"""


def rows():
    for line in TABLE.strip().splitlines():
        word, verdict, *note = line.split(maxsplit=2)
        yield pytest.param(word, verdict, note[0] if note else "", id=word)


@pytest.mark.parametrize(("word", "verdict", "note"), rows())
def test_single_word_verdicts(word, verdict, note):
    check = check_words(word)
    if verdict == "ok":
        assert check.words() == [word.lower()] and not check.issues
    else:
        (issue,) = check.issues
        assert issue.kind == IssueKind(verdict)
        assert note in issue.reason
        assert check.words() == [] and check.words(keep=[1]) == [word.lower()]


def test_a_phrase_is_flagged():
    (issue,) = check_words("два слова").issues
    assert issue.kind == IssueKind.PHRASE and "несколько слов" in issue.reason


BAD_LIST = """\ufeff# список судьи
стол
Москва

стол   # повтор
окно # комментарий после слова
"""


def test_a_bad_list_is_reported_line_by_line_and_the_judge_decides():
    check = check_words(BAD_LIST)
    assert [(i.line, i.kind) for i in check.issues] == [
        (3, IssueKind.PROPER), (4, IssueKind.EMPTY), (5, IssueKind.DUPLICATE)]
    assert "строке 2" in check.issues[2].reason
    assert check.words() == ["стол", "окно"]
    assert check.words(keep=[3, 5]) == ["стол", "москва", "стол", "окно"]
    report = check.report()
    assert "Слов принято: 2, под вопросом: 3." in report
    assert "строка 3: «Москва» — имя собственное" in report


def test_the_judge_may_take_the_suggested_form():
    check = check_words("столы\nМосква\nстола\n")
    assert [i.suggestion for i in check.issues] == ["стол", None, "стол"]
    assert check.words(fix=[1], keep=[2]) == ["стол", "москва"]
    with pytest.raises(UserError, match="нет предложенной формы"):
        check.words(fix=[2])


def test_empty_lines_cannot_be_kept():
    check = check_words(BAD_LIST)
    with pytest.raises(UserError, match="Строки 4, 9 нельзя оставить"):
        check.words(keep=[4, 9])


def test_duplicates_ignore_yo():
    check = check_words("ёж\nеж\nЁЖ\n")
    assert [i.kind for i in check.issues] == [IssueKind.DUPLICATE] * 2


def test_load_from_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("стол\nкошка\n", encoding="utf-8")
    assert load_words(path).words() == ["стол", "кошка"]


@pytest.mark.parametrize(("content", "message"), [
    (None, "не найден"),
    ("стол\nкошка\n".encode("cp1251"), "UTF-8"),
])
def test_unreadable_files_get_a_russian_error(tmp_path, content, message):
    path = tmp_path / "words.txt"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(UserError, match=message):
        load_words(path)


def test_directory_instead_of_file(tmp_path):
    with pytest.raises(UserError, match="папка"):
        load_words(tmp_path)
