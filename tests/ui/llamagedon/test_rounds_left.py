"""The Llamagedón marker's words count the rounds truly: the drawer's turn, then the first of
the two rounds, then the last round and its last turn; no two turns of one seat say the same
"two rounds" (the playtest saw "Two rounds left" on two of the player's turns in a row)."""

from __future__ import annotations

from llamagames.ui.games.llamagedon.endgame import rounds_left_words


def test_every_turn_after_the_card_says_where_the_end_stands() -> None:
    players = 5
    said = [rounds_left_words(left, players) for left in range(2 * players + 1, 0, -1)]
    assert said == ["Two more rounds"] + ["This round and one more"] * 5 + ["Last round"] * 4 + ["Last turn!"]


def test_the_drawer_hears_a_different_thing_on_each_of_their_three_turns() -> None:
    for players in range(2, 6):
        drawer_turns = [2 * players + 1, players + 1, 1]  # the turns_left on the drawer's own turns
        words = [rounds_left_words(left, players) for left in drawer_turns]
        assert len(set(words)) == 3
        assert words[-1] == "Last turn!"


def test_the_rounds_left_are_said_once_in_the_top_bar() -> None:
    """A playtest found "Two more rounds" on the marker under "Since your turn": the count
    stands once, beside the deck's count in the top bar, and the marker carries no badge."""
    from llamagames import i18n
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.rules.llamagedon import LLAMAGEDON
    from llamagames.rules.llamagedon.cards import BLUE, GREEN, RED, SHELTER
    from llamagames.rules.llamagedon.positions import build_state
    from llamagames.seats import SeatConfig
    from llamagames.ui.layout_tour import make_app

    state = build_state([[RED], [BLUE], [GREEN]], [[(SHELTER,)]] * 3, llamagedon_by=1)
    app = make_app((1366, 768), 1.5, False, "ja")
    try:
        seats = [SeatConfig("human", "You")] + [SeatConfig("bot", n, "easy") for n in ("Pablo", "Dolly")]
        match = Match.from_position("llamagedon", seats, LLAMAGEDON.state_to_text(state), bot_delay=100.0,
                                    worker=InlineBotWorker(), autosave=False)
        table = app.open_table(match)
        app.scenes.push(table)
        app.frame(1 / 60, [])
        painter = table.parts.painter
        words = painter.rounds_left_text()
        assert words and painter.top_bar_info().endswith(" · " + words)
        assert not hasattr(painter, "rounds_badge")
    finally:
        app.scenes.clear()
        i18n.set_language("en")
