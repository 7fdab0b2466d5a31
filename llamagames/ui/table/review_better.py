"""The hard bot's better move on the replay's table, at the review's costliest decisions.

At a marked decision of the reviewed seat, the hard bot's move is ringed on the table as the
Hint button rings its suggestion (the game's Coach part: ``table.parts.coach.rects``) and
tagged "Better move". Where that move is half of one (a Llamaland tile taken, then laid), the
ring shows the review's second half (``Decision.hard_then``, through the coach's
``plan_rects``), not where the coach's own ranking would lay the tile. A move that is one of the table's action buttons (hidden in a replay)
is drawn as a ghost of that button in Play on's place, and Play on steps aside meanwhile.
The review strip (``review_strip.py``) owns one and says whether it shows (R hides both).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import t
from ...review.engine import Decision
from ..palette import CREAM, GOLD, INK, RUST
from ..text import draw_text, fit_text, rounded_panel, text_width
from .review_open import ReviewReplay

if TYPE_CHECKING:
    from .kit import Table


class BetterMove:
    """The better move of one reviewed replay's position, and where it shows on the table."""

    def __init__(self, table: Table, match: ReviewReplay, seat: int,
                 decision_here: Callable[[], Decision | None]) -> None:
        self.table = table
        self.match = match
        self.seat = seat
        self.decision_here = decision_here
        """The reviewed seat's decision at the replay's position (the strip's review knows it)."""
        self._better: tuple[int, Any, Any] | None = None
        """The better move at the last position asked (position, action or None, its second
        half or None)."""
        self.tag: pygame.Rect | None = None
        """Where the "Better move" tag was last drawn (None before it was)."""

    def move(self) -> Any:
        """The hard bot's move at a marked decision here (a legal action of this position), or None."""
        position = self.match.position
        if self._better is None or self._better[0] != position:
            action = self._find()
            self._better = (position, action, self._second_half() if action is not None else None)
        return self._better[1]

    def rects(self, action: Any) -> list[pygame.Rect]:
        """The better move's rectangles on the table: with its second half where the review
        kept one (the gold ghost where the hard bot lays the tile it takes)."""
        coach = self.table.parts.coach
        then = self._better[2] if self._better is not None and self._better[1] == action else None
        plan = getattr(coach, "plan_rects", None)
        if then is not None and callable(plan):
            rects: list[pygame.Rect] = plan(action, [then])
            return rects
        return coach.rects(action)

    def _second_half(self) -> Any:
        """The review's second half of the better move (``Decision.hard_then``), or None."""
        decision = self.decision_here()
        if decision is None or not decision.hard_then:
            return None
        try:
            return self.match.game.parse_action(decision.hard_then)
        except Exception:  # a review kept by another version: the coach's own place then
            return None

    def forget(self) -> None:
        """The review changed (it finished, failed or was cancelled): ask again."""
        self._better = None

    def _find(self) -> Any:
        decision = self.decision_here()
        if decision is None or not decision.marked:
            return None
        game = self.match.game
        try:
            action = game.parse_action(decision.hard)
        except Exception:  # a review kept by another version: say nothing rather than guess
            return None
        return action if action in self.match.seat_view(self.seat, None).legal_actions() else None

    def button_moves(self, shown: bool) -> list[pygame.Rect]:
        """The better move's rectangles that are one of the table's action buttons (hidden in
        a replay, or under the strip): the move is shown as a ghost of that button instead."""
        action = self.move() if shown else None
        if action is None:
            return []
        buttons = self.table.frame.buttons
        return [rect for rect in self.rects(action) if rect.collidelist(buttons) >= 0]

    def ghost(self, shown: bool) -> pygame.Rect | None:
        """Where the better move's button is drawn as a ghost: in Play on's place (Play on
        steps aside meanwhile), or None when the better move is not a button."""
        if not self.button_moves(shown):
            return None
        replay = self.table.replay
        play_on = replay.buttons.get("play_on") if replay is not None else None
        return pygame.Rect(play_on.rect) if play_on is not None else None

    def place_play_on(self, shown: bool) -> None:
        """Play on from here steps aside while the better move's ghost stands in its place."""
        replay = self.table.replay
        play_on = replay.buttons.get("play_on") if replay is not None else None
        if play_on is None:
            return
        hide = self.ghost(shown) is not None
        if hide and play_on.visible:
            play_on.hide()
        elif not hide and not play_on.visible:
            play_on.show()

    def draw(self, surface: pygame.Surface, shown: bool) -> None:
        """At a marked decision, the hard bot's move ringed on the table, as a hint is."""
        action = self.move() if shown else None
        if action is None:
            return
        s = self.table.text_scale
        width = max(3, round(4 * s))
        buttons = self.button_moves(shown)
        rects = [rect for rect in self.rects(action) if rect not in buttons]
        ghost = self.ghost(shown)
        size = self.table.small(13)
        if ghost is not None:  # the game's move button, hidden in a replay, as a ghost
            rounded_panel(surface, ghost, CREAM, 235, radius=round(10 * s), border=RUST, border_width=2)
            draw_text(surface, fit_text(self.table.parts.coach.move_name(action), size, ghost.width - round(8 * s), True),
                      size, ghost.center, INK, anchor="center", bold=True)
            rects.append(ghost)
        for rect in rects:
            ring = rect.inflate(round(10 * s), round(10 * s))
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width + 2, border_radius=round(12 * s))
            pygame.draw.rect(surface, GOLD, ring, width, border_radius=round(10 * s))
        if rects:
            tag = t("Better move")
            label = pygame.Rect(0, 0, text_width(tag, size, True) + round(16 * s), round(size * 1.5))
            # beside the piece the game names (where the move lands), clear of the words on the
            # table and of its other pieces
            named = self.table.parts.coach.tag_rect(action, rects) if ghost is None else ghost
            index = rects.index(named) if named in rects else 0
            target = rects[index].inflate(round(16 * s), round(16 * s))
            others = [r.inflate(8, 8) for i, r in enumerate(rects) if i != index]
            label = self.table.room.place(label.size, target, gap=round(4 * s), avoid=others)
            self.table.room.keep(label)
            self.tag = label
            rounded_panel(surface, label, GOLD, 250, radius=label.height // 2, border=INK, border_width=1)
            draw_text(surface, tag, size, label.center, INK, anchor="center", bold=True)


__all__ = ["BetterMove"]
