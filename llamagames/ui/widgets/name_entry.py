"""A text entry for names that only ever holds drawable text.

pygame-gui measures a typed character before it checks it (a lone surrogate raises there), and
a pasted text goes into the entry as it is (a NUL then fails when the entry is drawn, a line
break or U+202E is written into the save). This entry cleans what is typed, pasted or set
(:func:`llamagames.text_safety.typed`) before pygame-gui sees it, and remembers that it left
something out so that the screen can say so.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_paste

from ...text_safety import NAME_LIMIT, typed


class NameEntry(pygame_gui.elements.UITextEntryLine):
    """``UITextEntryLine`` for a seat name: at most ``NAME_LIMIT`` drawable characters."""

    cleaned = False
    """Set when a typed or pasted text lost characters (a line break became a space, a
    control character was left out); the screen reads it, says so and clears it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        initial = kwargs.pop("initial_text", None)
        super().__init__(*args, **kwargs)
        self.set_text_length_limit(NAME_LIMIT)
        if initial:
            self.set_text(initial)

    def _limit(self) -> int:
        return self.length_limit if self.length_limit is not None else NAME_LIMIT

    def set_text(self, text: str | None) -> None:
        super().set_text(None if text is None else typed(text, self._limit()))

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT and self.is_enabled and self.is_focused:
            text = str(getattr(event, "text", ""))
            clean = typed(text, len(text) or 1)
            if clean != text:
                self.cleaned = True
                if not clean:
                    return True
                event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": clean})
        return bool(super().process_event(event))

    def _do_paste(self) -> None:
        """Paste the clipboard's text cleaned, over the selection or at the cursor."""
        if not self.ui_manager.paste_text_enabled or not self.paste_text_enabled:
            return
        raw = clipboard_paste() or ""
        clean = typed(raw, max(len(raw), 1))
        if clean != raw:
            self.cleaned = True
        low, high = sorted(self.select_range)
        if low == high:
            low = high = self.edit_position
        final = self.text[:low] + clean + self.text[high:]
        if clean and len(final) <= self._limit():
            self.set_text(final)


__all__ = ["NameEntry"]
