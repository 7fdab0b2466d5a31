"""Llama Games: four llama tabletop games for offline play against bots or friends."""

__version__ = "0.1.0"
