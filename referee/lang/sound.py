"""Russian sound data: hint phrases for rule D (sound-alike words) and the phonetic key tables.

Rule D of «Шляпа»: no saying a word that sounds like the secret word while hinting that it does
(«рифмуется со словом слон», «звучит как», «созвучно», «похоже по звучанию на»).
Lemmas with ё written as е.
"""

# Lemmas that are a sound hint by themselves.
RHYME_LEMMAS = frozenset(
    {
        "рифмоваться",
        "рифма",
        "созвучный",
        "созвучно",
        "созвучие",
        "зарифмовать",
        "срифмовать",
        "рифмующийся",
        "омоним",
        "созвучен",
    }
)

# Hints that say outright the words sound alike; other hints («рифма», «звучит как», «похоже по
# звучанию») also describe things, and count only with a word that does sound like the secret one.
STRONG_HINTS = frozenset({"рифмоваться", "созвучный", "созвучно", "зарифмовать", "срифмовать",
                          "рифмующийся", "созвучен"})
WORD_NOUNS = frozenset({"слово", "словечко"})

# Verbs of sounding; a hint only with a comparison word next to them («звучит как», «слышится
# похоже»), not in «музыка звучит громко».
SOUND_VERBS = frozenset({"звучать", "слышаться", "произноситься", "прозвучать", "послышаться"})
COMPARISON_WORDS = frozenset(
    {
        "как",
        "похоже",
        "почти",
        "словно",
        "будто",
        "также",
        "созвучно",
        "похож",
        "похожий",
        "напоминать",
        "одинаково",
    }
)

# Comparison words that announce the compared word after them: a hint ending on one («звучит как
# …») names no word before it.
LEADING_COMPARISONS = frozenset({"как", "словно", "будто"})
# «как» after «по звуку», heard with a syllable echoed («по звуку карак …»): the sound-alike word
# right after it must vouch for it
HEARD_COMPARISON = "как"

# «похоже / похожее / напоминает» is a sound hint only with a sound noun phrase next to it.
LIKENESS_LEMMAS = frozenset({"похоже", "похожий", "напоминать", "похож", "сходный"})
SOUND_NOUNS = frozenset({"звучание", "слух", "звук", "произношение"})

# Words between a hint and the sound-alike word that are not the sound-alike word themselves.
FILLERS = frozenset(
    {
        "с",
        "со",
        "на",
        "как",
        "слово",
        "словом",
        "слова",
        "словечко",
        "почти",
        "похоже",
        "по",
        "звучанию",
        "слух",
        "тоже",
        "немного",
        "чуть",
        "чем",
        "то",
        "это",
        "и",
        "а",
        "ну",
        "вот",
        "очень",
        "еще",
        "ещё",
        "например",
        "такое",
        "такой",
        "типа",
        "вроде",
        "будто",
        "словно",
        "прямо",
        "точно",
        "же",
        "в",
        "рифму",
        "рифма",
        "звучит",
        "созвучно",
        "рифмуется",
        "слышится",
    }
)

# A sound-alike word said before its hint comes after one of these («с мукой рифмуется», «кот и
# рот созвучны»).
WITH = ("со", "с")  # what a rhyme verb governs: «рифмуется с …» (the longer first)
VOWEL_APART = "и"  # a rhyme verb's last vowel heard as a word of its own: «муец и с…»
WITH_HEARD = ("из", "ис")  # «с» heard unsure with a vowel put before it: «моец из бриллиант»
# Sound-alike words listed one after another: «рифмуется с букашкой и с промокашкой».
LIST_JOINERS = frozenset({"и", "или"})
BEFORE_MARKERS = frozenset({"с", "со", "как", "и", "слово", "словом", "слова", "словечко"})

# Phonetic key: voiced consonants devoiced at the end of a word and before a voiceless one.
DEVOICE = {"б": "п", "в": "ф", "г": "к", "д": "т", "ж": "ш", "з": "с"}
VOICELESS = frozenset("пфктшсхцчщ")
# Vowel reduction (stress unknown): vowels merged into four classes.
VOWEL_CLASS = {
    "о": "а",
    "а": "а",
    "я": "а",
    "е": "и",
    "э": "и",
    "и": "и",
    "ы": "ы",
    "у": "у",
    "ю": "у",
    "ё": "а",
}
VOWELS = frozenset(VOWEL_CLASS)
# Silent letters and merging clusters: signs vanish, «тс»/«тьс» sound as «ц», «сч» as «щ».
CLUSTERS = (
    ("тьс", "ц"),
    ("тс", "ц"),
    ("дс", "ц"),
    ("сч", "щ"),
    ("зч", "щ"),
    ("стн", "сн"),
    ("здн", "зн"),
    ("лнц", "нц"),
    ("вств", "ств"),
)
SILENT = frozenset("ьъ")
