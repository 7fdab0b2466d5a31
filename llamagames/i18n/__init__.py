"""The words a player reads, in the chosen language: ``t("Resume")`` -> "再開" in Japanese.

English is the source language and the key (gettext style), so code reads as it will show
in English, and a string with no translation yet still shows, in English. Translations live
in JSON files beside this module, one folder per language and one file per area of the app
(``ja/menu.json``, ``ja/table.json`` ...), each a flat ``{"English": "translation"}`` object,
so that people working on different areas never edit the same file. A game may instead bring
its words in a folder of its own, named by its catalogue entry (``GameEntry.translations``:
``<code>.json`` files there; the four games keep theirs in ``ui/games/<game>/words/``), so
adding a game touches no file here.

Placeholders use ``str.format`` names: ``t("{name} wins", name=...)``; a translation must use
the same names (checked by ``tests/test_i18n.py``).

The rules engines stay free of this module: their sentences reach here through
``Narrator.language`` (see ``rules.core``). The one list of languages, and the
pseudo-language ``en-XA`` for tests (English accented, longer and bracketed: whatever shows
plain or cut was never put through ``t``), are in ``rules.languages``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from .. import catalogue as _games  # the games' own words, read at every look-up
from ..rules.languages import FALLBACK, LANGUAGES, PSEUDO, join_sentences, known, pseudo

DEFAULT_LANGUAGE = FALLBACK
_FOLDER = Path(__file__).resolve().parent

_current = DEFAULT_LANGUAGE


def set_language(code: str) -> None:
    """Switch every later ``t`` call to ``code`` (an unknown code falls back to English; the
    pseudo-language is known, for tests, though no player can choose it)."""
    global _current
    _current = code if known(code) else DEFAULT_LANGUAGE


def language() -> str:
    """The language code in use."""
    return _current


def catalogue(code: str) -> dict[str, str]:
    """Every translation of ``code``, from all its area files and the games' own (empty for
    English)."""
    return _merged(code, _game_files(code))


def translation_files(code: str) -> list[Path]:
    """Every file holding translations into ``code``: the areas' and the games' (the tests walk them)."""
    folder = _FOLDER / code
    own = sorted(folder.glob("*.json")) if folder.is_dir() else []
    return [*own, *(path for path in _game_files(code) if path.is_file())]


def _game_files(code: str) -> tuple[Path, ...]:
    """The ``<code>.json`` files of the games whose catalogue entry names a folder of words."""
    return _files_in(code, tuple(game.translations for game in _games.games() if game.translations))


@cache
def _files_in(code: str, folders: tuple[str, ...]) -> tuple[Path, ...]:
    """Found once per set of folders: finding a package's folder (``importlib.resources``) at
    every ``t`` call took half of a Japanese table's frame."""
    return tuple(_games.resource(folder) / f"{code}.json" for folder in folders)


@cache
def _merged(code: str, game_files: tuple[Path, ...]) -> dict[str, str]:
    merged: dict[str, str] = {}
    folder = _FOLDER / code
    if code in (DEFAULT_LANGUAGE, PSEUDO):
        return merged
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    for path in [*paths, *(p for p in game_files if p.is_file())]:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"{path.name}: a translation file must be one JSON object")
        for source, translated in data.items():
            if isinstance(source, str) and isinstance(translated, str) and translated:
                merged[source] = translated
    return merged


def t(source: str, /, **values: Any) -> str:
    """``source`` (English) in the current language, with ``values`` filled in."""
    if _current == DEFAULT_LANGUAGE:
        text = source
    elif _current == PSEUDO:
        text = pseudo(source)
    else:
        text = catalogue(_current).get(source, source)
    return text.format(**values) if values else text


def tc(context: str, source: str, /, **values: Any) -> str:
    """``t`` for a word that reads differently by where it stands: the key ``"context|source"``
    is looked up first (``tc("replay", "Play")`` -> 再生, while ``t("Play")`` -> 遊ぶ), then
    ``source`` itself; English shows ``source``."""
    if _current not in (DEFAULT_LANGUAGE, PSEUDO):
        found = catalogue(_current).get(f"{context}|{source}")
        if found is not None:
            return found.format(**values) if values else found
    return t(source, **values)


def sentences(*parts: str) -> str:
    """Sentences already in the current language as one text, joined as that language joins
    them (a space in English, none after "。" in Japanese)."""
    return join_sentences(_current, parts)


def translated_in(code: str, source: str) -> bool:
    """Whether ``source`` has a translation in ``code`` (tests use it to find missing ones)."""
    return code in (DEFAULT_LANGUAGE, PSEUDO) or source in catalogue(code)


__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "PSEUDO", "catalogue", "language", "sentences", "set_language", "t", "tc",
           "translated_in", "translation_files"]
