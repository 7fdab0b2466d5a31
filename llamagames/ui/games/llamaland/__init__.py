"""The Llamaland drawing layer: estate projection, the estate view, llama sprites, icons.

Standalone widgets (no table-kit dependency) that the Llamaland table scene stands on.
"""
