"""What lies on the Llamas & Alpacas table, and how it follows the match.

Every card on screen is a sprite keyed by its card id: after each move the sprites slide to
where the new observation puts them, scored cards stay lit a moment and slide to the discard
pile, treats fly as tokens, and a score is told by its moment (``moment.py``: a tag saying why,
points flying from it, the score counting up). The counts on the panels keep their old values
until what flies to them has landed. The drag in progress and the llama and the alpaca by
your board live here too, since the painter, the intents and the keys all read them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, cast

import pygame

from ....rules.alpacas import Phase
from ....rules.alpacas.actions import PAY_TREATS
from ....rules.alpacas.components import ANIMAL, LLAMA
from ....rules.core import Event
from ... import assets, sound
from ...table.drag import PieceDrag
from ...table.parts import Stage
from ...widgets.cards import CardImages, CardSprite
from ...widgets.llama_figure import LlamaFigure
from ...widgets.reactions import Effects
from .art import card_back, card_image, treat_icon
from .drops import Piece, piece_at
from .figures import AlpacaFigure, Spitter
from .layout import floater_px, layout_of
from .moment import Moments, Points, Tag, place_tag, scored_lines, tag_size, tag_words

SLIDE = 0.28
"""Seconds a card takes to slide to its new place."""
GLOW_HOLD = 0.6
"""Seconds a scored line glows before its cards go to the discard pile."""
TOKEN_TIME = 0.4
RIVAL = "rival"
"""The keyboard's stops on the rivals' boards are keyed (RIVAL, seat)."""


class Pulses(Protocol):
    """The reactions as the stage sees them (``AlpacasReactions``): the pulses they start, which
    the stage advances each frame (the reactions reach the stage, so it names only this)."""

    effects: Effects


@dataclass
class Token:
    """A clover (0) or carrot (1) token in the air."""

    kind: int
    x: float
    y: float


def scored_cells(event: Event) -> list[tuple[int, int]]:
    """(cell, card) of every card a "score" event sends to the discard pile."""
    cells = sorted({i for line, pts in zip(event.get("lines"), event.get("line_points")) if pts for i in line})
    return list(zip(cells, event.get("cards")))


class AlpacasStage(Stage):
    """The sprites of the row, your board and your starting card, what flies, and the drag."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.cards = CardImages(face=card_image, back=card_back)
        self.view = table.view.observation()
        """The observation on screen (the viewer's)."""
        self.sprites: dict[int, CardSprite] = {}
        """Every card resting (or sliding) in the row, on your board or as your starting card."""
        self.leaving: list[CardSprite] = []
        """Scored cards on their way to the discard pile (drawn above everything)."""
        self.incoming: dict[int, CardSprite] = {}
        """Cards flying into another seat's small board (hidden there until they land)."""
        self.tokens: list[Token] = []
        self.moments = Moments()
        """The scoring moments on screen: lit lines' tags, points in the air, scores counting up."""
        self.shown_scores = list(self.view.scores)
        self.shown_treats = list(self.view.treats)
        self.shown_row_treats = dict(zip(self.view.row, self.view.row_treats))
        self.discard_top: int | None = self.view.discard[-1] if self.view.discard else None
        self.tokens_left = 0
        self.after_tokens: Callable[[], None] | None = None
        self.drag = PieceDrag(self.piece_at)
        self.drag_pos: tuple[int, int] | None = None
        self.drag_offset = (0, 0)
        self.selected: Piece | None = None
        self.figures: list[LlamaFigure] = []
        self.figure_spots: list[tuple[tuple[int, int], int]] = []
        """Where the figures stand (the layout's spots they were placed at)."""
        self.spitter = Spitter()
        self.glow_lines: list[tuple[pygame.Rect, float]] = []
        self.hover_seat: int | None = None
        self.pointer: tuple[int, int] | None = None
        """Where the pointer last moved (a chosen card's gain is said at the space under it)."""
        """The rival whose panel the pointer rests on (its board opens larger)."""

    # -- where things go ---------------------------------------------------------------------
    def place_figures(self, spots: list[tuple[tuple[int, int], int]]) -> None:
        """The llama and the alpaca at their new feet (a new layout); they keep their rhythm."""
        old = self.figures
        self.figure_spots = list(spots)
        (l_foot, l_h), (a_foot, a_h) = spots
        self.figures = [LlamaFigure(l_foot, l_h, phase=0.3, seed=11),
                        AlpacaFigure(a_foot, a_h, phase=1.7, flip=True, seed=12)]
        for new, previous in zip(self.figures, old):
            new.time = previous.time

    def zoom_seat(self) -> int | None:
        """The rival whose board is shown larger now: the one the keyboard's focus is on, else
        the one under the pointer (not while a card is held)."""
        ring = self.table.ring
        stop = ring.focused() if ring.active and not self.table.parts.keys.busy() else None
        if stop is not None and isinstance(stop.key, tuple) and stop.key[:1] == (RIVAL,):
            return int(stop.key[1])
        if self.hover_seat is not None and self.drag.dragging is None and self.table.chooser.open is None:
            return self.hover_seat
        return None

    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        """The card under the pointer that may be picked up."""
        rects = {card: sprite.rect() for card, sprite in self.sprites.items()}
        return piece_at(pos, self.view, self.table.viewer, rects)

    def held(self) -> Piece | None:
        """The piece being dragged (or chosen for a drop), if any."""
        if self.drag.dragging is not None:
            piece: Piece = self.drag.dragging
            return piece
        if self.table.chooser.open is None:
            return self.selected
        return None

    def targets(self) -> dict[int, tuple[int, int]]:
        """Screen centre of every card shown as a full-size sprite."""
        view, rects, viewer = self.view, layout_of(self.table).rects, self.table.viewer
        targets = {card: rects.row[i].center for i, card in enumerate(view.row)}
        for cell, card in enumerate(view.boards[viewer]):
            if card is not None:
                targets[card] = rects.cells[cell].center
        start = view.start_cards[viewer] if view.phase is Phase.SETUP else None
        if start is not None:
            targets[start] = rects.start_spot.center
        return targets

    # -- the kit's moments ---------------------------------------------------------------------
    def images(self) -> tuple[list[Any], list[Any]]:
        table, rects = self.table, layout_of(self.table).rects
        now: list[Callable[[], Any]] = [partial(assets.table_felt, table.frame.size, table.felt),
                                        partial(card_back, rects.card_w), partial(assets.card_shadow, rects.card_w)]
        now += [partial(card_image, c, rects.card_w) for c in self.view.row]
        now += [partial(card_image, c, rects.board_w) for c in self.view.boards[table.viewer] if c is not None]
        icon = layout_of(table).panel_icon()
        now += [partial(treat_icon, k, size) for k in (0, 1) for size in (rects.token, icon)]
        later: list[Callable[[], Any]] = [partial(card_image, c, w) for w in (rects.card_w, rects.board_w, rects.mini_w)
                                          for c in range(80)]
        return now, later

    def sync(self, animate: bool) -> None:
        """Show the observation as it is (after undo, a reveal, a resize)."""
        self.view = self.table.view.observation()
        spots = layout_of(self.table).rects.figures
        if spots != self.figure_spots:  # a new layout: the figures stand where it puts them
            self.place_figures(spots)
        for sprite in list(self.sprites.values()) + self.leaving + list(self.incoming.values()):
            self.table.tweener.cancel(sprite)
        self.leaving, self.incoming, self.tokens = [], {}, []
        self.moments.skip(self.table.tweener)
        self.glow_lines = []
        self.tokens_left, self.after_tokens = 0, None
        self.show_counts()
        self.discard_top = self.view.discard[-1] if self.view.discard else None
        if not animate:
            self.sprites = {}
        self.cancel_drag()
        self.retarget()

    def on_enter(self) -> None:
        self.sync(animate=False)
        sound.play(self.table.app, "shuffle")

    def holds_piece(self) -> bool:
        """A card dragged, or picked up (Enter or a click) and not yet put down: Esc puts it back."""
        return self.drag_pos is not None or self.selected is not None

    def cancel(self) -> None:
        """Esc, or a scene opened on top: a dragged or picked-up card (or one waiting for a
        choice) goes back; the keyboard's outline goes back onto it."""
        held = self.selected
        if self.drag_pos is not None or held is not None or self.table.chooser.open is not None:
            self.cancel_drag()
            self.retarget()
        if held is not None and held[0] in ("row", "board"):
            ring = self.table.ring
            ring.group_name, ring.stop_key = held[0], held

    def cancel_drag(self) -> None:
        self.drag.cancel()
        self.drag_pos = None
        self.selected = None
        self.table.chooser.close()

    def update(self, dt: float) -> None:
        speed = self.table.app.animation_scale
        follow = getattr(self.table.parts.keys, "follow", None)
        if follow is not None:
            follow()  # the keyboard's outline back on the row at your turn
        for figure in self.figures:
            figure.update(dt, speed)
        effects = cast(Pulses, self.table.parts.reactions).effects
        effects.scale = self.table.scale
        effects.update(dt, speed)
        self.spitter.update(dt, speed, self.figures)
        if self.glow_lines:
            fade = dt / max((SLIDE + GLOW_HOLD + 0.2) * speed, 1e-6)
            self.glow_lines = [(r, a - fade) for r, a in self.glow_lines if a - fade > 0]
        if self.moments.busy:
            self.follow_moments()
        if self.leaving or self.incoming or self.tokens or self.moments.busy:
            self.table.animator.wait(0.05)

    def follow_moments(self) -> None:
        """Each new tag finds its place clear of what the player reads (the table's room, as
        the last frame left it); points not yet flying wait on their tag; scores count."""
        table, s = self.table, self.table.scale
        for tag in self.moments.tags:
            if tag.box is None:
                tag.box = place_tag(table.room, tag, tag_size(table, tag), round(10 * s))
        for points in self.moments.points:
            box = next((tag.box for tag in self.moments.tags if tag.seat == points.seat), None)
            if not points.flying and box is not None:
                points.x, points.y = float(box.centerx), float(box.top - floater_px(s) * 0.6)
        self.shown_scores = self.moments.shown(list(self.view.scores))

    def skip_moments(self) -> None:
        """The player's next input ends the scoring moment at once (cards on the discard pile,
        points landed, the score at its total)."""
        if not (self.moments.busy or self.leaving):
            return
        self.moments.skip(self.table.tweener, lambda: {id(sprite) for sprite in self.leaving})
        self.glow_lines = []
        self.shown_scores = list(self.view.scores)

    # -- the drag ------------------------------------------------------------------------------
    def drag_to(self, piece: Piece, pos: tuple[int, int]) -> None:
        """The pointer moved holding ``piece``: the card follows it (lifted off its tween)."""
        if self.drag_pos is None:
            sprite = self.sprites.get(piece[1])
            if sprite is not None:
                self.table.tweener.cancel(sprite)
                press = self.drag.press_pos
                self.drag_offset = (round(sprite.x) - press[0], round(sprite.y) - press[1])
                sprite.lift = 0.0  # picked up first with a click: the drag holds it at the pointer
            self.selected = None
        self.drag_pos = pos
        sprite = self.sprites.get(piece[1])
        if sprite is not None:
            sprite.x, sprite.y = pos[0] + self.drag_offset[0], pos[1] + self.drag_offset[1]

    def settle_on(self, piece: Piece, cell: int) -> None:
        """A dropped card waits on ``cell`` while the player chooses what it means."""
        sprite = self.sprites.get(piece[1])
        if sprite is not None:
            x, y = layout_of(self.table).rects.cells[cell].center
            self.table.tweener.tween(sprite, 0.15, "out_quad", x=x, y=y)

    # -- state -> sprites ----------------------------------------------------------------------
    def show_counts(self) -> None:
        self.shown_scores = self.moments.shown(list(self.view.scores))
        self.shown_treats = list(self.view.treats)
        self.shown_row_treats = dict(zip(self.view.row, self.view.row_treats))

    def retarget(self, new_from: dict[int, tuple[float, float]] | None = None) -> None:
        """Slide every sprite to where the view puts it; new ones come from ``new_from`` or the pile."""
        rects = layout_of(self.table).rects
        targets = self.targets()
        for card in [c for c in self.sprites if c not in targets]:
            del self.sprites[card]
        row = set(self.view.row)
        for card, (x, y) in targets.items():
            width = rects.card_w if card in row else rects.board_w  # your board's cards stand larger
            sprite = self.sprites.get(card)
            if sprite is None:
                sx, sy = (new_from or {}).get(card, rects.pile.center)
                sprite = CardSprite(card, sx, sy, width=width)
                self.sprites[card] = sprite
            sprite.width = width
            dragged = self.drag.dragging
            if dragged is not None and dragged[1] == card:
                continue  # the pointer holds it; it goes home when dropped
            if (round(sprite.x), round(sprite.y)) != (x, y):
                self.table.tweener.tween(sprite, SLIDE, "out_quad", x=x, y=y)

    def settled(self, events: list[Event]) -> None:
        old = self.view
        self.view = self.table.view.observation()
        old_treats = (list(self.shown_treats), dict(self.shown_row_treats))
        new_from: dict[int, tuple[float, float]] = {}
        scored: dict[int, tuple[int, int]] = {}
        rects = layout_of(self.table).rects
        for event in events:
            if event.kind == "start" and event.seat is not None and event.seat != self.table.viewer:
                self.fly_to_mini(event.get("card"), event.seat, event.get("cell"), rects.pile.center)
            elif event.kind == "take" and event.seat is not None:
                self.on_take(event, old)
            elif event.kind == "score" and event.seat is not None:
                for cell, card in scored_cells(event):
                    scored[card] = (event.seat, cell)
                self.on_score(event)
        for card, (seat, cell) in scored.items():
            self.leave(card, seat, cell)
        self.retarget(new_from)
        self.after_move(old_treats)

    def after_move(self, old: tuple[list[Any], dict[int, Any]]) -> None:
        """Treat counts keep their old values until the flying tokens land."""
        if self.tokens_left <= 0:
            self.show_counts()
            return
        self.shown_treats, self.shown_row_treats = old
        self.after_tokens = self.show_counts

    def fly_to_mini(self, card: int, seat: int, cell: int, start: tuple[float, float]) -> None:
        """A card goes into another seat's small board: it flies there, then the panel shows it."""
        width = layout_of(self.table).rects.card_w
        sprite = self.sprites.pop(card, None) or CardSprite(card, start[0], start[1], width=width)
        self.incoming[card] = sprite
        target = layout_of(self.table).mini_cell(seat, cell).center

        def landed() -> None:
            self.incoming.pop(card, None)

        self.table.tweener.tween(sprite, SLIDE, "out_quad", on_done=landed, x=target[0], y=target[1])

    def on_take(self, event: Event, old: Any) -> None:
        seat, card, index = event.seat, event.get("card"), event.get("index")
        assert seat is not None
        layout = layout_of(self.table)
        rects = layout.rects
        sound.play(self.table.app, "card")
        if seat != self.table.viewer and card in self.view.boards[seat]:
            self.fly_to_mini(card, seat, event.get("cell"), rects.row[index].center)
        anchor = layout.treat_anchor(seat)
        flights: list[tuple[int, tuple[int, int], tuple[int, int]]] = []
        for position, code in enumerate(event.get("pay")):
            clovers, carrots = PAY_TREATS[code]
            slot = rects.row[position].center
            flights += [(0, anchor, slot)] * clovers + [(1, anchor, slot)] * carrots
        got, left = event.get("collected"), event.get("left")
        slot = rects.row[index].center
        flights += [(0, slot, anchor)] * got[0] + [(1, slot, anchor)] * got[1]
        flights += [(0, anchor, slot)] * left[0] + [(1, anchor, slot)] * left[1]
        self.tokens_left += len(flights)
        for k, (kind, start, end) in enumerate(flights):
            self.fly_token(kind, start, end, delay=0.05 * k)

    def fly_token(self, kind: int, start: tuple[int, int], end: tuple[int, int], delay: float) -> None:
        token = Token(kind, float(start[0]), float(start[1]))
        self.tokens.append(token)

        def landed() -> None:
            if token in self.tokens:
                self.tokens.remove(token)
            self.tokens_left -= 1
            if self.tokens_left <= 0 and self.after_tokens is not None:
                after, self.after_tokens = self.after_tokens, None
                after()
                sound.play(self.table.app, "chip")

        self.table.tweener.tween(token, TOKEN_TIME, "in_out_quad", delay=delay, on_done=landed, x=end[0], y=end[1])

    def on_score(self, event: Event) -> None:
        """The scoring moment (``moment.py``): your lines glow on your board, a tag beside them
        says why they score, the points fly from it to beside the score, which counts up."""
        seat = event.seat
        assert seat is not None
        table, layout = self.table, layout_of(self.table)
        s = table.scale
        lines = scored_lines(event)
        mine = seat == table.viewer
        rects = [layout.cell_rect(seat, cell) for line in lines for cell in line.cells]
        for line in lines:
            if mine:
                cells = [layout.rects.cells[i] for i in line.cells]
                self.glow_lines.append((cells[0].unionall(cells[1:]).inflate(round(14 * s), round(14 * s)), 1.0))
        scored = rects[0].unionall(rects[1:])
        board = layout.rects.board
        anchor = (pygame.Rect(board.left, scored.top, board.width, scored.height) if mine
                  else table.panel_rect(seat))
        self.moments.skip(table.tweener)  # a moment still on screen ends: one at a time
        final = self.view.scores[seat]
        start = min(self.shown_scores[seat], final)
        tag = Tag(seat, tag_words(lines), anchor, mine)
        points = Points(f"+{event.get('points')}", float(scored.centerx), float(scored.top), seat)

        def land(flying: Points) -> tuple[float, float]:
            return layout.score_anchor(seat, flying.text, final)

        self.moments.begin(table.tweener, tag, points, start, final, SLIDE, land,
                           lambda: sound.play(table.app, "chime"))
        llamas = sum(1 for c in event.get("cards") if c is not None and ANIMAL[c] == LLAMA)
        happy, grumpy = (0, 1) if 2 * llamas >= len(event.get("cards")) else (1, 0)
        if self.figures:
            self.figures[happy].cheer()
            self.spitter.spit(self.figures[grumpy])

    def leave(self, card: int, seat: int, cell: int) -> None:
        """A scored card: to its cell if not there yet, glow, then slide to the discard pile."""
        layout = layout_of(self.table)
        rect = layout.cell_rect(seat, cell)
        sprite = self.sprites.pop(card, None) or self.incoming.pop(card, None)
        if sprite is None:
            sprite = CardSprite(card, rect.centerx, rect.centery, width=rect.width)
        self.leaving.append(sprite)
        tweener = self.table.tweener

        def lit() -> None:  # the cards that made the points stay lit a moment, in place
            tweener.tween(sprite, GLOW_HOLD, "linear", on_done=to_discard, x=rect.centerx)

        def to_discard() -> None:
            sprite.glow = False
            sprite.width = layout.rects.card_w
            tweener.tween(sprite, 0.35, "in_out_quad", on_done=on_pile,
                          x=layout.rects.discard.centerx, y=layout.rects.discard.centery)

        def on_pile() -> None:
            if sprite in self.leaving:
                self.leaving.remove(sprite)
            discard = self.view.discard
            self.discard_top = card if card in discard else (discard[-1] if discard else None)

        sprite.glow = True
        tweener.tween(sprite, SLIDE, "out_quad", on_done=lit, x=rect.centerx, y=rect.centery)


def stage_of(table: Any) -> AlpacasStage:
    """The table's Stage part, typed."""
    stage = table.parts.stage
    assert isinstance(stage, AlpacasStage)
    return stage


__all__ = ["AlpacasStage", "GLOW_HOLD", "Pulses", "RIVAL", "SLIDE", "Token", "scored_cells", "stage_of"]
