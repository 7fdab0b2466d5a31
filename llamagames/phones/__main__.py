"""``python -m llamagames.phones --game llama --seats phone,phone,bot --headless [--port N]``

Hosts a match without a window: prints ``seat N: URL`` for each phone seat (and writes the
same lines to ``--urls-file``: a packaged Windows program has no console to print to), plays
on as the phones act (bots move at their pace), and ends when the game ends or on Ctrl-C,
telling the phones. For tests, checks and a game without the laptop's screen; the packaged
program runs it as ``LlamaGames --phones ...``.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from ..bot_worker import InlineBotWorker
from ..i18n import set_language, t
from ..match import Match
from ..rules import GAMES
from ..seats import SeatConfig
from .adapter import phone_games
from .host import PhoneHost

NAMES = ("Ana", "Bo", "Chiara", "Dev", "Emi", "Femi")


def seats_of(text: str, level: str) -> tuple[list[SeatConfig], list[int]]:
    """The seats a ``--seats`` text names (``phone`` or ``bot``), and which are phones."""
    kinds = [word.strip().lower() for word in text.split(",") if word.strip()]
    if any(kind not in ("phone", "bot") for kind in kinds):
        raise ValueError(t("Each seat is 'phone' or 'bot'."))
    seats = [SeatConfig("human" if kind == "phone" else "bot", NAMES[i % len(NAMES)], level, kind == "phone")
             for i, kind in enumerate(kinds)]
    return seats, [i for i, kind in enumerate(kinds) if kind == "phone"]


def write_lines(path: Path, lines: list[str]) -> None:
    """``lines`` into ``path`` whole or not at all (a reader never sees half of them)."""
    part = path.with_name(path.name + ".part")
    part.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    os.replace(part, path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.phones",
                                     description="Host a game whose human seats play from their phones.")
    games = phone_games()
    parser.add_argument("--game", default=games[0], choices=games)
    parser.add_argument("--seats", default="phone,phone,bot")
    parser.add_argument("--headless", action="store_true", help="no window (the only way for now)")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--host", default="0.0.0.0", help="the address to listen on (127.0.0.1: this computer only)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--bot-delay", type=float, default=0.6)
    parser.add_argument("--language", default="en")
    parser.add_argument("--urls-file", default="", help="also write the 'seat N: URL' lines to this file")
    args = parser.parse_args(argv)
    set_language(args.language)
    try:
        seats, phones = seats_of(args.seats, args.level)
        if not phones:
            raise ValueError(t("At least one seat must be a phone."))
        if len(seats) not in GAMES[args.game].player_counts:
            raise ValueError(t("This game is not played by {count} players.", count=len(seats)))
        if not 0 <= args.port <= 65535:
            raise ValueError(t("A port is a number from 0 to 65535."))
        match = Match(args.game, seats, args.seed if args.seed is not None else random.randrange(2**31),
                      bot_delay=args.bot_delay, worker=InlineBotWorker(), autosave=False)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    host = PhoneHost(match, phones, host=args.host, port=args.port)
    try:
        host.start()
    except OSError as exc:
        print(exc, file=sys.stderr)
        return 1
    lines = [f"seat {seat + 1}: {host.url(seat)}" for seat in phones]
    if args.urls_file:  # first: a reader who saw the lines printed finds the file whole
        try:
            write_lines(Path(args.urls_file), lines)
        except OSError as exc:
            print(exc, file=sys.stderr)
            host.close()
            match.close()
            return 1
    for line in lines:
        print(line, flush=True)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    last = time.monotonic()
    try:
        while not match.is_over():
            host.pump()
            now = time.monotonic()
            host.push() if match.update(now - last) else None
            last = now
            time.sleep(0.01)
        host.pump()
        print(t("The game is over."), flush=True)
        time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        host.close()
        match.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
