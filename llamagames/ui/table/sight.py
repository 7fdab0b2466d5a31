"""What this screen may show, and the hot-seat cover that keeps a hand for its owner.

The viewer is the seat whose cards the screen shows: the single human, the human whose
turn it is at a shared screen, or seat 0 in a bot-only demo. At a shared screen the table
covers itself before a different human's turn (``HotSeatCover``) and shows that human's
hand only once they reveal it; a game without secrets hands the screen on without a cover.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...i18n import language, t
from ...rules.core import NOBODY, Event, Narrator
from ...secrecy import owner_keeps_looking
from ..scene import Push
from .cover import HotSeatCover

if TYPE_CHECKING:
    from .kit import Table


HAND_OVER_BEAT = 1.5
"""Seconds a human's hand stays face up at a shared screen, once the card their move showed
them (a drawn card) has landed in it, before it turns down and the laptop is handed over."""
LANDING_BEAT = 0.9
"""Seconds the card a human drew stays face up once it has landed in their hand when another
human plays next, at every animation speed (it is what they learn, not an animation; "instant"
left them never seeing it) or until their click: they learn what they drew, then the cover comes
(no lingering moment: the next human is waiting, ``secrecy.owner_keeps_looking``). Only that card
shows (``peeking``): the rest of the hand stays face down, and the drawer stays lit as the one
playing until the cover (their whole hand face up beside the next player's lit marker let a
playtester feel the next player could read it)."""


@dataclass
class OwnersMoment:
    """After a move showed its human a card: their hand stays theirs for a moment."""

    seat: int
    left: float = HAND_OVER_BEAT
    shown: tuple[object, ...] = ()
    """The secret details the move showed its human (a drawn card; a swap's given and taken)."""


class Sight:
    """Visibility at one table: whose secrets show, in whose words, and when to cover."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.moment: OwnersMoment | None = None
        """The owner's moment with the card they were just shown, or None."""
        self.landing: OwnersMoment | None = None
        """The drawer's short look at the card landing in their hand before another human's
        cover, or None."""

    def around(self) -> list[int]:
        """The other seats in their places around the table, clockwise from the viewer's left (a
        game's column of rivals holds them in this order from the top).

        With one human, the seats after theirs in turn order. Where several humans pass the
        laptop, the places are those seen from the first human's seat and the human who has the
        laptop gives theirs to the first: the bots never move at a handover (a playtest saw
        Dolly trade places with Player 2 at every turn), only the humans change places with
        the one at the laptop, as two players at a real table pass the laptop between them."""
        table = self.table
        n, viewer = table.match.num_players, table.own_seat()
        if viewer is None:
            return list(range(n))
        home = min(table.humans) if viewer in table.humans else viewer  # whose places the table keeps
        order = [(home + step) % n for step in range(1, n)]
        if home != viewer:
            order[order.index(viewer)] = home
        return order

    def view_words(self, seat: int) -> str:
        """The cover's word on whose view comes next (the panels change places behind it), and
        that the bots keep theirs where there are bots (``around``)."""
        table = self.table
        name = table.names[seat]
        if any(not config.is_human for config in table.match.seats):
            return t("Next, the table as {name} sees it: the bots keep their places.", name=name)
        return t("Next, the table as {name} sees it.", name=name)

    def dialog_up(self) -> bool:
        """Whether a question or a panel stands over the table: a scene over it (a yes-or-no
        question, Rules, the pause), the kit's chooser or a game's modal layer, the whole log
        opened over the felt. No tooltip, hover or drop label is drawn then (a playtest read a
        card's tooltip through "End your turn without an action?"); it comes back after."""
        table = self.table
        stack = table.app.scenes.stack
        over = table in stack and stack[-1] is not table
        return over or table.routing.modal_layer() is not None or (table.log.opened and table.log.over_felt)

    @property
    def private_visible(self) -> bool:
        """Whether the viewer's hidden things (a hand) may be face up on this screen now.

        At a shared screen only while it is that human's turn and no cover is up: the other
        human watches the bots' turns too.
        """
        table = self.table
        if table.covered:
            return False
        if len(table.humans) < 2 or table.mode.sees_all():
            return True
        if self.moment is not None and self.moment.seat == table.viewer == table.revealed:
            return True
        return table.match.current_seat() == table.viewer and table.revealed == table.viewer

    @property
    def peeking(self) -> bool:
        """Whether the drawer looks at the card they just drew, the rest of their hand face down
        (a game's hand shows only the cards that came into it: ``CardFan.show_peek``)."""
        table = self.table
        look = self.landing
        return look is not None and not table.covered and look.seat == table.viewer == table.revealed

    def holder(self) -> int | None:
        """The seat lit as the one playing while its look holds the table before another human's
        cover (the next seat is lit once the cover comes), or None."""
        return self.landing.seat if self.landing is not None else None

    def closes_turn(self) -> bool:
        """The viewer's own turn of play while their hand may not show (face down before
        friends who look at this screen): the one rule for everything that reads the hand.

        The table's ``my_turn`` is then False, so no word, ring, highlight, tip, hint, key
        label or enabled button is made from the hand (they are the same whatever it holds);
        the status line says ``closed_words`` and a move is refused with them until the hand
        shows. A question asked out of turn (Llamagedón's Block window) words itself in public.
        """
        table = self.table
        return (table.design.secrets and not table.covered and table.flow.interlude is None
                and table.match.current_seat() == table.viewer and table.match.is_human_turn()
                and not table.mode.sees_all() and not self.private_visible
                and not table.parts.intents.out_of_turn())

    def closed_words(self) -> str:
        """What the table says on the viewer's turn while their hand is face down."""
        return t("Your turn: your hand is face down. Show it to play (M).")

    def secret_viewer(self) -> int:
        """The seat whose secrets the move log may tell (nobody's at a shared screen)."""
        table = self.table
        return table.viewer if len(table.humans) < 2 else NOBODY

    def narrator(self) -> Narrator:
        """Words for this screen: "You" for the one human, names at a shared screen or a demo."""
        table = self.table
        return Narrator(table.names, table.viewer if len(table.humans) == 1 else NOBODY, language=language())

    def check_cover(self) -> None:
        """At a shared screen, cover the table before a different human's turn (a game calls it
        too when its public question hands the laptop on, see ``Intents.hands_over``)."""
        table = self.table
        if len(table.humans) < 2 or table.flow.interlude is not None or table.covered or not table.mode.may_cover():
            return
        if self.holds_the_table():
            return  # the owner looks at their new card first; ``end_moment`` asks again
        current = table.match.current_seat()
        if not table.design.secrets:
            self.hand_over()
        elif current in table.humans and current != table.revealed and table.parts.intents.hands_over(current):
            table.covered = True
            table.parts.stage.sync(animate=False)
            table.request = Push(HotSeatCover(table.app, self, table.names[current], current, self.view_words(current)))

    def after_scoring(self) -> None:
        """A round's scoring showed every hand to everyone at the screen; the next deal belongs to
        nobody yet, so whoever plays it first is handed the laptop behind the cover (the one who
        read the summary may not be them: a new round opened on Player 1's new hand, face up)."""
        table = self.table
        if len(table.humans) > 1 and table.design.secrets:
            table.revealed = None

    # -- the owner's moment ------------------------------------------------------------------
    def keep_for_owner(self, events: Sequence[Event]) -> None:
        """A human at a shared screen moved and was shown a card (a draw): keep their hand
        face up while it arrives and a moment after, before it turns down for the bots' turns
        (never when another human here plays next: ``secrecy.owner_keeps_looking``). Called
        before the stage settles, so the card flies into a face-up hand."""
        table = self.table
        seat = table.viewer
        if (len(table.humans) < 2 or not table.design.secrets or not table.mode.may_cover() or table.covered
                or table.revealed != seat or table.match.current_seat() == seat or table.match.is_over()):
            return
        told = [e for e in events if e.seat == seat and e.secret and e.sees_secret(seat)]
        if not told:
            return
        if owner_keeps_looking(table.match.current_seat() in table.humans):
            self.moment = OwnersMoment(seat)
        else:  # the next human waits: the card lands face up, a short look, then the cover
            self.landing = OwnersMoment(seat, LANDING_BEAT, tuple(v for e in told for _, v in e.secret))

    def peek(self, arrived: Sequence[object], held: Sequence[object]) -> tuple[object, ...]:
        """The cards of a face-down hand (``held``) the drawer's look shows: those that came into
        it; where none did (a swap took a card like the one it gave), the last one the move told
        them of. With none to show (a Swap played, not yet resolved) the look ends at once."""
        if not self.peeking or self.landing is None:
            return ()
        shown = tuple(arrived) or tuple(v for v in self.landing.shown[-1:] if v in held)
        if not shown:
            self.landing.left = 0.0
        return shown

    def after_move(self) -> None:
        """A round's scoring or the game's end shows the hands its own way: no moment then."""
        table = self.table
        if table.flow.interlude is not None or table.match.is_over():
            self.moment = self.landing = None

    def holds_the_table(self) -> bool:
        """Whether the owner's moment (or the drawer's look at a landing card) is on: bots
        wait, and the cover waits."""
        return self.moment is not None or self.landing is not None

    def moment_words(self) -> str | None:
        """The status line during the owner's moment, saying what happens: the hand turns down
        by itself after ``HAND_OVER_BEAT`` (it said "Click to pass the laptop on" and then
        covered itself without the click), or at once on a click."""
        if self.landing is not None:
            current = self.table.match.current_seat()
            return t("{name}, here is the card you drew. Then hand over to {next}.",
                     name=self.table.names[self.landing.seat], next=self.table.names[current] if current is not None else "")
        if self.moment is None:
            return None
        return t("{name}, this is your hand now: it turns face down by itself in a moment, or now with a click.",
                 name=self.table.names[self.moment.seat])

    def tick(self, dt: float) -> None:
        """The moment runs once the card has landed; then the hand turns down."""
        moment = self.moment or self.landing
        if moment is None or self.table.animator.busy:
            return
        moment.left -= dt
        if moment.left <= 0:
            self.end_moment()

    def skips_moment(self, event: pygame.event.Event) -> bool:
        """A click on the table, Space or Enter ends the owner's moment early (they have seen it)."""
        if not self.holds_the_table():
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.end_moment()
            return True
        return False

    def end_moment(self) -> None:
        """The hand turns face down, and the laptop goes to the next human (behind the cover)."""
        if not self.holds_the_table():
            return
        self.moment = self.landing = None
        table = self.table
        table.parts.stage.sync(animate=False)
        table.controls.refresh()
        self.check_cover()

    def hand_over(self) -> None:
        """A game without secrets: the next human plays from their own seat, no cover, once
        the last move has landed where it was played (the screen then turns to their board)."""
        table = self.table
        current = table.match.current_seat()
        if current is not None and current in table.humans and current != table.revealed and not table.animator.busy:
            self.reveal(current)

    def reveal(self, seat: int) -> None:
        """The named player has the laptop: show the table from their seat."""
        table = self.table
        table.covered = False
        table.revealed = seat
        table.viewer = seat
        table.log.set_viewer(seat)  # "since your turn" counts from this player's turn
        table.parts.stage.sync(animate=False)
        table.controls.refresh()


__all__ = ["Sight"]
