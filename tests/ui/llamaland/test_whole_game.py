"""A human plays whole games at the table through its controls only (keys, clicks, drags).

The human's decisions are picked by an easy bot; each is then made the way a player would
make it: a placement by the keyboard (stack key, F, R, arrows, Enter), a character by a
click on the row or the pile, a marker by a click (or a drag when it moves), a trade or a
feeding by a click and, where the table offers a choice, a click on the option, the llama
by a drag onto its square, the end of the turn by E. One whole game of four; every other
player count and variant from the middle of a bot game of its options, to its end.
"""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.bots import make, play_steps
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.rules.llamaland import (
    EndTurn,
    Feed,
    Place,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
)
from llamagames.rules.llamaland.components import CROPS, SHAPE_ORDER
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamaland.estate_parts import STACK_KEYS, feed_label, marker_label, trade_label
from llamagames.ui.games.llamaland.summary import ScorePadScene
from llamagames.ui.games.llamaland.table import TABLE
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.table.ending import EndingConfirm
from llamagames.ui.table.scene import TableScene

from ..conftest import FRAME, drag, mouse

KEY_FOR_SHAPE = {SHAPE_ORDER[i]: k for k, i in STACK_KEYS.items()}
ARROW = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN, (0, -1): pygame.K_UP}


def key(app, k: int, mod: int = 0) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0})])


def click(app, pos) -> None:
    for event in (mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)):
        app.frame(FRAME, [event])


def option_label(action) -> str:
    """The words of the chooser's option that is ``action``."""
    if isinstance(action, Feed):
        return feed_label(action)
    if isinstance(action, UseCharacter):
        return trade_label(action)
    assert isinstance(action, PlaceMarker)
    return marker_label(action)


def pick_option(app, table: TableScene, action) -> None:
    """If the table opened a choice, click the option that is ``action``."""
    chooser = table.chooser.open
    if chooser is None:
        return
    labels = [option.label for option in chooser.options]
    click(app, chooser.rows[labels.index(option_label(action))].center)


def place_by_keys(app, table: TableScene, place: Place) -> None:
    key(app, KEY_FOR_SHAPE[place.shape])  # the tile comes into the hand at the pointer
    key(app, pygame.K_DOWN)  # an arrow: the keys' placement, from a legal spot
    drag_ = table.parts.stage.drag
    assert drag_ is not None and drag_.keyboard
    if drag_.face != place.face:
        key(app, pygame.K_f)
    while drag_.rot != place.rot:
        key(app, pygame.K_r)
    assert drag_.anchor is not None
    while drag_.anchor != (place.x, place.y):
        dx = (place.x > drag_.anchor[0]) - (place.x < drag_.anchor[0])
        dy = 0 if dx else (place.y > drag_.anchor[1]) - (place.y < drag_.anchor[1])
        key(app, ARROW[(dx, dy)], pygame.KMOD_LSHIFT)  # one square at a time
    assert drag_.action == place, (drag_.action, place)
    key(app, pygame.K_RETURN)


def decide(app, table: TableScene, action, following) -> None:
    """Make ``action`` through the table's controls (``following``: the placement after a take)."""
    lay = table.parts.layout.lay
    if isinstance(action, TakeStack):
        assert isinstance(following, Place)
        place_by_keys(app, table, following)
    elif isinstance(action, Place):
        place_by_keys(app, table, action)  # the tile already in hand (after an undo)
    elif isinstance(action, TakeCharacter):
        click(app, lay.pile.center if action.source == "pile" else lay.row[action.index - 1].center)
    elif isinstance(action, PlaceMarker):
        index = table.parts.stage.st.objectives.index(action.objective)
        target = table.parts.layout.space_rect(index, action.space).center
        if action.source:
            source = table.parts.stage.st.objectives.index(action.source)
            space = table.parts.stage.st.markers[source].index(table.viewer)
            drag(app, table.parts.layout.space_rect(source, space).center, target)
        else:
            click(app, target)
            pick_option(app, table, action)
    elif isinstance(action, Skip):
        key(app, pygame.K_s)
    elif isinstance(action, UseCharacter):
        rect = dict(table.parts.stage.my_character_rects())[action.card]
        click(app, rect.center)
        pick_option(app, table, action)
    elif isinstance(action, Feed):
        click(app, lay.columns[CROPS.index(action.crop)].center)
        pick_option(app, table, action)
    elif isinstance(action, PlaceLlama):
        view = table.parts.stage.views[table.viewer]
        cell = (action.x, action.y)
        drag(app, lay.llama_source.center, view.projection.centre(cell, view.estate.level(cell)))
    elif isinstance(action, EndTurn):
        key(app, pygame.K_e)
        if isinstance(app.scenes.top, EndingConfirm):  # the game's last end cannot be undone: asked
            key(app, pygame.K_RETURN)
    else:  # pragma: no cover - every action kind is listed above
        raise AssertionError(action)


def reachable_llama(table: TableScene, legal: list) -> PlaceLlama:
    """A glowing square whose middle shows that square (not one hidden behind a terrace)."""
    view = table.parts.stage.views[table.viewer]
    for action in legal:
        cell = (action.x, action.y)
        if view.cell_at(view.projection.centre(cell, view.estate.level(cell))) == cell:
            return action
    return legal[0]


def middle_of_a_bot_game(players: int, options: dict, seed: int) -> str:
    """The position halfway through a game of easy bots with ``options`` (the game's text)."""
    steps = list(play_steps("llamaland", ["easy"] * players, seed, options=options))
    return GAMES["llamaland"].state_to_text(steps[len(steps) // 2][1])


def play_to_the_results(app, match: Match) -> tuple[int, set[str], bool]:
    """Seat 1's decisions, made through the controls, until the results: how many, their kinds,
    and whether the score pad came first."""
    table = TABLE(app, match)
    app.start(table)
    me = make("llamaland", "easy", 3)
    decisions = 0
    kinds: set[str] = set()
    score_pad_seen = False
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, ScorePadScene):
            score_pad_seen = True
            key(app, pygame.K_RETURN)
            continue
        if not table.my_turn():
            app.frame(FRAME, [])
            continue
        before = len(match.record.actions)
        legal = match.legal_actions()
        action = me.choose(match.observation(0), legal)
        following = None
        if isinstance(action, TakeStack):
            preview = match.game.apply(match.state, action)
            following = me.choose(match.game.observation(preview, 0), match.game.legal_actions(preview))
        if isinstance(action, PlaceLlama):
            action = reachable_llama(table, legal)
        decide(app, table, action, following)
        kinds.add(type(action).__name__ + ("-move" if getattr(action, "source", "") not in ("", "row", "pile") else ""))
        played = match.record.actions[before:]
        assert played and played[0] == str(action), (action, played, table.toasts.text)
        if following is not None:
            assert played[1:2] == (str(following),)
        decisions += 1
    assert isinstance(app.scenes.top, ResultsScene)
    return decisions, kinds, score_pad_seen


def seats(players: int) -> list[SeatConfig]:
    return [SeatConfig("human", "You")] + [SeatConfig("bot", f"Bot {i}", "easy") for i in range(1, players)]


@pytest.mark.slow(seconds=10)  # a whole game through the controls
def test_a_human_plays_a_whole_game_with_the_controls(app):
    match = Match("llamaland", seats(4), 64, {}, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    decisions, kinds, score_pad_seen = play_to_the_results(app, match)
    assert score_pad_seen, "the score pad comes before the results"
    assert decisions > 20
    assert {"TakeStack", "Feed", "PlaceLlama", "EndTurn"} <= kinds, kinds


@pytest.mark.slow(seconds=5)  # half a game through the controls
@pytest.mark.parametrize("players, options", [
    (2, {"variant": "beginner", "llama_variant": True}),
    (3, {"variant": "expert"}),
    # two seats of the standard game: each half met above (the whole game is standard, two seats
    # play the beginner's), a soak run's
    pytest.param(2, {"variant": "standard", "llama_variant": False}, marks=pytest.mark.soak),
])
def test_every_player_count_and_variant_plays_to_its_end_with_the_controls(app, players, options):
    """Each other player count and variant, from the middle of a bot game of the same options
    (its first half is the whole game's, above): the controls still make every kind of
    decision, the game ends, its score pad comes and then the results."""
    position = middle_of_a_bot_game(players, options, 60 + players)
    match = Match.from_position("llamaland", seats(players), position, 60 + players, options, bot_delay=0.0,
                                worker=InlineBotWorker(), autosave=False)
    assert match.options == {**match.options, **options}  # the variant is the one asked for
    decisions, kinds, score_pad_seen = play_to_the_results(app, match)
    assert score_pad_seen, "the score pad comes before the results"
    assert decisions > 10
    assert {"TakeStack", "Feed", "PlaceLlama", "EndTurn"} <= kinds, kinds
