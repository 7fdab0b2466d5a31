"""The sizes the Llamas & Alpacas geometry reads before it places anything: how large a card of
the row, of your board and of a rival's board may stand, how much the words around them
(the row's label, "Your starting card", a toast, the tip) take at the player's Size. Kept
apart from ``geometry.py`` so each figure is named once and the coach, the painter and the
layout checks read the same one."""

from __future__ import annotations

from ....i18n import t
from ....rules.alpacas.components import ROW_SIZE
from ...scale import MIN_TEXT, text_px
from ...table.layout import TableFrame
from ...text import fit_text, text_width, wrap

CARD_MAX = 96
"""The widest a card of the row stands (design pixels)."""
BOARD_MAX = 120
"""The widest a card of your board stands (design pixels)."""
MINI_MAX = 40
"""The widest a card of a rival's small board stands (design pixels)."""
BASE_WIDTH = 1280
"""The design's window width: narrower, the middle has no felt beside a two-line status line."""
BOARD_SHARE = 0.157
"""The tallest a card of your board stands, as a share of the window's height: what the status
line's two lines at the player's larger Size (150%) leave it on a laptop (1366x768, 1280x720),
so that it stands the same at 100% and at 150% on one window (sized from the room under the
status line at each Size it stood 98% of its 100% size at 150%: the larger words took it)."""
ROW_SHARE = 0.78
"""A row card's height against a card of your board where the height is shared (the row, then
three rows of your board): your board, which you read and plan on, gets the larger cards (at
1280x720 and 150% both stood at 13% of the height; the row keeps at least ``GOALS``' 11%)."""


def board_cap(height: int) -> int:
    """The widest a card of your board stands on a window ``height`` pixels high: its height
    ``BOARD_SHARE`` of the window's, whatever the player's Size (the window alone sets it)."""
    return int(height * BOARD_SHARE * 63 / 88)


def tip_least(frame: TableFrame) -> int:
    """The narrowest column that holds the tip beside your board: a few words a line at the
    player's Size; at a larger Size a little narrower, in more lines, so that the cards keep
    their 100% size and the tip still stands beside them (at 1366x768 and 150% the tip's
    column was 23 px short and the tip was cut under the status line)."""
    larger = frame.text_scale > frame.scale and frame.size[0] > BASE_WIDTH
    return frame.room(180, 100) if larger else frame.room(200, 120)


def tip_narrowest(frame: TableFrame) -> int:
    """The narrowest the tip's column beside your board gets where your board would otherwise
    stand short of its share at a larger Size: the player's words, a few to a line, in more
    lines (``geometry``: 1280x800 at 150%). Not narrower: where your board took the status
    line's third line in play, a 205 px column at 1280x800 set a long tip's words below their
    100% size (14 px); at 214 px they stay above it."""
    return frame.room(150, 100)


def plain_card(frame: TableFrame, height: int) -> int:
    """The width of the row's cards at 100% text on this window, as its ``height`` allows
    (the words at the geometry's own scale; the widest row reckoned): at a larger Size the
    room kept for a toast gives way until the cards stand at least this large."""
    s = frame.scale
    words = max(s, MIN_TEXT / 13)
    px = text_px(s, 13)
    widest = (ROW_SIZE + 2) * (round(CARD_MAX * s) + round(10 * s)) + round(26 * s)
    label = max(round(24 * s), len(row_label_lines(px, widest)) * round(px * 1.35) + round(10 * s))
    under_pile = max(round(28 * s), round(6 * s) + round(px * 1.45),
                     round(max(16, round(CARD_MAX * s * 0.3)) * 0.55) + round(8 * s))
    rest = (round(46 * words) + round(8 * s) + label + under_pile + round(62 * words)
            + toast_height(s, 3) + round(8 * s) + round(46 * s))
    return min(round(CARD_MAX * s), int((height - rest) // 4 * 63 / 88))


def toast_height(text_scale: float, lines: int) -> int:
    """A toast of ``lines`` lines (``table/toasts.py``'s sizes): the room kept for one above your board."""
    size = round(18 * text_scale)
    return lines * round(size * 1.35) + round(16 * text_scale)


def card_width(room: int, gap: int, labels: int, s: float, tallest: int) -> int:
    """The widest card that lets six row cards, the pile and the discard fit ``room`` and
    four rows of cards fit the height (``tallest``: the tallest card the height allows)."""
    card_w = round(CARD_MAX * s)
    for _ in range(2):  # the room between the piles depends on the cards' width, and the width on it
        apart = max(round(26 * s), labels - card_w - gap)
        card_w = min(round(CARD_MAX * s), (room - 2 * gap - apart) // (ROW_SIZE + 2) - gap, int(tallest * 63 / 88))
    return max(12, card_w)


def start_label_lines(px: int, card_w: int, s: float, name: str | None = None, within: bool = False) -> list[str]:
    """"Your starting card" over the card (``name``'s where the laptop is not that player):
    one line, or two where it is much wider than the card (large words: the board then moves
    left for the tip's column beside it); ``within``: as wide as the card, in up to three
    lines, where the felt beside your board is short (``AlpacasLayout.start_within``)."""
    text = t("Your starting card") if name is None else t("{name}'s starting card", name=name)
    whole = text_width(text, px, True)
    if within:  # whole words only (``wrap`` cuts a word longer than its width)
        lines = wrap(text, px, card_w + round(20 * s), bold=True)
        if len(lines) <= 3 and "".join(lines).replace(" ", "") == text.replace(" ", ""):
            return lines
    if whole <= card_w + round(60 * s):
        return [text]
    for width in (whole // 2 + px, whole * 3 // 4):  # "Your starting / card" where halves do not break
        lines = wrap(text, px, max(card_w + round(20 * s), width), bold=True)
        if len(lines) <= 2:
            return lines
    return [text]


def row_label_lines(text_px: int, width: int) -> list[str]:
    """The row's label in the lines its band has room for (one, or two at a large Size; what
    is left after two ends in an ellipsis)."""
    text = t("The row: the first card is free; each card skipped takes a treat")
    lines = wrap(text, text_px, width)
    if len(lines) > 2:
        rest = (" " if " " in text else "").join(lines[1:])
        lines = [lines[0], fit_text(rest, text_px, width)]
    return lines


def row_label_height(frame: TableFrame, room: int) -> int:
    """The room above the row for its label's lines (or the costs while dragging)."""
    px, s = frame.text(13), frame.scale
    widest_row = (ROW_SIZE + 2) * (round(CARD_MAX * s) + round(10 * s)) + round(26 * s)
    lines = len(row_label_lines(px, min(room - round(40 * s), widest_row)))  # a narrower row: measured again
    return max(round(24 * s), lines * round(px * 1.35) + round(10 * s))  # clear of the takeable cards' glow


__all__ = ["BASE_WIDTH", "BOARD_MAX", "BOARD_SHARE", "CARD_MAX", "MINI_MAX", "ROW_SHARE", "board_cap", "card_width",
           "plain_card", "row_label_height", "row_label_lines", "start_label_lines", "tip_least",
           "tip_narrowest", "toast_height"]
