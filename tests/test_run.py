"""``make test``'s runner (tests/run.py): the two sessions together run every test once, a
failure in either fails the run, and every test that drives a browser runs beside the workers."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest
from _pytest.mark.expression import Expression

from tests.run import BESIDE, NO_TESTS, ROOT, combined, sessions

MARKERS = "not build and not soak"


def markers_of(command: list[str]) -> str:
    """The -m expression of a pytest command line (its first -m is Python's own)."""
    return command[len(command) - 1 - command[::-1].index("-m") + 1]


@pytest.mark.parametrize("markers", [MARKERS, "not slow and not build and not soak"])
def test_the_two_sessions_split_the_suite_and_leave_nothing_out(markers: str) -> None:
    """For every set of marks a test can carry, it runs in exactly one of the two sessions when
    the markers select it, and in neither when they do not (pytest's own -m evaluation)."""
    main, beside = (Expression.compile(markers_of(command)) for command in sessions(markers, []))
    alone = Expression.compile(markers)
    names = [BESIDE, "build", "soak", "slow"]
    for marks in itertools.chain.from_iterable(itertools.combinations(names, n) for n in range(len(names) + 1)):
        has = set(marks).__contains__
        runs = [main.evaluate(has), beside.evaluate(has)]
        assert runs.count(True) == (1 if alone.evaluate(has) else 0), (markers, marks, runs)
        if alone.evaluate(has):
            assert runs[1] == (BESIDE in marks), marks
    assert "-n" in sessions(markers, [])[0] and "no:xdist" in sessions(markers, [])[1]


def test_the_beside_session_collects_only_the_modules_that_mark_a_test_beside() -> None:
    """Every module whose tests carry the mark is given to it, and no other (collecting every
    module would rewrite every assert a third time on a fresh clone)."""
    main, beside = sessions(MARKERS, [])
    given = {part for part in beside if part.startswith("tests/")}
    assert {"tests/test_types.py", "tests/phones/test_browser.py"} <= given
    assert all(f"mark.{BESIDE}" in (ROOT / module).read_text("utf-8") for module in given)
    assert not any(part.startswith("tests/") for part in main)
    named = sessions(MARKERS, ["tests/test_run.py", "-x"])  # tests named on the command line go to both
    assert named[0][-2:] == named[1][-2:] == ["tests/test_run.py", "-x"]


def test_a_failure_in_either_session_fails_the_run() -> None:
    assert combined(0, 0) == 0
    assert combined(1, 0) == 1 and combined(0, 1) == 1 and combined(2, 0) == 2
    assert combined(0, NO_TESTS) == 0 and combined(NO_TESTS, 0) == 0  # one had nothing to run
    assert combined(NO_TESTS, NO_TESTS) == NO_TESTS
    assert combined(NO_TESTS, 1) == 1


def marked_beside(module: ast.Module) -> bool:
    """Whether a test module's ``pytestmark`` holds ``pytest.mark.beside``."""
    for node in module.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "pytestmark" for t in node.targets):
            return f"mark.{BESIDE}" in ast.unparse(node.value)
    return False


def test_every_module_that_drives_a_browser_runs_beside_the_workers() -> None:
    """A browser test in a worker would leave a core idle while the page draws (and start two
    more browsers there): each module that asks for the phones or starts a browser is marked."""
    unmarked = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        text = path.read_text("utf-8")
        if "phones" not in text and "phone_browser" not in text:
            continue
        module = ast.parse(text)
        drives = any(isinstance(node, ast.arg) and node.arg == "phones" for node in ast.walk(module)) or any(
            isinstance(node, ast.Name) and node.id == "phone_browser" for node in ast.walk(module))
        if drives and not marked_beside(module):
            unmarked.append(str(path.relative_to(ROOT)))
    assert not unmarked, f"mark these pytestmark = pytest.mark.{BESIDE}: {unmarked}"
    assert marked_beside(ast.parse(Path(ROOT / "tests/phones/test_browser.py").read_text("utf-8")))


def test_the_warming_makes_the_bytecode_each_session_would_look_for(tmp_path: Path) -> None:
    """A test module is rewritten as pytest's hook would (its cache accepted by the hook, its
    asserts explained), a package module compiled where import looks; everything the sessions
    compile or rewrite is in the work, and a second warming finds it all done."""
    import importlib.util

    from _pytest.assertion import rewrite

    from tests import warm

    module = tmp_path / "test_sample.py"
    module.write_text("def test_one():\n    x = 1\n    assert x == 2\n", "utf-8")
    plain = tmp_path / "sample.py"
    plain.write_text("VALUE = 3\n", "utf-8")
    assert warm.warm_one(module) and warm.warm_one(plain)
    code = rewrite._read_pyc(module, tmp_path / "__pycache__" / f"test_sample{rewrite.PYC_TAIL}")
    assert code is not None
    assert any("@py_assert" in name for inner in code.co_consts if hasattr(inner, "co_varnames")
               for name in inner.co_varnames)
    assert Path(importlib.util.cache_from_source(str(plain))).exists()
    assert warm.warm_share([module, plain]) == 0  # made already: only checked
    work = {path.relative_to(ROOT).as_posix() for path in warm.work()}
    assert {"tests/test_run.py", "tests/conftest.py", "tests/ui/conftest.py", "llamagames/match/session.py"} <= work
    assert "tests/run.py" not in work  # pytest's hook never rewrites it
