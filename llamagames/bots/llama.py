"""L.L.A.M.A. bots: the heuristic ("normal"), a naive player ("easy"), search hooks ("hard").

The heart of the game is the choice when no card fits: draw (one more card, rarely a help
late in the round) or quit (take the penalty in hand now). The heuristic estimates the
chance of emptying the hand before an opponent does, and quits when the penalty held is
small against the expected cost of staying in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ..rules.core import Game
from ..rules.llama import LLAMA_CARD, LLAMA_PENALTY, PLAY, VALUES, Draw, PlayCard, Quit, ReturnChip, penalty

CARD_PENALTY = {v: (LLAMA_PENALTY if v == LLAMA_CARD else v) for v in VALUES}
MAX_ROUND_PENALTY = sum(CARD_PENALTY.values())  # 31: one of each value, llamas 10
BEST_RETURN = 10

# The chance-to-empty model, tuned by tournament (tournament.py, 4 players, 2000 games per
# setting): staying in pays more often than a cautious estimate suggests, so the base is high
# and the rivals' hand sizes move it only a little.
EMPTY_CHANCE_BASE = 0.55
EMPTY_CHANCE_SLOPE = 0.03
EMPTY_CHANCE_MIN = 0.15
EMPTY_CHANCE_MAX = 0.9

RELATIVE_ROUND_VALUE = True
"""Search leaves score a round by penalty against the others' average (what decides a win)."""


def successor(value: int) -> int:
    """The value that may be played on ``value`` besides itself (6 -> llama -> 1)."""
    return 1 if value == LLAMA_CARD else value + 1


def _split(legal: Sequence[Any]) -> tuple[list[PlayCard], Any, Any, list[ReturnChip]]:
    plays: list[PlayCard] = []
    draw = quit_ = None
    returns: list[ReturnChip] = []
    for action in legal:
        if isinstance(action, PlayCard):
            plays.append(action)
        elif isinstance(action, Draw):
            draw = action
        elif isinstance(action, Quit):
            quit_ = action
        elif isinstance(action, ReturnChip):
            returns.append(action)
    return plays, draw, quit_, returns


def play_score(hand: Sequence[int], value: int) -> float:
    """How good it is to play ``value`` now: shed penalty, keep a chain going, drop the llama.

    A value held several times is played first (the next copy follows on itself); a card
    whose successor is also in hand opens a chain; what it sheds counts most late.
    """
    count = hand.count(value)
    rest = list(hand)
    rest.remove(value)
    shed = penalty(hand) - penalty(rest)
    score = 0.4 * shed + 2.5 * (count - 1)
    if successor(value) in hand:
        score += 2.0
    score += 0.05 * CARD_PENALTY[value]
    return score


def expected_draw_cost(hand: Sequence[int]) -> float:
    """The penalty a drawn card adds on average (a value not yet in hand, cards evenly spread)."""
    held = set(hand)
    return sum(CARD_PENALTY[v] for v in VALUES if v not in held) / len(VALUES)


def chance_to_empty(observation: Any) -> float:
    """A rough chance of emptying the hand before the round ends.

    An opponent still in with few cards ends the round soon; each of our cards needs a turn
    of its own, and only about half the turns offer a playable card.
    """
    me = observation.seat
    hand_size = len(observation.hand)
    rivals = [
        observation.hand_sizes[s]
        for s in range(observation.num_players)
        if s != me and not observation.quit[s]
    ]
    if not rivals:
        return 0.0
    rival_turns = min(rivals) / 0.55
    my_turns = hand_size / 0.45 + 1.0
    if observation.draw_size < 4:
        my_turns += 2.0
    margin = rival_turns - my_turns
    return max(EMPTY_CHANCE_MIN, min(EMPTY_CHANCE_MAX, EMPTY_CHANCE_BASE + EMPTY_CHANCE_SLOPE * margin))


def return_value(total: int) -> int:
    if total >= 10:
        return BEST_RETURN
    return 1 if total >= 1 else 0


def should_quit(observation: Any) -> bool:
    """Quit when the penalty held is small against the expected cost of drawing on."""
    hand = observation.hand
    held = penalty(hand)
    p = chance_to_empty(observation)
    reward = return_value(observation.totals[observation.seat])
    stay_cost = (1.0 - p) * (held + expected_draw_cost(hand)) - p * reward
    return held <= stay_cost


@lru_cache(maxsize=65536)
def best_play_value(hand: tuple[int, ...], plays: tuple[int, ...]) -> int:
    """The value ``normal_policy`` plays from ``hand`` among the values ``plays`` (cached: the
    search's rollouts and its reading of the rivals ask the same questions many times)."""
    return max(plays, key=lambda v: (play_score(hand, v), v))


@lru_cache(maxsize=65536)
def quits_on(hand: tuple[int, ...], min_rival: int, low_pile: bool, reward: int) -> bool:
    """``should_quit`` from the few numbers it depends on: the smallest hand of a rival still
    in (-1: nobody else is in), fewer than 4 cards to draw, and the chip an empty hand returns."""
    held = penalty(hand)
    if min_rival < 0:
        p = 0.0
    else:
        margin = min_rival / 0.55 - (len(hand) / 0.45 + 1.0 + (2.0 if low_pile else 0.0))
        p = max(EMPTY_CHANCE_MIN, min(EMPTY_CHANCE_MAX, EMPTY_CHANCE_BASE + EMPTY_CHANCE_SLOPE * margin))
    stay_cost = (1.0 - p) * (held + expected_draw_cost(hand)) - p * reward
    return held <= stay_cost


def normal_policy(observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """The L.L.A.M.A. heuristic: return the most chips, play when possible, else draw or quit."""
    plays, draw, quit_, returns = _split(legal)
    if returns:
        return max(returns, key=lambda a: a.points)
    hand = observation.hand
    if plays:
        return max(plays, key=lambda a: (play_score(hand, a.value), a.value))
    if draw is not None and not should_quit(observation):
        return draw
    if quit_ is not None:
        return quit_
    return legal[rng.randrange(len(legal))]


def easy_policy(observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """A naive player: any playable card, draws until the hand feels big, then quits."""
    plays, draw, quit_, returns = _split(legal)
    if returns:
        return returns[rng.randrange(len(returns))]
    if plays:
        return plays[rng.randrange(len(plays))]
    if draw is not None and len(observation.hand) < 6 + rng.randrange(4):
        return draw
    if quit_ is not None:
        return quit_
    return legal[rng.randrange(len(legal))]


def round_value(game: Game[Any, Any, Any], root: Any, state: Any) -> Sequence[float] | None:
    """Search leaf: the round of the root is over; score it by penalties (or the game by winners).

    The emptier's chip return is counted at once (returning the most is always right).
    """
    if game.is_over(state):
        outcome = game.outcome(state)
        share = 1.0 / len(outcome.winners)
        return [share if seat in outcome.winners else 0.0 for seat in range(state.num_players)]
    if state.round == root.round and state.phase == PLAY:
        return None
    result = state.last_round
    gains = []
    for seat in range(state.num_players):
        gain = result.penalties[seat]
        if result.emptied == seat:
            gain -= result.returned or return_value(result.totals_after[seat])
        gains.append(gain)
    if RELATIVE_ROUND_VALUE:
        total = sum(gains)
        n = len(gains)
        return [0.5 + ((total - g) / (n - 1) - g) / (2 * (MAX_ROUND_PENALTY + BEST_RETURN)) for g in gains]
    return [(MAX_ROUND_PENALTY - g) / (MAX_ROUND_PENALTY + BEST_RETURN) for g in gains]


def heuristic_rollout(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    """Rollout move: the heuristic, from the observation of the seat to move."""
    seat = game.current_player(state)
    assert seat is not None, "rollouts stop when the game is over"
    return normal_policy(game.observation(state, seat), game.legal_actions(state), rng)


__all__ = [
    "best_play_value",
    "chance_to_empty",
    "easy_policy",
    "expected_draw_cost",
    "heuristic_rollout",
    "normal_policy",
    "play_score",
    "quits_on",
    "round_value",
    "should_quit",
]
