"""Pictures of the daily deal screen and its statistics, to look at as a player would.

``python -m llamagames.ui.daily_shots OUT [--sizes=1280x720,1920x1080] [--language=ja]`` saves,
per size: the screen before any deal is played, after today's deal of one game was counted,
after a run of days, and the statistics with that run. The day is fixed (3 December 2026) and
the data folder is a temporary one, so the pictures are the same every time.
"""

from __future__ import annotations

import os
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

import pygame

from .. import catalogue, daily, storage
from ..daily import DailyRecord, DayResult

DAY = date(2026, 12, 3)
SIZES = ((1280, 720), (1920, 1080))


def _result(game: catalogue.GameEntry, won: bool, score: int, place: int) -> DayResult:
    return DayResult(won, score, place, 3, lower_is_better=game.lower_is_better)


def record_after_one_game() -> DailyRecord:
    """Today's deal of the first game (L.L.A.M.A.) won, nothing else yet."""
    record = DailyRecord.empty()
    first = catalogue.games()[0]
    record.count(first.name, DAY, _result(first, True, 4, 1))
    return record


def record_of_a_run() -> DailyRecord:
    """Six days in a row of the first game (a day missed before them), the others now and then."""
    record = DailyRecord.empty()
    first, *others = catalogue.games()
    for back, (won, score, place) in enumerate([(True, 4, 1), (False, 19, 2), (True, 0, 1), (False, 31, 3),
                                                (True, 7, 1), (False, 12, 2)]):
        record.count(first.name, DAY - timedelta(days=back), _result(first, won, score, place))
    for back in (8, 9, 10):
        record.count(first.name, DAY - timedelta(days=back), _result(first, False, 25, 3))
    for back, game, won, score, place in ((0, others[0], False, 38, 2), (1, others[0], True, 52, 1),
                                          (2, others[-1], False, 61, 3)):
        record.count(game.name, DAY - timedelta(days=back), _result(game, won, score, place))
    return record


def main(argv: list[str]) -> int:
    from .app import use_headless_drivers
    from .layout_tour import make_app, run
    from .scenes.daily import DailyScene
    from .scenes.stats import StatsScene

    use_headless_drivers()
    out = Path(argv[0]) if argv and not argv[0].startswith("--") else Path("daily_shots")
    out.mkdir(parents=True, exist_ok=True)
    language = next((arg[11:] for arg in argv if arg.startswith("--language=")), "en")
    sizes = list(SIZES)
    for arg in argv:
        if arg.startswith("--sizes="):
            sizes = [(int(a), int(b)) for a, b in (part.split("x") for part in arg[8:].split(","))]
    os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="llamagames-daily-")
    daily.today = lambda: DAY  # the pictures' fixed day
    stages = [("before", DailyRecord.empty()), ("after", record_after_one_game()), ("streak", record_of_a_run())]
    for size in sizes:
        app = make_app(size, language=language)
        tag = f"{size[0]}x{size[1]}_{language}"
        for name, record in stages:
            daily.save_record(record)
            app.start(DailyScene(app))
            run(app, 2)
            app.draw()
            pygame.image.save(app.surface, str(out / f"daily_{name}_{tag}.png"))
            app.scenes.clear()
        app.start(StatsScene(app, catalogue.games()[0].name))
        run(app, 2)
        app.draw()
        pygame.image.save(app.surface, str(out / f"daily_stats_{tag}.png"))
        app.scenes.clear()
        print(f"saved {tag}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
