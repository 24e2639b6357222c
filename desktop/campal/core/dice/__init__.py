"""Dice: roll specifications, results, and the sources that produce them (random or typed in)."""

from .entry import (
    DiceEntryError,
    ManualEntry,
    RollAsk,
    RollRequest,
    ask_before_rolling,
    check_faces,
    check_total,
    faces_for,
    roll_sizes,
)
from .keep_best import (
    DicePolicy,
    RollOutcome,
    RollResult,
    RollSpec,
    degrees_of_success,
    outcome_of,
    passive_value,
    roll_test,
)
from .manual import ManualDice, entered_faces, entered_total
from .source import DiceSource, RandomDice, RecordingDice, ReplayedDice, ScriptedDice
from .terms import Breakdown, Term

__all__ = [
    "Breakdown",
    "DiceEntryError",
    "DicePolicy",
    "DiceSource",
    "ManualDice",
    "ManualEntry",
    "RandomDice",
    "RecordingDice",
    "ReplayedDice",
    "RollAsk",
    "RollOutcome",
    "RollRequest",
    "RollResult",
    "RollSpec",
    "ScriptedDice",
    "Term",
    "ask_before_rolling",
    "check_faces",
    "check_total",
    "degrees_of_success",
    "entered_faces",
    "entered_total",
    "faces_for",
    "outcome_of",
    "passive_value",
    "roll_sizes",
    "roll_test",
]
