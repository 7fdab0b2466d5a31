"""A seat's address as a QR code (segno), as rows of dark and light modules.

Pure data, so the table draws it with pygame and a test reads it back without a window.
"""

from __future__ import annotations

import segno

QUIET_ZONE = 4
"""Light modules around the code, as the standard asks (a camera finds the code's edge)."""


def modules(text: str) -> list[list[bool]]:
    """The code of ``text``: rows of modules, True where dark, quiet zone included."""
    code = segno.make(text, error="m", micro=False)
    size = len(code.matrix)
    light = [False] * (size + 2 * QUIET_ZONE)
    rows = [list(light) for _ in range(QUIET_ZONE)]
    for row in code.matrix:
        rows.append([False] * QUIET_ZONE + [bool(cell) for cell in row] + [False] * QUIET_ZONE)
    rows += [list(light) for _ in range(QUIET_ZONE)]
    return rows


__all__ = ["QUIET_ZONE", "modules"]
