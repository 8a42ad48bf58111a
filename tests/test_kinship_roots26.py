"""roots26 (issue #13, same-root misses): a clipped first stem of compounds (авто-, зоо-) is a
root the compounds on it share; a word whose root is the secret word's root without its
fleeting vowel (нежн for нежен-к-а) is kin even when MorphyNet gives it a base of another
shape (нежный ← нега); a noun's velar is palatalized before the singulative -ин- (жемчуж-ин-а
← жемчуг) and its ц before -ик even behind a fleeting vowel (перец/перч-ик); a root's Old
Slavonic жд is Russian ж (одежд-а/одёж-к-а); a denominal verb (ревн-ова-ть) heads no rival
nest; a compound's stem stands for a common word (чёрный, not чернь); an adjective may show a
fleeting vowel its noun drops (ясел-ь-н-ый); -льн- is a suffix our cutting knows."""

from types import SimpleNamespace

from referee.language.kinship.compound_nest import clipped_kin, clipped_stem, stem_words
from referee.language.morphology import morphology
from referee.language.segment import root_variants
from referee.rules.checker import check_text


def lexicon(segmented: dict[str, tuple[str, ...]]) -> SimpleNamespace:
    """A morphemic dictionary that knows the roots of `segmented` only."""
    by_root: dict[str, list[str]] = {}
    for word, roots in segmented.items():
        for root in roots:
            by_root.setdefault(root, []).append(word)
    return SimpleNamespace(
        roots=lambda lemma: segmented.get(lemma, ()),
        with_root=lambda root: tuple(by_root.get(root, ())),
    )


def compounds(stem: str, count: int) -> dict[str, tuple[str, ...]]:
    """`count` made-up compounds opening with `stem`, each with a second root."""
    return {f"{stem}слово{i}": (stem, f"слово{i}") for i in range(count)}


def test_a_stem_opening_many_compounds_is_clipped():
    lex = lexicon({**compounds("вело", 15), "велотрек": ("вело", "трек")})
    assert clipped_stem(lex, "велотрек") == "вело"  # type: ignore[arg-type]
    assert clipped_kin(lambda w: clipped_stem(lex, w), "вело", "вело")  # type: ignore[arg-type]


def test_a_stem_opening_few_compounds_is_no_clipped_stem():
    lex = lexicon({**compounds("вело", 3), "велотрек": ("вело", "трек")})
    assert clipped_stem(lex, "велотрек") == ""  # type: ignore[arg-type]


def test_a_word_that_only_starts_like_the_stem_is_no_compound_on_it():
    lex = lexicon({**compounds("вело", 15), "велотрек": ("вело", "трек"), "велюр": ("велюр",)})
    assert not clipped_kin(lambda w: clipped_stem(lex, w), "вело", "велюр")  # type: ignore[arg-type]


def test_compounds_on_the_same_clipped_stem_are_kin():
    m = morphology()
    assert m.same_root("автовокзал", "автобусный") is not None
    assert m.same_root("автозаправка", "авто") is not None  # no resource segments автозаправка
    assert m.same_root("зоопарк", "зоомагазин") is not None


def test_a_word_merely_opening_with_the_clipped_stem_is_no_kin():
    m = morphology()
    assert m.same_root("автозаправка", "автор") is None
    assert m.same_root("автозаправка", "автомат") is None  # авто-мат: too short a rest


def test_the_root_without_its_fleeting_vowel_is_kin_despite_another_base():
    assert check_text("неженка", "она такая нежная")
    assert morphology().same_root("перечница", "перчить") is not None


def test_a_look_alike_of_the_fleeting_shape_stays_apart():
    assert not check_text("неженка", "ножницы на столе")


def test_a_velar_palatalized_before_the_singulative_suffix_is_the_noun_s():
    assert morphology().same_root("жемчужина", "жемчуг") is not None


def test_the_old_slavonic_zhd_of_a_root_alternates_with_zh():
    assert "надеж" in root_variants("надежд")
    assert check_text("надежда", "это очень надёжно")
    assert morphology().same_root("одежда", "одежонка") is not None


def test_a_verb_made_of_the_root_by_a_denominal_suffix_heads_no_rival_nest():
    assert "ревновать" not in morphology().target("ревность").rivals  # ревн-ова-ть
    assert check_text("ревность", "муж её ревнует")
    assert "водить" in morphology().target("вода").rivals  # вод-и-ть: a homonym's verb


def test_a_compound_s_stem_stands_for_a_common_word_not_a_rare_one():
    lex = morphology().lex
    assert stem_words("черн", first=True, lex=lex) == ("черный",)  # not чернь
    assert morphology().same_root("чернослив", "чёрный") is not None
    assert morphology().same_root("сыровар", "сырой") is None  # сыр is as common as сырой


def test_a_noun_s_c_with_a_fleeting_vowel_palatalized_before_ik():
    assert morphology().same_root("перчик", "перец") is not None  # перец: перц → перч-ик
    assert check_text("перчик", "острый красный перец")


def test_an_adjective_whose_root_shows_the_fleeting_vowel_the_noun_drops_is_kin():
    assert morphology().same_root("ясли", "ясельный") is not None  # ясел-ь-н-ый, ясл-и
    assert check_text("игла", "игольчатый лист")


def test_a_noun_whose_root_shows_a_vowel_the_secret_word_lacks_stays_apart():
    assert morphology().same_root("болтушка", "болото") is None  # болот is no болт


def test_the_purpose_adjective_suffix_lnj_is_cut_off_an_unknown_word():
    assert check_text("пелёнка", "пеленальный столик")  # пелен-а-льн-ый
