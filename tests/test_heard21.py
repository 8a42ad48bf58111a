"""Session 23, round heard21: misheard words through a real recognizer.

Words here are chosen outside every eval and test set (general cases of each kind).
"""

from __future__ import annotations

from heard_support import alerts_heard

from referee.language.phonetics import vowel_dropped
from referee.rules.misheard_family import same_consonants


def test_vowel_dropped_keeps_consonant_frame() -> None:
    """A vowel put into a cluster is undone one vowel at a time, only between consonants."""
    assert "арифма" in vowel_dropped("арифума")
    assert all(len(key) == 6 for key in vowel_dropped("арифума"))
    assert vowel_dropped("аа") == []


def test_vowel_slip_allows_no_voicing_slip_besides() -> None:
    """The vowel slip is the one slip: the consonants must sound the same, voicing too
    («тпорик» may be «топорик»; «тборик» would be a vowel and a voicing off). A consonant
    devoiced before a voiceless one sounds as that one («дпорик» is said «тпорик»)."""
    assert same_consonants("тпорик", "топорик")
    assert not same_consonants("тборик", "топорик")
    assert same_consonants("дпорик", "топорик")


def test_word_likened_before_sound_verb() -> None:
    """«как брага звучит»: «как» opens the word likened, the sound verb closes it."""
    assert alerts_heard("ватага", "толпа шумная почти как брага звучит") == [
        ("soundalike", ("как", "брага"))]


def test_word_likened_before_sound_verb_split_by_recognizer() -> None:
    """A preposition heard split off the likened word («как в рага звучит») is skipped."""
    assert alerts_heard("ватага", "толпа шумная как в:0.5 рага:0.4 звучит") == [
        ("soundalike", ("как", "в", "рага"))]


def test_no_alert_when_likened_word_does_not_sound_alike() -> None:
    """«как стая звучит»: a comparison of sounds, the word likened sounds nothing like it."""
    assert alerts_heard("ватага", "толпа шумная как стая звучит громко") == []


def test_rhyme_cue_heard_with_vowel_put_in() -> None:
    """«рифма» heard «арифума» (a vowel glued before, one put into «фм») is a rhyme cue when a
    clear sound-alike word follows."""
    assert alerts_heard("ватага", "толпа шумная арифума:0.5 брага") == [
        ("soundalike", ("арифума", "брага"))]


def test_rhyme_cue_heard_mangled_needs_a_sound_alike_after() -> None:
    """The same mangled cue before a word that sounds nothing like the secret one is no hint."""
    assert alerts_heard("ватага", "толпа шумная арифума:0.5 толпа") == []


def test_dish_before_a_player_is_a_place_near_them() -> None:
    """«вот как у тебя в чашке»: a dish on the table before the listener, shown with «вот»."""
    assert alerts_heard("цикорий", "пьют вместо кофе вот как у тебя в чашке") == [
        ("pointing", ("вот", "как", "у", "тебя", "в", "чашке"))]


def test_dish_of_anyone_is_told_not_shown() -> None:
    """Without «вот» the listener's dish is anyone's: «когда у тебя в чашке остынет»."""
    assert alerts_heard("цикорий", "пьют вместо кофе когда у тебя в чашке остынет") == []


def test_place_near_player_heard_clipped() -> None:
    """«у меня на руке» with its end lost by the recognizer («на ру») still places the thing at
    the speaker."""
    assert alerts_heard("цикорий", "голубой цветок вот как у меня на ру:0.5") == [
        ("pointing", ("вот", "как", "у", "меня", "на", "ру"))]


def test_clipped_word_that_is_no_place_is_not_pointing() -> None:
    """A non-word after «у меня на» that starts no place near a player is no place («на гыр»)."""
    assert alerts_heard("цикорий", "голубой цветок вот как у меня на гыр:0.5") == []


def test_letter_noun_glued_to_preposition_with_a_seam_consonant() -> None:
    """«по буквам» heard as one non-word with a consonant at the seam («подбуквам»)."""
    assert alerts_heard("цикорий", "голубой цветок подбуквам:0.5 цэ и") == [
        ("letters", ("подбуквам",))]


def test_preposition_glued_to_a_word_that_is_no_letter_noun() -> None:
    """A preposition glued to a word that is no letter noun even without its first consonant
    («подбурьян») is no letters cue."""
    assert alerts_heard("цикорий", "голубой цветок подбурьян:0.5 растёт") == []
