"""A playtest saw "Tina is thinking…" with the turn already the player's (her card still flying
to its place): the status line never says a bot is thinking once the move is the player's,
nor while a bot's card lands on the way to it (Dolly attacks, the table answers for you, the
turn comes to you)."""

from __future__ import annotations

from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.ui.games.llamagedon.stage import stage_of

from .bot_table import bot_table


def test_no_bot_is_thinking_once_the_move_is_yours() -> None:
    position = LLAMAGEDON.state_to_text(build_state(
        [[RED, BLUE], [YELLOW], [ATTACK]], [[(SHELTER,)], [(SHELTER,), (GREEN, GREEN)], []], [YELLOW, BLUE], turn=2))
    app, match, table = bot_table(position, ["You", "Pablo", "Tina"], animation_speed="fast")
    try:
        said: set[str] = set()
        for _ in range(80):
            app.frame(0.05, [])  # a slow machine's frames: fewer of them
            pill = table.status.pill()
            words = " ".join(pill[1]) if pill else ""
            said.add(words)
            if match.current_seat() == 0 or stage_of(table).view.obs.turn == 0:
                assert "thinking" not in words, words
            if table.my_turn() and not table.animator.holding and words:
                break
        assert "Tina is thinking…" in said and table.my_turn()  # she was, on her turn
        assert words and "thinking" not in words, words  # what you may do
    finally:
        app.scenes.clear()
