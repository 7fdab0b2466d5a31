"""What lies on the Llamagedón table and follows the match: your hand as a fan, the cards in
flight, the pulses and the meteor shower, the view of the observation the table shows, the
drag in progress and the Block prompt's answer waiting for its moment.

The other parts read and change this state; the stage keeps it in step with the match
(``sync``, ``settled``, ``on_undo``) and advances it each frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import language, t
from ....i18n import sentences as joined
from ....rules.core import Event, Refusal
from ....rules.llamagedon.actions import BLOCK as BLOCK_ACTION
from ....rules.llamagedon.actions import LET, Attack, LlamagedonAction, Replace, Steal
from ....rules.llamagedon.cards import BLOCK as BLOCK_CARD
from ....rules.llamagedon.cards import LLAMAGEDON_CARD
from ....rules.llamagedon.legality import uses
from ....rules.llamagedon.state import Phase
from ....rules.llamagedon.turns import wild_colour
from ... import assets, sound
from ...table.drag import DropTarget
from ...table.flights import CardFlights
from ...table.parts import Stage
from ...text import text_width
from ...widgets.card_fan import CardFan
from ...widgets.cards import CardImages, card_height
from ...widgets.reactions import Effects
from . import art
from .asking import let_pass_words, touches_me, unarmed
from .chain import ChainPanel, answer_words, button_height, link_sentences, panel_room, plan_panel, standing_words
from .hotseat import LET_FOR_THEM, PRIVATE, QUESTION, TableAnswers, link_key, shared_step
from .landing import LandingRing
from .layout import HAND_ARC, HAND_TILT, layout_of, marker_label_rect
from .notice import NoticeClock
from .overlays import MeteorShower, PromptButton, button_lines, checkbox_words
from .pile_labels import pile_label_rects
from .recap import RecapState
from .taken import TakenTags
from .type_scale import LEAD

if TYPE_CHECKING:
    from ...table.kit import Table


@dataclass(frozen=True)
class View:
    """What the table shows now: the viewer's observation, kept until the next one settles."""

    obs: Any

    @property
    def chain(self) -> tuple[Any, ...]:
        return tuple(self.obs.chain)


def kind_actions(legal: Sequence[Any], areas: Sequence[Sequence[tuple[int, ...]]]) -> dict[int, list[LlamagedonAction]]:
    """Each card kind the viewer may play and the ``legal`` actions that use it; a colour
    also lists the Wild replacements it can make (``areas``: every seat's shelters)."""
    table: dict[int, list[LlamagedonAction]] = {}
    for action in legal:
        kinds: tuple[int, ...] = uses(action)
        if isinstance(action, Replace):
            colour = wild_colour(areas[action.seat][action.shelter])
            kinds = (colour,) if colour is not None else ()
        for kind in kinds:
            table.setdefault(kind, [])
            if action not in table[kind]:
                table[kind].append(action)
    return table


class LlamagedonStage(Stage):
    """The sprites and figures of the Llamagedón table and their state."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.cards = CardImages(face=self.face, back=art.back)
        self.fan = CardFan(table.tweener, self.cards)
        self.fan.step_ratio = 1.06  # each card prints its name along its foot: side by side where there is room
        self.flights = CardFlights(table.tweener, self.cards, table.match.num_players)
        self.effects = Effects()
        """The pulses and flying points of the reactions (``reactions.py``)."""
        self.view = View(table.view.observation())
        self.shower: MeteorShower | None = None
        self.key_card: int | None = None
        """The card kind picked up with the keys (see keys.py), waiting for its place."""
        self.key_places: Any = None
        """(state, (viewer, drop zones), kind -> places) the keys worked out for a position (keys.py)."""
        self.hover_target: DropTarget | None = None
        self.hover_reason: str | Refusal | None = None
        self.prompt_buttons: list[PromptButton] = []
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.band = False
        """Whether the chain's panel lies under your shelter row (over the hand, drawn above it)."""
        self.notice = ""
        """What a rival's card just took, destroyed or swapped of yours ("Dolly's Attack destroys your
        green Built Shelter."): it stays on your shelter row for its move's moment (notice.py), a toast
        faded while other moves played."""
        self.notice_clock = NoticeClock()
        self.tie_line: pygame.Rect | None = None
        """Where your panel's tie-break line stands, from the panel's top left (its tooltip)."""
        self.last_blocker: int | None = None
        """The seat of the last Block played on the mat (who to name when your card is blocked)."""
        self.answer_rows = 1
        """The Block question's rows of buttons: 2 where its three do not hold their words in one."""
        self.recap = RecapState()
        """The "Since your turn" panel: the turn it was made for and whether it was put away (recap.py)."""
        self.panel: ChainPanel | None = None
        """The chain's panel as last placed (the Block prompt, or the chain while others answer)."""
        self.answers = TableAnswers()
        """At a shared screen: the table's public answers to "does anyone block?" (hotseat.py)."""
        self.mouse = (0, 0)
        self.tip_open = False
        """The pointer is on a folded tip's tab (or on the tip it opened): the whole tip shows."""
        self.asked_version = -1
        self.asked_time = 0.0
        self.pending_answer: LlamagedonAction | None = None
        """The viewer's Block answer, held back until a bot's answer delay has passed."""
        self.placed: tuple[Any, ...] | None = None
        """The layout and language the fan and the card faces were last set for."""
        self.landing: LandingRing | None = None
        """The ring round the place the card played now lands on (landing.py)."""
        self.in_air = 0
        """Cards of the chain's newest link still flying to their target: the mat shows them
        once they have landed, not twice at once."""
        self.taken = TakenTags()
        """What the last Steal took, as a tag at the thief's and the robbed seat's panels (taken.py)."""

    def words(self) -> float:
        """How much larger than at 100% a card's printed name is: the player's Size (art.py)."""
        return round(min(max(self.table.text_scale / self.table.scale, 1.0), art.WORDS_MOST), 2)

    def face(self, kind: int, width: int) -> pygame.Surface:
        """A card's face at ``width``, its name at the player's Size where its banner holds it."""
        return art.face(kind, width, self.words())

    # -- the kit's moments -----------------------------------------------------------------
    def sync(self, animate: bool) -> None:
        self.follow_layout()
        self.view = View(self.table.view.observation())
        self.flights.cancel()
        self.taken.clear()  # (undone, or a replay's jump: the tag's moment is not this position's)
        self.table.chooser.close()
        self.fan.set_face_up(self.face_up())
        if not animate:
            self.fan.cards = []
        self.fan.set_cards(self.own_hand(), animate=animate, new_from=layout_of(self.table).lay.deck.center)
        self.fan.show_peek(self.fan.peek if self.table.sight.peeking else ())  # a resize keeps the look
        self.refresh_playable()
        self.build_zones()

    def on_enter(self) -> None:
        self.view = View(self.table.view.observation())
        self.fan.cards = []
        self.follow_layout()
        self.fan.set_face_up(self.face_up())
        self.fan.set_cards(self.own_hand(), new_from=layout_of(self.table).lay.deck.center, stagger=0.06)
        sound.play(self.table.app, "shuffle")
        self.refresh_playable()
        self.build_zones()

    def settled(self, events: list[Event]) -> None:
        viewer = self.table.viewer
        self.notice = self.notice_clock.settle(self.notice, events, viewer)  # (notice.py)
        self.taken.settle(events, viewer)  # the Steal's tags end with its moment
        self.view = View(self.table.view.observation())
        obs = self.view.obs
        blocked = any(e.kind == "cancelled" and e.seat == viewer for e in events)  # told now: kept
        if self.table.my_turn() and obs.phase is Phase.MAIN and not obs.chain and not blocked:
            self.notice = ""  # your turn has come: the "Since your turn" panel tells it, what hit you first
        self.table.chooser.close()
        self.fan.set_face_up(self.face_up())
        self.fan.set_cards(self.own_hand(), new_from=layout_of(self.table).lay.deck.center)
        self.fan.show_peek(self.table.sight.peek(self.fan.arrived, [c.value for c in self.fan.cards]))  # drawn or taken
        self.refresh_playable()
        self.build_zones()

    def on_undo(self) -> None:
        self.pending_answer = None
        self.answers.clear()
        self.table.parts.stage.sync(animate=True)

    def refreshed(self) -> None:
        self.refresh_playable()

    def holds_piece(self) -> bool:
        return self.fan.dragging is not None

    def cancel(self) -> None:
        self.hover_target = None
        if self.fan.dragging is not None:
            self.fan.snap_back(self.fan.dragging, shake=False)

    def question(self) -> pygame.Rect | None:
        """The Block chain's panel while it is up (its question and answers)."""
        return None if self.panel is None else pygame.Rect(self.panel.rect)

    def follow_layout(self) -> None:
        """Put the fan where the layout says and drop faces printed in another language
        (only when the layout or the language changed since the last time)."""
        lay = layout_of(self.table).lay
        placed = ((lay.fan_anchor, lay.fan_width, lay.card_w), (language(), self.words()))
        if self.placed is not None and self.placed[1] != placed[1]:
            self.cards._cache.clear()  # the faces print the cards' names: the new language's, at the new Size
        if self.placed == placed:
            return
        self.placed = placed
        self.effects.scale = self.table.scale
        self.fan.stands = True  # every card's whole face on the felt, HAND_MARGIN above the window's foot
        self.fan.arc_depth, self.fan.standing_tilt = HAND_ARC, HAND_TILT
        self.fan.set_layout((lay.fan_anchor[0], lay.hand_foot), lay.fan_width, lay.card_w)

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        lay = layout_of(self.table).lay
        widths = (lay.card_w, lay.pile_w, lay.mine_w, lay.mini_w)
        now: list[Callable[[], Any]] = [partial(assets.table_felt, self.table.frame.size, self.table.felt)]
        now += [partial(art.back, w) for w in widths]
        now += [partial(art.face, k, lay.card_w, self.words()) for k in sorted(set(self.view.obs.hand))]
        now += [partial(assets.card_shadow, w) for w in widths]
        later: list[Callable[[], Any]] = [partial(art.face, k, w, self.words()) for w in widths for k in range(13)]
        later.append(partial(art.face, LLAMAGEDON_CARD, round(150 * self.table.scale)))
        return now, later

    def update(self, dt: float) -> None:
        table = self.table
        self.flights.update()
        if not self.flights.busy:
            self.in_air = 0
        self.effects.scale = table.scale
        self.effects.update(dt, table.app.animation_scale)
        if self.shower is not None:
            self.shower.update(dt / max(table.app.animation_scale, 0.5))
            if self.shower.done:
                self.shower = None
        self.notice = self.notice_clock.check(self.notice, table.time)
        version = table.view.moves
        if version != self.asked_version:
            self.asked_version = version
            self.asked_time = table.time
            self.pending_answer = None
        if not table.sight.holds_the_table() and self.answer_when_due():  # (a human looks at a card given them)
            return
        if self.view.chain:
            self.place_prompt()

    def answer_when_due(self) -> bool:
        """A human's Block answer (or the table's "let it be" for them) lands after a bot's
        delay; True when the table let it be for a human."""
        table = self.table
        if self.shared_step() == LET_FOR_THEM and not table.animator.busy and not table.covered and table.replay is None \
                and table.time - self.asked_time >= self.answer_delay():
            asked = table.view.current_player()
            assert asked is not None, "a Block window is open"
            table.moves.absorb(table.view_of(asked).answer_block(False))  # a human who did not claim the block lets it be
            return True
        if self.asked() and not table.animator.busy and self.waits_for_you() and self.pending_answer is None:
            left = self.answer_left()
            if left is not None and left[1] == 0:  # the countdown every asked human gets: the card happens
                table.moves.try_action(LET, for_you=True)
                return False
        if self.asked() and not table.animator.busy:
            unasked = self.passes_unasked()
            for_you = (table.legal() == [LET] and not self.waits_for_you()) or unasked
            if self.pending_answer is None and for_you:
                self.pending_answer = LET  # no Block in hand (or not aimed at you): answered like a bot, after its delay
            if self.pending_answer is not None and table.time - self.asked_time >= self.answer_delay():
                action, self.pending_answer = self.pending_answer, None
                name = table.names[self.view.chain[0].seat]
                if action == LET and for_you and not unasked and BLOCK_CARD not in self.view.obs.hand:
                    self.let_unarmed()  # no Block in hand: the log says so
                else:
                    table.moves.try_action(action, for_you=for_you)  # no choice: not undone
                if unasked:  # said in the log and a toast: the table never passes your Block silently
                    table.toasts.show(let_pass_words(name))  # after the move, which clears the table's toasts
                    table.log.add(table.viewer, let_pass_words(name), about_you=True)
        return False

    def let_unarmed(self) -> None:
        """The table answers for you, who hold no Block, as ``moves.try_action`` would (no
        Undo: the table would only answer again), the answer marked so (``asking.unarmed``)."""
        table = self.table
        if table.moves.why_not_now() is not None:
            table.moves.try_action(LET, for_you=True)  # (refused with its reason)
            return
        events = table.view.act(LET)
        table.toasts.clear()
        table.coach.played(LET)
        table.moves.made_for_you = table.view.stamp
        table.moves.absorb(unarmed(events, table.viewer))

    # -- reading the position --------------------------------------------------------------
    def asked(self) -> bool:
        """The viewer is asked to block or let the card on the chain be."""
        return (self.table.my_turn() and self.view.obs.phase is Phase.BLOCK and bool(self.view.chain)
                and self.shared_step() == PRIVATE)

    def passes_unasked(self) -> bool:
        """You hold a Block, but the card is not aimed at you and "Ask me only when it touches
        me" is on: it goes by without a question (``asking.py``). A shared screen asks the
        whole table at once, and one who claimed the Block is asked; a lesson teaches the Block:
        never passed there; nor where friends read your screen (it told them you held one)."""
        table = self.table
        return (len(table.humans) == 1 and getattr(table.mode, "guide", None) is None and self.asked() and bool(table.app.settings.block_only_mine) and BLOCK_ACTION in table.legal()
                and not touches_me(self.view.chain, table.viewer) and not self.asks_alike())

    def asks_alike(self) -> bool:
        """You alone answer at this screen, and friends read it (phones at the table): your Block
        question comes in every window and looks and lasts the same whether or not you hold a
        Block. Asked only when holding one (a dimmed table and two answers, else the card let be
        at once), the laptop told every friend who did."""
        table = self.table
        return len(table.humans) == 1 and table.hides_who_is_asked()

    def answer_left(self) -> tuple[int, float | None] | None:
        """A table with phones: the seat its Block window waits for and the seconds it has left
        (the same countdown for every human, Block or not), else None."""
        left = getattr(self.table, "answer_left", None)
        return left() if callable(left) else None

    def waiting_words(self) -> str:
        """"Waiting for Ana: 5 s" under the question, as every phone says it, or ""."""
        left = self.answer_left()
        if left is None or left[1] is None:
            return ""
        return t("Waiting for {name}: {s} s", name=self.table.names[left[0]], s=math.ceil(left[1]))

    def waits_for_you(self) -> bool:
        """You are asked about someone else's card where friends read the screen: the question
        waits for your answer, Block or not (:meth:`asks_alike`). Your own card is asked of you
        last and only let be, by the rules everyone knows: it goes on by itself."""
        chain = self.view.chain
        return self.asked() and self.asks_alike() and chain[-1].seat != self.table.viewer

    def shared_step(self, seat: int | None = None) -> str:
        """At a shared screen, what the Block window does for ``seat`` (the asked seat by
        default): decide in private, ask the table in public, or let it be for them."""
        table = self.table
        current = table.match.current_seat() if seat is None else seat
        obs = table.view.observation()  # the phase and the chain's seats are public
        blocking = obs.phase is Phase.BLOCK and bool(obs.chain)
        return shared_step(table.humans, current, blocking, link_key(obs), self.answers)

    def public_question(self) -> bool:
        """The table is asked in public whether anyone blocks (hands face down)."""
        return self.shared_step() == QUESTION and not self.table.covered and self.table.flow.interlude is None

    def face_up(self) -> bool:
        """The viewer's hand is face up: their own screen, and no public question open."""
        return self.table.sight.private_visible and self.shared_step() == PRIVATE

    def answer_delay(self) -> float:
        """The time a bot takes to answer: the viewer's answers land no earlier than it, so
        timing never tells whether a Block was held."""
        return max(0.0, float(self.table.match.pacer.bot_delay))

    def kind_actions(self) -> dict[int, list[LlamagedonAction]]:
        """Each card kind the viewer may play now and the legal actions that use it."""
        if not self.table.my_turn():
            return {}
        return kind_actions(self.table.legal(), self.view.obs.areas)

    def refresh_playable(self) -> None:
        if not self.table.sight.private_visible or not self.table.my_turn():
            self.fan.set_playable(None)
            return
        self.fan.set_playable(self.kind_actions().keys())

    # -- where things lie ------------------------------------------------------------------
    def own_hand(self) -> tuple[Any, ...]:
        """The fan's cards: the screen's own seat's hand; none on a shared board (every hand is
        a stack in its seat's panel there)."""
        return tuple(self.view.obs.hand) if self.table.own_seat() is not None else ()

    def shelter_rects(self, seat: int) -> list[pygame.Rect]:
        """Where each shelter of ``seat`` shown now is drawn."""
        return layout_of(self.table).shelter_rects(seat, len(self.view.obs.areas[seat]))

    def shelter_centre(self, seat: int, index: int) -> tuple[int, int]:
        rects = self.shelter_rects(seat)
        return rects[index].center if 0 <= index < len(rects) else layout_of(self.table).seat_anchor(seat)

    def build_zones(self) -> None:
        """The drop targets: every rival's panel (Swap), every shelter, your row, the mat."""
        table = self.table
        table.drops.clear()
        obs = self.view.obs
        lay = layout_of(table).lay
        for seat in range(obs.num_players):
            if seat != table.viewer:
                table.drops.add(("seat", seat), table.panel_rect(seat), t("Swap with {name}", name=table.names[seat]))
            for index, rect in enumerate(self.shelter_rects(seat)):
                table.drops.add(("shelter", seat, index), rect, "")
        table.drops.add(("mine",), lay.mine, t("Build a shelter"))
        table.drops.add(("table",), lay.mat, t("Play it on the table"))

    def place_prompt(self) -> None:
        """The chain's panel where the mat and your shelter row are, and its answers: Block
        or let (you are asked and hold a Block), a button per human and "Nobody blocks" (the
        table is asked in public), none (someone else answers, or you can only let it be).
        The question's buttons take two rows where one does not hold their words, and where
        the window has the room for the second."""
        self._place_prompt(most_rows=2)
        window = pygame.Rect((0, 0), self.table.frame.size)
        self._lift_into(window)
        if self.answer_rows == 2 and any(not window.contains(button.rect) for button in self.prompt_buttons):
            self._place_prompt(most_rows=1)
            self._lift_into(window)

    def _lift_into(self, window: pygame.Rect) -> None:
        """A question running past the window's foot rises, over the seat panels at the top if
        it must: at 1024x600 and 150% a chain of five left its answers under the window's edge
        (their words cut), and in longer languages it fell back to one row of answers too
        narrow for their words."""
        if self.panel is None or self.band:
            return
        margin = round(6 * self.table.scale)
        low = max([self.panel.rect.bottom] + [button.rect.bottom for button in self.prompt_buttons])
        over = min(low - (window.bottom - margin), self.panel.rect.top - self.table.frame.top_bar.bottom - margin)
        if over <= 0:
            return
        self.panel = replace(self.panel, rect=self.panel.rect.move(0, -over))
        self.prompt_rect = self.panel.rect
        for button in self.prompt_buttons:
            button.rect = button.rect.move(0, -over)

    def _place_prompt(self, most_rows: int) -> None:
        table = self.table
        s = table.scale
        chain = self.view.chain
        if not chain:
            self.panel, self.prompt_buttons = None, []
            return
        asked, public = self.asked(), self.public_question()
        narrator = table.sight.narrator()
        sentences = link_sentences(chain, narrator)
        title = t("A Block is played") if len(chain) > 1 else t("An action is played")
        footer = standing_words(chain)
        current = table.match.current_seat()
        unasked = self.passes_unasked()
        alike = self.waits_for_you()  # the same two answers, whatever your hand
        can_block = asked and (BLOCK_ACTION in table.legal() or alike) and not unasked
        if public:
            footer = joined(footer, t("Does anyone want to block it? Whoever does takes the laptop."))
        elif asked and chain[-1].seat == table.viewer:  # your own card: the others may block it, not you
            footer = joined(footer, t("Your own card: it goes on by itself in a moment."))
        elif unasked:
            footer = joined(footer, t("Not aimed at you: you let it pass (your Block is kept; change in Settings)."))
        elif asked and not can_block:  # nothing to ask: letting it be is all there is
            footer = joined(footer, t("Anyone blocking?") if table.hides_who_is_asked()  # friends read it too
                            else t("You hold no Block: it goes on by itself in a moment."))
        self.answer_rows = 2 if most_rows == 2 and can_block and not alike and self._answers_crowded(chain) else 1
        short = footer  # without who answers now (their seat panel marks them)
        if not asked and current is not None and current != chain[-1].seat:  # a seat never blocks its own card
            footer = joined(footer, t("Anyone blocking?") if table.hides_who_is_asked()  # who is asked tells who holds one
                            else t("{name} may block it…", name=table.names[current]))
        footer, short = joined(footer, self.waiting_words()), joined(short, self.waiting_words())
        lay = layout_of(table).lay
        self.band = False
        if not (can_block or public):
            self._place_band(chain[-1:], sentences[-1:], "", footer, asked=False, short=short)
            return
        # The question in the band between your shelter row and your cards' names, the table
        # above it in sight: the whole chain where it fits there, else its newest link alone
        # (the mat shows the chain's cards, the line under it where the chain stands), its title
        # last given up. A playtest found the question over the deck, the mat and your shelters.
        tries = ((chain, sentences, title), (chain[-1:], sentences[-1:], title), (chain[-1:], sentences[-1:], ""))
        if not any(self._place_band(links, said, heading, footer, asked=True) for links, said, heading in tries):
            # too long for the band under your shelter row: over the mat and the row, as tall as its words
            room = panel_room(table, lay.mat.top - round(12 * s))
            cover_to = lay.mine.bottom + round(8 * s)
            pill = table.status.pill()  # a replay's line of two (larger words) rises into the shelter row
            if pill is not None and pill[0].top < cover_to:
                cover_to = pill[0].top - round(4 * s)
                room.height = max(0, min(room.bottom, cover_to) - room.top)
            label = marker_label_rect(lay, lay.marker_label_px, s, lay.marker_label_above)
            # The Llamagedón marker and its label (the card once drawn) stay in sight: the
            # panel starts right of them, when that leaves it room for its words.
            free = pygame.Rect(room)  # the whole band, before the panel steps right of the marker
            marker_side = max(lay.marker.right, label.right) + round(10 * s)
            if room.left < marker_side and room.right - marker_side >= round(420 * table.text_scale):
                room.width, room.left = room.right - marker_side, marker_side
            s = table.text_scale  # the panel is words: it is laid out at the words' size
            self.panel = plan_panel(room, chain, sentences, title, footer, s, can_block or public,
                                    cover_to=cover_to, pieces=table.scale, cover_from=lay.mine.top - round(6 * s),
                                    answer_rows=self.answer_rows)
            if self.panel.rect.bottom > lay.mine.top:  # it covers your shelter row: all of it, not its left end
                across = self.panel.rect.union(lay.mine.inflate(round(8 * table.scale), 0))
                across.left, across.right = max(across.left, free.left), min(across.right, free.right)
                across.top, across.height = self.panel.rect.top, self.panel.rect.height
                self.panel = replace(self.panel, rect=across)
            pile_labels = [label, *pile_label_rects(table, lay, self.view.obs.deck_size, self.view.obs.discard)]
            for words in pile_labels:
                rect = self.panel.rect
                if rect.colliderect(words) and not rect.contains(words) and words.centerx > rect.centerx:
                    # a label reaching in from the right: the panel ends before it, when its words still fit
                    narrower = pygame.Rect(rect.left, rect.top, words.left - round(8 * table.scale) - rect.left, rect.height)
                    if narrower.width >= round(420 * table.text_scale):
                        self.panel = plan_panel(narrower, chain, sentences, title, footer, table.text_scale, can_block or public,
                                                cover_to=cover_to, pieces=table.scale, cover_from=lay.mine.top - round(6 * s),
                                                answer_rows=self.answer_rows)
                        self.panel = replace(self.panel, rect=self.panel.rect.move(narrower.centerx - self.panel.rect.centerx, 0))
                if self.panel.rect.colliderect(words) and not self.panel.rect.contains(words):
                    # the panel never covers a pile's label in part: it reaches over it whole
                    wider = self.panel.rect.union(words.inflate(round(8 * table.scale), 0))
                    wider.top, wider.height = self.panel.rect.top, max(self.panel.rect.bottom, words.bottom) - self.panel.rect.top
                    self.panel = replace(self.panel, rect=wider)
        assert self.panel is not None  # planned above; the loop only reshapes it
        self._clear_of_target(chain, sentences, title, footer, can_block or public)
        self.prompt_rect = self.panel.rect
        rect = self.panel.rect
        bh = button_height(s, table.scale)
        y = rect.bottom - round(14 * s) - bh
        if can_block:
            block_words, let_words = answer_words(chain)
            size = table.small(LEAD)  # the size PromptButton draws its words at
            wanted = max(text_width(words, size, True) for words in (block_words, let_words)) + bh // 2 + round(12 * s)
            bw = min(max(round(200 * s), wanted), (rect.width - round(64 * s)) // 3)  # a third: the box beside
            block = pygame.Rect(rect.right - round(20 * s) - 2 * bw - round(12 * s), y, bw, bh)
            let = pygame.Rect(rect.right - round(20 * s) - bw, y, bw, bh)
            self.prompt_buttons = [PromptButton("block", block_words, block, True, True),
                                   PromptButton("let", let_words, let, True)]
            only = t("Ask me only when it touches me")
            mine = pygame.Rect(rect.left + round(20 * s), y, block.left - round(12 * s) - rect.left - round(20 * s), bh)
            if self.answer_rows == 2 or alike:  # the two answers side by side across the panel
                half = (rect.width - round(40 * s) - round(12 * s)) // 2
                block.update(rect.left + round(20 * s), y, half, bh)
                let.update(block.right + round(12 * s), y, half, bh)
                mine = pygame.Rect(rect.left + round(20 * s), y - bh - round(10 * table.scale), rect.width - round(40 * s), bh)
            if not alike:  # the box says nothing where your question comes in every window
                self.prompt_buttons.append(PromptButton("only_mine", only, mine, True,
                                                        checked=bool(table.app.settings.block_only_mine)))
        elif public:
            keys = [f"claim:{seat}" for seat in table.humans] + ["nobody"]
            labels = [t("{name} blocks", name=table.names[seat]) for seat in table.humans] + [t("Nobody blocks (L)")]
            gap = round(10 * s)
            bw = (rect.width - round(28 * s) - gap * (len(keys) - 1)) // len(keys)
            self.prompt_buttons = [PromptButton(key, label, pygame.Rect(rect.left + round(14 * s) + i * (bw + gap), y, bw, bh),
                                                True, key == "nobody")
                                   for i, (key, label) in enumerate(zip(keys, labels))]
        else:
            self.prompt_buttons = []


    def target_ring(self) -> pygame.Rect | None:
        """The ring round the shelter the chain's action aims at (an Attack or a Steal), None
        when it aims at no shelter shown."""
        chain = self.view.chain
        action = chain[0].action if chain else None
        if not isinstance(action, (Attack, Steal)):
            return None
        rects = self.shelter_rects(action.seat)
        if not 0 <= action.shelter < len(rects):
            return None
        grow = round(10 * self.table.scale)
        return rects[action.shelter].inflate(grow, grow)

    def _clear_of_target(self, chain: Sequence[Any], sentences: list[str], title: str, footer: str,
                         asked: bool) -> None:
        """With five seats at 150% the question covered the mat and your whole shelter row, the
        shelter under attack with it: where the panel reaches over the shelter aimed at, it is
        sized to its words and stands above that shelter's ring (over the top seat panels when
        it must), so you see which shelter you are deciding about."""
        assert self.panel is not None
        ring = self.target_ring()
        table = self.table
        if ring is None or not self.panel.rect.colliderect(ring) or ring.centery < table.frame.size[1] // 3:
            return
        gap = round(4 * table.scale)  # the ring stands clear of the shelter already
        current = self.panel.rect
        seats = [table.panel_rect(seat) for seat in range(table.match.num_players)]
        under_seats = max([r.bottom for r in seats if r.bottom < ring.top and r.left < current.right
                           and r.right > current.left] + [table.frame.top_bar.bottom]) + gap
        # below the seat panels where the words fit there, else over the top ones (their names
        # stay on the chain's own lines): the shelter you decide about matters more
        for top in dict.fromkeys((min(current.top, under_seats), table.frame.top_bar.bottom + gap)):
            room = pygame.Rect(current.left, top, current.width, max(0, ring.top - gap - top))
            panel = self._plan_short(room, chain, sentences, title, footer, asked)
            if panel is not None:
                break
        else:
            return  # its words do not fit above the shelter: the panel stays as it was placed
        rect = pygame.Rect(0, 0, max(panel.rect.width, current.width), panel.rect.height)  # its answers keep their room
        rect.centerx, rect.top = current.centerx, min(current.top, room.bottom - panel.rect.height)  # no higher than it needs
        self.panel = replace(panel, rect=rect)

    def _plan_short(self, room: pygame.Rect, chain: Sequence[Any], sentences: list[str], title: str,
                    footer: str, asked: bool) -> ChainPanel | None:
        """The panel in ``room`` as tall as its words, with smaller cards beside them where the
        usual ones make it too tall (None: it does not fit)."""
        table = self.table
        for share in (1.7, 1.2):
            panel = plan_panel(room, chain, sentences, title, footer, table.text_scale, asked, pieces=table.scale,
                               answer_rows=self.answer_rows, card_share=share)
            if panel.rect.height <= room.height:
                return panel
        return None

    def _answers_crowded(self, chain: Sequence[Any]) -> bool:
        """Whether the Block question's three buttons side by side (the box, Block, Let, as
        laid out below) would break an answer into two lines or break the box's words inside a
        word: in Japanese at 1024x640 the box read
        "[x] 自分に関わ" over "るときだけ聞く", and at 150% Block "ブロックで止め" over "る (K)".
        (The box's words on two lines broken between words, as in English, are kept.)"""
        table = self.table
        ts = table.text_scale
        lay = layout_of(table).lay
        width = min(panel_room(table, lay.mat.top).width, round(660 * ts))
        size, bh = table.small(LEAD), button_height(ts, table.scale)
        block_words, let_words = answer_words(chain)
        wanted = max(text_width(words, size, True) for words in (block_words, let_words)) + bh // 2 + round(12 * ts)
        bw = min(max(round(200 * ts), wanted), (width - round(64 * ts)) // 3)
        box_w = width - round(40 * ts) - 2 * bw - round(24 * ts)
        for words, w, answer in ((block_words, bw, True), (let_words, bw, True),
                                 (t("Ask me only when it touches me"), box_w, False)):
            if answer:
                lines = button_lines(words, size, w - bh // 2, bh)[0]
            else:  # the checkbox: its words beside its square
                lines = checkbox_words(words, pygame.Rect(0, 0, w, bh), size)[0]
            if len(lines) > 1 and (answer or "".join(lines) == words):
                return True  # an answer in two lines, or words broken inside a word (Japanese)
        return False

    def covers_hand(self, rect: pygame.Rect) -> bool:
        """Whether ``rect`` hides what a card of your hand is (its name, at its foot)."""
        return any(rect.colliderect(name) for name in hand_names(self.fan.cards))

    def _place_band(self, chain: Sequence[Any], sentences: list[str], title: str, footer: str, asked: bool,
                    short: str = "") -> bool:
        """The chain as a band under your shelter row, so the deck, the mat with the chain's
        cards, the discard and your shelters (the one aimed at is marked) stay in sight; the
        hand lies under it. While others answer (``asked`` False) it holds the newest link and
        where the chain stands, and always takes its place; for your own question it holds the
        whole chain and its answers, and only where they fit (False: they do not). ``short``:
        the footer without who answers now, for a band that would lie over the hand."""
        table = self.table
        s = table.scale
        lay = layout_of(table).lay
        h = table.frame.size[1]
        top = lay.mine.bottom + round(6 * s)
        room = panel_room(table, top, h - round(6 * s))
        names = hand_names(self.fan.cards)
        if asked and names:  # your question ends above your cards' names: its words step down to fit there
            room.height = max(0, min(name.top for name in names) - round(4 * s) - room.top)
        panel = plan_panel(room, chain, sentences, title, footer, table.text_scale, asked, pieces=table.scale,
                           answer_rows=self.answer_rows if asked else 1)
        if asked and self.covers_hand(panel.rect):
            return False  # you decide with your cards' names in sight: the panel goes over the mat instead
        cards = [card.rect() for card in self.fan.cards]
        hand_top = min([card.top for card in cards] + [lay.fan_anchor[1] - card_height(lay.card_w) - round(4 * s)])
        if not asked and sentences and short and panel.rect.bottom > hand_top + card_height(lay.card_w) // 6:
            # At 150% the band lay over most of the hand. In the room above the hand: the newest
            # link and where the chain stands as one sentence across the band, with who answers
            # now where it fits (else their seat panel's mark says it), margins a line narrower.
            above = pygame.Rect(room.left, room.top, room.width, max(0, hand_top - round(4 * s) - room.top))
            ts = table.text_scale
            tries = []
            for said in (joined(sentences[-1], footer), joined(sentences[-1], short), sentences[-1]):
                # at last the newest link alone (a Japanese sentence with its footer ran to three lines over the hand)
                one = plan_panel(above, chain, [said], title, "", ts, asked, pieces=table.scale)
                pad = round(6 * ts)
                one.rect.height = 2 * pad + sum(row.height for row in one.rows)
                tries.append(replace(one, pad=pad))
            fitting = [p for p in tries if p.rect.height <= above.height]
            panel = fitting[0] if fitting else min([*tries, panel], key=lambda p: p.rect.height)
        if panel.rect.bottom > h - round(4 * s):
            if asked:
                return False
            panel = replace(panel, rect=panel.rect.move(0, h - round(4 * s) - panel.rect.bottom))  # a long sentence
        self.panel, self.band = panel, True
        self.prompt_rect = panel.rect
        self.prompt_buttons = []
        return True


def hand_names(cards: Sequence[Any]) -> list[pygame.Rect]:
    """The foot of each card of a hand, where its name is written (a quarter of its height):
    what a panel lying over the hand leaves in sight."""
    names = []
    for card in cards:
        rect = card.rect()
        names.append(pygame.Rect(rect.left, rect.bottom - rect.height // 4, rect.width, rect.height // 4))
    return names


def stage_of(table: Table) -> LlamagedonStage:
    """The Llamagedón stage part of ``table``."""
    stage = table.parts.stage
    assert isinstance(stage, LlamagedonStage)
    return stage


__all__ = ["LlamagedonStage", "View", "kind_actions", "stage_of"]
