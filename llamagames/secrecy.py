"""Who may watch a game before it is over: the one rule every way of showing a match follows.

At a shared screen a human's hidden holdings (a hand, the cards a private swap gave them) are
seen only by that human, behind the hot-seat cover, until the game is over. A replay, a review
or a game played on from a replay has no cover and no owner in front of it: whoever holds the
laptop would read them. So an unfinished game with two or more humans is neither watched nor
reviewed until it ends (its table, with the cover, is the only way into it). A game of one human
against bots shows that human's own cards, as their table does; a finished game shows everything.

The replay refuses such a game itself (:class:`llamagames.replay.ReplayMatch`), so a new screen
that builds a replay cannot show one by forgetting to ask.
"""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import t
from .rules import GAMES
from .rules.core import GameRecord, replay
from .seats import SeatConfig, said_name

WATCH_LATER = "Once the game is over: watching it now would show each player's cards to the others"
"""The Watch button's tip on a saved game hidden from watchers."""
WATCH_REFUSED = ("This game is still being played by {names} at one screen: watching it now would show each "
                 "player's cards to the others. Finish the game first; then it can be watched.")
REVIEW_REFUSED = ("This game is still being played by {names} at one screen: a review now would show each "
                  "player's cards to the others. Finish the game first; then it can be reviewed.")


class HiddenGame(ValueError):
    """A replay of an unfinished game with two or more humans was asked for; the message says
    why not, in the player's words."""


def humans_of(seats: Sequence[SeatConfig]) -> list[str]:
    """The names of the human seats, in seat order."""
    return [seat.name for seat in seats if seat.is_human]


def hides(humans: int, over: bool) -> bool:
    """The rule itself: a game of ``humans`` humans hides their holdings from any watcher until
    it is ``over`` when two or more of them share the screen."""
    return humans >= 2 and not over


def owner_keeps_looking(next_is_another_human: bool) -> bool:
    """At a shared screen, whether a human's hand may stay face up a moment after a move that
    showed them a card (a draw): only while bots play next. When the next seat is another human
    at this screen, that human is waiting (the turn marker names them): no lingering moment; the
    hand stays up only while the drawn card lands in it and a short beat after
    (``ui.table.sight.LANDING_BEAT``, or until their click), then turns face down
    before that human's cover."""
    return not next_is_another_human


def hidden_from_watchers(record: GameRecord, seats: Sequence[SeatConfig], over: bool | None = None) -> bool:
    """Whether ``record`` holds secrets no watcher may see: it is not over (``over`` when the
    caller knows; else the record is replayed through the rules) and two or more humans play it."""
    humans = len(humans_of(seats))
    if humans < 2:
        return False
    if over is None:
        game = GAMES[record.game]
        over = game.is_over(replay(game, record)[-1])
    return hides(humans, over)


def refusal(seats: Sequence[SeatConfig], review: bool = False) -> str:
    """Why a game hidden from watchers cannot be watched (``review``: reviewed) now, in words."""
    names = [said_name(name) for name in humans_of(seats)]  # "Player 2" from an English game: プレイヤー2
    together = t("{first} and {last}", first=t(", ").join(names[:-1]), last=names[-1])
    return t(REVIEW_REFUSED, names=together) if review else t(WATCH_REFUSED, names=together)


def watch_later() -> str:
    """The Watch button's tip on a saved game hidden from watchers."""
    return t(WATCH_LATER)


def watch_refusal(record: GameRecord, seats: Sequence[SeatConfig], review: bool = False,
                  over: bool | None = None) -> str:
    """"" if ``record`` may be shown to a watcher now, else the sentence saying why not."""
    return refusal(seats, review) if hidden_from_watchers(record, seats, over) else ""


__all__ = ["HiddenGame", "REVIEW_REFUSED", "WATCH_LATER", "WATCH_REFUSED", "hidden_from_watchers", "hides", "humans_of", "owner_keeps_looking",
           "refusal", "watch_later", "watch_refusal"]
