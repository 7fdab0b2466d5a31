"""With a friend on a phone, the laptop is a public screen: while its player's hand is face
down, nothing on it depends on what that hand holds.

A playtest read the laptop player's hand off the status line ("Your turn: drag a Llama onto
the discard", "Nothing in your hand fits on the 1", then "drag a 1" after a draw named the
card drawn). The rule is one place in the kit (``Sight.closes_turn``); this test holds it the
way ``test_secrets_walk.py`` holds the hot seat: twin deals that differ only in the laptop
player's hand (and so the card they draw), the same presses in both, and the twins' pixels,
widget words, status line, log and sounds must be the same whenever the hand is face down,
on the laptop player's turn and after a draw.
"""

from __future__ import annotations

import random

import pygame
import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.rules.llama.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.ui.scene import OpenTable

from .conftest import FRAME
from .test_secrets_walk import words

ANA, BEN, PACA = 0, 1, 2
SEATS = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben", phone=True), SeatConfig("bot", "Paca", "easy")]
LLAMA_CARD = 7


def twins() -> tuple[str, str]:
    """Ana (at the laptop) to play on a 1, Ben (on the phone) out of the round, Paca (a bot)
    in it. Ana holds a 1 in one twin and nothing that fits in the other, and the card she
    draws is a 2 in one and a 1 in the other (after Paca plays, it fits in one twin only). The
    cards are the same in all: a 1 and a 4 change places between Ana's hand and the pile."""
    game = GAMES["llama"]
    hands = [(1, 5, 6), (3, 3), (2, 2, 4, 6)]
    probe = build_state(hands, (1,), current=ANA, quit=(False, True, False), seed=3)
    rest = list(probe.draw_pile)
    for card in (2, 3):  # the top two are set below
        rest.remove(card)
    real = build_state(hands, (1,), [*rest, 3, 2], current=ANA, quit=(False, True, False), seed=3)
    other = list(rest)
    other[other.index(4)] = 2  # Ana's twin holds this 4; the real 1 tops the twin's pile
    twin = build_state([(4, 5, 6), *hands[1:]], (1,), [*other, 3, 1], current=ANA, quit=(False, True, False), seed=3)
    assert sorted(real.draw_pile + real.hands[ANA]) == sorted(twin.draw_pile + twin.hands[ANA])
    assert game.observation(real, PACA) == game.observation(twin, PACA)
    return game.state_to_text(real), game.state_to_text(twin)


class Seen:
    """One twin's table: what it shows, said and played."""

    def __init__(self, app, position: str) -> None:
        self.sounds: list[str] = []
        self.app = app
        self.position = position

    def open(self) -> None:
        app, position = self.app, self.position
        self.match = Match.from_position("llama", SEATS, position, 3, bot_delay=0.0, worker=InlineBotWorker(),
                                         autosave=False)
        self.table = app._scene_for(OpenTable(self.match))
        app.start(self.table)
        self.frames(3)

    def frames(self, count: int, events: list | None = None) -> None:
        self.app.frame(FRAME, events or [])
        for _ in range(count - 1):
            self.app.frame(FRAME, [])

    def key(self, key: int, text: str) -> None:
        self.frames(3, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)])

    def look(self) -> tuple:
        """Everything the laptop shows and said since the last look."""
        app, table = self.app, self.table
        app.draw()
        said, self.sounds = self.sounds, []
        return (pygame.image.tobytes(app.surface, "RGB"), words(app), table.mode.status_text(),
                [entry.text for entry in table.log.entries], table.toasts.text, said)


@pytest.fixture
def tables(monkeypatch):
    """The twins' tables in two windows, the phone's codes drawn the same in both (the room
    and seat codes and the address are this computer's, not the deal's)."""
    from llamagames.phones import host, room
    from llamagames.ui import sound
    from llamagames.ui.app import App
    from llamagames.ui.table import phone_seats

    monkeypatch.setattr(phone_seats, "HOST", "127.0.0.1")
    monkeypatch.setattr(phone_seats, "PORT", 0)
    monkeypatch.setattr(host.PhoneHost, "url", lambda self, seat: "http://192.0.2.2:8765/#room")
    monkeypatch.setattr(host.PhoneHost, "short_address", lambda self: "192.0.2.2:8765")
    seen: list[Seen] = []
    monkeypatch.setattr(sound, "play", lambda app, name: [one.sounds.append(name) for one in seen if one.app is app])
    for position in twins():
        same = random.Random(0)
        monkeypatch.setattr(room.secrets, "choice", same.choice)
        app = App((1280, 720), settings=storage.Settings(animation_speed="instant", hints=True),
                  persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
        seen.append(Seen(app, position))
        seen[-1].open()
    yield seen
    for one in seen:
        one.app.scenes.clear()


def same(real: Seen, twin: Seen, when: str) -> None:
    a, b = real.look(), twin.look()
    names = ("pixels", "widget words", "status line", "log", "toast", "sounds")
    differ = [name for name, x, y in zip(names, a, b) if x != y]
    assert not differ, f"{when}: the twins differ in {differ}: {[(x, y) for x, y in zip(a[1:], b[1:]) if x != y]}"


@pytest.mark.slow(seconds=2)
def test_the_laptop_shows_nothing_of_a_face_down_hand_on_its_turn_and_after_a_draw(tables):
    real, twin = tables
    # GIVEN Ana's turn at the laptop, her hand face down (Ben looks on from his phone seat)
    for one in (real, twin):
        assert one.table.shares_the_screen and one.match.current_seat() == ANA
        assert one.table.hand_hidden() and not one.table.sight.private_visible
        assert one.table.sight.closes_turn() and not one.table.my_turn() and one.table.legal() == []
    # THEN the twins look and read the same: no "drag a 1", no "nothing fits", no tip, no dimmed Hint
    same(real, twin, "on Ana's turn")
    status = real.table.mode.status_text()
    assert status == real.table.sight.closed_words()
    # WHEN she presses a card's key, D, Q or H with the hand face down: refused the same in both
    for key, text in ((pygame.K_1, "1"), (pygame.K_d, "d"), (pygame.K_h, "h"), (pygame.K_q, "q")):
        for one in (real, twin):
            one.key(key, text)
            assert one.match.current_seat() == ANA and len(one.match.record.actions) == 0
        same(real, twin, f"after {text} pressed with the hand face down")
    assert real.table.toasts.text == real.table.sight.closed_words()
    # WHEN she shows her hand (M), the helpful words come back (and differ: they are hers)
    for one in (real, twin):
        one.key(pygame.K_m, "m")
        assert one.table.my_turn() and one.table.legal()
    assert real.table.mode.status_text() != twin.table.mode.status_text()
    # and she draws (D): the hand turns face down again, Paca answers, and it is her turn again
    for one in (real, twin):
        one.key(pygame.K_d, "d")
        for _ in range(40):
            if one.match.current_seat() == ANA and not one.table.animator.busy:
                break
            one.frames(1)
        assert one.match.record.actions[0] == "draw" and len(one.match.record.actions) == 2
        assert one.match.current_seat() == ANA and not one.table.showing_hand and one.table.sight.closes_turn()
        one.frames(3)
    assert real.match.observation(ANA).hand != twin.match.observation(ANA).hand
    # THEN nothing tells the card she drew, nor what fits now
    same(real, twin, "after Ana's draw, on her turn again")
