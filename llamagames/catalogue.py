"""The one place a game is registered: its rules, its bots, its table and how to play it.

Entries name modules by import path ("package.module:attribute") and nothing is imported
here, so the rules can read the catalogue without pulling in the UI, and the UI loads a
table only when it opens one. The menu icon is ``assets/icons/game_<name>.svg``.
A game whose ``table`` is None is playable by bots and tests but not offered in the menu.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameEntry:
    """Everything the collection needs to know to offer one game."""

    name: str
    rules: str
    """Import path of the game's rules object ("llamagames.rules.llama:LLAMA")."""
    table: str | None
    """Import path of its table scene class; None while the table is not finished."""
    win_rule: str
    """One line for the results screen: how this game is won."""
    bots: str = ""
    """Import path of its bots' heuristics (a ``bots.GameAI``); "" for generic search bots."""
    score_units: tuple[str, str] = ("pt", "pts")
    """How the results screen names one and several of the game's scores."""
    how_to_play: str = ""
    """The file under ``ui/rules_text/`` with the game's how-to-play text (default: name.txt)."""

    @property
    def playable(self) -> bool:
        return self.table is not None


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry(
        "llama",
        rules="llamagames.rules.llama:LLAMA",
        table="llamagames.ui.games.llama.table:LlamaTable",
        bots="llamagames.bots.llama_ai:AI",
        win_rule="Fewest points wins once someone reaches 40.",
    ),
    GameEntry(
        "alpacas",
        rules="llamagames.rules.alpacas:ALPACAS",
        table="llamagames.ui.games.alpacas.table:AlpacasTable",
        bots="llamagames.bots.alpacas:AI",
        win_rule="Most points wins once someone reaches 18; a tie goes to the most treats.",
    ),
    GameEntry(
        "llamagedon",
        rules="llamagames.rules.llamagedon:LLAMAGEDON",
        table="llamagames.ui.games.llamagedon.table:LlamagedonTable",
        bots="llamagames.bots.llamagedon:AI",
        win_rule="Most shelters wins.",
        score_units=("shelter", "shelters"),
    ),
    GameEntry(
        "llamaland",
        rules="llamagames.rules.llamaland:LLAMALAND",
        table="llamagames.ui.games.llamaland.table:LlamalandTable",
        bots="llamagames.bots.llamaland_search:AI",
        win_rule="Most points wins; a tie goes to the most llama-card points.",
    ),
)
"""Every game, in menu order."""


def entry(name: str) -> GameEntry:
    """The catalogue entry of ``name``; a ValueError says which games exist."""
    for game in CATALOGUE:
        if game.name == name:
            return game
    raise ValueError(f"There is no game called '{name}' (known: {', '.join(g.name for g in CATALOGUE)}).")


def load(path: str) -> Any:
    """The object at an import path "package.module:attribute"."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


__all__ = ["CATALOGUE", "GameEntry", "entry", "load"]
