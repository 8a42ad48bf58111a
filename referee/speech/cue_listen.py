"""Listening again to a language cue the recognizer garbled: a heard stretch loosely near in sound
to a cue, scored against its own audio for the cue texts near it.

Whisper mangles «по французски» into «пафан сфюстки», «профансоверский», «по фансвюстский», and
«итальянцы» into «тальянсон»: the text side (`referee.rules.foreign.cues`) takes a cue heard with
one slip, in two pieces or glued to the foreign word, but no looser (a looser text likeness reads
common Russian forms as cues), so the foreign word after such a stretch goes unflagged. Here a
stretch of one or two heard words that is no cue but shares at least `LOOSE` of its letters with a
cue form (difflib ratio; two words only when each adds to the likeness: «пафан сфюстки», not
«профансоверский лиор», whose second word is the foreign one) is scored with Whisper's forced
likelihood (`WhisperEngine.likelihoods`, as `referee.speakers.answers.second_listen` scores the
guesser's answers) for the cue texts at least `NEAR` alike, against the heard text. A cue likelier
by `MARGIN` (natural log, summed over tokens) is a cue: the checker is handed the words with that
stretch re-heard as the cue (`reheard`), so the foreign rule judges the word after it as it
judges any cued word, and an alert of that rule next to it says it was re-heard (`marked`).

Measured through speech (Festival → Whisper base, cached recognitions), every stretch loosely near
a cue scored for every cue text: on foreign blind2–blind6 the cues said score up to +19 over the
heard text (14 stretches at `MARGIN` or more), the likeliest cue where none was said +3.9; held out
(foreign blind7–blind11, the spoken foreign set), 18 said at `MARGIN` or more, none unsaid but
«нумхине» (Мюнхене) as «англичане», +12.1, which `cue_texts` now leaves to a verb of naming; dev
and spoken blind2 none above +3.6. Through `referee eval speech` the eleven foreign sets went from
foreign P 0.980 / R 0.549 to 0.981 / 0.577, no clean line gaining an alert (see README.md). Only
the Whisper engine scores; with Vosk it is off.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

import numpy as np

from common.analyzer import normalize
from referee.events import Alert, WordEvent
from referee.rules.base import Token
from referee.rules.foreign.cues import SURE_CONF, cues, russian_text, word_cue_langs
from referee.rules.foreign.rule import MAX_SCAN, naming_verb
from referee.speakers.answers.second_listen import Likelihoods, word_audio

NATIONS = ("англичане", "немцы", "французы", "испанцы", "итальянцы")  # a cue before naming
# What a language cue is said as: «по …» and «на …ом» for a language, the speakers named. Not
# «по русски», which names no language to look in (as `cues.loose_cue` leaves it): re-heard, it
# made a foreign word of any word after it (spoken blind5, «топорода высокий» for «у пруда
# высокий», ×6000 likelier as «по русски», then «камышаху» foreign).
CUE_TEXTS = (
    "по английски", "по немецки", "по французски", "по испански", "по итальянски",
    "на английском", "на немецком", "на французском", "на испанском", "на итальянском",
    *NATIONS,
    "английски", "немецки", "французски", "испански", "итальянски",
)
CUE_KEYS = tuple(dict.fromkeys(text.replace(" ", "") for text in CUE_TEXTS))
MIN_LETTERS = 5  # letters of a stretch listened to again
LOOSE = 0.5  # difflib ratio of a stretch's letters to a cue form, from which it is listened to
NEAR = 0.45  # ratio of a stretch's letters to a cue text, from which that text is scored
# How much likelier (natural log) a cue text must be than the heard text: chosen on foreign
# blind2–blind6, halfway between the likeliest cue where none was said (3.9, «птенец» as «немцы»)
# and the next cue said (4.9, «поварен сфистки» as «по французски»).
MARGIN = 4.5
METHOD = "cue-listen"  # `Alert.evidence["cue_listen"]`: the stretch re-heard before the alert


@dataclass(frozen=True)
class Reheard:
    """Words [begin, end) of a turn, heard as `heard`, re-heard as cue `cue` (`margin` likelier)."""

    begin: int
    end: int
    heard: str
    cue: str
    margin: float

    def texts(self) -> tuple[str, ...]:
        """The cue as the stretch's words: one word its last word («французски», «французском»),
        two words the cue's two."""
        words = tuple(self.cue.split())
        return words[-1:] if self.end - self.begin == 1 else words


def likeness(text: str, keys: Iterable[str] = CUE_KEYS) -> float:
    """The largest difflib ratio of `text`'s letters to any of `keys` (cue forms, spaces out)."""
    letters = text.replace(" ", "")
    return max(SequenceMatcher(None, letters, key).ratio() for key in keys)


def stretches(words: Sequence[WordEvent], at: int) -> list[tuple[int, int]]:
    """The stretches starting at word `at` listened to again: one word, or two when together they
    are nearer a cue than each alone and the second is no word of Russian text (`russian_text`:
    «топорода высокий», said «у пруда высокий»); none that is a cue, holds one (`cues`), is typed
    text or has fewer than `MIN_LETTERS` letters."""
    tokens = [Token(w.index, normalize(w.text), w.start, w.end, w.conf) for w in words]
    in_cue = {i for cue in cues(tokens) for i in range(cue.begin, cue.end)}
    found = []
    for end in (at + 1, at + 2):
        span = range(at, end)
        if end > len(words) or in_cue.intersection(span) or any(
                tokens[i].conf >= SURE_CONF for i in span):
            continue
        text = " ".join(tokens[i].text for i in span)
        alike = likeness(text)
        if len(text.replace(" ", "")) < MIN_LETTERS or alike < LOOSE:
            continue
        if word_cue_langs(text.replace(" ", "")) is not None:
            continue
        if end - at == 2 and (alike <= max(likeness(tokens[i].text) for i in span)
                              or russian_text(tokens[end - 1].text)):
            continue  # a word of its own after a cue-like one («лиор», «высокий», «с»)
        found.append((at, end))
    return found


def cue_texts(text: str, size: int, naming: bool = True) -> list[str]:
    """The cue texts scored for a stretch of `size` words heard as `text`: those at least `NEAR`
    alike; for two words, only cues of two words; the speakers named («итальянцы») only before a
    verb of naming (`naming`: «тальянсон называют»; «нумхине и пьет», said «в мюнхене и пьёт», was
    ×180000 likelier as «англичане»)."""
    return [cue for cue in CUE_TEXTS
            if (size == 1 or len(cue.split()) == 2) and (naming or cue not in NATIONS)
            and likeness(text, (cue.replace(" ", ""),)) >= NEAR]


def listen_at(words: Sequence[WordEvent], at: int, audio: np.ndarray,
              likelihoods: Likelihoods) -> list[Reheard]:
    """The stretches starting at word `at` (`stretches`) that their audio (times into `audio`,
    16 kHz int16) says as a cue likelier than as heard by `MARGIN`, each with its likeliest cue.
    The one listen of the eval and the live turn (`LiveCueListen`)."""
    found = []
    for begin, end in stretches(words, at):
        text = " ".join(normalize(w.text) for w in words[begin:end])
        naming = end < len(words) and naming_verb(normalize(words[end].text))
        texts = cue_texts(text, end - begin, naming)
        if not texts:
            continue
        merged = [*words[:begin], replace(words[begin], end=words[end - 1].end), *words[end:]]
        heard, *scores = likelihoods(word_audio(merged, begin, audio), [text, *texts])
        margin, cue = max((sum(score) - sum(heard), cue)
                          for cue, score in zip(texts, scores, strict=True))
        if margin >= MARGIN:
            found.append(Reheard(begin, end, text, cue, margin))
    return found


def listen_turn(words: Sequence[WordEvent], audio: np.ndarray,
                likelihoods: Likelihoods) -> list[Reheard]:
    """`listen_at` every word of a whole turn (the eval's; a live turn listens as words come)."""
    return [found for at in range(len(words)) for found in listen_at(words, at, audio, likelihoods)]


class TimedScorer:
    """`likelihoods` with the process's CPU time of each scoring kept (`cpu_ms`)."""

    def __init__(self, likelihoods: Likelihoods) -> None:
        self.likelihoods = likelihoods
        self.cpu_ms: list[float] = []

    def __call__(self, audio: np.ndarray, texts: Sequence[str]) -> list[tuple[float, ...]]:
        began = time.process_time()
        scores = self.likelihoods(audio, texts)  # a scoring that fails is not timed: it ends
        self.cpu_ms.append((time.process_time() - began) * 1000)  # the listen
        return scores


def chosen(found: Iterable[Reheard]) -> list[Reheard]:
    """Of stretches found re-heard, those kept: the likeliest first, none overlapping one kept."""
    kept: list[Reheard] = []
    for stretch in sorted(found, key=lambda r: -r.margin):
        if all(stretch.end <= k.begin or k.end <= stretch.begin for k in kept):
            kept.append(stretch)
    return sorted(kept, key=lambda r: r.begin)


def reheard(words: Sequence[WordEvent], found: Iterable[Reheard]) -> list[WordEvent]:
    """`words` with each stretch of `chosen(found)` re-heard as its cue (same times, one word for
    one word)."""
    out = list(words)
    for stretch in chosen(found):
        for i, text in zip(range(stretch.begin, stretch.end), stretch.texts(), strict=True):
            out[i] = replace(out[i], text=text)
    return out


def marked(alert: Alert, found: Iterable[Reheard]) -> Alert:
    """A foreign-word alert within the reach of a re-heard cue (`MAX_SCAN` words either side),
    its explanation saying the cue was re-heard; any other alert as it is."""
    near = [s for s in chosen(found) if alert.rule == "foreign"
            and s.begin - MAX_SCAN <= alert.span[0] < s.end + MAX_SCAN]
    if not near:
        return alert
    stretch = min(near, key=lambda s: abs(s.begin - alert.span[0]))
    why = (f" (язык назван после переслушивания: «{stretch.heard}» — вероятнее «{stretch.cue}», "
           f"×{math.exp(stretch.margin):.0f})")
    return replace(alert, explanation=alert.explanation + why,
                   evidence={**alert.evidence, "cue_listen": METHOD})
