"""Remark G: explained by sound or by parts, the helper words fall under the same rules. A word
sharing the helper's root is flagged (`cognate`, evidence names the helper)."""

import pytest
from checker_cases import rows

from referee.rules.checker import check_text

VIOLATIONS = """
сон    | рифмуется со словом слон а слонёнок его детёныш          | слонёнок | слон
мороз  | первый слог как в слове море а морской это про него      | морской  | море
нож    | рифмуется с ёж а ежиха его жена                          | ежиха    | еж
"""

INNOCENT = """
сон    | ночью видишь с закрытыми глазами а слон тут ни при чём
мороз  | слово море и морской берег это про лето а не про зиму
"""


@pytest.mark.parametrize("target,text,word,helper", rows(VIOLATIONS))
def test_cognate_of_a_helper_word_is_flagged(target, text, word, helper):
    position = text.split().index(word)
    found = [
        a for a in check_text(target, text)
        if a.rule == "cognate" and a.span == (position, position + 1)
    ]
    assert found and found[0].evidence["helper"] == helper


@pytest.mark.parametrize("target,text", rows(INNOCENT))
def test_no_helper_without_explaining_by_sound_or_parts(target, text):
    alerts = check_text(target, text)
    assert not [a for a in alerts if a.evidence.get("pattern") == "helper_cognate"]


# Parts explained by their meaning (allowed, no letters alert): a word sharing the root of a part,
# the helper word, is still a same-root word (`target | text | word`).
PARTS_BY_MEANING = """
пароход  | первая часть слова это то что идёт из чайника в бане парятся | парятся
листопад | первая половина зелёная на ветке вторая как падать вниз      | падать
самолет  | первый кусок это когда без чужой помощи сами справились     | сами
"""


@pytest.mark.parametrize("target,text,word", rows(PARTS_BY_MEANING))
def test_cognate_of_a_part_explained_by_meaning_is_flagged(target, text, word):
    alerts = check_text(target, text)
    position = text.split().index(word)
    assert [a.rule for a in alerts if a.span[0] <= position < a.span[1]] == ["cognate"]
    assert not [a for a in alerts if a.rule == "letters"]
