"""A battle played in a real Campal process by ``CAMPAL_TEST_DRIVER``, one step per event loop turn.

After each step the driver appends ``<steps done> <sha256 of the document>`` to the file named by
``CAMPAL_TEST_PROGRESS``; with ``CAMPAL_TEST_PAUSE_AT=n`` it stops after n steps and writes
``paused``, leaving the window open for the test to kill. ``CAMPAL_TEST_START_AT=m`` begins at
step m, and recovers the newest battle the window offers (a second life after a kill).
``CAMPAL_TEST_PICTURE=image.png`` first lays that image on the field as its map and gives it to
the first unit as its picture, as the GM does from the window.
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

    progress = Path(os.environ["CAMPAL_TEST_PROGRESS"])
    pause_at = int(os.environ.get("CAMPAL_TEST_PAUSE_AT", "-1"))
    start_at = int(os.environ.get("CAMPAL_TEST_START_AT", "0"))
    steps = script()
    if start_at:
        from campal.ui.journal.offer import RecoveryDialog

        def recover_newest(dialog: RecoveryDialog) -> int:
            dialog.select(0)
            dialog.recover_selected()  # at once, or the moment its check ends
            dialog.wait_for_checks()
            # Played on only once the window holds the recovered battle (the list's checks run
            # the window's events, where a step posted earlier would play on the old one).
            QTimer.singleShot(0, lambda: step(start_at))
            return 1

        RecoveryDialog.exec = recover_newest  # type: ignore[method-assign]

    def note(text: str) -> None:
        with progress.open("a", encoding="utf-8") as handle:
            handle.write(text + "\n")

    def step(done: int) -> None:
        session = window.session
        picture = os.environ.get("CAMPAL_TEST_PICTURE")
        if done == start_at and picture and not start_at:
            from campal.core.engine import SetPicture

            assert window.import_image_from(Path(picture))
            assert session.execute(SetPicture(UNITS[0], session.assets.add(Path(picture).read_bytes())))
            note(f"pictures {session.battle.field.background.asset}")
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

    if not start_at:
        QTimer.singleShot(0, lambda: step(start_at))
