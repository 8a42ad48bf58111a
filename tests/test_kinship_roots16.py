"""Secret words no resource segments and navec has never seen (issue #13, roots16): a compound
whose last stem is a noun of its own, a noun in -ушк-/-ышк- made from an adjective, and the
known root such a word's stem opens with."""

from referee.language.morphology import morphology
from referee.rules.secret import _opening_root


def test_an_unseen_compound_noun_ending_in_a_noun_has_both_stems():
    m = morphology()
    assert m.target("мясобаза").roots == ("мяс", "баз")
    assert m.same_root("мясобаза", "база") is not None
    assert m.same_root("мясобаза", "мясо") is not None
    assert m.same_root("мясобаза", "базар") is None
    assert m.target("сырозавод").roots == ("сыр", "завод")


def test_a_frequent_word_that_ends_in_a_noun_is_no_compound_of_it():
    m = morphology()
    assert m.same_root("бегемот", "мот") is None  # navec knows бегемот: no unseen compound
    assert m.same_root("бегемот", "бег") is None


def test_a_rare_noun_in_ushk_is_made_from_an_adjective():
    m = morphology()
    assert m.target("холоднушка").roots == ("холод",)  # холодн-ушк-а ← холодный
    assert m.same_root("холоднушка", "холод") is not None
    assert m.same_root("холоднушка", "холодный") is not None
    assert m.same_root("холоднушка", "холст") is None


def test_a_rare_word_nothing_cut_opens_with_a_known_root():
    m = morphology()
    assert "хват" in m.target("хватунчик").roots
    assert m.same_root("хватунчик", "хватка") is not None
    assert m.same_root("хватунчик", "хворост") is None
    assert m.same_root("рывчик", "рывок") is not None
    assert m.same_root("лазунец", "лазить") is not None


def test_only_a_word_navec_has_never_seen_is_cut_at_its_opening_root():
    lex = morphology().lex
    assert _opening_root("хватунчик", "хватунчик", lex) == ("хват",)
    assert _opening_root("колокол", "колокол", lex) == ()  # a word navec knows keeps its stem
