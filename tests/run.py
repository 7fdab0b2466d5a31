"""``make test``'s runner: the suite as two pytest sessions at the same time.

Two xdist workers keep the two cores busy with tests that compute. A few tests mostly wait on
another program instead: a headless browser drawing the phone page, a stand-in app that sleeps,
or mypy's one long subprocess. In a worker, each of their waits left a core idle. Marked
``beside``, they run in a third session of their own, started at the same time, whose waits the
two workers fill.

The main session's output streams as it comes. The beside session's is held in a file and
printed after, so that the two never interleave. The exit status is the worse of the two.
Before either starts, the bytecode they would each make for themselves is made once (``warm``).

Usage: ``python tests/run.py MARKERS [pytest arguments...]`` (``MARKERS`` is a ``-m``
expression, for example ``"not build and not soak"``).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

if __package__:  # imported by its own tests as tests.run
    from .warm import warm
else:  # run as a script: its folder is on the path
    from warm import warm

ROOT = Path(__file__).resolve().parents[1]
BESIDE = "beside"
USAGE = 'usage: python tests/run.py MARKERS [pytest arguments...] (MARKERS: a -m expression, e.g. "not soak")'
NO_TESTS = 5
"""pytest's exit status when the markers select nothing (``make test-fast`` leaves most of the
``beside`` tests out): not a failure of that session."""


def beside_modules() -> list[str]:
    """The test modules that mark a test ``beside``. The beside session collects only these: on a
    fresh clone, collecting every module rewrites every assert, about 15 s of a core."""
    return [str(path.relative_to(ROOT)) for path in sorted((ROOT / "tests").rglob("test_*.py"))
            if f"mark.{BESIDE}" in path.read_text("utf-8")]


def sessions(markers: str, extra: list[str]) -> tuple[list[str], list[str]]:
    """The two pytest command lines: the main one on two xdist workers, the beside one in one
    process (no cache of its own: the main session keeps the last failures). Arguments that
    name tests go to both; without them the beside session is given its own modules."""
    pytest = [sys.executable, "-m", "pytest"]
    main = [*pytest, "-n", "2", "--dist", "worksteal", "-m", f"({markers}) and not {BESIDE}", *extra]
    named = any(not part.startswith("-") for part in extra)
    beside = [*pytest, "-p", "no:cacheprovider", "-p", "no:xdist", "-m", f"({markers}) and {BESIDE}", *extra,
              *([] if named else beside_modules())]
    return main, beside


def combined(main: int, beside: int) -> int:
    """One exit status for both sessions: a failure of either is the run's; a session that had
    nothing to run does not fail it unless neither ran anything."""
    ran = [code for code in (main, beside) if code != NO_TESTS]
    if not ran:
        return NO_TESTS
    return next((code for code in ran if code != 0), 0)


def main(argv: list[str]) -> int:
    if not argv:
        print(USAGE, file=sys.stderr)
        return 2
    markers, extra = argv[0], argv[1:]
    main_command, beside_command = sessions(markers, extra)
    said = warm()
    if said:
        print(said, flush=True)
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as held:
        beside = subprocess.Popen(beside_command, cwd=ROOT, stdout=held, stderr=subprocess.STDOUT)
        try:
            main_code = subprocess.call(main_command, cwd=ROOT)
        finally:
            beside_code = beside.wait()
        held.seek(0)
        print(f"\n== beside: the tests that mostly wait ({BESIDE}), run at the same time ==", flush=True)
        sys.stdout.write(held.read())
        sys.stdout.flush()
    return combined(main_code, beside_code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
