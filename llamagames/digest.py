"""A fingerprint of what the rules do, for restructuring them without changing a thing.

``python -m llamagames.digest [--dump DIR] [--write FILE]`` plays fixed random games of every
game at every player count and records, position by position: the legal actions, the action
taken, its events (with their details and who may see them), every seat's observation, the
move-log sentence of each event in English and Japanese for several viewers, the refusal of a
few illegal actions in both languages, and the outcome. Each game's lines are hashed; the
tests compare the hashes with ``tests/rules/digest.json``, so a change that alters any of it
fails there until the fixture is written again on purpose (``--write``). ``--dump`` writes the
lines themselves, so two commits can be compared with ``diff``.

Values are written in a canonical form that does not depend on how a class is spelt: an enum
member is its name, a dataclass or ``__slots__`` object its fields, a set sorted.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import catalogue
from .rules import GAMES
from .rules.core import EVERYONE, Narrator, watched_observation
from .rules.languages import LANGUAGES

SEEDS = (1, 2)
"""Seeds of the random games per game and player count (each game kept short to read)."""
MAX_MOVES = 400
"""A game is followed for at most this many moves (enough for every phase of most games)."""
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")
ILLEGAL_SAMPLES = 2
"""Illegal actions refused per position: actions seen earlier in the game, not legal now."""


def canonical(value: Any, depth: int = 0) -> Any:
    """``value`` as plain JSON data, the same whatever the spelling of its classes."""
    if depth > 40:
        return "<deep>"
    if isinstance(value, enum.Enum):
        return value.name
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (bytes, bytearray)):
        return list(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: canonical(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return sorted(([canonical(k, depth + 1), canonical(v, depth + 1)] for k, v in value.items()), key=repr)
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(v, depth + 1) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [canonical(v, depth + 1) for v in value]
    slots = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())]
    if slots:
        return {name: canonical(getattr(value, name, None), depth + 1) for name in sorted(set(slots))
                if not name.startswith("__")}
    if hasattr(value, "__dict__"):
        return {k: canonical(v, depth + 1) for k, v in sorted(vars(value).items()) if not k.startswith("_")}
    return str(value)


def _line(*parts: Any) -> str:
    return json.dumps(canonical(list(parts)), ensure_ascii=False, sort_keys=True)


def _japanese_refusal(game: Any, state: Any, action: Any) -> str:
    """The refusal in Japanese, worded from its code by the game's phrasebook ("" if legal)."""
    found = game.refusal(state, action)
    return "" if found is None else game.words.refusal(found, "ja")


def game_lines(game_name: str, players: int, seed: int) -> Iterator[str]:
    """Every line of one random game's fingerprint."""
    game = GAMES[game_name]
    rng = random.Random(seed * 7919 + players)
    state = game.new_game(players, seed)
    history = [state]
    seen: dict[str, Any] = {}
    viewers: tuple[int | None, ...] = (EVERYONE, 0, 1)
    for move in range(catalogue.entry(game_name).digest_moves or MAX_MOVES):
        if game.is_over(state):
            break
        seat = game.current_player(state)
        legal = list(game.legal_actions(state))
        yield _line("position", move, seat, [str(a) for a in legal])
        for s in range(players):
            yield _line("observation", s, game.observation(state, s))
        yield _line("watched", seat, watched_observation(game, history, seat) if seat is not None else None)
        legal_texts = {str(a) for a in legal}
        candidates = [text for text in sorted(seen) if text not in legal_texts]
        for text in rng.sample(candidates, min(ILLEGAL_SAMPLES, len(candidates))):
            reason = game.why_illegal(state, seen[text])
            yield _line("refused", text, reason, _japanese_refusal(game, state, seen[text]))
        for action in legal:
            seen.setdefault(str(action), action)
        action = legal[rng.randrange(len(legal))]
        state = game.apply(state, action)
        history.append(state)
        yield _line("action", str(action))
        for event in game.events(state):
            yield _line("event", event.kind, event.seat, event.data, event.secret, event.seen_by, event.reveals)
            for language in LANGUAGES:
                for viewer in viewers:
                    shown = event.for_viewer(viewer)
                    yield _line("says", language, viewer, game.describe(shown, Narrator(NAMES[:players], viewer, language)))
    if game.is_over(state):
        outcome = game.outcome(state)
        yield _line("outcome", outcome)
        describe_outcome = getattr(game, "describe_outcome", None)
        if describe_outcome is not None:
            for language in LANGUAGES:
                for viewer in viewers:
                    yield _line("outcome_says", language, viewer,
                                describe_outcome(outcome, Narrator(NAMES[:players], viewer, language)))


def cases() -> Iterator[tuple[str, int, int]]:
    """(game, players, seed) of every fingerprinted game."""
    for name in sorted(GAMES):
        for players in GAMES[name].player_counts:
            for seed in SEEDS:
                yield name, players, seed


def key(game_name: str, players: int, seed: int) -> str:
    return f"{game_name}/{players}/{seed}"


def digest(game_name: str, players: int, seed: int) -> str:
    """The SHA-256 of one game's lines."""
    sha = hashlib.sha256()
    for line in game_lines(game_name, players, seed):
        sha.update(line.encode("utf-8") + b"\n")
    return sha.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.digest", description=__doc__.split("\n\n")[0])
    parser.add_argument("--dump", type=Path, help="write each game's lines to DIR/<game>-<players>-<seed>.txt")
    parser.add_argument("--write", type=Path, help="write the hashes as JSON to FILE (the tests' fixture)")
    args = parser.parse_args(argv)
    hashes: dict[str, str] = {}
    try:
        for name, players, seed in cases():
            if args.dump:
                args.dump.mkdir(parents=True, exist_ok=True)
                lines = list(game_lines(name, players, seed))
                (args.dump / f"{name}-{players}-{seed}.txt").write_text("\n".join(lines) + "\n", "utf-8")
            hashes[key(name, players, seed)] = digest(name, players, seed)
        text = json.dumps(hashes, indent=1, sort_keys=True) + "\n"
        if args.write:
            args.write.write_text(text, "utf-8")
        else:
            sys.stdout.write(text)
    except OSError as exc:  # --dump names a file, --write a folder, a disk is full: say so, no traceback
        parser.error(f"cannot write {exc.filename or 'the output'}: {exc.strerror or exc}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
