"""The Llamagedón table's reactions to the match's events: cards fly between the deck, the
hands, the table mat, the shelters and the discard pile; the Llamagedón card brings the
meteor shower; a bot's card pulses on the mat, a shelter built flies "+1" to its owner, a
shelter destroyed or stolen shows "−1" leaving its seat (and "+1" reaching the thief), the
shelter hit pulses red. What they put on the table lives in the stage."""

from __future__ import annotations

import pygame

from ....i18n import t
from ....rules.core import Event
from ....rules.llamagedon.cards import BLOCK, LLAMAGEDON_CARD
from ....rules.llamagedon.turns import link_cards
from ... import sound
from ...palette import GOLD, SKY, TERRACOTTA
from ...table.animator import EventAnimator
from ...table.parts import Reactions
from ...widgets.cards import card_height
from ...widgets.reactions import also_on, is_bot
from .landing import LandingRing, Spots, landing_beat, landing_rect, mat_spots, public_action
from .layout import LlamagedonLayout, layout_of
from .overlays import MeteorShower
from .shelter_spots import rival_card_width
from .stage import LlamagedonStage, stage_of
from .taken import tag_name, taken_words
from .type_scale import NOTE

MOVE_TIME = 0.3
"""Seconds a card takes to fly to where it lands."""
LINK_READ_TIME = 1.0
"""Seconds a new card on a Block chain stays before anyone answers it, at normal speed
(scaled by the speed setting: instant 0, fast half, slow double), so a chain of bots
answering each other can be read link by link."""



class LlamagedonReactions(Reactions):
    """Event handlers of the Llamagedón table, registered on the kit's animator."""

    @property
    def stage(self) -> LlamagedonStage:
        return stage_of(self.table)

    @property
    def layout(self) -> LlamagedonLayout:
        return layout_of(self.table)

    def register(self, animator: EventAnimator) -> None:
        for kind, handler in (("draw", self.on_draw), ("play", self.on_play), ("block", self.on_block),
                              ("attack", self.on_attack), ("steal", self.on_steal),
                              ("cancelled", self.on_cancelled), ("llamagedon", self.on_llamagedon),
                              ("recover", self.on_recover), ("swap", self.on_swap), ("build", self.on_build),
                              ("place", self.on_build), ("hand_limit", self.on_hand_limit),
                              ("reshuffle", self.on_reshuffle)):
            animator.on(kind, handler)
        for kind, handler in (("play", self.pulse_card), ("block", self.pulse_card), ("build", self.points_built),
                              ("place", self.points_built), ("attack", self.points_lost),
                              ("steal", self.points_stolen)):
            also_on(animator, kind, handler)

    # -- cards in flight -------------------------------------------------------------------
    def fly(self, value: int | None, start: tuple[float, float], end: tuple[float, float], width: int | None = None,
            delay: float = 0.0) -> None:
        self.stage.flights.fly(value, start, end, width or self.layout.lay.pile_w, delay=delay, duration=MOVE_TIME)

    def from_hand(self, seat: int, kind: int) -> tuple[float, float]:
        """Where a card of ``kind`` leaves ``seat``'s hand (your dragged or held card itself)."""
        fan = self.stage.fan
        if seat == self.table.viewer and fan.face_up:
            sprite = fan.dragging if fan.dragging is not None and fan.dragging.value == kind else fan.sprite_for(kind)
            if sprite is not None:
                if sprite is fan.dragging:
                    fan.end_drag()
                return (sprite.x, sprite.y - sprite.lift)
        return self.layout.seat_anchor(seat)

    def on_draw(self, event: Event) -> None:
        if event.seat is None:
            return
        lay = self.layout.lay
        sound.play(self.table.app, "draw")
        if event.get("card") == LLAMAGEDON_CARD:
            self.fly(LLAMAGEDON_CARD, lay.deck.center, lay.marker.center)
            return
        if event.seat != self.table.viewer or not self.stage.fan.face_up:
            self.fly(None, lay.deck.center, self.layout.seat_anchor(event.seat), lay.mini_w)

    def on_play(self, event: Event) -> None:
        """The card flies from its player's hand to its target (a rival's shelter, their hand for
        a Swap, the discard for a take, the mat), which is ringed while it lands."""
        if event.seat is None:
            return
        sound.play(self.table.app, "card")
        target = landing_rect(public_action(str(event.get("action", ""))), event.seat, self.spots())
        cards = event.get("cards", ())
        for i, kind in enumerate(cards):
            self.fly(kind, self.from_hand(event.seat, kind), (target.centerx + i * 12, target.centery), delay=0.05 * i)
        self.stage.in_air = len(cards)
        self.land(target)
        self.hold_link()

    def on_block(self, event: Event) -> None:
        """A Block flies onto the card it blocks, the newest on the mat."""
        if event.seat is None:
            return
        self.stage.last_blocker = event.seat
        sound.play(self.table.app, "card")
        lay = self.layout.lay
        count = sum(len(link_cards(link.action)) for link in self.stage.view.chain)
        spots = mat_spots(lay.mat, lay.pile_w, count, self.table.scale)
        end = (spots[-1][0], spots[-1][1]) if spots else lay.mat.center
        self.fly(BLOCK, self.from_hand(event.seat, BLOCK), end)
        self.stage.in_air = 1
        blocked = pygame.Rect(0, 0, lay.pile_w, card_height(lay.pile_w))
        blocked.center = (round(end[0]), round(end[1]))
        self.land(blocked)
        self.hold_link()

    def spots(self) -> Spots:
        """The places a played card can land on, as the table shows them now."""
        lay, stage, table = self.layout.lay, self.stage, self.table

        def hand(seat: int) -> pygame.Rect:
            if seat == table.own_seat():
                cards = [card.rect() for card in stage.fan.cards]
                if cards:
                    return cards[0].unionall(cards[1:])
                rect = pygame.Rect(0, 0, lay.card_w, card_height(lay.card_w))
                rect.center = self.layout.seat_anchor(seat)
                return rect
            return pygame.Rect(table.panel_rect(seat))

        return Spots(lay.mat, lay.discard, stage.shelter_rects, hand)

    def beat(self) -> float:
        """The table's pause after a card lands or a result shows (``landing_beat``)."""
        return landing_beat(float(self.table.match.pacer.bot_delay), self.table.app.animation_scale)

    def land(self, rect: pygame.Rect) -> None:
        """Ring ``rect`` while the card flies there and for the beat after; the table waits."""
        grow = round(22 * self.table.scale)  # outside the red ring round a shelter under attack
        seconds = MOVE_TIME * self.table.app.animation_scale + self.beat()
        if seconds > 0:
            self.stage.landing = LandingRing(rect.inflate(grow, grow), self.table.time + seconds)
        self.table.animator.wait(seconds)

    def hold_link(self) -> None:
        """The new link stays on the chain's panel long enough to read (LINK_READ_TIME)."""
        self.table.animator.wait(LINK_READ_TIME * self.table.app.animation_scale)

    def tell_if_mine(self, event: Event) -> None:
        """A card that takes, destroys or swaps something of the viewer's leaves a notice on the
        table (the move log's own sentence for it): it is easy to miss among a round's moves."""
        table = self.table
        if event.get("target") == table.viewer and event.seat != table.viewer and not event.get("empty"):
            self.stage.notice_clock.told()
            self.stage.notice = table.match.game.describe(event, table.sight.narrator())  # for its moment (notice.py)

    def on_attack(self, event: Event) -> None:
        self.tell_if_mine(event)
        start = self.stage.shelter_centre(event.get("target"), event.get("index"))
        for i, kind in enumerate(event.get("shelter", ())):
            self.fly(kind, start, self.layout.lay.discard.center, delay=0.06 * i)
        self.table.animator.wait(0.35 * self.table.app.animation_scale + self.beat())  # the gap is seen

    def on_steal(self, event: Event) -> None:
        if event.seat is None:
            return
        self.tell_if_mine(event)
        target = event.get("target")
        start = self.stage.shelter_centre(target, event.get("index"))
        end, width = self.layout.shelters_of(event.seat), self.layout.lay.mine_w
        if event.seat != self.table.own_seat():  # onto the thief's next place in its panel, at the panel's size
            count = len(self.stage.view.obs.areas[event.seat]) + 1
            rects = self.layout.shelter_rects(event.seat, count)
            if rects:
                end, width = rects[-1].center, rival_card_width(rects[-1])
        for i, kind in enumerate(event.get("shelter", ())):
            self.fly(kind, start, end, width, delay=0.06 * i)
        self.tag_taken(event.seat, target, event.get("shelter", ()))
        self.table.animator.wait(MOVE_TIME * self.table.app.animation_scale + self.beat())  # it reaches the thief's row

    def tag_taken(self, thief: int, robbed: int, cards: tuple[int, ...]) -> None:
        """The Steal's tags at both seats (``taken.py``): "you" where a seat is the viewer's own."""
        table = self.table
        px = table.small(NOTE)
        you = table.viewer if table.speaks_to_viewer() else None

        def name(seat: int) -> str | None:
            return None if seat == you else tag_name(table.names[seat], px)

        self.stage.taken.set(thief, robbed, taken_words(name(thief), name(robbed), cards))

    def on_cancelled(self, event: Event) -> None:
        """Your own card blocked is told on the table as it happens (the log alone was missed)."""
        table = self.table
        if event.seat == table.viewer and table.viewer is not None:
            blocker = self.stage.last_blocker
            self.stage.notice_clock.told()
            if blocker is None or blocker == table.viewer:
                self.stage.notice = table.match.game.describe(event, table.sight.narrator())
            elif table.speaks_to_viewer():
                self.stage.notice = t("{name} blocked your card: it has no effect.", name=table.names[blocker])
            else:  # a seat this screen names (a phone's, one of several at the laptop): "your" was nobody
                self.stage.notice = t("{name} blocked {owner}'s card: it has no effect.",
                                      name=table.names[blocker], owner=table.names[event.seat])
        self.fly(BLOCK, self.layout.lay.mat.center, self.layout.lay.discard.center)

    def on_llamagedon(self, event: Event) -> None:
        sound.play(self.table.app, "chime")
        scale = self.table.app.animation_scale
        if scale > 0:
            self.stage.shower = MeteorShower(self.table.frame.size, self.table.scale)
            self.table.animator.wait(MeteorShower.DURATION * max(scale, 0.5))

    def on_recover(self, event: Event) -> None:
        if event.seat is None:
            return
        lay = self.layout.lay
        end = lay.mine.center if event.get("placed") and event.seat == self.table.own_seat() else self.layout.seat_anchor(event.seat)
        self.fly(event.get("card"), lay.discard.center, end)

    def on_swap(self, event: Event) -> None:
        if event.seat is None or event.get("empty"):
            return
        self.tell_if_mine(event)
        a, b = self.layout.seat_anchor(event.seat), self.layout.seat_anchor(event.get("target"))
        self.fly(None, a, b, self.layout.lay.mini_w)
        self.fly(None, b, a, self.layout.lay.mini_w, delay=0.1)
        self.table.animator.wait(MOVE_TIME * self.table.app.animation_scale + self.beat())

    def on_build(self, event: Event) -> None:
        if event.seat is None:
            return
        end = self.layout.shelters_of(event.seat)
        width = self.layout.lay.mine_w
        if event.seat != self.table.own_seat():  # a rival's: onto its new shelter in the panel, at the panel's size
            rects = self.stage.shelter_rects(event.seat) or self.layout.shelter_rects(event.seat, 1)
            end, width = rects[-1].center, rival_card_width(rects[-1])  # the size it lands at, under the panel's header
        for i, kind in enumerate(event.get("shelter", ())):
            self.fly(kind, self.from_hand(event.seat, kind), end, width, delay=0.05 * i)

    def on_hand_limit(self, event: Event) -> None:
        if event.seat is None:
            return
        for i, kind in enumerate(event.get("cards", ())):
            self.fly(kind, self.layout.seat_anchor(event.seat), self.layout.lay.discard.center, delay=0.05 * i)

    def on_reshuffle(self, event: Event) -> None:
        sound.play(self.table.app, "shuffle")
        self.fly(None, self.layout.lay.discard.center, self.layout.lay.deck.center)

    # -- pulses and points -----------------------------------------------------------------
    def pulse_card(self, event: Event) -> None:
        if is_bot(self.table, event.seat):
            self.stage.effects.pulse(self.layout.lay.mat, SKY)

    def points_built(self, event: Event) -> None:
        if event.seat is not None:
            self.stage.effects.points(1, self.layout.lay.mat.center, self.layout.shelters_of(event.seat), GOLD, delay=0.2)

    def lost(self, event: Event) -> tuple[int, int] | None:
        """The shelter hit pulses red and "−1" leaves it; where it was."""
        target, index = event.get("target"), event.get("index")
        if target is None or index is None:
            return None
        effects = self.stage.effects
        centre = self.stage.shelter_centre(target, index)
        size = round(self.layout.lay.mini_w * 1.3)
        effects.pulse(pygame.Rect(centre[0] - size // 2, centre[1] - size // 2, size, size), TERRACOTTA)
        effects.points(-1, centre, (centre[0], centre[1] - round(50 * self.table.scale)), TERRACOTTA)
        return centre

    def points_lost(self, event: Event) -> None:
        self.lost(event)

    def points_stolen(self, event: Event) -> None:
        """"−1" leaves your slot; the thief's "+1" rises where the cards land, once they have
        (both from the slot read as one garbled "+1" over the empty red slot)."""
        start = self.lost(event)
        if start is not None and event.seat is not None:
            end = self.layout.shelters_of(event.seat)
            below = (end[0], end[1] + round(40 * self.table.scale))
            self.stage.effects.points(1, below, end, GOLD, delay=MOVE_TIME)


__all__ = ["LINK_READ_TIME", "LlamagedonReactions", "MOVE_TIME"]
