"""L.L.A.M.A.'s Quit on a phone, asked first as the laptop's Quit asks; the question says it
cannot be taken back when it ends the round and shows the hands."""

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


def test_quitting_is_always_asked_and_says_when_it_cannot_be_taken_back():
    # Bo still plays: Ana's quit is asked (one tap must not end her round), Undo could take it back
    first = quit_choice("..")
    assert (first["ask"], first["yes"], first["no"]) == ("Quit this round?", "Yes, quit", "No, go back")
    assert "detail" not in first
    # Bo quit already: Ana's quit ends the round and lays the hands open, so it is asked first
    last = quit_choice(".x")
    assert (last["ask"], last["yes"], last["no"], last["detail"]) == \
        ("Quit this round?", "Yes, quit", "No, go back", "This cannot be taken back.")
    assert quit_choice(".x", "ja")["detail"] == "これは取り消せません。"


def test_the_round_summary_shows_the_cards_left_beside_the_points():
    """A playtest: the phone's round result was numbers only. Each row carries the cards left
    that made its points (the hands are laid open at the round's end), as the laptop shows them."""
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llama", seats, POSITION.format(out=".x"), 1, bot_delay=0.0,
                                worker=InlineBotWorker(), autosave=False)
    try:
        match.seat_view(0).act("quit")  # Bo quit already: the round is scored
        rows = view_message(match.seat_view(1), NAMES, "en")["summary"]["rows"]
        assert rows == [["Ana", 15, 15, [1, 3, 5, 6]], ["Bo", 6, 6, [6, 6]]]
    finally:
        match.close()
