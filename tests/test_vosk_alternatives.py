"""Vosk's alternatives (`SetMaxAlternatives`): a turn's final words carry the other hypotheses'
readings of the same stretch of audio, best first, with the best hypothesis' timings and a
posterior confidence. Real Vosk with the Korean model on espeak-ng speech (Korean, and Russian
the Korean model mishears: both give real alternatives); the reading of an n-best result is also
checked on Vosk's own JSON layout."""

from __future__ import annotations

import pytest

from referee.events import Revision, WordEvent
from referee.speech.audio import WavSource
from referee.speech.engines.spotting import Spotter
from referee.speech.engines.vosk import ALTERNATIVES, Recognizer
from referee.speech.engines.vosk_nbest import nbest_words, with_alternatives
from tests.speech_support import korean_model, speak

RUSSIAN = "это такая вещь которой режут хлеб на кухне она острая и стальная"


def hypothesis(likelihood: float, *words: tuple[str, float, float]) -> dict:
    return {"confidence": likelihood, "text": " ".join(w for w, _, _ in words),
            "result": [{"word": w, "start": s, "end": e} for w, s, e in words]}


def test_an_nbest_result_gives_the_best_words_with_the_others_readings_and_a_posterior():
    result = {"alternatives": [
        hypothesis(10.0, ("кит", 0.0, 0.4), ("плывёт", 0.5, 1.0)),
        hypothesis(10.0 - 0.6931, ("кид", 0.0, 0.38), ("плывёт", 0.5, 1.0)),  # half as likely
        hypothesis(8.0, ("кит", 0.0, 0.4), ("на", 0.5, 0.6), ("плоту", 0.6, 1.0)),
        hypothesis(7.0, ("кит", 0.0, 0.1), ("и", 0.1, 0.4), ("плывёт", 0.5, 1.0)),
    ]}
    words = nbest_words(result)
    assert [(w["word"], w["start"], w["end"]) for w in words] == [
        ("кит", 0.0, 0.4), ("плывёт", 0.5, 1.0)]  # the best hypothesis' words and timings
    # «кит» 0..0.4 is «кид» in the second, «кит» in the third, «и» (0.3 s of its 0.4) in the
    # fourth, where «кит» lasts only 0.1 s: the fourth heard «и» there; «плывёт» 0.5..1.0 is
    # mostly «плоту» (0.4 s) in the third, which heard «на» in its first 0.1 s
    assert [w["alternatives"] for w in words] == [["кид", "и"], ["плоту"]]
    weights = [1.0, 0.5, pow(2.718281828, -2.0), pow(2.718281828, -3.0)]
    share = [w / sum(weights) for w in weights]
    assert words[0]["conf"] == pytest.approx(share[0] + share[2], abs=1e-3)
    assert words[1]["conf"] == pytest.approx(share[0] + share[1] + share[3], abs=1e-3)


def test_a_one_best_result_and_an_empty_one_read_as_before():
    one_best = {"result": [{"word": "кит", "start": 0.0, "end": 0.4, "conf": 0.7}], "text": "кит"}
    assert nbest_words(one_best) == one_best["result"]
    assert nbest_words({"text": ""}) == [] and nbest_words({"alternatives": []}) == []
    assert nbest_words({"alternatives": [{"confidence": 3.0, "text": ""}]}) == []


def test_a_word_keeps_vosks_own_confidence_where_its_one_best_words_heard_it():
    result = {"alternatives": [hypothesis(5.0, ("кит", 0.0, 0.4), ("плывёт", 0.5, 1.0)),
                               hypothesis(4.0, ("кид", 0.0, 0.4), ("плывёт", 0.5, 1.0))]}
    mbr = [{"word": "кит", "start": 0.02, "end": 0.4, "conf": 0.55},  # its times a little off
           {"word": "плывет", "start": 0.5, "end": 1.0, "conf": 0.9}]  # another spelling
    words = with_alternatives(mbr, result)
    assert [(w["word"], w["start"], w["alternatives"]) for w in words] == [
        ("кит", 0.0, ["кид"]), ("плывёт", 0.5, [])]
    assert words[0]["conf"] == 0.55 and words[1]["conf"] == pytest.approx(1.0)
    assert with_alternatives(mbr, {"alternatives": []}) == mbr


@pytest.fixture(scope="module")
def speech(tmp_path_factory):
    folder = tmp_path_factory.mktemp("alternatives")
    return [speak(folder / "ko.wav", rate=16_000),
            speak(folder / "ru.wav", RUSSIAN, voice="ru", rate=16_000)]


def recognize(wav, recognizer) -> list:
    events = []
    for chunk in WavSource(wav).frames():
        events += recognizer.accept(chunk)
    return events + recognizer.finish()


def transcript(events) -> list[WordEvent]:
    words: list[WordEvent] = []
    for event in events:
        if isinstance(event, Revision):
            del words[event.length:]
        else:
            words[event.index:event.index + 1] = [event]
    return words


@pytest.mark.slow
def test_a_turns_final_words_carry_real_alternatives_with_monotone_timings(speech):
    model = korean_model()
    with_alternatives = 0
    for wav in speech:
        events = recognize(wav, model.recognizer())
        finals = [e for e in events if isinstance(e, WordEvent) and e.final]
        assert finals and transcript(events) == finals  # the stream's contract holds
        starts = [w.start for w in finals]
        assert starts == sorted(starts) and all(w.start <= w.end for w in finals)
        for w in finals:
            assert 0.0 < w.conf <= 1.0
            assert w.text not in w.alternatives and len(set(w.alternatives)) == len(
                w.alternatives) <= ALTERNATIVES - 1
        assert all(not e.alternatives for e in events if isinstance(e, WordEvent) and not e.final)
        with_alternatives += sum(bool(w.alternatives) for w in finals)
        # a word the hypotheses disagree on is less sure than one they all agree on
        agreed = [w.conf for w in finals if not w.alternatives]
        doubted = [w.conf for w in finals if w.alternatives]
        if agreed and doubted:
            assert min(doubted) < max(agreed)
    assert with_alternatives >= 3


@pytest.mark.slow
def test_without_alternatives_the_recognizer_gives_vosks_own_words_and_confidences(speech):
    events = recognize(speech[0], Recognizer(korean_model()))
    finals = [e for e in events if isinstance(e, WordEvent) and e.final]
    assert finals and all(not w.alternatives for w in finals)
    assert any(w.conf < 1.0 for w in finals)


@pytest.mark.slow
def test_the_spotter_keeps_vosks_own_confidences(speech):
    """The spotter's threshold is set against Vosk's minimum-Bayes-risk confidences: it asks for
    one hypothesis, whatever a turn's recognizer does."""
    spotter = Spotter.for_target(korean_model(), "학교", family=lambda t: {t})
    assert spotter is not None and spotter._recognizer.alternatives == 0
    hits = []
    for chunk in WavSource(speech[0]).frames():
        hits += spotter.accept(chunk)
    hits += spotter.finish()
    assert [h.word for h in hits] and all(0.0 < h.conf <= 1.0 for h in hits)
