"""Nim for 2-4 players: take 1 to 3 stones from one pile; whoever takes the last stone wins.

Perfect information, so an observation is the state itself and ``determinize`` hands it back.
Follows the whole ``rules.core.Game`` contract, words from codes included.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from llamagames.rules.core import (
    GAME_OVER,
    ActionParseError,
    Event,
    Game,
    GameNotOverError,
    IllegalActionError,
    Narrator,
    Option,
    Outcome,
    Refusal,
    check_player_count,
    check_seed,
    first_player_option,
    first_seat,
    resolve_options,
)
from llamagames.rules.languages import en, ja
from llamagames.rules.words import COMMON, Phrase, Phrasebook

MOST = 3
"""The most stones one turn may take."""
PILES = (9, 12, 15)


@dataclass(frozen=True, slots=True)
class Take:
    """Take ``count`` stones from the pile."""

    count: int

    def __str__(self) -> str:
        return f"take {self.count}"


@dataclass(frozen=True, slots=True)
class NimState:
    players: int
    pile: int
    turn: int
    last: tuple[int, int] | None = None
    """(seat, count) of the take that made this state; None at the start."""

    @property
    def over(self) -> bool:
        return self.pile == 0


def _take_ja(values: Mapping[str, Any], narrator: Narrator | None) -> str:
    who = "あなた" if narrator is None or values["seat"] == narrator.viewer else ja.name(narrator, values["seat"])
    return f"{who}は石を{values['count']}個取りました（残り{values['left']}個）。"


def _take_en(values: Mapping[str, Any], narrator: Narrator | None) -> str:
    seat = values["seat"]
    subject = en.does(narrator, seat, "takes", "take") if narrator else f"Seat {seat + 1} takes"
    stones = "stone" if values["count"] == 1 else "stones"
    return f"{subject} {values['count']} {stones}; {values['left']} left."


def _over_en(values: Mapping[str, Any], narrator: Narrator | None) -> str:
    seat = values["seat"]
    return f"{en.does(narrator, seat, 'takes', 'take') if narrator else 'Seat ' + str(seat + 1) + ' takes'} the last stone and wins."


def _over_ja(values: Mapping[str, Any], narrator: Narrator | None) -> str:
    seat = values["seat"]
    who = "あなた" if narrator is None or seat == narrator.viewer else ja.name(narrator, seat)
    return f"{who}が最後の石を取って勝ちました。"


WORDS = Phrasebook({
    "take_count": Phrase("Take from 1 to {most} stones.", "石は1個から{most}個まで取れます。"),
    "log.take": Phrase(_take_en, _take_ja),
    "log.game_over": Phrase(_over_en, _over_ja),
}, fallback=COMMON)
"""Every sentence of the game, English and Japanese side by side."""


class Nim(Game[NimState, Take, NimState]):
    """The rules object the catalogue entry names (``tests.fifth.rules:NIM``)."""

    name = "nim"
    title = "Pebble Nim"
    player_counts = range(2, 5)
    options = (
        Option("pile", "Stones", 12, PILES, "How many stones the pile starts with."),
        first_player_option(1, "Who takes first."),
    )
    words = WORDS
    event_kinds = frozenset({"take", GAME_OVER})

    def new_game(self, num_players: int, seed: int, **options: Any) -> NimState:
        players = check_player_count(self, num_players)
        chosen = resolve_options(self, options)
        first = first_seat(chosen["first_player"], players, random.Random(check_seed(seed)))
        return NimState(players, chosen["pile"], first)

    def num_players(self, state: NimState) -> int:
        return state.players

    def current_player(self, state: NimState) -> int | None:
        return None if state.over else state.turn

    def legal_actions(self, state: NimState) -> list[Take]:
        return [] if state.over else [Take(n) for n in range(1, min(MOST, state.pile) + 1)]

    def refusal(self, state: NimState, action: object) -> Refusal | None:
        if state.over:
            return Refusal.make("game_over")
        if not isinstance(action, Take) or action not in self.legal_actions(state):
            return Refusal.make("take_count", most=min(MOST, state.pile))
        return None

    def why_illegal(self, state: NimState, action: object) -> str | None:
        refused = self.refusal(state, action)
        return None if refused is None else self.words.refusal(refused)

    def apply(self, state: NimState, action: Take) -> NimState:
        refused = self.refusal(state, action)
        if refused is not None:
            raise IllegalActionError(self.words.refusal(refused), refused)
        return replace(state, pile=state.pile - action.count, turn=(state.turn + 1) % state.players,
                       last=(state.turn, action.count))

    def is_over(self, state: NimState) -> bool:
        return state.over

    def winner(self, state: NimState) -> int | None:
        return state.last[0] if state.over and state.last else None

    def scores(self, state: NimState) -> tuple[int, ...]:
        """1 for the seat that took the last stone, 0 for everyone else."""
        return tuple(int(seat == self.winner(state)) for seat in range(state.players))

    def outcome(self, state: NimState) -> Outcome:
        winner = self.winner(state)
        if winner is None:
            raise GameNotOverError(self.words.refusal(Refusal.make("game_not_over")))
        return Outcome(self.scores(state), (winner,))

    def round_ended(self, previous: NimState, state: NimState) -> bool:
        return state.over and not previous.over

    def observation(self, state: NimState, seat: int) -> NimState:
        return state

    def determinize(self, observation: NimState, rng: random.Random) -> NimState:
        return observation

    def events(self, state: NimState) -> tuple[Event, ...]:
        if state.last is None:
            return ()
        seat, count = state.last
        found = [Event.make("take", seat, count=count, left=state.pile)]
        if state.over:
            found.append(Event.make(GAME_OVER, seat))
        return tuple(found)

    def describe(self, event: Event, narrator: Narrator) -> str:
        values: dict[str, Any] = dict(event.data)
        values["seat"] = event.seat
        return self.words.say("log." + event.kind, narrator.language, values, narrator)

    def state_to_text(self, state: NimState) -> str:
        last = "-" if state.last is None else f"{state.last[0]}:{state.last[1]}"
        return f"nim {state.players} {state.pile} {state.turn} {last}"

    def state_from_text(self, text: str) -> NimState:
        parts = text.split()
        try:
            if len(parts) != 5 or parts[0] != "nim":
                raise ValueError
            players, pile, turn = (int(p) for p in parts[1:4])
            last = None if parts[4] == "-" else tuple(int(p) for p in parts[4].split(":"))
            if players not in self.player_counts or pile < 0 or not 0 <= turn < players or (last and len(last) != 2):
                raise ValueError
        except ValueError:
            raise ValueError(f"'{text}' is not a Nim position (nim PLAYERS PILE TURN SEAT:COUNT|-).") from None
        return NimState(players, pile, turn, last)  # type: ignore[arg-type]

    def parse_action(self, text: str) -> Take:
        verb, _, count = text.strip().partition(" ")
        if verb != "take" or not count.isdigit():
            raise ActionParseError(f"'{text}' is not a Nim move (take N).")
        return Take(int(count))


NIM = Nim()
