"""A game's refusal reasons in the player's language, for the UI (``why_illegal`` gives English).

Each game with Japanese words has one module with its ``REASONS`` table (see
:mod:`.ja_words`); it is imported only when a reason is first asked for in Japanese.
Move-log sentences need nothing from here: ``describe(event, narrator)`` answers in
``narrator.language`` by itself.
"""

from __future__ import annotations

import importlib

from .ja_words import COMMON, Reasons

JAPANESE: dict[str, str] = {
    "llama": "llamagames.rules.llama_ja",
    "alpacas": "llamagames.rules.alpacas.words_ja",
    "llamagedon": "llamagames.rules.llamagedon.narrate_ja",
    "llamaland": "llamagames.rules.llamaland.narration_ja",
}
"""Game name -> the module holding its Japanese words (``REASONS``)."""


def reasons(game_name: str, language: str) -> Reasons | None:
    """The table of refusal reasons of a game in ``language`` (None for English)."""
    if language != "ja":
        return None
    module = JAPANESE.get(game_name)
    if module is None:
        return COMMON
    table: Reasons = importlib.import_module(module).REASONS
    return table


def refusal(game_name: str, text: str, language: str) -> str:
    """``text``, a reason the game (or the match) gave in English, in ``language``.

    A sentence with no words in that language is returned as it came (already translated
    by the UI, or new in the rules and not yet in the table: English is better than nothing).
    """
    table = reasons(game_name, language)
    if table is None:
        return text
    translated = table.translate(text)
    return text if translated is None else translated


__all__ = ["JAPANESE", "reasons", "refusal"]
