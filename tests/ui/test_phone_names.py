"""The laptop's table calls a phone seat by the name its player typed on joining."""

from __future__ import annotations

from llamagames.seats import SeatConfig

from ..phones.helpers import Phone
from .conftest import FRAME
from .test_phone_table import open_phone_table


def test_a_name_typed_on_a_phone_is_the_seats_name_at_the_table(app, monkeypatch):
    from llamagames.ui.table import phone_seats

    monkeypatch.setattr(phone_seats, "HOST", "127.0.0.1")  # this computer only, any free port
    monkeypatch.setattr(phone_seats, "PORT", 0)
    seats = [SeatConfig("human", "You"), SeatConfig("human", "Player 2", phone=True), SeatConfig("bot", "Paca", "easy")]
    match, table = open_phone_table(app, seats)
    phone = Phone(table.phones.server.port)
    try:
        assert table.names[:2] == ["You", "Player 2"]
        phone.hello(table.phones, 1)
        assert phone.get("welcome", table.phones)["ask_name"]
        phone.send({"v": 1, "t": "name", "name": "Zoé", "n": 1})
        assert phone.get("named", table.phones)["name"] == "Zoé"
        app.frame(FRAME)
        assert table.names[:2] == ["You", "Zoé"] and match.seats[1].name == "Zoé"
    finally:
        phone.close()
        table.phones.close()
        match.close()
