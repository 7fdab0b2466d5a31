"""A chooser lights its first row, so the row a good player takes comes first: a playtest
found "breaks a pair" and "its Wild can be taken" lit as the default. And the Hint button's
tooltip does not stay over the hint it asked for."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from llamagames.rules.llamagedon.actions import Build, Swap
from llamagames.rules.llamagedon.cards import GREEN, RED, SWAP, WILD, YELLOW
from llamagames.ui.games.llamagedon.choice_words import action_note, best_first
from llamagames.ui.games.llamagedon.hint_tip import clear_hint_of_tips


def test_the_row_that_breaks_nothing_comes_first() -> None:
    obs = SimpleNamespace(hand=(YELLOW, YELLOW, GREEN, SWAP))
    swaps = best_first([Swap(1, YELLOW), Swap(1, GREEN)], obs)
    assert swaps == [Swap(1, GREEN), Swap(1, YELLOW)] and action_note(swaps[0], obs) == ""
    builds = [Build(RED, WILD), Build(YELLOW, YELLOW), Build(WILD, WILD), Build(GREEN, GREEN)]
    assert best_first(builds, SimpleNamespace(hand=())) == [Build(YELLOW, YELLOW), Build(GREEN, GREEN),
                                                           Build(RED, WILD), Build(WILD, WILD)]


class _Tip:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect, self.killed = rect, False

    def kill(self) -> None:
        self.killed = True


def test_a_tooltip_over_the_hint_goes_once_the_hint_is_in() -> None:
    advice = object()
    area = pygame.Rect(20, 420, 370, 90)
    over, clear = _Tip(pygame.Rect(180, 490, 220, 60)), _Tip(pygame.Rect(1130, 450, 220, 60))
    hint, undo = SimpleNamespace(tool_tip=over), SimpleNamespace(tool_tip=clear)
    table = SimpleNamespace(coach=SimpleNamespace(current=lambda: advice),
                            parts=SimpleNamespace(coach=SimpleNamespace(area=lambda: area)),
                            controls=SimpleNamespace(buttons={"hint": hint, "undo": undo}))
    assert clear_hint_of_tips(table, None) is advice  # type: ignore[arg-type]
    assert over.killed and hint.tool_tip is None and not clear.killed and undo.tool_tip is clear
    hint.tool_tip = again = _Tip(pygame.Rect(180, 490, 220, 60))  # no other place: it stays, no blinking
    assert clear_hint_of_tips(table, advice) is advice and not again.killed  # type: ignore[arg-type]
