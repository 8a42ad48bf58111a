"""The derivational lexicon: its disk cache, lookups (the cache itself: `test_disk_cache`)."""

import pickle

import pytest

from referee.language import lexicon as lexicon_module
from referee.language.disk_cache import load_data_pickle
from referee.language.lexicon import Lexicon, lexicon, plausible_step


def test_lookups_on_the_real_lexicon():
    lex = lexicon()
    assert "ручка" in lex.descendants("рука")
    assert lex.tops("водитель") == {"водить"}
    assert lex.roots("подводный") == ("вод",)
    assert lex.prefixes("подводный") == ("под",)
    assert lex.affix_count("ник") > 100


def test_a_word_hanging_from_a_cycle_has_the_cycle_as_its_bases():
    """MorphyNet derives some words from each other (сырой ⇄ сыро): with no underived ancestor,
    the words of the cycle are the bases, so a word made from them is judged through them."""
    lex = Lexicon(
        parents={"сырость": ("сырой",), "сырой": ("сыро",), "сыро": ("сырой",)},
        children={"сырой": ("сыро", "сырость"), "сыро": ("сырой",)},
        morphemes={},
        affixes={},
    )
    assert lex.tops("сырость") == {"сырой", "сыро"}
    assert lex.tops("сырой") == {"сыро"}
    assert lexicon().tops("сырость")  # the real data has such a cycle


def test_a_nu_verb_is_no_derivative_of_a_noun_with_a_vowel_ending():
    """MorphyNet's липа → липнуть is dropped from the nests (липнуть heads its own), while
    шаг → шагнуть, грязь → грязнуть, бомба → бомбануть stay."""
    assert not plausible_step("липа", "липнуть")
    assert plausible_step("шаг", "шагнуть")
    assert plausible_step("грязь", "грязнуть")
    assert plausible_step("бомба", "бомбануть")
    assert plausible_step("липа", "липовый")
    lex = lexicon()
    assert "липнуть" not in lex.descendants("липа")
    assert "липа" not in lex.tops("прилипнуть")


def test_glued_roots_only_when_asked():
    lex = Lexicon(parents={}, children={}, morphemes={"телефон": ("теле", "фон")}, affixes={})
    assert lex.roots("телефон") == ("теле", "фон")
    assert lex.roots("телефон", glue=True) == ("телефон",)


@pytest.mark.slow
def test_cache_is_built_then_reused(tmp_path, monkeypatch):
    monkeypatch.setenv("HAT_REFEREE_CACHE", str(tmp_path))
    lexicon_module.lexicon.cache_clear()
    try:
        built = lexicon_module.lexicon()
        (cached,) = tmp_path.glob("lexicon-*.pickle")
        lexicon_module.lexicon.cache_clear()
        again = lexicon_module.lexicon()
        assert again.roots("подводный") == built.roots("подводный")
        assert cached.stat().st_size > 1_000_000
    finally:
        lexicon_module.lexicon.cache_clear()


@pytest.mark.slow
def test_stale_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("HAT_REFEREE_CACHE", str(tmp_path))
    path = tmp_path / f"lexicon-v{lexicon_module.FORMAT}.pickle"
    path.write_bytes(pickle.dumps({"stamp": ["old"], "parents": {}}))
    lexicon_module.lexicon.cache_clear()
    try:
        assert lexicon_module.lexicon().roots("подводный") == ("вод",)
        assert load_data_pickle(path)["stamp"] != ["old"]
    finally:
        lexicon_module.lexicon.cache_clear()
