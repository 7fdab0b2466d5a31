"""Llamaland's hard level: a short look-ahead over the few moves the heuristic likes best.

Generic ISMCTS with random rollouts is slow here (a turn is a chain of small decisions and a
random game runs for hundreds of them) and weaker than the heuristic. This bot searches only
where it pays: at each decision it takes the heuristic's favourite and the next best few
candidates (at the start of a turn, whole (stack, placement) plans ranked by the heuristic's
cheap ``PlacementScorer``), and plays each out on the same random deals of the hidden tiles
and cards: the rest of our turn by the heuristic, then ``horizon`` more turns with the
heuristic for everyone (by default ``HORIZON_ROUNDS`` whole rounds: judging right after our own
turn, or after the rivals' replies only, misses the tempo of a move that sets up the next turn,
and measured barely better than the heuristic; two and three rounds measured stronger
still, four no stronger than three, see ``HORIZON_ROUNDS``). A position is judged
by each seat's expected final points (``Appraisal.value``; the real score once the game is
over): ours minus the rivals' (the strongest and their mean, half each; the strongest alone
measured no better at 4 players, 0.730 against 0.750 on the same 100 deals, both with the
place phase left unsearched).

Like the paired search of L.L.A.M.A.'s hard level, candidates are compared on common deals
and the heuristic's move is kept unless another beats it by ``confidence`` standard errors
and by at least ``MIN_GAIN`` points: the search only overrules the heuristic where it is sure.
The search plays ``iterations`` deals (``DEFAULT_ITERATIONS`` in the app and in tournaments
alike, so the bot measured is the bot played), never against a clock: a busy machine makes it
slower, never weaker or different. Using a whole second for more deals was tried:
six deals cost five times the CPU and won 0.765 against 0.735 on the same 34 four-player
deals, no clear gain.

Cost. Playouts are the heuristic's own decisions, so their price is the heuristic's: its
placement search (``PlacementScorer.best_in_view``) scores only the placements that can
still win. With the reproducible budget of two deals the second deal plays only the
candidates the first left able to win (``_still_open``: the same choice, about 40% fewer
playouts). The place phase is searched again after the start of the turn chose a stack
(playing the start's plan instead saved a fifth of the time but won 0.750 against 0.830 on
the same 100 four-player deals), and the small decisions (characters, markers, llama
squares, trades and feeds) compare ``SMALL_CANDIDATES`` moves (as strong as 6 there, 0.830
both; not searching them at all won 0.710). A four-player game (this bot and three normal
ones) cost about 3.1 to 3.3 s of CPU with playouts of one round (14.8 s before the speed-up),
and about 7 s with the three rounds played now; a 2-player game against a normal bot 2.2 to
2.6 s with one round, about 4.9 s with three.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..rules.llamaland import (
    LLAMALAND,
    PLACE,
    START,
    LlamalandObservation,
    Place,
    TakeStack,
    orientations,
)
from ..rules.llamaland.components import SHAPE_ORDER
from .ai import GameAI
from .llamaland import Appraisal, PlacementScorer, easy_policy, normal_policy
from .paired import PairedStats

GAME = LLAMALAND

DEFAULT_ITERATIONS = 2
"""Deals per decision (each plays out every candidate once)."""
DEFAULT_CANDIDATES = 6
SMALL_CANDIDATES = 3
"""Candidates of the small decisions (characters, markers, llamas, trades and feeds)."""
HORIZON_ROUNDS = 3
"""Rounds the playouts run after our turn (a round: one turn per seat). Against the bot that
ran one round, on the same 4-player deals (seed 21, paired game by game): two rounds won
+0.087 ± 0.077 more in 156 games, three +0.154 ± 0.081 in 91 (0.967 of them), four +0.127 ±
0.108 in 79, at 1.3, 1.9 and 2.4 times the CPU; at 2 players three rounds won +0.098 ± 0.065
in 82 games (all 82) at twice the CPU (docs/strength.md, fourth steering round). The
appraisal's guess of the final points is the weak link: the further the playouts run on the
heuristic, the less of the decision rests on it."""
MIN_GAIN = 0.05
"""Points a candidate must gain over the heuristic's move to replace it."""
MAX_TURN_ACTIONS = 200
LEADER_WEIGHT = 0.5
"""The strongest rival's share of the rivals' points a leaf subtracts (their mean has the rest)."""


Plan = tuple[Any, ...]
"""Actions played in order from the decision; the first is the one the bot would choose."""


def _start_plans(view: Appraisal, legal: Sequence[Any], k: int) -> tuple[list[Plan], int]:
    """(stack, placement) plans: each stack's best and the best others, the heuristic's first."""
    state = view.state
    player = view.player
    scorer = PlacementScorer(view)
    best_per_stack: list[tuple[float, Plan]] = []
    others: list[tuple[float, Plan]] = []
    for action in legal:
        if not isinstance(action, TakeStack):
            continue
        tile = state.stack_top(action.shape)
        places = player.estate.placements(orientations(tile), player.foundations)
        scored = [(scorer.score(tile, p), i, p) for i, p in enumerate(places)]
        if not scored:
            continue
        # The heuristic keeps the first of equal scores: sort stably on the score alone.
        scored.sort(key=lambda t: -t[0])
        best_per_stack.append((scored[0][0], (action, scored[0][2])))
        others.extend((s, (action, p)) for s, _, p in scored[1:k])
    if not best_per_stack:
        return [], 0
    # The heuristic's choice: the first stack with the highest best placement.
    top = max(range(len(best_per_stack)), key=lambda i: (best_per_stack[i][0], -i))
    plans = [best_per_stack[top][1]]
    rest = [entry for i, entry in enumerate(best_per_stack) if i != top]
    rest.sort(key=lambda t: -t[0])
    plans.extend(plan for _, plan in rest[: k - 1])
    others.sort(key=lambda t: -t[0])
    for _, plan in others:
        if len(plans) >= k:
            break
        plans.append(plan)
    return plans, 0


def _place_plans(view: Appraisal, legal: Sequence[Any], k: int) -> tuple[list[Plan], int]:
    scorer = PlacementScorer(view)
    tile = view.state.turn.tile
    scored = [(scorer.score(tile, p), i, p) for i, p in enumerate(legal) if isinstance(p, Place)]
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(p,) for _, _, p in scored[:k]], 0


def _other_plans(view: Appraisal, legal: Sequence[Any], default: Any, k: int) -> tuple[list[Plan], int]:
    """Small decisions: the heuristic's move and the others it values most after one step."""
    if len(legal) <= k:
        plans = [(a,) for a in legal]
        return plans, legal.index(default)
    ranked = sorted(
        (a for a in legal if a != default), key=lambda a: -view.value(GAME.apply(view.state, a))
    )
    return [(default,)] + [(a,) for a in ranked[: k - 1]], 0


def _quick_turn_start(state: Any, seat: int) -> Any:
    """The heuristic's stack and placement in one pass (the placements are listed only once)."""
    view = Appraisal(LlamalandObservation(seat, state))
    scorer = PlacementScorer(view)
    player = view.player
    best, plan = float("-inf"), None
    for index, column in enumerate(state.stacks):
        if not column:
            continue
        tile = column[-1]
        score, place = scorer.best_in_view(tile, player.estate.placement_view(orientations(tile), player.foundations))
        if place is not None and score > best:
            best, plan = score, (index, place)
    if plan is None:
        return None
    return GAME.apply(GAME.apply(state, TakeStack(SHAPE_ORDER[plan[0]])), plan[1])


def _heuristic_step(state: Any, rng: random.Random) -> Any:
    seat = state.turn.seat
    if state.turn.phase == START:
        after = _quick_turn_start(state, seat)
        if after is not None:
            return after
    legal = GAME.legal_actions(state)
    action = legal[0] if len(legal) == 1 else normal_policy(LlamalandObservation(seat, state), legal, rng)
    return GAME.apply(state, action)


def play_turns(state: Any, turns: int, rng: random.Random) -> Any:
    """Finish the current turn, then play ``turns`` more, all by the heuristic."""
    for _ in range(turns + 1):
        seat = state.turn.seat
        for _ in range(MAX_TURN_ACTIONS):
            if state.over or state.turn.seat != seat:
                break
            state = _heuristic_step(state, rng)
        if state.over:
            break
    return state


MAX_PLAYOUT_TURNS = 20_000
"""A review's playout that has not ended after this many turns is a bug, not a long game."""


def review_finish(game: Any) -> Any:
    """How a review's playout ends (the catalogue's ``review_finish``): :func:`play_turns`,
    which chooses a turn's stack and placement in one pass as the heuristic does, about a
    fifth faster than playing the heuristic move by move."""

    def finish(state: Any, rng: random.Random) -> Any:
        for _ in range(MAX_PLAYOUT_TURNS):
            if game.is_over(state):
                return state
            state = play_turns(state, MAX_PLAYOUT_TURNS, rng)
        raise RuntimeError(f"{game.title} did not end within its playout.")

    return finish


def leaf_value(state: Any, seat: int) -> float:
    """Our expected final points minus the rivals' (the strongest counts most)."""
    n = state.num_players
    if state.over:
        values = [float(s) for s in GAME.outcome_of(state).scores]
    else:
        values = [Appraisal(LlamalandObservation(s, state)).value(state) for s in range(n)]
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (LEADER_WEIGHT * max(others) + (1.0 - LEADER_WEIGHT) * (sum(others) / len(others)))


def _with_settled(values: list[float], live: list[bool], anchor: int) -> list[float]:
    """A deal's values for every candidate: those not played score as the anchor (no gain)."""
    if all(live):
        return values
    played = iter(values)
    full = [next(played) if alive else 0.0 for alive in live]
    return [v if alive else full[anchor] for v, alive in zip(full, live)]


def _canonical(observation: Any) -> Any:
    """The observation with the unknown orders sorted, so the deals drawn from it (and so the
    decision) depend only on what the seat knows, not on how its view was shuffled."""
    state = observation.state
    stacks = tuple(tuple(sorted(s[:-1])) + s[-1:] for s in state.stacks)
    pile = tuple(sorted(state.char_pile))
    if stacks == state.stacks and pile == state.char_pile:
        return observation
    return LlamalandObservation(observation.seat, replace(state, stacks=stacks, char_pile=pile))


class LlamalandSearchBot:
    """The hard level: the heuristic, overruled where a short paired look-ahead is sure."""

    def __init__(
        self,
        seed: int,
        iterations: int | None = None,
        candidates: int = DEFAULT_CANDIDATES,
        horizon: int | None = None,
        confidence: float = 1.0,
        prune: bool = True,
    ) -> None:
        self.rng = random.Random(seed)
        if iterations is None:
            iterations = DEFAULT_ITERATIONS  # the app plays the bot the tournament measures
        self.iterations = max(1, iterations)
        self.candidates = max(1, candidates)
        self.horizon = horizon  # turns after ours; None: HORIZON_ROUNDS rounds (one turn per seat each)
        self.confidence = confidence
        self.prune = prune  # skip the playouts that cannot change the choice (see _still_open)
        self.last_iterations = 0
        self.last_playouts = 0

    def candidate_plans(self, observation: Any, legal: Sequence[Any]) -> tuple[list[Plan], int]:
        """The plans searched and the index of the heuristic's own."""
        view = Appraisal(observation)
        phase = view.state.turn.phase
        k = self.candidates
        if phase == START:
            plans, anchor = _start_plans(view, legal, k)
            if plans:
                return plans, anchor
        if phase == PLACE:
            return _place_plans(view, legal, k)
        default = normal_policy(observation, legal, random.Random(self.rng.getrandbits(32)))
        return _other_plans(view, legal, default, min(k, SMALL_CANDIDATES))

    def _still_open(self, stats: PairedStats) -> list[bool]:
        """Which candidates the next deal must play. With two deals and ``confidence`` at
        least 1, a candidate's margin over the anchor is at most the smaller of its two gains
        (mean minus half their difference): one that gained no more than ``MIN_GAIN`` in the
        first deal can no longer win, so the second deal plays only the others and the anchor
        (none of them: no second deal). The choice is the one playing them all would make."""
        n = len(stats.diff_sum)
        if not (self.prune and self.iterations == 2 and stats.deals == 1 and self.confidence >= 1.0):
            return [True] * n
        live = [gain > MIN_GAIN for gain in stats.diff_sum]
        if any(live):
            live[stats.anchor] = True
        return live

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        self.last_iterations = self.last_playouts = 0
        if len(legal_actions) == 1:
            return legal_actions[0]
        legal = list(legal_actions)
        observation = _canonical(observation)
        plans, anchor = self.candidate_plans(observation, legal)
        if len({plan[0] for plan in plans}) < 2:  # no choice here: the plans differ only later
            return plans[anchor][0] if plans else legal[0]
        seat = observation.seat
        default_turns = HORIZON_ROUNDS * observation.state.num_players
        horizon = default_turns if self.horizon is None else max(0, self.horizon)
        stats = PairedStats(len(plans), anchor)
        while stats.deals < self.iterations:
            root = GAME.determinize(observation, self.rng)
            luck = self.rng.getrandbits(32)
            live = self._still_open(stats)
            if not any(live):
                break  # the anchor stands whatever this deal shows
            values: list[float] = []
            for index, plan in enumerate(plans):
                if not live[index]:
                    continue
                state = root
                for action in plan:
                    state = GAME.apply(state, action)
                state = play_turns(state, horizon, random.Random(luck))
                values.append(leaf_value(state, seat))
                self.last_playouts += 1
            stats.add(_with_settled(values, live, anchor))
        self.last_iterations = stats.deals
        return plans[stats.best(self.confidence, MIN_GAIN)][0]


def make_hard(seed: int, iterations: int | None = None) -> LlamalandSearchBot:
    """The hard bot as ``bots.make`` builds it: ``DEFAULT_ITERATIONS`` deals unless told otherwise."""
    return LlamalandSearchBot(seed, iterations)


def follow_up(observation: LlamalandObservation, action: Any) -> tuple[LlamalandObservation, list[Any]] | None:
    """After a tile taken from its stack, the seat's position with the tile in hand, where it
    chooses the placement next (what the rules show the seat then: the tile drawn is public)."""
    if not isinstance(action, TakeStack) or observation.state.turn.phase != START:
        return None
    try:
        after = GAME.apply(observation.state, action)
    except ValueError:  # IllegalActionError among them: no such half-move to follow
        return None
    return GAME.observation(after, observation.seat), list(GAME.legal_actions(after))


__all__ = ["DEFAULT_ITERATIONS", "HORIZON_ROUNDS", "LlamalandSearchBot", "follow_up", "leaf_value", "make_hard",
           "play_turns", "review_finish"]


AI = GameAI(
    normal=normal_policy,
    easy=easy_policy,
    # ISMCTS with random rollouts lost to the heuristic here (and took ~0.1 s a rollout):
    # the hard level is a paired look-ahead over the heuristic's best candidates instead.
    hard_bot=make_hard,
    hard_iterations=DEFAULT_ITERATIONS,
    follow_up=follow_up,
)
"""What Llamaland gives its bots (named by the catalogue)."""
