"""One folder per game's table, each a client of the table kit (``ui/table``)."""
