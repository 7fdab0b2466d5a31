"""The guided games in the layout tour: one picture per step the player is asked, and the finish.

Each lesson is opened as Learn to play opens it (from its start), and played on by its own
highlighted moves; a scene that opens over the table for a moment (L.L.A.M.A.'s round summary,
which takes the chip back) is answered and closed as a player would.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..learn import lesson, progress
from .learning import open_lesson

if TYPE_CHECKING:
    from .scene import App

FRAME = 1 / 60
MOST_FRAMES = 900
"""Frames a step may take to come round (bots' moves, animations): a script that stalls ends the walk."""


def _settle(app: App, table: Any) -> bool:
    """Frames until the player is asked a step or the finish shows; False if it never comes."""
    guide = table.mode.guide
    for _ in range(MOST_FRAMES):
        if table.mode.finish_open:
            return True
        top: Any = app.scenes.top
        if top is not table:
            if getattr(top, "deciding", False) and guide.expected() is not None:
                top.choose(guide.expected())
            elif not getattr(top, "deciding", False):
                app.scenes.pop()
        elif guide.players_turn() and table.my_turn() and not table.animator.busy:
            return True
        app.frame(FRAME)
    return False


def guided_steps(app: App, game: str) -> Iterator[str]:
    """Yields ``learn_<game>_step<N>`` while step N asks the player (``step<N>b`` for its second
    move, and so on), then ``learn_<game>_finish``."""
    if lesson(game) is None:
        return
    progress.save_step(game, 0)
    request = open_lesson(app, game)
    assert request is not None
    opened = app.open_table(request.match)
    assert not isinstance(opened, str), opened
    table: Any = opened
    app.scenes.push(table)
    app.frame(FRAME)
    guide = table.mode.guide
    seen: dict[int, int] = {}
    while _settle(app, table) and not table.mode.finish_open:
        app.frame(FRAME)
        step = guide.step_index + 1
        seen[step] = seen.get(step, 0) + 1  # a step of several moves: step3, step3b, ...
        yield f"learn_{game}_step{step}" + ("" if seen[step] == 1 else "abcdefgh"[seen[step] - 1])
        if not table.moves.try_action(guide.expected(), asked=True):
            break
    if table.mode.finish_open:
        for _ in range(3):  # the kit's buttons step aside for the panel
            app.frame(FRAME)
        yield f"learn_{game}_finish"
    app.scenes.pop_to_root()
    progress.save_step(game, 0)


def guide_problems(app: App) -> list[str]:
    """What is wrong with a guided step on screen beyond the layout checker's reach: its bubble
    over a ring (what the step asks to take, or where to put it) or over the status line (at
    150% text it covered the line saying what to do). Empty on any other screen."""
    from .table.guided import GuideMode

    mode = getattr(app.scenes.top, "mode", None)
    if not isinstance(mode, GuideMode) or mode.finish_open:
        return []
    status = mode.table.status.pill()
    covered = [] if status is None or not mode.bubble.colliderect(status[0]) else [
        f"the guide's bubble {tuple(mode.bubble)} covers the status line {tuple(status[0])}"]
    return covered + [f"the guide's bubble {tuple(mode.bubble)} covers the ring {tuple(ring)}"
                      for ring in mode.rung if mode.bubble.colliderect(ring)]


__all__ = ["guide_problems", "guided_steps"]
