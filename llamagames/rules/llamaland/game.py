"""Llamaland rules: setup, the turn as a sequence of small decisions, the end and scoring.

Phases of a turn (``state.turn.phase``):

- ``start``: take the top tile of a stack (``stack T``); Traders/Merchants may be used.
- ``place``: put the tile down (``place T front r1 @3,-1 L2``); benefits are collected.
- ``huts``: one character per covered Huts icon (``hut row 2`` / ``hut pile``).
- ``marker``: after extending, place or move a marker (``marker herd top``) or ``skip``.
- ``main``: Traders/Merchants (``trade corn>cacao #12``), feed once (``feed cacao coins 4``), ``end``.
- ``llama``: stand the fed llama on a square (``llama @1,2``), then back to ``main``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from dataclasses import MISSING, dataclass, field, fields
from enum import StrEnum
from itertools import repeat
from operator import attrgetter
from types import MemberDescriptorType
from typing import Any, TypeVar

from ..core import (
    GAME_OVER,
    Event,
    Game,
    GameNotOverError,
    IllegalActionError,
    Narrator,
    Option,
    Outcome,
    PlayerId,
    Refusal,
    check_player_count,
    check_seed,
    first_player_option,
    first_seat,
    resolve_options,
    seeded_rng,
    shared_winners,
)
from ..words import Phrasebook
from . import notation
from . import objectives as obj
from .actions import (
    COIN_WORD,
    Action,
    EndTurn,
    Feed,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
    parse,
)
from .components import (
    BLUE_KEYS,
    BLUE_ON_TABLE,
    BUILDER,
    CHARACTER_ROW_SIZE,
    CHARACTERS,
    COIN,
    COIN_TOKENS,
    COINS_PER_CROP,
    COMPULSORY_FEED_CROPS,
    CROP_TOKENS_PER_KIND,
    CROPS,
    END_LLAMA_KINDS_LEFT,
    END_TILES_LEFT,
    FARMER,
    FEED_COST,
    FOUNDATIONS_PER_PLAYER,
    GOLDEN,
    GOLDEN_KEYS,
    GOLDEN_ON_TABLE,
    GOLDEN_RANK_POINTS,
    HUT,
    LLAMA_CARD_VALUES,
    LLAMA_CARDS_PER_CROP,
    LLAMA_FIGURES,
    MARKERS_PER_PLAYER,
    MERCHANT,
    MINER,
    OBJECTIVES,
    PURPLE_KEYS,
    PURPLE_ON_TABLE,
    SETTLER,
    SETTLER_COINS,
    SHAPE_ORDER,
    SPACE_NAMES,
    START_BOARD_NUMBERS,
    START_BOARD_SIDES,
    START_COINS,
    TILES,
    TRADER,
    TWO_PLAYER_CLOSED_SPACE,
)
from .estate import FACES, Cell, Estate, Place, orientation, orientations
from .placements import PlacementView
from .words import WORDS, describe

RANDOM_START = "random"
"""The rulebook draws the start player (the crook's holder) at random."""

STANDARD = "standard"
BEGINNER = "beginner"
EXPERT = "expert"
VARIANTS = (STANDARD, BEGINNER, EXPERT)



class Phase(StrEnum):
    """The decision due in a turn (see the module docstring). A ``StrEnum``, so the words of
    saves and fixtures ("start", "place", ...) still compare equal."""

    START = "start"
    PLACE = "place"
    HUTS = "huts"
    MARKER = "marker"
    MAIN = "main"
    LLAMA = "llama"


START, PLACE, HUTS, MARKER, MAIN, LLAMA_PHASE = (
    Phase.START, Phase.PLACE, Phase.HUTS, Phase.MARKER, Phase.MAIN, Phase.LLAMA)


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player's estate and open collection."""

    estate: Estate
    board: str
    crops: tuple[int, int, int]  # in CROPS order
    coins: int
    characters: tuple[int, ...]
    llama_cards: tuple[tuple[str, int], ...]  # (crop icon, points)
    foundations: int

    def crop(self, icon: str) -> int:
        return self.crops[CROPS.index(icon)]

    @property
    def crop_total(self) -> int:
        return sum(self.crops)

    @property
    def llama_points(self) -> int:
        return sum(v for _, v in self.llama_cards)


@dataclass(frozen=True, slots=True)
class Turn:
    """The part of the state that lives for one turn."""

    seat: PlayerId
    phase: Phase = START
    stack: str = ""
    tile: int = -1
    extended: bool = False
    placed: tuple[Cell, ...] = ()
    huts: int = 0
    used: frozenset[int] = frozenset()
    fed: bool = False


@dataclass(frozen=True, slots=True)
class LlamalandState:
    """A whole game position; immutable (``apply`` returns a new one)."""

    num_players: int
    seed: int
    variant: str
    llama_variant: bool
    crook: PlayerId
    stacks: tuple[tuple[int, ...], ...]  # per SHAPE_ORDER, tile numbers, top last
    llama_columns: tuple[tuple[int, ...], ...]  # per CROPS, values ascending, top (highest) last
    boxed_llama_cards: int
    char_row: tuple[int, ...]
    char_pile: tuple[int, ...]  # top last
    objectives: tuple[str, ...]
    markers: tuple[tuple[int, ...], ...]  # per objective card: seat or -1 per space (top, middle, bottom)
    players: tuple[PlayerState, ...]
    supply_crops: tuple[int, int, int]
    supply_coins: int
    supply_llamas: int
    turn: Turn
    turns_taken: int = 0
    triggered: bool = False
    over: bool = False
    last_events: tuple[Event, ...] = ()
    hidden: bool = False  # an observation: orders below stack tops and of the pile are unknown
    # Memo of derived data (the legal actions); every new state, ``replace`` included, starts empty.
    cache: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    @property
    def tile_in_hand(self) -> int:
        """The tile taken this turn (-1 before a stack is chosen or after it is placed)."""
        return self.turn.tile if self.turn.phase == PLACE else -1

    @property
    def tiles_left(self) -> int:
        return sum(len(s) for s in self.stacks)

    def stack_top(self, shape: str) -> int:
        """The visible tile on top of a stack (-1 when empty)."""
        stack = self.stacks[SHAPE_ORDER.index(shape)]
        return stack[-1] if stack else -1

    def markers_of(self, seat: PlayerId) -> list[int]:
        """Indices of the objective cards holding ``seat``'s marker."""
        return [i for i, spaces in enumerate(self.markers) if seat in spaces]


@dataclass(frozen=True, slots=True)
class LlamalandObservation:
    """What one seat may know: everything but stack orders below the tops and the pile order."""

    seat: PlayerId
    state: LlamalandState


_T = TypeVar("_T")
_SET_SLOT = MemberDescriptorType.__set__


class _Layout:
    """How :func:`_replace` rebuilds one frozen slots dataclass: its fields' slot setters,
    one C-level getter of all their values, and each field's position."""

    __slots__ = ("slots", "get_all", "position", "fresh")

    def __init__(self, cls: type) -> None:
        names = [f.name for f in fields(cls) if f.init]
        self.slots = [cls.__dict__[name] for name in names]
        self.get_all = attrgetter(*names)
        self.position = {name: i for i, name in enumerate(names)}
        # Fields left out of __init__ start from their factory (the state's memo of derived data).
        self.fresh = [(cls.__dict__[f.name], f.default_factory) for f in fields(cls)
                      if not f.init and f.default_factory is not MISSING]


_LAYOUTS: dict[type, _Layout] = {}


def _replace(obj: _T, **changes: Any) -> _T:
    """``dataclasses.replace`` for the state's frozen slots classes, at a fraction of its cost.

    A random game replaces hundreds of records. ``dataclasses.replace`` inspects the fields
    and calls ``__init__`` with keywords each time; here the new record's slots are filled
    by C-level calls from the old values (these classes have no ``__post_init__`` checks).
    """
    cls = obj.__class__
    layout = _LAYOUTS.get(cls)
    if layout is None:
        layout = _LAYOUTS[cls] = _Layout(cls)
    values = list(layout.get_all(obj))
    position = layout.position
    for name, value in changes.items():
        values[position[name]] = value
    new = object.__new__(cls)
    deque(map(_SET_SLOT, layout.slots, repeat(new), values), maxlen=0)
    for slot, factory in layout.fresh:
        _SET_SLOT(slot, new, factory())
    return new


def _add(values: tuple[int, ...], index: int, delta: int) -> tuple[int, int, int]:
    out = list(values)
    out[index] += delta
    return (out[0], out[1], out[2])


_FEED_COINS = tuple(range(0, FEED_COST * COINS_PER_CROP + 1, COINS_PER_CROP))
_FEEDS: dict[tuple[str, int], Feed] = {(crop, coins): Feed(crop, coins) for crop in CROPS for coins in _FEED_COINS}

_MARKER_MEMO: dict[tuple[Any, ...], tuple[tuple[PlaceMarker, ...], frozenset[PlaceMarker]]] = {}
_MARKER_MEMO_LIMIT = 64  # the memo starts over past this many table positions: it serves the
# three questions of one turn, and a large memo of option objects would slow every full
# pass of the garbage collector.


_MARKERS: dict[tuple[str, int, str], PlaceMarker] = {}
"""Every marker option made so far, by (objective, space, source): a few hundred at most
(the objective cards times three spaces times the cards a marker may come from), shared
by all positions instead of being rebuilt for each."""


def _refused(refusal: Refusal) -> IllegalActionError:
    """The error ``apply`` raises: the refusal's English words, and the refusal for the others."""
    return IllegalActionError(WORDS.refusal(refusal, "en"), refusal)


# Refusals without values, made once (the legal path never words or builds one).
GAME_IS_OVER = Refusal("game_over")
NOT_PLACING = Refusal("not_placing")
NO_SUCH_FACE = Refusal("no_such_face")
CHARACTER_NOW = Refusal("character_now")
NO_SUCH_CHARACTER = Refusal("no_such_character")
NO_COIN = Refusal("no_coin")
SUPPLY_NO_COINS = Refusal("supply_no_coins")
HUTS_ONLY = Refusal("huts_only")
PILE_EMPTY = Refusal("pile_empty")
FEED_NOW = Refusal("feed_now")
FED_ALREADY = Refusal("fed_already")
NOT_A_CROP = Refusal("not_a_crop")
COIN_STEPS = Refusal.make("coin_steps", per=COINS_PER_CROP, most=FEED_COST * COINS_PER_CROP)
NO_LLAMA_FIGURES = Refusal("no_llama_figures")
LLAMA_NOW = Refusal("llama_now")
LLAMA_OFF_TILE = Refusal("llama_off_tile")
LLAMA_SQUARE = Refusal("llama_square")
END_BEFORE_TILE = Refusal("end_before_tile")
END_BEFORE_HUTS = Refusal("end_before_huts")
END_BEFORE_MARKER = Refusal("end_before_marker")
END_BEFORE_LLAMA = Refusal("end_before_llama")
MUST_FEED = Refusal.make("must_feed", crops=COMPULSORY_FEED_CROPS)
TILE_TAKEN = Refusal("tile_taken")
MARKER_NOW = Refusal("marker_now")
NO_SUCH_OBJECTIVE = Refusal("no_such_objective")
NO_SUCH_SPACE = Refusal("no_such_space")
NO_MARKER_TO_MOVE = Refusal("no_marker_to_move")
MARKERS_ALL_OUT = Refusal("markers_all_out")
ONE_MARKER_PER_CARD = Refusal("one_marker_per_card")
MIDDLE_CLOSED = Refusal("middle_closed")
SPACE_TAKEN = Refusal("space_taken")
GOLDEN_TOP_SPACE = Refusal("golden_top_space")


@dataclass(frozen=True, slots=True)
class LlamalandOutcome(Outcome):
    """The outcome with each seat's points from llama cards, the rulebook's tie-break."""

    llama_points: tuple[int, ...] = ()

    def standing(self, seat: PlayerId) -> tuple[int, ...]:
        """Points, then the most llama-card points: a tie for second is broken as one for first."""
        held = self.llama_points[seat] if seat < len(self.llama_points) else 0
        return (*Outcome.standing(self, seat), -held)


class LlamalandGame(Game[LlamalandState, Action, LlamalandObservation]):
    """The Llamaland rules as the shared Game contract."""

    name: str = "llamaland"
    title: str = "Llamaland"
    follow_up_pace: float = 0.15
    """A bot's later decisions of one turn (placement, character, marker, feeding, llama, end)
    come after this share of the bot pace: a turn is many small steps, seen as one move."""
    timing_tells_nothing: bool = True
    """Every seat sees the same position (the stacks' order and the pile are hidden from all
    alike), so how long a bot thinks tells the table nothing: a hard bot's decision lands as
    soon as it is ready, with no fixed delay to hide its think time (see ``BotPacer.answer_delay``)."""
    follow_speed: bool = True
    """The bots' pauses follow the animation speed (the table's ``follow_speed``)."""
    player_counts: range = range(2, 5)
    options: tuple[Option, ...] = (
        Option("variant", "Variant", STANDARD, VARIANTS,
               "Beginner: no objectives. Standard: blue, purple. Expert: golden too."),
        Option("llama_variant", "Llama variant", False, (False, True),
               "On: each new llama must stand on the tile placed that turn."),
        first_player_option(RANDOM_START, "Who holds the crook and starts: drawn by lot or a chosen seat."),
    )
    words: Phrasebook = WORDS
    """Every sentence the game says (refusals, the move log), English and Japanese by code."""
    event_kinds: frozenset[str] = frozenset({
        "setup", "take", "place", "character", "marker", "trade", "feed", "llama", "end", "trigger", GAME_OVER,
    })
    """Every ``Event.kind`` the game emits: ``end`` closes a turn, ``GAME_OVER`` the game."""

    # Setup -------------------------------------------------------------------------

    def new_game(self, num_players: int, seed: int, **options: Any) -> LlamalandState:
        """Set up from the seed: stacks, llama columns, characters, objectives, boards, crook.

        :raises ValueError: in words, for a player count, seed or option the game does not take.
        """
        check_player_count(self, num_players)
        check_seed(seed)
        opts = resolve_options(self, options)
        rng = seeded_rng(seed, 0)
        stacks = []
        for shape in SHAPE_ORDER:
            ids = [t.id for t in TILES if t.shape == shape]
            rng.shuffle(ids)
            stacks.append(tuple(ids))
        per_crop = LLAMA_CARDS_PER_CROP[num_players]
        columns = tuple(tuple(sorted(rng.sample(LLAMA_CARD_VALUES, per_crop))) for _ in CROPS)
        pile = list(range(len(CHARACTERS)))
        rng.shuffle(pile)
        row = tuple(pile.pop() for _ in range(CHARACTER_ROW_SIZE))
        variant = opts["variant"]
        if variant == BEGINNER:
            cards: list[str] = []
        else:
            coloured = GOLDEN_KEYS if variant == EXPERT else PURPLE_KEYS
            count = GOLDEN_ON_TABLE if variant == EXPERT else PURPLE_ON_TABLE
            cards = rng.sample(coloured, count) + rng.sample(BLUE_KEYS, BLUE_ON_TABLE)
        boards = [n + rng.choice(START_BOARD_SIDES) for n in rng.sample(START_BOARD_NUMBERS, num_players)]
        # The start player is drawn last, so a chosen seat leaves every other draw unchanged.
        crook = first_seat(opts["first_player"], num_players, rng)
        coins = [0] * num_players
        for i in range(num_players):
            coins[(crook + i) % num_players] = START_COINS[i]
        players = tuple(
            PlayerState(Estate.start(boards[s]), boards[s], (0, 0, 0), coins[s], (), (), FOUNDATIONS_PER_PLAYER)
            for s in range(num_players)
        )
        start = Event.make("setup", crook, reveals=True, crook=crook, boards=tuple(boards))
        return LlamalandState(
            num_players=num_players,
            seed=seed,
            variant=variant,
            llama_variant=bool(opts["llama_variant"]),
            crook=crook,
            stacks=tuple(stacks),
            llama_columns=columns,
            boxed_llama_cards=len(CROPS) * (len(LLAMA_CARD_VALUES) - per_crop),
            char_row=row,
            char_pile=tuple(pile),
            objectives=tuple(cards),
            markers=tuple((-1, -1, -1) for _ in cards),
            players=players,
            supply_crops=(CROP_TOKENS_PER_KIND,) * 3,
            supply_coins=COIN_TOKENS - sum(coins),
            supply_llamas=LLAMA_FIGURES,
            turn=Turn(crook),
            last_events=(start,),
        )

    # Queries -----------------------------------------------------------------------

    def num_players(self, state: LlamalandState) -> int:
        return state.num_players

    def current_player(self, state: LlamalandState) -> PlayerId | None:
        return None if state.over else state.turn.seat

    def is_over(self, state: LlamalandState) -> bool:
        return state.over

    def events(self, state: LlamalandState) -> tuple[Event, ...]:
        return state.last_events

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def legal_actions(self, state: LlamalandState) -> Sequence[Action]:
        """Every legal decision, in a stable order: a fresh list, except in the place phase,
        where it is an immutable :class:`PlacementView` of the (~500) placements, built one
        by one only when read (a random game reads one)."""
        cached = state.cache.get("legal")
        if cached is None:
            cached = state.cache["legal"] = self._legal(state)
        return cached if isinstance(cached, PlacementView) else list(cached)

    def _legal(self, state: LlamalandState) -> Sequence[Action]:
        if state.over:
            return []
        phase = state.turn.phase
        if phase == START:
            stacks: list[Action] = [TakeStack(s) for s, st in zip(SHAPE_ORDER, state.stacks) if st]
            return stacks + self._character_uses(state)
        if phase == PLACE:
            return self.placement_view(state)
        if phase == HUTS:
            return self._hut_options(state)
        if phase == MARKER:
            return [*self._marker_options(state), Skip()]
        if phase == LLAMA_PHASE:
            return [PlaceLlama(x, y) for x, y in self._llama_squares(state)]
        actions = self._character_uses(state)
        feeds = self._feed_options(state)
        actions += feeds
        # _end_problem's last check, with the feeds already listed (phase main here).
        if state.turn.fed or not feeds or state.players[state.turn.seat].crop_total < COMPULSORY_FEED_CROPS:
            actions.append(EndTurn())
        return actions

    def placements(self, state: LlamalandState) -> list[Place]:
        """Every distinct legal placement of the tile in hand (empty outside the place phase)."""
        if state.turn.phase != PLACE:
            return []
        return self.placement_view(state).materialise()

    def placement_view(self, state: LlamalandState) -> PlacementView:
        """The placements of :meth:`placements` as a lazy view (the place phase only)."""
        player = state.players[state.turn.seat]
        return player.estate.placement_view(orientations(state.turn.tile), player.foundations)

    def placement_problem(self, state: LlamalandState, action: Place) -> Refusal | None:
        """Why ``action`` cannot be played now (None if it can), as a code: for the drag preview."""
        if state.turn.phase != PLACE:
            return NOT_PLACING
        tile = TILES[state.turn.tile]
        if action.shape != tile.shape:
            return Refusal.make("wrong_shape", shape=tile.shape)
        if action.face not in FACES:
            return NO_SUCH_FACE
        player = state.players[state.turn.seat]
        o = orientation(tile.id, action.face, action.rot)
        reason, _ = player.estate.check(o, action.x, action.y, action.level, player.foundations)
        return reason

    def level_for(self, state: LlamalandState, face: str, rot: int, x: int, y: int) -> int:
        """The only level the tile in hand can take with this orientation and anchor.

        One above the highest square under it (1 on the bare table): going higher would need
        five foundations and a player has three. The drag preview snaps to it.
        """
        o = orientation(state.turn.tile, face, rot)
        estate = state.players[state.turn.seat].estate
        return max(estate.level(c) for c in o.at(x, y)) + 1

    def _character_uses(self, state: LlamalandState) -> list[Action]:
        seat = state.turn.seat
        player = state.players[seat]
        out: list[Action] = []
        seen: set[tuple[str, tuple[str, ...]]] = set()
        for card in sorted(player.characters):
            data = CHARACTERS[card]
            if data.kind not in (TRADER, MERCHANT) or card in state.turn.used:
                continue
            kind_key = (data.kind, data.crops)
            if kind_key in seen:
                continue  # identical unused copies give identical results: list the first only
            seen.add(kind_key)
            if data.kind == TRADER:
                a, b = data.crops
                pairs = [(a, b), (b, a)]
            else:
                (c,) = data.crops
                pairs = [(COIN_WORD, c), (c, COIN_WORD)]
            for give, get in pairs:
                # _use_problem's checks that can fail here (the card, its kind and the phase
                # are right by construction): a different item, one to pay, one in the supply.
                if give == get:
                    continue
                if (player.coins if give == COIN_WORD else player.crop(give)) < 1:
                    continue
                if (state.supply_coins if get == COIN_WORD else state.supply_crops[CROPS.index(get)]) < 1:
                    continue
                out.append(UseCharacter(card, give, get))
        return out

    def _hut_options(self, state: LlamalandState) -> list[Action]:
        out: list[Action] = [TakeCharacter("row", i + 1) for i in range(len(state.char_row))]
        if state.char_pile:
            out.append(TakeCharacter("pile"))
        return out

    def _marker_options(self, state: LlamalandState) -> tuple[PlaceMarker, ...]:
        """Every marker placement or move open to the player, remembered by table position:
        a turn asks three times (after the tile, for the choice, to check it)."""
        return self._marker_choices(state)[0]

    def _marker_choices(self, state: LlamalandState) -> tuple[tuple[PlaceMarker, ...], frozenset[PlaceMarker]]:
        """The marker options in order, and as a set for checking a chosen one."""
        key = (state.objectives, state.markers, state.turn.seat, state.num_players)
        choices = _MARKER_MEMO.get(key)
        if choices is None:
            if len(_MARKER_MEMO) >= _MARKER_MEMO_LIMIT:
                _MARKER_MEMO.clear()
            options = tuple(self._list_marker_options(state))
            choices = _MARKER_MEMO[key] = (options, frozenset(options))
        return choices

    def _list_marker_options(self, state: LlamalandState) -> list[PlaceMarker]:
        seat = state.turn.seat
        mine = state.markers_of(seat)
        reserve = MARKERS_PER_PLAYER - len(mine)
        out: list[PlaceMarker] = []
        for i, key in enumerate(state.objectives):
            spaces = self._open_spaces(state, i)
            sources = ([""] if reserve > 0 and i not in mine else []) + [
                state.objectives[j] for j in mine if j == i or i not in mine
            ]
            for source in sources:
                for space in spaces:
                    marker = _MARKERS.get((key, space, source))
                    if marker is None:
                        marker = _MARKERS[key, space, source] = PlaceMarker(key, space, source)
                    out.append(marker)
        return out

    def _open_spaces(self, state: LlamalandState, index: int) -> list[int]:
        spaces = [
            s
            for s, holder in enumerate(state.markers[index])
            if holder < 0 and not (state.num_players == 2 and s == TWO_PLAYER_CLOSED_SPACE)
        ]
        if OBJECTIVES[state.objectives[index]].colour == GOLDEN:
            return spaces[:1]  # golden cards take the topmost free space
        return spaces

    def _feed_options(self, state: LlamalandState) -> list[Action]:
        """The feeds ``_feed_problem`` allows, crop by crop, fewest coins first: its checks
        applied directly (asked after every move of the main phase, mostly to find none)."""
        turn = state.turn
        if turn.fed or turn.phase != MAIN or state.supply_llamas < 1:
            return []
        player = state.players[turn.seat]
        out: list[Action] = [
            _FEEDS[crop, coins]
            for crop, column, held in zip(CROPS, state.llama_columns, player.crops) if column
            for coins in _FEED_COINS
            if coins <= player.coins and held >= FEED_COST - coins // COINS_PER_CROP
        ]
        if out and not self._llama_squares(state):
            return []
        return out

    def _llama_squares(self, state: LlamalandState) -> list[Cell]:
        estate = state.players[state.turn.seat].estate
        return estate.llama_squares(state.turn.placed if state.llama_variant else None)

    # Problems (reasons in words) ---------------------------------------------------

    def _use_problem(self, state: LlamalandState, action: UseCharacter) -> Refusal | None:
        if state.turn.phase not in (START, MAIN):
            return CHARACTER_NOW
        player = state.players[state.turn.seat]
        if action.card not in player.characters:
            return NO_SUCH_CHARACTER
        data = CHARACTERS[action.card]
        if data.kind not in (TRADER, MERCHANT):
            return Refusal.make("acts_by_itself", card=action.card)
        if action.card in state.turn.used:
            return Refusal.make("character_used", card=action.card)
        if data.kind == TRADER:
            if {action.give, action.get} != set(data.crops) or action.give == action.get:
                return Refusal.make("trader_crops", card=action.card)
        else:
            (c,) = data.crops
            if {action.give, action.get} != {c, COIN_WORD}:
                return Refusal.make("merchant_crop", card=action.card)
        if action.give == COIN_WORD:
            if player.coins < 1:
                return NO_COIN
        elif player.crop(action.give) < 1:
            return Refusal.make("no_crop", crop=action.give)
        if action.get == COIN_WORD:
            if state.supply_coins < 1:
                return SUPPLY_NO_COINS
        elif state.supply_crops[CROPS.index(action.get)] < 1:
            return Refusal.make("supply_no_crop", crop=action.get)
        return None

    def _feed_problem(self, state: LlamalandState, action: Feed) -> Refusal | None:
        if state.turn.phase != MAIN:
            return FEED_NOW
        if state.turn.fed:
            return FED_ALREADY
        if action.crop not in CROPS:
            return NOT_A_CROP
        if action.coins % COINS_PER_CROP or not 0 <= action.coins <= FEED_COST * COINS_PER_CROP:
            return COIN_STEPS
        if not state.llama_columns[CROPS.index(action.crop)]:
            return Refusal.make("no_llama_cards", crop=action.crop)
        player = state.players[state.turn.seat]
        crops = FEED_COST - action.coins // COINS_PER_CROP
        if player.crop(action.crop) < crops:
            return Refusal.make("crops_short", needed=crops, crop=action.crop, have=player.crop(action.crop))
        if player.coins < action.coins:
            return Refusal.make("coins_short", needed=action.coins, have=player.coins)
        if state.supply_llamas < 1:
            return NO_LLAMA_FIGURES
        if not self._llama_squares(state):
            return Refusal.make("no_llama_square", variant=state.llama_variant)
        return None

    def _end_problem(self, state: LlamalandState) -> Refusal | None:
        phase = state.turn.phase
        if phase in (START, PLACE):
            return END_BEFORE_TILE
        if phase == HUTS:
            return END_BEFORE_HUTS
        if phase == MARKER:
            return END_BEFORE_MARKER
        if phase == LLAMA_PHASE:
            return END_BEFORE_LLAMA
        player = state.players[state.turn.seat]
        if not state.turn.fed and player.crop_total >= COMPULSORY_FEED_CROPS and self._feed_options(state):
            return MUST_FEED
        return None

    def refusal(self, state: LlamalandState, action: object) -> Refusal | None:
        """None when ``action`` is legal now, else why ``apply`` refuses it, as a code and values."""
        try:
            self.apply(state, action)  # type: ignore[arg-type]
        except IllegalActionError as exc:
            return exc.refusal
        return None

    def why_illegal(self, state: LlamalandState, action: object) -> str | None:
        """None when ``action`` is legal now, else the reason ``apply`` gives for refusing it (English)."""
        refusal = self.refusal(state, action)
        return None if refusal is None else WORDS.refusal(refusal, "en")

    def describe(self, event: Event, narrator: Narrator) -> str:
        """The move-log sentence for ``event`` ("You take tile ..." / "Ann takes tile ...")."""
        return describe(event, narrator)

    # Apply -------------------------------------------------------------------------

    def apply(self, state: LlamalandState, action: Action) -> LlamalandState:
        if state.over:
            raise _refused(GAME_IS_OVER)
        phase = state.turn.phase
        if isinstance(action, TakeStack):
            return self._take_stack(state, action)
        if isinstance(action, Place):
            return self._place(state, action)
        if isinstance(action, UseCharacter):
            return self._use(state, action)
        if isinstance(action, TakeCharacter):
            return self._take_character(state, action)
        if isinstance(action, (PlaceMarker, Skip)):
            return self._marker(state, action)
        if isinstance(action, Feed):
            return self._feed(state, action)
        if isinstance(action, PlaceLlama):
            return self._llama(state, action)
        if isinstance(action, EndTurn):
            problem = self._end_problem(state)
            if problem:
                raise _refused(problem)
            return self._end_turn(state)
        raise _refused(Refusal.make("not_an_action", action=str(action), phase=str(phase)))

    def _set_player(self, state: LlamalandState, player: PlayerState) -> tuple[PlayerState, ...]:
        players = list(state.players)
        players[state.turn.seat] = player
        return tuple(players)

    def _take_stack(self, state: LlamalandState, action: TakeStack) -> LlamalandState:
        if state.turn.phase != START:
            raise _refused(TILE_TAKEN)
        if action.shape not in SHAPE_ORDER:
            raise _refused(Refusal.make("no_such_stack", shape=action.shape))
        index = SHAPE_ORDER.index(action.shape)
        stack = state.stacks[index]
        if not stack:
            raise _refused(Refusal.make("stack_empty", shape=action.shape))
        stacks = list(state.stacks)
        stacks[index] = stack[:-1]
        tile = stack[-1]
        seat = state.turn.seat
        # Taking a tile turns up the next one: hidden information, so undo stops here.
        event = Event.make(
            "take", seat, tile=tile, shape=action.shape, new_top=stacks[index][-1] if stacks[index] else -1,
            reveals=len(stack) > 1,
        )
        return _replace(
            state,
            stacks=tuple(stacks),
            turn=_replace(state.turn, phase=PLACE, stack=action.shape, tile=tile),
            last_events=(event,),
        )

    def _place(self, state: LlamalandState, action: Place) -> LlamalandState:
        listed = state.cache.get("legal")
        # A placement found in the listed ones is legal: one bit test instead of the square
        # by square check (which also accepts the other names of a symmetric face).
        if not (isinstance(listed, PlacementView) and action in listed):
            problem = self.placement_problem(state, action)
            if problem:
                raise _refused(problem)
        seat = state.turn.seat
        player = state.players[seat]
        o = orientation(state.turn.tile, action.face, action.rot)
        estate, covered, laid = player.estate.with_tile(o, action.x, action.y, action.level)
        crops = list(player.crops)
        supply = list(state.supply_crops)
        coins, supply_coins = player.coins, state.supply_coins
        counts = {icon: covered.count(icon) for icon in (*CROPS, COIN, HUT)}
        gained: dict[str, int] = {}

        def give(item: str, n: int) -> int:
            nonlocal coins, supply_coins
            if item == COIN:
                n = min(n, supply_coins)
                coins, supply_coins = coins + n, supply_coins - n
            else:
                i = CROPS.index(item)
                n = min(n, supply[i])
                crops[i] += n
                supply[i] -= n
            gained[item] = gained.get(item, 0) + n
            return n

        for icon in (*CROPS, COIN):
            if counts[icon]:
                give(icon, counts[icon])
        triggered: list[str] = []
        # (card, item, count) per character that paid: the log and the preview name each bonus
        bonuses: list[tuple[int, str, int]] = []
        for card in player.characters:  # all were gained on earlier turns
            data = CHARACTERS[card]
            if data.kind == FARMER and counts[data.crops[0]] >= 2:
                item, n = data.crops[0], 1
            elif data.kind == SETTLER and all(counts[c] >= 1 for c in CROPS):
                item, n = COIN, SETTLER_COINS
            elif data.kind in (MINER, BUILDER) and counts[COIN if data.kind == MINER else HUT] >= 1:
                item, n = COIN, 1
            else:
                continue
            bonuses.append((card, item, give(item, n)))
            triggered.append(data.label)
        player = _replace(
            player,
            estate=estate,
            crops=(crops[0], crops[1], crops[2]),
            coins=coins,
            foundations=player.foundations - len(laid),
        )
        extended = action.level == 1
        events = [
            Event.make(
                "place", seat, tile=o.tile, face=o.face, rot=o.rot, x=action.x, y=action.y,
                level=action.level, foundations=tuple(laid), covered=tuple(covered),
                gained=tuple(sorted(gained.items())), characters=tuple(triggered),
                bonuses=tuple(bonuses),
            )
        ]
        # The next decision depends on the characters, objectives and markers, which placing
        # leaves as they were: decided here, so the new state is built once.
        phase, huts = self._after_huts_phase(state, counts[HUT], extended)
        turn = _replace(
            state.turn, phase=phase, extended=extended, placed=tuple(o.at(action.x, action.y)), huts=huts
        )
        return _replace(
            state,
            players=self._set_player(state, player),
            supply_crops=(supply[0], supply[1], supply[2]),
            supply_coins=supply_coins,
            turn=turn,
            last_events=tuple(events),
        )

    def _after_huts(self, state: LlamalandState) -> LlamalandState:
        turn = state.turn
        phase, huts = self._after_huts_phase(state, turn.huts, turn.extended)
        return _replace(state, turn=_replace(turn, phase=phase, huts=huts))

    def _after_huts_phase(self, state: LlamalandState, huts: int, extended: bool) -> tuple[Phase, int]:
        """The decision due once the tile is down, and the Huts icons still to take for."""
        if huts > 0 and (state.char_row or state.char_pile):
            return HUTS, huts
        if extended and state.objectives and self._marker_options(state):
            return MARKER, 0
        return MAIN, 0

    def _take_character(self, state: LlamalandState, action: TakeCharacter) -> LlamalandState:
        if state.turn.phase != HUTS:
            raise _refused(HUTS_ONLY)
        row, pile = list(state.char_row), list(state.char_pile)
        if action.source == "pile":
            if not pile:
                raise _refused(PILE_EMPTY)
            card = pile.pop()
            refill = -1
        else:
            if not 1 <= action.index <= len(row):
                raise _refused(Refusal.make("row_index", cards=len(row)))
            card = row[action.index - 1]
            if pile:
                refill = row[action.index - 1] = pile.pop()
            else:
                refill = -1
                del row[action.index - 1]
        seat = state.turn.seat
        player = state.players[seat]
        player = _replace(player, characters=player.characters + (card,))
        # A card from the pile, or the row's refill from it, was hidden until now.
        event = Event.make(
            "character", seat, card=card, source=action.source, refill=refill, reveals=bool(state.char_pile),
        )
        new = _replace(
            state,
            char_row=tuple(row),
            char_pile=tuple(pile),
            players=self._set_player(state, player),
            turn=_replace(state.turn, huts=state.turn.huts - 1),
            last_events=(event,),
        )
        return self._after_huts(new)

    def _marker(self, state: LlamalandState, action: PlaceMarker | Skip) -> LlamalandState:
        if state.turn.phase != MARKER:
            raise _refused(MARKER_NOW)
        seat = state.turn.seat
        turn = _replace(state.turn, phase=MAIN)
        if isinstance(action, Skip):
            return _replace(state, turn=turn, last_events=())
        if action not in self._marker_choices(state)[1]:
            raise _refused(self._marker_reason(state, action))
        markers = [list(m) for m in state.markers]
        if action.source:
            src = state.objectives.index(action.source)
            markers[src][markers[src].index(seat)] = -1
        target = state.objectives.index(action.objective)
        markers[target][action.space] = seat
        event = Event.make(
            "marker", seat, objective=action.objective, space=action.space, source=action.source,
        )
        return _replace(state, markers=tuple(tuple(m) for m in markers), turn=turn, last_events=(event,))

    def _marker_reason(self, state: LlamalandState, action: PlaceMarker) -> Refusal:
        seat = state.turn.seat
        if action.objective not in state.objectives:
            return NO_SUCH_OBJECTIVE
        if action.source and action.source not in state.objectives:
            return NO_SUCH_OBJECTIVE
        if not 0 <= action.space < len(SPACE_NAMES):
            return NO_SUCH_SPACE
        index = state.objectives.index(action.objective)
        mine = state.markers_of(seat)
        if action.source and state.objectives.index(action.source) not in mine:
            return NO_MARKER_TO_MOVE
        if not action.source and len(mine) >= MARKERS_PER_PLAYER:
            return MARKERS_ALL_OUT
        if index in mine and action.source != action.objective:
            return ONE_MARKER_PER_CARD
        if state.num_players == 2 and action.space == TWO_PLAYER_CLOSED_SPACE:
            return MIDDLE_CLOSED
        if state.markers[index][action.space] >= 0:
            return SPACE_TAKEN
        return GOLDEN_TOP_SPACE

    def _use(self, state: LlamalandState, action: UseCharacter) -> LlamalandState:
        problem = self._use_problem(state, action)
        if problem:
            raise _refused(problem)
        seat = state.turn.seat
        player = state.players[seat]
        crops, supply = player.crops, state.supply_crops
        coins, supply_coins = player.coins, state.supply_coins
        if action.give == COIN_WORD:
            coins, supply_coins = coins - 1, supply_coins + 1
        else:
            i = CROPS.index(action.give)
            crops, supply = _add(crops, i, -1), _add(supply, i, 1)
        if action.get == COIN_WORD:
            coins, supply_coins = coins + 1, supply_coins - 1
        else:
            i = CROPS.index(action.get)
            crops, supply = _add(crops, i, 1), _add(supply, i, -1)
        player = _replace(player, crops=crops, coins=coins)
        event = Event.make(
            "trade", seat, card=action.card, give=action.give, get=action.get,
        )
        return _replace(
            state,
            players=self._set_player(state, player),
            supply_crops=supply,
            supply_coins=supply_coins,
            turn=_replace(state.turn, used=state.turn.used | {action.card}),
            last_events=(event,),
        )

    def _feed(self, state: LlamalandState, action: Feed) -> LlamalandState:
        problem = self._feed_problem(state, action)
        if problem:
            raise _refused(problem)
        seat = state.turn.seat
        player = state.players[seat]
        i = CROPS.index(action.crop)
        paid = FEED_COST - action.coins // COINS_PER_CROP
        columns = list(state.llama_columns)
        value = columns[i][-1]
        columns[i] = columns[i][:-1]
        player = _replace(
            player,
            crops=_add(player.crops, i, -paid),
            coins=player.coins - action.coins,
            llama_cards=player.llama_cards + ((action.crop, value),),
        )
        event = Event.make(
            "feed", seat, crop=action.crop, value=value, crops_paid=paid, coins_paid=action.coins,
        )
        return _replace(
            state,
            players=self._set_player(state, player),
            llama_columns=tuple(columns),
            supply_crops=_add(state.supply_crops, i, paid),
            supply_coins=state.supply_coins + action.coins,
            supply_llamas=state.supply_llamas - 1,
            turn=_replace(state.turn, phase=LLAMA_PHASE, fed=True),
            last_events=(event,),
        )

    def _llama(self, state: LlamalandState, action: PlaceLlama) -> LlamalandState:
        if state.turn.phase != LLAMA_PHASE:
            raise _refused(LLAMA_NOW)
        cell = (action.x, action.y)
        if cell not in self._llama_squares(state):
            if state.llama_variant and cell not in state.turn.placed:
                raise _refused(LLAMA_OFF_TILE)
            raise _refused(LLAMA_SQUARE)
        seat = state.turn.seat
        player = state.players[seat]
        level = player.estate.level(cell)
        player = _replace(player, estate=player.estate.with_llama(cell))
        event = Event.make("llama", seat, x=action.x, y=action.y, level=level)
        return _replace(
            state, players=self._set_player(state, player), turn=_replace(state.turn, phase=MAIN), last_events=(event,)
        )

    def _end_turn(self, state: LlamalandState) -> LlamalandState:
        seat = state.turn.seat
        types_left = sum(1 for column in state.llama_columns if column)
        triggered = state.triggered or types_left <= END_LLAMA_KINDS_LEFT or state.tiles_left <= END_TILES_LEFT
        events = [Event.make("end", seat)]
        if triggered and not state.triggered:
            why = "llamas" if types_left <= END_LLAMA_KINDS_LEFT else "tiles"
            events.append(Event.make("trigger", seat, why=why, tiles_left=state.tiles_left))
        last_of_round = seat == (state.crook - 1) % state.num_players
        over = triggered and last_of_round
        if over:
            scores = self.outcome_of(state).scores
            events.append(Event.make(GAME_OVER, None, scores=scores))
        next_seat = (seat + 1) % state.num_players
        return _replace(
            state,
            turn=Turn(seat if over else next_seat),
            turns_taken=state.turns_taken + 1,
            triggered=triggered,
            over=over,
            last_events=tuple(events),
        )

    # Scoring -----------------------------------------------------------------------

    def objective_points(self, state: LlamalandState) -> dict[tuple[int, str], int]:
        """(seat, objective) -> the points its marker scores in this position (as at the end:
        a met condition on a blue or purple card, a rank on a golden one); markers that score
        nothing are left out. The score pad sums them; a table says each one as it changes."""
        points: dict[tuple[int, str], int] = {}
        for index, key in enumerate(state.objectives):
            spaces = state.markers[index]
            if OBJECTIVES[key].colour == GOLDEN:
                ranked = sorted(
                    ((seat, space) for space, seat in enumerate(spaces) if seat >= 0),
                    key=lambda p: (-obj.majority_measure(key, state.players[p[0]]), p[1]),
                )
                for rank, (seat, _) in enumerate(ranked):
                    if GOLDEN_RANK_POINTS[rank]:
                        points[seat, key] = GOLDEN_RANK_POINTS[rank]
            else:
                for space, seat in enumerate(spaces):
                    if seat >= 0 and obj.met(key, state.players[seat]):
                        points[seat, key] = OBJECTIVES[key].points[space]
        return points

    def score_breakdown(self, state: LlamalandState) -> list[dict[str, int]]:
        """Per seat: llama cards, crops, coins, objectives and total (the score pad)."""
        objective_points = [0] * state.num_players
        for (seat, _), points in self.objective_points(state).items():
            objective_points[seat] += points
        rows = []
        for seat, p in enumerate(state.players):
            row = {
                "llamas": p.llama_points,
                "crops": p.crop_total,
                "coins": p.coins // 2,
                "objectives": objective_points[seat],
            }
            row["total"] = sum(row.values())
            rows.append(row)
        return rows

    def outcome_of(self, state: LlamalandState) -> Outcome:
        """Scores and winners of a position as if the game ended now."""
        rows = self.score_breakdown(state)
        scores = tuple(r["total"] for r in rows)
        tiebreak = tuple(r["llamas"] for r in rows)
        return LlamalandOutcome(scores, shared_winners(scores, False, list(tiebreak)), False,
                                "most points; ties: most llama-card points", llama_points=tiebreak)

    def scores(self, state: LlamalandState) -> tuple[int, ...]:
        """Every seat's score now, counted as if the game ended here (the score chart reads it)."""
        return self.outcome_of(state).scores

    def round_ended(self, previous: LlamalandState, state: LlamalandState) -> bool:
        """Whether the move from ``previous`` to ``state`` closed a round: the seat before the
        crook ended its turn (the game ends only then, so its last move closes one too).
        ``previous`` is not needed: the move's own ``end`` event says a turn just ended."""
        ended = any(event.kind == "end" for event in state.last_events)
        return ended and state.turns_taken % state.num_players == 0

    # Notation ------------------------------------------------------------------------

    def state_to_text(self, state: LlamalandState) -> str:
        """The position as text (see :mod:`.notation`), for tests and bug reports."""
        return notation.to_text(state)

    def state_from_text(self, text: str) -> LlamalandState:
        """The position :meth:`state_to_text` wrote.

        :raises ValueError: in words, naming the line that is wrong.
        """
        state: LlamalandState = notation.from_text(text, LlamalandState, PlayerState, Turn, Phase, VARIANTS)
        return state

    def outcome(self, state: LlamalandState) -> Outcome:
        if not state.over:
            raise GameNotOverError("The game is not over yet.")
        return self.outcome_of(state)

    # Hidden information ------------------------------------------------------------

    def observation(self, state: LlamalandState, seat: PlayerId) -> LlamalandObservation:
        stacks = tuple(tuple(sorted(s[:-1])) + s[-1:] for s in state.stacks)
        # The seed goes too: it would let a bot replay the shuffles.
        hidden = _replace(state, seed=0, stacks=stacks, char_pile=tuple(sorted(state.char_pile)), hidden=True)
        return LlamalandObservation(seat, hidden)

    def determinize(self, observation: LlamalandObservation, rng: random.Random) -> LlamalandState:
        state = observation.state
        stacks = []
        for s in state.stacks:
            below = list(s[:-1])
            rng.shuffle(below)
            stacks.append(tuple(below) + s[-1:])
        pile = list(state.char_pile)
        rng.shuffle(pile)
        return _replace(state, stacks=tuple(stacks), char_pile=tuple(pile), hidden=False)


LLAMALAND = LlamalandGame()
