"""A playtest read "Dolly and you let it be" holding no Block: one who could not block did not
let the card be. The log says which it was, in English and Japanese."""

from __future__ import annotations

import pytest

from llamagames import i18n
from llamagames.rules.core import Event, Narrator
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import Attack
from llamagames.rules.llamagedon.cards import BLOCK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.narrate import describe_together
from llamagames.rules.llamagedon.positions import build_state
from llamagames.rules.llamagedon.state import Link, Phase
from llamagames.ui.games.llamagedon.asking import unarmed

from ..conftest import FRAME
from .bot_table import bot_table

NAMES = ["You", "Pablo", "Dolly"]


def test_an_answer_without_a_block_is_told_as_such() -> None:
    dolly, you = Event.make("let", 2), Event.make("let", 0)
    marked = unarmed([dolly, you, Event.make("let", 1, own=True)], viewer=0)
    assert marked[0] is dolly and marked[1].get("unarmed") and not marked[2].get("unarmed")
    en, ja = Narrator(NAMES, 0, "en"), Narrator(NAMES, 0, "ja")
    assert describe_together([dolly, you], en) == "Dolly and you let it be."  # you held a Block
    assert describe_together(marked, en) == "Dolly lets it be. You hold no Block to stop it."
    assert describe_together(marked, ja) == "Dollyは見送りました。あなたは止めるブロックを持っていませんでした。"
    assert LLAMAGEDON.describe(marked[1], en) == "You hold no Block to stop it."


@pytest.mark.parametrize("block", [False, True])
def test_the_table_answering_for_you_says_you_hold_no_block(block: bool) -> None:
    # Pablo attacks Dolly; Dolly has let it be; you are asked (Block in hand or not)
    hands = [[RED, BLUE] + ([BLOCK] if block else []), [YELLOW], [GREEN]]
    position = LLAMAGEDON.state_to_text(build_state(
        hands, [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]], [YELLOW], turn=1, phase=Phase.BLOCK,
        chain=[Link(1, Attack(2, 0))], lets=1))
    app, match, table = bot_table(position, ["You", "Pablo", "Dolly"], animation_speed="instant")
    try:
        app.frame(FRAME, [])
        if block:
            table.moves.try_action(LLAMAGEDON.parse_action("let"))  # you chose to let it be
        said = ""
        for _ in range(90):
            app.frame(FRAME, [])
            said = " ".join(entry.text for entry in table.log.entries)
            if "Attack destroys" in said:
                break
        assert ("You hold no Block to stop it." in said) is not block
        assert ("You let it be." in said) is block
    finally:
        app.scenes.clear()
        i18n.set_language("en")
