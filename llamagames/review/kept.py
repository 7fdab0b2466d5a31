"""Reviews kept with the finished games, so a game reviewed once opens at once next time.

A review is kept in the saves folder's ``reviews`` folder, named by the digest of the game
it judges (the record's canonical JSON: the same game has the same name whether it is opened
from the results or from Saved games, and a different game never does) and the seat reviewed.
A kept file that does not read, or belongs to another game, is ignored and computed again:
the review is the same every time for the same game (it is seeded from the game).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .. import storage
from ..rules.core import GameRecord
from ..save_files import saves_dir
from .engine import REVIEW_VERSION, Review

REVIEWS_FOLDER = "reviews"


def record_digest(record: GameRecord) -> str:
    """The fingerprint of a game: sha256 of its record's canonical JSON (24 hex digits)."""
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def kept_path(record: GameRecord, seat: int) -> Path:
    """Where the review of ``seat`` in ``record`` is kept."""
    return saves_dir() / REVIEWS_FOLDER / f"{record.game}-{record_digest(record)}-seat{seat + 1}.json"


def load_kept(record: GameRecord, seat: int, playouts: int | None = None) -> Review | None:
    """The kept review of this game and seat, or None (none kept, unreadable, another game's,
    or counted with other playouts than ``playouts`` when it is given)."""
    path = kept_path(record, seat)
    if not path.is_file():
        return None
    try:
        data = storage.parse_json(path.read_bytes()[: storage.MAX_FILE_BYTES])
        if not isinstance(data, dict) or data.get("digest") != record_digest(record):
            return None
        kept = Review.from_json(data)
    except (OSError, ValueError):
        return None
    if (kept.game, kept.seed, kept.seat, kept.actions) != (record.game, record.seed, seat, len(record.actions)):
        return None
    if playouts is not None and kept.playouts != playouts:
        return None
    return kept


def keep(record: GameRecord, review: Review) -> Path | None:
    """Keep ``review`` beside the finished games; None when it could not be written (the
    review is still shown: keeping it only saves time later)."""
    path = kept_path(record, review.seat)
    data = review.to_json()
    data["digest"] = record_digest(record)
    try:
        storage.write_json(path, data, version=REVIEW_VERSION)
    except OSError:
        return None
    return path


__all__ = ["REVIEWS_FOLDER", "keep", "kept_path", "load_kept", "record_digest"]
