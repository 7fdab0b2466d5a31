"""``python -m llamagames.learn --game G --auto``: play G's guided game by its own moves.

Exits 0 at the finish; otherwise prints a sentence saying what went wrong and exits 1.
"""

from __future__ import annotations

import argparse
import sys

from .auto import play_through
from .guide import ScriptError
from .lessons import LESSONS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.learn", description=__doc__)
    parser.add_argument("--game", required=True, help="the game: " + ", ".join(LESSONS))
    parser.add_argument("--auto", action="store_true", help="play the guided game by its own highlighted moves")
    args = parser.parse_args(argv)
    lesson = LESSONS.get(args.game)
    if lesson is None:
        print(f"There is no guided game for '{args.game}' yet (there is one for: {', '.join(LESSONS)}).")
        return 1
    if not args.auto:
        print("Only --auto is offered here: open the app and choose Learn to play to take the guided game.")
        return 1
    try:
        guide = play_through(lesson)
    except ScriptError as exc:
        print(f"The guided game of {args.game} stopped: {exc}.")
        return 1
    over = " The game is over." if guide.match.is_over() else ""
    print(f"The guided game of {args.game} reached its finish: {len(lesson.steps)} steps, "
          f"{guide.position} moves.{over}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
