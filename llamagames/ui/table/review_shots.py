"""Pictures of the review in the replay viewer, one game of each kind at a marked mistake with
its better move shown: ``python -m llamagames.ui.table.review_shots OUT [--language=ja]
[--sizes=1280x720,...]``.

Each picture is the end of a real bot game (``review.sample.game_end``: an easy bot in seat 1
against a normal bot) reviewed with enough playouts that a decision is marked (the hard bot's
move beyond the estimate's noise), the hard bot at its full budget as in the app. The replay
opens at the first marked decision: the strip's words, the graph's red mark, and the better
move ringed on the table (a button's ghost, a card and a cell, a tile's ghost). Also a
picture of the strip while a review is computed (its progress bar and Cancel).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ... import catalogue
from ...review.engine import review
from ...review.kept import keep
from ...review.sample import game_end
from ...seats import SeatConfig

if TYPE_CHECKING:
    from .review_open import ReviewReplay


def marked_games() -> dict[str, tuple[int, int, int, str]]:
    """Game -> (seed, moves kept from the end, playouts, the opponent's level): the catalogue
    entries' ``review_marked``, samples in which the easy bot makes a clear mistake."""
    return {game.name: game.review_marked for game in catalogue.games() if game.review_marked}


SIZE = (1280, 720)


def seats_against(opponents: str) -> list[SeatConfig]:
    """The tour's two seats (you and a bot), the bot labelled with the level it played at."""
    from ..layout_tour import seats

    return [replace(seat, level=opponents) if seat.kind == "bot" else seat for seat in seats(2)]


def marked_replay(game_name: str) -> ReviewReplay:
    """The reviewed replay of the game's sample, at its first marked decision."""
    from .review_open import review_replay

    seed, moves, playouts, opponents = marked_games()[game_name]
    record = game_end(game_name, 2, seed, moves, opponents)
    judged = review(record, 0, playouts)
    keep(record, judged)
    marked = judged.marked
    replay = review_replay(record, seats_against(opponents), start=marked[0].move - 1 if marked else 0)
    replay.review_playouts = playouts
    return replay


def shoot(out: Path, size: tuple[int, int], language: str) -> list[Path]:
    """Save the pictures in ``out``; returns their paths."""
    from ..layout_tour import make_app, run
    from ..scenes.menu import MenuScene
    from . import review_strip
    from .review_open import review_replay

    app = make_app(size, language=language)
    app.start(MenuScene(app))
    run(app, 2)
    saved: list[Path] = []
    tag = f"{size[0]}x{size[1]}_{language}"
    games = marked_games()
    for name in games:
        table = app.open_table(marked_replay(name))
        assert not isinstance(table, str), table
        app.scenes.push(table)
        run(app, 4)
        path = out / f"review_marked_{name}_{tag}.png"
        pygame.image.save(app.surface, str(path))
        saved.append(path)
        app.scenes.pop_to_root()
    # The strip while the review is computed: a worker that has done a third of it.
    record = game_end(next(iter(games)), 2, 2, 40)
    started = review_strip.start_task
    review_strip.start_task = lambda *args: _Progress()
    try:
        table = app.open_table(review_replay(record, seats_against("normal")))
        assert not isinstance(table, str), table
        app.scenes.push(table)
        run(app, 3)
        path = out / f"review_computing_{tag}.png"
        pygame.image.save(app.surface, str(path))
        saved.append(path)
    finally:
        review_strip.start_task = started
    return saved


class _Progress:
    """A worker's progress as the strip reads it (the picture shows the bar a third full)."""

    progress = (7, 21)
    result = None
    error = ""
    cancelled = False
    running = True

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        self.cancelled = True

    def close(self) -> None:
        pass


def main(argv: list[str]) -> int:
    from ..app import use_headless_drivers

    use_headless_drivers()
    if not argv or argv[0].startswith("--"):
        print(__doc__)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    language = next((arg[11:] for arg in argv if arg.startswith("--language=")), "en")
    sizes = [SIZE]
    for arg in argv:
        if arg.startswith("--sizes="):
            sizes = [tuple(int(n) for n in part.split("x")) for part in arg[8:].split(",")]  # type: ignore[misc]
    for size in sizes:
        for path in shoot(out, size, language):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
