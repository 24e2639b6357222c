"""Played through the window, every sample shows people's names and the rule texts' words: no
message key, token identity, choice name or Python value in any text, tooltip, title or status
line, nor in the dialogs that open on the way."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMenu

from campal.ui.i18n import install_translators
from campal.ui.play.offer_list import OfferList

from .visible_text import problems_in, visible_problems

SAMPLES = ("sifrp-batalla", "aquelarre-emboscada", "exalted-batalla", "bastionland-vado")
STEPS = 12


class DialogWatch:
    """Reads every dialog and menu that opens, then answers it: a typed roll gets a total, a
    menu its first entry, anything else its default button."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        self.found: list[str] = []
        self.titles: list[str] = []
        self.labels: list[list[str]] = []  # each dialog's labels, in the order they opened
        self.timer = QTimer()
        self.timer.setInterval(15)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            self.found += visible_problems(popup)
            actions = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()]
            for action in popup.actions():
                self.found += [
                    f"menu item: {bad!r} in {action.text()!r}" for bad in problems_in(action.text())
                ]
            if actions:
                popup.setActiveAction(actions[0])
                self.qtbot.keyClick(popup, Qt.Key.Key_Return)
            else:
                popup.close()
            return
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.property("read"):
            return
        dialog.setProperty("read", True)
        self.titles.append(dialog.windowTitle())
        self.labels.append(
            [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
        )
        self.found += visible_problems(dialog)
        entry = getattr(dialog, "input", None)
        if entry is not None:
            entry.setText("5")
            self.qtbot.keyClick(entry, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.accept()

    def stop(self) -> None:
        self.timer.stop()


def _select_whoever_acts(window) -> None:
    turn = window.session.battle.turn
    who = turn.actor or (turn.queue[0] if turn.queue else None) if turn is not None else None
    if who is not None:
        window.selection.set([who])


def _an_offer(window, step: int):
    """One of the enabled offers on show, a different one from step to step."""
    enabled = [
        button
        for offers in window.findChildren(OfferList)
        if offers.isVisible()
        for button in offers.buttons.values()
        if button.isEnabled() and button.isVisible()
    ]
    return enabled[step % len(enabled)] if enabled else None


@pytest.fixture(params=("en", "es"))
def language(request, qapp):
    """The interface in each language the app speaks, English again afterwards."""
    translators = install_translators(qapp, request.param)
    yield request.param
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    install_translators(qapp, "en")


@pytest.mark.parametrize("sample", SAMPLES)
def test_no_key_or_identity_reaches_the_screen_while_playing(qtbot, language, window, sample):
    with as_file(files("campal.resources") / "samples" / f"{sample}.campal") as path:
        assert window.open_path(path, ask=False)
    window.play.flow.manual = True  # every roll passes through its dialog, title and all
    watch = DialogWatch(qtbot)
    found = visible_problems(window)
    try:
        for step in range(STEPS):
            _select_whoever_acts(window)
            qtbot.wait(10)
            button = _an_offer(window, step) if step % 3 else None
            if button is not None:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                qtbot.keyClick(window.view, Qt.Key.Key_1)  # the first listed target, when it asks
                qtbot.keyClick(window.view, Qt.Key.Key_Escape)
            else:
                window.play.flow.advance()
            qtbot.wait(30)
            found += visible_problems(window)
    finally:
        watch.stop()
    found += watch.found
    # One example of each offending word is enough to find where it comes from.
    examples = {line.split(": ", 1)[1].split(" in ", 1)[0]: line for line in found}
    assert not examples, "\n".join(sorted(examples.values()))
