"""One game in progress, cut by job: the session (``session.py``: seats, history, moves,
undo), the bots' pace and hang recovery (``pacing.py``), the files (``saving.py``), the
statistics (``statistics.py``), the daily deal (``daily_deal.py``) and the sentences the
match says (``messages.py``). ``Match`` is the session, with the others as its parts."""

from __future__ import annotations

from .pacing import BOT_DELAY, STALL_LIMIT, STARTUP_LIMIT, UNDO_GRACE, level_delay
from .session import Match, reveals

__all__ = ["BOT_DELAY", "Match", "STALL_LIMIT", "STARTUP_LIMIT", "UNDO_GRACE", "level_delay", "reveals"]
