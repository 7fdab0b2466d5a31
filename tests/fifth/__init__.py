"""A fifth game that lives only in the tests: a tiny Nim, registered by one catalogue entry.

It proves that a game needs nothing outside its own folder: everything here (rules, words,
bots, hints, table, how-to-play page, icon, translations) is named by ``ENTRY`` in
``conftest.py``, and the kit offers it like the four built-in games.
"""
