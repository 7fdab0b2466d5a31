"""Scenes and the stack that runs them (Tuxemon's state stack, ppb's transition requests).

A scene is one screen. It never reaches into the manager: it *requests* a transition by
setting ``self.request`` (or returning one from ``handle_event``/``update`` helpers), and the
manager applies the request after the scene's event or update returns. That keeps scenes
testable alone and the order of enter/exit calls in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui

from .widgets.focus import FocusRing, StopGroup, widget_stops

if TYPE_CHECKING:
    from .. import storage
    from ..match import Match


class App(Protocol):
    """The app as its scenes reach it (``app.App``): declared here, so that no scene module
    imports the app that runs them, not even for the type checker."""

    running: bool
    message: str
    frames: int
    bot_worker: Any
    persist_settings: bool
    settings: storage.Settings
    surface: pygame.Surface
    sounds: Any

    @property
    def scenes(self) -> SceneManager: ...
    @property
    def ui(self) -> pygame_gui.UIManager: ...
    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def animation_scale(self) -> float: ...
    @property
    def bot_delay(self) -> float: ...

    def frame(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None: ...
    def draw(self) -> None: ...
    def start(self, scene: Scene) -> None: ...
    def open_table(self, match: Match) -> Scene | str: ...
    def screenshot(self, path: str) -> None: ...
    def save_settings(self) -> None: ...
    def apply_preferences(self) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...


@dataclass(frozen=True)
class Push:
    """Open ``scene`` on top; the current scene pauses underneath."""

    scene: Scene


@dataclass(frozen=True)
class Pop:
    """Close the top scene; the one below resumes."""


@dataclass(frozen=True)
class ReplaceTop:
    """Close the top scene and open ``scene`` in its place."""

    scene: Scene


@dataclass(frozen=True)
class PopToRoot:
    """Close every scene but the bottom one (back to the menu)."""


@dataclass(frozen=True)
class QuitApp:
    """Close the window."""


@dataclass(frozen=True)
class OpenTable:
    """Open the table of ``match``'s game (pushed on top, or in place of the asking scene).

    The app finds the table through the catalogue, so no scene imports another game's
    table (or the list of tables) to get there.
    """

    match: Match
    replace: bool = False
    root: bool = False
    """Close every scene but the menu first (a game played on from a replay)."""


@dataclass(frozen=True)
class ShowResults:
    """The match is over: its results replace the asking scene."""

    match: Match
    names: tuple[str, ...]
    table_picture: pygame.Surface | None = None
    """The final table as the players last saw it (a ``pygame.Surface``): the results come in
    over it and can show it again."""


Transition = Push | Pop | ReplaceTop | PopToRoot | QuitApp | OpenTable | ShowResults
SceneFactory = Callable[["OpenTable | ShowResults"], "Scene | str"]
"""Builds the scene for a table or results request, or says why it cannot (the app's)."""


class Scene:
    """One screen. Subclasses override the hooks they need.

    ``transparent`` scenes (overlays) let the scene below draw first. ``draw`` must not
    change any state: it may be called any number of times per update.
    """

    transparent = False
    leaves_much = True
    """Whether leaving this scene frees enough (art, sprites, widgets) to be worth a garbage
    collection (``App.collect_left_scenes``). A small overlay that comes and goes every turn, like
    the hot-seat cover or the pause menu, says no: a collection for it would cost more than it frees."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.request: Transition | None = None

    # -- lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """The scene becomes the top of the stack for the first time."""

    def exit(self) -> None:
        """The scene leaves the stack for good: release widgets and workers."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay everything out again from ``size``."""

    def leave_question(self) -> tuple[str, str] | None:
        """What to ask before a way out closes this scene from above or outside it (the pause
        menu's Save and leave, the window's close): a question and a line under it, in the
        player's words; None when leaving needs no question."""
        return None

    # -- frame -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event the UI manager did not consume; True if it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; changes nothing."""

    def covers(self, size: tuple[int, int]) -> bool:
        """Whether ``draw`` paints every pixel of a ``size`` window opaque first (a table's
        backdrop): the app then skips its background fill, a whole window of memory a frame."""
        return False

    def frame_rate(self) -> int:
        """Frames a second this scene wants now (fewer while nothing moves saves the battery)."""
        return 60

    def at_rest(self) -> bool:
        """Whether the next frame would show nothing new unless an event comes (nothing moves,
        nothing is about to happen by itself): the app then draws nothing and sleeps until
        the next event. The default: a scene that advances nothing in ``update`` (a page of
        widgets) is at rest; one that animates says when it is (``widgets/llama_figure.calm``
        for its llamas)."""
        return type(self).update is Scene.update

    # -- keyboard focus (see ui/widgets/focus.py) ------------------------------------------
    def focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, arrows or Enter moved or pressed the keyboard focus; True when used."""
        return False

    def focus_hide(self) -> None:
        """The mouse was used: hide the focus outline."""

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus outline, drawn above the widgets; changes nothing."""


class WidgetScene(Scene):
    """A scene whose pygame-gui widgets live in one window-sized container.

    The container is built on ``enter`` and on every resize, hidden while another scene is
    on top and killed on ``exit``, so no screen leaves widgets behind or floating over
    another. Subclasses create their widgets in ``build_ui``, starting with
    ``self.new_container()``.
    """

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.container: pygame_gui.core.UIContainer | None = None
        self._ring: FocusRing | None = None

    @property
    def ring(self) -> FocusRing:
        """The scene's keyboard focus over its widgets (made on first use)."""
        if self._ring is None:
            self._ring = self.make_ring()
        return self._ring

    def make_ring(self) -> FocusRing:
        return FocusRing(self.focus_groups, ui=self.app.ui)

    def focus_groups(self) -> list[StopGroup]:
        """Where Tab goes: every button, drop-down and text field of the container, one stop
        each (a scene with things it draws itself, like the menu's tiles, adds a group)."""
        return widget_stops(self, self.container)

    def focus_key(self, event: pygame.event.Event) -> bool:
        return self.ring.handle_key(event)

    def focus_hide(self) -> None:
        if self._ring is not None:
            self._ring.hide()

    def draw_focus(self, surface: pygame.Surface) -> None:
        if self._ring is not None and self._ring.active:
            from .scale import ui_scale

            self._ring.draw(surface, ui_scale(surface.get_size()))

    def build_ui(self) -> None:
        """Create the scene's widgets for the current window size."""
        self.new_container()

    def new_container(self) -> pygame_gui.core.UIContainer:
        """Drop the old widgets and give a fresh, window-sized container to fill."""
        self.drop_container()
        w, h = self.app.size
        self.container = pygame_gui.core.UIContainer(pygame.Rect(0, 0, w, h), self.app.ui)
        return self.container

    def drop_container(self) -> None:
        if self.container is not None:
            self.container.kill()
            self.container = None

    def enter(self) -> None:
        self.build_ui()

    def exit(self) -> None:
        self.drop_container()

    def pause(self) -> None:
        if self.container is not None:
            self.container.hide()

    def resume(self) -> None:
        if self.container is not None:
            self.container.show()

    def resize(self, size: tuple[int, int]) -> None:
        self.build_ui()


class SceneManager:
    """A stack of scenes; only the top one gets events and updates."""

    def __init__(self, factory: SceneFactory | None = None) -> None:
        self.stack: list[Scene] = []
        self.quit_requested = False
        self.factory = factory
        self.message = ""
        """Why the last table or results request could not be met (shown by the menu)."""
        self.left = 0
        """Scenes that exited since the app last collected garbage (``App.collect_left_scenes``)."""

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _exit(self, scene: Scene) -> None:
        scene.exit()
        if scene.leaves_much:
            self.left += 1

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        if not self.stack:
            return
        scene = self.stack.pop()
        self._exit(scene)
        if self.stack:
            self.stack[-1].resume()
        else:
            self.quit_requested = True

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self._exit(self.stack.pop())
        self.stack.append(scene)
        scene.enter()

    def pop_to_root(self) -> None:
        while len(self.stack) > 1:
            self._exit(self.stack.pop())
        if self.stack:
            self.stack[-1].resume()

    def clear(self) -> None:
        """Exit every scene, top first (the app is closing)."""
        while self.stack:
            self._exit(self.stack.pop())

    def apply_requests(self) -> None:
        """Carry out what the top scene asked for (possibly a chain of requests)."""
        for _ in range(16):
            scene = self.top
            if scene is None or scene.request is None:
                return
            request, scene.request = scene.request, None
            if isinstance(request, Push):
                self.push(request.scene)
            elif isinstance(request, Pop):
                self.pop()
            elif isinstance(request, ReplaceTop):
                self.replace(request.scene)
            elif isinstance(request, PopToRoot):
                self.pop_to_root()
            elif isinstance(request, QuitApp):
                self.quit_requested = True
                return
            elif isinstance(request, (OpenTable, ShowResults)):
                self._open(request)

    def _open(self, request: OpenTable | ShowResults) -> None:
        """Build the table or results scene the request names and put it on the stack."""
        if self.factory is None:
            raise RuntimeError("This scene manager has no factory for tables and results.")
        scene = self.factory(request)
        if isinstance(scene, str):
            self.message = scene
            if isinstance(request, OpenTable):
                request.match.close()
            return
        if isinstance(request, OpenTable) and request.root:
            self.pop_to_root()
            self.push(scene)
        elif isinstance(request, ShowResults) or request.replace:
            self.replace(scene)
        else:
            self.push(scene)

    def leave_question(self) -> tuple[str, str] | None:
        """The question some scene on the stack asks before it is left (the highest one's)."""
        for scene in reversed(self.stack):
            question = scene.leave_question()
            if question is not None:
                return question
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        scene = self.top
        if scene is None:
            return False
        used = scene.handle_event(event)
        self.apply_requests()
        return used

    def update(self, dt: float) -> None:
        scene = self.top
        if scene is not None:
            scene.update(dt)
        self.apply_requests()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay every scene out again; the ones underneath stay paused.

        A scene rebuilds its widgets in ``resize``, which shows them; pausing it again hides
        them, or the menu's buttons would float (and take clicks) over the table.
        """
        for scene in self.stack:
            scene.resize(size)
            if scene is not self.top:
                scene.pause()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest opaque scene upwards."""
        for scene in self.stack[self._lowest_drawn():]:
            scene.draw(surface)

    def _lowest_drawn(self) -> int:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        return max(start, 0)

    def covers(self, size: tuple[int, int]) -> bool:
        """Whether the first scene drawn paints the whole ``size`` window (``Scene.covers``)."""
        return bool(self.stack) and self.stack[self._lowest_drawn()].covers(size)
