"""The checker's caches and precomputed indexes give the results the plain computation gives."""

from __future__ import annotations

import pytest

from referee.events import WordEvent
from referee.language.morphology import Morphology, morphology
from referee.language.phonetics import heard_in, keyed_forms, loose_key
from referee.rules.base import Token
from referee.rules.checker import Checker, prepare
from referee.rules.matching import to_alerts, with_alternatives
from referee.rules.misheard import forms_of, kin_forms
from referee.rules.soundalike import WINDOW, SoundAlike

FORM_SETS = [forms_of(frozenset({"буква"})), forms_of(frozenset({"рифмоваться"})),
             forms_of(frozenset({"начинаться", "слог"})),
             frozenset({"тататата", "татата", "атата", "татат"}), frozenset({"татат"})]
NEIGHBOURS = ("", "о", "ко", "на", "вот", "сказал", "по", "йс", "ознавит", "рикуриф")


def keys_around(forms: frozenset[str]) -> list[str]:
    """Loose keys of forms alone, glued to scraps of their neighbours, cut, and of non-words."""
    keys = {"", "кот", "ширм", "немеки", "абвгдежзиклмн", "тататататата", "атататат",
            "татататкслмнп"}  # a form twice, the first time too far from the end
    for form in sorted(forms):
        key = loose_key(form)
        keys |= {key[:-1], key[1:], key + key[:3]}
        keys |= {loose_key(lead + form + tail) for lead in NEIGHBOURS for tail in NEIGHBOURS}
    return sorted(keys)


@pytest.mark.parametrize("forms", FORM_SETS, ids=lambda s: min(s))
def test_a_form_heard_whole_is_looked_up_as_the_comparison_finds_it(forms):
    """Heard sure (no edit budget), `heard_in` looks forms up; heard unsure with every edit taken
    away by the penalty, it compares each form: both find the same form at the same place."""
    found = 0
    for key in keys_around(forms):
        looked_up = heard_in(key, forms, False)
        compared = heard_in(key, forms, True, penalty=9)
        assert looked_up == compared, key
        found += looked_up is not None
    assert found > len(forms)  # most glued keys hold a form: the test compares real finds


def test_of_forms_alike_in_sound_the_first_of_the_set_is_found():
    forms = frozenset({"рифмуется", "ревмуется"})  # one loose key
    first = next(form for form, _ in keyed_forms(forms).keyed)
    assert heard_in(loose_key("корифмуется"), forms, False).form == first
    assert heard_in(loose_key("корифмуется"), forms, True, penalty=9).form == first


def test_the_family_forms_are_computed_once_and_as_before():
    family = morphology().family("вода")
    assert morphology().family("вода") is family
    Morphology.family.cache_clear()
    assert morphology().family("вода") == family and "водичкой" in family


def test_the_secret_words_forms_are_keyed_by_sound_on_the_draw():
    Morphology.family.cache_clear()
    keyed_forms.cache_clear()
    prepare("Самовар")
    misses = keyed_forms.cache_info().misses
    keyed_forms(morphology().family("самовар"))
    keyed_forms(morphology().target("самовар").forms)
    assert keyed_forms.cache_info().misses == misses  # both were keyed on the draw


def alerts_of(target: str, text: str) -> list[str]:
    checker = Checker(target)
    for i, word in enumerate(text.split()):
        checker.feed(WordEvent(i, word, float(i), i + 0.5))
    return [alert.to_json() for alert in checker.alerts]


@pytest.mark.parametrize(("target", "text"), [
    ("вода", "водичка течёт а по немецки вассер и ещё водиле водица корифмуется с еда"),
    ("зонт", "его раскрывают когда идёт дождь по немецки ширм бывает складной зонтик"),
])
def test_the_alerts_are_the_same_with_the_caches_cold_and_warm(target, text):
    Morphology.family.cache_clear()
    keyed_forms.cache_clear()
    heard_in.cache_clear()
    cold = alerts_of(target, text)
    assert cold and alerts_of(target, text) == cold


SOUND_TURNS = [
    ("кот", "это зверь " * 8 + "рифмуется с рот рифмуется с крот рифмуется со словом код звучит "
            "как год и похоже по звучанию на ход а ещё рифма флот и созвучно с кит"),
    ("рука", "часть тела рифмуется с мука вот а ревмуется с щука и риф моец с бука " * 3),
]


@pytest.mark.parametrize(("target", "text"), SOUND_TURNS)
def test_the_sound_alike_rule_reading_near_the_new_word_finds_what_the_whole_turn_gives(
        target, text):
    """Hints looked for near the new word (and further back while matches chain) give the
    alerts of hints looked for over the whole turn, at every word, heard sure or unsure."""
    rule = SoundAlike()
    for conf in (1.0, 0.5):
        tokens = [Token(i, word, float(i), i + 0.5, conf, ("год",) if i % 5 == 4 else ())
                  for i, word in enumerate(text.split())]
        raised = 0
        for start in range(len(tokens)):
            seen = tokens[: start + 1]
            whole = with_alternatives(seen[max(0, start - WINDOW):], seen,
                                      lambda view: rule.matches(view, target))
            near = rule.check(seen, target, start)
            assert near == to_alerts(rule.name, seen, whole, start), (conf, start)
            raised += len(near)
        assert raised > 5  # the test compares real alerts


def test_the_family_keys_are_built_on_the_draw():
    kin_forms.cache_clear()
    prepare("огурец")
    misses = kin_forms.cache_info().misses
    kin_forms("огурец", False)
    kin_forms("огурец", True)
    assert kin_forms.cache_info().misses == misses


def test_forms_keyed_in_alphabetical_order_whatever_the_set():
    forms = frozenset({"рифмуется", "ревмуется", "рифма"})
    assert [form for form, _ in keyed_forms(forms).keyed] == sorted(forms)
    assert keyed_forms(forms).form_of()[loose_key("рифмуется")] == "ревмуется"


def test_the_language_cues_are_read_once_per_change(monkeypatch):
    """The same-root rule and the foreign rule both ask for the cues at every word: the
    `Checker`'s one tuple of tokens is scanned once, and gives what a list of them gives."""
    from referee.rules.foreign import cues as C

    scans: list[int] = []
    scan = C._scan
    monkeypatch.setattr(C, "_scan", lambda tokens: scans.append(len(tokens)) or scan(tokens))
    checker = Checker("кастрюля")
    text = "в ней варят суп по английски пот и по немецки топф"
    for i, word in enumerate(text.split()):
        checker.feed(WordEvent(i, word, float(i), i + 0.5))
    assert scans == list(range(1, len(text.split()) + 1))  # once per word, not once per rule
    tokens = checker.tokens
    assert C.cues(tokens) == C.cues(list(tokens)) and len(C.cues(tokens)) == 2
    assert any(a.rule == "foreign" for a in checker.alerts)


def plain_spellings(cyrillic: str, lang: str) -> set[str]:
    """Every Latin spelling of `cyrillic`'s letter groups (a lengthening «h» after a vowel where
    the language has it, a silent initial «h» before a vowel where the language writes one) that
    is a word of the lexicon with a silent ending: no search cut."""
    from referee.language.translit import (
        CYRILLIC_VOWELS,
        FINAL_DEVOICED,
        LENGTHENING_H,
        MAX_GROUP,
        SILENT_INITIAL_H,
        VOWEL_LETTERS,
        foreign_lexicon,
        lang_spellings,
        silent_endings,
    )

    spellings = {g: [s for _, group in options for s in group]
                 for g, options in lang_spellings(lang).items()}
    silent_h = lang in SILENT_INITIAL_H and cyrillic[:1] in CYRILLIC_VOWELS
    partial = {0: {"", "h"} if silent_h else {""}}
    for pos in range(len(cyrillic)):
        for size in range(1, min(MAX_GROUP, len(cyrillic) - pos) + 1):
            for spelling in spellings.get(cyrillic[pos : pos + size], ()):
                for latin in partial.get(pos, ()):
                    nxt = latin + spelling
                    lengthened = lang in LENGTHENING_H and nxt[-1:] in VOWEL_LETTERS
                    partial.setdefault(pos + size, set()).update(
                        {nxt, nxt + "h"} if lengthened else {nxt})
    last = len(cyrillic) - 1
    for spelling in FINAL_DEVOICED.get(lang, {}).get(cyrillic[-1:], ()):  # German «хант» = hand
        partial.setdefault(last + 1, set()).update(w + spelling for w in partial.get(last, ()))
    words = foreign_lexicon(lang).zipf
    return {w + e for w in partial.get(len(cyrillic), ()) for e in silent_endings(lang)
            if w + e in words}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es"])
def test_the_transliteration_search_finds_every_spelling_the_lexicon_has(lang):
    """The search cut by prefixes, by first letters and by spellings reached twice finds what
    spelling every letter group every way finds."""
    from referee.language.translit import foreign_spellings

    words = "пот ширм коре хенд тичер яр шуз эколь бир хаус мер гут шён дог бой вассер ивер".split()
    found = 0
    for word in words:
        assert set(foreign_spellings(word, lang)) == plain_spellings(word, lang), word
        found += len(foreign_spellings(word, lang))
    assert found > len(words)  # the test compares real finds


def test_what_the_warm_up_loads_is_out_of_the_collectors_walks():
    """The foreign lexicons load after the Russian one froze its objects (the other languages in
    the background): the warm-up freezes them too, or a full collection walks them all."""
    import gc

    from referee.language.translit import foreign_lexicon, skeleton_index
    from referee.rules.checker import warm_up

    warm_up()  # the Russian lexicon loaded (and frozen) first, as at a server's start
    foreign_lexicon.cache_clear()
    skeleton_index.cache_clear()
    warm_up(all_languages=True)  # then the foreign lexicons, in the background
    loaded = {id(foreign_lexicon("de").prefixes), id(skeleton_index("fr"))}
    assert gc.get_freeze_count() > 0
    assert not any(id(o) in loaded for o in gc.get_objects())


def test_the_card_draw_collects_what_the_earlier_turns_left():
    """The collector runs on the draw, not on a word of the turn: garbage of the earlier turn in
    reference cycles is gone once the next secret word is prepared."""
    import gc
    import weakref

    class Node:
        pass

    prepare("кот")  # its analysis is cached: the next draw of it allocates next to nothing
    left = Node()
    left.cycle = left  # only a collection frees it
    gone = weakref.ref(left)
    del left
    gc.collect(0)  # moved on to an older generation, as a turn's leftovers are
    prepare("кот")
    assert gone() is None


def test_what_lives_on_past_a_draw_is_out_of_the_collectors_walks():
    import gc

    kept = [object()]  # a cache entry of the earlier turn, say
    prepare("кот")
    assert not any(o is kept for o in gc.get_objects())
    assert gc.get_count()[0] < 50


@pytest.mark.parametrize("target, text", [
    ("собака", "лает на кошку это собачка по английски дог а первая буква с вот она"),
    ("проводы", "машут рукой уезжая арривидерчи по итальянски"),
])
def test_a_turn_leaves_no_reference_cycles_behind(target, text):
    """Frozen objects that die in a cycle are never collected: the checker must make none."""
    import gc

    checker = Checker(target)
    for i, word in enumerate(text.split()):
        checker.feed(WordEvent(index=i, text=word, start=i * 0.4, end=i * 0.4 + 0.3))
    checker.truncate(3)
    del checker
    assert gc.collect() == 0
