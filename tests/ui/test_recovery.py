"""The journal: every step written before the window reacts, offered back after a crash."""

import hashlib
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from campal.core.engine import RetitleBattle
from campal.core.engine.journal import Journal, read_journal
from campal.core.io import LoadedBattle, save_battle
from campal.core.model import AssetStore, Battle
from campal.ui import recovery
from campal.ui.recovery import JournalKeeper, find_orphans
from campal.ui.recovery_offer import offer_all, offer_recovery


def crash(keeper: JournalKeeper) -> None:
    """What a killed process leaves: its files, with no one holding the lock."""
    keeper._lock.unlock()
    keeper._session.recorders.remove(keeper._record)  # the process is gone: it hears nothing more
    keeper._session.replaced.disconnect(keeper.restart)
    keeper._session.saved.disconnect(keeper.restart)


def fresh(window, title="Nueva"):
    window.session.replace(LoadedBattle(Battle(title=title), AssetStore()), None)


def test_each_step_is_in_the_journal_before_the_window_hears_of_it(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    seen = []
    window.session.changed.connect(lambda *_: seen.append(len(read_journal(keeper.journal.path).steps)))
    window.session.execute(RetitleBattle("Uno"))
    window.session.execute(RetitleBattle("Dos"))
    window.session.undo_stack.undo()
    window.session.undo_stack.redo()
    assert seen == [1, 2, 3, 4]
    keeper.close()
    assert list(tmp_path.iterdir()) == []


def test_after_a_crash_every_step_comes_back_and_a_second_crash_keeps_it(window, tmp_path, answer):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    for title in ("Uno", "Dos", "Tres"):
        window.session.execute(RetitleBattle(title))
    window.session.undo_stack.undo()  # back to "Dos"
    crash(keeper)
    fresh(window, "Otra cosa")

    orphans = find_orphans(tmp_path)
    assert len(orphans) == 1
    answer(QMessageBox.StandardButton.Yes)
    second = JournalKeeper(window.session, tmp_path, durable=False)
    assert offer_recovery(window, orphans[0])
    assert window.session.battle.title == "Dos"
    assert window.session.is_modified()

    window.session.execute(RetitleBattle("Cuatro"))
    crash(second)  # the recovered work and what followed survive a second crash
    fresh(window, "Otra más")
    orphans = find_orphans(tmp_path)
    assert len(orphans) == 1
    assert orphans[0].load().battle.title == "Cuatro"


def test_a_saved_battle_keeps_its_journal_beside_it_and_a_save_starts_it_again(window, tmp_path, answer):
    folder = tmp_path / "data"
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, folder, durable=False)
    assert keeper.journal.path == tmp_path / f".vado.campal.{keeper.meta_path.stem}.journal"
    window.session.execute(RetitleBattle("Sin guardar"))
    window.session.save()
    assert read_journal(keeper.journal.path).steps == ()
    window.session.execute(RetitleBattle("Tras guardar"))
    crash(keeper)
    orphans = find_orphans(folder)
    assert len(orphans) == 1 and orphans[0].source == path
    assert orphans[0].load().battle.title == "Tras guardar"


def test_a_crash_with_nothing_unsaved_offers_nothing(window, tmp_path):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    crash(keeper)
    assert find_orphans(tmp_path / "data") == []


def test_a_journal_over_a_file_changed_since_is_not_replayed(window, tmp_path, answer):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    window.session.execute(RetitleBattle("Mío"))
    crash(keeper)
    path.write_bytes(path.read_bytes() + b"\0")  # another program touched it
    asked = answer(QMessageBox.StandardButton.Ignore)
    assert not offer_recovery(window, find_orphans(tmp_path / "data")[0])
    assert asked[-1][0] == "critical"
    assert len(find_orphans(tmp_path / "data")) == 1  # kept: a newer Campal might still read it
    answer(QMessageBox.StandardButton.Discard)
    orphan = find_orphans(tmp_path / "data")[0]
    assert not offer_recovery(window, orphan)
    assert find_orphans(tmp_path / "data") == [] and not orphan.journal_path.exists()


def test_declining_recovery_discards_the_journal(window, tmp_path, answer):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Descartable"))
    crash(keeper)
    answer(QMessageBox.StandardButton.Discard)
    assert not offer_recovery(window, find_orphans(tmp_path)[0])
    assert find_orphans(tmp_path) == []


def test_a_journal_that_cannot_be_written_is_told_to_the_gm(window, tmp_path, answer, monkeypatch):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.install_journal(keeper)
    asked = answer()

    def disk_full(self, line):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Journal, "_write", disk_full)
    window.session.execute(RetitleBattle("Sin sitio"))
    assert window.session.battle.title == "Sin sitio"  # the battle goes on
    assert asked and asked[0][0] == "warning" and "No space left" in asked[0][2]


def test_the_meta_file_names_the_journal(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    meta = json.loads(keeper.meta_path.read_text())
    assert meta["journal"] == str(keeper.journal.path) and meta["source"] is None
    keeper.close()


def test_the_offer_names_the_battle_its_file_and_its_steps(window, tmp_path, answer):
    path = tmp_path / "vado.campal"
    fresh(window, "El vado")
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    window.session.execute(RetitleBattle("El vado de noche"))
    window.session.execute(RetitleBattle("El vado al alba"))
    crash(keeper)
    asked = answer(QMessageBox.StandardButton.Yes)
    assert offer_recovery(window, find_orphans(tmp_path / "data")[0])
    kind, _title, text = asked[-1]
    assert kind == "question"
    assert "«El vado al alba»" in text and "vado.campal" in text and "(2)" in text
    assert "of" not in text.split("«")[0]  # one battle: no "1 of 1"


def test_several_crashed_battles_are_offered_in_turn_until_one_comes_back(window, tmp_path, monkeypatch):
    for title in ("Primera", "Segunda", "Tercera"):
        fresh(window)
        keeper = JournalKeeper(window.session, tmp_path, durable=False)
        window.session.execute(RetitleBattle(title))
        crash(keeper)
    orphans = find_orphans(tmp_path)
    assert len(orphans) == 3
    replies = iter([QMessageBox.StandardButton.Discard, QMessageBox.StandardButton.Yes])
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return next(replies)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    fresh(window, "Otra cosa")
    assert offer_all(window, orphans)
    assert len(asked) == 2 and "1 of 3" in asked[0] and "2 of 3" in asked[1]
    recovered = window.session.battle.title
    left = find_orphans(tmp_path)  # the discarded one is gone, the third waits for the next start
    assert len(left) == 1
    assert {recovered, left[0].load().battle.title} < {"Primera", "Segunda", "Tercera"}
    left[0].release()


def test_lock_files_a_killed_window_left_alone_are_swept(tmp_path):
    from PySide6.QtCore import QLockFile, QSysInfo

    stale = tmp_path / "autosave-0123456789ab.lock"
    # What QLockFile writes: the pid of a process long gone, the program, this host.
    stale.write_text(f"999999\npython\n{QSysInfo.machineHostName()}\n")
    held = QLockFile(str(tmp_path / "autosave-ba9876543210.lock"))
    assert held.tryLock(0)  # a window still running, before its meta file is written
    assert find_orphans(tmp_path) == []
    assert not stale.exists()
    assert (tmp_path / "autosave-ba9876543210.lock").exists()
    held.unlock()


def test_a_journal_from_a_newer_campal_says_so(window, tmp_path, answer):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Futuro"))
    crash(keeper)
    journal = keeper.journal.path
    lines = journal.read_text(encoding="utf-8").splitlines()
    step = json.loads(lines[1])
    step["do"][0]["type"] = "ninguno.todavia"  # an event type only a newer version knows
    journal.write_text("\n".join([lines[0], json.dumps(step), ""]), encoding="utf-8")
    asked = answer(QMessageBox.StandardButton.Ignore)
    assert not offer_recovery(window, find_orphans(tmp_path)[0])
    kind, _title, text = asked[-1]
    assert kind == "critical" and "written by a newer Campal" in text and "damaged" not in text
    assert len(find_orphans(tmp_path)) == 1  # kept for the newer Campal to recover


def test_a_save_from_the_window_starts_the_journal_from_the_digest_it_wrote(
    qtbot, window, tmp_path, monkeypatch
):
    first = window.keeper  # the window's own, in the GM's data folder: this one works in tmp_path
    crash(first)
    first.close()
    keeper = window.keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    path = tmp_path / "vado.campal"
    save_battle(path, Battle(title="Vado"), AssetStore())
    assert window.open_path(path, ask=False)
    window.session.execute(RetitleBattle("Vado del norte"))
    read_back = []
    reading = recovery._digest
    monkeypatch.setattr(recovery, "_digest", lambda base: read_back.append(base) or reading(base))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.is_modified()
    assert read_back == [], "the save's own digest is used: the file is not read back"
    recorded = read_journal(keeper.journal.path)
    assert recorded.digest == hashlib.sha256(path.read_bytes()).hexdigest()
    window.session.execute(RetitleBattle("Tras guardar"))
    crash(keeper)
    orphans = find_orphans(keeper._folder)
    assert len(orphans) == 1 and orphans[0].load().battle.title == "Tras guardar"
