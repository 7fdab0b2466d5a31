"""THIRD-PARTY-NOTICES.txt: what the download bundles from others, under which licence, with the texts.

Why: the download carries fonts under the SIL Open Font License, pygame-ce and several SDL
helpers under the LGPL, CPython, FreeType and others; their licences ask that their notices and
texts travel with every copy. The file is generated from what PyInstaller actually put in the
bundle (``installer.spec`` hands over its analysis: the modules, the binaries and the data
files), so a library that joins or leaves the bundle joins or leaves the notices by itself.

Where each text comes from:

- a Python distribution (pygame-gui, platformdirs, ...): its own licence files from its
  installed ``.dist-info`` (``importlib.metadata``), else a text kept in ``build/licences/``
  (``DISTRIBUTION_TEXTS``: pygame-ce's wheel carries none);
- CPython: the interpreter's own ``LICENSE.txt`` when it has one, else ``licences/CPython.txt``;
- shared libraries and fonts (``COMPONENTS``): the texts in ``build/licences/`` (there is no
  network at build time), matched by the library's name on Linux, Windows or macOS.

Something bundled that none of these explains is *unattributed*: ``installer.spec`` stops the
Linux build on it and warns elsewhere, and ``missing_texts`` names a distribution without a
licence text (``tests/build/test_notices.py`` holds both to the project's run-time dependencies).
"""

from __future__ import annotations

import importlib.metadata as metadata
import platform
import re
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePath

LICENCES = Path(__file__).resolve().parent / "licences"
FILE_NAME = "THIRD-PARTY-NOTICES.txt"
PROJECT = "llamagames"
OWN_DATA = ("assets", PROJECT, FILE_NAME)
"""Top folders (or files) of the bundle that are ours."""


@dataclass(frozen=True)
class Component:
    """Something bundled that is not a Python distribution: a shared library, a font, CPython."""

    name: str
    what: str
    licence: str
    texts: tuple[str, ...] = ()
    """Files in ``licences/`` printed with the entry (its copyright and terms)."""
    shared: tuple[str, ...] = ()
    """Long licence texts in ``licences/`` printed once at the end and named here."""
    libraries: tuple[str, ...] = ()
    """Library keys (see :func:`library_key`) of its files on any platform."""
    fonts: tuple[str, ...] = ()
    """Font file name prefixes."""
    copyright: str = ""
    source: str = ""
    brings: tuple[str, ...] = ()
    """Components some builds link into this library instead of beside it (the SDL_ttf of
    pygame-ce's Windows wheel carries FreeType and HarfBuzz): credited with it."""


LGPL_NOTE = ("It lies in the game's folder as separate shared libraries, loaded at run time; you may "
             "replace them with your own build of the same version. Its source code is at {source}.")

COMPONENTS: tuple[Component, ...] = (
    Component("CPython", "the Python interpreter and its standard library", "PSF-2.0",
              texts=("CPython.txt",), libraries=("python",), source="https://www.python.org/downloads/source/"),
    Component("SDL 2", "windows, input, sound and images (pygame-ce's base)", "Zlib",
              texts=("SDL2.txt",), libraries=("sdl",), source="https://github.com/libsdl-org/SDL"),
    Component("SDL_image, SDL_mixer, SDL_ttf", "pictures, sound files and text for SDL", "Zlib",
              texts=("SDL2-libraries.txt",), libraries=("sdl2_image", "sdl2_mixer", "sdl2_ttf"),
              brings=("FreeType", "HarfBuzz", "libpng", "zlib")),
    Component("FreeType", "draws the letters of every font", "FTL (the FreeType License)",
              texts=("FreeType.txt",), libraries=("freetype",), source="https://freetype.org", brings=("zlib",)),
    Component("HarfBuzz", "shapes text for SDL_ttf", "MIT (Old MIT)", texts=("HarfBuzz.txt",),
              libraries=("harfbuzz",)),
    Component("libpng", "reads PNG pictures", "libpng-2.0", texts=("libpng.txt",), libraries=("png",),
              brings=("zlib",)),
    Component("libjpeg-turbo", "reads JPEG pictures", "IJG AND BSD-3-Clause AND Zlib",
              texts=("libjpeg-turbo.txt",), libraries=("jpeg", "turbojpeg")),
    Component("LibTIFF", "reads TIFF pictures", "libtiff", texts=("LibTIFF.txt",), libraries=("tiff",)),
    Component("libwebp", "reads WebP pictures", "BSD-3-Clause", texts=("libwebp.txt",),
              libraries=("webp", "webpdemux", "webpmux", "sharpyuv")),
    Component("libogg, libvorbis", "Ogg Vorbis sound", "BSD-3-Clause", texts=("libogg.txt", "libvorbis.txt"),
              libraries=("ogg", "vorbis", "vorbisenc", "vorbisfile")),
    Component("Opus", "Opus sound", "BSD-3-Clause", texts=("Opus.txt",), libraries=("opus",)),
    Component("opusfile", "Opus sound files", "BSD-3-Clause", texts=("opusfile.txt",), libraries=("opusfile",)),
    Component("FLAC", "FLAC sound", "BSD-3-Clause (libFLAC)", texts=("FLAC.txt",), shared=("GPL-2.0.txt",),
              libraries=("flac",)),
    Component("WavPack", "WavPack sound", "BSD-3-Clause", texts=("WavPack.txt",), libraries=("wavpack",)),
    Component("libxmp", "tracker music modules", "MIT", texts=("libxmp.txt",), libraries=("xmp",)),
    Component("mpg123", "MP3 sound", "LGPL-2.1", texts=("mpg123.txt",), shared=("LGPL-2.1.txt",),
              libraries=("mpg", "out", "syn"), source="https://www.mpg123.de/download.shtml"),
    Component("libsndfile", "sound files", "LGPL-2.1-or-later", texts=("libsndfile.txt",),
              shared=("LGPL-2.1.txt", "Apache-2.0.txt"), libraries=("sndfile",),
              source="https://github.com/libsndfile/libsndfile"),
    Component("FluidSynth", "MIDI music", "LGPL-2.1-or-later", texts=("FluidSynth.txt",),
              shared=("LGPL-2.1.txt",), libraries=("fluidsynth",), source="https://github.com/FluidSynth/fluidsynth"),
    Component("ALSA library", "sound on Linux (when the build carries it)", "LGPL-2.1-or-later",
              texts=("ALSA.txt",), shared=("LGPL-2.1.txt",), libraries=("asound",),
              source="https://www.alsa-project.org/wiki/Download"),
    Component("PortMidi", "MIDI devices (pygame.midi)", "MIT", texts=("PortMidi.txt",), libraries=("portmidi",)),
    Component("Brotli", "decompression used by FreeType", "MIT", texts=("brotli.txt",),
              libraries=("brotlicommon", "brotlidec", "brotlienc")),
    Component("zlib", "compression", "Zlib", texts=("zlib.txt",), libraries=("z", "zlib")),
    Component("bzip2", "compression (Python's bz2)", "bzip2-1.0.6", texts=("bzip2.txt",), libraries=("bz",)),
    Component("XZ Utils (liblzma)", "compression (Python's lzma)", "0BSD AND public domain", texts=("xz.txt",),
              libraries=("lzma",)),
    Component("libffi", "calls into C libraries (Python's ctypes)", "MIT", texts=("libffi.txt",),
              libraries=("ffi",)),
    Component("Expat", "XML parsing (Python's pyexpat, when linked to the system's)", "MIT", texts=("expat.txt",),
              libraries=("expat",)),
    Component("libuuid", "UUIDs (Python's _uuid, when linked to the system's)", "BSD-3-Clause",
              texts=("libuuid.txt",), shared=("GPL-2.0.txt", "GPL-3.0.txt", "LGPL-2.1.txt"), libraries=("uuid",)),
    Component("mpdecimal", "decimal arithmetic (Python's _decimal, when linked to the system's)",
              "BSD-2-Clause", texts=("mpdecimal.txt",), libraries=("mpdec",)),
    Component("SQLite", "Python's sqlite3, when a build carries it", "blessing (public domain)",
              texts=("SQLite.txt",), libraries=("sqlite",)),
    Component("OpenSSL", "hashes and TLS for Python's standard library (the game opens no connection)",
              "Apache-2.0", texts=("OpenSSL.txt",), shared=("Apache-2.0.txt",), libraries=("crypto", "ssl")),
    Component("GCC runtime libraries", "the C and C++ runtime of the libraries above (Linux)",
              "GPL-3.0-or-later WITH GCC-exception-3.1", texts=("GCC-runtime.txt",), shared=("GPL-3.0.txt",),
              libraries=("gcc_s", "stdc++")),
    Component("Microsoft Visual C++ runtime", "the C runtime CPython is built with (Windows)",
              "Microsoft Visual Studio distributable code", texts=("MSVC-runtime.txt",),
              libraries=("vcruntime", "msvcp")),
    Component("Noto Sans", "the game's letters (pygame-gui's font)", "OFL-1.1", shared=("OFL-1.1.txt",),
              fonts=("NotoSans-",),
              copyright="Copyright 2022 The Noto Project Authors (https://github.com/notofonts/latin-greek-cyrillic)"),
    Component("Noto Sans JP", "the Japanese letters (pygame-gui's font)", "OFL-1.1", shared=("OFL-1.1.txt",),
              fonts=("NotoSansJP-",),
              copyright="Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'"),
    Component("Fira Code", "pygame-gui's fixed-width font", "OFL-1.1", shared=("OFL-1.1.txt",),
              fonts=("FiraCode-",),
              copyright="Copyright (c) 2014, The Fira Code Project Authors (https://github.com/tonsky/FiraCode)"),
    Component("Noto Sans SC, KR, Arabic, Hebrew, Georgian", "pygame-gui's fonts for other scripts (when a "
              "build carries them)", "OFL-1.1", shared=("OFL-1.1.txt",),
              fonts=("NotoSansSC-", "NotoSansKR-", "NotoSansArabic-", "NotoSansHebrew-", "NotoSansGeorgian-"),
              copyright="Noto Sans SC and KR: Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved "
                        "Font Name 'Source'. Noto Sans Arabic, Hebrew and Georgian: Copyright 2022 The Noto "
                        "Project Authors (https://github.com/notofonts)."),
    Component("GNU FreeFont (FreeSansBold)", "pygame's built-in default font",
              "GPL-3.0-or-later WITH Font-exception-2.0", texts=("FreeFont.txt",), shared=("GPL-3.0.txt",),
              fonts=("freesansbold",)),
)
COMPONENT = {c.name: c for c in COMPONENTS}

DISTRIBUTION_TEXTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "pygame-ce": ("Copyright (C) 2000-2024 Pete Shinners, René Dudfield, the pygame and pygame-ce contributors. "
                  "pygame-ce is under the GNU LGPL 2.1. " + LGPL_NOTE.format(
                      source="https://github.com/pygame-community/pygame-ce"), ("LGPL-2.1.txt",)),
}
"""Distributions whose wheel carries no licence file: a copyright sentence and shared texts kept here."""
LICENCE_NAMES = {"pyinstaller": "GPL-2.0-or-later with the Bootloader Exception (the bootloader starts the game)"}
"""Where a distribution's metadata words its licence poorly."""

LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.I)
PYINSTALLER_MODULES = ("pyimod", "pyi_rth", "_pyi_rth", "pyi_splash")


@dataclass
class Attribution:
    """What a bundle holds, grouped by whom it comes from."""

    distributions: dict[str, metadata.Distribution] = field(default_factory=dict)
    components: dict[str, list[str]] = field(default_factory=dict)
    """Component name -> the bundled files (or modules) that brought it in."""
    unattributed: list[str] = field(default_factory=list)

    def add_component(self, name: str, what: str) -> None:
        self.components.setdefault(name, []).append(what)


def library_key(file_name: str) -> str:
    """A shared library's name without ``lib``, version and suffix, the same on every platform:
    ``libSDL2-2-50d19f93.0.so.0.3200.10``, ``SDL2.dll`` and ``libSDL2-2.0.0.dylib`` are ``sdl``;
    ``libpng16-16.dll`` is ``png``; ``vcruntime140_1.dll`` is ``vcruntime``."""
    stem = file_name.lower()
    if stem.startswith("lib"):
        stem = stem[3:]
    stem = re.split(r"[-.]", stem, maxsplit=1)[0]
    return re.sub(r"[\d_]+$", "", stem) or stem


def _library_index() -> dict[str, str]:
    return {key: c.name for c in COMPONENTS for key in c.libraries}


def _font_component(file_name: str) -> str | None:
    for component in COMPONENTS:
        if any(file_name.startswith(prefix) for prefix in component.fonts):
            return component.name
    return None


def _is_shared_library(file_name: str) -> bool:
    lower = file_name.lower()
    return ".so." in lower or lower.endswith((".so", ".dll", ".dylib"))


def _is_extension(file_name: str) -> bool:
    return file_name.endswith(".pyd") or ".cpython-" in file_name or file_name.endswith(".abi3.so")


def attribute(modules: Iterable[str], binaries: Iterable[str], datas: Iterable[str]) -> Attribution:
    """Group a bundle's contents by origin: ``modules`` are dotted names (PyInstaller's
    ``a.pure``), ``binaries`` and ``datas`` the paths they have inside the bundle."""
    owners = metadata.packages_distributions()
    stdlib = set(sys.stdlib_module_names)
    libraries = _library_index()
    found = Attribution()
    found.add_component("CPython", "the interpreter")
    found.distributions["pyinstaller"] = metadata.distribution("pyinstaller")  # its bootloader is the executable

    def distribution(top: str) -> bool:
        names = owners.get(top, [])
        if not names:
            return False
        for name in names:
            if name.lower().replace("_", "-") != PROJECT:
                dist = metadata.distribution(name)
                found.distributions[_canonical(dist.metadata["Name"])] = dist
        return True

    for module in modules:
        top = module.split(".")[0]
        if top == PROJECT:
            continue
        if top in stdlib or top == "__main__" or top.startswith("_sysconfigdata"):
            found.add_component("CPython", module)
        elif top.startswith(PYINSTALLER_MODULES):
            continue  # PyInstaller's run-time modules: the pyinstaller entry covers them
        elif not distribution(top):
            found.unattributed.append(f"module {module}")
    datas = list(datas)
    shared_libraries = [d for d in datas if _is_shared_library(PurePath(d).name)]  # links PyInstaller keeps as data
    for dest in [*binaries, *shared_libraries]:
        path = PurePath(dest)
        top, name = path.parts[0], path.name
        in_package = len(path.parts) > 1 and distribution(top)
        if not _is_extension(name) and library_key(name) in libraries:
            # A library is credited by its name wherever it lies: pygame-ce's Windows wheel
            # keeps SDL2.dll and freetype.dll inside pygame/.
            found.add_component(libraries[library_key(name)], dest)
        elif in_package:
            continue
        elif _is_extension(name) or "lib-dynload" in path.parts:
            found.add_component("CPython", dest)
        elif library_key(name) in libraries:
            found.add_component(libraries[library_key(name)], dest)
        else:
            found.unattributed.append(f"library {dest}")
    for dest in datas:
        if dest in shared_libraries:
            continue
        path = PurePath(dest)
        top, name = path.parts[0], path.name
        font = _font_component(name) if path.suffix.lower() in (".ttf", ".otf") else None
        if top in OWN_DATA:
            continue
        if font is not None:
            found.add_component(font, dest)
        elif name == "base_library.zip" or top.startswith("python3"):
            found.add_component("CPython", dest)
        elif top.endswith((".dist-info", ".egg-info")):
            dist = metadata.distribution(top.split("-")[0])
            if _canonical(dist.metadata["Name"]) != PROJECT:
                found.distributions[_canonical(dist.metadata["Name"])] = dist
        elif path.suffix.lower() in (".ttf", ".otf"):
            found.unattributed.append(f"font {dest}")
        elif not distribution(top):
            found.unattributed.append(f"file {dest}")
    for component in COMPONENTS:  # what some builds link into a library rather than beside it
        if component.name in found.components:
            for inside in component.brings:
                found.add_component(inside, f"inside {component.name}")
    return found


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def licence_name(dist: metadata.Distribution) -> str:
    """What a distribution says its licence is (SPDX expression, License field or classifier)."""
    meta = dist.metadata
    if _canonical(meta["Name"]) in LICENCE_NAMES:
        return LICENCE_NAMES[_canonical(meta["Name"])]
    expression = (meta.get_all("License-Expression") or [""])[0]
    if expression:
        return expression
    field_text = (meta.get_all("License") or [""])[0].strip()
    if field_text and "\n" not in field_text and len(field_text) < 120:
        return field_text
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return ", ".join(classifiers) or "see the text below"


def distribution_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(file name, text) of the licence files in a distribution's metadata folder."""
    texts = []
    for file in dist.files or []:
        parts = PurePath(str(file)).parts
        if not parts[0].endswith(".dist-info") or not LICENCE_FILE.search(parts[-1]):
            continue
        try:
            texts.append((parts[-1], Path(str(dist.locate_file(file))).read_text("utf-8", errors="replace")))
        except OSError:
            continue
    return texts


def missing_texts(dists: Iterable[metadata.Distribution]) -> list[str]:
    """The distributions that would go into the notices without any licence text."""
    return sorted(_canonical(d.metadata["Name"]) for d in dists
                  if not distribution_texts(d) and _canonical(d.metadata["Name"]) not in DISTRIBUTION_TEXTS)


def runtime_distributions(root: str = PROJECT) -> list[metadata.Distribution]:
    """Every distribution the project needs at run time: its requirements without extras, and
    theirs, to the end (the set any build of the game bundles)."""
    from packaging.requirements import Requirement

    seen: dict[str, metadata.Distribution] = {}
    pending = [root]
    while pending:
        name = pending.pop()
        dist = metadata.distribution(name)
        for text in dist.requires or []:
            requirement = Requirement(text)
            if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
                continue
            key = _canonical(requirement.name)
            if key not in seen:
                seen[key] = metadata.distribution(requirement.name)
                pending.append(requirement.name)
    return list(seen.values())


def _cpython_text() -> str:
    """CPython's licence as the interpreter that builds the app carries it, else our copy."""
    for place in (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix)):
        candidate = place / "LICENSE.txt"
        if candidate.is_file():
            return candidate.read_text("utf-8", errors="replace")
    return (LICENCES / "CPython.txt").read_text("utf-8")


def _rule(title: str, mark: str = "=") -> str:
    return f"{title}\n{mark * min(78, max(len(title), 8))}\n"


def render(found: Attribution, app_version: str, app_title: str = "Llama Games") -> str:
    """The notices file's text: a contents list, one section per distribution and component
    with its own copyright and terms, then the long licence texts they share, each once."""
    sections: list[tuple[str, str, str]] = []  # (heading, licence, body)
    shared: list[str] = []

    def share(names: Iterable[str]) -> str:
        for name in names:
            if name not in shared:
                shared.append(name)
        return ", ".join(f'"{Path(n).stem}"' for n in names)

    for key in sorted(found.distributions):
        dist = found.distributions[key]
        name, version = dist.metadata["Name"], dist.version
        body = [f"Python package {name} {version}. Licence: {licence_name(dist)}."]
        if key in DISTRIBUTION_TEXTS:
            sentence, texts = DISTRIBUTION_TEXTS[key]
            body.append(sentence)
            body.append(f"The licence's full text is at the end of this file: {share(texts)}.")
        for file_name, text in distribution_texts(dist):
            body.append(f"--- {file_name} of {name} ---\n{text.strip()}")
        sections.append((f"{name} {version}", licence_name(dist), "\n\n".join(body)))
    for component in COMPONENTS:
        if component.name not in found.components:
            continue
        files = sorted({PurePath(f).name for f in found.components[component.name] if "/" in f or "." in f})
        body = [f"{component.name}: {component.what}. Licence: {component.licence}."]
        if component.name == "CPython":
            body[0] = f"CPython {platform.python_version()}: {component.what}. Licence: {component.licence}."
        if component.copyright:
            body.append(component.copyright)
        if component.source and "LGPL" in component.licence:
            body.append(LGPL_NOTE.format(source=component.source))
        elif component.source:
            body.append(f"Source code: {component.source}")
        if files and component.libraries:
            body.append("Files: " + ", ".join(files[:12]) + (" ..." if len(files) > 12 else ""))
        if component.name == "CPython":
            body.append(_cpython_text().strip())
        for text_file in component.texts:
            if component.name != "CPython":
                body.append((LICENCES / text_file).read_text("utf-8").strip())
        if component.shared:
            body.append(f"The licence's full text is at the end of this file: {share(component.shared)}.")
        sections.append((component.name, component.licence, "\n\n".join(body)))

    out = [_rule(f"{app_title} {app_version}: third-party notices"),
           f"{app_title} is built with the software and fonts listed below. Each section gives what\n"
           "it is, its copyright and its licence; long licences shared by several are printed\n"
           "once, at the end.\n", _rule("Contents", "-")]
    out += [f"  {i}. {heading}  ({licence})" for i, (heading, licence, _) in enumerate(sections, 1)]
    out += [f"  {len(sections) + i}. Licence text: {Path(n).stem}" for i, n in enumerate(shared, 1)]
    for i, (heading, _licence, section) in enumerate(sections, 1):
        out += ["", "", _rule(f"{i}. {heading}"), section]
    for i, name in enumerate(shared, len(sections) + 1):
        out += ["", "", _rule(f"{i}. Licence text: {Path(name).stem}"), (LICENCES / name).read_text("utf-8").strip()]
    return "\n".join(out) + "\n"


def write(found: Attribution, app_version: str, target: Path) -> Path:
    """Write the notices (UTF-8, LF) to ``target`` and return it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render(found, app_version), encoding="utf-8", newline="\n")
    return target


__all__ = ["Attribution", "COMPONENTS", "FILE_NAME", "attribute", "library_key", "licence_name",
           "missing_texts", "render", "runtime_distributions", "write"]
