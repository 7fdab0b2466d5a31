"""The finish of a guided game: a panel over the shaded table with a short summary, what was
learned (each step's topic, then the lesson's own) and the offer of a real game against easy
bots, or the way back to the menu. Drawn by the guide's mode (``guided.py``), which handles
its two buttons.

The panel stands under the top bar (whose Rules and Menu buttons stay drawn over the table)
and above the window's foot. Where its words do not fit there at the player's size (Japanese
at 150% filled the window and ran under the Rules button), the topics go in two columns, then
the words shrink, never below their size at 100% in this window (``plan``)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...i18n import sentences, t
from ...learn.script import Lesson
from ...learn.script import topics as lesson_topics
from ..palette import CREAM, GOLD, INK, PAPER, RUST, TERRACOTTA
from ..scale import text_px, window_fit
from ..text import draw_text, rounded_panel, text_width, wrap

if TYPE_CHECKING:
    from .kit import Table

TEXT = 16
"""The words' design size (the title is ``TITLE``): the player's size scales both."""
TITLE = 26
COLUMN_GAP = 24
"""Design pixels between the two columns of topics."""
SKIPPED_LAST = "Skip step made your last move, the one that ended the game: the guide's doing, not a win of yours."
"""The summary when the guide made the game's last move and the lesson has no ``skipped_end`` of its own."""
SKIPPED_SOME = "Skip step made the moves of {count} of your steps for you."


def finish_words(lesson: Lesson, skipped: Collection[int] = ()) -> tuple[str, str]:
    """The finish's title and summary, in the player's language: a lesson whose last step the guide
    made (Skip step) says what that move did instead of a win the player never made."""
    last = len(lesson.steps) - 1 in skipped
    earlier = len([step for step in skipped if step != len(lesson.steps) - 1])
    some = t(SKIPPED_SOME, count=earlier) if earlier else ""
    if last:
        return t("The lesson is over"), sentences(some, t(lesson.skipped_end or SKIPPED_LAST))
    return t("Well played!"), sentences(some, t(lesson.summary) if lesson.summary else "")


@dataclass
class Plan:
    """Where the finish's words go: their size, the panel, and the lines in it."""

    size: int
    title_px: int
    rect: pygame.Rect
    summary: list[str]
    columns: list[list[tuple[bool, str]]]
    """The topics' lines per column, each marked True where a topic begins (its dot)."""
    line_h: int
    button_h: int


def band(table: Table) -> pygame.Rect:
    """Where the panel may stand: under the top bar (its buttons stay over the shade), above
    the window's foot, with a margin each side."""
    w, h = table.frame.size
    s = table.text_scale
    top = table.frame.top_bar.bottom + round(6 * s)
    margin = round(20 * s)
    return pygame.Rect(margin, top, w - 2 * margin, h - top - round(10 * s))


def _shape(table: Table, lesson: Lesson, size: int, columns: int, room: pygame.Rect, said: str) -> Plan:
    s = table.text_scale
    width = min(room.width, round((720 if columns == 1 else 1080) * s))
    summary = wrap(said, size, width - round(48 * s)) if said else []
    inner = width - round(64 * s)
    column_w = inner if columns == 1 else (inner - round(COLUMN_GAP * s)) // 2
    topics = [[(index == 0, line) for index, line in enumerate(wrap(t(topic), size, column_w))]
              for topic in lesson_topics(lesson)]
    split: list[list[tuple[bool, str]]] = [[line for topic in topics for line in topic]]
    if columns == 2:  # the first topics on the left, the rest on the right: the fewest rows
        total = len(split[0])
        counts = [sum(len(topic) for topic in topics[:count]) for count in range(len(topics) + 1)]
        best = min(range(len(topics) + 1), key=lambda count: (max(counts[count], total - counts[count]), -counts[count]))
        split = [[line for topic in topics[:best] for line in topic],
                 [line for topic in topics[best:] for line in topic]]
    title_px = max(size, round(size * TITLE / TEXT))
    line_h = round(size * 1.4)
    button_h = round(size * 2.2)
    rows = max(len(column) for column in split)
    height = (round(18 * s) + round(title_px * 1.6) + len(summary) * line_h + round(12 * s) + line_h
              + rows * line_h + round(20 * s) + button_h + round(18 * s))
    rect = pygame.Rect(0, 0, width, height)
    rect.center = room.center
    return Plan(size, title_px, rect, summary, split, line_h, button_h)


def _buttons_fit(table: Table, plan: Plan) -> bool:
    s = table.text_scale
    labels = (t("Play a real game against easy bots"), t("Back to the menu"))
    return sum(text_width(text, plan.size, True) + round(32 * s) for text in labels) + round(48 * s) <= plan.rect.width


def plan(table: Table, lesson: Lesson, skipped: Collection[int] = ()) -> Plan:
    """The largest words that fit in the ``band``: at the player's size in one column, else in
    two, else a pixel smaller, down to the size the words have at 100% in this window."""
    room = band(table)
    largest = table.small(TEXT)
    floor = min(largest, text_px(window_fit(table.frame.size), TEXT))
    shapes: list[Plan] = []
    said = finish_words(lesson, skipped)[1]
    for size in range(largest, floor - 1, -1):
        for columns in (1, 2):
            shape = _shape(table, lesson, size, columns, room, said)
            if columns == 2 and shape.rect.width < round(600 * table.text_scale):
                continue  # too narrow for two columns of words
            shapes.append(shape)
            if shape.rect.height <= room.height and _buttons_fit(table, shape):
                return shape
    return min(shapes, key=lambda shape: shape.rect.height)


def draw_finish(table: Table, lesson: Lesson, surface: pygame.Surface,
                skipped: Collection[int] = ()) -> dict[str, pygame.Rect]:
    """Draw the finish panel of ``lesson`` (``skipped``: the steps Skip step made); its buttons by key."""
    w, h = table.frame.size
    s = table.text_scale
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    surface.blit(shade, (0, 0))
    laid = plan(table, lesson, skipped)
    rect, size, line_h = laid.rect, laid.size, laid.line_h
    rounded_panel(surface, rect, PAPER, 250, radius=round(16 * s), border=TERRACOTTA, border_width=3)
    y = rect.top + round(18 * s)
    draw_text(surface, finish_words(lesson, skipped)[0], laid.title_px, (rect.centerx, y), RUST, anchor="midtop", bold=True)
    y += round(laid.title_px * 1.6)
    for line in laid.summary:
        draw_text(surface, line, size, (rect.left + round(24 * s), y), INK)
        y += line_h
    y += round(12 * s)
    draw_text(surface, t("What you learned:"), size, (rect.left + round(24 * s), y), INK, bold=True)
    y += line_h
    column_w = (rect.width - round(64 * s) - round(COLUMN_GAP * s)) // 2
    for number, column in enumerate(laid.columns):
        left = rect.left + number * (column_w + round(COLUMN_GAP * s))
        row = y
        for first, line in column:
            if first:  # a gold dot before each topic (drawn: no font lacks it)
                pygame.draw.circle(surface, RUST, (left + round(30 * s), row + line_h // 2), max(3, round(4 * s)))
            draw_text(surface, line, size, (left + round(44 * s), row), INK)
            row += line_h
    labels = {"play": t("Play a real game against easy bots"), "menu": t("Back to the menu")}
    widths = {key: text_width(text, size, True) + round(32 * s) for key, text in labels.items()}
    x = rect.centerx - (sum(widths.values()) + round(16 * s)) // 2
    by = rect.bottom - laid.button_h - round(18 * s)
    buttons: dict[str, pygame.Rect] = {}
    for key in ("play", "menu"):
        button = pygame.Rect(x, by, widths[key], laid.button_h)
        rounded_panel(surface, button, GOLD if key == "play" else CREAM, 255, radius=round(10 * s),
                      border=INK, border_width=2)
        draw_text(surface, labels[key], size, button.center, INK, anchor="center", bold=True)
        buttons[key] = button
        x = button.right + round(16 * s)
    table.room.keep(rect)
    return buttons


def finish_event(table: Table, buttons: dict[str, pygame.Rect], game: str, event: pygame.event.Event) -> bool:
    """The finish's input: its two buttons, Enter for the real game, Esc for the menu; it takes
    every click and key (the table under it waits)."""
    from ..scene import PopToRoot

    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        if buttons.get("play", pygame.Rect(0, 0, 0, 0)).collidepoint(event.pos):
            play_real_game(table, game)
        elif buttons.get("menu", pygame.Rect(0, 0, 0, 0)).collidepoint(event.pos):
            table.request = PopToRoot()
    elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        play_real_game(table, game)
    elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        table.request = PopToRoot()
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP,
                          pygame.MOUSEMOTION)


def play_real_game(table: Table, game: str) -> None:
    """A real game (it counts): its setup in place of the lesson, filled for a first game (the
    player and easy bots at the game's ``first_table``), so Enter starts it and any seat can be
    changed first. A waiting game of the same game is asked about first, as from the menu."""
    from ..scene import ReplaceTop
    from ..scenes.saves import UnfinishedGameScene, unfinished_game
    from ..scenes.setup import SetupScene

    waiting = unfinished_game(game)
    if isinstance(waiting, str):  # none ("") or unusable (set aside): the setup at once
        table.request = ReplaceTop(SetupScene(table.app, game, first_game=True))
        return
    table.request = ReplaceTop(UnfinishedGameScene(table.app, waiting,
                                                   lambda: ReplaceTop(SetupScene(table.app, game, first_game=True)),
                                                   t("start a new game")))


__all__ = ["Plan", "band", "draw_finish", "finish_event", "finish_words", "plan", "play_real_game"]
