"""No byte sent to a phone holds another seat's hidden cards, through whole games.

Every text the host hands the server for a seat is recorded with the true hands at that
moment, and the server's own record of what it put on each socket must be the same texts.
Each one is then read: the only hand in it is the seat's own, no event carries another
seat's secret, and no other seat's hidden hand (three cards or more) appears in it as a list.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from llamagames.phones.host import PhoneHost

from .helpers import Phone, make_host, play_through


def lists_in(value: Any) -> list[list[Any]]:
    found: list[list[Any]] = []
    if isinstance(value, dict):
        for item in value.values():
            found += lists_in(item)
    elif isinstance(value, list):
        found.append(value)
        for item in value:
            found += lists_in(item)
    return found


def hands_in(value: Any, key: str = "") -> list[list[Any]]:
    """Every list standing under a key named ``hand`` (an observation's own hand)."""
    found: list[list[Any]] = []
    if isinstance(value, dict):
        for name, item in value.items():
            if name == "hand" and isinstance(item, list):
                found.append(item)
            found += hands_in(item, name)
    elif isinstance(value, list):
        for item in value:
            found += hands_in(item, key)
    return found


PUBLIC_PILES = {"last_round", "discard", "areas", "chain", "removed", "moves"}
"""Observation fields every seat sees by the rules (a scored round's hands, the discard pile,
the shelters, a Block chain's actions, the cards out of the game, a round's public moves): any
list in them may equal another seat's hand by chance (a Recover paid with red, yellow and green
is [2, 4, 5])."""

PUBLIC_NUMBERS = {"hand_sizes", "totals"}
"""Observation fields that are counts and scores, not cards: hand sizes of 7, 3 and 4 cards
once equalled a hand of a 3, a 4 and a 7 (the failure that made this set)."""


def public(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` without what the rules show everyone on purpose: the public piles, the
    L.L.A.M.A. round result (``last_round`` in words: the hands laid open and their points) and
    the events (their secrets are checked on their own, in ``check``; their data is public)."""
    view = message["view"]
    observation = {k: v for k, v in view["observation"].items() if k not in PUBLIC_PILES | PUBLIC_NUMBERS}
    return {**message, "view": {**view, "observation": observation, "events": []}, "log": [], "chain": [], "summary": None}


def record(host: PhoneHost) -> list[tuple[int, str, tuple[tuple[int, ...], ...]]]:
    sent: list[tuple[int, str, tuple[tuple[int, ...], ...]]] = []
    original = host.server.send

    def send(seat: int, text: str) -> None:
        sent.append((seat, text, tuple(tuple(hand) for hand in host.match.state.hands)))
        original(seat, text)

    host.server.send = send  # type: ignore[method-assign]
    host.server.sent = []
    return sent


def check(sent: list[tuple[int, str, tuple[tuple[int, ...], ...]]]) -> int:
    views = 0
    for seat, text, hands in sent:
        message = json.loads(text)
        for hand in hands_in(message):
            assert sorted(hand) == sorted(hands[seat]), f"seat {seat} was sent a hand not its own: {hand}"
        if message["t"] != "view":
            continue
        views += 1
        for event in message["view"]["events"]:
            if seat not in (event["seat"], event["data"].get("target")):  # a swap tells both its sides
                assert not event["secret"], f"seat {seat} was told another seat's secret: {event}"
        shown = [sorted(x) for x in lists_in(public(message)) if all(isinstance(v, int) for v in x)]
        for other, hand in enumerate(hands):
            if other != seat and len(hand) >= 3 and sorted(hand) != sorted(hands[seat]):
                assert sorted(hand) not in shown, f"seat {seat} was sent seat {other}'s hand {hand}"
    return views


@pytest.mark.parametrize("game", ["llama", "llamagedon"])
def test_no_byte_sent_to_a_phone_holds_another_seats_hand(game):
    host = make_host(game, "phone,phone,bot", seed=5)
    sent = record(host)
    try:
        phones = {0: Phone(host.server.port), 1: Phone(host.server.port)}
        for seat, phone in phones.items():
            phone.hello(host, seat)
        rng = random.Random(9)

        def choose(seat: int, message: dict[str, Any]) -> str | None:
            view = message["view"]
            if view["phase"] == "block" and message["window"] and view["current"] != seat:
                return rng.choice(["block", "let"]) if 12 in view["observation"]["hand"] else "let"
            if view["current"] != seat or not message["choices"]:
                return None
            actions = [c["a"] for c in message["choices"]]
            calm = [a for a in actions if a not in ("quit", "pass")]
            return rng.choice(calm) if calm and rng.random() < 0.85 else actions[-1]

        play_through(host, phones, choose, seconds=90)
        assert host.match.is_over()
    finally:
        host.close()
        host.match.close()
    views = check(sent)
    assert views > 20
    on_wire = [(seat, text) for seat, text in host.server.sent]
    assert on_wire == [(seat, text) for seat, text, _ in sent][: len(on_wire)]
    assert len(on_wire) >= len(sent) - 4  # at most the last few, sent after a phone left, never went out


def land_choice(rng: random.Random, message: dict[str, Any]) -> str | None:
    """A Llamaland phone's random decision: a placement from the tile's spots, else a choice."""
    tile = message["land"]["tile"]
    if tile is not None:
        form = rng.choice([f for f in tile["forms"] if f["spots"]])
        x, y, level, _ = rng.choice(form["spots"])
        return f"place {tile['shape']} {form['face']} r{form['rot']} @{x},{y} L{level}"
    if not message["choices"]:
        return None
    actions = [c["a"] for c in message["choices"]]
    calm = [a for a in actions if a != "end"]
    return rng.choice(calm) if calm and rng.random() < 0.6 else actions[-1]


def test_no_byte_sent_to_a_llamaland_phone_holds_the_stacks_or_the_piles_order():
    # GIVEN two phones and a bot at a Llamaland table, every byte each phone is sent recorded
    # with the true orders at that moment (the only hidden things in Llamaland)
    host = make_host("llamaland", "phone,phone,bot", seed=11)
    sent: list[tuple[int, str, list[list[int]]]] = []
    original = host.server.send

    def send(seat: int, text: str) -> None:
        state = host.match.state
        sent.append((seat, text, [list(stack) for stack in state.stacks] + [list(state.char_pile)]))
        original(seat, text)

    host.server.send = send  # type: ignore[method-assign]
    host.server.sent = []
    try:
        phones = {0: Phone(host.server.port), 1: Phone(host.server.port)}
        for seat, phone in phones.items():
            phone.hello(host, seat)
        rng = random.Random(3)

        def choose(seat: int, message: dict[str, Any]) -> str | None:
            if message["view"]["current"] != seat:
                return None
            return land_choice(rng, message)

        # WHEN they play a whole game from their phones
        play_through(host, phones, choose, seconds=240)
        assert host.match.is_over()
        assert any(str(a).startswith("place ") for a in host.match.record.actions)
    finally:
        host.close()
        host.match.close()
    # THEN no message holds a stack's order under its top tile or the character pile's order
    views = 0
    for seat, text, orders in sent:
        message = json.loads(text)
        shown = lists_in(message)
        for order in orders:
            hidden = order[:-1] if order is not orders[-1] else order
            if len(hidden) >= 3 and hidden != sorted(hidden):
                assert hidden not in shown and order not in shown, f"seat {seat} was sent a hidden order {order}"
        if message["t"] == "view":
            views += 1
            assert message["view"]["observation"] == {}  # the page draws from "land", the open facts
            for event in message["view"]["events"]:
                if event["seat"] != seat:
                    assert not event["secret"], f"seat {seat} was told another seat's secret: {event}"
    assert views > 100
    assert [(seat, text) for seat, text in host.server.sent] == [(s, t) for s, t, _ in sent][: len(host.server.sent)]
