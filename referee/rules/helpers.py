"""Rule remark G: explaining by sound or by parts puts the helper words under the same rules.

When the explainer gives the secret word through a sound-alike («рифмуется со словом слон») or
through parts and letters («первый слог как в слове море», «анаграмма от слова нос»), the helper
word (слон, море, нос) must itself be explained by the rules. The letter, sound, pointing and
foreign rules do not depend on the secret word and already cover the helper's explanation; this rule
adds the same-root check: a later word sharing the helper's root is a `cognate` violation.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from referee.events import Alert
from referee.lang.letters import WORD_NOUNS
from referee.language.morphology import morphology
from referee.rules.base import Token
from referee.rules.letters import Letters
from referee.rules.matching import Match, grammemes, has_lemma, lemmas, to_alerts
from referee.rules.soundalike import hints, sound_alike_word

FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "NPRO", "INTJ", "Apro", "NUMR"})


def sound_alike_words(tokens: Sequence[Token], target: str) -> set[int]:
    """Positions of the sound-alike words of the turn's sound hints."""
    found = (sound_alike_word(tokens, hint, target) for hint in hints(tokens))
    return {word[0] for word in found if word is not None}


def named_words(tokens: Sequence[Token]) -> list[int]:
    """Positions of the words named «слово X»: helper words in a letters turn."""
    return [i for i in range(1, len(tokens)) if names_a_word(tokens[i - 1].text, tokens[i - 1].conf)
            and not grammemes(tokens[i].text) & FUNCTION_WORDS]


@lru_cache(maxsize=100_000)
def names_a_word(text: str, conf: float) -> bool:
    """A word heard so (text and confidence) is «слово» (also heard wrong): `has_lemma`."""
    return has_lemma(Token(0, text, conf=conf), WORD_NOUNS)


class HelperWords:
    name = "helper"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        """Cognates of the helper words among the words from `start` on. Whether the turn is one
        of letters (where a word named is a helper) is asked only when a word named has a
        cognate: the letters rule then reads the whole turn."""
        sounded = sound_alike_words(tokens, target)
        found = {p: list(self._cognates_of(tokens, p, max(start, p + 1))) for p in sounded}
        named = {p: list(self._cognates_of(tokens, p, max(start, p + 1)))
                 for p in named_words(tokens) if p not in sounded}
        if any(named.values()) and Letters().check(tokens, target):
            found |= named
        matches = [m for p in sorted(found) for m in found[p]]
        return [a for m in matches for a in to_alerts("cognate", tokens, [m], start)]

    @staticmethod
    def _cognates_of(tokens: Sequence[Token], p: int, start: int) -> Iterator[Match]:
        helper = tokens[p].text
        for q in range(start, len(tokens)):
            word = tokens[q].text
            if lemmas(word) & lemmas(helper):
                continue
            found = morphology().same_root(helper, word)
            if found:
                yield Match(
                    q,
                    q + 1,
                    found.confidence * 0.9,
                    "helper_cognate",
                    f"«{word}» — однокоренное со вспомогательным словом «{helper}»",
                    (("helper", helper), ("root_method", found.method)),
                )
