"""L.L.A.M.A.'s hard level: a paired look-ahead that judges a round by the chance to win the game.

The generic paired search (:class:`.ismcts.ISMCTSBot`) scored a round by its penalties
against the others'; but what counts is who is lowest when someone reaches 40, and the same
five points are a disaster at 36 and nothing at 6. This bot plays every candidate to the end
of the round on the same deals of the hidden cards, by the heuristic for everyone (on the full
state, without building observations: several times faster), and then finishes the game on
paper: the rounds to come are drawn from a bank of rounds played by the heuristic (penalties
and who emptied, for this many players, seats rotated), until a total reaches 40. The value
of a line is the share of those finished games the bot wins; each deal draws the same future
rounds for every candidate, so the comparison measures the round, not the future's luck.
The hidden cards are dealt uniformly; ``reading`` deals them as the round's public moves
suggest instead (:mod:`.llama_reading`), which has not yet measured stronger.

It spends time only where the decision is open: a single sensible action (returning a chip,
one card to play and nothing worth quitting for) is played at once, drawing is not searched
while a card can be played, and the search stops as soon as no candidate can still overrule
the heuristic's move, or one surely does (a sequential test on the paired differences). The
budget is ``iterations`` deals (``MAX_DEALS`` by default), in the app as in tournaments and
tests, never a number of seconds: a decision depends only on the position and the seed, so a
busy machine makes it slower, never weaker or different.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from ..rules.llama import END_TOTAL, LLAMA, PLAY, RETURN_CHIP, Draw, PlayCard, Quit, ReturnChip
from .llama import best_play_value, normal_policy, quits_on, return_value
from .llama_reading import read_hands
from .paired import PairedStats

GAME = LLAMA

MAX_DEALS = 2000
"""Deals per decision at most (each plays every candidate once): the reproducible budget. The
early stop ends nearly every decision far sooner (measured at 4 players: median 24 deals, 99th
percentile 600), so in practice the tournament plays the bot the app does."""
MIN_DEALS = 24
"""Deals before the search may stop early (fewer would trust a lucky start)."""
CHECK_EVERY = 8
CONFIDENCE = 2.0
"""Standard errors of the paired difference a candidate must beat the heuristic's move by. The
look-ahead's model of the game is not exact, so it should overrule the heuristic only where it
is sure: at 4 players (seed 11, 400 games each) 0.75 won 0.271, 1.5 won 0.311-0.328 and 2.0
won 0.333-0.352 (docs/strength.md, second steering round)."""
STOP_CONFIDENCE = 2.0
"""Standard errors by which every candidate must fall short before the search gives up early."""
INDIFFERENCE = 0.005
"""A gain in the chance to win too small to search for (half a percent): once no candidate can
gain more than this, the decision is settled (close calls do not use the whole second)."""
READING = False
"""Whether the deals follow the rivals' moves (:mod:`.llama_reading`). Off: on 235 four-player
games it won 0.340 against 0.343 without it, and 0.757 of 210 at 2 players against 0.765, at
twice the CPU (docs/strength.md, third steering round)."""
FUTURES = 16
"""Simulated rest-of-game futures per leaf (each a few rounds drawn from the bank)."""
BANK_ROUNDS = 600
"""Rounds of heuristic play per player count in the bank of future rounds."""
BANK_SEED = 20261130
MAX_ROLLOUT_ACTIONS = 2_000


# --- The heuristic on the full state (rollouts) ----------------------------------------------


def state_policy(state: Any, legal: Sequence[Any]) -> Any:
    """``normal_policy`` read straight from the full state: the rollouts' move for any seat.

    Relies on the documented order of ``legal_actions`` (plays, draw, quit; returns alone).
    """
    first = legal[0]
    kind = first.__class__
    if kind is ReturnChip:
        return max(legal, key=lambda a: a.points)
    seat = state.current
    hand = state.hands[seat]
    if kind is PlayCard:
        second = legal[1]
        if second.__class__ is PlayCard and best_play_value(hand, (first.value, second.value)) == second.value:
            return second
        return first
    if kind is Draw:
        hands, quit = state.hands, state.quit
        sizes = [len(hands[s]) for s in range(len(hands)) if s != seat and not quit[s]]
        min_rival = min(sizes) if sizes else -1
        if quits_on(hand, min_rival, len(state.draw_pile) < 4, return_value(state.totals[seat])):
            return legal[1]
    return first


def review_policy(game: Any) -> Any:
    """The review's playout move for every seat (the catalogue's ``review_policy``): the normal
    bot's very moves read from the full state, without building observations."""
    return lambda state, legal, rng: state_policy(state, legal)


def finish_round(state: Any, round_no: int) -> Any:
    """Play the heuristic for everyone until the round ``round_no`` is scored (or the game ends)."""
    apply, legal_actions = GAME.apply, GAME.legal_actions
    for _ in range(MAX_ROLLOUT_ACTIONS):
        if state.phase != PLAY or state.round != round_no:
            return state
        state = apply(state, state_policy(state, legal_actions(state)))
    return state


def totals_after_round(state: Any) -> tuple[int, ...]:
    """Every total once the round just scored is settled (the emptier returns the most it may)."""
    totals = list(state.totals)
    if state.phase == RETURN_CHIP:
        seat = state.current
        totals[seat] -= return_value(totals[seat])
    return tuple(totals)


# --- The rest of the game on paper -------------------------------------------------------------


@cache
def round_bank(num_players: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """``BANK_ROUNDS`` rounds of heuristic play: (penalties by seat, the seat that emptied or -1).

    Played once per player count from a fixed seed (the bank, and so every decision, is
    reproducible); seats are rotated at random when a round is drawn from it.
    """
    rng = random.Random(BANK_SEED + num_players)
    rounds: list[tuple[tuple[int, ...], int]] = []
    while len(rounds) < BANK_ROUNDS:
        state = GAME.new_game(num_players, rng.getrandbits(32))
        while not GAME.is_over(state) and len(rounds) < BANK_ROUNDS:
            round_no = state.round
            state = finish_round(state, round_no)
            result = state.last_round
            if result is None or result.round != round_no:
                break
            emptied = -1 if result.emptied is None else result.emptied
            rounds.append((tuple(result.penalties), emptied))
            if state.phase == RETURN_CHIP:
                state = GAME.apply(state, state_policy(state, GAME.legal_actions(state)))
    return tuple(rounds)


@cache
def _rotated_bank(num_players: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The bank with every seat rotation of every round (one random index draws both)."""
    rotated = []
    for penalties, emptied in round_bank(num_players):
        for shift in range(num_players):
            rotated.append((penalties[shift:] + penalties[:shift], -1 if emptied < 0 else (emptied - shift) % num_players))
    return tuple(rotated)


def win_share(totals: Sequence[int], seat: int, rng: random.Random, futures: int = FUTURES) -> float:
    """The share of ``futures`` simulated rests of the game that ``seat`` wins from ``totals``.

    A game already over counts as it stands (a shared win counts 1/k).
    """
    if max(totals) >= END_TOTAL:
        return _share(totals, seat)
    bank = _rotated_bank(len(totals))
    size = len(bank)
    draw = rng.random
    won = 0.0
    for _ in range(futures):
        t = list(totals)
        while max(t) < END_TOTAL:
            penalties, emptied = bank[int(draw() * size)]
            t = [a + b for a, b in zip(t, penalties)]
            if emptied >= 0:
                held = t[emptied]
                t[emptied] = held - (10 if held >= 10 else 1 if held >= 1 else 0)
        won += _share(t, seat)
    return won / futures


def _share(totals: Sequence[int], seat: int) -> float:
    low = min(totals)
    if totals[seat] != low:
        return 0.0
    return 1.0 / totals.count(low)


# --- The search ---------------------------------------------------------------------------------


def candidates(observation: Any, legal: Sequence[Any]) -> list[Any]:
    """The actions worth searching: every play and quitting (drawing only when nothing plays).

    Returning a chip is never searched: returning the most is always right.
    """
    returns = [a for a in legal if isinstance(a, ReturnChip)]
    if returns:
        return [max(returns, key=lambda a: a.points)]
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if plays:
        return plays + [a for a in legal if isinstance(a, Quit)]
    return list(legal)


class LlamaSearchBot:
    """The hard level: the heuristic, overruled where a paired look-ahead to the game's end is sure."""

    def __init__(
        self,
        seed: int,
        iterations: int | None = None,
        confidence: float = CONFIDENCE,
        futures: int = FUTURES,
        early_stop: bool = True,
        reading: bool = READING,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = max(1, MAX_DEALS if iterations is None else iterations)
        self.confidence = confidence
        self.futures = futures
        self.early_stop = early_stop
        self.reading = reading  # deal the rivals hands that fit their moves (llama_reading)
        self.last_iterations = 0

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        self.last_iterations = 0
        options = candidates(observation, legal_actions)
        if len(options) == 1:
            return options[0]
        rng = self.rng
        default = normal_policy(observation, legal_actions, random.Random(rng.getrandbits(32)))
        anchor = options.index(default) if default in options else 0
        stats = PairedStats(len(options), anchor)
        seat = observation.seat
        round_no = observation.round
        readings = read_hands(observation, random.Random(rng.getrandbits(32))) if self.reading else []
        while stats.deals < self.iterations:
            if readings:
                root = GAME.determinize(observation, rng, hands=readings[stats.deals % len(readings)])
            else:
                root = GAME.determinize(observation, rng)
            luck = rng.getrandbits(32)
            values = []
            for action in options:
                state = finish_round(GAME.apply(root, action), round_no)
                values.append(win_share(totals_after_round(state), seat, random.Random(luck), self.futures))
            stats.add(values)
            if self.early_stop and stats.deals >= MIN_DEALS and stats.deals % CHECK_EVERY == 0 and settled(stats, self.confidence):
                break
        self.last_iterations = stats.deals
        return options[stats.best(self.confidence)]


def settled(stats: PairedStats, confidence: float) -> bool:
    """Whether more deals would hardly change the choice.

    Settled when no candidate can still overrule the anchor by more than ``INDIFFERENCE``
    (each one's mean gain plus ``STOP_CONFIDENCE`` standard errors stays below it), or when
    the chosen one beats every other candidate surely (its lower bound above their upper
    bounds, give or take ``INDIFFERENCE``).
    """
    done = stats.deals
    bounds = []
    for index, total in enumerate(stats.diff_sum):
        mean = total / done
        var = max(stats.diff_sq[index] / done - mean * mean, 0.0)
        se = math.sqrt(var / max(done - 1, 1))
        bounds.append((mean - confidence * se, mean + STOP_CONFIDENCE * se))
    chosen = stats.best(confidence)
    if chosen == stats.anchor:
        return all(high <= INDIFFERENCE for i, (_, high) in enumerate(bounds) if i != chosen)
    low = bounds[chosen][0]
    return all(high < low + INDIFFERENCE for i, (_, high) in enumerate(bounds) if i not in (chosen, stats.anchor))


def make_hard(seed: int, iterations: int | None = None) -> LlamaSearchBot:
    """The hard bot as ``bots.make`` builds it: at most ``iterations`` deals (``MAX_DEALS``),
    fewer where the early stop finds the decision settled."""
    return LlamaSearchBot(seed, iterations)


__all__ = ["LlamaSearchBot", "MAX_DEALS", "candidates", "finish_round", "make_hard", "review_policy",
           "round_bank", "settled", "state_policy", "win_share"]
