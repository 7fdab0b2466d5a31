"""The Block chain as a player reads it: one line per card on the chain, from the action
to the last Block ("Pablo plays an Attack on your shelter 2.", "Dolly blocks Pablo's
Attack.", "You block Dolly's Block."), and the panel that shows them over the table mat.

The panel stands where the mat and your shelter row are, between the top seat panels and
the hand, clear of the side panels, so its sentences always have a whole line (they wrap,
never shorten). The same panel is the Block prompt (with its answers) and what the table
shows while bots answer (with who is thinking), so a chain reads the same in both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.core import Narrator
from ....rules.languages import en
from ....rules.llamagedon import narrate
from ....rules.llamagedon.actions import Recover
from ....rules.llamagedon.cards import ATTACK, BLOCK, DRAW2, PROTECT, STEAL, SWAP
from ....rules.llamagedon.turns import link_cards
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT
from ...text import draw_text, rounded_panel, wrap
from ...widgets.cards import CardImages, CardSprite, card_height
from . import art
from .looks import NIGHT_DEEP, RESOURCE_LOOK
from .standing import cancelled, standing_words
from .type_scale import LABEL, LEAD, NOTE, TITLE

if TYPE_CHECKING:
    from ...table.kit import Table

CARD_NAMES = {ATTACK: "Attack", STEAL: "Steal", SWAP: "Swap", DRAW2: "Draw 2", PROTECT: "Protect", BLOCK: "Block"}
"""A card's name inside a chain sentence ("Dolly blocks Pablo's Attack.")."""


def card_word(action: Any) -> str:
    """The name of what a link put on the chain: its card, or "three colours"."""
    if isinstance(action, Recover):
        return t("three colours")
    return t(CARD_NAMES[link_cards(action)[0]])


def block_sentence(seat: int, owner: int, card: str, narrator: Narrator) -> str:
    """"Dolly blocks Pablo's Attack." (the viewer is "you", a seat's own card "their own")."""
    me = narrator.viewer
    if seat == owner:
        whose = t("your own") if seat == me else t("their own")
    else:
        whose = t("your") if owner == me else t("{name}'s", name=en.name(narrator, owner))
    if seat == me:
        return t("You block {whose} {card}.", whose=whose, card=card)
    return t("{name} blocks {whose} {card}.", name=en.name(narrator, seat), whose=whose, card=card)


def link_sentences(chain: Sequence[Any], narrator: Narrator) -> list[str]:
    """One sentence per link: what the action does, then which card of whose each Block stops."""
    if not chain:
        return []
    first = chain[0]
    rows = [narrate.chain_sentence(str(first.action), first.seat, None, narrator)]
    for before, link in zip(chain, chain[1:]):
        rows.append(block_sentence(link.seat, before.seat, card_word(before.action), narrator))
    return rows


def answer_words(chain: Sequence[Any]) -> tuple[str, str]:
    """The Block question's two answers, each saying what it does to the action as the chain
    stands: "Block: stop it (K)" / "Let it happen (L)", and once a Block cancelled it, "Block
    the Block (K)" / "Let the Block stand (L)" (a playtest could not tell what "Block: it
    happens" / "Leave it cancelled" did; the panel's sentences name the card and say where the
    chain stands). Short enough that both stand beside the "Ask me only" box in one
    row: answers naming the card ("Block: the Attack is cancelled") took a second row, and the
    panel covered the mat, the deck and the top of your shelter row. The same words whatever
    the asked hand holds: the laptop's player is asked in every window where friends read the
    screen."""
    if cancelled(chain):
        return t("Block the Block (K)"), t("Let the Block stand (L)")
    return t("Block: stop it (K)"), t("Let it happen (L)")


def action_words(chain: Sequence[Any]) -> str:
    """The chain's action as an answer names it: "the Attack" (three colours played: "the action")."""
    action = getattr(chain[0], "action", None) if chain else None
    if action is None or isinstance(action, Recover):
        return t("the action")
    return t("the {card}", card=card_word(action))


@dataclass
class ChainRow:
    """One link as drawn: its cards, its sentence broken into lines, and its height."""

    cards: tuple[int, ...]
    lines: list[str]
    height: int


@dataclass
class ChainPanel:
    """Where the chain's panel and its parts go for one window and one chain."""

    rect: pygame.Rect
    rows: list[ChainRow]
    title: str
    footer: list[str]
    """Where the chain stands and who answers now, broken into lines."""
    text_px: int
    title_px: int
    card_w: int
    answers_h: int
    """Room kept at the bottom for the Block prompt's two answers (0 when not asked)."""
    pad: int = 0
    """The margin above the first row where narrower than the usual (0: the usual, 12 px scaled)."""


def panel_room(table: Table, top: int, bottom: int | None = None) -> pygame.Rect:
    """The free band for the panel, centred on the window: below ``top``, above ``bottom``
    (the hand, by default), clear of the seat panels, the move log and the buttons beside it."""
    w, h = table.frame.size
    s = table.scale
    if bottom is None:
        bottom = h - card_height(round(96 * s)) - round(12 * s)
    half = w // 2 - round(12 * s)
    things = [table.panel_rect(seat) for seat in range(table.match.num_players)]
    log = table.frame.log  # the log's column down to the foot (a review's strip lies under the log)
    things += [pygame.Rect(log.left, log.top, log.width, h - log.top) if log.width else log] + list(table.frame.buttons)
    for rect in things:
        if rect.bottom <= top or rect.top >= bottom or rect.width == 0:
            continue
        if rect.centerx < w // 2:
            half = min(half, w // 2 - rect.right - round(10 * s))
        else:
            half = min(half, rect.left - w // 2 - round(10 * s))
    half = max(half, 0)
    return pygame.Rect(w // 2 - half, top, 2 * half, max(0, bottom - top))


def answers_height(scale: float, pieces: float) -> int:
    """The answers' band at the panel's foot: its buttons hold one line of words."""
    return max(round(62 * pieces), round(button_height(scale, pieces) + 20 * pieces))


def button_height(scale: float, pieces: float) -> int:
    """An answer button's height: as at the table's own scale, or as its words need."""
    return max(round(42 * pieces), round(max(12, round(15 * scale)) * 1.8))


def plan_panel(room: pygame.Rect, chain: Sequence[Any], sentences: Sequence[str], title: str, footer: str,
               scale: float, asked: bool, cover_to: int = 0, pieces: float | None = None,
               cover_from: int | None = None, answer_rows: int = 1, card_share: float = 1.7) -> ChainPanel:
    """The panel for ``sentences`` in ``room``: as wide as it may be up to 660 px (scaled),
    every sentence wrapped whole; the text shrinks a step when five links do not fit. It is as
    tall as its words: it stays above ``cover_from`` (the top of your shelter row) when it fits
    there, and when it reaches past it, it reaches down to ``cover_to`` (the row is hidden whole,
    not cut by its edge). Without ``cover_from`` it always reaches ``cover_to``.
    ``scale`` is the words' scale; the cards beside them are never larger than at the table's
    own ``pieces`` scale (at a larger Size the words grow, the cards do not). ``answer_rows``:
    the rows of answer buttons kept at its foot when ``asked``; ``card_share``: a link's card
    width for a line of its words (smaller where the panel must be short: the rows are as tall
    as their cards)."""
    s = scale
    pieces = s if pieces is None else pieces
    answers_h = answers_height(s, pieces) + (answer_rows - 1) * (button_height(s, pieces) + round(10 * pieces)) \
        if asked else 0  # a second row where the answers' words do not share one (Japanese at 1024x640)
    steps = [max(12, round(k * s)) for k in (LEAD, LABEL, NOTE, 12, 11, 10)]
    if s > 1:  # a larger Size steps down the table's own scale only (grown by the Size), the panel
        # growing wider first: at 1024x600 and 150% a Japanese chain of five ran its answers off the window
        steps = [px for px in steps if px >= round(NOTE * s)] or [round(NOTE * s)]
    widths = [min(room.width, round(660 * s))]
    if room.width > widths[0]:
        widths.append(room.width)
    tries = [(px, w) for w in widths for px in (steps if w == widths[-1] else steps[:-1] or steps)]
    for text_px, width in tries:
        card_w = max(22 if text_px > 12 else 18, round(min(text_px, LEAD * pieces) * card_share))  # smallest at the last step
        text_room = width - round(28 * s) - card_w - round(14 * s) - round(18 * s)
        rows: list[ChainRow] = []
        for index, (link, sentence) in enumerate(zip(chain, sentences)):
            cards = link_cards(link.action)
            lines = wrap(sentence, text_px, text_room, bold=index == len(sentences) - 1)  # the newest is bold
            line_h = round(text_px * 1.35)
            rows.append(ChainRow(cards, lines, max(card_height(card_w) + round(6 * s), len(lines) * line_h + round(8 * s))))
        title_px = max(14, min(round(TITLE * s), round(text_px * 1.4))) if title else 0
        foot = wrap(footer, text_px, width - round(28 * s)) if footer else []
        height = (round(16 * s) + round(title_px * 1.5) + sum(r.height for r in rows)
                  + len(foot) * round(text_px * 1.35) + round(8 * s) + answers_h + round(12 * s))
        if height <= room.height:
            break
    if cover_from is None or room.top + height > cover_from:
        height = max(height, min(cover_to, room.bottom) - room.top)
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (room.centerx, room.top)
    return ChainPanel(rect, rows, title, foot, text_px, title_px, card_w, answers_h)


def draw_panel(surface: pygame.Surface, panel: ChainPanel, cards: CardImages, scale: float) -> None:
    """The panel: its title, each link (cards left, words right; the newest in gold), the
    line saying where the chain stands."""
    s = scale
    rect = panel.rect
    rounded_panel(surface, rect.move(4, 6), (0, 0, 0), 100, radius=round(16 * s))
    rounded_panel(surface, rect, (16, 22, 50), 240, radius=round(16 * s), border=GOLD, border_width=2)
    x = rect.left + round(14 * s)
    y = rect.top + (panel.pad or round(12 * s))
    if panel.title:  # the band shown while others answer has none
        draw_text(surface, panel.title, panel.title_px, (x, y), GOLD, bold=True)
        y += round(panel.title_px * 1.5)
    text_x = x + panel.card_w + round(14 * s) + round(14 * s)
    line_h = round(panel.text_px * 1.35)
    for index, row in enumerate(panel.rows):
        newest = index == len(panel.rows) - 1
        if newest:
            band = pygame.Rect(rect.left + round(6 * s), y - round(2 * s), rect.width - round(12 * s), row.height)
            rounded_panel(surface, band, (60, 50, 30), 200, radius=round(8 * s))
        cx = x + panel.card_w // 2
        if len(row.cards) > 1:  # three colours: a tile each, no letters (at this size they ran over each other)
            slot = pygame.Rect(x, 0, panel.card_w + round(14 * s), card_height(panel.card_w))
            slot.centery = y + row.height // 2 - round(2 * s)
            colour_tiles(surface, row.cards, slot)
        for i, kind in enumerate(row.cards if len(row.cards) == 1 else ()):
            cards.draw(surface, CardSprite(kind, cx + i * round(7 * s), y + row.height // 2 - round(2 * s),
                                           width=panel.card_w), shadow_offset=1)
        top = y + (row.height - len(row.lines) * line_h) // 2 - round(2 * s)
        for j, line in enumerate(row.lines):
            draw_text(surface, line, panel.text_px, (text_x, top + j * line_h), GOLD if newest else CREAM,
                      bold=newest)
        y += row.height
    for j, line in enumerate(panel.footer):
        draw_text(surface, line, panel.text_px, (x, y + round(6 * s) + j * line_h), SKY_BRIGHT, shadow=INK)


def colour_tiles(surface: pygame.Surface, kinds: Sequence[int], slot: pygame.Rect) -> None:
    """Several Resources (three colours shown) as tiles of their colours, each with its
    material, stepping down across ``slot``: a card's corner letter at this size was squeezed
    and ran into the next card's (in the pseudo-language, bracketed letters over each other)."""
    side = max(8, min(slot.height * 10 // (10 + 5 * (len(kinds) - 1)), round(slot.width * 0.62)))
    steps = max(1, len(kinds) - 1)
    for i, kind in enumerate(kinds):
        tile = pygame.Rect(slot.left + (slot.width - side) * i // steps, slot.top + (slot.height - side) * i // steps, side, side)
        radius = max(2, side // 6)
        pygame.draw.rect(surface, NIGHT_DEEP, tile.inflate(2, 2), border_radius=radius + 1)
        if kind in RESOURCE_LOOK:
            pygame.draw.rect(surface, RESOURCE_LOOK[kind][0], tile, border_radius=radius)
        else:  # a Wild: the four colours in quarters
            half = side // 2
            for j, colour in enumerate(RESOURCE_LOOK):
                quarter = pygame.Rect(tile.left + (j % 2) * half, tile.top + (j // 2) * half, side - half, side - half)
                pygame.draw.rect(surface, RESOURCE_LOOK[colour][0], quarter)
        pygame.draw.rect(surface, CREAM, tile, max(1, side // 16), border_radius=radius)
        if kind in RESOURCE_LOOK:
            inner = round(side * 0.62)
            art.material(surface, pygame.Rect(tile.centerx - inner // 2, tile.centery - inner // 2, inner, inner), kind)


__all__ = ["CARD_NAMES", "ChainPanel", "ChainRow", "action_words", "colour_tiles", "answers_height", "block_sentence", "button_height", "card_word",
           "draw_panel", "link_sentences", "panel_room", "plan_panel", "standing_words"]
