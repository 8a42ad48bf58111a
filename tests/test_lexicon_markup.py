"""morpholog entries that still hold wiki markup: the segmentation is recovered from the template
text (glued dictionaries' templates, the syllables' template, bracketed shared letters), and an
entry with nothing sound left still reads as having no roots; and a -ть verb morpholog writes
whole, ending and all. Words from no pair set."""

from referee.language.lexicon import Lexicon, _segmentation, lexicon


def test_an_entry_without_markup_is_kept_as_written():
    # the parser must not touch the ~80,000 clean entries (only j, morpholog's yod, goes)
    parts = ["при-", "рук", "-н", "+ый", "и=к"]
    assert _segmentation("приручный", parts) == ("при-", "рук", "-н", "+ый", "и=к")


def test_the_first_analysed_template_wins_over_an_unanalysed_root():
    # one dictionary leaves the word whole, the next one cuts off the suffix: the cut one counts
    parts = ["кречет}} {{Тихонов}}<br/>\n{{морфо-ru", "креч", "-ет}} {{Ефремова"]
    assert _segmentation("кречет", parts) == ("креч", "-ет")


def test_a_template_that_does_not_spell_the_word_is_skipped():
    # the syllables' template (я|по|нец) spells the word too, but it is a nested template
    assert lexicon().roots("японец") == ("япон",)


def test_a_trailing_template_is_cut_off_a_verb():
    # "-ся}} {{Тихонов" ended the list: the reflexive verb read as garbled before
    assert lexicon().roots("стесняться") == ("тесн",)
    assert lexicon().roots("разочароваться") == ("чар",)


def test_a_bracketed_letter_stays_with_the_root():
    # виш(н)|-няк: the н is written once but belongs to the root of вишня
    assert lexicon().roots("вишняк") == ("вишн",)
    assert lexicon().roots("швартовать") == ("швартов",)


def test_a_bracketed_letter_opening_a_morpheme_is_dropped():
    # бес-|(с)суд: the second с is the prefix's, the root is суд
    assert lexicon().roots("бессудный") == ("суд",)


def test_a_compound_keeps_its_two_roots():
    # the second dictionary's сейсм-о-стой-к-ий, after the syllables' template
    assert lexicon().roots("сейсмостойкий") == ("сейсм", "стой")


def test_an_entry_with_nothing_sound_left_has_no_roots():
    # only template parameters (прист1=, корень1=…): no segmentation to recover
    assert lexicon().roots("кнехт") == ()


def test_a_verb_written_whole_loses_its_infinitive_ending():
    # a -ть verb filed as one morpheme, ending and all: its derivatives show the root without -ть
    lex = Lexicon(parents={}, children={}, morphemes={"брить": ("брить",)}, affixes={})
    assert lex.segmented_roots("брить") == ("бри",)


def test_a_noun_in_ть_written_whole_keeps_its_root():
    # жуть and юфть end like infinitives but are nouns: their root is the whole word
    lex = Lexicon(parents={}, children={}, morphemes={"жуть": ("жуть",), "юфть": ("юфть",)},
                  affixes={})
    assert lex.segmented_roots("жуть") == ("жуть",)
    assert lex.segmented_roots("юфть") == ("юфть",)
