"""Real games short enough to review in a moment: the layout tour, the monkey run and the
tests open a reviewed replay of one, and a whole game of Llamaland takes a minute to review.

A sample is the end of a whole game played by bots (an easy bot in seat 1, the seat reviewed,
as the app reviews its human, against normal bots): the record starts from the position
``moves`` moves before the end (``GameRecord.start``, as a bug report's game does) and holds
the moves played from there. Its playouts are short (the game is nearly over) and its
decisions few, so its review is quick; it is still the review of real moves by real bots.
Reviews of samples are kept for the process (``sample_review``): every stop of the tour and
the monkey that opens the same sample reads the same review.
"""

from __future__ import annotations

from functools import lru_cache

from .. import bots, catalogue
from ..rules import GAMES
from ..rules.core import GameRecord
from .engine import Review, review

SAMPLE_PLAYOUTS = 2
"""Deals per estimate of a sample's review (the layout needs a review, not a precise one)."""
SAMPLE_HARD_ITERATIONS = 2
"""The hard bot's budget in a sample's review (its move is still its own choice)."""


@lru_cache(maxsize=32)
def bot_game(game_name: str, players: int, seed: int, opponents: str = "normal") -> GameRecord:
    """A whole game of an easy bot in seat 1 against bots of level ``opponents``."""
    steps = list(bots.play_steps(game_name, ["easy"] + [opponents] * (players - 1), seed))
    return GameRecord(game_name, players, seed, {}, tuple(str(action) for action, _ in steps[1:]))


@lru_cache(maxsize=32)
def game_end(game_name: str, players: int, seed: int, moves: int | None = None, opponents: str = "normal") -> GameRecord:
    """The last ``moves`` moves of :func:`bot_game` (default: the catalogue entry's
    ``review_sample_moves``), from the
    position they start at."""
    whole = bot_game(game_name, players, seed, opponents)
    keep = catalogue.entry(game_name).review_sample_moves if moves is None else moves
    if keep >= len(whole.actions):
        return whole
    game = GAMES[game_name]
    state = game.new_game(players, seed)
    cut = len(whole.actions) - keep
    for text in whole.actions[:cut]:
        state = game.apply(state, game.parse_action(text))
    return GameRecord(game_name, players, seed, {}, whole.actions[cut:], game.state_to_text(state))


@lru_cache(maxsize=32)
def sample_review(game_name: str, players: int, seed: int) -> tuple[GameRecord, Review]:
    """The end of a bot game and the review of seat 1's decisions in it (once per process)."""
    record = game_end(game_name, players, seed)
    return record, review(record, 0, SAMPLE_PLAYOUTS, hard_iterations=SAMPLE_HARD_ITERATIONS)


__all__ = ["SAMPLE_PLAYOUTS", "bot_game", "game_end", "sample_review"]
