"""Autosave writes unsaved work; after a crash the next start offers it back."""

from PySide6.QtWidgets import QMessageBox

from campal.core.engine import RetitleBattle
from campal.core.io import load_battle
from campal.ui.app import offer_recovery
from campal.ui.autosave import Autosaver, find_orphans


def crash(autosaver: Autosaver) -> None:
    """What a dying process leaves: the autosave files, and no one holding the lock."""
    autosaver._timer.stop()
    autosaver._lock.unlock()


def test_autosave_writes_only_unsaved_changes(window, tmp_path):
    saver = Autosaver(window.session, 60, tmp_path)
    assert not saver.autosave_now()  # nothing changed yet
    window.session.execute(RetitleBattle("Antes del apagón"))
    assert saver.autosave_now()
    assert load_battle(saver.battle_path).battle.title == "Antes del apagón"
    assert not saver.autosave_now()  # unchanged since the last autosave
    window.session.undo_stack.setClean()  # as after File ▸ Save
    assert not saver.battle_path.exists()
    saver.close()


def test_a_running_campal_keeps_its_autosave_to_itself(window, tmp_path):
    saver = Autosaver(window.session, 60, tmp_path)
    window.session.execute(RetitleBattle("En curso"))
    saver.autosave_now()
    assert find_orphans(tmp_path) == []
    saver.close()
    assert list(tmp_path.iterdir()) == []


def test_after_a_crash_the_battle_is_offered_back(window, tmp_path, answer):
    saver = Autosaver(window.session, 60, tmp_path)
    source = tmp_path / "vado.campal"
    window.session._path = source
    window.session.execute(RetitleBattle("Trabajo sin guardar"))
    saver.autosave_now()
    crash(saver)
    window.session.execute(RetitleBattle("Otra cosa"))

    orphans = find_orphans(tmp_path)
    assert len(orphans) == 1 and orphans[0].source == source
    asked = answer(QMessageBox.StandardButton.Yes)
    assert offer_recovery(window, orphans[0])
    assert asked[0][0] == "question"
    assert window.session.battle.title == "Trabajo sin guardar"
    assert window.session.path == source
    assert window.session.is_modified()
    assert not saver.battle_path.exists()  # recovered work lives in the window now


def test_declining_recovery_discards_the_autosave(window, tmp_path, answer):
    saver = Autosaver(window.session, 60, tmp_path)
    window.session.execute(RetitleBattle("Descartable"))
    saver.autosave_now()
    crash(saver)
    answer(QMessageBox.StandardButton.Discard)
    assert not offer_recovery(window, find_orphans(tmp_path)[0])
    assert find_orphans(tmp_path) == []
    assert window.session.battle.title == "Descartable"


def test_the_timer_autosaves_on_its_own(window, tmp_path, qtbot):
    saver = Autosaver(window.session, 1, tmp_path)
    window.session.execute(RetitleBattle("Con temporizador"))
    qtbot.waitUntil(saver.battle_path.exists, timeout=3000)
    saver.close()
