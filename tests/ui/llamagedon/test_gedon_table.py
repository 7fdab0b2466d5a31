"""The Llamagedón table driven by real mouse and keyboard events through the app."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.core import Event
from llamagames.rules.llamagedon import LLAMAGEDON, Attack, Protect
from llamagames.rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    BLUE,
    DRAW2,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
)
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.games.llamagedon.table import TABLE
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.smoke import play_to_results
from llamagames.ui.table.cover import HotSeatCover
from llamagames.ui.table.scene import TableScene

from ..conftest import FRAME, click, drag, mouse

YOU_AND_BOT = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal")]


def start_match(position: str, seats=YOU_AND_BOT, seed: int = 3, bot_delay: float = 0.0) -> Match:
    """A match that starts from ``position`` (the game's text notation)."""
    return Match.from_position("llamagedon", seats, position, seed, bot_delay=bot_delay, worker=InlineBotWorker(),
                               autosave=False)


def open_table(app, position: str, seats=YOU_AND_BOT, seed: int = 3) -> TableScene:
    """A table on ``position`` (a text of the notation)."""
    table = TABLE(app, start_match(position, seats, seed))
    app.start(table)
    app.frame(FRAME, [])
    return table


def settle(app, frames: int = 6) -> None:
    for _ in range(frames):
        app.frame(FRAME, [])


# Positions in the game's notation: phase, turn player and turn number, then each seat's hand
# and shelters (r b y g w Resources, H Shelter, A Attack, T Steal, X Swap, D Draw 2,
# P Protect, B Block), the deck (top last), and the rest of the position.
_REST = "discard - | removed - | chain - | lets 0 | lower 1 | llamagedon - | left 0 | limit on | seed 0 | counter 1"
_BLOCKING = "discard - | removed - | chain 1:steal 0 shelter 0 | lets 0 | lower 1 | llamagedon - | left 0 | limit on | seed 0 | counter 1"
YOUR_TURN = "main @0 #1 | hands rAT/yg | areas H/H,bbP | deck LHHHHrrrrbbbyyyyggggwwAAAATTTTXXXXXDDDDDBBBBB | " + _REST
"""You (seat 0) hold an Attack, a Steal and a red; you have a Shelter card; Pablo has a
Shelter card and a protected blue Built Shelter; it is your turn."""
PROTECT_IN_HAND = "main @0 #1 | hands rP/g | areas H/H | deck LHHHHrrrrbbbbbyyyyyggggwwAAAAATTTTTXXXXXDDDDDBBBBB | " + _REST
TWO_REDS_AND_A_WILD = ("main @0 #1 | hands rrwD/g | areas -/- | deck LHHHHHHrrrbbbbbyyyyyggggwAAAAATTTTTXXXXXDDDDPBBBBB | "
                       + _REST)
PABLOS_STEAL_AND_YOUR_BLOCK = ("block @1 #1 | hands rB/g | areas H/- | "
                               "deck LHHHHHrrrrbbbbbyyyyyggggwwAAAAATTTTXXXXXDDDDDPBBBB | " + _BLOCKING)
"""Pablo's Steal on your Shelter card waits for your answer; you hold a Block."""
PABLOS_STEAL_AND_NO_BLOCK = ("block @1 #1 | hands r/g | areas H/- | "
                             "deck LHHHHHrrrrbbbbbyyyyyggggwwAAAAATTTTXXXXXDDDDDPBBBBB | " + _BLOCKING)
THREE_AT_THE_TABLE = "main @0 #1 | hands rA/gB/y | areas H/H/H | deck LHHHrrrrbbbbbyyyyggggwwAAAATTTTTXXXXXDDDDDPBBBB | " + _REST
THREE_COLOURS_AND_A_DISCARD = ("main @0 #1 | hands rbyw/g | areas -/- | deck LHHHHHHrrrrbbbbyyyyggggwAAAATTTTXXXXXDDDDDPBBBBB | "
                               + _REST.replace("discard -", "discard AT"))
A_SWAP_IN_HAND = "main @0 #1 | hands rXD/g | areas -/- | deck LHHHHHHrrrrbbbbbyyyyyggggwwAAAAATTTTTXXXXDDDDPBBBBB | " + _REST
A_YELLOW_FOR_THE_WILD = ("main @0 #1 | hands yA/g | areas -/yw | deck LHHHHHHrrrrrbbbbbyyyggggwAAAATTTTTXXXXXDDDDDPBBBBB | "
                         + _REST)


def test_dragging_an_attack_onto_an_opponents_shelter_plays_it(app):
    table = open_table(app, YOUR_TURN)
    sprite = stage_of(table).fan.sprite_for(ATTACK)
    assert sprite is not None and not sprite.dim
    target = stage_of(table).shelter_rects(1)[0].center
    drag(app, sprite.rect().center, target)
    settle(app)
    assert table.match.record.actions[0] == str(Attack(1, 0))
    # Nobody held a Block: every seat let it be (you automatically) and the shelter is gone.
    assert table.match.record.actions[1:3] == ("let", "let")
    assert table.match.state.areas[1] == ((BLUE, BLUE, PROTECT),)
    assert table.toasts.text == ""


def test_dragging_protect_onto_your_shelter_plays_it(app):
    table = open_table(app, PROTECT_IN_HAND)
    sprite = stage_of(table).fan.sprite_for(PROTECT)
    drag(app, sprite.rect().center, stage_of(table).shelter_rects(0)[0].center)
    settle(app)
    assert table.match.record.actions[0] == str(Protect(0))
    assert table.match.state.areas[0] == ((SHELTER, PROTECT),)


def test_a_refused_drop_says_why_while_hovering_and_changes_nothing(app):
    table = open_table(app, YOUR_TURN)
    state = table.match.state
    sprite = stage_of(table).fan.sprite_for(ATTACK)
    start, own = sprite.rect().center, stage_of(table).shelter_rects(0)[0].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (start[0], start[1] - 40))])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, own)])
    reason = LLAMAGEDON.why_illegal(state, Attack(0, 0))
    assert stage_of(table).hover_reason == LLAMAGEDON.refusal(state, Attack(0, 0)) is not None
    assert reason and table.moves.reason_words(stage_of(table).hover_reason) == reason
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, own)])
    assert table.match.state is state and table.match.record.actions == ()
    assert table.toasts.text == reason
    assert sprite in stage_of(table).fan.cards


def test_a_protected_shelter_refuses_an_attack_with_the_engines_reason(app):
    table = open_table(app, YOUR_TURN)
    state = table.match.state
    sprite = stage_of(table).fan.sprite_for(ATTACK)
    drag(app, sprite.rect().center, stage_of(table).shelter_rects(1)[1].center)
    assert table.match.state is state
    assert table.toasts.text == LLAMAGEDON.why_illegal(state, Attack(1, 1)) == "That shelter is protected: no one can attack it."


def test_two_resources_dropped_on_your_row_build_and_a_chooser_asks_which(app):
    table = open_table(app, TWO_REDS_AND_A_WILD)
    sprite = stage_of(table).fan.sprite_for(RED)
    drag(app, sprite.rect().center, layout_of(table).lay.mine.center)
    assert table.chooser.open is not None and table.match.record.actions == ()
    labels = [o.label for o in table.chooser.open.options]
    assert labels == ["Build with two red", "Build with red + Wild"]
    click(app, table.chooser.open.rows[0].center)
    assert table.match.record.actions[0] == "build red red" and table.chooser.open is None


def test_the_block_prompt_blocks_when_asked(app):
    # Pablo's Steal on your shelter waits; you are asked first and hold a Block.
    state = PABLOS_STEAL_AND_YOUR_BLOCK
    table = open_table(app, state)
    assert stage_of(table).asked() and stage_of(table).prompt_buttons[0].enabled
    click(app, stage_of(table).prompt_buttons[0].rect.center)
    for _ in range(3):
        app.frame(FRAME, [])
    assert table.match.record.actions[0] == "block"
    assert table.match.state.areas[0] == ((SHELTER,),)  # the Steal was cancelled


def test_the_block_prompt_lets_it_happen(app):
    state = PABLOS_STEAL_AND_YOUR_BLOCK
    table = open_table(app, state)
    click(app, stage_of(table).prompt_buttons[1].rect.center)
    for _ in range(3):
        app.frame(FRAME, [])
    assert table.match.record.actions[:2] == ("let", "let")
    assert table.match.state.areas == ((), ((SHELTER,),))


def test_without_a_block_the_table_lets_it_happen_after_the_bots_delay(app):
    state = PABLOS_STEAL_AND_NO_BLOCK
    match = start_match(state, bot_delay=0.5)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    # a pass that cannot be anything else is not asked: the chain shows, without buttons
    assert stage_of(table).asked() and stage_of(table).prompt_buttons == []
    assert "You hold no Block" in " ".join(stage_of(table).panel.footer)
    for _ in range(20):  # a third of a second: not yet
        app.frame(FRAME, [])
    assert table.match.record.actions == ()
    for _ in range(25):
        app.frame(FRAME, [])
    assert table.match.record.actions[0] == "let"


def test_an_early_answer_lands_no_sooner_than_a_bots(app):
    state = PABLOS_STEAL_AND_YOUR_BLOCK
    match = start_match(state, bot_delay=0.5)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)])
    assert table.match.record.actions == ()
    for _ in range(40):
        app.frame(FRAME, [])
    assert table.match.record.actions[0] == "let"


HOT_SEAT = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben"), SeatConfig("bot", "Paca", "normal")]
BEN_WITHOUT_A_BLOCK = "main @0 #1 | hands rA/gr/y | areas H/H/H | deck LHHHrrrbbbbbyyyyggggwwAAAATTTTTXXXXXDDDDDPBBBBB | " + _REST
"""THREE_AT_THE_TABLE with Ben's Block swapped for a red: the table must not see the difference."""


def play_anas_attack(app, position: str) -> TableScene:
    """Ana (seat 0, a human at a shared screen with Ben) attacks Paca's shelter."""
    table = open_table(app, position, HOT_SEAT)
    assert isinstance(app.scenes.top, HotSeatCover) and app.scenes.top.seat == 0
    click(app, (640, 300))
    assert table.viewer == 0 and stage_of(table).fan.face_up
    drag(app, stage_of(table).fan.sprite_for(ATTACK).rect().center, stage_of(table).shelter_rects(2)[0].center)
    assert table.match.record.actions[0] == str(Attack(2, 0))
    app.frame(FRAME, [])
    return table


def public_question(table: TableScene) -> tuple:
    """What the table shows while it asks everyone whether they block: panel and buttons."""
    stage = stage_of(table)
    panel = stage.panel
    assert panel is not None
    return (tuple(line for row in panel.rows for line in row.lines), tuple(panel.footer),
            tuple((b.key, b.label, b.enabled) for b in stage.prompt_buttons), stage.fan.face_up)


def test_a_block_window_asks_the_whole_shared_table_at_once_and_hands_over_only_to_a_claimer(app):
    table = play_anas_attack(app, THREE_AT_THE_TABLE)
    # Ben is the seat asked, but the laptop stays: everyone is asked at once, hands face down.
    assert table.match.current_seat() == 1 and not isinstance(app.scenes.top, HotSeatCover)
    stage = stage_of(table)
    assert stage.public_question() and not stage.asked() and not stage.fan.face_up
    assert [b.key for b in stage.prompt_buttons] == ["claim:0", "claim:1", "nobody"]
    click(app, stage.prompt_buttons[1].rect.center)  # "Ben blocks": he takes the laptop
    assert isinstance(app.scenes.top, HotSeatCover) and app.scenes.top.seat == 1
    click(app, (640, 300))
    assert table.viewer == 1 and stage.asked()
    assert [s.value for s in stage.fan.cards] == list(table.match.observation(1).hand)


def test_nobody_blocks_answers_for_every_human_without_passing_the_laptop(app):
    table = play_anas_attack(app, THREE_AT_THE_TABLE)
    stage = stage_of(table)
    click(app, stage.prompt_buttons[-1].rect.center)  # "Nobody blocks"
    for _ in range(120):
        app.frame(FRAME, [])
        if table.match.state.phase.value == "main":
            break
        assert not isinstance(app.scenes.top, HotSeatCover)
    # Ben let it be for the table, Paca answered for herself, Ana (asked last) was not asked again.
    assert table.match.record.actions[:4] == ("attack 2 shelter 0", "let", "let", "let")
    assert table.match.state.areas[2] == ()
    assert isinstance(app.scenes.top, HotSeatCover) and app.scenes.top.seat == 1  # now Ben's own turn


def test_the_shared_question_looks_the_same_whether_or_not_ben_holds_a_block(app):
    with_block = public_question(play_anas_attack(app, THREE_AT_THE_TABLE))
    without = public_question(play_anas_attack(app, BEN_WITHOUT_A_BLOCK))
    assert with_block == without
    assert with_block[2][-1][0] == "nobody" and with_block[3] is False


def test_a_bot_only_game_runs_through_the_scene_to_the_results(app):
    seats = [SeatConfig("bot", f"Bot {i}", ("easy", "normal")[i % 2]) for i in range(3)]
    results = play_to_results(app, "llamagedon", seats, seed=5, time_limit=30)
    assert isinstance(results, ResultsScene) and results.match.is_over()
    sentence = LLAMAGEDON.describe_outcome(results.outcome, results.narrator())
    assert sentence and results.rule_line() == f"Most shelters wins. {sentence}"


def test_three_colours_on_the_table_browse_the_discard_then_choose_the_colours(app):
    table = open_table(app, THREE_COLOURS_AND_A_DISCARD)
    drag(app, stage_of(table).fan.sprite_for(RED).rect().center, layout_of(table).lay.mat.center)
    assert table.chooser.open is not None and [o.picture.cards for o in table.chooser.open.options] == [(ATTACK,), (STEAL,)]
    click(app, table.chooser.open.rows[1].center)
    assert table.chooser.open is not None and table.match.record.actions == ()
    colours = [o.picture.cards for o in table.chooser.open.options]
    assert colours == [(RED, BLUE, YELLOW), (RED, BLUE, WILD), (RED, YELLOW, WILD)]
    click(app, table.chooser.open.rows[0].center)
    assert table.match.record.actions[0] == "take steal with red blue yellow"


def test_a_swap_dropped_on_an_opponent_asks_which_card_to_give(app):
    table = open_table(app, A_SWAP_IN_HAND)
    drag(app, stage_of(table).fan.sprite_for(SWAP).rect().center, table.panel_rect(1).center)
    assert table.chooser.open is not None
    assert [o.picture.cards for o in table.chooser.open.options] == [(RED,), (DRAW2,)]
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2", scancode=0)])
    assert table.match.record.actions[0] == "swap 1 give draw2"


def test_a_colour_dropped_on_a_wild_takes_the_wild_back(app):
    table = open_table(app, A_YELLOW_FOR_THE_WILD)
    drag(app, stage_of(table).fan.sprite_for(YELLOW).rect().center, stage_of(table).shelter_rects(1)[0].center)
    assert table.match.record.actions[0] == "replace 1 shelter 0"
    assert table.match.state.areas[1] == ((YELLOW, YELLOW),) and WILD in table.match.state.hands[0]


def test_escape_closes_a_chooser_and_puts_the_card_back(app):
    table = open_table(app, A_SWAP_IN_HAND)
    sprite = stage_of(table).fan.sprite_for(SWAP)
    drag(app, sprite.rect().center, table.panel_rect(1).center)
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert table.chooser.open is None and app.scenes.top is table and table.match.record.actions == ()
    assert sprite in stage_of(table).fan.cards and stage_of(table).fan.dragging is None


def test_the_shared_question_is_answered_from_the_keyboard_and_shows_no_hand(app):
    from llamagames.ui.games.llamagedon.keys import key_targets

    table = play_anas_attack(app, THREE_AT_THE_TABLE)
    groups = key_targets(table)
    assert [g.name for g in groups] == ["answer"]  # no card of anyone's hand to pick up
    assert [t.key for t in groups[0].targets] == ["claim:0", "claim:1", "nobody"]
    groups[0].targets[-1].callback()
    assert stage_of(table).answers.claims and not stage_of(table).public_question()


THREE_SEATS = [*YOU_AND_BOT, SeatConfig("bot", "Dolly", "normal")]
PABLOS_STEAL_AND_DOLLY_NEXT = ("block @1 #1 | hands r/g/y | areas H/-/- | "
                               "deck LHHHHHrrrrbbbbbyyyyggggwwAAAAATTTTXXXXXDDDDDPBBBBB | " + _BLOCKING)
"""Three seats: Pablo's Steal on your Shelter card, nobody holds a Block; Dolly plays before you."""


def test_a_steal_of_your_shelter_leaves_a_notice_on_the_table(app):
    """A Steal took the player's only shelter and nothing on the table said so: the notice says
    it while the others play on."""
    table = open_table(app, PABLOS_STEAL_AND_DOLLY_NEXT, seats=THREE_SEATS)
    stage = stage_of(table)
    for _ in range(400):
        app.frame(FRAME, [])
        if stage.notice:
            break
    assert table.match.state.areas[0] == ()  # the shelter is Pablo's now
    assert not table.my_turn()
    assert stage.notice == "Pablo takes your Shelter card."


def test_an_attack_on_your_shelter_says_who_destroyed_it(app):
    """The notice said the rules' passive "Your Shelter card is destroyed.": who did it? When your
    turn comes, the "Since your turn" panel says it first."""
    position = (PABLOS_STEAL_AND_NO_BLOCK.replace("chain 1:steal", "chain 1:attack")
                .replace("AAAAATTTT", "AAAATTTTT"))
    table = open_table(app, position)
    settle(app, 200)
    assert table.match.state.areas[0] == ()
    assert table.my_turn()
    first = stage_of(table).recap.lines[0]
    assert first.about_you and "Pablo's Attack destroys your Shelter card." in first.text


def test_a_long_notice_takes_a_second_line_rather_than_lose_its_words(app):
    """Saying who did it made the Japanese notice longer than the shelter row's top edge: it
    was cut ("…シェルターを壊し…"); it takes two lines now, every word kept."""
    from llamagames.ui.games.llamagedon.painter import notice_rows
    from llamagames.ui.text import text_width

    notice = "Pabloのアタックがあなたの緑の組み立てシェルターを壊しました。"
    room = text_width(notice, 14, True) * 2 // 3
    rows = notice_rows(notice, 14, room)
    assert len(rows) == 2 and "".join(rows) == notice, rows
    assert all(text_width(row, 14, True) <= room for row in rows)
    assert notice_rows("Pablo's Attack destroys your Shelter card.", 14, 2000) == [
        "Pablo's Attack destroys your Shelter card."]
    cut = notice_rows(notice, 14, text_width(notice, 14, True) // 4)
    assert len(cut) == 2 and cut[-1].endswith("…")


def test_what_hit_you_stays_on_your_shelter_row_until_your_turn_comes(app):
    """A toast faded while the bots played on: the notice stays for the rest of that turn, is drawn
    over the "−1" leaving your shelter (a playtest saw the badge over its words), and goes when
    the next turn begins (your turn at the latest), where the "Since your turn" panel tells it first (a stale notice stood on)."""
    from llamagames.ui.games.llamagedon.painter import LlamagedonPainter

    table = open_table(app, PABLOS_STEAL_AND_DOLLY_NEXT, seats=THREE_SEATS)
    stage = stage_of(table)
    for _ in range(400):
        app.frame(FRAME, [])
        if stage.notice:
            break
    said = stage.notice
    assert said.startswith("Pablo") and not table.my_turn()
    stage.settled([Event.make("let", 0)])  # a Block window answered for you is no act of yours
    assert stage.notice == said
    order: list[str] = []
    effects_draw, notice_draw = stage.effects.draw, LlamagedonPainter._draw_notice
    stage.effects.draw = lambda surface: (order.append("effects"), effects_draw(surface))  # type: ignore[method-assign]
    painter = table.parts.painter
    painter._draw_notice = lambda surface, heading: (order.append("notice"), notice_draw(painter, surface, heading))
    painter.draw_over(app.surface)
    assert order == ["effects", "notice"]
    del painter._draw_notice
    for _ in range(600):
        app.frame(FRAME, [])
        if table.my_turn() and not table.animator.busy:
            break
    assert table.my_turn() and stage.notice == ""
    assert stage.recap.lines[0].about_you and said in stage.recap.lines[0].text


def test_the_notice_is_drawn_at_body_size_and_goes_when_the_next_turn_begins(app, monkeypatch):
    """At 1920x1080 and 150% "Pablo takes your Shelter card (2 Blocks cancelled each other)" was
    drawn at about 8 px and stayed into later turns."""
    import llamagames.ui.games.llamagedon.painter as painter_module
    from llamagames.ui.games.llamagedon.type_scale import LABEL

    table = open_table(app, PABLOS_STEAL_AND_DOLLY_NEXT, seats=THREE_SEATS)
    stage = stage_of(table)
    stage.notice = "Pablo takes your Shelter card (2 Blocks cancelled each other)."
    sizes: list[int] = []
    real = painter_module.draw_text
    monkeypatch.setattr(painter_module, "draw_text",
                        lambda surface, text, px, *a, **k: sizes.append(px) or real(surface, text, px, *a, **k))
    table.parts.painter._draw_notice(app.surface, table.parts.painter.heading())
    assert sizes and min(sizes) >= table.small(LABEL)
    stage.settled([Event.make("let", 0)])
    assert stage.notice, "an answer for you is not a new turn"
    stage.settled([Event.make("turn", 2, number=9)])
    assert stage.notice == ""


def test_the_block_question_words_each_answer_by_what_it_does(app):
    """'Let it happen (L)' was ambiguous where a Block already cancelled the action, and a
    newcomer read "Block: it happens" / "Keep it cancelled" as a muddle: each answer says
    whether you block and what then happens to the action (the panel's sentences name it);
    short enough that both stand beside the "Ask me only" box in one row."""
    from types import SimpleNamespace

    from llamagames.rules.llamagedon.actions import Attack, Block
    from llamagames.ui.games.llamagedon.chain import answer_words

    attack = SimpleNamespace(seat=1, action=Attack(0, 0))
    block = SimpleNamespace(seat=2, action=Block())
    one_card, once_blocked, twice_blocked = [attack], [attack, block], [attack, block, block]
    assert answer_words(one_card) == ("Block: stop it (K)", "Let it happen (L)")
    assert answer_words(once_blocked) == ("Block the Block (K)", "Let the Block stand (L)")
    assert answer_words(twice_blocked) == answer_words(one_card)
    table = open_table(app, PABLOS_STEAL_AND_YOUR_BLOCK)
    settle(app, 3)
    labels = [button.label for button in stage_of(table).prompt_buttons]
    assert labels[:2] == ["Block: stop it (K)", "Let it happen (L)"]


def test_your_card_blocked_is_told_on_the_table_when_it_happens(app):
    """The playtest: the player's Steal was blocked and only a log line said so. The notice on
    the shelter row names who blocked it while the others play; when your turn comes round the
    "Since your turn" panel starts with it."""
    from llamagames.rules.llamagedon import Steal

    position = ("main @0 #1 | hands Tr/B | areas -/H | "
                "deck LHHHHHrrrrbbbbbyyyyygggggwwAAAAATTTTXXXXXDDDDDPBBBB | " + _REST)
    table = open_table(app, position)
    stage = stage_of(table)
    table.view.act(Steal(1, 0))
    for _ in range(400):
        app.frame(FRAME, [])
        if stage.notice:
            break
    assert stage.notice == "Pablo blocked your card: it has no effect."
    assert table.match.state.areas[1] == ((SHELTER,),), "Pablo's Block kept his shelter"
    settle(app, 200)
    assert table.my_turn() and not stage.notice
    first = stage.recap.lines[0]  # your own move came first, and is told first
    assert first.yours and "Pablo blocks your Steal." in first.text


PABLOS_STEAL_ON_DOLLY_AND_YOUR_BLOCK = ("block @1 #1 | hands rB/g/y | areas -/-/H | "
                                        "deck LHHHHHrrrrbbbbbyyyyggggwwAAAAATTTTXXXXXDDDDDPBBBB | "
                                        + _BLOCKING.replace("chain 1:steal 0 shelter 0", "chain 1:steal 2 shelter 0"))
"""Three seats: Pablo's Steal on Dolly's Shelter card waits for your answer; you hold a Block."""


def test_a_card_on_someone_else_goes_by_unasked_and_your_block_is_kept(app):
    """The playtest: holding a Block, every bot's card stopped the player with a question, and
    a Steal on their own shelter went by among them. With "Ask me only when it touches me" on, a
    card on someone else passes, said in a toast and in the log (never silently)."""
    app.settings.block_only_mine = True
    try:
        _goes_by_unasked(app)
    finally:
        app.settings.block_only_mine = False


def _goes_by_unasked(app) -> None:
    match = start_match(PABLOS_STEAL_ON_DOLLY_AND_YOUR_BLOCK, seats=THREE_SEATS, bot_delay=0.3)
    table = TABLE(app, match)
    app.start(table)
    stage = stage_of(table)
    for _ in range(200):  # Dolly lets it be first
        app.frame(FRAME, [])
        if stage.asked():
            break
    assert stage.asked() and stage.passes_unasked() and stage.prompt_buttons == []
    shown = " ".join([line for row in stage.panel.rows for line in row.lines] + stage.panel.footer)
    assert "Not aimed at you: you let it pass" in shown  # (one sentence with the link where the band is low)
    before = len(table.match.record.actions)  # Dolly's let
    for _ in range(60):
        app.frame(FRAME, [])
        if len(table.match.record.actions) > before:
            break
    assert table.match.record.actions[before] == "let"
    said = "You let it pass: Pablo's card was not aimed at you"
    assert said in table.toasts.text and "change in Settings" in table.toasts.text
    assert any(said in entry.text for entry in table.log.entries), "the log says it too"
    assert BLOCK in table.match.state.hands[0], "your Block is kept"


def test_a_new_player_holding_a_block_is_asked_about_a_card_on_a_rival(app):
    """A new player's settings ask every time: Pablo's Steal on Dolly stops for you, with the
    box on the question (unticked) to ask only about your own cards from then on."""
    assert app.settings.block_only_mine is False
    try:
        table = open_table(app, PABLOS_STEAL_ON_DOLLY_AND_YOUR_BLOCK, seats=THREE_SEATS)
        stage = stage_of(table)
        for _ in range(200):  # Dolly lets it be first
            app.frame(FRAME, [])
            if stage.asked():
                break
        assert stage.asked() and not stage.passes_unasked()
        box = next(b for b in stage.prompt_buttons if b.key == "only_mine")
        assert box.label == "Ask me only when it touches me" and box.checked is False
        assert not box.rect.colliderect(stage.prompt_buttons[0].rect)
        from llamagames.ui.games.llamagedon.intents import prompt_button_at
        from llamagames.ui.games.llamagedon.overlays import checkbox_box

        square = checkbox_box(box.rect, table.small(15))
        words = (box.rect.right - 10, box.rect.centery)
        assert prompt_button_at(stage.prompt_buttons, words) is box, "the words beside the box are clickable too"
        click(app, square.center)
        assert app.settings.block_only_mine
        settle(app, 10)
        assert "block" not in table.match.record.actions and BLOCK in table.match.state.hands[0]
    finally:
        app.settings.block_only_mine = False


def test_a_card_on_your_own_shelter_always_asks(app):
    app.settings.block_only_mine = True  # even asking only about your own cards
    try:
        table = open_table(app, PABLOS_STEAL_AND_YOUR_BLOCK)
        stage = stage_of(table)
        assert stage.asked() and not stage.passes_unasked()
    finally:
        app.settings.block_only_mine = False
    assert [b.key for b in stage.prompt_buttons][:2] == ["block", "let"]


def test_the_box_is_drawn_as_a_real_checkbox_with_a_tick_when_on():
    """"[x] Ask me only when it touches me" read like a programmer's text checkbox."""
    import pygame

    from llamagames.ui.games.llamagedon.overlays import PromptButton, checkbox_box

    rect = pygame.Rect(10, 10, 300, 40)
    shots = []
    for checked in (True, False):
        surface = pygame.Surface((320, 60))
        PromptButton("only_mine", "Ask me only when it touches me", rect, checked=checked).draw(surface, 16, False)
        shots.append(surface)
    inside = checkbox_box(rect, 16).inflate(-6, -6)
    on, off = (pygame.transform.average_color(shot, inside) for shot in shots)
    assert sum(on[:3]) > sum(off[:3]) + 200, "ticked: a light square with its tick; unticked: a dark one"
    words = pygame.Rect(inside.right + 12, rect.top, 120, rect.height)
    assert pygame.transform.average_color(shots[0], words) == pygame.transform.average_color(shots[1], words)
