"""L.L.A.M.A.'s Quit on a phone, as the laptop's Q with its default setting: played at once
while Undo can take it back, asked first only when it ends the round and shows the hands."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.phones.views import view_message
from llamagames.phones.words import speaking
from llamagames.seats import SeatConfig

POSITION = ("r1 play @0 start0 | hands 1356/66 | out {out} | discard 1 | "
            "pile 144534L132L5212L3L65L142LL6263236515445122334456L | totals 0/0 | seed 1")
"""Ana (seat 0) to play; ``out`` says whether Bo has quit already."""
NAMES = ["Ana", "Bo"]


def quit_choice(out: str, language: str = "en") -> dict:
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llama", seats, POSITION.format(out=out), 1, bot_delay=0.0,
                                worker=InlineBotWorker(), autosave=False)
    try:
        with speaking(language):
            choices = view_message(match.seat_view(0), NAMES, language)["choices"]
        return next(c for c in choices if c["a"] == "quit")
    finally:
        match.close()


def test_quitting_is_asked_only_when_undo_could_not_take_it_back():
    # Bo still plays: Ana's quit can be taken back, so it is played at once (no question)
    assert "ask" not in quit_choice("..")
    # Bo quit already: Ana's quit ends the round and lays the hands open, so it is asked first
    last = quit_choice(".x")
    assert (last["ask"], last["yes"], last["no"], last["detail"]) == \
        ("Quit this round?", "Yes, quit", "No, go back", "This cannot be taken back.")
    assert quit_choice(".x", "ja")["detail"] == "これは取り消せません。"
