"""Perft for any game of the contract: count the action sequences of a given length.

As in python-chess's perft runner, a mismatch is explained by a per-action "divide", so a
changed count points at the first decision whose subtree differs.
"""

from __future__ import annotations

from typing import Any

from llamagames.rules.core import Game


def perft(game: Game[Any, Any, Any], state: Any, depth: int) -> int:
    """The number of legal action sequences of exactly ``depth`` actions (shorter if the game ends)."""
    if depth == 0 or game.is_over(state):
        return 1
    return sum(perft(game, game.apply(state, action), depth - 1) for action in game.legal_actions(state))


def divide(game: Game[Any, Any, Any], state: Any, depth: int) -> dict[str, int]:
    """The perft count below each first action, by its text."""
    return {str(a): perft(game, game.apply(state, a), depth - 1) for a in game.legal_actions(state)}


def read_fixture(text: str) -> list[tuple[int, int, int, int]]:
    """Lines ``seed players depth nodes``; ``#`` starts a comment."""
    rows = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            seed, players, depth, nodes = (int(part) for part in line.split())
            rows.append((seed, players, depth, nodes))
    return rows
