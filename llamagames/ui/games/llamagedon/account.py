"""What the rivals did since your last move, then what became of that move, as a player reads
it when their turn comes round: one entry per rival turn, each in the move log's own whole
sentences (who played what on whom, who blocked it, what it did), in the order they happened:
your move's outcome (done, blocked by whom, what it took or built), then the rivals' turns.
Where the felt is short your own move goes to the log first (a playtest read "Since your turn"
opening on their own move, the bots' turns left to the log).

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
OUTCOME = frozenset({"play", "block", "cancelled", "attack", "steal", "swap", "draw2", "protect", "recover",
                     "build", "replace", "hand_limit"})
"""The events of your own turn that say what became of it (your draw and a pass say nothing new)."""
TARGETED = ("attack", "steal", "swap")
"""A played action's verbs that name a target seat ("attack 2 shelter 0")."""


@dataclass(frozen=True)
class TurnLine:
    """One rival's turn: its player, its sentences joined, and whether it touched you."""

    seat: int
    text: str
    about_you: bool
    yours: bool = False
    """Your own last turn's outcome: told first (it came first), and the first left to the log where room is short."""


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
    turns = _turns(moves, viewer)
    mine = [i for i, turn in enumerate(turns) if turn[0].seat == viewer]
    return turns[mine[-1] + 1:] if mine else turns


def own_turn(moves: Sequence[Sequence[Event]], viewer: int | None) -> list[Event]:
    """``viewer``'s last finished turn, with the answers of its Block window ([] if none)."""
    mine = [turn for turn in _turns(moves, viewer) if turn[0].seat == viewer]
    return mine[-1] if mine and viewer is not None else []


def _turns(moves: Sequence[Sequence[Event]], viewer: int | None) -> list[list[Event]]:
    """Every turn told in ``moves`` but the viewer's own still being played."""
    turns: list[list[Event]] = []
    for events in moves:
        for event in events:
            if event.kind == "turn" or (not turns and event.seat is not None and event.kind not in QUIET):
                turns.append([event])  # (a game set up mid-turn begins with that turn's moves)
            elif turns:
                turns[-1].append(event)
    if turns and turns[-1][0].seat == viewer:
        turns.pop()  # yours, now
    return turns


def account(moves: Sequence[Sequence[Event]], viewer: int | None, say: Callable[[Event], str],
            join: str = " ") -> list[TurnLine]:
    """The rivals' turns since the viewer's, each as one entry of the log's own sentences
    (``say`` tells an event to the viewer; ``join`` sits between two sentences: a space in
    English, nothing in Japanese). In the order they happened: the viewer's own last turn (what
    became of it), then the rivals' (a playtest read its own move listed after the bots' that
    came after it); a turn that touched the viewer stands out in the panel, not by its place;
    a turn with nothing to tell (an empty deck, say) is left out."""
    lines: list[TurnLine] = []
    own = join.join(text for text in (say(event) for event in own_turn(moves, viewer) if event.kind in OUTCOME) if text)
    if own and viewer is not None:
        lines.append(TurnLine(viewer, own, False, yours=True))
    for turn in turns_since(moves, viewer):
        seat = turn[0].seat
        told = [event for event in turn if event.kind not in QUIET and not hidden_draw(event)]
        sentences = [say(event) for event in told]
        text = join.join(sentence for sentence in sentences if sentence)
        if seat is not None and text:
            lines.append(TurnLine(seat, text, any(touches(event, viewer) for event in turn)))
    return lines


def hidden_draw(event: Event) -> bool:
    """A rival's draw of an unseen card: nothing a player can act on (the Llamagedón card,
    drawn face up, is told)."""
    return event.kind == "draw" and dict(event.data).get("card") is None


__all__ = ["OUTCOME", "QUIET", "TurnLine", "account", "hidden_draw", "own_turn", "touches", "turns_since"]
