"""Read a .desktop file and turn an Exec line into argv, as a Linux desktop does on a click.

Why: the tests "double-click" the installer and the menu entry by running exactly what their
Exec keys say, so a quoting mistake in those files fails a test instead of a player's click.
Follows the Desktop Entry Specification: string escapes first, then Exec quoting (double
quotes, with backslash before ``"`` `` ` `` ``$`` and ``\\``), then field codes.
"""

from __future__ import annotations

from pathlib import Path

_STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


def read_entry(path: Path) -> dict[str, dict[str, str]]:
    """``{group: {key: raw value}}`` of a desktop file (keys keep their case)."""
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for line in path.read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1], {})
        elif current is not None and "=" in line:
            key, value = line.split("=", 1)
            current[key.strip()] = value.strip()
    return groups


def _unescape_string(value: str) -> str:
    out, i = [], 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            out.append(_STRING_ESCAPES.get(value[i + 1], "\\" + value[i + 1]))
            i += 2
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def exec_argv(value: str, desktop_file: Path, files: tuple[str, ...] = ()) -> list[str]:
    """The argv a desktop launches for this Exec value (``%k`` is the desktop file's path)."""
    text = _unescape_string(value)
    args: list[str] = []
    current: list[str] = []
    in_arg = quoted = False
    i = 0
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
                current.append(text[i + 1])
                i += 1
            elif c == '"':
                quoted = False
            else:
                current.append(c)
        elif c == '"':
            quoted = in_arg = True
        elif c == " ":
            if in_arg:
                args.append("".join(current))
                current, in_arg = [], False
        else:
            current.append(c)
            in_arg = True
        i += 1
    if quoted:
        raise ValueError(f"unterminated quote in Exec={value}")
    if in_arg:
        args.append("".join(current))
    return _expand_field_codes(args, desktop_file, files)


def _expand_field_codes(args: list[str], desktop_file: Path, files: tuple[str, ...]) -> list[str]:
    expanded: list[str] = []
    for arg in args:
        if arg in ("%f", "%u"):
            expanded.extend(files[:1])
        elif arg in ("%F", "%U"):
            expanded.extend(files)
        elif arg == "%k":
            expanded.append(str(desktop_file))
        elif arg in ("%i", "%c"):
            continue
        else:
            expanded.append(arg.replace("%%", "%"))
    return expanded
