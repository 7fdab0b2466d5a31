"""Are the review's chances right? ``python -m llamagames.review --calibrate --positions N``.

Positions are taken from games of the normal bots (seeded): at each, the chance of the seat to
move is estimated as the review estimates ``before`` (from that seat's observation, the normal
bot's move, ``playouts`` deals), then the real game goes on from the real position with the
same normal move and the review's playout players, and we note whether the seat won (a shared
win counts 1/k). The predictions are binned by tenths; a well calibrated estimate wins about
what it predicts in every bin (target: within 0.05). What this checks is the deal of the hidden
cards: the playouts deal them uniformly, while the real hands are the ones the moves so far
were made with. A few positions are taken from each game, far apart, so they are not all alike.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TextIO

from .. import bots
from ..rules import GAMES
from ..rules.core import check_player_count
from ..tournament import wilson_interval
from .engine import default_playouts, estimate, finisher, win_share

POSITIONS_PER_GAME = 4
BINS = 10


def calibrate(
    game_name: str,
    num_players: int,
    positions: int,
    playouts: int | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """The calibration report (plain data): per bin, the positions, the mean prediction and
    the share won, with Wilson's interval; and the mean absolute gap weighted by positions."""
    game = GAMES[game_name]
    check_player_count(game, num_players)
    if positions < 1:
        raise ValueError("--positions must be at least 1")
    playouts = default_playouts(game_name) if playouts is None else playouts
    finish = finisher(game_name)
    samples: list[tuple[float, float]] = []
    game_no = 0
    while len(samples) < positions:
        game_seed = bots.derive_seed(seed, game_no, 0xCA1)
        rng = random.Random(game_seed)
        states = [s for _, s in bots.play_steps(game_name, ["normal"] * num_players, game_seed)]
        open_positions = [i for i in range(len(states) - 1) if len(game.legal_actions(states[i])) > 1]
        chosen = sorted(rng.sample(open_positions, min(POSITIONS_PER_GAME, len(open_positions))))
        for index in chosen:
            if len(samples) >= positions:
                break
            state = states[index]
            seat = game.current_player(state)
            assert seat is not None
            legal = list(game.legal_actions(state))
            move = bots.make(game_name, "normal", bots.derive_seed(game_seed, seat, index)).choose(
                game.observation(state, seat), legal)
            (chance,) = estimate(game, game.observation(state, seat), seat, [move], playouts,
                                 bots.derive_seed(game_seed, index, 0xE57), finish)
            real = finish(game.apply(state, move), random.Random(rng.getrandbits(48)))
            samples.append((chance.value, win_share(game, real, seat)))
            if progress is not None:
                progress(len(samples), positions)
        game_no += 1
    bins: list[dict[str, Any]] = []
    for b in range(BINS):
        inside = [(p, w) for p, w in samples if min(int(p * BINS), BINS - 1) == b]
        if not inside:
            continue
        predicted = sum(p for p, _ in inside) / len(inside)
        won = sum(w for _, w in inside)
        low, high = wilson_interval(won, len(inside))
        bins.append({"bin": [b / BINS, (b + 1) / BINS], "positions": len(inside), "predicted": round(predicted, 4),
                     "won": round(won / len(inside), 4), "low": round(low, 4), "high": round(high, 4)})
    gap = sum(abs(b["predicted"] - b["won"]) * b["positions"] for b in bins) / len(samples)
    return {"game": game_name, "players": num_players, "positions": len(samples), "playouts": playouts,
            "seed": seed, "games": game_no, "bins": bins, "mean_gap": round(gap, 4)}


def write_calibration(report: dict[str, Any], out: TextIO) -> None:
    out.write(f"{GAMES[report['game']].title}, {report['players']} players: {report['positions']} positions from "
              f"{report['games']} games of normal bots, {report['playouts']} playouts per estimate\n")
    out.write("predicted      positions  mean predicted  share won [95%]\n")
    for b in report["bins"]:
        low, high = b["bin"]
        out.write(f"{low:.1f}-{high:.1f}      {b['positions']:9d}  {b['predicted']:14.3f}  "
                  f"{b['won']:.3f} [{b['low']:.3f}, {b['high']:.3f}]\n")
    out.write(f"mean gap between predicted and won (weighted by positions): {report['mean_gap']:.3f}\n")


__all__ = ["calibrate", "write_calibration"]
