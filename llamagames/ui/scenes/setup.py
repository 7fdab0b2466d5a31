"""New-game setup: how many players, who sits where (you or a bot of some level), variants.

The choices are kept as plain data (``self.seats``) and the widgets are rebuilt from it, so
changing the player count or a seat's kind never leaves stale widgets behind. The last
setup is remembered in the settings.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import storage
from ...catalogue import entry
from ...i18n import sentences, t
from ...phones.adapter import phone_games
from ...phones.words import firewall_note
from ...rules import GAMES
from ...rules.core import offered_options
from ...seats import SeatConfig, is_default_name, is_default_player
from ...text_safety import clean_name, typed
from .. import assets
from ..gui_text import label_need, resize_button
from ..learning import has_lesson, lesson_waiting, open_lesson, waiting_tip
from ..locale_theme import fit_fonts
from ..palette import INK, INK_SOFT, RUST
from ..scale import content_scale, fitted_scale
from ..scene import OpenTable, Pop, Push, WidgetScene
from ..session import start_match
from ..text import draw_text, fit_text, line_height, paper_panel, text_width, wrap
from ..widgets.name_entry import NameEntry

PRIMARY_BUTTON_FONT = 18
"""The pixel size of ``@primary_button`` words in the theme (assets/themes/llamagames.json)."""

BOT_NAMES = ("Pablo", "Dolly", "Tina", "Carlos", "Paca", "Lola")
SHOW_RANDOM_LEVEL = False
"""The 'random' bot level exists for testing; the setup screen hides it."""
LEVEL_LABELS = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
if SHOW_RANDOM_LEVEL:
    LEVEL_LABELS["random"] = "Random"
KIND_LABELS = {"human": "Human", "phone": "Phone", "bot": "Bot"}
NAME_CLEANED = "A name is one line of letters: line breaks, tabs and control characters were left out."


def default_seat(index: int) -> dict[str, str]:
    if index == 0:
        return {"kind": "human", "name": t("You"), "level": "normal"}
    return {"kind": "bot", "name": BOT_NAMES[(index - 1) % len(BOT_NAMES)], "level": "normal"}


def is_default_seat_name(name: str, index: int) -> bool:
    """Whether ``name`` is one the app gave seat ``index`` rather than one the player typed:
    empty, "You", "Player n" (in any language) or a bot's name."""
    name = name.strip()
    return not name or is_default_name(name) or is_default_player(name, index + 1) or name in BOT_NAMES


def renamed(name: str, was: str, kind: str, index: int) -> str:
    """The seat's name once its kind changes from ``was`` to ``kind``: a default name becomes the
    default of the new kind (a bot is not "Player 2", a human not "Pablo"), a typed name stays.
    Between Human and Phone both are people: the name stays."""
    if not is_default_seat_name(name, index) or (was != "bot") == (kind != "bot"):
        return name
    if kind == "bot":
        return BOT_NAMES[(index - 1) % len(BOT_NAMES)]
    return t("You") if index == 0 else t("Player {number}", number=index + 1)


def people_of_last_setup(setups: dict[str, Any], game_name: str) -> dict[str, Any]:
    """For a game never set up: the people of the setup used last for another game (a
    friend named "Ana" on a phone sat at the next game's setup as "Pablo", a bot), each at
    the same seat; the bots' seats start as new. Empty when no other game was set up."""
    others = [setup for name, setup in setups.items() if name != game_name]
    if not others:
        return {}
    last = others[-1]
    seats = [seat if seat is not None and seat["kind"] != "bot" else None for seat in last.get("seats", [])]
    return {"num_players": last["num_players"], "seats": seats} if "num_players" in last else {"seats": seats}


def choice_label(value: Any) -> str:
    """How an option's value reads in its drop-down: On/Off, "Seat 2", "Random", "Standard"."""
    if isinstance(value, bool):
        return t("On") if value else t("Off")
    if isinstance(value, int):
        return t("Seat {number}", number=value)
    return t(str(value).replace("_", " ").capitalize())


class SetupScene(WidgetScene):
    """Choose players and variants, then start the table."""

    def __init__(self, app: Any, game_name: str, first_game: bool = False) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.game = GAMES[game_name]
        self.first_game = first_game
        """Opened from a lesson's finish: the seats are the first real game's (``first_seats``)."""
        counts = self.game.player_counts
        # The remembered setup is data from a file: only values of the right type and size.
        setups = storage.clean_setups(app.settings.last_setup)
        saved = setups.get(game_name) or people_of_last_setup(setups, game_name)
        self.num_players = saved.get("num_players", min(4, counts.stop - 1))
        if self.num_players not in counts:
            self.num_players = counts.start
        self.seats: list[dict[str, str]] = [default_seat(i) for i in range(counts.stop - 1)]
        for i, seat in enumerate(saved.get("seats", [])[: len(self.seats)]):
            if seat is not None and seat["kind"] in self.kinds() and seat["level"] in LEVEL_LABELS:
                name = clean_name(str(seat.get("name", "")))
                if seat["kind"] != "bot" and is_default_name(name):
                    name = t("You")  # the default name in today's language, not the one it was saved in
                elif seat["kind"] != "bot" and is_default_player(name, i + 1):
                    name = t("Player {number}", number=i + 1)
                self.seats[i] = {"kind": seat["kind"], "name": name, "level": seat["level"]}
        if first_game:
            self.first_seats()
        self.options: dict[str, Any] = {opt.key: opt.default for opt in self.game.options}
        self.option_y: dict[str, int] = {}
        """Where each option's row stands (its drop-down's centre line), for its label and help."""
        self.widgets: dict[Any, tuple[str, int | str]] = {}
        self.buttons: dict[str, Any] = {}
        self.message = ""
        self.panel = pygame.Rect(0, 0, 0, 0)

    def first_seats(self) -> None:
        """The first real game after a lesson: the game's ``first_table`` seats, the player at
        the first (a name they typed before is kept), easy bots with names at the others."""
        counts = self.game.player_counts
        self.num_players = min(max(entry(self.game_name).first_table, counts.start), counts.stop - 1)
        player = self.seats[0] if self.seats[0]["kind"] == "human" else default_seat(0)
        self.seats = [dict(player)] + [{**default_seat(i), "level": "easy"} for i in range(1, counts.stop - 1)]

    def phone_hint(self, humans: int, phones: int) -> str:
        """How to make every human a phone, in a few words, where the game has a phone page
        (a playtester wanted the laptop as the shared board and did not find that seat 1 can be
        a Phone too); what the laptop does then, once every human is on a phone."""
        if "phone" not in self.kinds():
            return ""
        if phones and not humans:
            return t("Everyone is on a phone: the laptop is the shared board and shows no hand.")
        if phones:
            return t("Set Seat 1 to Phone too, and the laptop is only the shared board.")
        return t("Friends can play from their phones: choose Phone under Who plays.")

    def kinds(self) -> dict[str, str]:
        """Who may sit at a seat of this game: a phone only where the game has a phone page."""
        return {kind: label for kind, label in KIND_LABELS.items() if kind != "phone" or self.game_name in phone_games()}

    # -- lifecycle -------------------------------------------------------------------------
    def resume(self) -> None:
        self.build_ui()

    # -- the model -------------------------------------------------------------------------
    def seat_configs(self) -> list[SeatConfig]:
        """The seats as the match wants them; names are cleaned as a save can hold them (see
        ``text_safety.clean_name``), empty ones become "Player n"/"Bot n"."""
        for widget, (what, index) in self.widgets.items():  # as typed this frame too (its event comes next frame:
            if what == "name" and hasattr(widget, "get_text"):  # a Start at once kept "Player 1" for "Ana")
                self.seats[int(index)]["name"] = typed(widget.get_text())
        configs = []
        seats = self.seats[: self.num_players]
        hot_seat = sum(seat["kind"] == "human" for seat in seats) > 1  # a phone is a screen of its own
        for index, seat in enumerate(seats):
            name = clean_name(seat["name"]) or (t("Player {number}", number=index + 1) if seat["kind"] != "bot"
                                            else t("Bot {number}", number=index + 1))
            if (hot_seat or seat["kind"] == "phone") and is_default_name(name):
                # At a shared screen "You" names nobody: "Pass the laptop to You" reads wrong; on
                # a phone "You" is whoever holds it. The one human at the laptop stays "You".
                name = t("Player {number}", number=index + 1)
            phone = seat["kind"] == "phone"  # a human playing from their own phone
            configs.append(SeatConfig("human" if phone else seat["kind"], name, seat["level"], phone))
        return configs

    def set_players(self, count: int) -> None:
        if count in self.game.player_counts:
            self.num_players = count
            self.build_ui()

    def remember(self) -> None:
        """Remember this setup for the next game of this game, last of all (the setups are kept
        in the order they were used: a game never set up starts from the people of the last)."""
        setups = storage.clean_setups(self.app.settings.last_setup)
        setups.pop(self.game_name, None)
        self.app.settings.last_setup = {**setups, self.game_name: {
            "num_players": self.num_players, "seats": [dict(s) for s in self.seats[: self.num_players]]}}
        self.app.save_settings()

    def start(self) -> None:
        """Remember the setup and open the table with a new match."""
        seats = self.seat_configs()
        self.remember()
        try:
            match = start_match(self.app, self.game_name, seats, options=self.options)
        except ValueError as exc:
            self.message = str(exc)
            return
        self.request = OpenTable(match, replace=True)

    def choices_for(self, opt: Any) -> list[Any]:
        """An option's choices at this player count (no "Seat 5" at a table of three)."""
        return [c for c in opt.choices
                if isinstance(c, bool) or not isinstance(c, int) or c <= self.num_players]

    # -- widgets ---------------------------------------------------------------------------
    def scale(self, size: tuple[int, int]) -> float:
        """The player's Size, as far as the seats shown and the options fit the window's height
        (never smaller than the window's own fit): on a large window 150% grows the words too,
        where the screen's fit alone kept them at 100%."""
        phones = any(seat["kind"] == "phone" for seat in self.seats[: self.num_players])
        # design pixels: the margins, the title, the player counts, each seat's row, each option's,
        # the note under them (with the phone's three lines), the message and the buttons
        content_h = (40 + 112 + 76 + self.num_players * 52 + len(offered_options(self.game)) * 56
                     + 34 + (60 if phones else 0) + 110)
        return max(fitted_scale(size), content_scale(size, (880, content_h)))

    def words_width(self, s: float) -> int:
        """The panel's width its seat rows need: the words after a human's or a phone's
        drop-downs ("plays with the mouse") end inside the paper in a long language too."""
        said = [t("plays with the mouse") if seat["kind"] == "human" else t("plays from their phone")
                for seat in self.seats[: self.num_players] if seat["kind"] != "bot"]
        longest = max((text_width(words, round(14 * s)) for words in said), default=0)
        return round((32 + 110 + 428 + 24) * s) + longest

    def build_ui(self, widen: int = 0) -> None:
        """The widgets; ``widen`` pixels more panel where a long language's buttons asked for it."""
        ui = self.app.ui
        w, h = self.app.size
        s = self.scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        self.widgets = {}
        self.buttons = {}
        widest = w - round(60 * s)
        pw = min(widest, max(round(820 * s), self.words_width(s)) + widen)
        ph = h - round(40 * s)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.midtop = (w // 2, round(20 * s))
        p = self.panel
        row_h = round(46 * s)
        x0 = p.left + round(32 * s)
        y = p.top + round(112 * s)
        counts = self.game.player_counts
        bw = round(52 * s)
        bx = x0 + round(150 * s)
        for n in counts:
            cls = "@primary_button" if n == self.num_players else None
            button = pygame_gui.elements.UIButton(pygame.Rect(bx, y, bw, max(30, round(40 * s))), str(n), ui,
                                                  container=self.container, object_id=ObjectID(f"#players_{n}", cls))
            self.buttons[f"players {n}"] = button
            bx += bw + 8
        y += round(76 * s)
        self.seat_top = y
        name_w, kind_w, level_w = round(250 * s), round(150 * s), round(150 * s)
        for index in range(self.num_players):
            seat = self.seats[index]
            x = x0 + round(110 * s)
            entry = NameEntry(pygame.Rect(x, y, name_w, round(40 * s)), ui, container=self.container,
                              object_id=ObjectID(f"#name_{index}"), initial_text=seat["name"])
            self.widgets[entry] = ("name", index)
            x += name_w + 12
            kind = pygame_gui.elements.UIDropDownMenu([t(k) for k in self.kinds().values()], t(KIND_LABELS[seat["kind"]]),
                                                      pygame.Rect(x, y, kind_w, round(40 * s)), ui,
                                                      container=self.container, object_id=ObjectID(f"#kind_{index}"))
            self.widgets[kind] = ("kind", index)
            x += kind_w + 12
            if seat["kind"] == "bot":
                levels: list[str | tuple[str, str]] = [t(LEVEL_LABELS[k]) for k in LEVEL_LABELS]
                level = pygame_gui.elements.UIDropDownMenu(levels, t(LEVEL_LABELS[seat["level"]]),
                                                           pygame.Rect(x, y, level_w, round(40 * s)), ui,
                                                           container=self.container,
                                                           object_id=ObjectID(f"#level_{index}"))
                self.widgets[level] = ("level", index)
            y += row_h + round(6 * s)
        self.option_y = {}
        for opt in offered_options(self.game):
            y += round(10 * s)
            choices = self.choices_for(opt)
            if self.options[opt.key] not in choices:
                self.options[opt.key] = opt.default
            menu = pygame_gui.elements.UIDropDownMenu([choice_label(c) for c in choices],
                                                      choice_label(self.options[opt.key]),
                                                      pygame.Rect(x0 + round(260 * s), y, round(200 * s), round(40 * s)),
                                                      ui, container=self.container,
                                                      object_id=ObjectID(f"#option_{opt.key}"))
            self.widgets[menu] = ("option", opt.key)
            self.option_y[opt.key] = y + round(20 * s)
            y += row_h
        self.options_bottom = y
        bh = round(50 * s)
        by = p.bottom - bh - round(24 * s)
        # The theme's button font does not shrink with the window: the button grows to hold its words.
        start_w = max(round(220 * s), text_width(t("Start the game"), PRIMARY_BUTTON_FONT, True) + 40)
        self.buttons["start"] = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - round(32 * s) - start_w, by, start_w, bh), t("Start the game"), ui,
            container=self.container, object_id=ObjectID("#start", "@primary_button"))
        self.buttons["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(x0, by, round(150 * s), bh), t("Back"), ui, container=self.container,
            object_id=ObjectID("#back"))
        self.buttons["rules"] = pygame_gui.elements.UIButton(
            pygame.Rect(x0 + round(166 * s), by, round(150 * s), bh), t("Rules"), ui, container=self.container,
            object_id=ObjectID("#rules"))
        if has_lesson(self.game_name):  # beside Rules, for a game with a finished guided game
            waiting = lesson_waiting(self.game_name)  # left part way: the button says it goes on with it
            label = t("Continue lesson") if waiting else t("Learn to play")
            learn_w = max(round(180 * s), text_width(label, 18, True) + 32)
            room = self.buttons["start"].relative_rect.left - round(16 * s) - (x0 + round(332 * s))
            self.buttons["learn"] = pygame_gui.elements.UIButton(
                pygame.Rect(x0 + round(332 * s), by, min(learn_w, max(room, round(150 * s))), bh), label,
                ui, container=self.container, object_id=ObjectID("#learn"),
                tool_tip_text=waiting_tip(self.game_name) if waiting else t("Learn to play: a short guided game"))
            learn = self.buttons["learn"]
            if label_need(learn) > learn.rect.width:  # a long language: Back and Rules give up their spare room
                self._make_room_for(learn, x0, by, bh, s)
            short = label_need(learn) - learn.rect.width
            if short > 0 and not widen and pw < widest:  # still short: a wider panel, once
                self.build_ui(widen=short + 2)

    def _make_room_for(self, learn: Any, x0: int, by: int, bh: int, s: float) -> None:
        """Narrow Back and Rules to their own words and widen ``learn`` into the room freed, up
        to the gap before Start, so a long language's "Learn to play" is never cut."""
        gap = round(16 * s)
        x = x0
        for key in ("back", "rules"):
            button = self.buttons[key]
            width = min(button.rect.width, max(label_need(button), round(100 * s)))
            resize_button(button, (x, by), width, bh)
            x += width + gap
        room = self.buttons["start"].relative_rect.left - gap - x
        resize_button(learn, (x, by), max(learn.rect.width, min(label_need(learn), room)), bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    if key == "start":
                        self.start()
                    elif key == "back":
                        self.request = Pop()
                    elif key == "rules":
                        from .rules import RulesScene

                        self.request = Push(RulesScene(self.app, self.game_name))
                    elif key == "learn":
                        self.request = open_lesson(self.app, self.game_name, replace=True)
                    elif key.startswith("players "):
                        self.set_players(int(key.split()[1]))
                    return True
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.widgets:
            _, index = self.widgets[event.ui_element]
            self.seats[int(index)]["name"] = typed(event.text)
            if getattr(event.ui_element, "cleaned", False):
                event.ui_element.cleaned = False
                self.message = t(NAME_CLEANED)
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.widgets:
            what, index = self.widgets[event.ui_element]
            if what == "kind":
                kind = next(k for k, label in KIND_LABELS.items() if t(label) == event.text)
                seat = self.seats[int(index)]
                if seat["kind"] != kind:
                    seat["name"] = renamed(seat["name"], seat["kind"], kind, int(index))
                    seat["kind"] = kind
                    self.build_ui()
            elif what == "level":
                self.seats[int(index)]["level"] = next(k for k, label in LEVEL_LABELS.items() if t(label) == event.text)
            elif what == "option":
                opt = next(o for o in self.game.options if o.key == index)
                self.options[opt.key] = next(c for c in opt.choices if choice_label(c) == event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.request = Pop()
                return True
            if event.key == pygame.K_RETURN:
                self.start()
                return True
        return False

    def subtitle(self) -> str:
        """The line under the title: after a lesson, what this first table is and that it can change."""
        bots = sum(seat["kind"] == "bot" for seat in self.seats[: self.num_players])
        if self.first_game and bots:
            return (t("Your first real game: you and an easy bot. Change any seat, or start.") if bots == 1 else
                    t("Your first real game: you and {count} easy bots. Change any seat, or start.", count=bots))
        return t("Choose who sits at the table.")

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale((w, h))
        surface.blit(assets.table_felt((w, h), self.game_name), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        icon = assets.game_icon(self.game_name, round(72 * s))
        x0 = p.left + round(32 * s)
        surface.blit(icon, (x0, p.top + round(18 * s)))
        draw_text(surface, t("New game of {game}", game=t(self.game.title)), round(30 * s), (x0 + round(88 * s), p.top + round(24 * s)),
                  RUST, bold=True)
        room = p.right - round(24 * s) - (x0 + round(88 * s))
        draw_text(surface, fit_text(self.subtitle(), round(16 * s), room), round(16 * s),
                  (x0 + round(88 * s), p.top + round(64 * s)), INK_SOFT)
        draw_text(surface, t("Players"), round(18 * s), (x0, p.top + round(122 * s)), INK, bold=True)
        row_h = round(46 * s) + round(6 * s)
        head_y = self.seat_top - round(24 * s)
        name_x = x0 + round(110 * s)
        for label, x in ((t("Name"), name_x), (t("Who plays"), name_x + round(262 * s)),
                         (t("Bot level"), name_x + round(424 * s))):
            draw_text(surface, label, round(14 * s), (x + 4, head_y), INK_SOFT, bold=True)
        for index in range(self.num_players):
            y = self.seat_top + index * row_h + round(20 * s)
            draw_text(surface, t("Seat {number}", number=index + 1), round(17 * s), (x0, y), INK, anchor="midleft", bold=True)
            if self.seats[index]["kind"] != "bot":
                draw_text(surface, t("plays with the mouse") if self.seats[index]["kind"] == "human" else
                          t("plays from their phone"), round(14 * s), (name_x + round(428 * s), y), INK_SOFT,
                          anchor="midleft")
        # The llama stands in the room left under the options, never over their words.
        room = p.bottom - round(90 * s) - self.options_bottom - round(8 * s)
        height = min(round(150 * s), room)
        if height >= round(70 * s):
            figure = assets.llama_figure(height, 3)
            surface.blit(figure, figure.get_rect(bottomright=(p.right - round(40 * s), p.bottom - round(90 * s))))
        if self.num_players and self.seats:
            humans = sum(1 for seat in self.seats[: self.num_players] if seat["kind"] == "human")
            note = {0: t("No human seat: the bots play on their own (a demo)."),
                    1: t("You play against the bots.")}.get(humans, t("{count} humans share this screen: the game hides "
                                                                   "each hand until its owner clicks.", count=humans))
            phones = sum(1 for seat in self.seats[: self.num_players] if seat["kind"] == "phone")
            if phones:  # the laptop's humans share the screen; each phone holds its own hand
                note = (t("One player joins from a phone: the table will show a code beside that seat.") if phones == 1
                        else t("{count} players join from their phones: the table will show a code beside each seat.",
                               count=phones))
            note = sentences(note, self.phone_hint(humans, phones))
            size = round(15 * s)
            width = p.right - round(200 * s) - x0  # left of the llama
            said = wrap(note, size, width)[:2]
            step = line_height(size)  # the lines as drawn (a small window's size is raised to be readable)
            for i, line in enumerate(said):
                draw_text(surface, line, size, (x0, self.options_bottom + round(14 * s) + i * step), INK_SOFT)
            if phones:  # what the system will ask at the first listen, said before it asks
                below = self.options_bottom + round(14 * s) + len(said) * step + round(6 * s)
                size = max(12, round(14 * s))
                for i, line in enumerate(wrap(firewall_note(), size, width)[:3]):
                    draw_text(surface, line, size, (x0, below + i * line_height(size)), INK_SOFT)
        for opt in offered_options(self.game):
            y = self.option_y.get(opt.key, 0)
            draw_text(surface, t(opt.label), round(17 * s), (x0, y), INK, anchor="midleft", bold=True)
            help_x = x0 + round(476 * s)
            size = max(12, round(13 * s))
            lines = wrap(t(opt.help), size, p.right - round(24 * s) - help_x)[:2]
            line_h = round(size * 1.25)
            for i, line in enumerate(lines):
                draw_text(surface, line, size, (help_x, y - len(lines) * line_h // 2 + i * line_h), INK_SOFT)
        if self.message:
            draw_text(surface, t(self.message), round(16 * s), (p.centerx, p.bottom - round(100 * s)), RUST,
                      anchor="midtop", bold=True)
