"""Data for rule G of «Шляпа» on foreign words: «нельзя прямо произносить иностранные слова
(„скажи хенд по-русски“); заимствования, перешедшие в русский язык, называть можно
(„рефрижератор по-простому“)». Language cues, and the spellings a Russian transcription of a
foreign word may come from (to find «хенд» = hand, «уотер» = water, «вассер» = Wasser).
"""

# Language adverbs and adjectives (lemma) → wordfreq language code. «по-английски» comes from a
# recognizer as «по английски» (two tokens) or, typed, as one token with a hyphen.
LANGUAGES = {
    "английски": "en",
    "английский": "en",
    "англичанин": "en",
    "американец": "en",
    "американский": "en",
    "англия": "en",
    "америка": "en",
    "инглиш": "en",
    "немецки": "de",
    "немецкий": "de",
    "немец": "de",
    "германия": "de",
    "французски": "fr",
    "французский": "fr",
    "француз": "fr",
    "франция": "fr",
    "испански": "es",
    "испанский": "es",
    "испанец": "es",
    "испания": "es",
    "итальянски": "it",
    "итальянский": "it",
    "итальянец": "it",
    "италия": "it",
}
# The peoples among LANGUAGES: named in a case other than the nominative («у испанцев») they are
# a cue only before a verb of naming.
PEOPLE = frozenset({"англичанин", "американец", "немец", "француз", "испанец", "итальянец"})
# Languages whose words are not written in Latin letters: a cue, but nothing to look up.
OTHER_LANGUAGES = frozenset(
    {
        "гречески",
        "греческий",
        "латыни",
        "латынь",
        "латинский",
        "японски",
        "японский",
        "китайски",
        "китайский",
        "иностранный",
    }
)
# «скажи X по-русски»: X is foreign, language unknown (looked up in all of LANGUAGES).
RUSSIAN = frozenset({"русски", "русский", "нашему", "нашенски"})
CUE_PREFIX = "по"  # «по английски», «по-английски»
# Spoken cue words, matched by sound when the recognizer garbles them («по английскии», «по
# руфски», «английки»): each form → its language («» for «по-русски»: any language).
CUE_FORMS = {
    "английски": "en",
    "английском": "en",
    "немецки": "de",
    "немецком": "de",
    "французски": "fr",
    "французском": "fr",
    "испански": "es",
    "итальянски": "it",
    "русски": "",
    "поанглийски": "en",  # the preposition run into the cue word («панемецкие»)
    "понемецки": "de",
    "пофранцузски": "fr",
    "порусски": "",
    "англичане": "en",  # the speakers named («испанцы называют …», heard «спанцы», «из панцы»)
    "немцы": "de",
    "французы": "fr",
    "испанцы": "es",
    "итальянцы": "it",
}
# Words of speech between a cue and the word it introduces («по английски ну это самое бут»,
# «по английски и сно»): never the foreign word, and not counted in the cue's reach.
FILLERS = frozenset(
    {
        "ну",
        "это",
        "самое",
        "короче",
        "типа",
        "вот",
        "значит",
        "будет",
        "как",
        "бы",
        "так",
        "и",
        "а",
        "же",
        "вообще",
        "просто",
        "слово",
        "называется",
        "говорят",
        "скажем",
        "там",
        "тут",
    }
)

# Verbs of naming and saying (lemma) between a cue and its word («итальянцы называют её феста»,
# «французы здороваются бонжур»): the word after them is the one said, as after a filler.
NAMING_VERBS = frozenset(
    "называть называться звать говорить сказать произносить писать здороваться прощаться "
    "благодарить кричать отвечать".split()
)
# Verbs whose object is a language itself («знает английский», «выучил немецкий»): the language
# learnt or known, not a cue for a word of it.
LEARNING_VERBS = frozenset(
    "знать учить выучить изучать изучить преподавать понимать подучить освоить осваивать".split()
)
# Prepositions before a language adjective that make it the language translated from («с
# английского на русский»), not one a word is said in.
FROM_PREPOSITIONS = frozenset({"с", "со"})
# Nouns a language adjective may describe and still name the language («английское слово хэнд»,
# «на немецком языке»); with any other noun it names a thing of that country («итальянский
# десерт», «немецкая овчарка»), not a cue.
SPEECH_NOUNS = frozenset(
    {"язык", "слово", "название", "перевод", "вариант", "манер", "лад", "выражение", "речь"}
)

# Articles and short pronouns that open a phrase of a language other than English («по испански
# эль гато», «по итальянски ла каза», «по испански те кьеро»): after that language's cue they
# belong to the foreign phrase, though Russian has some of them as short words («те», «ля»).
PHRASE_OPENERS = {
    "es": frozenset("el la los las un una te me lo le se mi tu".split()),
    "it": frozenset("il lo la le gli un una ti mi".split()),
    "fr": frozenset("le la les un une des du de mon ma mes".split()),
    "de": frozenset("der die das den dem des ein eine".split()),
}

# Frequent foreign-looking interjections that are Russian speech by now.
ESTABLISHED = frozenset(
    {
        "окей",
        "ок",
        "вау",
        "упс",
        "хай",
        "бай",
        "сорри",
        "сори",
        "плиз",
        "ноу",
        "йес",
        "ес",
        "лол",
        "кринж",
        "вайб",
        "хайп",
        "лайк",
    }
)

# Cyrillic letters and letter groups → Latin spellings they may transcribe (longest groups first).
SPELLINGS = {
    "дж": ("j", "g", "dg", "dge", "ge"),
    "тч": ("tch", "ch"),
    "кс": ("x", "cks", "ks", "xs"),
    "кв": ("qu", "kw"),
    "ай": ("i", "y", "igh", "ie", "ai", "ye", "uy", "ei"),
    "яй": ("y", "ie", "i"),  # after л: «фляй» = fly
    "ей": ("a", "ay", "ai", "ei", "ey", "eigh", "ee", "eil", "eille"),  # French «солей» = soleil
    "эй": ("a", "ay", "ai", "ei", "ey", "eigh"),
    "оу": ("o", "ow", "oa", "ou", "oe"),
    "ау": ("ou", "ow", "au"),
    "уа": ("oi",),  # French: «этуаль» = étoile, «уазо» = oiseau
    "шт": ("st",),  # German: «штрассе» = Straße, «штуль» = Stuhl
    "шп": ("sp",),  # German: «шпигель» = Spiegel
    "ой": ("oy", "oi", "eu", "äu"),  # German eu/äu: «фройнд» = Freund
    "ью": ("ew", "u", "iu"),
    "кк": ("cc", "ck", "kk", "c"),
    "нг": ("ng",),
    "уо": ("wa", "wo", "wha"),
    "ия": ("ia", "ea"),
    "ир": ("ir", "ur", "er", "ear"),
    "ер": ("er", "ur", "ir", "ear", "re", "or", "ar"),
    "эр": ("er", "ur", "ir", "ear", "ar"),
    "ор": ("or", "oor", "our", "ar"),
    "ар": ("ar", "ur"),
    "а": ("a", "u", "o", "ah"),
    "б": ("b", "bb"),
    "в": ("v", "w", "wh"),
    "г": ("g", "gh", "gg"),
    "д": ("d", "dd"),
    "е": ("e", "a", "ea", "ai", "ie", "ye", "eu", "oeu"),  # and «ё» (written е): French «кёр»
    "ж": ("zh", "j", "g", "s"),
    "з": ("z", "s", "th", "zz", "ss"),
    "и": ("i", "ee", "ea", "e", "y", "ie", "ey", "ai"),
    "й": ("y", "i", "j"),
    "к": ("k", "c", "ck", "ch", "q"),
    "л": ("l", "ll"),
    "м": ("m", "mm"),
    "н": ("n", "nn", "kn"),
    "о": ("o", "a", "au", "aw", "ou", "oa", "oo", "ow", "eau"),  # «сно» = snow, «марто» = marteau
    "п": ("p", "pp"),
    "р": ("r", "rr", "wr"),
    "с": ("s", "c", "ss", "sc", "th", "ce"),
    "т": ("t", "tt"),
    "у": ("u", "oo", "w", "ou", "o", "ew", "oe"),  # «шуз» = shoes
    "ф": ("f", "ph", "ff"),
    "х": ("h", "kh", "ch"),
    "ц": ("ts", "c", "z", "tz"),
    "ч": ("ch", "tch"),
    "ш": ("sh", "sch", "ch", "s"),  # «шугар» = sugar
    "щ": ("sh", "shch"),
    "ъ": ("",),
    "ы": ("y", "i"),
    "ь": ("",),
    "э": ("e", "a", "ai", "ea", "ie"),
    "ю": ("u", "yu", "ew", "oo", "ju"),  # German ju: «юнге» = Junge
    "я": ("ya", "ia", "a", "ja"),
}
# Spellings of one language only: Italian c/g/sc before e and i («дольче» = dolce, «джелато» =
# gelato, «лашате» = lasciate), gn and gli; Spanish j and g for х («наранха» = naranja), ñ
# (folded to n: «маньяна» = mañana), ll («калье» = calle) and z, said as с in the Americas
# («сервеса» = cerveza, «сапато» = zapato); French eu and œu heard as э («эф» = œuf: 2 more of
# the 1,734 commonest Russian forms with э read as French right after a French cue, эф and эру).
SPELLINGS_BY_LANG = {
    "it": {
        "ч": ("c", "ci"),
        "чч": ("cc", "cci"),
        "дж": ("g", "gi", "gg", "ggi"),
        "ш": ("sc", "sci"),
        "нь": ("gn",),
        "ль": ("gl", "gli"),
        "к": ("ch",),
    },
    "es": {"х": ("j", "g"), "нь": ("n",), "ль": ("ll",), "й": ("ll",), "с": ("z",)},
    "fr": {"э": ("eu", "oeu")},
}
# Spanish, French and Italian write an initial h they do not say: a transcription starts with the
# vowel after it («эрмано» = hermano, «ола» = hola, «ивер» = hiver).
SILENT_INITIAL_H = frozenset({"es", "fr", "it"})
# German says a final b, d, g, v voiceless, and a transcription writes what it hears: «хант» =
# Hand, «хунт» = Hund, «таг» or «так» = Tag, «кинт» = Kind.
FINAL_DEVOICED = {"de": {"т": ("d", "dt"), "п": ("b",), "к": ("g",), "ф": ("v",)}}
# German marks a long vowel with a silent h (Jahr, Weihnachten, Stuhl): a transcription never
# writes it, so it may follow any vowel.
LENGTHENING_H = frozenset({"de"})
SILENT_ENDINGS = ("", "e")  # «найф» = knife, «гейм» = game
# French writes more letters it does not say at the end of a word: «нюи» = nuit, «ами» = amis.
SILENT_ENDINGS_BY_LANG = {"fr": ("", "e", "s", "t", "x", "d", "es", "ent", "ts")}

# English sounds (the CMU Pronouncing Dictionary's ARPAbet; the stress digit is dropped except in
# the unstressed «AH0» and «ER0», which a Russian ear hears as almost any vowel) → the Cyrillic
# letters a Russian transcription writes for them («морнинг», «хэппи», «бёздэй», «отэм»).
EN_SOUNDS = {
    "AA": ("а", "о"),  # «пот» = pot, «кар» = car
    "AE": ("э", "е", "а"),
    "AH": ("а", "о"),
    "AH0": ("а", "е", "э", "о", "и"),
    "AO": ("о", "а"),
    "AW": ("ау",),
    "AY": ("ай", "яй"),  # «фляй» = fly
    "EH": ("е", "э"),
    "ER": ("ёр", "ер", "эр", "ё", "е", "э", "ир", "ур", "ор"),  # «шёрт», «бёздэй»
    "ER0": ("ер", "эр", "ор", "ар", "е", "э", "а", "р"),  # «сизорс», «файр»
    "EY": ("ей", "эй", "е", "э"),
    "IH": ("и", "е"),
    "IY": ("и",),
    "OW": ("оу", "о"),
    "OY": ("ой",),
    "UH": ("у",),
    "UW": ("у", "ю"),
    "B": ("б",),
    "CH": ("ч", "тч"),
    "D": ("д",),
    "DH": ("з", "д"),
    "F": ("ф",),
    "G": ("г",),
    "HH": ("х",),
    "JH": ("дж",),
    "K": ("к",),
    "L": ("л", "ль"),
    "M": ("м",),
    "N": ("н",),
    "NG": ("нг", "н"),
    "P": ("п",),
    "R": ("р",),
    "S": ("с",),
    "SH": ("ш",),
    "T": ("т",),
    "TH": ("с", "ф", "т", "з"),  # «тус» = tooth, «фэнк» = thank
    "V": ("в",),
    "W": ("у", "в"),  # «уотер», «виндоу»
    "Y": ("й",),
    "Z": ("з", "с"),
    "ZH": ("ж",),
}
# A glide and its vowel written as one Russian letter («ньюз» = news, «йес» = yes), and t with s.
EN_PAIRS = {
    ("Y", "UW"): ("ю",),
    ("Y", "UH"): ("ю",),
    ("Y", "AH0"): ("я", "ю", "е"),
    ("Y", "AA"): ("я",),
    ("Y", "AE"): ("я", "е"),
    ("Y", "EH"): ("е", "йе"),
    ("Y", "AO"): ("ё", "йо"),
    ("Y", "OW"): ("ё", "йо"),
    ("Y", "ER"): ("ё",),
    ("T", "S"): ("ц",),  # «биц» = bits, «шпац»
}
# How a consonant sound may stand in a consonant skeleton (see `referee.language.translit`):
# voiced as voiceless, a sound that transcriptions spell in several ways with each skeleton.
EN_SKELETON = {
    "B": ("п",),
    "CH": ("ч",),
    "D": ("т",),
    "DH": ("с", "т"),
    "F": ("ф",),
    "G": ("к",),
    "HH": ("х", ""),
    "JH": ("тш",),
    "K": ("к",),
    "L": ("л",),
    "M": ("м",),
    "N": ("н",),
    "NG": ("нк", "н"),
    "P": ("п",),
    "R": ("р",),
    "S": ("с",),
    "SH": ("ш",),
    "T": ("т",),
    "TH": ("с", "ф", "т"),
    "V": ("ф",),
    "W": ("", "ф"),
    "Z": ("с",),
    "ZH": ("ш",),
}
# Cyrillic consonants in a skeleton: voiced as voiceless; vowels, «й» and signs left out.
RU_SKELETON = {
    "б": "п",
    "в": "ф",
    "г": "к",
    "д": "т",
    "ж": "ш",
    "з": "с",
    "к": "к",
    "л": "л",
    "м": "м",
    "н": "н",
    "п": "п",
    "р": "р",
    "с": "с",
    "т": "т",
    "ф": "ф",
    "х": "х",
    "ц": "тс",
    "ч": "ч",
    "ш": "ш",
    "щ": "ш",
}
# Function words of the foreign languages (articles, pronouns, auxiliaries, prepositions): never
# what a player names, and frequent enough to make any short Russian word look foreign («день» as
# German «den», «лей» as French «la»).
FOREIGN_FUNCTION_WORDS = {
    "en": frozenset(
        "a an the and or but of to in on at by for from with as is are was were be been am do "
        "does did have has had will would shall should can could may might must not no it its he "
        "she we they them his her our their my me him us this that these those there than then "
        "who whom what which into onto upon".split()
    ),
    "de": frozenset(
        "der die das den dem des ein eine einen einem einer und oder ist sind war waren bin mit "
        "von zu zum zur im am auf aus bei für nicht sich ich du er sie es wir ihr auch aber wie "
        "dass noch".split()
    ),
    "fr": frozenset(
        "le la les l un une des du de et ou est sont était pas que qui dans pour par sur avec "
        "mais il elle ils elles nous vous je tu ce ces cette son sa ses leur au aux en ne y".split()
    ),
}
