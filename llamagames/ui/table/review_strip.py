"""The review in the replay viewer: a strip under the replay bar with the reviewed seat's win
chance over the game (a graph; a click jumps there) and, at each of its decisions, the hard
bot's choice and the chance before and after the move, with its uncertainty.

The review itself (``llamagames.review``) is computed in a worker process
(``bot_worker.ReviewTask``), never in the window's process: the strip shows its progress
with a Cancel button and polls it each frame. A finished review is kept beside the saved
games (``review.kept``), so the same game opens reviewed at once the next time.

At the costliest decisions (the review's ``marked`` ones) the table rings the hard bot's move
as the Hint button rings its suggestion (the game's Coach part: ``table.parts.coach.rects``), with
one sentence why from the same reason codes as a hint (``bots.explain``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...bot_worker import ReviewTask
from ...bots.explain import Reason, explainer, only_move
from ...i18n import t
from ...replay import ReplayMatch
from ...review.cli import default_seat
from ...review.engine import Chance, Decision, Review, default_playouts
from ...review.kept import keep, load_kept
from ...rules.core import GameRecord
from ...seats import SeatConfig
from ...secrecy import HiddenGame
from ..palette import CREAM, GOLD, INK, PANEL, RUST, SAND, TERRACOTTA
from ..scene import OpenTable
from ..text import draw_text, fit_text, rounded_panel, text_width, wrap
from .advice import sentence
from .review_graph import GOOD, axis_height, axis_width, draw_axes, plot

if TYPE_CHECKING:
    from .kit import Table

TaskStarter = Callable[[dict[str, Any], int, "int | None"], Any]
start_task: TaskStarter = ReviewTask
"""How a review is started: a worker process (tests may count the requests)."""
QUIET_GAME = "No decision cost clearly more than the estimate's noise."
STRIP_HEIGHT = 300
"""The strip's height at scale 1 (the graph and up to ten lines of words), at the foot of the
move log's column; less where the column is short."""
GRAPH_HEIGHT = 64
"""The graph's least height at scale 1; it grows to GRAPH_TALLEST where the strip has room."""
GRAPH_TALLEST = 130
MIN_LOG = 80
"""The move log keeps at least this much of its column."""
STRIP_GAP = 10


class ReviewReplay(ReplayMatch):
    """A replay opened for its review: which seat is reviewed, and the running review's worker
    (killed when the table closes)."""

    reviewing = True
    review_seat: int = 0
    review_playouts: int | None = None
    """Deals per estimate (None: the game's default, the catalogue entry's ``review_playouts``)."""
    task: Any = None

    def close(self) -> None:
        if self.task is not None:
            self.task.close()
        super().close()


def review_replay(record: GameRecord, seats: Sequence[SeatConfig], start: int = 0) -> ReviewReplay:
    """The replay of ``record`` with the review of its (first) human's decisions."""
    replay = ReviewReplay.of(record, seats, start)
    assert isinstance(replay, ReviewReplay)
    replay.review_seat = default_seat(seats)
    return replay


def open_review(record: GameRecord, seats: Sequence[SeatConfig]) -> OpenTable | str:
    """The request that opens the reviewed replay of a finished game, or why it cannot be
    reviewed now (an unfinished game of two humans: see :mod:`llamagames.secrecy`)."""
    try:
        return OpenTable(review_replay(record, seats))
    except HiddenGame as refused:
        return str(refused)


def review_saved(path: Path | str) -> OpenTable | str:
    """The request that opens the reviewed replay of the game saved at ``path``, or why not."""
    replay = ReviewReplay.watch(path)
    if isinstance(replay, str):
        return replay
    assert isinstance(replay, ReviewReplay)
    replay.review_seat = default_seat(replay.seats)
    return OpenTable(replay)


def percent(value: float) -> str:
    return f"{100 * value:.0f}%"


def spread(chance: Chance) -> str:
    """The uncertainty of an estimate in points of chance: "±8"."""
    return f"±{100 * (chance.high - chance.low) / 2:.0f}"


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
        self.graph = pygame.Rect(0, 0, 0, 0)
        self.words = pygame.Rect(0, 0, 0, 0)
        self.button: Any = None
        self._graph_image: tuple[Any, pygame.Surface] | None = None
        self._reason: tuple[int, str] | None = None
        self._better: tuple[int, Any] | None = None
        """The better move at the last position asked (position, action or None)."""
        self.shown = True
        """R hides the strip and shows it again."""
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

    def busy(self) -> bool:
        """A review is being computed (the table stays awake to show its progress)."""
        return self.state == "computing"

    def progress(self) -> tuple[int, int]:
        return self.task.progress if self.task is not None else (0, 0)

    def update(self, dt: float) -> None:
        """Read what the worker said; keep the finished review with the game."""
        self.place_play_on()
        task = self.task
        if self.state != "computing" or task is None:
            return
        task.poll()
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
            self._better = None

    def button_moves(self) -> list[pygame.Rect]:
        """The better move's rectangles that are one of the table's action buttons (hidden in
        a replay, or under the strip): the move is shown as a ghost of that button instead."""
        action = self.better_move() if self.shown else None
        if action is None:
            return []
        buttons = self.table.frame.buttons
        return [rect for rect in self.table.parts.coach.rects(action) if rect.collidelist(buttons) >= 0]

    def ghost(self) -> pygame.Rect | None:
        """Where the better move's button is drawn as a ghost: in Play on's place (Play on
        steps aside meanwhile), or None when the better move is not a button."""
        if not self.button_moves():
            return None
        replay = self.table.replay
        play_on = replay.buttons.get("play_on") if replay is not None else None
        return pygame.Rect(play_on.rect) if play_on is not None else None

    def place_play_on(self) -> None:
        """Play on from here steps aside while the better move's ghost stands in its place."""
        replay = self.table.replay
        play_on = replay.buttons.get("play_on") if replay is not None else None
        if play_on is None:
            return
        hide = self.ghost() is not None
        if hide and play_on.visible:
            play_on.hide()
        elif not hide and not play_on.visible:
            play_on.show()

    # -- layout ------------------------------------------------------------------------------
    def build(self, ui: Any, container: Any) -> None:
        """The strip at the foot of the move log's column, down to Play on (a replay hides the
        other action buttons), the log shrunk above it; its button; the review asked for if
        it is not kept. Nothing the table shows is covered: the column is the kit's own."""
        frame = self.table.frame
        s = frame.text_scale
        column = self._log_column()
        gap = round(STRIP_GAP * s)
        bottom = frame.buttons[0].top - gap if frame.buttons else column.bottom
        height = max(0, min(round(STRIP_HEIGHT * s), bottom - column.top - round(MIN_LOG * s)))
        self.rect = pygame.Rect(column.left, bottom - height, column.width, height)
        log = pygame.Rect(column.left, column.top, column.width, max(0, self.rect.top - gap - column.top))
        frame.log = log
        self._shrunk_log = pygame.Rect(log)
        self.table.place_log(log)
        pad = round(10 * s)
        px = self.axis_px()
        tall = max(round(GRAPH_HEIGHT * s), min(round(GRAPH_TALLEST * s), round(0.36 * (height - 2 * pad))))
        left = self.rect.left + pad + axis_width(px)
        self.graph = pygame.Rect(left, self.rect.top + pad, self.rect.right - pad - left, tall)
        words_top = self.graph.bottom + axis_height(px) + pad
        self.words = pygame.Rect(self.rect.left + pad, words_top, self.rect.width - 2 * pad,
                                 max(0, self.rect.bottom - pad - words_top))
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
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and self.review is not None
                and self.graph.collidepoint(event.pos)):
            self.table.replay.playing = False  # type: ignore[union-attr]
            self.table.replay.jump(self.position_at(event.pos[0]))  # type: ignore[union-attr]
            self.table.replay.refresh()  # type: ignore[union-attr]
            return True
        return False

    def position_at(self, x: int) -> int:
        """The replay position under ``x`` on the graph; near a marked decision, that decision."""
        review = self.review
        total = max(1, review.actions if review is not None else self.match.total)
        position = round((x - self.graph.left) / max(1, self.graph.width) * total)
        if review is not None:
            near = [d for d in review.marked if abs(self.x_of(d.move - 1) - x) <= round(8 * self.table.text_scale)]
            if near:
                position = near[0].move - 1
        return max(0, min(self.match.total, position))

    def x_of(self, position: int) -> int:
        total = max(1, self.review.actions if self.review is not None else self.match.total)
        return self.graph.left + round(position / total * self.graph.width)

    def y_of(self, chance: float) -> int:
        return self.graph.bottom - round(chance * self.graph.height)

    # -- what is shown ---------------------------------------------------------------------
    def decision_here(self) -> Decision | None:
        """The reviewed seat's decision at the replay's position (its move is the next one)."""
        if self.review is None:
            return None
        position = self.match.position
        return next((d for d in self.review.decisions if d.move - 1 == position), None)

    def better_move(self) -> Any:
        """The hard bot's move at a marked decision here (a legal action of this position), or None."""
        position = self.match.position
        if self._better is None or self._better[0] != position:
            self._better = (position, self._better_move())
        return self._better[1]

    def _better_move(self) -> Any:
        decision = self.decision_here()
        if decision is None or not decision.marked:
            return None
        game = self.match.game
        try:
            action = game.parse_action(decision.hard)
        except Exception:  # a review kept by another version: say nothing rather than guess
            return None
        return action if action in self.match.seat_view(self.seat, None).legal_actions() else None

    def why(self, decision: Decision) -> str:
        """One sentence why the hard bot's move is better, from the hint's reason codes."""
        if self._reason is not None and self._reason[0] == decision.move:
            return self._reason[1]
        table, game = self.table, self.match.game
        action = game.parse_action(decision.hard)
        view = self.match.seat_view(self.seat, None)
        legal, observation = view.legal_actions(), view.observation()
        explain = explainer(table.game_name)
        try:
            reason = only_move(legal) or (explain(observation, legal, action) if explain else Reason("best_guess"))
        except Exception:  # an explanation must never stop the replay
            reason = Reason("best_guess")
        text = sentence(reason, table.parts.coach.move_name(action), table.names, table.parts.coach.namer, table.game_name)
        self._reason = (decision.move, text)
        return text

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The strip's words now: (text, colour, bold) line by line."""
        if self.state == "computing":
            done, total = self.progress()
            return [(t("Reviewing your decisions in the background…"), CREAM, True),
                    (t("{done} of {total} decisions", done=done, total=total) if total else t("Starting…"), SAND, False)]
        if self.state == "cancelled":
            return [(t("The review was cancelled."), CREAM, True), (t("Press Review to start it again."), SAND, False)]
        if self.state == "failed":
            return [(t("The game could not be reviewed."), TERRACOTTA, True), (self.error, SAND, False)]
        review = self.review
        assert review is not None
        decision = self.decision_here()
        game = self.match.game
        if decision is None:
            good = sum(1 for d in review.decisions if d.as_good)
            return [(t("Your chance to win over the game: click the graph to go there."), CREAM, True),
                    (t("{count} decisions; the hard bot agreed with {good}.", count=len(review.decisions), good=good),
                     SAND, False),
                    ((t("The red marks are the costliest ones.") if review.marked else t(QUIET_GAME))
                     + " " + t("R hides the review."), SAND, False)]
        taken = self.table.parts.coach.move_name(game.parse_action(decision.taken))
        words = [(t("Move {move} comes next: you chose {taken}", move=decision.move, taken=taken), CREAM, True),
                 (t("Chance to win: {before} before, {after} after ({spread})", before=percent(decision.before.value),
                    after=percent(decision.after.value), spread=spread(decision.after)), SAND, False)]
        if decision.as_good:
            words.append((t("As good: the hard bot would play the same."), GOOD, True))
            return words
        chance, noise = percent(decision.hard_chance.value), spread(decision.hard_chance)
        hard = self.table.parts.coach.move_name(game.parse_action(decision.hard))
        if decision.marked:  # a mistake: both chances side by side, yours and the better move's
            words[1] = (t("Your move: {after} ({spread}) · the hard bot's: {chance} ({hard_spread})",
                          after=percent(decision.after.value), spread=spread(decision.after), chance=chance,
                          hard_spread=noise), SAND, False)
        if hard == taken:  # the same words for both: say why two figures
            words.append((t("Both are {move}, but each chance is an estimate from its own sample games, so "
                            "they differ within their ± range.", move=hard), SAND, False))
        reason = self.why(decision) if decision.marked else ""
        if reason:  # the reason names the move; one block, so it is never shown without its reason
            words.append((t("The hard bot's move, {chance} ({spread}): {reason}", chance=chance, spread=noise,
                            reason=reason), GOLD, True))
            return words
        words.append((t("The hard bot: {hard}, {chance} ({spread})", hard=hard, chance=chance, spread=noise),
                      SAND, False))
        if decision.drop <= 0:
            words.append((t("Your move did as well here."), GOOD, False))
        elif not decision.marked:
            words.append((t("Within the estimate's noise."), SAND, False))
        return words

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The strip: its panel, the graph (or the progress bar) and the words."""
        if not self.shown:
            return
        s = self.table.text_scale
        rounded_panel(surface, self.rect, PANEL, 250, radius=round(10 * s), border=GOLD, border_width=1)
        if self.review is not None:
            surface.blit(self._graph(), self.graph)
            draw_axes(surface, self.graph, self.review, self.axis_px())
            x = self.x_of(self.match.position)
            pygame.draw.line(surface, GOLD, (x, self.graph.top), (x, self.graph.bottom), max(1, round(2 * s)))
        elif self.state == "computing":
            self._draw_progress(surface)
        self._draw_words(surface)

    def _draw_words(self, surface: pygame.Surface) -> None:
        """The words line by line, each wrapped to the strip's width, above the button when it
        shows. When they do not all fit (a small window), the second line (the chances, which
        the graph also shows) gives way first, so the reason at the end stays; then a line that
        has no room left is left out whole (never cut)."""
        s = self.table.text_scale
        size = self.table.small(13)
        line_h = round(size * 1.4)
        limit = self.words.bottom
        if self.button is not None and self.button.visible:
            limit = self.button.rect.top - round(4 * s)
        blocks = [(wrap(text, size, self.words.width, bold), colour, bold) for text, colour, bold in self.lines()]
        if len(blocks) > 2 and self.words.top + sum(len(rows) for rows, _, _ in blocks) * line_h > limit:
            del blocks[1]
        y = self.words.top
        for rows, colour, bold in blocks:
            if y + len(rows) * line_h > limit:
                break
            for row in rows:
                draw_text(surface, row, size, (self.words.left, y), colour, bold=bold)
                y += line_h

    def _draw_progress(self, surface: pygame.Surface) -> None:
        s = self.table.text_scale
        done, total = self.progress()
        bar = pygame.Rect(self.graph.left, self.graph.centery - round(9 * s), self.graph.width, round(18 * s))
        rounded_panel(surface, bar, INK, 200, radius=bar.height // 2, border=SAND, border_width=1)
        if total:
            filled = bar.inflate(-4, -4)
            filled.width = max(filled.height, round(filled.width * done / total))
            rounded_panel(surface, filled, GOLD, 255, radius=filled.height // 2)

    def _graph(self) -> pygame.Surface:
        """The graph's plot (``review_graph.plot``), painted once per size and review."""
        review = self.review
        assert review is not None
        key = (self.graph.size, id(review))
        if self._graph_image is not None and self._graph_image[0] == key:
            return self._graph_image[1]
        image = plot(review, self.graph.size, self.table.text_scale)
        self._graph_image = (key, image)
        return image

    def draw_over(self, surface: pygame.Surface) -> None:
        """At a marked decision, the hard bot's move ringed on the table, as a hint is."""
        action = self.better_move() if self.shown else None
        if action is None:
            return
        s = self.table.text_scale
        width = max(3, round(4 * s))
        buttons = self.button_moves()
        rects = [rect for rect in self.table.parts.coach.rects(action) if rect not in buttons]
        ghost = self.ghost()
        size = self.table.small(13)
        if ghost is not None:  # the game's move button, hidden in a replay, as a ghost
            rounded_panel(surface, ghost, CREAM, 235, radius=round(10 * s), border=RUST, border_width=2)
            draw_text(surface, fit_text(self.table.parts.coach.move_name(action), size, ghost.width - round(8 * s), True),
                      size, ghost.center, INK, anchor="center", bold=True)
            rects.append(ghost)
        for rect in rects:
            ring = rect.inflate(round(10 * s), round(10 * s))
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width + 2, border_radius=round(12 * s))
            pygame.draw.rect(surface, GOLD, ring, width, border_radius=round(10 * s))
        if rects:
            tag = t("Better move")
            label = pygame.Rect(0, 0, text_width(tag, size, True) + round(16 * s), round(size * 1.5))
            # beside the move's first piece, clear of the words on the table and of its other pieces
            target = rects[0].inflate(round(16 * s), round(16 * s))
            label = self.table.room.place(label.size, target, gap=round(4 * s), avoid=[r.inflate(8, 8) for r in rects[1:]])
            self.table.room.keep(label)
            rounded_panel(surface, label, GOLD, 250, radius=label.height // 2, border=INK, border_width=1)
            draw_text(surface, tag, size, label.center, INK, anchor="center", bold=True)


__all__ = ["ReviewReplay", "ReviewStrip", "open_review", "review_replay", "review_saved", "start_task"]
