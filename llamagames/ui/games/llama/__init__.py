"""The L.L.A.M.A. table: a hand fan, the draw and discard piles, chips, two llamas."""
