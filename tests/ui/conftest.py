import pytest
from PySide6.QtCore import QSettings

from campal.ui.app import build_window, configure_application
from campal.ui.window.settings import AppSettings


@pytest.fixture(scope="session")
def qapp_cls():
    from PySide6.QtWidgets import QApplication

    return QApplication


@pytest.fixture
def settings(tmp_path):
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, qapp, settings):
    configure_application(qapp)
    window = build_window(None, settings)
    # The players' window opens here in the test's own process, where the tests look into it;
    # test_players_apart tests it in the process of its own that the app gives it.
    window.player_controls.in_own_process = False
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_field()
    yield window
    window.session.undo_stack.setClean()  # no unsaved-changes prompt when the test closes it
    window.close()
    window.keeper.close()
    window.deleteLater()


@pytest.fixture(autouse=True)
def no_unexpected_dialogs(monkeypatch):
    """A modal box nobody answers would hang the run: fail the test instead."""
    from PySide6.QtWidgets import QMessageBox

    def unexpected(kind):
        def dialog(parent, title, text, *args, **kwargs):
            raise AssertionError(f"unexpected {kind} dialog: {title}: {text}")

        return dialog

    for kind in ("critical", "warning", "question", "information", "about"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(unexpected(kind)))


@pytest.fixture
def answer(monkeypatch):
    """Replace QMessageBox's static dialogs: record what was asked and give a chosen answer."""
    from PySide6.QtWidgets import QMessageBox

    asked = []

    def install(button=QMessageBox.StandardButton.Ok):
        def reply(kind):
            def dialog(parent, title, text, *args, **kwargs):
                asked.append((kind, title, text))
                return button

            return dialog

        for kind in ("critical", "warning", "question", "information"):
            monkeypatch.setattr(QMessageBox, kind, staticmethod(reply(kind)))
        return asked

    return install


@pytest.fixture
def player(window, qtbot):
    """The players' window, open in the test's own process for as long as the test runs."""
    controls = window.player_controls
    controls.set_open(True)
    assert controls.player is not None
    qtbot.waitExposed(controls.player)
    yield controls.player
    controls.set_open(False)


@pytest.fixture
def choose(monkeypatch):
    """Answer the recovery list: each call of the dialog runs the next of ``actions`` on it."""
    from campal.ui.journal.offer import RecoveryDialog

    shown = []

    def install(*actions):
        pending = list(actions)

        def run(dialog):
            dialog.wait_for_checks()  # as the GM sees the list once every battle is checked
            shown.append(
                [
                    [dialog.table.topLevelItem(row).text(column) for column in range(5)]
                    for row in range(dialog.table.topLevelItemCount())
                ]
            )
            for action in pending.pop(0) if pending else ():
                action(dialog)
            return dialog.result()

        monkeypatch.setattr(RecoveryDialog, "exec", run)
        return shown

    return install
