"""Llamagedón's Block window on a phone, asked as the laptop asks its own seat: a phone with
no Block is not asked (its seat lets the card be by itself), nor about its own card ahead of
its turn, nor again once it let the card be; each answer is worded by its effect as the chain
stands (two Blocks cancel out and the action happens)."""

from __future__ import annotations

import json
from collections import Counter

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.phones.host import PhoneHost
from llamagames.phones.protocol import Message
from llamagames.phones.views import view_message
from llamagames.phones.words import speaking
from llamagames.seats import SeatConfig

POSITION = ("main @0 #1 | hands yAXB/bATB/rwTD | areas H/H/- | deck XrLPBbBTyAXDgwDgHTyygbXAgbyrrHrgDHDTHAbBX"
            " | discard - | removed - | chain - | lets 0 | lower 22 | llamagedon - | left 0 | limit on | seed 1"
            " | counter 1")
"""Ana (seat 0) holds an Attack and a Block, Bo a Block and a shelter to attack, Cy no Block."""
NAMES = ("Ana", "Bo", "Cy")


def phones_game(delay: float = 0.0) -> PhoneHost:
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llamagedon", seats, POSITION, 1, bot_delay=delay, worker=InlineBotWorker(),
                                autosave=False)
    return PhoneHost(match, [0, 1, 2], host="127.0.0.1")


def message(host: PhoneHost, seat: int) -> dict:
    return view_message(host.match.seat_view(seat), list(NAMES), "en")


def answers(msg: dict) -> dict[str, str]:
    return {choice["a"]: choice["label"] for choice in msg["choices"]}


def test_each_phone_is_asked_only_what_the_laptop_would_ask_its_seat():
    host = phones_game()
    match = host.match
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        # Bo is asked and holds a Block: a live question, worded by its effect
        bo = message(host, 1)
        assert bo["block"] == {"state": "ask", "note": ""}
        assert answers(bo) == {"block": "Block: the Attack is cancelled", "let": "Don't block: the Attack happens"}
        assert bo["standing"] == "If nobody blocks, it happens."
        # Ana's own Attack: nothing to answer ahead (the rules ask her last, and only then)
        assert message(host, 0)["block"]["state"] == "own" and not message(host, 0)["choices"]
        # Cy holds no Block: no question, a line saying it goes on by itself
        cy = message(host, 2)
        assert cy["block"] == {"state": "none", "note": "You hold no Block: it goes on by itself in a moment."}
        # Bo blocks; Cy is asked and lets it be by itself, with no phone tapping anything
        match.seat_view(1).act("block")
        assert match.current_seat() == 2
        # Cy, asked by the rules with no Block, is told so once, in the bar: no "your answer"
        cy = message(host, 2)
        assert (cy["status"], cy["prompt"]) == ("Block window", "No Block: it goes on by itself.")
        assert cy["block"] == {"state": "none", "note": ""}
        host.pump()
        assert [str(a) for a in match.record.actions][-1] == "let" and match.current_seat() == 0
        # Ana is asked about Bo's Block: her answers say what they do to her Attack
        ana = message(host, 0)
        assert ana["block"]["state"] == "ask"
        assert answers(ana) == {"block": "Block: the Attack happens", "let": "Don't block: the Attack stays cancelled"}
        assert message(host, 1)["block"]["state"] == "none"  # Bo played his only Block
        # Ana blocks the Block: two Blocks cancel out, the Attack happens as the chain stands
        match.seat_view(0).act("block")
        after = message(host, 0)
        assert after["standing"] == "As it stands the action still happens (2 Blocks cancel out)."
        assert after["answers"] == {"block": "Block: the Attack is cancelled", "let": "Don't block: the Attack happens"}
        # nobody holds a Block now: the window closes by itself and the Attack happens
        for _ in range(5):
            host.pump()
        assert match.observation(0).phase == "main" and match.observation(1).areas[1] == ()
    finally:
        host.close()
        match.close()


def test_a_phone_that_let_the_card_be_is_not_asked_again_while_the_others_answer():
    host = phones_game()
    match = host.match
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("let")
        assert match.current_seat() == 2
        bo = message(host, 1)
        assert bo["block"] == {"state": "answered", "note": "You let it be. The others may still block it…"}
        assert not bo["choices"]
    finally:
        host.close()
        match.close()


def test_a_seat_with_no_block_lets_it_be_only_after_a_bots_pause():
    host = phones_game(delay=30.0)
    match = host.match
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("block")
        assert match.current_seat() == 2
        # Cy, asked by the rules with no Block, is told so once, in the bar: no "your answer"
        cy = message(host, 2)
        assert (cy["status"], cy["prompt"]) == ("Block window", "No Block: it goes on by itself.")
        assert cy["block"] == {"state": "none", "note": ""}
        host.pump()
        assert match.current_seat() == 2  # the pause a bot takes: timing tells nothing
        host._asked = (host._asked[0], host._asked[1] - 31.0)
        host.pump()
        assert match.current_seat() == 0
    finally:
        host.close()
        match.close()


def test_a_phone_asked_about_its_own_card_gets_no_question_and_lets_it_be_by_itself():
    """Ana holds a Block and is asked last about her own Attack: her phone says it is her own
    card, offers no Block, and her seat lets it be after a bot's pause."""
    host = phones_game(delay=30.0)
    match = host.match
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("let")
        match.seat_view(2).act("let")
        assert match.current_seat() == 0 and match.observation(0).phase == "block"
        ana = message(host, 0)
        assert ana["block"] == {"state": "own", "note": ""} and ana["status"] == "Block window"
        assert ana["prompt"] == "Your own card: others may block it."
        assert [choice["a"] for choice in ana["choices"]] == ["let"]
        host.pump()
        assert match.current_seat() == 0  # the pause a bot takes
        host._asked = (host._asked[0], host._asked[1] - 31.0)
        host.pump()
        assert match.observation(0).phase == "main" and match.observation(1).areas[1] == ()
    finally:
        host.close()
        match.close()


def test_a_phone_asked_ahead_is_asked_in_one_voice():
    """A playtest: the bar said "Block window: Cy answers" while the page asked "Will you block
    it?". Ana, holding a Block while Cy is asked about Bo's Block, is asked in one voice: the bar
    says it is her answer, and nothing names another seat as the one answering."""
    host = phones_game(delay=30.0)
    match = host.match
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("block")
        assert match.current_seat() == 2
        ana = message(host, 0)
        assert ana["block"]["state"] == "ahead" and ana["status"] == "Block window: your answer"
        assert "Cy" not in ana["status"] + ana["block"]["note"], ana["block"]["note"]
        assert set(ana["answers"]) == {"block", "let"}
    finally:
        host.close()
        match.close()


NOBODY_ELSE_BLOCKS = POSITION.replace("bATB/rwTD", "bATD/rwTD").replace("XrLPBbBTyAXDgw", "XrLPBbBTyAXBgw")
"""The same table with Bo's Block in the deck (a Defend in its place): only Ana holds one."""


def window_length(position: str, bo_lets_at_once: bool) -> float:
    """Seconds (on a fake clock stepped by 0.25) from Ana's Attack to the end of its Block
    window, every seat on a phone and nobody blocking."""
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llamagedon", seats, position, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    host = PhoneHost(match, [0, 1, 2], host="127.0.0.1")
    now = [100.0]
    host.clock = lambda: now[0]
    host.window_least = 3.0
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        if bo_lets_at_once:
            window = message(host, 1)["window"]
            host._act(host.phones[1], Message("act", action="let", n=1, window=window))
        start = now[0]
        while match.observation(0).phase == "block" and now[0] - start < 10:
            host.pump(push=False)
            if match.observation(0).phase == "block":
                now[0] += 0.25
        return now[0] - start
    finally:
        host.close()
        match.close()


def test_a_block_window_lasts_as_long_whether_a_phone_holds_a_block_or_not():
    """The table sees one "Anyone blocking?" moment whose length says nothing: Bo, holding a
    Block, lets it be at once on his phone, and the window still lasts its least time, as long
    as when nobody but the card's player holds one (those seats let it be by themselves)."""
    assert window_length(POSITION, bo_lets_at_once=True) == 3.0
    assert window_length(NOBODY_ELSE_BLOCKS, bo_lets_at_once=False) == 3.0


def test_a_held_protect_is_said_not_to_answer_a_block_window():
    """A playtest: a phone holding a Protect in a Steal's Block window was told only "You hold no
    Block", and took the Protect for a defence. The line says why it cannot answer here."""
    protect = POSITION.replace("rwTD", "rwPD").replace("XrLPBb", "XrLTBb")
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llamagedon", seats, protect, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        cy = view_message(match.seat_view(2), list(NAMES), "en")["block"]
        assert cy == {"state": "none", "note": "You hold no Block: it goes on by itself in a moment. Your Protect"
                      " cannot answer: it guards a shelter only once played on it, on your turn."}
        with speaking("ja"):
            assert "プロテクト" in view_message(match.seat_view(2), list(NAMES), "ja")["block"]["note"]
        assert "Protect" not in message_of(match, 1)["block"]["note"]  # Bo holds a Block and no Protect
    finally:
        match.close()


def message_of(match: Match, seat: int) -> dict:
    return view_message(match.seat_view(seat), list(NAMES), "en")


def test_a_held_protect_leaves_the_bar_one_short_line():
    """A playtest: Cy, asked with no Block and a Protect in hand, had a four-line bar (the no-Block
    line and the Protect sentence). The bar says the short line; the Protect sentence goes under
    the hand, said once."""
    protect = POSITION.replace("rwTD", "rwPD").replace("XrLPBb", "XrLTBb")
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llamagedon", seats, protect, 1, bot_delay=30.0, worker=InlineBotWorker(),
                                autosave=False)
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("let")
        cy = message_of(match, 2)
        assert (cy["status"], cy["prompt"]) == ("Block window", "No Block: it goes on by itself.")
        assert cy["block"] == {"state": "none", "note": "Your Protect cannot answer: it guards a shelter only"
                               " once played on it, on your turn."}
        with speaking("ja"):
            ja = view_message(match.seat_view(2), list(NAMES), "ja")
        assert len(ja["prompt"]) <= 20 and "プロテクト" in ja["block"]["note"], ja["prompt"]
    finally:
        match.close()


def waiting_words(msg: dict) -> tuple:
    """What a phone shows of a Block window beyond its log: the bar, its own line, who is marked."""
    return msg["status"], msg["prompt"], msg["block"], msg["view"]["current"], msg["view"]["observation"]["lets"]


def test_phones_not_asked_see_the_same_words_whoever_is_asked():
    """The secrecy rule: who is asked, and for how long, tells who holds a Block (the rules ask
    a seat with none only for a bot's pause). A phone whose seat is not asked shows the same
    neutral words, names nobody as answering and marks no seat, whoever the rules ask now."""
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match.from_position("llamagedon", seats, POSITION, 1, bot_delay=30.0, worker=InlineBotWorker(),
                                autosave=False)
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        assert match.current_seat() == 1
        ana_while_bo, cy_while_bo = message_of(match, 0), message_of(match, 2)
        match.seat_view(1).act("let")
        assert match.current_seat() == 2
        ana_while_cy, bo_while_cy = message_of(match, 0), message_of(match, 1)
        assert waiting_words(ana_while_bo) == waiting_words(ana_while_cy)
        for msg in (ana_while_bo, cy_while_bo, ana_while_cy, bo_while_cy):
            assert msg["status"] == "Anyone blocking?"
            assert msg["view"]["current"] is None and msg["view"]["observation"]["lets"] is None
            shown = msg["status"] + msg["prompt"] + msg["block"]["note"]
            assert not any(name in shown for name in NAMES), shown
        # the seat asked still sees its own question
        assert message_of(match, 2)["view"]["current"] == 2
    finally:
        match.close()


def test_no_one_reads_who_let_a_card_be_until_its_block_window_closes():
    """A playtest: the laptop's log said "Bruno lets it be" while the others still decided,
    which told the table Bruno held no Block. While the window is open, no seat's "let it be"
    reaches another seat's log (a phone's, the table's); once it closes, it is told."""
    from llamagames.ui.table.moves import Moves

    host = phones_game()
    match = host.match
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("let")  # Bo lets it be; Cy is still asked
        assert match.current_seat() == 2 and match.seat_view(2).phase() == "block"
        for seat in (0, 2):
            assert not [line for line in message(host, seat)["log"] if "let" in line], message(host, seat)["log"]
        # the laptop's log, fed the same moves, keeps the answer back too
        table = _LogOnly(match)
        moves = Moves.__new__(Moves)
        moves.table, moves.tail, moves.unclosed, moves.held = table, ([], []), [], []
        for events in match.seat_view(0).events_of_moves():
            moves.log_events(events)
        assert not [entry.text for entry in table.log.entries if "let" in entry.text]
        # Cy lets it be: the window closes, and both answers are told
        match.seat_view(2).act("let")
        match.seat_view(0).act("let")  # her own card: the rules ask her last
        assert match.seat_view(0).phase() != "block"
        assert "Bo lets it be." in message(host, 0)["log"], message(host, 0)["log"]
        for events in match.seat_view(0).events_of_moves()[-2:]:
            moves.log_events(events)
        assert [entry.text for entry in table.log.entries if "let it be" in entry.text] == ["Bo and Cy let it be."]
    finally:
        host.close()


class _LogOnly:
    """The little of a table its moves' log needs: a move log, the match, a watcher's sight."""

    def __init__(self, match: Match) -> None:
        from types import SimpleNamespace

        from llamagames.rules.core import NOBODY, Narrator
        from llamagames.ui.table.move_log import MoveLog

        self.match = match
        self.view = match.seat_view(0)
        self.log = MoveLog()
        self.sight = SimpleNamespace(narrator=lambda: Narrator(list(NAMES), NOBODY, language="en"),
                                     secret_viewer=lambda: NOBODY)
        self.parts = SimpleNamespace(painter=SimpleNamespace(log_seat=lambda event: event.seat))



SWAP_TABLE = NOBODY_ELSE_BLOCKS
"""Ana holds a Swap and a Block; nobody else holds a Block."""
PHONES_AND_A_BOT = ("Ana", "Bo", "Dolly")


def closes_by_itself(action: str, position: str, player: int = 0, resume: bool = False) -> tuple[float, list[str]]:
    """Seconds (on a fake clock stepped by 0.25, at most 10) the Block window of ``player``'s
    ``action`` stays open with Ana and Bo on phones and Dolly a bot, no phone tapping anything
    (a 2.5 s least time), and the moves played; ``resume``: the game saved in the window and
    continued by a new match and host, as "Continue" does."""
    seats = [SeatConfig(kind, name, "easy", phone=kind == "human")
             for kind, name in zip(("human", "human", "bot"), PHONES_AND_A_BOT)]
    match = Match.from_position("llamagedon", seats, position, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    match.seat_view(player).act(action)
    if resume:
        record = match.record
        match.close()
        match = Match.from_record(record, seats, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [0, 1], host="127.0.0.1")
    now = [100.0]
    host.clock = lambda: now[0]
    host.window_least = 2.5
    try:
        assert match.observation(0).phase == "block"
        start = now[0]
        while match.observation(0).phase == "block" and now[0] - start < 10:
            host.pump(push=False)
            match.update(0.25)
            if match.observation(0).phase == "block":
                now[0] += 0.25
        return now[0] - start, [str(a) for a in match.record.actions]
    finally:
        host.close()
        match.close()


def test_a_phone_swap_with_a_bot_closes_its_block_window_by_itself():
    """A playtest froze: phones and a bot only, a phone's Swap with the bot never left its Block
    window. The swapper's phone sees the card it gives, the others see it hidden: the window's
    least time was timed on two keys in turn and never ran out. Now it closes after its least
    time, whichever phone swaps."""
    bo_swaps = SWAP_TABLE.replace("main @0", "main @1").replace("yAXB/bATD", "bATD/yAXB")
    for swapper, position in ((0, SWAP_TABLE), (1, bo_swaps)):
        seconds, actions = closes_by_itself("swap 2 give yellow", position, swapper)
        assert 2.5 <= seconds <= 3.0, (swapper, seconds, actions)  # its least time, and a frame for the bot
        assert actions[1:4] == ["let", "let", "let"], actions  # the bot's, the other phone's, the swapper's own


def position_with(hands: str, areas: str, discard: str) -> str:
    """A Llamagedón position at Ana's turn with these hands, areas and discard; the rest of the
    box in the deck."""
    box = Counter("LPAAAAATTTTTXXXXXDDDDDBBBBB" + "HHHHHH" + "rrrrrbbbbbyyyyygggggww")
    box.subtract(hands.replace("/", "") + areas.replace("/", "").replace("-", "") + discard.replace("-", ""))
    deck = "".join(letter * count for letter, count in sorted(box.items()))
    return (f"main @0 #1 | hands {hands} | areas {areas} | deck {deck} | discard {discard} | removed - | chain -"
            " | lets 0 | lower 22 | llamagedon - | left 0 | limit on | seed 1 | counter 1")


EVERY_CARD = position_with("AXTDPrgbB/byDy/rwTD", "H/H/H", "T")
"""Ana holds every action card, three Resources to recover the discarded Steal, and the only Block."""


def test_every_action_cards_block_window_closes_by_itself_with_phones_and_a_bot():
    """Phones and a bot, no phone holding a Block but the card's player's: the window of every
    action card closes after its least time, the bot's target or a phone's, fresh or continued
    from a save made in the window."""
    for action in ("attack 2 shelter 0", "steal 1 shelter 0", "swap 2 give red", "swap 1 give block", "draw2",
                   "protect shelter 0", "take steal with red blue green"):
        for resume in (False, True):
            seconds, actions = closes_by_itself(action, EVERY_CARD, resume=resume)
            assert 2.5 <= seconds <= 3.0 and actions[1:4] == ["let", "let", "let"], (action, resume, seconds, actions)


def test_a_phone_whose_seat_let_a_card_be_by_itself_has_nothing_to_take_back():
    """A playtest: Bo's phone, not the one playing, offered "Take back my last move" while Ana's
    card waited for blocks; the move it took back was the "let it be" his seat made by itself
    (it held no Block), played again at once. His phone shows no undo for it, and an undo sent
    anyway is refused in words, nothing taken back."""
    seats = [SeatConfig(kind, name, "easy", phone=kind == "human")
             for kind, name in zip(("human", "human", "bot"), PHONES_AND_A_BOT)]
    match = Match.from_position("llamagedon", seats, SWAP_TABLE, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    host = PhoneHost(match, [0, 1], host="127.0.0.1")
    sent: list[tuple[int, str]] = []
    host.server.send = lambda seat, text: sent.append((seat, text))
    host.phones[1].connected = True
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        host.pump(push=False)  # Bo's seat lets it be by itself; Dolly is asked next
        assert [str(a) for a in match.record.actions] == ["attack 1 shelter 0", "let"] and match.current_seat() == 2
        assert match.seat_view(1).undo_refusal() is None  # the match alone would take it back
        host.push(force=True)
        assert json.loads([text for seat, text in sent if seat == 1][-1])["undo"] is False
        host._act(host.phones[1], Message("undo", n=5))
        assert len(match.record.actions) == 2 and host.phones[1].refusals == ["undo"]
        assert "nothing to take back" in sent[-1][1]
    finally:
        host.close()
        match.close()


def test_an_answer_taken_back_and_given_again_is_told_once():
    """A playtest's laptop log said "Ben, Ben and Dolly let it be.": Bo's answer, taken back and
    given again, was still kept for the log with the new one. The log tells each seat once."""
    from llamagames.ui.table.moves import Moves

    host = phones_game()
    match = host.match
    try:
        table = _LogOnly(match)
        moves = Moves.__new__(Moves)
        moves.table, moves.tail, moves.unclosed, moves.held = table, ([], []), [], []
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("let")
        for events in match.seat_view(0).events_of_moves():
            moves.log_events(events)
        assert match.seat_view(1).request_undo() is None  # Bo takes his answer back
        moves.taken_back()
        told = match.seat_view(0).moves
        for seat in (1, 2, 0):
            match.seat_view(seat).act("let")
        for events in match.seat_view(0).events_of_moves(told + 1):
            moves.log_events(events)
        assert [entry.text for entry in table.log.entries if "let it be" in entry.text] == ["Bo and Cy let it be."]
    finally:
        host.close()


def test_every_asked_human_gets_the_same_countdown_and_every_phone_says_who_is_waited_for():
    """pt54: a window waited for a seat with no word of whom, and only a Block holder was waited
    for. With a countdown set, Bo (a Block) and Cy (none) each get its whole time, every phone
    says whom it waits for, and the card happens for each when the time is up."""
    host = phones_game()
    match = host.match
    now = [100.0]
    host.clock = lambda: now[0]
    host.answer_time = 8.0
    try:
        match.seat_view(0).act("attack 1 shelter 0")
        host.pump(push=False)
        assert host.waiting(2) == {"text": "Waiting for Bo: {s} s", "left": 8.0}
        assert host.waiting(1)["text"] == "Your answer: {s} s left"
        now[0] += 7.5
        host.pump(push=False)
        assert match.current_seat() == 1  # Bo, holding a Block, is still waited for
        now[0] += 0.5
        host.pump(push=False)
        assert match.current_seat() == 2 and host.waiting(0) == {"text": "Waiting for Cy: {s} s", "left": 8.0}
        now[0] += 7.5
        host.pump(push=False)
        assert match.current_seat() == 2  # Cy, with none, waited for as long
        now[0] += 0.5
        host.pump(push=False)
        assert match.observation(0).phase == "main" and host.waiting(1) is None  # Ana's own card: no question
    finally:
        host.close()
        match.close()
