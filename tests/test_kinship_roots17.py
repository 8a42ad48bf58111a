"""Same-root words whose root a verb's alternation explains (issue #13, roots17): a deverbal
secret word's root shown by its verb's own forms, a noun of action in -к- made from a verb with
its consonant alternated, a noun's ц turned into ч before -н-, the Old Slavonic жд read as ж,
and the verb-root series of the paired verbs of motion and a few more."""

from referee.language.morphology import morphology


def test_a_deverbal_secret_word_takes_the_verb_whose_forms_show_its_root():
    m = morphology()
    # пере-клич-к-а (a prefix), морож-ен-щиц-а (a participle's suffix): кличу, морожу
    assert m.decide("перекличка", "кликать").branch == "alternation-paradigm"
    assert m.same_root("мороженщица", "морозить") is not None
    assert m.same_root("прихожая", "ходить") is not None  # хожу, though navec puts it apart
    # кош-к-а has neither: скошу of скосить is no shape of a cat
    assert m.same_root("кошка", "скошенный") is None


def test_a_noun_of_action_in_k_is_made_from_its_verb_with_the_consonant_back():
    m = morphology()
    assert m.target("выглажка").roots == ("глад",)  # выглаж-к-а ← выгладить
    assert m.same_root("глажка", "гладят") is not None
    assert m.same_root("прокрашка", "покрасить") is not None  # прокраш-к-а ← прокрасить
    assert m.same_root("глажка", "глаз") is None


def test_a_nouns_ts_before_n_alternates_with_ch():
    m = morphology()
    assert m.decide("пограничный", "граница").branch == "alternation-nest"


def test_old_slavonic_zhd_reads_back_as_zh():
    m = morphology()
    assert m.same_root("рождество", "рожать") is not None
    assert m.same_root("рог", "рожать") is None  # a namesake's rival nest stays apart


def test_paired_verbs_of_motion_are_one_series():
    m = morphology()
    assert m.decide("вынос", "вынести").branch == "verb-root-series"
    # брести's root is its present tense's бред-у (roots21), a vowel grade of брод: kin by grade
    assert m.decide("бродяга", "брести").branch in ("verb-root-series", "grade")


def test_more_verb_root_series():
    m = morphology()
    assert m.decide("наскок", "скакать").branch == "verb-root-series"
    assert m.decide("выкидыш", "выкинуть").branch == "verb-root-series"
    assert m.decide("швейный", "шить").branch == "verb-root-series"
    assert m.decide("обжора", "обжираться").branch == "verb-root-series"
    assert m.same_root("ткач", "ткнуть") is None  # тк/тык/тыч is left out: ткать's тк
