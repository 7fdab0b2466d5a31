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
