"""Every English sentence the code hands to ``t()`` has a Japanese translation.

The source is read with ``ast``: each ``t("literal")`` call (and ``t(NAME)`` where NAME is a
module-level string constant of the same file) names a key that must be in the Japanese
catalogue. Strings built at run time (``t(row.label)``) are covered by the lists the tests
below walk (settings rows, game titles and option texts, win rules).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import llamagames
from llamagames import i18n
from llamagames.catalogue import CATALOGUE
from llamagames.rules import GAMES
from llamagames.rules.core import offered_options

SOURCE = Path(llamagames.__file__).resolve().parent
SKIP = {"rules"}
"""The rules engines' sentences reach Japanese through ``Narrator.language``, not ``t()``."""


def _constants(tree: ast.Module) -> dict[str, str]:
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Constant):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and isinstance(node.value.value, str):
                    found[target.id] = node.value.value
    return found


def _is_t(func: ast.expr) -> bool:
    """``t(...)`` or ``i18n.t(...)``."""
    if isinstance(func, ast.Name):
        return func.id == "t"
    return isinstance(func, ast.Attribute) and func.attr == "t" and isinstance(func.value, ast.Name) \
        and func.value.id == "i18n"


def _is_tc(func: ast.expr) -> bool:
    """``tc(context, ...)``: a word translated by where it stands."""
    return isinstance(func, ast.Name) and func.id == "tc"


def keys_in(path: Path) -> list[tuple[int, str]]:
    """(line, English) of every ``t(...)`` call in ``path`` whose text is known before running."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = _constants(tree)
    keys: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.args and (_is_t(node.func) or _is_tc(node.func))):
            continue
        first = node.args[0]
        if _is_tc(node.func) and len(node.args) > 1 and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[1], ast.Constant):
            keys.append((node.lineno, f"{node.args[0].value}|{node.args[1].value}"))
            continue
        if _is_tc(node.func):
            continue  # a word known only when it runs (its context is not a key of its own)
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            keys.append((node.lineno, first.value))
        elif isinstance(first, ast.Name) and first.id in constants:
            keys.append((node.lineno, constants[first.id]))
    return keys


def all_keys() -> list[tuple[str, int, str]]:
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        if path.relative_to(SOURCE).parts[0] in SKIP:
            continue
        for line, key in keys_in(path):
            found.append((str(path.relative_to(SOURCE)), line, key))
    return found


def test_the_scan_finds_the_calls_it_should():
    keys = {key for _, _, key in all_keys()}
    assert {"Saved games", "Your turn.", "Pass the laptop to {name}", "YOUR RECORD",
            "{game} cannot be played in this version."} <= keys


def test_every_string_given_to_t_has_a_japanese_entry():
    missing = sorted({f"{where}:{line}: {key!r}" for where, line, key in all_keys()
                      if not i18n.translated_in("ja", key)})
    assert not missing, f"{len(missing)} strings have no Japanese entry:\n" + "\n".join(missing)


def _runtime_keys() -> list[str]:
    from llamagames.bots.levels import LEVELS
    from llamagames.ui.registry import playable_games
    from llamagames.ui.scenes.settings import ROWS
    from llamagames.ui.scenes.setup import KIND_LABELS, LEVEL_LABELS
    from llamagames.ui.table.pause import CHOICES

    keys: list[str] = [label for _, label, _ in CHOICES]
    keys += [*KIND_LABELS.values(), *LEVEL_LABELS.values(), *LEVELS]
    from llamagames.rules.llamagedon.cards import LABELS as GEDON_LABELS
    from llamagames.ui.games.llamagedon.art import KIND_LOOK, RESOURCE_LOOK
    from llamagames.ui.games.llamagedon.table import HINTS

    keys += [*HINTS.values(), *GEDON_LABELS.values(), *(name for _, name, _ in KIND_LOOK.values())]
    keys += [word.lower() for _, _, word in RESOURCE_LOOK.values()] + ["wild"]
    from llamagames.rules.llamaland.components import CHARACTERS, CROP_NAMES, OBJECTIVES, SPACE_NAMES
    from llamagames.ui.games.llamaland.pieces import GOLDEN_HELP, OBJECTIVE_HELP, SHORT_NAME

    keys += [*GOLDEN_HELP.values(), *OBJECTIVE_HELP.values(), *SHORT_NAME.values(), *CROP_NAMES.values(), *SPACE_NAMES]
    keys += [c.label for c in CHARACTERS] + [c.kind.capitalize() for c in CHARACTERS]
    keys += [o.title for o in OBJECTIVES.values()] + [o.title.replace(" (golden)", "") for o in OBJECTIVES.values()]
    for row in ROWS:
        keys += [row.label, row.help]
        if row.translate_choices:
            keys += list(row.choices)
    for entry in CATALOGUE:
        keys.append(entry.win_rule)
        keys += [f"{{score}} {unit}" for unit in entry.score_units]
    for name in playable_games():
        game = GAMES[name]
        keys.append(game.title)
        for option in offered_options(game):  # the others are never shown
            keys += [option.label, option.help]
            keys += [str(c).replace("_", " ").capitalize() for c in option.choices
                     if isinstance(c, str)]
    return keys


def test_texts_built_from_data_have_japanese_entries():
    missing = sorted({key for key in _runtime_keys() if key and not i18n.translated_in("ja", key)})
    assert not missing, "no Japanese entry for:\n" + "\n".join(map(repr, missing))


@pytest.mark.parametrize("path", sorted((SOURCE / "ui" / "rules_text").glob("*.txt")), ids=lambda p: p.name)
def test_every_how_to_play_page_has_a_japanese_page(path):
    japanese = SOURCE / "ui" / "rules_text" / "ja" / path.name
    assert japanese.is_file()
    text = japanese.read_text(encoding="utf-8")
    assert sum(1 for ch in text if "\u3040" <= ch <= "\u30ff") > 200, "the page should be in Japanese"


def test_no_sentence_is_translated_another_way_in_another_file():
    """One English key has one Japanese reading whichever file holds it (the catalogue merges
    the files, so a second reading would silently win or lose by file name)."""
    import json

    seen: dict[str, dict[str, str]] = {}
    for path in i18n.translation_files("ja"):
        for source, translated in json.loads(path.read_text(encoding="utf-8")).items():
            seen.setdefault(source, {})[str(path.relative_to(SOURCE))] = translated
    clashes = {k: v for k, v in seen.items() if len(set(v.values())) > 1}
    assert not clashes, clashes
