"""A word about the last round does not survive the end of the game: the toast that says
"last round!" goes when the game is over, and is never said by the move that ends it."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.alpacas import ALPACAS, Take, build_state
from llamagames.rules.alpacas.components import LLAMA
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.table import TABLE

from ..conftest import FRAME
from .test_drop_gain import ALPACAS_, card

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Rosa", "easy")]
BOTS_FIRST = [SeatConfig("bot", "Rosa", "easy"), SeatConfig("human", "You")]


def run_state(scores: list[int], current: int = 0):
    """The seat to move holds a red llama 1 and 2 in its top row; the row's first card is a red
    llama 3 (+6)."""
    one, two, three = card(LLAMA, 2, 1), card(LLAMA, 2, 2), card(LLAMA, 2, 3)
    boards = [[None] * 9, [None] * 9]
    boards[current] = [one, two] + [None] * 7
    return build_state(boards, [three] + ALPACAS_[3:8], scores=scores, current=current)


def open_table(app, state, seats):
    match = Match.from_position("alpacas", seats, ALPACAS.state_to_text(state), 3, bot_delay=0.0,
                                worker=InlineBotWorker(), autosave=False)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def said(table) -> str:
    return " ".join((table.toasts.text, table.parts.painter.top_bar_info(), table.parts.painter.status_line()))


def test_the_last_round_toast_goes_when_the_game_ends(app) -> None:
    table = open_table(app, run_state([16, 0]), SEATS)
    table.moves.try_action(Take(0, 2))  # You reach 22: the bot plays the round's last turn
    assert not table.match.is_over() and "last round" in table.toasts.text.lower()
    for _ in range(120):
        if table.match.is_over():
            break
        app.frame(FRAME, [])
    assert table.match.is_over()
    app.frame(FRAME, [])
    assert "last round" not in said(table).lower()


def test_the_move_that_ends_the_game_says_no_last_round(app) -> None:
    # You sit second: the round's last turn is yours, and reaching 18 ends the game at once.
    table = open_table(app, run_state([0, 16], current=1), BOTS_FIRST)
    table.moves.try_action(Take(0, 2))
    app.frame(FRAME, [])
    assert table.match.is_over()
    assert "last round" not in said(table).lower()
