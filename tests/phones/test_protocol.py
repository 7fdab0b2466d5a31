"""The phone protocol's checks, alone (no network)."""

from __future__ import annotations

import json

import pytest

from llamagames.phones.protocol import MAX_MESSAGE, Malformed, Message, parse, phone_language
from llamagames.phones.room import Room


def test_a_hello_and_an_action_pass_the_checks():
    hello = parse(json.dumps({"v": 1, "t": "hello", "room": "abcde", "token": "x" * 24, "lang": "ja-JP"}))
    assert (hello.kind, hello.room, hello.lang) == ("hello", "ABCDE", "ja-JP")
    act = parse(json.dumps({"v": 1, "t": "act", "action": "play 3", "at": 4, "n": 2}))
    assert (act.action, act.at, act.n) == ("play 3", 4, 2)


@pytest.mark.parametrize("raw", [
    "", "null", "[]", "{", '"text"', json.dumps({"v": 2, "t": "ping"}), json.dumps({"v": True, "t": "ping"}),
    json.dumps({"v": 1, "t": "shout"}), json.dumps({"v": 1, "t": "act", "action": "play 3", "at": "4", "n": 1}),
    json.dumps({"v": 1, "t": "act", "action": "PLAY 3", "at": 4, "n": 1}),
    json.dumps({"v": 1, "t": "act", "action": "play 3; rm", "at": 4, "n": 1}),
    json.dumps({"v": 1, "t": "act", "action": "play 3", "at": 4, "n": 0}),
    json.dumps({"v": 1, "t": "act", "action": "play 3", "at": 4, "n": True}),
    json.dumps({"v": 1, "t": "hello", "room": "AB", "token": "x" * 24}),
    json.dumps({"v": 1, "t": "hello", "room": "ABCDE", "token": "../../etc/passwd"}),
    json.dumps({"v": 1, "t": "act", "action": "draw", "at": 1, "n": 1, "w": ["x"]}),
    "[" * 5000, b"\xff\xfe", "x" * (MAX_MESSAGE + 1),
])
def test_malformed_messages_are_refused_with_a_code(raw):
    with pytest.raises(Malformed):
        parse(raw)


def test_a_wrong_room_and_a_wrong_token_look_the_same():
    room = Room([0, 2])
    token = room.tokens[2]
    assert room.seat_of(room.code, token) == 2
    assert room.seat_of("ZZZZ", token) is None
    assert room.seat_of(room.code, "y" * len(token)) is None
    assert room.seat_of(room.code, room.tokens[0]) == 0
    assert len(token) >= 22 and 4 <= len(room.code) <= 6  # 128 bits and more
    assert Room([0]).tokens[0] != Room([0]).tokens[0]  # a new game gets new codes


def test_a_phone_speaks_its_own_language_where_we_have_it():
    assert phone_language("ja-JP", "en", ("en", "ja")) == "ja"
    assert phone_language("fr-FR", "ja", ("en", "ja")) == "ja"
    assert phone_language("", "en", ("en", "ja")) == "en"


@pytest.mark.parametrize("action", ["place T front r1 @3,-1 L2", "trade corn>cacao #12", "llama @-1,2",
                                    "marker gold-corn top from road", "feed potato coins 4"])
def test_llamalands_notation_passes_and_capitals_elsewhere_do_not(action):
    message = parse(json.dumps({"v": 1, "t": "act", "action": action, "at": 3, "n": 1}))
    assert message.action == action
    for wrong in (action.upper(), action.replace(" ", "  "), action + " LL2"):
        with pytest.raises(Malformed):
            parse(json.dumps({"v": 1, "t": "act", "action": wrong, "at": 3, "n": 1}))


def test_a_typed_hello_carries_the_seat_code_as_the_laptop_shows_it():
    message = parse(json.dumps({"v": 1, "t": "hello", "room": " abcde ", "code": "k7q 3-mp", "lang": "ja"}))
    assert (message.kind, message.room, message.code, message.token) == ("hello", "ABCDE", "K7Q3MP", "")
    for code in ("K7Q3M", "K7Q3MPX", "K7Q3M!", 123456):
        with pytest.raises(Malformed):
            parse(json.dumps({"v": 1, "t": "hello", "room": "ABCDE", "code": code}))
    assert parse(json.dumps({"v": 1, "t": "lobby", "lang": "../x"})) == Message("lobby")


def test_a_typed_name_passes_as_text_and_an_overlong_or_odd_one_does_not():
    name = parse(json.dumps({"v": 1, "t": "name", "name": "<b>Zoé</b>", "n": 3}))
    assert (name.kind, name.name, name.n) == ("name", "<b>Zoé</b>", 3)  # cleaned by the host, drawn as text
    for bad in ({"name": "x" * 65, "n": 1}, {"name": 5, "n": 1}, {"name": "Zoé"}):
        with pytest.raises(Malformed):
            parse(json.dumps({"v": 1, "t": "name", **bad}))
