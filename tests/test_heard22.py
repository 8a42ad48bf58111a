"""Session 24, round heard22: misheard words through a real recognizer, one alert a word.

Words here are chosen outside every eval and test set (general cases of each kind).
"""

from __future__ import annotations

from heard_support import alerts_heard


def test_sound_alike_word_near_the_secret_word_gets_one_alert() -> None:
    """«рифма ханарейка»: the word offered for its sound is a sound off the secret word; the
    sound-alike alert is the reason, no second (cognate) alert on the same word."""
    assert alerts_heard("канарейка", "птичка жёлтая рифма ханарейка") == [
        ("soundalike", ("рифма", "ханарейка"))]


def test_sound_alike_word_heard_unsure_gets_one_alert() -> None:
    """The same through a recognizer, the word heard unsure."""
    assert alerts_heard("канарейка", "птичка жёлтая рифма ханарейка:0.6") == [
        ("soundalike", ("рифма", "ханарейка"))]


def test_family_word_surer_than_its_likeness_stays_a_cognate() -> None:
    """«рифмуется с черпать»: a word of the secret word's family that sounds only somewhat
    like it is a cognate first (the surer reason); the sound-alike alert stays too."""
    assert alerts_heard("черпалка", "ковш рифмуется с черпать") == [
        ("cognate", ("черпать",)), ("soundalike", ("рифмуется", "с", "черпать"))]


def test_secret_word_offered_as_a_rhyme_stays_a_cognate() -> None:
    """The secret word itself after a rhyme cue is said outright: its cognate alert stays."""
    assert ("cognate", ("канарейкой",)) in alerts_heard(
        "канарейка", "птичка жёлтая в клетке рифмуется с канарейкой")


def test_there_run_into_its_preposition_points() -> None:
    """«вон у сарая» heard «вону сарая», the glued word unsure: pointing."""
    assert alerts_heard("багор", "шест с крюком вону:0.5 сарая стоит") == [
        ("pointing", ("вону",))]


def test_there_run_into_its_preposition_typed_is_said_as_written() -> None:
    """Typed (or heard sure), «вону» is a dictionary word as written: no pointing."""
    assert alerts_heard("багор", "шест с крюком вону сарая стоит") == []


def test_there_run_into_a_demonstrative_and_more_points() -> None:
    """«вон та в углу» heard «вонтаву», a word the dictionary does not know: pointing."""
    assert alerts_heard("багор", "шест с крюком вонтаву:0.6 сарая стоит") == [
        ("pointing", ("вонтаву",))]


def test_word_beginning_with_the_sounds_of_there_is_no_pointing() -> None:
    """«вонзил» heard unsure is a word of its own, not «вон» glued to anything."""
    assert alerts_heard("багор", "шест с крюком вонзил:0.5 в лёд") == []


def test_look_imperative_with_a_sound_glued_before_points() -> None:
    """«глянь на стене» heard «оглянь на стене»: a look imperative with a direction."""
    assert alerts_heard("багор", "шест с крюком оглянь:0.6 на стене") == [
        ("pointing", ("оглянь", "на"))]


def test_non_word_that_is_no_look_imperative_does_not_point() -> None:
    """A non-word whose rest is no look imperative is no look cue."""
    assert alerts_heard("багор", "шест с крюком оглыбь:0.6 на стене") == []


def test_syllable_noun_glued_to_its_syllable_heard_fairly_sure() -> None:
    """«последний слог ка» heard «последний сладка» at 0.84: a dictionary word, but heard below
    0.9 right after an ordinal, «слог» a sound off with a syllable glued on."""
    assert alerts_heard("багор", "шест с крюком последний сладка:0.84") == [
        ("letters", ("последний", "сладка"))]


def test_dictionary_word_after_an_ordinal_heard_sure_is_said() -> None:
    """The same word heard sure is said as heard: no letters alert."""
    assert alerts_heard("багор", "шест с крюком последний сладка:0.95") == []


def test_worn_thing_shown_with_here_points() -> None:
    """«вот у меня на браслете»: a thing worn, shown with «вот», is a thing at the speaker."""
    assert alerts_heard("багор", "шест с крюком вот у меня на браслете такой") == [
        ("pointing", ("вот", "у", "меня", "на", "браслете"))]


def test_worn_thing_without_here_tells() -> None:
    """Without «вот» the worn thing is where something is, nothing shown."""
    assert alerts_heard("багор", "у меня на браслете надпись есть") == []


def test_letter_name_heard_unsure_before_a_part_noun_is_a_split_syllable() -> None:
    """«ка часть» heard for «качаясь»: a letter name heard unsure right before a part noun is a
    syllable split off the word after it, no letter named."""
    assert alerts_heard("багор", "шест у сарая стоит ка:0.6 часть берега") == []


def test_letter_name_heard_sure_before_a_part_noun_still_counts() -> None:
    """Heard sure, the same words keep their letters alert (the rule as typed)."""
    assert ("letters", ("ка", "часть")) in alerts_heard(
        "багор", "шест у сарая стоит ка:0.95 часть берега")
