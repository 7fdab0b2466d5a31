"""The table kit: what every game's table shares (see :mod:`.scene`)."""

from .animator import EventAnimator
from .drag import Dropped, DropTarget, DropZones, Moved, PieceDrag, Pressed
from .layout import TableFrame, text_px, ui_scale
from .move_log import MoveLog, wrap
from .scene import KIT_BUTTONS, SPECTATOR, ButtonSpec, TableScene
from .seat_panel import SeatLook, draw_seat_panel
from .toasts import Toasts
from .warmup import WarmQueue

__all__ = [
    "ButtonSpec",
    "DropTarget",
    "DropZones",
    "Dropped",
    "EventAnimator",
    "KIT_BUTTONS",
    "MoveLog",
    "Moved",
    "PieceDrag",
    "Pressed",
    "SPECTATOR",
    "SeatLook",
    "TableFrame",
    "TableScene",
    "Toasts",
    "WarmQueue",
    "draw_seat_panel",
    "text_px",
    "ui_scale",
    "wrap",
]
