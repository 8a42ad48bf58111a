"""OpenCorpora grammemes (as pymorphy3 tags them) that matter for words in the hat,
with the Russian names the judge reads in a word-list report."""

# Parts of speech, named for the report «не существительное (…)».
POS_NAMES = {
    "ADJF": "прилагательное",
    "ADJS": "краткое прилагательное",
    "COMP": "сравнительная степень",
    "VERB": "глагол",
    "INFN": "глагол",
    "PRTF": "причастие",
    "PRTS": "краткое причастие",
    "GRND": "деепричастие",
    "NUMR": "числительное",
    "ADVB": "наречие",
    "NPRO": "местоимение",
    "PRED": "предикатив",
    "PREP": "предлог",
    "CONJ": "союз",
    "PRCL": "частица",
    "INTJ": "междометие",
}

# A noun with any of these is a proper name: first name, surname, patronymic, place, organisation,
# trademark.
PROPER = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"})
PROPER_NAMES = {
    "Name": "имя",
    "Surn": "фамилия",
    "Patr": "отчество",
    "Geox": "географическое название",
    "Orgn": "название организации",
    "Trad": "торговая марка",
}

ABBREVIATION = "Abbr"

# Register marks: slang (where pymorphy3 keeps most obscenities), informal, distorted, erroneous
# spellings. The built-in list avoids them; a judge's own list may keep them.
NON_STANDARD = frozenset({"Slng", "Infr", "Dist", "Erro"})

CASE_NAMES = {
    "gent": "родительный",
    "datv": "дательный",
    "accs": "винительный",
    "ablt": "творительный",
    "loct": "предложный",
    "voct": "звательный",
    "gen2": "второй родительный",
    "acc2": "второй винительный",
    "loc2": "второй предложный",
}
