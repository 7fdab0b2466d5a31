"""A drag's label ("A Steal goes onto an opponent's shelter.") with no clear place at the
player's size gets smaller, down to six tenths and never under 12 px, before it covers what
the player reads (at 150% on a 1366x768 laptop it lay half under the seat panels)."""

from __future__ import annotations

import pygame

from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.table.drag import DropZones

LABEL = "A Steal goes onto an opponent's shelter."


def label_box(room: ClearRoom, zones: DropZones, target: pygame.Rect, size: int) -> pygame.Rect:
    surface = pygame.Surface(room.bounds.size)
    before = list(room.kept)
    zones.draw(surface, zones.targets[0], None, size)
    added = [rect for rect in room.kept if rect not in before]
    assert len(added) == 1, "the label keeps its own place in the room"
    return added[0]


def test_a_label_gets_smaller_before_it_covers_a_panel(app) -> None:
    bounds = pygame.Rect(0, 0, 1366, 768)
    target = pygame.Rect(20, 280, 260, 166)
    room = ClearRoom(bounds)
    room.keep(pygame.Rect(0, 0, 1366, 244))  # the top panels' row above: 36 px left over the target
    room.keep(pygame.Rect(0, 446, 1366, 322))  # and what lies under it
    room.keep(pygame.Rect(420, 244, 946, 202))  # and beside it
    zones = DropZones(room=room)
    zones.add("seat", target, LABEL)
    box = label_box(room, zones, target, 24)
    others = [pygame.Rect(0, 0, 1366, 244), pygame.Rect(0, 446, 1366, 322), pygame.Rect(420, 244, 946, 202)]
    assert not any(box.colliderect(rect) for rect in others) and not box.colliderect(target)
    assert box.height < round(24 * 1.4) + 6  # smaller than at the player's size
    assert box.height >= round(12 * 1.4) + 6  # never under 12 px


def test_a_label_with_room_keeps_the_players_size(app) -> None:
    room = ClearRoom(pygame.Rect(0, 0, 1366, 768))
    zones = DropZones(room=room)
    target = pygame.Rect(500, 400, 200, 150)
    zones.add("mat", target, LABEL)
    box = label_box(room, zones, target, 24)
    assert box.height == round(24 * 1.4) + 6 and not box.colliderect(target)
