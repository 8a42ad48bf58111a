"""roots73: the indeclinable loan a secret word is made from with an agent suffix."""

from referee.language.kinship.target_base import loan_adjective, loan_bases
from referee.language.morphology import morphology


def test_an_indeclinable_loan_before_an_agent_suffix_is_the_secret_word_s_base():
    """эсперант-о → эсперант-ист, шоу → шоу-мен, регб-и → регб-ист; карате and каратэ both."""
    assert loan_bases("эсперантист") == ("эсперанто",)
    assert loan_bases("шоумен") == ("шоу",)
    assert loan_bases("регбист") == ("регби",)
    assert set(loan_bases("каратист")) == {"карате", "каратэ"}


def test_no_loan_base_for_a_name_a_nearer_own_noun_or_another_suffix():
    """араби is a name first (араб-ист); бат, a declinable noun navec puts nearer батист than
    батэ; -ер is no loan's suffix (вет-ер, скв-ер); гл-ист has too few letters before it."""
    assert loan_bases("арабист") == ()
    assert loan_bases("батист") == ()
    assert loan_bases("ветер") == ()
    assert loan_bases("сквер") == ()
    assert loan_bases("глист") == ()


def test_an_adjective_of_the_whole_loan_is_its_kin():
    assert loan_adjective("регби", "регбийный")
    assert not loan_adjective("регби", "регбист")  # a noun


def test_the_loan_base_and_its_kin_are_kin_of_the_secret_word_and_look_alikes_are_not():
    m = morphology()
    assert m.decide("эсперантист", "эсперанто").branch == "loan-base"
    assert m.decide("шоумен", "шоу").branch == "loan-base"
    assert m.decide("регбист", "регбийный").branch == "loan-base"
    assert m.same_root("каратист", "карате") is not None
    assert m.same_root("шоумен", "шов") is None
    assert m.same_root("регбист", "регент") is None


def test_a_suffix_opening_with_a_consonant_keeps_the_whole_loan():
    """шоу-мен; без-мен is no без-е's: the loan's vowel drops only before a vowel (эсперант-ист)."""
    assert loan_bases("безмен") == ()


def test_a_declinable_noun_navec_puts_near_before_an_agent_suffix_is_the_base():
    """рэп-ер, блог-ер (navec 0.21, 0.34); not шат-ер/шато (0.17, and no declinable noun), not
    рок-ер (0.12: the meaning is too weak evidence)."""
    assert loan_bases("рэпер") == ("рэп",)
    assert loan_bases("блогер") == ("блог",)
    assert loan_bases("шатер") == ()
    assert loan_bases("рокер") == ()
    assert morphology().decide("рэпер", "рэп").branch == "loan-base"
