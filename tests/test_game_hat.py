"""The hat: seeded draws, no replacing, and no slip lost or duplicated through any outcomes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.hat import Hat, HatError, SlipState

words = st.lists(st.sampled_from(["стол", "кошка", "дом", "часы", "море"]), min_size=1,
                 max_size=12)
steps = st.lists(st.sampled_from(["draw", "guessed", "put_back", "remove", "settle"]),
                 max_size=60)


@given(words, st.integers(0, 10_000), steps, st.data())
def test_no_slip_is_lost_or_duplicated(ws, seed, ops, data):
    hat = Hat(ws, seed)
    guessed: list[int] = []
    for op in ops:
        if op == "draw":
            if hat.drawn is not None or hat.in_hat() == 0:
                with pytest.raises(HatError):
                    hat.draw()
            else:
                slip = hat.draw()
                assert hat.state(slip.id) == SlipState.DRAWN
        elif op == "settle":
            settled = [i for i, s in hat.states() if s != SlipState.DRAWN]
            if settled:
                target = data.draw(st.sampled_from(settled))
                state = data.draw(st.sampled_from([SlipState.IN_HAT, SlipState.GUESSED,
                                                   SlipState.REMOVED]))
                hat.settle(target, state)
        elif hat.drawn is None:
            with pytest.raises(HatError):
                getattr(hat, op)()
        else:
            slip = getattr(hat, op)()
            if op == "guessed":
                guessed.append(slip.id)
        states = dict(hat.states())
        assert sorted(states) == list(range(len(ws)))  # every slip, once
        assert sum(s == SlipState.DRAWN for s in states.values()) == (hat.drawn is not None)
        assert sum(hat.counts().values()) == len(ws)
        assert [s.word for s in hat.slips] == ws


@given(words, st.integers(0, 10_000))
def test_same_seed_same_draws(ws, seed):
    def draws(hat: Hat) -> list[int]:
        out = []
        while hat.in_hat():
            out.append(hat.draw().id)
            hat.put_back() if len(out) % 3 == 0 else hat.guessed()
        return out

    assert draws(Hat(ws, seed)) == draws(Hat(ws, seed))


def test_seed_changes_the_order():
    ws = [f"слово{i}" for i in range(30)]
    firsts = {Hat(ws, seed).draw().id for seed in range(20)}
    assert len(firsts) > 5


def test_a_drawn_word_cannot_be_replaced():
    hat = Hat(["стол", "кошка"], 1)
    hat.draw()
    with pytest.raises(HatError, match="replaced"):
        hat.draw()


def test_a_word_put_back_can_come_out_again():
    hat = Hat(["стол"], 1)
    slip = hat.draw()
    hat.put_back()
    assert hat.draw() == slip


def test_a_drawn_slip_cannot_be_corrected():
    hat = Hat(["стол"], 1)
    slip = hat.draw()
    with pytest.raises(HatError):
        hat.settle(slip.id, SlipState.GUESSED)
