"""The move log's cached picture is blitted by its painted part only (its column is mostly
empty early in a game, and blending the empty rest every frame cost more than the log):
the screen shows the same pixels, and a new line is drawn."""

from __future__ import annotations

import pygame

from llamagames.ui.table.move_log import MoveLog


def column_log() -> MoveLog:
    log = MoveLog()
    log.names = ["You", "Pablo"]
    log.colours = [(200, 100, 50), (50, 100, 200)]
    log.set_rect(pygame.Rect(40, 20, 300, 560), 1.0)
    log.set_viewer(0)
    return log


def drawn(log: MoveLog) -> bytes:
    screen = pygame.Surface((400, 600))
    screen.fill((30, 90, 60))
    log.draw(screen)
    return pygame.image.tobytes(screen, "RGB")


def whole_blit(log: MoveLog) -> bytes:
    """What blitting the log's whole cached picture shows (as ``draw`` did before)."""
    screen = pygame.Surface((400, 600))
    screen.fill((30, 90, 60))
    log.draw(pygame.Surface((1, 1)))  # the picture is rendered
    assert log._image is not None
    screen.blit(log._image, log.shown())
    return pygame.image.tobytes(screen, "RGB")


def test_the_painted_part_shows_what_the_whole_picture_showed(app) -> None:
    log = column_log()
    empty = drawn(log)
    assert empty == whole_blit(log)
    log.add(1, "Pablo plays a 3.")
    one = drawn(log)
    assert one != empty, "a new line is drawn at once"
    assert one == whole_blit(log)
    log.add(0, "You play a 4.")
    assert drawn(log) not in (one, empty) and drawn(log) == whole_blit(log)


def test_an_empty_log_blits_nothing(app) -> None:
    log = column_log()
    screen = pygame.Surface((400, 600))
    screen.fill((30, 90, 60))
    before = pygame.image.tobytes(screen, "RGB")
    log.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == before
    assert log._painted.width == 0
    log.add(1, "Pablo plays a 3.")
    log.draw(screen)
    assert log._painted.size == log.rect.size, "from the first move, the panel of the whole room"
