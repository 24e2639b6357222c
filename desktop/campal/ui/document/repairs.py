"""Open with repairs: offered when a battle is refused only for references that point at nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...core.io import BattleFileError, LoadedBattle, load_battle
from .errors import describe

SHOWN_REPAIRS = 8


def offer_repairs(parent: QWidget, path: Path, error: BattleFileError) -> LoadedBattle | None:
    """Tell why ``path`` was refused, offering to open it without its dangling references when
    that would cure it; the mended battle when the GM accepts, else None."""
    try:
        mended = load_battle(path, mend=True) if error.mendable else None
    except BattleFileError:
        mended = None  # something else is wrong too: the first refusal stands
    if mended is None:
        QMessageBox.critical(
            parent, QCoreApplication.translate("OpenRepairs", "Cannot open battle"), describe(error)
        )
        return None
    listed = ", ".join(mended.repairs[:SHOWN_REPAIRS])
    if len(mended.repairs) > SHOWN_REPAIRS:
        listed += " …"
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("OpenRepairs", "Open with repairs"),
        describe(error)
        + "\n\n"
        + QCoreApplication.translate(
            "OpenRepairs",
            "Campal can open it with these repairs: {0} (references that point at nothing dropped, an"
            " unreadable tag kept without effect). The file is not changed until you save. Open it"
            " with repairs?",
        ).format(listed),
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Open,
    )
    return mended if answer == QMessageBox.StandardButton.Open else None
