"""After a bot's turn, what it did is read on the table, not only in the log: its seat pulses
and a tag beside it says its last move ("Played a 4", "Drew a card") until its next move or
the next deal, clear of the panels and the piles."""

from __future__ import annotations

import pygame

from llamagames.rules.llama import LLAMA_CARD, PlayCard
from llamagames.ui.games.llama.reactions import played_words
from llamagames.ui.games.llama.stage import stage_of

from ..conftest import FRAME
from ..test_table import SEATS, open_table, opening


def test_a_bots_move_is_tagged_beside_its_seat_until_the_next_deal(app) -> None:
    seed, good, _ = opening(require_unplayable=False)
    table = open_table(app, seed, SEATS)
    stage = stage_of(table)
    assert stage.last_move == {}
    app.settings.animation_speed = "normal"
    table.moves.try_action(PlayCard(good))
    for _ in range(60):
        app.frame(FRAME, [])
        if len(table.match.record.actions) >= 2:
            break
    answer = table.match.game.parse_action(table.match.record.actions[1])
    expected = played_words(answer.value) if isinstance(answer, PlayCard) else None
    words = stage.last_move.get(1)
    assert words is not None and 0 not in stage.last_move  # the bot's move, never the player's own
    assert words == expected or (expected is None and words in ("Drew a card", "Quit for this round"))
    app.frame(FRAME, [])
    assert any(pulse.rect == table.panel_rect(1) for pulse in stage.effects.pulses)  # its seat lights up
    screen = pygame.Surface(app.size)
    table.draw(screen)
    spot = stage.last_move_tags.get(1)
    assert spot is not None and not spot.colliderect(table.panel_rect(1))
    assert not spot.colliderect(stage.rects.discard) and not spot.colliderect(stage.rects.draw_pile)
    stage.deal_in()
    assert stage.last_move == {}


def test_a_bots_play_is_said_with_its_card() -> None:
    assert played_words(4) == "Played a 4" and played_words(LLAMA_CARD) == "Played a Llama"


def test_your_turn_is_said_once_the_bots_card_has_landed(app) -> None:
    """A playtest saw "Your turn: drag a Llama or a 1…" while the bot's card still flew."""
    seed, good, _ = opening(require_unplayable=False)
    table = open_table(app, seed, SEATS)
    app.settings.animation_speed = "normal"
    table.moves.try_action(PlayCard(good))
    said_in_flight: list[bool] = []
    for _ in range(240):
        app.frame(FRAME, [])
        pill = table.status.pill()
        if len(table.match.record.actions) >= 2 and table.my_turn() and table.animator.holding:
            said_in_flight.append(pill is not None and pill[3])
        if len(table.match.record.actions) >= 2 and table.my_turn() and not table.animator.holding:
            break
    assert said_in_flight and not any(said_in_flight)  # the bot's move flew, and "your turn" waited
    pill = table.status.pill()
    assert pill is not None and pill[3]  # landed: now it is said
