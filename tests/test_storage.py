"""The user data folder: atomic versioned JSON, damaged files set aside, settings, statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llamagames import storage


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    return storage.data_dir()


def test_data_dir_follows_the_environment_variable(home: Path) -> None:
    assert storage.data_dir() == home
    assert home.is_dir()
    assert storage.autosave_path("llama").parent == home / "saves" / "waiting"
    assert storage.old_autosave_path().parent == home


def test_write_then_load_round_trip_leaves_no_temp_file(home: Path) -> None:
    path = home / "thing.json"
    storage.write_json(path, {"a": [1, 2], "b": "llama"})
    result = storage.load_json(path)
    assert result.ok and result.message == ""
    assert result.data == {"a": [1, 2], "b": "llama", "version": storage.FORMAT_VERSION}
    assert [p.name for p in home.iterdir()] == ["thing.json"]


def test_missing_file_is_not_an_error(home: Path) -> None:
    result = storage.load_json(home / "nothing.json")
    assert result.data is None and result.missing and result.message == ""


@pytest.mark.parametrize(
    "content, words",
    [("{ not json", "not valid JSON"), ('{"version": 99}', "format version 99"), ("[1, 2]", "expected data")],
)
def test_damaged_file_is_set_aside_with_a_message(home: Path, content: str, words: str) -> None:
    path = home / "settings.json"
    path.write_text(content, encoding="utf-8")
    result = storage.load_json(path, what="settings file")
    assert result.data is None and not result.missing
    assert words in result.message and "settings file" in result.message
    assert not path.exists()
    assert result.set_aside is not None and result.set_aside.name.startswith("settings.damaged-")
    assert result.set_aside.read_text(encoding="utf-8") == content
    assert result.set_aside.name in result.message


def test_settings_round_trip_and_bad_values_fall_back(home: Path) -> None:
    settings, message = storage.load_settings()
    assert message == "" and settings == storage.Settings(llamaland_view=storage.NEW_PLAYER_VIEW)
    settings.animation_speed = "instant"
    settings.bot_pace = 1.2
    settings.sound = False
    settings.llamaland_view = "top"
    settings.last_setup = {"llama": {"num_players": 4, "seats": [{"kind": "human", "name": "Ann", "level": "normal"}]}}
    storage.save_settings(settings)
    again, message = storage.load_settings()
    assert message == "" and again == settings
    assert again.animation_scale() == 0.0
    storage.write_json(home / storage.SETTINGS_FILE, {"animation_speed": "warp", "bot_pace": "fast", "sound": 3, "fullscreen": True,
                                                            "llamaland_view": "sideways"})
    odd, _ = storage.load_settings()
    assert odd.animation_speed == "normal" and odd.bot_pace == 0.6 and odd.sound is True and odd.fullscreen is True
    assert odd.llamaland_view == "tilted"


def test_damaged_settings_give_defaults_and_a_message(home: Path) -> None:
    (home / storage.SETTINGS_FILE).write_text("garbage", encoding="utf-8")
    settings, message = storage.load_settings()
    assert settings == storage.Settings()
    assert "could not be used" in message
    assert any(p.name.startswith("settings.damaged-") for p in home.iterdir())


def test_statistics_count_games_per_game() -> None:
    assert storage.record_game("llama", won=True) == ""
    storage.record_game("llama", won=False)
    storage.record_game("alpacas", won=False)
    stats, message = storage.load_statistics()
    assert message == ""
    assert (stats.played("llama"), stats.won("llama")) == (2, 1)
    assert (stats.played("alpacas"), stats.won("alpacas")) == (1, 0)
    assert stats.played("llamaland") == 0


def test_written_file_is_versioned_json(home: Path) -> None:
    storage.save_statistics(storage.Statistics({"llama": {"played": 3, "won": 2}}))
    data = json.loads((home / storage.STATISTICS_FILE).read_text(encoding="utf-8"))
    assert data["version"] == storage.FORMAT_VERSION
    assert data["games"] == {"llama": {"played": 3, "won": 2}}


def test_a_new_player_is_asked_about_every_card_and_a_choice_is_kept():
    """A playtester holding a Block was never asked about cards on others and felt the game
    played their card for them: "Ask me only when it touches me" is off for a new player."""
    from llamagames.storage import Settings

    assert Settings().block_only_mine is False
    assert Settings.from_json({}).block_only_mine is False  # a new settings file asks every time
    assert Settings.from_json(Settings(block_only_mine=True).to_json()).block_only_mine is True
    assert Settings.from_json(Settings().to_json()).block_only_mine is False
    # a file saved while the box was on by default: its true was no choice, its false was one
    assert Settings.from_json({"block_only_mine": True}).block_only_mine is False
    assert Settings.from_json({"block_only_mine": False}).block_only_mine is False
    assert Settings.from_json({"block_only_mine": "no", "block_asks_by_default": True}).block_only_mine is False
