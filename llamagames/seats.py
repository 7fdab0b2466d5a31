"""Who sits at each seat of a match: a human at this screen or a bot of some level.

Its own module because the match, the save files and the setup screen all need it, and none
of them should import another only for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import bots, storage


@dataclass(frozen=True)
class SeatConfig:
    """Who sits at a seat: a human at this screen, or a bot of some level."""

    kind: str  # "human" | "bot"
    name: str
    level: str = "normal"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @staticmethod
    def from_json(data: Any) -> "SeatConfig":
        if not isinstance(data, dict) or data.get("kind") not in ("human", "bot"):
            raise ValueError("a seat is neither a human nor a bot")
        level, name = data.get("level", "normal"), data.get("name", "")
        if not isinstance(level, str) or level not in bots.LEVELS:
            raise ValueError(f"a bot has an unknown level ({str(level)[:20]!r})")
        if not isinstance(name, str):
            raise ValueError("a seat's name is not a text")
        if len(name) > storage.MAX_NAME:
            raise ValueError(f"a seat's name is {len(name):,} characters long (at most {storage.MAX_NAME})")
        if any(not ch.isprintable() for ch in name):
            raise ValueError("a seat's name holds control characters")
        return SeatConfig(str(data["kind"]), name, level)


__all__ = ["SeatConfig"]
