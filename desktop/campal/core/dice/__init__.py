"""Dice: roll specifications, results, and the sources that produce them (random or typed in)."""

from .manual import ManualDice, entered_faces, entered_total
from .sifrp_test import (
    DiceEntryError,
    DicePolicy,
    ManualEntry,
    RollOutcome,
    RollResult,
    RollSpec,
    degrees_of_success,
    outcome_of,
    passive_value,
    roll_test,
)
from .source import DiceSource, RandomDice, ScriptedDice
from .terms import Breakdown, Term

__all__ = [
    "Breakdown",
    "DiceEntryError",
    "DicePolicy",
    "DiceSource",
    "ManualDice",
    "ManualEntry",
    "RandomDice",
    "RollOutcome",
    "RollResult",
    "RollSpec",
    "ScriptedDice",
    "Term",
    "degrees_of_success",
    "entered_faces",
    "entered_total",
    "outcome_of",
    "passive_value",
    "roll_test",
]
