"""Table reactions: a bot's move pulses where it landed, points fly to their owner, the llamas
cheer a Llama card; nothing at the "instant" animation speed."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.alpacas.components import ANIMAL
from llamagames.rules.alpacas.components import LLAMA as LLAMA_ANIMAL
from llamagames.rules.core import Event
from llamagames.rules.llama import LLAMA, LLAMA_CARD
from llamagames.rules.llamaland.components import SHAPE_ORDER
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.table import TABLE as ALPACAS_TABLE
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.games.llamagedon.layout import layout_of as gedon_layout
from llamagames.ui.games.llamagedon.stage import stage_of as gedon_stage
from llamagames.ui.games.llamagedon.table import TABLE as GEDON_TABLE
from llamagames.ui.games.llamaland.table import TABLE as LLAMALAND_TABLE
from llamagames.ui.widgets.reactions import Effects, also_on

from .conftest import FRAME, inline_match

BOT_FIRST = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal")]


def open_table(app, cls, match):
    app.settings.animation_speed = "normal"
    table = cls(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def test_pulses_and_points_fade_and_nothing_is_added_at_instant_speed() -> None:
    reactions = Effects()
    reactions.pulse(pygame.Rect(0, 0, 40, 40))
    reactions.points(7, (0, 0), (100, 100))
    reactions.points(0, (0, 0), (100, 100))
    assert len(reactions.pulses) == 1 and [p.text for p in reactions.flying] == ["+7"]
    surface = pygame.Surface((200, 200))
    reactions.draw(surface)
    reactions.update(2.0, 1.0)
    assert not reactions.busy
    reactions.update(0.0, 0.0)
    reactions.pulse(pygame.Rect(0, 0, 40, 40))
    reactions.points(-10, (0, 0), (5, 5))
    assert not reactions.busy


def test_an_added_reaction_runs_after_the_tables_own_handler() -> None:
    from llamagames.ui.table.animator import EventAnimator
    from llamagames.ui.tween import Tweener

    animator = EventAnimator(Tweener(lambda: 1.0))
    calls: list[str] = []
    animator.on("play", lambda event: calls.append("table"))
    also_on(animator, "play", lambda event: calls.append("reaction"))
    also_on(animator, "draw", lambda event: calls.append("draw"))
    animator.play(Event.make("play", 0, card=3))
    animator.play(Event.make("draw", 0))
    assert calls == ["table", "reaction", "draw"]


def test_a_bots_llama_move_pulses_where_it_landed(app) -> None:
    seats = [SeatConfig("bot", "Pablo", "normal"), SeatConfig("human", "You")]
    assert LLAMA.current_player(LLAMA.new_game(2, 3)) == 0
    table = open_table(app, LLAMA_TABLE, inline_match(seats, 3))
    for _ in range(400):
        if len(table.match.history) > 1:
            break
        app.frame(FRAME, [])
    kind = table.match.game.events(table.match.history[1])[0].kind
    landed = {"play": [table.parts.layout.rects.discard], "draw": [table.parts.layout.rects.draw_pile], "quit": []}[kind]
    # where the move landed, and the bot's own seat (who moved, without reading the log)
    assert [pulse.rect for pulse in table.parts.stage.effects.pulses] == [*landed, table.panel_rect(0)]


def test_a_llama_card_makes_every_llama_cheer_and_a_humans_move_has_no_pulse(app) -> None:
    table = open_table(app, LLAMA_TABLE, inline_match(BOT_FIRST, 3))
    table.animator.play(Event.make("play", 0, card=LLAMA_CARD))
    assert table.parts.stage.figures and all(figure.cheer_left > 0 for figure in table.parts.stage.figures)
    assert table.parts.stage.effects.pulses == []


def test_a_rounds_points_fly_to_each_seats_chips(app) -> None:
    table = open_table(app, LLAMA_TABLE, inline_match(BOT_FIRST, 3))
    table.parts.stage.chips[1].total = table.parts.stage.view.totals[1] - 6
    table.parts.stage.deal_in()
    assert [(p.text, p.end) for p in table.parts.stage.effects.flying] == [("+6", table.parts.stage.chips_anchor(1))]
    for _ in range(90):
        app.frame(FRAME, [])
    assert not table.parts.stage.effects.flying


def test_alpacas_a_bots_card_pulses_in_its_small_board_and_a_llama_card_cheers(app) -> None:
    match = Match("alpacas", BOT_FIRST, 3, bot_delay=0.0, worker=InlineBotWorker())
    table = open_table(app, ALPACAS_TABLE, match)
    llama = next(card for card in range(80) if ANIMAL[card] == LLAMA_ANIMAL)
    table.parts.reactions.effects.pulses.clear()  # the bot may have laid its start card already
    table.animator.play(Event.make("take", 1, card=llama, index=0, cell=4, pay=(), skipped=(), collected=(0, 0),
                                   left=(0, 0)))
    assert [p.rect for p in table.parts.reactions.effects.pulses] == [table.parts.layout.mini_cell(1, 4)]
    assert table.parts.stage.figures[0].cheer_left > 0
    table.animator.play(Event.make("score", 1, lines=((0, 1, 2),), line_points=(3,), points=3, cards=(), wild=None,
                                   cell=2))
    gold = table.parts.reactions.effects.pulses[-1].rect
    assert gold.contains(table.parts.layout.mini_cell(1, 0)) and gold.contains(table.parts.layout.mini_cell(1, 2))


def test_llamagedon_a_shelter_built_flies_plus_one_and_a_bots_card_pulses_the_mat(app) -> None:
    match = Match("llamagedon", BOT_FIRST, 2, bot_delay=0.0, worker=InlineBotWorker())
    table = open_table(app, GEDON_TABLE, match)
    table.animator.play(Event.make("build", 1, shelter=()))
    assert [(p.text, p.end) for p in gedon_stage(table).effects.flying] == [("+1", table.panel_rect(1).center)]
    table.animator.play(Event.make("play", 1, cards=()))
    assert [p.rect for p in gedon_stage(table).effects.pulses] == [gedon_layout(table).lay.mat]


def test_llamagedon_a_steal_says_minus_one_at_your_slot_and_plus_one_at_the_thief_apart(app) -> None:
    """A playtest saw a garbled "+1" over the empty red slot: both figures rose from it."""
    match = Match("llamagedon", BOT_FIRST, 2, bot_delay=0.0, worker=InlineBotWorker())
    table = open_table(app, GEDON_TABLE, match)
    effects = gedon_stage(table).effects
    effects.flying.clear()
    from llamagames.rules.llamagedon.cards import SHELTER

    table.animator.play(Event.make("steal", 1, target=0, index=0, shelter=(SHELTER,)))
    minus, plus = sorted(effects.flying, key=lambda p: p.text)[::-1]
    assert (minus.text, plus.text) == ("\u22121", "+1")
    assert plus.end == gedon_layout(table).shelters_of(1)
    apart = pygame.Vector2(plus.start).distance_to(minus.start)
    assert apart > 60 * table.scale and plus.delay >= 0.3


def test_llamaland_a_bots_tile_taken_pulses_its_stack(app) -> None:
    match = Match("llamaland", BOT_FIRST, 2, bot_delay=0.0, worker=InlineBotWorker())
    table = open_table(app, LLAMALAND_TABLE, match)
    shape = SHAPE_ORDER[0]
    table.animator.play(Event.make("take", 1, tile=table.parts.stage.st.stack_top(shape), shape=shape, new_top=-1))
    assert [p.rect for p in table.parts.reactions.effects.pulses] == [table.parts.layout.lay.stacks[0]]


def test_llamaland_bots_moves_pulse_and_points_are_the_engines_own_change(app) -> None:
    seats = [SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Bo", "easy")]
    match = Match("llamaland", seats, 5, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = open_table(app, LLAMALAND_TABLE, match)
    game = match.game
    seen: set[str] = set()
    moves = 1
    for _ in range(1500):
        app.frame(FRAME, [])
        if len(match.history) == moves:
            continue
        moves = len(match.history)
        event = game.events(match.history[-1])[0]
        change = game.outcome_of(match.history[-1]).scores[event.seat] - game.outcome_of(match.history[-2]).scores[
            event.seat]
        if event.kind == "take":
            assert table.parts.reactions.effects.pulses[-1].rect == table.parts.layout.lay.stacks[SHAPE_ORDER.index(event.get("shape"))]
        elif event.kind in ("feed", "marker") and change:
            assert table.parts.reactions.effects.flying[-1].text == (f"+{change}" if change > 0 else f"\u2212{-change}")
        else:
            continue
        seen.add(event.kind)
        if {"take", "feed"} <= seen:
            break
    assert {"take", "feed"} <= seen
