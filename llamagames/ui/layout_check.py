"""The layout checker: what a screen shows, checked for text that is too small, cut or overlapping.

Test mode only. While :func:`recording` is active every surface made with ``pygame.Surface``
remembers the text blitted onto it (where it lies, how large its font is, how much of it a clip
or an edge left visible), and passes it on when it is blitted, copied or cut further: the
text in a cached seat panel, a move log or a card face lands on the screen where the panel
lands. :func:`inspect` then draws the scenes once on a fresh canvas and lists every problem:

- text under :data:`MIN_TEXT` px (the player's 1024x640 floor),
- text cut (by a clip, the edge of the image it was drawn on, or the screen),
- two texts over each other, text over a pygame-gui widget,
- two pygame-gui widgets over each other, a widget off the screen, a widget's label too long,
- words shortened with an ellipsis (``text.fit_text``) that are not a player's name: a title or a
  sentence the player cannot read whole ("Which card do you give in the S…").

Nothing here runs in the app: it exists for ``tests/ui/test_layout_check.py``.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pygame
import pygame_gui

from . import assets, text
from .scale import MIN_TEXT

TOLERANCE = 1
"""Pixels a cut may measure before it counts (antialiasing fringes)."""
OVERLAP = 2
"""Pixels two ink boxes may share before they count as overlapping (a digit stacked on a word)."""
VEIL_ALPHA = 60
"""A window-sized layer at least this opaque in its middle is a veil: the screen under it recedes."""
COVER_ALPHA = 150
"""Pixels at least this opaque hide the text under them (a dialog, a veil, a card)."""


@dataclass(frozen=True)
class Mark:
    """One piece of text on a surface: its ink box and the part of it still visible there."""

    text: str
    size: int
    ink: pygame.Rect
    visible: pygame.Rect
    placed: bool = True
    """False once turned (a card in a fan): its size still counts, its box is only approximate."""
    covered: bool = False
    """Part of it lies under something drawn later (a panel, a card): as good as cut."""
    art: bool = False
    """Printed on a picture drawn larger and scaled (a card face): a fanned card may cover it."""
    panel: bool = False
    """Not text but a panel (``text.rounded_panel``): text drawn on it later must stay inside."""

    def moved(self, dx: int, dy: int, keep: pygame.Rect) -> Mark:
        """The same text blitted ``dx, dy`` further, on a target that shows only ``keep``."""
        ink = self.ink.move(dx, dy)
        seen = self.visible.move(dx, dy).clip(keep)
        if seen.width == 0 or seen.height == 0:
            seen = pygame.Rect(ink.x, ink.y, 0, 0)
        return Mark(self.text, self.size, ink, seen, self.placed, self.covered, self.art, self.panel)

    @property
    def cut(self) -> bool:
        return (self.ink.width - self.visible.width > TOLERANCE
                or self.ink.height - self.visible.height > TOLERANCE)

    @property
    def hidden(self) -> bool:
        return self.visible.width == 0 or self.visible.height == 0


NAMES: set[str] = set()
"""Players' names: a name too long for its panel may end in an ellipsis (the tour adds its own)."""
_shortened: dict[str, str] = {}
"""Shortened text -> the whole text, for every ``fit_text`` that cut words while recording."""


def _record_shortened(whole: str, shown: str) -> None:
    _shortened[shown] = whole


def shortened_from(mark_text: str) -> str | None:
    """The whole text a mark was shortened from, unless only a player's name was cut (None)."""
    whole = _shortened.get(mark_text)
    if whole is None or any(name and name in whole for name in NAMES):
        return None
    return whole


_marks: weakref.WeakKeyDictionary[pygame.Surface, list[Mark]] = weakref.WeakKeyDictionary()
_BaseSurface = pygame.Surface
_BaseFont = pygame.font.Font


def marks_of(surface: pygame.Surface) -> list[Mark]:
    """The text a surface holds (empty when none was recorded)."""
    return list(_marks.get(surface, ()))


def _add(surface: pygame.Surface, new: list[Mark]) -> None:
    if new:
        _marks.setdefault(surface, []).extend(new)


def _forget_under(surface: pygame.Surface, area: pygame.Rect) -> None:
    """Opaque paint over ``area``: text wholly under it is gone."""
    held = _marks.get(surface)
    if held:
        _marks[surface] = [m for m in held if not area.contains(m.ink)]


def _forget_covered(surface: pygame.Surface, source: pygame.Surface, x: int, y: int,
                    opaque: pygame.Rect | None = None) -> None:
    """Text mostly hidden by the (nearly) opaque pixels of ``source`` blitted at ``x, y``
    (all of ``opaque``, the part shown, for a source without transparency) is forgotten;
    text partly hidden is marked ``covered``."""
    held = _marks.get(surface)
    if not held:
        return
    if opaque is not None:
        _forget_under(surface, opaque)
        held = _marks.get(surface, [])
    area = source.get_rect().move(x, y) if opaque is None else opaque
    echoes = {m.text for m in _marks.get(source, ())}  # its own shadow or outline under it
    under = [m for m in held if area.colliderect(m.visible) and m.text not in echoes]
    if not under:
        return
    if opaque is not None:
        cover = pygame.mask.Mask(opaque.size, fill=True)
        x, y = opaque.topleft
    else:
        cover = pygame.mask.from_surface(source, COVER_ALPHA)
    gone, partly = set(), set()
    for mark in under:
        box = mark.visible
        if not box.width or not box.height:
            continue
        hidden = cover.overlap_area(pygame.mask.Mask(box.size, fill=True), (box.x - x, box.y - y))
        if hidden >= 0.6 * box.width * box.height:
            gone.add(id(mark))
        elif hidden > max(TOLERANCE * box.height, 0.05 * box.width * box.height):
            partly.add(id(mark))
    if gone or partly:
        _marks[surface] = [replace(m, covered=True) if id(m) in partly else m for m in held if id(m) not in gone]


def _a_sliver(mark: Mark) -> bool:
    """Whether less than 60% of ``mark`` is in a piece taken out of a picture (a column in front
    cut from the estate's picture holds the edge of a label behind it): the label itself is
    judged where the whole picture was drawn."""
    return mark.visible.width * mark.visible.height < 0.6 * mark.ink.width * mark.ink.height


def _forget_erased(surface: pygame.Surface, source: pygame.Surface, x: int, y: int) -> None:
    """A mask multiplied over ``surface`` (``BLEND_RGBA_MULT``, as a cut-out is made): text mostly
    under its transparent pixels is erased with them, so it is forgotten, not kept as text cut."""
    held = _marks.get(surface)
    if not held:
        return
    kept = pygame.mask.from_surface(source, COVER_ALPHA)
    reach = source.get_rect().move(x, y)
    left = []
    for mark in held:
        box = mark.visible
        inside = box.clip(reach)
        if not box.width or not box.height or not inside.width or not inside.height:
            left.append(mark)
            continue
        shown = kept.overlap_area(pygame.mask.Mask(inside.size, fill=True), (inside.x - x, inside.y - y))
        if inside.width * inside.height - shown <= 0.5 * box.width * box.height:
            left.append(mark)
    _marks[surface] = left


class TrackedSurface(_BaseSurface):
    """A Surface that passes the text it holds on to wherever it is blitted."""

    def blit(self, source: Any, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        done = super().blit(source, dest, area, special_flags)
        if isinstance(dest, pygame.Rect) or (hasattr(dest, "__len__") and len(dest) == 4):
            x, y = pygame.Rect(dest).topleft
        else:
            x, y = round(dest[0]), round(dest[1])
        shown = source.get_rect()
        if area is not None:
            area = pygame.Rect(area)
            shown = shown.clip(area)
            x -= area.x
            y -= area.y
        keep = shown.move(x, y).clip(self.get_clip())
        if text.drawing_held_piece:
            return done  # the piece in the player's hand: see text.drawing_held_piece
        if special_flags == pygame.BLEND_RGBA_MULT and source.get_flags() & pygame.SRCALPHA:
            _forget_erased(self, source, x, y)
        if not special_flags:
            if not source.get_flags() & pygame.SRCALPHA and source.get_alpha() is None:
                _forget_covered(self, source, x, y, keep)
            elif source.get_size() == self.get_size() and source.get_at(keep.center)[3] >= VEIL_ALPHA:
                _forget_under(self, keep)  # a veil: what lies under it is the background of a dialog
            else:
                _forget_covered(self, source, x, y)
        held = _marks.get(source)
        if held:
            carried = [m.moved(x, y, keep) for m in held]
            if area is not None:  # a piece of a picture: a sliver of its text is picture, not text cut
                carried = [m for m in carried if not _a_sliver(m)]
            _add(self, carried)
        return done

    def blits(self, blit_sequence: Any, doreturn: Any = True) -> Any:
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    def fblits(self, blit_sequence: Any, special_flags: int = 0) -> None:
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        done = super().fill(color, rect, special_flags)
        if not special_flags:
            _forget_under(self, done if rect is not None else self.get_rect())
        return done

    def copy(self) -> pygame.Surface:
        out = super().copy()
        _add(out, marks_of(self))
        return out

    def convert(self, *args: Any) -> pygame.Surface:
        out = super().convert(*args)
        _add(out, marks_of(self))
        return out

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        out = super().convert_alpha(*args)
        _add(out, marks_of(self))
        return out

    def subsurface(self, *args: Any) -> pygame.Surface:
        out = super().subsurface(*args)
        at = pygame.Rect(*args) if len(args) > 1 else pygame.Rect(args[0])
        carried = [m.moved(-at.x, -at.y, out.get_rect()) for m in marks_of(self) if at.colliderect(m.ink)]
        _add(out, [m for m in carried if not _a_sliver(m)])
        return out


def _as_tracked(image: pygame.Surface) -> pygame.Surface:
    """The same pixels on a TrackedSurface, so that copies and conversions of it keep its text."""
    if isinstance(image, TrackedSurface):
        return image
    alpha = bool(image.get_flags() & pygame.SRCALPHA)
    out = TrackedSurface(image.get_size(), pygame.SRCALPHA if alpha else 0, 32)
    if alpha:
        _BaseSurface.fill(out, (0, 0, 0, 0))
        _BaseSurface.blit(out, image, (0, 0), None, pygame.BLEND_RGBA_ADD)
    else:
        _BaseSurface.blit(out, image, (0, 0))
        if image.get_colorkey() is not None:
            out.set_colorkey(image.get_colorkey())
    return out


class RecordingFont(_BaseFont):
    """A Font whose rendered lines remember their text and size."""

    def __init__(self, file: Any, size: int = 20) -> None:
        super().__init__(file, size)
        self.px = int(size)

    def render(self, line: Any, antialias: Any, color: Any, bgcolor: Any = None, wraplength: int = 0) -> pygame.Surface:
        image = super().render(line, antialias, color, bgcolor, wraplength)
        if str(line).strip():
            image = _as_tracked(image)
            ink = image.get_bounding_rect() if bgcolor is None else image.get_rect()
            _marks[image] = [Mark(str(line), self.px, ink, ink)]
        return image


_transform = {name: getattr(pygame.transform, name) for name in ("scale", "smoothscale", "rotate", "flip", "scale_by",
                                                                 "smoothscale_by", "rotozoom")}


_load = pygame.image.load


def _carry(name: str) -> Any:
    """A pygame.transform function whose result keeps the source's text, moved and resized."""
    original = _transform[name]

    def transformed(surface: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Surface:
        out = _as_tracked(original(surface, *args, **kwargs))  # text drawn on it later is followed too
        held = _marks.get(surface)
        if held:
            sw, sh = surface.get_size()
            ow, oh = out.get_size()
            fx, fy = ow / max(1, sw), oh / max(1, sh)
            if name in ("rotate", "rotozoom", "flip"):
                fx = fy = 1.0 if name == "flip" else min(fx, fy)
            moved = []
            for mark in held:
                def resized(r: pygame.Rect) -> pygame.Rect:
                    return pygame.Rect(round(r.x * fx), round(r.y * fy), round(r.width * fx), round(r.height * fy))
                size = mark.size * (fy if name not in ("rotate", "rotozoom") else 1.0)
                if name in ("scale", "smoothscale", "scale_by", "smoothscale_by"):
                    moved.append(Mark(mark.text, max(1, round(size)), resized(mark.ink), resized(mark.visible),
                                      mark.placed, mark.covered, True, mark.panel))
                else:  # turned or mirrored: where exactly is not followed, only that it is there, whole
                    box = out.get_rect()
                    moved.append(Mark(mark.text, mark.size, box, box, False, art=True, panel=mark.panel))
            _marks[out] = moved
        return out

    return transformed


def _record_panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...]) -> None:
    """A panel drawn on ``surface`` (a black one is a shadow, not a place for text)."""
    if tuple(colour[:3]) == (0, 0, 0):
        return
    box = pygame.Rect(rect)
    _add(surface, [Mark("", 0, box, box.clip(surface.get_clip()), panel=True)])


def forget_cached_art() -> None:
    """Drop every cached picture and font of the interface (drawn again on next use)."""
    assets.forget_art()


@contextlib.contextmanager
def recording() -> Iterator[None]:
    """Record text on every surface made while inside (caches are emptied first and after)."""
    pygame.Surface = TrackedSurface  # type: ignore[misc]
    pygame.font.Font = RecordingFont  # type: ignore[misc, assignment]
    text.panel_hook = _record_panel
    text.shorten_hook = _record_shortened
    for name in _transform:
        setattr(pygame.transform, name, _carry(name))
    pygame.image.load = lambda *args, **kwargs: _as_tracked(_load(*args, **kwargs))
    forget_cached_art()
    try:
        yield
    finally:
        pygame.Surface = _BaseSurface  # type: ignore[misc]
        pygame.font.Font = _BaseFont  # type: ignore[misc]
        text.panel_hook = None
        text.shorten_hook = None
        _shortened.clear()
        for name, original in _transform.items():
            setattr(pygame.transform, name, original)
        pygame.image.load = _load
        forget_cached_art()
        _marks.clear()


# ------------------------------------------------------------------ the checks
@dataclass(frozen=True)
class Widget:
    """A pygame-gui element on screen, with the text it shows."""

    kind: str
    rect: pygame.Rect
    text: str
    text_width: int
    px: int
    parent: int


def _widgets(ui: pygame_gui.UIManager) -> list[tuple[Any, Widget]]:
    found = []
    for element in ui.get_sprite_group().sprites():
        if not getattr(element, "visible", True) or isinstance(element, pygame_gui.core.UIContainer):
            continue
        if isinstance(element, pygame_gui.elements.UITooltip) or element.rect.width <= 0:
            continue
        label = getattr(element, "text", "") or ""
        if not isinstance(label, str):
            label = ""
        words = pygame_gui.core.utility.translate(label) if label else ""
        font = getattr(element, "font", None)
        width = font.size(words)[0] if (font is not None and words) else 0
        px = int(getattr(font, "point_size", 0) or 0)
        parent = id(getattr(element, "ui_container", None))
        found.append((element, Widget(type(element).__name__, pygame.Rect(element.rect), words, width, px, parent)))
    return found


def label_room(element: Any, width: int) -> int:
    """The pixels a widget's label may fill: pygame-gui's own text view inside the shape
    (its width less the shadow, the border and the rounded corners on both sides), so
    words cut well before the widget's edge are seen."""
    shape = getattr(element, "drawable_shape", None)
    view = getattr(shape, "text_view_rect", None)
    if isinstance(view, pygame.Rect) and view.width > 0:
        return min(view.width, width - 4)
    return width - 4


def _inside_each_other(a: Any, b: Any) -> bool:
    """Whether one element is part of the other (a drop-down's button, a scroll bar's arrows)."""
    for first, second in ((a, b), (b, a)):
        holder = getattr(first, "ui_container", None)
        seen = 0
        while holder is not None and seen < 12:
            if holder is second or getattr(holder, "parent_element", None) is second:
                return True
            holder = getattr(holder, "ui_container", None)
            seen += 1
        owner = getattr(first, "parent_element", None)
        while owner is not None and seen < 24:
            if owner is second:
                return True
            owner = getattr(owner, "parent_element", None)
            seen += 1
    return False


def _echo(a: Mark, b: Mark) -> bool:
    """The same words drawn twice a pixel or three apart: a shadow or an outline (a shadow
    lies ``size // 14`` pixels off: five or more for the large words of a large Size). Words
    outlined and shadowed (the title's ribbon) leave four marks, the outline's and the fill's
    of each, and the shadow's fill lies the shadow's offset and the outline's width (a pixel,
    or ``size // 16``) from the words' outline."""
    size = max(a.size, b.size)
    near = max(4, size // 14) + max(1, size // 16)
    return a.text == b.text and abs(a.ink.x - b.ink.x) <= near and abs(a.ink.y - b.ink.y) <= near


def _index_under_a_card(mark: Mark) -> bool:
    """A card's short index partly under the next card of a fan: that card's own index may stand
    beside it, as printed cards lie (赤 is wider than R, so a fan's corners touch in Japanese)."""
    return mark.covered and len(mark.text.strip()) <= 2


def _index_partly_behind(mark: Mark) -> bool:
    """A printed index of a piece (a square's level, a card's corner) at least 40% seen, the rest
    behind a piece standing in front (a llama on the next square): as on a real table."""
    seen = mark.visible.width * mark.visible.height
    return len(mark.text.strip()) <= 2 and seen >= 0.4 * mark.ink.width * mark.ink.height


def _on_a_later_panel(mark: Mark, between: list[Mark]) -> bool:
    """Whether ``mark`` lies wholly on a panel drawn after an earlier one and before it (a
    tooltip's words on the tooltip's own box): that panel is its own, floating over the
    earlier one, so the text is over that panel, not run out of it. Words that leave their
    own panel are still reported, against it."""
    return any(box.panel and box.visible.inflate(2, 2).contains(mark.visible) for box in between)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    both = a.clip(b)
    return both.width > OVERLAP and both.height > OVERLAP


def _art_boxes(app: Any) -> list[pygame.Rect]:
    """The pictures the top scene declares (``art_boxes()``: a results screen's llamas, with
    their hops): the checker sees text, not pictures, so a scene names the ones it moves."""
    top = app.scenes.top
    boxes = getattr(top, "art_boxes", None)
    return list(boxes()) if callable(boxes) else []


def screen_marks(app: Any) -> tuple[pygame.Surface, list[Mark]]:
    """Draw the scenes once on a fresh canvas; the text that landed on it."""
    canvas = TrackedSurface(app.size, pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 255))
    app.scenes.draw(canvas)
    marks = [m for m in marks_of(canvas) if not m.hidden]
    return canvas, marks  # panels among them (``Mark.panel``)


def problems(app: Any, min_text: int = MIN_TEXT) -> list[str]:
    """Everything wrong with the screen the app shows now, one sentence each."""
    canvas, drawn = screen_marks(app)
    screen = canvas.get_rect()
    found: list[str] = []
    marks = [m for m in drawn if not m.panel]
    for index, box in enumerate(drawn):
        if not box.panel:
            continue
        for later, mark in enumerate(drawn[index + 1:], index + 1):
            if mark.panel or not mark.placed or mark.art:
                continue
            if (_overlap(mark.visible, box.visible) and not box.visible.inflate(2, 2).contains(mark.visible)
                    and not _on_a_later_panel(mark, drawn[index + 1:later])):
                found.append(f"text {mark.text!r} {tuple(mark.visible)} runs out of its panel {tuple(box.visible)}")
    for mark in marks:
        whole = shortened_from(mark.text)
        if whole is not None:
            found.append(f"text {mark.text!r} is shortened from {whole!r}")
        if mark.size < min_text:
            found.append(f"text {mark.text!r} is {mark.size} px (under {min_text})")
        if mark.placed and ((mark.cut and not _index_partly_behind(mark)) or not screen.contains(mark.ink)):
            found.append(f"text {mark.text!r} is cut: {tuple(mark.ink)} shows only {tuple(mark.visible)}")
        elif mark.placed and mark.covered and not mark.art and len(mark.text.strip()) > 2:
            # (a card's digit or index under the next card of a fan is as printed cards are)
            found.append(f"text {mark.text!r} {tuple(mark.ink)} is partly hidden under something drawn over it")
    placed = [m for m in marks if m.placed]
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            if _overlap(a.visible, b.visible) and not _echo(a, b) and not _index_under_a_card(a):
                found.append(f"text {a.text!r} {tuple(a.visible)} overlaps text {b.text!r} {tuple(b.visible)}")
    widgets = _widgets(app.ui)
    for element, widget in widgets:
        if not screen.contains(widget.rect):
            found.append(f"{widget.kind} {widget.text!r} {tuple(widget.rect)} is off the screen")
        whole = shortened_from(widget.text) if widget.text else None
        if whole is not None:
            found.append(f"{widget.kind} {widget.text!r} is shortened from {whole!r}")
        if widget.text and widget.text_width > label_room(element, widget.rect.width):
            found.append(f"{widget.kind} {widget.text!r} is cut: {widget.text_width} px of text in {widget.rect.width} px")
        if widget.px and widget.px < min_text:
            found.append(f"{widget.kind} {widget.text!r} is {widget.px} px (under {min_text})")
        for mark in placed:
            if _overlap(mark.visible, widget.rect.inflate(-2, -2)):
                found.append(f"text {mark.text!r} {tuple(mark.visible)} lies under {widget.kind} {widget.text!r}")
        for art in _art_boxes(app):
            if _overlap(art, widget.rect):
                found.append(f"a picture {tuple(art)} lies over {widget.kind} {widget.text!r}")
    for i, (ea, wa) in enumerate(widgets):
        for eb, wb in widgets[i + 1:]:
            if _overlap(wa.rect, wb.rect) and not _inside_each_other(ea, eb):
                found.append(f"{wa.kind} {wa.text!r} {tuple(wa.rect)} overlaps {wb.kind} {wb.text!r} {tuple(wb.rect)}")
    return list(dict.fromkeys(found))


def min_text_size(app: Any) -> int:
    """The smallest text on screen now (0 if there is none)."""
    _, marks = screen_marks(app)
    return min((m.size for m in marks if not m.panel), default=0)


__all__ = ["Mark", "TrackedSurface", "forget_cached_art", "marks_of", "min_text_size", "problems", "recording",
           "screen_marks"]
