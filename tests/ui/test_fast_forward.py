"""Once the human has quit a L.L.A.M.A. round, the rest of it plays fast, says so, and stops
on Space; a game without ``out_of_round`` (Llamas & Alpacas) never fast-forwards."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llama.actions import QUIT
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.table.fast_forward import FAST_SCALE

from .conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Bruno", "easy")]
SPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


def quit_at_first_turn(app, seed: int = 3):
    app.settings.animation_speed = "normal"
    match = Match("llama", SEATS, seed, bot_delay=0.6, worker=InlineBotWorker(), autosave=False)
    table = LLAMA_TABLE(app, match)
    app.start(table)
    for _ in range(600):
        app.frame(FRAME, [])
        if table.my_turn() and not table.animator.busy:
            break
    assert table.my_turn()
    assert not table.fast.active and match.pacer.bot_delay == 0.6  # in the round: the normal pace
    assert table.moves.try_action(QUIT, asked=True)
    app.frame(FRAME, [])
    return table, match


def test_after_quitting_the_round_plays_fast_with_a_banner(app) -> None:
    table, match = quit_at_first_turn(app)
    assert table.fast.active and match.pacer.bot_delay == 0.0
    assert table.fast.scale(1.0) == FAST_SCALE and table.fast.scale(0.0) == 0.0
    app.frame(FRAME, [])
    assert table.fast.banner.width > 0 and table.frame.top_bar.bottom <= table.fast.banner.top
    moves = len(match.record.actions)
    for _ in range(120):  # two seconds: at the normal pace a bot move alone waits 0.6 s
        app.frame(FRAME, [])
        if table.flow.interlude is not None:
            break
    assert len(match.record.actions) >= moves + 4 or table.flow.interlude is not None


def test_space_stops_it_until_the_next_round(app) -> None:
    table, match = quit_at_first_turn(app)
    app.frame(FRAME, [SPACE])
    assert not table.fast.active and match.pacer.bot_delay == 0.6
    for _ in range(30):
        app.frame(FRAME, [])
        assert not table.fast.active  # still out of the round, but the player chose to watch
    assert table.fast.banner.width == 0


def test_the_round_summary_and_the_next_round_are_at_the_normal_pace(app) -> None:
    table, match = quit_at_first_turn(app)
    round_no = match.state.round
    for _ in range(3000):
        app.frame(FRAME, [])
        if table.flow.interlude is not None:
            break
    app.frame(FRAME, [])
    assert table.flow.interlude is not None and not table.fast.active  # the summary is not hurried
    for _ in range(3000):
        top = app.scenes.top
        app.frame(FRAME, [SPACE] if top is not table else [])
        if match.state.round > round_no and app.scenes.top is table and table.flow.interlude is None:
            break
    assert match.state.round > round_no
    assert not table.fast.active and match.pacer.bot_delay == 0.6


def test_a_game_without_out_of_round_never_fast_forwards(app) -> None:
    from llamagames.ui.games.alpacas.table import TABLE as ALPACAS_TABLE

    assert ALPACAS_TABLE.out_of_round is None
    match = Match("alpacas", SEATS[:2], 3, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = ALPACAS_TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    assert not table.fast.wanted()


# --- Llamagedón: nobody is put out, but after your last turn without a Block you only watch ----

from llamagames.rules.llamagedon import LLAMAGEDON  # noqa: E402
from llamagames.rules.llamagedon.actions import Attack  # noqa: E402
from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, BLUE, GREEN, RED, SHELTER, STEAL  # noqa: E402
from llamagames.rules.llamagedon.positions import build_state  # noqa: E402
from llamagames.rules.llamagedon.state import Link, Phase  # noqa: E402
from llamagames.ui.games.llamagedon.table import TABLE as GEDON_TABLE  # noqa: E402
from llamagames.ui.games.llamagedon.table import nothing_left_to_do  # noqa: E402


def final_turns(turn: int, turns_left: int, mine: list[int], **kwargs):
    """Three seats after the Llamagedón card (seat 2 showed it); you (seat 0) hold ``mine``."""
    hands = [mine, [RED, ATTACK], [BLUE, STEAL]]
    return build_state(hands, [[(SHELTER,)], [(GREEN, GREEN)], []], llamagedon_by=2, turn=turn,
                       turns_left=turns_left, **kwargs)


def out_of_round(state, seat: int) -> bool:
    """The table's question, asked as the fast-forward asks it: of the seat's own observation."""
    return nothing_left_to_do(LLAMAGEDON.observation(state, seat), seat)


def test_a_llamagedon_seat_has_nothing_left_to_do_after_its_last_turn_without_a_block() -> None:
    assert out_of_round(final_turns(1, 2, [RED]), 0)  # seats 1 and 2 play the last turns
    assert not out_of_round(final_turns(1, 2, [RED]), 1)
    assert not out_of_round(final_turns(1, 2, [RED, BLOCK]), 0)  # a Block still answers a card
    assert not out_of_round(final_turns(1, 3, [RED]), 0)  # one more turn of yours comes
    assert not out_of_round(final_turns(0, 1, [RED]), 0)  # your own last turn, still to play
    answering = final_turns(0, 1, [RED, ATTACK], phase=Phase.BLOCK, chain=[Link(0, Attack(1, 0))], lets=0)
    assert out_of_round(answering, 0)  # your last action is on the table: the others answer
    early = build_state([[RED], [BLUE], [GREEN]], turn=1)
    assert not out_of_round(early, 0)  # before the Llamagedón card everyone has turns ahead


def gedon_table(app, position, bot_delay: float = 0.6):
    app.settings.animation_speed = "normal"
    match = Match.from_position("llamagedon", SEATS, LLAMAGEDON.state_to_text(position), bot_delay=bot_delay,
                                worker=InlineBotWorker(), autosave=False)
    table = GEDON_TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table, match


def test_the_last_turns_of_llamagedon_play_fast_once_you_have_nothing_left_to_do(app) -> None:
    table, match = gedon_table(app, final_turns(1, 2, [RED]))
    assert table.fast.active and match.pacer.bot_delay == 0.0
    frames = 0
    while not match.is_over() and frames < 600:
        app.frame(FRAME, [])
        frames += 1
    assert match.is_over() and frames < 150  # measured: 85 frames fast, 264 at the normal pace (Space)
    app.frame(FRAME, [])
    assert not table.fast.active and match.pacer.bot_delay == 0.6


def test_with_a_turn_or_a_block_left_llamagedon_keeps_the_normal_pace(app) -> None:
    for position in (final_turns(1, 3, [RED]), final_turns(1, 2, [RED, BLOCK])):
        table, match = gedon_table(app, position)
        assert not table.fast.active and match.pacer.bot_delay == 0.6


def test_the_banner_ends_above_the_seat_panels_in_a_small_window() -> None:
    from llamagames import storage
    from llamagames.ui.app import App

    small = App((1024, 640), settings=storage.Settings(animation_speed="instant"), persist_settings=False,
                bot_worker=InlineBotWorker, bot_delay=0.0)
    try:
        table, _ = gedon_table(small, final_turns(1, 2, [RED]))
        small.frame(FRAME, [])
        banner = table.fast.banner
        assert table.fast.active and banner.height >= round(26 * table.scale) and table.frame.top_bar.bottom <= banner.top
        assert not any(banner.colliderect(table.panel_rect(seat)) for seat in range(3))
    finally:
        small.scenes.clear()


def test_at_150_percent_the_banner_finds_a_place_clear_of_the_buttons_and_panels() -> None:
    """On a 1366x768 laptop at 150% the banner is too wide for the gap between the top
    panels: it takes two lines in a clear place, not under the Hint button (a playtester)."""
    from llamagames import storage
    from llamagames.ui.app import App

    laptop = App((1366, 768), settings=storage.Settings(animation_speed="instant", ui_scale=1.5),
                 persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    try:
        table, _ = quit_at_first_turn(laptop)
        laptop.frame(FRAME, [])
        banner = table.fast.banner
        assert table.fast.active and banner.width > 0 and table.frame.top_bar.bottom <= banner.top
        assert not any(banner.colliderect(button) for button in table.frame.buttons)
        assert not any(banner.colliderect(table.panel_rect(seat)) for seat in range(3))
        assert pygame.Rect(0, 0, 1366, 768).contains(banner)
    finally:
        laptop.scenes.clear()


# The window where it ran off and the smallest in make test; 1366x768 between them is a soak run's.
@pytest.mark.parametrize("size", [(1920, 1080), pytest.param((1366, 768), marks=pytest.mark.soak), (1280, 720)],
                         ids=["1920x1080", "1366x768", "1280x720"])
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", ["llama", "llamagedon"])
def test_at_150_percent_the_banner_holds_its_words_inside_the_window(size: tuple[int, int], language: str,
                                                                    game: str) -> None:
    """At 1920x1080 and 150% the banner ran off the window's bottom (Llamagedón's place for it was
    pushed down to the edge) and its second line was measured in English: every line drawn is
    inside it, and it stands a margin inside the window."""
    from llamagames import i18n
    from llamagames.ui import text
    from llamagames.ui.layout_tour import make_app

    before = i18n.language()
    laptop = make_app(size, 1.5, language=language)
    try:
        if game == "llama":
            table, _ = quit_at_first_turn(laptop)
        else:
            table, _ = gedon_table(laptop, final_turns(1, 2, [RED]))
        laptop.frame(FRAME, [])
        assert table.fast.active
        drawn: list[pygame.Rect] = []
        text.text_sink = lambda _surface, rect: drawn.append(pygame.Rect(rect))
        try:
            table.fast.draw(laptop.surface)
        finally:
            text.text_sink = None
        banner = table.fast.banner
        assert len(drawn) >= 2 and all(banner.contains(rect) for rect in drawn), (banner, drawn)
        assert pygame.Rect((0, 0), size).inflate(-8, -8).contains(banner), banner
    finally:
        laptop.scenes.clear()
        i18n.set_language(before)
