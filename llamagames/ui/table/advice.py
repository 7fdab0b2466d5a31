"""The Hint button's sentence: a bot's reason code (``bots.explain.Reason``) in words.

The bots return codes and values only; this module words them in the player's language
through ``t()``, naming players and components the way the tables do. One sentence: the
move, then why. ``Asked`` is a hint on its way from the bot worker, ``Advice`` the answer come. The kit words the codes every game shares; each game's own sentences live in
its folder, in the module its catalogue entry names (``GameEntry.hints``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pygame

from ...bots.explain import Reason, Suggestion
from ...catalogue import entry, games
from ...i18n import t

SENTENCES: dict[str, str] = {
    "only_move": "{move}: it is the only move you have now.",
    "best_guess": "{move}: this is what the hard bot would play here.",
}
"""The kit's own sentences, for every game (reason code -> English, the key of its translation);
each game brings the rest in the module its catalogue entry names (``GameEntry.hints``)."""

Namer = Callable[[str, Any], str]
"""(kind of value, value) -> its name on this table: ("player", 2) -> "Ann"."""


def _hints(path: str) -> ModuleType:
    return importlib.import_module(path)


def variant(reason: Reason, game_name: str | None = None) -> str:
    """The sentence key for ``reason``: the game's ``variant`` when its hints module has one
    (a few codes read better split by a value), else the code itself. Without ``game_name``
    every registered game's ``variant`` is asked in turn (each leaves other games' codes alone)."""
    for path in _hint_paths(game_name):
        split = getattr(_hints(path), "variant", None)
        if split is not None:
            key: str = split(reason)
            if key != reason.code:
                return key
    return reason.code


def _hint_paths(game_name: str | None) -> list[str]:
    """The hints modules of ``game_name`` (or of every game): those the catalogue names."""
    if game_name is None:
        return [game.hints for game in games() if game.hints]
    try:
        path = entry(game_name).hints
    except ValueError:
        return []
    return [path] if path else []


NAMED = ("card", "next", "crop", "give", "get", "shape", "treats", "got", "lines")
"""Values a game's ``namer`` words (a card's name, "2 treats"); the rest go in as they are."""


def sentence(reason: Reason, move: str, names: Sequence[str], namer: Namer | None = None,
             game_name: str | None = None) -> str:
    """One sentence for a hint: what to do and why, in the current language.

    ``move`` names the action (for the generic codes); ``names`` are the seats' names;
    ``namer`` names a game's components (a card, a crop) for the values that need it.
    """
    key = variant(reason, game_name)
    template = sentences(game_name).get(key, SENTENCES["best_guess"])
    values: dict[str, Any] = {"move": move}
    for name, value in reason.values.items():
        if name == "seat":
            values["player"] = names[value] if 0 <= value < len(names) else str(value)
        elif namer is not None and name in NAMED:
            values[name] = namer(name, value)
        else:
            values[name] = value
    try:
        return t(template, **values)
    except (KeyError, IndexError):  # a translation names a field the values lack: the English sentence
        return template.format_map(_Default(values))


class _Default(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


def sentences(game_name: str | None = None) -> Mapping[str, str]:
    """The kit's sentences and those of ``game_name`` (or of every registered game: the
    translation test walks them)."""
    found = dict(SENTENCES)
    for path in _hint_paths(game_name):
        found.update(getattr(_hints(path), "SENTENCES", {}))
    return found


__all__ = ["SENTENCES", "Namer", "sentence", "sentences", "variant"]


@dataclass
class Advice:
    """The Hint button's answer for one position (it lapses when the position changes)."""

    suggestion: Suggestion
    text: str
    position: Hashable
    """The position's ``SeatView.stamp`` when it was asked."""
    rects: list[pygame.Rect] = field(default_factory=list)
    language: str = ""
    """The language ``text`` is in: after a switch in Settings it is worded again (a Japanese
    sentence in the English font would show as boxes)."""
    quick: bool = False
    """A quick idea (the normal bot's move, never one that scores less now than another:
    ``hint.quick_hint``), shown while the hard bot's answer is slow to come (its answer replaces it)."""


HINT_PATIENCE = 2.0
"""Seconds a hint may keep the player waiting: after that, a table whose coach allows it
(``Coach.quick_hints``) shows a quick idea, said as such, until the hard bot's
answer comes and takes its place (measured: the hard bot's 0.5 s of processor took over 10 s
in its worker on a busy machine, and the player had moved before it answered)."""


@dataclass
class Asked:
    """A hint being worked out in the bot worker, for the position it was asked in."""

    future: Future[Suggestion]
    position: tuple[Hashable, str | None]
    """The position's ``SeatView.stamp`` when it was asked, and what was held in hand then."""
    waited: float = 0.0
    """Seconds it has been on its way (see ``HINT_PATIENCE``)."""
