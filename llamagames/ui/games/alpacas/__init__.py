"""The Llamas & Alpacas table."""
