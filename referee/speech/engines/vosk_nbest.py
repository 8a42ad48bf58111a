"""Vosk's n-best results read as the best hypothesis' words, each with its confidence and the
other readings of the same stretch of audio.

With `KaldiRecognizer.SetMaxAlternatives(N)` (N > 0) a final result is
`{"alternatives": [{"text", "confidence", "result": [{"word", "start", "end"}, …]}, …]}`, best
first. `confidence` is a hypothesis' total log-likelihood (graph + acoustic cost, natural-log
units, larger is better); its words carry no confidence of their own, unlike the 1-best result
(`{"result": [{"word", "start", "end", "conf"}]}`, confidences from minimum-Bayes-risk decoding).
So a word's confidence here is its posterior over the n-best list: the share of the hypotheses,
weighted by the softmax of their likelihoods, that heard the same word at that time. Its
alternatives are the words the other hypotheses heard at that time (aligned by time overlap),
best first, without the word itself.
"""

from __future__ import annotations

import math
from typing import Any

MIN_OVERLAP = 0.5  # of the shorter word's duration: two words of two hypotheses are the same slot
MIN_DURATION = 0.01  # s: a zero-length word still overlaps the word it lies within


def result_words(result: dict[str, Any]) -> list[dict[str, Any]]:
    """The words of a final Vosk result, 1-best or n-best, as 1-best words are given:
    `{"word", "start", "end", "conf"}`, with `"alternatives"` (best first) from an n-best one."""
    hypotheses = result.get("alternatives")
    if hypotheses is None:
        return list(result.get("result", []))
    if not hypotheses:
        return []
    weights = _posteriors([float(h.get("confidence", 0.0)) for h in hypotheses])
    readings = [h.get("result", []) for h in hypotheses]
    return [_with_alternatives(word, readings, weights) for word in readings[0]]


def _with_alternatives(word: dict[str, Any], readings: list[list[dict[str, Any]]],
                       weights: list[float]) -> dict[str, Any]:
    text = word["word"]
    conf = weights[0]
    alternatives: list[str] = []
    for reading, weight in zip(readings[1:], weights[1:], strict=True):
        other = _aligned(word, reading)
        if other is None:
            continue
        if other["word"] == text:
            conf += weight
        elif other["word"] not in alternatives:
            alternatives.append(other["word"])
    return {**word, "conf": min(1.0, conf), "alternatives": alternatives}


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
