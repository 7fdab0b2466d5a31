"""A small popup that asks which of several legal actions a drop means, in words.

When a drop matches more than one legal action (how to pay, which treats go onto the next
card, the value of a wild card) the table never picks one: it lists them here. A click or
the option's number key chooses; Esc or a click outside cancels.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from ....rules.alpacas.actions import PAY_TREATS, Move, Take
from ....rules.alpacas.components import ANIMAL, ANIMALS
from ...palette import CREAM, GOLD, INK, PANEL, SKY, SKY_BRIGHT
from ...text import draw_text, fit_text, rounded_panel
from ....i18n import t

_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}
_NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
_KEYPAD = {getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)}


def _ordinal(n: int) -> str:
    return t(_ORDINAL[n]) if n in _ORDINAL else t("{number}th", number=n)


def treat_words(clovers: int, carrots: int) -> str:
    """"1 clover and 2 carrots" (or "nothing") in the interface language."""
    parts = []
    if clovers:
        parts.append(t("{count} clover", count=clovers) if clovers == 1 else t("{count} clovers", count=clovers))
    if carrots:
        parts.append(t("{count} carrot", count=carrots) if carrots == 1 else t("{count} carrots", count=carrots))
    return t(" and ").join(parts) if parts else t("nothing")


_treats = treat_words


def describe_options(actions: Sequence[Any], row: Sequence[int]) -> tuple[str, list[str]]:
    """(question, one line per action) naming only what differs between the actions."""
    takes = [a for a in actions if isinstance(a, Take)]
    pays = {a.pay for a in takes}
    leaves = {a.leave for a in takes}
    wilds = {a.wild for a in actions if isinstance(a, (Take, Move))}
    questions = []
    if len(pays) > 1:
        questions.append(t("how to pay"))
    if len(leaves) > 1:
        questions.append(t("which treats go onto the next card"))
    if len(wilds) > 1:
        questions.append(t("what the wild card counts as"))
    question = t("Choose {what}:", what=t(" and ").join(questions)) if questions else t("Choose:")
    lines = []
    for action in actions:
        parts = []
        if isinstance(action, Take) and len(pays) > 1:
            doubles = []
            for position, code in enumerate(action.pay):
                clovers, carrots = PAY_TREATS[code]
                if clovers + carrots == 2:
                    animal = ANIMALS[ANIMAL[row[position]]]
                    doubles.append(t("{treats} on the {nth} card ({animal})", treats=_treats(clovers, carrots),
                                     nth=_ordinal(position + 1), animal=t(animal)))
            spent = (sum(PAY_TREATS[c][0] for c in action.pay), sum(PAY_TREATS[c][1] for c in action.pay))
            text = t("pay {treats}", treats=_treats(*spent))
            if doubles:
                text += t(": ") + t(", ").join(doubles)
            parts.append(text)
        if isinstance(action, Take) and len(leaves) > 1:
            parts.append(t("put {treats} onto the next card", treats=_treats(*action.leave)))
        if isinstance(action, (Take, Move)) and len(wilds) > 1 and action.wild is not None:
            parts.append(t("the wild card counts as {value}", value=action.wild))
        line = t("; ").join(parts) or str(action)
        lines.append(line[0].upper() + line[1:])
    return question, lines


@dataclass
class Chooser:
    """The open question: the actions, their words, and where each line was drawn."""

    actions: list[Any]
    question: str
    lines: list[str]
    rects: list[pygame.Rect] = field(default_factory=list)
    panel: pygame.Rect = field(default_factory=pygame.Rect)
    hover: int | None = None

    @staticmethod
    def for_actions(actions: Sequence[Any], row: Sequence[int]) -> "Chooser":
        question, lines = describe_options(actions, row)
        return Chooser(list(actions), question, lines)

    def handle_event(self, event: pygame.event.Event) -> tuple[str, Any]:
        """("choose", action), ("cancel", None) or ("", None) for an event while it is open."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return "cancel", None
            number = _NUMBER_KEYS.get(event.key) or _KEYPAD.get(event.key)
            if number is not None and number <= len(self.actions):
                return "choose", self.actions[number - 1]
            return "", None
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.rects) if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos):
                    return "choose", self.actions[index]
            if not self.panel.collidepoint(event.pos):
                return "cancel", None
        return "", None

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], scale: float, text_px: int) -> None:
        s = scale
        line_h = max(text_px + 14, round(34 * s))
        width = min(surface.get_width() - round(40 * s), round(560 * s))
        height = round(64 * s) + line_h * len(self.lines) + round(36 * s)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = centre
        self.panel.clamp_ip(surface.get_rect())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        surface.blit(shade, (0, 0))
        rounded_panel(surface, self.panel, PANEL, 245, radius=round(14 * s), border=GOLD, border_width=2)
        pad = round(16 * s)
        draw_text(surface, fit_text(self.question, text_px + 2, width - 2 * pad, True), text_px + 2,
                  (self.panel.left + pad, self.panel.top + pad), GOLD, bold=True)
        y = self.panel.top + round(52 * s)
        self.rects = []
        for index, line in enumerate(self.lines):
            rect = pygame.Rect(self.panel.left + pad, y, width - 2 * pad, line_h - round(6 * s))
            hovered = index == self.hover
            rounded_panel(surface, rect, SKY if hovered else (44, 70, 58), 255, radius=round(8 * s),
                          border=SKY_BRIGHT if hovered else None, border_width=1)
            label = fit_text(f"{index + 1}.  {line}", text_px, rect.width - 2 * pad)
            draw_text(surface, label, text_px, (rect.left + pad // 2, rect.centery), INK if hovered else CREAM,
                      anchor="midleft")
            self.rects.append(rect)
            y += line_h
        draw_text(surface, t("Click an option or press its number · Esc cancels"), max(12, text_px - 2),
                  (self.panel.centerx, self.panel.bottom - round(10 * s)), (200, 214, 200), anchor="midbottom")


__all__ = ["Chooser", "describe_options"]
