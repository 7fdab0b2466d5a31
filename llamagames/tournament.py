"""Bot against bot: how often each level wins, with a 95% interval.

    python -m llamagames.tournament --game llama --players 4 --games 200 \\
        --levels normal,random,random,random [--seed S] [--jobs N] [--record FILE] [--json]

Duplicate play: each deal is played once in every seat rotation, so no level keeps the first
move and the luck of the cards cancels out. A level's win
share counts every seat it occupies (a shared victory counts 1/k to each of the k winners);
with ``n`` players a level no better than the others wins about 1/n. The interval is
Wilson's score interval. Bots see only their observations, exactly as in the app.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from . import bots
from .rules import GAMES

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion (fractional successes from shared wins allowed)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1.0 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seat_levels(levels: Sequence[str], game_index: int) -> list[str]:
    """The level at each seat in game ``game_index``: the line-up rotates one seat per game."""
    n = len(levels)
    shift = game_index % n
    return [levels[(seat - shift) % n] for seat in range(n)]


class TimedBot:
    """A bot whose decisions are counted and timed (think time is a figure of the tournament)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seconds: list[float] = []

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(observation, legal_actions)
        self.seconds.append(time.perf_counter() - start)
        return action


@dataclass
class GameResult:
    """One game of a tournament, seat by seat."""

    lineup: list[str]
    credit: list[float]
    scores: list[int]
    margins: list[float]
    """Each seat's score against the mean of the others, positive when better."""
    think: list[list[float]]
    """Seconds of every decision, per seat."""
    deal_seed: int
    """The seed the game was set up from (shared by the rotations of one deal)."""


def deal_index(game_index: int, num_players: int) -> int:
    """Duplicate play: each deal is played once in every seat rotation, so luck cancels out."""
    return game_index // num_players


def play_game(
    game_name: str,
    levels: Sequence[str],
    seed: int,
    game_index: int,
    iterations: int | None = None,
) -> GameResult:
    """One game: the line-up rotated for ``game_index``, on the deal ``deal_index`` names.

    Search bots get ``iterations`` (default: the game's fixed budget, so a tournament is
    reproducible from its seed; the app's bots search the same, never against a clock).
    Bots are seeded by deal and seat, so a rotation replays the same cards, not the same bots.
    """
    lineup = seat_levels(levels, game_index)
    deal = deal_index(game_index, len(levels))
    search: dict[str, Any] = {"iterations": iterations or bots.fixed_budget(game_name)}
    players = [
        TimedBot(bots.make(game_name, level, bots.derive_seed(seed, game_index, seat), **search))
        for seat, level in enumerate(lineup)
    ]
    deal_seed = bots.derive_seed(seed, deal)
    state = bots.play_out(game_name, players, deal_seed)
    outcome = GAMES[game_name].outcome(state)
    n = len(lineup)
    credit = [1.0 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(n)]
    sign = -1.0 if outcome.lower_is_better else 1.0
    total = sum(outcome.scores)
    margins = [sign * (outcome.scores[s] - (total - outcome.scores[s]) / (n - 1)) for s in range(n)]
    return GameResult(lineup, credit, list(outcome.scores), margins, [p.seconds for p in players], deal_seed)


_Task = tuple[str, tuple[str, ...], int, int, int | None]


def _play_task(args: _Task) -> tuple[int, GameResult]:
    game_name, levels, seed, index, iterations = args
    return index, play_game(game_name, levels, seed, index, iterations)


def _setup_of(header: Any) -> Any:
    """The tournament a record's first line names (a record written when the hard level could
    be timed names ``time_limit``: null there is today's tournament)."""
    setup = header.get("tournament") if isinstance(header, dict) else None
    if isinstance(setup, dict) and "time_limit" in setup and setup["time_limit"] is None:
        setup = {key: value for key, value in setup.items() if key != "time_limit"}
    return setup


class GameLog:
    """A file of finished games, one JSON line each after a line naming the tournament: a long
    run can be stopped and started again with the same command, and nothing played is lost."""

    def __init__(self, path: Path, setup: dict[str, Any]) -> None:
        self.path = path
        self.setup = setup

    def read(self) -> dict[int, GameResult]:
        """The games already played (a line cut short by a stop is skipped: it is played again).

        :raises ValueError: when the file records another tournament.
        """
        if not self.path.exists():
            return {}
        played: dict[int, GameResult] = {}
        with self.path.open(encoding="utf-8") as lines:
            for number, line in enumerate(lines):
                try:
                    data = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if number == 0:
                    if _setup_of(data) != self.setup:
                        raise ValueError(f"{self.path} records another tournament ({data.get('tournament')}); "
                                         "give a new file, or the same options as then.")
                    continue
                index = data.pop("index")
                played[index] = GameResult(**data)
        return played

    def append(self, index: int, result: GameResult) -> None:
        new = not self.path.exists() or self.path.stat().st_size == 0
        if not new and not self._ends_a_line():
            with self.path.open("a", encoding="utf-8") as out:
                out.write("\n")  # a stop cut the last line short: the next game starts its own
        with self.path.open("a", encoding="utf-8") as out:
            if new:
                out.write(json.dumps({"tournament": self.setup}) + "\n")
            out.write(json.dumps({"index": index, **asdict(result)}) + "\n")

    def _ends_a_line(self) -> bool:
        with self.path.open("rb") as data:
            data.seek(-1, 2)
            return data.read(1) == b"\n"


@dataclass
class LevelTally:
    """Everything one level did over the seats it played."""

    seats: int = 0
    wins: float = 0.0
    score_sum: int = 0
    margin_sum: float = 0.0
    think: list[float] = field(default_factory=list)

    def add(self, credit: float, score: int, margin: float, think: list[float]) -> None:
        self.seats += 1
        self.wins += credit
        self.score_sum += score
        self.margin_sum += margin
        self.think.extend(think)

    def think_ms(self, share: float) -> float:
        """The think time (ms) that ``share`` of this level's decisions stayed under."""
        if not self.think:
            return 0.0
        ordered = sorted(self.think)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


@dataclass
class TournamentResult:
    game: str
    players: int
    games: int
    levels: tuple[str, ...]
    seed: int
    seconds: float
    tallies: dict[str, LevelTally] = field(default_factory=dict)
    played_now: int | None = None
    """Games this run played (the rest came from ``--record``); None: all of them."""

    @property
    def _played(self) -> int:
        return self.games if self.played_now is None else self.played_now

    def to_json(self) -> dict[str, Any]:
        rows = {}
        for level, t in self.tallies.items():
            low, high = wilson_interval(t.wins, t.seats)
            rows[level] = {
                "seat_games": t.seats,
                "wins": round(t.wins, 3),
                "win_share": round(t.wins / t.seats, 4) if t.seats else 0.0,
                "ci95": [round(low, 4), round(high, 4)],
                "mean_score": round(t.score_sum / t.seats, 2) if t.seats else 0.0,
                "mean_margin": round(t.margin_sum / t.seats, 2) if t.seats else 0.0,
                "decisions_per_game": round(len(t.think) / t.seats, 1) if t.seats else 0.0,
                "think_p50_ms": round(t.think_ms(0.50), 3),
                "think_p95_ms": round(t.think_ms(0.95), 3),
            }
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "levels": list(self.levels),
            "seed": self.seed,
            "fair_share": round(1.0 / self.players, 4),
            "duplicate": "every deal played in every seat rotation",
            "seconds": round(self.seconds, 2),
            "games_per_second": round(self._played / self.seconds, 2) if self.seconds else None,
            "played_now": self._played,
            "results": rows,
        }

    def table(self) -> str:
        data = self.to_json()
        lines = [
            f"{GAMES[self.game].title}: {self.games} games, {self.players} players, "
            f"levels {','.join(self.levels)}, seed {self.seed} (a level no better than the rest wins {data['fair_share']:.3f})",
            f"{'level':<8} {'seat-games':>10} {'win share':>9}  {'95% interval':<15} {'mean score':>10} "
            f"{'margin':>7} {'decisions':>9} {'think p50':>9} {'p95 (ms)':>8}",
        ]
        for level, row in data["results"].items():
            low, high = row["ci95"]
            lines.append(
                f"{level:<8} {row['seat_games']:>10} {row['win_share']:>9.3f}  [{low:.3f}, {high:.3f}]  "
                f"{row['mean_score']:>10.2f} {row['mean_margin']:>7.2f} {row['decisions_per_game']:>9.1f} "
                f"{row['think_p50_ms']:>9.3f} {row['think_p95_ms']:>8.3f}"
            )
        lines.append(f"{self.seconds:.1f} s, {data['games_per_second']} games/s"
                     + (f" ({self._played} played now, the rest read back)" if self._played != self.games else ""))
        return "\n".join(lines)


def run_tournament(
    game_name: str,
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    iterations: int | None = None,
    record: Path | None = None,
) -> TournamentResult:
    """Play ``games`` games of the line-up ``levels`` (one level per seat), rotating seats.

    Duplicate play: consecutive games replay one deal in every seat rotation, so ``games``
    is rounded up to a whole number of rotations. With ``record`` every finished game is
    written there at once, and the games it already holds are not played again (each game
    depends only on the seed and its number, so a resumed run counts the same games).
    """
    if game_name not in GAMES:
        raise ValueError(f"There is no game called '{game_name}'. Games: {', '.join(GAMES)}.")
    game = GAMES[game_name]
    levels = tuple(levels)
    if len(levels) not in game.player_counts:
        raise ValueError(f"{game.title} is for {game.player_counts.start} to {game.player_counts.stop - 1} players, not {len(levels)}.")
    for level in levels:
        if level not in bots.LEVELS:
            raise ValueError(f"Unknown level '{level}': use {', '.join(bots.LEVELS)}.")
    games = -(-games // len(levels)) * len(levels)
    setup = {"game": game_name, "levels": list(levels), "seed": seed, "iterations": iterations}
    log = GameLog(record, setup) if record is not None else None
    played = {i: r for i, r in (log.read() if log else {}).items() if i < games}
    tasks = [(game_name, levels, seed, i, iterations) for i in range(games) if i not in played]
    start = time.perf_counter()
    if jobs <= 1:
        finished = map(_play_task, tasks)
        _collect(finished, played, log)
    else:
        with get_context("spawn").Pool(jobs) as pool:
            _collect(pool.imap_unordered(_play_task, tasks), played, log)
    results = [played[i] for i in range(games)]
    seconds = time.perf_counter() - start
    tallies = {level: LevelTally() for level in dict.fromkeys(levels)}
    for result in results:
        for seat, level in enumerate(result.lineup):
            tallies[level].add(result.credit[seat], result.scores[seat], result.margins[seat], result.think[seat])
    return TournamentResult(game_name, len(levels), games, levels, seed, seconds, tallies, len(tasks))


def _collect(finished: Iterable[tuple[int, GameResult]], played: dict[int, GameResult], log: GameLog | None) -> None:
    for index, result in finished:
        played[index] = result
        if log is not None:
            log.append(index, result)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.tournament", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default=next(iter(GAMES)), choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--levels", default="normal,random,random,random",
                        help="comma-separated, one per seat (a single level fills every seat)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--iterations", type=int, default=None,
                        help="search budget of the hard level (default: the game's fixed budget)")
    parser.add_argument("--record", type=Path, default=None,
                        help="a file that keeps every finished game: run the same command again to go on")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        parser.error(f"--levels names {len(levels)} seats but --players is {args.players}.")
    try:
        result = run_tournament(args.game, levels, args.games, args.seed, args.jobs, args.iterations, args.record)
    except ValueError as exc:
        parser.error(str(exc))
    print(json.dumps(result.to_json(), indent=1) if args.json else result.table())
    return 0


if __name__ == "__main__":
    sys.exit(main())
