"""Vosk's n-best hypotheses of an utterance read as words with alternatives and confidences.

With `KaldiRecognizer.SetMaxAlternatives(N)` (N > 0) a final result is
`{"alternatives": [{"text", "confidence", "result": [{"word", "start", "end"}, …]}, …]}`, best
first. `confidence` is a hypothesis' total log-likelihood (graph + acoustic cost, natural-log
units, larger is better); its words carry no confidence of their own, unlike Vosk's 1-best words
(`{"word", "start", "end", "conf"}`, minimum-Bayes-risk decoding, MBR). The words are the best
hypothesis'; each gets the readings of the other hypotheses over the same stretch of audio
(aligned by time overlap), best first, without the word itself. A posterior over the n-best list
is a poor confidence: the top hypotheses mostly agree, so it puts at 1.0 words MBR gives 0.6
(on the sample rounds: +0.2 on average, never lower). So `with_alternatives` takes a word's
confidence from Vosk's MBR words read off the same lattice just before (a partial result with
words), where they heard the same word at that time; only other words (MBR's partial lattice
misses an utterance's last words) keep the posterior.
"""

from __future__ import annotations

import math
from typing import Any

MIN_OVERLAP = 0.5  # of the shorter word's duration: two words of two hypotheses are the same slot
MIN_DURATION = 0.01  # s: a zero-length word still overlaps the word it lies within


def with_alternatives(mbr: list[dict[str, Any]], result: dict[str, Any]
                      ) -> list[dict[str, Any]]:
    """The words of the n-best `result` (`nbest_words`), each with Vosk's own confidence where the
    MBR words `mbr` heard the same word at that time; `mbr` when the result has no words."""
    words = nbest_words(result)
    if not words:
        return mbr
    return [_mbr_confidence(word, mbr) for word in words]


def _mbr_confidence(word: dict[str, Any], mbr: list[dict[str, Any]]) -> dict[str, Any]:
    same = _aligned(word, mbr)
    if same is None or same["word"] != word["word"] or "conf" not in same:
        return word
    return {**word, "conf": float(same["conf"])}


def nbest_words(result: dict[str, Any]) -> list[dict[str, Any]]:
    """The best hypothesis' words of an n-best `result` (1-best results are read as they are),
    with their posterior over the hypotheses as `"conf"` and the others' readings."""
    hypotheses = result.get("alternatives")
    if hypotheses is None:
        return list(result.get("result", []))
    if not hypotheses:
        return []
    weights = _posteriors([float(h.get("confidence", 0.0)) for h in hypotheses])
    readings = [h.get("result", []) for h in hypotheses]
    return [_with_posterior(word, readings, weights) for word in readings[0]]


def _readings(word: dict[str, Any], readings: list[list[dict[str, Any]]]) -> list[str]:
    """The words the hypotheses heard over `word`'s stretch, best first, once each, without it."""
    found: list[str] = []
    for reading in readings:
        other = _aligned(word, reading)
        if other is not None and other["word"] != word["word"] and other["word"] not in found:
            found.append(other["word"])
    return found


def _with_posterior(word: dict[str, Any], readings: list[list[dict[str, Any]]],
                    weights: list[float]) -> dict[str, Any]:
    agreeing = [weight for reading, weight in zip(readings, weights, strict=True)
                if (other := _aligned(word, reading)) is not None
                and other["word"] == word["word"]]
    return {**word, "conf": min(1.0, sum(agreeing)), "alternatives": _readings(word, readings)}


def _aligned(word: dict[str, Any], reading: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The word of `reading` heard over the same stretch as `word` (the largest time overlap, at
    least `MIN_OVERLAP` of the shorter one), or None (that hypothesis heard nothing there)."""
    best, best_overlap = None, 0.0
    for other in reading:
        overlap = _overlap(word, other)
        if overlap > best_overlap:
            best, best_overlap = other, overlap
    if best is None:
        return None
    shorter = min(_duration(word), _duration(best))
    return best if best_overlap >= MIN_OVERLAP * shorter else None


def _overlap(a: dict[str, Any], b: dict[str, Any]) -> float:
    start = max(float(a["start"]), float(b["start"]))
    end = min(_end(a), _end(b))
    return max(0.0, end - start)


def _duration(word: dict[str, Any]) -> float:
    return _end(word) - float(word["start"])


def _end(word: dict[str, Any]) -> float:
    """A word's end, a zero-length word counted `MIN_DURATION` long."""
    return max(float(word["end"]), float(word["start"]) + MIN_DURATION)


def _posteriors(likelihoods: list[float]) -> list[float]:
    """Softmax of the hypotheses' log-likelihoods: each one's share of the n-best list."""
    top = max(likelihoods)
    weights = [math.exp(value - top) for value in likelihoods]
    total = sum(weights)
    return [w / total for w in weights]
