"""Every scene in Japanese, headless: nothing raises, the words on screen are Japanese, and
switching the language in Settings relays out an open table in the new language."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.seats import SeatConfig
from llamagames.ui.registry import playable_games
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.rules import RulesScene, rules_text
from llamagames.ui.scenes.saves import SavedGamesScene
from llamagames.ui.scenes.settings import SettingsScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.session import start_match
from llamagames.ui.smoke import play_to_results
from llamagames.ui.table.pause import PauseScene

from .conftest import FRAME


def japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


@pytest.fixture
def app_ja():
    from llamagames.ui.app import App

    application = App((1024, 640), settings=storage.Settings(animation_speed="instant", language="ja"),
                      persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    yield application
    application.scenes.clear()
    i18n.set_language("en")


def show(app, scene) -> None:
    app.scenes.push(scene)
    app.frame(FRAME, [])
    app.frame(FRAME, [])
    app.draw()


@pytest.mark.slow(seconds=6)
@pytest.mark.parametrize("game", playable_games())
def test_every_scene_of_a_game_renders_in_japanese(app_ja, game):
    app = app_ja
    assert i18n.language() == "ja" and app.ui.get_locale() == "ja"
    app.start(MenuScene(app))
    app.frame(FRAME, [])
    for scene in (SetupScene(app, game), SettingsScene(app), RulesScene(app, game), SavedGamesScene(app)):
        show(app, scene)
        app.scenes.pop()
    assert japanese(rules_text(game))
    match = start_match(app, game, [SeatConfig("human", "アン"), SeatConfig("bot", "Pablo", "random")], seed=3)
    table = app.open_table(match)
    assert not isinstance(table, str)
    show(app, table)
    assert japanese(table.controls.buttons["menu"].text) and japanese(table.parts.painter.status_line())
    show(app, PauseScene(app, game, match))
    assert all(japanese(button.text) for button in app.scenes.top.buttons.values())
    app.scenes.pop_to_root()
    seats = [SeatConfig("bot", "Pablo", "random"), SeatConfig("bot", "Dolly", "random")]
    results = play_to_results(app, game, seats, seed=11, time_limit=60)
    app.frame(FRAME, [])
    app.draw()
    assert japanese(results.winners_line())


def test_switching_to_japanese_in_settings_relays_out_an_open_table(app):
    match = start_match(app, "llama", [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "random")], seed=4)
    table = app.open_table(match)
    app.scenes.push(table)
    app.frame(FRAME, [])
    assert table.controls.buttons["menu"].text == "Menu"
    english_status = table.parts.painter.status_line()
    try:
        app.settings.language = "ja"
        app.apply_preferences()
        app.frame(FRAME, [])
        assert table.controls.buttons["menu"].text == i18n.t("Menu") == "メニュー"
        assert japanese(table.parts.painter.status_line()) and table.parts.painter.status_line() != english_status
        font = app.ui.get_theme().get_font(["button"])
        assert font is not None and app.ui.get_theme().get_font_info(["button"])["name"] == "noto_sans_jp"
    finally:
        app.settings.language = "en"
        app.apply_preferences()
    assert table.controls.buttons["menu"].text == "Menu"


def test_our_words_use_a_font_with_japanese_glyphs_in_japanese():
    from llamagames.ui import assets
    from llamagames.ui.text import render

    pygame.font.init()
    try:
        i18n.set_language("ja")
        jp = render("設定", 20)
        i18n.set_language("en")
        latin = render("設定", 20)
    finally:
        i18n.set_language("en")
    # Noto Sans has no kana or kanji: it draws boxes (tofu) of one shape; Noto Sans JP draws glyphs.
    assert pygame.image.tobytes(jp, "RGBA") != pygame.image.tobytes(latin, "RGBA")
    assert assets.font(20, japanese=True) is not assets.font(20, japanese=False)


def _human_turn_table(app, seed: int = 4):
    match = start_match(app, "llama", [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "random")], seed=seed)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(600):
        app.frame(FRAME, [])
        if table.my_turn() and not table.animator.busy:
            return table
    raise AssertionError("the human's turn never came")


def test_the_hint_and_the_tip_are_worded_again_when_the_language_changes_at_the_table(app_ja):
    # Japanese words in the English font are boxes (tofu): what the bubble draws must follow
    # the language, not keep the sentence of the language it was asked in.
    app = app_ja
    app.start(MenuScene(app))
    table = _human_turn_table(app)
    coach = table.coach
    advice = coach.ask()
    assert advice is not None and japanese(advice.text)
    tip_before = coach.tip()
    try:
        app.settings.language = "en"
        app.apply_preferences()
        app.frame(FRAME, [])
        app.draw()
        now = coach.current()
        assert now is not None and not japanese(now.text) and now.text
        assert not japanese(coach.tip())
        assert not tip_before or japanese(tip_before)
        app.settings.language = "ja"
        app.apply_preferences()
        app.frame(FRAME, [])
        assert japanese(coach.current().text)
    finally:
        app.settings.language = "en"
        app.apply_preferences()


def test_the_undo_tooltip_stays_in_japanese_once_undo_is_possible(app_ja):
    app = app_ja
    app.start(MenuScene(app))
    table = _human_turn_table(app)
    assert table.moves.try_action(table.legal()[0])
    app.frame(FRAME, [])
    assert table.moves.undo_refusal() is None
    # while a bot waits, the tip adds that the pointer on Undo holds it (in Japanese too)
    assert table.controls.undo_tip.startswith(i18n.t("Take back your last move (U or Ctrl+Z)"))
    assert japanese(table.controls.undo_tip)


def test_a_remembered_default_name_follows_the_language(app_ja):
    app = app_ja
    app.settings.last_setup = {"llama": {"num_players": 2, "seats": [
        {"kind": "human", "name": "You", "level": "normal"}, {"kind": "bot", "name": "Pablo", "level": "easy"}]}}
    setup = SetupScene(app, "llama")
    assert setup.seats[0]["name"] == i18n.t("You") == "あなた"
    assert setup.seat_configs()[0].name == "あなた"
    app.settings.last_setup["llama"]["seats"][0]["name"] = "Rosa"
    assert SetupScene(app, "llama").seats[0]["name"] == "Rosa"  # a chosen name stays as it is
    i18n.set_language("en")
    app.settings.last_setup["llama"]["seats"][0]["name"] = "あなた"
    assert SetupScene(app, "llama").seats[0]["name"] == "You"


def test_a_remembered_default_player_name_follows_the_language(app_ja):
    """A hot-seat's "Player 2", remembered from an English game, was shown in English."""
    app = app_ja
    app.settings.last_setup = {"llama": {"num_players": 3, "seats": [
        {"kind": "human", "name": "You", "level": "normal"}, {"kind": "human", "name": "Player 2", "level": "normal"},
        {"kind": "human", "name": "Player 2", "level": "normal"}]}}
    setup = SetupScene(app, "llama")
    assert setup.seats[1]["name"] == i18n.t("Player {number}", number=2) == "プレイヤー2"
    assert setup.seats[2]["name"] == "Player 2", "a seat's name that is not its own default is the player's choice"
    assert [seat.name for seat in setup.seat_configs()] == ["プレイヤー1", "プレイヤー2", "Player 2"]
    i18n.set_language("en")
    app.settings.last_setup["llama"]["seats"][1]["name"] = "プレイヤー2"
    assert SetupScene(app, "llama").seats[1]["name"] == "Player 2"
