"""The table every game stands on: what all four tables share, written once.

A game's table subclasses :class:`TableScene` and brings only its layout, its widgets and
its event-to-animation handlers. The kit does the rest:

- lifecycle: widgets built on enter and resize, autosave on leaving, the bot worker closed;
- the frame: bots move through ``match.update``, tweens and toasts advance, images warm up;
- try an action, and refuse with the reason (a toast, a shake, a sound), never a traceback;
- Menu / How to play in the top bar, the game's own buttons and Undo in the action column;
- seat panels around the table for 2 to 6 seats, the status line, the scrollable move log;
- the hot-seat cover (a modal scene), and what a shared screen may show while it is up;
- the undo policy as the match decides it, with its reason in words;
- the interlude (a round summary) and the results, after the last animation has landed.
- learning (``hints.py``): F1 or ? opens How to play, the Hint button (H) shows the normal
  bot's move with one sentence why, and first-game tips come from the game's ``hint_text``.

The viewer is the seat whose cards the screen shows: the single human, the human whose
turn it is at a shared screen, or seat 0 in a bot-only demo.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import daily
from ...i18n import language, t
from ...match import Match
from ...replay import ReplayMatch
from ...rules.core import NOBODY, Event, IllegalActionError, Narrator, Refusal, log_sentences
from ...rules.words import COMMON
from ...seat_view import SeatView
from .. import access, assets, sound
from .. import text as text_module
from ..day_words import short_date
from ..locale_theme import fit_fonts
from ..palette import CREAM, GOLD, INK, PANEL, SEAT_COLOURS, SKY
from ..registry import win_rule
from ..scale import text_px
from ..scene import PopToRoot, Push, Scene, ShowResults, WidgetScene
from ..scenes.rules import RulesScene
from ..session import describe_seat, seat_names
from ..text import draw_text, fit_text, rounded_panel, text_width, wrap
from ..tween import Tweener
from ..widgets.focus import FocusRing, draw_outline
from .animator import EventAnimator
from .chooser import DAY, Choice, Chooser, ChooserLook
from .clear_room import ClearRoom
from .cover import HotSeatCover
from .drag import DropZones
from .ending import EndingConfirm, ask_detail, should_ask
from .fast_forward import FastForward
from .hints import TipsAndHints
from .keyboard import KeyGroup, draw_keyboard, help_line, table_stops
from .layout import TableFrame
from .move_log import MoveLog
from .parts import Coach, Intents, Keys, Layout, ModalLayer, Painter, Reactions, Stage
from .pause import PauseScene
from .replay import KEYS as REPLAY_KEYS
from .replay import ReplayControls
from .rest import TableRest
from .seat_panel import FLASH_TIME, SeatLook, draw_seat_panel
from .toasts import Toasts
from .warmup import WarmQueue, let_go_all_but

IDLE_FPS = 20
"""Frames a second while nothing but idle llamas moves (a laptop's battery is the budget)."""
INPUT_AWAKE = 1.0
"""Seconds the table stays at 60 frames a second after the player's last mouse or key event."""
END_PAUSE = 1.2
"""Seconds the last move of a game stays on the table before the results."""
UNDO_TIP = "Take back your last move (U or Ctrl+Z)"
HINT_TIP = "What would a normal bot do here, and why (H)"
KIT_BUTTONS = 2
"""The kit's own buttons in the action column, above the game's: Undo, and Hint above it."""
TEXT_SIZES = (12, 13, 14, 15, 17, 18, 19, 20, 22, 24, 30, 36)
"""Design sizes of the table's text: their glyphs are rendered once while the menu idles."""
GLYPHS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?'’()+-–—×·…/%"


def kit_prewarm(size: tuple[int, int], felt: str) -> list[Callable[[], Any]]:
    """What every table's first frame at ``size`` needs: the felt and the glyphs of its text."""
    scale = TableFrame.compute(size, 2).text_scale
    sizes = sorted({round(n * scale) for n in TEXT_SIZES} | {text_px(scale, n) for n in TEXT_SIZES})
    return [partial(assets.table_felt, size, felt)] + [
        partial(warm_glyphs, px, bold) for px in sizes for bold in (False, True)]


def warm_glyphs(px: int, bold: bool) -> None:
    """Render every common glyph once at ``px``: FreeType keeps them for the first frame."""
    font = assets.font(px, bold=bold)
    font.size(GLYPHS)
    font.render(GLYPHS, True, (0, 0, 0))


@dataclass(frozen=True)
class StillRegion:
    """A still part of a table, painted into the kit's cached backdrop and painted again only
    when ``key`` (everything the painting shows) or ``rect`` changes."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], None]
    reads: pygame.Rect | None = None  # the part holding words, kept clear of messages (None: all of it)


MODAL_INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
"""The events a modal layer takes from the table while it is open."""


@dataclass(frozen=True)
class ButtonSpec:
    """One of a game's own buttons in the action column (the first is the primary one)."""

    key: str
    label: str
    tooltip: str = ""
    any_time: bool = False
    """Pressable while others play too (a view switch), not only on the viewer's turn."""


def no_prewarm(size: tuple[int, int]) -> list[Callable[[], Any]]:
    """A game whose first frame needs nothing beyond the kit's felt and glyphs."""
    return []


@dataclass(frozen=True)
class TableDesign:
    """One game's table as the kit composes it: the catalogue names this object."""

    game: str
    title: str
    felt: str
    layout: type[Layout] = Layout
    stage: type[Stage] = Stage
    painter: type[Painter] = Painter
    intents: type[Intents] = Intents
    reactions: type[Reactions] = Reactions
    keys: type[Keys] = Keys
    coach: type[Coach] = Coach
    warm: Callable[[tuple[int, int]], list[Callable[[], Any]]] = field(default=no_prewarm)
    """Images the first frame at a window size needs, rendered while the menu idles."""
    me_panel: bool = True
    """Whether the viewer gets a seat panel of their own in the bottom-left corner."""
    secrets: bool = True
    """Whether a seat sees something the others may not (a hand): False lets humans at one
    screen play on without the hot-seat cover (Llamas & Alpacas shows everything)."""
    out_of_round: Callable[[Any, int], bool] | None = None
    """Whether a seat can no longer act this round (L.L.A.M.A.: it quit), from that seat's
    observation:
    when every human is, the rest of the round fast-forwards (``fast_forward.py``)."""
    results_banner: Callable[[pygame.Surface, pygame.Rect, Match], None] | None = None
    """The game's own picture at the top of the results, drawn in ``rect`` (the title art's
    place) for the finished match; None keeps the collection's title art."""

    def __call__(self, app: Any, match: Match) -> TableScene:
        """A table scene for ``match``, made of this design's parts."""
        return TableScene(app, match, self)

    def prewarm(self, size: tuple[int, int]) -> list[Callable[[], Any]]:
        """The felt, the table's glyphs and the game's own first images at ``size``."""
        return kit_prewarm(size, self.felt) + self.warm(size)


@dataclass
class TableParts:
    """The parts of one table, built by the kit from its design."""

    layout: Layout
    stage: Stage
    painter: Painter
    intents: Intents
    reactions: Reactions
    keys: Keys
    coach: Coach

    @staticmethod
    def build(design: TableDesign, table: TableScene) -> TableParts:
        return TableParts(design.layout(table), design.stage(table), design.painter(table), design.intents(table),
                          design.reactions(table), design.keys(table), design.coach(table))


class TableScene(WidgetScene):
    """One match on screen, composed from a game's :class:`TableDesign` (``parts.py``)."""

    def __init__(self, app: Any, match: Match, design: TableDesign) -> None:
        super().__init__(app)
        self.design = design
        self.game_name, self.title, self.felt, self.me_panel = design.game, design.title, design.felt, design.me_panel
        self.match = match
        self._views: dict[tuple[int, int | None], SeatView] = {}
        self.names = seat_names(match)
        self.humans = match.human_seats()
        self.viewer = self.humans[0] if self.humans else 0
        self.revealed: int | None = self.viewer if len(self.humans) < 2 else None
        self.covered = False
        self.fast = FastForward(self)
        """The rest of a round played fast once the humans are out of it."""
        self.tweener = Tweener(lambda: self.fast.scale(self.app.animation_scale))
        self.animator = EventAnimator(self.tweener)
        self.log = MoveLog()
        self.log.names = self.names
        self.log.colours = list(SEAT_COLOURS)
        self.toasts = Toasts()
        self.warm = WarmQueue()
        self.room = ClearRoom()
        self.drops = DropZones(room=self.room)
        """What must stay readable on the frame being drawn; what appears for a moment asks it
        for a spot clear of that (``clear_room.py``)."""
        self.kit_chooser: Chooser | None = None
        """The kit's chooser while it is open over the table (``choose``)."""
        self._chooser_avoid: pygame.Rect | Sequence[pygame.Rect] | None = None
        self.parts = TableParts.build(design, self)
        self.frame = self._compute_frame(app.size)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.undo_tip = UNDO_TIP
        self.interlude: Any = None
        """What the next interlude shows (a round's result), once the animations have landed."""
        self.interlude_shown = False
        """Whether the interlude's scene is open over the table: only its closing ends the
        interlude (a question or the pause menu closing before it opened must not)."""
        self.time = 0.0
        self.end_wait = END_PAUSE
        self.flash = [0.0] * match.num_players
        self._panel_cache: dict[int, tuple[Any, pygame.Surface, int]] = {}
        self._pace_seen = (app.bot_delay, app.settings.undo_grace)
        self.follow_speed()
        self._last_input = -INPUT_AWAKE
        self.replay = ReplayControls(self, match) if isinstance(match, ReplayMatch) else None
        self._replay_line: tuple[Any, str] = (None, "")
        """The replay bar when this table shows a replay (nobody moves; see ``replay.py``)."""
        self.coach = TipsAndHints(self)
        """First-game tips and the Hint button (``hints.py``)."""
        self.frames = 0
        """Frames this table has run (the first shows the table before any bot moves)."""
        self._backdrop_image: pygame.Surface | None = None
        self._backdrop_keys: dict[str, tuple[pygame.Rect, Hashable]] = {}
        self._backdrop_language = ""
        self.rest = TableRest(self)
        """Whether the table is at rest (``rest.py``): the app then stops drawing it."""
        self.register_handlers()

    # -- what the parts say: the kit reads its parts through these (see ``parts.py``) -----
    def register_handlers(self) -> None:
        """Asks ``parts.reactions.register``."""
        self.parts.reactions.register(self.animator)

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """Asks ``parts.layout.frame_shape``."""
        return self.parts.layout.frame_shape(size)

    def layout(self, size: tuple[int, int]) -> None:
        """Asks ``parts.layout.compute``."""
        self.parts.layout.compute(size)

    def sync(self, animate: bool) -> None:
        """Asks ``parts.stage.sync``."""
        self.parts.stage.sync(animate)

    def on_enter(self) -> None:
        """Asks ``parts.stage.on_enter``."""
        self.parts.stage.on_enter()

    def after_interlude(self) -> None:
        """Asks ``parts.stage.after_interlude``."""
        self.parts.stage.after_interlude()

    def settled(self, events: list[Event]) -> None:
        """Asks ``parts.stage.settled``."""
        self.parts.stage.settled(events)

    def interlude_for(self, events: list[Event]) -> Any:
        """Asks ``parts.reactions.interlude_for``."""
        return self.parts.reactions.interlude_for(events)

    def interlude_scene(self, interlude: Any) -> Scene | None:
        """Asks ``parts.reactions.interlude_scene``."""
        return self.parts.reactions.interlude_scene(interlude)

    def images(self) -> tuple[list[Any], list[Any]]:
        """Asks ``parts.stage.images``."""
        return self.parts.stage.images()

    def game_buttons(self) -> list[ButtonSpec]:
        """Asks ``parts.intents.buttons``."""
        return self.parts.intents.buttons()

    def button_enabled(self, key: str) -> bool:
        """Asks ``parts.intents.button_enabled``."""
        return self.parts.intents.button_enabled(key)

    def on_button(self, key: str) -> None:
        """Asks ``parts.intents.on_button``."""
        self.parts.intents.on_button(key)

    def table_event(self, event: pygame.event.Event) -> bool:
        """Asks ``parts.intents.handle``."""
        return self.parts.intents.handle(event)

    def update_table(self, dt: float) -> None:
        """Asks ``parts.stage.update``."""
        self.parts.stage.update(dt)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Asks ``parts.painter.draw_table``."""
        self.parts.painter.draw_table(surface)

    def still_regions(self) -> list[StillRegion]:
        """Asks ``parts.painter.still_regions``."""
        return self.parts.painter.still_regions()

    def draw_above_panels(self, surface: pygame.Surface) -> None:
        """Asks ``parts.painter.draw_above_panels``."""
        self.parts.painter.draw_above_panels(surface)

    def modal_layer(self) -> ModalLayer | None:
        """Asks ``parts.intents.modal``."""
        return self.kit_chooser if self.kit_chooser is not None else self.parts.intents.modal()

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        """Asks ``parts.painter.draw_seat``."""
        self.parts.painter.draw_seat(surface, seat, rect, top)

    def seat_signature(self, seat: int) -> Hashable | None:
        """Asks ``parts.painter.seat_signature``."""
        return self.parts.painter.seat_signature(seat)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Asks ``parts.painter.draw_over``."""
        self.parts.painter.draw_over(surface)

    def status_line(self) -> str:
        """Asks ``parts.painter.status_line``."""
        return self.parts.painter.status_line()

    def top_bar_info(self) -> str:
        """The game's word for the top bar (``parts.painter.top_bar_info``), after "Daily deal ·
        6 December" when the table is a day's deal (everyone plays the same one that day)."""
        info = self.parts.painter.top_bar_info()
        day = daily.parse_day(getattr(self.match, "daily", ""))
        if day is None:
            return info
        said = t("Daily deal · {day}", day=short_date(day))
        return f"{said} · {info}" if info else said

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        """Asks ``parts.painter.seat_badges``."""
        return self.parts.painter.seat_badges(seat)

    def on_undo(self) -> None:
        """Asks ``parts.stage.on_undo``."""
        self.parts.stage.on_undo()

    def hint_text(self) -> str:
        """Asks ``parts.coach.tip``."""
        return self.parts.coach.tip()

    def hint_key(self) -> Hashable:
        """Asks ``parts.coach.tip_key``."""
        return self.parts.coach.tip_key()

    def hint_rects(self, action: Any) -> list[pygame.Rect]:
        """Asks ``parts.coach.rects``."""
        return self.parts.coach.rects(action)

    def hint_area(self) -> pygame.Rect | None:
        """Asks ``parts.coach.area``."""
        return self.parts.coach.area()

    def hint_move_name(self, action: Any) -> str:
        """Asks ``parts.coach.move_name``."""
        return self.parts.coach.move_name(action)

    def hint_namer(self, kind: str, value: Any) -> str:
        """Asks ``parts.coach.namer``."""
        return self.parts.coach.namer(kind, value)

    def key_targets(self) -> list[KeyGroup]:
        """Asks ``parts.keys.targets``."""
        return self.parts.keys.targets()

    def keyboard_busy(self) -> bool:
        """Asks ``parts.keys.busy``."""
        return self.parts.keys.busy()

    def ending_question(self, action: Any) -> str | None:
        """Asks ``parts.intents.ending_question``."""
        return self.parts.intents.ending_question(action)

    # -- reading ---------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """The geometry's scale (pieces, cards, boards: fitted to the window)."""
        return self.frame.scale

    @property
    def text_scale(self) -> float:
        """The words' scale (the window's fit times the player's Size); ``small`` sizes by it."""
        return self.frame.text_scale

    @property
    def private_visible(self) -> bool:
        """Whether the viewer's hidden things (a hand) may be face up on this screen now.

        At a shared screen only while it is that human's turn and no cover is up: the other
        human watches the bots' turns too.
        """
        if self.covered:
            return False
        if len(self.humans) < 2 or self.replay is not None:
            return True
        return self.match.current_seat() == self.viewer and self.revealed == self.viewer

    def secret_viewer(self) -> int:
        """The seat whose secrets the move log may tell (nobody's at a shared screen)."""
        return self.viewer if len(self.humans) < 2 else NOBODY

    def narrator(self) -> Narrator:
        """Words for this screen: "You" for the one human, names at a shared screen or a demo."""
        return Narrator(self.names, self.viewer if len(self.humans) == 1 else NOBODY, language=language())

    def my_turn(self) -> bool:
        """The viewer is to decide now and may see their cards."""
        return (self.interlude is None and not self.covered and self.match.is_human_turn()
                and self.match.current_seat() == self.viewer)

    @property
    def view(self) -> SeatView:
        """The viewer's seat view: the one way the table and its parts read the game and play
        in it (its events tell what :meth:`secret_viewer` may know)."""
        return self.view_of(self.viewer)

    def view_of(self, seat: int) -> SeatView:
        """``seat``'s view at this screen (a shared screen's public answer for another human)."""
        told = self.secret_viewer()
        view = self._views.get((seat, told))
        if view is None:
            view = self._views[(seat, told)] = self.match.seat_view(seat, told)
        return view

    def observation(self) -> Any:
        return self.view.observation()

    def legal(self) -> list[Any]:
        return self.view.legal_actions() if self.my_turn() else []

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The panel of ``seat``: yours bottom-left, the others clockwise around the table
        (unless the game's layout places it)."""
        placed = self.parts.layout.panel_rect(seat)
        if placed is not None:
            return placed
        if seat == self.viewer:
            return self.frame.me_panel
        index = (seat - self.viewer - 1) % self.match.num_players
        return self.frame.panels[index]

    def frame_rate(self) -> int:
        """60 while something moves or the player has just acted; fewer while the table waits,
        for the player or for a bot that thinks (its answer starts its animation within a
        twentieth of a second, and the animation runs at 60)."""
        if self.replay is not None:
            if self.animator.busy or self.replay.playing or self.time - self._last_input < INPUT_AWAKE:
                return 60
            return IDLE_FPS
        if self.animator.busy or self.tweener.busy or self.interlude is not None:
            return 60
        if self.time - self._last_input < INPUT_AWAKE or self.toasts.current is not None:
            return 60
        return IDLE_FPS

    def at_rest(self) -> bool:
        return self.rest.at_rest()

    # -- lifecycle -------------------------------------------------------------------------
    def _compute_frame(self, size: tuple[int, int]) -> TableFrame:
        shape = self.frame_shape(size)
        return TableFrame.compute(size, self.match.num_players, buttons=len(self.game_buttons()) + KIT_BUTTONS,
                                  **shape)

    def enter(self) -> None:
        let_go_all_but(self.game_name)
        self.layout(self.app.size)
        self.log.set_rect(self.frame.log, self.text_scale)
        self.build_ui()
        self._warm_images()
        self._fill_log()
        self._log_language = language()
        self.on_enter()
        self.interlude = self.resumed_interlude() if self.replay is None else None
        self._check_cover()
        self.refresh_controls()

    def resumed_interlude(self) -> Any:
        """Asks ``parts.reactions.resumed_interlude``."""
        return self.parts.reactions.resumed_interlude()

    def exit(self) -> None:
        self.drop_container()
        if self.match.persist and not self.match.is_over():
            # Leaving before the first move would otherwise lose the deal ("the game is saved").
            self.match.autosave()
        self.match.close()

    def follow_speed(self) -> None:
        """A game that asks for it (``follow_speed``) has its bots pause as the animations go:
        half as long at "fast", never under half ("instant" would make a whole game one blink)."""
        if self.match.game.follow_speed:
            self.match.pace_scale = min(1.0, max(0.5, self.app.animation_scale))

    def pause(self) -> None:
        super().pause()
        self.drops_cancel()

    def resume(self) -> None:
        super().resume()
        pace = (self.app.bot_delay, self.app.settings.undo_grace)
        if pace != self._pace_seen:  # changed in the pause menu: the match follows at once
            self._pace_seen = pace
            self.match.bot_delay, self.match.undo_grace = pace
        self.follow_speed()
        if self.interlude is not None and self.interlude_shown and not self.covered:
            self.interlude = None
            self.interlude_shown = False
            if self.match.is_over():
                self.show_results()
                return
            self.after_interlude()
            self._check_cover()
        self.refresh_controls()

    def resize(self, size: tuple[int, int]) -> None:
        self.frame = self._compute_frame(size)
        self.layout(size)
        self.log.set_rect(self.frame.log, self.text_scale)
        if getattr(self, "_log_language", language()) != language():
            # The language changed in Settings: the move log is told again in the new one.
            self._fill_log()
            self._log_language = language()
        self.build_ui()
        self._warm_images()
        self.sync(animate=False)
        self._place_chooser()
        self.coach.relayout()
        self.refresh_controls()

    def _warm_images(self) -> None:
        now, later = self.images()
        self.warm.now(now)
        self.warm.later(later)

    def build_ui(self) -> None:
        ui = self.app.ui
        fit_fonts(ui, self.text_scale)  # the buttons' words grow with the player's Size, as the menu's do
        self.new_container()
        menu_rect, rules_rect = self.frame.top_buttons
        self.buttons = {
            "menu": pygame_gui.elements.UIButton(menu_rect, t("Menu"), ui, container=self.container,
                                                 object_id=ObjectID("#menu_button", "@ghost_button"),
                                                 tool_tip_text=t("Back to the menu (the game is saved)")),
            "rules": pygame_gui.elements.UIButton(rules_rect, t("Rules"), ui, container=self.container,
                                                  object_id=ObjectID("#rules_button", "@ghost_button"),
                                                  tool_tip_text=t("How this game is played")),
        }
        specs = self.game_buttons()
        for spec, rect in zip(specs, self.frame.buttons):
            style = "@primary_button" if spec is specs[0] else "@ghost_button"
            self.buttons[spec.key] = pygame_gui.elements.UIButton(
                rect, t(spec.label), ui, container=self.container, object_id=ObjectID(f"#{spec.key}", style),
                tool_tip_text=t(spec.tooltip) if spec.tooltip else None)
        undo_rect = self.frame.buttons[len(specs)]
        self.buttons["undo"] = pygame_gui.elements.UIButton(
            undo_rect, t("Undo (U)"), ui, container=self.container, object_id=ObjectID("#undo_move", "@ghost_button"),
            tool_tip_text=t(UNDO_TIP))
        self.undo_tip = t(UNDO_TIP)
        if len(self.frame.buttons) > len(specs) + 1:  # a table that keeps no room: the H key still asks
            self.buttons["hint"] = pygame_gui.elements.UIButton(
                self.frame.buttons[len(specs) + 1], t("Hint (H)"), ui, container=self.container,
                object_id=ObjectID("#hint_move", "@ghost_button"), tool_tip_text=t(HINT_TIP))
        if self.replay is not None:
            for key in [spec.key for spec in specs] + ["undo", "hint"]:
                if key in self.buttons:
                    self.buttons[key].hide()
            self.replay.build(ui, self.container)

    def _fill_log(self) -> None:
        """The moves so far (a resumed game shows what happened, bots' last moves included)."""
        self.log.clear()
        for events in self.view.events_of_moves():
            self.log_events(events)

    def log_events(self, events: Any) -> None:
        """Add the sentences of ``events`` to the move log (an interlude's decisions too)."""
        narrator = self.narrator()
        viewer = self.secret_viewer()
        seen = [event.for_viewer(viewer) for event in events]
        for event, sentence in log_sentences(self.match.game, seen, narrator):
            self.log.add(self.parts.painter.log_seat(event), sentence)

    # -- hot seat --------------------------------------------------------------------------
    def _check_cover(self) -> None:
        """At a shared screen, cover the table before a different human's turn."""
        if len(self.humans) < 2 or self.interlude is not None or self.covered or self.replay is not None:
            return
        current = self.match.current_seat()
        if not self.design.secrets:
            self._hand_over()
        elif current in self.humans and current != self.revealed and self.parts.intents.hands_over(current):
            self.covered = True
            self.sync(animate=False)
            self.request = Push(HotSeatCover(self.app, self, current))

    def _hand_over(self) -> None:
        """A game without secrets: the next human plays from their own seat, no cover, once
        the last move has landed where it was played (the screen then turns to their board)."""
        current = self.match.current_seat()
        if current in self.humans and current != self.revealed and not self.animator.busy:
            self.reveal(current)

    def check_cover(self) -> None:
        """Cover the table now if the next decision is another human's (a game calls it
        when its public question hands the laptop on, see ``Intents.hands_over``)."""
        self._check_cover()

    def reveal(self, seat: int) -> None:
        """The named player has the laptop: show the table from their seat."""
        self.covered = False
        self.revealed = seat
        self.viewer = seat
        self.sync(animate=False)
        self.refresh_controls()

    # -- actions ---------------------------------------------------------------------------
    def try_action(self, action: Any, on_refuse: Any = None, asked: bool = False) -> bool:
        """Play ``action`` for the viewer; a refusal is shown with its reason, never raised.

        ``on_refuse`` (no arguments) puts a dragged piece back when the move is refused. A
        move that ends something for the player may be asked about first (``asked``: it was).
        """
        question = None if asked else should_ask(self, action)
        if question is not None:
            self.request = Push(EndingConfirm(self.app, question, ask_detail(self, action),
                                              partial(self.try_action, action, on_refuse, True)))
            if on_refuse is not None:
                on_refuse()
            return False
        reason: str | Refusal | None = self.why_not_now()
        if reason is None:
            try:
                events = self.view.act(action)
            except IllegalActionError as exc:
                reason = exc.refusal or str(exc)
            else:
                self.toasts.clear()
                self.coach.played()
                self.absorb(events)
                return True
        self.refuse(reason)
        if on_refuse is not None:
            on_refuse()
        return False

    def why_not_now(self) -> str | None:
        if self.replay is not None:
            return t("This is a replay: choose Play on from here to play from this move.")
        if self.covered or self.interlude is not None:
            return t("Wait a moment: the table is busy.")
        current = self.match.current_seat()
        if current is None:
            return t("The game is over.")
        if current != self.viewer or not self.match.is_human_turn():
            return t("Wait for your turn: {name} is playing.", name=self.names[current])
        return None

    def reason_words(self, reason: str | Refusal) -> str:
        """A reason in the player's language: a refusal's code worded by the game's phrasebook
        (the common one for the match's own), or a sentence the UI already put in words."""
        if isinstance(reason, Refusal):
            words = getattr(self.match.game, "words", None) or COMMON
            return words.refusal(reason, language())
        return reason

    def refuse(self, reason: str | Refusal) -> None:
        """Show why a move is refused, in the player's language."""
        self.toasts.show(self.reason_words(reason), refusal=True)
        sound.play(self.app, "refuse")

    def absorb(self, events: Any) -> None:
        """Log and animate what the last move changed, then look at what comes next."""
        events = list(events)
        self.log_events(events)
        seen = [event.for_viewer(self.secret_viewer()) for event in events]
        movers = {e.seat for e in events if e.seat is not None and not self.match.seats[e.seat].is_human}
        for seat in movers:
            self.flash[seat] = 1.0
        for event in seen:
            self.animator.play(event)
        self.settled(seen)
        interlude = self.interlude_for(seen)
        if interlude is not None and self.replay is not None:
            self.after_interlude()  # a replay steps on: the round's summary is in the move log
        elif interlude is not None:
            self.interlude = interlude
        elif self.match.is_over():
            self.end_wait = END_PAUSE * self.app.animation_scale
        self._check_cover()
        self.refresh_controls()

    def show_position(self) -> None:
        """The match jumped (a replay stepped back): show it at once, the log cut to match."""
        self.animator.clear()
        self.toasts.clear()
        self._fill_log()
        self.sync(animate=False)
        self.refresh_controls()

    # -- undo ------------------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """Why Undo is not possible now, in a player's words; None when it is."""
        if self.covered:
            return t("Reveal the table first.")
        if self.interlude is not None or self.match.is_over():
            return t("The round is over: its moves can no longer be taken back.")
        return self.view.undo_refusal(self.names)

    def try_undo(self) -> bool:
        """Take back the viewer's last move, or say why not."""
        reason = self.undo_refusal()
        if reason is not None:
            self.refuse(reason)
            return False
        if self.view.request_undo() is not None:
            self.refuse(t("That move can no longer be taken back."))
            return False
        self.log.add(self.viewer, t("(took back the last move)"))
        self.toasts.clear()
        self.animator.clear()
        self.close_chooser()
        sound.play(self.app, "draw")
        self.on_undo()
        self.refresh_controls()
        return True

    # -- controls --------------------------------------------------------------------------
    def refresh_controls(self) -> None:
        """Enable what can be pressed now; the game's buttons ask ``button_enabled``; then the
        stage follows the position (``Stage.refreshed``: which cards are playable now)."""
        self._refresh_buttons()
        self.parts.stage.refreshed()

    def _refresh_buttons(self) -> None:
        if self.replay is not None:
            self.replay.refresh()
            return
        for spec in self.game_buttons():
            button = self.buttons.get(spec.key)
            if button is None:
                continue
            if not self.humans:
                button.hide()
                continue
            button.show()
            if (spec.any_time or self.my_turn()) and self.button_enabled(spec.key):
                button.enable()
            else:
                button.disable()
        self._refresh_undo()
        hint = self.buttons.get("hint")
        if hint is not None:
            if not self.humans:
                hint.hide()
            else:
                hint.show()
                if self.coach.can_advise():
                    hint.enable()
                else:
                    hint.disable()

    def _refresh_undo(self) -> None:
        button = self.buttons.get("undo")
        if button is None:
            return
        if not self.humans:
            button.hide()
            return
        button.show()
        reason = self.undo_refusal()
        if reason is None:
            button.enable()
        else:
            button.disable()
        tip = t(UNDO_TIP) if reason is None else reason
        if tip != self.undo_tip:
            self.undo_tip = tip
            button.set_tooltip(tip)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self._last_input = self.time
        if self.replay is not None and self.replay.handle_event(event):
            return True
        if self.fast.handle_event(event):
            return True
        modal = self.modal_layer()
        if modal is not None and event.type in MODAL_INPUT:
            modal.handle_event(event)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_ui_button(event.ui_element)
        if event.type == pygame.KEYDOWN and self._is_undo_key(event):
            self.try_undo()
            return True
        if event.type == pygame.KEYDOWN and self._is_help_key(event):
            self.open_how_to_play()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.humans:
            self.ask_hint()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.table_event(event):  # the game's own use first (cancel a drag, close a chooser)
                return True
            if self.parts.stage.holds_piece():  # a piece in hand goes back; the menu waits
                self.drops_cancel()
                return True
            self.drops_cancel()
            self.request = Push(PauseScene(self.app, self.game_name, self.match))
            return True
        if self.log.handle_event(event):
            return True
        return self.table_event(event)

    @staticmethod
    def _is_help_key(event: pygame.event.Event) -> bool:
        """F1, or "?" (Shift+/ on most keyboards): how to play."""
        return event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"

    def open_how_to_play(self) -> None:
        """The game's how-to-play pages over the table; Esc comes back to the same position."""
        self.drops_cancel()
        self.request = Push(RulesScene(self.app, self.game_name))

    def ask_hint(self) -> None:
        """Show what the normal bot would play now, highlighted, with one sentence why."""
        if self.coach.ask() is not None:
            sound.play(self.app, "draw")

    @staticmethod
    def _is_undo_key(event: pygame.event.Event) -> bool:
        mods = getattr(event, "mod", 0)
        return event.key == pygame.K_u or (event.key == pygame.K_z and bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META)))

    def _on_ui_button(self, element: Any) -> bool:
        for key, button in self.buttons.items():
            if element is not button:
                continue
            if key == "menu":
                self.request = PopToRoot()
            elif key == "rules":
                self.request = Push(RulesScene(self.app, self.game_name))
            elif key == "undo":
                self.try_undo()
            elif key == "hint":
                self.ask_hint()
            else:
                self.on_button(key)
            return True
        return False

    def drops_cancel(self) -> None:
        """Asks ``parts.stage.cancel``."""
        self.parts.stage.cancel()

    # -- the kit's chooser (table/chooser.py) -----------------------------------------------
    def choose(self, title: str, options: list[Choice], on_cancel: Callable[[], None] | None = None,
               look: ChooserLook = DAY, avoid: pygame.Rect | Sequence[pygame.Rect] | None = None) -> None:
        """Ask which of ``options`` the player means, over the table, clear of ``avoid`` (one
        rectangle, or several: what the question is about) and of the log and button column.
        Picking an option closes the chooser, then runs the option's ``pick``."""

        def closing(then: Callable[[], None] | None) -> Callable[[], None]:
            def run() -> None:
                self.close_chooser()
                if then is not None:
                    then()
            return run

        shown = [replace(o, pick=closing(o.pick)) for o in options]
        self.kit_chooser = Chooser(title, shown, closing(on_cancel), look)
        self._chooser_avoid = avoid
        self._place_chooser()

    def _place_chooser(self) -> None:
        if self.kit_chooser is not None:
            self.kit_chooser.place(self.frame.size, self.text_scale, self.small(15), self._chooser_avoid,
                                   self.chooser_clear(), self.frame.top_bar.bottom)

    def chooser_clear(self) -> list[pygame.Rect]:
        """What the chooser must not cover besides what it is about: the action buttons and
        the viewer's own panel (the buttons' widgets are drawn over the scene)."""
        buttons = [r for r in self.frame.buttons if r.width]
        clear = [buttons[0].unionall(buttons[1:])] if buttons else []
        if self.me_panel:
            clear.append(self.panel_rect(self.viewer))
        return clear

    def close_chooser(self) -> None:
        """Close the kit's chooser (a pick, Cancel, or the position changed under it)."""
        self.kit_chooser = None

    # -- keyboard play (table/keyboard.py) -------------------------------------------------
    def make_ring(self) -> FocusRing:
        return FocusRing(lambda: table_stops(self), ui=self.app.ui)

    def focus_key(self, event: pygame.event.Event) -> bool:
        if self.replay is not None and getattr(event, "key", None) in REPLAY_KEYS:
            return False  # the arrows, Home, End and Space step through the replay
        if self.keyboard_busy() and getattr(event, "key", None) != pygame.K_TAB:
            return False
        return self.ring.handle_key(event)

    def draw_focus(self, surface: pygame.Surface) -> None:
        if self._ring is None or not self._ring.active or self.keyboard_busy():
            return
        stop = self._ring.focused()
        if stop is not None:
            draw_outline(surface, stop.rect, self.scale)
        draw_keyboard(surface, self, stop)

    # -- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.frames += 1
        self.time += dt
        if len(self.warm):
            self.warm.step()
        self.tweener.update(dt)
        self.animator.update(dt)
        self.toasts.update(dt)
        self.coach.update(dt)
        decay = dt / max(FLASH_TIME * max(self.app.animation_scale, 0.01), 1e-6)
        self.flash = [max(0.0, f - decay) for f in self.flash]
        self.update_table(dt)
        if self.match.message:
            self.toasts.show(t(self.match.message))
            self.match.message = ""
        if self.replay is not None:
            self.replay.update(dt)
            return
        self.fast.update()
        if self.interlude is not None:
            if not self.animator.busy:
                scene = self.interlude_scene(self.interlude)
                if scene is None:
                    self.interlude = None
                else:
                    self.interlude_shown = True
                    self.request = Push(scene)
            return
        if self.match.is_over():
            self.end_wait -= dt
            if self.end_wait <= 0 and not self.animator.busy:
                self.show_results()
            return
        if len(self.humans) > 1 and not self.design.secrets:
            self._hand_over()
        if self.covered:
            return
        if not self.bots_may_move():
            if self.frames > 1:
                self.match.think_ahead()  # its answer is ready when the animations have landed
            return
        events = self.match.update(dt)
        if events:
            self.absorb(events)

    def show_results(self) -> None:
        """The results, coming in over a picture of the final table (the last move landed)."""
        self.close_chooser()
        picture = pygame.Surface(self.frame.size)
        self.draw(picture)
        self.request = ShowResults(self.match, tuple(self.names), picture)

    def bots_may_move(self) -> bool:
        """A bot's next move waits until the table has shown itself (its first frame) and the
        last move's animations have landed, so every move is seen before the next one (only
        trailing landings, such as goods flying to their owner, may still be on their way)."""
        return self.frames > 1 and not self.animator.holding

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The one drawing order of every table: the cached backdrop (felt, top bar, the game's
        still regions), the middle, the seat panels, what lies over them, the status line,
        tips, the move log, what moves above, toasts."""
        self.room.reset(surface.get_rect())
        surface.blit(self._backdrop(), (0, 0))  # keeps the still regions' words in the room
        self._keep_readable()
        before, text_module.text_sink = text_module.text_sink, partial(self._keep_text, surface)
        try:
            self._draw_layers(surface)
        finally:
            text_module.text_sink = before

    def _draw_layers(self, surface: pygame.Surface) -> None:
        """Everything over the backdrop, in order; the words drawn are kept in the room."""
        if self.replay is not None:
            self._draw_top_bar(surface)  # the replay bar moves with the replay
        self.draw_table(surface)
        for seat in range(self.match.num_players):
            if seat != self.viewer or self.me_panel:
                self._draw_panel(surface, seat)
        self.draw_above_panels(surface)
        self._draw_status(surface)
        self.coach.draw(surface)
        self.log.draw(surface)
        self.draw_over(surface)
        self.coach.draw_over(surface)
        if self.replay is not None:
            self.replay.draw_over(surface)  # the review's strip and its better move
        if self.kit_chooser is not None:
            self.kit_chooser.draw(surface, self.text_scale, self.small(15))
        self.toasts.draw(surface, (self.frame.size[0] // 2, self.frame.message_y), self.text_scale, self.room)
        self.fast.draw(surface)

    def _keep_text(self, screen: pygame.Surface, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A line drawn on the screen this frame stays readable (lines drawn into cached
        pictures are kept with their picture)."""
        if surface is screen:
            self.room.keep(rect)

    def _keep_readable(self) -> None:
        """The frame's room keeps the top bar, the buttons, the seat panels, the move log and
        the pieces in play (the status line, the tip and every line of words add themselves
        as they are drawn)."""
        frame = self.frame
        self.room.keep(frame.top_bar, frame.log if self.log.rect.width else None)
        self.room.keep_all(frame.buttons)
        for seat in range(self.match.num_players):
            if seat != self.viewer or self.me_panel:
                self.room.keep(self.panel_rect(seat))
        for rects in self.parts.layout.pieces().values():
            self.room.keep_all(rects)

    def _backdrop(self) -> pygame.Surface:
        """Felt, top bar and the still regions in one opaque picture, each region repainted only
        when what it shows changes (blitting the felt and every translucent panel each frame
        is most of a frame's budget at 1920x1080)."""
        size = self.frame.size
        felt = assets.table_felt(size, self.felt)
        if (self._backdrop_image is None or self._backdrop_image.get_size() != size
                or self._backdrop_language != language()):
            self._backdrop_image = felt.copy()
            self._backdrop_keys = {}
            self._backdrop_language = language()
        regions = list(self.still_regions())
        if self.replay is None:
            top = (self.title, self.top_bar_info(), self.top_bar_rule(), self.text_scale)
            regions.insert(0, StillRegion("kit:top_bar", self.frame.top_bar, top, self._draw_top_bar))
        image = self._backdrop_image
        for region in regions:
            self.room.keep(region.rect if region.reads is None else region.reads)
            old = self._backdrop_keys.get(region.name)
            if old is not None and old[0] == region.rect and old[1] == region.key:
                continue
            image.blit(felt, region.rect, region.rect)
            image.set_clip(region.rect)
            region.paint(image)
            image.set_clip(None)
            self._backdrop_keys[region.name] = (pygame.Rect(region.rect), region.key)
        return image

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        bar = self.frame.top_bar
        s = self.text_scale
        rounded_panel(surface, bar, (10, 24, 18), 150, radius=0)
        title = t(self.title or self.match.game.title)
        # A replay's bar sits in the middle of the top bar: the title and info go where they do not fit.
        limit = self.replay.bar.left - round(12 * s) if self.replay is not None else bar.right
        right = round(18 * s) - round(24 * s)
        if round(18 * s) + text_width(title, round(24 * s), True) <= limit:
            right = draw_text(surface, title, round(24 * s), (round(18 * s), bar.centery), CREAM, anchor="midleft",
                              bold=True, shadow=INK).right
        info = self.top_bar_info()
        if info and right + round(24 * s) + text_width(info, round(18 * s), True) <= limit:
            right = draw_text(surface, info, round(18 * s), (right + round(24 * s), bar.centery), GOLD,
                              anchor="midleft", bold=True).right
        if self.replay is not None:
            self.replay.draw(surface)
            return
        rule = self.top_bar_rule()
        room = self.frame.top_buttons[-1].left - right - round(40 * s)
        if rule and room > round(80 * s):
            size = round(15 * s)
            lines = wrap(rule, size, room)
            line_h = round(size * 1.3)
            if len(lines) > 1 and (len(lines) > 2 or 2 * line_h > bar.height):  # no room: the rule is in Rules
                return
            y = bar.centery - line_h * (len(lines) - 1) // 2
            for line in lines:
                draw_text(surface, line, size, (right + round(24 * s), y), CREAM, anchor="midleft")
                y += line_h

    def app_win_rule(self) -> str:
        return t(win_rule(self.game_name))

    def top_bar_rule(self) -> str:
        """The line in the top bar: how to win, or the keys while the player uses them."""
        if self._ring is not None and self._ring.active and not self.keyboard_busy():
            return help_line()
        return self.app_win_rule()

    def seat_look(self, seat: int) -> SeatLook:
        current = self.match.current_seat() == seat and self.interlude is None and not self.match.is_over()
        human = self.match.seats[seat].is_human or self.replay is not None  # nobody thinks in a replay
        flash = round(self.flash[seat], 1)  # a tenth is as fine as the eye follows; caches hit
        return SeatLook(self.names[seat], describe_seat(self.match.seats[seat]), current,
                        current and not human, self.seat_badges(seat), flash,
                        seat if access.colour_blind() else None)

    def _draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        rect = self.panel_rect(seat)
        look = self.seat_look(seat)
        signature = self.seat_signature(seat)
        if signature is None:
            top = draw_seat_panel(surface, rect, look, self.text_scale, self.time)
            self.draw_seat(surface, seat, rect, top)
            return
        dots = int(self.time * 2.5) % 3 if look.thinking else 0
        key = (look, dots, rect.size, self.scale, self.text_scale, signature, language())
        cached = self._panel_cache.get(seat)
        if cached is None or cached[0] != key:
            margin = round(8 * self.scale)
            image = pygame.Surface((rect.width + 2 * margin, rect.height + 2 * margin), pygame.SRCALPHA)
            local = pygame.Rect(margin, margin, rect.width, rect.height)
            top = draw_seat_panel(image, local, look, self.text_scale, self.time)
            self.draw_seat(image, seat, local, top)
            cached = (key, image, margin)
            self._panel_cache[seat] = cached
        surface.blit(cached[1], (rect.left - cached[2], rect.top - cached[2]))

    def default_status(self) -> str:
        current = self.match.current_seat()
        if current is None:
            return t("The game is over.")
        if self.my_turn():
            return t("Your turn.")
        if self.match.seats[current].is_human:
            return t("{name}'s turn.", name=self.names[current])
        return t("{name} is thinking…", name=self.names[current])

    def _draw_status(self, surface: pygame.Surface) -> None:
        pill = self.status_pill()
        if pill is None:
            return
        rect, lines, size, mine = pill
        s = self.text_scale
        self.room.keep(rect)
        rounded_panel(surface, rect, SKY if mine else PANEL, 235 if mine else 170, radius=min(rect.height, round(34 * s)) // 2)
        line_h = round(size * 1.3)
        y = rect.centery - line_h * (len(lines) - 1) // 2
        for line in lines:
            draw_text(surface, line, size, (rect.centerx, y), INK if mine else CREAM, anchor="center", bold=mine)
            y += line_h

    def status_pill(self) -> tuple[pygame.Rect, list[str], int, bool] | None:
        """The status line's pill (where it is, its lines, their size, whether it is the viewer's
        turn), or None when there is nothing to say: one line, or two where it is long."""
        s = self.text_scale
        text = self.status_line() if self.replay is None else self.replay_line()
        if not text:
            return None
        mine = self.my_turn()
        frame = self.frame
        key = (text, mine, frame.size, s, frame.status_y, frame.status_room, frame.tip_bottom, tuple(frame.log), language())
        cached = getattr(self, "_status_pill", None)
        if cached is not None and cached[0] == key:  # asked by the status line and the tip every frame
            return cached[1]
        found = self._plan_status(text, mine)
        self._status_pill = (key, found)
        return found

    def _plan_status(self, text: str, mine: bool) -> tuple[pygame.Rect, list[str], int, bool]:
        """``status_pill`` worked out: the size, the lines and the place of ``text``."""
        s = self.text_scale
        size = round(19 * s)
        width = min(self.frame.size[0] - round(40 * s), round(820 * s))
        centre = self.frame.size[0] // 2
        room = self.frame.status_room
        if room is not None:
            centre, width = room.centerx, min(width, room.width)
        elif self.frame.log.width:  # clear of the log and the buttons on the right
            width = min(width, 2 * (self.frame.log.left - centre) - round(16 * s))
        least = text_px(s, 15)
        bottom = self.frame.tip_bottom
        if bottom is not None and self.frame.status_y + round(34 * s) + round(least * 1.3) > bottom:
            least = min(least, text_px(self.scale, 15))  # no room for a second line: down to the 100% size first
        while size > least and text_width(text, size, mine) > width - round(30 * s):
            size -= 1  # a long line gets smaller first, then takes two lines
        lines = [text]
        if text_width(text, size, mine) > width - round(30 * s):
            lines = wrap(text, size, width - round(30 * s), bold=mine)
            lines = lines[:1] + [fit_text(" ".join(lines[1:]) if " " in text else "".join(lines[1:]), size,
                                          width - round(30 * s), bold=mine)]
        line_h = round(size * 1.3)
        wide = max(text_width(line, size, mine) for line in lines)
        pill = pygame.Rect(0, 0, min(width, round(30 * s) + wide), round(34 * s) + line_h * (len(lines) - 1))
        pill.midtop = (centre, self.frame.status_y)  # a second line goes below, or above where the room says
        above = self.frame.tip_bottom is not None and pill.bottom > self.frame.tip_bottom  # not down over the hand
        if above or (room is not None and room.top <= self.frame.status_y + round(34 * s) - pill.height):
            pill.bottom = self.frame.status_y + round(34 * s)
        return pill, lines, size, mine

    def replay_line(self) -> str:
        """The status line of a replay: the move just shown, in the move log's words (worked
        out once per move and language, not every frame)."""
        key = (self.view.moves, language())
        if self._replay_line[0] != key:
            narrator = self.narrator()
            said = (self.match.game.describe(e, narrator) for e in self.view.position_events())
            self._replay_line = (key, next((sentence for sentence in said if sentence), ""))
        return self._replay_line[1]

    def small(self, size: int = 13) -> int:
        """A label's pixel size on this table (never under 12 px)."""
        return text_px(self.text_scale, size)


__all__ = ["ButtonSpec", "KIT_BUTTONS", "ModalLayer", "StillRegion", "TableScene",
           "TableDesign", "TableParts", "kit_prewarm", "no_prewarm"]
