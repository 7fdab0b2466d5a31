"""The scene stack: push/pop/replace call the lifecycle hooks exactly once each, requests apply."""

from __future__ import annotations

from unittest.mock import Mock

import pygame
import pytest

from llamagames.ui.scene import Pop, PopToRoot, Push, QuitApp, ReplaceTop, Scene, SceneManager


def mock_scene(**flags) -> Mock:
    scene = Mock(spec=Scene)
    scene.request = None
    scene.transparent = flags.get("transparent", False)
    scene.handle_event.return_value = False
    return scene


def test_push_pauses_the_old_top_and_enters_the_new_one():
    manager = SceneManager()
    first, second = mock_scene(), mock_scene()
    manager.push(first)
    manager.push(second)
    assert manager.top is second
    assert first.enter.call_count == 1 and first.pause.call_count == 1
    assert second.enter.call_count == 1 and second.pause.call_count == 0


def test_pop_exits_the_top_and_resumes_the_one_below():
    manager = SceneManager()
    first, second = mock_scene(), mock_scene()
    manager.push(first)
    manager.push(second)
    manager.pop()
    assert manager.top is first
    assert second.exit.call_count == 1
    assert first.resume.call_count == 1 and first.exit.call_count == 0
    manager.pop()
    assert manager.top is None and manager.quit_requested


def test_replace_exits_the_old_scene_without_pausing_or_resuming_anything():
    manager = SceneManager()
    base, old, new = mock_scene(), mock_scene(), mock_scene()
    manager.push(base)
    manager.push(old)
    manager.replace(new)
    assert manager.stack == [base, new]
    assert old.exit.call_count == 1 and old.pause.call_count == 0
    assert new.enter.call_count == 1
    assert base.pause.call_count == 1 and base.resume.call_count == 0


def test_requests_set_by_the_top_scene_are_applied_after_its_event():
    manager = SceneManager()
    base, overlay = mock_scene(), mock_scene()
    manager.push(base)

    def wants_overlay(event):
        base.request = Push(overlay)
        return True

    base.handle_event.side_effect = wants_overlay
    assert manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert manager.top is overlay and base.request is None
    overlay.request = Pop()
    manager.update(0.1)
    assert manager.top is base and overlay.exit.call_count == 1 and base.resume.call_count == 1


def test_pop_to_root_and_quit_requests():
    manager = SceneManager()
    scenes = [mock_scene() for _ in range(3)]
    for scene in scenes:
        manager.push(scene)
    scenes[2].request = PopToRoot()
    manager.apply_requests()
    assert manager.stack == [scenes[0]]
    assert scenes[1].exit.call_count == 1 and scenes[2].exit.call_count == 1
    replacement = mock_scene()
    scenes[0].request = ReplaceTop(replacement)
    manager.apply_requests()
    assert manager.stack == [replacement]
    replacement.request = QuitApp()
    manager.apply_requests()
    assert manager.quit_requested


@pytest.mark.parametrize("transparent, drawn", [(False, 1), (True, 2)])
def test_only_scenes_visible_under_transparent_overlays_draw(transparent, drawn):
    manager = SceneManager()
    below, above = mock_scene(), mock_scene(transparent=transparent)
    manager.push(below)
    manager.push(above)
    manager.draw(pygame.Surface((10, 10)))
    assert above.draw.call_count == 1
    assert below.draw.call_count == drawn - 1
