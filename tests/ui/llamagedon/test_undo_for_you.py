"""Undo is enabled only where it can act. With no Block in hand the table answers a Block
window "let it be" for the player, during the bots' turns: Undo looked enabled there, and
pressing it took the answer back only for the table to give it again."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import LET, Attack
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.rules.llamagedon.state import Link, Phase
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App

from ..conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]


def test_a_let_the_table_gave_for_you_is_not_offered_to_undo():
    hands = [[RED, BLUE], [RED, ATTACK], [GREEN]]
    areas = [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]]
    state = build_state(hands, areas, [YELLOW], turn=1, phase=Phase.BLOCK, chain=[Link(1, Attack(0, 0))], lets=1)
    app = App((1366, 768), settings=Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.2)
    match = Match.from_position("llamagedon", SEATS, LLAMAGEDON.state_to_text(state), bot_delay=0.2,
                                worker=InlineBotWorker(), autosave=False, undo_grace=100.0)
    table = app.open_table(match)
    app.scenes.push(table)
    assert match.game.current_player(match.state) == 0 and list(match.legal_actions()) == [LET]
    for _ in range(400):  # the table answers after a bot's delay (here the answer delay of an instant table)
        app.frame(FRAME, [])
        if match.record.actions:
            break
    assert match.record.actions == ("let",)
    undo = table.controls.buttons["undo"]
    assert not undo.is_enabled
    assert "for you" in table.controls.undo_tip
    assert not table.moves.try_undo() and match.record.actions == ("let",)
