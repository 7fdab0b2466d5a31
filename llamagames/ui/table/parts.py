"""A table is composed, not inherited: the parts a game brings, each with one job.

A game's folder exports one ``TableDesign`` (``scene.py``): its name, title and felt, and the classes
of its parts. The kit (``TableScene``) builds one of each per table and calls them at its
fixed points; it owns everything else (the screen's drawing order, the cached backdrop,
modal layers, the hot-seat cover, when bots may move, the legal actions through the match).
The model is Arcade's ``Section``: a small object with a few callbacks, placed by its owner.

Every part gets the table (``self.table``, a ``kit.Table``: the kit's public members, each piece of the kit
by its job, ``table.moves``, ``table.sight``, ``table.chooser`` ..., and ``table.parts`` to
reach its siblings). A part's ``__init__`` only sets up its own state; it may read the
match and the kit's tweener and animator, but not ``table.frame`` (computed after every
part exists) nor its siblings.

The parts and the kit's moments that call them:

- ``layout``: the game's rectangles (``frame_shape`` before the kit's frame, ``compute``
  after it, on open and on every resize);
- ``stage``: what lies on the table (sprites, figures) and its lifecycle: ``sync`` to the
  observation, ``update`` each frame, ``images`` to warm, ``on_enter``, ``after_interlude``,
  ``on_undo``, ``settled`` after a move's events were handed out;
- ``painter``: drawing, in the kit's order (still regions into the backdrop, the middle,
  each seat's holdings, over the panels, over everything) and the words of the frame
  (status line, top-bar info, seat badges);
- ``intents``: gestures to actions (mouse and shortcut keys on the table, the game's own
  buttons, a modal layer of its own, the question before a move that ends something);
- ``reactions``: events to animations (handlers registered on the kit's animator) and
  the interludes between rounds;
- ``keys``: what Tab, the arrows and Enter reach on the table;
- ``coach``: first-game tips and the Hint's words and highlights.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from .hooks import ModalLayer

if TYPE_CHECKING:
    from ...rules.core import Event
    from ..scene import Scene
    from .animator import EventAnimator
    from .design import ButtonSpec, KeyGroup, StillRegion
    from .kit import Table


class Part:
    """One job of a table; ``self.table`` is the kit it stands on."""

    def __init__(self, table: Table) -> None:
        self.table = table


class Layout(Part):
    """The game's rectangles."""

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """How the seat panels are shaped (``TableFrame.compute``'s ``panel`` and
        ``me_height``) at window ``size``; the kit adds the number of buttons."""
        return {}

    def compute(self, size: tuple[int, int]) -> None:
        """Work out the game's own rectangles (``table.frame`` is already computed)."""

    def panel_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s panel goes when the game places it itself; None: the kit's place."""
        return None

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """Where the pieces in play stand now, by kind: ``"own"``, the viewer's cards or
        board (one card of a hand stands for the hand); ``"choices"``, what the viewer
        chooses from (a row, the piles, the stacks); ``"table"``, anything else in play the
        player reads (a row of shelters, a supply). The piece report measures the first two
        (``python -m llamagames.ui.piece_sizes``); the kit keeps all of them clear of what
        appears for a moment."""
        return {}

    def log_whole(self, rect: pygame.Rect) -> pygame.Rect | None:
        """Where the move log in ``rect`` opens whole when it holds only its summary; None: up
        its column from under the top bar (the kit's place)."""
        return None

    def held(self) -> list[pygame.Rect]:
        """Words the player reads at every glance (a pile's count: "Deck · 40"): held as the
        status line is, so a tooltip or a toast stands over anything else first (one covered
        "Deck · 40" where a seat panel's edge was there to cover)."""
        return []

    def kept(self) -> list[pygame.Rect]:
        """Pictures the kit also keeps clear of what appears for a moment where there is room
        (where there is none, a message covers them before any words): the room the whole
        of a hand may take (``pieces`` names one card of it)."""
        return []


class Stage(Part):
    """What lies on the table and follows the match: sprites, figures, their state."""

    def sync(self, animate: bool) -> None:
        """Put every sprite where the viewer's observation says (after undo, reveal, resize)."""

    def update(self, dt: float) -> None:
        """Advance the game's own figures and effects."""

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        """(render now, render over the next frames): callables that warm the caches."""
        return [], []

    def on_enter(self) -> None:
        """The table opens (deal the cards in)."""
        self.table.parts.stage.sync(animate=False)

    def after_interlude(self) -> None:
        """The interlude closed and the game goes on (deal the next round)."""
        self.table.parts.stage.sync(animate=True)

    def on_undo(self) -> None:
        """The viewer's last move was taken back; show the state again."""
        self.table.parts.stage.sync(animate=True)

    def refreshed(self) -> None:
        """The kit refreshed its controls (after a move, an undo, a reveal): follow the
        position in what depends on it (which cards are playable now)."""

    def settled(self, events: list[Event]) -> None:
        """Every event has been handed to its reaction; show the state that follows."""

    def holds_piece(self) -> bool:
        """Whether the player is dragging a piece now (Esc then puts it back, and only that)."""
        return False

    def cancel(self) -> None:
        """A scene opened on top: whatever was being dragged goes back."""

    def question(self) -> pygame.Rect | None:
        """Where the game asks the viewer something over its felt now (a panel with its
        answers, as Llamagedón's Block question), which what the kit adds keeps clear of; None."""
        return None


class Painter(Part):
    """Drawing, in the kit's order, and the words of the frame."""

    def still_regions(self) -> list[StillRegion]:
        """The still parts of the table (a supply, a score track), painted into the kit's
        cached backdrop; the rest of the middle is ``draw_table``'s."""
        return []

    def draw_table(self, surface: pygame.Surface) -> None:
        """The middle of the table (piles, boards, rows), under the panels."""

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        """A seat's holdings inside its panel, below ``top``."""

    def seat_signature(self, seat: int) -> Hashable | None:
        """Everything ``draw_seat`` shows of ``seat``, hashable: the kit draws the panel once
        and reuses it until this changes. None: draw it every frame."""
        return None

    def draw_above_panels(self, surface: pygame.Surface) -> None:
        """What lies over the seat panels and under the status line."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """What moves above everything (flying cards, the hand, a dragged piece)."""

    def status_line(self) -> str:
        """One sentence on what happens now (the kit says whose turn it is by default)."""
        return self.table.status.default()

    def top_bar_info(self) -> str:
        """A short gold word after the title ("Round 3")."""
        return ""

    def turn_seat(self) -> int | None:
        """Whose turn it is, when that differs from the seat asked to act now (a game whose
        other seats answer in the middle of a turn says so); None: the seat asked to act."""
        return None

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        """Short badges on a seat's panel ("QUIT")."""
        return ()

    def shows_asked(self, seat: int) -> bool:
        """Whether ``seat``, the one to act in the middle of another's turn, wears the "asked"
        tag: a game that answers for a human at this screen (nothing to choose) says no then,
        so the tag never shows without its question."""
        return True

    def log_seat(self, event: Event) -> int | None:
        """The seat a move-log line is filed under (its marker; the lines after it by the
        same seat are indented under it). Called for every event in order; a game may file
        the answers to a move under the move (Llamagedón's Blocks under their card)."""
        return event.seat


class Intents(Part):
    """Gestures to actions: what a click, a drop, a key or a button means."""

    def buttons(self) -> list[ButtonSpec]:
        """The game's own buttons in the action column, the primary one first."""
        return []

    def button_enabled(self, key: str) -> bool:
        """Whether button ``key`` can be pressed now."""
        return True

    def on_button(self, key: str) -> None:
        """Button ``key`` was pressed."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys on the table (drags, clicks, shortcuts); True when used."""
        return False

    def modal(self) -> ModalLayer | None:
        """A layer of the game's own open over the table that takes all input; None.
        (The kit's chooser, ``table.chooser.choose``, comes first.)"""
        return None

    def ending_question(self, action: Any) -> str | None:
        """The question before ``action`` if it ends something for the player (quit the
        round, end the turn); None for every other move (see ``table/ending.py``)."""
        return None

    def hands_over(self, seat: int) -> bool:
        """At a shared screen: whether the laptop passes to the human ``seat`` (the cover)
        for the decision now; False while the game asks the whole table in public first
        (Llamagedón's "does anyone block?"). The kit asks again on ``table.sight.check_cover()``."""
        return True

    def out_of_turn(self) -> bool:
        """Whether the decision now is a question put outside the turn's own play (Llamagedón's
        Block window, asked of seats whose turn it is not): a laptop shared with a phone player
        keeps its player's hand face down then, whoever is asked."""
        return False


class Reactions(Part):
    """Events to animations, and the pauses between rounds."""

    def register(self, animator: EventAnimator) -> None:
        """``animator.on(kind, handler)`` for each event kind the table animates."""

    def interlude_for(self, events: list[Event]) -> Any:
        """What to show between rounds after ``events`` (None: nothing)."""
        return None

    def interlude_scene(self, interlude: Any) -> Scene | None:
        """The scene showing ``interlude`` (a round summary over the table)."""
        return None

    def resumed_interlude(self) -> Any:
        """The interlude a resumed match opens with; None for none."""
        return None


class Keys(Part):
    """What the keyboard reaches on the table."""

    def targets(self) -> list[KeyGroup]:
        """What Tab, the arrows and Enter reach, built from the legal actions (see
        ``table/keyboard.py``); the kit adds the buttons."""
        return []

    def busy(self) -> bool:
        """The table is in a keyboard mode of its own (a piece moved with the arrows): the
        arrows and Enter are the game's, not the focus ring's."""
        return False


class Coach(Part):
    """First-game tips and the words and highlights of a hint."""

    def tip(self) -> str:
        """A first-game tip for the viewer's turn ("" for none); shown while tips are on."""
        return ""

    def tip_key(self) -> Hashable:
        """What else ``tip`` depends on besides the position (a drag, a chooser)."""
        return None

    def tip_acted_on(self, action: Any) -> Hashable:
        """Which tip the viewer's ``action`` follows (None: none): a tip acted on is not shown
        again in that game (``table.coach.acted``); the same tip on every turn was noise."""
        return None

    def rects(self, action: Any) -> list[pygame.Rect]:
        """The screen rectangles to highlight for a suggested ``action``."""
        return []

    def tag_rect(self, action: Any, rects: list[pygame.Rect]) -> pygame.Rect:
        """Which of the non-empty highlighted ``rects`` of ``action`` a tag naming the move
        ("Better move") stands beside: the first (the piece to play) unless the game says
        where the move lands (a tile taken from its stack lands on its ghost)."""
        return rects[0]

    def area(self) -> pygame.Rect | None:
        """Where the tip's bubble may go; None: under the status line."""
        return None

    def tag_above(self) -> bool:
        """Whether the bubble in ``area`` wears its tag ("Hint") above its words, which then take
        the column's whole width (a narrow column at a large Size); False: beside them."""
        return False

    def fits(self, text: str) -> bool:
        """Whether a tip saying ``text`` shows whole somewhere on this table (a crowded table
        says no for the longest, and the Undo note then comes as a message of its own)."""
        return True

    def advice_words(self, text: str) -> str:
        """What the hint's bubble says for the hint ``text``: the whole of it, unless the table
        folds it to a tab where its words would take the room of the pieces (Llamaland)."""
        return text

    def move_name(self, action: Any) -> str:
        """``action`` in a few words for a hint ("Draw a card")."""
        return str(action)

    def move_name_at(self, action: Any, observation: Any) -> str:
        """``action`` named whole, as the seat saw the game in ``observation`` (whose piece,
        which card): the review names moves away from the position they were chosen in, where
        the table cannot show what "Attack" meant. The hint's name where that says it all."""
        return self.move_name(action)

    def take_words(self, action: Any) -> str:
        """A sentence after the hint's own naming a key that plays ``action`` ("" for none)."""
        return ""

    def namer(self, kind: str, value: Any) -> str:
        """The name of a component in a hint's sentence (kind "card", "crop" ...)."""
        return str(value)

    def position(self) -> tuple[Any, Any] | None:
        """The (observation, legal actions) a hint is about when a move is half made on the
        table and not yet played (a tile in hand, not yet taken from its stack): one move
        ahead of the match, so the hint thinks with the next decision's seed, as the review
        judges it; None: the match's position."""
        return None

    def quick_hints(self) -> bool:
        """Whether, when the hard bot's hint is slow to come (``hints.HINT_PATIENCE``), the
        quick idea (``hint.quick_hint``) is shown meanwhile: only where the normal bot answers in a few
        milliseconds in the window's process and its move is whole (no second half to show)."""
        return False

    def private(self) -> bool:
        """Whether a hint may speak of the viewer's hidden things now: a hint reads their hand,
        so at a shared screen it waits until their hand is face up for them alone (a game with
        a moment asked of the whole table in public says no then)."""
        return self.table.sight.private_visible


__all__ = ["Coach", "Intents", "Keys", "Layout", "ModalLayer", "Painter", "Part", "Reactions", "Stage"]
