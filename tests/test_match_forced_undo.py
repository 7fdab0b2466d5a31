"""Undo is offered only where it can act: a move that was the seat's only legal one (a Block
window answered "let it be" for a player with no Block in hand) is no decision to take back;
pressing Undo there would only have the same move made again."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import LET, Attack
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.rules.llamagedon.state import Link, Phase
from llamagames.seats import SeatConfig

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]


def asked_without_a_block() -> Match:
    """Pablo (seat 1) attacks your shelter; the window comes to you (seat 0) with no Block."""
    hands = [[RED, BLUE], [RED, ATTACK], [GREEN]]
    areas = [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]]
    state = build_state(hands, areas, [YELLOW], turn=1, phase=Phase.BLOCK, chain=[Link(1, Attack(0, 0))], lets=1)
    match = Match.from_position("llamagedon", SEATS, LLAMAGEDON.state_to_text(state), bot_delay=0.0,
                                worker=InlineBotWorker(), autosave=False)
    assert match.game.current_player(match.state) == 0
    return match


def test_a_forced_let_cannot_be_undone_and_says_why():
    match = asked_without_a_block()
    assert list(match.game.legal_actions(match.state)) == [LET]
    match.play(LET)
    reason = match.undo_refusal(0)
    assert reason is not None and "only" in reason
    assert not match.can_undo() and not match.undo()


def test_a_chosen_move_can_still_be_undone():
    hands = [[RED, ATTACK], [GREEN], [YELLOW]]
    areas = [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]]
    match = Match.from_position("llamagedon", SEATS, LLAMAGEDON.state_to_text(build_state(hands, areas, [BLUE])),
                                bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    attack = next(a for a in match.game.legal_actions(match.state) if isinstance(a, Attack))
    match.play(attack)
    assert match.undo_refusal(0) is None and match.can_undo()
