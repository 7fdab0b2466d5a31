"""``python -m llamagames.review FILE [--seat N] [--json] [--playouts K]``: the review of a
finished game, as a table or as JSON.

FILE is a match file (a saved or finished game, as ``save_files`` writes it) or a bare game
record (``GameRecord.to_json``). The file is only read: nothing in it is run, and a damaged
one is never moved or changed (the app's own loader sets such files aside; this command only
says what is wrong, with exit code 2).

``--calibrate --positions N`` checks the estimates instead: over positions from games of the
normal bots it bins the predicted chances and reports the share of those positions actually
won in each bin (see :mod:`.calibrate`).
"""

from __future__ import annotations

import argparse
import json
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from .. import storage
from ..rules import GAMES
from ..rules.core import GameRecord
from ..save_files import MATCH_FILE_KIND, MATCH_FORMAT_VERSION, MATCH_MIGRATIONS, problem_sentence, read_match_data
from ..seats import SeatConfig
from ..secrecy import hidden_from_watchers, refusal
from .engine import Chance, Decision, Review, ReviewCancelled, ReviewError, default_playouts, review

EXIT_UNUSABLE = 2


class UnusableFile(ValueError):
    """The file cannot be reviewed; the message says why, in words."""


def load_game(path: Path | str) -> tuple[GameRecord, list[SeatConfig] | None]:
    """The record (and the seats, for a match file) in the file at ``path``.

    :raises UnusableFile: the file is missing, not ours, damaged, or holds an unknown game.
    """
    path = Path(path)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise UnusableFile(f"{path} is not a file")
        if info.st_size > storage.MAX_FILE_BYTES:
            raise UnusableFile(f"{path} is far too large to be a saved game ({info.st_size:,} bytes)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise UnusableFile(f"there is no file {path}") from None
    except OSError as exc:
        raise UnusableFile(f"{path} could not be read: {exc.strerror or exc}") from None
    try:
        data = storage.parse_json(raw)
        return read_game(data)
    except UnusableFile:
        raise
    except Exception as exc:  # every refusal of the data, even an unexpected one, is a sentence
        raise UnusableFile(f"{path} could not be used: {problem_sentence(exc)}") from None


def read_game(data: Any) -> tuple[GameRecord, list[SeatConfig] | None]:
    """The record and seats of a match file's data, or the record of a bare record's data."""
    if isinstance(data, dict) and data.get("kind") == MATCH_FILE_KIND:
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= MATCH_FORMAT_VERSION:
            raise ValueError(f"it has format version {str(version)[:20]}, which this version cannot read")
        for step in range(version, MATCH_FORMAT_VERSION):
            data = MATCH_MIGRATIONS[step](dict(data))
        record, seats = read_match_data(data)
        return record, seats
    if isinstance(data, dict) and "game" in data and "actions" in data:
        record = GameRecord.from_json(data)
        if record.game not in GAMES:
            raise ValueError(f"it is a game of '{record.game[:40]}', which this version does not know")
        return record, None
    raise ValueError("it is neither a saved game nor a game record")


def default_seat(seats: Sequence[SeatConfig] | None) -> int:
    """The seat reviewed when none is named: the (first) human's, else the first."""
    for index, seat in enumerate(seats or ()):
        if seat.is_human:
            return index
    return 0


# -- the table ---------------------------------------------------------------------------------


def percent(chance: Chance) -> str:
    return f"{100 * chance.value:3.0f}% [{100 * chance.low:.0f}-{100 * chance.high:.0f}]"


def note(decision: Decision) -> str:
    if decision.as_good:
        return "as good"
    if decision.marked:
        return "<< costly"
    return ""


def write_table(result: Review, names: Sequence[str], out: TextIO) -> None:
    game = GAMES[result.game]
    name = names[result.seat] if result.seat < len(names) and names[result.seat] else f"Seat {result.seat + 1}"
    out.write(f"{game.title}: the review of {name}'s decisions (seat {result.seat + 1} of {result.num_players}), "
              f"{result.playouts} playouts per estimate\n")
    rows = [("move", "taken", "hard bot", "before", "after", "hard bot's", "drop", "points", "")]
    for d in result.decisions:
        rows.append((str(d.move), d.taken, "=" if d.as_good else d.hard, percent(d.before), percent(d.after),
                     percent(d.hard_chance), "" if d.as_good else f"{100 * d.drop:+.0f}",
                     "" if d.as_good else f"{d.points:+.1f} ({d.better}:{d.worse})", note(d)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        out.write("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() + "\n")
    good = sum(1 for d in result.decisions if d.as_good)
    out.write(f"\n{len(result.decisions)} decisions; the hard bot agreed with {good}. ")
    marked = result.marked
    if marked:
        out.write("Costliest (beyond the estimates' noise): "
                  + ", ".join(f"move {d.move} ({d.taken}; the hard bot: {d.hard}, {100 * d.drop:+.0f} points of chance, "
                              f"{d.points:+.1f} points of the game)"
                              for d in sorted(marked, key=lambda d: (-d.drop, -d.points))) + ".\n")
    else:
        out.write("No decision cost clearly more than the estimates' noise.\n")
    if result.result is None:
        out.write(f"The game has not ended (reviewed up to move {result.actions}).\n")
    else:
        share = result.result
        outcome = "won" if share == 1 else "lost" if share == 0 else f"shared the win ({share:.2f})"
        scores = "" if result.scores is None else " (" + ", ".join(str(v) for v in result.scores) + ")"
        out.write(f"The game: {name} {outcome}{scores}.\n")


# -- the command ----------------------------------------------------------------------------------


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m llamagames.review",
        description="Review every decision of one seat in a finished game by the hard bot, with the seat's chance "
                    "to win before and after each (estimated from what the seat could see).")
    p.add_argument("file", nargs="?", help="a saved or finished game (a match file) or a bare game record (JSON)")
    p.add_argument("--seat", type=int, help="the seat reviewed, 1 to the number of players "
                                            "(default: the human's seat, else 1)")
    p.add_argument("--json", action="store_true", help="print the review as JSON")
    p.add_argument("--playouts", type=int, help="deals per estimate (default: the game's; "
                   + ", ".join(f"{k} {v}" for k, v in sorted(_defaults().items())) + ")")
    p.add_argument("--calibrate", action="store_true", help="check the estimates on positions from bot games instead")
    p.add_argument("--positions", type=int, default=200, help="--calibrate: how many positions (default 200)")
    first = next(iter(GAMES))
    p.add_argument("--game", default=first, help=f"--calibrate: the game (default {first})")
    p.add_argument("--players", type=int, default=4, help="--calibrate: players (default 4)")
    p.add_argument("--seed", type=int, default=0, help="--calibrate: the seed of the bot games (default 0)")
    return p


def _defaults() -> dict[str, int]:
    return {name: default_playouts(name) for name in GAMES}


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    args = parser().parse_args(argv)
    if args.playouts is not None and args.playouts < 1:
        err.write("review: --playouts must be at least 1.\n")
        return EXIT_UNUSABLE
    if args.calibrate:
        from .calibrate import calibrate, write_calibration

        if args.game not in GAMES:
            err.write(f"review: there is no game called '{args.game}'.\n")
            return EXIT_UNUSABLE
        try:
            report = calibrate(args.game, args.players, args.positions, args.playouts, args.seed,
                               progress=_progress(err, "positions"))
        except ValueError as exc:
            err.write(f"review: {exc}\n")
            return EXIT_UNUSABLE
        except KeyboardInterrupt:
            err.write("\nreview: stopped.\n")
            return 130
        if args.json:
            json.dump(report, out, indent=1)
            out.write("\n")
        else:
            write_calibration(report, out)
        return 0
    if not args.file:
        err.write("review: name the game file to review (or --calibrate).\n")
        return EXIT_UNUSABLE
    try:
        record, seats = load_game(args.file)
    except UnusableFile as exc:
        err.write(f"review: {exc}.\n")
        return EXIT_UNUSABLE
    if seats is not None and hidden_from_watchers(record, seats):
        err.write(f"review: {refusal(seats, review=True)}\n")  # their hands would be printed
        return EXIT_UNUSABLE
    seat = default_seat(seats) if args.seat is None else args.seat - 1
    if not 0 <= seat < record.num_players:
        err.write(f"review: the game has seats 1 to {record.num_players}, not {args.seat}.\n")
        return EXIT_UNUSABLE
    try:
        result = review(record, seat, args.playouts, progress=_progress(err, "decisions"))
    except ReviewError as exc:
        err.write(f"review: {args.file} could not be reviewed: {problem_sentence(exc)}.\n")
        return EXIT_UNUSABLE
    except (KeyboardInterrupt, ReviewCancelled):
        err.write("\nreview: stopped.\n")
        return 130
    if args.json:
        json.dump(result.to_json(), out, indent=1)
        out.write("\n")
    else:
        write_table(result, [s.name for s in seats] if seats else [], out)
    return 0


def _progress(err: TextIO, what: str) -> Any:
    """A progress line on a terminal (nothing when the output is a file or a pipe)."""
    if not getattr(err, "isatty", lambda: False)():
        return None

    def show(done: int, total: int) -> None:
        err.write(f"\r{done}/{total} {what}" + ("\n" if done == total else ""))
        err.flush()

    return show


__all__ = ["EXIT_UNUSABLE", "UnusableFile", "default_seat", "load_game", "main", "read_game", "write_table"]
