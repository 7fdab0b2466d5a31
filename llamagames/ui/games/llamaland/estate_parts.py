"""What the Llamaland table keeps track of between frames (pieces in flight, the tile in
hand) and the words that label them and the choices offered; the kit's parts are in ``ui/table/parts.py``."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....i18n import t
from ....rules.llamaland import Feed, LlamalandState, Place, PlaceMarker, UseCharacter
from ....rules.llamaland.components import (
    COIN,
    COINS_PER_CROP,
    CROP_NAMES,
    CROPS,
    FEED_COST,
    MARKERS_PER_PLAYER,
    OBJECTIVES,
)
from ....rules.llamaland.components import HUT as HUT_ICON
from ....rules.llamaland.estate import FRONT
from .amounts import crop_amount, crop_word
from .gains import Gains
from .projection import Cell

FLY_TIME = 0.32
"""Seconds a bot's tile takes from its stack to its estate."""
TAKE_TIME = 0.22
TURN_TIME = 0.14
"""Seconds of the turn or flip animation of a dragged tile."""
GOODS_TIME = 0.26
RIVAL_ROOM = 0.12
"""Squares of table fitted around a rival's estate in its panel: no tile is dropped there, so
it keeps only a sliver (half a square each side left a rival's estate 100 px tall in a 312 px
panel at 150% on 1920x1080)."""
OPPONENT_LINES = 44
"""Height (at scale 1) of the two collection lines under an opponent's estate."""
HOME_ZOOM = 1.0
"""Your estate's zoom when it is fitted (the room around it is ``HOME_ROOM``)."""
HOME_ROOM = (1.3, 0.9, 0.5)
"""Squares of table fitted around your estate (across, behind, in front), so that a tile
dropped beside it is in view: the ring of squares where a tile may go, on every side (the
field is wide, so room across costs nothing, while room behind and in front shrinks the estate:
a row in front is 0.66 of a square's width deep on screen, and the fit's margin gives the rest). The room behind also holds a first game's tip and a
message (``layout.py``), so they stand over the table rather than over the back row."""
SNUG_ROOM = (1.3, 0.15, 0.5)
"""``HOME_ROOM`` where your estate's field is short (``LandLayout.snug``: the words at a large
Size take its height): the room behind shrinks to a sliver and the field's title line above
stands in its place, as a tip's band does (``estate_view.HEAD_BEHIND``), so the grown words
cost the estate less (four seats at 150% text on 1366x768: it kept 70% of its 100% size, now
over 80%)."""
SNUG_FIELD = 0.4
"""A field whose height, less the status line's room at its foot, is under this share of the
window's is short: your estate is fitted with ``SNUG_ROOM`` (at 100% text it is about 45%)."""
ENLARGE_DELAY = 0.35
"""Seconds the pointer rests on an opponent's estate before it is shown large."""
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
"""The keyboard's tile moves one square per arrow (the best spot is the hint's, H)."""
STACK_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}


@dataclass
class Flyer:
    """An image on its way across the table (a tile, a crop, a card); gone once it lands."""

    image: pygame.Surface
    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0
    done: bool = False
    hold: bool = False
    """Stays where it landed (a bot's tile in hand, until it is placed)."""


@dataclass
class TileDrag:
    """The tile in the viewer's hand, dragged with the mouse or steered with the keys."""

    shape: str
    tile: int
    keyboard: bool = False
    carried: bool = False
    """Picked up by a click: it follows the pointer with no button held, and the next click
    lays it (or, off the estate, puts it back)."""
    face: str = FRONT
    rot: int = 0
    pos: tuple[int, int] = (0, 0)
    anchor: Cell | None = None
    level: int = 1
    action: Place | None = None
    reason: str | None = None
    foundations: int = 0
    earns: str = ""
    """What the placement pays as the rules pay it ("3 corn, 1 coin and a character")."""
    gains: Gains = field(default_factory=lambda: Gains())
    """The same, as items: the label's "you earn this" icons and its short words."""
    covered: list[tuple[Cell, str]] = field(default_factory=list)
    """The tile's squares from its corner, each with the icon it covers ("" for none): the
    label's small map of what lies under the tile (``gains.covered_squares``)."""
    held: int = 0
    """The tile's square the hand holds (see ``pivot.py``): turns and flips spin about it."""
    pivot: tuple[Cell, tuple[int, int]] | None = None
    """The estate square the held square was on when the tile was turned or flipped with the
    mouse, and where the pointer was: it stays on that square until the pointer moves
    (``LlamalandStage._reorient``)."""
    exact: bool = True
    """The held square lies under the pointer (False: the ghost moved to a legal spot nearby)."""
    spin: Spin = field(default_factory=lambda: Spin())


@dataclass
class Spin:
    """The turn/flip animation of a dragged tile: an angle and a horizontal squash."""

    angle: float = 0.0
    squash: float = 1.0


def earnings(icons: list[str]) -> str:
    """What covering ``icons`` gives, in words: "2 corn, 1 coin and a character"."""
    parts = []
    for crop in CROPS:
        if icons.count(crop):
            parts.append(crop_amount(crop, icons.count(crop)))
    coins = icons.count(COIN)
    if coins:
        parts.append(t("{count} coin", count=coins) if coins == 1 else t("{count} coins", count=coins))
    huts = icons.count(HUT_ICON)
    if huts:
        parts.append(t("a character") if huts == 1 else t("{count} characters", count=huts))
    if len(parts) > 1:
        return t("{items} and {last}", items=t(", ").join(parts[:-1]), last=parts[-1])
    return "".join(parts)


def feed_label(action: Feed) -> str:
    crops = FEED_COST - action.coins // COINS_PER_CROP
    name = crop_word(action.crop, crops)
    if action.coins == 0:
        return t("Pay {count} {crop}", count=crops, crop=name)
    if crops == 0:
        return t("Pay {coins} coins", coins=action.coins)
    return t("Pay {count} {crop} + {coins} coins", count=crops, crop=name, coins=action.coins)


def trade_label(action: UseCharacter) -> str:
    def word(item: str) -> str:
        return t("{count} coin", count=1) if item == "coin" else crop_amount(item, 1)
    return t("Give {given}, get {got}", given=word(action.give), got=word(action.get))


def marker_label(action: PlaceMarker) -> str:
    """Where the marker comes from: the reserve, or the objective card it leaves."""
    if not action.source:
        return t("From your reserve")
    return t("Move it from {card}", card=t(OBJECTIVES[action.source].title))


def goods_words(crops: int, crop: str, coins: int) -> str:
    """How much of one crop and of coins a player holds, in words: "2 corn, 1 coin"."""
    coin_words = t("{count} coin", count=coins) if coins == 1 else t("{count} coins", count=coins)
    return t("{goods}, {coins}", goods=crop_amount(crop, crops), coins=coin_words)


def feed_tip(crop: str, options: list[Feed], top_points: int | None) -> str:
    """What feeding a ``crop`` llama costs, said before anything is spent (the column's
    tooltip and the reason a click asks first): the cheapest way the player can pay now
    (``options``, cheapest first), or the price when they cannot."""
    if top_points is None:
        return t("No {crop} llama cards are left.", crop=t(CROP_NAMES[crop]))
    if options:
        return t("Feed a {crop} llama for the {points}-point card: {price}. Undo (U) takes it back.",
                 crop=t(CROP_NAMES[crop]), points=top_points, price=feed_label(options[0]))
    return t("A {crop} llama costs {count} {crops} (2 coins stand in for a crop); the top card is worth {points} points.",
             crop=t(CROP_NAMES[crop]), count=FEED_COST, crops=crop_word(crop, FEED_COST), points=top_points)


def first_feed_words(action: Feed) -> str:
    """Said after the player's first feed: what it cost, and how to take it back."""
    return t("You fed a {crop} llama ({price}). Changed your mind? Undo (U) takes it back.",
             crop=t(CROP_NAMES[action.crop]), price=feed_label(action))


def feed_worth(action: Feed, crops: int, coins: int) -> str:
    """What feeding this way leaves of ``crops`` (of the llama's crop) and ``coins``."""
    paid = FEED_COST - action.coins // COINS_PER_CROP
    return t("{goods} left", goods=goods_words(crops - paid, action.crop, coins - action.coins))


def held_words(item: str, count: int) -> str:
    """``count`` of a crop or of coins (``item`` "coin", as in ``UseCharacter``), in words."""
    if item == "coin":
        return t("{count} coin", count=count) if count == 1 else t("{count} coins", count=count)
    return crop_amount(item, count)


def trade_worth(action: UseCharacter, held: dict[str, int]) -> str:
    """What a player holds of both goods after the trade: "then 0 corn, 2 cacao"."""
    after = {action.give: held[action.give] - 1, action.get: held[action.get] + 1}
    return t("then {first}, {second}", first=held_words(action.give, after[action.give]),
             second=held_words(action.get, after[action.get]))


def markers_left(state: LlamalandState, seat: int) -> int:
    """Markers ``seat`` still holds beside the estate: with none, the marker step may only move
    one, and the table never asks for or offers a new one (a playtest was asked for one)."""
    return MARKERS_PER_PLAYER - len(state.markers_of(seat))
