"""The window, the clock, the one UI manager and the frame loop.

Each frame: every event goes to pygame_gui first; the ones it does not consume go to the top
scene; then everything updates with the frame's ``dt``; then the scenes draw bottom-up and
the UI manager draws on top. Layout always comes from the window size.

At rest the loop does no frames at all: when the top scene says nothing on it would change
without an event (``Scene.at_rest``), no event has come for ``REST_AFTER`` seconds and no
text field is being typed in, the picture on screen stays as it is and the loop sleeps in
``pygame.event.wait`` until the next event (a mouse move, a key, the window uncovered),
which wakes it: that frame is drawn and shown as any other.
"""

from __future__ import annotations

import gc
import os
import time
import warnings
from collections.abc import Callable, Iterable

import pygame
import pygame_gui

from .. import i18n, save_writer, storage
from ..bot_worker import BotWorker
from ..match import Match
from . import access, assets, display, event_wait, sound
from .free_memory import return_freed_memory
from .gui_text import WrappingUIManager
from .locale_theme import fit_fonts, theme_data
from .scale import set_player_factor, ui_scale
from .scene import OpenTable, Push, QuitApp, Scene, SceneManager, ShowResults
from .window_place import Place, centred_place, fitted_place, overlap, smallest, start_display

FPS = 60
MIN_SIZE = (960, 600)
DEFAULT_SIZE = (1280, 800)
"""The window's size where there is no screen to fit (the headless driver of tests and --smoke)."""
TITLE = "Llama Games"
BACKGROUND = (33, 74, 58)
REST_AFTER = 2.0
"""Seconds without any event (and with the same top scene) before the loop may rest: hover
effects, pygame-gui's tooltips (1 s) and a last frame of every change have come by then."""
REST_POLL_MS = 500
"""While resting, how long one wait for an event lasts before the scene is asked again."""


def use_headless_drivers() -> None:
    """Make SDL draw into memory and stay silent (tests, --smoke, --screenshot)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def start_pygame() -> None:
    """Start the parts of pygame the app uses, without the sound and the joysticks.

    Why not ``pygame.init()``: it also opens the audio device and the joysticks before the
    first frame. Under Wine on a machine without a sound device, one audio start waits 8 s
    for an audio endpoint that never comes, and ``pygame.init()`` tried again after the
    mixer's own failed start: 16 of the 17-19 s from the click to the window. The app uses no
    joystick (their start was 0.1-0.3 s under Wine). The sound starts once, after the first
    frame is on the screen (``App._start_sound``)."""
    pygame.display.init()
    # The app follows no audio device: the mixer's start posts one of these per device, and
    # each came to the scene as the player's input (a resting table stayed awake 2 s more).
    pygame.event.set_blocked([pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED])
    pygame.font.init()
    try:
        from pygame import freetype  # pygame-gui's text

        freetype.init()
    except (ImportError, pygame.error):
        pass


def has_real_screen() -> bool:
    """Whether the window goes on a real screen (not the headless driver of tests and --smoke)."""
    return os.environ.get("SDL_VIDEODRIVER") != "dummy"


def use_plain_framebuffer() -> None:
    """On X11, put frames on screen through the X server's shared memory, not through OpenGL.

    SDL 2.32 shows a window surface by uploading it to an OpenGL texture when it can make a
    context; where that OpenGL is Mesa's software renderer (llvmpipe: Xvfb, virtual
    machines, laptops without their GPU's driver) each full-screen flip then costs 15 ms of
    CPU at 1920x1080 instead of 0.4 ms. The pixels are the same either way. The player's
    own ``SDL_FRAMEBUFFER_ACCELERATION`` wins; other drivers (Wayland, Windows, macOS) keep
    SDL's choice.
    """
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return
    if driver == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class App:
    """Owns the window and runs the scenes.

    ``size`` asks for a window size (``--size``); without it the window fits the screen, or
    comes back where the player left it. ``settings`` are the player's saved preferences;
    ``bot_worker`` (a factory) lets tests and the smoke run use the in-process bot worker
    instead of a worker process.
    """

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: storage.Settings | None = None,
        *,
        persist_settings: bool = True,
        bot_worker: Callable[[], BotWorker] | None = None,
        bot_delay: float | None = None,
    ) -> None:
        display.declare_dpi_awareness()  # before SDL's video starts, or Windows stretches the window
        start_pygame()  # all but the sound, which starts after the first frame (_start_sound)
        self._sound_started = False
        pygame.display.set_caption(TITLE)
        self.message = ""
        if settings is None:
            storage.clean_leftovers()
            settings, self.message = storage.load_settings()
        self.settings = settings
        self.sounds = sound.Sounds(lambda: self.settings.sound)
        self.persist_settings = persist_settings
        self.bot_worker = bot_worker
        self.bot_delay_override = bot_delay
        self.min_size = MIN_SIZE
        place = self._opening_place(size)
        if place is None:
            wanted = size or DEFAULT_SIZE
            self.windowed_place: Place | None = None
            self.windowed_size = (max(wanted[0], MIN_SIZE[0]), max(wanted[1], MIN_SIZE[1]))
        else:
            self.windowed_place = place
            self.windowed_size = place[2], place[3]
        self.surface = self._open_window(self.windowed_size, settings.fullscreen, self.windowed_place)
        try:
            pygame.display.set_icon(assets.app_icon(64))
        except (pygame.error, FileNotFoundError, ValueError):
            pass
        self.ui = WrappingUIManager(self.size, theme_data(), enable_live_theme_updates=False)
        self.apply_language()
        set_player_factor(settings.ui_scale)
        access.set_colour_blind(settings.colour_blind)
        self.scenes = SceneManager(self._scene_for)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        """Frames drawn (a frame at rest is neither drawn nor counted)."""
        self.rest_after = REST_AFTER
        self.resting = False
        """Whether the last pass of the loop rested (drew and showed nothing)."""
        self.last_wait = 0.0
        """Seconds the last ``step`` slept (in the clock or the event wait): the bench leaves
        them out of a frame's time."""
        self._last_event = time.monotonic()
        self._top_seen: Scene | None = None

    # -- window ----------------------------------------------------------------------------
    def _opening_place(self, size: tuple[int, int] | None) -> Place | None:
        """Where the window opens on the player's screens (None without a real screen): the
        asked size centred, else where the player left it if that is still on a screen, else
        the first start's comfortable size. Sets the smallest size the screen allows."""
        if not has_real_screen():
            return None
        screens = display.displays()
        start = start_display(screens, display.pointer_position())
        if start is None:
            return None
        self.min_size = smallest(MIN_SIZE, start)
        if size is not None:
            return fitted_place(centred_place(size, start), screens, self.min_size)
        saved = self.settings.window
        left: Place | None = (saved[0], saved[1], saved[2], saved[3]) if saved else None
        screen = (saved[4], saved[5]) if saved and len(saved) == 6 else None
        return fitted_place(left, screens, self.min_size, display.pointer_position(), saved_screen=screen)

    def _open_window(self, size: tuple[int, int], fullscreen: bool, place: Place | None = None) -> pygame.Surface:
        """Open (or set again) the display surface: fullscreen, or a resizable window at
        ``place`` on the desktop."""
        use_plain_framebuffer()
        if fullscreen and has_real_screen():
            origin = self._screen_origin()
            if origin is not None:
                # Without a window manager (a kiosk, a virtual screen) SDL's X11 fullscreen
                # leaves the window where it stood, screen-sized and over the screen's edge
                # (Quit and Statistics off it): the window goes to its screen's corner first.
                display.move_window(*origin)
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if place is not None and pygame.display.get_surface() is None:
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{place[0]},{place[1]}"  # born in place, no jump
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # "forcibly resized": mended below
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            if surface.get_size() != size:
                # SDL's plain X11 framebuffer keeps a window left from fullscreen at the
                # screen's size (off its edge where it stands): size the window itself.
                display.resize_window(size)
                surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        os.environ.pop("SDL_VIDEO_WINDOW_POS", None)  # later set_mode calls must not move it back
        if place is not None:
            display.move_window(place[0], place[1])
        display.ask_minimum_size(self.min_size)
        return surface

    def _screen_origin(self) -> tuple[int, int] | None:
        """The top-left corner of the screen the open window stands on (its middle's), or
        None before the window opens or where the platform will not say."""
        position, surface = display.window_position(), pygame.display.get_surface()
        if position is None or surface is None:
            return None
        w, h = surface.get_size()
        middle = (position[0] + w // 2, position[1] + h // 2)
        screens = display.displays()
        screen = next((d for d in screens if d.contains(*middle)), screens[0] if screens else None)
        return None if screen is None else (screen.bounds[0], screen.bounds[1])

    def window_place(self) -> Place | None:
        """Where the window stands now as a window (its place before fullscreen while in it)."""
        if self.settings.fullscreen:
            return self.windowed_place
        position = display.window_position()
        if position is None:
            return self.windowed_place
        w, h = self.surface.get_size()
        return position[0], position[1], w, h

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between a resizable window and fullscreen, and lay everything out again.

        Leaving fullscreen brings back the window the player had, at its size and place (moved
        in where the screens have changed meanwhile), never at wherever SDL leaves it."""
        if on == self.settings.fullscreen:
            return
        if on:
            self.windowed_place = self.window_place()
        place = None
        if not on and self.windowed_place is not None:
            place = fitted_place(self.windowed_place, display.displays(), self.min_size)
            if place is not None:
                self.windowed_place, self.windowed_size = place, (place[2], place[3])
        self.settings.fullscreen = on
        self.surface = self._open_window(self.windowed_size, on, place)
        self._relayout()

    def resize(self, size: tuple[int, int]) -> None:
        """Take a new window size (never below ``min_size``) and lay every scene out again.

        SDL has already resized the display surface: calling ``set_mode`` again would destroy
        and recreate the X11 window (and, without a window manager, can wedge the X server in
        a resize storm), so the window is only set again when it must grow to ``min_size``.
        """
        w, h = max(size[0], self.min_size[0]), max(size[1], self.min_size[1])
        current = pygame.display.get_surface()
        if current is not None and current.get_size() == (w, h):
            self.surface = current
        else:
            self.surface = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        if not self.settings.fullscreen:
            self.windowed_size = (w, h)
        self._relayout()

    def apply_language(self) -> None:
        """Use the settings' language for our words and for pygame-gui's own (and its fonts)."""
        i18n.set_language(self.settings.language)
        self.ui.set_locale(i18n.language())

    def apply_preferences(self) -> None:
        """Language, size or colour-blind mode changed in Settings: every scene is laid out
        (and its cached art drawn) again in them."""
        self.apply_language()
        set_player_factor(self.settings.ui_scale)
        access.set_colour_blind(self.settings.colour_blind)
        self._relayout()

    def _relayout(self) -> None:
        """A new window size: the theme's fonts fitted to it before the scenes build their
        widgets again, and the sounds still as the settings say (SDL may reopen the window)."""
        self.ui.set_window_resolution(self.size)
        fit_fonts(self.ui, ui_scale(self.size))
        self.scenes.resize(self.size)
        sound.follow_settings(self)

    def save_settings(self) -> None:
        """Write the settings; a folder that cannot be written is said once, never raised."""
        if not self.persist_settings:
            return
        try:
            storage.save_settings(self.settings)
        except (OSError, ValueError) as exc:
            message = storage.write_problem(exc, "the settings") if isinstance(exc, OSError) else str(exc)
            if message:
                self.message = self.scenes.message = message

    @property
    def animation_scale(self) -> float:
        return self.settings.animation_scale()

    @property
    def bot_delay(self) -> float:
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return float(self.settings.bot_pace)

    def _scene_for(self, request: OpenTable | ShowResults) -> Scene | str:
        """The table or results scene a request names (the one place that knows the tables)."""
        from .registry import table_design
        from .scenes.results import ResultsScene

        if isinstance(request, ShowResults):
            return ResultsScene(self, request.match, request.names, request.table_picture)
        table = table_design(request.match.game_name)
        if table is None:
            return i18n.t("{game} cannot be played in this version.", game=i18n.t(request.match.game.title))
        if any(seat.phone for seat in request.match.seats):  # some seats play from phones
            from .table.phone_seats import phone_table

            return phone_table(self, request.match, table)
        return table(self, request.match)

    def open_table(self, match: Match) -> Scene | str:
        """A table scene for ``match`` (for --demo, the smoke run and tests)."""
        return self._scene_for(OpenTable(match))

    # -- frame -----------------------------------------------------------------------------
    def start(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def process_event(self, event: pygame.event.Event) -> None:
        """One event through the chain: window, UI manager, then the top scene."""
        if event.type == pygame.QUIT:
            if not self._ask_before_closing():
                self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize((event.w, event.h))
            return
        if self._focus_event(event):
            return
        consumed = self.ui.process_events(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()
            return
        if not consumed:
            self.scenes.handle_event(event)
        else:
            self.scenes.apply_requests()

    def _ask_before_closing(self) -> bool:
        """The window's close asks first where a scene on the stack asks before it is left (a
        game with phones in it: they are told it closed); True when it asked. Closing again
        while it asks closes."""
        from .scenes.confirm import ConfirmScene, ask_before_leaving

        top = self.scenes.top
        if isinstance(top, ConfirmScene) and isinstance(top.on_yes, QuitApp):
            return False
        asked = ask_before_leaving(self, QuitApp(), i18n.t("Close"))
        if not isinstance(asked, Push):
            return False
        if top is not None:
            top.request = None
        self.scenes.push(asked.scene)
        return True

    def _focus_event(self, event: pygame.event.Event) -> bool:
        """Keys that move or press the keyboard focus go to the top scene's focus ring first
        (before a focused text field would swallow Tab); a click hides the focus outline."""
        top = self.scenes.top
        if top is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            top.focus_hide()
            return False
        if event.type == pygame.KEYDOWN and top.focus_key(event):
            self.scenes.apply_requests()
            return True
        return False

    def frame(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None:
        """Run one frame: events, update, draw. Tests pass their own events and ``dt``."""
        if not self._sound_started and self.frames:
            self._start_sound()
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.process_event(event)
            if not self.running:
                return
        self.ui.update(dt)
        self.scenes.update(dt)
        if self.scenes.quit_requested or not self.scenes.stack:
            self.running = False
            return
        self.draw()
        self.frames += 1
        self.collect_left_scenes()

    def _start_sound(self) -> None:
        """Start the audio mixer, once, after the first frame has been shown (see
        start_pygame), then load the effects and start the music as the settings say. A
        machine without sound plays silently, never an error."""
        self._sound_started = True
        if sound.start_mixer():
            self.sounds.preload()
            sound.follow_settings(self)

    def collect_left_scenes(self) -> None:
        """Free what closed scenes leave behind, once the screen is calm.

        A table's sprites, art and surfaces hang in reference cycles; Python's own collector
        reaches such old objects rarely, and it cannot see that a few small objects hold
        megabytes of pixels, so without this the app grew by about 20 MB a game. A collection
        takes some milliseconds: it waits for a calm frame (the top scene below 60 frames a
        second), never during an animation."""
        if not self.scenes.left:
            return
        top = self.scenes.top
        if top is not None and top.frame_rate() >= FPS:
            return
        self.scenes.left = 0
        gc.collect()
        return_freed_memory()  # the freed pixels go back to the system, not only to the heap

    def draw(self) -> None:
        if not self.scenes.covers(self.surface.get_size()):
            self.surface.fill(BACKGROUND)
        self.scenes.draw(self.surface)
        self.ui.draw_ui(self.surface)
        if self.scenes.top is not None:
            self.scenes.top.draw_focus(self.surface)

    def may_rest(self) -> bool:
        """Whether the loop may skip frames until the next event: the top scene is at rest,
        unchanged and left alone for ``rest_after`` seconds, and no text field has the focus
        (its cursor blinks)."""
        top = self.scenes.top
        if top is not self._top_seen:
            self._top_seen = top
            self._last_event = time.monotonic()
            return False
        if top is None or not top.at_rest():  # asked every frame: a scene may watch for changes in it
            return False
        if time.monotonic() - self._last_event < self.rest_after:
            return False
        return not any(isinstance(element, (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox))
                       for element in self.ui.get_focus_set() or ())

    def step(self) -> None:
        """One pass of the main loop: a frame drawn and shown, or, at rest, a wait for an event
        (at most ``REST_POLL_MS``) and a frame only if one came."""
        if self.may_rest():
            started = time.perf_counter()
            events = event_wait.wait(REST_POLL_MS)
            self.last_wait = time.perf_counter() - started
            if not events:
                self.resting = True
                return
            self.clock.tick()  # the rest is not a frame's dt: what wakes moves on from where it stood
            dt = 1 / FPS
        else:
            top = self.scenes.top
            started = time.perf_counter()
            dt = min(self.clock.tick(top.frame_rate() if top is not None else FPS) / 1000.0, 0.1)
            self.last_wait = time.perf_counter() - started
            events = pygame.event.get()
        self.resting = False
        if events:
            self._last_event = time.monotonic()
        self.frame(dt, events)
        if self.running:
            pygame.display.flip()

    def run(self) -> None:
        """The main loop, until the window closes or the last scene quits."""
        gc.collect()
        gc.freeze()  # what start-up made lives as long as the app: later collections skip it (halves them)
        try:
            while self.running:
                self.step()
        finally:
            self.close()

    def close(self) -> None:
        """End the scenes and keep the settings, with where the window stood for next time."""
        self.scenes.clear()
        place = self.window_place()
        if place is not None:
            screens = display.displays()
            on = max(screens, key=lambda screen: overlap(place, screen.usable)) if screens else None
            self.settings.window = list(place) + (list(on.usable[2:]) if on is not None else [])
        self.save_settings()
        save_writer.WRITER.close()  # the last autosave lands; no thread of ours outlives the window

    def screenshot(self, path: str) -> None:
        """Save what the window shows now as a PNG."""
        self.draw()
        pygame.image.save(self.surface, path)
