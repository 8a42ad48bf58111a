"""Forbidden-word spotting: a second recognizer that listens only for the secret word's family.

The main transcript can miss the very words the judge cares most about. Vosk's small models accept
a runtime grammar (a JSON list of phrases, plus a garbage word standing for everything else); a
recognizer limited to the secret word's same-root family hears those words reliably and says how
sure it is. Its hits become `cognate` alerts beside the checker's, with evidence
`{"source": "spotting"}`.

Only words the model's vocabulary holds can be in a grammar (Vosk ignores the others with a
warning). Without a garbage word a grammar forces every sound onto the family, and a model with a
static graph (the big ones) ignores the grammar and hears every word: such models get no spotter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from common.analyzer import normalize
from referee.events import Alert, WordEvent
from referee.speech.engines.vosk import Recognizer, SpeechModel

# The garbage ("anything else") word of a grammar, as different model families spell it:
# Russian and most Vosk models use "[unk]"; some lookahead models (e.g. the Korean one) "<UNK>".
GARBAGE_WORDS = ("[unk]", "<UNK>", "<unk>")


def garbage_word(model: SpeechModel) -> str | None:
    return next((w for w in GARBAGE_WORDS if model.knows(w)), None)


def spotting_grammar(model: SpeechModel, family: Iterable[str]) -> list[str]:
    """The family's words as the model spells them, sorted, plus the model's garbage word;
    [] when the model knows none of them, has no garbage word or takes no grammars."""
    garbage = garbage_word(model)
    words = sorted({spelled for w in family if w and (spelled := vocabulary_spelling(model, w))})
    if garbage is None or not words or not model.accepts_grammars:
        return []
    return [*words, garbage]


def vocabulary_spelling(model: SpeechModel, word: str) -> str | None:
    """`word` as the model's vocabulary has it: as is, or with one «е» written «ё» (the checker's
    words are normalised ё → е, a model's vocabulary may keep ё); None when unknown."""
    if model.knows(word):
        return word
    for i, letter in enumerate(word):
        if letter == "е" and model.knows(variant := f"{word[:i]}ё{word[i + 1:]}"):
            return variant
    return None


def default_family(target: str) -> frozenset[str]:
    """The secret word's same-root family from the checker's morphology (with the word itself)."""
    from referee.language.morphology import morphology

    return morphology().family(target) | {normalize(target)}


@dataclass(frozen=True)
class SpotHit:
    """A family word the spotter heard (seconds from the turn's start)."""

    word: str
    start: float
    end: float
    conf: float


class Spotter:
    """Listens for the grammar's words; `accept`/`finish` return the hits of finished utterances.

    `offset` (seconds) is added to the hits' times: a spotter started mid-turn, for the next
    secret word, reports times from the turn's start like everything else.
    """

    def __init__(self, model: SpeechModel, grammar: list[str], offset: float = 0.0) -> None:
        if not grammar:
            raise ValueError("empty spotting grammar")
        self.grammar = grammar
        self.offset = offset
        self._garbage = grammar[-1]
        # one hypothesis: the hits' confidences are Vosk's own (minimum Bayes risk), which
        # `min_spot_confidence` is set against; n-best words have none (`vosk_nbest`)
        self._recognizer = Recognizer(model, grammar, alternatives=0)

    @classmethod
    def for_target(cls, model: SpeechModel, target: str,
                   family: Callable[[str], Iterable[str]] = default_family,
                   offset: float = 0.0) -> Spotter | None:
        """A spotter for the secret word, or None when the model knows none of its family."""
        grammar = spotting_grammar(model, family(target))
        return cls(model, grammar, offset) if grammar else None

    def reset(self) -> None:
        self._recognizer.reset()

    def accept(self, chunk: bytes) -> list[SpotHit]:
        return self._hits(self._recognizer.accept(chunk))

    def finish(self) -> list[SpotHit]:
        return self._hits(self._recognizer.finish())

    def _hits(self, events: list) -> list[SpotHit]:
        return [
            SpotHit(e.text, round(e.start + self.offset, 3), round(e.end + self.offset, 3), e.conf)
            for e in events
            if isinstance(e, WordEvent) and e.final and e.text != self._garbage
        ]


def hit_alert(hit: SpotHit, target: str, span: tuple[int, int]) -> Alert:
    """The judge's alert for a spotted word; `span` is the main transcript's words at that time."""
    exact = normalize(hit.word) == normalize(target)
    kind = "загаданное слово" if exact else "однокоренное слово"
    return Alert(
        rule="cognate",
        span=span,
        words=(hit.word,),
        confidence=hit.conf,
        explanation=f"Поиск ключевых слов услышал «{hit.word}» — {kind} "
                    f"(уверенность {hit.conf:.0%}).",
        evidence={"source": "spotting", "word": hit.word},
        start=hit.start,
        end=hit.end,
        exact_target=exact,
    )
