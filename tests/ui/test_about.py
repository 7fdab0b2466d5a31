"""The About screen: version, the data folder and its button, the notices, from the menu."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from llamagames import __version__, i18n, storage
from llamagames.ui import open_folder as opener
from llamagames.ui.scenes import about as about_module
from llamagames.ui.scenes.about import AboutScene, notices_text
from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME

NOTICES = "\n".join(f"line {i}: a library and its licence" for i in range(500))


class FakeProcess:
    """A file browser that is still starting, then ends with ``code``."""

    def __init__(self, code: int) -> None:
        self.code = code
        self.polled = 0

    def poll(self) -> int | None:
        self.polled += 1
        return None if self.polled == 1 else self.code


def about(app, notices: str = NOTICES) -> AboutScene:
    app.start(MenuScene(app))
    scene = AboutScene(app, notices)
    app.scenes.push(scene)
    app.frame(FRAME, [])
    app.draw()
    return scene


def press(app, button) -> None:
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    app.frame(FRAME)


def test_the_menu_opens_about_and_back_returns(app) -> None:
    app.start(MenuScene(app))
    app.frame(FRAME, [])
    menu = app.scenes.top
    press(app, menu.buttons["about"])
    scene = app.scenes.top
    assert isinstance(scene, AboutScene)
    press(app, scene.back)
    assert app.scenes.top is menu


def test_about_names_the_version_and_the_data_folder(app, tmp_path: Path) -> None:
    scene = about(app)
    assert scene.folder == storage.data_dir()
    assert "".join(scene.folder_lines) == str(storage.data_dir())
    assert __version__ in i18n.t("Version {version}", version=__version__)
    assert scene.notices is not None and scene.notices.visible()[0] == "line 0: a library and its licence"


def test_the_open_folder_button_starts_the_platforms_file_browser(app, monkeypatch) -> None:
    scene = about(app)
    started: list[list[str]] = []

    def start(command, **kwargs):
        started.append(command)
        assert kwargs["stdin"] == subprocess.DEVNULL and kwargs["start_new_session"]
        return FakeProcess(0)

    monkeypatch.setattr(opener.subprocess, "Popen", start)
    monkeypatch.setattr(opener.sys, "platform", "linux")
    press(app, scene.open_button)
    assert started == [["xdg-open", str(scene.folder)]]
    assert not scene.at_rest()  # the opener's outcome is being waited for
    app.frame(FRAME, [])
    app.frame(FRAME, [])
    assert scene.message == "" and scene.opening is None and scene.at_rest()


@pytest.mark.parametrize("failure", ["missing", "exit"])
def test_a_file_browser_that_fails_is_a_sentence_never_a_traceback(app, monkeypatch, failure: str) -> None:
    scene = about(app)
    top_before = scene.notices.top

    def start(command, **kwargs):
        if failure == "missing":
            raise FileNotFoundError(2, "No such file or directory", command[0])
        return FakeProcess(3)

    monkeypatch.setattr(opener.subprocess, "Popen", start)
    monkeypatch.setattr(opener.sys, "platform", "darwin")
    press(app, scene.open_button)
    for _ in range(3):
        app.frame(FRAME, [])
    app.draw()
    assert str(scene.folder) in scene.message
    assert ("open is not installed" if failure == "missing" else "code 3") in scene.message
    assert scene.message_lines and scene.notices.top == top_before


def test_an_opener_that_cannot_start_gives_its_reason(app, monkeypatch) -> None:
    scene = about(app)

    def start(command, **kwargs):
        raise PermissionError(13, "Permission denied", command[0])

    monkeypatch.setattr(opener.subprocess, "Popen", start)
    monkeypatch.setattr(opener.sys, "platform", "linux")
    press(app, scene.open_button)
    assert "Permission denied" in scene.message


def test_a_folder_that_is_gone_is_said(app, monkeypatch, tmp_path: Path) -> None:
    scene = about(app)
    scene.folder = tmp_path / "gone"
    press(app, scene.open_button)
    assert "gone" in scene.message and scene.opening is None


def test_the_notices_scroll_by_keys_wheel_and_bar(app, monkeypatch) -> None:
    scene = about(app)
    box = scene.notices
    assert box is not None and box.top == 0 and len(box.lines) == 500
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    app.frame(FRAME)
    assert box.top == box.page - 1
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: box.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    app.frame(FRAME)
    assert box.top == box.page - 1 + 6
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    app.frame(FRAME)
    assert box.top == box.last_top and box.visible()[-1].startswith("line 499")
    box.bar.set_scroll_from_start_percentage(0.0)
    app.frame(FRAME, [])
    assert box.top == 0


def test_long_lines_are_broken_never_cut(app) -> None:
    long_word = "https://example.org/" + "x" * 400
    scene = about(app, "short\n" + "word " * 200 + "\n" + long_word)
    box = scene.notices
    assert all(len(line) > 0 for line in box.lines[1:])
    assert "".join(box.lines).replace(" ", "") == ("short" + "word" * 200 + long_word)
    from llamagames.ui.text import text_width

    assert max(text_width(line, box.size) for line in box.lines) <= box.text_rect.width


def test_a_built_copy_reads_its_bundled_notices(monkeypatch, tmp_path: Path) -> None:
    (tmp_path / about_module.NOTICES_FILE).write_text("Llama Games 9: third-party notices\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert notices_text().startswith("Llama Games 9")
    (tmp_path / about_module.NOTICES_FILE).unlink()
    assert about_module.NOTICES_FILE in notices_text()
    monkeypatch.delattr(sys, "_MEIPASS")
    assert "source code" in notices_text()


def test_a_frozen_game_gives_the_file_browser_the_library_path_from_before(monkeypatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/bundle/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")
    assert opener.child_environment()["LD_LIBRARY_PATH"] == "/usr/local/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert "LD_LIBRARY_PATH" not in opener.child_environment()
