"""The app's screens: menu, setup, settings, rules, the game tables, summaries and results."""
