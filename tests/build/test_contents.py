"""The download-contents check: it lists what a download holds and refuses developer files."""

from __future__ import annotations

import tarfile
import zipfile
from pathlib import Path

import contents  # build/contents.py, on the path via conftest
import pytest

PLAYER_FILES = [
    "LlamaGames/LlamaGames", "LlamaGames/THIRD-PARTY-NOTICES.txt", "LlamaGames/_internal/THIRD-PARTY-NOTICES.txt",
    "LlamaGames/_internal/assets/art/title.svg", "LlamaGames/_internal/assets/sounds/card.wav",
    "LlamaGames/_internal/llamagames/i18n/ja/menu.json", "LlamaGames/_internal/llamagames/ui/rules_text/llama.txt",
    "LlamaGames/_internal/pygame_gui/data/__init__.py", "LlamaGames/_internal/pygame_gui/data/default_theme.json",
    "LlamaGames/_internal/base_library.zip", "LlamaGames/_internal/libSDL2-2.0.so.0",
    "LlamaGames/_internal/platformdirs-4.14.9.dist-info/LICENSE",
]
DEVELOPER_FILES = {
    "LlamaGames/_internal/assets/source/make_llamaland_art.py": "assets/source",
    "LlamaGames/_internal/assets/source/notes.txt": "assets/source",
    "LlamaGames/_internal/tests/test_match.py": "tests/",
    "LlamaGames/_internal/conftest.py": "a test",
    "LlamaGames/_internal/build_exe.py": "a build tool",
    "LlamaGames/installer.spec": "a build tool",
    "LlamaGames/_internal/llamagames/match.py": "source",
    "LlamaGames/_internal/llamagames/__pycache__/match.cpython-311.pyc": "__pycache__",
    "LlamaGames/.git/config": ".git/",
    "LlamaGames/_internal/llamagames.egg-info/PKG-INFO": "llamagames.egg-info",
}


@pytest.mark.parametrize("path", PLAYER_FILES)
def test_what_players_need_passes(path: str) -> None:
    assert contents.developer_reason(path) == ""


@pytest.mark.parametrize("path, why", DEVELOPER_FILES.items())
def test_developer_files_are_named_with_the_reason(path: str, why: str) -> None:
    assert why in contents.developer_reason(path)


def test_the_check_names_every_developer_file_and_missing_notices() -> None:
    entries = [contents.Entry(p, 10) for p in PLAYER_FILES]
    contents.check(entries)
    with pytest.raises(contents.ContentsError) as refused:
        contents.check(entries + [contents.Entry(p, 1) for p in DEVELOPER_FILES])
    assert all(path in str(refused.value) for path in DEVELOPER_FILES)
    without = [e for e in entries if e.path != "LlamaGames/THIRD-PARTY-NOTICES.txt"]
    with pytest.raises(contents.ContentsError, match="THIRD-PARTY-NOTICES.txt is not beside the executable"):
        contents.check(without)  # the copy inside _internal does not count: a player looks beside the program
    windows = [contents.Entry("LlamaGames/LlamaGames.exe", 1), contents.Entry("LlamaGames/THIRD-PARTY-NOTICES.txt", 1)]
    contents.check(windows)


def test_folders_archives_and_zips_list_the_same(tmp_path: Path) -> None:
    folder = tmp_path / "LlamaGames"
    for path in PLAYER_FILES:
        target = tmp_path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"x" * 7)
    tar_path, zip_path = tmp_path / "a.tar.gz", tmp_path / "a.zip"
    with tarfile.open(tar_path, "w:gz") as tar:
        tar.add(folder, "LlamaGames")
    with zipfile.ZipFile(zip_path, "w") as archive:
        for path in sorted(folder.rglob("*")):
            archive.write(path, Path("LlamaGames") / path.relative_to(folder))
    listed = [[e.path for e in contents.list_download(place)] for place in (tar_path, zip_path)]
    assert listed[0] == listed[1] == sorted(PLAYER_FILES)
    assert [e.path for e in contents.list_download(folder)] == sorted(p.removeprefix("LlamaGames/") for p in PLAYER_FILES)
    text = contents.describe(contents.list_download(tar_path), "a.tar.gz")
    assert text.startswith(f"a.tar.gz: {len(PLAYER_FILES)} files")
    assert "  LlamaGames/_internal/assets/art/title.svg  7" in text


def test_the_command_line_says_what_is_wrong(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "LlamaGames"
    (bad / "assets" / "source").mkdir(parents=True)
    (bad / "assets" / "source" / "make_art.py").write_text("print()")
    (bad / "LlamaGames").write_text("")
    assert contents.main([str(bad)]) == 1
    assert "assets/source/make_art.py" in capsys.readouterr().err
    assert contents.main([str(tmp_path / "nothing.rar")]) == 2
