"""At a hot seat the panels keep their places across a handover (a playtest at 1366x768 saw
Dolly trade places with Player 2 at every handover): the bots never move, the humans change
places with the one at the laptop, every rival keeps its neighbours around the table, and the
cover says whose view comes next."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.app import App
from llamagames.ui.registry import table_design
from llamagames.ui.table.cover import HotSeatCover

from .conftest import FRAME


def _seats(kinds: str) -> list[SeatConfig]:
    humans, bots = iter(["Player 1", "Player 2", "Player 3"]), iter(["Dolly", "Pablo", "Tina"])
    return [SeatConfig("human", next(humans)) if kind == "h" else SeatConfig("bot", next(bots), "easy") for kind in kinds]


def _places(table) -> dict[int, pygame.Rect]:
    return {seat: pygame.Rect(table.panel_rect(seat)) for seat in range(table.match.num_players)}


def _neighbours(table, seat: int) -> set[int]:
    """The seats either side of ``seat`` around the table (the viewer's at the foot closes the ring)."""
    ring = [table.viewer, *table.sight.around()]
    at = ring.index(seat)
    return {ring[at - 1], ring[(at + 1) % len(ring)]}


@pytest.mark.parametrize("game, kinds", [("llama", "hhb"), ("llama", "hbhb"), ("alpacas", "hhb"),
                                         ("llamaland", "hbh")])
def test_a_handover_moves_no_bot_and_keeps_each_rivals_neighbours(app: App, game: str, kinds: str) -> None:
    app.resize((1366, 768))
    match = Match(game, _seats(kinds), 5, bot_delay=0.0, worker=InlineBotWorker())
    design = table_design(game)
    assert design is not None
    table = design(app, match)
    app.start(table)
    app.frame(FRAME, [])
    humans = [seat for seat, kind in enumerate(kinds) if kind == "h"]
    bots = [seat for seat, kind in enumerate(kinds) if kind == "b"]
    table.sight.reveal(humans[0])
    before, near = _places(table), {seat: _neighbours(table, seat) for seat in bots}
    table.sight.reveal(humans[1])  # the laptop goes to the next human
    after = _places(table)
    assert after[humans[1]] == before[humans[0]] and after[humans[0]] == before[humans[1]]  # the two change places
    for seat in bots:
        assert after[seat] == before[seat], f"{game}: {table.names[seat]} moved at the handover"
        assert _neighbours(table, seat) == near[seat], f"{game}: {table.names[seat]}'s neighbours changed"


def test_the_cover_says_whose_view_comes_next(app: App) -> None:
    match = Match("llama", _seats("hhb"), 5, bot_delay=0.0, worker=InlineBotWorker())
    design = table_design("llama")
    assert design is not None
    table = design(app, match)
    app.start(table)
    app.frame(FRAME, [])
    cover = app.scenes.top
    assert isinstance(cover, HotSeatCover)
    assert cover.view == "Next, the table as Player 1 sees it: the bots keep their places."
