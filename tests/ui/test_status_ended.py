"""The status line never brings back a line that has ended (lg20 saw "Dolly is thinking…"
come back after the blank Block window, as your turn began while her cards still flew)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from llamagames.ui.table.status import StatusLine


class _Stub:
    """What the status line reads of a table: the words, whose turn, whether a flight holds."""

    def __init__(self) -> None:
        self.text, self.mine, self.holding = "Dolly is thinking…", False, False
        self.mode = SimpleNamespace(status_text=lambda: self.text)
        self.sight = SimpleNamespace(closes_turn=lambda: False)
        self.animator = SimpleNamespace()
        self.text_scale = 1.0
        self.frame = SimpleNamespace(size=(1366, 768), status_y=80, status_room=None, status_lines=2, tip_bottom=None,
                                     log=pygame.Rect(0, 0, 0, 0))

    def my_turn(self) -> bool:
        return self.mine


def _said(line: StatusLine, stub: _Stub) -> str | None:
    stub.animator.holding = stub.holding
    pill = line.pill()
    return None if pill is None else " ".join(pill[1])


def test_a_line_that_ended_stays_ended_while_your_turn_waits_for_the_flight(monkeypatch) -> None:
    stub = _Stub()
    line = StatusLine(stub)  # type: ignore[arg-type]
    monkeypatch.setattr(line, "_plan", lambda text, mine: (pygame.Rect(0, 0, 10, 10), [text], 15, mine))
    assert _said(line, stub) == "Dolly is thinking…"
    stub.text = ""  # a blank stretch (the Block window's panel says it all)
    assert _said(line, stub) is None
    stub.text, stub.mine, stub.holding = "Your turn.", True, True  # her cards still fly
    assert _said(line, stub) is None  # not her ended line, and not yet "Your turn."
    stub.holding = False
    assert _said(line, stub) == "Your turn."
    stub.holding = True  # your own card flies in your own turn: your line stays
    assert _said(line, stub) == "Your turn."
