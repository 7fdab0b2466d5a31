"""The table every game stands on: one match on screen, composed from a game's design.

A game's table is not a subclass: its folder exports one :class:`TableDesign` (its name,
title, felt and one part per job, ``parts.py``) and :class:`TableScene` builds a table from
it. The scene itself holds only what every part reads (the match, who looks, the frame, the
kit's timers) and the pieces of the kit, one job each, that the parts and each other reach
by name:

- ``drawing`` (``drawing.py``): the draw order, the cached backdrop and seat panels;
- ``status`` (``status.py``): the status line's pill;
- ``routing`` (``routing.py``): input, from the mode down to the game's intents;
- ``moves`` (``moves.py``): play a move, refuse it with its reason, absorb it, undo;
- ``sight`` (``sight.py``): what may show, and the hot-seat cover;
- ``flow`` (``flow.py``): the frame, when the bots move, the interlude and the results;
- ``controls`` (``buttons.py``): Menu, Rules, the game's buttons, Undo and Hint;
- ``chooser`` (``choosing.py``): the kit's chooser over the table;
- ``mode`` (``modes.py``): a game being played, or a replay, where the two differ;
- ``coach`` (``hints.py``): first-game tips and the Hint button.
- ``log`` (``move_log.py``, its lines in ``log_lines.py``, drawn by ``log_panel.py`` and
  ``log_summary.py``): the move log, told from the seat's events by ``moves``.

The viewer is the seat whose cards the screen shows: the single human, the human whose
turn it is at a shared screen, or seat 0 in a bot-only demo.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ...i18n import language, t
from ...match import Match
from ...seat_view import SeatView
from ..palette import SEAT_COLOURS
from ..scale import text_px
from ..scene import WidgetScene
from ..scenes.rules import warm_pictures
from ..session import describe_seat, seat_names
from ..tween import Tweener
from ..widgets.focus import FocusRing
from .animator import EventAnimator
from .buttons import TableButtons
from .choosing import TableChooser
from .clear_room import ClearRoom
from .design import KIT_BUTTONS, ButtonSpec, StillRegion, kit_prewarm, no_prewarm
from .drag import DropZones
from .drawing import TableDrawing
from .fast_forward import FastForward
from .flow import Flow
from .guided import mode_for
from .hints import TipsAndHints
from .hooks import ModalLayer
from .layout import TableFrame
from .move_log import MoveLog
from .moves import Moves
from .parts import Coach, Intents, Keys, Layout, Painter, Reactions, Stage
from .rest import TableRest
from .routing import TableInput
from .sight import Sight
from .status import StatusLine
from .toasts import Toasts
from .tooltip import TableTooltip
from .warmup import WarmQueue, let_go_all_but


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
    shared_board: bool = False
    """Whether the game draws a shared board (every human on a phone): every seat's panel
    around the table and no seat at the foot (``TableScene.own_seat`` None)."""
    secrets: bool = True
    """Whether a seat sees something the others may not (a hand): False lets humans at one
    screen play on without the hot-seat cover (Llamas & Alpacas shows everything)."""
    hidden_hand: bool = False
    """Whether the viewer holds a hand drawn face down when it must not show (L.L.A.M.A.'s
    cards): with a friend on a phone beside the laptop, it hides off the laptop's turn and
    shows on "Show my hand" (``phone_seats.py``)."""
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
        self.time = 0.0
        self.frames = 0
        """Frames this table has run (the first shows the table before any bot moves)."""
        self.flash = [0.0] * match.num_players
        self.sight = Sight(self)
        self.fast = FastForward(self)
        """The rest of a round played fast once the humans are out of it."""
        self.tweener = Tweener(lambda: self.fast.scale(self.app.animation_scale))
        self.animator = EventAnimator(self.tweener)
        self.log = MoveLog()
        self.log.colours = list(SEAT_COLOURS)
        self.log_language = ""
        """The language the move log was told in (a change in Settings tells it again)."""
        self.toasts = Toasts()
        self.warm = WarmQueue()
        self.room = ClearRoom()
        """What must stay readable on the frame being drawn; what appears for a moment asks it
        for a spot clear of that (``clear_room.py``)."""
        self.drops = DropZones(room=self.room)
        self.tooltip = TableTooltip()
        """The piece under the pointer said in a box beside it (``tooltip.py``), for every game."""
        self.chooser = TableChooser(self)
        self.moves = Moves(self)
        self.flow = Flow(self)
        self.controls = TableButtons(self)
        self.routing = TableInput(self)
        self.status = StatusLine(self)
        self.drawing = TableDrawing(self)
        self.parts = TableParts.build(design, self)
        self.frame = self._compute_frame(app.size)
        self.mode = mode_for(self, match)
        self.replay = self.mode.controls
        """The replay bar when this table shows a replay (nobody moves; see ``replay.py``)."""
        self.coach = TipsAndHints(self)
        """First-game tips and the Hint button (``hints.py``)."""
        self.rest = TableRest(self)
        """Whether the table is at rest (``rest.py``): the app then stops drawing it."""
        self.parts.reactions.register(self.animator)

    # -- who looks: the viewer's seat view ---------------------------------------------------
    @property
    def view(self) -> SeatView:
        """The viewer's seat view: the one way the table and its parts read the game and play
        in it (its events tell what ``sight.secret_viewer`` may know)."""
        return self.view_of(self.viewer)

    def view_of(self, seat: int) -> SeatView:
        """``seat``'s view at this screen (a shared screen's public answer for another human)."""
        told = self.sight.secret_viewer()
        view = self._views.get((seat, told))
        if view is None:
            view = self._views[(seat, told)] = self.match.seat_view(seat, told)
        return view

    def my_turn(self) -> bool:
        """The viewer is to decide now and may see their cards (never while their hand is face
        down before others: ``sight.closes_turn``, so nothing the table shows reads it)."""
        return (self.flow.interlude is None and not self.covered and self.match.is_human_turn()
                and self.match.current_seat() == self.viewer and not self.sight.closes_turn())

    def speaks_to_viewer(self) -> bool:
        """Whether this screen's words call the viewer's seat "you" ("Your shelters"): only
        where the viewer is the one human who plays at it. A seat played on a phone, by a bot,
        or by one of several humans passing the laptop is named ("Ana's shelters"), and nothing
        on the screen asks the laptop to act for it."""
        return len(self.humans) == 1 and self.viewer in self.humans

    def own_seat(self) -> int | None:
        """The seat drawn in the screen's own place (its panel bottom-left, its hand at the foot),
        or None on a shared board, where every seat is drawn alike around the table."""
        return self.viewer

    def legal(self) -> list[Any]:
        """The viewer's legal actions now (none unless it is their turn)."""
        return self.view.legal_actions() if self.my_turn() else []

    # -- where things are --------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """The geometry's scale (pieces, cards, boards: fitted to the window)."""
        return self.frame.scale

    @property
    def text_scale(self) -> float:
        """The words' scale (the window's fit times the player's Size); ``small`` sizes by it."""
        return self.frame.text_scale

    def small(self, size: int = 13) -> int:
        """A label's pixel size on this table (never under 12 px)."""
        return text_px(self.text_scale, size)

    def draw_beside_panels(self, surface: pygame.Surface) -> None:
        """What a kind of table shows beside its seat panels (a phone seat's code or tag), drawn
        over the table's words and under its questions, choosers and toasts (the kit's: nothing)."""

    def hides_who_is_asked(self) -> bool:
        """Whether a question asked out of turn (a Block window) is shown to the table as one
        neutral moment, with no seat marked as asked: where several players look at the screen,
        the mark on a seat told them who held a Block (only such seats wait to be asked)."""
        return len(self.humans) >= 2

    def seat_role(self, seat: int) -> str:
        """The line under a seat's name on its panel: who plays it ("Human", "Bot · easy")."""
        return describe_seat(self.match.seats[seat])

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The panel of ``seat``: yours bottom-left, the others clockwise around the table in
        their places (``Sight.around``), unless the game's layout places it."""
        placed = self.parts.layout.panel_rect(seat)
        if placed is not None:
            return placed
        own = self.own_seat()
        if own is None:  # a shared board: seat 1 on the left, the others clockwise
            return self.frame.panels[seat]
        if seat == own:
            return self.frame.me_panel
        return self.frame.panels[self.sight.around().index(seat)]

    def keys_help(self) -> str | None:
        """The keys' help line while the player uses the keyboard; None otherwise."""
        return self.routing.top_bar_rule(self._ring)

    # -- the scene's life --------------------------------------------------------------------
    def _compute_frame(self, size: tuple[int, int]) -> TableFrame:
        shape = self.parts.layout.frame_shape(size)
        specs = self.parts.intents.buttons()
        words = [spec.label for spec in specs] + [t("Undo (U)"), t("Undo (U) · held"), t("Undo (U) · {seconds} s", seconds=3),
                                                  t("Hint (H)"), t("Play on from here")]
        shared = self.own_seat() is None  # a shared board: a panel each, around the table
        frame = TableFrame.compute(size, self.match.num_players + shared, buttons=len(specs) + KIT_BUTTONS,
                                   button_words=words, **shape)
        frame.shared = shared
        return frame

    def enter(self) -> None:
        let_go_all_but(self.game_name)
        self.parts.layout.compute(self.app.size)
        self.place_log(self.frame.log)
        self.build_ui()
        self._warm_images()
        self.moves.fill_log()
        self.parts.stage.on_enter()
        self.flow.interlude = self.mode.opening_interlude()
        self.sight.check_cover()
        self.controls.refresh()
        self._tips_clear_of_the_table(True)

    def _tips_clear_of_the_table(self, on: bool) -> None:
        """Tooltips stand clear of what this table keeps readable while it is the screen."""
        if hasattr(self.app.ui, "tip_room"):
            self.app.ui.tip_room = self.room if on else None

    def exit(self) -> None:
        self._tips_clear_of_the_table(False)
        self.drop_container()
        if self.match.persist and not self.match.is_over():
            # Leaving before the first move would otherwise lose the deal ("the game is saved").
            self.match.autosave()
        self.match.close()

    def pause(self) -> None:
        super().pause()
        self._tips_clear_of_the_table(False)
        self.parts.stage.cancel()

    def resume(self) -> None:
        super().resume()
        self._tips_clear_of_the_table(True)
        self.flow.resumed()

    def renamed(self, seat: int) -> None:
        """``seat``'s player named it during the game (a phone's player, on joining): the
        table calls it so from now on, on its panel and in the log's next sentences."""
        self.names = seat_names(self.match)

    def resize(self, size: tuple[int, int]) -> None:
        self.frame = self._compute_frame(size)
        self.parts.layout.compute(size)
        self.drawing.forget_backdrop()  # a colour-blind switch moves no region but repaints them all
        self.place_log(self.frame.log)
        if self.log_language != language():
            self.names = seat_names(self.match)  # "You" becomes あなた, and back
            self.moves.fill_log()  # the language changed in Settings: the log is told again in it
        self.build_ui()
        self._warm_images()
        self.parts.stage.sync(animate=False)
        self.chooser.place()
        self.coach.relayout()
        self.controls.refresh()

    def place_log(self, rect: pygame.Rect) -> None:
        """The move log in ``rect``; where that holds too few lines it opens up its column,
        from under the top bar, on click (``MoveLog.whole``). A log already under the top bar
        (Llamagedón's five seats put it in the corner above the left seat panel) opens down
        instead, over what is below it, to your own panel. A table may name a room over the
        felt instead (``TableFrame.log_over_felt``): the log opens there, the table dimmed."""
        gap = round(10 * self.scale)
        top = self.frame.top_bar.bottom + gap
        whole = pygame.Rect(rect.left, top, rect.width, max(0, rect.bottom - top))
        me = self.frame.me_panel
        if whole.height <= rect.height and me.top - gap > rect.bottom:
            whole = pygame.Rect(rect.left, rect.top, rect.width, me.top - gap - rect.top)
        whole = self.parts.layout.log_whole(rect) or whole  # a game that keeps what is above the log in sight
        over = self.frame.log_over_felt
        self.log.set_rect(rect, self.text_scale, whole if over is None else over, over_felt=over is not None)
        self.log.set_viewer(self.viewer)

    def _warm_images(self) -> None:
        now, later = self.parts.stage.images()
        self.warm.now(now)
        self.warm.later(later)
        self.warm.when_calm(warm_pictures(self.game_name, self.app.size))  # Rules then opens sooner

    def build_ui(self) -> None:
        self.controls.build()

    def update(self, dt: float) -> None:
        self.flow.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def covers(self, size: tuple[int, int]) -> bool:
        return tuple(self.frame.size) == tuple(size)  # the opaque backdrop, blitted first

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.routing.handle_event(event)

    def make_ring(self) -> FocusRing:
        return self.routing.make_ring()

    def focus_key(self, event: pygame.event.Event) -> bool:
        return self.routing.focus_key(self.ring, event)

    def draw_focus(self, surface: pygame.Surface) -> None:
        self.routing.draw_focus(self._ring, surface)

    def frame_rate(self) -> int:
        return self.flow.frame_rate()

    def at_rest(self) -> bool:
        return self.rest.at_rest()


__all__ = ["ButtonSpec", "KIT_BUTTONS", "ModalLayer", "StillRegion", "TableScene",
           "TableDesign", "TableParts", "kit_prewarm", "no_prewarm"]
