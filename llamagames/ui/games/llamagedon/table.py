"""The Llamagedón table: your hand as a fan, everyone's shelters, the deck, the discard pile,
the table mat where action cards land, Block prompts and the meteor shower.

Play an action by dragging its card onto its target: Attack and Steal onto an opponent's
shelter, Swap onto an opponent, Protect onto your own shelter, Draw 2 and three colours onto
the table mat; a Resource onto your shelter row builds, onto a Wild in a shelter replaces
it. Which drops are taken comes from the legal actions; a wrong one shows the engine's reason
in red while the card hovers. Where one drop matches several actions, a chooser asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Hashable, Sequence

import pygame

from ....rules.core import Event, Refusal
from ....rules.llamagedon import narrate
from ....rules.llamagedon.game import LlamagedonGame
from ....rules.llamagedon.actions import (
    BLOCK as BLOCK_ACTION,
    DRAW_TWO,
    LET,
    PASS,
    Attack,
    Build,
    DrawTwo,
    LlamagedonAction,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
)
from ....rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    COLOURS,
    DRAW2,
    LABELS,
    LLAMAGEDON_CARD,
    PROTECT,
    RESOURCES,
    STEAL,
    SWAP,
    WILD,
)
from ....rules.llamagedon.legality import uses
from ....rules.llamagedon.state import Phase
from ....rules.llamagedon.turns import link_cards, wild_colour
from ... import assets, sound
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT, TERRACOTTA
from ....i18n import t
from ...table.drag import DropTarget
from ...table.layout import TableFrame
from ...table.scene import ButtonSpec, ModalLayer, TableScene
from ...table.keyboard import KeyGroup
from ...table.flights import CardFlights
from ...text import wrap
from ...text import draw_text, fit_text, rounded_panel, text_width, veil
from ...widgets.card_fan import CardFan, FanClick, FanDrop
from ...widgets.cards import CardImages, CardSprite, card_height
from . import art, keys
from .learn import LlamagedonLearning
from .layout import PANEL_SIZE, GedonLayout
from .reactions import install as install_reactions
from .overlays import Chooser, Choice, MeteorShower, PromptButton
from ....i18n import language, t

MOVE_TIME = 0.3
HINTS: dict[int, str] = {
    ATTACK: "An Attack goes onto an opponent's shelter.",
    STEAL: "A Steal goes onto an opponent's shelter.",
    SWAP: "A Swap goes onto the opponent you swap with.",
    PROTECT: "Protect goes onto one of your own shelters.",
    DRAW2: "Draw 2 goes onto the table mat.",
    BLOCK: "A Block is played when a card waits to be blocked: use the Block it? button then.",
    WILD: "Resources: onto your shelter row to build, onto the table mat for three colours.",
}
"""What a card's drop is for, when it is dropped where no action of it could go."""
for _colour in COLOURS:
    HINTS[_colour] = ("Resources: onto your shelter row to build, onto the table mat for three colours, "
                      "onto a Wild in a shelter to replace it.")

Target = tuple[Any, ...]
"""A drop target's key: ("shelter", seat, index), ("seat", seat), ("mine",), ("table",)."""


@dataclass(frozen=True)
class View:
    """What the table shows now: the viewer's observation, kept until the next one settles."""

    obs: Any

    @property
    def chain(self) -> tuple[Any, ...]:
        return tuple(self.obs.chain)


class LlamagedonTable(LlamagedonLearning, TableScene):
    """One Llamagedón match, from the deal to the results."""

    game_name = "llamagedon"
    title = "Llamagedón"
    felt = "llamagedon"

    def __init__(self, app: Any, match: Any) -> None:
        self.cards = CardImages(face=art.face, back=art.back)
        self.lay = GedonLayout()
        super().__init__(app, match)
        self.fan = CardFan(self.tweener, self.cards)
        self.flights = CardFlights(self.tweener, self.cards, match.num_players)
        self.view = View(self.observation())
        self.chooser: Chooser | None = None
        self.key_card: int | None = None
        """The card kind picked up with the keys (see keys.py), waiting for its place."""
        self.key_places: Any = None
        """(state, (viewer, drop zones), kind -> places) the keys worked out for a position (keys.py)."""
        self.hover_target: DropTarget | None = None
        self.hover_reason: str | Refusal | None = None
        self.prompt_buttons: list[PromptButton] = []
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.mouse = (0, 0)
        self.shower: MeteorShower | None = None
        self.asked_version = -1
        self.asked_time = 0.0
        self.pending_answer: LlamagedonAction | None = None
        self._legal_cache: tuple[Any, list[Any]] | None = None
        self._keys_cache: tuple[Any, set[Hashable]] | None = None

    # -- kit hooks: layout and images ------------------------------------------------------
    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        return {"panel": PANEL_SIZE}

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = GedonLayout.compute(self.frame)
        if getattr(self, "_face_language", language()) != language():
            self.cards._cache.clear()  # the faces print the cards' names: the new language's
        self._face_language = language()
        self.fan.set_layout(self.lay.fan_anchor, self.lay.fan_width, self.lay.card_w)
        self.chooser = None

    @classmethod
    def prewarm(cls, size: tuple[int, int]) -> list[Callable[[], Any]]:
        lay = GedonLayout.compute(TableFrame.compute(size, 4, buttons=4, panel=PANEL_SIZE))
        makers = super().prewarm(size)
        makers += [partial(art.back, w) for w in (lay.pile_w, lay.card_w, lay.mini_w)]
        makers += [partial(art.face, k, lay.card_w) for k in range(13)]
        return makers

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        lay = self.lay
        widths = (lay.card_w, lay.pile_w, lay.mine_w, lay.mini_w)
        now: list[Callable[[], Any]] = [partial(assets.table_felt, self.frame.size, self.felt)]
        now += [partial(art.back, w) for w in widths]
        now += [partial(art.face, k, lay.card_w) for k in sorted(set(self.view.obs.hand))]
        now += [partial(assets.card_shadow, w) for w in widths]
        later: list[Callable[[], Any]] = [partial(art.face, k, w) for w in widths for k in range(13)]
        later.append(partial(art.face, LLAMAGEDON_CARD, round(150 * self.scale)))
        return now, later

    def game_buttons(self) -> list[ButtonSpec]:
        return [
            ButtonSpec("pass", t("End turn (P)"), t("Play no action this turn")),
            ButtonSpec("build", t("Build shelter (B)"), t("Lay two Resources of one colour down as a shelter")),
            ButtonSpec("replace", t("Swap out a Wild (R)"), t("Put the matching colour in place of a Wild and take the Wild")),
        ]

    def button_enabled(self, key: str) -> bool:
        legal = self.legal()
        if key == "pass":
            return PASS in legal
        if key == "build":
            return any(isinstance(a, Build) for a in legal)
        if key == "replace":
            return any(isinstance(a, Replace) for a in legal)
        return False

    def on_button(self, key: str) -> None:
        legal = self.legal()
        if key == "pass":
            self.try_action(PASS)
        elif key == "build":
            self.offer([a for a in legal if isinstance(a, Build)], t("Which shelter do you build?"), refusal=
                       t("You hold no two Resources of one colour (a Wild counts as any)."))
        elif key == "replace":
            self.offer([a for a in legal if isinstance(a, Replace)], t("Which Wild do you take back?"),
                       refusal=t("No Built Shelter has a Wild you can swap out with a card you hold."))

    def key_targets(self) -> list[KeyGroup]:
        return keys.key_targets(self)

    def ending_question(self, action: Any) -> str | None:
        return t("End your turn without an action?") if action == PASS else None

    def top_bar_info(self) -> str:
        obs = self.view.obs
        return t("Deck {count}", count=obs.deck_size) + (f" · {self.rounds_left_text()}" if obs.llamagedon_by is not None else "")

    def rounds_left_text(self) -> str:
        """"Two rounds left", "Last round", "Last turn!" once the Llamagedón card is out
        (``turns_left`` counts the turns still to play, the current one included)."""
        obs = self.view.obs
        if obs.phase is Phase.OVER:
            return t("Game over")
        if obs.llamagedon_by is None:
            return ""
        if obs.turns_left <= 1:
            return t("Last turn!")
        return t("Two rounds left") if obs.turns_left > obs.num_players else t("Last round")

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        if self.view.obs.llamagedon_by == seat and self.view.obs.phase is not Phase.OVER:
            return (t("PLAYS LAST"),)
        return ()

    # -- state -> sprites -------------------------------------------------------------------
    def sync(self, animate: bool) -> None:
        self.view = View(self.observation())
        self.flights.cancel()
        self.chooser = None
        self.fan.set_face_up(self.private_visible)
        if not animate:
            self.fan.cards = []
        self.fan.set_cards(self.view.obs.hand, animate=animate, new_from=self.lay.deck.center)
        self._refresh_playable()
        self._build_zones()

    def on_enter(self) -> None:
        self.view = View(self.observation())
        self.fan.cards = []
        self.fan.set_face_up(self.private_visible)
        self.fan.set_cards(self.view.obs.hand, new_from=self.lay.deck.center, stagger=0.06)
        sound.play(self.app, "shuffle")
        self._refresh_playable()
        self._build_zones()

    def settled(self, events: list[Event]) -> None:
        self.view = View(self.observation())
        self.chooser = None
        self.fan.set_face_up(self.private_visible)
        self.fan.set_cards(self.view.obs.hand, new_from=self.lay.deck.center)
        self._refresh_playable()
        self._build_zones()

    def on_undo(self) -> None:
        self.pending_answer = None
        self.sync(animate=True)

    def refresh_controls(self) -> None:
        super().refresh_controls()
        self._refresh_playable()

    def refusal_of(self, action: object) -> Refusal | None:
        """Why the engine refuses ``action`` now, as its code (the kit words it)."""
        game: LlamagedonGame = self.match.game  # type: ignore[assignment]  # Game does not declare refusal yet
        return game.refusal(self.match.state, action)

    def legal(self) -> list[Any]:
        """The kit's legal actions, computed once per position (drags ask many times a frame)."""
        key = (len(self.match.history), id(self.match.state), self.my_turn())
        if self._legal_cache is None or self._legal_cache[0] != key:
            self._legal_cache = (key, super().legal())
        return self._legal_cache[1]

    def kind_actions(self) -> dict[int, list[LlamagedonAction]]:
        """Each card kind the viewer may play now and the legal actions that use it; a
        colour also lists the Wild replacements it can make."""
        table: dict[int, list[LlamagedonAction]] = {}
        if not self.my_turn():
            return table
        areas = self.view.obs.areas
        for action in self.legal():
            kinds: tuple[int, ...] = uses(action)
            if isinstance(action, Replace):
                colour = wild_colour(areas[action.seat][action.shelter])
                kinds = (colour,) if colour is not None else ()
            for kind in kinds:
                table.setdefault(kind, [])
                if action not in table[kind]:
                    table[kind].append(action)
        return table

    def _refresh_playable(self) -> None:
        if not self.private_visible or not self.my_turn():
            self.fan.set_playable(None)
            return
        self.fan.set_playable(self.kind_actions().keys())

    # -- where things are ---------------------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return (self.lay.fan_anchor[0], self.lay.fan_anchor[1] - card_height(self.lay.card_w) // 2)
        rect = self.panel_rect(seat)
        return (rect.left + round(28 * self.scale), rect.bottom - round(40 * self.scale))

    def shelter_rects(self, seat: int, count: int | None = None) -> list[pygame.Rect]:
        """Where each shelter of ``seat`` is drawn (the viewer's in the row above the hand)."""
        n = len(self.view.obs.areas[seat]) if count is None else count
        s = self.scale
        if seat == self.viewer:
            w = self.lay.mine_w
            box = self.lay.mine
            slot = round(w * 1.5)
            top = box.top + round(26 * s)
        else:
            w = self.lay.mini_w
            box = self.panel_rect(seat)
            slot = round(w * 1.45)
            top = box.top + round(56 * s)
            box = pygame.Rect(box.left + round(52 * s), box.top, box.width - round(60 * s), box.height)
        h = card_height(w)
        if n == 0:
            return []
        step = min(slot + round(6 * s), (box.width - round(16 * s) - slot) / max(n - 1, 1)) if n > 1 else 0
        total = slot + step * (n - 1)
        left = box.centerx - total / 2 if seat == self.viewer else box.left
        return [pygame.Rect(round(left + i * step), top, slot, h) for i in range(n)]

    def _build_zones(self) -> None:
        self.drops.clear()
        obs = self.view.obs
        for seat in range(obs.num_players):
            if seat != self.viewer:
                self.drops.add(("seat", seat), self.panel_rect(seat), t("Swap with {name}", name=self.names[seat]))
            for index, rect in enumerate(self.shelter_rects(seat)):
                self.drops.add(("shelter", seat, index), rect, "")
        self.drops.add(("mine",), self.lay.mine, t("Build a shelter"))
        self.drops.add(("table",), self.lay.mat, t("Play it on the table"))

    def target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        """The drop target under ``pos``: a shelter before the panel or row it lies in."""
        shelters = [t for t in self.drops if _key(t)[0] == "shelter" and t.rect.inflate(6, 6).collidepoint(pos)]
        if shelters:
            return min(shelters, key=lambda t: (t.rect.centerx - pos[0]) ** 2 + (t.rect.centery - pos[1]) ** 2)
        slack = round(16 * self.scale)
        areas = [t for t in self.drops if _key(t)[0] != "shelter" and t.rect.inflate(slack, slack).collidepoint(pos)]
        return areas[0] if areas else None

    # -- what a drop means -----------------------------------------------------------------
    def candidates(self, kind: int, key: Hashable) -> list[LlamagedonAction]:
        """Every action a card of ``kind`` dropped on ``key`` could mean (legal or not)."""
        assert isinstance(key, tuple)
        me = self.viewer
        obs = self.view.obs
        hand = obs.hand
        if obs.phase is Phase.BLOCK:
            return [BLOCK_ACTION] if kind == BLOCK and key == ("table",) else []
        if key[0] == "shelter":
            seat, index = key[1], key[2]
            if kind == ATTACK:
                return [Attack(seat, index)]
            if kind == STEAL:
                return [Steal(seat, index)]
            if kind == PROTECT:
                return [Protect(index if seat == me else 10_000)]
            if kind == SWAP and seat != me:
                return [Swap(seat, give) for give in sorted(set(hand))]
            if kind in RESOURCES and seat == me:  # onto your own row: a Wild swapped out, or a build
                mine: list[LlamagedonAction] = [Replace(seat, index)] if kind in COLOURS else []
                return mine + [a for a in self.legal() if isinstance(a, Build) and kind in (a.colour, a.second)]
            if kind in COLOURS:
                return [Replace(seat, index)]
            return []
        if key[0] == "seat":
            return [Swap(key[1], give) for give in sorted(set(hand))] if kind == SWAP else []
        if key == ("table",):
            if kind == DRAW2:
                return [DRAW_TWO]
            if kind == BLOCK:
                return [BLOCK_ACTION]
            if kind in RESOURCES:
                return [a for a in self.legal() if isinstance(a, Recover) and kind in a.colours] or [
                    Recover(k, (kind, kind, kind)) for k in sorted(set(obs.discard))[:1]]
            return []
        if key == ("mine",):
            if kind in RESOURCES:
                return [a for a in self.legal() if isinstance(a, Build) and kind in (a.colour, a.second)] or [
                    Build(kind, kind)]
            return []
        return []

    def judge(self, kind: int, key: Hashable) -> tuple[list[LlamagedonAction], str | Refusal | None]:
        """The legal actions of a drop, or the reason it is refused (the engine's code, or words)."""
        waiting = self.why_not_now()
        if waiting is not None:
            return [], waiting
        legal = self.legal()
        options = self.candidates(kind, key)
        good = [a for a in options if a in legal]
        if good:
            return good, None
        if options:
            reason = self.refusal_of(options[0])
            if reason is not None:
                return [], reason
        if self.view.obs.phase is Phase.BLOCK:
            return [], t("A card is waiting: block it or let it happen first.")
        return [], t(HINTS[kind]) if kind in HINTS else t("{card} is not played by dragging it.", card=_cap(t(LABELS[kind])))

    def drop(self, sprite: CardSprite, key: Hashable) -> None:
        kind = int(sprite.value)
        actions, reason = self.judge(kind, key)
        if reason is not None:
            self.refuse(reason)
            self.fan.snap_back(sprite, shake=True)
            return
        self.offer(actions, self._question(kind, key), back=lambda: self.fan.snap_back(sprite, shake=False))

    def _question(self, kind: int, key: Hashable) -> str:
        if kind == SWAP:
            return t("Which card do you give in the Swap?")
        if key == ("table",):
            return t("Three colours: which card do you take from the discard pile?")
        if key == ("mine",):
            return t("Which shelter do you build?")
        return t("Which one?")

    def offer(self, actions: Sequence[LlamagedonAction], title: str, back: Callable[[], None] | None = None,
              refusal: str = "") -> None:
        """Play the one action, or ask which of several (a chooser popup); none: say why."""
        if not actions:
            self.refuse(refusal or t("That cannot be played now."))
            return
        if len(actions) == 1:
            self.try_action(actions[0], on_refuse=back)
            return
        recovers = [a for a in actions if isinstance(a, Recover)]
        if recovers and len(recovers) == len(actions):
            taken = sorted({a.card for a in recovers})
            if len(taken) > 1:
                choices = [Choice(t("Take {card}", card=t(LABELS[card])) + self._copies(card), (card,),
                                  partial(self._take_card, card, recovers, back)) for card in taken]
                self._open_chooser(title, choices, back)
                return
            self._take_card(taken[0], recovers, back)
            return
        self._open_chooser(title, [Choice(self.action_label(a), self.action_cards(a), partial(self._pick, a, back))
                           for a in actions], back)

    def _copies(self, card: int) -> str:
        count = self.view.obs.discard.count(card)
        return t(" ({count} in the pile)", count=count) if count > 1 else ""

    def _take_card(self, card: int, recovers: list[Recover], back: Callable[[], None] | None) -> None:
        ways = [a for a in recovers if a.card == card]
        if len(ways) == 1:
            self._pick(ways[0], back)
            return
        self._open_chooser(t("Which three colours do you pay for {card}?", card=t(LABELS[card])),
                   [Choice(t("Pay {cards}", cards=t(", ").join(_colour_word(c) for c in a.colours)), a.colours,
                           partial(self._pick, a, back)) for a in ways], back)

    def _open_chooser(self, title: str, choices: list[Choice], back: Callable[[], None] | None) -> None:
        def cancel() -> None:
            self.chooser = None
            if back is not None:
                back()

        self.chooser = Chooser(title, choices, cancel)
        self.chooser.place((self.frame.size[0] // 2, self.frame.size[1] // 2), self.scale,
                           self._chooser_card_w(), self.frame.size)

    def _chooser_card_w(self) -> int:
        return max(28, round(40 * self.scale))

    def _pick(self, action: LlamagedonAction, back: Callable[[], None] | None) -> None:
        self.chooser = None
        self.try_action(action, on_refuse=back)

    def action_label(self, action: LlamagedonAction) -> str:
        if isinstance(action, Build):
            pair = t("two Wilds") if action.colour == WILD else (
                t("{colour} + Wild", colour=_colour_word(action.colour)) if action.second == WILD
                else t("two {colour}", colour=_colour_word(action.colour)))
            return t("Build with {pair}", pair=pair)
        if isinstance(action, Swap):
            return t("Give {card}", card=t(LABELS[action.give]))
        if isinstance(action, Replace):
            shelter = self.view.obs.areas[action.seat][action.shelter]
            colour = wild_colour(shelter)
            give = _colour_word(colour or WILD)
            if action.seat == self.viewer:
                return t("Take the Wild from your shelter {number} (give {colour})", number=action.shelter + 1, colour=give)
            return t("Take the Wild from {name}'s shelter {number} (give {colour})", name=self.names[action.seat],
                     number=action.shelter + 1, colour=give)
        if isinstance(action, Recover):
            return t("Take {card}", card=t(LABELS[action.card]))
        return str(action)

    def action_cards(self, action: LlamagedonAction) -> tuple[int, ...]:
        if isinstance(action, Swap):
            return (action.give,)
        if isinstance(action, Replace):
            return tuple(self.view.obs.areas[action.seat][action.shelter])
        return uses(action)

    # -- the Block window ---------------------------------------------------------------------
    def asked(self) -> bool:
        """The viewer is asked to block or let the card on the chain be."""
        return self.my_turn() and self.view.obs.phase is Phase.BLOCK and bool(self.view.chain)

    def answer_delay(self) -> float:
        """The time a bot takes to answer: the viewer's answers land no earlier than it, so
        timing never tells whether a Block was held."""
        return max(0.0, float(self.match.bot_delay))

    def answer(self, action: LlamagedonAction) -> None:
        """Block or let be; held back until the fixed answer delay has passed."""
        if not self.asked():
            self.try_action(action)
            return
        if action not in self.legal():
            self.refuse(self.refusal_of(action) or t("That answer is not possible now."))
            return
        self.pending_answer = action

    def _layout_prompt(self) -> None:
        s = self.scale
        w, h = self.frame.size
        self.prompt_rect = pygame.Rect(0, 0, round(520 * s), round(230 * s))
        self.prompt_rect.center = (w // 2, self.lay.mat.centery + round(40 * s))
        bw, bh = round(190 * s), round(42 * s)
        can_block = BLOCK_ACTION in self.legal()
        block = pygame.Rect(0, 0, bw, bh)
        let = pygame.Rect(0, 0, bw, bh)
        right = self.prompt_rect.right - round(20 * s)
        block.bottomright = (right - bw - round(12 * s), self.prompt_rect.bottom - round(18 * s))
        let.bottomright = (right, self.prompt_rect.bottom - round(18 * s))
        self.prompt_buttons = [PromptButton("block", t("Block it? (K)"), block, can_block, True),
                               PromptButton("let", t("Let it happen (L)"), let, True)]

    def chain_words(self) -> str:
        """What the last card on the chain does, for the viewer."""
        chain = self.view.chain
        if not chain:
            return ""
        last = chain[-1]
        blocked = chain[-2].seat if len(chain) > 1 else None
        return narrate.chain_sentence(str(last.action), last.seat, blocked, self.narrator())

    # -- event handlers --------------------------------------------------------------------
    def register_handlers(self) -> None:
        for kind, handler in (("draw", self._on_draw), ("play", self._on_play), ("block", self._on_block),
                              ("attack", self._on_attack), ("steal", self._on_steal),
                              ("cancelled", self._on_cancelled), ("llamagedon", self._on_llamagedon),
                              ("recover", self._on_recover), ("swap", self._on_swap), ("build", self._on_build),
                              ("place", self._on_build), ("hand_limit", self._on_hand_limit),
                              ("reshuffle", self._on_reshuffle)):
            self.animator.on(kind, handler)
        self.reactions = install_reactions(self)

    def _fly(self, value: int | None, start: tuple[float, float], end: tuple[float, float], width: int | None = None,
             delay: float = 0.0) -> None:
        self.flights.fly(value, start, end, width or self.lay.pile_w, delay=delay, duration=MOVE_TIME)

    def _from_hand(self, seat: int, kind: int) -> tuple[float, float]:
        if seat == self.viewer and self.fan.face_up:
            sprite = self.fan.dragging if self.fan.dragging is not None and self.fan.dragging.value == kind else (
                self.fan.sprite_for(kind))
            if sprite is not None:
                if sprite is self.fan.dragging:
                    self.fan.end_drag()
                return (sprite.x, sprite.y - sprite.lift)
        return self.seat_anchor(seat)

    def _on_draw(self, event: Event) -> None:
        if event.seat is None:
            return
        sound.play(self.app, "draw")
        if event.get("card") == LLAMAGEDON_CARD:
            self._fly(LLAMAGEDON_CARD, self.lay.deck.center, self.lay.marker.center)
            return
        if event.seat != self.viewer or not self.fan.face_up:
            self._fly(None, self.lay.deck.center, self.seat_anchor(event.seat), self.lay.mini_w)

    def _on_play(self, event: Event) -> None:
        if event.seat is None:
            return
        sound.play(self.app, "card")
        for i, kind in enumerate(event.get("cards", ())):
            self._fly(kind, self._from_hand(event.seat, kind), (self.lay.mat.centerx + i * 12, self.lay.mat.centery),
                      delay=0.05 * i)

    def _on_block(self, event: Event) -> None:
        if event.seat is None:
            return
        sound.play(self.app, "card")
        self._fly(BLOCK, self._from_hand(event.seat, BLOCK), self.lay.mat.center)

    def _shelter_centre(self, seat: int, index: int) -> tuple[int, int]:
        rects = self.shelter_rects(seat)
        return rects[index].center if 0 <= index < len(rects) else self.seat_anchor(seat)

    def _on_attack(self, event: Event) -> None:
        start = self._shelter_centre(event.get("target"), event.get("index"))
        for i, kind in enumerate(event.get("shelter", ())):
            self._fly(kind, start, self.lay.discard.center, delay=0.06 * i)
        self.animator.wait(0.35 * self.app.animation_scale)

    def _on_steal(self, event: Event) -> None:
        if event.seat is None:
            return
        start = self._shelter_centre(event.get("target"), event.get("index"))
        end = self.lay.mine.center if event.seat == self.viewer else self.panel_rect(event.seat).center
        for i, kind in enumerate(event.get("shelter", ())):
            self._fly(kind, start, end, self.lay.mine_w, delay=0.06 * i)

    def _on_cancelled(self, event: Event) -> None:
        self._fly(BLOCK, self.lay.mat.center, self.lay.discard.center)

    def _on_llamagedon(self, event: Event) -> None:
        sound.play(self.app, "chime")
        scale = self.app.animation_scale
        if scale > 0:
            self.shower = MeteorShower(self.frame.size, self.scale)
            self.animator.wait(MeteorShower.DURATION * max(scale, 0.5))

    def _on_recover(self, event: Event) -> None:
        if event.seat is None:
            return
        end = self.lay.mine.center if event.get("placed") and event.seat == self.viewer else self.seat_anchor(event.seat)
        self._fly(event.get("card"), self.lay.discard.center, end)

    def _on_swap(self, event: Event) -> None:
        if event.seat is None or event.get("empty"):
            return
        a, b = self.seat_anchor(event.seat), self.seat_anchor(event.get("target"))
        self._fly(None, a, b, self.lay.mini_w)
        self._fly(None, b, a, self.lay.mini_w, delay=0.1)

    def _on_build(self, event: Event) -> None:
        if event.seat is None:
            return
        end = self.lay.mine.center if event.seat == self.viewer else self.panel_rect(event.seat).center
        for i, kind in enumerate(event.get("shelter", ())):
            self._fly(kind, self._from_hand(event.seat, kind), end, self.lay.mine_w, delay=0.05 * i)

    def _on_hand_limit(self, event: Event) -> None:
        if event.seat is None:
            return
        for i, kind in enumerate(event.get("cards", ())):
            self._fly(kind, self.seat_anchor(event.seat), self.lay.discard.center, delay=0.05 * i)

    def _on_reshuffle(self, event: Event) -> None:
        sound.play(self.app, "shuffle")
        self._fly(None, self.lay.discard.center, self.lay.deck.center)

    # -- input -----------------------------------------------------------------------------
    def modal_layer(self) -> ModalLayer | None:
        """The chooser, while open, takes every input."""
        return self.chooser

    def table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            return self._on_key(event.key)
        if self.asked() and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.prompt_buttons:
                if button.rect.collidepoint(event.pos):
                    if button.enabled:
                        self.answer(BLOCK_ACTION if button.key == "block" else LET)
                    else:
                        self.refuse(self.refusal_of(BLOCK_ACTION) or "")
                    return True
        intent = self.fan.handle_event(event)
        if isinstance(intent, FanDrop):
            target = self.target_at(intent.pos)
            self.hover_target = None
            if target is None:
                self.fan.snap_back(intent.sprite, shake=False)
                kind = int(intent.sprite.value)
                self.toasts.show(t(HINTS.get(kind, "Drop a card on its target to play it.")))
            else:
                self.drop(intent.sprite, target.key)
            return True
        if isinstance(intent, FanClick):
            self._click_card(int(intent.sprite.value))
            return True
        if intent:
            self._track_hover()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.lay.discard.collidepoint(event.pos):
            self.browse_discard()
            return True
        return False

    def _click_card(self, kind: int) -> None:
        """A click on a card: play it where it has one obvious use, else say how."""
        if self.asked() and kind == BLOCK:
            self.answer(BLOCK_ACTION)
            return
        actions = self.kind_actions().get(kind, [])
        if kind == DRAW2 and DRAW_TWO in actions:
            self.try_action(DRAW_TWO)
            return
        builds = [a for a in actions if isinstance(a, Build)]
        if builds and len(builds) == len(actions):
            self.offer(builds, t("Which shelter do you build?"))
            return
        waiting = self.why_not_now()
        self.toasts.show(waiting or t(HINTS.get(kind, "Drag a card onto its target to play it.")))

    def _track_hover(self) -> None:
        dragging = self.fan.dragging
        if dragging is None:
            self.hover_target, self.hover_reason = None, None
            return
        target = self.target_at((round(dragging.x), round(dragging.y - self.fan.drag_offset[1])))
        target = self.target_at(self.mouse) if target is None else target
        self.hover_target = target
        if target is None:
            self.hover_reason = None
            return
        actions, reason = self.judge(int(dragging.value), target.key)
        self.hover_reason = reason
        if reason is None:
            target.label = self._drop_label(actions)

    def _drop_label(self, actions: list[LlamagedonAction]) -> str:
        first = actions[0]
        if isinstance(first, Attack):
            return t("Attack this shelter")
        if isinstance(first, Steal):
            return t("Steal this shelter")
        if isinstance(first, Protect):
            return t("Protect this shelter")
        if isinstance(first, Swap):
            return t("Swap with {name}", name=self.names[first.seat])
        if isinstance(first, DrawTwo):
            return t("Draw two cards")
        if isinstance(first, Recover):
            return t("Three colours: take from the discard pile")
        if isinstance(first, Build):
            return t("Build a shelter")
        if isinstance(first, Replace):
            return t("Take this Wild")
        return t("Block it")

    def _on_key(self, key: int) -> bool:
        if self.asked():
            if key == pygame.K_k:
                self.answer(BLOCK_ACTION)
                return True
            if key == pygame.K_l:
                self.answer(LET)
                return True
        if key == pygame.K_p:
            self.try_action(PASS)
            return True
        if key == pygame.K_b:
            self.on_button("build")
            return True
        if key == pygame.K_r:
            self.on_button("replace")
            return True
        if key == pygame.K_d:
            self.try_action(DRAW_TWO)
            return True
        return False

    def browse_discard(self) -> None:
        """Look through the discard pile (the three-colours action picks from it)."""
        discard = self.view.obs.discard
        if not discard:
            self.toasts.show(t("The discard pile is empty."))
            return
        recovers = [a for a in self.legal() if isinstance(a, Recover)]
        if recovers:
            self.offer(recovers, t("Three colours: which card do you take from the discard pile?"))
            return
        kinds = sorted(set(discard))
        choices = [Choice(f"{_cap(t(LABELS[k]))} × {discard.count(k)}", (k,), self._close_chooser) for k in kinds]
        self._open_chooser(t("The discard pile: {count} cards", count=len(discard)), choices, None)

    def _close_chooser(self) -> None:
        self.chooser = None

    def drops_cancel(self) -> None:
        self.hover_target = None
        if self.fan.dragging is not None:
            self.fan.snap_back(self.fan.dragging, shake=False)

    # -- frame -----------------------------------------------------------------------------
    def update_table(self, dt: float) -> None:
        self.flights.update()
        self.reactions.scale = self.scale
        self.reactions.update(dt, self.app.animation_scale)
        if self.shower is not None:
            self.shower.update(dt / max(self.app.animation_scale, 0.5))
            if self.shower.done:
                self.shower = None
        version = len(self.match.history)
        if version != self.asked_version:
            self.asked_version = version
            self.asked_time = self.time
            self.pending_answer = None
        if self.asked() and not self.animator.busy:
            if self.pending_answer is None and self.legal() == [LET]:
                self.pending_answer = LET  # no Block in hand: answered like a bot, after its delay
            if self.pending_answer is not None and self.time - self.asked_time >= self.answer_delay():
                action, self.pending_answer = self.pending_answer, None
                self.try_action(action)
        if self.asked():
            self._layout_prompt()

    # -- drawing ---------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_deck(surface)
        self._draw_discard(surface)
        self._draw_marker(surface)
        self._draw_mat(surface)
        self._draw_mine(surface)

    def _label(self, surface: pygame.Surface, text: str, rect: pygame.Rect, colour: tuple[int, int, int] = CREAM) -> None:
        draw_text(surface, text, self.small(14), (rect.centerx, rect.bottom + round(6 * self.scale)), colour,
                  anchor="midtop", shadow=INK)

    def _draw_deck(self, surface: pygame.Surface) -> None:
        rect = self.lay.deck
        count = self.view.obs.deck_size
        if count == 0:
            pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, rect.width // 9))
        for i in range(min(6, (count + 7) // 8)):
            self.cards.draw(surface, CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0,
                                                width=self.lay.pile_w), shadow_offset=3 if i == 0 else 0)
        self._label(surface, t("Deck · {count}", count=count), rect)

    def _draw_discard(self, surface: pygame.Surface) -> None:
        rect = self.lay.discard
        pile = self.view.obs.discard
        if not pile:
            pygame.draw.rect(surface, (120, 140, 190), rect, 2, border_radius=max(4, rect.width // 9))
        for i, kind in enumerate(pile[-3:]):
            n = len(pile) - 3 + i
            self.cards.draw(surface, CardSprite(kind, rect.centerx, rect.centery, angle=float((n * 37) % 11 - 5),
                                                width=self.lay.pile_w), shadow_offset=2)
        self._label(surface, t("Discard · {count} (click to browse)", count=len(pile)) if pile else t("Discard"), rect)

    def _draw_marker(self, surface: pygame.Surface) -> None:
        rect = self.lay.marker
        obs = self.view.obs
        s = self.scale
        if obs.llamagedon_by is None:
            pygame.draw.rect(surface, (90, 110, 170), rect, 2, border_radius=max(4, rect.width // 9))
            draw_text(surface, "?", round(30 * s), rect.center, (90, 110, 170), anchor="center", bold=True)
            self._label(surface, t("Llamagedón"), rect, (170, 184, 220))
            return
        self.cards.draw(surface, CardSprite(LLAMAGEDON_CARD, rect.centerx, rect.centery, angle=-4.0,
                                            width=self.lay.pile_w))
        text = self.rounds_left_text()
        size = self.small(13)
        pill = pygame.Rect(0, 0, max(rect.width + round(12 * s), text_width(text, size, True) + round(16 * s)),
                           round(24 * s))
        pill.center = (rect.centerx, rect.bottom - round(4 * s))
        rounded_panel(surface, pill, TERRACOTTA, 245, radius=pill.height // 2, border=GOLD, border_width=2)
        draw_text(surface, text, size, pill.center, CREAM, anchor="center", bold=True)

    def _draw_mat(self, surface: pygame.Surface) -> None:
        mat = self.lay.mat
        s = self.scale
        rounded_panel(surface, mat, (8, 12, 34), 120, radius=round(18 * s), border=(90, 110, 170), border_width=2)
        chain = self.view.chain
        if not chain:
            draw_text(surface, t("The table"), self.small(15), (mat.centerx, mat.centery - round(12 * s)), (170, 184, 220),
                      anchor="center", bold=True)
            draw_text(surface, fit_text(t("Draw 2 · three colours"), self.small(13), mat.width - round(20 * s)),
                      self.small(13), (mat.centerx, mat.centery + round(12 * s)), (150, 164, 200), anchor="center")
            return
        cards: list[tuple[int, int]] = []
        for link in chain:
            for kind in _link_cards(link.action):
                cards.append((kind, link.seat))
        step = min(round(self.lay.pile_w * 0.6), (mat.width - self.lay.pile_w - round(20 * s)) // max(len(cards) - 1, 1))
        x0 = mat.centerx - step * (len(cards) - 1) / 2
        for i, (kind, seat) in enumerate(cards):
            self.cards.draw(surface, CardSprite(kind, x0 + i * step, mat.centery - round(4 * s),
                                                angle=float((i * 29) % 9 - 4), width=self.lay.pile_w), shadow_offset=3)
        if not self.asked():
            size, bottom = self.small(14), mat.top - round(6 * s)
            room = mat.width + round(160 * s)
            for seat in range(self.match.num_players):  # never under a seat panel beside the line
                panel = self.panel_rect(seat)
                if panel.top < bottom and panel.bottom > bottom - round(size * 1.4):
                    side = mat.centerx - panel.right if panel.centerx < mat.centerx else panel.left - mat.centerx
                    room = min(room, 2 * side - round(8 * s))
            draw_text(surface, fit_text(self.chain_words(), size, room, bold=True), size,
                      (mat.centerx, bottom), GOLD, anchor="midbottom", bold=True, shadow=INK)

    def _draw_mine(self, surface: pygame.Surface) -> None:
        box = self.lay.mine
        s = self.scale
        rounded_panel(surface, box, (8, 12, 34), 90, radius=round(14 * s), border=(90, 110, 170), border_width=1)
        areas = self.view.obs.areas[self.viewer]
        heading = (t("Your shelters · {count}", count=len(areas)) if len(self.humans) < 2
                   else t("{name}'s shelters · {count}", name=self.names[self.viewer], count=len(areas)))
        draw_text(surface, heading, self.small(14), (box.left + round(12 * s), box.top + round(5 * s)),
                  GOLD, bold=True)
        if not areas:
            draw_text(surface, t("Drop two Resources of one colour here to build"), self.small(13), box.center,
                      (150, 164, 200), anchor="center")
        for shelter, rect in zip(areas, self.shelter_rects(self.viewer)):
            self._draw_shelter(surface, shelter, rect, self.lay.mine_w)

    def _draw_shelter(self, surface: pygame.Surface, shelter: tuple[int, ...], rect: pygame.Rect, width: int) -> None:
        """A Shelter card, or a Built Shelter as two overlapping Resources, Protect on top."""
        cards = [c for c in shelter if c != PROTECT]
        cy = rect.centery
        if len(cards) == 1:
            xs = [rect.centerx]
        else:
            xs = [rect.left + width // 2, rect.right - width // 2]
        for i, (kind, x) in enumerate(zip(cards, xs)):
            self.cards.draw(surface, CardSprite(kind, x, cy, angle=(-3.0 if i == 0 else 3.0) if len(cards) > 1 else 0.0,
                                                width=width), shadow_offset=2)
        if PROTECT in shelter:
            self.cards.draw(surface, CardSprite(PROTECT, rect.centerx, cy + round(width * 0.35), angle=90.0,
                                                width=round(width * 0.8)), shadow_offset=3)

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        s = self.scale
        obs = self.view.obs
        count = obs.hand_sizes[seat]
        if seat == self.viewer:
            draw_text(surface, t("{count} card in hand", count=count) if count == 1 else t("{count} cards in hand", count=count),
                      self.small(14),
                      (rect.left + round(12 * s), rect.top + round(54 * s)), CREAM)
            built = len(obs.areas[seat])
            draw_text(surface, t("{count} shelter", count=built) if built == 1 else t("{count} shelters", count=built),
                      self.small(14), (rect.left + round(12 * s), rect.top + round(76 * s)), GOLD, bold=True)
            return
        back_w = round(30 * s)
        stack_top = max(rect.top + round(56 * s), top + round(7 * s) + 2)  # the count badge stays under the header
        bx, by = rect.left + round(12 * s) + back_w // 2, stack_top + card_height(back_w) // 2
        for i in range(min(3, count)):
            self.cards.draw(surface, CardSprite(None, bx + i * 3, by - i * 2, width=back_w), shadow_offset=2)
        pygame.draw.circle(surface, INK, (bx + back_w // 2, by - card_height(back_w) // 2 + round(4 * s)), round(11 * s) + 2)
        pygame.draw.circle(surface, GOLD, (bx + back_w // 2, by - card_height(back_w) // 2 + round(4 * s)), round(11 * s))
        draw_text(surface, str(count), self.small(13), (bx + back_w // 2, by - card_height(back_w) // 2 + round(4 * s)),
                  INK, anchor="center", bold=True)
        offset = (rect.left - self.panel_rect(seat).left, rect.top - self.panel_rect(seat).top)
        areas = obs.areas[seat]
        for shelter, srect in zip(areas, self.shelter_rects(seat)):
            self._draw_shelter(surface, shelter, srect.move(offset), self.lay.mini_w)
        if not areas:
            draw_text(surface, t("no shelters"), self.small(13), (rect.left + round(60 * s), rect.top + round(80 * s)),
                      (170, 184, 220))
        draw_text(surface, f"{len(areas)}", self.small(16), (rect.right - round(14 * s), rect.bottom - round(8 * s)),
                  GOLD, anchor="bottomright", bold=True)

    def seat_signature(self, seat: int) -> Any:
        obs = self.view.obs
        return (obs.hand_sizes[seat], obs.areas[seat], seat == self.viewer, self.viewer, self.lay.mini_w)

    def draw_over(self, surface: pygame.Surface) -> None:
        dragging = self.fan.dragging
        if dragging is not None and not self.asked():
            legal_keys = self._legal_keys(int(dragging.value))
            reason = None if self.hover_reason is None else self.reason_words(self.hover_reason)
            self.drops.draw(surface, self.hover_target, reason, self.small(16),
                            glow=lambda t: t.key in legal_keys)
        self._draw_targeted(surface)
        self.reactions.draw(surface)
        self.flights.draw(surface)
        if self.asked():
            self._layout_prompt()
            self._draw_prompt(surface)
        self.fan.draw(surface)
        if self.chooser is not None:
            self.chooser.draw(surface, self.cards, self._chooser_card_w(), self.scale, self.small(15))
        if self.shower is not None:
            obs = self.view.obs
            drawer = obs.llamagedon_by
            banner = [t("LLAMAGEDÓN!")]
            if drawer is not None:
                who = t("You") if drawer == self.narrator().viewer else self.names[drawer]
                banner += [t("{name} drew the card: every Built Shelter in hand is laid down.", name=who),
                           t("Two rounds left.")]
            self.shower.draw(surface, banner, self.scale)

    def _legal_keys(self, kind: int) -> set[Hashable]:
        """The targets that take a card of ``kind`` now (cached per position and card)."""
        cache_key = (len(self.match.history), id(self.match.state), self.my_turn(), kind, len(self.drops.targets))
        if self._keys_cache is not None and self._keys_cache[0] == cache_key:
            return self._keys_cache[1]
        keys: set[Hashable] = set()
        for target in self.drops:
            if self.candidates(kind, target.key) and self.judge(kind, target.key)[1] is None:
                keys.add(target.key)
        self._keys_cache = (cache_key, keys)
        return keys

    def _draw_targeted(self, surface: pygame.Surface) -> None:
        """During a Block window, the shelter an Attack or Steal aims at glows red."""
        chain = self.view.chain
        if not chain:
            return
        action = chain[0].action
        if isinstance(action, (Attack, Steal)):
            rects = self.shelter_rects(action.seat)
            if 0 <= action.shelter < len(rects):
                r = rects[action.shelter].inflate(round(10 * self.scale), round(10 * self.scale))
                pygame.draw.rect(surface, TERRACOTTA, r, max(2, round(3 * self.scale)), border_radius=round(8 * self.scale))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prompt_rect
        veil(surface, (4, 6, 18, 90))  # the table recedes behind the question (labels under the box too)
        rounded_panel(surface, rect.move(5, 7), (0, 0, 0), 110, radius=round(18 * s))
        rounded_panel(surface, rect, (16, 22, 50), 245, radius=round(18 * s), border=GOLD, border_width=2)
        chain = self.view.chain
        kinds = _link_cards(chain[-1].action)
        card_w = round(96 * s)
        x = rect.left + round(24 * s) + card_w // 2
        for i, kind in enumerate(kinds):
            self.cards.draw(surface, CardSprite(kind, x + i * round(18 * s), rect.centery, angle=float(i * 4 - 4),
                                                width=card_w), shadow_offset=4)
        tx = rect.left + round(24 * s) + card_w + round(18 * s) + (len(kinds) - 1) * round(18 * s)
        room = rect.right - tx - round(16 * s)
        title = t("A Block is played") if len(chain) > 1 else t("An action is played")
        draw_text(surface, title, round(26 * s), (tx, rect.top + round(18 * s)), GOLD, bold=True)
        words = self.chain_words()
        for i, line in enumerate(_wrap(words, self.small(16), room)[:3]):
            draw_text(surface, line, self.small(16), (tx, rect.top + round(62 * s) + i * round(22 * s)), CREAM)
        depth = len(chain) - 1
        if depth:
            draw_text(surface, t("{count} Block on the chain", count=depth) if depth == 1
                      else t("{count} Blocks on the chain", count=depth), self.small(14),
                      (tx, rect.top + round(130 * s)), SKY_BRIGHT)
        for button in self.prompt_buttons:
            button.draw(surface, self.small(15), button.rect.collidepoint(self.mouse))

    def status_line(self) -> str:
        obs = self.view.obs
        if self.match.is_over():
            return t("The game is over.")
        if self.asked():
            return t("A card is on the table: block it or let it happen.")
        if self.my_turn():
            return t("Your turn: drag a card onto its target, build, or end your turn.")
        if obs.phase is Phase.BLOCK:
            current = self.match.current_seat()
            if current is not None:
                return t("{name} may block it…", name=self.names[current])
        return self.default_status()


def _key(target: DropTarget) -> tuple[Any, ...]:
    key = target.key
    assert isinstance(key, tuple)
    return key


def _link_cards(action: Any) -> tuple[int, ...]:
    return link_cards(action)


def _wrap(text: str, size: int, width: int) -> list[str]:
    return wrap(text, size, width) if text else []


def _cap(text: str) -> str:
    """A label at the start of a line: "An Attack" (Japanese has no capitals: unchanged)."""
    return text[:1].upper() + text[1:]


def _colour_word(kind: int) -> str:
    """A card's name inside a sentence: "red", "wild" (Japanese: 赤, ワイルド)."""
    return t(art.card_name(kind).lower())


__all__ = ["LlamagedonTable"]
