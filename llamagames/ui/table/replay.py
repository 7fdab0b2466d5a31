"""The replay viewer's controls at a table: step through a game, play it on from a move.

A game's own table shows a :class:`~llamagames.replay.ReplayMatch` as it shows a live one;
:class:`ReplayControls` replaces its move buttons with a replay bar (first, back, play or
pause, forward, last, and the speed) in the top bar and a "Play on from here" button, and
answers the keys Left, Right, Home, End, Space, and + / - for the speed. Stepping forward plays
the move's animations; stepping back or jumping shows the position at once, with the move log
cut to the same move. While the replay plays by itself, the speed (half to eight times) sets
both the pause between two moves and how fast their animations run, so a long game of
Llamaland can be watched in a minute or followed move by move; the speed is remembered in the
settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import storage
from ...bots import LEVELS
from ...i18n import t, tc
from ...replay import ReplayMatch, play_on, seats_for_play_on
from ...seats import SeatConfig
from ..palette import GOLD, INK, INK_SOFT, RUST, TERRACOTTA
from ..scale import ui_scale
from ..scene import OpenTable, Pop, Push, WidgetScene
from ..text import draw_text, paper_panel, shrink_to_fit, text_width, veil, wrap
from .review_open import ReviewReplay
from .review_strip import ReviewStrip

if TYPE_CHECKING:
    from .kit import Table

STEPS = (("first", "«"), ("back", "‹"), ("play", ""), ("forward", "›"), ("last", "»"), ("speed", ""))
"""The replay bar's buttons, left to right (the play button's label says Play or Pause, the
speed button the speed: "2×")."""
AUTO_STEP = 1.2
"""Seconds between two moves while the replay plays by itself at 1× (times the bot pace setting)."""
SPEEDS = storage.REPLAY_SPEEDS
"""The replay's speeds: at 1× a move every ``AUTO_STEP`` seconds after its animations, as a
game is played; at 8× a long game takes a minute or two."""
KEYS = {pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_HOME: "first", pygame.K_END: "last",
        pygame.K_SPACE: "play", pygame.K_PLUS: "faster", pygame.K_EQUALS: "faster", pygame.K_KP_PLUS: "faster",
        pygame.K_MINUS: "slower", pygame.K_KP_MINUS: "slower"}


def speed_label(speed: float) -> str:
    """"0.5×", "1×", "8×"."""
    return f"{speed:g}×"


def nearest_speed(value: object) -> float:
    """A saved speed as one of :data:`SPEEDS` (1× for anything that is not a number)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value != value:
        return 1.0
    return min(SPEEDS, key=lambda speed: abs(speed - value))


class ReplayControls:
    """The replay bar of one table; the table asks it first for input and time."""

    def __init__(self, table: Table, match: ReplayMatch) -> None:
        self.table = table
        self.match = match
        self.playing = False
        self.wait = 0.0
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.counter_room = 0
        """The move counter's width between the bar and the Rules button (set by ``build``)."""
        self._pressed_key = False
        """A key is being answered: + stops at the fastest speed, the button goes round."""
        self.review = ReviewStrip(table, match) if isinstance(match, ReviewReplay) else None
        """The review's strip under the bar, when the replay was opened for its review."""

    # -- layout ------------------------------------------------------------------------------
    def build(self, ui: Any, container: Any) -> None:
        """The bar in the middle of the top bar, and Play on in the action column."""
        frame = self.table.frame
        s, g = frame.text_scale, frame.scale  # the arrows' buttons are as wide as the glyph needs
        top = frame.top_bar
        bw, wide, bh, gap = round(46 * g), frame.room(96, 60), top.height - 10, round(6 * s)
        widths = {key: wide if key == "play" else frame.room(64, 40) if key == "speed" else bw for key, _ in STEPS}
        width = sum(widths.values()) + (len(STEPS) - 1) * gap
        self.bar = pygame.Rect(0, 5, width, bh)
        # Centred as the bar without the speed button was, half of that button to the left:
        # the move counter drawn after the bar keeps its room before the top bar's buttons.
        self.bar.centerx = top.centerx + round(40 * s) - (widths["speed"] + gap) // 2
        # ... and the bar moves left when the counter's longest line would reach the Rules button.
        counter = max(text_width(line, self.table.small(15), True) for line in self._status_lines())
        limit = frame.top_buttons[1].left - round(10 * s) - round(14 * s) - counter
        self.bar.right = min(self.bar.right, limit)
        # ... but never off the window's left edge: a long language's counter gets smaller instead.
        self.bar.left = max(self.bar.left, top.left + round(10 * s))
        self.counter_room = max(1, frame.top_buttons[1].left - round(10 * s) - self.bar.right - round(14 * s))
        self.buttons = {}
        x = self.bar.left
        for key, label in STEPS:
            width = widths[key]
            text = label or (speed_label(self.speed) if key == "speed" else self._play_label())
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, 5, width, bh), text, ui, container=container,
                object_id=ObjectID(f"#replay_{key}", "@ghost_button"), tool_tip_text=self._tip(key))
            x += width + gap
        self.buttons["play_on"] = pygame_gui.elements.UIButton(
            frame.buttons[0], t("Play on from here"), ui, container=container,
            object_id=ObjectID("#replay_play_on", "@primary_button"),
            tool_tip_text=t("Take over a seat and play the game on against bots from this move"))
        if self.review is not None:
            self.review.build(ui, container)
        self.refresh()

    @property
    def speed(self) -> float:
        """The replay's speed, kept in the settings (one of :data:`SPEEDS`)."""
        return nearest_speed(getattr(self.table.app.settings, "replay_speed", 1.0))

    def set_speed(self, speed: float) -> None:
        settings = self.table.app.settings
        if getattr(settings, "replay_speed", None) == speed:
            return
        settings.replay_speed = speed
        self.table.app.save_settings()

    def change_speed(self, step: int) -> None:
        """One speed faster (1) or slower (-1); the speed button goes round from 8× to 0.5×."""
        index = SPEEDS.index(self.speed) + step
        if step > 0 and index >= len(SPEEDS) and not self._pressed_key:
            index = 0
        self.set_speed(SPEEDS[min(max(index, 0), len(SPEEDS) - 1)])

    def _play_label(self) -> str:
        return t("Pause") if self.playing else tc("replay", "Play")

    @staticmethod
    def _tip(key: str) -> str:
        return {
            "first": t("The deal (Home)"),
            "back": t("One move back (Left arrow)"),
            "play": t("Play the moves one by one (Space)"),
            "forward": t("One move on (Right arrow)"),
            "last": t("The end of the game (End)"),
            "speed": t("How fast the replay plays (+ and -)"),
        }[key]

    def refresh(self) -> None:
        """Enable what can be pressed at this move."""
        at_start, at_end = self.match.position == 0, self.match.position >= self.match.total
        for key, disabled in (("first", at_start), ("back", at_start), ("forward", at_end), ("last", at_end),
                              ("play", at_end and not self.playing)):
            button = self.buttons.get(key)
            if button is not None:
                button.disable() if disabled else button.enable()
        play = self.buttons.get("play")
        if play is not None and play.text != self._play_label():
            play.set_text(self._play_label())
        speed = self.buttons.get("speed")
        if speed is not None and speed.text != speed_label(self.speed):
            speed.set_text(speed_label(self.speed))

    # -- stepping ------------------------------------------------------------------------------
    def step(self, key: str) -> None:
        """One of the bar's buttons or keys."""
        if key in ("speed", "faster", "slower"):
            self.change_speed(-1 if key == "slower" else 1)
        elif key == "play":
            self.playing = not self.playing and self.match.position < self.match.total
            self.wait = 0.0
        elif key == "forward":
            self.playing = False
            self.forward()
        else:
            self.playing = False
            target = {"first": 0, "back": self.match.position - 1, "last": self.match.total}[key]
            self.jump(target)
        self.refresh()

    def forward(self) -> None:
        """One move on, animated like live play."""
        events = self.match.forward()
        if events:
            self.table.moves.absorb(events)

    def jump(self, position: int) -> None:
        """Show the game after ``position`` moves at once, the move log cut to match."""
        self.match.goto(position)
        self.table.moves.show_position()

    def step_wait(self) -> float:
        """Seconds between one move's landing and the next while playing, at this speed."""
        return AUTO_STEP * max(0.5, self.table.app.bot_delay / 0.6) / self.speed

    def update(self, dt: float) -> None:
        """While playing, one move every few seconds (after the last one has landed). Faster
        than 1×, the table's animations run faster by as much: the frame's time is given to
        them again (speed - 1) times; slower, the pause between moves is longer."""
        if self.review is not None:
            self.review.update(dt)
        if not self.playing:
            return
        if self.speed > 1.0 and self.table.animator.busy:
            extra = dt * (self.speed - 1.0)
            self.table.tweener.update(extra)
            self.table.animator.update(extra)
        if self.table.animator.busy:
            return
        self.wait += dt
        if self.wait >= self.step_wait():
            self.wait = 0.0
            self.forward()
            if self.match.position >= self.match.total:
                self.playing = False
            self.refresh()

    # -- input ---------------------------------------------------------------------------------
    def busy(self) -> bool:
        """Something goes on by itself: the replay plays, or its review is being computed."""
        return self.playing or (self.review is not None and self.review.busy())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.review is not None and self.review.handle_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            if key == "play_on":
                self.playing = False
                self.table.request = Push(PlayOnScene(self.table.app, self.match, self.table.names))
                return True
            if key is not None:
                self.step(key)
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            self._pressed_key = True
            try:
                self.step(KEYS[event.key])
            finally:
                self._pressed_key = False
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.request = Pop()
            return True
        return False

    def _status_lines(self) -> tuple[str, str]:
        """The counter's two forms at their longest (the deal, and the last move)."""
        total = self.match.total
        return (t("Replay: the deal · {total} moves in all", total=total),
                t("Replay: move {position} of {total}", position=total, total=total))

    def status(self) -> str:
        """"Move 12 of 87" (the deal is move 0)."""
        if self.match.position == 0:
            return t("Replay: the deal · {total} moves in all", total=self.match.total)
        return t("Replay: move {position} of {total}", position=self.match.position, total=self.match.total)

    def draw(self, surface: pygame.Surface) -> None:
        """The move counter beside the bar."""
        s = self.table.text_scale
        text, room = self.status(), self.counter_room or self.table.frame.top_bar.width
        size = shrink_to_fit(text, self.table.small(15), room, self.table.small(12), True)
        lines = wrap(text, size, room, True) if text_width(text, size, True) > room else [text]
        lines = lines[:2]  # the top bar holds two lines; wrap ends a longer one with an ellipsis
        step = round(size * 1.2)
        y = self.bar.centery - step * (len(lines) - 1) / 2
        for line in lines:
            draw_text(surface, line, size, (self.bar.right + round(14 * s), y), GOLD, anchor="midleft", bold=True)
            y += step

    def draw_over(self, surface: pygame.Surface) -> None:
        """Above the table: the review's strip, and the better move ringed at a marked decision."""
        if self.review is not None:
            self.review.draw(surface)
            self.review.draw_over(surface)


class PlayOnScene(WidgetScene):
    """Play on from the replay's move: which seat you take, and how the others play."""

    transparent = True

    def __init__(self, app: Any, replay: ReplayMatch, names: list[str]) -> None:
        super().__init__(app)
        self.replay = replay
        self.names = names
        humans = replay.human_seats()
        self.you = humans[0] if humans else 0
        self.level: str | None = None
        self.seat_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.level_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message = ""

    def level_labels(self) -> dict[str, str | None]:
        labels: dict[str, str | None] = {t("As they played"): None}
        for level in LEVELS[1:]:
            labels[t(level.capitalize())] = level
        return labels

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        self.new_container()
        self.panel = pygame.Rect(0, 0, min(w - round(40 * s), round(560 * s)), min(h - 20, round(330 * s)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        cw, ch = round(240 * s), round(40 * s)
        x = p.right - cw - round(30 * s)
        self.seat_menu = pygame_gui.elements.UIDropDownMenu(
            list[str | tuple[str, str]](self.names), self.names[self.you], pygame.Rect(x, p.top + round(96 * s), cw, ch), self.app.ui,
            container=self.container, object_id=ObjectID("#play_on_seat"))
        labels = self.level_labels()
        current = next(label for label, level in labels.items() if level == self.level)
        self.level_menu = pygame_gui.elements.UIDropDownMenu(
            list(labels), current, pygame.Rect(x, p.top + round(150 * s), cw, ch), self.app.ui,
            container=self.container, object_id=ObjectID("#play_on_level"))
        bw, bh = round(200 * s), max(40, round(46 * s))
        y = p.bottom - bh - round(22 * s)
        self.buttons = {}
        bx = p.centerx - bw - round(8 * s)
        for key, label, style in (("start", t("Play"), "@primary_button"), ("back", t("Back"), None)):
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(bx, y, bw, bh), label, self.app.ui, container=self.container,
                object_id=ObjectID(f"#play_on_{key}", style))
            bx += bw + round(16 * s)

    def seats(self) -> list[SeatConfig]:
        return seats_for_play_on(self.replay.seats, self.you, self.level)

    def start(self) -> None:
        """The new game opens in place of the replay (the menu stays underneath)."""
        from ..session import start_options

        try:
            match = play_on(self.replay, self.seats(), **start_options(self.app))
        except ValueError as exc:
            self.message = str(exc)
            return
        self.request = OpenTable(match, root=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.seat_menu:
                self.you = self.names.index(event.text)
            elif event.ui_element is self.level_menu:
                self.level = self.level_labels()[event.text]
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("start"):
                self.start()
                return True
            if event.ui_element is self.buttons.get("back"):
                self.request = Pop()
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = Pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = ui_scale(surface.get_size())
        veil(surface, (0, 0, 0, 120))
        p = self.panel
        paper_panel(surface, p, s)
        title = t("Play on from move {position}", position=self.replay.position)
        draw_text(surface, title, round(26 * s), (p.centerx, p.top + round(22 * s)), RUST, anchor="midtop", bold=True)
        for label, y in ((t("You play"), 96), (t("The other seats"), 150)):
            draw_text(surface, label, max(12, round(18 * s)), (p.left + round(30 * s), p.top + round((y + 8) * s)),
                      INK, bold=True)
        note = t("A new game: the saved game you are watching is not changed.")
        draw_text(surface, note, max(12, round(13 * s)), (p.centerx, p.top + round(206 * s)), INK_SOFT, anchor="midtop")
        if self.message:
            draw_text(surface, self.message, max(12, round(13 * s)), (p.centerx, p.top + round(230 * s)), TERRACOTTA,
                      anchor="midtop")


__all__ = ["ReplayControls", "PlayOnScene"]
