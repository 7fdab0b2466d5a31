"""Saved games and phones: a game whose every human plays from a phone is listed as waiting
for its phones, not "for you" (pt54: nobody at the laptop plays it)."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.save_files import waiting_games
from llamagames.seats import SeatConfig
from llamagames.ui.scenes import saves

from .test_saves_waiting import open_saves


def test_a_game_whose_humans_are_all_on_phones_waits_for_its_phones(app, monkeypatch):
    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("bot", "Pablo", "easy")]
    match = Match("llama", seats, 3, bot_delay=0.0, worker=InlineBotWorker())
    while len(match.record.actions) < 2:
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    match.autosave()
    match.close()
    [entry], _ = waiting_games()
    assert (entry.humans, entry.phones) == (1, 1)
    said: list[str] = []
    real = saves.draw_text
    monkeypatch.setattr(saves, "draw_text",
                        lambda surface, text, *rest, **named: (said.append(text), real(surface, text, *rest, **named))[1])
    scene = open_saves(app)
    scene.draw(pygame.Surface(app.size))
    assert "waiting for its phones" in said and "waiting for you" not in said, said
