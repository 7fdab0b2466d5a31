"""The Hint button's tooltip never stands over the hint it asked for.

A playtest pressed Hint: its tooltip ("What would the hard bot play here, and why") was placed
while the bubble said "Weighing your moves…" in one line, and stayed there when the hint's
four lines came, over them. Once the hint is in, a tooltip over its place goes; with the pointer
still on the button it comes back placed clear of the bubble (the room now holds it), once
per hint so a tooltip with no other place does not blink.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...table.kit import Table


def clear_hint_of_tips(table: Table, cleared_for: Any) -> Any:
    """Remove a button's tooltip lying over the hint's bubble; returns the hint it was done
    for (pass it back next frame: each hint clears once)."""
    advice = table.coach.current()
    if advice is None or advice is cleared_for:
        return cleared_for
    area = table.parts.coach.area()
    if area is None:
        return cleared_for
    for button in table.controls.buttons.values():
        tip = getattr(button, "tool_tip", None)
        rect = getattr(tip, "rect", None)
        if tip is not None and rect is not None and rect.colliderect(area):
            tip.kill()
            button.tool_tip = None
    return advice


__all__ = ["clear_hint_of_tips"]
