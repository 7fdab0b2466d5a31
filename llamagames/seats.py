"""Who sits at each seat of a match: a human at this screen or a bot of some level.

Its own module because the match, the save files and the setup screen all need it, and none
of them should import another only for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import bots, storage
from .i18n import LANGUAGES, catalogue, t
from .text_safety import name_problem


def is_default_name(name: str) -> bool:
    """Whether ``name`` is the default player name "You" in any of the app's languages: a
    remembered "You" from an English game is the player's default, not a name they chose."""
    return name == "You" or any(catalogue(code).get("You") == name for code in LANGUAGES)


def is_default_player(name: str, number: int) -> bool:
    """Whether ``name`` is the default "Player 2" of seat ``number`` in any of the app's
    languages: remembered from an English game, it is said again in today's language."""
    templates = ["Player {number}"] + [catalogue(code).get("Player {number}", "") for code in LANGUAGES]
    return any(template and template.replace("{number}", str(number)) == name for template in templates)


def _numbered(name: str, source: str) -> int | None:
    """The number in ``name`` where it is ``source`` ("Bot {number}") in any of the app's
    languages ("Bot 1", "ボット1"), else None."""
    templates = {source} | {catalogue(code).get(source, "") for code in LANGUAGES}
    for template in templates:
        head, marker, tail = template.partition("{number}")
        if not marker or not name.startswith(head) or not name.endswith(tail):
            continue
        middle = name[len(head):len(name) - len(tail)]
        if middle.isascii() and middle.isdigit():
            return int(middle)
    return None


GIVEN_NAMES = ("Nina",)
"""The names the app gives bots itself (the guided games' opponent): said in today's
language like "You". A lesson begun in English and switched to Japanese in Settings wrote
ニーナ in its bubble and "Nina" on the board and in the log."""


def said_name(name: str) -> str:
    """A seat's name as a screen shows it now: a name the app gave ("You", "Player 2", "Bot 1",
    a lesson's "Nina", in whichever language the game was set up in) in today's language, a
    name the player typed as typed. A save from an English game read "You, Bot 1" in the
    Japanese interface."""
    if is_default_name(name.strip()):
        return t("You")
    for given in GIVEN_NAMES:
        if name.strip() == given or any(catalogue(code).get(given) == name.strip() for code in LANGUAGES):
            return t(given)
    for source in ("Player {number}", "Bot {number}"):
        number = _numbered(name.strip(), source)
        if number is not None:
            return t(source, number=number)
    return name


@dataclass(frozen=True)
class SeatConfig:
    """Who sits at a seat: a human at this screen, or a bot of some level."""

    kind: str  # "human" | "bot"
    name: str
    level: str = "normal"
    phone: bool = False
    """A human who plays this seat from their own phone (``llamagames.phones``), not at the laptop."""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level, **({"phone": True} if self.phone else {})}

    @staticmethod
    def from_json(data: Any) -> SeatConfig:
        if not isinstance(data, dict) or data.get("kind") not in ("human", "bot"):
            raise ValueError("a seat is neither a human nor a bot")
        level, name = data.get("level", "normal"), data.get("name", "")
        if not isinstance(level, str) or level not in bots.LEVELS:
            raise ValueError(f"a bot has an unknown level ({str(level)[:20]!r})")
        problem = name_problem(name, storage.MAX_NAME)  # the rule the setup's names keep
        if problem is not None:
            raise ValueError(problem)
        return SeatConfig(str(data["kind"]), name, level, data.get("phone") is True and data["kind"] == "human")


__all__ = ["SeatConfig", "is_default_name", "is_default_player", "said_name"]

