"""Draws the Llamaland square icons (corn, cacao, potato, coin, huts) into assets/llamaland/.

A sibling of make_art.py that reuses its palette and outline helper. Every crop has its own
silhouette (corn tall and narrow, cacao a ridged pointed pod, potato a wide lumpy oval), so the
icons read without colour. Each icon fills a 100 x 100 box, thick dark outline first so it
reads on every level tint. Run: python assets/source/make_llamaland_art.py [assets folder].
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from make_art import INK, Sticker, f, svg

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OW = 5.0  # outline half-width in a 100-unit box


def corn() -> str:
    """A cob standing upright between two husk leaves; kernels in a grid."""
    st = Sticker(INK, OW)
    st.add("path", 'd="M50 92 C30 86 20 66 24 44 C30 56 38 66 46 72 Z"', "#6aa84f")
    st.add("path", 'd="M50 92 C70 86 80 66 76 44 C70 56 62 66 54 72 Z"', "#4f8f3a")
    st.add("path", 'd="M50 8 C64 8 68 30 66 52 C64 72 58 84 50 86 C42 84 36 72 34 52 C32 30 36 8 50 8 Z"', "#f6c83c")
    for row in range(7):
        y = 18 + row * 9
        half = 11 - abs(row - 3) * 1.2
        for col in (-1, 0, 1):
            x = 50 + col * half * 0.72
            st.detail(f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="3.4" ry="3.6" fill="#fbe28a"/>')
    st.detail('<path d="M50 92 C36 86 28 70 30 52 C36 64 42 72 50 76 Z" fill="#7cbd5c"/>')
    st.detail('<path d="M50 92 C64 86 72 70 70 52 C64 64 58 72 50 76 Z" fill="#5a9e44"/>')
    return svg(100, 100, st.render())


def cacao() -> str:
    """A pointed, ridged cacao pod lying on a slant, with one bean beside it."""
    st = Sticker(INK, OW)
    pod = 'd="M16 78 C10 60 22 30 48 16 C62 8 78 8 86 14 C92 26 88 46 74 64 C58 84 34 92 16 78 Z"'
    st.add("path", pod, "#c0452a")
    st.add("ellipse", 'cx="74" cy="80" rx="12" ry="9" transform="rotate(-20 74 80)"', "#6b3a22")
    # ridges along the pod
    st.detail('<path d="M22 74 C28 52 46 28 80 16" fill="none" stroke="#8e2c1a" stroke-width="3.5" stroke-linecap="round"/>')
    st.detail('<path d="M30 82 C44 62 62 40 86 22" fill="none" stroke="#8e2c1a" stroke-width="3.5" stroke-linecap="round"/>')
    st.detail('<path d="M18 64 C22 44 38 26 64 14" fill="none" stroke="#e2714f" stroke-width="3" stroke-linecap="round"/>')
    st.detail('<path d="M68 76 Q74 72 80 74" fill="none" stroke="#a0663f" stroke-width="2.5" stroke-linecap="round"/>')
    st.detail('<path d="M86 14 L93 7" stroke="#5b3a1c" stroke-width="5" stroke-linecap="round"/>')
    return svg(100, 100, st.render())


def potato() -> str:
    """A wide lumpy potato with dark eyes: low and broad where corn is tall."""
    st = Sticker(INK, OW)
    body = ('d="M14 54 C10 36 28 24 46 26 C58 20 80 22 88 38 C96 52 88 72 70 76 C56 82 38 82 26 74 '
            'C18 70 14 62 14 54 Z"')
    st.add("path", body, "#c9955a")
    st.detail('<path d="M24 64 C36 74 60 76 78 66 C66 72 40 74 24 64 Z" fill="#a8743d"/>')
    st.detail('<ellipse cx="40" cy="38" rx="12" ry="5" fill="#e0b47c" opacity="0.8"/>')
    for x, y in ((34, 52), (56, 42), (70, 58), (48, 64), (78, 42)):
        st.detail(f'<path d="M{x - 3} {y} Q{x} {y - 3} {x + 3} {y}" fill="none" stroke="#5e3b1c" stroke-width="3" stroke-linecap="round"/>')
    return svg(100, 100, st.render())


def coin() -> str:
    """A gold coin with a rim and a stepped-mountain mark."""
    st = Sticker(INK, OW)
    st.add("circle", 'cx="50" cy="52" r="38"', "#d9a728")
    st.detail('<circle cx="50" cy="50" r="37" fill="#f2c14e"/>')
    st.detail('<circle cx="50" cy="50" r="28" fill="none" stroke="#c99422" stroke-width="4"/>')
    st.detail('<path d="M32 62 L42 46 L48 54 L56 38 L68 62 Z" fill="#b07a14"/>')
    st.detail('<path d="M30 30 Q40 20 54 20" fill="none" stroke="#fff3c0" stroke-width="4" stroke-linecap="round"/>')
    return svg(100, 100, st.render())


def huts() -> str:
    """Two adobe huts with round thatched roofs: the village that brings a character."""
    st = Sticker(INK, OW)
    st.add("rect", 'x="14" y="54" width="34" height="32" rx="3"', "#e7c9a0")
    st.add("path", 'd="M8 58 Q31 22 54 58 Z"', "#b9772f")
    st.add("rect", 'x="46" y="44" width="42" height="42" rx="3"', "#f0d6b0")
    st.add("path", 'd="M38 50 Q67 4 96 50 Z"', "#d08a3a")
    st.detail('<rect x="60" y="62" width="14" height="24" rx="6" fill="#6b3a22"/>')
    st.detail('<rect x="25" y="68" width="11" height="18" rx="5" fill="#6b3a22"/>')
    st.detail('<path d="M48 40 Q67 14 86 40" fill="none" stroke="#a5612a" stroke-width="3"/>')
    st.detail('<path d="M16 52 Q31 32 46 52" fill="none" stroke="#8e5a22" stroke-width="3"/>')
    st.detail('<path d="M46 48 L88 48" stroke="#c4622f" stroke-width="4"/>')
    return svg(100, 100, st.render())


ICONS = {"corn": corn, "cacao": cacao, "potato": potato, "coin": coin, "huts": huts}


def main() -> None:
    os.makedirs(f"{ROOT}/llamaland", exist_ok=True)
    for name, make in ICONS.items():
        with open(f"{ROOT}/llamaland/{name}.svg", "w") as fh:
            fh.write(make())
    print(len(ICONS), "files")


if __name__ == "__main__":
    main()
