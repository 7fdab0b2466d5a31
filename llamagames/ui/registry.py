"""The games the menu offers: name -> table scene class. Add a game here once it is playable."""

from __future__ import annotations

from typing import Any

from .scenes.llama_table import LlamaTableScene

PLAYABLE_GAMES: dict[str, Any] = {
    "llama": LlamaTableScene,
}
"""Every finished game, in menu order. The class takes ``(app, match)``."""
