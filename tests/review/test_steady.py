"""The review's chance can be trusted: two reviews of one game on other deals agree, and a game
the seat won ends at a win (``review/steady.py``)."""

from __future__ import annotations

from llamagames.review import review, win_share
from llamagames.review.sample import game_end
from llamagames.review.steady import TARGET, deal_cap, precise, trend
from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, replay

PLAYOUTS = 50
"""Enough to be extended (``steady.CHEAP``): every shown chance is then within ``TARGET``
either side (95%) unless its decision reached ``deal_cap``."""
BOUND = 2 * TARGET
"""Two estimates each within ``TARGET`` of the truth differ by at most twice that (both
intervals missing at once, or on the same side by that much, is rarer than 1 in 400)."""


def won_end() -> tuple[GameRecord, int]:
    """The last moves of a 2-player L.L.A.M.A. game of bots, and the seat that won it."""
    record = game_end("llama", 2, 4, moves=7)
    game = GAMES["llama"]
    final = replay(game, record)[-1]
    (winner,) = [seat for seat in range(2) if win_share(game, final, seat) == 1.0]
    return record, winner


def test_two_reviews_on_other_deals_agree_and_a_won_game_ends_at_a_win() -> None:
    record, seat = won_end()
    first, second = (review(record, seat, PLAYOUTS, hard_iterations=1, salt=salt) for salt in (0, 1))
    assert first.decisions and len(first.decisions) == len(second.decisions)
    for a, b in zip(first.decisions, second.decisions):
        for x, y in ((a.before, b.before), (a.after, b.after), (a.hard_chance, b.hard_chance)):
            assert x.playouts == deal_cap(PLAYOUTS) or (x.high - x.low) / 2 <= TARGET + 1e-9
            assert abs(x.value - y.value) <= BOUND, (a.move, x, y)
    assert first.result == 1.0
    assert first.graph()[-1] == (first.actions, 1.0)  # the chart ends at the win, at the last move


def test_deals_stop_early_only_once_the_chances_are_precise() -> None:
    wide = [[(1.0, 0.0), (0.0, 0.0)] * 3]  # six deals, half won: far too few for a number
    assert not precise(wide)
    assert precise([[(1.0, 0.0)] * 400, [(0.0, 0.0)] * 400])
    assert deal_cap(10) == 10 and deal_cap(PLAYOUTS) > PLAYOUTS


def test_the_graph_pools_a_wide_chance_with_its_neighbours_but_not_a_precise_one() -> None:
    ten = [(6.0, 10), (1.0, 10), (7.0, 10)]  # Llamaland's ten deals: 60%, 10%, 70%
    assert trend(ten, 1) == (0.5 * 6 + 1 + 0.5 * 7) / (0.5 * 10 + 10 + 0.5 * 10)  # 37.5%, not a plunge to 10%
    many = [(180.0, 300), (30.0, 300), (210.0, 300)]
    assert trend(many, 1) == 0.1  # 300 deals say 10% precisely enough: drawn as it is
