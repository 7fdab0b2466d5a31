"""Widgets shared by the games: card fans, chips, llama figures."""
