"""Where something that appears for a moment may stand: clear of what the player needs.

One mechanism for everything transient on a table (a drag's label, a refusal, a toast, a tag):
while the table draws, each thing the player must still read or reach (the top bar and its
buttons, the seat panels, the move log, the status line, the tip, the pieces in play) is
kept (``keep``); what appears on top asks ``place`` for a spot beside its anchor, in the
order of sides it prefers, and gets the first one that lies on screen and covers nothing
kept, or, where no spot is clear, the one that covers least. Pure geometry on rectangles,
so it is tested without a window.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

import pygame

SIDES = ("above", "below", "right", "left")
PICTURE_COST = 16
"""A covered word counts as much as this many covered pixels of a picture (``soften``)."""
PROMPT_COST = 8
"""A covered pixel of what the player is asked to do now (the status line, the tip: ``hold``)
counts this many times a pixel of other words: a long toast at 1024x640 and 150% with no felt
left stood over the start of the turn prompt, where the edge of a seat panel was there to cover."""
SLIDES = (0.0, -0.5, 0.5, -1.0, 1.0)
"""Along each side, how far off centre a spot is tried (in the thing's own widths or heights)."""
PUSHES = 8
"""How many kept things a spot is pushed past, one after another, before it gives up."""


class ClearRoom:
    """What must stay readable on the frame being drawn, and spots clear of it."""

    def __init__(self, bounds: pygame.Rect | None = None) -> None:
        self.bounds = pygame.Rect(bounds) if bounds is not None else pygame.Rect(0, 0, 0, 0)
        self.kept: list[pygame.Rect] = []
        self.pictures: list[pygame.Rect] = []
        """Kept pictures without words (a board's squares): where nothing is clear, a moment
        covers these before it covers words (``PICTURE_COST`` per pixel)."""
        self.prompts: list[pygame.Rect] = []
        """Kept words that say what to do now (``hold``): covered last of all."""
        self.dear: list[pygame.Rect] = []
        """Kept things covered only after all but what is held (a tooltip's other buttons, the
        hand's cards beside the card it names): ``place`` tries spots clear of them first."""
        self.messages: pygame.Rect | None = None
        """Where a table wants its messages (a toast, a refusal) when it has no free felt: a
        message stays inside it, on what covers least there (None: anywhere on screen)."""

    def reset(self, bounds: pygame.Rect) -> None:
        """A new frame in ``bounds``: nothing kept yet, no message area."""
        self.bounds = pygame.Rect(bounds)
        self.kept.clear()
        self.pictures.clear()
        self.prompts.clear()
        self.dear.clear()
        self.messages = None

    def keep(self, *rects: pygame.Rect | None) -> None:
        """Keep these rectangles readable (None and empty ones are ignored)."""
        for rect in rects:
            if rect is not None and rect.width > 0 and rect.height > 0:
                self.kept.append(pygame.Rect(rect))

    def hold(self, rect: pygame.Rect) -> None:
        """Keep ``rect``, words that say what to do now (the status line, the tip) or that the
        player reads at every glance (a pile's count), covering it ``PROMPT_COST`` times as dear
        as other words, and only where every spot tried covers some (``place``)."""
        self.keep(rect)
        if rect.width > 0 and rect.height > 0:
            self.prompts.append(pygame.Rect(rect))

    def keep_all(self, rects: Iterable[pygame.Rect]) -> None:
        self.keep(*rects)

    def covers_held(self, rect: pygame.Rect) -> bool:
        """Whether ``rect`` covers any of what ``hold`` keeps (the status line, a pile's count)."""
        return rect.collidelist(self.prompts) != -1

    def soften(self, rect: pygame.Rect) -> None:
        """``rect``, kept already, is a picture without words: still kept clear where there is
        room, but covered before any words where there is none."""
        if rect in self.kept:
            self.kept.remove(rect)
        self.pictures.append(pygame.Rect(rect))

    def covered(self, rect: pygame.Rect) -> int:
        """How many pixels of what is kept ``rect`` would cover (overlaps counted per rectangle;
        a picture's pixels count ``1 / PICTURE_COST``, and at least 1 when it is touched)."""
        total = 0
        for kept in self.kept:
            clip = rect.clip(kept)
            total += clip.width * clip.height
        for picture in self.pictures:
            clip = rect.clip(picture)
            if clip.width and clip.height:
                total += max(1, clip.width * clip.height // PICTURE_COST)
        for prompt in self.prompts:
            clip = rect.clip(prompt)
            total += (PROMPT_COST - 1) * clip.width * clip.height
        return total

    def place(self, size: tuple[int, int], anchor: pygame.Rect, gap: int = 6,
              sides: Sequence[str] = SIDES, avoid: Sequence[pygame.Rect] = (),
              within: pygame.Rect | None = None, far: bool = False) -> pygame.Rect:
        """A rectangle of ``size`` beside ``anchor``: the first spot, side by side in
        ``sides``' order, that lies inside the bounds (and inside ``within``, where it fits)
        and covers nothing kept (nor ``avoid``, nor the anchor itself); else the spot that
        covers least, one clear of what is held (``hold``) before any that covers some: a toast
        covered "Deck · 40" and a tooltip "Your turn" where other words were there to cover.
        ``far``: a message that may stand away from its anchor also tries each slid spot pushed
        on past what is kept (a label about its target stays beside it)."""
        extra = [pygame.Rect(anchor), *(pygame.Rect(r) for r in avoid)]
        best: tuple[bool, bool, int, int, pygame.Rect] | None = None
        spots = self._spots(size, anchor, gap, sides, far)
        if within is not None and within.width >= size[0] and within.height >= size[1]:
            spots = (spot.clamp(within) for spot in spots)
        for order, spot in enumerate(spots):
            # covering the anchor or an avoided thing (the piece in hand) weighs more than
            # covering kept words: a label under the held card cannot be read at all
            cover = self.covered(spot) + 10 * sum(spot.clip(r).width * spot.clip(r).height for r in extra)
            if cover == 0:
                return spot
            # what is held, and what is avoided (a hand drawn over it, as buttons are), come last
            held = self.covers_held(spot) or spot.collidelist(extra[1:]) != -1
            dear = spot.collidelist(self.dear) != -1
            if best is None or (held, dear, cover, order) < best[:4]:
                best = (held, dear, cover, order, spot)
        assert best is not None
        return best[4]

    def free(self, size: tuple[int, int], near: tuple[int, int], gap: int = 8,
             within: pygame.Rect | None = None, pictures: bool = True) -> pygame.Rect | None:
        """A rectangle of ``size`` anywhere inside ``within`` (the bounds by default) that
        covers nothing kept, nor any picture, ``gap`` clear of each: the one nearest ``near``;
        None where no such place exists. For a panel that has no anchor of its own (a
        catching-up account), which folds away rather than cover anything. ``pictures=False``:
        pictures may be covered (a message with no clear felt lies over a board's empty squares
        rather than over words)."""
        area = pygame.Rect(within if within is not None else self.bounds)
        w, h = size
        if w > area.width or h > area.height:
            return None
        obstacles = self.kept + self.pictures if pictures else self.kept
        unique = {tuple(rect.inflate(2 * gap, 2 * gap)) for rect in obstacles if rect.colliderect(area)}
        things = [pygame.Rect(rect) for rect in unique]
        big = [rect for rect in things if rect.width * rect.height >= 4000]  # a panel, the log: not each word in it
        things = [rect for rect in things if not any(other != rect and other.contains(rect) for other in big)]
        xs = {area.left, area.right - w} | {r.right for r in things} | {r.left - w for r in things}
        ys = {area.top, area.bottom - h} | {r.bottom for r in things} | {r.top - h for r in things}
        best: tuple[int, pygame.Rect] | None = None
        for x in xs:
            if x < area.left or x + w > area.right:
                continue
            for y in ys:
                if y < area.top or y + h > area.bottom:
                    continue
                spot = pygame.Rect(x, y, w, h)
                distance = (spot.centerx - near[0]) ** 2 + (spot.centery - near[1]) ** 2
                if (best is None or distance < best[0]) and spot.collidelist(things) == -1:
                    best = (distance, spot)
        return None if best is None else best[1]

    def _spots(self, size: tuple[int, int], anchor: pygame.Rect, gap: int,
               sides: Sequence[str], far: bool = False) -> Iterator[pygame.Rect]:
        """Every spot tried, in order: each side, at the centre then slid along it, moved
        inside the bounds (made as they are tried: a clear frame stops at the first)."""
        for side in sides:
            for slide in SLIDES:
                spot = spot_for(side, size, anchor, gap, slide)
                if self.bounds.width and self.bounds.height:
                    spot.clamp_ip(self.bounds)
                yield spot
            pushed = self._pushes(spot_for(side, size, anchor, gap), side, gap)
            yield pushed[-1]
            yield from pushed[:-1]  # each step on the way: past the tip, just short of the status line
        # Last, for a message, each slid spot pushed on too: where the column straight past the
        # anchor is full (the status line, then the hand), the felt beside it may be clear.
        for side in sides if far else ():
            for slide in SLIDES[1:]:
                yield from self._pushes(spot_for(side, size, anchor, gap, slide), side, gap)

    def _pushed(self, spot: pygame.Rect, side: str, gap: int) -> pygame.Rect:
        """``spot`` moved on in its side's direction past whatever kept thing it covers, a few
        times (a toast whose place is inside the tip goes above the tip, not over it)."""
        return self._pushes(spot, side, gap)[-1]

    def _pushes(self, spot: pygame.Rect, side: str, gap: int) -> list[pygame.Rect]:
        """Every place ``_pushed`` passes through, the last its answer (where no place is clear,
        one of the first steps may cover least)."""
        step = {"above": (0, -1), "below": (0, 1), "right": (1, 0), "left": (-1, 0)}.get(side, (0, -1))
        spot = pygame.Rect(spot)
        steps: list[pygame.Rect] = []
        for _ in range(PUSHES):
            hits = [kept for kept in self.kept if spot.colliderect(kept)]
            if not hits:
                break
            if step[1] < 0:
                spot.bottom = min(kept.top for kept in hits) - gap
            elif step[1] > 0:
                spot.top = max(kept.bottom for kept in hits) + gap
            elif step[0] > 0:
                spot.left = max(kept.right for kept in hits) + gap
            else:
                spot.right = min(kept.left for kept in hits) - gap
            steps.append(self._on_screen(spot))
        steps.append(self._on_screen(spot))
        return steps

    def _on_screen(self, spot: pygame.Rect) -> pygame.Rect:
        """``spot`` moved inside the bounds (when there are bounds)."""
        spot = pygame.Rect(spot)
        if self.bounds.width and self.bounds.height:
            spot.clamp_ip(self.bounds)
        return spot


def spot_for(side: str, size: tuple[int, int], anchor: pygame.Rect, gap: int, slide: float = 0.0) -> pygame.Rect:
    """A rectangle of ``size`` on ``side`` of ``anchor`` (``"on"``: centred over it), ``slide``
    of its own width or height off centre."""
    w, h = size
    spot = pygame.Rect(0, 0, w, h)
    if side == "above":
        spot.midbottom = (anchor.centerx + round(slide * w), anchor.top - gap)
    elif side == "below":
        spot.midtop = (anchor.centerx + round(slide * w), anchor.bottom + gap)
    elif side == "right":
        spot.midleft = (anchor.right + gap, anchor.centery + round(slide * h))
    elif side == "left":
        spot.midright = (anchor.left - gap, anchor.centery + round(slide * h))
    elif side == "on":
        spot.center = (anchor.centerx, anchor.centery + round(slide * h))
    else:
        raise ValueError(f"unknown side {side!r}")
    return spot
