"""A Llamaland position as text (like python-chess's FEN), for tests and bug reports.

One line per part of the table, each a keyword and ``key value`` pairs; lists are joined
with ``/`` ("-" for an empty one) and a square is ``x,y``. An estate is its start board and
its tiles in the order they were laid (``T01.front.1.3,-1.2``: tile, face, quarter turns,
anchor, level; the foundations under a tile follow from it) and its llamas. The events of
the last move (what the table animates) close the text, one JSON line each::

    llamaland 1
    game players 2 seed 7 variant standard llama_variant no crook 1
    progress turns 3 triggered no over no hidden no
    turn seat 0 phase main stack T tile 4 extended yes placed 4,0/5,0/6,0/5,1/5,2 huts 0 used - fed no
    stacks T 11/2/7 X 14/20 Z ... L ... P ...
    llamas C 5/6/9 A 5/8/12 P 6/7/7 boxed 30
    characters row 3/17/9/25/1 pile 8/2
    objectives herd -1/-1/-1 road 0/-1/-1
    supply crops 12/11/12 coins 21 llamas 33
    seat 0 board 2A crops 0/1/0 coins 0 characters - cards - foundations 3
    estate 0 tiles T05.front.0.4,0.1 llamas -
    event ["place", 0, {"tile": 4, ...}, {}, [], false]

``state_from_text`` checks what a damaged text could break (every tile and character card
where exactly one is, every estate laid as the rules allow) and says what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from ..core import Event
from .components import (
    CHARACTERS,
    CROPS,
    OBJECTIVES,
    SHAPE_ORDER,
    START_BOARDS,
    TILE_BY_NAME,
    TILES,
)
from .estate import TILE_KIND, Estate, orientation
from .words import WORDS

HEADER = "llamaland 1"
_T = TypeVar("_T")


# --- Writing ------------------------------------------------------------------------------------


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _list(items: Any, word: Callable[[Any], str] = str) -> str:
    items = list(items)
    return "/".join(word(i) for i in items) if items else "-"


def _cell(cell: tuple[int, int]) -> str:
    return f"{cell[0]},{cell[1]}"


def _estate(seat: int, estate: Estate) -> str:
    tiles = []
    for piece in estate.pieces:
        if piece.kind == TILE_KIND:
            x, y = min(c[0] for c in piece.cells), min(c[1] for c in piece.cells)
            tiles.append(f"{piece.name}.{piece.face}.{piece.rot}.{x},{y}.{piece.level}")
    return f"estate {seat} tiles {_list(tiles)} llamas {_list(estate.llama_cells(), _cell)}"


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, (tuple, list, frozenset)) else value


def _event(event: Event) -> str:
    fields = [event.kind, event.seat, {k: _plain(v) for k, v in event.data},
              {k: _plain(v) for k, v in event.secret}, sorted(event.seen_by), event.reveals]
    return "event " + json.dumps(fields, separators=(",", ":"))


def to_text(state: Any) -> str:
    """The position as text; :func:`from_text` reads it back to an equal state."""
    t = state.turn
    lines = [
        HEADER,
        f"game players {state.num_players} seed {state.seed} variant {state.variant} "
        f"llama_variant {_yes(state.llama_variant)} crook {state.crook}",
        f"progress turns {state.turns_taken} triggered {_yes(state.triggered)} over {_yes(state.over)} "
        f"hidden {_yes(state.hidden)}",
        f"turn seat {t.seat} phase {t.phase} stack {t.stack or '-'} tile {t.tile} extended {_yes(t.extended)} "
        f"placed {_list(t.placed, _cell)} huts {t.huts} used {_list(sorted(t.used))} fed {_yes(t.fed)}",
        "stacks " + " ".join(f"{shape} {_list(stack, lambda i: TILES[i].name)}"
                             for shape, stack in zip(SHAPE_ORDER, state.stacks)),
        "llamas " + " ".join(f"{crop} {_list(column)}" for crop, column in zip(CROPS, state.llama_columns))
        + f" boxed {state.boxed_llama_cards}",
        f"characters row {_list(state.char_row)} pile {_list(state.char_pile)}",
        " ".join(["objectives", *(f"{key} {_list(spaces)}" for key, spaces in zip(state.objectives, state.markers))]),
        f"supply crops {_list(state.supply_crops)} coins {state.supply_coins} llamas {state.supply_llamas}",
    ]
    for seat, p in enumerate(state.players):
        lines.append(
            f"seat {seat} board {p.board} crops {_list(p.crops)} coins {p.coins} characters {_list(p.characters)} "
            f"cards {_list(p.llama_cards, lambda card: f'{card[0]}{card[1]}')} foundations {p.foundations}")
    lines += [_estate(seat, p.estate) for seat, p in enumerate(state.players)]
    lines += [_event(event) for event in state.last_events]
    return "\n".join(lines) + "\n"


# --- Reading ------------------------------------------------------------------------------------


class _Line:
    """One line's ``key value`` pairs, read in order; a wrong one names the key."""

    def __init__(self, number: int, text: str, keyword: str, index: bool = False) -> None:
        words = text.split()
        if not words or words[0] != keyword:
            raise ValueError(f"Line {number} should start with '{keyword}': {text[:40]!r}.")
        self.number = number
        self.index = _int(words[1], f"line {number}'s seat") if index else None
        rest = words[2:] if index else words[1:]
        if len(rest) % 2:
            raise ValueError(f"Line {number} ('{keyword}') has a key without a value.")
        self.pairs = list(zip(rest[0::2], rest[1::2]))
        self.keyword = keyword

    def get(self, key: str, read: Callable[[str], _T]) -> _T:
        for k, v in self.pairs:
            if k == key:
                try:
                    return read(v)
                except (ValueError, KeyError, IndexError) as exc:
                    raise ValueError(f"Line {self.number} ('{self.keyword}'): '{key}' cannot be {v!r} ({exc}).") from None
        raise ValueError(f"Line {self.number} ('{self.keyword}') has no '{key}'.")


def _int(text: str, what: str = "a number") -> int:
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{what} should be a whole number, not {text!r}") from None


def _flag(text: str) -> bool:
    if text not in ("yes", "no"):
        raise ValueError("yes or no")
    return text == "yes"


def _ints(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(_int(i) for i in text.split("/"))


def _triple(text: str) -> tuple[int, int, int]:
    values = _ints(text)
    if len(values) != 3:
        raise ValueError("three numbers")
    return values[0], values[1], values[2]


def _cell_of(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return _int(x), _int(y)


def _cells(text: str) -> tuple[tuple[int, int], ...]:
    return () if text == "-" else tuple(_cell_of(c) for c in text.split("/"))


def _tile_id(name: str) -> int:
    if name not in TILE_BY_NAME:
        raise ValueError(f"there is no tile {name}")
    return TILE_BY_NAME[name].id


def _tile_ids(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(_tile_id(name) for name in text.split("/"))


def _cards(text: str) -> tuple[tuple[str, int], ...]:
    if text == "-":
        return ()
    cards = tuple((card[0], _int(card[1:])) for card in text.split("/"))
    if any(crop not in CROPS for crop, _ in cards):
        raise ValueError("a llama card is a crop letter and its points")
    return cards


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _read_event(number: int, text: str) -> Event:
    try:
        kind, seat, data, secret, seen_by, reveals = json.loads(text.removeprefix("event "))
        return Event(kind, seat, tuple(sorted((k, _tuples(v)) for k, v in data.items())),
                     tuple(sorted((k, _tuples(v)) for k, v in secret.items())), frozenset(seen_by), bool(reveals))
    except (ValueError, TypeError, AttributeError) as exc:
        raise ValueError(f"Line {number}: an event should be [kind, seat, details, secret, seen by, reveals] ({exc}).") from None


def _read_estate(line: _Line, board: str) -> Estate:
    estate = Estate.start(board)
    for item in line.get("tiles", lambda v: [] if v == "-" else v.split("/")):
        try:
            name, face, rot, anchor, level = item.split(".")
            o = orientation(_tile_id(name), face, int(rot))
            (x, y), height = _cell_of(anchor), int(level)
        except (ValueError, KeyError) as exc:
            raise ValueError(f"Line {line.number}: {item!r} is not a laid tile (name.face.turns.x,y.level): {exc}.") from None
        refusal, _ = estate.check(o, x, y, height, 99)  # foundations are counted apart
        if refusal is not None:
            raise ValueError(f"Line {line.number}: tile {name} cannot lie at {x},{y} on level {height}: "
                             f"{WORDS.refusal(refusal)}")
        estate = estate.with_tile(o, x, y, height)[0]
    for cell in line.get("llamas", _cells):
        if cell not in estate.tops or estate.tops[cell][3]:
            raise ValueError(f"Line {line.number}: a llama at {_cell(cell)} stands on no free square.")
        estate = estate.with_llama(cell)
    return estate


def from_text(text: str, make_state: Callable[..., Any], make_player: Callable[..., Any],
              make_turn: Callable[..., Any], phase: Callable[[str], Any], variants: tuple[str, ...]) -> Any:
    """The state written by :func:`to_text` (the game passes its own record classes, its
    phases and its variants: this module is imported by the game, not the other way).

    :raises ValueError: saying which line is wrong and why.
    """
    rows = [row for row in text.strip().splitlines() if row.strip()]
    if not rows or rows[0].strip() != HEADER:
        raise ValueError(f"A Llamaland position starts with '{HEADER}'.")
    rows = rows[1:]
    numbered = list(enumerate(rows, start=2))
    head = [(n, r) for n, r in numbered if not r.startswith("event ")]
    events = tuple(_read_event(n, r) for n, r in numbered if r.startswith("event "))
    keywords = ["game", "progress", "turn", "stacks", "llamas", "characters", "objectives", "supply"]
    if len(head) < len(keywords):
        raise ValueError(f"A Llamaland position has the lines {', '.join(keywords)}, then seats and estates.")
    lines = {k: _Line(n, r, k) for k, (n, r) in zip(keywords, head)}
    game = lines["game"]
    players = game.get("players", _int)
    if not 2 <= players <= 4:
        raise ValueError(f"Llamaland is for 2 to 4 players, not {players}.")
    rest = head[len(keywords):]
    if len(rest) != 2 * players:
        raise ValueError(f"{players} players need {players} seat lines and {players} estate lines, not {len(rest)} lines.")
    seats = [_Line(n, r, "seat", index=True) for n, r in rest[:players]]
    estates = [_Line(n, r, "estate", index=True) for n, r in rest[players:]]
    if [s.index for s in seats] != list(range(players)) or [e.index for e in estates] != list(range(players)):
        raise ValueError("The seats and estates are numbered 0, 1, ... in order.")
    variant = game.get("variant", str)
    if variant not in variants:
        raise ValueError(f"There is no variant '{variant}'.")
    crook = game.get("crook", _int)
    t = lines["turn"]
    phase_word = t.get("phase", str)
    try:
        turn_phase = phase(phase_word)
    except ValueError:
        raise ValueError(f"Line {t.number}: there is no phase '{phase_word}'.") from None
    turn = make_turn(
        seat=t.get("seat", _int), phase=turn_phase, stack=t.get("stack", lambda v: "" if v == "-" else v),
        tile=t.get("tile", _int), extended=t.get("extended", _flag), placed=t.get("placed", _cells),
        huts=t.get("huts", _int), used=frozenset(t.get("used", _ints)), fed=t.get("fed", _flag))
    if not (0 <= crook < players and 0 <= turn.seat < players):
        raise ValueError("The crook and the turn belong to seats of the table.")
    stacks = tuple(lines["stacks"].get(shape, _tile_ids) for shape in SHAPE_ORDER)
    llamas = lines["llamas"]
    columns = tuple(llamas.get(crop, _ints) for crop in CROPS)
    objectives = lines["objectives"].pairs
    if any(key not in OBJECTIVES for key, _ in objectives):
        raise ValueError(f"Line {lines['objectives'].number} names an objective card the game does not have.")
    markers = tuple(lines["objectives"].get(key, _triple) for key, _ in objectives)
    player_states = []
    for seat, line in zip(seats, estates):
        board = seat.get("board", str)
        if board not in START_BOARDS:
            raise ValueError(f"Line {seat.number}: there is no start board '{board}'.")
        player_states.append(make_player(
            estate=_read_estate(line, board), board=board, crops=seat.get("crops", _triple),
            coins=seat.get("coins", _int), characters=seat.get("characters", _ints),
            llama_cards=seat.get("cards", _cards), foundations=seat.get("foundations", _int)))
    progress, chars, supply = lines["progress"], lines["characters"], lines["supply"]
    state = make_state(
        num_players=players, seed=game.get("seed", _int), variant=variant,
        llama_variant=game.get("llama_variant", _flag), crook=crook, stacks=stacks, llama_columns=columns,
        boxed_llama_cards=llamas.get("boxed", _int), char_row=chars.get("row", _ints),
        char_pile=chars.get("pile", _ints), objectives=tuple(key for key, _ in objectives), markers=markers,
        players=tuple(player_states), supply_crops=supply.get("crops", _triple),
        supply_coins=supply.get("coins", _int), supply_llamas=supply.get("llamas", _int), turn=turn,
        turns_taken=progress.get("turns", _int), triggered=progress.get("triggered", _flag),
        over=progress.get("over", _flag), last_events=events, hidden=progress.get("hidden", _flag))
    _check_components(state)
    return state


def _check_components(state: Any) -> None:
    """Every tile and character card is in exactly one place (a damaged text loses or doubles one)."""
    tiles = [i for stack in state.stacks for i in stack]
    tiles += [p.tile for player in state.players for p in player.estate.pieces if p.kind == TILE_KIND]
    if state.turn.phase == "place":
        tiles.append(state.turn.tile)
    if sorted(tiles) != list(range(len(TILES))):
        raise ValueError("Every land tile must be in a stack, an estate or in hand, once.")
    for stack, shape in zip(state.stacks, SHAPE_ORDER):
        if any(TILES[i].shape != shape for i in stack):
            raise ValueError(f"The {shape} stack holds a tile of another shape.")
    cards = [*state.char_row, *state.char_pile, *(c for p in state.players for c in p.characters)]
    if sorted(cards) != list(range(len(CHARACTERS))):
        raise ValueError("Every character card must be in the row, the pile or a collection, once.")


__all__ = ["HEADER", "from_text", "to_text"]
