"""Hostile files in the user data folder: refused with a message naming the file and the
problem, moved aside (never overwritten), and the app's reads and writes never raise."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from llamagames import storage


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    monkeypatch.setattr(storage, "_write_warned", False)
    return storage.data_dir()


HOSTILE: list[tuple[str, bytes, str]] = [
    ("not utf-8", b'\xff\xfe{"version": 1}', "not valid UTF-8"),
    ("nested deep", b"[" * 5000 + b"]" * 5000, "nested far too deeply"),
    ("nested object", b'{"version": 1, "a": ' + b'{"a": ' * 3000 + b"1" + b"}" * 3001, "nested far too deeply"),
    ("nested moderately", b'{"version": 1, "a": ' + b"[" * 100 + b"]" * 100 + b"}", "nested far too deeply"),
    ("infinity", b'{"version": 1, "bot_pace": Infinity}', "Infinity"),
    ("nan", b'{"version": 1, "bot_pace": NaN}', "NaN"),
    ("huge float", b'{"version": 1, "bot_pace": 1e999}', "too large"),
    ("huge int", b'{"version": 1, "bot_pace": ' + b"9" * 5000 + b"}", "too long"),
    ("oversized", b'{"version": 1, "pad": "' + b"x" * (storage.MAX_FILE_BYTES + 10) + b'"}', "far too large"),
    ("truncated", b'{"version": 1, "sound": tr', "not valid JSON"),
    ("empty", b"", "not valid JSON"),
    ("list", b"[1, 2]", "expected data"),
    ("no version", b'{"sound": false}', "no format version"),
    ("bool version", b'{"version": true}', "no format version"),
    ("newer version", b'{"version": 7}', "newer"),
]


@pytest.mark.parametrize("what, content, words", HOSTILE, ids=[h[0] for h in HOSTILE])
@pytest.mark.parametrize("loader, filename", [
    (storage.load_settings, storage.SETTINGS_FILE),
    (storage.load_statistics, storage.STATISTICS_FILE),
])
def test_a_hostile_file_gives_defaults_a_message_and_is_kept_aside(
    home: Path, loader, filename: str, what: str, content: bytes, words: str
) -> None:
    path = home / filename
    path.write_bytes(content)
    value, message = loader()
    assert value == type(value)()  # the defaults
    assert words in message and filename in message
    kept = [p for p in home.iterdir() if p.name.startswith(filename.split(".")[0] + ".damaged-")]
    assert len(kept) == 1 and kept[0].name in message
    assert kept[0].read_bytes() == content
    assert not path.exists()


def test_a_damaged_file_is_never_overwritten_by_the_next_one(home: Path) -> None:
    path = home / storage.SETTINGS_FILE
    for content in (b"\xff one", b"\xff two"):
        path.write_bytes(content)
        storage.load_settings()
        storage.save_settings(storage.Settings())
    kept = sorted(p.read_bytes() for p in home.iterdir() if ".damaged-" in p.name)
    assert kept == [b"\xff one", b"\xff two"]


def test_settings_json_being_a_folder_is_moved_aside_and_saving_works(home: Path) -> None:
    (home / storage.SETTINGS_FILE).mkdir()
    (home / storage.SETTINGS_FILE / "inside.txt").write_text("mine")
    settings, message = storage.load_settings()
    assert settings == storage.Settings() and "settings.json" in message and "folder" in message
    storage.save_settings(storage.Settings(sound=False))
    assert storage.load_settings()[0].sound is False
    kept = [p for p in home.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "mine"


def test_saving_over_a_folder_that_appears_later_still_works(home: Path) -> None:
    (home / storage.STATISTICS_FILE).mkdir()
    storage.save_statistics(storage.Statistics({"llama": {"played": 1, "won": 0}}))
    assert storage.load_statistics()[0].played("llama") == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_blocking(home: Path) -> None:
    os.mkfifo(home / storage.SETTINGS_FILE)
    settings, message = storage.load_settings()
    assert settings == storage.Settings() and "not an ordinary file" in message


@pytest.mark.parametrize("setup", [
    [1, 2, 3],
    "llama",
    {"llama": [1]},
    {"llama": {"num_players": "four", "seats": "you"}},
    {"llama": {"num_players": 1e308, "seats": [None, 3, {"kind": ["human"]}, {"kind": "bot", "name": {"x": 1}}]}},
    {"llama": {"num_players": True, "seats": [{"kind": "human", "name": "A" * 3000, "level": 5}]}},
])
def test_wrong_types_in_the_remembered_setup_are_dropped(home: Path, setup: object) -> None:
    storage.write_json(home / storage.SETTINGS_FILE, {"last_setup": setup, "animation_speed": ["x"]})
    settings, message = storage.load_settings()
    assert message == ""
    assert settings.animation_speed == "normal"
    for entry in settings.last_setup.values():
        assert set(entry) <= {"num_players", "seats"}
        count = entry.get("num_players", 2)
        assert type(count) is int and 1 <= count <= storage.MAX_SEATS
        for seat in entry.get("seats", []):
            assert seat is None or (seat["kind"] in ("human", "bot") and isinstance(seat["name"], str)
                                    and len(seat["name"]) <= storage.MAX_NAME and isinstance(seat["level"], str))


def test_absurd_statistics_are_dropped() -> None:
    stats = storage.Statistics.from_json({"games": {"llama": {"played": 10**30, "won": 1},
                                                     "llamaland": {"played": 3, "won": 1, "best": -10**20}}})
    assert stats.played("llama") == 0
    assert stats.played("llamaland") == 3 and stats.best("llamaland") is None


def test_writing_refuses_nan_rather_than_writing_a_file_we_cannot_read(home: Path) -> None:
    with pytest.raises(ValueError):
        storage.write_json(home / "x.json", {"pace": float("nan")})
    assert list(home.iterdir()) == []


def test_a_read_only_folder_gives_one_message_then_silence(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.tempfile, "mkstemp", full_disk)
    with pytest.raises(OSError) as first:
        storage.save_settings(storage.Settings())
    message = storage.write_problem(first.value, "the settings")
    assert "No space left on device" in message and str(home) in message
    with pytest.raises(OSError) as second:
        storage.save_settings(storage.Settings())
    assert storage.write_problem(second.value, "the settings") == ""


def test_a_data_folder_that_cannot_be_created_does_not_raise(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(storage.HOME_ENV, str(blocker / "home"))
    assert storage.load_settings() == (storage.Settings(llamaland_view=storage.NEW_PLAYER_VIEW), "")  # no file: a new player
    assert storage.load_statistics()[1] == ""
    with pytest.raises(OSError):
        storage.save_settings(storage.Settings())


def test_older_versions_are_migrated_or_refused_with_the_reason(home: Path) -> None:
    def add_colour(data: dict) -> dict:
        data["colour"] = "beige"
        return data

    path = home / "thing.json"
    storage.write_json(path, {"a": 1}, version=1)
    result = storage.load_json(path, version=2, migrations={1: add_colour})
    assert result.data == {"a": 1, "colour": "beige", "version": 2}
    result = storage.load_json(path, version=3, migrations={2: add_colour})
    assert result.data is None and "format version 1, too old" in result.message and "thing.json" in result.message


def test_stale_temporary_files_are_cleaned_and_fresh_ones_kept(home: Path) -> None:
    stale = home / ".autosave.json.abc123.tmp"
    fresh = home / ".settings.json.def456.tmp"
    ours = home / "autosave.json"
    for path in (stale, fresh, ours):
        path.write_text("{}")
    old = time.time() - 60
    os.utime(stale, (old, old))
    os.utime(ours, (old, old))
    assert storage.clean_leftovers() == [stale]
    assert not stale.exists() and fresh.exists() and ours.exists()


def test_stale_temporary_files_go_from_every_folder_the_app_writes(home: Path, tmp_path: Path) -> None:
    from llamagames import save_files
    from llamagames.review import kept

    folders = [home, save_files.saves_dir(), save_files.finished_dir(), storage.waiting_dir(),
               save_files.saves_dir() / kept.REVIEWS_FOLDER]
    old = time.time() - 60
    stale, fresh = [], []
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        gone, kept_file = folder / ".x.json.abc123.tmp", folder / ".y.json.def456.tmp"
        for path in (gone, kept_file, folder / "x.json"):
            path.write_text("{}")
        os.utime(gone, (old, old))
        os.utime(folder / "x.json", (old, old))
        stale.append(gone)
        fresh.append(kept_file)
    # A link to a folder elsewhere is not followed: what lies there is not ours.
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    foreign = outside / ".z.json.abc123.tmp"
    foreign.write_text("{}")
    os.utime(foreign, (old, old))
    (save_files.saves_dir() / "linked").symlink_to(outside, target_is_directory=True)

    assert sorted(storage.clean_leftovers()) == sorted(stale)
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in fresh)
    assert all((folder / "x.json").exists() for folder in folders)
    assert foreign.exists()


def test_loading_never_executes_anything(home: Path) -> None:
    path = home / storage.SETTINGS_FILE
    marker = home / "pwned"
    path.write_text(json.dumps({"version": 1, "animation_speed": f"__import__('os').mkdir({str(marker)!r})",
                                "last_setup": {"llama": {"seats": [{"kind": "bot", "name": "!!python/object"}]}}}))
    settings, _ = storage.load_settings()
    assert settings.animation_speed == "normal"
    assert not marker.exists()


@pytest.mark.parametrize("loader, saver, filename", [
    (storage.load_settings, lambda: storage.save_settings(storage.Settings(sound=False)), storage.SETTINGS_FILE),
    (storage.load_statistics, lambda: storage.save_statistics(storage.Statistics()), storage.STATISTICS_FILE),
])
def test_a_link_in_place_of_a_data_file_is_refused_kept_aside_and_not_followed(
    home: Path, tmp_path: Path, loader, saver, filename: str
) -> None:
    outside = tmp_path / "outside.json"
    storage.write_json(outside, {"sound": False, "games": {"llama": {"played": 3, "won": 1}}})
    before = outside.read_bytes()
    (home / filename).symlink_to(outside)
    value, message = loader()
    assert value == type(value)() and "link" in message and filename in message
    [kept] = [p for p in home.iterdir() if ".damaged-" in p.name]
    assert kept.is_symlink() and kept.name in message
    saver()
    assert outside.read_bytes() == before and not (home / filename).is_symlink()


def test_a_data_folder_reached_through_a_link_is_still_the_data_folder(tmp_path: Path, monkeypatch) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "linked").symlink_to(real, target_is_directory=True)
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "linked"))
    storage.save_settings(storage.Settings(sound=False))
    assert storage.load_settings() == (storage.Settings(sound=False), "")


@pytest.mark.parametrize("name", ["Ann\nBo", "\x00", "\u202eevil", "\ud800", "A" * 3000])
def test_a_remembered_seat_name_is_cleaned_as_the_setup_cleans_it(home: Path, name: str) -> None:
    from llamagames.text_safety import name_problem

    seat = storage.clean_seat({"kind": "human", "name": name})
    assert seat is not None and name_problem(seat["name"]) is None
