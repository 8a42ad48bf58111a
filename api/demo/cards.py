"""What the demo's explainer says about a secret word: a `Card`.

Cards come from the sample rounds (`samples/`: the words said about each secret word, timed, with
who said each — the script's explainer or guesser —, the round's outcome and where it lies in the
round's audio), or, for a word no sample explains,
are improvised from template phrases (`api.demo.phrases`): a filler, then one slip the checker
should flag — a same-root word, a letter hint, or the word itself (which brings up «Угадано?»).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from api.demo.phrases import FILLERS, SLIPS
from common.analyzer import normalize, parse
from game.hat import Hat
from referee.events import WordEvent
from referee.measure.samples import Sample
from referee.replay.transcript import read_words, target_of
from referee.speakers.attribution import EXPLAINER, GUESSER

WORD_SECONDS = 0.5  # how long an improvised word takes to say


@dataclass(frozen=True)
class Card:
    """What is said about one secret word: its words, timed from the card's start (with their
    speaker; None when improvised: the explainer's, checked as any unattributed word); the outcome
    (guessed, time, returned); the sample round and the span of its audio (None: improvised)."""

    word: str
    outcome: str
    words: tuple[WordEvent, ...]
    sample: Sample | None = None
    start: float = 0.0
    end: float = 0.0


def sample_cards(samples: Sequence[Sample]) -> dict[str, Card]:
    """The cards of every sample round, by secret word (the first round to explain it wins)."""
    cards: dict[str, Card] = {}
    for sample in samples:
        words = read_words(sample.words)
        for number, target in enumerate(sample.targets):
            said = [w for w in words if target_of(sample.targets, w.start) == number]
            end = target.end if target.end is not None else words[-1].end
            timed = tuple(replace(w, start=round(w.start - target.start, 3),
                                  end=round(w.end - target.start, 3),
                                  speaker=GUESSER if w.index in sample.guesser_words else EXPLAINER)
                          for w in said)
            cards.setdefault(target.word, Card(target.word, target.outcome, timed, sample,
                                               target.start, end))
    return cards


def lively_card(cards: dict[str, Card]) -> str:
    """The card whose explainer breaks a rule soonest (the demo opens with it: an alert within
    seconds of the first turn)."""
    def first_slip(card: Card) -> float:
        if card.sample is None:
            return float("inf")
        words = read_words(card.sample.words)
        times = [words[e.index].start - card.start for e in card.sample.expected
                 if e.speaker == "explainer" and e.target == card.word]
        return min(times, default=float("inf"))
    return min(cards.values(), key=first_slip).word


def opening_seed(words: Sequence[str], first: str) -> int:
    """A seed whose first draw from the hat is `first` (1 when none of the first thousand is)."""
    return next((seed for seed in range(1000) if Hat(list(words), seed).draw().word == first), 1)


def improvised_card(word: str, family: frozenset[str], rng: random.Random) -> Card:
    """One breath of an improvising explainer about `word` (`family`: its same-root words): a
    filler, then one slip."""
    roots = sorted(f for f in family if normalize(parse(f)[0].normal_form) != normalize(word))
    slips = [s for s in SLIPS if roots or "{root}" not in s]
    slip = rng.choice(slips).format(root=rng.choice(roots) if roots else "", letter=word[0],
                                    word=word)
    text = f"{rng.choice(FILLERS)} {slip}".split()
    words = tuple(WordEvent(n, w, round(n * WORD_SECONDS, 3), round((n + 1) * WORD_SECONDS, 3),
                            1.0, final=True) for n, w in enumerate(text))
    return Card(word, "time", words, end=len(words) * WORD_SECONDS)
