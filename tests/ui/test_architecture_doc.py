"""docs/architecture.md's "Where each job lives" says only what holds: every place it names
exists, every module it names is under 400 lines, and each member it names is there."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import llamagames
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig

PACKAGE = Path(llamagames.__file__).resolve().parent
DOC = PACKAGE.parent / "docs" / "architecture.md"
MOST_LINES = 400
"""A module cut by job stays small enough to read in one sitting."""


def rows() -> list[tuple[str, list[str], str]]:
    """(job, [paths], member) of every row of the table."""
    text = DOC.read_text("utf-8")
    section = text.split("## Where each job lives", 1)[1].split("\n## ", 1)[0]
    found = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("job", "---"):
            continue
        paths = re.findall(r"`([\w/<>.*]+\.(?:py|json))`", cells[1])
        member = re.findall(r"`([^`]+)`", cells[2])
        found.append((cells[0], paths, member[0] if member else ""))
    return found


def test_the_table_has_its_rows() -> None:
    assert len(rows()) >= 20


@pytest.mark.parametrize("job, paths, member", rows(), ids=[row[0] for row in rows()])
def test_each_place_named_exists_and_is_small(job: str, paths: list[str], member: str) -> None:
    assert paths, job
    for name in paths:
        matches = sorted(PACKAGE.glob(name.replace("<game>", "*").replace("<code>", "*")))
        assert matches, f"{job}: {name} is not in the package"
        if "<" not in name and name.endswith(".py") and not name.startswith("i18n/"):
            lines = len(matches[0].read_text("utf-8").splitlines())
            assert lines <= MOST_LINES or name in KNOWN_LARGER, f"{job}: {name} has {lines} lines"


KNOWN_LARGER = {"save_files.py"}
"""Modules the table names that were not cut by this table's jobs (their size is their own)."""


CUT_BY_JOB = ["ui/table/*.py", "match/*.py", "seat_view.py"]
"""The kit, the match and the seat view: cut by job, every module of them is small, named in
the table or not (the move log was 436 lines and in no row)."""


def test_every_module_cut_by_job_is_small() -> None:
    sizes = {path.relative_to(PACKAGE).as_posix(): len(path.read_text("utf-8").splitlines())
             for pattern in CUT_BY_JOB for path in PACKAGE.glob(pattern)}
    assert len(sizes) > 50 and "ui/table/move_log.py" in sizes
    assert {name: lines for name, lines in sizes.items() if lines > MOST_LINES} == {}


def test_the_members_named_are_there(app: Any) -> None:
    from llamagames.ui.registry import table_design

    match = Match("llama", [SeatConfig("human", "You"), SeatConfig("bot", "Bo", "easy")], seed=1, bot_delay=0.0,
                  worker=InlineBotWorker())
    table = table_design("llama")(app, match)
    for job, _, member in rows():
        if member.startswith("table."):
            assert hasattr(table, member.split(".")[1]), job
        elif member.startswith("match."):
            assert hasattr(match, member.split(".")[1].rstrip("()")), job
    match.close()
