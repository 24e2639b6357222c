"""Dice: roll specifications, results, and the sources that produce them (random or typed in)."""

from .source import DiceSource, RandomDice, ScriptedDice

__all__ = ["DiceSource", "RandomDice", "ScriptedDice"]
