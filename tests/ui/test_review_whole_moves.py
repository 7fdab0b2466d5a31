"""rev21: the review names every move whole, lists only decisions that cost something, and its
strip stands clear of the seat panels. A new player read "you chose Attack" (Llamagedón, moves 21
and 22) with no word of whose shelter, and a costliest decision that cost "0 pts"; in L.L.A.M.A.
at 150% the strip covered a rival's panel."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from llamagames import i18n
from llamagames.review.engine import Chance, Decision, mark
from llamagames.rules import GAMES
from llamagames.rules.alpacas import Take
from llamagames.rules.alpacas.components import card_name
from llamagames.rules.llamagedon.actions import BLOCK, LET, Attack, Build, Protect, Steal, Swap
from llamagames.rules.llamagedon.cards import BLUE, RED, SHELTER, WILD, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.rules.llamagedon.state import Link, Phase
from llamagames.rules.llamaland import PlaceMarker, TakeCharacter
from llamagames.rules.llamaland.components import CHARACTERS
from llamagames.ui.games.alpacas.move_names import whole_name as alpacas_name
from llamagames.ui.games.llamagedon.move_names import whole_name as gedon_name
from llamagames.ui.games.llamaland.move_names import whole_name as llamaland_name
from llamagames.ui.table.review_costly import name_at
from llamagames.ui.table.review_room import clear_span, log_room, placed

NAMES = ["You", "Dolly", "Tina"]


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def gedon_view(phase: Phase = Phase.MAIN, chain: tuple[Link, ...] = ()):
    """Seat 0 to decide: its red shelter with a Wild; Dolly's yellow pair and Shelter card."""
    state = build_state([[BLUE, BLUE], [RED], [YELLOW]], [[(RED, WILD)], [(YELLOW, YELLOW), (SHELTER,)], []],
                        phase=phase, chain=chain)
    return GAMES["llamagedon"].observation(state, 0)


def test_llamagedon_names_whose_shelter_and_which() -> None:
    view = gedon_view()
    assert gedon_name(Attack(1, 0), view, NAMES) == "Attack Dolly's yellow shelter"
    assert gedon_name(Steal(1, 1), view, NAMES) == "Steal Dolly's Shelter card"
    assert gedon_name(Swap(2, RED), view, NAMES) == "Swap with Tina, giving a red Resource"
    assert gedon_name(Protect(0), view, NAMES) == "Protect your red shelter"
    assert gedon_name(Build(BLUE, BLUE), view, NAMES) == "Build a blue shelter from a pair"
    asked = gedon_view(Phase.BLOCK, (Link(1, Attack(0, 0)),))
    assert gedon_name(BLOCK, asked, NAMES) == "Block Dolly's Attack on your red shelter"
    assert gedon_name(LET, asked, NAMES) == "Let Dolly's Attack on your red shelter happen"


def test_llamagedon_names_them_in_japanese_too(japanese) -> None:
    assert gedon_name(Attack(1, 0), gedon_view(), NAMES) == "Dollyの黄のシェルターをアタック"
    asked = gedon_view(Phase.BLOCK, (Link(1, Steal(0, 0)),))
    assert gedon_name(BLOCK, asked, NAMES) == "Dollyのスティール（あなたの赤のシェルターへ）をブロック"


def test_alpacas_and_llamaland_name_the_card_the_objective_and_the_character() -> None:
    row = (5, 17, 30)
    assert alpacas_name(Take(1, 4), SimpleNamespace(row=row)) == \
        f"Take the {card_name(17)} (card 2 of the row) to row 2, column 2"
    trader = next(c.id for c in CHARACTERS if c.kind == "trader")
    seen = SimpleNamespace(state=SimpleNamespace(char_row=(0, trader)))
    assert llamaland_name(TakeCharacter("row", 2), seen) == "Take the Trader from the row"
    assert llamaland_name(PlaceMarker("wealth", 0), seen) == "Place a marker on Wealth"


def test_the_strip_names_a_decision_from_where_it_was_taken() -> None:
    """A listed decision is named from its own position, wherever the replay stands; the hint's
    name where the record does not replay there."""
    asked: list[object] = []
    coach = SimpleNamespace(move_name=lambda action: f"short {action}",
                            move_name_at=lambda action, seen: asked.append(seen) or f"whole {action} at {seen}")
    table = SimpleNamespace(parts=SimpleNamespace(coach=coach))

    class Positions:
        def at(self, move: int, seat: int):
            if move > 5:
                raise ValueError("no such move")
            return f"view {move}/{seat}", []

    assert name_at(table, Positions(), 0, "attack", 3) == "whole attack at view 3/0"
    assert name_at(table, Positions(), 0, "attack", 9) == "short attack"
    assert name_at(table, Positions(), 0, "attack", None) == "short attack" and len(asked) == 1


def decision(drop: float, points: float) -> Decision:
    low, high = Chance.of(10, 40), Chance.of(10 + round(40 * drop), 40)
    return Decision(7, 0, 3, "a", "b", "a", low, low, high, False, drop, better=30, worse=0, points=points)


def test_only_a_decision_that_cost_something_is_marked() -> None:
    """Clear by the sign test, but under a percent and a point: no mistake (pt50's 'Move 21:
    about the same chance to win')."""
    assert not decision(0.004, 0.2).costs and not mark([decision(0.004, 0.2)])[0].marked
    assert decision(0.025, 0.0).costs and mark([decision(0.025, 0.0)])[0].marked
    assert decision(0.0, 1.5).costs and mark([decision(0.0, 1.5)])[0].marked


def test_the_strip_stands_clear_of_a_panel_in_the_logs_column() -> None:
    """L.L.A.M.A. at 1280x800 and 150%: Dolly's panel stands in the log's column under the log;
    the strip goes under the panel and the log keeps its column above it."""
    column, panel = pygame.Rect(939, 79, 325, 213), pygame.Rect(1015, 302, 262, 153)
    play, top_bar = pygame.Rect(965, 718, 295, 60), pygame.Rect(0, 0, 1280, 69)
    strip = placed(column, top_bar, [play], [panel], 1.5)
    assert not strip.colliderect(panel) and strip.top > panel.bottom and strip.bottom < play.top
    assert log_room(column, strip, 15) == column
    assert clear_span(pygame.Rect(0, 0, 100, 100), [pygame.Rect(50, 30, 10, 10)], 0) == pygame.Rect(0, 40, 100, 60)


def test_a_log_away_from_the_buttons_leaves_the_strip_their_column() -> None:
    """Llamagedón with four seats at 1280x800 and 150%: the log stands in the top-left corner and
    the strip under it had one line; the buttons' column above Play on, clear of the right-hand
    rival's panel, gives it more."""
    column, panels = pygame.Rect(16, 79, 272, 202), [pygame.Rect(0, 291, 288, 180), pygame.Rect(1000, 291, 280, 175)]
    play, top_bar = pygame.Rect(958, 718, 302, 60), pygame.Rect(0, 0, 1280, 69)
    strip = placed(column, top_bar, [play], panels, 1.5)
    assert strip.left == play.left and strip.height > 200 and strip.collidelist(panels) == -1
    assert log_room(column, strip, 15) == column
