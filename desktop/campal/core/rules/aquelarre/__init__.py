"""Aquelarre: movement in varas per action."""
