"""The rules do exactly what they did when ``tests/rules/digest.json`` was written.

A restructuring of the rules (words from codes, engines cut into packages, phases renamed)
must leave every legal list, action, event, observation, sentence and outcome of the
fingerprinted games as it was. A change that alters them on purpose (a rules fix, better
words) writes the fixture again, says why in its commit, and shows the difference:
``python -m llamagames.digest --dump OLD`` at the earlier commit, ``--dump NEW`` at this
one, ``diff -r OLD NEW``; ``python -m llamagames.digest --write tests/rules/digest.json``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llamagames import digest

FIXTURE = json.loads((Path(__file__).parent / "digest.json").read_text("utf-8"))


def test_the_fixture_covers_every_game_and_player_count() -> None:
    assert set(FIXTURE) == {digest.key(*case) for case in digest.cases()}


def fingerprinted(case: tuple[str, int, int]) -> object:
    """A case as a test: every game and player count keeps its first seed in ``make test``;
    Llamaland's other seeds (its games are the longest to play, 9 s of the suite) run with
    the soak runs (``pytest -m soak``)."""
    later = case[0] == "llamaland" and case[2] != digest.SEEDS[0]
    return pytest.param(case, id=digest.key(*case), marks=[pytest.mark.soak] if later else [])


@pytest.mark.parametrize("case", [fingerprinted(case) for case in digest.cases()])
def test_the_rules_play_as_the_fixture_says(case: tuple[str, int, int]) -> None:
    assert digest.digest(*case) == FIXTURE[digest.key(*case)], (
        f"{digest.key(*case)} changed: compare `python -m llamagames.digest --dump DIR` with the "
        "same at the fixture's commit"
    )


def test_a_changed_sentence_changes_the_digest(monkeypatch: pytest.MonkeyPatch) -> None:
    game = digest.GAMES["llama"]
    before = digest.digest("llama", 2, 1)
    monkeypatch.setattr(type(game), "describe", lambda self, event, narrator: "something else")
    assert digest.digest("llama", 2, 1) != before


def test_canonical_form_ignores_how_an_enum_is_spelt() -> None:
    import enum

    class Plain(enum.Enum):
        PLAY = "play"

    class Text(enum.StrEnum):
        PLAY = "play"

    assert digest.canonical({"phase": Plain.PLAY}) == digest.canonical({"phase": Text.PLAY})


def test_a_dump_into_a_file_is_refused_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--dump`` names a folder; a file there is refused with a sentence and usage, no traceback."""
    taken = tmp_path / "digest.txt"
    taken.write_text("", "utf-8")
    with pytest.raises(SystemExit) as stopped:
        digest.main(["--dump", str(taken)])
    assert stopped.value.code == 2
    said = capsys.readouterr().err
    assert "cannot write" in said and str(taken) in said and "Traceback" not in said
