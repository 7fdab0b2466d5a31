"""How large the pieces stand on every table, measured from the rectangles the layouts computed.

``python -m llamagames.ui.piece_sizes [--sizes=1280x720,...] [--factors=1.0,1.5] [--json]``
opens each table mid-game (the layout tour's positions) at 2 players and at the most, and
prints per window size the height of the smallest piece of each kind as a share of the
window's height: ``own`` (the viewer's cards or board; the goal is at least 15%) and
``choices`` (what the viewer chooses from; at least 11%). With more than one factor it also
says how large each kind stands at a larger Size against the same window at 100%: the words
grow, the pieces should not shrink for them (``KEEP``; a game's catalogue entry,
``pieces_kept_at_150``, says where and why its table keeps less).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from ..rules import GAMES
from .layout_tour import make_app, mid_game, open_table
from .registry import playable_games

SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440))
GOALS = {"own": 0.15, "choices": 0.11}
"""The smallest share of the window's height each kind of piece stands at, from 1280x720 up."""
KEEP = 0.9
"""At 150% text a table's pieces stand at least this share of their size at 100% on the same window."""


def kept(game_name: str, players: int, size: tuple[int, int], factor: float = 1.5) -> dict[str, float]:
    """Each kind of piece's size at text size ``factor`` as a share of its size at 100% on
    the same window (1.0: the words grew and the piece did not shrink)."""
    base = measure(game_name, players, size, 1.0)
    large = measure(game_name, players, size, factor)
    return {kind: round(large[kind] / base[kind], 3) for kind in base if kind in large and base[kind]}


def measure(game_name: str, players: int, size: tuple[int, int], factor: float = 1.0, seed: int = 12,
            app: Any = None) -> dict[str, float]:
    """The smallest piece of each kind on ``game_name``'s table, as a share of the window's
    height (``app``: one already open at ``size``, reused from table to table)."""
    app = app or make_app(size, factor)
    try:
        table = open_table(app, mid_game(game_name, players, seed, moves=3 * players))
        pieces = table.parts.layout.pieces()  # type: ignore[attr-defined]
        height = app.size[1]
        return {kind: round(min(rect.height for rect in rects) / height, 3)
                for kind, rects in pieces.items() if rects and kind in GOALS}
    finally:
        app.scenes.clear()


def report(sizes: tuple[tuple[int, int], ...] = SIZES, factors: tuple[float, ...] = (1.0,)) -> list[dict[str, Any]]:
    """One row per game, player count, window size and text size."""
    rows: list[dict[str, Any]] = []
    for name in playable_games():
        counts = GAMES[name].player_counts
        for players in sorted({counts.start, counts.stop - 1}):
            for size in sizes:
                for factor in factors:
                    shares = measure(name, players, size, factor)
                    rows.append({"game": name, "players": players, "size": f"{size[0]}x{size[1]}",
                                 "factor": factor, **shares})
    return rows


def short_of_goal(row: dict[str, Any]) -> list[str]:
    """The kinds of piece in ``row`` that stand smaller than their goal."""
    return [kind for kind, goal in GOALS.items() if kind in row and row[kind] < goal]


def main(argv: list[str]) -> int:
    from .app import use_headless_drivers

    use_headless_drivers()
    sizes: tuple[tuple[int, int], ...] = SIZES
    factors: tuple[float, ...] = (1.0,)
    for arg in argv:
        if arg.startswith("--sizes="):
            sizes = tuple((int(w), int(h)) for w, h in (part.split("x") for part in arg[8:].split(",")))
        if arg.startswith("--factors="):
            factors = tuple(float(n) for n in arg[10:].split(","))
    rows = report(sizes, factors)
    if len(factors) > 1:  # each kind at the larger Size against the same window at the first
        first = {(r["game"], r["players"], r["size"]): r for r in rows if r["factor"] == factors[0]}
        for row in rows:
            base = first[(row["game"], row["players"], row["size"])]
            row["kept"] = {kind: round(row[kind] / base[kind], 3) for kind in GOALS if kind in row and base.get(kind)}
    if "--json" in argv:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{'game':<11} {'players':>7} {'size':>10} {'text':>5} {'own':>6} {'choices':>8} {'kept':>11}"
          "  short of the goal (own 15%, choices 11%)")
    for row in rows:
        short = ", ".join(short_of_goal(row)) if row["size"] != "1024x600" else "(below 1280x720: no goal)"
        kept_words = "/".join(f"{row['kept'][k] * 100:.0f}%" for k in GOALS if k in row.get("kept", {}))
        print(f"{row['game']:<11} {row['players']:>7} {row['size']:>10} {round(row['factor'] * 100):>4}% "
              f"{row.get('own', 0) * 100:>5.1f}% {row.get('choices', 0) * 100:>7.1f}% {kept_words:>11}  {short}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
