"""The Llamagedón table."""
