"""Names on the phones: a phone's player types the name the table calls them by, on joining
(kept for the game, shown as text). The laptop's "You" on a phone: ``test_host.py``."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.phones.host import PhoneHost
from llamagames.phones.protocol import MAX_NAME
from llamagames.seats import SeatConfig
from llamagames.ui.session import seat_names

from .helpers import Phone


def laptop_and_phones() -> PhoneHost:
    """The laptop's player kept "You" (seat 1); Bo and Cy (seats 2, 3) on phones; a bot."""
    seats = [SeatConfig("human", "You"), SeatConfig("human", "Player 2", phone=True),
             SeatConfig("human", "Cy", phone=True), SeatConfig("bot", "Bot 4", "easy")]
    match = Match("llama", seats, 7, bot_delay=60.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [1, 2], host="127.0.0.1")
    host.server.rate, host.server.burst = 1000.0, 1000
    host.start()
    return host


def test_a_phone_player_types_a_name_kept_for_the_game_and_shown_everywhere_as_text():
    host = laptop_and_phones()
    renamed: list[int] = []
    host.on_named = renamed.append
    bo, cy = Phone(host.server.port), Phone(host.server.port)
    try:
        bo.hello(host, 1)
        welcome = bo.get("welcome", host)
        assert welcome["ask_name"] and welcome["name"] == "Player 2" and welcome["most"] == MAX_NAME
        cy.hello(host, 2)
        cy.get("welcome", host)
        # an empty name, or another seat's, is refused with the reason; the seat keeps its name
        bo.send({"v": 1, "t": "name", "name": "   ", "n": 1})
        assert bo.get("refused", host)["code"] == "name"
        bo.send({"v": 1, "t": "name", "name": "cy", "n": 2})
        assert "Cy" in bo.get("refused", host)["why"] and host.match.seats[1].name == "Player 2"
        # a name with markup and a line break: kept as text, cleaned and cut as the setup cuts one
        bo.send({"v": 1, "t": "name", "name": "<b>Bo</b>\nthe great llama", "n": 3})
        named = bo.get("named", host)["name"]
        assert named == "<b>Bo</b> the gr" and len(named) == MAX_NAME
        assert host.match.seats[1].name == named and renamed == [1]
        assert seat_names(host.match)[1] == named  # the laptop's table calls the seat so
        view = cy.get("view", host)
        while view["names"][1] != named:
            view = cy.get("view", host)
        # a reload rejoins without asking again
        bo.close()
        again = Phone(host.server.port)
        again.hello(host, 1)
        assert again.get("welcome", host)["ask_name"] is False
        again.close()
    finally:
        bo.close()
        cy.close()
        host.close()
        host.match.close()


def test_keeping_the_seats_own_name_keeps_it_a_default_one():
    """"Player 2" kept as offered stays the seat's default, said in each phone's language."""
    host = laptop_and_phones()
    bo = Phone(host.server.port)
    try:
        bo.hello(host, 1, lang="ja-JP")
        assert bo.get("welcome", host)["name"] == "プレイヤー2"
        bo.send({"v": 1, "t": "name", "name": "プレイヤー2", "n": 1})
        bo.get("named", host)
        assert host.names(1)[1] == "Player 2" and host.phones[1].named
    finally:
        bo.close()
        host.close()
        host.match.close()


def test_a_seat_named_in_the_setup_joins_with_that_name_and_may_still_change_it():
    """A playtest typed "Ana" in the laptop's setup, then again on her phone. Cy (named in the
    setup) is not asked; "Player 2" (the app's name) is; Cy can still rename from the bar."""
    host = laptop_and_phones()
    bo, cy = Phone(host.server.port), Phone(host.server.port)
    try:
        cy.hello(host, 2)
        welcome = cy.get("welcome", host)
        assert welcome["ask_name"] is False and welcome["name"] == "Cy"
        bo.hello(host, 1)
        assert bo.get("welcome", host)["ask_name"] is True
        cy.send({"v": 1, "t": "name", "name": "Cyra", "n": 1})
        assert cy.get("named", host)["name"] == "Cyra"
    finally:
        bo.close()
        cy.close()
        host.close()
