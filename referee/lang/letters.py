"""Words and phrase parts by which an explainer refers to letters, syllables or parts of a word.

Rule E of «Шляпа»: no appeal to the letters or syllables of the secret word («первая буква такая же,
как у …», «убери последние четыре буквы», «слово из трёх слогов», «анаграмма от слова рост»).
All entries are lemmas (ё written as е) unless said otherwise.
"""

# Nouns of letter games and stress: one alone is a reference to the word's letters.
GAME_NOUNS = frozenset({"анаграмма", "палиндром", "ударение", "метаграмма", "шарада"})
# Of those, the stress: said with the syllable it falls on («ударение на первый слог»).
STRESS_NOUNS = frozenset({"ударение"})
# Nouns that name letters or syllables: a reference when letter context is near («первая буква»,
# «пять букв», «буква эс», «в слове три слога»), not in «дети учат буквы» (the topic, not the word).
LETTER_NOUNS = frozenset({"буква", "буковка", "слог", "гласная", "согласная", "литера"})

# Adjectives that, in the full (attributive) form, name kinds of letters and sounds.
LETTER_ADJECTIVES = frozenset({"гласный", "согласный", "заглавный", "прописной", "строчный"})

# Nouns that name a part of something; a reference to the word when followed by «слово» or when
# an ordinal or «последний» stands before them («первая часть», «последний кусок слова»).
PART_NOUNS = frozenset(
    {
        "часть",
        "половина",
        "половинка",
        "начало",
        "конец",
        "середина",
        "кусок",
        "кусочек",
        "корень",
        "приставка",
        "суффикс",
        "окончание",
        "звук",
        "слог",
        "буква",
    }
)

# Parts a word may be explained by, each through its meaning (rules, remark G: «если слово
# загадывается … по частям», allowed; «первая часть — то, что идёт из чайника»). Such a part is
# a reference to letters only with a FORM_CUE after it; the other PART_NOUNS (начало, конец,
# слог, …) name places in the spelling and are references by themselves.
MEANING_PART_NOUNS = frozenset({"часть", "половина", "половинка", "кусок", "кусочек"})

# Lemmas that, right after a part, compare its form, not its meaning: «первая часть как у слова
# парус», «вторая половина такая же как у …», «часть слова звучит как …», «… пишется через о».
FORM_CUES = frozenset(
    {
        "как",
        "такой",
        "похожий",
        "похоже",
        "совпадать",
        "одинаковый",
        "созвучный",
        "созвучно",
        "звучать",
        "рифмоваться",
        "произноситься",
        "читаться",
        "писаться",
    }
)
# Words skipped between a part and what is said about it («первая часть слова — это …»).
PART_LINKS = frozenset({"слово", "это", "-", "—", "у", "него", "нее", "неё"})

# Nouns of a place in a row: an ordinal before one still places the letter noun near it
# («на первом месте буква эф»), unlike one before another noun («буквы в первом классе»).
PLACE_NOUNS = frozenset({"место"})

# «Слово» and its synonyms, whose parts are being talked about.
WORD_NOUNS = frozenset({"слово", "словечко"})

# Position words: ordinals and «последний», «предпоследний», «крайний».
POSITION_ADJECTIVES = frozenset(
    {
        "первый",
        "второй",
        "третий",
        "четвертый",
        "пятый",
        "шестой",
        "последний",
        "предпоследний",
        "крайний",
        "начальный",
        "конечный",
    }
)

# Verbs of a word's beginning and end; a reference when followed by на/с + a letter or syllable,
# or when «слово» is their subject.
START_END_VERBS = frozenset(
    {
        "начинаться",
        "заканчиваться",
        "оканчиваться",
        "кончаться",
        "завершаться",
        "начинающийся",
        "заканчивающийся",
        "оканчивающийся",
    }
)
START_END_PREPOSITIONS = frozenset({"на", "с", "со"})
# Prepositions a recognizer runs into the letter noun after them, a letter reference by itself:
# «по слогам» heard «послога», «на букву» heard «набукву».
NOUN_PREPOSITIONS = ("по", "на", "со", "с", "во", "в")

# Verbs of spelling and reading a word («пишется через о», «прочитай наоборот»).
SPELLING_VERBS = frozenset(
    {
        "писаться",
        "произноситься",
        "читаться",
        "прочитать",
        "читать",
        "прочесть",
        "написать",
        "писать",
        "произнести",
        "выговорить",
    }
)
SPELLING_MARKERS = frozenset(
    {"наоборот", "задом", "справа", "слитно", "раздельно", "через", "по-буквам"}
)

# Operations on letters: «убери», «добавь», «замени», «переставь» + a letter (name).
EDIT_VERBS = frozenset(
    {
        "убрать",
        "убирать",
        "отбросить",
        "отрезать",
        "добавить",
        "прибавить",
        "заменить",
        "поменять",
        "переставить",
        "вычеркнуть",
        "стереть",
        "приставить",
    }
)

# «мягкий знак», «твердый знак»: the noun знак with one of these adjectives.
SIGN_ADJECTIVES = frozenset({"мягкий", "твердый"})
SIGN_NOUN = "знак"

# Names of the Russian letters as they are said aloud. UNAMBIGUOUS names are not ordinary words;
# AMBIGUOUS ones are also prepositions, conjunctions or pronouns («а», «и», «у», «я»), fillers
# («э», «эм», «ха») or slang («че»), so they count only next to an unambiguous one.
UNAMBIGUOUS_LETTER_NAMES = frozenset(
    {
        "бэ",
        "вэ",
        "гэ",
        "дэ",
        "жэ",
        "зэ",
        "ка",
        "эл",
        "эль",
        "эн",
        "пэ",
        "эр",
        "эс",
        "тэ",
        "эф",
        "цэ",
        "ща",
        "ы",
        "йот",
        "икс",
        "игрек",
        "зет",
        "ку",
        "жо",
        "йо",
    }
)
AMBIGUOUS_LETTER_NAMES = frozenset(
    {
        "а",
        "б",
        "в",
        "г",
        "д",
        "е",
        "ё",
        "ж",
        "з",
        "и",
        "й",
        "к",
        "л",
        "м",
        "н",
        "о",
        "п",
        "р",
        "с",
        "т",
        "у",
        "ф",
        "х",
        "ц",
        "ч",
        "ш",
        "щ",
        "э",
        "ю",
        "я",
        "эм",
        "ха",
        "че",
        "ша",
        "бе",
        "ве",
        "ге",
        "де",
        "же",
        "зе",
        "пе",
        "те",
        "це",
    }
)
LETTER_NAMES = UNAMBIGUOUS_LETTER_NAMES | AMBIGUOUS_LETTER_NAMES

# Number words whose lemma is not tagged as a numeral by pymorphy3.
ONE = "один"  # the count a noun follows in its own case («один слог»)
NUMBER_WORDS = frozenset({ONE, "два", "три", "четыре", "пять", "шесть", "семь", "восемь",
                          "девять", "десять", "оба", "несколько", "сколько", "много", "мало"})
# Other words that make a letter noun refer to the secret word's letters.
LETTER_CONTEXT = frozenset({"подряд", "одинаковый", "такой", "же", "удвоенный", "двойной",
                            "заглавный", "большой", "маленький", "писаться", "произноситься",
                            "читаться"})
# Of LETTER_CONTEXT, the sizes tie one letter to the word («с большой буквы»), not letters of
# writing in general («надпись большими буквами»).
SIZE_ADJECTIVES = frozenset({"большой", "маленький"})
# Prepositions that make the next letter noun a reference: «на букву», «с буквы», «по слогам».
LETTER_PREPOSITIONS = frozenset({"на", "с", "со", "по"})
# Of them, «с» with the instrumental: what a thing has («таблица с буквами»), see `comitative`.
WITH_PREPOSITIONS = frozenset({"с", "со"})
# Letter names that are far more often conjunctions or prepositions: no context on their own.
FUNCTION_LETTERS = frozenset({"а", "и", "в", "с", "к", "у"})
