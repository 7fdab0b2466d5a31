"""What the keys reach at the Llamas & Alpacas table, built from the legal actions.

A move is two steps, as with the mouse's click-then-click: pick a card up (a row card you
may take, or a card of your board you may move: Enter selects it), then a space of your
board where it may go (Enter drops it there). When a drop can mean several moves (how to
pay, which treats go on), the table's chooser opens and its lines become the first group.
At the start, the spaces where your starting card may go. Pass is a button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ....i18n import t
from ....rules.alpacas import Move, Phase, PlaceStart, Take
from ...table.keyboard import KeyGroup, KeyTarget

if TYPE_CHECKING:
    from .table import AlpacasTable, Piece

CELLS = "spaces"


def key_targets(table: "AlpacasTable") -> list[KeyGroup]:
    chooser = table.chooser
    if chooser is not None:
        return [KeyGroup("choice", [KeyTarget(rect, line, callback=_choose(table, action), key=("choice", i))
                                    for i, (rect, line, action) in
                                    enumerate(zip(chooser.rects, chooser.lines, chooser.actions))])]
    legal = table.legal_now()
    if not legal:
        return []
    view = table.view
    cells = table.lay.cells
    if view.phase is Phase.SETUP:
        return [KeyGroup(CELLS, [KeyTarget(cells[a.cell], t("Starting card on space {row},{col}", **_rc(a.cell)), a,
                                           key=("cell", a.cell))
                                 for a in legal if isinstance(a, PlaceStart) and a.cell < len(cells)])]
    takeable = {a.index for a in legal if isinstance(a, Take)}
    movable = {a.src for a in legal if isinstance(a, Move)}
    row = []
    for index, card in enumerate(view.row):
        sprite = table.sprites.get(card)
        if index in takeable and sprite is not None:
            row.append(KeyTarget(sprite.rect(), t("Pick up card {n} of the row", n=index + 1),
                                 callback=_pick(table, ("row", card)), key=("row", card)))
    board = []
    for src, card in enumerate(view.boards[table.viewer]):
        sprite = table.sprites.get(card) if card is not None else None
        if src in movable and sprite is not None and card is not None:
            board.append(KeyTarget(sprite.rect(), t("Pick up this card of your board to move it"),
                                   callback=_pick(table, ("board", card)), key=("board", card)))
    groups = [KeyGroup("row", row), KeyGroup("board", board)]
    held = table.selected
    if held is not None and table.still_there(held):
        spaces = [KeyTarget(cells[cell], t("Put the card on space {row},{col}", **_rc(cell)),
                            callback=_drop(table, held, cell), key=("cell", cell))
                  for cell in range(len(cells)) if table.candidates(held, cell)]
        groups.insert(0, KeyGroup(CELLS, spaces))
    return [g for g in groups if g.targets]


def _rc(cell: int) -> dict[str, int]:
    """Row and column of a board space, as the board labels them (1,1 top left)."""
    return {"row": cell // 3 + 1, "col": cell % 3 + 1}


def _pick(table: "AlpacasTable", piece: "Piece") -> Callable[[], None]:
    def pick() -> None:
        table.selected = piece
        table.ring.group_name, table.ring.stop_key, table.ring.index = CELLS, None, (0, 0)
    return pick


def _drop(table: "AlpacasTable", piece: "Piece", cell: int) -> Callable[[], None]:
    def drop() -> None:
        table.selected = None
        table._drop(piece, cell)
    return drop


def _choose(table: "AlpacasTable", action: Any) -> Callable[[], None]:
    def choose() -> None:
        table.chooser = None
        table.try_action(action, on_refuse=table._retarget)
    return choose
