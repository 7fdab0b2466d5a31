"""The Hint at 150% on a laptop: its bubble stands clear of the hand (where the felt under the
status line holds no line it takes the status line's place), a Swap's hint names the card to
give and why, and the chooser that follows marks that card (pt55, pt56: "give away the card
you need least" named none, and the hint's words lay under the hand's cards)."""

from __future__ import annotations

from llamagames.bots.explain import Suggestion
from llamagames.bots.explain_llamagedon import explain
from llamagames.i18n import language
from llamagames.rules.llamagedon import LLAMAGEDON, Swap
from llamagames.rules.llamagedon.cards import BLOCK, BLUE, GREEN, RED, SWAP, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.rules.llamagedon.state import Phase
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.table.advice import Advice

from ..conftest import FRAME
from .bot_table import bot_table


def test_a_swap_hint_names_its_card_stands_clear_of_the_hand_and_marks_the_chooser_row() -> None:
    hands = [[YELLOW, RED, RED, SWAP, BLUE, BLUE, BLOCK], [RED, GREEN], [BLUE], [GREEN, GREEN]]
    position = LLAMAGEDON.state_to_text(build_state(hands, [[], [], [], []], [RED], turn=0, phase=Phase.MAIN))
    app, match, table = bot_table(position, ["You", "Pablo", "Dolly", "Tina"], size=(1229, 691), ui_scale=1.5,
                                  animation_speed="instant")
    app.frame(FRAME, [])
    obs, legal = table.view.observation(), table.legal()
    swap = Swap(1, YELLOW)
    reason = explain(obs, legal, swap)
    assert reason.code == "llamagedon_swap_lone"
    found = Suggestion(swap, reason)
    words = table.coach._words(found)
    assert "Pablo" in words and "yellow" in words and "no pair" in words
    table.coach.advice = Advice(found, words, table.view.stamp, table.coach._rects(found), language())
    app.frame(FRAME, [])
    bubble = table.coach.shown_rect
    cards = [sprite.rect() for sprite in stage_of(table).fan.cards]
    assert bubble is not None and cards and bubble.bottom - 4 <= min(card.top for card in cards)  # its shadow aside
    assert table.coach.text_size(words) >= table.small(15) - 1, "the hint keeps the player's size"
    table.parts.intents.offer([a for a in legal if isinstance(a, Swap) and a.seat == 1], "")
    chooser = table.chooser.open
    assert chooser is not None and chooser.hinted is not None
    assert chooser.options[chooser.hinted].action == swap and chooser.hover == chooser.hinted


def test_an_end_of_turn_the_hint_suggested_is_not_asked_and_one_asked_says_why_it_stays() -> None:
    """pt55: the hint said to end the turn, then "End your turn without an action? This cannot
    be taken back", with undo allowed. Asked, it says why (Pablo draws at once); suggested by
    the hint, it is not asked."""
    from llamagames.rules.llamagedon.actions import PASS
    from llamagames.ui.table.ending import ask_detail, should_ask

    hands = [[RED, SWAP], [RED, GREEN], [BLUE]]
    position = LLAMAGEDON.state_to_text(build_state(hands, [[], [], []], [RED], turn=0, phase=Phase.MAIN))
    app, match, table = bot_table(position, ["You", "Pablo", "Dolly"], ending_moves="undo", animation_speed="instant")
    app.frame(FRAME, [])
    assert should_ask(table, PASS) is not None  # a Swap could be played: asked, it cannot be undone
    assert ask_detail(table, PASS).startswith("Pablo draws a card at once")
    found = Suggestion(PASS, explain(table.view.observation(), table.legal(), PASS))
    table.coach.advice = Advice(found, table.coach._words(found), table.view.stamp, [], language())
    assert should_ask(table, PASS) is None
