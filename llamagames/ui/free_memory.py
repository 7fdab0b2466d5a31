"""Give the memory closed scenes freed back to the system, where the C library allows it.

Pixels live in SDL's surfaces, allocated by the C library's ``malloc``. When a table closes its
surfaces are freed, but glibc keeps the freed pages for the process: a player's evening of
games then shows as a resident size that only grows (30-50 MB more after a few Llamaland
games, ``python -m llamagames.benchmarks.memory``). ``malloc_trim`` hands them back. Windows'
and macOS' allocators return large blocks by themselves, and offer no such call: nothing is
done there.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from collections.abc import Callable
from functools import cache
from typing import Any


@cache
def _find_trim() -> Callable[[int], Any] | None:
    """glibc's ``malloc_trim``, looked up once (None where there is none)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim  # glibc only (musl has none): the lookup fails elsewhere
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


def return_freed_memory() -> bool:
    """Ask the C library to give freed memory back (True when it could be asked)."""
    trim = _find_trim()
    if trim is None:
        return False
    trim(0)
    return True


__all__ = ["return_freed_memory"]
