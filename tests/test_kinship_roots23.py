"""roots23: same-root misses on hard pairs (issue #13)."""

from referee.language.morphology import morphology
from referee.rules.secret import prepare


def test_a_compound_morpholog_cuts_only_up_to_its_interfix_takes_the_rest_as_last_stem():
    """morpholog's entry of молокозавод stops at молок-о-: the rest, завод, is the last stem,
    though it is a word of its own (a guessed compound on such a stem is doubted: бег-е-мот)."""
    m = morphology()
    assert prepare("молокозавод", m.lex).roots == ("молок", "завод")
    assert m.same_root("молокозавод", "заводской") is not None
    assert m.same_root("круговерть", "вертеть") is not None


def test_a_bare_noun_on_that_last_stem_must_not_be_far_in_meaning():
    """ворота is far from водоворот (navec −0.05): a namesake of the verbal stem ворот-;
    поворот, prefixed, and вертеть, a verb, stay kin."""
    m = morphology()
    assert m.decide("водоворот", "ворота").branch == "guessed-root-far"
    assert m.same_root("водоворот", "поворот") is not None
    assert m.same_root("водоворот", "вертеть") is not None


def test_a_noun_no_morphemic_dictionary_cuts_takes_its_root_from_the_word_made_of_it():
    """morpholog does not know желудок; MorphyNet makes желудочный of it, whose root желудоч is
    the target's: желудок is that root with its ч alternated back. The secret word itself is no
    witness (кабак → кабачок, the tavern's, is no link to the vegetable)."""
    from referee.language.kinship.alternation import unsplit_velar_root

    m = morphology()
    assert unsplit_velar_root(m.lex, m.target("желудочный"), "желудок") == "желудок"
    assert unsplit_velar_root(m.lex, m.target("желудочный"), "желудь") == ""
    assert unsplit_velar_root(m.lex, m.target("лепесточек"), "лепесток") == ""


def test_a_prefixed_word_no_resource_segments_takes_its_rest_without_the_fleeting_vowel():
    """про-мысел: the rest мысел is no root other words have, мысл (мысль, мыслить) is; a rest
    that is one already keeps it (по-толок: толок, not толк of толкать)."""
    lex = morphology().lex
    assert "мысл" in prepare("промысел", lex).roots
    assert "толк" not in prepare("потолок", lex).roots
