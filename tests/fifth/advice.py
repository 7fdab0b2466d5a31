"""The Hint button's sentences for Nim's reason codes (``bots.explain``); Japanese in ``words/ja.json``."""

SENTENCES: dict[str, str] = {
    "nim_last": "Take {count}: that is the last stone, and the game.",
    "nim_four": "Take {count}: it leaves {left} stones, a multiple of four.",
    "nim_wait": "Take one stone: no take leaves a multiple of four, so wait for a slip.",
}
