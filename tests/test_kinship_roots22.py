"""Same-root false alerts from the secret word's own family building (issue #13, roots22): a
noun is built on a verb's stem only when a deverbal suffix and nothing but a suffix follow it;
no kin through a noun that only shares the stem of the noun the secret word is made from."""

from kinship_support import sure_alert

from referee.language.kinship.target_base import parent_namesake
from referee.language.lexicon import lexicon
from referee.language.morphology import morphology
from referee.rules.secret import deverbal_rest, prepare


def test_a_deverbal_suffix_takes_only_a_suffix_after_it():
    assert deverbal_rest("лк") and deverbal_rest("тел") and deverbal_rest("ни")
    assert deverbal_rest("льщик") and deverbal_rest("лиц") and deverbal_rest("тельниц")
    assert not deverbal_rest("ллер") and not deverbal_rest("л" + "ер")
    assert not deverbal_rest("")  # a noun that is the verb's whole stem shows no verb


def test_a_foreign_noun_spelling_a_verb_stem_is_no_derivative_of_it():
    lex = lexicon()
    assert prepare("пропеллер", lex).roots != ("пе",)  # про-пе-л-лер: no suffix -лер
    assert prepare("поливалка", lex).roots == ("ли",)  # полива-л-к-а ← поливать
    m = morphology()
    assert m.same_root("пропеллер", "пропеть") is None
    assert m.same_root("поливалка", "поливать") is not None
    assert m.same_root("читатель", "читать") is not None


def test_a_noun_on_the_stem_of_the_secret_words_parent_is_a_namesake():
    lex = lexicon()
    t = prepare("пыльца", lex)  # пыль-ц-а ← пыль
    assert parent_namesake(t, "пыл", lex)  # another noun on the stem пыл
    assert not parent_namesake(t, "пыль", lex)  # the parent itself
    assert not parent_namesake(prepare("курятник", lex), "кур", lex)  # a being: кур ← кура
    assert not parent_namesake(prepare("практикант", lex), "практик", lex)  # a long stem


def test_no_kin_through_a_namesake_of_the_parent():
    m = morphology()
    assert m.same_root("пыльца", "пылкий") is None  # пылкий ← пыл
    assert m.same_root("пыльца", "пыльный") is not None
    assert m.same_root("курятник", "куриный") is not None
    assert m.same_root("практикант", "практиковаться") is not None


def test_a_noun_on_an_underived_secret_words_own_stem_is_a_namesake():
    lex = lexicon()
    assert parent_namesake(prepare("лес", lex), "леса", lex)  # леса (scaffolding) ≠ лес
    assert not sure_alert("лес", "леска")  # леска ← леса; only a reading as лесок's form is left
    assert sure_alert("лес", "лесной")


