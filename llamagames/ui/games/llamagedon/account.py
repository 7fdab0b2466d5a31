"""What the rivals did since your turn, as a player reads it when their turn comes round: one
entry per rival turn, each in the move log's own whole sentences (who played what on whom,
who blocked it, what it did), the turns that touched you first.

Four bots act between two turns of yours at five seats, and the log fills with their draws
and "lets it be" answers; this keeps the moves that changed something and drops the rest
(a hidden draw, a let, the turn's heading). Plain functions of events: no pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....rules.core import Event

QUIET = frozenset({"turn", "let", "deal", "dealt", "game_over"})
"""Events the account leaves out: the log keeps them, a player catching up does not need them."""
TARGETED = ("attack", "steal", "swap")
"""A played action's verbs that name a target seat ("attack 2 shelter 0")."""


@dataclass(frozen=True)
class TurnLine:
    """One rival's turn: its player, its sentences joined, and whether it touched you."""

    seat: int
    text: str
    about_you: bool


def touches(event: Event, viewer: int | None) -> bool:
    """Whether ``event`` is aimed at ``viewer``'s shelters or hand by someone else."""
    if viewer is None or event.seat == viewer:
        return False
    if event.get("target") == viewer:
        return True
    words = str(event.get("action") or "").split()
    return event.kind == "play" and len(words) > 1 and words[0] in TARGETED and words[1] == str(viewer)


def turns_since(moves: Sequence[Sequence[Event]], viewer: int | None) -> list[list[Event]]:
    """The rivals' turns since ``viewer``'s last turn, each a list of its events (the
    answers of a Block window belong to the turn whose card it is). A turn of the viewer's
    still being played is not among them."""
    turns: list[list[Event]] = []
    for events in moves:
        for event in events:
            if event.kind == "turn" or (not turns and event.seat is not None and event.kind not in QUIET):
                turns.append([event])  # (a game set up mid-turn begins with that turn's moves)
            elif turns:
                turns[-1].append(event)
    if turns and turns[-1][0].seat == viewer:
        turns.pop()  # yours, now
    mine = [i for i, turn in enumerate(turns) if turn[0].seat == viewer]
    return turns[mine[-1] + 1:] if mine else turns


def account(moves: Sequence[Sequence[Event]], viewer: int | None, say: Callable[[Event], str],
            join: str = " ") -> list[TurnLine]:
    """The rivals' turns since the viewer's, each as one entry of the log's own sentences
    (``say`` tells an event to the viewer; ``join`` sits between two sentences: a space in
    English, nothing in Japanese). The turns that touched the viewer come first, then the
    others, each group in the order they were played; a turn with nothing to tell (an
    empty deck, say) is left out."""
    lines: list[TurnLine] = []
    for turn in turns_since(moves, viewer):
        seat = turn[0].seat
        told = [event for event in turn if event.kind not in QUIET and not hidden_draw(event)]
        sentences = [say(event) for event in told]
        text = join.join(sentence for sentence in sentences if sentence)
        if seat is not None and text:
            lines.append(TurnLine(seat, text, any(touches(event, viewer) for event in turn)))
    return [line for line in lines if line.about_you] + [line for line in lines if not line.about_you]


def hidden_draw(event: Event) -> bool:
    """A rival's draw of an unseen card: nothing a player can act on (the Llamagedón card,
    drawn face up, is told)."""
    return event.kind == "draw" and dict(event.data).get("card") is None


__all__ = ["QUIET", "TurnLine", "account", "hidden_draw", "touches", "turns_since"]
