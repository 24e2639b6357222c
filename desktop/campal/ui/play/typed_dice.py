"""Dice typed in a dock's field: the faces as numbers, laid into the command that rolls them."""

from __future__ import annotations

from dataclasses import fields, replace

from PySide6.QtCore import QCoreApplication

from ...core.dice import ManualEntry
from ...core.engine import Command


def typed_faces(text: str) -> tuple[int, ...] | None:
    """``"7 3 1 5"`` → ``(7, 3, 1, 5)``; blank: the app rolls; None when it is not numbers."""
    parts = text.replace(",", " ").split()
    if not all(part.isdigit() for part in parts):
        return None
    return tuple(int(part) for part in parts)


def not_numbers() -> str:
    """What the GM is told when typed dice are not numbers (nothing is rolled, the text stays)."""
    return QCoreApplication.translate("AttackDock", "Type the dice as numbers, e.g. 7 3 1 5")


def with_typed(command: Command, faces: tuple[int, ...]) -> Command:
    """The command with the faces typed in: the whole roll as one entry, or one entry per save."""
    if not faces:
        return command
    names = {field.name for field in fields(command)}
    if "entry" in names:
        return replace(command, entry=ManualEntry(faces=faces))  # type: ignore[type-var]
    if "saves" in names:
        # In the order the rules roll them: each Focus's own save first, then the Gambits'.
        entries = tuple(ManualEntry(faces=(face,)) for face in faces)
        focus = len(getattr(command, "focus", ())) if "focus_entries" in names else 0
        typed = {"saves": entries[focus:], **({"focus_entries": entries[:focus]} if focus else {})}
        return replace(command, **typed)  # type: ignore[type-var]
    return command


def with_feat_save(command: Command, face: int) -> Command:
    """The command with the lead attacker's Feat save typed in (a Smite's d20)."""
    if "feat_entries" not in {field.name for field in fields(command)}:
        return command
    return replace(command, feat_entries=(ManualEntry(faces=(face,)),))  # type: ignore[type-var]
