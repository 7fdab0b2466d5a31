"""Llamaland's tooltips and used cards (issue 40's playtest): a tooltip stands beside the pointer
for every kind of piece (or, where every spot beside it covers words, the nearest spot clear of
them, a short way past the piece's strip: issue 39's 150% tour), and goes when the pointer leaves the piece or the window, when a click
acts and when a modal layer opens; a used character card dims in its own place, the row keeps
its size and its other cards do not move."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames.rules.llamaland import MAIN
from llamagames.rules.llamaland.components import CHARACTERS
from llamagames.ui.games.llamaland.pieces import character_card, used_card
from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.table.tooltip import FAR, gap_to, tip_by_pointer, words_covered

from ..conftest import FRAME, mouse
from .test_table import open_at, open_table

REACH = 40
"""The farthest (at scale 1) a tooltip's nearest edge may stand from the pointer."""


def _gap(rect: pygame.Rect, pos: tuple[int, int]) -> int:
    """Pixels from ``pos`` to the nearest point of ``rect`` (0 inside)."""
    dx = max(rect.left - pos[0], 0, pos[0] - rect.right)
    dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom)
    return max(dx, dy)


def _with_characters(table, used: bool):
    """The opening position with three characters of different kinds in seat 0's collection,
    the middle one used this turn (or not)."""
    state = table.match.state
    kinds: dict[str, int] = {}
    for card in state.char_pile:
        kinds.setdefault(CHARACTERS[card].kind, card)
    cards = tuple(list(kinds.values())[:3])
    player = replace(state.players[0], characters=cards)
    turn = replace(state.turn, seat=0, phase=MAIN, used=frozenset({cards[1]}) if used else frozenset())
    pile = tuple(card for card in state.char_pile if card not in cards)
    return replace(state, players=(player, *state.players[1:]), turn=turn, char_pile=pile), cards


def _pieces(table) -> dict[str, pygame.Rect]:
    lay = table.parts.layout.lay
    pieces = {"stack": lay.stacks[0], "market card": lay.row[0], "llama column": lay.columns[1]}
    if table.match.state.objectives:
        pieces["objective"] = table.parts.layout.objective_row(0)
    mine = table.parts.stage.my_character_rects()
    if mine:
        pieces["your character"] = mine[-1][1]
    return pieces


def test_every_tooltip_stands_beside_the_pointer(app):
    first = open_table(app)
    state, _ = _with_characters(first, used=False)
    for size in ((1280, 800), (1366, 768)):
        app.resize(size)
        table = open_at(app, state)
        pieces = _pieces(table)
        assert set(pieces) == {"stack", "market card", "llama column", "objective", "your character"}
        for name, rect in pieces.items():
            for pos in (rect.center, (rect.left + 3, rect.top + 3), (rect.right - 3, rect.bottom - 3)):
                app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos)])
                app.draw()
                stage, painter = table.parts.stage, table.parts.painter
                assert stage.tooltip, (name, pos)
                tip = painter.tip_rect
                assert tip is not None and not tip.collidepoint(pos), (name, pos, tip)
                others = ClearRoom(table.room.bounds)
                others.keep(*(kept for kept in table.room.kept if not tip.contains(kept)))  # its own words are kept too
                beside = _gap(tip, pos) <= REACH * table.scale
                clear = words_covered(tip, others) == 0 and not tip.colliderect(rect)
                assert beside or (clear and gap_to(tip, rect) <= FAR * max(table.scale, table.text_scale)), \
                    (size, name, pos, tip)
                painter.tip_rect = None


def test_a_tooltip_goes_when_the_pointer_leaves_its_piece_or_the_window_or_a_click_acts(app):
    table = open_table(app)
    stage = table.parts.stage
    card = table.parts.layout.lay.row[0]
    hover = [mouse(pygame.MOUSEMOTION, card.center)]
    app.frame(FRAME, hover)
    assert stage.tooltip and stage.tooltip_piece == card
    app.frame(FRAME, [pygame.event.Event(pygame.WINDOWLEAVE, {})])
    assert stage.tooltip == ""
    app.frame(FRAME, hover)
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, card.center)])
    assert stage.tooltip == ""  # the click acts; the tooltip does not stay over what it did
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, card.center)])
    app.frame(FRAME, hover)
    assert stage.tooltip
    stage.pointer = (card.right + 40, card.bottom + 40)  # the pointer moved on while another layer had the motion
    app.frame(FRAME, [])
    assert stage.tooltip == ""
    app.draw()


def test_a_tooltip_goes_when_a_modal_layer_opens(app):
    table = open_table(app)
    stage = table.parts.stage
    card = table.parts.layout.lay.row[0]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, card.center)])
    assert stage.tooltip
    from llamagames.ui.table.chooser import Choice

    table.chooser.choose("?", [Choice("one", lambda: None), Choice("two", lambda: None)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (card.centerx + 1, card.centery))])
    assert table.routing.modal_layer() is not None
    assert stage.tooltip == ""


def test_the_tooltip_is_placed_by_the_pointer_clear_of_words():
    room = ClearRoom(pygame.Rect(0, 0, 1366, 768))
    room.keep(pygame.Rect(500, 420, 400, 200))  # words below the pointer
    spot = tip_by_pointer((200, 40), (600, 400), room, 1.0)
    assert spot.bottom <= 400 and _gap(spot, (600, 400)) <= REACH  # above the pointer, beside it
    corner = tip_by_pointer((300, 60), (1360, 760), ClearRoom(pygame.Rect(0, 0, 1366, 768)), 1.0)
    assert pygame.Rect(0, 0, 1366, 768).contains(corner) and not corner.collidepoint((1360, 760))
    assert _gap(corner, (1360, 760)) <= REACH


def test_a_tooltip_with_words_all_round_the_pointer_goes_past_them_not_over_them():
    """A character card in the supply strip at 150% text: beside the pointer lie the card row,
    the objectives and the estate's header; the tooltip goes below them, clear of every word."""
    room = ClearRoom(pygame.Rect(0, 0, 1366, 768))
    strip, header, objectives = pygame.Rect(258, 72, 775, 143), pygame.Rect(262, 219, 767, 36), pygame.Rect(1035, 72, 320, 289)
    card = pygame.Rect(768, 107, 61, 86)
    room.keep(pygame.Rect(0, 0, 1366, 66), strip, header, objectives, card)
    spot = tip_by_pointer((389, 62), card.center, room, 1.0, 1.44, card)
    assert words_covered(spot, room) == 0 and spot.top >= header.bottom
    assert gap_to(spot, card) <= FAR * 1.44
    crowded = ClearRoom(pygame.Rect(0, 0, 1366, 768))
    crowded.keep(pygame.Rect(0, 0, 1366, 768))  # no room anywhere: beside the pointer, as before
    assert _gap(tip_by_pointer((200, 40), (600, 400), crowded, 1.0), (600, 400)) <= REACH


def test_a_used_card_dims_in_its_own_place_and_the_row_does_not_move(app):
    first = open_table(app)
    state, cards = _with_characters(first, used=False)
    used_state, _ = _with_characters(first, used=True)
    shots = []
    for position in (state, used_state):
        table = open_at(app, position)
        app.draw()
        rects = dict(table.parts.stage.my_character_rects())
        panel = table.parts.layout.lay.char_panel
        shots.append((rects, panel, app.surface.subsurface(panel).copy()))
    (rects, panel, before), (rects_used, panel_used, after) = shots
    assert rects == rects_used and panel == panel_used  # nothing moves, the row keeps its size
    used_rect = rects[cards[1]].inflate(12, 12).move(-panel.x, -panel.y)
    changed = [(x, y) for x in range(panel.width) for y in range(panel.height)
               if before.get_at((x, y)) != after.get_at((x, y))]
    assert changed, "the used card looks used"
    assert all(used_rect.collidepoint(point) for point in changed), [p for p in changed if not used_rect.collidepoint(p)][:5]


def test_a_used_card_keeps_its_size_and_says_used():
    pygame.init()
    face = character_card(0, 60, 84)
    used = used_card(0, 60, 84)
    assert used.get_size() == face.get_size()
    assert used.get_at((30, 20)) != face.get_at((30, 20))  # dimmed


def test_the_first_game_tip_waits_while_a_tooltip_is_up(app):
    """The tip stands at the top of the estate's field, where a supply piece's tooltip goes when
    every spot beside the pointer covers words: while the player asks about a piece, it waits."""
    table = open_table(app)
    coach = table.parts.coach
    assert coach.situation_tip()
    card = table.parts.layout.lay.row[0]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, card.center)])
    assert table.parts.stage.tooltip and coach.situation_tip() == ""
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (2, table.frame.size[1] - 2))])
    assert not table.parts.stage.tooltip and coach.situation_tip()
