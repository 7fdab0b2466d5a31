"""Estate llamas: a varied herd, idle life (blink, ear, chew, breath) from cached frames, still at instant speed."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from llamagames.ui.games.llamaland import llama_sprites
from llamagames.ui.games.llamaland.llama_sprites import CHEW, EAR, EstateLlama, Herd
from llamagames.ui.widgets.llama_figure import BLINK


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    llama_sprites.clear_frames()
    yield
    llama_sprites.clear_frames()


def test_a_herd_varies_in_size_tint_facing_and_phase() -> None:
    herd = Herd(seed=5)
    herd.sync([((x, y), 1) for x in range(4) for y in range(3)], base_height=60, hop_new=False)
    llamas = list(herd.llamas.values())
    assert len({llama.height for llama in llamas}) > 1
    assert len({llama.tint for llama in llamas}) > 1
    assert len({llama.flip for llama in llamas}) == 2
    assert len({round(llama.time, 3) for llama in llamas}) == len(llamas)
    assert not any(llama.hopping for llama in llamas)


def test_sync_adds_hops_and_removes() -> None:
    herd = Herd()
    herd.sync([((0, 0), 1)], 50, hop_new=False)
    new = herd.sync([((0, 0), 2), ((1, 0), 1)], 50)
    assert new == [(1, 0)] and herd.llamas[(1, 0)].hopping and not herd.llamas[(0, 0)].hopping
    assert herd.llamas[(0, 0)].level == 2
    herd.sync([((1, 0), 1)], 50)
    assert set(herd.llamas) == {(1, 0)}


def test_idle_life_shows_every_pose_and_breathes_from_a_small_cache() -> None:
    llama = EstateLlama((0, 0), 1, 64, seed=3)
    poses: set[int] = set()
    breaths: set[int] = set()
    for _ in range(60 * 40):
        llama.update(1 / 60)
        poses.add(llama.pose)
        breaths.add(llama.breath())
        llama.image()
    assert {BLINK, EAR, CHEW} <= poses
    assert len(breaths) > 1
    cached = llama_sprites.frame_count()
    assert cached <= 6 * len(llama_sprites.BREATH_STEPS)
    for _ in range(600):
        llama.update(1 / 60)
        llama.image()
    assert llama_sprites.frame_count() <= 6 * len(llama_sprites.BREATH_STEPS)


def test_instant_speed_keeps_the_llama_still_and_landed() -> None:
    llama = EstateLlama((2, 1), 3, 64, seed=1)
    llama.place()
    llama.update(1 / 60, speed=0)
    assert not llama.hopping and llama.breath() == 0
    assert llama.foot_now((100.0, 200.0)) == (100.0, 200.0)
