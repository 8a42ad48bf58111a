"""Rule E: appeals to the letters, syllables, sounds or parts of the secret word.

Phrase patterns over lemmas (language data in `referee.lang.letters`): letter nouns («буква»,
«слог», «анаграмма», «ударение»), parts of a word («первая часть», «конец слова»), a word's start
or end («начинается на ка», «слово заканчивается …»), spelling and reading («пишется через о»,
«прочитай наоборот»), edits («убери …» + a letter), spelled-out letter names («эр у ка а»).
Innocent uses («начинается после вечера», «часть тела») do not match: each pattern needs a letter,
a syllable, a letter name or the noun «слово» next to it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from referee.events import Alert
from referee.lang import letters as L
from referee.rules.base import Token
from referee.rules.matching import Match, grammemes, has_lemma, to_alerts

WINDOW = 6  # tokens a phrase may reach back from the newest token
GAP = 2  # letter phrases this close are one reference («одна гласная и три согласных»)
CONTEXT = 3  # tokens around a letter noun searched for letter context


def is_letter_name(text: str) -> bool:
    return text in L.LETTER_NAMES


def is_letter_word(token: Token) -> bool:
    """A letter name, a letter noun, «мягкий/твердый (знак)», or a short syllable-like token."""
    return (
        is_letter_name(token.text)
        or has_lemma(token, L.LETTER_NOUNS)
        or has_lemma(token, L.SIGN_ADJECTIVES)
    )


def is_syllable_like(token: Token) -> bool:
    """A bit of a word said alone («ко», «ба»): at most three letters, no pronoun."""
    return len(token.text) <= 3 and "NPRO" not in grammemes(token.text)


def letter_context(tokens: Sequence[Token], i: int) -> int | None:
    """Position of a word near the letter noun at `i` that ties it to the word's letters."""
    if i > 0 and tokens[i - 1].text in L.START_END_PREPOSITIONS:
        return i - 1  # «на букву», «с буквы»
    if i + 1 < len(tokens) and is_letter_name(tokens[i + 1].text):
        return i + 1  # «буква а»
    wanted = (
        L.NUMBER_WORDS
        | L.POSITION_ADJECTIVES
        | L.WORD_NOUNS
        | L.START_END_VERBS
        | L.EDIT_VERBS
        | L.SPELLING_VERBS
        | L.LETTER_CONTEXT
        | L.GAME_NOUNS
    )
    for k in [*range(max(0, i - CONTEXT), i), *range(i + 1, min(i + CONTEXT + 1, len(tokens)))]:
        near = tokens[k]
        if (
            has_lemma(near, wanted)
            or near.text in L.UNAMBIGUOUS_LETTER_NAMES
            or grammemes(near.text) & {"NUMR", "NUMB"}
        ):
            return k
    return None


class Letters:
    name = "letters"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        begin = max(0, start - WINDOW)
        matches = [m for i in range(begin, len(tokens)) for m in self._at(tokens, i)]
        return to_alerts(self.name, tokens, matches, start, GAP)

    def _at(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        yield from self._letter_noun(tokens, i)
        yield from self._lone_letter(tokens, i)
        yield from self._word_part(tokens, i)
        yield from self._start_end(tokens, i)
        yield from self._spelling(tokens, i)
        yield from self._edit(tokens, i)
        yield from self._spelled_out(tokens, i)

    def _letter_noun(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if has_lemma(token, L.GAME_NOUNS):
            yield Match(i, i + 1, 0.9, "game_noun", f"«{token.text}» — игра с буквами слова")
        elif has_lemma(token, L.LETTER_NOUNS) or (
            has_lemma(token, L.LETTER_ADJECTIVES) and "ADJF" in grammemes(token.text)
        ):
            context = letter_context(tokens, i)
            yield Match(
                i,
                i + 1,
                0.45 if context is None else 0.9,
                "letter_noun",
                f"«{token.text}» — ссылка на буквы или слоги слова",
                reach=-1 if context is None else context,
            )
        elif has_lemma(token, L.SIGN_ADJECTIVES):
            if i + 1 < len(tokens) and has_lemma(tokens[i + 1], {L.SIGN_NOUN}):
                yield Match(
                    i,
                    i + 2,
                    0.9,
                    "sign",
                    f"«{token.text} {tokens[i + 1].text}» — ссылка на буквы слова",
                )

    def _lone_letter(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """A letter name next to a word part or letter noun: «тэ в конце», «в начале эс»."""
        token = tokens[i]
        if token.text not in L.UNAMBIGUOUS_LETTER_NAMES:
            return
        wanted = L.PART_NOUNS | L.LETTER_NOUNS | L.START_END_VERBS | L.WORD_NOUNS
        for k in [*range(max(0, i - 2), i), *range(i + 1, min(i + 3, len(tokens)))]:
            if has_lemma(tokens[k], wanted):
                yield Match(
                    min(i, k),
                    max(i, k) + 1,
                    0.75,
                    "letter_name",
                    f"«{token.text}» — название буквы слова",
                )
                return

    def _word_part(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not has_lemma(token, L.PART_NOUNS) or "NOUN" not in grammemes(token.text):
            return
        after = tokens[i + 1 : i + 3]
        for k, nxt in enumerate(after):
            if has_lemma(nxt, L.WORD_NOUNS):
                yield Match(
                    i,
                    i + k + 2,
                    0.85,
                    "part_of_word",
                    f"«{token.text} {nxt.text}» — ссылка на части слова",
                )
                return
        previous = tokens[i - 1] if i > 0 else None
        if previous and has_lemma(previous, L.POSITION_ADJECTIVES) and i + 1 < len(tokens):
            if not self._foreign_genitive(tokens[i + 1]):
                yield Match(
                    i - 1,
                    i + 1,
                    0.75,
                    "position_part",
                    f"«{previous.text} {token.text}» — ссылка на часть слова",
                    reach=i + 1,
                )

    @staticmethod
    def _foreign_genitive(token: Token) -> bool:
        """A noun in the genitive that is not «слово»: «первая часть тела», «конец фильма»."""
        g = grammemes(token.text)
        return "NOUN" in g and "gent" in g and not has_lemma(token, L.WORD_NOUNS)

    def _start_end(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not has_lemma(token, L.START_END_VERBS):
            return
        explanation = f"«{token.text}» — ссылка на начало или конец слова"
        before = tokens[max(0, i - 3) : i]
        if any(has_lemma(t, L.WORD_NOUNS) for t in before):
            yield Match(i, i + 1, 0.8, "word_starts", explanation)
        if i + 2 < len(tokens) and tokens[i + 1].text in L.START_END_PREPOSITIONS:
            what = tokens[i + 2]
            if is_letter_word(what) or is_syllable_like(what):
                yield Match(i, i + 3, 0.85, "starts_with_letter", explanation)

    def _spelling(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not has_lemma(token, L.SPELLING_VERBS):
            return
        for k, nxt in enumerate(tokens[i + 1 : i + 4], start=i + 1):
            if nxt.text in L.SPELLING_MARKERS and (
                nxt.text != "через" or self._letter_at(tokens, k + 1)
            ):
                yield Match(
                    i,
                    k + 1,
                    0.8,
                    "spelling",
                    f"«{token.text} {nxt.text}» — ссылка на написание слова",
                )
                return

    @staticmethod
    def _letter_at(tokens: Sequence[Token], k: int) -> bool:
        return k < len(tokens) and is_letter_word(tokens[k])

    def _edit(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        token = tokens[i]
        if not has_lemma(token, L.EDIT_VERBS):
            return
        for k in range(i + 1, min(i + 5, len(tokens))):
            if tokens[k].text in L.UNAMBIGUOUS_LETTER_NAMES or has_lemma(tokens[k], L.LETTER_NOUNS):
                yield Match(
                    i,
                    k + 1,
                    0.8,
                    "edit_letters",
                    f"«{token.text} … {tokens[k].text}» — игра с буквами слова",
                )
                return

    def _spelled_out(self, tokens: Sequence[Token], i: int) -> Iterator[Match]:
        """Letter names said in a row («эр у ка а»): starts only at the first of the run."""
        if not is_letter_name(tokens[i].text) or (i > 0 and is_letter_name(tokens[i - 1].text)):
            return
        j = i
        while j < len(tokens) and is_letter_name(tokens[j].text):
            j += 1
        run = [t.text for t in tokens[i:j]]
        clear = [r for r in run if r in L.UNAMBIGUOUS_LETTER_NAMES]
        if len(set(run)) < 2 or not clear:
            return
        if len(run) >= 3 or len(clear) == 2:
            yield Match(
                i, j, 0.85, "spelled_out", f"«{' '.join(run)}» — слово произносится по буквам"
            )
