"""No shared module keeps a list of games: the modules that find a game's rules, bots,
explainer, hint sentences, pictures, pages, words and tour stop name no game at all."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import llamagames

from .conftest import BUILT_IN

SOURCE = Path(llamagames.__file__).resolve().parent
SHARED = ("rules/__init__.py", "bots/levels.py", "bots/explain.py", "ui/table/advice.py", "ui/table/hints.py",
          "ui/registry.py", "ui/rules_pictures.py", "ui/scenes/rules.py", "ui/layout_tour.py", "i18n/__init__.py")


def _strings(tree: ast.AST) -> set[str]:
    """Every string constant that is not a docstring."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}


@pytest.mark.parametrize("module", SHARED)
def test_a_shared_module_names_no_game(module: str) -> None:
    strings = _strings(ast.parse((SOURCE / module).read_text(encoding="utf-8")))
    named = {game.name for game in BUILT_IN} & strings
    assert not named, f"{module} names {sorted(named)}: the catalogue entry should"


def test_the_checker_sees_a_named_game() -> None:
    tree = ast.parse('"""about llama"""\nEXPLAINERS = {"llama": "x"}\n')
    assert "llama" in _strings(tree) and "about llama" not in _strings(tree)


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
