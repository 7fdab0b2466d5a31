"""Text drawing with the collection's fonts, cached per (text, size, style, colour).

Every text is made drawable first (:func:`llamagames.text_safety.displayable`): a NUL, a lone
surrogate or a 100,000-character text from a file never reaches the font."""

from __future__ import annotations

import contextlib
import re
from collections import OrderedDict
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

import pygame

from ..i18n import language
from ..text_safety import displayable
from . import assets
from .assets import kept_by_forget_art
from .palette import INK, PAPER, RUST
from .scale import MIN_TEXT

Anchor = str


def readable(size: int) -> int:
    """The pixel size text is drawn at: never under the 12 px a player can read."""
    return max(MIN_TEXT, int(size))


def render(text: str, size: int, bold: bool = False, color: tuple[int, int, int] = INK) -> pygame.Surface:
    """One line in the interface language's font (cached per language: switching redraws)."""
    return _render(displayable(text), readable(size), bold, color, language())


@lru_cache(maxsize=2048)
def _render(text: str, size: int, bold: bool, color: tuple[int, int, int], lang: str) -> pygame.Surface:
    return assets.font(size, bold=bold, japanese=lang == "ja").render(text, True, color)


def place(rect: pygame.Rect, pos: tuple[float, float], anchor: Anchor) -> pygame.Rect:
    """Move ``rect`` so that its ``anchor`` point ("center", "midtop", ...) is at ``pos``."""
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    return rect


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[float, float],
    color: tuple[int, int, int] = INK,
    *,
    anchor: Anchor = "topleft",
    bold: bool = False,
    shadow: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """Draw one line (never under 12 px); returns the rectangle it covers."""
    size = readable(size)
    image = render(text, size, bold, color)
    rect = place(image.get_rect(), pos, anchor)
    if shadow is not None:
        off = max(1, size // 14)
        surface.blit(render(text, size, bold, shadow), rect.move(off, off))
    surface.blit(image, rect)
    if text_sink is not None:
        text_sink(surface, rect)
    return rect


def text_width(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is drawn at ``size`` px (cached per language, as :func:`render`: the
    fitting loops measure the same words at falling sizes in every frame)."""
    return _width(text, readable(size), bold, language())


@kept_by_forget_art
@lru_cache(maxsize=8192)
def _width(text: str, size: int, bold: bool, lang: str) -> int:
    return assets.font(size, bold=bold, japanese=lang == "ja").size(displayable(text))[0]


def shrink_to_fit(text: str, size: int, width: int, least: int, bold: bool = False) -> int:
    """The largest size from ``size`` down to ``least`` (a screen's own at 100%: the player's
    Size gives way before a word is cut) at which ``text`` fits ``width`` pixels; ``least``
    if none does (the caller cuts it then)."""
    least = min(readable(size), readable(least))
    size = readable(size)
    while size > least and text_width(text, size, bold) > width:
        size -= 1
    return size


def fit_box(text: str, size: int, box: tuple[int, int], bold: bool = False) -> tuple[list[str], int]:
    """A label's lines and size in a box of ``box`` (width, height) pixels: one line at the
    largest size from ``size`` down to 12 px that fits the width; else wrapped, at the largest
    such size whose lines fit the height too; else wrapped at 12 px (a longer language's words
    on a small piece take a second line before they are cut or run into their neighbour's)."""
    width, height = box
    size = readable(size)
    one = shrink_to_fit(text, size, width, MIN_TEXT, bold)
    if text_width(text, one, bold) <= width:
        return [displayable(text)], one
    for px in range(size, MIN_TEXT - 1, -1):
        lines = wrap(text, px, width, bold)
        if len(lines) * line_height(px) <= height and all(text_width(line, px, bold) <= width for line in lines):
            return lines, px
    return wrap(text, MIN_TEXT, width, bold), MIN_TEXT


def line_height(size: int) -> int:
    """The height of a line of text at ``size`` px, as :func:`draw_text` draws it."""
    return assets.font(readable(size)).get_linesize()


def draw_fitted(surface: pygame.Surface, text: str, size: int, box: pygame.Rect,
                color: tuple[int, int, int] = INK, *, anchor: Anchor = "midbottom", bold: bool = False,
                shadow: tuple[int, int, int] | None = None) -> pygame.Rect:
    """``text`` fitted to ``box`` (:func:`fit_box`), its lines held to the box's ``anchor``
    side ("midbottom", "center", "midtop": centred; "topleft": from the left); returns the
    rectangle they cover."""
    lines, px = fit_box(text, size, box.size, bold)
    step = line_height(px)
    block = pygame.Rect(0, 0, box.width, step * len(lines))
    setattr(block, anchor, getattr(box, anchor))
    side, x = ("topleft", block.left) if anchor.endswith("left") else ("midtop", block.centerx)
    covered = pygame.Rect(x, block.top, 0, 0)
    for i, line in enumerate(lines):
        covered.union_ip(draw_text(surface, line, px, (x, block.top + i * step), color,
                                   anchor=side, bold=bold, shadow=shadow))
    return covered


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so that it fits ``width`` pixels."""
    text = displayable(text)
    if text_width(text, size, bold) <= width:
        return text
    whole = text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    if shorten_hook is not None:
        shorten_hook(whole, text + "…")
    return text + "…"


text_sink: Callable[[pygame.Surface, pygame.Rect], None] | None = None
"""Told of every line :func:`draw_text` draws while a table draws its frame: the table keeps
the words on screen clear of what appears for a moment (``table/clear_room.py``)."""

drawing_held_piece = False
"""True while the piece in the player's hand (a dragged card) is drawn: it follows the pointer
and lies over whatever the player moves it across, so the layout check does not count what it
covers, nor its own letters, as words over words."""


@contextlib.contextmanager
def held_piece() -> Iterator[None]:
    """Draw the piece the player holds inside this (see ``drawing_held_piece``)."""
    global drawing_held_piece
    drawing_held_piece = True
    try:
        yield
    finally:
        drawing_held_piece = False


shorten_hook: Callable[[str, str], None] | None = None
"""Told of every text :func:`fit_text` shortened (the layout checker, in tests only)."""


panel_hook: Callable[[pygame.Surface, pygame.Rect, tuple[int, ...]], None] | None = None
"""Told of every panel drawn (the layout checker's, in tests: text must stay inside its panel)."""


def rounded_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, int, int],
    alpha: int = 255,
    radius: int = 12,
    border: tuple[int, int, int] | None = None,
    border_width: int = 2,
) -> None:
    """A rounded, optionally translucent panel with an optional border (cached by look)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel(rect.size, tuple(color), alpha, radius, tuple(border) if border else None, border_width), rect)
    if panel_hook is not None:
        panel_hook(surface, rect, tuple(color))


def veil(surface: pygame.Surface, rgba: tuple[int, int, int, int] = (6, 16, 12, 170)) -> None:
    """Darken the whole surface: what lies under an overlay recedes."""
    surface.blit(_panel(surface.get_size(), rgba[:3], rgba[3], 0, None, 0), (0, 0))


def paper_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The collection's dialog: cream paper with a rust edge and a soft shadow."""
    radius = round(18 * scale)
    rounded_panel(surface, rect.move(6, 8), (0, 0, 0), 90, radius=radius)
    rounded_panel(surface, rect, PAPER, 250, radius=radius, border=RUST, border_width=3)


PANEL_CACHE_BYTES = 24 * 1024 * 1024
"""What the drawn panels may hold at most: a veil over a 1920x1080 window is 8 MB by itself, and
counting panels (512 of them) instead of bytes let a long evening keep 35 MB of them."""

_panels: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
_panel_bytes = 0


def _panel(size: tuple[int, int], color: tuple[int, ...], alpha: int, radius: int,
           border: tuple[int, ...] | None, border_width: int) -> pygame.Surface:
    """A panel of this look, drawn once and kept while the panels kept stay under
    ``PANEL_CACHE_BYTES`` (the least recently used go first)."""
    global _panel_bytes
    key = (size, color, alpha, radius, border, border_width)
    panel = _panels.get(key)
    if panel is not None:
        _panels.move_to_end(key)
        return panel
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*color, alpha), panel.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(panel, (*border, 255), panel.get_rect(), border_width, border_radius=radius)
    _panels[key] = panel
    _panel_bytes += size[0] * size[1] * 4
    while _panel_bytes > PANEL_CACHE_BYTES and len(_panels) > 1:
        (width, height), *_ = next(iter(_panels))
        _panels.popitem(last=False)
        _panel_bytes -= width * height * 4
    return panel


# -- line breaking (every wrapped text of the app: move log, tips, rules, dialogs, tooltips) ---
#
# English breaks at spaces. Japanese breaks between characters, by the rules of kinsoku shori:
# no line starts with a closing mark, a small kana or a long-vowel mark, none ends with an
# opening mark, and no hyphen is ever added. A katakana word, a short kanji word and a number
# with its counter ("3枚", "第2ラウンド") stay whole where the line has room for them, and no line
# starts with one kana and the mark after it ("す。", "で、": ``_TAIL``). Above the units, a
# phrase (a word and the hiragana after it: its okurigana and particles, ``_phrases``) stays
# whole where the line has room, so a line breaks after a particle or a closing mark and not
# inside a verb ("出しま" / "した。") or a particle ("山札か" / "ら引く").

_CJK = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
_NO_LINE_START = set("、。，．・：；！？）」』】〉》〕］｝〙〗ー…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
                     "ゝゞヽヾ々〻゛゜〜～)]}!?,.:;%％")
_NO_LINE_END = set("（「『【〈《〔［｛〘〖([{")
_COUNTERS = set("枚点個人回つ番手位秒分段列行目件台頭匹種階本歳日年月時度倍割枚色組周巡")
"""What follows a number as its counter (3枚, 10点, 2人, 1つ, 5番目): kept with the number."""
_KANJI = "[\u4e00-\u9fff\u3400-\u4dbf々]"
_OKURIGANA = "[いうきくけこさしすせそちつてびぎぐげごじずぜぞぢづどばぶべぼぱぴぷぺぽみむめりるれろえ]"
"""A kana between two kanji of one word (遊び方, 置き場, 持ち点, 捨て札: a playtest saw "捨て" /
"札の"); the particles (の, を, に, は, が, で, と, も, へ, や, か, た) are not among them: a line
may break around those. て is, though it joins two verbs too (見て回る): that keeps a unit whole
a little oftener, never cuts one."""
_UNITS = re.compile(r"[A-Za-z0-9_.,'%+\-/@#×]+|[\u30a1-\u30fa\u30fc-\u30ff\uff66-\uff9f]+"
                    rf"|{_KANJI}{{1,2}}{_OKURIGANA}{_KANJI}{{1,2}}|{_KANJI}{{1,4}}|.")
"""A run of Latin letters and digits, a katakana word (its long-vowel marks included), a kanji
word with a kana inside it (遊び方: a playtest saw "遊び" / "方"), a kanji word of up to four
characters (保存場所: a longer run is cut every four), or one character: what Japanese line
breaking keeps together first."""


_HIRAGANA = re.compile("[\u3041-\u3096]")
_KEY = re.compile("[A-Za-z0-9]{1,3}")
"""A key's name (R, F, Z) or a short number: kept with the katakana word or the particle after it."""
_KATAKANA_START = re.compile("[\u30a1-\u30fa]")
_KATAKANA_END = re.compile("[\u30a1-\u30fa\u30fc-\u30ff]$")
"""A katakana word's last character: a number right after it is part of its name (ドロー2)."""
_TAIL = re.compile("[\u3041-\u3096][、。，．！？）」』】〉》〕］｝〙〗…‥!?,.)]+")
"""One kana with the marks that close its sentence or clause (す。, い。, り、, で、): the end of a
word (打ち消す。, ください。, 取り、) or a particle before a comma. Kinsoku lets a line start with it,
but a line that begins "す。" reads as a word cut in two: it stays with what comes before it."""


def _tails(parts: list[str]) -> list[str]:
    """``parts`` with each closing kana (``_TAIL``) joined to the part before it, and, where that
    part is one kana after a kanji (the okurigana 降り + る。, 取 + り、), to the kanji as well."""
    joined: list[str] = []
    for part in parts:
        if not joined or not _TAIL.fullmatch(part):
            joined.append(part)
            continue
        before = joined.pop()
        if len(before) == 1 and _HIRAGANA.match(before) and joined and re.search(f"{_KANJI}$", joined[-1]):
            before = joined.pop() + before
        joined.append(before + part)
    return joined


_CLAUSE_END = set("、。，．！？!?…‥")
"""Marks after which the hiragana that follows begins a phrase of its own (それから, でも)."""


def _phrases(parts: list[str]) -> list[str]:
    """``parts`` joined into phrases: a part that starts with hiragana joins the phrase before it
    (出 + し + ました。, 山札 + から, ラマ + を) unless that phrase is ``_closed``."""
    joined: list[str] = []
    for part in parts:
        if joined and _HIRAGANA.match(part) and not _closed(joined[-1]):
            joined[-1] += part
        else:
            joined.append(part)
    return joined


def _closed(phrase: str) -> bool:
    """Whether the hiragana after ``phrase`` begins a phrase of its own: after a clause's end,
    after を, and after a word and one particle (ニーナは / あなたの, 山札の / 上に): の, は and へ
    after any word; が only after katakana or Latin, since after a kanji it is often a verb's
    (上がる)."""
    if phrase[-1] in _CLAUSE_END or phrase[-1] == "を":
        return True
    word, particle = phrase[:-1], phrase[-1]
    if not word or _HIRAGANA.search(word):
        return False
    return particle in "のはへ" or (particle == "が" and not re.search(_KANJI, word))


def _glue(parts: list[str]) -> list[str]:
    """``parts`` with the kinsoku rules applied: a closing mark joins the part before it, an
    opening mark the part after it."""
    merged: list[str] = []
    for part in parts:
        if merged and (part[0] in _NO_LINE_START or merged[-1][-1] in _NO_LINE_END):
            merged[-1] += part
        else:
            merged.append(part)
    return merged


def _units(word: str, phrased: bool = True) -> list[str]:
    """A Japanese word (no spaces in it) cut where a line may break: between characters, never
    inside a katakana word or between a number and its counter, and by the kinsoku rules."""
    parts: list[str] = []
    for part in _UNITS.findall(word):
        if parts and parts[-1][-1].isdigit() and part[0] in _COUNTERS:
            parts[-1] += part  # 3 + 枚
        elif parts and parts[-1][-1] in _COUNTERS and part == "目":
            parts[-1] += part  # 2枚 + 目
        elif parts and parts[-1] == "第" and part[0].isdigit():
            parts[-1] += part  # 第 + 2
        elif parts and _KATAKANA_END.search(parts[-1]) and part[0].isdigit():
            parts[-1] += part  # ドロー + 2: a card's name (a playtest saw "ドロー" / "2は")
        elif parts and _KEY.fullmatch(parts[-1]) and _KATAKANA_START.match(part):
            parts[-1] += part  # Z + タイル, 5 + マス: a key's or a number's word (a playtest saw "Z" / "タイル")
        else:
            parts.append(part)
    units = _tails(_glue(parts))
    return _phrases(units) if phrased else units


def _pieces(text: str, phrased: bool = True) -> list[tuple[str, bool]]:
    """Where a line may break: between words, and in Japanese between the phrases of ``_units``
    (between its units without them, ``phrased`` False). Each piece says whether a space goes
    before it."""
    pieces: list[tuple[str, bool]] = []
    for word in text.split():
        if not _CJK.search(word):
            pieces.append((word, True))
            continue
        parts = _units(word, phrased)
        if pieces and _KEY.fullmatch(pieces[-1][0]) and _HIRAGANA.match(parts[0]):
            key, spaced = pieces.pop()  # "F で裏返す": the key keeps its particle (a line ended "F")
            pieces.append((f"{key} {parts[0]}", spaced))
            parts = parts[1:]
            pieces.extend((part, False) for part in parts)
            continue
        pieces.extend((part, index == 0) for index, part in enumerate(parts))
    return pieces


ORPHAN = 2
"""Characters a Japanese text's last line may not be as short as: "る。" alone on a line is
balanced away (the lines are laid narrower, as many as before)."""


def lay_lines(text: str, width: int, measure: Callable[[str], int],
              shorten: Callable[[str], str] | None = None) -> list[str]:
    """``text`` broken into lines of at most ``width`` as ``measure`` counts a line (pixels of a
    font, or anything else): the one line breaker of the app. A Japanese unit longer than a
    line is broken between its characters (still by the kinsoku rules, never with a hyphen);
    an English word longer than a line is ``shorten``-ed (kept whole without ``shorten``).
    Japanese never ends on a line of ``ORPHAN`` characters or fewer where narrower lines, as
    many, end longer: where whole phrases cannot balance it, their units do."""
    lines = _balanced(text, width, measure, shorten, True)
    if _orphaned(lines):
        units = _balanced(text, width, measure, shorten, False)
        if len(units) <= len(lines) and not _orphaned(units):
            return units
    return lines


def _orphaned(lines: list[str]) -> bool:
    """Whether Japanese ``lines`` end on a line of ``ORPHAN`` characters or fewer."""
    return len(lines) > 1 and len(lines[-1]) <= ORPHAN and bool(_CJK.search(lines[-1]))


def _balanced(text: str, width: int, measure: Callable[[str], int], shorten: Callable[[str], str] | None,
              phrased: bool) -> list[str]:
    """``lay_lines`` by phrases or by units alone."""
    lines = _greedy(text, width, measure, shorten, phrased)
    if not _orphaned(lines):
        return lines
    widest = min(width, max(measure(piece) for piece, _ in _pieces(text, phrased)))  # no unit is broken
    balanced = _narrowest(text, widest, width, len(lines), measure, shorten, phrased)
    if _kept(balanced, lines) and len(balanced[-1]) > len(lines[-1]):
        return balanced
    # Greedy lines do not always narrow evenly: the last two lines alone are laid again.
    joined = lines[-2] + (" " if text.rstrip().endswith(f"{lines[-2]} {lines[-1]}") else "") + lines[-1]
    widest = min(width, max(measure(piece) for piece, _ in _pieces(joined, phrased)))
    tail = _narrowest(joined, widest, width, 2, measure, shorten, phrased)
    if _kept(tail, lines[-2:]) and len(tail[-1]) > len(lines[-1]):
        return lines[:-2] + tail
    return lines


def _narrowest(text: str, low: int, high: int, count: int, measure: Callable[[str], int],
               shorten: Callable[[str], str] | None, phrased: bool = True) -> list[str]:
    """``text`` laid at the narrowest width from ``low`` to ``high`` that takes at most ``count``
    lines."""
    while low < high:
        middle = (low + high) // 2
        if len(_greedy(text, middle, measure, shorten, phrased)) <= count:
            high = middle
        else:
            low = middle + 1
    return _greedy(text, low, measure, shorten, phrased)


def _kept(found: list[str], lines: list[str]) -> bool:
    """Whether ``found`` holds what ``lines`` do, in as many lines, no word shortened."""
    return len(found) == len(lines) and "".join(found).replace(" ", "") == "".join(lines).replace(" ", "")


def _greedy(text: str, width: int, measure: Callable[[str], int],
            shorten: Callable[[str], str] | None, phrased: bool = True) -> list[str]:
    """``lay_lines`` before its balancing: each line as full as ``width`` allows."""
    lines: list[str] = []
    line = ""
    for word, spaced in _pieces(text, phrased):
        candidate = (f"{line} {word}" if spaced else line + word) if line else word
        if measure(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        if measure(word) <= width:
            line = word
        elif _CJK.search(word):
            line = ""
            for part in _fragments(word, width, measure):
                if line and measure(line + part) > width:
                    lines.append(line)
                    line = part
                else:
                    line += part
        else:
            line = shorten(word) if shorten is not None else word
    if line:
        lines.append(line)
    return lines


_SOFT_END = set("ばてでとがをにはのもへや")
"""Kana after which a phrase longer than a line is cut first (あげなければ / なりません。): a
particle or a verb's joining ending, never the first character of a chunk (で / きる)."""


def _fragments(phrase: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """A Japanese phrase longer than a line, cut where it must be: after a particle or a joining
    ending (``_SOFT_END``; a bubble at 150% cut "なりま" / "せん。"), else between its units, and a
    unit longer than the line between its characters (by the kinsoku rules)."""
    chunks: list[str] = [""]
    for unit in _units(phrase, phrased=False):
        chunks[-1] += unit
        if len(chunks[-1]) > 1 and chunks[-1][-1] in _SOFT_END:
            chunks.append("")
    parts: list[str] = []
    for chunk in filter(None, chunks):
        if measure(chunk) <= width:
            parts.append(chunk)
            continue
        for unit in _units(chunk, phrased=False):
            parts += [unit] if measure(unit) <= width else _tails(_glue(list(unit)))
    return parts


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``width`` pixels (a long word gets an ellipsis)."""
    return list(_wrapped(displayable(text, WRAP_LIMIT), size, width, bold))


WRAP_LIMIT = 20_000
"""Characters a wrapped text may have (a how-to-play section is a few thousand)."""


@kept_by_forget_art
@lru_cache(maxsize=4096)
def _wrapped(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """The lines of ``wrap``, measured once per sentence and size (the log re-renders often)."""
    lines = lay_lines(text, width, lambda line: text_width(line, size, bold),
                      lambda word: fit_text(word, size, width, bold))
    return tuple(lines) or ("",)


def broken_for_gui(text: str, width: int, measure: Callable[[str], int]) -> str:
    """``text`` for a pygame-gui text box ``width`` pixels wide: Japanese with its line breaks
    put in (``<br>``) by :func:`lay_lines`, since pygame-gui breaks only at spaces and cuts a
    longer run with a hyphen; English as it is (pygame-gui breaks it at its spaces)."""
    if not _CJK.search(text) or "<" in text:
        return text
    return "<br>".join(lay_lines(text, width, measure))
