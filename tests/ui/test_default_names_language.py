"""Default seat names follow the interface's language on every screen; a typed name stays as
typed. A playtest's saved-game question read "You、Bot 1" in Japanese (the game was set up in
English)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from llamagames import i18n
from llamagames.save_files import SaveEntry
from llamagames.seats import SeatConfig, said_name


@pytest.fixture
def japanese() -> Iterator[None]:
    i18n.set_language("ja")
    try:
        yield
    finally:
        i18n.set_language("en")


def test_a_default_name_is_said_in_todays_language_whatever_it_was_saved_in(japanese) -> None:
    assert said_name("You") == "あなた" and said_name("あなた") == "あなた"
    assert said_name("Bot 1") == i18n.t("Bot {number}", number=1) != "Bot 1"
    assert said_name("Player 3") == i18n.t("Player {number}", number=3) != "Player 3"
    i18n.set_language("en")
    assert said_name("あなた") == "You"
    assert said_name(i18n.catalogue("ja")["Bot {number}"].replace("{number}", "2")) == "Bot 2"


@pytest.mark.parametrize("typed", ["Pablo", "Bot", "Bot one", "Bottom 1", "Player 2b", "Rosa", " Bot 1x"])
def test_a_typed_name_stays_as_typed(japanese, typed: str) -> None:
    assert said_name(typed) == typed


def test_the_saved_games_line_names_the_players_in_todays_language(japanese) -> None:
    from llamagames.ui.scenes.saves import describe_entry

    entry = SaveEntry(Path("x.json"), "llama", "L.L.A.M.A.", "", ("You", "Bot 1", "Rosa"), 13, 2)
    line = describe_entry(entry)
    assert line.startswith(i18n.t(", ").join(["あなた", i18n.t("Bot {number}", number=1), "Rosa"]))
    assert "You" not in line and "Bot 1" not in line


def test_the_tables_names_say_a_bots_default_name_in_todays_language(japanese) -> None:
    from llamagames.ui.session import seat_names

    class Seated:
        seats = (SeatConfig("human", "You"), SeatConfig("bot", "Bot 1", "easy"), SeatConfig("bot", "Dolly"))

    assert seat_names(Seated()) == ["あなた", i18n.t("Bot {number}", number=1), "Dolly"]  # type: ignore[arg-type]


def test_a_lessons_bot_is_named_in_todays_language_whichever_it_was_opened_in(japanese) -> None:
    """A lesson opened in English and switched to Japanese wrote ニーナ in its bubble and "Nina"
    on the board: the name the lesson gives is said like "You"."""
    assert said_name("Nina") == "ニーナ" == i18n.t("Nina")
    i18n.set_language("en")
    assert said_name("ニーナ") == "Nina"
