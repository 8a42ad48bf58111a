"""Numbers a recognizer writes in digits, spelled out as they are said («40» → «сорок»)."""

from __future__ import annotations

UNITS = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")
TEENS = ("десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
         "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")
TENS = ("", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
        "восемьдесят", "девяносто")
HUNDREDS = ("", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
            "восемьсот", "девятьсот")


def spelled(text: str) -> str:
    """`text` as said: a whole number below a thousand written in digits spelled out in words
    (nominative: «40» → «сорок», «105» → «сто пять»); any other text unchanged."""
    if not text.isdigit() or len(text) > 3:
        return text
    number = int(text)
    if number < 10:
        return UNITS[number]
    words = [HUNDREDS[number // 100]]
    rest = number % 100
    if 10 <= rest < 20:
        words.append(TEENS[rest - 10])
    elif rest:
        words += [TENS[rest // 10], UNITS[rest % 10] if rest % 10 else ""]
    return " ".join(w for w in words if w)
