"""The Block chain on the Llamagedón table: every link said in a whole sentence that names
the card and its owner, on a panel that fits every player count and window size; each new
link held long enough to read; no question before a pass that is all that is left."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.core import Event, Narrator
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import BLOCK, DRAW_TWO, PASS, Attack, Build
from llamagames.rules.llamagedon.cards import RED
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App
from llamagames.ui.games.llamagedon.chain import link_sentences
from llamagames.ui.games.llamagedon.intents import ending_question
from llamagames.ui.games.llamagedon.reactions import LINK_READ_TIME, LlamagedonReactions
from llamagames.ui.games.llamagedon.shots import five_link_chain
from llamagames.ui.games.llamagedon.stage import hand_names, stage_of
from llamagames.ui.layout_tour import LONG_NAME
from llamagames.ui.text import text_width

from ..conftest import FRAME

SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080))


def chain_table(players: int, you_asked: bool, size: tuple[int, int], language: str = "en",
                speed: str = "instant"):
    """A table on the five-link chain, seat 0 human, the rest bots (the long name among them)."""
    app = App(size, settings=Settings(animation_speed=speed, language=language), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=100.0)
    names = [LONG_NAME, "Pablo", "Dolly", "Tina"]  # the long name plays the Attack: real, long sentences
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", names[i], "easy") for i in range(players - 1)]
    match = Match.from_position("llamagedon", seats, five_link_chain(players, you_asked), bot_delay=100.0,
                                worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(3):
        app.frame(FRAME, [])
    return app, table


def attack_table(size: tuple[int, int], bot_delay: float):
    """A three-seat table where you (seat 0) hold an Attack and each seat has one shelter."""
    from llamagames.rules.llamagedon.cards import ATTACK, GREEN, SHELTER, YELLOW
    from llamagames.rules.llamagedon.positions import build_state

    position = LLAMAGEDON.state_to_text(build_state([[RED, ATTACK], [GREEN], [YELLOW]],
                                                    [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]]))
    app = App(size, settings=Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=bot_delay)
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = Match.from_position("llamagedon", seats, position, bot_delay=bot_delay, worker=InlineBotWorker(),
                                autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    app.frame(FRAME, [])
    return app, table


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_each_link_names_the_card_it_stops_and_whose_it_is():
    chain = LLAMAGEDON.state_from_text(five_link_chain(4, you_asked=True)).chain
    names = ["You", "Pablo", LONG_NAME, "Dolly"]
    assert link_sentences(chain, Narrator(names, 0)) == [
        "Pablo plays an Attack on your shelter 2.",
        f"{LONG_NAME} blocks Pablo's Attack.",
        f"You block {LONG_NAME}'s Block.",
        "Pablo blocks your Block.",
        f"{LONG_NAME} blocks Pablo's Block.",
    ]
    i18n.set_language("ja")
    japanese = link_sentences(chain, Narrator(names, 0, language="ja"))
    assert japanese[1] == f"{LONG_NAME}がPabloのアタックをブロックします。"
    assert japanese[3] == "Pabloがあなたのブロックをブロックします。"


# The smallest and the largest window in make test; the sizes between (a soak run's) lay the
# panel out by the same rules, and the tests below check 1366x768 for what it shows there.
@pytest.mark.parametrize("players", [2, 4, 5])
@pytest.mark.parametrize("size", [size if size in ((1280, 720), (1920, 1080)) else pytest.param(size, marks=pytest.mark.soak)
                                  for size in SIZES])
@pytest.mark.parametrize("you_asked", [True, False])
def test_the_chain_panel_shows_every_sentence_whole_clear_of_the_panels(players, size, you_asked):
    app, table = chain_table(players, you_asked, size)
    stage = stage_of(table)
    panel = stage.panel
    assert panel is not None and stage.asked() is you_asked
    sentences = link_sentences(stage.view.chain, table.sight.narrator())
    # while others answer: the newest link (a band); your question: the whole chain where it fits
    # under your shelter row, else its newest link (the mat shows the chain's cards)
    shown = [sentences, sentences[-1:]] if you_asked else [sentences[-1:]]
    assert [" ".join(row.lines) for row in panel.rows] in shown  # whole: wrapped, never cut
    assert not any("…" in line for row in panel.rows for line in row.lines)
    assert LONG_NAME in sentences[0] and LONG_NAME in sentences[1]
    room = panel.rect.width - panel.card_w
    assert all(text_width(line, panel.text_px, bold=True) <= room for row in panel.rows for line in row.lines)
    window = app.surface.get_rect()
    assert window.contains(panel.rect)
    ring = stage.target_ring()  # the shelter under attack: always in sight while you decide
    assert ring is None or not (you_asked and panel.rect.colliderect(ring))
    for seat in range(players):
        seat_rect = table.panel_rect(seat)
        if panel.rect.colliderect(seat_rect):  # only a top seat, to stand above the shelter under attack
            assert you_asked and ring is not None and seat_rect.bottom < ring.top, seat
    assert not panel.rect.colliderect(table.frame.log)
    assert all(not panel.rect.colliderect(button) for button in table.frame.buttons)
    assert all(panel.rect.contains(button.rect) for button in stage.prompt_buttons)
    current = table.match.current_seat()
    if not you_asked and current != stage.view.chain[-1].seat:  # who may block now is said, in full
        assert table.names[current] in " ".join(panel.footer)


@pytest.mark.parametrize("players", [2, 5])
def test_the_japanese_chain_panel_keeps_its_sentences_whole(players):
    app, table = chain_table(players, True, (1280, 720), language="ja")
    panel = stage_of(table).panel
    sentences = link_sentences(stage_of(table).view.chain, table.sight.narrator())
    whole = [s.replace(" ", "") for s in sentences]
    assert ["".join(row.lines).replace(" ", "") for row in panel.rows] in (whole, whole[-1:])
    assert all("ブロック" in s for s in sentences[1:])


@pytest.mark.parametrize("speed, factor", [("instant", 0.0), ("fast", 0.5), ("normal", 1.0), ("slow", 2.0)])
def test_a_new_link_stays_a_second_at_normal_speed_scaled_by_the_setting(speed, factor):
    app, table = chain_table(4, False, (1280, 720), speed=speed)
    reactions = table.parts.reactions
    assert isinstance(reactions, LlamagedonReactions)
    table.animator.clear()
    reactions.on_block(Event.make("block", 2, depth=5, against=1))
    assert table.animator.hold == pytest.approx(LINK_READ_TIME * factor)
    assert LINK_READ_TIME == pytest.approx(1.0)
    assert table.animator.busy is (factor > 0)


def test_a_pass_is_asked_about_only_when_an_action_was_possible():
    question = "End your turn without an action?"
    assert ending_question(PASS, [DRAW_TWO, PASS]) == question
    assert ending_question(PASS, [Attack(1, 0), PASS]) == question
    assert ending_question(PASS, [PASS]) is None
    assert ending_question(PASS, [Build(RED, RED), PASS]) is None  # building is not the turn's action
    assert ending_question(DRAW_TWO, [DRAW_TWO, PASS]) is None
    assert ending_question(BLOCK, [BLOCK]) is None


def test_the_move_log_files_a_chains_answers_under_its_card():
    app, table = attack_table((1280, 800), bot_delay=0.0)
    assert table.moves.try_action(Attack(2, 0))
    for _ in range(60):
        app.frame(FRAME, [])
    entries = [(e.seat, e.text) for e in table.log.entries]
    start = next(i for i, (_, text) in enumerate(entries) if text.startswith("You play an Attack"))
    window = entries[start:start + 2]
    # the answers, one move each, are one line (a five-seat game took four lines for each action)
    assert [text for _, text in window] == ["You play an Attack on Dolly's shelter 1.",
                                            "Pablo and Dolly let it be."]  # your own answer folds in: no words of yours
    assert {seat for seat, _ in window} == {0}  # under the Attack's marker, not each their own
    assert any(seat == 1 and "Pablo" in text for seat, text in entries[start + 2:])  # Pablo's turn: his own again
    table.moves.fill_log()  # a resumed game tells its log the same way
    assert [(e.seat, e.text) for e in table.log.entries] == entries


@pytest.mark.parametrize("you_asked", [True, False])
def test_turn_stays_with_the_seat_whose_turn_it_is_and_the_asked_seat_has_its_own_tag(you_asked):
    app, table = chain_table(4, you_asked, (1366, 768))
    asked = table.match.current_seat()
    assert asked != 1  # the chain's Attack is seat 1's: its turn, someone else is asked
    looks = [table.drawing.seat_look(seat) for seat in range(4)]
    assert [look.current for look in looks] == [seat == 1 for seat in range(4)]
    assert [look.asked for look in looks] == [seat == asked for seat in range(4)]
    assert not looks[1].thinking  # the turn's owner is not the one thinking now


def test_a_short_chain_leaves_your_shelters_and_the_marker_in_sight():
    from llamagames.ui.games.llamagedon.layout import layout_of

    app, table = attack_table((1366, 768), bot_delay=100.0)
    assert table.moves.try_action(Attack(2, 0))
    app.frame(FRAME, [])
    panel = stage_of(table).panel
    lay = layout_of(table).lay
    assert panel is not None and len(panel.rows) == 1
    assert not panel.rect.colliderect(lay.mine)  # your shelter row stays in sight
    assert not panel.rect.colliderect(lay.marker)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_while_others_answer_the_chain_leaves_the_table_in_sight(players, size):
    """The newcomer's complaint: for most of a bot's turn the panel hid the deck, the mat, the
    discard and your shelters, so "your shelter 2" could not be seen. While others answer it
    is a band below your shelter row with the newest link and where the chain stands."""
    from llamagames.ui.games.llamagedon.layout import layout_of

    app, table = chain_table(players, False, size)
    stage = stage_of(table)
    panel, lay = stage.panel, layout_of(table).lay
    assert panel is not None and not stage.asked()
    for name, rect in (("deck", lay.deck), ("mat", lay.mat), ("discard", lay.discard), ("your shelters", lay.mine)):
        assert not panel.rect.colliderect(rect), name
    sentences = link_sentences(stage.view.chain, table.sight.narrator())
    assert [" ".join(row.lines) for row in panel.rows] == sentences[-1:]
    current = table.match.current_seat()
    if current != stage.view.chain[-1].seat:  # a seat asked about its own card is not named as a blocker
        assert table.names[current] in " ".join(panel.footer)
    assert app.surface.get_rect().contains(panel.rect)
    for seat in range(players):
        assert not panel.rect.colliderect(table.panel_rect(seat)), seat
    assert all(not panel.rect.colliderect(button) for button in table.frame.buttons)


def test_at_150_percent_six_links_keep_their_words_at_least_at_their_100_percent_size():
    from llamagames.ui.games.llamagedon.chain import plan_panel

    chain = LLAMAGEDON.state_from_text(five_link_chain(5, you_asked=True)).chain
    chain = tuple(chain) + (chain[-1],)
    sentences = [f"{LONG_NAME} blocks {LONG_NAME}'s Block, and it is a long sentence to read." for _ in chain]
    room = pygame.Rect(300, 120, 1300, 560)
    at_100 = plan_panel(room, chain, sentences, "A Block is played", "As it stands...", 1.0, True)
    at_150 = plan_panel(room, chain, sentences, "A Block is played", "As it stands...", 1.5, True)
    assert at_150.text_px >= at_100.text_px
    assert not any("…" in line for row in at_150.rows for line in row.lines)



@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_asked_about_an_attack_on_your_shelter_you_still_see_which_one(size):
    """A one-card chain and its question fit under your shelter row: the shelter aimed at
    stays in sight, marked, while you decide."""
    from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD
    from llamagames.rules.llamagedon.cards import BLUE, GREEN, SHELTER, YELLOW
    from llamagames.rules.llamagedon.positions import build_state
    from llamagames.rules.llamagedon.state import Link, Phase
    from llamagames.ui.games.llamagedon.layout import layout_of

    state = build_state([[RED, BLUE, BLOCK_CARD], [RED, BLUE]], [[(SHELTER,), (GREEN, GREEN)], [(SHELTER,)]],
                        [YELLOW], turn=1, phase=Phase.BLOCK, chain=[Link(1, Attack(0, 1))], lets=0)
    app = App(size, settings=Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=100.0)
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]
    match = Match.from_position("llamagedon", seats, LLAMAGEDON.state_to_text(state), bot_delay=100.0,
                                worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(3):
        app.frame(FRAME, [])
    stage, lay = stage_of(table), layout_of(table).lay
    assert stage.asked() and stage.panel is not None and [b.key for b in stage.prompt_buttons][:2] == ["block", "let"]
    for name, rect in (("deck", lay.deck), ("mat", lay.mat), ("discard", lay.discard), ("your shelters", lay.mine)):
        assert not stage.panel.rect.colliderect(rect), name
    assert all(stage.panel.rect.contains(button.rect) for button in stage.prompt_buttons)
    assert app.surface.get_rect().contains(stage.panel.rect)
    assert all(not stage.panel.rect.colliderect(button) for button in table.frame.buttons)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1280, 720)], ids=["1920x1080", "1366x768", "1280x720"])
@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_you_decide_on_a_block_with_your_hand_in_sight(size: tuple[int, int], factor: float) -> None:
    """At 150% the Block question lay in the band under your shelter row, over the whole hand
    (a playtester could not see their cards while deciding): where the band reaches over the
    cards' names at their foot, the question goes over the mat, and every card's name stays in sight
    (at 100% the band under your shelter row leaves them, and the shelter aimed at, in sight)."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.rules.llamagedon import LLAMAGEDON, Attack
    from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, BLUE, DRAW2, GREEN, RED, SHELTER, STEAL, YELLOW
    from llamagames.rules.llamagedon.positions import build_state
    from llamagames.rules.llamagedon.state import Link, Phase
    from llamagames.seats import SeatConfig
    from llamagames.ui.games.llamagedon.shots import run
    from llamagames.ui.games.llamagedon.stage import hand_names, stage_of
    from llamagames.ui.layout_tour import make_app

    app = make_app(size, factor)
    try:
        hands = [[RED, BLUE, STEAL, BLOCK, DRAW2, ATTACK], [RED, ATTACK]]
        position = LLAMAGEDON.state_to_text(build_state(hands, [[(SHELTER,), (GREEN, GREEN)], [(SHELTER,)]], [YELLOW],
                                                        turn=1, phase=Phase.BLOCK, chain=[Link(1, Attack(0, 1))], lets=0))
        seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]
        match = Match.from_position("llamagedon", seats, position, bot_delay=100.0, worker=InlineBotWorker(),
                                    autosave=False)
        table = app.open_table(match)
        app.scenes.push(table)
        run(app, 20)
        stage = stage_of(table)
        assert stage.asked() and stage.panel is not None and stage.prompt_buttons
        names = hand_names(stage.fan.cards)
        assert len(names) == 6 and not any(stage.panel.rect.colliderect(name) for name in names)
        assert pygame.Rect((0, 0), size).contains(stage.panel.rect)
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("you_asked", [True, False])
def test_a_message_shown_over_the_chain_stands_clear_of_its_whole_panel(you_asked):
    """A toast drawn while the chain's panel is open is placed by the kit's room, which keeps
    the whole panel (not only its lines): in the layout tour at 1920x1080 and 150% text a
    toast lay over the panel's corner, half on it."""
    app, table = chain_table(2, you_asked, (1920, 1080))
    table.toasts.show("A message long enough to need two lines at the smallest window, where it must still "
                      "stand clear of the tip, the status line and the pieces in play.")
    app.draw()
    panel = stage_of(table).panel
    assert panel is not None
    assert panel.rect in table.room.kept
    toast = table.room.kept[-1]
    assert not toast.colliderect(panel.rect)


@pytest.mark.parametrize("size", [(1024, 600), (1024, 640)])
def test_in_japanese_on_a_small_window_each_answer_holds_its_words_on_one_line(size):
    """A playtest read the Block question's answers cut in Japanese at 1024x600 and 1024x640: three
    buttons side by side broke "ブロックで止める (K)" into two lines of tiny words. Where one row
    does not hold them, the box takes a row of its own and the two answers share the next."""
    from llamagames.ui.games.llamagedon.overlays import button_lines
    from llamagames.ui.games.llamagedon.type_scale import LABEL, LEAD

    app, table = chain_table(5, True, size, language="ja")
    stage = stage_of(table)
    assert stage.asked() and stage.answer_rows == 2
    buttons = {button.key: button for button in stage.prompt_buttons}
    assert set(buttons) == {"block", "let", "only_mine"}
    window = app.surface.get_rect()
    for button in buttons.values():
        lines, px = button_lines(button.label, table.small(LEAD), button.rect.width - button.rect.height // 2,
                                 button.rect.height)
        assert lines == [button.label] and px >= table.small(LABEL), (button.label, lines, px)
        assert window.contains(button.rect) and stage.panel.rect.contains(button.rect)
    assert buttons["only_mine"].rect.bottom <= buttons["block"].rect.top  # a row of its own
    assert not buttons["block"].rect.colliderect(buttons["let"].rect)


def test_the_cards_own_player_is_never_named_as_a_possible_blocker():
    """A playtest read "Pablo may block it…" while Pablo played the card: the window ends with
    the card's own player, who never blocks it."""
    from llamagames.rules.llamagedon.actions import LET
    from llamagames.rules.llamagedon.cards import ATTACK, GREEN, SHELTER, YELLOW
    from llamagames.rules.llamagedon.positions import build_state

    state = build_state([[RED], [ATTACK, GREEN], [YELLOW]], [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]], turn=1)
    for action in (Attack(2, 0), LET, LET):  # Pablo attacks Dolly; Dolly and you let it be
        state = LLAMAGEDON.apply(state, action)
    assert LLAMAGEDON.current_player(state) == 1
    app = App((1366, 768), settings=Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=100.0)
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = Match.from_position("llamagedon", seats, LLAMAGEDON.state_to_text(state), bot_delay=100.0,
                                worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    app.frame(FRAME, [])
    panel = stage_of(table).panel
    assert panel is not None
    assert not any("may block" in line for line in panel.footer), panel.footer
    assert "may block" not in table.parts.painter.status_line()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)], ids=["1920x1080", "1366x768"])
def test_at_150_percent_with_five_seats_the_question_leaves_the_shelter_under_attack_in_sight(size):
    """With five seats at 150% the Block question covered the mat and your whole shelter row:
    the shelter under attack could not be seen while deciding. The panel is as tall as its words
    and stands above the ring round that shelter, clear of the Block card in your hand. Now it is
    compact (the newest link, where the chain stands, the answers) and lies under your shelter
    row, the Block card's name in sight."""
    from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD
    from llamagames.ui.games.llamagedon.shots import run
    from llamagames.ui.layout_tour import make_app

    app = make_app(size, 1.5)
    try:
        names = [LONG_NAME, "Pablo", "Dolly", "Tina"]
        seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "easy") for name in names]
        match = Match.from_position("llamagedon", seats, five_link_chain(5, True), bot_delay=100.0,
                                    worker=InlineBotWorker(), autosave=False)
        table = app.open_table(match)
        app.scenes.push(table)
        run(app, 5)
        stage = stage_of(table)
        ring = stage.target_ring()
        assert stage.asked() and stage.panel is not None and ring is not None
        assert stage.view.chain[0].action.seat == table.viewer  # the attack is on one of your shelters
        assert not stage.panel.rect.colliderect(ring)
        blocks = [card for card in stage.fan.cards if card.value == BLOCK_CARD]
        assert blocks and not any(stage.panel.rect.colliderect(rect) for rect in hand_names(blocks))
        assert app.surface.get_rect().contains(stage.panel.rect)
        assert all(stage.panel.rect.contains(button.rect) for button in stage.prompt_buttons)
        assert len(stage.panel.rows) in (1, 5) and not any("…" in line for row in stage.panel.rows for line in row.lines)
    finally:
        app.scenes.clear()


def test_in_japanese_at_150_percent_the_band_stays_above_the_hand():
    """The action banner ran to three lines over the hand in Japanese at 1920x1080 and 150%: where
    even without who answers it does not fit, the newest link is said alone."""
    from llamagames.ui.games.llamagedon.shots import run
    from llamagames.ui.layout_tour import make_app

    app = make_app((1920, 1080), 1.5, False, "ja")
    try:
        seats = [SeatConfig("human", "You")] + [SeatConfig("bot", n, "easy") for n in ("Carlos", "Pablo", "Dolly", "Tina")]
        match = Match.from_position("llamagedon", seats, five_link_chain(5, False), bot_delay=100.0,
                                    worker=InlineBotWorker(), autosave=False)
        table = app.open_table(match)
        app.scenes.push(table)
        run(app, 3)
        stage = stage_of(table)
        assert stage.band and not stage.asked()
        hand_top = min(card.rect().top for card in stage.fan.cards)
        assert stage.panel.rect.bottom <= hand_top
    finally:
        app.scenes.clear()
        i18n.set_language("en")
