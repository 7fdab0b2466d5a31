"""The end of a L.L.A.M.A. round, over the table: cards left, penalties and why, chips, totals.

The emptier's chip return is decided here (two buttons when it is a human's decision; a
bot's return arrives through ``match.update`` while the overlay is open). "Next round"
closes the overlay and the table deals the next round (or hands over to the results).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ....i18n import t
from ....rules.core import Event, IllegalActionError, Narrator
from ....rules.languages import en
from ....rules.llama import END_TOTAL, LLAMA_CARD, RETURN_CHIP, ReturnChip, card_label, penalty
from ... import sound
from ...gui_text import label_need, resize_button
from ...palette import INK, INK_SOFT, PAPER, RUST, SAND, TERRACOTTA
from ...scale import MIN_TEXT, content_scale, text_scale
from ...scene import Pop, Push, WidgetScene
from ...table.guide_words import draw_learn_lines, learn_tag_width
from ...table.guided import GuideMode
from ...table.pause import PauseScene
from ...text import draw_text, fit_text, paper_panel, rounded_panel, text_width, veil, wrap
from ...widgets.cards import CardImages, CardSprite
from ...widgets.chips import ChipStacks

if TYPE_CHECKING:
    from ...table.kit import Table

AUTO_CONTINUE = 3.5
"""Seconds a bot-only table shows the summary before dealing on (times the animation speed)."""


def return_words(points: int, total: int) -> tuple[str, str]:
    """A return button's label, and its tip where the label alone would puzzle: with no white
    chip held (``total`` a multiple of ten), returning a white is the rulebook's exchange, a
    black changed for ten whites, then one white back."""
    if points == 10:
        return t("Return black chip (10)"), ""
    if total % 10 == 0:
        return (t("Change a black, return a white (1)"),
                t("You hold no white chip: one black is changed for ten whites, and one white goes back."))
    return t("Return white chip (1)"), ""


def holds_words(narrator: Narrator, seat: int, total: int) -> str:
    """ "You hold 9 points" for the one human at this screen, "Ana holds 9 points" otherwise."""
    if seat == narrator.viewer:
        return t("You hold 1 point") if total == 1 else t("You hold {total} points", total=total)
    name = en.name(narrator, seat)
    if total == 1:
        return t("{name} holds 1 point", name=name)
    return t("{name} holds {total} points", name=name, total=total)


def added_words(points: int) -> str:
    """What a round added to a total: "+1 point", "+9 points", "no points"."""
    if not points:
        return t("no points")
    return t("+1 point") if points == 1 else t("+{points} points", points=points)


ROW_GROWTH = 1.6
"""How much taller than at the fullest table a row may grow where the panel has room (fewer
players): its cards and chips grow with it. At 150% text they stayed the size they had with
six rows, tiny under large words."""

READABLE = 0.5
"""The share of a card's width left uncovered in the summary's row: its corner value and half
its big numeral show."""


def card_row(cards: Sequence[int], room: int, width: int) -> tuple[list[tuple[int, int, float]], int]:
    """The summary's leftover cards in ``room`` pixels: (value, how many, centre x from the
    column's left) once per value, since a value counts once, and the card width. Each card
    shows at least ``READABLE`` of its width; the cards shrink rather than overlap more."""
    values = sorted(set(cards))
    if not values:
        return [], width
    gaps = len(values) - 1
    width = max(1, min(width, int(room / (1 + READABLE * gaps))))
    step = min(width * 1.08, (room - width) / gaps) if gaps else 0.0
    return [(value, cards.count(value), width / 2 + i * step) for i, value in enumerate(values)], width


def penalty_sentence(cards: Sequence[int]) -> str:
    """Why a hand costs what it costs: "1, 1, Llama: 1 + 10 = 11" (each value once)."""
    if not cards:
        return t("No cards left: 0")
    shown = t(", ").join(t(card_label(v)) for v in sorted(cards))
    distinct = sorted(set(cards))
    terms = [str(10 if v == LLAMA_CARD else v) for v in distinct]
    total = penalty(cards)
    if len(terms) == 1:
        return t("{cards}: {total}", cards=shown, total=total)
    return t("{cards}: {sum} = {total}", cards=shown, sum=" + ".join(terms), total=total)


def _penalty_split(cards: Sequence[int], size: int, width: int) -> list[str]:
    """``penalty_sentence`` in at most two lines, not yet cut to ``width``."""
    sentence = penalty_sentence(cards)
    lines = wrap(sentence, size, width)
    if len(lines) == 1:
        return lines
    distinct = sorted(set(cards))
    arithmetic = " + ".join(str(10 if v == LLAMA_CARD else v) for v in distinct)
    start = sentence.rfind(arithmetic) if len(distinct) > 1 else -1
    if start <= 0:
        return lines[:2]
    return [sentence[:start].rstrip(), sentence[start:]]


def penalty_lines(cards: Sequence[int], size: int, width: int) -> list[str]:
    """``penalty_sentence`` in at most two lines of ``width`` pixels: when it does not fit in
    one, the sum goes whole to the second line (never "... + 10 =" above a lone "21")."""
    return [fit_text(line, size, width) for line in _penalty_split(cards, size, width)]


def penalty_size(cards: Sequence[int], size: int, width: int) -> int:
    """The largest size from ``size`` down to 12 px at which ``penalty_lines`` cuts nothing
    (a longer language's list of six cards at 150%)."""
    whole = "".join(penalty_sentence(cards).split())
    for px in range(size, MIN_TEXT - 1, -1):
        lines = _penalty_split(cards, px, width)
        if "".join("".join(lines).split()) == whole and all(text_width(line, px) <= width for line in lines):
            return px
    return min(size, MIN_TEXT)


class RoundSummaryScene(WidgetScene):
    """A transparent overlay above the table until the player moves on."""

    transparent = True

    def __init__(self, app: Any, table: Table, result: Any, later: Sequence[Event]) -> None:
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.result = result
        self.returned: dict[int, int] = {}
        for event in later:
            self._note(event)
        self.images = CardImages()
        self.buttons: dict[str, Any] = {}
        self.auto_left = AUTO_CONTINUE * app.animation_scale
        self.message = ""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.note_y = 0

    def _note(self, event: Event) -> None:
        if event.kind == "return_chip" and event.seat is not None:
            self.returned[event.seat] = int(event.get("points", 0))

    # -- lifecycle -------------------------------------------------------------------------
    @property
    def deciding(self) -> bool:
        """The emptier still has to choose which chip to return."""
        return self.table.view.observation().phase == RETURN_CHIP

    def _human_decides(self) -> bool:
        """A human at this screen chooses (a seat played from a phone chooses on the phone)."""
        return self.deciding and self.match.current_seat() in self.table.humans

    def _most_rows(self) -> int:
        """Rows of the fullest table this game seats: the panel is sized and placed for it, so
        its buttons stand in the same place at every player count."""
        return self.match.game.player_counts.stop - 1

    def _scale(self, size: tuple[int, int]) -> float:
        """The player's size, as long as a row for every player of the fullest table fits."""
        return content_scale(size, (1040, 290 + 66 * self._most_rows()))

    def row_height(self, s: float, height: int) -> int:
        """A player's row: 66 design pixels at the fullest table, taller (up to ``ROW_GROWTH``)
        where fewer rows share the room the fullest table's panel has."""
        base = round(66 * s)
        fullest = min(round(150 * s) + self._most_rows() * base + round(80 * s), height - round(40 * s))
        room = (fullest - round(230 * s)) // max(1, self.match.num_players)
        return max(base, min(round(base * ROW_GROWTH), room))

    def word_scale(self, s: float, row_h: int) -> float:
        """The scale of a row's words: the player's Size (``text_scale``), which the panel's
        geometry (``s``, fitted to the fullest table) may not reach, as far as a row holds a
        penalty's three lines (at 150% the penalties and chip labels stayed at the panel's scale)."""
        most = (row_h - round(6 * s)) / (3 * 1.2 * 14)
        return max(s, min(text_scale(self.app.size), most))

    def build_ui(self) -> None:
        w, h = self.app.size
        s = self._scale((w, h))
        rows = self.match.num_players
        pw = min(w - round(60 * s), max(round(980 * s), self._width_for_penalties(s)))
        ph = round(150 * s) + rows * self.row_height(s, h) + round(80 * s)
        fullest = min(round(150 * s) + self._most_rows() * round(66 * s) + round(80 * s), h - round(40 * s))
        self.panel = pygame.Rect(0, 0, pw, min(ph, h - round(40 * s)))
        self.panel.midbottom = (w // 2, (h + fullest) // 2)  # the bottom (and its buttons) never moves
        self.new_container()
        self.buttons = {}
        bw, bh = max(230, round(260 * s)), max(40, round(46 * s))
        bottom = self.panel.bottom - round(18 * s) - bh
        self.note_y = bottom - round(34 * s)
        if self._human_decides():
            seat = self.match.current_seat()
            assert seat is not None, "a human's turn means the game is not over"
            total = self.table.view.observation().totals[seat]
            options = [a for a in self.table.view_of(seat).legal_actions() if isinstance(a, ReturnChip)]
            words = [return_words(action.points, total) for action in options]
            # a longer label (the exchange) widens its own button: 48 px of padding and border
            widths = [max(bw, text_width(label, max(MIN_TEXT, round(18 * s)), True) + 48) for label, _ in words]
            x = self.panel.centerx - (sum(widths) + 12 * (len(options) - 1)) // 2
            for action, (label, tip), width in zip(options, words, widths):
                tip = tip or holds_words(self.table.sight.narrator(), seat, total)
                self.buttons[f"return {action.points}"] = (pygame_gui.elements.UIButton(
                    pygame.Rect(x, bottom, width, bh), label, self.app.ui, container=self.container,
                    object_id=ObjectID(f"#return_{action.points}", "@primary_button"),
                    tool_tip_text=tip), action)
                x += width + 12
            self._fit_return_buttons(bh)
        elif not self.deciding:
            # No button while a bot still decides its chip: it would say "Next round" and
            # then change to "See the results" once the return ends the game.
            over = self.match.is_over()
            label = t("See the results") if over else t("Next round")
            self.buttons["next"] = (pygame_gui.elements.UIButton(
                pygame.Rect(self.panel.centerx - bw // 2, bottom, bw, bh), label, self.app.ui,
                container=self.container, object_id=ObjectID("#next_round", "@primary_button")), None)

    def _fit_return_buttons(self, height: int) -> None:
        """Widen the chip buttons to their labels in the theme's own font (at 150% its words
        are larger than the row's scale measured: "Change a black, return a white" was cut)."""
        buttons = [button for button, action in self.buttons.values() if action is not None]
        widths = [max(button.relative_rect.width, label_need(button)) for button in buttons]
        x = self.panel.centerx - (sum(widths) + 12 * (len(buttons) - 1)) // 2
        for button, width in zip(buttons, widths):
            resize_button(button, (x, button.relative_rect.y), width, height)
            x += width + 12

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, action in self.buttons.values():
                if event.ui_element is button:
                    if action is None:
                        self.request = Pop()
                    else:
                        self.choose(action)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_n):
            if not self.deciding:
                self.request = Pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The pause menu, so that a player can also leave here (the game is saved).
            self.request = Push(PauseScene(self.app, self.table.game_name, self.match))
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def choose(self, action: Any) -> None:
        """A human returns a chip."""
        try:
            seat = self.match.current_seat()
            if seat is None:
                raise IllegalActionError("The game is over.")
            events = self.table.view_of(seat).act(action)
        except IllegalActionError as exc:
            self.message = str(exc)
            sound.play(self.app, "refuse")
            return
        self.message = ""  # a refusal answered: it no longer stands under the chip given back
        sound.play(self.app, "chip")
        self._absorb(events)

    def _absorb(self, events: Sequence[Event]) -> None:
        for event in events:
            self._note(event)
        self.table.moves.hold_log(events)  # the log behind stays as it was when the round ended
        self.build_ui()

    def update(self, dt: float) -> None:
        pump = getattr(self.table, "pump_phones", None)
        if pump is not None:  # a seat played from a phone returns its chip there
            pump(self._absorb)
        if self.deciding and not self.match.is_human_turn():
            events = self.match.update(dt)
            if events:
                self._absorb(events)
            return
        phones = getattr(self.table, "phones", None)
        if not self.deciding and phones is not None and phones.take_next():
            self.request = Pop()  # a phone started the next round: nobody plays at the laptop
            return
        waits = phones is not None and phones.starts_next() and not self.match.is_over()
        if not self.deciding and not self.table.humans and not waits:
            # a bots' table goes on by itself (to the results too); phone players read a round's
            # result first, and one of them starts the next round
            self.auto_left -= dt
            if self.auto_left <= 0:
                self.request = Pop()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self._scale((w, h))
        veil(surface, (6, 16, 12, 170))
        p = self.panel
        paper_panel(surface, p, s)
        result = self.result
        over = self.match.is_over()
        title = t("Round {number} is over", number=result.round) + (t(" — the game ends!") if over else "")
        draw_text(surface, title, round(30 * s), (p.centerx, p.top + round(16 * s)), RUST, anchor="midtop", bold=True)
        names = self.table.names
        if result.emptied is not None:
            narrator = self.table.sight.narrator()
            how = (t("You played your last card.") if result.emptied == narrator.viewer
                   else t("{name} played their last card.", name=en.name(narrator, result.emptied)))
        else:
            how = t("Everyone quit the round.")
        draw_text(surface, how, round(17 * s), (p.centerx, p.top + round(58 * s)), INK_SOFT, anchor="midtop")
        cols = self._columns(p, s)
        head_y = p.top + round(92 * s)
        for key, label in (("name", t("Player")), ("cards", t("Cards left")), ("why", t("Penalty")),
                           ("chips", t("Chips")), ("total", t("Total"))):
            draw_text(surface, label, round(14 * s), (cols[key], head_y), INK_SOFT, bold=True)
        pygame.draw.line(surface, SAND, (p.left + round(20 * s), head_y + round(22 * s)),
                         (p.right - round(20 * s), head_y + round(22 * s)), 2)
        row_h = self.row_height(s, h)
        grow = row_h / max(1, round(66 * s))  # the pieces grow with their row
        totals = self.table.view.observation().totals
        small_w = round(36 * s * grow)
        ws = self.word_scale(s, row_h)
        small_px = max(MIN_TEXT, round(12 * ws))  # the rows' small labels, at the player's Size
        for seat in range(self.match.num_players):
            y = head_y + round(30 * s) + seat * row_h
            cy = y + row_h // 2 - round(4 * s)
            if seat % 2 == 0:
                band = pygame.Rect(p.left + round(14 * s), y, p.width - round(28 * s), row_h - round(4 * s))
                rounded_panel(surface, band, SAND, 110, radius=8)
            name = fit_text(names[seat], round(17 * s), cols["cards"] - cols["name"] - round(10 * s), bold=True)
            draw_text(surface, name, round(17 * s), (cols["name"], cy), INK, anchor="midleft", bold=True)
            if seat == result.emptied:
                draw_text(surface, t("emptied hand"), small_px, (cols["name"], cy + round(12 * s)), TERRACOTTA)
            cards = sorted(result.hands[seat])
            laid, card_w = card_row(cards, cols["why"] - cols["cards"] - round(12 * s), small_w)
            for value, count, x in laid:
                self.images.draw(surface, CardSprite(value, cols["cards"] + x, cy, width=card_w), shadow_offset=1)
                if count > 1:  # the same value again: counted once, so shown once with how many
                    badge = f"×{count}"
                    size = small_px
                    tag = pygame.Rect(0, 0, text_width(badge, size, True) + round(6 * s), round(size * 1.25))
                    tag.bottomleft = (round(cols["cards"] + x - card_w / 2), round(cy + card_w * 0.7) + round(4 * s))
                    rounded_panel(surface, tag, INK, 230, radius=round(4 * s))
                    draw_text(surface, badge, size, tag.center, PAPER, anchor="center", bold=True)
            if not cards:
                draw_text(surface, t("none"), max(MIN_TEXT, round(14 * ws)), (cols["cards"], cy), INK_SOFT,
                          anchor="midleft")
            room = cols["chips"] - cols["why"] - round(8 * s)
            size = penalty_size(cards, max(MIN_TEXT, round(14 * ws)), room)
            lines = penalty_lines(cards, size, room)
            line_h = round(size * 1.2)
            pen = result.penalties[seat]
            note = self._chip_note(seat)  # a third line here, never beside the chips (it ran over the Total)
            shown = len(lines) + 1 + (1 if note else 0)
            top = cy - (shown * line_h) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, size, (cols["why"], top + i * line_h), INK)
            draw_text(surface, added_words(pen), max(MIN_TEXT, round(13 * ws)),
                      (cols["why"], top + len(lines) * line_h), RUST if pen else INK_SOFT, bold=bool(pen))
            if note:
                draw_text(surface, fit_text(note, small_px, room, bold=True), small_px,
                          (cols["why"], top + (len(lines) + 1) * line_h), TERRACOTTA, bold=True)
            chip_grow = min(grow, 1.3)  # the chips' column has less room to spare than the cards'
            diameter = max(14, round(20 * s * chip_grow))
            chips = ChipStacks(diameter, words=max(1.0, small_px / (0.48 * diameter)))  # counts as large as a small_px
            chips.total = totals[seat]
            chips.draw(surface, (cols["chips"], cy - round(22 * s * chip_grow)), color=INK, show_total=False)
            draw_text(surface, str(totals[seat]), round(22 * s), (cols["total"], cy), INK, anchor="midleft", bold=True)
        if self._human_decides():
            decider = self.match.current_seat()
            assert decider is not None, "a human's turn means the game is not over"
            who = names[decider]
            text = (t("You emptied your hand: give one chip back.") if decider == self.table.viewer and self.table.speaks_to_viewer()
                    else t("{name}, you emptied your hand: give one chip back.", name=who))
            draw_text(surface, text, round(17 * s), (p.centerx, self.note_y), RUST, anchor="midtop", bold=True)
        elif self.deciding:
            decider = self.match.current_seat()
            assert decider is not None, "the chip-return phase always has a seat to choose"
            draw_text(surface, t("{name} chooses a chip to return…", name=names[decider]), round(16 * s),
                      (p.centerx, self.note_y), INK_SOFT, anchor="midtop")
        elif over:
            draw_text(surface, self._ending_line(), round(16 * s),
                      (p.centerx, self.note_y), INK_SOFT, anchor="midtop")
        if self.message:
            draw_text(surface, t(self.message), round(15 * s), (p.centerx, self.note_y - round(22 * s)), TERRACOTTA,
                      anchor="midtop", bold=True)
        self._draw_lesson(surface, s)

    def later_moment(self) -> str:
        """For the layout tour: a human here gives back a white chip (else a black), so the
        summary shows what they gave back; "" when nobody here chooses."""
        options = sorted((action for _, action in self.buttons.values() if action is not None),
                         key=lambda action: action.points)
        if not self._human_decides() or not options:
            return ""
        self.choose(options[0])
        return "returned"

    def _chip_note(self, seat: int) -> str:
        """What the round's emptier did with a chip: "Gave back a white chip: -1", or "May give
        back a chip" while they choose; "" for everyone else."""
        if seat in self.returned:
            points = self.returned[seat]
            return (t("Gave back a black chip: -{points}", points=points) if points == 10
                    else t("Gave back a white chip: -{points}", points=points))
        if self.deciding and seat == self.match.current_seat():
            return t("May give back a chip")
        return ""

    def lesson_words(self) -> str:
        """In a guided game, what its step asks now (the summary stands over the guide's bubble:
        its instruction is shown above the panel instead); "" otherwise."""
        mode = self.table.mode
        if not isinstance(mode, GuideMode) or not mode.guide.players_turn() or mode.guide.step() is None:
            return ""
        return mode.words(short=True)

    def _draw_lesson(self, surface: pygame.Surface, s: float) -> None:
        """The guided step's instruction in a Learn strip above the panel (over its top if no room)."""
        text = self.lesson_words()
        if not text:
            return
        p = self.panel
        size = max(MIN_TEXT, round(16 * s))
        lines = wrap(text, size, p.width - learn_tag_width(size, s) - round(34 * s))
        rect = pygame.Rect(p.left, 0, p.width, len(lines) * round(size * 1.35) + round(16 * s))
        rect.bottom = p.top - round(10 * s)
        rect.top = max(rect.top, round(8 * s))
        rounded_panel(surface, rect, PAPER, 250, radius=round(12 * s), border=TERRACOTTA, border_width=2)
        draw_learn_lines(surface, rect, lines, size, s)

    def _ending_line(self) -> str:
        """Who pushed the game past the end total, by name ("you" for the one human here)."""
        narrator = self.table.sight.narrator()
        reached = [seat for seat, total in enumerate(self.table.view.observation().totals) if total >= END_TOTAL]
        if not reached:
            return t("The game is over: the lowest total wins.")
        if reached == [narrator.viewer]:
            return t("You reached {points} points: the lowest total wins.", points=END_TOTAL)
        names = [self.table.names[seat] for seat in reached if seat != narrator.viewer]
        if narrator.viewer in reached:
            names.append(t("you"))
        who = names[0] if len(names) == 1 else t("{names} and {last}", names=t(", ").join(names[:-1]), last=names[-1])
        return t("{names} reached {points} points: the lowest total wins.", names=who, points=END_TOTAL)

    def _width_for_penalties(self, s: float) -> int:
        """The panel's width at which each penalty's two lines ("1, 1, 5, Llama:" over "1 + 5 + 10
        = 16") fit the Penalty column at 12 px: a long language widens the panel before they are cut."""
        widest = 0
        for hand in getattr(self.result, "hands", ()):  # (a test opens it with no result)
            cards = sorted(hand)
            lines = _penalty_split(cards, MIN_TEXT, 1 << 20)
            if len(lines) == 1:  # the two parts it is split into where one line is too wide
                lines = _penalty_split(cards, MIN_TEXT, text_width(lines[0], MIN_TEXT) - 1)
            widest = max([widest, *(text_width(line, MIN_TEXT) for line in lines)])
        return round((widest + round(8 * s) + 2) / (0.77 - 0.345)) + round(56 * s)

    def _columns(self, p: pygame.Rect, s: float) -> dict[str, int]:
        left = p.left + round(28 * s)
        width = p.width - round(56 * s)
        return {
            "name": left,
            "cards": left + round(width * 0.16),
            "why": left + round(width * 0.345),
            "chips": left + round(width * 0.77),
            "total": left + round(width * 0.92),
        }

