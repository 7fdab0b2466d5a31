"""L.L.A.M.A.'s gestures to actions, without a window: real rectangles from the layout, real
positions and legal actions from the rules, and the action (or None) each gesture means."""

from __future__ import annotations

import pygame
import pytest

from llamagames.rules.llama import DRAW, LLAMA, LLAMA_CARD, QUIT, PlayCard
from llamagames.ui.games.llama.intents import button_action, drop_play, key_action, pile_drag_starts, pile_release
from llamagames.ui.games.llama.layout import LlamaLayout
from llamagames.ui.table.layout import TableFrame


def table_at(size: tuple[int, int] = (1280, 800), players: int = 2) -> tuple[TableFrame, LlamaLayout]:
    frame = TableFrame.compute(size, players, buttons=3)
    return frame, LlamaLayout.compute(frame)


def opening() -> tuple[object, list[object], int, int]:
    """A position where seat 0 is to move, holds a card that fits and one that does not."""
    for seed in range(1, 500):
        state = LLAMA.new_game(2, seed)
        if LLAMA.current_player(state) != 0:
            continue
        legal = list(LLAMA.legal_actions(state))
        fits = {a.value for a in legal if isinstance(a, PlayCard)}
        misfits = sorted(set(state.hands[0]) - fits)
        if fits and misfits:
            return state, legal, min(fits), misfits[0]
    raise AssertionError("no suitable seed")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_card_dropped_on_the_discard_pile_is_played(size) -> None:
    frame, lay = table_at(size)
    _, legal, good, _ = opening()
    action = drop_play(lay.discard, frame.scale, lay.discard.center, good)
    assert action == PlayCard(good) and action in legal


def test_a_card_that_does_not_fit_is_still_asked_for_and_the_rules_refuse_it() -> None:
    frame, lay = table_at()
    state, legal, _, bad = opening()
    action = drop_play(lay.discard, frame.scale, lay.discard.center, bad)
    assert action == PlayCard(bad) and action not in legal
    assert LLAMA.refusal(state, action) is not None


def test_a_drop_near_the_pile_counts_and_one_further_off_goes_back() -> None:
    frame, lay = table_at()
    _, _, good, _ = opening()
    pad = round(24 * frame.scale)
    near = (lay.discard.right + pad - 1, lay.discard.centery)
    far = (lay.discard.right + pad + 1, lay.discard.centery)
    assert drop_play(lay.discard, frame.scale, near, good) == PlayCard(good)
    assert drop_play(lay.discard, frame.scale, far, good) is None
    assert drop_play(lay.discard, frame.scale, lay.fan_anchor, good) is None
    assert drop_play(lay.discard, frame.scale, lay.draw_pile.center, good) is None


def test_the_keys_ask_for_their_moves() -> None:
    state, legal, good, _ = opening()
    assert key_action(pygame.K_d) == DRAW and DRAW in legal
    assert key_action(pygame.K_q) == QUIT and QUIT in legal
    assert key_action(pygame.K_1 + good - 1) == PlayCard(good) and PlayCard(good) in legal
    assert key_action(pygame.K_7) == key_action(pygame.K_l) == PlayCard(LLAMA_CARD)
    assert key_action(pygame.K_x) is None and key_action(pygame.K_8) is None


def test_a_click_on_the_draw_pile_draws_and_a_click_beside_it_does_not() -> None:
    frame, lay = table_at()
    _, legal, _, _ = opening()
    action = pile_release(lay.draw_pile, lay.draw_pile.center, False, frame.message_y)
    assert action == DRAW and action in legal
    assert pile_release(lay.draw_pile, lay.discard.center, False, frame.message_y) is None
    assert pile_release(lay.draw_pile, (lay.fan_anchor[0], frame.message_y + 5), False, frame.message_y) is None


def test_the_pile_s_top_card_dragged_down_to_the_hand_draws() -> None:
    frame, lay = table_at()
    _, legal, _, _ = opening()
    to_hand = pile_release(lay.draw_pile, (lay.fan_anchor[0], frame.message_y), True, frame.message_y)
    assert to_hand == DRAW and to_hand in legal
    assert pile_release(lay.draw_pile, lay.draw_pile.center, True, frame.message_y) == DRAW
    assert pile_release(lay.draw_pile, lay.discard.center, True, frame.message_y) is None


def test_the_pile_s_card_follows_the_pointer_only_past_six_pixels() -> None:
    _, lay = table_at()
    x, y = lay.draw_pile.center
    assert not pile_drag_starts((x, y), (x + 6, y))
    assert not pile_drag_starts((x, y), (x + 4, y + 4))
    assert pile_drag_starts((x, y), (x + 5, y + 4))
    assert pile_drag_starts((x, y), (x, y + 7))


def test_the_quit_button_quits_the_round() -> None:
    _, legal, _, _ = opening()
    assert button_action("quit") == QUIT and QUIT in legal
    assert button_action("undo") is None
