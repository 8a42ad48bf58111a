"""Who spoke in the demo: the sample rounds' words carry their script's speaker, so the dashboard
shows the guesser's words apart and the rules judge by speaker (a guesser's secret word prompts
«Угадано?», the explainer's is a violation)."""

from __future__ import annotations

import pytest
from demo_support import is_event, running_demo

from api.demo.cards import sample_cards
from referee.measure.samples import all_samples
from referee.rules.cards import TurnChecker
from referee.speakers.attribution import EXPLAINER, GUESSER
from referee.speakers.verdicts import is_violation, prompt_of


def test_a_sample_card_says_who_said_each_word_and_is_judged_by_it() -> None:
    card = sample_cards(all_samples())["подушка"]  # 03-exact-word: both say «подушка»
    said = [(w.text, w.speaker) for w in card.words if w.text.startswith("подушк")]
    assert said == [("подушка", EXPLAINER), ("подушка", GUESSER)]
    checker = TurnChecker(lambda word: "подушка")
    alerts = [a for word in card.words for a in checker.feed(word)]
    on_word = {a.evidence["speaker"]: a for a in alerts if a.words == ("подушка",)}
    assert is_violation(on_word[EXPLAINER]) and prompt_of(on_word[EXPLAINER]) is None
    assert prompt_of(on_word[GUESSER]) == "guess" and not is_violation(on_word[GUESSER])


def test_every_sample_card_has_the_explainer_speaking_and_some_guesser_words() -> None:
    cards = [c for c in sample_cards(all_samples()).values() if c.sample is not None]
    assert all(c.words[0].speaker == EXPLAINER for c in cards)
    assert all(w.speaker in (EXPLAINER, GUESSER) for c in cards for w in c.words)
    assert sum(w.speaker == GUESSER for c in cards for w in c.words) >= len(cards) // 2


@pytest.mark.slow
def test_the_robot_demo_shows_the_guessers_words_and_their_prompt(tmp_path) -> None:
    with running_demo(tmp_path, recognise=False, speed=10) as demo:
        demo.wait_for(is_event("turn_started"), 30, "first turn")
        word = demo.wait_for(lambda m: m["type"] == "word" and m["word"]["final"]
                             and m["word"].get("speaker") == GUESSER, 60, "a guesser's word")
        assert word["word"]["text"]
        guess = demo.wait_for(lambda m: m["type"] == "alert"
                              and m["alert"]["evidence"].get("prompt") == "guess",
                              60, "«Угадано?» on the guesser's word")["alert"]
        assert guess["evidence"]["speaker"] == GUESSER and guess["exact_target"]
        demo.wait_for(is_event("word_guessed"), 30, "the word counted as guessed")
