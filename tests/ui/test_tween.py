"""Tweens: easing by name, the speed factor (instant included), replacement and wobble."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from llamagames.ui.tween import Tweener, easing


def test_unknown_easing_names_a_close_match():
    with pytest.raises(ValueError, match="Did you mean 'out_quad'"):
        easing("out_qaud")


def test_tween_reaches_the_target_and_calls_back_once():
    sprite = SimpleNamespace(x=0.0, y=10.0)
    done = []
    tweener = Tweener(1.0)
    tweener.tween(sprite, 0.25, "out_quad", on_done=lambda: done.append(1), x=100, y=20)
    tweener.update(0.1)
    assert 0 < sprite.x < 100 and tweener.busy
    assert sprite.x > 40  # ease-out covers more than the linear share early on
    tweener.update(0.2)
    assert (sprite.x, sprite.y) == (100, 20) and done == [1] and not tweener.busy


def test_instant_speed_lands_at_once():
    sprite = SimpleNamespace(x=0.0)
    done = []
    Tweener(lambda: 0.0).tween(sprite, 5.0, "linear", on_done=lambda: done.append(True), x=7)
    assert sprite.x == 7 and done == [True]


def test_speed_factor_scales_durations():
    slow, fast = SimpleNamespace(x=0.0), SimpleNamespace(x=0.0)
    Tweener(2.0).tween(slow, 1.0, "linear", x=1).step(0.5)
    Tweener(0.5).tween(fast, 1.0, "linear", x=1).step(0.25)
    assert slow.x == pytest.approx(0.25) and fast.x == pytest.approx(0.5)


def test_a_new_tween_of_the_same_attribute_replaces_the_old():
    sprite = SimpleNamespace(x=0.0)
    tweener = Tweener(1.0)
    tweener.tween(sprite, 1.0, "linear", x=100)
    tweener.tween(sprite, 1.0, "linear", x=-100)
    tweener.update(1.0)
    assert sprite.x == -100 and len(tweener.tweens) == 0


def test_wobble_moves_then_returns_to_rest():
    sprite = SimpleNamespace(shake=0.0)
    tweener = Tweener(1.0)
    tweener.wobble(sprite, "shake", 10.0, 0.4)
    tweener.update(0.05)
    assert sprite.shake != 0
    tweener.update(0.5)
    assert sprite.shake == pytest.approx(0.0, abs=1e-9) and not tweener.busy


def test_llama_figures_stay_still_at_instant_speed_and_move_otherwise():
    from llamagames.ui.widgets.llama_figure import HAPPY, LlamaFigure

    figure = LlamaFigure((100, 200), 120, seed=1)
    figure.update(0.3, speed=1.0)
    moving = figure.bob()
    figure.cheer()
    figure.update(0.1, speed=1.0)
    assert moving != 0 and figure.pose == HAPPY and figure.hop > 0
    figure.update(0.1, speed=0.0)
    figure.cheer()
    assert figure.bob() == 0 and figure.hop == 0 and figure.pose != HAPPY


def test_a_trailing_tween_keeps_the_scene_busy_but_does_not_hold_the_next_move():
    from types import SimpleNamespace

    from llamagames.ui.table.animator import EventAnimator

    tweener = Tweener()
    animator = EventAnimator(tweener)
    goods, tile = SimpleNamespace(x=0.0), SimpleNamespace(x=0.0)
    tweener.tween(goods, 0.3, x=10).trailing = True
    animator.launch(goods, trailing=True)
    assert animator.busy and not animator.holding  # the results wait; a bot's next decision need not
    tweener.tween(tile, 0.3, x=10)
    animator.launch(tile)
    assert animator.holding
    tweener.update(0.31)
    animator.landed(tile)
    animator.landed(goods)
    assert not animator.busy and not animator.holding
