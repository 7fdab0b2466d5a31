"""Where the tile in hand may go, as the engine says: pure functions of the position (the
stage moves the tile with them, the intents decide with them; tested without a window)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....i18n import t
from ....rules.core import IllegalActionError, Refusal
from ....rules.llamaland import LLAMALAND, PLACE, START, LlamalandState, TakeStack
from ....rules.llamaland.components import TILES


def can_place(state: LlamalandState, legal: Sequence[Any], mine: bool, shape: str) -> bool:
    """Whether the viewer may now take (or holds) a tile of ``shape`` to place."""
    if not mine:
        return False
    phase = state.turn.phase
    if phase == START:
        return TakeStack(shape) in legal
    return phase == PLACE and TILES[state.turn.tile].shape == shape


def placing_refusal(state: LlamalandState, shape: str) -> str | Refusal:
    """Why no tile of ``shape`` can be placed now (the engine's reason where it has one)."""
    phase = state.turn.phase
    if phase == START:
        return LLAMALAND.refusal(state, TakeStack(shape)) or t("That stack is empty.")
    if phase == PLACE:
        return t("Place the {shape} tile you took first.", shape=TILES[state.turn.tile].shape)
    return t("You have placed your tile for this turn.")


def preview_after_take(state: LlamalandState, shape: str) -> LlamalandState | None:
    """The position with the tile of ``shape`` in hand: after taking it, or as it is when that
    tile is already held; None when no such tile can be in hand."""
    if state.turn.phase == START:
        try:
            return LLAMALAND.apply(state, TakeStack(shape))
        except IllegalActionError:
            return None
    if state.turn.phase == PLACE and TILES[state.turn.tile].shape == shape:
        return state
    return None


__all__ = ["can_place", "placing_refusal", "preview_after_take"]
