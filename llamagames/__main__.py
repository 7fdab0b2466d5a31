"""Start Llama Games: ``python -m llamagames`` (or the ``llamagames`` command).

Options: ``--demo GAME`` lets bots play on screen; ``--smoke`` plays a bot-only game of every
game headless and exits 0 (the packaged executable's self-test); ``--screenshot DIR`` saves
a PNG of every scene for reviews; ``--phones ...`` hosts a game for phones without a window
(``python -m llamagames.phones``'s options follow: the packaged program has no ``-m``).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import traceback


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="llamagames", description="Llama Games: four llama tabletop games.")
    parser.add_argument("--demo", metavar="GAME", help="watch bots play GAME (e.g. llama)")
    parser.add_argument("--smoke", action="store_true", help="headless self-test: play every game with bots, exit 0")
    parser.add_argument("--screenshot", metavar="DIR", help="save a PNG of every scene into DIR and exit")
    parser.add_argument("--phones", action="store_true",
                        help="host a game for phones without a window (first option; those of "
                             "'python -m llamagames.phones' follow)")
    parser.add_argument("--size", metavar="WxH",
                        help="window size (default: fits the screen, or where you left it; 1280x800 for --screenshot)")
    return parser.parse_args(argv)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"--size wants WIDTHxHEIGHT such as 1280x800, not '{text}'.") from None
    return w, h


def main(argv: list[str] | None = None) -> int:
    """The console entry point; returns the process exit code."""
    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--phones"]:
        from .phones.__main__ import main as host_phones

        return host_phones(argv[1:])
    args = parse_args(argv)
    size = _size(args.size) if args.size else None
    if args.smoke or args.screenshot:
        from .ui.app import use_headless_drivers

        use_headless_drivers()
    if args.smoke:
        try:
            from .ui.smoke import run_smoke

            run_smoke()
        except Exception as exc:  # the exit code and the reason are the whole point here
            traceback.print_exc()
            print(f"Smoke test failed: {exc}", file=sys.stderr)
            return 1
        print("Smoke test passed.")
        return 0
    if args.screenshot:
        from .ui.screenshots import save_screenshots

        for path in save_screenshots(args.screenshot, size or (1280, 800)):
            print(path)
        return 0
    from .rules import GAMES
    from .ui.app import App
    from .ui.registry import playable_games
    from .ui.scenes.menu import MenuScene

    if args.demo is not None and args.demo not in playable_games():
        known = ", ".join(playable_games())
        print(f"--demo: '{args.demo}' is not a playable game; choose one of: {known}.", file=sys.stderr)
        return 2
    app = App(size)
    app.start(MenuScene(app))
    if args.demo is not None:
        from .seats import SeatConfig
        from .ui.session import start_match

        game = GAMES[args.demo]
        count = min(4, game.player_counts.stop - 1)
        seats = [SeatConfig("bot", name, level) for name, level in
                 zip(("Pablo", "Dolly", "Tina", "Carlos"), ("easy", "normal", "hard", "normal"))][:count]
        table = app.open_table(start_match(app, args.demo, seats))
        if isinstance(table, str):
            print(f"--demo: {table}", file=sys.stderr)
            return 2
        app.start(table)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
