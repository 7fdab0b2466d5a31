"""Llamaland component data: tiles, start boards, llama cards, characters and objectives.

Everything the rulebook text does not print lives here, so that one edit corrects a value
when the real component is known. Values nobody published carry the comment
``# proposed: see shared data`` (the project's components notes give the sources).
"""

from __future__ import annotations

from dataclasses import dataclass

# Icons, one character each, as in the shared data notes.
CORN = "C"
CACAO = "A"
POTATO = "P"
COIN = "$"
HUT = "V"
GRASS = "."

CROPS: tuple[str, ...] = (CORN, CACAO, POTATO)
CROP_NAMES: dict[str, str] = {CORN: "corn", CACAO: "cacao", POTATO: "potato"}
CROP_BY_NAME: dict[str, str] = {name: icon for icon, name in CROP_NAMES.items()}
ICON_NAMES: dict[str, str] = {**CROP_NAMES, COIN: "coin", HUT: "huts", GRASS: "grass"}

# Supplies and per-player pieces (confirmed counts).
CROP_TOKENS_PER_KIND = 12
COIN_TOKENS = 24
LLAMA_FIGURES = 33
FOUNDATIONS_PER_PLAYER = 3
MARKERS_PER_PLAYER = 4
CHARACTER_ROW_SIZE = 5
START_COINS: tuple[int, ...] = (0, 1, 2, 3)  # from the crook holder clockwise
LLAMA_CARDS_PER_CROP: dict[int, int] = {2: 6, 3: 8, 4: 11}
LLAMA_CARD_VALUES: tuple[int, ...] = tuple(v for v in range(5, 13) for _ in range(2))  # 16 per crop
FEED_COST = 4  # crops per llama card; 2 coins stand in for one crop
COINS_PER_CROP = 2
COMPULSORY_FEED_CROPS = 10
END_TILES_LEFT = 4  # the end triggers when this many land tiles or fewer remain
END_LLAMA_KINDS_LEFT = 1  # ... or when this many kinds of llama card or fewer remain (the other piles empty)

# Tile shapes: cells (x, y), x right, y down; the order indexes the icon strings.
SHAPE_ORDER: tuple[str, ...] = ("T", "X", "Z", "L", "P")
SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    "T": ((0, 0), (1, 0), (2, 0), (1, 1), (1, 2)),  # T is confirmed
    "X": ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2)),  # proposed: see shared data
    "Z": ((0, 0), (1, 0), (1, 1), (1, 2), (2, 2)),  # proposed: see shared data
    "L": ((0, 0), (0, 1), (0, 2), (0, 3), (1, 3)),  # proposed: see shared data
    "P": ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)),  # proposed: see shared data
}
TILES_PER_SHAPE = 12

# proposed: see shared data (icon positions, "front/back", back cell i is behind front cell i)
_TILE_TEXT = """
T01 C.$.P/..CCV  T02 P$P../C.AV.  T03 .A.$P/A.VP.  T04 C$A../.V.CA
T05 PC.$./VP.A.  T06 $.P.A/V.PP.  T07 AC..C/..P$C  T08 C.C.A/..$PC
T09 .AP.A/A..A$  T10 .AC.C/.C.P$  T11 PA..A/P..P$  T12 C.AP./$.A.C
X01 .AP$./V..PP  X02 A$C../.PC.V  X03 .$.CP/C.VP.  X04 .$.AP/VC..C
X05 A$C../.VCA.  X06 A..A$/..APV  X07 P.A.P/$.P.A  X08 C..PP/..$CA
X09 ..PCC/$P.A.  X10 .AP.A/PC..$  X11 CCP../C$A..  X12 C..AA/AC..$
Z01 C$..C/P..PV  Z02 A.$A./VA..C  Z03 A$C../.CV.C  Z04 .P$.C/PVA..
Z05 A$..C/..CVC  Z06 AC..$/.CPV.  Z07 .C.PA/.C$.A  Z08 PCA../A$.P.
Z09 PC.A./.$P.A  Z10 CP..P/$P.A.  Z11 PA.A./.A.$A  Z12 CP.P./$P..P
L01 ..C$C/CVC..  L02 .A$C./.P.AV  L03 A$.A./..PVP  L04 P.P.$/.C.PV
L05 .A$.A/..PCV  L06 .AP.$/PV.C.  L07 ..ACA/$.C.A  L08 .PCA./A.$C.
L09 A.P.A/.PC.$  L10 .PCP./.$CA.  L11 A..CA/$A.P.  L12 CPC../P.$P.
P01 ..$AP/VCP..  P02 CP..$/P.VC.  P03 $.CA./P.VP.  P04 .A.$A/.VCP.
P05 .C.$A/P.V.C  P06 $..PP/A.VA.  P07 .CC.A/.A.C$  P08 .AA.P/CA.$.
P09 CPP../C.$.A  P10 .PP.A/AC..$  P11 CAA../.A.C$  P12 P.CP./CP$..
"""


@dataclass(frozen=True, slots=True)
class TileData:
    """One land tile: its number (0..59), printed name, shape and both faces."""

    id: int
    name: str
    shape: str
    front: str
    back: str


def _parse_tiles(text: str) -> tuple[TileData, ...]:
    words = text.split()
    pairs = sorted(zip(words[0::2], words[1::2]), key=lambda p: (SHAPE_ORDER.index(p[0][0]), p[0]))
    tiles: list[TileData] = []
    for name, faces in pairs:
        front, back = faces.split("/")
        tiles.append(TileData(len(tiles), name, name[0], front, back))
    return tuple(tiles)


TILES: tuple[TileData, ...] = _parse_tiles(_TILE_TEXT)
TILE_BY_NAME: dict[str, TileData] = {t.name: t for t in TILES}

# Start boards, 4x4, rows top to bottom; keys "1A".."4B".
START_BOARDS: dict[str, tuple[str, ...]] = {  # proposed: see shared data
    "1A": ("V.AP", "$...", ".C.A", "P$C."),
    "1B": ("CP.A", "....", ".PV$", "$AC."),
    "2A": (".$..", "P.CP", "AC.A", "..$V"),
    "2B": ("AP..", "$C.C", "..$P", "..AV"),
    "3A": ("...A", "$..P", "CVC.", "$.AP"),
    "3B": ("P..V", "CA..", ".$A.", "CP$."),
    "4A": ("C.V.", "..P.", ".$CA", "$A.P"),
    "4B": (".A.V", "$.P.", "C.C.", "PA$."),
}
START_BOARD_NUMBERS: tuple[str, ...] = ("1", "2", "3", "4")
START_BOARD_SIDES: tuple[str, ...] = ("A", "B")


# Character cards.
FARMER = "farmer"
TRADER = "trader"
MERCHANT = "merchant"
SETTLER = "settler"
MINER = "miner"
BUILDER = "builder"
SETTLER_COINS = 2


@dataclass(frozen=True, slots=True)
class CharacterData:
    """One character card: its number (0..29), kind and the crops it depicts."""

    id: int
    kind: str
    crops: tuple[str, ...]

    @property
    def label(self) -> str:
        if not self.crops:
            return self.kind.capitalize()
        return "/".join(CROP_NAMES[c].capitalize() for c in self.crops) + " " + self.kind.capitalize()


def _characters() -> tuple[CharacterData, ...]:
    spec: list[tuple[str, tuple[str, ...]]] = []
    for crop in CROPS:  # proposed: see shared data (6 Farmers, 2 per crop)
        spec += [(FARMER, (crop,))] * 2
    for pair in ((CORN, CACAO), (CACAO, POTATO), (POTATO, CORN)):  # proposed: see shared data
        spec += [(TRADER, pair)] * 2
    for crop in CROPS:  # proposed: see shared data (6 Merchants, 2 per crop)
        spec += [(MERCHANT, (crop,))] * 2
    spec += [(SETTLER, ())] * 4  # proposed: see shared data
    spec += [(MINER, ())] * 4  # proposed: see shared data
    spec += [(BUILDER, ())] * 4  # proposed: see shared data
    return tuple(CharacterData(i, kind, crops) for i, (kind, crops) in enumerate(spec))


CHARACTERS: tuple[CharacterData, ...] = _characters()


# Objective cards. Spaces are top, middle, bottom (index 0, 1, 2).
SPACE_NAMES: tuple[str, ...] = ("top", "middle", "bottom")
TWO_PLAYER_CLOSED_SPACE = 1  # the middle space stays empty with 2 players
PURPLE = "purple"
BLUE = "blue"
GOLDEN = "golden"


@dataclass(frozen=True, slots=True)
class ObjectiveData:
    """One objective card: key (its text name), colour, title and points per space."""

    key: str
    colour: str
    title: str
    points: tuple[int, int, int]


_PURPLE_POINTS: dict[str, tuple[str, tuple[int, int, int]]] = {  # proposed: see shared data
    "corn": ("Corn specialty", (9, 6, 3)),
    "cacao": ("Cacao specialty", (9, 6, 3)),
    "potato": ("Potato specialty", (9, 6, 3)),
    "diversity": ("Diversity", (10, 7, 4)),
    "wealth": ("Wealth", (7, 5, 3)),
    "characters": ("Characters", (8, 5, 3)),
}
_BLUE_POINTS: dict[str, tuple[str, tuple[int, int, int]]] = {  # proposed: see shared data
    "lowlands": ("Lowlands", (6, 4, 2)),
    "plains": ("Plains", (8, 5, 3)),
    "hills": ("Hills", (10, 7, 4)),
    "mountains": ("Mountains", (12, 9, 6)),
    "peak": ("Peak", (14, 10, 6)),
    "levels": ("Many levels", (10, 7, 4)),
    "herd": ("Herd", (8, 5, 3)),
    "road": ("Road", (8, 5, 3)),
    "outposts": ("Outposts", (9, 6, 3)),
    "farms": ("Farms", (9, 6, 3)),
}
GOLDEN_RANK_POINTS: tuple[int, int, int] = (10, 6, 3)  # proposed: see shared data

OBJECTIVES: dict[str, ObjectiveData] = {}
for _key, (_title, _pts) in _PURPLE_POINTS.items():
    OBJECTIVES[_key] = ObjectiveData(_key, PURPLE, _title, _pts)
for _key, (_title, _pts) in _BLUE_POINTS.items():
    OBJECTIVES[_key] = ObjectiveData(_key, BLUE, _title, _pts)
for _key, (_title, _pts) in _PURPLE_POINTS.items():
    OBJECTIVES["gold-" + _key] = ObjectiveData("gold-" + _key, GOLDEN, _title + " (golden)", GOLDEN_RANK_POINTS)

PURPLE_KEYS: tuple[str, ...] = tuple(_PURPLE_POINTS)
BLUE_KEYS: tuple[str, ...] = tuple(_BLUE_POINTS)
GOLDEN_KEYS: tuple[str, ...] = tuple("gold-" + k for k in _PURPLE_POINTS)
PURPLE_ON_TABLE = 3
BLUE_ON_TABLE = 4
GOLDEN_ON_TABLE = 3

# Thresholds of the standard objectives.
SPECIALTY_CARDS = 4
DIVERSITY_PER_CROP = 2
WEALTH_COINS = 5
CHARACTERS_NEEDED = 5
LEVEL_OBJECTIVES: dict[str, tuple[int, int]] = {  # key -> (level, llamas needed)
    "lowlands": (1, 5),
    "plains": (2, 4),
    "hills": (3, 3),
    "mountains": (4, 2),
    "peak": (5, 2),  # level 5 and higher, see the readings in the shared data
}
MANY_LEVELS = 4
HERD_SIZE = 4
ROAD_LLAMAS = 4
OUTPOST_SPACES_BETWEEN = 11
FARM_LLAMAS = 6

TOTAL_TILES = len(SHAPE_ORDER) * TILES_PER_SHAPE
TOTAL_LLAMA_CARDS = len(CROPS) * len(LLAMA_CARD_VALUES)
TOTAL_CHARACTERS = len(CHARACTERS)
