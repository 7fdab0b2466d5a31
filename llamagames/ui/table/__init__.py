"""The table kit every game's table stands on: import each part from its own module.

This file imports nothing, so that importing one part of the kit (``table.layout`` for a
frame, ``table.seat_panel`` for a panel) never loads the whole table scene and with it the
scenes that import the kit: no import circle runs through a package's ``__init__``.
"""
