"""What the keys reach at the Llamas & Alpacas table, built from the legal actions.

A move is two steps, as with the mouse's click-then-click: pick a card up (a row card you
may take, or a card of your board you may move: Enter selects it), then a space of your
board where it may go (Enter drops it there). Every new position where you decide starts
the walk at the row (one Tab, Enter, Enter takes the first row card; after a move played with
the keys the outline is on it already). A row card picked up is lifted, the outline goes to
the space the hint or its best score points at and names the card; Esc puts it back (the
stage's ``cancel``). A card of your board
picked up is offered first its own space ("Leave this card where it is"), so Enter, Enter
never moves it by accident, and while a card is held only its spaces and the row are offered. When a drop can mean several moves (how to
pay, which treats go on), the kit's chooser opens and takes the keys itself (1-9, the
arrows and Enter). At the start, the spaces where your starting card may go. Pass is a button.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from ....i18n import t
from ....rules.alpacas import Move, Phase, PlaceStart, Take
from ...table.keyboard import BUTTONS_GROUP, KeyGroup, KeyTarget
from ...table.parts import Keys
from .drops import Piece, still_there
from .intents import intents_of
from .key_spaces import first_space
from .layout import layout_of
from .move_names import card_words
from .stage import RIVAL, stage_of

CELLS = "spaces"


class AlpacasKeys(Keys):
    """The row cards you may take, your cards you may move, then the spaces for the held one."""

    def busy(self) -> bool:
        """The kit's chooser is open: the arrows and Enter are its."""
        return self.table.chooser.open is not None

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.seen: Hashable = None
        """The position the keys were last built for: a new one where you decide starts the
        keyboard's walk over at the row."""
        self.keyed = False
        """The outline was on the table when your move went: it comes back on the row's first
        card at your next turn (it fell onto the Rules button while the bots played)."""

    def targets(self) -> list[KeyGroup]:
        table, stage = self.table, stage_of(self.table)
        legal = table.legal()
        ring = table.ring
        if not legal and ring.active and ring.group_name != BUTTONS_GROUP:
            self.keyed = True  # your move went: no outline wanders onto a button while others play
            ring.hide()
        if table.view.stamp != self.seen:
            self.seen = table.view.stamp
            if legal:
                self.start_at_row()
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
                row.append(KeyTarget(sprite.rect(), t("Pick up card {n} of the row: the {card}", n=index + 1, card=card_words(card)),
                                     callback=self.pick(("row", card)), key=("row", card)))
        held = stage.selected if stage.selected is not None and still_there(stage.selected, view, table.viewer) else None
        board = []
        for src, card in enumerate(view.boards[table.viewer] if held is None else ()):  # a held card: its spaces
            sprite = stage.sprites.get(card) if card is not None else None
            if src in movable and sprite is not None and card is not None:
                board.append(KeyTarget(sprite.rect(), t("Pick up this card of your board to move it"),
                                       callback=self.pick(("board", card)), key=("board", card)))
        rivals = [KeyTarget(table.panel_rect(seat), t("{name}'s board", name=table.names[seat]),
                            callback=lambda: None, key=(RIVAL, seat))
                  for seat in layout_of(table).rivals()]
        groups = [KeyGroup("row", row), KeyGroup("board", board), KeyGroup("rivals", rivals)]
        if held is not None:
            intents, name = intents_of(table), card_words(held[1])
            spaces = [KeyTarget(cells[cell], t("Put the {card} in row {row}, column {col}", card=name, **rc(cell)),
                                callback=self.drop(held, cell), key=("cell", cell))
                      for cell in range(len(cells)) if intents.candidates(held, cell)]
            if held[0] == "board":  # first, where it stands: a second Enter moves nothing
                here = view.boards[table.viewer].index(held[1])
                spaces.insert(0, KeyTarget(cells[here], t("Leave this card where it is"), callback=self.put_back,
                                           key=("cell", here)))
            groups.insert(0, KeyGroup(CELLS, spaces))
        return [g for g in groups if g.targets]

    def follow(self) -> None:
        """Each frame: once your turn comes back to a keyboard player, the outline comes back on
        the row (nothing else asks for the targets while the outline is hidden)."""
        if self.keyed and self.table.view.stamp != self.seen:
            self.targets()

    def start_at_row(self) -> None:
        """A new position where you decide: the outline goes away and the next Tab lands on
        the row's first card (it would else walk on from where the last move left it, to your
        board's cards, and Enter, Enter would move one of them instead of taking a card)."""
        ring = self.table.ring
        ring.hide()
        ring.group_name, ring.stop_key, ring.index = "row", None, (0, 0)
        if self.keyed:  # a keyboard player: the outline is on the row's first card at once
            self.keyed, ring.active = False, True

    def put_back(self) -> None:
        """A card of your board picked up with the keys goes back: nothing is played."""
        held = stage_of(self.table).selected
        stage_of(self.table).selected = None
        ring = self.table.ring
        ring.group_name, ring.stop_key = "board", held

    def pick(self, piece: Piece) -> Callable[[], None]:
        def pick() -> None:
            table, stage = self.table, stage_of(self.table)
            stage.selected = piece  # lifted where it lies; the outline goes to its first space
            advice = table.coach.current()
            cell = first_space(piece, table.legal(), stage.view, table.viewer,
                               advice.suggestion.action if advice is not None else None)
            ring = table.ring  # a card of your board: its own space first, so Enter, Enter moves nothing
            ring.group_name, ring.stop_key, ring.index = CELLS, ("cell", cell) if piece[0] == "row" else None, (0, 0)
        return pick

    def drop(self, piece: Piece, cell: int) -> Callable[[], None]:
        def drop() -> None:
            self.keyed = True  # played with the keys: the outline is back on the row at your next turn
            stage_of(self.table).selected = None
            intents_of(self.table).drop(piece, cell)
        return drop


def rc(cell: int) -> dict[str, int]:
    """Row and column of a board space, as a player counts them (row 1, column 1 top left)."""
    return {"row": cell // 3 + 1, "col": cell % 3 + 1}


__all__ = ["AlpacasKeys", "CELLS", "rc"]
