"""Bytecode made once before ``make test``'s sessions start, on both cores.

On a fresh clone nothing is compiled yet, and each of the three pytest processes that start
together (two xdist workers and the session beside them) would compile the package and rewrite
the asserts of every test module it collects for itself: the same work two or three times over,
about 15 s of a core each. Made here first, shared out over two processes, each of them finds it
done. Where it is done already (a second run) this only checks, in well under a second.

The test modules are rewritten as pytest's own import hook does it, and cached where and how that
hook looks for them (``_pytest.assertion.rewrite``: a private module). Should a pytest release
change it, the warming says so in one line and the sessions do the work themselves, as before.
"""

from __future__ import annotations

import compileall
import fnmatch
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "llamagames"
TESTS = ROOT / "tests"
REWRITTEN = ("test_*.py", "conftest.py")
"""The files pytest's hook rewrites here: ``python_files``' default and the conftests."""
WORKERS = 2


def rewritten(path: Path) -> bool:
    return any(fnmatch.fnmatch(path.name, pattern) for pattern in REWRITTEN)


def work() -> list[Path]:
    """Every source the sessions compile or rewrite, largest first (so the two processes end together)."""
    files = sorted(PACKAGE.rglob("*.py")) + sorted(p for p in TESTS.rglob("*.py") if rewritten(p))
    return sorted(files, key=lambda p: p.stat().st_size, reverse=True)


def warm_one(path: Path) -> bool:
    """Compile ``path`` where import will look for it; False if it could not be made."""
    if not rewritten(path):
        return bool(compileall.compile_file(path, quiet=2))
    from _pytest.assertion import rewrite

    pyc = rewrite.get_cache_dir(path) / (path.name[:-3] + rewrite.PYC_TAIL)
    if rewrite._read_pyc(path, pyc) is not None:
        return True
    source_hash, code = rewrite._rewrite_test(path, None)  # type: ignore[arg-type]
    pyc.parent.mkdir(exist_ok=True)
    quiet = SimpleNamespace(trace=lambda message: None)  # the hook's state: only its trace is used
    return rewrite._write_pyc(quiet, code, source_hash, pyc)  # type: ignore[arg-type]


def warm_share(paths: list[Path]) -> int:
    """One process's share: how many could not be made."""
    return sum(not warm_one(path) for path in paths)


def warm() -> str:
    """Make it all, shared over :data:`WORKERS` processes; a line for the player if that failed."""
    if sys.dont_write_bytecode:
        return ""  # nothing would be kept: the sessions compile in memory, as the machine asks
    files = work()
    shares = [files[start::WORKERS] for start in range(WORKERS)]
    try:
        with ProcessPoolExecutor(WORKERS) as pool:
            failed = sum(pool.map(warm_share, shares))
    except (AttributeError, ImportError, OSError, TypeError) as exc:
        return f"bytecode not made before the tests ({exc}): each session makes its own"
    return f"{failed} of {len(files)} files could not be compiled before the tests" if failed else ""
