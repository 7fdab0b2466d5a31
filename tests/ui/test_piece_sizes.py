"""The pieces are the heroes: from 1280x720 up, your own cards or board stand at least 15% of
the window's height and what you choose from at least 11% (issue "Every table fills the
laptop"), measured from the rectangles each layout computed."""

from __future__ import annotations

import pytest

from llamagames.rules import GAMES
from llamagames.ui.piece_sizes import GOALS, measure
from llamagames.ui.registry import playable_games

SIZES = ((1280, 720), (1366, 768))
SHORT = {("llamaland", "choices")}
"""Kinds of piece known to stand below their goal today (strict: the test fails once they grow)."""


def cases() -> list:
    found = []
    for name in playable_games():
        counts = GAMES[name].player_counts
        for players in sorted({counts.start, counts.stop - 1}):
            for size in SIZES:
                for kind in GOALS:
                    marks = [pytest.mark.xfail(strict=True, reason="Llamaland's supply is laid out small")] \
                        if (name, kind) in SHORT else []
                    found.append(pytest.param(name, players, size, kind, marks=marks,
                                              id=f"{name}-{players}p-{size[0]}x{size[1]}-{kind}"))
    return found


@pytest.mark.parametrize("name, players, size, kind", cases())
def test_pieces_stand_large_enough(name: str, players: int, size: tuple[int, int], kind: str) -> None:
    shares = measure(name, players, size)
    assert kind in shares, f"{name}'s layout names no {kind} pieces"
    assert shares[kind] >= GOALS[kind], f"{name} at {size}: {kind} stand {shares[kind]:.1%} of the height"
