"""Issue #13's zero-suffix nouns (roots77): a noun with no suffix and a zero ending whose prefix
morpholog cuts (об-ыск, у-дел) names the action of the prefixed verb its stem spells with a stem
suffix (обыскать, уделать) and takes that verb's nest, which MorphyNet often leaves apart from
the noun's: the verb's own derivatives, and its nest's heads unless navec puts them far from the
noun (уделать ← делать ← дело). Not a verb made from the noun alone, nor one whose в is a
root's (взрыв ← взорвать, not взрыть), nor a noun whose prefix is no prefix to morpholog
(осень, замок). No secret word here is in an eval or test set."""

import pytest

from referee.language.lexicon import lexicon
from referee.language.morphology import morphology
from referee.rules.secret import zero_suffix_verbs


@pytest.mark.parametrize(
    ("noun", "verbs"),
    [
        ("обыск", {"обыскать"}),
        ("обстрел", {"обстрелять"}),
        ("откорм", {"откормить"}),
        ("намек", {"намекать", "намекнуть"}),  # -нуть as a stem suffix too
    ],
)
def test_a_zero_suffix_noun_finds_its_prefixed_verb(noun: str, verbs: set[str]) -> None:
    assert zero_suffix_verbs(noun, lexicon()) == verbs


@pytest.mark.parametrize(
    "noun",
    [
        "взрыв",  # ыв is the root's (взорвать): no взрыть
        "осень",  # о- is no prefix to morpholog: no осенить
        "замок",  # nor за- (замокнуть)
        "навоз",  # навозить is made from the noun alone
    ],
)
def test_no_verb_for_a_noun_that_names_no_verbs_action(noun: str) -> None:
    assert zero_suffix_verbs(noun, lexicon()) == frozenset()


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("обыск", "искать"),  # обыскать ⇒ искать ⇒ иск
        ("обыск", "сыскать"),
        ("обыск", "выискивать"),
        ("удел", "уделывать"),  # the verb's own nest
    ],
)
def test_the_verbs_nest_is_kin_of_the_noun(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is not None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("взрыв", "рыть"),
        ("осень", "сень"),
        ("удел", "дело"),  # уделать's head, which navec puts far from удел (0.01)
    ],
)
def test_words_of_another_root_stay_apart(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None
