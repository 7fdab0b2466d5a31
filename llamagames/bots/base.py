"""What a bot is: something that picks one of the legal actions from an observation.

A bot never receives the game state, only what its seat may know (``Game.observation``),
so it cannot cheat; it owns a ``random.Random`` seeded at creation, so a game between bots
is reproducible from its seeds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Bot(Protocol):
    """A player: ``choose`` returns one element of ``legal_actions``."""

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any: ...


Policy = Callable[[Any, Sequence[Any], random.Random], Any]
"""A pure decision function (observation, legal actions, rng) -> action: a heuristic."""


class RandomBot:
    """Uniformly random among the legal actions: the baseline every level must beat."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        return legal_actions[self.rng.randrange(len(legal_actions))]


class PolicyBot:
    """A bot that applies a heuristic policy with its own seeded generator."""

    def __init__(self, policy: Policy, seed: int) -> None:
        self.policy = policy
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.policy(observation, legal_actions, self.rng)


class NoisyBot:
    """A policy that slips: with probability ``mistake_rate`` it plays a random legal action.

    The generic "easy" level for a game whose heuristic has no dedicated weak version.
    """

    def __init__(self, policy: Policy, seed: int, mistake_rate: float = 0.3) -> None:
        self.policy = policy
        self.rng = random.Random(seed)
        self.mistake_rate = mistake_rate

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.rng.random() < self.mistake_rate:
            return legal_actions[self.rng.randrange(len(legal_actions))]
        return self.policy(observation, legal_actions, self.rng)


__all__ = ["Bot", "NoisyBot", "Policy", "PolicyBot", "RandomBot"]
