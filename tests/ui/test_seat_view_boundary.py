"""Screens reach a game through a seat's view, never the match's whole game (read from the source).

Every module under ``llamagames/ui`` reads the game through ``SeatView`` (``table.view``,
``table.view.observation()``, ``match.seat_view(seat)``): the rules' observation is then the one
place that decides what a seat may see, and the same view can later be sent to a phone. A
read of ``match.state`` or ``match.history`` (the whole game, every hidden card) is a leak
waiting to happen; only the developer tools below may make one, each for its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import llamagames
import llamagames.ui

UI = Path(llamagames.ui.__file__).resolve().parent
PACKAGE = Path(llamagames.__file__).resolve().parent
WHOLE_GAME = {"state", "history", "full_history"}
"""The match's members that hold the whole game, hidden cards included."""

ALLOWED = {
    "games/alpacas/shots.py":
        "a screenshot tool's plain policy: it scores each legal move by applying it to the true "
        "position (never shown to a player, and the scores it reads are public)",
    "games/llamaland/feel_shots.py":
        "a screenshot tool that sets a tall estate up by rewriting the match's position, which "
        "no view may do",
}
"""Developer tools (``*shots.py``) that rig or probe the true position, with why."""


def whole_game_reads(source: str) -> list[tuple[int, str]]:
    """(line, text) of every ``<...>match.state`` / ``.history`` / ``.full_history`` read:
    the member named on a name or attribute called ``match`` (``table.match.state``,
    ``self.match.history``, ``match.state``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute) or node.attr not in WHOLE_GAME:
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else ""
        if name.lstrip("_") == "match":
            found.append((node.lineno, ast.unparse(node)))
    return found


def ui_modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def test_no_screen_part_reads_the_whole_game() -> None:
    leaks = []
    for path in ui_modules():
        name = path.relative_to(UI).as_posix()
        if name in ALLOWED:
            continue
        leaks += [f"ui/{name}:{line}: {text}" for line, text in whole_game_reads(path.read_text("utf-8"))]
    assert leaks == [], "read the game through the seat view (table.view):\n" + "\n".join(leaks)


def test_the_allowed_tools_exist_and_still_need_it() -> None:
    """An allowance outlives no change: each names a module that still reads the whole game."""
    for name, reason in ALLOWED.items():
        path = UI / name
        assert path.is_file(), name
        assert path.name.endswith("shots.py"), f"{name}: only developer tools may be allowed"
        assert reason
        assert whole_game_reads(path.read_text("utf-8")), f"{name} no longer reads the match: drop it from ALLOWED"


def test_the_check_sees_each_way_of_reaching_the_match() -> None:
    source = "\n".join([
        "a = table.match.state",
        "b = self.match.history[-1]",
        "c = match.state.phase",
        "d = self._match.full_history",
        "e = table.view.observation().state",  # an observation's own position: allowed
        "f = self.history",  # a scene's own score history: not the match
    ])
    assert sorted(line for line, _ in whole_game_reads(source)) == [1, 2, 3, 4]


MATCH_SIDE = ("match/", "replay.py", "seat_view.py")
"""The match itself, a finished game's replay of it, and the seat's view, which is the one way in."""

ALLOWED_ELSEWHERE = {
    "hint.py":
        "the Hint button's advice is worked out on the match's side of the view (SeatView.hint): "
        "the seat's observation rebuilt from the history, as the review judges a move",
    "learn/guide.py":
        "a lesson's script plays its timeline straight into the match when a lesson is resumed "
        "or skipped (the guide directs the match; it is no screen)",
    "benchmarks/llamaland_turns.py":
        "a benchmark of bots' turns with no player: it reads whose turn it is from the position",
}
"""Modules outside ``ui/`` and the match that still read the whole game, with why."""


def test_nothing_else_outside_the_match_reads_the_whole_game() -> None:
    """The package outside ``ui/`` (held above) and the match's side: only the modules allowed."""
    leaks = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name.startswith(("ui/", *MATCH_SIDE)) or name in ALLOWED_ELSEWHERE:
            continue
        leaks += [f"{name}:{line}: {text}" for line, text in whole_game_reads(path.read_text("utf-8"))]
    assert leaks == [], "read the game through a seat's view (match.seat_view(seat)):\n" + "\n".join(leaks)
    for name in ALLOWED_ELSEWHERE:
        assert whole_game_reads((PACKAGE / name).read_text("utf-8")), f"{name} no longer reads the match: drop it"
