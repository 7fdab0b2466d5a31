"""P plays the hint's move at the L.L.A.M.A. table, as it does in Llamaland (a playtester pressed
it after H and nothing happened); before any hint it says how to get one."""

from __future__ import annotations

import pygame

from llamagames.bots.explain import Reason, Suggestion
from llamagames.rules.llama import DRAW, PlayCard, ReturnChip
from llamagames.ui.table.advice import Advice

from ..conftest import FRAME
from ..test_table import open_table, opening

P = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0)


def test_p_plays_the_hinted_move_and_before_a_hint_says_to_press_h(app) -> None:
    seed, playable, _ = opening()
    table = open_table(app, seed)
    moves = len(table.match.record.actions)
    app.frame(FRAME, [P])
    assert len(table.match.record.actions) == moves and "press H" in table.toasts.text
    hinted = PlayCard(playable)
    assert hinted in table.legal() and DRAW in table.legal()
    table.coach.advice = Advice(Suggestion(hinted, Reason("best_place")), "Play it.", table.view.stamp)
    assert "Press P" in table.parts.coach.take_words(hinted)
    app.frame(FRAME, [P])
    assert table.match.record.actions[moves] == str(hinted)  # (the bot may have answered since)


def test_a_chip_given_back_is_named_in_words(app) -> None:
    """The review at a chip's return said "you chose return 1"."""
    seed, _, _ = opening()
    coach = open_table(app, seed).parts.coach
    assert coach.move_name(ReturnChip(1)) == "Give back a 1-point chip"
    assert coach.move_name(ReturnChip(10)) == "Give back a 10-point chip"
