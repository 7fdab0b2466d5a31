"""No module keeps a list of games: outside the catalogue, only a game's own modules name it.

A game's own modules are those in a folder named after it (``rules/llama/``,
``ui/games/llama/``) and those named after it (``bots/llama_search.py``,
``bots/explain_llama.py``, ``benchmarks/llamaland_turns.py``); they are free to use the
words ("llama" is also a piece of Llamas & Alpacas and of Llamaland). Every other module of the package, read from its source, names no game: neither in a string
(docstrings aside) nor in an import. Lower-is-better, the review's tuning, the digest's length
and the like are catalogue fields."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import llamagames

from .conftest import BUILT_IN

SOURCE = Path(llamagames.__file__).resolve().parent
MODULES = sorted(path.relative_to(SOURCE).as_posix() for path in SOURCE.rglob("*.py"))
NAMES = frozenset(game.name for game in BUILT_IN)


def _strings(tree: ast.AST) -> set[str]:
    """Every string constant that is not a docstring."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}


def _imported(tree: ast.AST) -> set[str]:
    """Every part of every imported module's dotted name, and every name imported from one."""
    parts: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            parts.update(part for alias in node.names for part in alias.name.split("."))
        elif isinstance(node, ast.ImportFrom):
            parts.update((node.module or "").split("."))
            parts.update(alias.name for alias in node.names)
    return parts


def named_games(source: str) -> set[str]:
    """The games a module's source names, in a string or an import."""
    tree = ast.parse(source)
    return (_strings(tree) | _imported(tree)) & NAMES


def owner(module: str) -> str | None:
    """The game a module belongs to (its folder's or its own name), None for a shared one."""
    *folders, file = module.removesuffix(".py").split("/")
    for folder in folders:
        if folder in NAMES:
            return folder
    stem = file.removeprefix("explain_")
    mine = [name for name in NAMES if stem == name or stem.startswith(name + "_")]
    return max(mine, key=len) if mine else None


SHARED = [module for module in MODULES if module != "catalogue.py" and owner(module) is None]


def test_every_module_is_scanned() -> None:
    assert len(MODULES) > 200 and "catalogue.py" in MODULES
    assert {"review/engine.py", "score_history.py", "digest.py", "ui/assets.py", "bench.py"} <= set(SHARED)


@pytest.mark.parametrize("module", SHARED)
def test_a_shared_module_names_no_game(module: str) -> None:
    named = named_games((SOURCE / module).read_text(encoding="utf-8"))
    assert not named, f"{module} names {sorted(named)}: the catalogue entry should"


def test_the_checker_sees_a_named_game() -> None:
    tree = ast.parse('"""about llama"""\nEXPLAINERS = {"llama": "x"}\n')
    assert "llama" in _strings(tree) and "about llama" not in _strings(tree)
    assert named_games("from .rules.alpacas import ALPACAS\nimport llamagames.ui.games.llamaland.table\n") \
        == {"alpacas", "llamaland"}
    assert named_games("from .games import llamagedon\nlower = name == 'llama'\n") == {"llamagedon", "llama"}
    assert named_games('"""llama"""\nfrom .rules import GAMES\nx = "llamas"\n') == set()


def test_a_game_owns_its_folders_and_the_modules_named_after_it() -> None:
    assert owner("rules/llama/game.py") == owner("ui/games/llama/shots.py") == "llama"
    assert owner("bots/llama_search.py") == owner("bots/explain_llama.py") == "llama"
    assert owner("benchmarks/llamaland_turns.py") == owner("bots/llamaland.py") == "llamaland"
    assert owner("review/engine.py") is None and owner("bots/levels.py") is None and owner("llamas.py") is None


def test_register_adds_one_entry_and_replaces_one_of_the_same_name(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from llamagames import catalogue
    from llamagames.rules import GAMES

    from .conftest import ENTRY

    monkeypatch.setattr(catalogue, "CATALOGUE", BUILT_IN)
    assert "nim" not in GAMES
    catalogue.register(ENTRY)
    assert [g.name for g in catalogue.games()] == [*(g.name for g in BUILT_IN), "nim"] and "nim" in GAMES
    catalogue.register(replace(ENTRY, win_rule="Changed."))
    assert len(catalogue.games()) == len(BUILT_IN) + 1 and catalogue.entry("nim").win_rule == "Changed."
