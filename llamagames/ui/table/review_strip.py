"""The review in the replay viewer: a strip under the replay bar with the reviewed seat's win
chance over the game (a graph; a click jumps there) and, at each of its decisions, the hard
bot's choice and the chance before and after the move, with its uncertainty.

The review itself (``llamagames.review``) is computed in a worker process
(``bot_worker.ReviewTask``), never in the window's process: the strip shows its progress
with a Cancel button and polls it each frame. A finished review is kept beside the saved
games (``review.kept``), so the same game opens reviewed at once the next time.

Its neighbours, one job each: opening a game for its review (``review_open.py``), its words
(``review_words.py``), the graph (``review_graph.py``), the hard bot's move ringed on the table
at a marked decision (``review_better.py``), with one sentence why from a hint's reason codes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...bot_worker import ReviewTask
from ...catalogue import entry
from ...i18n import language, t
from ...review.engine import Decision, Review, default_playouts
from ...review.kept import keep, load_kept
from ...review.where import DecisionPositions
from ...rules.core import GameRecord
from ..palette import GOLD, PANEL, SAND
from ..registry import score_text
from ..text import draw_text, rounded_panel
from .review_better import BetterMove
from .review_costly import Block, costly_blocks, go_to_costly, name_at, partial_review
from .review_fit import fit, progress_beside, progress_places, progress_rows
from .review_graph import draw_axes, draw_progress, plot
from .review_open import ReviewReplay
from .review_room import GRAPH_SMALL, STRIP_GAP, WORD_LINES, in_column, log_room, placed, share, taken, wider
from .review_words import Line, costliest, decision_lines, overview_lines, reason_at, status_lines

if TYPE_CHECKING:
    from .kit import Table

TaskStarter = Callable[[dict[str, Any], int, "int | None"], Any]
start_task: TaskStarter = ReviewTask
"""How a review is started: a worker process (tests may count the requests)."""


class ReviewStrip:
    """The review's strip of one replay table (``ReplayControls`` owns it)."""

    def __init__(self, table: Table, match: ReviewReplay) -> None:
        self.table = table
        self.match = match
        self.record: GameRecord = match.full_record
        self.seat = match.review_seat
        self.playouts = match.review_playouts or default_playouts(self.record.game)
        self.review: Review | None = load_kept(self.record, self.seat, self.playouts)
        self.from_kept = self.review is not None
        """The review was read from the kept file (nothing was computed)."""
        self.state = "ready" if self.review is not None else "idle"
        """idle (not asked yet), computing, ready, cancelled or failed."""
        self.error = ""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._column, self._wide = pygame.Rect(self.rect), pygame.Rect(self.rect)
        """The strip in the log's column, and grown over the free felt beside it (``review_room.wider``)."""
        self.graph = pygame.Rect(0, 0, 0, 0)
        self.words = pygame.Rect(0, 0, 0, 0)
        self.axes, self.bar = True, 0
        self.word_size = table.small(13)
        """The words' size as last fitted (smaller only where a decision's better move needs it)."""
        """The graph's scale and move words are drawn (not where it gave way to a one-line bar)."""
        self.drawn: list[tuple[str, pygame.Rect]] = []
        """Each line of words the strip last drew and where (what a player could read)."""
        self.button: Any = None
        self._graph_image: tuple[Any, pygame.Surface] | None = None
        self._reason: tuple[tuple[int, str], str] | None = None
        self.positions = DecisionPositions(self.record)
        """Where each decision was taken (the reason for the hard bot's move is read there)."""
        self.better = BetterMove(table, match, self.seat, self.decision_here)
        """The hard bot's move at a marked decision, shown on the table (``review_better.py``)."""
        self.shown = True
        """R hides the strip and shows it again."""
        self._partial: tuple[int, Review] | None = None
        """The review of the decisions judged so far while it is computed (their count, it)."""
        self.rows: list[tuple[pygame.Rect, Decision]] = []
        """Where each of the costliest decisions was last drawn (a click goes there)."""
        self._given_log: pygame.Rect | None = None
        self._shrunk_log: pygame.Rect | None = None

    # -- the review's life ---------------------------------------------------------------------
    @property
    def task(self) -> Any:
        return self.match.task

    def start(self) -> None:
        """Ask a worker process for the review."""
        self.match.task = start_task(self.record.to_json(), self.seat, self.playouts)
        self.state, self.error = "computing", ""
        self._set_button()

    def cancel(self) -> None:
        if self.task is not None and self.state == "computing":
            self.task.cancel()
        self.match.task = None
        self.state = "cancelled"
        self._set_button()

    def busy(self) -> bool:  # a review is being computed: the table stays awake to show its progress
        return self.state == "computing"

    def progress(self) -> tuple[int, int]:
        return self.task.progress if self.task is not None else (0, 0)

    def update(self, dt: float) -> None:
        """Read what the worker said; keep the finished review with the game."""
        self.better.place_play_on(self.shown)
        task = self.task
        if self.state != "computing" or task is None:
            return
        judged = len(getattr(task, "judged", ()))
        task.poll()
        if len(getattr(task, "judged", ())) != judged:  # a decision newly judged (or marked) may have a better move here
            self.better.forget()
        if task.result is not None:
            try:
                self.review = Review.from_json(task.result)
            except ValueError as exc:
                self.state, self.error = "failed", str(exc)
            else:
                keep(self.record, self.review)
                self.state = "ready"
                self._graph_image = None
            self.match.task = None
        elif task.error:
            self.state, self.error = "failed", task.error
            self.match.task = None
        elif task.cancelled:
            self.state = "cancelled"
            self.match.task = None
        if self.state != "computing":
            self._set_button()
            self.better.forget()

    # -- layout ------------------------------------------------------------------------------
    def build(self, ui: Any, container: Any) -> None:
        """The strip at the foot of the move log's column, down to Play on (a replay hides the
        other action buttons), the log shrunk above it; its button; the review asked for if
        it is not kept. Nothing the table shows is covered: the column is the kit's own."""
        frame = self.table.frame
        s = frame.text_scale
        column = self._log_column()
        gap = round(STRIP_GAP * s)
        panels = [self.table.panel_rect(seat) for seat in self.table.drawing.panel_seats()]
        self._column = placed(column, frame.top_bar, frame.buttons, panels, s, taken(self.table)[1:])
        self.rect = self._wide = wider(self._column, taken(self.table), pygame.Rect((0, 0), frame.size), s,
                                       round(GRAPH_SMALL * s) + 2 * self.axis_px())
        log = log_room(column, self.rect, gap)
        frame.log = log
        self._shrunk_log = pygame.Rect(log)
        self.table.place_log(log)
        self.word_size = self.table.small(13)
        self.share_room()
        bw, bh = round(120 * s), max(30, round(34 * s))
        self.button = pygame_gui.elements.UIButton(
            pygame.Rect(self.words.right - bw, self.words.bottom - bh, bw, bh), t("Cancel"), ui, container=container,
            object_id=ObjectID("#review_button", "@ghost_button"))
        self._graph_image = None
        if self.state == "idle":
            self.start()
        self._set_button()

    def axis_px(self) -> int:
        """The graph's scale and move words: the table's smallest readable size."""
        return self.table.small(12)

    def share_room(self, wanted: int | None = None, bar: int = 0) -> None:
        """The graph and the words in the strip (``review_room.share``)."""
        shared = share(self.rect, self.table.text_scale, self.axis_px(), self.line_h(), wanted, bar)
        self.graph, self.words, self.axes, self.bar = shared.graph, shared.words, shared.axes, bar

    def line_h(self) -> int:
        return round(self.word_size * 1.4)

    def _log_column(self) -> pygame.Rect:
        """The move log's rectangle as the game's layout left it (the strip takes its foot;
        asked again on a rebuild of the same frame, the log shrunk before is not shrunk twice)."""
        log = self.table.frame.log
        if self._shrunk_log is not None and log == self._shrunk_log and self._given_log is not None:
            return pygame.Rect(self._given_log)
        self._given_log = pygame.Rect(log)
        return pygame.Rect(log)

    def _set_button(self) -> None:
        button = self.button
        if button is None:
            return
        if not self.shown:
            button.hide()
        elif self.state == "computing":
            button.set_text(t("Cancel"))
            button.show()
        elif self.state in ("cancelled", "failed"):
            button.set_text(t("Review"))
            button.show()
        else:
            button.hide()

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.shown = not self.shown
            self._set_button()
            return True
        if not self.shown:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None and event.ui_element is self.button:
            if self.state == "computing":
                self.cancel()
            else:
                self.start()
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:  # keys 1-9: the costliest
            return go_to_costly(self, event.key - pygame.K_1)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            row = next((decision for rect, decision in self.rows if rect.collidepoint(event.pos)), None)
            if row is not None:
                self.go_to(row.move - 1)
                return True
            if self.shown_review() is not None and self.graph.collidepoint(event.pos):
                self.go_to(self.position_at(event.pos[0]))
                return True
        return False

    def go_to(self, position: int) -> None:
        """The replay stops at ``position`` (a click on the graph or on a costly decision)."""
        replay = self.table.replay
        if replay is not None:  # the strip stands only on a replay's table
            replay.playing = False
            replay.jump(position)
            replay.refresh()

    def position_at(self, x: int) -> int:
        """The replay position under ``x`` on the graph; near a marked decision, that decision."""
        review = self.shown_review()
        total = max(1, review.actions if review is not None else self.match.total)
        position = round((x - self.graph.left) / max(1, self.graph.width) * total)
        if review is not None:
            near = [d for d in review.marked if abs(self.x_of(d.move - 1) - x) <= round(8 * self.table.text_scale)]
            if near:
                position = near[0].move - 1
        return max(0, min(self.match.total, position))

    def x_of(self, position: int) -> int:
        review = self.shown_review()
        total = max(1, review.actions if review is not None else self.match.total)
        return self.graph.left + round(position / total * self.graph.width)

    # -- what is shown ---------------------------------------------------------------------
    def shown_review(self) -> Review | None:
        """The finished review, or while it is computed the decisions judged so far (the worker
        sends each as it is judged: the last ones first), marked among themselves."""
        if self.review is not None:
            return self.review
        judged = getattr(self.task, "judged", None) if self.state == "computing" else None
        if not judged:
            return None
        if self._partial is None or self._partial[0] != len(judged):
            partial = partial_review(self.record, self.seat, self.playouts, judged)
            if partial is None:
                return None
            self._partial = (len(judged), partial)
        return self._partial[1]

    def costliest(self) -> list[Decision]:
        """The costliest decisions found so far, costliest first (keys 1 to 3 go there)."""
        review = self.shown_review()
        return costliest(review, finished=self.review is not None) if review is not None else []

    def decision_here(self) -> Decision | None:
        """The reviewed seat's decision at the replay's position (its move is the next one), as
        soon as it is judged (while the review goes on, marked among those judged so far)."""
        review = self.shown_review()
        if review is None:
            return None
        position = self.match.position
        return next((d for d in review.decisions if d.move - 1 == position), None)

    def why(self, decision: Decision) -> str:
        """One sentence why the hard bot's move is better, from the hint's reason codes."""
        if self._reason is None or self._reason[0] != (decision.move, language()):
            self._reason = ((decision.move, language()), reason_at(self.table, self.positions, decision))
        return self._reason[1]

    def lines(self) -> list[Line]:
        """The strip's words now: (text, colour, bold) line by line (``review_words.py``)."""
        decision = self.decision_here()
        score = partial(score_text, self.table.game_name)
        if decision is not None:  # judged: said at once, while the rest is computed
            return decision_lines(decision, self.namer(decision), self.why, score, self.table.names,
                                  entry(self.table.game_name).lower_is_better)
        status = status_lines(self.state, self.progress(), self.error)
        if status is not None:
            return status
        assert self.review is not None
        return overview_lines(self.review, self.table.names, score)

    def namer(self, decision: Decision) -> Callable[[str], str]:
        """Names ``decision``'s moves whole, from where it was taken ("you chose Attack" said not whose)."""
        return partial(self._move_name, move=decision.move)

    def _move_name(self, text: str, move: int | None = None) -> str:
        """The game's name for the move ``text`` (chosen at decision ``move``: ``review_costly.name_at``)."""
        return name_at(self.table, self.positions, self.seat, self.match.game.parse_action(text), move)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The strip: its panel, the graph (or the progress bar) and the words; the graph first
        gives way to what the words need (``_fit``)."""
        if not self.shown:
            return
        s = self.table.text_scale
        buttons = self.table.frame.buttons  # kept by the kit though a replay hides all but Play on, under the strip
        self.rect = in_column(self._wide, self._column, [rect for rect in self.table.room.kept if rect not in buttons])
        costly, blocks, limit = fit(self)
        rounded_panel(surface, self.rect, PANEL, 250, radius=round(10 * s), border=GOLD, border_width=1)
        review = self.shown_review()
        if review is not None and self.graph.height:
            surface.blit(self._graph(), self.graph)
            if self.axes:
                draw_axes(surface, self.graph, review, self.axis_px())
            x = self.x_of(self.match.position)
            pygame.draw.line(surface, GOLD, (x, self.graph.top), (x, self.graph.bottom), max(1, round(2 * s)))
        elif self.state == "computing" and review is None:  # else its words took the graph's room
            draw_progress(surface, self.graph, self.progress(), s)
        self._draw_words(surface, costly, blocks, limit)
        self.table.room.keep(self.rect)  # a toast drawn later stands clear of the review

    def costly_blocks(self, size: int, full: bool) -> list[Block]:
        """The costliest decisions' words, wrapped (``review_costly.costly_blocks``)."""
        review = self.shown_review()
        if review is None:
            return []
        return costly_blocks(review, self.review is not None, self.costliest(), self.match.position, self.namer,
                             size, self.words.width, full, partial(score_text, self.table.game_name))

    def beside(self) -> bool:
        """The progress stands beside Cancel (the list of costliest so far fills the strip)."""
        shown = self.button is not None and self.button.visible
        return bool(self.costliest()) and self.review is None and shown

    def limit(self) -> int:
        """How low the words may reach: above the button where it shows."""
        if self.button is not None and self.button.visible:
            above = 0 if progress_beside(self) else len(progress_rows(self)) * self.line_h()
            return min(self.words.bottom, self.button.rect.top - round(4 * self.table.text_scale) - above)
        return self.words.bottom

    def _draw_words(self, surface: pygame.Surface, costly: list[Block], blocks: list[Block], limit: int) -> None:
        """The costliest decisions (a click or a key away), then the position's words, above the button
        (beside it, the progress); a block with no room is left out whole, never cut."""
        s = self.table.text_scale
        size, line_h, gap = self.word_size, self.line_h(), round(6 * s)
        for row, at in progress_places(self):  # beside Cancel, else whole above it
            draw_text(surface, row, size, at, SAND)
        y = self.words.top
        self.rows, self.drawn = [], []
        for index, (rows, colour, bold, decision) in enumerate(costly + blocks):
            if index == len(costly) and costly:
                y += gap
            if y + len(rows) * line_h > limit:
                break
            if isinstance(decision, Decision):
                self.rows.append((pygame.Rect(self.words.left, y, self.words.width, len(rows) * line_h), decision))
            for row in rows:
                self.drawn.append((row, draw_text(surface, row, size, (self.words.left, y), colour, bold=bold)))
                y += line_h

    def _graph(self) -> pygame.Surface:
        """The graph's plot (``review_graph.plot``), painted once per size and review (a partial
        one again as decisions come)."""
        review = self.shown_review()
        assert review is not None
        key = (self.graph.size, id(review), len(review.decisions))
        if self._graph_image is not None and self._graph_image[0] == key:
            return self._graph_image[1]
        image = plot(review, self.graph.size, self.table.text_scale)
        self._graph_image = (key, image)
        return image

    def draw_over(self, surface: pygame.Surface) -> None:
        """At a marked decision, the hard bot's move ringed on the table, as a hint is."""
        self.better.draw(surface, self.shown)

__all__ = ["WORD_LINES", "ReviewStrip", "start_task"]
