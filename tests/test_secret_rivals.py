"""The secret word's rivals (`referee.rules.secret`): verbs of another nest on the same root string
are homonyms only when their meaning is known to be apart."""

import pytest

from referee.language.morphology import morphology
from referee.language.words import similarity


@pytest.mark.parametrize(("target", "word"), [("брызги", "брызгать"), ("брызги", "брызжет")])
def test_a_verb_the_embeddings_do_not_know_is_no_rival(target, word):
    assert similarity(target, "брызгать") is None  # the case: navec has no брызгать
    assert "брызгать" not in morphology().target(target).rivals
    assert morphology().same_root(target, word) is not None


@pytest.mark.parametrize(("target", "rival"), [("вода", "водить"), ("гора", "гореть")])
def test_a_verb_known_to_mean_something_else_stays_a_rival(target, rival):
    assert rival in morphology().target(target).rivals
    assert morphology().same_root(target, rival) is None
