"""Listening again to the turn's last word for a rarer foreign word said there.

Players end a turn with the foreign word, uncued («кожа над глазом сверху и снизу палпебра»), and
the recognizer, decoding Russian, writes it garbled: «полпебра», «калорбон», «мининг». The text
side (`referee.rules.foreign.evidence.heard_last_evidence`) reads such a word against each
language's `translit.LEXICON_SIZE` commonest words; a rarer lexicon alone took more garbled
Russian words than foreign ones (session 32: +3 words, +7 false alerts). Here the turn's last
word, left unflagged, heard as no Russian word, whose reading in the rarer lexicons (`RARE_SIZE`
words a language, down to `RARE_MIN_ZIPF`) exists, is scored on its own audio with Whisper's
forced likelihood (`WhisperEngine.likelihoods`): the foreign spelling under the reading's own
language token, the heard text and its nearest Russian forms (`neighbours`: of wordfreq's
`NEIGHBOUR_POOL` commonest, within `EDITS` edits) under Russian's. A reading likelier than every
Russian neighbour by `MARGIN` and than the heard text by `HEARD_MARGIN` (natural log, summed over
tokens) is the foreign word, unless a Russian word `EDITS` edits away may be spelt as the same
foreign word (`loanword_said`: «круассон» is круассан said, not croissant).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from common.analyzer import normalize
from referee.events import Alert, WordEvent
from referee.language.frequency import russian
from referee.language.translit import ForeignMatch, foreign_spellings
from referee.rules.foreign.evidence import heard_last_evidence
from referee.rules.foreign.rule import plays_on
from referee.speakers.answers.second_listen import word_audio

# How likely each text (second) is on the audio (first), each under its language (third).
LangLikelihoods = Callable[[np.ndarray, Sequence[str], Sequence[str]], list[tuple[float, ...]]]
RUSSIAN = "ru"
RARE_SIZE = 150_000  # words a language of the rarer lexicons (down to Zipf about 2.0)
RARE_MIN_ZIPF = 2.0  # a reading this frequent abroad is listened for
NEIGHBOUR_POOL = 60_000  # the commonest Russian forms a neighbour is taken from
NEIGHBOURS = 4  # Russian forms scored against the reading
EDITS = 2  # letters a neighbour (and a loanword said) may differ by
LOANWORDS_NEAR = 20  # Russian words in use that near weighed as the loanword said
# How much likelier (natural log) the reading must be than every Russian neighbour and than the
# heard text. Tuned on the 52 older speech sets (session 32's heard words, 96 turn endings with a
# rarer reading, 77 left by the loanword guard): at 3.0 and 1.0, 9 foreign words said there and
# no clean line; the likeliest clean endings were «лебен» (3.1 and 0.2) and «лесно» (3.4 and
# 0.15), the likeliest foreign one left out «патета» = potato (2.1 and 1.1).
MARGIN = 3.0
HEARD_MARGIN = 1.0
CONFIDENCE = 0.6  # of the alert: below an uncued word's read from the text (0.7)
METHOD = "foreign-listen"  # `Alert.evidence["method"]`


@dataclass(frozen=True)
class ForeignHeard:
    """Word `index` of a turn, heard as `heard`, re-heard as the foreign `reading`, `margin`
    likelier than the likeliest Russian form near it and `over_heard` than the heard text."""

    index: int
    heard: str
    reading: ForeignMatch
    margin: float
    over_heard: float


def rare_reading(word: str) -> ForeignMatch | None:
    """The foreign word the turn's last word `word` may be, from the rarer lexicons."""
    return heard_last_evidence(word, RARE_MIN_ZIPF, RARE_SIZE)


@lru_cache(maxsize=1)
def neighbour_pool() -> tuple[str, ...]:
    """wordfreq's `NEIGHBOUR_POOL` commonest Russian words of letters only."""
    frequency = russian()
    words = sorted((w for w in frequency if w.isalpha()), key=lambda w: -frequency[w])
    return tuple(words[:NEIGHBOUR_POOL])


@lru_cache(maxsize=1)
def russian_pool() -> tuple[str, ...]:
    """Every Russian word wordfreq has down to `frequency.RARE` (loanwords in use among them)."""
    return tuple(w for w in russian() if w.isalpha())


def within_edits(word: str, pool: Sequence[str], limit: int) -> list[str]:
    """Up to `limit` words of `pool` other than `word`, `EDITS` edits from it at most, nearest
    first."""
    found = process.extract(word, pool, scorer=Levenshtein.distance, score_cutoff=EDITS,
                            limit=limit + 1)
    return [w for w, _, _ in found if w != word][:limit]


def neighbours(word: str) -> list[str]:
    """The Russian forms scored against a reading of `word`: the nearest common ones."""
    return within_edits(word, neighbour_pool(), NEIGHBOURS)


def loanword_said(word: str, reading: ForeignMatch) -> bool:
    """A Russian word in use `EDITS` edits from `word` may be spelt as the foreign word read
    (`reading`): the loanword was said, heard a little off («бишемель», бешамель = béchamel).
    The same spelling only: one a letter off takes true foreign words too (майнинг for
    «мининг» = meaning)."""
    return any(reading.word in foreign_spellings(near, reading.lang, RARE_SIZE)
               for near in within_edits(word, russian_pool(), LOANWORDS_NEAR))


def listen_last(words: Sequence[WordEvent], audio: np.ndarray, target: str,
                covered: Iterable[int], likelihoods: LangLikelihoods) -> ForeignHeard | None:
    """The turn's last word (`words`, times into `audio`, 16 kHz int16) re-heard as a foreign
    word, or None: no alert `covered` it, it is no play on `target`, it has a rarer reading
    (`rare_reading`) that no loanword explains, and its audio says that reading likelier than
    every Russian form near it by `MARGIN` and than the heard text by `HEARD_MARGIN`. The one
    listen of the eval and the live turn."""
    if not words or len(words) - 1 in set(covered):
        return None
    index = len(words) - 1
    heard = normalize(words[index].text)
    reading = rare_reading(heard) if heard.isalpha() else None
    if reading is None or plays_on(heard, target) or loanword_said(heard, reading):
        return None
    near = neighbours(heard)
    texts = [heard, reading.word, *near]
    languages = [RUSSIAN, reading.lang, *[RUSSIAN] * len(near)]
    said, foreign, *russian_scores = (
        sum(score) for score in likelihoods(word_audio(words, index, audio), texts, languages))
    margin = foreign - max(russian_scores, default=-math.inf)
    if foreign - said < HEARD_MARGIN or margin < MARGIN:
        return None
    return ForeignHeard(index, heard, reading, margin, foreign - said)


def foreign_alert(found: ForeignHeard, word: WordEvent) -> Alert:
    """The foreign-word alert of a word re-heard (`word`, as the turn heard it)."""
    likelier = "×∞" if math.isinf(found.margin) else f"×{math.exp(found.margin):.0f}"
    reading = found.reading
    return Alert(
        "foreign", (found.index, found.index + 1), (word.text,), CONFIDENCE,
        f"«{word.text}» — иностранное слово ({reading.lang}: {reading.word}; после "
        f"переслушивания: вероятнее «{reading.word}», чем русские слова, {likelier})",
        {"foreign_word": reading.word, "lang": reading.lang, "method": METHOD,
         "margin": round(found.margin, 2)},
        word.start, word.end,
    )


def last_word_alerts(target: str, words: Sequence[WordEvent], audio: np.ndarray,
                     alerts: Iterable[Alert], likelihoods: LangLikelihoods) -> list[Alert]:
    """The foreign-word alert of the turn's last word re-heard (`listen_last`), if any, the turn
    (`words` as the checker was handed them) having raised `alerts`."""
    covered = [i for alert in alerts for i in range(*alert.span)]
    found = listen_last(words, audio, target, covered, likelihoods)
    return [] if found is None else [foreign_alert(found, words[found.index])]
