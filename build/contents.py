"""What a download holds, listed, and checked for files that only developers need.

Why: a player's download carries the game, its art and the notices, nothing of the sources,
tests or build tools (``assets/source/`` once shipped a developer's art script). `make exe`
lists every file of the Linux archive into ``dist/<archive>.contents.txt`` and stops on a
developer file; ``make exe-windows`` does the same for the zip; ``tests/build/`` checks the
rules here and the real build.

    python build/contents.py DOWNLOAD   # a folder, .tar.gz or .zip: the list, then the check
"""

from __future__ import annotations

import argparse
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

NOTICES = "THIRD-PARTY-NOTICES.txt"
PROJECT = "llamagames"
BUILD_TOOLS = frozenset({
    "installer.spec", "makefile", "pyproject.toml", "setup.py", "setup.cfg", "requirements.txt",
    "build_exe.py", "package_linux.py", "smoke.py", "startup_time.py", "icons.py", "launcher.py",
    "notices.py", "contents.py", "build_windows.py", "check_windows.py", "wine.py", "installer.nsi",
    "sources.txt",
})
"""File names of the project's build and packaging tools (``build/``, the repository's top)."""
DEVELOPER_FOLDERS = frozenset({"tests", "test", ".git", ".github", "__pycache__", ".pytest_cache",
                               ".mypy_cache", ".hypothesis", ".venv", "pyinstaller", "licences"})
"""Folders no download needs (``licences/`` is the notices' source: the notices file carries it)."""


@dataclass(frozen=True)
class Entry:
    """One file of a download: its path inside it (``/``-separated) and its size in bytes."""

    path: str
    size: int


def list_download(download: Path) -> list[Entry]:
    """Every file of a download folder, ``.tar.gz`` or ``.zip``, sorted by path."""
    if download.is_dir():
        entries = [Entry(p.relative_to(download).as_posix(), p.stat().st_size)
                   for p in download.rglob("*") if p.is_file() or p.is_symlink()]
    elif download.name.endswith((".tar.gz", ".tgz", ".tar")):
        with tarfile.open(download) as tar:
            entries = [Entry(m.name, m.size) for m in tar.getmembers() if not m.isdir()]
    elif download.suffix == ".zip":
        with zipfile.ZipFile(download) as archive:
            entries = [Entry(i.filename, i.file_size) for i in archive.infolist() if not i.is_dir()]
    else:
        raise ValueError(f"{download.name} is not a folder, .tar.gz or .zip")
    return sorted(entries, key=lambda e: e.path)


def developer_reason(path: str) -> str:
    """Why ``path`` (inside a download) is a developer's file, or "" when a player may need it."""
    parts = PurePosixPath(path).parts
    lower = [part.lower() for part in parts]
    name = lower[-1]
    for i in range(len(lower) - 1):
        if lower[i] == "assets" and lower[i + 1] == "source":
            return "the art's source scripts (assets/source/)"
    folder = next((part for part in lower[:-1] if part in DEVELOPER_FOLDERS or part.endswith(".egg-info")), None)
    if folder is not None:
        return f"a developer folder ({folder}/)"
    if name.startswith("test_") and name.endswith(".py") or name == "conftest.py":
        return "a test"
    if name in BUILD_TOOLS:
        return "a build tool"
    # The package's folder is "llamagames" (the app's own folder "LlamaGames" is not it).
    if name.endswith((".py", ".pyc", ".pyi")) and (PROJECT in parts[:-1] or "assets" in parts[:-1]):
        return "the project's source outside the frozen archive"
    return ""


def developer_files(entries: list[Entry]) -> list[tuple[str, str]]:
    """(path, reason) of every developer file in a download."""
    return [(e.path, reason) for e in entries if (reason := developer_reason(e.path))]


def beside_executable(entries: list[Entry], name: str = NOTICES) -> bool:
    """Whether ``name`` lies in the folder of the app's executable (``LlamaGames`` or
    ``LlamaGames.exe``) somewhere in the download."""
    paths = {e.path for e in entries}
    folders = {str(PurePosixPath(p).parent) for p in paths
               if PurePosixPath(p).name in ("LlamaGames", "LlamaGames.exe")}
    return any((PurePosixPath(folder) / name).as_posix() in paths or (folder == "." and name in paths)
               for folder in folders)


class ContentsError(RuntimeError):
    """A download holds a developer file, or lacks the notices; the message lists them."""


def check(entries: list[Entry], download: str = "the download") -> None:
    """Raise ContentsError naming every developer file, and the notices if they are missing."""
    problems = [f"  {path}: {reason}" for path, reason in developer_files(entries)]
    if not beside_executable(entries):
        problems.append(f"  {NOTICES} is not beside the executable")
    if problems:
        raise ContentsError(f"{download} is not ready for players:\n" + "\n".join(problems))


def describe(entries: list[Entry], title: str) -> str:
    """The list as text: totals, the size of each top folder, then every file with its size."""
    total = sum(e.size for e in entries)
    groups: dict[str, list[Entry]] = {}
    for entry in entries:
        parts = PurePosixPath(entry.path).parts
        key = "/".join(parts[:3]) if len(parts) > 3 else "/".join(parts[:-1]) or "."
        groups.setdefault(key, []).append(entry)
    lines = [f"{title}: {len(entries)} files, {total / 1e6:.1f} MB unpacked", "",
             "By folder (files, MB):"]
    lines += [f"  {key}  {len(items)}  {sum(e.size for e in items) / 1e6:.2f}" for key, items in sorted(groups.items())]
    lines += ["", "Every file (bytes):"]
    lines += [f"  {e.path}  {e.size}" for e in entries]
    return "\n".join(lines) + "\n"


def write_list(entries: list[Entry], target: Path, title: str) -> Path:
    target.write_text(describe(entries, title), encoding="utf-8", newline="\n")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("download", type=Path, help="a download folder, .tar.gz or .zip")
    args = parser.parse_args(argv)
    try:
        entries = list_download(args.download)
    except (OSError, ValueError, tarfile.TarError, zipfile.BadZipFile) as exc:
        print(f"cannot read {args.download}: {exc}", file=sys.stderr)
        return 2
    print(describe(entries, args.download.name), end="")
    try:
        check(entries, args.download.name)
    except ContentsError as problem:
        print(problem, file=sys.stderr)
        return 1
    print(f"{args.download.name}: nothing for developers only, and {NOTICES} is beside the executable")
    return 0


if __name__ == "__main__":
    sys.exit(main())
