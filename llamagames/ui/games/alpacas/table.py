"""The Llamas & Alpacas table: the row of six with its treats, the piles, your large board, the
other boards in their seats' panels, a llama and an alpaca.

Dragging a row card onto an empty space of your board becomes ``Take``, a card of your board
onto another space ``Move``, the starting card onto a space ``PlaceStart``. Which drops are
allowed, what they cost and why one is refused all come from the rules (the legal actions,
``skip_cost`` and ``why_illegal``); when a drop matches several legal actions (a payment, the
treats left over, a wild card's value) the player chooses in a small popup. Every card on
screen is a sprite keyed by its card id: after each move the sprites slide to where the new
observation puts them, scored lines glow and slide to the discard pile, treats fly as tokens.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

import pygame

from ....rules.alpacas import ALPACAS, PASS, Move, Phase, PlaceStart, Take, payment_options
from ....rules.alpacas.actions import PAY_CARROT, PAY_CLOVER, PAY_TREATS
from ....rules.alpacas.components import ANIMAL, BOARD_CELLS, LLAMA, MAX_TREATS
from ....rules.core import Event, Refusal
from ... import assets, sound
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT, TERRACOTTA
from ...table.layout import TableFrame
from ...table.scene import ButtonSpec, ModalInput, ModalLayer, TableScene
from ...table.drag import Dropped, Moved, PieceDrag, Pressed
from ...text import wrap
from ...table.keyboard import KeyGroup
from ...text import draw_text, fit_text, rounded_panel
from ...widgets.cards import CardImages, CardSprite
from ...widgets.llama_figure import LlamaFigure
from .art import card_back, card_height, card_image, treat_icon
from . import keys
from .chooser import Chooser, treat_words
from .figures import AlpacaFigure, Spitter
from .learn import AlpacasLearning
from .layout import PANEL, AlpacasLayout
from .reactions import install as install_reactions
from ....i18n import t

SLIDE = 0.28
"""Seconds a card takes to slide to its new place."""
GLOW_HOLD = 0.6
"""Seconds a scored line glows before its cards go to the discard pile."""
TOKEN_TIME = 0.4

Piece = tuple[str, int]
"""("row" | "board" | "start", card id): what the pointer holds."""


@dataclass
class Token:
    """A clover (0) or carrot (1) token in the air."""

    kind: int
    x: float
    y: float


@dataclass
class Floater:
    """Points flying to a seat's score ("+4")."""

    text: str
    x: float
    y: float
    alpha: float = 255.0


class AlpacasTable(AlpacasLearning, TableScene):
    """One Llamas & Alpacas match, from the starting cards to the results."""

    game_name = "alpacas"
    title = "Llamas & Alpacas"
    felt = "alpacas"

    def __init__(self, app: Any, match: Any) -> None:
        self.cards = CardImages(face=card_image, back=card_back)
        self.lay = AlpacasLayout()
        super().__init__(app, match)
        self.view = self.observation()
        self.sprites: dict[int, CardSprite] = {}
        """Every card resting (or sliding) in the row, on your board or as your starting card."""
        self.leaving: list[CardSprite] = []
        """Scored cards on their way to the discard pile (drawn above everything)."""
        self.incoming: dict[int, CardSprite] = {}
        """Cards flying into another seat's small board (hidden there until they land)."""
        self.tokens: list[Token] = []
        self.floaters: list[Floater] = []
        self.shown_scores = list(self.view.scores)
        self.shown_treats = list(self.view.treats)
        self.shown_row_treats = dict(zip(self.view.row, self.view.row_treats))
        self.discard_top: int | None = self.view.discard[-1] if self.view.discard else None
        self._tokens_left = 0
        self._after_tokens: Callable[[], None] | None = None
        self.drag = PieceDrag(self._piece_at)
        self.drag_pos: tuple[int, int] | None = None
        self.drag_offset = (0, 0)
        self.selected: Piece | None = None
        self.chooser: Chooser | None = None
        self.figures: list[LlamaFigure] = []
        self.spitter = Spitter()
        self.glow_lines: list[tuple[pygame.Rect, float]] = []
        self._legal_key: tuple[Any, bool] | None = None
        self._legal_list: list[Any] = []

    # -- kit hooks: layout and images ------------------------------------------------------
    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """Panels tall enough for three rows of mini cards at this window's scale."""
        scale = TableFrame.compute(size, self.match.num_players).scale
        mini_h = card_height(max(24, round(27 * scale)))
        needed = 50 * scale + 3 * mini_h + 2 * max(2, round(3 * scale)) + 12 * scale
        height = max(PANEL[1], round(needed / max(scale, 0.01)))
        return {"panel": (PANEL[0], height), "me_height": 150}

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = AlpacasLayout.compute(self.frame)
        old = self.figures
        (l_foot, l_h), (a_foot, a_h) = self.lay.figures
        self.figures = [LlamaFigure(l_foot, l_h, phase=0.3, seed=11), AlpacaFigure(a_foot, a_h, phase=1.7, flip=True, seed=12)]
        for new, previous in zip(self.figures, old):
            new.time = previous.time

    def images(self) -> tuple[list[Any], list[Any]]:
        lay = self.lay
        now: list[Callable[[], Any]] = [partial(assets.table_felt, self.frame.size, self.felt),
                                        partial(card_back, lay.card_w), partial(assets.card_shadow, lay.card_w)]
        visible = list(self.view.row) + [c for c in self.view.boards[self.viewer] if c is not None]
        now += [partial(card_image, c, lay.card_w) for c in visible]
        now += [partial(treat_icon, k, size) for k in (0, 1) for size in (lay.token, self._panel_icon())]
        later: list[Callable[[], Any]] = [partial(card_image, c, w) for w in (lay.card_w, lay.mini_w) for c in range(80)]
        return now, later

    def game_buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("pass", t("Pass (P)"), t("Only when your board is full: nothing else is possible"))]

    def button_enabled(self, key: str) -> bool:
        return key == "pass" and PASS in self.match.legal_actions()

    def on_button(self, key: str) -> None:
        if key == "pass":
            self.try_action(PASS)

    def key_targets(self) -> list[KeyGroup]:
        return keys.key_targets(self)

    def top_bar_info(self) -> str:
        return t("Last round!") if self.view.end_triggered and self.view.phase is not Phase.OVER else ""

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return ("18+",) if self.view.scores[seat] >= 18 else ()

    # -- where things go ----------------------------------------------------------------------
    def _targets(self) -> dict[int, tuple[int, int]]:
        """Screen centre of every card shown as a full-size sprite."""
        view, lay = self.view, self.lay
        targets = {card: lay.row[i].center for i, card in enumerate(view.row)}
        for cell, card in enumerate(view.boards[self.viewer]):
            if card is not None:
                targets[card] = lay.cells[cell].center
        start = view.start_cards[self.viewer] if view.phase is Phase.SETUP else None
        if start is not None:
            targets[start] = lay.start_spot.center
        return targets

    def mini_cell(self, seat: int, cell: int) -> pygame.Rect:
        return self.lay.mini_cell(self.panel_rect(seat), cell, self.scale)

    def cell_rect(self, seat: int, cell: int) -> pygame.Rect:
        return self.lay.cells[cell] if seat == self.viewer else self.mini_cell(seat, cell)

    def treat_anchor(self, seat: int) -> tuple[int, int]:
        rect = self.panel_rect(seat)
        return (rect.right - round(60 * self.scale), rect.bottom - round(30 * self.scale))

    def score_anchor(self, seat: int) -> tuple[int, int]:
        rect = self.panel_rect(seat)
        return (rect.right - round(60 * self.scale), rect.top + round(70 * self.scale))

    def _panel_icon(self) -> int:
        return max(16, round(22 * self.scale))

    # -- kit hooks: state -> sprites -------------------------------------------------------
    def sync(self, animate: bool) -> None:
        """Show the observation as it is (after undo, a reveal, a resize)."""
        self.view = self.observation()
        for sprite in list(self.sprites.values()) + self.leaving + list(self.incoming.values()):
            self.tweener.cancel(sprite)
        self.leaving, self.incoming, self.tokens, self.floaters = [], {}, [], []
        self.glow_lines = []
        self._tokens_left, self._after_tokens = 0, None
        self._show_counts()
        self.discard_top = self.view.discard[-1] if self.view.discard else None
        if not animate:
            self.sprites = {}
        self._cancel_drag()
        self._retarget()

    def _show_counts(self) -> None:
        self.shown_scores = list(self.view.scores)
        self.shown_treats = list(self.view.treats)
        self.shown_row_treats = dict(zip(self.view.row, self.view.row_treats))

    def _retarget(self, new_from: dict[int, tuple[float, float]] | None = None) -> None:
        """Slide every sprite to where the view puts it; new ones come from ``new_from`` or the pile."""
        targets = self._targets()
        for card in [c for c in self.sprites if c not in targets]:
            del self.sprites[card]
        for card, (x, y) in targets.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                sx, sy = (new_from or {}).get(card, self.lay.pile.center)
                sprite = CardSprite(card, sx, sy, width=self.lay.card_w)
                self.sprites[card] = sprite
            sprite.width = self.lay.card_w
            dragged = self.drag.dragging
            if dragged is not None and dragged[1] == card:
                continue  # the pointer holds it; it goes home when dropped
            if (round(sprite.x), round(sprite.y)) != (x, y):
                self.tweener.tween(sprite, SLIDE, "out_quad", x=x, y=y)

    def on_enter(self) -> None:
        self.sync(animate=False)
        sound.play(self.app, "shuffle")

    def settled(self, events: list[Event]) -> None:
        old = self.view
        self.view = self.observation()
        old_treats = (list(self.shown_treats), dict(self.shown_row_treats))
        new_from: dict[int, tuple[float, float]] = {}
        scored_cards: dict[int, tuple[int, int]] = {}
        for event in events:
            if event.kind == "start" and event.seat is not None and event.seat != self.viewer:
                self._fly_to_mini(event.get("card"), event.seat, event.get("cell"), self.lay.pile.center)
            elif event.kind == "take" and event.seat is not None:
                self._on_take(event, old)
            elif event.kind == "score" and event.seat is not None:
                for cell, card in _scored_cells(event):
                    scored_cards[card] = (event.seat, cell)
                self._on_score(event)
        for card, (seat, cell) in scored_cards.items():
            self._leave(card, seat, cell)
        self._retarget(new_from)
        self._after_move(old_treats)

    def _after_move(self, old: tuple[list[Any], dict[int, Any]]) -> None:
        """Treat counts keep their old values until the flying tokens land."""
        if self._tokens_left <= 0:
            self._show_counts()
            return
        self.shown_treats, self.shown_row_treats = old
        self._after_tokens = self._show_counts

    def _fly_to_mini(self, card: int, seat: int, cell: int, start: tuple[float, float]) -> None:
        """A card goes into another seat's small board: it flies there, then the panel shows it."""
        sprite = self.sprites.pop(card, None) or CardSprite(card, start[0], start[1], width=self.lay.card_w)
        self.incoming[card] = sprite
        target = self.mini_cell(seat, cell).center

        def landed() -> None:
            self.incoming.pop(card, None)

        self.tweener.tween(sprite, SLIDE, "out_quad", on_done=landed, x=target[0], y=target[1])

    def _on_take(self, event: Event, old: Any) -> None:
        seat, card, index = event.seat, event.get("card"), event.get("index")
        assert seat is not None
        sound.play(self.app, "card")
        if seat != self.viewer and card in self.view.boards[seat]:
            self._fly_to_mini(card, seat, event.get("cell"), self.lay.row[index].center)
        anchor = self.treat_anchor(seat)
        flights: list[tuple[int, tuple[int, int], tuple[int, int]]] = []
        for position, code in enumerate(event.get("pay")):
            clovers, carrots = PAY_TREATS[code]
            slot = self.lay.row[position].center
            flights += [(0, anchor, slot)] * clovers + [(1, anchor, slot)] * carrots
        got, left = event.get("collected"), event.get("left")
        slot = self.lay.row[index].center
        flights += [(0, slot, anchor)] * got[0] + [(1, slot, anchor)] * got[1]
        flights += [(0, anchor, slot)] * left[0] + [(1, anchor, slot)] * left[1]
        self._tokens_left += len(flights)
        for k, (kind, start, end) in enumerate(flights):
            self._fly_token(kind, start, end, delay=0.05 * k)

    def _fly_token(self, kind: int, start: tuple[int, int], end: tuple[int, int], delay: float) -> None:
        token = Token(kind, float(start[0]), float(start[1]))
        self.tokens.append(token)

        def landed() -> None:
            if token in self.tokens:
                self.tokens.remove(token)
            self._tokens_left -= 1
            if self._tokens_left <= 0 and self._after_tokens is not None:
                after, self._after_tokens = self._after_tokens, None
                after()
                sound.play(self.app, "chip")

        self.tweener.tween(token, TOKEN_TIME, "in_out_quad", delay=delay, on_done=landed, x=end[0], y=end[1])

    def _on_score(self, event: Event) -> None:
        seat = event.seat
        assert seat is not None
        points = event.get("points")
        cells = [cell for cell, _ in _scored_cells(event)]
        for line, pts in zip(event.get("lines"), event.get("line_points")):
            if pts and seat == self.viewer:
                rect = self.lay.cells[line[0]].unionall([self.lay.cells[i] for i in line[1:]])
                self.glow_lines.append((rect.inflate(round(14 * self.scale), round(14 * self.scale)), 1.0))
        centre = self.cell_rect(seat, cells[len(cells) // 2]).center
        floater = Floater(f"+{points}", float(centre[0]), float(centre[1]))
        self.floaters.append(floater)
        target = self.score_anchor(seat)
        final = self.view.scores[seat]

        def landed() -> None:
            if floater in self.floaters:
                self.floaters.remove(floater)
            self.shown_scores[seat] = final
            sound.play(self.app, "chime")

        self.tweener.tween(floater, 0.6, "in_out_quad", delay=SLIDE + GLOW_HOLD * 0.5, on_done=landed,
                           x=target[0], y=target[1])
        llamas = sum(1 for c in event.get("cards") if c is not None and ANIMAL[c] == LLAMA)
        happy, grumpy = (0, 1) if 2 * llamas >= len(event.get("cards")) else (1, 0)
        if self.figures:
            self.figures[happy].cheer()
            self.spitter.spit(self.figures[grumpy])

    def _leave(self, card: int, seat: int, cell: int) -> None:
        """A scored card: to its cell if not there yet, glow, then slide to the discard pile."""
        rect = self.cell_rect(seat, cell)
        sprite = self.sprites.pop(card, None) or self.incoming.pop(card, None)
        if sprite is None:
            sprite = CardSprite(card, rect.centerx, rect.centery, width=rect.width)
        self.leaving.append(sprite)

        def to_discard() -> None:
            sprite.glow = False
            sprite.width = self.lay.card_w
            self.tweener.tween(sprite, 0.35, "in_out_quad", delay=GLOW_HOLD, on_done=on_pile,
                               x=self.lay.discard.centerx, y=self.lay.discard.centery)

        def on_pile() -> None:
            if sprite in self.leaving:
                self.leaving.remove(sprite)
            self.discard_top = card if card in self.view.discard else (self.view.discard[-1] if self.view.discard else None)

        sprite.glow = True
        self.tweener.tween(sprite, SLIDE, "out_quad", on_done=to_discard, x=rect.centerx, y=rect.centery)

    def register_handlers(self) -> None:
        self.animator.on("reshuffle", self._on_reshuffle)
        self.animator.on("end_triggered", self._on_end_triggered)
        self.reactions = install_reactions(self)

    def _on_reshuffle(self, event: Event) -> None:
        self.toasts.show(t("The discard pile becomes the new draw pile."))
        sound.play(self.app, "shuffle")

    def _on_end_triggered(self, event: Event) -> None:
        if event.seat is None:
            self.toasts.show(t("Every board is full: the round is finished, then the game ends."))
        else:
            narrator = self.narrator()
            who = t("You") if event.seat == narrator.viewer else narrator.name(event.seat)
            self.toasts.show(t("{name} reached {points} points: last round!", name=who, points=event.get("score")),
                             seconds=3.0)

    def on_undo(self) -> None:
        self.sync(animate=True)

    # -- input -----------------------------------------------------------------------------
    def modal_layer(self) -> ModalLayer | None:
        """The chooser, while open, takes every input (Esc closes it, not the pause menu)."""
        return None if self.chooser is None else ModalInput(self.chooser_event)

    def chooser_event(self, event: pygame.event.Event) -> bool:
        assert self.chooser is not None
        verdict, action = self.chooser.handle_event(event)
        if verdict == "choose":
            self.chooser = None
            self.try_action(action, on_refuse=self._retarget)
        elif verdict == "cancel":
            self.chooser = None
            self._retarget()
        return True

    def _piece_at(self, pos: tuple[int, int]) -> Piece | None:
        view = self.view
        start = view.start_cards[self.viewer] if view.phase is Phase.SETUP else None
        if start is not None and start in self.sprites and self.sprites[start].rect().collidepoint(pos):
            return ("start", start)
        for card in view.row:
            sprite = self.sprites.get(card)
            if sprite is not None and sprite.rect().collidepoint(pos):
                return ("row", card)
        for card in view.boards[self.viewer]:
            sprite = self.sprites.get(card) if card is not None else None
            if sprite is not None and card is not None and sprite.rect().collidepoint(pos):
                return ("board", card)
        return None

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        slack = round(6 * self.scale)
        for cell, rect in enumerate(self.lay.cells):
            if rect.inflate(slack * 2, slack * 2).collidepoint(pos):
                return cell
        return None

    def table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_p:
                self.try_action(PASS)
                return True
            return False
        intent = self.drag.handle_event(event)
        if isinstance(intent, Moved):
            piece = intent.piece
            if self.drag_pos is None:
                sprite = self.sprites.get(piece[1])
                if sprite is not None:
                    self.tweener.cancel(sprite)
                    self.drag_offset = (round(sprite.x) - self.drag.press_pos[0], round(sprite.y) - self.drag.press_pos[1])
                self.selected = None
            self.drag_pos = intent.pos
            sprite = self.sprites.get(piece[1])
            if sprite is not None:
                sprite.x, sprite.y = intent.pos[0] + self.drag_offset[0], intent.pos[1] + self.drag_offset[1]
            return True
        if isinstance(intent, Dropped):
            self.drag_pos = None
            self._drop(intent.piece, self.cell_at(intent.pos))
            return True
        if isinstance(intent, Pressed):
            self.selected = None if self.selected == intent.piece else intent.piece
            return True
        if intent is None and event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.selected is not None:
            cell = self.cell_at(event.pos)
            if cell is not None:
                piece, self.selected = self.selected, None
                self._drop(piece, cell)
                return True
        return bool(intent)

    def _cancel_drag(self) -> None:
        self.drag.cancel()
        self.drag_pos = None
        self.selected = None
        self.chooser = None

    def drops_cancel(self) -> None:
        if self.drag_pos is not None or self.chooser is not None:
            self._cancel_drag()
            self._retarget()

    def legal_now(self) -> list[Any]:
        """``legal()`` computed once per position (drawing asks for it every frame while dragging)."""
        key = (self.match.state, self.my_turn())
        if self._legal_key is None or self._legal_key[0] is not key[0] or self._legal_key[1] != key[1]:
            self._legal_key, self._legal_list = key, self.legal()
        return self._legal_list

    def candidates(self, piece: Piece, cell: int) -> list[Any]:
        """The legal actions a drop of ``piece`` on ``cell`` of your board may mean."""
        kind, card = piece
        legal = self.legal_now()
        if kind == "start":
            return [a for a in legal if isinstance(a, PlaceStart) and a.cell == cell]
        if kind == "row" and card in self.view.row:
            index = self.view.row.index(card)
            return [a for a in legal if isinstance(a, Take) and a.index == index and a.cell == cell]
        if kind == "board" and card in self.view.boards[self.viewer]:
            src = self.view.boards[self.viewer].index(card)
            return [a for a in legal if isinstance(a, Move) and a.src == src and a.dst == cell]
        return []

    def probe(self, piece: Piece, cell: int) -> Any:
        """An action that says what the drop would try, for the rules to refuse in words."""
        kind, card = piece
        if kind == "start":
            return PlaceStart(cell)
        if kind == "row" and card in self.view.row:
            index = self.view.row.index(card)
            options = self.payments(index)
            plain = tuple(PAY_CLOVER if ANIMAL[c] == LLAMA else PAY_CARROT for c in self.view.row[:index])
            return Take(index, cell, options[0] if options else plain)
        src = self.view.boards[self.viewer].index(card) if card in self.view.boards[self.viewer] else cell
        return Move(src, cell)

    def payments(self, index: int) -> list[tuple[int, ...]]:
        clovers, carrots = self.view.treats[self.viewer]
        return payment_options(self.view.row[:index], clovers, carrots)

    def drop_reason(self, piece: Piece, cell: int) -> "str | Refusal | None":
        """None when the drop would be taken, else why not: the rules' refusal (a code the table
        words in the player's language) or the table's own sentence."""
        why = self.why_not_now()
        if why is not None:
            return why
        if not self.still_there(piece):
            return t("That card is no longer there.")
        if self.candidates(piece, cell):
            return None
        reason = ALPACAS.refusal(self.match.state, self.probe(piece, cell))
        return reason or t("That card cannot go there.")

    def still_there(self, piece: Piece) -> bool:
        """Whether the held card is still where it was picked up (a bot may have taken it)."""
        kind, card = piece
        if kind == "row":
            return card in self.view.row
        if kind == "board":
            return card in self.view.boards[self.viewer]
        return self.view.phase is Phase.SETUP and self.view.start_cards[self.viewer] == card

    def _drop(self, piece: Piece, cell: int | None) -> None:
        if not self.still_there(piece):
            self._retarget()
            self.refuse(t("That card is no longer there."))
            return
        if cell is None:
            self._retarget()
            self.toasts.show(t("Drop the card on an empty space of your board."))
            return
        options = self.candidates(piece, cell)
        if not options:
            self.try_action(self.probe(piece, cell), on_refuse=self._shake_back(piece))
        elif len(options) == 1:
            self.try_action(options[0], on_refuse=self._shake_back(piece))
        else:
            self.chooser = Chooser.for_actions(options, self.view.row)
            sprite = self.sprites.get(piece[1])
            if sprite is not None:
                x, y = self.lay.cells[cell].center
                self.tweener.tween(sprite, 0.15, "out_quad", x=x, y=y)

    def _shake_back(self, piece: Piece) -> Callable[[], None]:
        def back() -> None:
            self._retarget()
            sprite = self.sprites.get(piece[1])
            if sprite is not None:
                self.tweener.wobble(sprite, "shake", round(10 * self.scale))
        return back

    # -- frame -----------------------------------------------------------------------------
    def update_table(self, dt: float) -> None:
        speed = self.app.animation_scale
        for figure in self.figures:
            figure.update(dt, speed)
        self.reactions.scale = self.scale
        self.reactions.update(dt, speed)
        self.spitter.update(dt, speed, self.figures)
        if self.glow_lines:
            fade = dt / max((SLIDE + GLOW_HOLD + 0.2) * speed, 1e-6)
            self.glow_lines = [(r, a - fade) for r, a in self.glow_lines if a - fade > 0]
        if self.leaving or self.incoming or self.tokens or self.floaters:
            self.animator.wait(0.05)

    # -- drawing ---------------------------------------------------------------------------
    def held(self) -> Piece | None:
        """The piece being dragged (or chosen for a drop), if any."""
        if self.drag.dragging is not None:
            piece: Piece = self.drag.dragging
            return piece
        if self.chooser is None:
            return self.selected
        return None

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.scale
        lay = self.lay
        held = self.held()
        lifted = held[1] if held is not None and self.drag.dragging is not None else None
        # The row, its slots and the treats lying on each card.
        label_px = self.small(13)
        band = lay.row[0].union(lay.discard).inflate(round(24 * s), round(40 * s))
        band.top = lay.row[0].top - round(22 * s)
        # the pile's and the discard's labels lie on the band, never across its edge
        band.height = max(band.height, lay.discard.bottom + round(6 * s) + round(label_px * 1.45) - band.top)
        rounded_panel(surface, band, (30, 44, 20), 90, radius=round(14 * s))
        skipped = self._skipped(held)
        if not skipped:  # while dragging, the costs take the label's place
            draw_text(surface, fit_text(t("The row: the first card is free; each card skipped takes a treat"), label_px,
                                        band.width - round(20 * s)),
                      label_px, (lay.row[0].left, band.top + round(3 * s)), CREAM)
        for i, slot in enumerate(lay.row):
            pygame.draw.rect(surface, (255, 255, 255), slot, 1, border_radius=max(4, lay.card_w // 9))
        takeable = self.takeable()
        for index, card in enumerate(self.view.row):
            sprite = self.sprites.get(card)
            if sprite is None or card == lifted:
                continue
            sprite.dim = takeable is not None and index not in takeable
            if card in skipped:
                halo = sprite.rect().inflate(round(12 * s), round(12 * s))
                rounded_panel(surface, halo, GOLD, 200, radius=round(10 * s))
            self.cards.draw(surface, sprite)
            self._draw_row_treats(surface, sprite, self.shown_row_treats.get(card, (0, 0)))
        for index, card in enumerate(self.view.row):
            if card in skipped:
                self._draw_cost(surface, index, skipped[card])
        self._draw_pile(surface)
        self._draw_discard(surface)
        self._draw_board(surface, held)
        for figure in self.figures:
            figure.draw(surface)

    def takeable(self) -> set[int] | None:
        """Row positions you can take now (the others are dimmed); None when it is not your move."""
        if not self.my_turn() or self.view.phase is not Phase.PLAY:
            return None
        return {a.index for a in self.legal_now() if isinstance(a, Take)}

    def _skipped(self, held: Piece | None) -> dict[int, set[int]]:
        """Row cards the held card would skip, each with the payments that may go on it."""
        if held is None or held[0] != "row" or held[1] not in self.view.row:
            return {}
        index = self.view.row.index(held[1])
        options = self.payments(index)
        result: dict[int, set[int]] = {}
        for position, card in enumerate(self.view.row[:index]):
            result[card] = {option[position] for option in options}
        return result

    def _draw_row_treats(self, surface: pygame.Surface, sprite: CardSprite, treats: tuple[int, int]) -> None:
        """The treats lying on a row card: small tokens above its colour band, counted when many."""
        if treats == (0, 0):
            return
        size = self.lay.token
        rect = sprite.rect()
        y = rect.bottom - round(rect.height * 0.19) - size // 2
        parts: list[tuple[int, int]] = [(kind, count) for kind, count in enumerate(treats) if count]
        px = self.small(12)
        widths = [size + (assets.font(px, True).size(f"×{n}")[0] + 2 if n > 1 else 0) for _, n in parts]
        total = sum(widths) + (len(parts) - 1) * 2
        x = rect.centerx - total // 2
        backing = pygame.Rect(x - 3, y - size // 2 - 2, total + 6, size + 4)
        rounded_panel(surface, backing, INK, 170, radius=backing.height // 2)
        for (kind, count), width in zip(parts, widths):
            icon = treat_icon(kind, size)
            surface.blit(icon, icon.get_rect(midleft=(x, y)))
            if count > 1:
                draw_text(surface, f"×{count}", px, (x + size + 1, y), CREAM, anchor="midleft", bold=True)
            x += width + 2

    def _draw_cost(self, surface: pygame.Surface, index: int, codes: set[int]) -> None:
        """Above a card to be skipped: the treat(s) it will take, or "?" when you will choose."""
        slot = self.lay.row[index]
        size = max(16, min(round(self.lay.token * 1.2), round(22 * self.scale)))
        y = slot.top - round(11 * self.scale)
        if len(codes) == 1:
            clovers, carrots = PAY_TREATS[next(iter(codes))]
            kinds = [0] * clovers + [1] * carrots
            disc = pygame.Rect(0, 0, size * len(kinds) + round(10 * self.scale), size + round(10 * self.scale))
            disc.center = (slot.centerx, y)
            rounded_panel(surface, disc, INK, 200, radius=disc.height // 2)
            for k, kind in enumerate(kinds):
                icon = treat_icon(kind, size)
                surface.blit(icon, icon.get_rect(center=(slot.centerx + (k - (len(kinds) - 1) / 2) * size, y)))
        elif codes:
            disc = pygame.Rect(0, 0, slot.width, size)
            disc.center = (slot.centerx, y)
            rounded_panel(surface, disc, INK, 210, radius=disc.height // 2)
            draw_text(surface, t("1 or 2"), self.small(13), disc.center, GOLD, anchor="center", bold=True)

    def _draw_pile(self, surface: pygame.Surface) -> None:
        rect = self.lay.pile
        count = self.view.pile_size
        for i in range(min(5, (count + 9) // 10)):
            sprite = CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0, width=self.lay.card_w, face_up=False)
            self.cards.draw(surface, sprite, shadow_offset=3 if i == 0 else 0)
        if count == 0:
            pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, self.lay.card_w // 9))
        draw_text(surface, t("Pile · {count}", count=count), self.small(13), (rect.centerx, rect.bottom + round(6 * self.scale)), CREAM,
                  anchor="midtop", shadow=INK)

    def _draw_discard(self, surface: pygame.Surface) -> None:
        rect = self.lay.discard
        pygame.draw.rect(surface, (255, 255, 255), rect, 1, border_radius=max(4, self.lay.card_w // 9))
        if self.discard_top is not None:
            self.cards.draw(surface, CardSprite(self.discard_top, rect.centerx, rect.centery, angle=-4.0,
                                                width=self.lay.card_w), shadow_offset=2)
        draw_text(surface, t("Discard · {count}", count=len(self.view.discard)), self.small(13),
                  (rect.centerx, rect.bottom + round(6 * self.scale)), CREAM, anchor="midtop", shadow=INK)

    def _draw_board(self, surface: pygame.Surface, held: Piece | None) -> None:
        s = self.scale
        lay = self.lay
        rounded_panel(surface, lay.board, (86, 60, 36), 235, radius=round(16 * s), border=(52, 34, 20), border_width=3)
        mine = self.names[self.viewer] if len(self.humans) != 1 else "Your"
        title = t("Your board") if mine == "Your" else t("{name}'s board", name=mine)
        draw_text(surface, title, self.small(14), (lay.board.centerx, lay.board.top - round(4 * s)), CREAM,
                  anchor="midbottom", bold=True, shadow=INK)
        for rect, alpha in self.glow_lines:
            rounded_panel(surface, rect, GOLD, max(0, min(255, round(200 * alpha))), radius=round(12 * s))
        board = self.view.boards[self.viewer]
        lifted = held[1] if held is not None and self.drag.dragging is not None else None
        hover_cell = self.cell_at(self.drag_pos) if self.drag_pos is not None else None
        for cell, rect in enumerate(lay.cells):
            pygame.draw.rect(surface, (64, 44, 26), rect, border_radius=max(4, lay.card_w // 9))
            if board[cell] is None and held is not None:
                ok = self.candidates(held, cell)
                colour = SKY_BRIGHT if ok else (130, 110, 90)
                width = 3 if ok else 1
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=max(4, lay.card_w // 9))
            r, c = divmod(cell, 3)
            if board[cell] is None:
                draw_text(surface, f"{r + 1},{c + 1}", self.small(12), rect.center, (150, 120, 90), anchor="center")
        for card in board:
            if card is None or card == lifted:
                continue
            sprite = self.sprites.get(card)
            if sprite is not None:
                sprite.glow = held is not None and held[1] == card and self.drag.dragging is None
                self.cards.draw(surface, sprite, shadow_offset=3)
        start = self.view.start_cards[self.viewer] if self.view.phase is Phase.SETUP else None
        if start is not None and start != lifted and start in self.sprites:
            sprite = self.sprites[start]
            sprite.glow = self.my_turn()
            self.cards.draw(surface, sprite)
            draw_text(surface, t("Your starting card"), self.small(13),
                      (lay.start_spot.centerx, lay.start_spot.top - round(6 * s)), GOLD, anchor="midbottom",
                      bold=True, shadow=INK)
        if held is not None and hover_cell is not None:
            self._draw_hover(surface, held, hover_cell)

    def _draw_hover(self, surface: pygame.Surface, held: Piece, cell: int) -> None:
        rect = self.lay.cells[cell]
        reason = self.drop_reason(held, cell)
        if reason is None:
            text, colour = self._cost_words(held, cell), SKY_BRIGHT
        else:
            text, colour = self.reason_words(reason), TERRACOTTA
            pygame.draw.rect(surface, TERRACOTTA, rect.inflate(6, 6), 3, border_radius=max(4, self.lay.card_w // 9))
        px = self.small(14)
        s = self.scale
        room = self.frame.log.left - self.lay.board.right - round(24 * s)
        beside = room >= round(150 * s)
        width = room if beside else min(round(520 * s), self.frame.size[0] - round(40 * s))
        width = min(width, round(360 * s)) if beside else width
        lines = _wrap(text, px, width - round(20 * s))
        box = pygame.Rect(0, 0, width, len(lines) * (px + 4) + round(12 * s))
        if beside:
            box.midleft = (self.lay.board.right + round(12 * s), rect.centery)
        else:
            box.midbottom = (self.lay.board.centerx, rect.top - round(10 * s))
        box.clamp_ip(surface.get_rect())
        rounded_panel(surface, box, INK, 235, radius=round(10 * s), border=colour, border_width=2)
        for k, line in enumerate(lines):
            draw_text(surface, line, px, (box.centerx, box.top + round(6 * s) + k * (px + 4)), colour,
                      anchor="midtop", bold=True)

    def _cost_words(self, held: Piece, cell: int) -> str:
        kind, card = held
        r, c = divmod(cell, 3)
        where = t("row {row}, column {column}", row=r + 1, column=c + 1)
        if kind == "start":
            return t("Place your starting card on {where}", where=where)
        if kind == "board":
            options = self.candidates(held, cell)
            extra = t(" (you will name the wild card's value)") if len(options) > 1 else ""
            return t("Move it to {where}{extra}", where=where, extra=extra)
        index = self.view.row.index(card)
        options = self.candidates(held, cell)
        if index == 0:
            cost = t("Free")
        else:
            pays = {a.pay for a in options}
            spent = {(sum(PAY_TREATS[p][0] for p in pay), sum(PAY_TREATS[p][1] for p in pay)) for pay in pays}
            words = t(" or ").join(_treat_words(*pair) for pair in sorted(spent))
            cost = t("Costs {treats}", treats=words) + (t(" (you choose where the double goes)") if len(pays) > 1 else "")
        got = self.view.row_treats[index]
        extra = t(", you collect {treats}", treats=_treat_words(*got)) if got != (0, 0) else ""
        if len({a.leave for a in options}) > 1 or any(a.leave != (0, 0) for a in options):
            extra += t("; over {count} treats, some go onto the next card", count=MAX_TREATS)
        return t("{cost}{extra}: onto {where}", cost=cost, extra=extra, where=where)

    def draw_over(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.reactions.draw(surface)
        for sprite in list(self.incoming.values()):
            self.cards.draw(surface, sprite, shadow_offset=8)
        for sprite in self.leaving:
            if sprite.glow:
                halo = sprite.rect().inflate(round(10 * s), round(10 * s))
                rounded_panel(surface, halo, GOLD, 230, radius=round(10 * s))
            self.cards.draw(surface, sprite, shadow_offset=6)
        for token in self.tokens:
            icon = treat_icon(token.kind, self.lay.token)
            surface.blit(icon, icon.get_rect(center=(round(token.x), round(token.y))))
        for floater in self.floaters:
            draw_text(surface, floater.text, round(34 * s), (floater.x, floater.y), GOLD, anchor="center", bold=True,
                      shadow=INK)
        self.spitter.draw(surface, s)
        held = self.drag.dragging
        if held is not None and held[1] in self.sprites:
            self.cards.draw(surface, self.sprites[held[1]], shadow_offset=14)
        if self.chooser is not None:
            self.chooser.draw(surface, self.lay.board.center, s, self.small(15))

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        s = self.scale
        pad = round(12 * s)
        score_x = rect.right - round(60 * s)
        draw_text(surface, str(self.shown_scores[seat]), round(30 * s), (score_x, rect.top + round(68 * s)), GOLD,
                  anchor="center", bold=True, shadow=INK)
        draw_text(surface, t("points"), self.small(12), (score_x, rect.top + round(88 * s)), CREAM, anchor="center")
        icon = self._panel_icon()
        clovers, carrots = self.shown_treats[seat]
        y = rect.bottom - round(24 * s)
        for k, (kind, count) in enumerate(((0, clovers), (1, carrots))):
            x = score_x - round(30 * s) + k * round(52 * s)
            surface.blit(treat_icon(kind, icon), treat_icon(kind, icon).get_rect(midright=(x + icon // 2, y)))
            draw_text(surface, f"{count}", self.small(15), (x + icon // 2 + 3, y), CREAM, anchor="midleft", bold=True)
        if seat == self.viewer:
            total = clovers + carrots
            draw_text(surface, t("{count} of {most} treats", count=total, most=MAX_TREATS), self.small(13), (rect.left + pad, y), CREAM,
                      anchor="midleft")
            return
        board = self.view.boards[seat]
        for cell in range(BOARD_CELLS):
            cell_rect = self.lay.mini_cell(rect, cell, s)
            card = board[cell]
            if card is None or card in self.incoming:
                pygame.draw.rect(surface, (70, 52, 34), cell_rect, border_radius=3)
            else:
                surface.blit(self.cards.base(card, self.lay.mini_w), cell_rect)

    def seat_signature(self, seat: int) -> Any:
        board = tuple(None if c in self.incoming else c for c in self.view.boards[seat])
        return (board, self.shown_scores[seat], tuple(self.shown_treats[seat]), self.lay.mini_w, seat == self.viewer)

    def status_line(self) -> str:
        view = self.view
        last = t("Last round! ") if view.end_triggered and view.phase is not Phase.OVER else ""
        if self.chooser is not None:
            return t("Choose in the list (or Esc to take the card back).")
        if not self.my_turn():
            return last + self.default_status()
        if view.phase is Phase.SETUP:
            return t("Drag your starting card onto any space of your board.")
        if PASS in self.legal_now():
            return last + t("Your board is full: press Pass (P).")
        return last + t("Your turn: take a card from the row, or move one of yours.")


def _scored_cells(event: Event) -> list[tuple[int, int]]:
    """(cell, card) of every card a "score" event sends to the discard pile."""
    cells = sorted({i for line, pts in zip(event.get("lines"), event.get("line_points")) if pts for i in line})
    return list(zip(cells, event.get("cards")))


def _treat_words(clovers: int, carrots: int) -> str:
    return treat_words(clovers, carrots)


def _wrap(text: str, px: int, width: int) -> list[str]:
    return [fit_text(l, px, width, True) for l in wrap(text, px, width, bold=True)[:3]]


__all__ = ["AlpacasTable"]
