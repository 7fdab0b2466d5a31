"""The kit owns the screen: no game's table reaches into it (read from the source).

A game's modules (``ui/games/<game>/``) may use the kit's public hooks and helpers only:
they never name an underscore member of the kit (to call it or to override it), never
override the kit's frame, drawing order or input routing (``update``, ``draw``,
``handle_event``: the kit has hooks for what a game adds to them), and never replace a
method of the match (``setattr(self.match, ...)``, ``self.match.x = ...``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import llamagames.ui

UI = Path(llamagames.ui.__file__).resolve().parent
KIT_FILES = sorted((UI / "table").glob("*.py")) + [UI / "scene.py"]
GAME_FILES = sorted((UI / "games").rglob("*.py"))
KIT_OWNED = {"update", "draw", "handle_event"}
"""Methods of ``TableScene`` a game table must leave to the kit. A part holds the table
(``self.table``), so the one way left to take them over is to replace them on it."""


def kit_private_names() -> set[str]:
    """Underscore methods and attributes the kit's classes define."""
    names: set[str] = set()
    for path in KIT_FILES:
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names.update(item.name for item in node.body
                             if isinstance(item, ast.FunctionDef) and _private(item.name))
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "self" and _private(node.attr)):
                names.add(node.attr)
    return names


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _is_table(node: ast.AST) -> bool:
    """``table`` or ``<anything>.table``: the kit's scene as a part holds it."""
    return (isinstance(node, ast.Name) and node.id == "table") or (isinstance(node, ast.Attribute)
                                                                   and node.attr == "table")


def violations(path: Path, kit: set[str]) -> list[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in kit:
            found.append(f"{path.name}:{node.lineno} names the kit's {node.attr}")
        if isinstance(node, ast.FunctionDef) and node.name in kit:
            found.append(f"{path.name}:{node.lineno} defines the kit's {node.name}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr"):
            target = node.args[0] if node.args else None
            if isinstance(target, ast.Attribute) and target.attr == "match":
                found.append(f"{path.name}:{node.lineno} replaces a method of the match")
            name = node.args[1] if len(node.args) > 1 else None
            if (target is not None and _is_table(target) and isinstance(name, ast.Constant)
                    and name.value in KIT_OWNED):
                found.append(f"{path.name}:{node.lineno} replaces the kit's {name.value}")
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                if (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Attribute)
                        and target.value.attr == "match" and target.attr in ("update", "play", "legal_actions")):
                    found.append(f"{path.name}:{node.lineno} replaces match.{target.attr}")
                if isinstance(target, ast.Attribute) and _is_table(target.value) and target.attr in KIT_OWNED:
                    found.append(f"{path.name}:{node.lineno} replaces the kit's {target.attr}")
    return found


def test_the_kit_has_private_members_to_protect() -> None:
    kit = kit_private_names()
    assert {"_draw_panel", "_keep_readable", "_draw_top_bar", "_compute_frame", "_backdrop"} <= kit


def test_no_game_module_reaches_into_the_kit_or_the_match() -> None:
    kit = kit_private_names()
    found = [line for path in GAME_FILES for line in violations(path, kit)]
    assert found == []


def test_the_checker_finds_each_kind_of_reach(tmp_path: Path) -> None:
    bad = tmp_path / "table.py"
    bad.write_text(
        "class P(Painter):\n"
        "    def draw_table(self, surface):\n"
        "        self._draw_panel(surface, 0)\n"
        "    def _compute_frame(self, size):\n"
        "        setattr(self.match, 'update', lambda dt: ())\n"
        "        self.match.update = None\n"
        "        self.table.draw = self.draw_table\n"
        "        setattr(self.table, 'handle_event', lambda event: True)\n"
        "        table.update = None\n",
        "utf-8",
    )
    found = violations(bad, kit_private_names())
    assert len(found) == 7, found
    assert sum("replaces the kit's" in line for line in found) == 3, found
    fine = tmp_path / "fine.py"
    fine.write_text("class S(Stage):\n    def update(self, dt):\n        self.table.status = 'x'\n", "utf-8")
    assert violations(fine, kit_private_names()) == []


def test_no_table_is_a_subclass_of_the_kit() -> None:
    """A table is composed, not inherited: nothing in a game's folder (or the fifth game of
    the tests) stands on ``TableScene``."""
    fifth = sorted((Path(__file__).resolve().parents[1] / "fifth").glob("*.py"))
    found = []
    for path in GAME_FILES + fifth:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = [b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases]
                if any(name.endswith("TableScene") for name in bases):
                    found.append(f"{path.name}:{node.lineno} {node.name}")
    assert found == []


def test_every_game_names_a_design_whose_parts_each_do_the_kits_job() -> None:
    from llamagames import catalogue
    from llamagames.ui.table import parts
    from llamagames.ui.table.scene import TableDesign

    jobs = {"layout": parts.Layout, "stage": parts.Stage, "painter": parts.Painter, "intents": parts.Intents,
            "reactions": parts.Reactions, "keys": parts.Keys, "coach": parts.Coach}
    playable = [game for game in catalogue.games() if game.table is not None]
    assert len(playable) >= 4
    for game in playable:
        design = catalogue.load(game.table)
        assert isinstance(design, TableDesign), game.name
        assert design.game == game.name
        for job, base in jobs.items():
            assert issubclass(getattr(design, job), base), (game.name, job)
        own = [job for job, base in jobs.items() if getattr(design, job) is not base]
        assert {"layout", "painter", "intents"} <= set(own), (game.name, own)
