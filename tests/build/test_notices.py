"""The third-party notices: every distribution the game needs at run time has an entry with a
licence text, every library and font a build bundles is attributed, and the file says it all."""

from __future__ import annotations

import importlib.metadata as metadata
import re
from pathlib import Path, PurePath

import notices  # build/notices.py, on the path via conftest
import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bundled_paths(dist: metadata.Distribution) -> tuple[list[str], list[str], list[str]]:
    """(modules, binaries, data files) a build would take from ``dist``, as bundle paths."""
    modules, binaries, datas = [], [], []
    for file in dist.files or []:
        path = PurePath(str(file))
        if path.parts[0].endswith(".dist-info") or "__pycache__" in path.parts or path.parts[0] == "..":
            continue
        if path.parts[:2] in (("pygame", "tests"), ("pygame", "examples"), ("pygame", "docs")):
            continue  # installer.spec excludes them
        if path.suffix == ".py":
            modules.append(".".join(path.with_suffix("").parts).removesuffix(".__init__"))
        elif ".so" in path.name or path.suffix in (".pyd", ".dll", ".dylib"):
            binaries.append(path.as_posix())
        else:
            datas.append(path.as_posix())
    return modules, binaries, datas


def test_every_runtime_distribution_has_a_licence_text() -> None:
    dists = notices.runtime_distributions()
    names = {notices._canonical(d.metadata["Name"]) for d in dists}
    assert {"pygame-ce", "pygame-gui", "platformdirs", "pytweening"} <= names
    assert notices.missing_texts(dists) == []


def test_a_distribution_without_a_licence_text_is_named(tmp_path: Path) -> None:
    info = tmp_path / "llamaware-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: llamaware\nVersion: 1.0\nLicense: MIT\n")
    (info / "RECORD").write_text("llamaware/__init__.py,,\n")
    unlicensed = metadata.PathDistribution(info)
    assert notices.missing_texts([unlicensed]) == ["llamaware"]
    (info / "LICENSE").write_text("MIT License\n\nCopyright (c) 2026 Llamaware\n")
    (info / "RECORD").write_text("llamaware/__init__.py,,\nllamaware-1.0.dist-info/LICENSE,,\n")
    assert notices.missing_texts([metadata.PathDistribution(info)]) == []


@pytest.mark.parametrize("dist", notices.runtime_distributions(), ids=lambda d: d.metadata["Name"])
def test_each_bundled_distribution_gets_an_entry_with_its_licence(dist: metadata.Distribution) -> None:
    # As a build bundles it: its modules, its compiled libraries and its data files.
    modules, binaries, datas = _bundled_paths(dist)
    found = notices.attribute(modules, binaries, datas)
    name = notices._canonical(dist.metadata["Name"])
    assert name in found.distributions, f"{name} has no entry in the notices"
    text = notices.render(found, "1.2.3")
    heading = f"{dist.metadata['Name']} {dist.version}"
    assert heading in text
    section = text.split(heading, 2)[-1]
    own = notices.distribution_texts(dist)
    if own:
        assert own[0][1].strip()[:60] in section
    else:
        shared = notices.DISTRIBUTION_TEXTS[name][1]
        assert all(f"Licence text: {Path(n).stem}" in text for n in shared)
    # Everything a runtime distribution brings is attributed: pygame-ce's SDL and friends included.
    assert found.unattributed == []


@pytest.mark.parametrize("file_name, key", [
    ("libSDL2-2-50d19f93.0.so.0.3200.10", "sdl"), ("SDL2.dll", "sdl"), ("libSDL2-2.0.0.dylib", "sdl"),
    ("SDL2_image.dll", "sdl2_image"), ("libSDL2_ttf-2-e69aa315.0.so.0.2400.0", "sdl2_ttf"),
    ("libpng16-16.dll", "png"), ("libpng16-fefdc88d.so.16.58.0", "png"), ("libz.so.1", "z"),
    ("zlib1.dll", "zlib"), ("python311.dll", "python"), ("libpython3.11.so.1.0", "python"),
    ("VCRUNTIME140.dll", "vcruntime"), ("vcruntime140_1.dll", "vcruntime"), ("libstdc++.so.6", "stdc++"),
    ("libmpg123-8b3c3c9e.so.0.49.4", "mpg"), ("freetype.dll", "freetype"),
])
def test_library_names_on_every_platform_come_to_one_key(file_name: str, key: str) -> None:
    assert notices.library_key(file_name) == key


def test_a_library_or_font_nobody_accounts_for_is_reported() -> None:
    found = notices.attribute(
        ["json", "pygame.base", "llamagames.ui.app", "pyimod02_importers"],
        ["libSDL2-2.0.so.0", "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so", "libmystery.so.1"],
        ["assets/art/title.svg", "llamagames/i18n/ja/menu.json", "pygame_gui/data/NotoSansJP-Bold.otf",
         "pygame_gui/data/NotoSansThai-Regular.otf", "base_library.zip", "strange/thing.bin"])
    assert found.unattributed == ["library libmystery.so.1", "font pygame_gui/data/NotoSansThai-Regular.otf",
                                  "file strange/thing.bin"]
    assert {"CPython", "SDL 2", "Noto Sans JP"} <= set(found.components)
    assert {"pygame-ce", "pyinstaller"} <= set(found.distributions)


def test_libraries_inside_a_package_folder_are_credited_too() -> None:
    # pygame-ce's Windows wheel: the SDL and FreeType DLLs lie in pygame/, beside its modules.
    found = notices.attribute(["pygame.base"], ["pygame/base.cp311-win_amd64.pyd", "pygame/SDL2.dll",
                                                "pygame/SDL2_ttf.dll", "pygame/freetype.dll", "libffi-8.dll",
                                                "python311.dll", "VCRUNTIME140.dll"], [])
    assert found.unattributed == []
    assert "pygame-ce" in found.distributions
    assert {"SDL 2", "SDL_image, SDL_mixer, SDL_ttf", "FreeType", "HarfBuzz", "zlib", "libffi", "CPython",
            "Microsoft Visual C++ runtime"} <= set(found.components)


def test_the_notices_carry_every_text_once_and_no_path_of_a_machine() -> None:
    found = notices.attribute(["pygame", "pygame_gui", "platformdirs", "pytweening"],
                              ["libSDL2-2.0.so.0", "libfreetype.so.6", "libmpg123.so.0"],
                              ["pygame_gui/data/NotoSans-Regular.ttf", "pygame_gui/data/NotoSansJP-Regular.otf",
                               "pygame_gui/data/FiraCode-Regular.ttf", "pygame/freesansbold.ttf"])
    text = notices.render(found, "1.2.3")
    assert text.startswith("Llama Games 1.2.3: third-party notices")
    for needed in ("SIL OPEN FONT LICENSE Version 1.1", "GNU LESSER GENERAL PUBLIC LICENSE", "The FreeType Project LICENSE",
                   "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2", "Copyright 2014-2021 Adobe", "Fira Code Project Authors",
                   "Bootloader Exception", "Sam Lantinga", "embed this font"):
        assert needed in text, needed
    assert text.count("Version 2.1, February 1999") == 1  # the LGPL once, however many use it
    assert text.count("SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007") == 1
    listing = text.split("Contents\n--------\n", 1)[1].split("\n\n\n", 1)[0]
    contents = re.findall(r"^  (\d+)\. ", listing, re.M)
    assert len(contents) == len(re.findall(r"^\d+\. .+\n={8,}$", text, re.M))  # one section per line
    assert [int(n) for n in contents] == list(range(1, len(contents) + 1))
    for path in (ROOT / "build" / "licences").glob("*.txt"):
        body = path.read_text("utf-8")
        assert "/usr/share" not in body and "/work/" not in body and "/root" not in body, path.name
