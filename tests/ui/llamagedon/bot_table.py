"""A Llamagedón table on a position, you and easy bots: the set-up several tests share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App


def bot_table(position: str, names: Sequence[str], size: tuple[int, int] = (1280, 720), bot_delay: float = 0.05,
              **settings: Any) -> tuple[App, Match, Any]:
    """The app, the match and its table (pushed) on ``position``: the first of ``names`` is the
    human, the others easy bots; ``settings`` are the app's (``Settings`` fields)."""
    app = App(size, settings=Settings(**settings), persist_settings=False, bot_worker=InlineBotWorker,
              bot_delay=bot_delay)
    seats = [SeatConfig("human", names[0])] + [SeatConfig("bot", name, "easy") for name in names[1:]]
    match = Match.from_position("llamagedon", seats, position, bot_delay=bot_delay, worker=InlineBotWorker(),
                                autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    return app, match, table
