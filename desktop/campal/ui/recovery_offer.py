"""Offering back, at start, the battles a crash left unsaved: each named, one after another."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..core.io import BattleFileError
from .file_errors import describe
from .recovery import Orphan

if TYPE_CHECKING:
    from .main_window import MainWindow


def _question(orphan: Orphan, title: str, place: int, count: int) -> str:
    where = (
        orphan.source.name
        if orphan.source is not None
        else QCoreApplication.translate("Recovery", "never saved")
    )
    when = orphan.saved_at.replace("T", " ") or QCoreApplication.translate("Recovery", "an unknown time")
    text = QCoreApplication.translate(
        "Recovery",
        "Campal did not close properly last time. «{0}» ({1}), changed at {2}, can be recovered "
        "with every step taken since it was last saved ({3}). Recover it?",
    ).format(title or QCoreApplication.translate("Recovery", "Untitled battle"), where, when, orphan.steps)
    if count > 1:
        # One battle per window: the GM goes through them in turn, and keeps the rest by recovering.
        head = QCoreApplication.translate(
            "Recovery",
            "Unsaved battle {0} of {1}. If you recover this one, the others are offered at the next start.",
        )
        text = head.format(place, count) + "\n\n" + text
    return text


def offer_recovery(window: MainWindow, orphan: Orphan, place: int = 1, count: int = 1) -> bool:
    """Ask whether to reopen a battle a crash left unsaved; True when it was reopened.

    The battle is rebuilt before the question, so the GM is told exactly what comes back, and a
    journal that cannot be replayed is reported rather than offered.
    """
    heading = QCoreApplication.translate("Recovery", "Recover unsaved battle")
    try:
        loaded = orphan.load()
    except BattleFileError as error:
        # Offered at every start until the GM decides: a journal that will never replay should be
        # easy to let go, one that a newer Campal could read should not be lost by default.
        choice = QMessageBox.critical(
            window,
            heading,
            describe(error)
            + "\n\n"
            + QCoreApplication.translate(
                "Recovery",
                "Discard deletes it. Ignore keeps its journal in {0}, offered again at the next start.",
            ).format(orphan.journal_path),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Ignore,
            QMessageBox.StandardButton.Ignore,
        )
        if choice == QMessageBox.StandardButton.Discard:
            orphan.discard()
        else:
            orphan.release()
        return False
    answer = QMessageBox.question(
        window,
        heading,
        _question(orphan, loaded.battle.title, place, count),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard,
        QMessageBox.StandardButton.Yes,
    )
    if answer != QMessageBox.StandardButton.Yes:
        orphan.discard()
        return False
    window.session.replace(loaded, orphan.source, modified=True)
    if window.keeper is not None and window.keeper.journal is None:
        orphan.release()  # the new journal could not start: the old one stays for the next start
    else:
        orphan.discard()
    return True


def offer_all(window: MainWindow, orphans: list[Orphan]) -> bool:
    """Offer each orphan in turn, newest first, until one is recovered; True when one was."""
    recovered = False
    for place, orphan in enumerate(orphans, 1):
        if recovered:
            orphan.release()  # offered again at the next start
            continue
        recovered = offer_recovery(window, orphan, place, len(orphans))
    return recovered
