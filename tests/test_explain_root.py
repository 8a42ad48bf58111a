"""`referee explain-root`'s lines: the verdict with the deciding step, the alternation and what
confirms it, the resources and the meaning check, for matches and for rejections alike."""

from referee.language.kinship.report import explain_root


def test_a_paradigm_confirmed_alternation_is_named():
    lines = explain_root("плач", "плакать")
    assert lines[0].startswith("«плач» и «плакать»: однокоренные — чередование в корне")
    assert "чередование корня плач-/плак-: его показывают формы самого слова (pymorphy3)" in lines


def test_a_nest_confirmed_alternation_is_named():
    lines = explain_root("друг", "дружить")
    assert any(line.startswith("чередование корня друг-/друж-: MorphyNet") for line in lines)


def test_a_rejection_still_shows_the_alternation_and_the_meaning_check():
    lines = explain_root("кошка", "скошенный")
    assert lines[0].startswith("«кошка» и «скошенный»: не однокоренные — ")
    assert any(line.startswith("чередование корня кош-/кос-") for line in lines)
    assert any(line.startswith("близость значений (navec, косинус)") for line in lines)


def test_prefixed_siblings_are_explained():
    lines = explain_root("закат", "откат")
    assert "оба слова — приставка + тот же корень" in lines[0]
    assert not any(line.startswith("чередование корня") for line in lines)  # the same root


def test_a_root_under_the_secret_words_suffix_names_the_form_that_shows_it():
    lines = explain_root("глубокий", "глубь")
    assert lines[0].startswith("«глубокий» и «глубь»: однокоренные — корень под суффиксом")
    shown = "корень глуб- под суффиксом -ок- загаданного слова (его показывает форма «глубже»)"
    assert shown in lines
    assert not any(line.startswith("чередование") for line in lines)  # no alternation here


def test_an_indeclinable_loanword_is_said_to_be_one():
    lines = explain_root("кашевар", "кашне")
    assert lines[0] == (
        "«кашевар» и «кашне»: не однокоренные — несклоняемое заимствованное слово: "
        "русского корня в нём нет"
    )
