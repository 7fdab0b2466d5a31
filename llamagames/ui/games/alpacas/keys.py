"""What the keys reach at the Llamas & Alpacas table, built from the legal actions.

A move is two steps, as with the mouse's click-then-click: pick a card up (a row card you
may take, or a card of your board you may move: Enter selects it), then a space of your
board where it may go (Enter drops it there). When a drop can mean several moves (how to
pay, which treats go on), the kit's chooser opens and takes the keys itself (1-9, the
arrows and Enter). At the start, the spaces where your starting card may go. Pass is a button.
"""

from __future__ import annotations

from collections.abc import Callable

from ....i18n import t
from ....rules.alpacas import Move, Phase, PlaceStart, Take
from ...table.keyboard import KeyGroup, KeyTarget
from ...table.parts import Keys
from .intents import Piece, intents_of, still_there
from .layout import layout_of
from .stage import stage_of

CELLS = "spaces"


class AlpacasKeys(Keys):
    """The row cards you may take, your cards you may move, then the spaces for the held one."""

    def busy(self) -> bool:
        """The kit's chooser is open: the arrows and Enter are its."""
        return self.table.chooser.open is not None

    def targets(self) -> list[KeyGroup]:
        table, stage = self.table, stage_of(self.table)
        legal = table.legal()
        if not legal or table.chooser.open is not None:
            return []
        view = stage.view
        cells = layout_of(table).rects.cells
        if view.phase is Phase.SETUP:
            return [KeyGroup(CELLS, [KeyTarget(cells[a.cell], t("Starting card in row {row}, column {col}", **rc(a.cell)), a,
                                               key=("cell", a.cell))
                                     for a in legal if isinstance(a, PlaceStart) and a.cell < len(cells)])]
        takeable = {a.index for a in legal if isinstance(a, Take)}
        movable = {a.src for a in legal if isinstance(a, Move)}
        row = []
        for index, card in enumerate(view.row):
            sprite = stage.sprites.get(card)
            if index in takeable and sprite is not None:
                row.append(KeyTarget(sprite.rect(), t("Pick up card {n} of the row", n=index + 1),
                                     callback=self.pick(("row", card)), key=("row", card)))
        board = []
        for src, card in enumerate(view.boards[table.viewer]):
            sprite = stage.sprites.get(card) if card is not None else None
            if src in movable and sprite is not None and card is not None:
                board.append(KeyTarget(sprite.rect(), t("Pick up this card of your board to move it"),
                                       callback=self.pick(("board", card)), key=("board", card)))
        groups = [KeyGroup("row", row), KeyGroup("board", board)]
        held = stage.selected
        if held is not None and still_there(held, view, table.viewer):
            intents = intents_of(table)
            spaces = [KeyTarget(cells[cell], t("Put the card in row {row}, column {col}", **rc(cell)),
                                callback=self.drop(held, cell), key=("cell", cell))
                      for cell in range(len(cells)) if intents.candidates(held, cell)]
            groups.insert(0, KeyGroup(CELLS, spaces))
        return [g for g in groups if g.targets]

    def pick(self, piece: Piece) -> Callable[[], None]:
        def pick() -> None:
            stage_of(self.table).selected = piece
            ring = self.table.ring
            ring.group_name, ring.stop_key, ring.index = CELLS, None, (0, 0)
        return pick

    def drop(self, piece: Piece, cell: int) -> Callable[[], None]:
        def drop() -> None:
            stage_of(self.table).selected = None
            intents_of(self.table).drop(piece, cell)
        return drop


def rc(cell: int) -> dict[str, int]:
    """Row and column of a board space, as a player counts them (row 1, column 1 top left)."""
    return {"row": cell // 3 + 1, "col": cell % 3 + 1}


__all__ = ["AlpacasKeys", "CELLS", "rc"]
