"""The Windows build's Wine prefixes must never be walked when setuptools lists the project.

Every Wine prefix holds ``dosdevices/z:``, a link to ``/``. setuptools follows links when it
finds the packages and lists the project's files (``pip install -e .``, the first
``make test`` or ``make play`` after pyproject.toml changes), so a prefix inside the source
tree made that walk the whole file system. Here the project's file list is built for real by
setuptools (``egg_info``) in a copy of the project, with a Wine-like ``z:`` link to ``/``
where the build puts its prefix; a Python audit hook stops the run the moment anything looks
inside the link, so a regression fails in seconds instead of walking the disk.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "build" / "windows"
if str(WINDOWS) not in sys.path:
    sys.path.insert(0, str(WINDOWS))

import build_windows  # noqa: E402

#: Runs setuptools' egg_info (package discovery and the file list) in the current folder; an
#: audit hook ends the process with exit code 3 as soon as a folder inside a Wine drive link
#: is listed.
FILE_LIST = """
import os, sys
def hook(event, args):
    if event in ("os.scandir", "os.listdir") and args and "dosdevices" in os.fsdecode(args[0] or "."):
        sys.stderr.write(f"followed the Wine link: {event} {args[0]}\\n")
        sys.stderr.flush()
        os._exit(3)
sys.addaudithook(hook)
sys.argv = ["setup.py", "--quiet", "egg_info", "--egg-base", sys.argv[1]]
import setuptools
setuptools.setup()
"""


def _project_copy(tmp_path: Path) -> Path:
    """What setuptools needs of the project: its metadata and the package."""
    project = tmp_path / "project"
    project.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, project / name)
    shutil.copytree(ROOT / "llamagames", project / "llamagames",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return project


def _wine_like_prefix(prefix: Path) -> None:
    """The part of a Wine prefix that matters here: its Z: drive, a link to /."""
    (prefix / "dosdevices").mkdir(parents=True)
    os.symlink("/", prefix / "dosdevices" / "z:")
    os.symlink("../drive_c", prefix / "dosdevices" / "c:")
    (prefix / "drive_c").mkdir()


def _list_files(project: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    egg_base = tmp_path / "egg-base"
    egg_base.mkdir(exist_ok=True)
    return subprocess.run([sys.executable, "-c", FILE_LIST, str(egg_base)], cwd=project,
                          capture_output=True, text=True, timeout=120)


def test_the_build_keeps_its_wine_prefixes_outside_the_source_tree(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for root in (ROOT, tmp_path / "project"):
        folder = build_windows.work_dir(root, {"HOME": str(home)})
        assert root.resolve() not in folder.parents
        assert folder.parent == home.resolve() / ".cache" / "llamagames-build"
    # Two checkouts (worktrees) get a folder each; XDG_CACHE_HOME is honoured.
    assert build_windows.work_dir(ROOT, {"HOME": str(home)}) != build_windows.work_dir(
        tmp_path / "project", {"HOME": str(home)})
    assert build_windows.work_dir(ROOT, {"XDG_CACHE_HOME": str(tmp_path / "c")}).parent == (
        tmp_path / "c" / "llamagames-build").resolve()
    # A cache folder set inside the tree is refused, not used.
    with pytest.raises(build_windows.BuildError, match="inside the source tree"):
        build_windows.work_dir(ROOT, {"XDG_CACHE_HOME": str(ROOT / "build" / "cache")})
    assert build_windows.PREFIX.path.parent == build_windows.WORK
    assert ROOT.resolve() not in build_windows.WORK.parents


def test_listing_the_project_never_follows_the_wine_prefix_link_to_root(tmp_path: Path) -> None:
    pytest.importorskip("setuptools")
    project = _project_copy(tmp_path)
    wine_folder = build_windows.work_dir(project, {"HOME": str(tmp_path / "home")})
    for prefix in ("prefix", "check-prefix"):  # the build's prefix and the checks' prefix
        _wine_like_prefix(wine_folder / prefix)

    listed = _list_files(project, tmp_path)

    assert listed.returncode == 0, listed.stderr[-2000:]
    sources = next((tmp_path / "egg-base").glob("*.egg-info")) / "SOURCES.txt"
    assert "llamagames/__init__.py" in sources.read_text().splitlines()


def test_the_file_list_check_catches_a_prefix_inside_the_tree(tmp_path: Path) -> None:
    """The layout before the fix (build/wine/prefix in the tree) is caught, so the test above
    can fail."""
    pytest.importorskip("setuptools")
    project = _project_copy(tmp_path)
    _wine_like_prefix(project / "build" / "wine" / "prefix")

    listed = _list_files(project, tmp_path)

    assert listed.returncode == 3, (listed.returncode, listed.stderr[-2000:])
    assert "followed the Wine link" in listed.stderr
