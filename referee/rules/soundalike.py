"""Rule D: a word that sounds like the secret word, said with a hint that it does.

A hint is a rhyme word («рифмуется», «рифма», «созвучно»), a verb of sounding with a comparison
(«звучит как», «слышится почти как») or a likeness with a sound noun («похоже по звучанию на»,
«похоже на слух»). The sound-alike word is the content word near the hint that sounds most like
the secret word (phonetic key in `referee.phonetics`); the alert spans hint and word, and the word
becomes a helper word (rule G) for `referee.rules.helpers`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from referee.events import Alert
from referee.lang import sound as S
from referee.phonetics import sound_similarity
from referee.rules.base import Token
from referee.rules.matching import Match, grammemes, has_lemma, to_alerts

WINDOW = 6  # tokens between a hint and its sound-alike word, at most
AFTER = 4  # content words looked at after the hint
CLEAR = 0.5  # sound similarity of a word that clearly sounds like the secret one
FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "NPRO", "INTJ"})


def hints(tokens: Sequence[Token]) -> Iterator[tuple[int, int]]:
    """(begin, end) of every sound hint phrase in `tokens`."""
    for i, token in enumerate(tokens):
        if has_lemma(token, S.RHYME_LEMMAS):
            yield i, i + 1
        elif has_lemma(token, S.SOUND_VERBS):
            near = tokens[i + 1 : i + 3] + tokens[max(0, i - 1) : i]
            if any(has_lemma(t, S.COMPARISON_WORDS) for t in near):
                yield i, i + 1
        elif has_lemma(token, S.LIKENESS_LEMMAS):
            near = tokens[max(0, i - 2) : i] + tokens[i + 1 : i + 4]
            if any(has_lemma(t, S.SOUND_NOUNS) for t in near):
                yield i, i + 1


def is_candidate(token: Token) -> bool:
    """A word that could be the sound-alike one: not a filler, not a function word."""
    return token.text not in S.FILLERS and not (grammemes(token.text) & FUNCTION_WORDS)


def sound_alike_word(tokens: Sequence[Token], hint: tuple[int, int], target: str) -> int | None:
    """Position of the sound-alike word of a hint, or None while it is not yet clear.

    After the hint, the candidate that sounds most like `target`; a weak one (not alike) only once
    two candidates are heard, since the transcript may still grow. Before the hint, only a clear
    one («мука — рифмуется»), so a streaming turn does not commit to a wrong word early.
    """
    begin, end = hint
    after = [k for k in range(end, min(end + WINDOW, len(tokens))) if is_candidate(tokens[k])][:AFTER]
    if after:
        best = max(after, key=lambda k: (sound_similarity(tokens[k].text, target), k == after[0]))
        if sound_similarity(tokens[best].text, target) >= CLEAR or len(after) >= 2:
            return best
    before = [k for k in range(max(0, begin - 3), begin) if is_candidate(tokens[k])]
    clear = [k for k in before if sound_similarity(tokens[k].text, target) >= CLEAR]
    return clear[-1] if clear else None


class SoundAlike:
    name = "soundalike"

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        return to_alerts(self.name, tokens, self.matches(tokens, target), start)

    def matches(self, tokens: Sequence[Token], target: str) -> list[Match]:
        found = []
        for hint in hints(tokens):
            k = sound_alike_word(tokens, hint, target)
            if k is None:
                continue
            similarity = sound_similarity(tokens[k].text, target)
            word, cue = tokens[k].text, tokens[hint[0]].text
            found.append(
                Match(
                    min(k, hint[0]), max(k + 1, hint[1]), 0.6 + 0.35 * similarity, "sound_hint",
                    f"«{word}» названо с намёком на созвучие («{cue}»)",
                    (("helper", word), ("similarity", f"{similarity:.2f}")),
                )
            )
        return found
