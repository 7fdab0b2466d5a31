"""A rival's turn is told in a player's words (task ll17): the log's summary at 150% showed
"Dolly finishes the turn." alone; the status line says which tile, where, what it earned."""

from __future__ import annotations

from dataclasses import replace

from llamagames.i18n import t
from llamagames.rules.llamaland import LLAMALAND, TakeStack
from llamagames.ui.games.llamaland.turn_story import turn_story

from ..conftest import FRAME
from .test_table import open_table


def test_a_placement_is_told_with_the_tile_the_level_and_the_gains(app) -> None:
    state = LLAMALAND.new_game(2, 7, first_player=1)
    taken = LLAMALAND.apply(state, TakeStack("T"))
    build = next(p for p in LLAMALAND.placements(taken) if p.level == 2)
    built = LLAMALAND.apply(taken, build)
    events = [*taken.last_events, *built.last_events]
    story = turn_story("Dolly", events, built.players[built.turn.seat].estate)
    assert story.startswith("Dolly: built a T tile up to level 2, earning ") and story.endswith(".")
    place = next(e for e in events if e.kind == "place")
    for _, count in place.get("gained", ()):
        assert str(count) in story
    side = next(p for p in LLAMALAND.placements(taken) if p.level == 1)
    beside = LLAMALAND.apply(taken, side)
    said = turn_story("Dolly", [*beside.last_events], beside.players[beside.turn.seat].estate)
    assert said.startswith("Dolly: added a T tile ") and " of the estate" in said
    assert turn_story("Dolly", [*taken.last_events], None) == ""  # a take alone: nothing to tell yet


def test_the_status_line_tells_the_bots_turn_while_the_bots_play(app, monkeypatch) -> None:
    table = open_table(app)
    stage, painter = table.parts.stage, table.parts.painter
    for _ in range(40):  # the human's turn with the engine's first choices, then the bot's
        if stage.story_seat == 1 and table.match.current_seat() == 0:
            break
        legal = table.view.legal_actions()
        if legal:
            table.moves.try_action(legal[0])
        app.frame(FRAME, [])
    assert stage.story_seat == 1
    story = stage.story()
    assert any(e.kind == "place" for e in stage.stories[1])
    assert story.startswith("Pablo: ") and " tile " in story and (" level " in story or " of the estate" in story)
    # the log's newest line says the whole turn (its summary at 150% shows one line)
    recap = t("{name}'s turn: {story}.", name="Pablo", story=stage.told_turn(1))
    assert table.log.entries[-1].text == recap and table.log.entries[-1].seat == 1
    # while a bot thinks, the status line says the latest rival turn in place of "thinking"
    monkeypatch.setattr(table, "my_turn", lambda: False)
    monkeypatch.setattr(table.status, "default", lambda: t("{name} is thinking…", name=table.names[1]))
    monkeypatch.setattr(table.match, "current_seat", lambda: 1)
    assert painter.status_line() == story
    stage.sync(False)  # a jump (an undo, a loaded game): no turn is told after it
    assert stage.story() == ""


def test_the_rivals_last_turn_stays_on_its_enlarged_sheet(app) -> None:
    """The bots play fast: what one did is read again on its sheet when its estate is enlarged."""
    table = open_table(app)
    stage, layout = table.parts.stage, table.parts.layout
    assert layout.rival_story(1) == []
    state = table.match.state
    taken = LLAMALAND.apply(state, TakeStack("T"))
    build = next(p for p in LLAMALAND.placements(taken) if p.level == 2)
    events = [*taken.last_events, *LLAMALAND.apply(taken, build).last_events]
    stage.gather_story(events)  # the viewer's own turn is not a rival's story
    assert layout.rival_story(1) == [] and not stage.stories
    stage.gather_story([replace(event, seat=1) for event in events])  # told as Pablo's
    lines = layout.rival_story(1)
    assert " ".join(lines).startswith(t("Last turn: {story}", story=t("built a {shape} tile up to level {level}",
                                                                         shape="T", level=2)))
    sheet = layout.rival_sheet(1)
    assert len(lines) <= 3 and layout.rival_view(1).height > 0 and sheet.height > len(lines) * table.small(13)
