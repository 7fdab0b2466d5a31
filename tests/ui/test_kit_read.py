"""Issue 27, the kit's side: the layout checker sees words cut with an ellipsis and finds the
faults players saw (a chooser's title cut, the replay counter under Rules), and they are gone;
the keys move on a board by rows and columns and stay near the move just played; the pause
menu mutes in one click; a resize re-fits the fonts; the first tip says Undo exists."""

from __future__ import annotations

import pygame
import pytest

from llamagames.replay import ReplayMatch
from llamagames.ui import layout_tour, locale_theme, text
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.scale import ui_scale
from llamagames.ui.scene import Scene
from llamagames.ui.table.chooser import Choice
from llamagames.ui.table.hints import undo_tip
from llamagames.ui.table.pause import PauseScene
from llamagames.ui.widgets.focus import FocusRing, Stop, StopGroup, neighbour

from .conftest import FRAME

SWAP_QUESTION = "Which card do you give in the Swap?"


class Picture(Scene):
    def __init__(self, app, paint) -> None:
        super().__init__(app)
        self.paint = paint

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


# -- the checker ------------------------------------------------------------------------------
def test_words_shortened_with_an_ellipsis_are_reported_but_a_long_name_may_be() -> None:
    def paint(surface: pygame.Surface) -> None:
        text.draw_text(surface, text.fit_text(SWAP_QUESTION, 18, 200, True), 18, (20, 20), bold=True)
        text.draw_text(surface, text.fit_text(layout_tour.LONG_NAME, 18, 150), 18, (20, 80))

    with recording():
        app = layout_tour.make_app((1024, 640))
        app.start(Picture(app, paint))
        found = "\n".join(problems(app))
        app.scenes.clear()
    assert f"is shortened from {SWAP_QUESTION!r}" in found
    assert "Maximiliana" not in found


def table_at(app, game: str, players: int):
    return layout_tour.open_table(app, layout_tour.mid_game(game, players, 12, moves=3 * players))


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_long_chooser_title_is_shown_whole(size) -> None:
    with recording():
        app = layout_tour.make_app(size)
        table = table_at(app, "llamagedon", 2)
        options = [Choice(f"{n} of something", lambda: None, worth="1 point") for n in ("One", "Two")]
        title = " ".join([SWAP_QUESTION] * 7)  # longer than the window is wide
        table.chooser.choose(title, options)
        layout_tour.run(app)
        found = problems(app)
        chooser = table.chooser.open
        app.scenes.clear()
    assert not [line for line in found if "shortened" in line or "Which card" in line], found
    lines = chooser.title_lines
    assert len(lines) >= 2 and " ".join(lines) == title
    assert all(text.text_width(line, chooser.title_px, True) <= chooser.rect.width for line in lines)
    assert chooser.rows[0].top > chooser.rect.top + len(lines) * chooser.title_px  # the rows start under the title


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_replay_counter_at_the_deal_stays_clear_of_the_rules_button(language) -> None:
    with recording():
        app = layout_tour.make_app((1024, 640), language=language)
        replay = ReplayMatch.of(layout_tour.finished("llamaland", 4, 12), layout_tour.seats(4))
        table = app.open_table(replay)
        app.scenes.push(table)
        layout_tour.run(app, 2)
        found = problems(app)
        rules = table.controls.buttons["rules"].rect
        bar = table.replay.bar
        app.scenes.clear()
    assert not [line for line in found if "Rules" in line or "Replay" in line or "リプレイ" in line], found
    assert bar.right < rules.left


# -- keys -------------------------------------------------------------------------------------
def grid() -> list[Stop]:
    """A 3 by 3 board listed row by row."""
    return [Stop(pygame.Rect(100 * col, 80 * row, 60, 60), f"{row},{col}", lambda: None, (row, col))
            for row in range(3) for col in range(3)]


def test_down_on_a_board_goes_to_the_place_below_not_the_next_in_the_list() -> None:
    stops = grid()
    assert stops[neighbour(stops, 4, pygame.K_DOWN)].key == (2, 1)
    assert stops[neighbour(stops, 4, pygame.K_UP)].key == (0, 1)
    assert stops[neighbour(stops, 4, pygame.K_RIGHT)].key == (1, 2)
    assert neighbour(stops, 7, pygame.K_DOWN) is None  # the bottom row: the list order takes over
    ring = FocusRing(lambda: [StopGroup("board", tuple(stops))])
    ring.handle_key(key(pygame.K_TAB))
    ring.focus_key("board", (0, 1))
    ring.handle_key(key(pygame.K_DOWN))
    assert ring.focused().key == (1, 1)


def test_when_the_played_move_goes_away_the_focus_stays_near_it_not_on_the_menu() -> None:
    menu = Stop(pygame.Rect(900, 0, 80, 30), "Menu", lambda: None, "menu")
    undo = Stop(pygame.Rect(880, 560, 100, 40), "Undo", lambda: None, "undo")
    hand = [Stop(pygame.Rect(300 + 70 * i, 520, 60, 90), f"card {i}", lambda: None, i) for i in range(4)]
    now = {"hand": True}

    def groups():
        found = [StopGroup("hand", tuple(hand))] if now["hand"] else [StopGroup("pile", (Stop(
            pygame.Rect(420, 250, 70, 100), "pile", lambda: None, "pile"),))]
        return found + [StopGroup("buttons", (menu, undo))]

    ring = FocusRing(groups)
    ring.handle_key(key(pygame.K_TAB))
    ring.focus_key("hand", 1)
    now["hand"] = False  # the card was played: the hand's group is gone while the bots play
    assert ring.focused().key == "pile"


# -- pause, resize, tips ----------------------------------------------------------------------
def test_the_pause_menu_mutes_in_one_click(app) -> None:
    table = table_at(app, "llama", 2)
    pause = PauseScene(app, "llama", table.match)
    app.scenes.push(pause)
    app.frame(FRAME, [])
    assert app.settings.sound
    pause.choose("mute")
    assert not app.settings.sound and pause.buttons["mute"].text == pause.mute_label()
    pause.choose("mute")
    assert app.settings.sound


def test_a_resize_refits_the_fonts_and_keeps_the_sound_settings_followed(app) -> None:
    table = table_at(app, "llama", 2)
    app.resize((1920, 1080))
    assert locale_theme.font_factor(app.ui) == locale_theme.fit_fonts(app.ui, ui_scale((1920, 1080)))
    assert getattr(app, "music", None) is not None  # sound.follow_settings ran for the new window
    assert table.frame.size == (1920, 1080)


def test_the_first_tip_of_a_first_game_against_bots_says_undo_exists_once(app) -> None:
    from .test_kit_chooser import open_table

    table = open_table(app)
    for _ in range(60):
        if table.my_turn() and not table.animator.busy:
            break
        app.frame(FRAME, [])
    assert table.coach.tips_on() and table.my_turn()
    tip = table.coach.tip()
    assert tip.endswith(undo_tip())
    table.moves.try_action(table.legal()[0])
    for _ in range(120):
        app.frame(FRAME, [])
        if table.my_turn() and not table.animator.busy:
            break
    assert table.my_turn()
    later = table.coach.tip()
    assert undo_tip() not in later


def test_the_pause_menus_sound_button_stands_inside_its_panel(app) -> None:
    """'Sound: on' stood in the window's corner, over the table's title."""
    from llamagames.ui.table.pause import PauseScene

    pause = PauseScene(app, "alpacas")
    app.start(pause)
    app.frame(1 / 60, [])
    mute = pause.buttons["mute"].rect
    assert pause.panel.contains(mute)
    assert all(not mute.colliderect(button.rect) for key, button in pause.buttons.items() if key != "mute")
