"""The layout tour's moments reach every table: hover on each kind of piece, a refusal, a
toast, the hint, the keyboard focus, a drag, a button's tooltip, and (where a bot answers the
player's move) Undo counting down and held and the bot's move tagged, with real events (issue "Every table fills
the laptop", item 6). What each moment shows is checked by the tour (``--moments``)."""

from __future__ import annotations

import pytest

from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, mid_game, open_table
from llamagames.ui.registry import playable_games
from llamagames.ui.table.moments import moments

KIT_MOMENTS = {"hover_own", "hover_choices", "hover_rival", "toast", "hint", "focus_1"}
TOOLTIPS = {"undo_held", "tooltip_hint"}
"""A button's tooltip: Undo's while it counts down, else the Hint's."""
ANSWERED = {"alpacas", "llamagedon"}
"""Games whose first move Undo could take back here is answered by the bot: Undo counts down,
is held under the pointer, and the bot's move is tagged beside its seat (in L.L.A.M.A.'s
position the rival has quit the round, and a Llamaland tile taken shows the next one)."""
DRAGGED = {"alpacas", "llamagedon"}
"""Games whose suggested move in these positions is a drag from one place to another (in the
others it is a click: draw a card, take a tile from its stack)."""


def open_mid_game(app, name: str):
    """A table mid-game with the human to move (random play from the first seed that gets there)."""
    for seed in range(12, 40):
        record = mid_game(name, 2, seed, moves=6)
        table = open_table(app, record)
        if table.match.current_seat() == 0:
            return table
        app.scenes.pop_to_root()
    raise AssertionError(f"no mid-game position of {name} with the human to move")


@pytest.mark.parametrize("name", playable_games())
def test_the_moments_walk_reaches_every_kind_of_moment(name: str) -> None:
    app = make_app((1280, 720))
    try:
        table = open_mid_game(app, name)
        seen = set()
        for moment in moments(app, table):
            seen.add(moment)
            if moment == "undo_held":  # the pointer on Undo holds the bot, and the button says so
                assert table.controls.buttons["undo"].text == "Undo (U) · held"
                assert not table.my_turn()
    finally:
        app.scenes.clear()
    assert KIT_MOMENTS <= seen, f"{name}: missing {sorted(KIT_MOMENTS - seen)}"
    assert seen & TOOLTIPS, f"{name}: no button's tooltip"
    if name in ANSWERED:
        turn = {"undo_countdown", "undo_held", "bot_answered", "bots_answered"}
        assert turn <= seen, f"{name}: missing {sorted(turn - seen)}"
    if name in DRAGGED:
        assert "drag_legal" in seen, f"{name}: the hint's move was never dragged"


def test_a_toast_keeps_clear_of_the_tip_and_the_status_line() -> None:
    """The refusal that covered the first-game tip (Alpacas at 1280x720) now stands clear of it."""
    with recording():
        app = make_app((1280, 720))
        try:
            table = open_mid_game(app, "alpacas")
            table.toasts.show("Pablo has answered Ben's move: once the next player has played, a move stays.",
                              refusal=True)
            app.frame(1 / 60, [])
            found = [line for line in problems(app) if "answered Ben's move" in line]
        finally:
            app.scenes.clear()
    assert found == [], "the refusal covers or is covered by something the player reads"
