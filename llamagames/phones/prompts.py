"""What a phone's player is to do now, in one short sentence in the rules' words.

The page keeps it in a bar that stays on screen (a long Llamaland page scrolls the status line
away): it is read from the seat's legal actions, so it always names what can be tapped now. Each
game's adapter words it (``PhoneGame.prompt``) from the first words of those actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from .adapter import adapter


def prompt(game: str, actions: Sequence[str]) -> str:
    """The one sentence that says what the seat may do with ``actions`` (its legal actions'
    texts); empty when it is not this seat's decision."""
    if not actions:
        return ""
    return adapter(game).prompt({text.split(" ", 1)[0] for text in actions})


__all__ = ["prompt"]
