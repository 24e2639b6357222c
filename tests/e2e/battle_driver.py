"""A battle played in a real Campal process by ``CAMPAL_TEST_DRIVER``, one step per event loop turn.

After each step the driver appends ``<steps done> <sha256 of the document>`` to the file named by
``CAMPAL_TEST_PROGRESS``; with ``CAMPAL_TEST_PAUSE_AT=n`` it stops after n steps and writes
``paused``, leaving the window open for the test to kill. ``CAMPAL_TEST_START_AT=m`` begins at
step m, and answers Yes when the window offers to recover a battle (a second life after a kill).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from campal.core.engine import MoveToken, Override, RetitleBattle, StartBattle
from campal.core.model import Battle, Point

UNITS = ("unit-lanzasnorte", "unit-arquerosnorte", "unit-jinetesnorte", "unit-picassur")


def script(count: int = 60) -> list[tuple[str, object]]:
    """Steps of a battle: start it, then moves, rulings, renames, and some undo and redo."""
    steps: list[tuple[str, object]] = [("do", StartBattle())]
    for index in range(count):
        unit = UNITS[index % len(UNITS)]
        if index % 10 == 9:
            steps += [("undo", None), ("undo", None), ("redo", None)]
        elif index % 7 == 3:
            steps.append(("do", Override(unit, "hidden", index % 2 == 0, f"ruling {index}")))
        elif index % 11 == 5:
            steps.append(("do", RetitleBattle(f"Batalla, paso {index}")))
        else:
            where = Point(x=100.0 + 3 * index, y=50.0 + 2 * index)
            steps.append(("do", MoveToken(unit, where, float(index % 360))))
    return steps


def digest(battle: Battle) -> str:
    return hashlib.sha256(battle.model_dump_json().encode()).hexdigest()


def drive(window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    progress = Path(os.environ["CAMPAL_TEST_PROGRESS"])
    pause_at = int(os.environ.get("CAMPAL_TEST_PAUSE_AT", "-1"))
    start_at = int(os.environ.get("CAMPAL_TEST_START_AT", "0"))
    steps = script()
    if start_at:
        QMessageBox.question = staticmethod(lambda *args, **kwargs: QMessageBox.StandardButton.Yes)

    def note(text: str) -> None:
        with progress.open("a", encoding="utf-8") as handle:
            handle.write(text + "\n")

    def step(done: int) -> None:
        session = window.session
        if done == start_at:
            note(f"{done} {digest(session.battle)}")
        if done == pause_at or done == len(steps):
            note("paused")
            return
        kind, command = steps[done]
        if kind == "do":
            assert session.execute(command), command
        elif kind == "undo":
            session.undo_stack.undo()
        else:
            session.undo_stack.redo()
        note(f"{done + 1} {digest(session.battle)}")
        QTimer.singleShot(0, lambda: step(done + 1))

    QTimer.singleShot(0, lambda: step(start_at))
