"""The review of a finished game: every decision of one seat, beside the hard bot's choice, with
the seat's chance to win before and after it.

Everything is judged from what the seat could see at the decision: its observation (the one
the app's bots are given), never the real state's hidden cards. A chance to win is counted
from ``playouts`` deals of the hidden cards (``Game.determinize`` of the observation), each
played to the end of the game by the normal bots (on the full state of the deal; for
L.L.A.M.A. its heuristic read straight from the state, the same moves several times faster).
Every candidate move of a decision is played on the same deals with the same luck after
them (common random numbers), so the difference between two moves is the moves', not the
deals'. A shared win counts 1/k, as the tournament counts it; the interval is Wilson's.

- ``before``: the chance with the normal bot's move at this decision (what the seat could
  expect from here, playing as the heuristic does);
- ``after``: the chance with the move taken. It is judged on the same deals of what the seat
  could see *before* the move, so a draw is judged by what it could bring, not by the card
  that came (a lucky draw is not a good decision); the next decision's ``before`` shows the
  position as it turned out;
- ``hard``: the hard bot's move (``bots.make(game, "hard", seed)`` with the game's fixed
  budget, given the seat's observation of the moves it watched, as in the app) and its chance.
  It is the Hint button's move exactly (the same bot, seed and position:
  ``bots.explain.advised_position``), so a hint followed is never a mistake here; the second
  half of a move made in one gesture at the table (a Llamaland tile taken, then laid) is
  judged from what the seat saw before the first half.
  When the move taken is the hard bot's, the two chances are one estimate: "as good".

``drop`` = chance(hard) - chance(taken). Both moves are played on the same deals, so whether
the hard bot's move is better beyond the noise is read deal by deal: a sign test on the deals
where it ended better for the seat (``better``) against those where it ended worse (``worse``),
one-sided at 2.5% (:func:`beyond_noise`). A deal ends better with a larger share of the win;
where that is not clear, a deal also ends better with the same share and more points against
the best rival (``deals.py``: in a game the seat lost whatever it did, the points still tell
the moves apart). ``better`` and ``worse`` count the deals of the test that decided. Far fewer deals settle it than
two separate intervals would (a deal's luck is shared by both moves), and a decision's deals
stop once the test's verdict is settled (:func:`deals.settled`). ``points`` is the hard bot's
move's mean gain in points over the move taken. The three largest clear drops (then points)
that cost something (:attr:`Decision.costs`) are ``marked``.

Everything is reproducible: the generators are seeded from the record's seed, the seat and the
move number, so a file gives the same review every time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .. import bots, catalogue
from ..bots.explain import advised_position
from ..rules import GAMES
from ..rules.core import Game, GameRecord, replay, watched_observation
from ..tournament import wilson_interval
from .deals import DealError, Ending, Fact, Finisher, both_settled, deal_endings, split, win_share
from .steady import deal_cap, precise, trend

REVIEW_VERSION = 7
"""The format of a review's JSON (``Review.to_json``): kept with the finished game. 3: deals
judged by points at the same share of the win; 4: the hard bot's move is the Hint button's
(``bots.explain.advised_position``: a Llamaland tile's place judged from what was seen before
it was taken); 5: a decision keeps the second half of the hard bot's move (``hard_then``: where
it lays the tile it takes), so the replay rings the review's place, not the normal bot's; 6: what
each move ended with in the deals (``score_hard``, ``score_taken``, ``rival``, ``rival_wins``),
so the strip says what the better move would have got; 7: only a decision that cost something
(``Decision.costs``) is marked (a playtester's list of costliest decisions named one that cost 0
points and "about the same chance"). A review kept before is counted again."""

FALLBACK_PLAYOUTS = 60
"""Deals per estimate of a game the catalogue does not know. A known game's are its entry's
``review_playouts``, chosen so a whole 4-player game's review fits its time (L.L.A.M.A. within
30 s of one core, Llamaland within 2 minutes: see the module docs of ``review`` and
``python -m llamagames.review --help``)."""
MARKED = 3
"""How many of the costliest decisions are marked."""
LEAST_DROP = 0.01
"""The least drop of the chance to win that costs something: a whole percent, as the strip says it."""
LEAST_POINTS = 0.5
"""The least mean gain in points that costs something: a point, as the strip rounds it."""
SIGN_TEST_LEVEL = 0.025
"""A drop is clear when so few deals would split this unevenly by chance (one-sided)."""
MAX_PLAYOUT_ACTIONS = 20_000
_SALT = 0x2E71E4
"""Keeps the review's generators apart from the bots' (both start from the record's seed)."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: decisions reviewed so far, of the seat's decisions in the game."""


class ReviewCancelled(Exception):
    """``cancelled()`` answered True: the review stopped (nothing half-done is returned)."""


class ReviewError(ValueError):
    """The record cannot be reviewed (it does not replay, the seat is not at the table); the
    message says why in words."""


# -- the result ------------------------------------------------------------------------------


def _whole(data: dict[str, Any], key: str, what: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} has no whole number '{key}'")
    return value


def _number(data: dict[str, Any], key: str, what: str) -> float:
    value = data.get(key)
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ValueError(f"{what} has no number '{key}'")
    return float(value)


def _text(data: dict[str, Any], key: str, what: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{what} has no text '{key}'")
    return value


@dataclass(frozen=True)
class Chance:
    """An estimated chance to win: ``wins`` (shared wins count 1/k) of ``playouts`` deals."""

    wins: float
    playouts: int
    low: float
    high: float

    @property
    def value(self) -> float:
        return self.wins / self.playouts if self.playouts else 0.0

    @staticmethod
    def of(wins: float, playouts: int) -> Chance:
        low, high = wilson_interval(wins, playouts)
        return Chance(round(wins, 9), playouts, round(low, 6), round(high, 6))

    def overlaps(self, other: Chance) -> bool:
        return self.low <= other.high and other.low <= self.high

    def to_json(self) -> dict[str, Any]:
        return {"chance": round(self.value, 6), "low": self.low, "high": self.high, "wins": self.wins,
                "playouts": self.playouts}

    @staticmethod
    def from_json(data: Any) -> Chance:
        if not isinstance(data, dict):
            raise ValueError("a chance is not an object")
        what = "a chance"
        return Chance(_number(data, "wins", what), _whole(data, "playouts", what), _number(data, "low", what),
                      _number(data, "high", what))


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat."""

    move: int
    """The move's number in the record, from 1 (``record.actions[move - 1]`` is the move taken)."""
    seat: int
    options: int
    """How many legal actions there were."""
    taken: str
    hard: str
    """The hard bot's move at this position (from the seat's observation only)."""
    normal: str
    """The normal bot's move (the one ``before`` assumes)."""
    before: Chance
    after: Chance
    """The chance with the move taken."""
    hard_chance: Chance
    as_good: bool
    """The move taken is the hard bot's."""
    drop: float
    """chance(hard) - chance(taken): what the move cost against the hard bot's (0 when as good)."""
    marked: bool = False
    """Among the three costliest decisions whose drop is beyond the estimate's noise."""
    better: int = 0
    """Deals in which the hard bot's move ended better for the seat than the move taken."""
    worse: int = 0
    """Deals in which it ended worse (the rest ended the same)."""
    points: float = 0.0
    """The hard bot's move's mean gain over the move taken, deal by deal, in the seat's points
    against the best rival's (0 when as good)."""
    hard_then: str = ""
    """The second half of the hard bot's move where it is half of one (``GameAI.follow_up``:
    where it lays the Llamaland tile it takes), as the Hint would advise it (the hard bot with
    the seed of the seat's next decision, ``bots.explain.suggest``); "" otherwise, and where
    the move taken is the hard bot's (its next decision is judged on its own)."""
    score_hard: float = 0.0
    """The seat's own final score with the hard bot's move, the mean over the decision's deals
    (0 when as good): what the better move would have got, in the game's points."""
    score_taken: float = 0.0
    """The same with the move taken."""
    rival: int = -1
    """The rival seat that won most more often after the move taken than after the hard bot's
    (the chance the move gave away); -1 for none."""
    rival_wins: float = 0.0
    """How many more of the deals ``rival`` won after the move taken (a shared win counts 1/k)."""

    @property
    def costs(self) -> bool:
        """The move taken cost something a player would read: at least a percent of the chance
        to win or a point against the hard bot's move. A sign test can be clear on the points
        against the best rival where the seat's own chance and points barely move (a list of
        costliest decisions showed one that cost "0 pts" and "about the same chance")."""
        return not self.as_good and (self.drop >= LEAST_DROP or self.points >= LEAST_POINTS)

    @property
    def clear_drop(self) -> bool:
        """The hard bot's move is better beyond the noise of the shared deals (a sign test),
        by the chance to win or, at the same chance, by points, and the move taken cost something."""
        gain = self.drop > 0 or (self.drop == 0 and self.points > 0)
        return self.costs and gain and beyond_noise(self.better, self.worse)

    def to_json(self) -> dict[str, Any]:
        return {"move": self.move, "seat": self.seat, "options": self.options, "taken": self.taken,
                "hard": self.hard, "normal": self.normal, "as_good": self.as_good,
                "before": self.before.to_json(), "after": self.after.to_json(),
                "hard_chance": self.hard_chance.to_json(), "drop": round(self.drop, 6), "marked": self.marked,
                "better": self.better, "worse": self.worse, "points": round(self.points, 6),
                "score_hard": round(self.score_hard, 3), "score_taken": round(self.score_taken, 3),
                "rival": self.rival, "rival_wins": round(self.rival_wins, 3),
                **({"hard_then": self.hard_then} if self.hard_then else {})}

    def standing(self) -> Chance:
        """The chance to win before the decision, with the best move seen here (the normal
        bot's, the one taken or the hard bot's, all played on the same deals): what the
        position held, which the graph shows."""
        return max((self.before, self.after, self.hard_chance), key=lambda chance: chance.value)

    @staticmethod
    def from_json(data: Any) -> Decision:
        if not isinstance(data, dict):
            raise ValueError("a decision is not an object")
        what = "a decision"
        return Decision(_whole(data, "move", what), _whole(data, "seat", what), _whole(data, "options", what),
                        _text(data, "taken", what), _text(data, "hard", what), _text(data, "normal", what),
                        Chance.from_json(data.get("before")), Chance.from_json(data.get("after")),
                        Chance.from_json(data.get("hard_chance")), data.get("as_good") is True,
                        _number(data, "drop", what), data.get("marked") is True, _whole(data, "better", what),
                        _whole(data, "worse", what), _number(data, "points", what) if "points" in data else 0.0,
                        _text(data, "hard_then", what) if "hard_then" in data else "",
                        _number(data, "score_hard", what), _number(data, "score_taken", what),
                        _whole(data, "rival", what), _number(data, "rival_wins", what))


@dataclass(frozen=True)
class Review:
    """The review of one seat's decisions in one game: plain data, kept as JSON."""

    game: str
    num_players: int
    seed: int
    seat: int
    playouts: int
    decisions: tuple[Decision, ...]
    result: float | None
    """The seat's share of the game's win as it ended (1, 0, or 1/k for a shared win); None for
    a game not over yet (a saved game is reviewed as far as it went)."""
    actions: int
    """The moves in the record (the graph's length)."""
    version: int = REVIEW_VERSION
    scores: tuple[int, ...] | None = None
    """The final scores of a finished game (a review that marks nothing says by how much the
    game was lost); None for a game not over, or a review kept before they were."""

    @property
    def marked(self) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.marked)

    def graph(self) -> list[tuple[int, float]]:
        """The win-chance graph: (moves played, chance) before each decision, then the result at
        the end of a finished game (a won game's line ends at 1). A chance too wide to trust
        is drawn pooled with its neighbours' (``steady.trend``), so the line does not swing on
        the luck of a few deals. The chance before a decision is the position's
        (:meth:`Decision.standing`), not the normal bot's move's: pt55's winning last move was
        one the normal bot would not pay for, and her line fell to 0% on the move that won."""
        befores = [(d.standing().wins, d.standing().playouts) for d in self.decisions]
        points = [(d.move - 1, trend(befores, i)) for i, d in enumerate(self.decisions)]
        if self.result is not None:
            points.append((self.actions, self.result))
        return points

    def to_json(self) -> dict[str, Any]:
        return {"kind": "review", "version": self.version, "game": self.game, "num_players": self.num_players,
                "seed": self.seed, "seat": self.seat, "playouts": self.playouts, "actions": self.actions,
                "result": self.result, "decisions": [d.to_json() for d in self.decisions],
                "scores": None if self.scores is None else list(self.scores)}

    @staticmethod
    def from_json(data: Any) -> Review:
        """A review kept as JSON; ValueError says what is wrong."""
        if not isinstance(data, dict) or data.get("kind") != "review":
            raise ValueError("it is not a review")
        if data.get("version") != REVIEW_VERSION:
            raise ValueError(f"the review has format version {data.get('version')!r}, expected {REVIEW_VERSION}")
        what = "the review"
        decisions = data.get("decisions")
        if not isinstance(decisions, list):
            raise ValueError("the review's decisions are missing")
        result = None if data.get("result") is None else _number(data, "result", what)
        scores = data.get("scores")
        if scores is not None and (not isinstance(scores, list) or
                                   not all(isinstance(v, int) and not isinstance(v, bool) for v in scores)):
            raise ValueError("the review's scores are not whole numbers")
        return Review(_text(data, "game", what), _whole(data, "num_players", what), _whole(data, "seed", what),
                      _whole(data, "seat", what), _whole(data, "playouts", what),
                      tuple(Decision.from_json(d) for d in decisions), result, _whole(data, "actions", what),
                      scores=None if scores is None else tuple(scores))


# -- playouts ------------------------------------------------------------------------------------

StatePolicy = Callable[[Any, Sequence[Any], random.Random], Any]
"""(full state, legal actions, rng) -> the move the seat to play makes in a playout."""


def playout_policy(game_name: str) -> StatePolicy:
    """How every seat moves in the review's playouts: the game's normal bot.

    A game may read its moves straight from the full state (the catalogue entry's
    ``review_policy``, such as L.L.A.M.A.'s heuristic without building observations, the same
    moves several times faster). The others give the normal policy each seat's observation of
    the deal. A game without a heuristic plays at random.
    """
    game = GAMES[game_name]
    fast = catalogue.entry(game_name).review_policy
    if fast:
        policy: StatePolicy = catalogue.load(fast)(game)
        return policy
    ai = bots.game_ai(game_name)
    if ai is None:
        return lambda state, legal, rng: legal[rng.randrange(len(legal))]
    normal = ai.normal
    observation, current = game.observation, game.current_player

    def policy_of_seat(state: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        seat = current(state)
        assert seat is not None, "a playout stops when the game is over"
        return normal(observation(state, seat), legal, rng)

    return policy_of_seat


def finisher(game_name: str) -> Finisher:
    """How a playout is finished: :func:`play_to_end` by :func:`playout_policy`, unless the
    catalogue entry's ``review_finish`` has a faster way (Llamaland's hard bot's playouts)."""
    game = GAMES[game_name]
    fast = catalogue.entry(game_name).review_finish
    if fast:
        finish: Finisher = catalogue.load(fast)(game)
        return finish
    policy = playout_policy(game_name)
    return lambda state, rng: play_to_end(game, state, policy, rng)


def play_to_end(game: Game[Any, Any, Any], state: Any, policy: StatePolicy, rng: random.Random) -> Any:
    """The final state of ``state`` played out by ``policy`` for every seat."""
    is_over, legal_actions, apply = game.is_over, game.legal_actions, game.apply
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if is_over(state):
            return state
        state = apply(state, policy(state, legal_actions(state), rng))
    raise RuntimeError(f"{game.title} did not end within {MAX_PLAYOUT_ACTIONS} playout moves.")


def beyond_noise(better: int, worse: int, level: float = SIGN_TEST_LEVEL) -> bool:
    """Whether ``better`` deals against ``worse`` is too uneven a split for chance: the sign
    test's one-sided p-value (the deals that ended the same say nothing) is at most ``level``."""
    split = better + worse
    if better <= worse:
        return False
    tail = sum(math.comb(split, k) for k in range(better, split + 1)) / (1 << split)
    return tail <= level


def estimate(
    game: Game[Any, Any, Any],
    observation: Any,
    seat: int,
    actions: Sequence[Any],
    playouts: int,
    seed: int,
    finish: Finisher,
    cancelled: Callable[[], bool] | None = None,
) -> list[Chance]:
    """The seat's chance to win after each of ``actions``, from ``observation`` alone.

    Each of ``playouts`` deals of the hidden cards plays every action, then the rest of the
    game with the same luck (common random numbers); the deals come from ``seed``.
    """
    shares = deal_shares(game, observation, seat, actions, playouts, seed, finish, cancelled)
    return [Chance.of(sum(column), playouts) for column in shares]


def deal_shares(
    game: Game[Any, Any, Any],
    observation: Any,
    seat: int,
    actions: Sequence[Any],
    playouts: int,
    seed: int,
    finish: Finisher,
    cancelled: Callable[[], bool] | None = None,
) -> list[list[float]]:
    """The seat's share of the win after each of ``actions``, deal by deal (see :func:`estimate`):
    ``shares[a][d]`` is action ``a`` on deal ``d``."""
    endings = _endings(game, observation, seat, actions, playouts, seed, finish, cancelled)
    return [[share for share, _ in column] for column in endings]


def _endings(
    game: Game[Any, Any, Any],
    observation: Any,
    seat: int,
    actions: Sequence[Any],
    playouts: int,
    seed: int,
    finish: Finisher,
    cancelled: Callable[[], bool] | None,
    enough: Callable[[Sequence[Sequence[Ending]]], bool] | None = None,
    facts: list[list[Fact]] | None = None,
) -> list[list[Ending]]:
    try:
        return deal_endings(game, observation, seat, actions, playouts, seed, finish, cancelled, enough,
                            ReviewCancelled, facts)
    except DealError as exc:
        raise ReviewError(str(exc)) from exc


# -- the review ------------------------------------------------------------------------------------


def default_playouts(game_name: str) -> int:
    """Deals per estimate for ``game_name``: its catalogue entry's ``review_playouts``."""
    try:
        return catalogue.entry(game_name).review_playouts
    except ValueError:
        return FALLBACK_PLAYOUTS


def decision_seed(record: GameRecord, seat: int, index: int, salt: int = 0) -> int:
    """The generator seed of the review of the decision after ``index`` moves (``salt`` draws
    other deals: how the spread between two reviews of one game is measured)."""
    return bots.derive_seed(record.seed, seat, index, _SALT + salt)


def decisions_of(game: Game[Any, Any, Any], states: Sequence[Any], seat: int) -> list[int]:
    """The indexes of the positions where ``seat`` chose among more than one legal action."""
    return [i for i in range(len(states) - 1)
            if game.current_player(states[i]) == seat and len(game.legal_actions(states[i])) > 1]


def review(
    record: GameRecord,
    seat: int,
    playouts: int | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    hard_iterations: int | None = None,
    part: int = 0,
    parts: int = 1,
    judged: Callable[[Decision], None] | None = None,
    salt: int = 0,
) -> Review:
    """Review every decision ``seat`` made in ``record`` (see the module's docs).

    ``playouts`` deals per estimate (default: the game's, :func:`default_playouts`);
    ``progress(done, total)`` is called before the first decision and after each one;
    ``cancelled()``, asked between playouts, stops the review with :class:`ReviewCancelled`.
    ``hard_iterations`` overrides the hard bot's fixed budget (tests). ``judged(decision)`` is
    given each decision as soon as it is judged (unmarked), so the window can show the costliest
    ones found so far long before the whole review ends.

    ``part`` of ``parts``: only every ``parts``-th decision from the ``part``-th (each decision
    is judged on its own, from seeds of its own, so parts reviewed in separate processes and
    put together by :func:`merge` give the whole review exactly). The decisions that matter
    come first: those where the hard bot would have played otherwise, from the last (their
    playouts are short, so the progress moves within a second); then those where the seat
    played the hard bot's own move, whose chances only draw the graph (L.L.A.M.A.'s bench
    game: 37 of 45), so the costliest list is whole long before the review ends.

    :raises ReviewError: the record does not replay, or has no such seat.
    """
    if record.game not in GAMES:
        raise ReviewError(f"there is no game called '{record.game[:40]}'")
    game = GAMES[record.game]
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < record.num_players:
        raise ReviewError(f"the game has seats 1 to {record.num_players}, not {seat + 1 if isinstance(seat, int) else seat}")
    playouts = default_playouts(record.game) if playouts is None else playouts
    if playouts < 1:
        raise ReviewError("a review needs at least one playout per estimate")
    try:
        states = replay(game, record)
    except Exception as exc:  # an engine's refusal of any kind: the record cannot be reviewed
        raise ReviewError(str(exc) or type(exc).__name__) from exc
    finish = finisher(record.game)
    budget = hard_iterations if hard_iterations is not None else bots.fixed_budget(record.game)
    if not 0 <= part < parts:
        raise ReviewError(f"there is no part {part} of {parts}")
    indexes = decisions_of(game, states, seat)[part::parts]
    if progress is not None:
        progress(0, len(indexes))
    decisions: list[Decision] = []

    def judge(choice: _Choice) -> None:
        decisions.append(_judge(game, record, seat, choice, playouts, finish, cancelled, salt))
        if judged is not None:
            judged(decisions[-1])
        if progress is not None:
            progress(len(decisions), len(indexes))

    same: list[_Choice] = []  # the hard bot's own moves: only the graph's chances are left to count
    for index in reversed(indexes):
        choice = _choose(game, record, states, seat, index, budget)
        if choice.hard == choice.taken:
            same.append(choice)
        else:
            judge(choice)
    for choice in same:
        judge(choice)
    decisions.sort(key=lambda d: d.move)
    over = game.is_over(states[-1])
    result = win_share(game, states[-1], seat) if over else None
    scores = tuple(game.outcome(states[-1]).scores) if over else None
    return Review(record.game, record.num_players, record.seed, seat, playouts, tuple(mark(decisions)), result,
                  len(record.actions), scores=scores)


def merge(reviews: Sequence[Review]) -> Review:
    """The whole review from its parts (``review(..., part=k, parts=n)`` for every k): the
    decisions in the game's order, the costliest marked among all of them."""
    if not reviews:
        raise ReviewError("a review needs at least one part")
    first = reviews[0]
    if any((r.game, r.num_players, r.seed, r.seat, r.playouts, r.actions) !=
           (first.game, first.num_players, first.seed, first.seat, first.playouts, first.actions) for r in reviews):
        raise ReviewError("the parts are not of one review")
    decisions = sorted((replace(d, marked=False) for r in reviews for d in r.decisions), key=lambda d: d.move)
    return replace(first, decisions=tuple(mark(decisions)))


@dataclass(frozen=True)
class _Choice:
    """What the bots chose at one decision, before its deals are played."""

    index: int
    legal: list[Any]
    taken: Any
    hard: Any
    normal: Any
    hard_then: str
    observation: Any


def _choose(
    game: Game[Any, Any, Any],
    record: GameRecord,
    states: Sequence[Any],
    seat: int,
    index: int,
    budget: int,
) -> _Choice:
    """The hard and the normal bot's moves at the decision after ``index`` moves, from what the
    seat saw (the hard bot's as the Hint advises it)."""
    state = states[index]
    legal = list(game.legal_actions(state))
    taken = game.parse_action(record.actions[index])
    watched = watched_observation(game, states[: index + 1], seat)  # what the app's bots are given
    bot_seed = bots.derive_seed(record.seed, seat, index)  # the seed the app's bot would have had here
    last = game.parse_action(record.actions[index - 1]) if index else None
    advised, choices = advised_position(record.game, states[: index + 1], last, seat)  # as the hint judges it
    hard = bots.make(record.game, "hard", bot_seed, iterations=budget).choose(advised, choices)
    normal = bots.make(record.game, "normal", bot_seed).choose(watched, legal)
    hard_then = "" if hard == taken else _second_half(record, seat, index, advised, hard, budget)
    if hard not in legal:  # a bot's bug, never the player's: say so rather than judge by it
        raise ReviewError(f"the hard bot chose '{hard}', which is not legal at move {index + 1}")
    return _Choice(index, legal, taken, hard, normal, hard_then, game.observation(state, seat))


def _review_decision(
    game: Game[Any, Any, Any],
    record: GameRecord,
    states: Sequence[Any],
    seat: int,
    index: int,
    playouts: int,
    finish: Finisher,
    budget: int,
    cancelled: Callable[[], bool] | None,
    salt: int = 0,
) -> Decision:
    """One decision chosen and judged on its own (the review does the two apart)."""
    return _judge(game, record, seat, _choose(game, record, states, seat, index, budget), playouts, finish,
                  cancelled, salt)


def _judge(
    game: Game[Any, Any, Any],
    record: GameRecord,
    seat: int,
    choice: _Choice,
    playouts: int,
    finish: Finisher,
    cancelled: Callable[[], bool] | None,
    salt: int = 0,
) -> Decision:
    """The decision's chances and verdict, from its deals."""
    index, legal, taken, hard, normal = choice.index, choice.legal, choice.taken, choice.hard, choice.normal
    distinct: list[Any] = []
    for action in (normal, taken, hard):
        if action not in distinct:
            distinct.append(action)
    observation = choice.observation
    as_good = hard == taken
    at_taken, at_hard = distinct.index(taken), distinct.index(hard)

    def enough(endings: Sequence[Sequence[Ending]]) -> bool:
        """The chances shown are precise (``steady.py``) and, within the playouts, the sign
        tests' verdicts on all the deals are settled (never when the moves are one)."""
        if not precise(endings):
            return False
        left = playouts - len(endings[0])
        if left <= 0:
            return True
        return not as_good and both_settled(endings[at_hard], endings[at_taken], left, beyond_noise)

    facts: list[list[Fact]] = [[] for _ in distinct]
    endings = _endings(game, observation, seat, distinct, deal_cap(playouts), decision_seed(record, seat, index, salt),
                       finish, cancelled, enough, facts)
    deals = len(endings[0])
    before, after, best = (Chance.of(sum(share for share, _ in endings[distinct.index(a)]), deals)
                           for a in (normal, taken, hard))
    better, worse = split(endings[at_hard], endings[at_taken], by_points=False)  # by the win first
    if not (best.value > after.value and beyond_noise(better, worse)):  # else by the win, then points
        better, worse = split(endings[at_hard], endings[at_taken])
    points = sum(h[1] - t[1] for h, t in zip(endings[at_hard], endings[at_taken])) / deals
    return Decision(index + 1, seat, len(legal), str(taken), str(hard), str(normal), before, after, best, as_good,
                    0.0 if as_good else round(best.value - after.value, 9), better=better, worse=worse,
                    points=0.0 if as_good else round(points, 6), hard_then=choice.hard_then,
                    **({} if as_good else _what_each_got(facts[at_hard], facts[at_taken], seat)))


def _what_each_got(hard: Sequence[Fact], taken: Sequence[Fact], seat: int) -> dict[str, Any]:
    """What each move ended with over the same deals: the seat's mean final score with each, and
    the rival who won most more often after the move taken (and by how many deals)."""
    deals = len(hard)
    gained: dict[int, float] = {}
    for (_, hard_winners), (_, taken_winners) in zip(hard, taken):
        for winners, sign in ((taken_winners, 1.0), (hard_winners, -1.0)):
            for winner in winners:
                if winner != seat:
                    gained[winner] = gained.get(winner, 0.0) + sign / len(winners)
    rival = max(sorted(gained), key=lambda other: gained[other], default=-1)
    wins = gained.get(rival, 0.0)
    return {"score_hard": round(sum(score for score, _ in hard) / deals, 3) if deals else 0.0,
            "score_taken": round(sum(score for score, _ in taken) / deals, 3) if deals else 0.0,
            "rival": rival if wins > 0 else -1, "rival_wins": round(wins, 3) if wins > 0 else 0.0}


def _second_half(record: GameRecord, seat: int, index: int, advised: Any, hard: Any, budget: int) -> str:
    """Where the hard bot would take its move ``hard`` on when it is half of one (a Llamaland
    tile taken, then laid): the hard bot's choice at the follow-up with the seed of the seat's
    next decision, as the Hint's gold ghost shows it (``bots.explain.suggest``); "" else."""
    ai = bots.game_ai(record.game)
    after = ai.follow_up(advised, hard) if ai is not None and ai.follow_up is not None else None
    if after is None or not after[1]:
        return ""
    then_seed = bots.derive_seed(record.seed, seat, index + 1)
    return str(bots.make(record.game, "hard", then_seed, iterations=budget).choose(*after))


def mark(decisions: Sequence[Decision], count: int = MARKED) -> list[Decision]:
    """``decisions`` with the ``count`` largest clear drops marked (of the chance to win, then
    of points: in a game lost whatever the seat did, the points tell the costliest)."""
    clear = sorted((d for d in decisions if d.clear_drop), key=lambda d: (-d.drop, -d.points, d.move))[:count]
    chosen = {d.move for d in clear}
    return [replace(d, marked=d.move in chosen) for d in decisions]


__all__ = [
    "Chance",
    "FALLBACK_PLAYOUTS",
    "Decision",
    "Progress",
    "REVIEW_VERSION",
    "Review",
    "ReviewCancelled",
    "ReviewError",
    "beyond_noise",
    "deal_shares",
    "decisions_of",
    "default_playouts",
    "estimate",
    "finisher",
    "mark",
    "merge",
    "play_to_end",
    "playout_policy",
    "review",
    "win_share",
]
