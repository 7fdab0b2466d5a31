"""Random and hostile messages leave the match as it was and the server up.

The phones fuzzing hold seat 2 (Bo), never the seat to play, and strangers with no seat:
nothing they send can be a legal move, so after every burst the match's record must be
unchanged and a real phone must still be served.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import Phone, make_host

HOST = None


def host():
    global HOST
    if HOST is None or not HOST.running:
        HOST = make_host("llamagedon", "phone,phone,bot", seed=3)
    return HOST


def teardown_module() -> None:
    if HOST is not None:
        HOST.close()
        HOST.match.close()


scalars = st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=30)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                           max_size=4), max_leaves=12)
messages = st.fixed_dictionaries({}, optional={
    "v": st.sampled_from([1, 2, "1", True, None]) | values,
    "t": st.sampled_from(["act", "hello", "ping", "view", "welcome", "bye", "lobby", "key"]) | st.text(max_size=6),
    "action": st.sampled_from(["draw", "pass", "let", "block", "play 3", "swap 0 give red", "attack 0 shelter 0",
                               "x" * 81, "", "../../etc"]) | values,
    "at": st.integers(-3, 10**9) | values, "n": st.integers(-3, 2**60) | values,
    "room": st.text(max_size=8) | values, "token": st.text(max_size=40) | values, "w": values,
    "code": st.sampled_from(["AAAAAA", "a-a-a-a-a-a", "K7Q3MP", ""]) | st.text(max_size=12) | values,
})
raw = st.one_of(messages.map(json.dumps), st.text(max_size=300), st.binary(max_size=300).map(
    lambda b: b.decode("latin-1")), st.just("x" * 5000), st.just("[" * 3000), st.just('{"v":1,"t":"act"'))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(raw, min_size=1, max_size=12), st.booleans())
def test_hostile_messages_change_nothing(burst, as_bo):
    hosting = host()
    before = hosting.match.record
    phone = Phone(hosting.server.port)
    if as_bo:  # a real seat that is not to play, so any act is refused
        phone.hello(hosting, 1)
        phone.get("view", hosting)
    for text in burst:
        phone.send(text)
    phone.send({"v": 1, "t": "hello", "room": hosting.room.code, "token": hosting.room.tokens[0][:-1] + "?"})
    for _ in range(30):
        hosting.pump()
    phone.close()
    assert hosting.match.record == before
    check = Phone(hosting.server.port)
    check.hello(hosting, 1)
    assert check.get("view", hosting)["view"]["moves"] == len(before.actions)
    check.close()
