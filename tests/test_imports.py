"""No import cycles in the package, lazy imports inside functions included.

Each module's imports are read from its source (every ``import`` statement, wherever it
stands, except under ``if TYPE_CHECKING:``, which never runs) and resolved to modules of the
package; the graph must have no cycle. Importing ``a.b.c`` runs ``a/b/__init__.py`` too,
so the import is an edge to every package on the way (but the importer's own enclosing
packages, which Python has already started, are an edge only when the import names them:
``from . import x`` where ``x`` is not a module). A package's ``__init__`` is a module like
any other: a cycle through it is a cycle.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import llamagames

ROOT = Path(llamagames.__file__).resolve().parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in ROOT.rglob("*.py")}


def imports_of(name: str, path: Path, known: set[str], for_types: bool = False,
               tree: ast.Module | None = None) -> set[str]:
    """The package modules ``name`` imports anywhere in its source, packages on the way included
    (``for_types``: those under ``if TYPE_CHECKING:`` too, which only the type checker follows;
    ``tree``: the source already parsed)."""
    is_package = path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8")) if tree is None else tree
    type_only = set() if for_types else {id(inner) for node in ast.walk(tree)
                                         if isinstance(node, ast.If) and _is_type_checking(node.test)
                                         for inner in ast.walk(node)}

    def loads(module: str) -> None:
        """``module`` and every package above it that is not one of the importer's own."""
        parts = module.split(".")
        for end in range(1, len(parts) + 1):
            step = ".".join(parts[:end])
            own_enclosing = name.startswith(step + ".")
            if step in known and (step == module or not own_enclosing):
                found.add(step)

    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                loads(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            submodules = [f"{target}.{alias.name}" for alias in node.names if f"{target}.{alias.name}" in known]
            if len(submodules) < len(node.names):  # a name defined in the module or package itself
                loads(target)
            for submodule in submodules:
                loads(submodule)
    found.discard(name)
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in graph:
        if node not in index:
            visit(node)
    return groups


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_an_import_through_a_package_counts_its_init(tmp_path):
    """``from ..table.move_log import wrap`` runs ``table/__init__.py``: an edge to it, and none
    to ``ui``, which encloses the importer; ``from .. import assets`` is an edge to the module."""
    known = {"llamagames", "llamagames.ui", "llamagames.ui.assets", "llamagames.ui.table",
             "llamagames.ui.table.move_log", "llamagames.ui.scenes", "llamagames.ui.scenes.rules"}
    source = tmp_path / "rules.py"
    source.write_text("from ..table.move_log import wrap\nfrom .. import assets\n", encoding="utf-8")
    found = imports_of("llamagames.ui.scenes.rules", source, known)
    assert found == {"llamagames.ui.table", "llamagames.ui.table.move_log", "llamagames.ui.assets"}


@functools.cache
def graphs() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """The package's import graph as it runs, and as the type checker follows it (each module parsed once)."""
    found = modules()
    known = set(found)
    running: dict[str, set[str]] = {}
    typing: dict[str, set[str]] = {}
    for name, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        running[name] = imports_of(name, path, known, tree=tree)
        typing[name] = imports_of(name, path, known, for_types=True, tree=tree)
    return running, typing


def test_no_module_of_the_package_imports_itself_back():
    graph = graphs()[0]
    assert "llamagames.ui.table" in graph["llamagames.ui.games.llama.table"]
    assert cycles(graph) == []


def test_no_circle_runs_through_the_type_checkers_imports_either():
    """A circle that exists only for the type checker still ties its modules together, so there
    is none: parts that reach each other name a small declared interface (a ``Protocol``, as
    Llamaland's ``EstateStage`` or Alpacas' ``Pulses``), not each other's classes."""
    graph = graphs()[1]
    assert "llamagames.ui.table.kit" not in graphs()[0]["llamagames.ui.table.moves"]
    assert "llamagames.ui.table.kit" in graph["llamagames.ui.table.moves"]  # a type-only import, counted
    assert cycles(graph) == []
