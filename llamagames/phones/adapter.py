"""What a game gives the phones: its moves' words, what its page needs beyond the view.

Each game that can be played from a phone has an adapter in ``phones/games/<game>.py``, named
by its catalogue entry (``GameEntry.phone``); the shared modules here never name a game.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from .. import catalogue
from ..seat_view import SeatView

Label = Callable[[Any, int, Sequence[str]], str]
"""The button's words for an action of a seat, given the seats' names."""


def _no_extra(action: Any) -> dict[str, Any]:
    return {}


def _no_prompt(heads: set[str]) -> str:
    return ""


def _rules_refusal(refusal: Any) -> str:
    return ""


def _no_message(view: SeatView, names: Sequence[str], data: dict[str, Any],
                choices: list[dict[str, Any]]) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class PhoneGame:
    """One game's part of the phone page (see the module's docs)."""

    label: Label
    """The words of a legal action's button."""
    page_words: Callable[[], dict[str, str]] = dict
    """The game's own words on the page, in the language ``t`` speaks now."""
    choice_extra: Callable[[Any], dict[str, Any]] = field(default=_no_extra)
    """More for one choice of the page (where a move picks up and puts down)."""
    message_extra: Callable[[SeatView, Sequence[str], dict[str, Any], list[dict[str, Any]]], dict[str, Any]] = \
        field(default=_no_message)
    """More for a view message (a Block chain and its answers; the faces of the cards in sight);
    it may reword the choices in place."""
    prompt: Callable[[set[str]], str] = field(default=_no_prompt)
    """What the seat is to do now, in one sentence for the page's bar, from the first words of
    its legal actions' texts (empty: nothing to say)."""
    refusal: Callable[[Any], str] = field(default=_rules_refusal)
    """A refused move in the phone's own words (a player's words, with what to do instead), in
    the language ``t`` speaks now; empty: the rules' own words."""
    hand_refusals: frozenset[str] = frozenset()
    """The rules' refusal codes whose words tell what a hand holds or lacks ("You hold no Block
    card"): at the laptop, while phone players look at its screen, the hand is shown to its player instead."""
    art: tuple[str, ...] = ()
    """Pictures of the table's own art the page may show (files under ``assets/``, the table's
    SVGs), each served at ``/art/<its file name>`` (:func:`art_files`)."""
    log_moves: int = 3
    """The last moves the phone's log tells (a game with room in the middle tells more)."""


def phone_games() -> tuple[str, ...]:
    """The games a phone can play a seat of, in the menu's order."""
    return tuple(game.name for game in catalogue.games() if game.phone and game.playable)


def assets_folder() -> Path:
    """The project's ``assets/`` folder, also inside a frozen build (as the table's loader finds it)."""
    frozen = getattr(sys, "_MEIPASS", None)
    return (Path(frozen) if frozen else Path(__file__).resolve().parents[2]) / "assets"


@functools.lru_cache(maxsize=256)
def art_address(path: str) -> str:
    """Where the page finds one picture of a game's ``art`` (kept: every view names each card's
    picture, and parsing a path per card took a sixth of the time a view is built in)."""
    return "/art/" + PurePosixPath(path).name


def art_files() -> dict[str, Path]:
    """Every phone game's art: its address -> its file (the addresses are fixed here, from the
    adapters; nothing a phone sends names a file)."""
    return {art_address(path): assets_folder() / path for game in phone_games() for path in adapter(game).art}


def adapter(game: str) -> PhoneGame:
    """The phone adapter of ``game`` (a ValueError for a game without one)."""
    path = catalogue.entry(game).phone
    if not path:
        raise ValueError(f"{game} cannot be played from a phone.")
    found = catalogue.load(path)
    assert isinstance(found, PhoneGame), path
    return found


__all__ = ["PhoneGame", "adapter", "art_address", "art_files", "assets_folder", "phone_games"]
