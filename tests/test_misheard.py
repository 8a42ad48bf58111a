"""Misheard words matched by sound: cue words and the secret word heard slightly wrong."""

from __future__ import annotations

import pytest

from referee.events import WordEvent
from referee.lang import letters as L
from referee.lang import pointing as P
from referee.lang import sound as S
from referee.language.morphology import morphology
from referee.language.phonetics import echoed, loose_key, misheard_form
from referee.measure.alignment import align
from referee.rules.base import Token
from referee.rules.checker import Checker, check_text
from referee.rules.misheard import (
    heard_as,
    heard_clipped,
    heard_cue,
    heard_tail,
    homophone,
    likelier_reading,
    misheard_target,
)


def heard(target: str, words: list[tuple[str, float]]) -> list:
    """Alerts on words heard with the given confidences (times one second apart)."""
    checker = Checker(target)
    for i, (text, conf) in enumerate(words):
        checker.feed(WordEvent(i, text, float(i), i + 0.5, conf))
    return list(checker.alerts)


@pytest.mark.parametrize(("a", "b"), [("кид", "кит"), ("ревмуется", "рифмуется"),
                                      ("мет", "мёд"), ("лошать", "лошадь")])
def test_loose_key_ignores_voicing_and_unstressed_vowels(a, b):
    assert loose_key(a) == loose_key(b)


@pytest.mark.parametrize(("a", "b"), [("кот", "кит"), ("шум", "сум"), ("нос", "нож")])
def test_loose_key_keeps_what_a_recognizer_rarely_confuses(a, b):
    assert loose_key(a) != loose_key(b)


def test_a_cue_heard_wrong_still_makes_the_hint():
    words = [("огромный", 0.9), ("ревмуется", 0.7), ("со", 0.9), ("словом", 0.9), ("щит", 0.6)]
    assert [a.words for a in heard("кит", words) if a.rule == "soundalike"] == [
        ("ревмуется", "со", "словом", "щит")]
    typed = [("огромный", 1.0), ("ревмуется", 1.0), ("со", 1.0), ("словом", 1.0), ("щит", 1.0)]
    assert [a.rule for a in heard("кит", typed)] == ["soundalike"]


def test_a_dictionary_word_is_no_cue_heard_wrong_even_unsure():
    assert not heard_as(Token(0, "шесть", conf=0.3), {"жест"})
    assert not [a for a in heard("гитара", [("шесть", 0.4), ("струн", 0.5)])
                if a.rule == "pointing"]
    assert heard_as(Token(0, "ревмуется", conf=0.9), {"рифмоваться"})


@pytest.mark.parametrize(("target", "word", "conf"), [
    ("кит", "кид", 0.9),  # unknown word, same sound
    ("велосипед", "велосеред", 0.6),  # unknown, heard unsure, one sound off
    ("полоска", "паласка", 0.5),  # the secret word itself spelled by ear
])
def test_the_secret_word_heard_slightly_wrong_is_flagged(target, word, conf):
    alert = misheard_target(Token(0, word, 0.0, 0.5, conf), target)
    assert alert is not None and alert.rule == "cognate" and alert.exact_target
    assert "похоже по звучанию" in alert.explanation
    assert [a.words for a in heard(target, [(word, conf)])] == [(word,)]


@pytest.mark.parametrize(("target", "word", "conf"), [
    ("солнце", "зонне", 1.0),  # typed (or surely heard) unknown word one sound off: German
    ("забор", "собака", 0.5),  # a dictionary word one sound off a form: another word
    ("дом", "там", 0.3),  # a dictionary word with the same loose key: taken as said
    ("снег", "снеба", 0.5),  # «с неба» glued, not «снега» misheard
    ("кит", "кот", 0.5),  # a vowel a recognizer keeps apart
    ("велосипед", "велосеред", 0.9),  # one sound off but heard sure
    ("скамейка", "капейка", 0.6),  # копейка spelled by ear, two sounds off the secret word
])
def test_a_different_word_is_not_taken_for_the_secret_word(target, word, conf):
    assert misheard_target(Token(0, word, 0.0, 0.5, conf), target) is None


@pytest.mark.parametrize(("target", "word"), [("ворона", "варану"), ("колесо", "калиса")])
def test_a_rare_dictionary_word_heard_with_the_secret_words_sounds_is_the_secret_word(target,
                                                                                      word):
    alert = misheard_target(Token(0, word, 0.0, 0.5, 0.8), target)
    assert alert is not None and alert.exact_target
    assert [a.words for a in heard(target, [("это", 0.9), (word, 0.8)])] == [(word,)]


@pytest.mark.parametrize(("target", "word", "conf"), [
    ("ворона", "варану", 1.0),  # typed: spelled as meant
    ("ворона", "варану", 0.95),  # heard sure
    ("пагода", "погоду", 0.6),  # a common word with the same sounds was said
    ("ворона", "вороне", 0.8),  # a form of the secret word itself: the plain match's
])
def test_only_a_rare_word_heard_not_sure_is_taken_for_its_homophone(target, word, conf):
    assert not homophone(Token(0, word, 0.0, 0.5, conf), target)


def test_a_word_of_the_family_heard_wrong_is_a_plain_cognate():
    alert = misheard_target(Token(0, "лотачка", conf=0.5), "лодка")
    assert alert is not None and not alert.exact_target and alert.confidence < 0.7


def test_alignment_pairs_each_said_word_with_what_was_heard_in_its_place():
    said = "рифмуется со словом щит".split()
    assert align(said, "ревмуется со словом щит".split()).pairs == (0, 1, 2, 3)
    dropped = align("а эппл по русски".split(), "а по русски".split())
    assert dropped.pairs == (0, None, 1, 2) and dropped.edits == 1
    assert dropped.word_error_rate() == 0.25
    inserted = align("скажи эппл".split(), "скажи эп пл".split())
    assert inserted.edits == 2 and inserted.pairs[0] == 0


@pytest.mark.parametrize(("target", "text"), [
    ("сыр", "мыши его любят с i r"),  # «эс ы эр» written by the recognizer in Latin letters
    ("сова", "ночная птица первая буква s"),
])
def test_letter_names_a_recognizer_writes_in_latin_are_letters(target, text):
    alerts = heard(target, [(w, 0.8) for w in text.split()])
    assert [a.rule for a in alerts] == ["letters"]


def test_a_word_in_latin_letters_is_no_spelling():
    assert not [a for a in heard("телефон", [("мой", 0.9), ("iphone", 0.9)])
                if a.rule == "letters"]


def test_a_family_word_one_sound_off_is_not_taken_for_the_family():
    assert misheard_target(Token(0, "водиле", conf=0.4), "вода") is None  # «водице» is one off


def test_a_cue_glued_to_the_next_word_is_still_the_cue():
    words = [("ночная", 0.9), ("птица", 0.9), ("первая", 0.9), ("буквайс", 0.5)]
    assert [a.rule for a in heard("сова", words)] == ["letters"]
    assert not heard_as(Token(0, "буквоедство", conf=0.5), {"буква"})  # a known word stays itself


def tokens(text: str, conf: float = 0.5) -> list[Token]:
    return [Token(i, w, float(i), i + 0.5, conf) for i, w in enumerate(text.split())]


@pytest.mark.parametrize(("text", "lemmas", "end", "form"), [
    ("коревмуетца с камыш", S.RHYME_LEMMAS, 1, "рифмуется"),  # glued to a scrap before it
    ("шарев муется с вопрос", S.RHYME_LEMMAS, 2, "рифмуется"),  # split over two tokens
    ("обухвозе арбуз", L.LETTER_NOUNS, 1, "буква"),  # «о буква бэ» glued, к heard as х
    ("начинает ценовая ворона", L.START_END_VERBS, 2, "начинается"),  # «…ся на вэ» glued on
])
def test_a_cue_split_or_glued_is_heard_over_a_window_of_tokens(text, lemmas, end, form):
    cue = heard_cue(tokens(text), 0, lemmas)
    assert cue is not None and cue.end == end and cue.heard.form == form


@pytest.mark.parametrize(("text", "lemmas"), [
    ("с рогами", L.LETTER_NOUNS),  # real words in a row: not «слогами»
    ("трижотами и", L.GAME_NOUNS),  # glued and two sounds off «шарадами»
    ("горяд фонари", L.GAME_NOUNS),  # glued and one sound off a short form («шарад»)
    ("однем ее", P.SHOW_VERBS),  # «ткнём»: the same
])
def test_a_window_that_only_resembles_a_cue_is_not_one(text, lemmas):
    assert heard_cue(tokens(text), 0, lemmas) is None


def test_known_words_heard_sure_are_never_joined_into_a_cue():
    assert heard_cue(tokens("начинает ценовая", conf=0.95), 0, L.START_END_VERBS) is None


def test_a_start_cue_heard_wrong_with_its_letter_glued_on_is_a_letters_alert():
    found = heard("ворона", [("сидит", 0.9), ("на", 0.9), ("заборе", 0.9), ("начинает", 0.95),
                             ("ценовая", 0.59), ("выробей", 0.6)])
    assert [(a.rule, a.words) for a in found] == [("letters", ("начинает", "ценовая"))]


@pytest.mark.parametrize(("words", "alert"), [
    # «начинается на ке»: «ся на ке» heard «сынки», the preposition's vowel lost
    ([("шаром", 0.76), ("начинает", 0.83), ("сынки", 0.69)], ("начинает", "сынки")),
    # «начинается на ша»: the letter heard as a non-word, unsure, after the preposition
    ([("фотоаппараты", 0.78), ("начинаются", 0.77), ("на", 0.96), ("ушать", 0.65)],
     ("начинаются", "на", "ушать")),
])
def test_a_start_cue_with_its_letter_heard_garbled_is_a_letters_alert(words, alert):
    assert [a.words for a in heard("кегля", words) if a.rule == "letters"] == [alert]


@pytest.mark.parametrize("words", [
    [("праздник", 0.9), ("начинается", 0.9), ("на", 0.9), ("рассвете", 0.5)],  # a word of its own
    [("праздник", 0.9), ("начинается", 0.9), ("на", 0.9), ("ушать", 0.95)],  # a non-word heard sure
])
def test_a_start_cue_before_a_word_said_as_heard_is_no_letters_alert(words):
    assert [a for a in heard("кегля", words) if a.rule == "letters"] == []


def test_a_game_noun_heard_split_with_its_very_sounds_is_a_letters_alert():
    words = [("а", 0.22), ("на", 0.73), ("грамме", 0.65), ("отслован", 0.67)]
    assert [a.words for a in heard("сон", words) if a.rule == "letters"] == [
        ("а", "на", "грамме")]
    # a sound off is another word heard wrong («на грамячат»: ногомяч)
    words = [("английски", 0.85), ("на", 0.88), ("грамячат", 0.46), ("две", 0.79)]
    assert [a for a in heard("футбол", words) if a.rule == "letters"] == []


@pytest.mark.parametrize("target,words", [
    ("калитка", [("стоит", 0.81), ("вокруг", 0.96), ("городы", 0.64), ("дома", 0.9)]),  # шарады?
    ("сестра", [("девочка", 0.68), ("у", 0.41), ("жародитель", 0.63), ("одних", 0.9)]),  # шараде+
])
def test_a_game_noun_a_sound_off_or_glued_to_more_in_one_non_word_is_no_letters_alert(
        target, words):
    assert [a for a in heard(target, words) if a.rule == "letters"] == []


def test_a_count_repeated_after_a_conjunction_is_one_letters_alert_with_its_noun():
    found = [a for a in check_text("утка", "плавает в пруду ну слога и два слога")
             if a.rule == "letters"]
    assert [a.span for a in found] == [(4, 8)]
    assert [a.span for a in check_text("тигр", "хищник гласная в нём только одна")] == [(1, 6)]


def test_the_near_step_of_the_root_comparison_is_the_same_sound_test():
    # typed (as said): same loose key only; a recognizer's unsure word: one sound off too
    assert morphology().same_root("холодильник", "халадильник").method == "near"
    assert morphology().same_root("велосипед", "велосеред") is None
    assert misheard_target(Token(0, "велосеред", conf=0.6), "велосипед") is not None
    assert misheard_form("велосеред", morphology().target("велосипед").forms) is None


def events(words: list[tuple[str, tuple[str, ...]]], conf: float = 0.8) -> list[WordEvent]:
    return [WordEvent(i, w, float(i), i + 0.5, conf, alternatives=alts)
            for i, (w, alts) in enumerate(words)]


def alerts_of(target: str, stream: list[WordEvent]) -> list:
    checker = Checker(target)
    for event in stream:
        checker.feed(event)
    return list(checker.alerts)


def test_the_secret_word_in_an_alternative_reading_is_a_less_sure_cognate_alert():
    said = [("огромный", ()), ("кот", ("кит", "код")), ("в", ()), ("океане", ())]
    [alert] = alerts_of("кит", events(said))
    assert alert.rule == "cognate" and alert.words == ("кот",)
    assert alert.evidence["alternative"] == "кит" and alert.confidence < 1.0
    assert "другой вариант" in alert.explanation
    assert alerts_of("кит", events([(w, ()) for w, _ in said])) == []  # Whisper: no alternatives


def test_a_cue_in_an_alternative_reading_is_a_less_sure_alert_saying_so():
    said = [("ночная", ()), ("птица", ()), ("первая", ()), ("бука", ("буква",)), ("эс", ())]
    [alert] = alerts_of("сова", events(said))
    assert alert.rule == "letters" and alert.evidence["alternative"] == "первая буква"
    plain = alerts_of("сова", events([("первая", ()), ("буква", ()), ("эс", ())]))
    assert alert.confidence < plain[0].confidence


def test_a_word_two_sounds_shorter_than_a_cue_form_is_not_that_form():
    heard = [Token(0, "начнайте", conf=0.43), Token(1, "ухает", conf=0.95)]
    assert heard_cue(heard, 0, L.START_END_VERBS) is None  # not «начинайтесь»
    assert heard_cue(tokens("ревкнуется со"), 0, S.RHYME_LEMMAS) is not None  # as long: is


@pytest.mark.parametrize(("word", "conf", "reading"), [
    ("пахлебкой", 0.7, "похлебкой"),  # not a word: a common one with its vowels spelled by ear
    ("святильник", 0.6, "светильник"),
    ("домину", 0.78, "долину"),  # a rare word a sound off a common one («домино» too)
    ("домину", 0.95, None),  # heard sure: taken as said
    ("пахлебкой", 1.0, None),  # typed
    ("барсучиха", 0.6, None),  # rare, but sounds like no common word
    ("дорогой", 0.5, None),  # common itself
])
def test_a_rare_word_heard_unsure_has_a_likelier_reading(word, conf, reading):
    assert likelier_reading(Token(0, word, conf=conf)) == reading


def test_a_rare_word_likelier_another_is_no_kin_of_the_secret_word():
    said = [("соседи", 0.9), ("играют", 0.9), ("в", 0.9), ("домину", 0.78)]
    assert not [a for a in heard("дом", said) if a.rule == "cognate"]
    assert [a.words for a in heard("дом", [(w, 1.0) for w, _ in said])] == [("домину",)]


def test_a_family_word_heard_respelt_is_kin_through_its_likelier_reading():
    alerts = heard("свет", [("включишь", 0.8), ("святильник", 0.6), ("и", 0.9), ("светло", 0.9)])
    assert [(a.words, a.evidence.get("alternative")) for a in alerts if a.rule == "cognate"][
        0] == (("святильник",), "светильник")


def test_a_sound_alike_of_the_secret_word_is_not_taken_for_it_through_a_likelier_reading():
    alerts = heard("глобус", [("похоже", 0.8), ("на", 0.9), ("лобус", 0.7)])
    assert not [a for a in alerts if a.rule == "cognate"]


@pytest.mark.parametrize(("words", "end"), [
    (["в", "муед", "со"], 2),  # «рифмуется»: its first sounds and «-ся» lost
    (["в", "муеце", "с"], 2),
    (["муеце", "с"], 1),
    (["муец", "с"], None),  # four sounds: too short a tail, and «с» is no part of it
    (["в", "музее", "с"], None),  # known words, no tail heard
    (["вмуф", "с"], None),  # too short a tail
])
def test_a_rhyme_verb_heard_with_its_onset_lost(words, end):
    assert heard_tail([Token(i, w, conf=0.5) for i, w in enumerate(words)], 0,
                      S.STRONG_HINTS) == end


def test_a_rhyme_verb_with_its_onset_lost_is_a_hint_only_governing_its_word():
    said = [("там", 0.9), ("живут", 0.9), ("люди", 0.8), ("в", 0.3), ("муед", 0.3), ("со", 0.7),
            ("сословым", 0.5), ("ком", 0.8)]
    assert [a.words for a in heard("дом", said) if a.rule == "soundalike"] == [
        ("в", "муед", "со", "сословым", "ком")]
    apart = [("в", 0.3), ("муед", 0.3), ("из", 0.7), ("него", 0.8), ("ком", 0.8)]
    assert not [a for a in heard("дом", apart) if a.rule == "soundalike"]
    glued = [("в", 0.4), ("муецос", 0.4), ("ком", 0.8)]  # «с» heard glued to the hint's end
    assert [a.words for a in heard("дом", glued) if a.rule == "soundalike"] == [
        ("в", "муецос", "ком")]


def test_a_rhyme_verb_heard_with_with_and_the_next_words_onset_glued_on_is_a_vouched_hint():
    # «рифмуется с рампа» heard «в муецоср ампа»: «с» and «р» run into the verb's tail
    said = [("в", 0.4), ("муецоср", 0.5), ("ампа", 0.5)]
    assert [a.words for a in heard("лампа", said) if a.rule == "soundalike"] == [
        ("муецоср", "ампа")]
    # the same tail with no «с» in it: nothing governs the word, no hint
    said = [("в", 0.4), ("муецотр", 0.5), ("ампа", 0.5)]
    assert not [a for a in heard("лампа", said) if a.rule == "soundalike"]


def test_a_short_tail_of_a_rhyme_verb_is_a_hint_only_with_a_clear_sound_alike_after_with():
    # «рифмуется с карандаш» heard «в муевце с кородаш»: the tail two sounds off, «с», a rhyme
    said = [("короче", 0.78), ("в", 0.73), ("муевце", 0.55), ("с", 0.34), ("кородаш", 0.53)]
    assert [a.words for a in heard("шалаш", said) if a.rule == "soundalike"] == [
        ("муевце", "с", "кородаш")]
    # the same after a word heard sure, or with no «с», or before no sound-alike: no hint
    assert not [a for a in heard("шалаш", [("в", 0.7), ("музее", 0.95), ("с", 0.9),
                                           ("кородаш", 0.5)]) if a.rule == "soundalike"]
    assert not [a for a in heard("разлука", [("и", 0.75), ("маша", 0.54), ("рукой", 0.66)])
                if a.rule == "soundalike"]
    assert not [a for a in heard("шалаш", [("в", 0.73), ("муевце", 0.55), ("с", 0.34),
                                           ("братом", 0.9)]) if a.rule == "soundalike"]


def test_with_heard_unsure_with_a_vowel_before_it_governs_after_a_short_rhyme_tail():
    # «рифмуется с завал» heard «моец иззывал», «рифмуется с бриллиант» heard «моец из бриллиант»
    glued = [("ну", 0.55), ("рулю", 0.47), ("моец", 0.69), ("иззывал", 0.66)]
    assert [a.words for a in heard("штурвал", glued) if a.rule == "soundalike"] == [
        ("моец", "иззывал")]
    apart = [("пишешь", 0.89), ("моец", 0.42), ("из", 0.15), ("бриллиант", 0.8)]
    assert [a.words for a in heard("диктант", apart) if a.rule == "soundalike"] == [
        ("моец", "из", "бриллиант")]
    # «из» heard sure is said as heard; no clear sound-alike after it vouches for no hint
    sure = [("пишешь", 0.89), ("моец", 0.42), ("из", 0.9), ("бриллиант", 0.8)]
    assert not [a for a in heard("диктант", sure) if a.rule == "soundalike"]
    assert not [a for a in heard("диктант", [("моец", 0.42), ("из", 0.15), ("дерева", 0.8)])
                if a.rule == "soundalike"]


def test_a_word_likelier_a_common_one_is_no_cue_heard_wrong():
    assert not heard_as(Token(0, "шестый", conf=0.8), P.GESTURE_NOUNS)  # «шестой», not «жесты»
    assert heard_as(Token(0, "шестый", conf=0.95), P.GESTURE_NOUNS)  # sure: nothing likelier
    assert heard_as(Token(0, "букво", conf=0.8), L.LETTER_NOUNS)  # likelier «буква»: the cue
    assert heard_as(Token(0, "слагам", conf=0.93), L.LETTER_NOUNS)  # no «с лагам»: dative


def test_a_word_a_letter_off_a_common_word_is_that_word_not_a_cue_two_sounds_off():
    assert heard_cue([Token(0, "поклавком", conf=0.68)], 0, L.LETTER_NOUNS) is None  # поплавком
    words = [("короче", 0.85), ("с", 0.86), ("поклавком", 0.68), ("а", 0.5)]
    assert not [a for a in heard("удочка", words) if a.rule == "letters"]


def test_a_word_of_the_secret_words_root_spelled_by_ear_is_still_kin():
    alerts = heard("соль", [("салонке", 0.6)])  # солонке, its vowels spelled by ear
    assert [a.rule for a in alerts] == ["cognate"] and not alerts[0].exact_target


@pytest.mark.parametrize(("target", "text", "words"), [
    ("гусь", "в этом слове один слуга", ("один", "слуга")),  # «слог» heard as a word a sound off
    ("ворота", "ударение на первый слуг", ("первый", "слуг")),  # a non-word a sound off
    ("корова", "ну короче последний слаква", ("последний", "слаква")),  # «слог» + «ва» glued
    ("хижина", "есть в последней слокно", ("последней", "слокно")),  # a guessed case
    ("напёрсток", "короче последний слаг сток", ("последний", "слаг")),  # sounds just as «слог»
])
def test_a_letter_noun_heard_as_another_word_in_a_letter_frame_is_a_letters_alert(
        target, text, words):
    assert [(a.rule, a.words) for a in check_text(target, text)] == [("letters", words)]


@pytest.mark.parametrize(("target", "text"), [
    ("торт", "в нём три коржа последний слой из крема"),  # a layer: no «слово», no «ударение»
    ("ворота", "ударение на последний слой"),  # a dictionary word a consonant off: said as heard
    ("замок", "в этом слове нет ничего только два слуги у короля"),  # no count right before
    ("пирог", "последний слагает песню"),  # a dictionary word, not «слог» glued to a syllable
])
def test_a_word_like_a_letter_noun_outside_a_letter_frame_is_taken_as_said(target, text):
    assert [a.rule for a in check_text(target, text) if a.rule == "letters"] == []


@pytest.mark.parametrize(("target", "words", "alert"), [
    # «первый слог при»: «слог» and the syllable glued, a sound off, a dictionary word heard unsure
    ("прихватка", [("первый", 0.91), ("сладкий", 0.57), ("при", 0.33)], ("первый", "сладкий")),
    # «первый слог как в слове …»: a non-word heard sure enough
    ("мороз", [("первой", 0.55), ("сладках", 0.86), ("в", 0.94), ("слове", 0.77)],
     ("первой", "сладках")),
    # «первая буква тэ»: «буква» whole with a scrap glued after it
    ("туннель", [("первое", 0.78), ("буквало", 0.31), ("что", 0.24)], ("первое", "буквало")),
])
def test_a_letter_noun_heard_glued_to_what_it_names_is_a_letters_alert(
        target, words, alert):
    assert [a.words for a in heard(target, words) if a.rule == "letters"] == [alert]


@pytest.mark.parametrize("words", [
    [("первый", 0.9), ("сладкий", 0.95), ("кусок", 0.9)],  # a dictionary word heard sure
    [("первый", 0.9), ("сладкий", 0.5), ("торт", 0.9)],  # no ordinal-framed noun: «сладкий торт»?
])
def test_a_sweet_word_after_an_ordinal_heard_sure_or_with_its_noun_is_no_syllable(words):
    assert [a for a in heard("пирог", words) if a.rule == "letters"] == []


def test_a_word_that_sounds_exactly_like_a_cue_form_is_the_cue_whatever_is_a_sound_off():
    # «слок» is «слог» said (final devoicing); «слов», one sound off, is no likelier reading
    assert heard_as(Token(0, "слок", conf=0.69), L.LETTER_NOUNS)
    words = [("тонкая", 0.97), ("первый", 0.41), ("слок", 0.69), ("лап", 0.6)]
    assert [a.words for a in heard("лапша", words) if a.rule == "letters"] == [("первый", "слок")]
    assert not heard_as(Token(0, "шестый", conf=0.8), P.GESTURE_NOUNS)  # still «шестой»


def test_na_chyom_heard_as_one_word_after_vot_still_points():
    said = [("вот", 0.91), ("начнем", 0.41), ("мы", 0.94), ("сейчас", 0.97), ("с", 0.81),
            ("тобой", 0.99), ("разговариваем", 0.98)]
    assert [a.words[:2] for a in heard("компьютер", said) if a.rule == "pointing"] == [
        ("вот", "начнем")]
    said = [("сидят", 0.9), ("вот", 0.9), ("ночем", 0.8), ("и", 0.9), ("я", 0.9), ("сейчас", 0.9),
            ("сижу", 0.9)]
    assert [a.rule for a in heard("табурет", said)] == ["pointing"]
    # «начнём» heard sure is the verb: «вот начнём мы сейчас играть» is no pointing
    said = [("вот", 0.91), ("начнем", 0.95), ("мы", 0.94), ("сейчас", 0.97), ("играть", 0.99)]
    assert not heard("компьютер", said)


def test_a_rhyme_cue_heard_off_stands_when_a_clear_sound_alike_follows_it():
    # «рифома» is a sound off «рифма» (and «реформа»): the rhyming word after it vouches for it
    said = [("машины", 0.91), ("с", 0.3), ("серенной", 0.62), ("рифома", 0.7), ("камар", 0.55)]
    assert [a.words for a in heard("пожар", said)] == [("рифома", "камар")]
    said = [("машины", 0.91), ("рифома", 0.7), ("школы", 0.55), ("камар", 0.9)]
    assert not heard("пожар", said)  # only the very next word may vouch
    assert not heard("пожар", [("реформа", 0.6), ("камар", 0.9)])  # a dictionary word is said


@pytest.mark.parametrize(("word", "clipped"), [
    ("заканчивые", True),  # «заканчивается»: the start kept, the ending slurred
    ("начинаюх", True),  # «начинаются»
    ("начинается", False),  # the form itself: the main path's
    ("заканчивыесано", False),  # too much after the kept start
    ("закан", False),  # too little of the form kept
])
def test_a_long_cue_heard_with_its_ending_garbled_is_clipped(word, clipped):
    assert heard_clipped(Token(0, word, 0.0, 0.5, 0.8), L.START_END_VERBS) is clipped


def test_a_clipped_start_verb_after_slovo_is_a_letters_alert():
    found = heard("учитель", [("ставит", 0.9), ("оценки", 0.97), ("слова", 0.92),
                              ("заканчивые", 0.75), ("санамиах", 0.32)])
    assert [(a.rule, a.words[:2]) for a in found] == [("letters", ("слова", "заканчивые"))]


def test_a_clipped_start_verb_without_slovo_is_no_alert():
    found = heard("учитель", [("ставит", 0.9), ("оценки", 0.97), ("быстро", 0.92),
                              ("заканчивые", 0.75), ("урок", 0.9)])
    assert [a for a in found if a.rule == "letters"] == []


def test_a_demonstrative_run_into_its_spots_preposition_after_there_like_points():
    # «вон как тот под потолком» heard «вон как тотпод потолком»
    said = [("светит", 0.9), ("вон", 0.9), ("как", 0.7), ("тотпод", 0.4), ("потолком", 0.9)]
    assert [a.words[:3] for a in heard("лампа", said) if a.rule == "pointing"] == [
        ("вон", "как", "тотпод")]
    # a word said as heard after «вон как» is an exclamation: «вон как танцует»
    said = [("вон", 0.9), ("как", 0.7), ("танцует", 0.9)]
    assert not [a for a in heard("лампа", said) if a.rule == "pointing"]


def test_a_rhyme_tail_with_a_vowel_after_its_with_is_no_hint():
    # the «с» of «муецоса» begins a syllable of a word, not a «с» glued before one
    said = [("в", 0.4), ("муецоса", 0.5), ("ампа", 0.5)]
    assert not [a for a in heard("лампа", said) if a.rule == "soundalike"]


@pytest.mark.parametrize(("heard", "echo"), [("волон", True), ("валон", True), ("вон", False),
                                            ("валун", False), ("вилон", False)])
def test_a_syllable_echoed_is_a_vowel_repeated_after_one_inserted_consonant(heard, echo):
    assert echoed(loose_key(heard), loose_key("вон")) is echo


def test_there_heard_unsure_before_a_non_word_heard_unsure_is_no_pointing():
    # «в интернете» heard «вон терни»: both pieces of a longer word heard wrong
    words = [("собирают", 0.79), ("вон", 0.54), ("терни", 0.28), ("тысяч", 0.97)]
    assert [a for a in heard("реклама", words) if a.rule == "pointing"] == []
    sure = [("светит", 0.8), ("вон", 0.84), ("тамочки", 0.6), ("под", 0.9), ("потолком", 0.9)]
    assert [a.words[0] for a in heard("лампа", sure) if a.rule == "pointing"] == ["вон"]


def test_a_letter_noun_glued_to_more_in_a_non_word_heard_sure_is_no_letters_alert():
    # «на одноклассника» heard «одна классника»: no «гласной» with «ка» glued on
    words = [("школьницы", 0.79), ("одна", 0.41), ("классника", 0.92)]
    assert [a for a in heard("любовь", words) if a.rule == "letters"] == []
    # heard unsure, a letter noun with its syllable glued on still counts («слагсток»)
    words = [("последний", 0.9), ("слагсток", 0.6)]
    assert [a.rule for a in heard("напёрсток", words)] == ["letters"]
