"""Every word a phone shows, in the phone's language: built here, on the laptop, with ``t``.

The page itself holds no sentence: it receives :func:`page_words` in the ``welcome``
message, and the server's few sentences (:func:`server_words`) for both languages before any
phone joins. ``speaking`` switches the language for the laptop's thread while one phone's
words are made (only the frame loop's thread calls ``t``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from .. import i18n
from ..i18n import t


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """``t`` speaks ``code`` inside the block, the laptop's language again after it."""
    before = i18n.language()
    i18n.set_language(code)
    try:
        yield
    finally:
        i18n.set_language(before)


def server_words() -> dict[str, dict[str, str]]:
    """Per language, what the server says itself (before a seat is known, or to a phone
    that lost its seat)."""
    said: dict[str, dict[str, str]] = {}
    for code in i18n.LANGUAGES:
        with speaking(code):
            said[code] = {
                "denied": t("This address opens no seat now (it is an earlier game's, or a code was mistyped): type "
                             "the codes shown beside your seat on the laptop."),
                "malformed": t("The laptop could not read that message; nothing was played."),
                "flood": t("Too many messages at once; wait a moment."),
                "taken": t("This seat was opened again on this phone (another tab or window): play it there."),
                "in_use": t("This seat is in use on another phone. If that phone is gone, its codes open the seat "
                            "again when the laptop shows them."),
                "bye": t("The game on the laptop was closed. Thank you for playing!"),
                "left": t("The game was left on the laptop: when it is continued, this phone comes back by itself."),
                "other": t("Join another game"),
                "tries": t("Too many codes were typed just now; wait a minute and try again."),
                "lobby": t("Type the room code and your seat's code, both shown beside your seat on the laptop."),
                "room_code": t("Room code"),
                "seat_code": t("Seat code"),
                "join": t("Join"),
                "next": t("Join the next game"),
                "wrong": t("Those codes open no seat: look at them again beside your seat on the laptop."),
                "title": t("Llama Games"),
            }
    return said


def page_words() -> dict[str, str]:
    """The page's own words in the language ``t`` speaks now: its common ones and every phone
    game's (one page serves them all)."""
    from .adapter import adapter, phone_games

    games: dict[str, str] = {}
    for game in phone_games():
        games.update(adapter(game).page_words())
    return games | {
        "connecting": t("Connecting to the laptop…"),
        "lost": t("The connection was lost. Trying again…"),
        "your_hand": t("Your hand"),
        "your_turn": t("Your turn"),
        "tap_card": t("Tap a card to play it"),
        "draw": t("Draw a card"),
        "quit": t("Quit the round"),
        "score": t("Score"),
        "cards": t("{count} cards"),
        "card_one": t("1 card"),
        "quit_mark": t("out"),
        "last_moves": t("Last moves"),
        "choices": t("What you can do"),
        "over": t("The game is over."),
        "round": t("Round {number}"),
        "you": t("you"),
        "wait": t("Waiting for {name}"),
        "sent": t("Sent…"),
        "title": t("Llama Games"),
        "undo": t("Take back my last move"),
        "name_title": t("Your name"),
        "name_note": t("The laptop and the other phones call you by it for this game."),
        "name_ok": t("Play with this name"),
        "name_change": t("Change your name"),
        "next_round": t("Next round"),
    }


def refusal_words(code: str, **values: str) -> str:
    """The host's own refusals of a phone's move, by code."""
    if code == "replayed":
        return t("That message was already received; nothing more was played.")
    if code == "stale":
        return t("The game moved on before your move arrived: look again and choose.")
    if code == "not_your_turn":
        return t("Wait for your turn: {name} is playing.", name=values.get("name", ""))
    if code == "not_a_phone":
        return t("This seat is played at the laptop now.")
    if code == "laptop_plays":
        return t("The laptop plays your seat for now. Open this page again to take your seat back.")
    if code == "bot_plays":
        return t("A bot plays this seat now: it was given to a bot while this phone was away.")
    if code == "next_round":
        return t("Waiting for the table to start the next round")
    if code == "not_between":
        return t("Only a round whose result is shown can be started.")
    if code == "took_back":
        return t("{name} took back their last move.", name=values.get("name", ""))
    if code == "problem":
        return t("The laptop could not play that move; nothing changed.")
    return t("The game is over.")


def firewall_note(platform: str | None = None) -> str:
    """What to answer the system before the first listen (Windows asks about its firewall)."""
    if (platform or sys.platform) == "win32":
        return t("Windows will ask whether Llama Games may use the network: tick \"Private networks\" and "
                 "choose Allow, so the phones on your Wi-Fi can join.")
    return t("The phones must be on the same Wi-Fi as this computer.")


__all__ = ["firewall_note", "page_words", "refusal_words", "server_words", "speaking"]
