"""The L.L.A.M.A. table: your hand as a fan, the piles, the opponents' cards, chips, llamas.

A card dropped on the discard pile becomes ``PlayCard``, a click on the draw pile ``Draw``;
whether that is allowed is the rules' business (playable cards come from the legal actions,
a refusal comes back with its reason). Everything else (buttons, log, undo, hot seat, the
round summary and results flow) is the table kit's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Callable, Literal

import pygame

from ....rules.core import Event
from ....rules.llama import DRAW, LLAMA_CARD, QUIT, RETURN_CHIP, PlayCard, card_label
from ... import assets, sound
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT
from ...scene import Scene
from ....i18n import t
from ...table.layout import TableFrame
from ...table.scene import ButtonSpec, TableScene
from ...table.keyboard import KeyGroup
from ...table.flights import CardFlights
from ...text import draw_text, text_width
from ...widgets.card_fan import CardFan, FanClick, FanDrop
from ...widgets.cards import CardImages, CardSprite, card_height
from ...widgets.chips import ChipStacks
from ...widgets.llama_figure import LlamaFigure
from .learn import LlamaLearning
from . import keys
from .layout import LlamaLayout
from .summary import RoundSummaryScene
from .reactions import install as install_reactions, points_to_chips
from ....i18n import t

MOVE_TIME = 0.25
KEY_VALUES = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6,
              pygame.K_7: 7, pygame.K_l: 7}


@dataclass(frozen=True)
class TableView:
    """What the table shows right now (the observation, or the hands frozen at a round's end)."""

    round: int
    phase: Any
    current: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    quit: tuple[bool, ...]
    discard_top: int | None
    discard: tuple[int, ...]
    draw_size: int
    totals: tuple[int, ...]

    @staticmethod
    def from_obs(obs: Any) -> "TableView":
        discard = tuple(getattr(obs, "discard", ()) or ((obs.discard_top,) if obs.discard_top else ()))
        return TableView(obs.round, obs.phase, obs.current, tuple(obs.hand), tuple(obs.hand_sizes),
                         tuple(obs.quit), obs.discard_top, discard, obs.draw_size, tuple(obs.totals))


@dataclass
class Lay:
    """How far a seat's fanned cards have been laid down after quitting (0 fanned, 1 laid)."""

    t: float = 0.0


class LlamaTable(LlamaLearning, TableScene):
    """One L.L.A.M.A. match, from the deal to the last round's summary."""

    game_name = "llama"
    title = "L.L.A.M.A."
    felt = "llama"

    def __init__(self, app: Any, match: Any) -> None:
        self.images_cache = CardImages()
        self.lay = LlamaLayout()
        super().__init__(app, match)
        self.fan = CardFan(self.tweener, self.images_cache)
        self.view = TableView.from_obs(self.observation())
        self.discard_sprite: CardSprite | None = None
        self.flights = CardFlights(self.tweener, self.images_cache, match.num_players)
        self.chips = [ChipStacks() for _ in range(match.num_players)]
        self.laid = [Lay(1.0 if q else 0.0) for q in self.view.quit]
        self.pile_pressed: tuple[int, int] | None = None
        self.pile_drag: CardSprite | None = None
        self.pile_from: tuple[float, float] | None = None
        """Where a card drawn by dragging the pile's top card comes from (the drop point)."""
        self.figures: list[LlamaFigure] = []
        self.round_discard: list[int] = []

    # -- kit hooks: layout and images ------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.lay = LlamaLayout.compute(self.frame)
        lay = self.lay
        self.fan.set_layout(lay.fan_anchor, lay.fan_width, lay.card_w)
        for stack in self.chips:
            stack.diameter = lay.chip_d
        old = self.figures
        self.figures = [LlamaFigure(foot, height, phase=i * 1.3, flip=(i == 1), seed=i + 7)
                        for i, (foot, height) in enumerate(lay.llamas)]
        for new, previous in zip(self.figures, old):
            new.time = previous.time

    @classmethod
    def prewarm(cls, size: tuple[int, int]) -> list[Callable[[], Any]]:
        """Felt, backs and every face at hand and pile size: what the deal shows first."""
        lay = LlamaLayout.compute(TableFrame.compute(size, 4, buttons=2))
        makers = super().prewarm(size)
        makers += [partial(assets.card_back, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        makers += [partial(assets.card_shadow, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        for width in (lay.card_w, lay.pile_w):
            makers += [partial(assets.llama_card, v, width) for v in range(1, LLAMA_CARD + 1)]
        kinds: tuple[Literal["black", "white"], ...] = ("black", "white")
        makers += [partial(assets.chip, k, lay.chip_d) for k in kinds]
        makers += [partial(assets.llama_figure, h, pose) for _, h in lay.llamas[:1] for pose in range(assets.FIGURE_POSES)]
        return makers

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        """What the first frame shows now (felt, backs, the hand, chips); the other faces later."""
        lay, s = self.lay, self.scale
        values = range(1, LLAMA_CARD + 1)
        summary_w, summary_chip = round(36 * s), max(14, round(20 * s))
        kinds: tuple[Literal["black", "white"], ...] = ("black", "white")
        now: list[Callable[[], Any]] = [partial(assets.table_felt, self.frame.size, self.felt)]
        now += [partial(assets.card_back, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        now += [partial(assets.card_shadow, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        now += [partial(assets.llama_card, v, lay.card_w) for v in sorted(set(self.view.hand))]
        if self.view.discard_top is not None:
            now.append(partial(assets.llama_card, self.view.discard_top, lay.pile_w))
        now += [partial(assets.chip, k, lay.chip_d) for k in kinds]
        sizes = {round(n * s) for n in (13, 14, 15, 18, 19, 24, 36)} | {self.small(n) for n in (12, 13, 14, 15)}
        now += [partial(assets.font, n, b) for n in sorted(sizes) for b in (False, True)]
        now += [partial(assets.llama_figure, h, pose) for _, h in lay.llamas[:1] for pose in range(assets.FIGURE_POSES)]
        later: list[Callable[[], Any]] = [partial(assets.llama_card, v, lay.card_w) for v in values]
        later += [partial(assets.llama_card, v, lay.pile_w) for v in values]
        later += [partial(assets.llama_card, v, summary_w) for v in values]
        later += [partial(assets.card_shadow, summary_w)]
        later += [partial(assets.chip, k, summary_chip) for k in kinds]
        later.append(partial(assets.title_art, min(round(380 * s), self.frame.size[0] // 2)))
        return now, later

    def game_buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("quit", t("Quit the round (Q)"), t("Lay your cards down and sit out the rest of this round"))]

    def button_enabled(self, key: str) -> bool:
        return key == "quit" and QUIT in self.match.legal_actions()

    def on_button(self, key: str) -> None:
        if key == "quit":
            self.try_action(QUIT)

    def key_targets(self) -> list[KeyGroup]:
        return keys.key_targets(self)

    def ending_question(self, action: Any) -> str | None:
        return t("Quit this round?") if action == QUIT else None

    def top_bar_info(self) -> str:
        return t("Round {number}", number=self.view.round)

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return (t("QUIT"),) if self.view.quit[seat] else ()

    # -- kit hooks: state -> sprites -------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are on screen (the fan for the viewer, the panel otherwise)."""
        if seat == self.viewer:
            return (self.lay.fan_anchor[0], self.lay.fan_anchor[1] - card_height(self.lay.card_w) // 2)
        rect = self.panel_rect(seat)
        return (rect.left + round(rect.width * 0.28), rect.top + round(rect.height * 0.66))

    def chips_anchor(self, seat: int) -> tuple[int, int]:
        """Where ``seat``'s chips are drawn (points fly there)."""
        x, y = self._chips_origin(self.panel_rect(seat), seat)
        return (x + self.chips[seat].width() // 2, y + self.chips[seat].diameter // 2)

    def sync(self, animate: bool) -> None:
        """Show the observation as it is, without dealing (after undo, a reveal, a resize)."""
        self.view = TableView.from_obs(self.observation())
        self.flights.cancel()
        self.fan.set_face_up(self.private_visible)
        if not animate:
            self.fan.cards = []
        self.fan.set_cards(self.view.hand, animate=animate, new_from=self.lay.discard.center)
        self._place_discard()
        self.laid = [Lay(1.0 if q else 0.0) for q in self.view.quit]
        for stack, total in zip(self.chips, self.view.totals):
            stack.total = total
        self._update_playable()

    def on_enter(self) -> None:
        for stack, total in zip(self.chips, self.view.totals):
            stack.total = total
        self.deal_in()

    def after_interlude(self) -> None:
        self.view = TableView.from_obs(self.observation())
        self.deal_in()

    def resumed_interlude(self) -> Any:
        if self.view.phase == RETURN_CHIP:
            # Resumed between a round's end and the emptier's chip return: finish that first.
            return (self.observation().last_round, [])
        return None

    def interlude_for(self, events: list[Event]) -> Any:
        end = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
        if end is None:
            return None
        for figure in self.figures:
            figure.cheer()
        return (events[end].get("result"), events[end:])

    def interlude_scene(self, interlude: Any) -> Scene:
        result, later = interlude
        return RoundSummaryScene(self.app, self, result, later)

    def deal_in(self) -> None:
        """Show a fresh round: hand cards and the turned-up card fly from the draw pile."""
        view = self.view
        sound.play(self.app, "shuffle")
        for seat, (stack, total) in enumerate(zip(self.chips, view.totals)):
            points_to_chips(self, self.reactions, seat, total - round(stack.total), delay=0.12 * seat)
        for stack, total in zip(self.chips, view.totals):
            if round(stack.total) != total:
                self.tweener.tween(stack, 0.8, "out_quad", total=total)
                sound.play(self.app, "chip")
        pile = self.lay.draw_pile.center
        self.flights.cancel()
        self.fan.cards = []
        self.fan.set_face_up(self.private_visible)
        self.fan.set_cards(view.hand, new_from=pile, stagger=0.06)
        others = [seat for seat in range(self.match.num_players) if seat != self.viewer]
        for seat in others:
            for k in range(view.hand_sizes[seat]):
                self.flights.fly(None, pile, self.seat_anchor(seat), self.lay.small_w, seat=seat,
                                 delay=0.05 * (k * len(others) + others.index(seat)))
        self.discard_sprite = None
        if view.discard_top is not None:
            self._land_on_discard(view.discard_top, pile, len(view.discard), delay=0.06 * len(view.hand))
        self.laid = [Lay(1.0 if q else 0.0) for q in view.quit]
        self._update_playable()

    def _place_discard(self) -> None:
        if self.discard_sprite is not None:
            self.tweener.cancel(self.discard_sprite)
        if self.view.discard_top is None:
            self.discard_sprite = None
            return
        count = len(self.view.discard)
        x, y = self.lay.discard.center
        self.discard_sprite = CardSprite(self.view.discard_top, x, y, angle=float((count * 37) % 11 - 5),
                                         width=self.lay.pile_w)

    def _land_on_discard(self, value: int, start: tuple[float, float], count: int, delay: float = 0.0) -> None:
        sprite = CardSprite(value, start[0], start[1], angle=float((count * 37) % 11 - 5), width=self.lay.pile_w)
        self.discard_sprite = sprite
        self.tweener.tween(sprite, MOVE_TIME, "out_quad", delay=delay,
                           x=self.lay.discard.centerx, y=self.lay.discard.centery)

    # -- event handlers --------------------------------------------------------------------
    def register_handlers(self) -> None:
        self.animator.on("play", self._on_play)
        self.animator.on("quit", self._on_quit)
        self.animator.on("draw", self._on_draw)
        self.reactions = install_reactions(self)

    def _on_play(self, event: Event) -> None:
        if event.seat is None:
            return
        value = event.get("card")
        start: tuple[float, float]
        if event.seat == self.viewer and self.fan.face_up:
            dragging = self.fan.dragging
            sprite = dragging if dragging is not None and dragging.value == value else self.fan.sprite_for(value)
            start = (sprite.x, sprite.y - sprite.lift) if sprite is not None else self.seat_anchor(event.seat)
            if sprite is not None and sprite is dragging:
                self.fan.end_drag()
        else:
            start = self.seat_anchor(event.seat)
        self.round_discard = list(self.view.discard) + [value]
        self.view = replace(self.view, discard=tuple(self.round_discard), discard_top=value)
        sound.play(self.app, "card")
        if self.figures:
            self.figures[len(self.round_discard) % len(self.figures)].cheer()
        self._land_on_discard(value, start, len(self.round_discard))

    def _on_quit(self, event: Event) -> None:
        if event.seat is None:
            return
        self.laid[event.seat].t = 0.0
        self.tweener.tween(self.laid[event.seat], 0.35, "out_quad", t=1.0)
        quit_flags = list(self.view.quit)
        quit_flags[event.seat] = True
        self.view = replace(self.view, quit=tuple(quit_flags))

    def _on_draw(self, event: Event) -> None:
        if event.seat is None:
            return
        sound.play(self.app, "draw")
        if event.seat != self.viewer or not self.fan.face_up:
            self.flights.fly(None, self.lay.draw_pile.center, self.seat_anchor(event.seat), self.lay.small_w,
                             seat=event.seat)

    def settled(self, events: list[Event]) -> None:
        end = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
        if end is None:
            new_view = TableView.from_obs(self.observation())
            old_round = self.view.round
            self.view = new_view
            if new_view.round != old_round:
                self.deal_in()
            else:
                self.fan.set_face_up(self.private_visible)
                self.fan.set_cards(new_view.hand, new_from=self.pile_from or self.lay.draw_pile.center)
        else:
            result = events[end].get("result")
            self.view = replace(self.view, phase="round_end", current=None, hand=tuple(result.hands[self.viewer]),
                                hand_sizes=tuple(len(h) for h in result.hands))
            self.fan.set_face_up(True)
            self.fan.set_cards(self.view.hand)
        self.pile_from = None
        for seat, stack in enumerate(self.chips):
            if round(stack.total) != self.view.totals[seat]:
                self.tweener.tween(stack, 0.6, "out_quad", total=self.view.totals[seat])
                sound.play(self.app, "chip")
        self._update_playable()

    def on_undo(self) -> None:
        old = self.view
        self.sync(animate=True)
        for seat, (was, now) in enumerate(zip(old.quit, self.view.quit)):
            if was and not now:
                self.laid[seat].t = 1.0
                self.tweener.tween(self.laid[seat], 0.35, "out_quad", t=0.0)

    def _update_playable(self) -> None:
        if not self.private_visible:
            self.fan.set_playable(None)
        elif self.view.quit[self.viewer]:
            self.fan.set_playable(())
        elif self.my_turn():
            self.fan.set_playable(a.value for a in self.match.legal_actions() if isinstance(a, PlayCard))
        else:
            self.fan.set_playable(None)

    def refresh_controls(self) -> None:
        super().refresh_controls()
        self._update_playable()

    # -- input -----------------------------------------------------------------------------
    def table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._on_key(event.key)
        if self._pile_event(event):
            return True
        intent = self.fan.handle_event(event)
        if isinstance(intent, FanDrop):
            if self._over_discard(intent.pos):
                self._play(intent.sprite)
            else:
                self.fan.snap_back(intent.sprite, shake=False)
                self.toasts.show(t("Drop a card on the discard pile to play it."))
            return True
        if isinstance(intent, FanClick):
            self._play(intent.sprite)
            return True
        return bool(intent)

    def _play(self, sprite: CardSprite) -> None:
        assert sprite.value is not None, "the hand fan is built from card values"
        self.try_action(PlayCard(sprite.value), on_refuse=lambda: self.fan.snap_back(sprite, shake=True))

    def _over_discard(self, pos: tuple[int, int]) -> bool:
        pad = round(24 * self.scale)
        return self.lay.discard.inflate(pad * 2, pad * 2).collidepoint(pos)

    def _pile_event(self, event: pygame.event.Event) -> bool:
        """Click the draw pile, or drag its top card towards your hand, to draw."""
        pile = self.lay.draw_pile
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pile.collidepoint(event.pos):
            self.pile_pressed = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self.pile_pressed is not None:
            if self.pile_drag is None and self.my_turn():
                dx, dy = event.pos[0] - self.pile_pressed[0], event.pos[1] - self.pile_pressed[1]
                if dx * dx + dy * dy > 36:
                    self.pile_drag = CardSprite(None, pile.centerx, pile.centery, width=self.lay.pile_w, face_up=False)
            if self.pile_drag is not None:
                self.pile_drag.x, self.pile_drag.y = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pile_pressed is not None:
            self.pile_pressed = None
            drag, self.pile_drag = self.pile_drag, None
            if drag is None:
                if pile.collidepoint(event.pos):
                    self.try_action(DRAW)
                return True
            if event.pos[1] >= self.frame.message_y or pile.collidepoint(event.pos):
                self.pile_from = (drag.x, drag.y)
                self.try_action(DRAW)
            return True
        return False

    def drops_cancel(self) -> None:
        self.pile_pressed = None
        self.pile_drag = None
        if self.fan.dragging is not None:
            self.fan.snap_back(self.fan.dragging, shake=False)

    def _on_key(self, key: int) -> bool:
        if key == pygame.K_d:
            self.try_action(DRAW)
            return True
        if key == pygame.K_q:
            self.try_action(QUIT)
            return True
        if key in KEY_VALUES:
            value = KEY_VALUES[key]
            sprite = self.fan.sprite_for(value)
            if sprite is None:
                self.refuse(t("You have no {card} in your hand.", card=t(card_label(value))))
            else:
                self._play(sprite)
            return True
        return False

    # -- frame -----------------------------------------------------------------------------
    def update_table(self, dt: float) -> None:
        self.flights.update()
        self.reactions.scale = self.scale
        self.reactions.update(dt, self.app.animation_scale)
        for figure in self.figures:
            figure.update(dt, self.app.animation_scale)
        if self.discard_sprite is not None:
            dragging = self.fan.dragging
            self.discard_sprite.glow = dragging is not None and dragging.value in self.fan.playable

    # -- drawing ---------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_draw_pile(surface)
        self._draw_discard(surface)
        for figure in self.figures:
            figure.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.reactions.draw(surface)
        self.flights.draw(surface)
        if self.discard_sprite is not None and self._discard_moving():
            self.images_cache.draw(surface, self.discard_sprite, shadow_offset=10)
        self.fan.draw(surface)
        if self.pile_drag is not None:
            self.images_cache.draw(surface, self.pile_drag, shadow_offset=12)

    def _draw_draw_pile(self, surface: pygame.Surface) -> None:
        lay = self.lay
        rect = lay.draw_pile
        count = self.view.draw_size
        can_draw = self.my_turn() and DRAW in self.match.legal_actions()
        layers = min(6, (count + 7) // 8)
        if count == 0:
            pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=max(4, lay.pile_w // 9))
            draw_text(surface, t("empty"), round(15 * self.scale), rect.center, CREAM, anchor="center")
        for i in range(layers):
            sprite = CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0, width=lay.pile_w,
                                face_up=False, glow=can_draw and i == layers - 1)
            self.images_cache.draw(surface, sprite, shadow_offset=3 if i == 0 else 0)
        label = t("Draw pile · {count}", count=count) + ("  (D)" if can_draw else "")
        draw_text(surface, label, self.small(15), (rect.centerx, rect.bottom + round(8 * self.scale)),
                  SKY_BRIGHT if can_draw else CREAM, anchor="midtop", shadow=INK)

    def _draw_discard(self, surface: pygame.Surface) -> None:
        lay = self.lay
        rect = lay.discard
        under = self.view.discard[:-1][-3:]
        base = len(self.view.discard) - 1 - len(under)
        for i, value in enumerate(under):
            n = base + i + 1
            sprite = CardSprite(value, rect.centerx, rect.centery, angle=float((n * 37) % 11 - 5), width=lay.pile_w)
            self.images_cache.draw(surface, sprite, shadow_offset=2)
        if self.discard_sprite is not None and not self._discard_moving():
            self.images_cache.draw(surface, self.discard_sprite)
        dragging = self.fan.dragging
        if dragging is not None and dragging.value in self.fan.playable:
            glow = pygame.Surface(rect.inflate(28, 28).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*SKY_BRIGHT, 90), glow.get_rect(), border_radius=16)
            pygame.draw.rect(glow, (*SKY_BRIGHT, 230), glow.get_rect(), 3, border_radius=16)
            surface.blit(glow, glow.get_rect(center=rect.center))
            draw_text(surface, t("Drop here to play"), round(15 * self.scale), (rect.centerx, rect.top - round(10 * self.scale)),
                      SKY_BRIGHT, anchor="midbottom", bold=True, shadow=INK)
        draw_text(surface, t("Discard · {count}", count=len(self.view.discard)), self.small(15),
                  (rect.centerx, rect.bottom + round(8 * self.scale)), CREAM, anchor="midtop", shadow=INK)

    def _discard_moving(self) -> bool:
        """The top card is still on its way to the pile (drawn above everything then)."""
        sprite = self.discard_sprite
        return sprite is not None and (round(sprite.x), round(sprite.y)) != self.lay.discard.center

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        s = self.scale
        if seat == self.viewer:
            if self.view.quit[seat]:
                text, colour, bold = t("You quit this round") if len(self.humans) == 1 else t("Quit this round"), GOLD, True
            else:
                count = len(self.view.hand)
                text = t("{count} card in hand", count=count) if count == 1 else t("{count} cards in hand", count=count)
                colour, bold = CREAM, False
            draw_text(surface, text, self.small(14), (rect.left + round(12 * s), rect.top + round(54 * s)), colour,
                      bold=bold)
            self.chips[seat].draw(surface, self._chips_origin(rect, seat))
            return
        self.chips[seat].draw(surface, self._chips_origin(rect, seat))
        count = max(0, self.view.hand_sizes[seat] - self.flights.arriving[seat])
        w = self.lay.small_w
        x0, y0 = rect.left + round(14 * s) + w // 2, rect.bottom - round(12 * s) - card_height(w) // 2
        lay_t = self.laid[seat].t if self.view.quit[seat] else 0.0
        stack = self.chips[seat]
        chips_left = self._chips_origin(rect, seat)[0] + stack.diameter // 2 - text_width("9×10", stack.label_size()) // 2
        room = min(rect.width * 0.36, chips_left - round(6 * s) - (x0 - w // 2))
        step = max(0.0, min(w * 0.32, (room - w) / max(count - 1, 1)))
        for i in range(count):
            tilt = (count - 1) / 2 - i
            fan_x, fan_y, fan_angle = x0 + i * step, y0 + abs(tilt) * 0.8, tilt * 3.0
            laid_x, laid_y = x0 + w * 0.25 + min(i, 5) * 2, y0 + round(6 * s) - min(i, 5) * 2
            sprite = CardSprite(None, fan_x + (laid_x - fan_x) * lay_t, fan_y + (laid_y - fan_y) * lay_t,
                                angle=fan_angle + (90.0 - fan_angle) * lay_t, width=w, face_up=False)
            self.images_cache.draw(surface, sprite, shadow_offset=2)
        self._count_badge(surface, count, (x0 - w // 2 + round(4 * s), y0 - card_height(w) // 2 + round(2 * s)))

    def seat_signature(self, seat: int) -> Any:
        """What the panel shows: cards held (fanned or laid down), chips, the viewer's line."""
        count = max(0, self.view.hand_sizes[seat] - self.flights.arriving[seat])
        laid = round(self.laid[seat].t, 2) if self.view.quit[seat] else 0.0
        mine = len(self.view.hand) if seat == self.viewer else -1
        return (count, laid, self.view.quit[seat], int(round(self.chips[seat].total)), self.chips[seat].diameter,
                mine, seat == self.viewer)

    def _chips_origin(self, rect: pygame.Rect, seat: int) -> tuple[int, int]:
        """Top-left of a seat's chips: right-aligned in its panel, counts just above the bottom edge."""
        stack = self.chips[seat]
        s = self.scale
        label_h = assets.font(stack.label_size()).get_linesize()
        return (rect.right - round(8 * s) - stack.width(),
                rect.bottom - round(4 * s) - int(stack.diameter * 1.6) - label_h)

    def _count_badge(self, surface: pygame.Surface, count: int, center: tuple[int, int]) -> None:
        """The number of cards a seat holds, as a round badge on its cards."""
        s = self.scale
        r = round(12 * s)
        pygame.draw.circle(surface, INK, center, r + 2)
        pygame.draw.circle(surface, GOLD, center, r)
        draw_text(surface, str(count), round(15 * s), center, INK, anchor="center", bold=True)

    def status_line(self) -> str:
        if self.interlude is not None:
            return t("The round is over.")
        if self.my_turn():
            legal = self.match.legal_actions()
            plays = [t(card_label(a.value)) for a in legal if isinstance(a, PlayCard)]
            parts = []
            if plays:
                parts.append(t("drag a {cards} onto the discard", cards=t(" or a ").join(plays)))
            if DRAW in legal:
                parts.append(t("draw"))
            parts.append(t("quit the round"))
            choices = t(", ").join(parts[:-1]) + (t(" or ") if len(parts) > 1 else "") + parts[-1]
            return t("Your turn: {choices}.", choices=choices)
        return self.default_status()
