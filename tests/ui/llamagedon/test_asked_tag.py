"""Your seat panel's "asked" tag stands only beside the Block question: a playtest saw
"You · asked" with no question on the table. It was every Block window the table answers for
you: you hold no Block ("it goes on by itself"), or the card does not touch you and "Ask me
only when it touches me" is on (off by default: then a card on someone else asks too); the
tag now shows exactly when the answers do."""

from __future__ import annotations

import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import Attack
from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.rules.llamagedon.state import Link, Phase
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App
from llamagames.ui.games.llamagedon.stage import stage_of

from ..conftest import FRAME


def asked_table(you_hold_block: bool, aimed_at_you: bool, only_mine: bool = False):
    """Three seats; Pablo (seat 1) has played an Attack and Dolly let it be: you (seat 0) are asked."""
    hand = [RED, GREEN, BLOCK] if you_hold_block else [RED, GREEN, YELLOW]
    target = 0 if aimed_at_you else 2
    position = LLAMAGEDON.state_to_text(build_state(
        [hand, [RED, ATTACK], [GREEN]], [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]], [YELLOW],
        turn=1, phase=Phase.BLOCK, chain=[Link(1, Attack(target, 0))], lets=1))
    app = App((1280, 800), settings=Settings(animation_speed="instant", block_only_mine=only_mine), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=100.0)
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = Match.from_position("llamagedon", seats, position, bot_delay=100.0, worker=InlineBotWorker(),
                                autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(2):
        app.frame(FRAME, [])
    return app, table


@pytest.mark.parametrize(("block", "aimed", "only_mine"), [(True, True, True), (False, True, True), (True, False, True),
                                                         (False, False, True), (True, False, False)])
def test_the_asked_tag_shows_only_with_the_question(block: bool, aimed: bool, only_mine: bool) -> None:
    app, table = asked_table(block, aimed, only_mine)
    try:
        assert table.match.current_seat() == 0 and table.view.observation().phase is Phase.BLOCK
        question = {button.key for button in stage_of(table).prompt_buttons} >= {"block", "let"}
        # a Block in hand asks: about every card (the default), or only one aimed at you
        assert question == (block and (aimed or not only_mine))
        assert table.drawing.seat_look(0).asked == question
        assert table.drawing.seat_look(1).current  # the turn stays Pablo's either way
    finally:
        app.scenes.clear()
