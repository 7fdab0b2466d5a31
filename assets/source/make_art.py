"""Draws the Llama Games SVG art set (cards, chips, figures, title, icons) into assets/.

The SVG files are what the game loads; this script is how they were drawn, so the palette and
shapes can be changed in one place. Run: python assets/source/make_art.py [output folder].
Only features pygame's nanosvg renderer supports are used: paths, basic shapes, transforms,
linear/radial gradients and opacity; no text, filters, clipPath, pattern or <use>.
"""
from __future__ import annotations

import math
import os
import random
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------- palette
INK = "#4a2f22"          # dark brown outline
PAPER = "#fbf3e2"
PAPER2 = "#f0dfbf"
CREAM = "#fff8ea"
WOOL = "#fff6e6"
WOOL_SHADE = "#ecdcc2"
WOOL_DARK = "#d9c2a0"
PINK = "#f2a39a"
TERRA = "#c8562f"
RUST = "#9c3b22"
SAND = "#e8cf9f"
SKY = "#8fd0f0"
SKY_DEEP = "#4aa3d8"
NIGHT = "#1b2546"
GREEN = "#4f9a45"
GREEN_DARK = "#2d6a2e"

VALUES = {
    1: ("#eaa81c", "#b36f00", "#f8d675"),
    2: ("#e4722a", "#a2430f", "#f6b07a"),
    3: ("#cf3b30", "#8a1f19", "#ee8a7c"),
    4: ("#c93f7e", "#84214f", "#ec93bb"),
    5: ("#7450ab", "#452a73", "#b39ad8"),
    6: ("#2a86c3", "#14507e", "#8cc6ea"),
    7: ("#4f9a45", "#2a5e27", "#a6d68f"),
}


def f(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def svg(w: float, h: float, body: str, defs: str = "") -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {f(w)} {f(h)}" '
            f'width="{f(w)}" height="{f(h)}">\n<defs>\n{defs}</defs>\n{body}</svg>\n')


def lin(id_: str, stops, x1="0%", y1="0%", x2="0%", y2="100%") -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"' + (f' stop-opacity="{a}"' if a is not None else "") + "/>"
                for o, c, a in [(st + (None,))[:3] if len(st) == 2 else st for st in stops])
    return f'<linearGradient id="{id_}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{s}</linearGradient>\n'


def rradial(id_, cx, cy, r, stops) -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"' + (f' stop-opacity="{a}"' if a is not None else "") + "/>"
                for o, c, a in [(st + (None,))[:3] if len(st) == 2 else st for st in stops])
    return (f'<radialGradient id="{id_}" gradientUnits="userSpaceOnUse" cx="{f(cx)}" cy="{f(cy)}" '
            f'r="{f(r)}">{s}</radialGradient>\n')


def ulin(id_, x1, y1, x2, y2, stops) -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"' + (f' stop-opacity="{a}"' if a is not None else "") + "/>"
                for o, c, a in [(st + (None,))[:3] if len(st) == 2 else st for st in stops])
    return (f'<linearGradient id="{id_}" gradientUnits="userSpaceOnUse" x1="{f(x1)}" y1="{f(y1)}" '
            f'x2="{f(x2)}" y2="{f(y2)}">{s}</linearGradient>\n')


# ---------------------------------------------------------------- outline helper
class Sticker:
    """Shapes drawn twice: a fat dark pass for one shared outline, then the fills."""

    def __init__(self, outline: str = INK, width: float = 8):
        self.outline = outline
        self.width = width
        self.shapes: list[tuple[str, str, str]] = []   # (tag, attrs, fill)
        self.details: list[str] = []

    def add(self, tag: str, attrs: str, fill: str) -> None:
        self.shapes.append((tag, attrs, fill))

    def detail(self, s: str) -> None:
        self.details.append(s)

    def render(self) -> str:
        out = [f'<g fill="{self.outline}" stroke="{self.outline}" stroke-width="{f(self.width * 2)}" '
               f'stroke-linejoin="round" stroke-linecap="round">']
        out += [f"<{t} {a}/>" for t, a, _ in self.shapes]
        out.append("</g>")
        out += [f'<{t} {a} fill="{c}"/>' for t, a, c in self.shapes]
        out += self.details
        return "\n".join(out) + "\n"


# ---------------------------------------------------------------- llama pieces
def llama_head(cx: float, cy: float, s: float = 1.0, mood: str = "open", outline=INK, ow=6,
               hat: str | None = None, tilt: float = 0.0, ear_flick: bool = False) -> str:
    """Front-facing llama head centred near (cx, cy); s scales a ~100-unit head (long face, banana ears).

    ``ear_flick`` folds the right ear outwards (the figure's ear twitch); mood "chew" moves the
    mouth sideways (the figure chewing).
    """
    st = Sticker(outline, ow)
    ear_l = "M-26 -30 C-50 -46 -56 -78 -42 -96 C-30 -88 -16 -62 -12 -36 Z"
    ear_r = "M26 -30 C50 -46 56 -78 42 -96 C30 -88 16 -62 12 -36 Z"
    flick = ' transform="rotate(32 20 -34)"' if ear_flick else ""
    st.add("path", f'd="{ear_l}"', WOOL)
    st.add("path", f'd="{ear_r}"{flick}', WOOL)
    face = "M-40 -14 C-42 -50 42 -50 40 -14 C40 10 32 26 30 40 C28 62 14 70 0 70 C-14 70 -28 62 -30 40 C-32 26 -40 10 -40 -14 Z"
    st.add("path", f'd="{face}"', WOOL)
    tuft = ((-20, -38, 15), (-4, -48, 17), (13, -44, 16), (27, -33, 12))
    for x, y, r in tuft:
        st.add("circle", f'cx="{x}" cy="{y}" r="{r}"', WOOL)
    d = []
    d.append('<path d="M-28 -38 C-44 -54 -48 -76 -40 -88 C-32 -78 -24 -60 -20 -40 Z" fill="#f4b0a6"/>')
    d.append(f'<path d="M28 -38 C44 -54 48 -76 40 -88 C32 -78 24 -60 20 -40 Z" fill="#f4b0a6"{flick}/>')
    for x, y, r in tuft:
        d.append(f'<circle cx="{x}" cy="{y}" r="{f(r)}" fill="{WOOL}"/>')
    d.append(f'<ellipse cx="0" cy="-22" rx="36" ry="16" fill="{WOOL}"/>')
    # muzzle
    d.append('<path d="M-24 22 C-24 6 24 6 24 22 L25 42 C24 60 12 66 0 66 C-12 66 -24 60 -25 42 Z" fill="#f3e0c6"/>')
    # cheeks
    d.append('<ellipse cx="-30" cy="16" rx="8" ry="5" fill="#f58f86" opacity="0.6"/>')
    d.append('<ellipse cx="30" cy="16" rx="8" ry="5" fill="#f58f86" opacity="0.6"/>')
    # eyes
    if mood in ("open", "chew"):
        for ex in (-19, 19):
            d.append(f'<ellipse cx="{ex}" cy="-6" rx="7" ry="9.5" fill="{outline}"/>')
            d.append(f'<circle cx="{ex + 2.4}" cy="-10" r="2.8" fill="#ffffff"/>')
            d.append(f'<circle cx="{ex - 2}" cy="-2" r="1.3" fill="#ffffff"/>')
    elif mood == "closed":
        for ex in (-19, 19):
            d.append(f'<path d="M{ex - 8} -5 Q{ex} 2 {ex + 8} -5" fill="none" stroke="{outline}" stroke-width="4" stroke-linecap="round"/>')
    elif mood == "happy":
        for ex in (-19, 19):
            d.append(f'<path d="M{ex - 8} -2 Q{ex} -14 {ex + 8} -2" fill="none" stroke="{outline}" stroke-width="4.5" stroke-linecap="round"/>')
    elif mood == "worried":
        for ex in (-19, 19):
            d.append(f'<ellipse cx="{ex}" cy="-4" rx="6.5" ry="8.5" fill="{outline}"/>')
            d.append(f'<circle cx="{ex + 2}" cy="-8" r="2.4" fill="#ffffff"/>')
        d.append(f'<path d="M-28 -22 L-11 -18 M28 -22 L11 -18" stroke="{outline}" stroke-width="3.5" stroke-linecap="round"/>')
    # nostrils and split lip
    d.append(f'<path d="M-13 24 Q-9 19 -5 25 M13 24 Q9 19 5 25" fill="none" stroke="{outline}" stroke-width="3.2" stroke-linecap="round"/>')
    d.append(f'<path d="M0 32 L0 42" stroke="{outline}" stroke-width="3" stroke-linecap="round"/>')
    if mood == "happy":
        d.append(f'<path d="M-12 44 Q0 60 12 44 Z" fill="#b5413a" stroke="{outline}" stroke-width="3" stroke-linejoin="round"/>')
    elif mood == "worried":
        d.append(f'<path d="M-9 52 Q0 45 9 52" fill="none" stroke="{outline}" stroke-width="3.5" stroke-linecap="round"/>')
    elif mood == "chew":
        d.append(f'<path d="M-4 46 Q4 52 14 43" fill="none" stroke="{outline}" stroke-width="3.5" stroke-linecap="round"/>')
        d.append('<ellipse cx="22" cy="40" rx="7" ry="5" fill="#ecd3b2"/>')
    else:
        d.append(f'<path d="M-12 44 Q-6 51 0 43 Q6 51 12 44" fill="none" stroke="{outline}" stroke-width="3.5" stroke-linecap="round"/>')
    if hat:
        d.append(chullo(hat, outline))
    for x in d:
        st.detail(x)
    rot = f" rotate({f(tilt)})" if tilt else ""
    return f'<g transform="translate({f(cx)} {f(cy)}) scale({s}){rot}">\n{st.render()}</g>\n'


def alpaca_head(cx: float, cy: float, s: float = 1.0, mood: str = "open", outline=INK, ow=6) -> str:
    """Front-facing alpaca: rounder, shorter face in a big pompom of wool, small spear ears."""
    st = Sticker(outline, ow)
    st.add("path", 'd="M-26 -34 C-38 -52 -40 -70 -34 -82 C-24 -72 -16 -56 -12 -40 Z"', WOOL)
    st.add("path", 'd="M26 -34 C38 -52 40 -70 34 -82 C24 -72 16 -56 12 -40 Z"', WOOL)
    puff = [(math.cos(math.radians(a)) * 44, math.sin(math.radians(a)) * 40 - 8, 19) for a in range(150, 391, 20)]
    for x, y, r in puff:
        st.add("circle", f'cx="{f(x)}" cy="{f(y)}" r="{r}"', WOOL)
    st.add("ellipse", 'cx="0" cy="8" rx="36" ry="44"', WOOL)
    d = ['<path d="M-27 -40 C-34 -54 -35 -66 -32 -74 C-25 -66 -20 -54 -18 -44 Z" fill="#f4b0a6"/>',
         '<path d="M27 -40 C34 -54 35 -66 32 -74 C25 -66 20 -54 18 -44 Z" fill="#f4b0a6"/>']
    for x, y, r in puff:
        d.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{r - 1}" fill="{WOOL}"/>')
    d.append(f'<ellipse cx="0" cy="10" rx="34" ry="40" fill="{WOOL}"/>')
    d.append('<ellipse cx="0" cy="32" rx="22" ry="19" fill="#f3e0c6"/>')
    d.append('<ellipse cx="-26" cy="18" rx="7" ry="4.5" fill="#f58f86" opacity="0.6"/>')
    d.append('<ellipse cx="26" cy="18" rx="7" ry="4.5" fill="#f58f86" opacity="0.6"/>')
    if mood == "happy":
        for ex in (-16, 16):
            d.append(f'<path d="M{ex - 7} 4 Q{ex} -7 {ex + 7} 4" fill="none" stroke="{outline}" stroke-width="4.5" stroke-linecap="round"/>')
    else:
        for ex in (-16, 16):
            d.append(f'<ellipse cx="{ex}" cy="2" rx="6.5" ry="8.5" fill="{outline}"/>')
            d.append(f'<circle cx="{ex + 2.2}" cy="-2" r="2.5" fill="#ffffff"/>')
    d.append(f'<path d="M-9 26 Q-6 22 -3 27 M9 26 Q6 22 3 27" fill="none" stroke="{outline}" stroke-width="3" stroke-linecap="round"/>')
    d.append(f'<path d="M0 32 L0 39 M-9 41 Q-4 47 0 40 Q4 47 9 41" fill="none" stroke="{outline}" stroke-width="3.2" stroke-linecap="round"/>')
    for x in d:
        st.detail(x)
    return f'<g transform="translate({f(cx)} {f(cy)}) scale({s})">\n{st.render()}</g>\n'


def chullo(colour: str, outline: str) -> str:
    """A little Andean knitted hat for the tuft."""
    return (f'<g><path d="M-34 -40 C-30 -80 30 -80 34 -40 Z" fill="{colour}" stroke="{outline}" stroke-width="4" stroke-linejoin="round"/>'
            f'<path d="M-32 -48 L32 -48" stroke="#ffe08a" stroke-width="5"/>'
            f'<path d="M-28 -58 L-20 -52 L-12 -58 L-4 -52 L4 -58 L12 -52 L20 -58 L28 -52" fill="none" stroke="#fff4dc" stroke-width="3"/>'
            f'<circle cx="0" cy="-80" r="9" fill="#ffe08a" stroke="{outline}" stroke-width="4"/></g>')


def llama_body(pose: int = 0, outline=INK, ow=7, blanket=True) -> str:
    """A full standing llama facing right, in a 400 x 480 box (feet at y~450)."""
    st = Sticker(outline, ow)
    step = pose == 2
    # far legs (slightly darker)
    st.add("rect", 'x="110" y="320" width="34" height="126" rx="15"', WOOL_SHADE)
    st.add("rect", 'x="248" y="320" width="34" height="126" rx="15"', WOOL_SHADE)
    # near legs
    st.add("rect", 'x="140" y="325" width="36" height="124" rx="16"', WOOL)
    if step:
        st.add("rect", 'x="270" y="322" width="36" height="112" rx="16" transform="rotate(-18 288 330)"', WOOL)
    else:
        st.add("rect", 'x="276" y="325" width="36" height="124" rx="16"', WOOL)
    # tail
    st.add("circle", 'cx="72" cy="262" r="24"', WOOL)
    st.add("circle", 'cx="62" cy="284" r="18"', WOOL)
    # the body, an ellipse with fluff around it
    st.add("ellipse", 'cx="196" cy="292" rx="128" ry="66"', WOOL)
    for x, y, r in ((90, 262, 32), (130, 240, 34), (176, 232, 34), (222, 234, 34), (264, 248, 32),
                    (300, 276, 30), (290, 320, 30), (250, 344, 30), (200, 350, 30), (150, 348, 30), (104, 328, 30), (80, 298, 28)):
        st.add("circle", f'cx="{x}" cy="{y}" r="{r}"', WOOL)
    # neck
    st.add("path", 'd="M252 300 C246 230 252 170 262 130 L322 130 C330 180 334 240 326 300 Z"', WOOL)
    for x, y, r in ((330, 250, 20), (332, 210, 19), (328, 172, 18)):
        st.add("circle", f'cx="{x}" cy="{y}" r="{r}"', WOOL)
    d = []
    # hooves
    hoof = "#6b4a36"
    d.append(f'<rect x="110" y="432" width="34" height="16" rx="7" fill="{hoof}"/>')
    d.append(f'<rect x="248" y="432" width="34" height="16" rx="7" fill="{hoof}"/>')
    d.append(f'<rect x="140" y="435" width="36" height="16" rx="7" fill="{hoof}"/>')
    if step:
        d.append(f'<rect x="270" y="420" width="36" height="16" rx="7" fill="{hoof}" transform="rotate(-18 288 330)"/>')
    else:
        d.append(f'<rect x="276" y="435" width="36" height="16" rx="7" fill="{hoof}"/>')
    # belly shading
    d.append(f'<path d="M96 330 C140 372 260 372 300 330 C270 356 140 360 96 330 Z" fill="{WOOL_SHADE}"/>')
    if blanket:
        d.append(saddle_blanket())
    body = st.render() + "\n".join(d) + "\n"
    mood = {0: "open", 1: "closed", 2: "open", 3: "happy", 4: "open", 5: "chew"}[pose]
    tilt = {0: 0, 1: 0, 2: -6, 3: 7, 4: 0, 5: 2}[pose]
    head = llama_head(296, 100, 1.0, mood, outline, ow - 1, tilt=tilt, ear_flick=pose == 4)
    return body + head


def saddle_blanket() -> str:
    """Striped Andean blanket with tassels, draped on the back."""
    x0, x1, y0, y1 = 150, 262, 228, 318
    out = [f'<path d="M{x0} {y0 + 8} Q{(x0 + x1) / 2} {y0 - 12} {x1} {y0 + 8} L{x1 + 4} {y1} Q{(x0 + x1) / 2} {y1 + 14} {x0 - 4} {y1} Z" '
           f'fill="{TERRA}" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>']
    cols = ["#f2c14e", "#2a86c3", "#f4efe0", "#c93f7e", "#f2c14e"]
    for i, c in enumerate(cols):
        y = y0 + 20 + i * 17
        out.append(f'<path d="M{x0 + 2} {y} Q{(x0 + x1) / 2} {y - 6} {x1 + 1} {y}" fill="none" stroke="{c}" stroke-width="{6 if i % 2 == 0 else 4}"/>')
    # zigzag
    zz = " ".join(f"{'M' if i == 0 else 'L'}{x0 + 6 + i * 10} {y0 + 62 + (6 if i % 2 else 0)}" for i in range(11))
    out.append(f'<path d="{zz}" fill="none" stroke="#fff4dc" stroke-width="3" stroke-linejoin="round"/>')
    for i in range(6):
        tx = x0 + 4 + i * (x1 - x0) / 5
        out.append(f'<path d="M{f(tx)} {y1 + 4} L{f(tx)} {y1 + 22}" stroke="{"#f2c14e" if i % 2 else "#c93f7e"}" stroke-width="6" stroke-linecap="round"/>')
    return "\n".join(out)


# ---------------------------------------------------------------- motifs (value symbols, 100-unit box at 0,0)
def motif(v: int, fill: str, stroke: str, sw: float = 5) -> str:
    a = f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round" stroke-linecap="round"'
    if v == 1:  # sun
        rays = []
        for i in range(12):
            ang = math.radians(i * 30)
            r1, r2, wdt = 30, 46 if i % 2 == 0 else 40, math.radians(11)
            p = [(r1 * math.cos(ang - wdt), r1 * math.sin(ang - wdt)), (r2 * math.cos(ang), r2 * math.sin(ang)),
                 (r1 * math.cos(ang + wdt), r1 * math.sin(ang + wdt))]
            rays.append("M" + " L".join(f"{f(x)} {f(y)}" for x, y in p) + " Z")
        return (f'<path d="{" ".join(rays)}" {a}/><circle cx="0" cy="0" r="27" {a}/>'
                f'<path d="M-10 -4 Q-7 -8 -4 -4 M4 -4 Q7 -8 10 -4 M-9 7 Q0 15 9 7" fill="none" stroke="{stroke}" stroke-width="{sw * 0.8}" stroke-linecap="round"/>')
    if v == 2:  # cactus
        return (f'<path d="M-10 44 L-10 -30 C-10 -46 10 -46 10 -30 L10 44 Z M10 8 L22 8 C26 8 26 4 26 0 L26 -18 C26 -28 38 -28 38 -18 L38 4 C38 16 32 20 22 20 L10 20 Z '
                f'M-10 0 L-20 0 C-24 0 -26 -4 -26 -8 L-26 -22 C-26 -32 -38 -32 -38 -22 L-38 -4 C-38 8 -32 12 -22 12 L-10 12 Z" {a}/>'
                f'<path d="M-28 44 L28 44" stroke="{stroke}" stroke-width="{sw}" stroke-linecap="round"/>'
                f'<path d="M0 -30 L0 36" stroke="{stroke}" stroke-width="{sw * 0.6}" opacity="0.5"/>')
    if v == 3:  # mountains with snow caps
        return (f'<path d="M-46 38 L-14 -20 L0 4 L18 -38 L48 38 Z" {a}/>'
                f'<path d="M9.5 -17 L18 -38 L27.5 -14 L22 -18 L18 -12 L14 -18 Z M-22 -5 L-14 -20 L-6 -6 L-10 -9 L-14 -5 L-18 -9 Z" '
                f'fill="#ffffff" stroke="{stroke}" stroke-width="{sw * 0.6}" stroke-linejoin="round"/>')
    if v == 4:  # cantuta flower: bell with petals
        petals = "".join(f'<ellipse cx="0" cy="-24" rx="13" ry="22" transform="rotate({i * 72})" {a}/>' for i in range(5))
        return petals + f'<circle cx="0" cy="0" r="12" fill="{stroke}" stroke="{stroke}" stroke-width="{sw}"/>'
    if v == 5:  # yarn ball
        return (f'<circle cx="0" cy="0" r="38" {a}/>'
                f'<path d="M-30 -22 Q0 -6 30 -22 M-37 -4 Q0 14 37 -4 M-30 18 Q0 34 30 18 M-8 -37 Q-26 0 -6 37 M14 -35 Q-4 0 16 35" fill="none" stroke="{stroke}" stroke-width="{sw * 0.7}" stroke-linecap="round"/>'
                f'<path d="M26 28 Q40 44 50 36" fill="none" stroke="{stroke}" stroke-width="{sw}" stroke-linecap="round"/>')
    if v == 6:  # pan flute (zampona), six pipes
        pipes = "".join(f'<rect x="{-42 + i * 14}" y="-40" width="12" height="{80 - i * 10}" rx="5" {a}/>' for i in range(6))
        return pipes + f'<rect x="-46" y="-18" width="88" height="12" rx="5" fill="{stroke}" stroke="{stroke}" stroke-width="{sw * 0.5}"/>'
    raise ValueError(v)


# ---------------------------------------------------------------- cards
CW, CH = 630, 880
PAD = 34            # panel inset
NW, NH = 126, 232   # notch size (corner index area)
NR = 30             # notch inner radius


def card_frame_defs() -> str:
    return (lin("paper", [("0%", PAPER), ("100%", PAPER2)], "0%", "0%", "100%", "100%"))


def card_outer() -> str:
    return (f'<rect x="4" y="4" width="{CW - 8}" height="{CH - 8}" rx="40" fill="url(#paper)" stroke="#8b6a4c" stroke-width="6"/>\n'
            f'<rect x="13" y="13" width="{CW - 26}" height="{CH - 26}" rx="32" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>\n')


def panel_path() -> str:
    """Panel rectangle with notches top-left and bottom-right for the corner indexes."""
    x0, y0, x1, y1, r = PAD, PAD, CW - PAD, CH - PAD, 22
    return (f"M{x0 + NW} {y0} L{x1 - r} {y0} Q{x1} {y0} {x1} {y0 + r} "
            f"L{x1} {y1 - NH} L{x1 - NW + NR} {y1 - NH} Q{x1 - NW} {y1 - NH} {x1 - NW} {y1 - NH + NR} "
            f"L{x1 - NW} {y1} L{x0 + r} {y1} Q{x0} {y1} {x0} {y1 - r} "
            f"L{x0} {y0 + NH} L{x0 + NW - NR} {y0 + NH} Q{x0 + NW} {y0 + NH} {x0 + NW} {y0 + NH - NR} Z")


def diamonds(x0, y0, x1, y1, step, colour, opacity, seed=0) -> str:
    """A stepped-diamond textile lattice (Andean weave) as one path."""
    parts = []
    row = 0
    y = y0
    while y < y1 + step:
        x = x0 + (step / 2 if row % 2 else 0)
        while x < x1 + step:
            s = step * 0.32
            parts.append(f"M{f(x)} {f(y - s)} L{f(x + s)} {f(y)} L{f(x)} {f(y + s)} L{f(x - s)} {f(y)} Z")
            x += step
        y += step / 2
        row += 1
    return f'<path d="{" ".join(parts)}" fill="{colour}" opacity="{opacity}"/>\n'


def zigzag_band(x0, x1, y, h, colour, sw, n) -> str:
    pts = []
    for i in range(n + 1):
        x = x0 + (x1 - x0) * i / n
        pts.append(f"{'M' if i == 0 else 'L'}{f(x)} {f(y + (0 if i % 2 == 0 else h))}")
    return f'<path d="{" ".join(pts)}" fill="none" stroke="{colour}" stroke-width="{sw}" stroke-linejoin="round" stroke-linecap="round"/>\n'


def number_card(v: int) -> str:
    base, dark, light = VALUES[v]
    defs = card_frame_defs()
    defs += ulin("panel", 0, PAD, 0, CH - PAD, [("0", light), ("0.35", base), ("1", dark)])
    defs += rradial("medal", 315, 420, 190, [("0", "#fffdf7"), ("0.8", CREAM), ("1", "#f3e4c6")])
    defs += rradial("glow", 315, 440, 300, [("0", "#ffffff", 0.35), ("1", "#ffffff", 0)])
    b = card_outer()
    b += f'<path d="{panel_path()}" fill="url(#panel)"/>\n'
    b += f'<rect x="{PAD}" y="{PAD}" width="{CW - 2 * PAD}" height="{CH - 2 * PAD}" fill="url(#glow)" opacity="1"/>\n'
    # textile lattice inside the panel (kept off the notches)
    b += diamonds(PAD + NW + 20, PAD + 30, CW - PAD - 20, CH - PAD - NH - 10, 56, "#ffffff", 0.13)
    b += diamonds(PAD + 20, PAD + NH + 30, CW - PAD - NW - 20, CH - PAD - 30, 56, "#ffffff", 0.13)
    # woven bands above and below the medallion
    for y, xa, xb in ((196, PAD + NW, CW - PAD), (CH - 196, PAD, CW - PAD - NW)):
        b += f'<rect x="{xa}" y="{y - 18}" width="{xb - xa}" height="36" fill="{dark}" opacity="0.55"/>\n'
        b += zigzag_band(xa + 8, xb - 8, y - 9, 18, CREAM, 5, 22)
    # central medallion
    b += f'<circle cx="315" cy="440" r="190" fill="{dark}" opacity="0.35"/>\n'
    for i in range(24):
        a = math.radians(i * 15)
        b += f'<circle cx="{f(315 + 172 * math.cos(a))}" cy="{f(440 + 172 * math.sin(a))}" r="7" fill="{CREAM}"/>\n'
    b += f'<circle cx="315" cy="440" r="150" fill="url(#medal)" stroke="{dark}" stroke-width="8"/>\n'
    b += f'<circle cx="315" cy="440" r="134" fill="none" stroke="{base}" stroke-width="3" opacity="0.6"/>\n'
    # value motif above / below the medallion
    b += f'<g transform="translate(315 108) scale(1.0)">{motif(v, CREAM, dark, 6)}</g>\n'
    b += f'<g transform="translate(315 772) scale(1.0) rotate(180)">{motif(v, CREAM, dark, 6)}</g>\n'
    # notch corner motifs under the index numerals
    b += f'<g transform="translate({PAD + NW / 2} {PAD + 178}) scale(0.56)">{motif(v, base, dark, 8)}</g>\n'
    b += f'<g transform="translate({CW - PAD - NW / 2} {CH - PAD - 178}) scale(0.56) rotate(180)">{motif(v, base, dark, 8)}</g>\n'
    # thin inner border of the panel
    b += f'<path d="{panel_path()}" fill="none" stroke="{dark}" stroke-width="5" stroke-linejoin="round"/>\n'
    return svg(CW, CH, b, defs)


def llama_card() -> str:
    base, dark, light = VALUES[7]
    defs = card_frame_defs()
    defs += ulin("sky", 0, PAD, 0, 640, [("0", "#5fb4e4"), ("0.7", "#bfe6f5"), ("1", "#fdf1d6")])
    defs += ulin("hill", 0, 560, 0, CH - PAD, [("0", "#7cc05a"), ("1", "#3e8a36")])
    defs += ulin("mtn", 0, 300, 0, 620, [("0", "#7c93b8"), ("1", "#a9b9d2")])
    defs += rradial("sun", 470, 200, 110, [("0", "#fff7c2"), ("0.45", "#ffe27a"), ("1", "#ffd25a", 0)])
    b = card_outer()
    b += f'<path d="{panel_path()}" fill="url(#sky)"/>\n'
    b += '<circle cx="470" cy="200" r="110" fill="url(#sun)"/>\n'
    b += '<circle cx="470" cy="200" r="44" fill="#ffe27a"/>\n'
    # clouds
    for cx, cy, s in ((220, 150, 1.0), (420, 320, 0.7)):
        b += (f'<g transform="translate({cx} {cy}) scale({s})" fill="#ffffff" opacity="0.9">'
              '<ellipse cx="0" cy="0" rx="60" ry="18"/><circle cx="-22" cy="-10" r="20"/><circle cx="12" cy="-16" r="26"/></g>\n')
    # mountains
    b += ('<path d="M34 560 L34 470 L130 360 L190 420 L300 290 L390 400 L450 340 L596 500 L596 560 Z" fill="url(#mtn)"/>\n'
          '<path d="M300 290 L262 334 L282 326 L300 344 L318 324 L340 336 Z M130 360 L108 386 L124 380 L138 392 L152 378 Z M450 340 L430 362 L446 358 L458 368 L470 356 Z" fill="#ffffff"/>\n')
    b += f'<path d="M34 600 Q200 520 340 560 Q470 600 596 540 L596 {CH - PAD} L34 {CH - PAD} Z" fill="url(#hill)"/>\n'
    # grass tufts
    for x, y in ((90, 720), (520, 660), (470, 790), (150, 800)):
        b += f'<path d="M{x - 12} {y} L{x - 6} {y - 18} L{x} {y} L{x + 6} {y - 22} L{x + 12} {y}" fill="none" stroke="#2f7a2f" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>\n'
    # flowers
    for x, y, c in ((110, 650, "#f2c14e"), (540, 740, "#c93f7e"), (80, 780, "#ffffff")):
        b += f'<g transform="translate({x} {y}) scale(0.18)">{motif(4, c, "#7a3a2a", 6)}</g>\n'
    # llama (400x480 box) centred
    b += '<ellipse cx="330" cy="748" rx="170" ry="22" fill="#1f4f1f" opacity="0.3"/>\n'
    b += f'<g transform="translate(100 270) scale(1.07)">{llama_body(0)}</g>\n'
    # corner indexes: llama heads
    b += llama_head(PAD + NW / 2 - 4, PAD + 104, 0.82, "open", INK, 6)
    b += f'<g transform="rotate(180 {CW / 2} {CH / 2})">{llama_head(PAD + NW / 2 - 4, PAD + 104, 0.82, "open", INK, 6)}</g>\n'
    b += f'<path d="M{PAD + 16} {PAD + 200} L{PAD + NW - 24} {PAD + 200}" stroke="{base}" stroke-width="8" stroke-linecap="round"/>\n'
    b += f'<path d="M{CW - PAD - 16} {CH - PAD - 200} L{CW - PAD - NW + 24} {CH - PAD - 200}" stroke="{base}" stroke-width="8" stroke-linecap="round"/>\n'
    b += f'<path d="{panel_path()}" fill="none" stroke="{dark}" stroke-width="5" stroke-linejoin="round"/>\n'
    return svg(CW, CH, b, defs)


def card_back() -> str:
    defs = card_frame_defs()
    defs += ulin("back", 0, PAD, 0, CH - PAD, [("0", "#c65a33"), ("1", "#8e3320")])
    defs += rradial("emb", 315, 440, 170, [("0", "#fffaf0"), ("1", "#f1deb8")])
    b = card_outer()
    x0, y0, x1, y1 = PAD, PAD, CW - PAD, CH - PAD
    b += f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="22" fill="url(#back)"/>\n'
    # woven lattice: big diamonds with inner diamonds
    step = 84
    big, small, dots = [], [], []
    row = 0
    y = y0 + 10
    while y < y1 + step:
        x = x0 + (step / 2 if row % 2 else 0) + 14
        while x < x1 + step:
            if not (x0 + 6 <= x <= x1 - 6 and y0 + 6 <= y <= y1 - 6):
                x += step
                continue
            s = step * 0.42
            big.append(f"M{f(x)} {f(y - s)} L{f(x + s)} {f(y)} L{f(x)} {f(y + s)} L{f(x - s)} {f(y)} Z")
            s2 = step * 0.2
            small.append(f"M{f(x)} {f(y - s2)} L{f(x + s2)} {f(y)} L{f(x)} {f(y + s2)} L{f(x - s2)} {f(y)} Z")
            if x + step / 2 < x1 - 6:
                dots.append(f'<circle cx="{f(x + step / 2)}" cy="{f(y)}" r="5"/>')
            x += step
        y += step / 2
        row += 1
    # clip by drawing inside a stroke frame later (nanosvg has no clipPath)
    b += f'<path d="{" ".join(big)}" fill="none" stroke="#f2c14e" stroke-width="5" opacity="0.55"/>\n'
    b += f'<path d="{" ".join(small)}" fill="#fff1d6" opacity="0.35"/>\n'
    b += f'<g fill="#f4d9a8" opacity="0.5">{"".join(dots)}</g>\n'
    # mask overflow: repaint the paper margin over the lattice edges
    b += (f'<path d="M44 4 L{CW - 44} 4 Q{CW - 4} 4 {CW - 4} 44 L{CW - 4} {CH - 44} Q{CW - 4} {CH - 4} {CW - 44} {CH - 4} L44 {CH - 4} Q4 {CH - 4} 4 {CH - 44} L4 44 Q4 4 44 4 Z M{x0 + 22} {y0} L{x1 - 22} {y0} Q{x1} {y0} {x1} {y0 + 22} '
          f'L{x1} {y1 - 22} Q{x1} {y1} {x1 - 22} {y1} L{x0 + 22} {y1} Q{x0} {y1} {x0} {y1 - 22} L{x0} {y0 + 22} Q{x0} {y0} {x0 + 22} {y0} Z" '
          f'fill="url(#paper)" fill-rule="evenodd"/>\n')
    b += card_outer().replace('fill="url(#paper)"', 'fill="none"')
    b += f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="22" fill="none" stroke="#6e2616" stroke-width="5"/>\n'
    b += f'<rect x="{x0 + 16}" y="{y0 + 16}" width="{x1 - x0 - 32}" height="{y1 - y0 - 32}" rx="14" fill="none" stroke="#f2c14e" stroke-width="4" opacity="0.9"/>\n'
    # emblem
    b += '<ellipse cx="315" cy="440" rx="184" ry="214" fill="#6e2616" opacity="0.5"/>\n'
    b += '<ellipse cx="315" cy="440" rx="166" ry="196" fill="url(#emb)" stroke="#f2c14e" stroke-width="10"/>\n'
    b += f'<ellipse cx="315" cy="440" rx="146" ry="176" fill="none" stroke="{TERRA}" stroke-width="4"/>\n'
    for i in range(36):
        a = math.radians(i * 10)
        b += f'<circle cx="{f(315 + 156 * math.cos(a))}" cy="{f(440 + 186 * math.sin(a))}" r="3.5" fill="{TERRA}"/>\n'
    b += llama_head(315, 470, 1.55, "open", INK, 6, hat="#c8562f")
    return svg(CW, CH, b, defs)


# ---------------------------------------------------------------- chips
def chip(kind: str) -> str:
    if kind == "white":
        face, edge, insert, ring, inner = "#f7eedb", "#b9a37e", TERRA, TERRA, "#fffaf0"
    else:
        face, edge, insert, ring, inner = "#262a35", "#0d0f15", "#f2c14e", "#f2c14e", "#313747"
    defs = rradial("shine", 80, 70, 120, [("0", "#ffffff", 0.35), ("1", "#ffffff", 0)])
    b = f'<circle cx="100" cy="104" r="94" fill="{edge}"/>\n'
    b += f'<circle cx="100" cy="98" r="94" fill="{face}" stroke="{edge}" stroke-width="3"/>\n'
    for i in range(8):
        b += (f'<path d="M92 6 L108 6 L106 26 L94 26 Z" fill="{insert}" transform="rotate({i * 45 + 22.5} 100 98)"/>\n')
    b += f'<circle cx="100" cy="98" r="70" fill="none" stroke="{ring}" stroke-width="5" stroke-dasharray="14 8"/>\n'
    b += f'<circle cx="100" cy="98" r="58" fill="{inner}" stroke="{ring}" stroke-width="4"/>\n'
    b += '<circle cx="100" cy="98" r="94" fill="url(#shine)"/>\n'
    return svg(204, 204, f'<g transform="translate(2 0)">{b}</g>', defs)


# ---------------------------------------------------------------- figure poses
def figure(pose: int) -> str:
    defs = rradial("shadow", 200, 455, 150, [("0", "#000000", 0.35), ("1", "#000000", 0)])
    b = '<ellipse cx="200" cy="452" rx="150" ry="20" fill="url(#shadow)"/>\n'
    b += llama_body(pose)
    return svg(400, 480, b, defs)


# ---------------------------------------------------------------- landscape helper
def andes(w, h, horizon, seed=3, bottom=None) -> str:
    """Layers of mountains across width w."""
    rnd = random.Random(seed)
    out = []
    layers = [("#8ea4c8", horizon - 0.30 * h, 0.22 * h, 7), ("#6f86b0", horizon - 0.18 * h, 0.18 * h, 9)]
    for col, base, amp, n in layers:
        pts = [(0, bottom or h)]
        xs = [w * i / n for i in range(n + 1)]
        for i, x in enumerate(xs):
            peak = base - rnd.uniform(0.4, 1.0) * amp if i % 2 == 0 else base + rnd.uniform(0.0, 0.3) * amp
            pts.append((x, peak))
        pts.append((w, bottom or h))
        d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts) + " Z"
        out.append(f'<path d="{d}" fill="{col}"/>')
        for i in range(1, len(pts) - 1):
            x, y = pts[i]
            if i % 2 == 1 and y < base - 0.3 * amp and 1 < i < len(pts) - 2:
                xl, yl = pts[i - 1] if i > 1 else (x - 40, y + 60)
                xr, yr = pts[i + 1]
                t = 0.28
                ax, ay = x + (xl - x) * t, y + (yl - y) * t
                bx, by = x + (xr - x) * t, y + (yr - y) * t
                out.append(f'<path d="M{f(x)} {f(y)} L{f(ax)} {f(ay)} L{f((ax + x) / 2)} {f(ay - 6)} L{f(x)} {f(ay + 4)} L{f((bx + x) / 2)} {f(by - 6)} L{f(bx)} {f(by)} Z" fill="#ffffff" opacity="0.95"/>')
    return "\n".join(out) + "\n"


def title() -> str:
    W, H = 1200, 560
    defs = ulin("tsky", 0, 0, 0, 420, [("0", "#4aa3d8"), ("0.6", "#a9dcf2"), ("1", "#fde9c4")])
    defs += ulin("thill", 0, 380, 0, H, [("0", "#79b955"), ("1", "#3f8a3a")])
    defs += ulin("thill2", 0, 360, 0, H, [("0", "#5ea24a"), ("1", "#2f6f2f")])
    defs += rradial("tsun", 600, 300, 260, [("0", "#fff6c8"), ("0.35", "#ffe08a", 0.9), ("1", "#ffd25a", 0)])
    defs += ulin("rib", 0, 150, 0, 300, [("0", "#d8663a"), ("1", "#a8401f")])
    # frame: big rounded arch
    frame = f'M40 {H - 20} L40 200 Q40 30 240 30 L{W - 240} 30 Q{W - 40} 30 {W - 40} 200 L{W - 40} {H - 20} Z'
    b = f'<path d="{frame}" fill="#6e2616" transform="translate(0 10)" opacity="0.35"/>\n'
    b += f'<path d="{frame}" fill="url(#tsky)"/>\n'
    b += '<circle cx="600" cy="300" r="260" fill="url(#tsun)"/>\n<circle cx="600" cy="300" r="70" fill="#ffe08a"/>\n'
    for cx, cy, sc in ((150, 236, 0.8), (1070, 226, 0.75), (420, 300, 0.55), (820, 296, 0.5)):
        b += (f'<g transform="translate({cx} {cy}) scale({sc})" fill="#ffffff" opacity="0.92">'
              '<ellipse cx="0" cy="0" rx="80" ry="20"/><circle cx="-30" cy="-12" r="24"/><circle cx="14" cy="-20" r="32"/>'
              '<circle cx="46" cy="-6" r="18"/></g>\n')
    for bx, by, sc in ((140, 120, 1.0), (180, 104, 0.7), (1050, 110, 0.8)):
        b += (f'<path d="M{bx - 18 * sc} {by} Q{bx - 8 * sc} {by - 10 * sc} {bx} {by} Q{bx + 8 * sc} {by - 10 * sc} {bx + 18 * sc} {by}" '
              f'fill="none" stroke="#3a4a6a" stroke-width="{4 * sc}" stroke-linecap="round"/>\n')
    # mountains (clipped manually to the frame: keep inside x 40..1160)
    mt = andes(W - 80, H, 470, seed=11, bottom=H - 60)
    b += f'<g transform="translate(40 0)">{mt}</g>\n'
    b += f'<path d="M40 420 Q300 360 600 400 Q900 440 1160 380 L1160 {H - 20} L40 {H - 20} Z" fill="url(#thill2)"/>\n'
    b += f'<path d="M40 470 Q360 420 640 470 Q920 510 1160 450 L1160 {H - 20} L40 {H - 20} Z" fill="url(#thill)"/>\n'
    # llamas: left big one, right small pair
    b += f'<g transform="translate(92 262) scale(0.62)">{llama_body(3)}</g>\n'
    b += f'<g transform="translate(1108 300) scale(-0.5 0.5)">{llama_body(0)}</g>\n'
    b += f'<g transform="translate(960 360) scale(-0.34 0.34)">{llama_body(2)}</g>\n'
    # woven frame border
    b += f'<path d="{frame}" fill="none" stroke="#6e2616" stroke-width="14" stroke-linejoin="round"/>\n'
    b += f'<path d="{frame}" fill="none" stroke="#f2c14e" stroke-width="5" stroke-dasharray="18 10" stroke-linejoin="round"/>\n'
    # ribbon banner for the title text (text rendered by pygame)
    b += ('<path d="M250 150 L190 170 L220 215 L190 262 L290 262 Z" fill="#8e3320" stroke="#5a1e10" stroke-width="6" stroke-linejoin="round"/>\n'
          '<path d="M950 150 L1010 170 L980 215 L1010 262 L910 262 Z" fill="#8e3320" stroke="#5a1e10" stroke-width="6" stroke-linejoin="round"/>\n')
    b += '<path d="M250 120 Q600 90 950 120 L950 240 Q600 210 250 240 Z" fill="url(#rib)" stroke="#5a1e10" stroke-width="7" stroke-linejoin="round"/>\n'
    b += zigzag_band(270, 930, 124, 10, "#f2c14e", 4, 60).replace("<path", '<path opacity="0.8"')
    b += zigzag_band(270, 930, 222, 10, "#f2c14e", 4, 60).replace("<path", '<path opacity="0.8"')
    return svg(W, H, b, defs)


# ---------------------------------------------------------------- icons
def tile(bg_stops, body, defs="") -> str:
    defs += ulin("tbg", 0, 0, 0, 256, bg_stops)
    defs += ulin("tgl", 0, 0, 0, 128, [("0", "#ffffff", 0.35), ("1", "#ffffff", 0)])
    b = '<rect x="6" y="10" width="244" height="244" rx="48" fill="#000000" opacity="0.25"/>\n'
    b += '<rect x="6" y="4" width="244" height="244" rx="48" fill="url(#tbg)"/>\n'
    b += body
    b += '<rect x="6" y="4" width="244" height="122" rx="48" fill="url(#tgl)" opacity="0.5"/>\n'
    b += '<rect x="6" y="4" width="244" height="244" rx="48" fill="none" stroke="#3a2418" stroke-width="6" opacity="0.6"/>\n'
    return svg(256, 256, b, defs)


def mini_card(x, y, rot, v) -> str:
    base, dark, light = VALUES[v]
    inner = (f'<rect x="-34" y="-48" width="68" height="96" rx="9" fill="{PAPER}" stroke="#6b4a36" stroke-width="3"/>'
             f'<rect x="-27" y="-41" width="54" height="82" rx="6" fill="{base}" stroke="{dark}" stroke-width="2"/>')
    if v == 7:
        inner += llama_head(0, 6, 0.36, "open", INK, 7)
    else:
        inner += f'<circle cx="0" cy="0" r="20" fill="{CREAM}" stroke="{dark}" stroke-width="2.5"/>'
        inner += f'<g transform="scale(0.34)">{motif(v, base, dark, 7)}</g>'
    return f'<g transform="translate({x} {y}) rotate({rot}) scale(1.3)">{inner}</g>\n'


def icon_llama() -> str:
    body = mini_card(88, 140, -20, 3) + mini_card(128, 128, 0, 6) + mini_card(170, 140, 20, 7)
    return tile([("0", "#e3814f"), ("1", "#9e3a20")], body)


def icon_alpacas() -> str:
    body = '<circle cx="200" cy="60" r="26" fill="#ffe08a"/>\n'
    body += '<path d="M6 178 Q128 138 250 178 L250 200 Q250 248 202 248 L54 248 Q6 248 6 200 Z" fill="#4f9a45"/>\n'
    body += '<path d="M6 214 Q128 186 250 214 L250 200 Q250 248 202 248 L54 248 Q6 248 6 200 Z" fill="#3e8a36"/>\n'
    body += llama_head(80, 146, 0.8, "open", INK, 7, hat="#2a86c3")
    body += alpaca_head(176, 158, 0.8, "happy", INK, 7)
    body += ('<path d="M146 186 Q176 202 206 186 L200 204 Q176 214 152 204 Z" fill="#c93f7e" stroke="#4a2f22" stroke-width="5" stroke-linejoin="round"/>'
             '<path d="M168 204 L176 224 L184 204 Z" fill="#c93f7e" stroke="#4a2f22" stroke-width="5" stroke-linejoin="round"/>\n')
    # the treats, a clover and a carrot
    body += ('<g transform="translate(28 214) rotate(-20)"><path d="M0 -18 L7 10 L-7 10 Z" fill="#f08a24" stroke="#4a2f22" stroke-width="4" stroke-linejoin="round"/>'
             '<path d="M0 -18 L-6 -30 M0 -18 L6 -30 M0 -18 L0 -32" stroke="#3e8a36" stroke-width="4" stroke-linecap="round"/></g>\n')
    body += ('<g transform="translate(228 212)" stroke="#4a2f22" stroke-width="3"><circle cx="-6" cy="-4" r="7" fill="#7cc05a"/>'
             '<circle cx="6" cy="-4" r="7" fill="#7cc05a"/><circle cx="0" cy="6" r="7" fill="#7cc05a"/></g>\n')
    return tile([("0", "#9fd8f0"), ("1", "#5fb4e4")], body)


def icon_llamagedon() -> str:
    rnd = random.Random(5)
    stars = "".join(f'<circle cx="{rnd.randint(20, 236)}" cy="{rnd.randint(16, 120)}" r="{rnd.choice([1.5, 2, 2.5])}" fill="#fff4cf"/>' for _ in range(26))
    defs = ulin("met", 60, 40, 180, 130, [("0", "#ffe08a", 0), ("1", "#ffb347")])
    body = stars + '\n'
    body += '<path d="M40 40 L170 112 L160 128 Z" fill="url(#met)"/>\n'
    body += '<circle cx="172" cy="120" r="22" fill="#e4722a" stroke="#ffe08a" stroke-width="6"/>\n'
    body += '<path d="M6 200 L60 140 L100 176 L150 120 L250 196 L250 200 Q250 248 202 248 L54 248 Q6 248 6 200 Z" fill="#2e3c6a"/>\n'
    body += llama_head(96, 190, 0.72, "worried", INK, 7)
    return tile([("0", "#0f1630"), ("1", "#26356a")], body, defs)


def icon_llamaland() -> str:
    def p(x, y, a, b, c):
        return (x + (a - b) * 0.87, y + (a + b) * 0.5 - c)

    def poly(pts, c, sw=3):
        return f'<path d="M{" L".join(f"{f(a)} {f(b)}" for a, b in pts)} Z" fill="{c}" stroke="#3a2418" stroke-width="{sw}" stroke-linejoin="round"/>'

    def block(x, y, w, d, h, top, rows, z=0):
        x, y = p(x, y, (110 - w) / 2, (110 - d) / 2, 0)
        out = poly([p(x, y, 0, d, h), p(x, y, w, d, h), p(x, y, w, d, z), p(x, y, 0, d, z)], "#b07040")
        out += poly([p(x, y, w, 0, h), p(x, y, w, d, h), p(x, y, w, d, z), p(x, y, w, 0, z)], "#8e5a32")
        out += poly([p(x, y, 0, 0, h), p(x, y, w, 0, h), p(x, y, w, d, h), p(x, y, 0, d, h)], top)
        for i in range(1, 4):
            a1 = p(x, y, w * i / 4, 4, h)
            a2 = p(x, y, w * i / 4, d - 4, h)
            out += f'<path d="M{f(a1[0])} {f(a1[1])} L{f(a2[0])} {f(a2[1])}" stroke="{rows}" stroke-width="4" stroke-linecap="round"/>'
        return out + "\n"
    body = '<circle cx="70" cy="66" r="24" fill="#ffe08a"/>\n'
    body += '<path d="M6 150 L50 104 L84 130 L130 80 L190 130 L250 96 L250 200 L6 200 Z" fill="#8ea4c8"/>\n'
    body += '<path d="M130 80 L116 96 L124 94 L131 101 L139 94 L146 97 Z" fill="#ffffff"/>\n'
    body += '<path d="M6 176 Q128 150 250 176 L250 200 Q250 248 202 248 L54 248 Q6 248 6 200 Z" fill="#5ea24a"/>\n'
    body += block(128, 112, 110, 110, 22, "#79b955", "#4f8f3a")
    body += block(128, 112, 74, 74, 42, "#f2c14e", "#c99422", 22)
    body += block(128, 112, 40, 40, 62, "#9a6a3c", "#6e4524", 42)
    body += f'<g transform="translate(84 18) scale(0.25)">{llama_body(0, ow=9)}</g>\n'
    return tile([("0", "#bfe6f5"), ("1", "#6fbce6")], body)


def app_icon() -> str:
    """Brand icon: a big friendly llama head before a sunset over the Andes."""
    body = '<circle cx="128" cy="120" r="64" fill="#fff1b0" opacity="0.8"/>\n'
    body += ('<path d="M6 170 L60 110 L92 140 L140 86 L200 150 L250 120 L250 200 Q250 248 202 248 L54 248 '
             'Q6 248 6 200 Z" fill="#7c5aa0" opacity="0.55"/>\n')
    body += '<path d="M6 200 Q128 170 250 200 Q250 248 202 248 L54 248 Q6 248 6 200 Z" fill="#4f9a45"/>\n'
    body += llama_head(128, 150, 1.05, "open", INK, 6)
    return tile([("0", "#f08a4b"), ("0.6", "#f7c46c"), ("1", "#fde9c4")], body)


def main() -> None:
    os.makedirs(f"{ROOT}/cards", exist_ok=True)
    os.makedirs(f"{ROOT}/chips", exist_ok=True)
    os.makedirs(f"{ROOT}/art", exist_ok=True)
    os.makedirs(f"{ROOT}/icons", exist_ok=True)
    files = {}
    for v in range(1, 7):
        files[f"cards/llama_{v}.svg"] = number_card(v)
    files["cards/llama_llama.svg"] = llama_card()
    files["cards/back.svg"] = card_back()
    files["chips/white.svg"] = chip("white")
    files["chips/black.svg"] = chip("black")
    for p in range(6):  # 0 stand, 1 blink, 2 tilt, 3 happy, 4 ear twitch, 5 chew
        files[f"art/llama_pose{p}.svg"] = figure(p)
    files["art/title.svg"] = title()
    files["icons/game_llama.svg"] = icon_llama()
    files["icons/game_alpacas.svg"] = icon_alpacas()
    files["icons/game_llamagedon.svg"] = icon_llamagedon()
    files["icons/game_llamaland.svg"] = icon_llamaland()
    files["icons/app.svg"] = app_icon()
    for name, text in files.items():
        with open(f"{ROOT}/{name}", "w") as fh:
            fh.write(text)
    print(len(files), "files")


if __name__ == "__main__":
    main()
