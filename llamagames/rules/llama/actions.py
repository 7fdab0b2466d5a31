"""The L.L.A.M.A. actions, their text forms, and the ready-made legal-action lists.

An action is a tiny frozen value with a text form (``PlayCard(5)`` <-> ``"play 5"``); the
legal lists of every play-phase position are built once here, so ``legal_actions`` only
picks one (see docs/speed.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import ActionParseError
from .components import _NEXT, BLACK_CHIP, LLAMA_CARD, VALUES, WHITE_CHIP, card_label
from .words import WORDS


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play one card of this value from the hand onto the discard pile."""

    value: int

    def __str__(self) -> str:
        return f"play {card_label(self.value).lower()}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the draw pile; the turn ends."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Quit:
    """Leave the round; the cards are laid down and still count."""

    def __str__(self) -> str:
        return "quit"


@dataclass(frozen=True, slots=True)
class ReturnChip:
    """The emptier's return of one chip they hold: a black (10) or a white (1)."""

    points: int

    def __str__(self) -> str:
        return f"return {self.points}"


LlamaAction = PlayCard | Draw | Quit | ReturnChip

PLAY_CARD: dict[int, PlayCard] = {v: PlayCard(v) for v in VALUES}
DRAW = Draw()
QUIT = Quit()
RETURN_BLACK = ReturnChip(BLACK_CHIP)
RETURN_WHITE = ReturnChip(WHITE_CHIP)
ALL_ACTIONS: tuple[LlamaAction, ...] = (*PLAY_CARD.values(), DRAW, QUIT, RETURN_BLACK, RETURN_WHITE)


class ActionList(tuple[LlamaAction, ...]):
    """A legal-action list built once and shared: a tuple (nobody can change it) that equals
    the list of the same actions, as the contract asks (``legal == [PLAY_CARD[3], QUIT]``).

    Handing out these ready-made tuples spares ``legal_actions`` a list copy on every move.
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple)):
            return tuple.__eq__(self, tuple(other))
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, (list, tuple)):
            return tuple.__ne__(self, tuple(other))
        return NotImplemented

    __hash__ = tuple.__hash__

    def __repr__(self) -> str:
        return repr(list(self))


def _build_legal_table() -> list[ActionList]:
    table: list[ActionList] = [ActionList()] * (8 * (LLAMA_CARD + 1))
    for top in VALUES:
        for same in (0, 1):
            for higher in (0, 1):
                for draw in (0, 1):
                    acts: list[LlamaAction] = []
                    if same:
                        acts.append(PLAY_CARD[top])
                    if higher:
                        acts.append(PLAY_CARD[_NEXT[top]])
                    if draw:
                        acts.append(DRAW)
                    acts.append(QUIT)
                    table[top * 8 + same * 4 + higher * 2 + draw] = ActionList(acts)
    return table


_LEGAL_PLAY = _build_legal_table()
"""Index top * 8 + 4 (holds the same) + 2 (holds one higher) + 1 (may draw): the legal
actions of the play phase, in a stable order (same value, one higher, draw, quit)."""
_LEGAL_RETURN_BOTH = ActionList((RETURN_BLACK, RETURN_WHITE))
_LEGAL_RETURN_WHITE = ActionList((RETURN_WHITE,))
_LEGAL_NONE = ActionList()


def parse_action(text: str) -> LlamaAction:
    """ "play 3", "play llama", "draw", "quit", "return 10", "return 1"."""
    words = text.strip().lower().split()
    if words == ["draw"]:
        return DRAW
    if words == ["quit"]:
        return QUIT
    if len(words) == 2:
        verb, arg = words
        if verb == "play":
            if arg == "llama":
                return PLAY_CARD[LLAMA_CARD]
            if arg in ("1", "2", "3", "4", "5", "6"):
                return PLAY_CARD[int(arg)]
        elif verb == "return" and arg in ("10", "1"):
            return RETURN_BLACK if arg == "10" else RETURN_WHITE
    raise ActionParseError(WORDS.say("not_an_action_text", "en", {"text": text}))
