"""Same-root misses on hard pairs (issue #13, roots21): a verb in -сти/-сть has the root its
present tense shows (вед-ут, клад-ут, ед-ят), not the с morpholog writes for its infinitive;
that root is an alternated shape, checked for meaning as a grade is."""

from referee.language.lexicon import lexicon
from referee.language.morphology import morphology


def test_a_dental_verb_takes_the_root_of_its_present_tense():
    lex = lexicon()
    assert lex.roots("грести") == ("греб",)  # греб-ут
    assert lex.roots("есть") == ("ед",)  # morpholog writes the whole infinitive: ед-ят
    assert lex.roots("выпасти") == ("пас",)  # пас-ут: the с stays
    assert lex.roots("сесть") == ("сес",)  # ся-дут: the stem changes more, left as written
    assert lex.tense_root("грести") and not lex.tense_root("нести")


def test_a_compound_on_the_verbs_present_root_is_kin():
    m = morphology()
    assert m.same_root("людоед", "есть") is not None  # люд-о-ед: ед-ят
    assert m.same_root("мясоед", "съесть") is not None
    assert m.same_root("пастух", "упасть") is None  # у-пад-ут: no пас-ти


def test_a_verb_with_the_very_root_only_in_its_paradigm_is_an_alternation():
    match = morphology().decide("перекладина", "класть").match  # пере-клад-ин-а: клад-ут
    assert match is not None and match.branch == "alternation-paradigm"
