"""How a Llamas & Alpacas card looks, as data: the accessories' colours and letters, the two
papers and furs, the treats' colours. The table's card art (``art.py``) draws from it and the
phone page is sent it, so a card reads the same on both (no pygame here: the phones' host
reads it without a window)."""

from __future__ import annotations

from ....rules.alpacas.components import LLAMA, WHITE
from ...palette import INK

COLOUR_RGB: dict[int, tuple[int, int, int]] = {
    0: (234, 112, 168),   # pink
    1: (64, 156, 70),     # green
    2: (206, 48, 44),     # red
    3: (58, 106, 204),    # blue
    WHITE: (250, 250, 250),
}
COLOUR_LETTER: dict[int, str] = {0: "P", 1: "G", 2: "R", 3: "B", WHITE: "W"}
PAPER: dict[int, tuple[int, int, int]] = {LLAMA: (252, 240, 214), 1 - LLAMA: (226, 236, 246)}
"""The card paper: warm for llamas, cool for alpacas (with the letter and the drawing besides)."""
FUR: dict[int, tuple[int, int, int]] = {LLAMA: (196, 146, 96), 1 - LLAMA: (244, 232, 212)}
FUR_DARK: dict[int, tuple[int, int, int]] = {LLAMA: (122, 82, 50), 1 - LLAMA: (170, 150, 128)}
CLOVER_RGB = (56, 150, 64)
CARROT_RGB = (238, 128, 36)


def hex_colour(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def page_looks() -> dict[str, object]:
    """The looks as the phone page takes them: CSS colours by colour number ("-1" white) and
    by animal (0 llama, 1 alpaca)."""
    return {"colours": {str(colour): hex_colour(rgb) for colour, rgb in COLOUR_RGB.items()},
            "letters": {str(colour): letter for colour, letter in COLOUR_LETTER.items()},
            "paper": [hex_colour(PAPER[animal]) for animal in (0, 1)],
            "fur": [hex_colour(FUR[animal]) for animal in (0, 1)],
            "dark": [hex_colour(FUR_DARK[animal]) for animal in (0, 1)],
            "treats": [hex_colour(CLOVER_RGB), hex_colour(CARROT_RGB)], "llama": LLAMA,
            "ink": hex_colour(INK)}


__all__ = ["CARROT_RGB", "CLOVER_RGB", "COLOUR_LETTER", "COLOUR_RGB", "FUR", "FUR_DARK", "PAPER", "hex_colour",
           "page_looks"]
