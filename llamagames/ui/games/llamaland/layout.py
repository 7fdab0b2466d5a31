"""Where the Llamaland things sit: opponents' estates on the left, yours large in the middle.

The middle column holds the supply strip (the five tile stacks, the character row and pile),
your estate, and your collection strip (crops, coins, foundations, llamas, markers, your
characters and the three llama card columns). The right column is the kit's move log and
buttons, with the objective cards above the log: where they leave the log fewer than
``LOG_FLOOR`` lines (four seats at 150%) it is the kit's summary that opens whole, rather than
a column taken from your estate's panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol, cast

import pygame

from ....i18n import t
from ....rules.llamaland.components import CHARACTER_ROW_SIZE, OBJECTIVES, SHAPE_ORDER
from ...scale import text_px
from ...table.hints import undo_tip
from ...table.layout import LOG_FLOOR, TableFrame, log_lines
from ...table.parts import Layout
from ...text import fit_box, fit_text, line_height, text_width, wrap
from .button_room import buttons_closer
from .ending import shortest_piles_words
from .estate_parts import HOME_ROOM, SNUG_FIELD, SNUG_ROOM
from .phone_turn import phone_hint
from .progress import progress_short, progress_words
from .projection import Room
from .status_side import corner_is_better, status_beside, status_top, wide_field

if TYPE_CHECKING:
    from ...table.kit import Table
    from .estate_view import EstateView


class TipCoach(Protocol):
    """The coach as the layout sees it (``LlamalandCoach``): the whole tip, to measure its bubble."""

    def full_tip(self) -> str: ...


class EstateStage(Protocol):
    """The stage as the layout sees it (``LlamalandStage``): the estates' views, where an
    estate's foot lies, and whether the player points at a folded tip."""

    views: dict[int, EstateView]
    tip_open: bool

    def estate_foot(self, view: EstateView) -> int: ...

    def message_high(self, view: EstateView | None, width: int) -> int: ...

    def told_turn(self, seat: int) -> str: ...

STORY_LINES = 3
"""Lines a rival's last turn takes on its sheet at most (``rival_story``)."""
TITLE_LINES = 2
"""Lines the characters panel's title may take in a narrow panel."""


def characters_title(title: str, px: int, width: int) -> tuple[list[str], int]:
    """The characters panel's title in its panel ``width`` wide: on two lines at most, a size
    smaller before a word of it is cut ("charac…" at 1024x640 and 150% in a longer language)."""
    return fit_box(title, px, (width, TITLE_LINES * line_height(px)), bold=True)


def counts_of(titles: list[str], objectives: Sequence[str], player: Any) -> list[str]:
    """A rival's sheet's lines as counts ("Diversity: 0/6"), one per objective."""
    return [t("{title}: {progress}", title=title, progress=progress_short(key, player))
            for title, key in zip(titles, objectives)]


def tip_tab() -> str:
    """A folded tip's words, beside its "Tip" tag: a sign that pointing at it opens the tip
    (the tables' fonts have no "▸"; an ellipsis alone reads as words cut)."""
    return "»"


def objectives_header(s: float, text: float | None = None) -> int:
    """Height of the objectives panel's title: room for its 12 px text even at 90% sizes, and
    for its words at the ``text`` scale (the player's Size)."""
    return max(round(28 * s), round(6 * s) + round(text_px(s if text is None else text, 14) * 1.4))


def objective_row_height(frame: TableFrame) -> int:
    """One objective card's row: its name and count grow with the words, its spaces with them,
    by the words' own height, not with a margin grown too: at 150% seven rows took the move
    log's second line (one cut sentence under "Whole log"), and now leave it two."""
    if frame.text_scale <= frame.scale:  # the player's Size at 100% or under (a 90% floor included)
        return frame.room(OBJECTIVE_ROW, 12)
    return max(round(OBJECTIVE_ROW * frame.scale), frame.room(OBJECTIVE_ROW - 4, 14))


OBJECTIVE_ROW = 30
"""Height of one objective card's row at scale 1."""


ROW_GAP = 3
"""Between two character cards of the open row, at scale 1."""
CARD_SIZE = (64, 90)
"""A character card at scale 1, in the collection's proportions (the row, your characters)."""
SIDE_SHARES = (0.3, 0.36, 0.42)
"""A tip's column beside your estate takes one of these shares of a wide field's width: the
narrowest that holds its words (the estate, fitted by its height, keeps its size beside it)."""
OWN_FLOOR = 0.15
"""Your estate stands at least this share of the window's height while a bubble shows (the
design's floor for a player's own board): the bubble's words get smaller first."""
BUBBLE_KEEP = 0.75
"""And at least this share of the height it has with no bubble: the playtests' first complaint
was the estate shrunk for the words, so a bubble that would take more folds to its tab."""
MINE_HEIGHT = 140
"""Your collection strip at scale 1: tall enough for a character card and the llama columns."""

@dataclass(frozen=True)
class BubblePlace:
    """Where the tip or hint bubble stands over your estate's field, and how your estate is
    fitted beside it ("beside": right of its column, "over": under its band, "corner": put, as
    a folded tip's tab lies in the field's free corner)."""

    whole: pygame.Rect
    how: str
    tab: pygame.Rect | None = None
    """A folded tip's tab (its whole words open over the field while the player points at it)."""
    tab_how: str = "corner"
    estate: float = 0.0
    """How tall your estate stands beside it (with a message's band, unless ``message_apart``)."""
    message_apart: bool = False
    """A message (a refusal, the Undo note) finds its own room off your estate: a band for it
    too would leave the estate under its floor."""


@dataclass
class LandLayout:
    """The game's own rectangles for one window size (the shared ones are in the frame)."""

    scale: float = 1.0
    header: int = 26
    """Your estate's title line, above its view (it grows with the words)."""
    left: pygame.Rect = field(default_factory=pygame.Rect)
    opponents: list[pygame.Rect] = field(default_factory=list)
    """One panel per opponent, top to bottom, clockwise from the viewer."""
    supply: pygame.Rect = field(default_factory=pygame.Rect)
    stacks: list[pygame.Rect] = field(default_factory=list)
    """One slot per shape, in SHAPE_ORDER."""
    row: list[pygame.Rect] = field(default_factory=list)
    """The open character row's card slots."""
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    estate: pygame.Rect = field(default_factory=pygame.Rect)
    """Your estate's panel (the view sits inside, below a thin header)."""
    mine: pygame.Rect = field(default_factory=pygame.Rect)
    """Your collection strip (the three panels below)."""
    mine_head: pygame.Rect = field(default_factory=pygame.Rect)
    """Your seat panel: name, turn badge, crops, coins, foundations, points, markers."""
    char_panel: pygame.Rect = field(default_factory=pygame.Rect)
    llama_panel: pygame.Rect = field(default_factory=pygame.Rect)
    stats: pygame.Rect = field(default_factory=pygame.Rect)
    characters: pygame.Rect = field(default_factory=pygame.Rect)
    columns: list[pygame.Rect] = field(default_factory=list)
    """The llama card columns, one per crop."""
    ending: pygame.Rect = field(default_factory=pygame.Rect)
    """Under the columns: how near their running out is to ending the game."""
    llama_source: pygame.Rect = field(default_factory=pygame.Rect)
    """Where the llama figure to place waits (drag it onto a glowing square)."""
    objectives: pygame.Rect = field(default_factory=pygame.Rect)
    card_w: int = 44
    card_h: int = 62
    tile_cell: int = 12
    foot: int = 0
    """Pixels at the bottom of your estate's view that the status line takes: the estate is
    fitted above them, so the line never lies over its front row."""
    snug: bool = False
    """Your estate's field is short for the window (``estate_parts.SNUG_FIELD``): the estate is
    fitted with less room behind it (``home_room``)."""
    side: int = 0
    """In a short field, the width the status line's corner takes off your estate's side of the
    field (``status_side.py``; 0: the line stands at the field's foot, ``foot``)."""
    corner: int = 0
    """The width the corner would take in this field (0: no corner: a tall or narrow field)."""
    at_foot: tuple[pygame.Rect | None, int, int, int] | None = None
    """The status line's room, top, lines and the estate's foot with the line at the field's foot."""

    def home_room(self) -> Room:
        """The squares of table fitted around your estate (``estate_parts.HOME_ROOM``, or
        ``SNUG_ROOM`` in a short field)."""
        return SNUG_ROOM if self.snug else HOME_ROOM

    @staticmethod
    def compute(frame: TableFrame, objectives: int, opponents: int) -> LandLayout:
        """The layout in ``frame``; it moves the frame's log, status and message lines too."""
        w, h = frame.size
        s = frame.scale
        lay = LandLayout(scale=s, header=frame.room(26, 22))
        pad = round(10 * s)
        top = frame.top_bar.bottom + pad
        left_w = round(252 * s)
        lay.left = pygame.Rect(pad, top, left_w, h - top - pad)
        gap = round(8 * s)
        n = max(1, opponents)
        each = (lay.left.height - gap * (n - 1)) // n
        if opponents == 1:
            each = min(each, round(360 * s))
        lay.opponents = [pygame.Rect(lay.left.x, lay.left.y + i * (each + gap), left_w, each) for i in range(opponents)]
        right = frame.log.left - pad
        mid = pygame.Rect(lay.left.right + pad, top, right - lay.left.right - pad, h - top - pad)
        # Supply strip: stacks then the character row and pile.
        # Cards large enough to read and to aim at (11% of 720 px), as wide as the row has room
        # for after the five stacks.
        # A stack is as wide as its tile and its caption need (its caption grows with the
        # words, up to the design's width), so the character cards keep the rest.
        caption = max(text_width(words, frame.text(13), True) for words in (t("in hand"), "T  ×12"))
        slot_w = min(round(76 * s), max(round(62 * s), caption + round(14 * s)))
        card_gap = round(ROW_GAP * s)
        row_room = mid.width - round(8 * s) - len(SHAPE_ORDER) * slot_w - round(8 * s)
        lay.card_w = max(1, min(round(CARD_SIZE[0] * s), row_room // (CHARACTER_ROW_SIZE + 1) - card_gap))
        lay.card_h = round(lay.card_w * CARD_SIZE[1] / CARD_SIZE[0])
        supply_h = lay.card_h + frame.room(34, 34)  # the stacks' captions and the row's heading grow with the words
        lay.supply = pygame.Rect(mid.x, mid.y, mid.width, supply_h)
        x = lay.supply.x + round(8 * s)
        slot_top = lay.supply.y + round(6 * s)
        lay.tile_cell = max(8, round(14 * s))
        for _ in SHAPE_ORDER:
            lay.stacks.append(pygame.Rect(x, slot_top, slot_w - round(6 * s), supply_h - round(12 * s)))
            x += slot_w
        row_x = lay.supply.right - round(8 * s) - (CHARACTER_ROW_SIZE + 1) * (lay.card_w + card_gap) + card_gap
        row_x = max(row_x, x + round(4 * s))
        cy = lay.supply.y + frame.room(22, 20)
        lay.pile = pygame.Rect(row_x, cy, lay.card_w, lay.card_h)
        for i in range(CHARACTER_ROW_SIZE):
            lay.row.append(pygame.Rect(row_x + (i + 1) * (lay.card_w + card_gap), cy, lay.card_w, lay.card_h))
        # Your collection strip at the bottom: your seat panel, your characters, the llama cards.
        # your collection: the header, then the stats' three lines (never under 12 px, as at 90% on a small window)
        line = frame.text(13)
        stats_h = max(12, round(frame.text(15) * 1.1)) + round(4 * s) + round(line * 1.4) + round(3 * s) + round(line * 1.4)
        # At a larger Size the strip grows only as far as its words need (your panel's lines, a
        # character card under its title): the estate above keeps the height (the llama columns
        # stay taller than at 100%).
        # under the llama columns, a line on how near their running out is to the end
        # (two lines where even its shortest words are wider than the panel, as in a long language)
        col_w = round(62 * s)
        cols_w = 3 * col_w + 2 * round(6 * s) + round(20 * s)
        ending_w = cols_w - round(16 * s)
        wide = max(text_width(words, frame.text(12), True) for words in shortest_piles_words()) > ending_w
        ending_h = round(frame.text(12) * 1.3) + (line_height(frame.text(12)) if wide else 0)
        mine_h = max(frame.room(MINE_HEIGHT, 40), frame.room(50, 50) + stats_h + round(6 * s),
                     frame.room(30, 22) + lay.card_h + round(14 * s)) + ending_h
        lay.mine = pygame.Rect(mid.x, mid.bottom - mine_h, mid.width, mine_h)
        lay.mine_head = pygame.Rect(mid.x, lay.mine.y, round(262 * s), mine_h)
        lay.llama_panel = pygame.Rect(lay.mine.right - cols_w, lay.mine.y, cols_w, mine_h)
        lay.columns = [pygame.Rect(lay.llama_panel.x + round(10 * s) + i * (col_w + round(6 * s)),
                                   lay.mine.y + frame.room(38, 26), col_w, mine_h - frame.room(46, 26) - ending_h)
                       for i in range(3)]
        lay.ending = pygame.Rect(lay.llama_panel.x + round(8 * s), lay.columns[0].bottom + round(2 * s),
                                 ending_w, ending_h)
        lay.stats = pygame.Rect(lay.mine.x + round(12 * s), lay.mine.y + frame.room(50, 50), lay.mine_head.width - round(24 * s),
                                mine_h - frame.room(50, 50) - round(6 * s))
        lay.char_panel = pygame.Rect(lay.mine_head.right + gap, lay.mine.y, lay.llama_panel.x - gap - lay.mine_head.right - gap,
                                     mine_h)
        lay.llama_source = pygame.Rect(0, 0, round(44 * s), round(60 * s))
        lay.llama_source.bottomright = (lay.char_panel.right - round(10 * s), lay.mine.bottom - round(8 * s))
        # under the panel's title, which takes two lines where the panel is narrow for its words
        heads, px = characters_title(t("Your characters"), frame.text(13), lay.char_panel.width - round(20 * s))
        cards_y = max(lay.mine.y + frame.room(30, 22), lay.mine.y + round(8 * s) + len(heads) * line_height(px) + round(4 * s))
        lay.characters = pygame.Rect(lay.char_panel.x + round(10 * s), cards_y,
                                     lay.llama_source.left - round(12 * s) - lay.char_panel.x - round(10 * s),
                                     lay.card_h + round(6 * s))
        lay.estate = pygame.Rect(mid.x, lay.supply.bottom + gap, mid.width, lay.mine.top - gap - lay.supply.bottom - gap)
        # Objectives above the log in the right column.
        if objectives:
            obj_h = objectives_header(s, frame.text_scale) + round(2 * s) + objectives * objective_row_height(frame)
            lay.objectives = pygame.Rect(frame.log.x, top, frame.log.width, obj_h)
            log_top = lay.objectives.bottom + gap
            frame.log = pygame.Rect(frame.log.x, log_top, frame.log.width, max(round(80 * s), frame.log.bottom - log_top))
        else:
            frame.log = pygame.Rect(frame.log.x, top, frame.log.width, frame.log.bottom - top)
        _log_under_the_rival(frame, lay, gap)
        buttons_closer(frame)  # a log that is a summary over the buttons: two more lines
        frame.status_y = lay.estate.bottom - frame.room(44, 34)
        lay.foot = max(0, lay.estate_view_rect().bottom - frame.status_y + round(4 * s))
        # the status line stands on your estate's panel (so does the hint), two lines at most at
        # the table's large words (19 px at 100%, 15 px at the player's Size above it): at 150% its
        # two lines at 28 px stood over a fifth of the field and your estate was fitted above them
        ts = frame.text_scale
        one = round(34 * ts)
        tall = one + max(round(19 * 1.3), round(text_px(ts, 15) * 1.3))
        frame.status_room = pygame.Rect(lay.estate.x + round(6 * s), frame.status_y + one - tall,
                                        lay.estate.width - round(12 * s), tall)
        lay.snug = lay.estate_view_rect().height - (tall + round(6 * ts)) < SNUG_FIELD * h
        if lay.snug and wide_field(lay.estate_view_rect()):  # the status line may go to the field's
            # corner, your estate then taking the field's whole height (``LlamalandLayout.place_status``)
            lay.at_foot = (frame.status_room, frame.status_y, frame.status_lines, lay.foot)
            room, y, lines = frame.status_room, frame.status_y, frame.status_lines
            lay.corner = status_beside(frame, lay.estate_view_rect(), s)
            frame.status_room, frame.status_y, frame.status_lines = room, y, lines
        frame.message_y = lay.estate.y + lay.header  # a message stands in the field, under its title (behind the estate)
        return lay

    def estate_view_rect(self) -> pygame.Rect:
        """Your estate's drawing area inside its panel."""
        s = self.scale
        r = self.estate
        return pygame.Rect(r.x + round(6 * s), r.y + self.header, r.width - round(12 * s),
                           r.height - self.header - round(4 * s))


def _log_under_the_rival(frame: TableFrame, lay: LandLayout, gap: int) -> None:
    """At a large Size the objectives leave the log a line or two above the buttons; with one
    rival the left column under its panel is empty: the log goes there when it holds more
    lines (a summary that opens whole on click stays where it does not)."""
    if len(lay.opponents) != 1 or log_lines(frame.log.height, frame.text_scale) >= LOG_FLOOR:
        return
    rival = lay.opponents[0]
    room = pygame.Rect(rival.left, rival.bottom + gap, rival.width, lay.left.bottom - rival.bottom - gap)
    if log_lines(room.height, frame.text_scale) > log_lines(frame.log.height, frame.text_scale):
        frame.log = room


def stack_caption(text: str, size: int, stack: pygame.Rect) -> tuple[list[str], int]:
    """A stack's caption fitted to its slot: one line, or two where a long language's words
    are wider than the slot (they were cut at the slot's edges)."""
    return fit_box(text, size, (stack.width - 4, 2 * line_height(size)), True)


class LlamalandLayout(Layout):
    """The Llamaland table's rectangles (``lay``) and the ones that follow from them: the
    seat panels on the left, the objective spaces, your marker reserve, your character cards."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.lay = LandLayout()
        self._band: tuple[object, BubblePlace] | None = None

    def compute(self, size: tuple[int, int]) -> None:
        st = self.table.view.observation().state
        self.lay = LandLayout.compute(self.table.frame, len(st.objectives), self.table.match.num_players - 1)
        # the kit syncs the stage next, which places the estates in the new rectangles

    def log_whole(self, rect: pygame.Rect) -> pygame.Rect | None:
        """The whole log opens down its column, over the buttons (a click anywhere closes it),
        not up over the objectives: a playtest at 150% read the log to see who scored what on
        them, and the opened log hid them."""
        table = self.table
        if not self.lay.objectives.height or rect != table.frame.log:
            return None
        bottom = table.frame.size[1] - round(10 * table.scale)
        return pygame.Rect(rect.left, rect.top, rect.width, max(rect.height, bottom - rect.top))

    def stack_middle(self, index: int) -> tuple[int, int]:
        """Where the tile on stack ``index`` is drawn (its middle), above the stack's caption."""
        rect = self.lay.stacks[index]
        small = self.table.small(13)
        lines, px = stack_caption(t("in hand"), small, rect)  # the tallest caption a stack shows
        below = round(small * 1.3) if len(lines) == 1 else len(lines) * line_height(px) + 3
        return (rect.centerx, rect.top + (rect.height - below) // 2)

    def lesson_column(self) -> pygame.Rect | None:
        """In a guided game, the left part of your estate's field kept for the guide's bubble
        (your estate is fitted right of it, so the bubble never covers the squares a step
        asks for: at 150% it lay over the estate's top rows); None at a real game's table."""
        if getattr(self.table.mode, "guide", None) is None:
            return None
        field = self.lay.estate_view_rect()
        width = min(max(round(field.width * 0.34), round(200 * self.table.text_scale)), round(field.width * 0.45))
        return pygame.Rect(field.x, field.y, width, max(1, field.height - self.lay.foot))

    def bubble_text(self) -> tuple[str, str]:
        """The words of the bubble that shows now, with its tag ("Hint" or "Tip"); ("", "") for
        none. A tip is measured whole (not folded), with the Undo note the kit may add to it."""
        table = self.table
        coach = table.coach
        advice = coach.current()
        if advice is not None:
            return advice.text, t("Hint")
        if not coach.tips_on() or not table.my_turn() or table.animator.busy:
            return "", ""
        tip = cast(TipCoach, table.parts.coach).full_tip()
        return (f"{tip} {undo_tip()}", t("Tip")) if tip else ("", "")

    def tip_band(self) -> pygame.Rect | None:
        """Where the tip or hint bubble is drawn now (None: no bubble): its place, or, while
        the player points at a folded tip's tab, the whole tip's place over the field (asked
        for, a moment: your estate stays fitted beside the tab)."""
        plan = self._bubble_plan()
        if plan is None:
            return None
        return plan.whole if plan.tab is None or getattr(self.table.parts.stage, "tip_open", False) else plan.tab

    def message_apart(self, head: int, left: int, high: int) -> bool:
        """Whether a message ``high`` pixels tall finds its own room rather than a band at the
        top of your estate's field (over ``head`` pixels of bubble, right of ``left``): where
        the band would leave your estate under its floor."""
        plan = self._bubble_plan()
        if plan is not None:
            return plan.message_apart
        stage = cast(EstateStage, self.table.parts.stage)
        view = getattr(stage, "views", {}).get(self.table.viewer)
        if view is None or not high:
            return False
        box = view.fitted_box(head + high + 2 * round(6 * self.table.text_scale), stage.estate_foot(view), left)
        return box is None or box.height < OWN_FLOOR * self.table.frame.size[1]

    def fit_band(self) -> tuple[pygame.Rect, str] | None:
        """The bubble's place your estate is fitted clear of (``LlamalandStage.make_room``) and
        how: "beside" (a column at its field's left), "over" (a band across its top) or
        "corner" (a folded tip's tab in the field's free corner: the estate stays put)."""
        plan = self._bubble_plan()
        if plan is None:
            return None
        return (plan.whole, plan.how) if plan.tab is None else (plan.tab, plan.tab_how)

    def tip_folded(self) -> bool:
        """Whether the tip (or the hint) shows as its tab now (no place for its words leaves
        your estate its floor, and the player is not pointing at the tab)."""
        plan = self._bubble_plan()
        return plan is not None and plan.tab is not None and not getattr(self.table.parts.stage, "tip_open", False)

    def _bubble_plan(self) -> BubblePlace | None:
        """Where the bubble goes now (worked out once per text and layout)."""
        text, label = self.bubble_text()
        if not text:
            return None
        table = self.table
        stage = cast(EstateStage, table.parts.stage)
        view = getattr(stage, "views", {}).get(table.viewer)
        field = self.lay.estate_view_rect()
        s = table.text_scale
        gap = round(6 * s)
        foot = stage.estate_foot(view) if view is not None else self.lay.foot
        foot = max(foot, status_top(table.frame, field, self.lay.side))  # above the status line's corner
        high = stage.message_high(view, field.width - 2 * gap)
        enlarged = getattr(stage, "enlarged_seat", lambda: None)() is not None
        key = (text, label, tuple(field), foot, high, table.frame.size, s, table.scale,
               view.estate if view is not None else None, view.mode if view is not None else None,
               tuple(view.estate_box()) if view is not None and view.steady else None, enlarged)
        if self._band is None or self._band[0] != key:  # asked several times a frame
            # a rival's estate opened over your field: the hint folds to its tab, which the
            # estate is fitted clear of (the whole hint lay over the estate it opened)
            plan = self._place_bubble(text, label, view, foot, high, fold=enlarged)
            if high and plan.estate < OWN_FLOOR * table.frame.size[1]:
                # the message finds its own room off the estate, and the bubble folds to its tab
                # while it shows, so that there is room for it (one thing to read at a time)
                plan = replace(self._place_bubble(text, label, view, foot, 0, fold=True), message_apart=True)
            self._band = (key, plan)
        return self._band[1]

    def _place_bubble(self, text: str, label: str, view: EstateView | None, foot: int, high: int,
                      fold: bool = False) -> BubblePlace:
        """``_bubble_plan`` worked out: each place (a column of each of ``SIDE_SHARES`` of the
        field's width, or the band across its top) at each text size from the player's down to
        the table's at 100% (the kit's ``text_size`` steps down so), judged by how tall your
        estate stands beside it; the first size that leaves it ``OWN_FLOOR`` of the window's
        height takes its best place. Where none does (at 150% a band left the estate 58 px
        tall at 1366x768), or with ``fold``, the bubble folds to a tab in the field's corner."""
        table = self.table
        s = table.text_scale
        field = self.lay.estate_view_rect()
        pad, gap = round(8 * s), round(6 * s)
        size = table.small(15)
        least = min(size, max(12, round(15 * table.scale)))  # the kit's smallest tip (its ``text_size``)
        steady = view is not None and view.steady
        message = high + 2 * gap if high else 0  # a message stands at the field's top, above a column or tab

        def height(width: int, px: int, words: str = text) -> int:
            room = width - text_width(label, px, True) - round(20 * s) - round(24 * s)
            return len(wrap(words, px, room)) * round(px * 1.35) + round(16 * s)  # every line: the place holds them

        def estate(head: int, left: int, clear_of: pygame.Rect | None = None) -> float:
            """How tall your estate stands fitted so (0: over ``clear_of``, or not kept clear)."""
            if view is None:
                return float("inf")
            # your estate stays where the layout put it (``EstateView.steady``): the bubble finds
            # a place clear of it; an estate that would be refitted is judged as refitted
            box = view.estate_box() if view.steady else view.fitted_box(head, foot, left)
            return 0.0 if box is None or (clear_of is not None and box.colliderect(clear_of)) else box.height

        def judged(place: pygame.Rect, how: str) -> tuple[float, pygame.Rect, str]:
            if how == "corner":
                return estate(message, 0, place), place, how
            if how == "beside":
                return estate(message, place.right - field.x + gap, place), place, how
            return estate(place.bottom - field.y + gap + message, 0, place), place, how

        floor = max(OWN_FLOOR * table.frame.size[1], BUBBLE_KEEP * estate(message, 0))
        best: tuple[float, pygame.Rect, str] | None = None
        for px in sorted({size, (size + least) // 2, least}, reverse=True):
            places = []
            room = field.height - foot - 2 * pad - message
            for share in SIDE_SHARES:
                side = round(field.width * share)
                tall = height(side, px)
                if side >= round(200 * table.scale) and tall <= room:
                    places.append(judged(pygame.Rect(field.x + pad, field.y + pad + message, side, tall), "beside"))
                    if steady:  # your estate stays put: the column may stand on its right too
                        right = pygame.Rect(field.right - pad - side, field.y + pad + message, side, tall)
                        places.append(judged(right, "beside"))
            width = field.width - 2 * pad
            over_y = field.y + (message if steady else round(2 * s))  # under the message's band
            places.append(judged(pygame.Rect(field.x + pad, over_y, width, height(width, px)), "over"))
            tallest = max(places, key=lambda place: place[0])
            if best is None or tallest[0] > best[0]:
                best = tallest
            if tallest[0] >= floor and not fold:
                return BubblePlace(tallest[1], tallest[2], estate=tallest[0])
        assert best is not None
        words = tip_tab()
        width = text_width(label, size, True) + round(20 * s) + round(24 * s) + text_width(words, size) + round(4 * s)
        tab = pygame.Rect(field.x + pad, field.y + pad + message, width, height(width, size, words))
        if steady:  # the tab goes to the first of the field's corners clear of your estate
            low = field.bottom - foot - pad - tab.height
            corners = [tab, tab.move(field.right - pad - tab.right, 0), pygame.Rect(tab.x, low, *tab.size),
                       pygame.Rect(field.right - pad - tab.width, low, *tab.size)]
            box = view.estate_box() if view is not None else pygame.Rect(0, 0, 0, 0)

            def over(corner: pygame.Rect) -> int:
                clip = corner.clip(box)
                return clip.width * clip.height

            tab = min(corners, key=over)  # none clear (an estate that fills its field): the one over least of it
        folded = max((judged(tab, how) for how in ("corner", "beside", "over")), key=lambda place: place[0])
        if folded[0] <= best[0] and not fold and (best[0] > 0 or view is None or not view.steady):
            return BubblePlace(best[1], best[2], estate=best[0])
        # opened, the tip lies over the field a moment: across it, at the largest words it holds
        room, across = field.height - foot - round(2 * s), field.width - 2 * pad
        px = next((px for px in range(size, least, -1) if height(across, px) <= room), least)
        whole = pygame.Rect(field.x + pad, field.y + round(2 * s), across, height(across, px))
        return BubblePlace(whole, "over", tab, folded[2], folded[0])

    def place_status(self, view: EstateView | None) -> bool:
        """In a short wide field, the status line stands in the field's corner where your estate
        is larger beside it than above it at the foot (``status_side.py``); whether it moved."""
        lay, frame = self.lay, self.table.frame
        if not lay.corner or lay.at_foot is None or view is None:
            return False
        field = lay.estate_view_rect()
        corner = corner_is_better(view, field, lay.corner, lay.at_foot[3], bool(lay.side))
        if corner == bool(lay.side):
            return False
        if corner:
            lay.side, lay.foot = status_beside(frame, field, lay.scale), 0
        else:
            frame.status_room, frame.status_y, frame.status_lines, lay.foot = lay.at_foot
            lay.side = 0
        self._band = None  # the bubble's place is found again
        return True

    def own_view_rect(self) -> pygame.Rect:
        """Where your estate is drawn: its whole field, or right of a lesson's column."""
        field = self.lay.estate_view_rect()
        field.width -= self.lay.side  # the status line's corner (a short field)
        column = self.lesson_column()
        if column is None:
            return field
        gap = round(6 * self.table.scale)
        return pygame.Rect(column.right + gap, field.y, max(1, field.right - column.right - gap), field.height)

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """Your estate as it is drawn (not the field around it, which a message may use); the
        tile stacks, the open characters and your llama cards."""
        lay = self.lay
        field = lay.estate_view_rect()
        views = getattr(self.table.parts.stage, "views", {})
        view = views.get(self.table.viewer)
        own = (view.estate_box().clip(view.rect) if view is not None and view.rect in (field, self.own_view_rect())
               else field)
        return {"own": [own], "choices": [*lay.stacks, *lay.row, *lay.columns]}

    def rival_beside(self) -> bool:
        """A wide, short field (most windows): a rival's sheet stands beside their enlarged
        estate, which keeps the field's whole height; a tall one puts the sheet above it."""
        field = self.lay.estate_view_rect()
        return field.width >= 2 * field.height

    def rival_lines(self, seat: int) -> tuple[list[str], int]:
        """The rival sheet's lines (how far ``seat`` is on each objective) and its columns.
        Beside the estate: one column, of words where each line fits whole, else of counts
        ("Diversity: 0/6"). Above it: two columns of words, else of counts, else one. So the
        sheet stays small, the estate stays large, and no word is cut."""
        state = self.table.view.observation().state
        s = self.table.scale
        size = self.table.small(13)
        beside = self.rival_beside()
        column = (self._sheet_width(seat) - round(20 * s)) // (1 if beside else 2) - round(8 * s)
        player = state.players[seat]
        titles = [t(OBJECTIVES[key].title.replace(" (golden)", "")) for key in state.objectives]
        words = [t("{title}: {progress}", title=title, progress=progress_words(key, player))
                 for title, key in zip(titles, state.objectives)]
        columns = 1 if beside else 2
        if beside and self._sheet_paired(seat):  # one column would run under the status line
            return counts_of(titles, state.objectives, player), 2
        if all(text_width(line, size) <= column for line in words):
            return words, columns
        counts = counts_of(titles, state.objectives, player)
        return counts, columns if all(text_width(line, size) <= column for line in counts) else 1

    def _sheet_floor(self) -> int | None:
        """How low a rival's sheet may reach: above the status line's room (its two lines), or
        None where the table has no such room."""
        room = self.table.frame.status_room
        return None if room is None else room.top - round(6 * self.table.scale)

    def _sheet_rows_high(self, rows: int) -> int:
        size = self.table.small(13)
        return round(size * 1.7) + rows * round(size * 1.35) + round(20 * self.table.scale)

    def _sheet_top(self, seat: int) -> int:
        """The sheet's top: under the field's title line, or, beside the estate where one column
        of it would run under the status line, level with the title (whose words end left of
        it: "Pablo's estate · click to keep it open")."""
        s = self.table.scale
        box = self.lay.estate
        top = box.y + self.lay.header + round(2 * s)
        floor = self._sheet_floor()
        if not self.rival_beside() or floor is None or top + self._sheet_rows_high(self._objective_count()) <= floor:
            return top
        title_end = box.x + round(12 * s) + text_width(self.rival_title(seat), self.table.small(15), True)
        right = self.lay.estate_view_rect().right
        if title_end + round(8 * s) <= right - self._sheet_width(seat, paired=False):
            return box.y + round(5 * s)
        return top

    def _objective_count(self) -> int:
        return len(self.table.view.observation().state.objectives)

    def _sheet_paired(self, seat: int) -> bool:
        """Whether a sheet beside the estate takes two columns of counts ("Herd: 0/4"): one
        column, even level with the title, would reach under the status line (at 150% on
        1366x768 its last line, "Many levels: 0/4", lay under the two-line status)."""
        floor = self._sheet_floor()
        if floor is None or not self.rival_beside():
            return False
        return self._sheet_top(seat) + self._sheet_rows_high(self._objective_count()) > floor

    def rival_title(self, seat: int) -> str:
        """The enlarged estate's title line: whose estate, and what a click does."""
        stage = self.table.parts.stage
        pinned = getattr(stage, "pinned", None)
        hint = t("click to close") if pinned == seat else t("click to keep it open")
        phone = getattr(getattr(stage, "phone_turn", None), "seat", None)
        if seat == phone and seat not in (pinned, getattr(stage, "hover_seat", None)):
            hint = phone_hint()  # shown for its turn on a phone (``phone_turn.py``)
        return t("{name}'s estate  ·  {hint}", name=self.table.names[seat], hint=hint)

    def rival_story(self, seat: int) -> list[str]:
        """The sheet's last lines: the rival's latest turn in words (``turn_story.py``), so that
        what a bot did can be read again after the bots have played, wrapped to the sheet."""
        story = cast(EstateStage, self.table.parts.stage).told_turn(seat)
        if not story:
            return []
        s = self.table.scale
        size, width = self.table.small(13), self._sheet_width(seat) - round(20 * s)
        lines = wrap(t("Last turn: {story}", story=story), size, width)
        # the sheet stays small (the estate beside it stays large) and above the status line
        most = STORY_LINES
        status = self.table.frame.status_room
        if status is not None:
            most = min(most, (status.top - round(6 * s) - self.rival_sheet(seat, story=False).bottom) // round(size * 1.35))
        if most <= 0:
            return []
        if len(lines) > most:
            lines = lines[:most - 1] + [fit_text(" ".join(lines[most - 1:]), size, width)]
        return lines

    def _sheet_width(self, seat: int, paired: bool | None = None) -> int:
        """The sheet's width: beside the estate a share of the field, wider where it takes two
        columns of counts, each whole (``_sheet_paired``)."""
        s = self.table.scale
        field = self.lay.estate_view_rect()
        if not self.rival_beside():
            return self.lay.estate.width - round(20 * s)
        width = max(round(220 * s), round(field.width * 0.42))
        if paired if paired is not None else self._sheet_paired(seat):
            state = self.table.view.observation().state
            titles = [t(OBJECTIVES[key].title.replace(" (golden)", "")) for key in state.objectives]
            widest = max((text_width(line, self.table.small(13))
                          for line in counts_of(titles, state.objectives, state.players[seat])), default=0)
            width = min(max(width, 2 * (widest + round(8 * s)) + round(20 * s)), round(field.width * 0.6))
        return width

    def rival_sheet(self, seat: int, story: bool = True) -> pygame.Rect:
        """A rival's llama cards and their progress on each objective, beside their enlarged
        estate or above it (``rival_beside``): the estate is fitted clear of it, so nothing
        covers it; with ``story``, the rival's last turn under the lines (``rival_story``)."""
        s = self.table.scale
        box = self.lay.estate
        lines, columns = self.rival_lines(seat)
        rows = -(-len(lines) // columns) + (len(self.rival_story(seat)) if story else 0)
        height = self._sheet_rows_high(rows)
        width = self._sheet_width(seat)
        top = self._sheet_top(seat)
        if self.rival_beside():
            right = self.lay.estate_view_rect().right
            sheet = pygame.Rect(right - width, top, width, height)
            # over the status line at its foot (1366x768, 150%: "Many levels" under it), the
            # sheet rises beside the title line where the title ends left of it
            status, gap = self.table.frame.status_room, round(4 * s)
            if status is not None and sheet.bottom > status.top - gap and sheet.left > self._title_end(seat) + gap:
                sheet.top = max(box.y + round(6 * s), status.top - gap - height)
            return sheet
        return pygame.Rect(box.x + round(10 * s), top, width, height)

    def _title_end(self, seat: int) -> int:
        """Where the enlarged estate's title line ends at its longest (the painter's words; the
        phone's only while ``seat`` plays on its phone)."""
        box, size = self.lay.estate, self.table.small(15)
        hints = [t("click to close"), t("click to keep it open")]
        if getattr(getattr(self.table.parts.stage, "phone_turn", None), "seat", None) == seat:
            hints.append(phone_hint())
        return box.x + round(12 * self.table.scale) + max(
            text_width(t("{name}'s estate  ·  {hint}", name=self.table.names[seat], hint=hint), size, True)
            for hint in hints)

    def rival_view(self, seat: int) -> pygame.Rect:
        """Where a rival's enlarged estate is drawn: the field beside the sheet, or below it."""
        view = self.lay.estate_view_rect()
        sheet = self.rival_sheet(seat)
        gap = round(6 * self.table.scale)
        if self.rival_beside():
            return pygame.Rect(view.x, view.y, max(1, sheet.left - gap - view.x), view.height)
        top = sheet.bottom + gap
        return pygame.Rect(view.x, top, view.width, max(1, view.bottom - top))

    def opponents(self) -> list[int]:
        """The other seats in their places (their panels top to bottom): the kit's ``around``."""
        return self.table.sight.around()

    def panel_rect(self, seat: int) -> pygame.Rect:
        if seat == self.table.viewer:
            return self.lay.mine
        others = self.opponents()
        return self.lay.opponents[others.index(seat)] if seat in others else self.lay.mine

    def objective_row(self, index: int) -> pygame.Rect:
        s, frame = self.table.scale, self.table.frame
        box = self.lay.objectives
        each = objective_row_height(frame)
        return pygame.Rect(box.x + round(6 * s), box.y + objectives_header(s, frame.text_scale) + index * each,
                           box.width - round(12 * s), each - round(3 * s))

    def space_rect(self, index: int, space: int) -> pygame.Rect:
        """Space ``space`` (0-2) of objective card ``index``."""
        row = self.objective_row(index)
        d = row.height
        return pygame.Rect(row.right - (3 - space) * (d + 3), row.y, d, d)

    def reserve_rect(self) -> pygame.Rect:
        """Your markers not yet on a card (bottom-right of your seat panel)."""
        s = self.table.scale
        head = self.lay.mine_head
        size = max(16, round(20 * s))
        return pygame.Rect(head.right - round(10 * s) - round(74 * s), head.bottom - round(8 * s) - size,
                           round(74 * s), size)

    def character_rects(self, cards: tuple[int, ...] | list[int]) -> list[tuple[int, pygame.Rect]]:
        """Where your character ``cards`` lie in your collection, overlapping when many."""
        box = self.lay.characters
        if not cards:
            return []
        w, h = self.lay.card_w, self.lay.card_h
        gap = round(6 * self.table.scale)
        if len(cards) * (w + gap) - gap > box.width:  # a narrow panel: smaller cards before they overlap
            smaller = max(round(w * 0.75), (box.width + gap) // len(cards) - gap)
            w, h = smaller, round(h * smaller / w)
        step = min(w + gap, (box.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
        return [(card, pygame.Rect(box.x + i * step, box.y + 2, w, h)) for i, card in enumerate(cards)]


def layout_of(table: Table) -> LlamalandLayout:
    """The Llamaland layout part of ``table``."""
    layout = table.parts.layout
    assert isinstance(layout, LlamalandLayout)
    return layout
