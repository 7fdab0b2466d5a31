"""Single-observer information-set Monte Carlo tree search, generic over any Game.

Each iteration deals the hidden cards at random (``Game.determinize`` of the bot's own
observation), walks one shared tree keyed by actions, choosing among the actions legal in
that deal by UCB with availability counts (Cowling, Powley & Whitehouse 2012), adds one
node, finishes with a rollout and credits every node with the reward of the player who
chose it. The bot never sees the real state: only its observation and the legal actions.

A game may plug in a faster or smarter ``rollout`` policy and a ``leaf_value`` that stops
a rollout early (L.L.A.M.A. stops at the end of the round and scores its penalties).

``max_depth`` bounds the tree (1 = flat search over the bot's own choices). ``paired`` is
the flat search with common random numbers: each iteration tries every legal action on
the same deal with the same rollout luck, and with a ``prior`` policy the bot keeps the
prior's choice unless the search is sure another is better. In L.L.A.M.A. the deep tree
lost to the heuristic in tournaments (opponent nodes explored at random distort the
values at small budgets) while the paired, anchored search does not: see tournament.py.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from ..rules.core import Game
from .paired import PairedStats

RolloutPolicy = Callable[[Game[Any, Any, Any], Any, random.Random], Any]
"""(game, full state, rng) -> an action legal in that state."""

LeafValue = Callable[[Game[Any, Any, Any], Any, Any], "Sequence[float] | None"]
"""(game, root state, state) -> one reward in [0, 1] per seat, or None to play on."""

DEFAULT_ITERATIONS = 400
"""The budget of a search given no iterations."""
MAX_ROLLOUT_ACTIONS = 5_000


class _Node:
    __slots__ = ("action", "parent", "mover", "children", "visits", "reward", "avail")

    def __init__(self, action: Any, parent: _Node | None, mover: int | None) -> None:
        self.action = action
        self.parent = parent
        self.mover = mover
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1


def random_rollout(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    actions = game.legal_actions(state)
    return actions[rng.randrange(len(actions))]


def outcome_value(game: Game[Any, Any, Any], root: Any, state: Any) -> Sequence[float] | None:
    """The default leaf value: only a finished game counts; a shared win splits the point."""
    if not game.is_over(state):
        return None
    outcome = game.outcome(state)
    share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
    return [share if seat in outcome.winners else 0.0 for seat in range(len(outcome.scores))]


class ISMCTSBot:
    """A search bot that stops after ``iterations`` (``DEFAULT_ITERATIONS`` if not given).

    Never after a number of seconds: a decision depends only on the observation and the
    seed, so a busy machine makes a bot slower, never weaker or different.
    """

    def __init__(
        self,
        game: Game[Any, Any, Any],
        seed: int,
        iterations: int | None = None,
        rollout: RolloutPolicy | None = None,
        leaf_value: LeafValue | None = None,
        exploration: float = 0.7,
        max_depth: int | None = None,
        paired: bool = False,
        prior: Callable[[Any, Sequence[Any], random.Random], Any] | None = None,
        confidence: float = 2.0,
    ) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.iterations = max(1, DEFAULT_ITERATIONS if iterations is None else iterations)
        self.rollout = rollout or random_rollout
        self.leaf_value = leaf_value or outcome_value
        self.exploration = exploration
        self.max_depth = max_depth
        self.paired = paired
        self.prior = prior
        self.confidence = confidence
        self.last_iterations = 0

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        game, rng = self.game, self.rng
        if self.paired:
            return self._choose_paired(observation, legal_actions)
        root = _Node(None, None, None)
        legal_at_root = set(legal_actions)
        for _ in range(self.iterations):
            self._iterate(root, game.determinize(observation, rng), legal_at_root, rng)
        self.last_iterations = self.iterations
        best = max(
            (child for action, child in root.children.items() if action in legal_at_root),
            key=lambda child: (child.visits, child.reward),
            default=None,
        )
        return best.action if best is not None else legal_actions[rng.randrange(len(legal_actions))]

    def _choose_paired(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        """Flat search with common random numbers, anchored on a default action.

        Every action is tried on the same deal with the same rollout luck, so the difference
        between two actions measures the actions, not the luck. With a ``prior`` policy
        (the game's heuristic) the bot keeps the prior's choice unless another action beats
        it by ``confidence`` standard errors of the paired difference: the search only
        overrules the heuristic where it is sure.
        """
        game, rng = self.game, self.rng
        anchor = 0
        if self.prior is not None:
            anchor = legal_actions.index(self.prior(observation, legal_actions, random.Random(rng.getrandbits(32))))
        stats = PairedStats(len(legal_actions), anchor)
        while stats.deals < self.iterations:
            root_state = game.determinize(observation, rng)
            mover = game.current_player(root_state)
            assert mover is not None, "a bot is asked to move only while the game goes on"
            luck = rng.getrandbits(32)
            stats.add([
                self._rollout(root_state, game.apply(root_state, action), random.Random(luck))[mover]
                for action in legal_actions
            ])
        self.last_iterations = stats.deals
        confidence = self.confidence if self.prior is not None else None
        return legal_actions[stats.best(confidence)]

    def _rollout(self, root_state: Any, state: Any, rng: random.Random) -> Sequence[float]:
        game = self.game
        for _ in range(MAX_ROLLOUT_ACTIONS):
            value = self.leaf_value(game, root_state, state)
            if value is not None:
                return value
            state = game.apply(state, self.rollout(game, state, rng))
        return [0.0] * game.num_players(state)

    def _iterate(self, root: _Node, root_state: Any, legal_at_root: set[Any], rng: random.Random) -> None:
        game, c = self.game, self.exploration
        node, state = root, root_state
        depth = 0
        value: Sequence[float] | None = None
        # Selection: descend while every action legal in this deal already has a child.
        while True:
            value = self.leaf_value(game, root_state, state)
            if value is not None:
                break
            if self.max_depth is not None and depth >= self.max_depth:
                break
            depth += 1
            actions = game.legal_actions(state)
            if node is root:
                actions = [a for a in actions if a in legal_at_root] or actions
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(action, node, game.current_player(state))
                node.children[action] = child
                node, state = child, game.apply(state, action)
                break
            best, best_score = None, -math.inf
            for action in actions:
                child = node.children[action]
                score = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                child.avail += 1
                if score > best_score:
                    best, best_score = child, score
            assert best is not None
            node, state = best, game.apply(state, best.action)
        # Simulation.
        if value is None:
            value = self._rollout(root_state, state, rng)
        # Backpropagation: each node is credited with the reward of the seat that chose it.
        credited: _Node | None = node
        while credited is not None:
            credited.visits += 1
            if credited.mover is not None:
                credited.reward += value[credited.mover]
            credited = credited.parent


class CandidateSearchBot:
    """The paired flat search of an :class:`ISMCTSBot` over the few actions a game names.

    Many legal actions differ only in details no search budget could tell apart (a space, a
    leftover treat); the game's ``candidates(observation, legal)`` keeps the ones worth
    searching, and ``iterations(observation, candidates)``, if given, spends the budget by
    how many there are. One candidate is played at once.
    """

    def __init__(
        self,
        search: ISMCTSBot,
        candidates: Callable[[Any, Sequence[Any]], list[Any]],
        iterations: Callable[[Any, list[Any]], int] | None = None,
    ) -> None:
        self.search = search
        self.candidates = candidates
        self.iterations = iterations

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        options = self.candidates(observation, legal_actions)
        if len(options) == 1:
            return options[0]
        if self.iterations is not None:
            self.search.iterations = self.iterations(observation, options)
        return self.search.choose(observation, options)


__all__ = ["CandidateSearchBot", "DEFAULT_ITERATIONS", "ISMCTSBot", "LeafValue", "RolloutPolicy", "outcome_value", "random_rollout"]
