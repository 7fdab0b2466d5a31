"""Learn from your games: the review of every decision of a seat by the hard bot, with the
seat's chance to win before and after each (see :mod:`.engine`; the command line is
``python -m llamagames.review``)."""

from .engine import *  # noqa: F401,F403
from .engine import __all__
