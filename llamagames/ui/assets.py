"""The collection's art: SVG files in ``assets/`` turned into pygame surfaces at any size.

Everything is drawn as vectors so one set of art scales with the window. SVG is rendered by
``pygame.image.load_sized_svg`` (nanosvg), which draws no text, so numbers and titles are set
here with the Noto fonts that pygame-gui ships. Every surface is cached by its arguments;
the caches are small LRUs because a resizing window asks for many sizes. Returned surfaces
are shared: blit them, never draw on them (``.copy()`` first).
"""
from __future__ import annotations

import functools
import importlib.resources
import io
import math
import random
import struct
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Literal, TypeVar

import pygame

from .. import catalogue
from .palette import LLAMA_CARD_COLOURS

CARD_RATIO = 88 / 63
"""Poker proportions: height = round(width * CARD_RATIO)."""
LLAMA = 7
"""The card value used for the llama card."""
CARD_VALUES = (1, 2, 3, 4, 5, 6, LLAMA)
FIGURE_POSES = 6
"""Llama figure poses: 0 stand, 1 blink, 2 step with head tilt, 3 happy, 4 ear twitch, 5 chew."""
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)

PALETTE: dict[str, tuple[int, int, int]] = {
    "paper": (251, 243, 226),
    "sand": (232, 207, 159),
    "cream": (255, 248, 234),
    "terracotta": (200, 86, 47),
    "rust": (156, 59, 34),
    "ink": (74, 47, 34),
    "alpine": (47, 107, 69),
    "night": (27, 37, 70),
    "sky": (143, 208, 240),
    "sky_deep": (74, 163, 216),
    "gold": (242, 193, 78),
}
"""The Andes palette, shared with the pygame-gui theme."""

VALUE_COLOURS = LLAMA_CARD_COLOURS
"""Per card value: (main colour, dark colour). Colour is never the only signal on a card."""


def games() -> tuple[str, ...]:
    """Every game with art here: the catalogue's (its entries name the felt and the icon)."""
    return tuple(game.name for game in catalogue.games())


def _entry(game: str) -> catalogue.GameEntry:
    try:
        return catalogue.entry(game)
    except ValueError:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(games())}") from None

# Layout of the card SVGs (viewBox 630 x 880): corner index notch and central medallion.
_CW, _CH = 630.0, 880.0
_INDEX_CENTRE = (97.0, 112.0)     # centre of the top-left numeral
_INDEX_HEIGHT = 122.0             # ink height of a corner numeral
_MEDAL_CENTRE = (315.0, 440.0)
_MEDAL_HEIGHT = 200.0             # ink height of the central numeral
_CHIP_VIEW = 204.0
_CHIP_FACE_CENTRE_Y = 98.0
_TITLE_VIEW = (1200.0, 560.0)
_TITLE_RIBBON = (600.0, 176.0, 600.0, 78.0)   # centre x, centre y, max text width, ink height
_FIGURE_VIEW = (400.0, 480.0)
_CACHE_SIZE = 192


def resource_path(*parts: str) -> Path:
    """A file under the project's ``assets/`` folder, also inside a PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return root.joinpath("assets", *parts)


def theme_path() -> str:
    """The pygame-gui theme file, as the string ``UIManager`` expects."""
    return str(resource_path("themes", "llamagames.json"))


class _Cache:
    """A small LRU of finished surfaces that converts them once a display exists."""

    def __init__(self, limit: int = _CACHE_SIZE) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, bool]] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        item = self._items.get(key)
        if item is None:
            item = (make(), False)
        surface, converted = item
        if not converted and _display_ready():
            opaque = not surface.get_flags() & pygame.SRCALPHA
            surface, converted = (surface.convert() if opaque else surface.convert_alpha()), True
        self._items[key] = (surface, converted)
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)
        return surface

    def clear(self) -> None:
        self._items.clear()

    def forget(self, drop: Callable[[Hashable], bool]) -> None:
        """Let go of every surface whose key ``drop`` names."""
        for key in [key for key in self._items if drop(key)]:
            del self._items[key]

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items


SurfaceCache = _Cache
"""The same cache for art a module renders itself (Llamaland's llama frames)."""

_surfaces = _Cache()
_fonts: dict[tuple[int, bool, bool, int], pygame.font.Font] = {}
_font_bytes: dict[str, bytes] = {}


def clear_cache() -> None:
    """Drop every cached surface (call after a display mode change to free memory)."""
    _surfaces.clear()


def forget_art() -> None:
    """Drop every cached picture and font of the interface: the next frame draws them again
    (after the colour-blind mode changes the look, or for the layout checker). Every
    ``lru_cache`` of an interface module is emptied, but for those marked :func:`kept_by_forget_art`."""
    import functools
    import sys

    _surfaces.clear()
    _fonts.clear()
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith("llamagames.ui"):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper) and not getattr(value, KEPT, False):
                value.cache_clear()


KEPT = "kept_by_forget_art"
Cached = TypeVar("Cached")


def kept_by_forget_art(cache: Cached) -> Cached:
    """Marks an ``lru_cache`` that :func:`forget_art` leaves as it is: what it holds draws no
    word and does not change with the look (a measured width, a game record, the felt's
    shading), so the layout checker, which forgets all art before and after each screen it
    reads, would only pay for it again (a felt's shading costs a third of a second)."""
    setattr(cache, KEPT, True)
    return cache


def cache_size() -> int:
    """How many surfaces are cached now (for tests and the debug overlay)."""
    return len(_surfaces)


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


# ------------------------------------------------------------------ fonts
def _font_file(bold: bool, japanese: bool) -> str:
    if japanese:
        return "NotoSansJP-Bold.otf" if bold else "NotoSansJP-Regular.otf"
    return "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"


def _font_with(size: int, bold: bool, japanese: bool, outline: int) -> pygame.font.Font:
    key = (size, bold, japanese, outline)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():
            pygame.font.init()
        name = _font_file(bold, japanese)
        if name not in _font_bytes:
            _font_bytes[name] = (importlib.resources.files("pygame_gui.data") / name).read_bytes()
        found = pygame.font.Font(io.BytesIO(_font_bytes[name]), max(1, size))
        found.outline = outline
        _fonts[key] = found
    return found


def font(size: int, bold: bool = False, japanese: bool | None = None) -> pygame.font.Font:
    """Noto Sans (or Noto Sans JP) from pygame-gui's data, cached. Shared: do not restyle it.

    ``japanese=None`` follows the interface language: in Japanese every one of our words is
    set in Noto Sans JP (which also has Latin letters), so no glyph shows as a box.
    """
    if japanese is None:
        from ..i18n import language
        japanese = language() == "ja"
    return _font_with(int(size), bold, japanese, 0)


def _ink(text: str, size: int, colour: tuple[int, int, int], outline_colour: tuple[int, int, int] | None,
         outline: int) -> pygame.Surface:
    """Bold text cropped to its ink, optionally with an outline drawn behind it."""
    fill = _font_with(size, True, False, 0).render(text, True, colour)
    if outline_colour is None or outline <= 0:
        return fill.subsurface(fill.get_bounding_rect()).copy()
    edge = _font_with(size, True, False, outline).render(text, True, outline_colour)
    edge.blit(fill, (outline, outline))
    return edge.subsurface(edge.get_bounding_rect()).copy()


def _fit_ink(text: str, height: float, max_width: float | None, colour, outline_colour=None,
             outline_frac: float = 0.0) -> pygame.Surface:
    """Bold text whose ink (without outline) is ``height`` px tall and at most ``max_width`` wide."""
    probe = max(4, round(height / 0.74))
    ink = _ink(text, probe, colour, None, 0)
    scale = height / max(1, ink.get_height())
    if max_width:
        scale = min(scale, max_width / max(1, ink.get_width()))
    size = max(4, round(probe * scale))
    outline = max(1, round(size * outline_frac)) if outline_colour and outline_frac > 0 else 0
    return _ink(text, size, colour, outline_colour, outline)


def _blit_centred(target: pygame.Surface, item: pygame.Surface, centre: tuple[float, float]) -> None:
    target.blit(item, item.get_rect(center=(round(centre[0]), round(centre[1]))))


# ------------------------------------------------------------------ svg
def _svg(relative: str, size: tuple[int, int]) -> pygame.Surface:
    return _svg_file(resource_path(*relative.split("/")), size)


def _svg_file(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """An SVG file drawn at ``size`` exactly."""
    want = (max(1, size[0]), max(1, size[1]))
    surf = pygame.image.load_sized_svg(str(path), want)
    if surf.get_size() != want:
        # nanosvg keeps the aspect ratio and rounds up, so a side can be one pixel off.
        surf = pygame.transform.smoothscale(surf, want)
    return surf


def card_size(width: int) -> tuple[int, int]:
    """(width, height) of a card drawn ``width`` pixels wide."""
    return int(width), round(int(width) * CARD_RATIO)


def _check_width(width: int, what: str) -> int:
    if int(width) < 8:
        raise ValueError(f"{what} must be at least 8 pixels wide, got {width}")
    return int(width)


# ------------------------------------------------------------------ cards
def llama_card(value: int, width: int) -> pygame.Surface:
    """The face of a L.L.A.M.A. card: 1..6, or 7 for the llama."""
    if value not in CARD_VALUES:
        raise ValueError(f"a L.L.A.M.A. card is 1 to 6 or 7 (the llama), not {value!r}")
    width = _check_width(width, "a card")
    return _surfaces.get(("card", value, width), lambda: _make_card(value, width))


def card_index_box(width: int) -> pygame.Rect:
    """Where the top-left numeral of a L.L.A.M.A. card ``width`` wide is printed, in the card's
    own pixels: as tall as its ink and as wide as the widest numeral. A hand's fan must leave
    it in sight."""
    width = _check_width(width, "a card")
    w, h = card_size(width)
    height = max(_INDEX_HEIGHT * h / _CH, INDEX_INK_MIN)
    inks = [_fit_ink(str(v), height, None, (0, 0, 0)).get_size() for v in CARD_VALUES if v != LLAMA]
    box = pygame.Rect(0, 0, max(i[0] for i in inks), max(i[1] for i in inks))
    box.center = (round(_INDEX_CENTRE[0] * w / _CW), round(_INDEX_CENTRE[1] * h / _CH))
    return box


def _make_card(value: int, width: int) -> pygame.Surface:
    w, h = card_size(width)
    name = "llama_llama" if value == LLAMA else f"llama_{value}"
    surf = _svg(f"cards/{name}.svg", (w, h))
    if value == LLAMA:
        return surf
    main, dark = VALUE_COLOURS[value]
    sx, sy = w / _CW, h / _CH
    corner = _fit_ink(str(value), max(_INDEX_HEIGHT * sy, INDEX_INK_MIN), None, dark)  # a 12 px digit at least
    _blit_centred(surf, corner, (_INDEX_CENTRE[0] * sx, _INDEX_CENTRE[1] * sy))
    flipped = pygame.transform.rotate(corner, 180)
    _blit_centred(surf, flipped, ((_CW - _INDEX_CENTRE[0]) * sx, (_CH - _INDEX_CENTRE[1]) * sy))
    big = _fit_ink(str(value), _MEDAL_HEIGHT * sy, None, main, dark, 0.045)
    shadow = _fit_ink(str(value), _MEDAL_HEIGHT * sy, None, dark, dark, 0.045)
    shadow.set_alpha(70)
    cx, cy = _MEDAL_CENTRE[0] * sx, _MEDAL_CENTRE[1] * sy
    _blit_centred(surf, shadow, (cx, cy + max(1.0, 7 * sy)))
    _blit_centred(surf, big, (cx, cy))
    return surf


def card_back(width: int) -> pygame.Surface:
    """The shared card back: woven pattern with the llama emblem."""
    width = _check_width(width, "a card")
    return _surfaces.get(("back", width), lambda: _svg("cards/back.svg", card_size(width)))


def card_shadow(width: int) -> pygame.Surface:
    """A soft drop shadow for a card; blit it at card position + ``shadow_offset(width)``."""
    width = _check_width(width, "a card")
    return _surfaces.get(("shadow", width), lambda: _make_shadow(width))


def shadow_offset(width: int) -> tuple[int, int]:
    """Where ``card_shadow(width)`` goes relative to the card's top-left corner."""
    margin = _shadow_margin(width)
    return -margin, -margin + max(1, round(width * 0.035))


def _shadow_margin(width: int) -> int:
    return max(2, round(width * 0.07))


def _make_shadow(width: int) -> pygame.Surface:
    w, h = card_size(width)
    m = _shadow_margin(width)
    scale = max(1, min(4, width // 40))
    small = pygame.Surface((max(1, (w + 2 * m) // scale), max(1, (h + 2 * m) // scale)), pygame.SRCALPHA)
    radius = max(1, round(w * 0.065 / scale))
    inner = pygame.Rect(0, 0, max(1, w // scale), max(1, h // scale))
    inner.center = small.get_rect().center
    pygame.draw.rect(small, (30, 16, 8, 120), inner, border_radius=radius)
    for _ in range(2):
        small = pygame.transform.box_blur(small, max(1, m // (2 * scale)))
    if scale == 1:
        return small
    return pygame.transform.smoothscale(small, (w + 2 * m, h + 2 * m))


# ------------------------------------------------------------------ chips
def chip(kind: Literal["white", "black"], diameter: int) -> pygame.Surface:
    """A poker-style chip: white is worth 1, black is worth 10."""
    if kind not in ("white", "black"):
        raise ValueError(f"a chip is 'white' (1) or 'black' (10), not {kind!r}")
    diameter = int(diameter)
    if diameter < 8:
        raise ValueError(f"a chip must be at least 8 pixels across, got {diameter}")
    return _surfaces.get(("chip", kind, diameter), lambda: _make_chip(kind, diameter))


def _make_chip(kind: str, d: int) -> pygame.Surface:
    surf = _svg(f"chips/{kind}.svg", (d, d))
    s = d / _CHIP_VIEW
    text, colour, outline = ("1", PALETTE["rust"], None) if kind == "white" else ("10", PALETTE["gold"], None)
    mark = _fit_ink(text, 62 * s, 84 * s, colour, outline)
    if mark.get_height() >= CHIP_INK_MIN:  # a smaller numeral is unreadable: its label says the value
        _blit_centred(surf, mark, (d / 2, _CHIP_FACE_CENTRE_Y * s))
    return surf


INDEX_INK_MIN = 9
"""The corner digit's ink height on the smallest cards: a 12 px font's digit."""
CHIP_INK_MIN = 9
"""The height of a chip's numeral ink at a 12 px font: below it the chip shows no numeral."""


# ------------------------------------------------------------------ table
def table_felt(size: tuple[int, int], game: str | None = None) -> pygame.Surface:
    """The table: felt in the game's colour with a soft texture and a vignette (opaque); the
    house's felt (the first game's) behind the pages that belong to no game."""
    game = game or games()[0]
    colours = _entry(game).felt
    w, h = int(size[0]), int(size[1])
    if w < 1 or h < 1:
        raise ValueError(f"the table needs a positive size, got {size!r}")
    return _surfaces.get(("felt", game, colours, w, h), lambda: _make_felt(w, h, game, colours))


def forget_felts(keep: str) -> None:
    """Let go of every game's felt but ``keep``'s (a table is open: the others wait for the menu)."""
    _surfaces.forget(lambda key: isinstance(key, tuple) and key[:1] == ("felt",) and key[1] != keep)


FELT_GRID = (128, 80)
"""The felt's shading is worked out on this grid (a 1280x800 window's tenth) and smoothed to the
window: pixel by pixel in Python it costs a third of a second, so it is done once a game, not at
every window size."""


def _make_felt(w: int, h: int, game: str, colours: tuple[catalogue.RGB, catalogue.RGB]) -> pygame.Surface:
    surf = pygame.transform.smoothscale(_felt_shading(game, colours), (w, h))
    tile = _grain_tile(game)
    for ty in range(0, h, tile.get_height()):
        for tx in range(0, w, tile.get_width()):
            surf.blit(tile, (tx, ty))
    return surf


@kept_by_forget_art
@functools.lru_cache(maxsize=8)
def _felt_shading(game: str, colours: tuple[catalogue.RGB, catalogue.RGB]) -> pygame.Surface:
    """The felt's vignette and mottling on the small grid (kept: every size smooths the same one)."""
    centre, edge = colours
    rng = random.Random(f"felt-{game}")
    sw, sh = FELT_GRID
    small = pygame.Surface((sw, sh))
    for y in range(sh):
        dy = (y + 0.5) / sh - 0.45
        for x in range(sw):
            dx = (x + 0.5) / sw - 0.5
            d = min(1.0, math.sqrt(dx * dx * 1.1 + dy * dy * 1.6) * 1.35)
            t = d ** 2.2
            n = rng.uniform(-6, 6)
            small.set_at((x, y), tuple(max(0, min(255, round(c0 + (c1 - c0) * t + n)))
                                       for c0, c1 in zip(centre, edge)))
    return small


_grain: dict[str, pygame.Surface] = {}


def _grain_tile(game: str) -> pygame.Surface:
    """Fine fibres of the felt: a small random tile of light and dark specks."""
    tile = _grain.get(game)
    if tile is None:
        rng = random.Random(f"grain-{game}")
        tile = pygame.Surface((96, 96), pygame.SRCALPHA)
        for _ in range(1400):
            x, y = rng.randrange(96), rng.randrange(96)
            light = rng.random() < 0.5
            tile.set_at((x, y), (255, 255, 255, rng.randint(6, 16)) if light else (0, 0, 0, rng.randint(8, 20)))
        _grain[game] = tile
    return tile


# ------------------------------------------------------------------ menu art
def title_art(width: int) -> pygame.Surface:
    """The collection title: Andes, llamas and "Llama Games" on a woven ribbon."""
    width = _check_width(width, "the title")
    return _surfaces.get(("title", width), lambda: _make_title(width))


def title_size(width: int) -> tuple[int, int]:
    """(width, height) of ``title_art(width)``."""
    return int(width), round(int(width) * _TITLE_VIEW[1] / _TITLE_VIEW[0])


def _make_title(width: int) -> pygame.Surface:
    w, h = title_size(width)
    surf = _svg("art/title.svg", (w, h))
    s = w / _TITLE_VIEW[0]
    cx, cy, max_w, ink_h = _TITLE_RIBBON
    text = _fit_ink("Llama Games", ink_h * s, max_w * s, PALETTE["cream"], PALETTE["ink"], 0.05)
    shadow = _fit_ink("Llama Games", ink_h * s, max_w * s, (60, 20, 10), (60, 20, 10), 0.05)
    shadow.set_alpha(110)
    _blit_centred(surf, shadow, (cx * s, cy * s + max(1.0, 5 * s)))
    _blit_centred(surf, text, (cx * s, cy * s))
    return surf


def llama_figure(height: int, pose: int = 0) -> pygame.Surface:
    """A standing llama for the table; poses (see FIGURE_POSES) let the UI bob and blink it."""
    if pose not in range(FIGURE_POSES):
        raise ValueError(f"the llama figure has poses 0 to {FIGURE_POSES - 1}, not {pose!r}")
    height = _check_width(height, "a figure")
    return _surfaces.get(("figure", pose, height), lambda: _figure(pose, height))


FIGURE_MASTER = 160
"""Figures this tall or smaller are scaled down from one drawing at this height: llamas show at
a new height whenever an estate zooms, and drawing every pose from its SVG there (2 ms each)
stalled the frame a llama first appeared in; scaling a drawing costs a twentieth of that."""


def _figure(pose: int, height: int) -> pygame.Surface:
    def size(tall: int) -> tuple[int, int]:
        return round(tall * _FIGURE_VIEW[0] / _FIGURE_VIEW[1]), tall

    if height >= FIGURE_MASTER:
        return _svg(f"art/llama_pose{pose}.svg", size(height))
    master = _surfaces.get(("figure", pose, FIGURE_MASTER), lambda: _figure(pose, FIGURE_MASTER))
    return pygame.transform.smoothscale(master, size(height))


def art_icon(folder: str, name: str, size: int) -> pygame.Surface:
    """A game's own square icon ``assets/<folder>/<name>.svg`` (Llamaland's crops and coins),
    ``size`` pixels square; the game's folder names its icons."""
    size = _check_width(size, "an icon")
    return _surfaces.get(("icon", folder, name, size), lambda: _art_icon(folder, name, size))


def _art_icon(folder: str, name: str, size: int) -> pygame.Surface:
    path = resource_path(folder, f"{name}.svg")
    if not (folder.isidentifier() and name.isidentifier()) or not path.is_file():
        raise ValueError(f"there is no icon {folder!r}/{name!r} in the assets")
    return _svg_file(path, (size, size))


def game_icon(game_name: str, size: int) -> pygame.Surface:
    """The square icon of a game for its menu tile: the file its catalogue entry names
    (``GameEntry.icon``), else ``assets/icons/game_<name>.svg``."""
    named = _entry(game_name).icon
    size = _check_width(size, "an icon")
    if named:
        path = catalogue.resource(named)
        return _surfaces.get(("icon", named, size), lambda: _svg_file(path, (size, size)))
    return _surfaces.get(("icon", game_name, size), lambda: _svg(f"icons/game_{game_name}.svg", (size, size)))


def app_icon(size: int) -> pygame.Surface:
    """The application icon (window icon, packaging)."""
    size = _check_width(size, "an icon")
    return _surfaces.get(("app", size), lambda: _svg("icons/app.svg", (size, size)))


# ------------------------------------------------------------------ icon files
def write_app_icons(folder: Path, sizes: tuple[int, ...] = ICON_SIZES) -> list[Path]:
    """Save the app icon as ``llamagames-<n>.png`` per size, ``llamagames.png`` (256) and
    ``llamagames.ico`` (PNG-compressed entries, as Windows and PyInstaller read them)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    blobs: list[tuple[int, bytes]] = []
    for n in sizes:
        surf = _svg("icons/app.svg", (n, n))
        path = folder / f"llamagames-{n}.png"
        pygame.image.save(surf, str(path))
        written.append(path)
        blobs.append((n, path.read_bytes()))
    big = folder / "llamagames.png"
    pygame.image.save(_svg("icons/app.svg", (256, 256)), str(big))
    written.append(big)
    ico = folder / "llamagames.ico"
    ico.write_bytes(_ico_bytes([(n, b) for n, b in blobs if n <= 256]))
    written.append(ico)
    return written


def _ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for n, png in images:
        side = 0 if n >= 256 else n
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data
