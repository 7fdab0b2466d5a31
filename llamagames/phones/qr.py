"""A seat's address as a QR code (segno), as rows of dark and light modules.

Pure data, so the table draws it with pygame and a test reads it back without a window.
"""

from __future__ import annotations

from functools import lru_cache

import segno

QUIET_ZONE = 4
"""Light modules around the code, as the standard asks (a camera finds the code's edge)."""


def modules(text: str) -> list[list[bool]]:
    """The code of ``text``: rows of modules, True where dark, quiet zone included."""
    return [list(row) for row in _matrix(text)]


@lru_cache(maxsize=32)
def _matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code of ``text`` worked out once (segno takes tens of milliseconds a code: a table
    asks for its seats' codes before its first frame, not during one)."""
    code = segno.make(text, error="m", micro=False)
    size = len(code.matrix)
    light = [False] * (size + 2 * QUIET_ZONE)
    rows = [list(light) for _ in range(QUIET_ZONE)]
    for row in code.matrix:
        rows.append([False] * QUIET_ZONE + [bool(cell) for cell in row] + [False] * QUIET_ZONE)
    rows += [list(light) for _ in range(QUIET_ZONE)]
    return tuple(tuple(row) for row in rows)


__all__ = ["QUIET_ZONE", "modules"]
