"""Crash recovery: every step kept before the window reacts, offered back after a crash in one list."""

import hashlib
import json
import os
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox

from campal.core.engine import ResizeField, RetitleBattle
from campal.core.engine.journal import CHAIN_START, Step, chain_of
from campal.core.io import LoadedBattle, save_battle
from campal.core.io.journal_store import JournalStore, StoreError
from campal.core.model import AssetStore, Battle
from campal.ui.journal import keeper as recovery
from campal.ui.journal.keeper import JournalKeeper, find_orphans
from campal.ui.journal.offer import offer_all


def crash(keeper: JournalKeeper) -> None:
    """What a killed process leaves: its record, with no one holding the lock."""
    keeper._lock.unlock()
    keeper._session.recorders.remove(keeper._record)  # the process is gone: it hears nothing more
    keeper._session.saving_hooks.remove(keeper._note_saving)
    keeper._session.replaced.disconnect(keeper.restart)
    keeper._session.saved.disconnect(keeper.restart)
    keeper.store.close()


def fresh(window, title="Nueva"):
    window.session.replace(LoadedBattle(Battle(title=title), AssetStore()), None)


def stored_steps(keeper: JournalKeeper) -> int:
    return len(keeper.store.read(keeper.record).steps)


def recover(row=0):
    return lambda dialog: (dialog.select(row), dialog.recover_selected())


def discard(row=0):
    return lambda dialog: (dialog.select(row), dialog.discard_selected())


def test_each_step_is_kept_before_the_window_hears_of_it(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    seen = []
    window.session.changed.connect(lambda *_: seen.append(stored_steps(keeper)))
    window.session.execute(RetitleBattle("Uno"))
    window.session.execute(RetitleBattle("Dos"))
    window.session.undo_stack.undo()
    window.session.undo_stack.redo()
    assert seen == [1, 2, 3, 4]
    keeper.close()
    assert find_orphans(tmp_path) == []


def test_after_a_crash_every_step_comes_back_and_a_second_crash_keeps_it(window, tmp_path, choose):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    for title in ("Uno", "Dos", "Tres"):
        window.session.execute(RetitleBattle(title))
    window.session.undo_stack.undo()  # back to "Dos"
    crash(keeper)
    fresh(window, "Otra cosa")

    orphans = find_orphans(tmp_path)
    assert len(orphans) == 1
    second = window.keeper = JournalKeeper(window.session, tmp_path, durable=False)
    choose([recover()])
    assert offer_all(window, orphans)
    assert window.session.battle.title == "Dos"
    assert window.session.is_modified()

    window.session.execute(RetitleBattle("Cuatro"))
    crash(second)  # the recovered work and what followed survive a second crash
    fresh(window, "Otra más")
    orphans = find_orphans(tmp_path)
    assert len(orphans) == 1
    assert orphans[0].load().battle.title == "Cuatro"


def test_a_saved_battle_keeps_its_record_in_the_data_folder_and_a_save_starts_it_again(window, tmp_path):
    folder = tmp_path / "data"
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, folder, durable=False)
    window.session.execute(RetitleBattle("Sin guardar"))
    window.session.save()
    assert stored_steps(keeper) == 0
    window.session.execute(RetitleBattle("Tras guardar"))
    crash(keeper)
    beside = [p.name for p in tmp_path.iterdir() if p.name not in ("data", "vado.campal", "vado.campal.bak")]
    assert beside == [], "nothing of the record beside the battle"
    orphans = find_orphans(folder)
    assert len(orphans) == 1 and orphans[0].source == path
    assert orphans[0].load().battle.title == "Tras guardar"


def test_a_battle_opened_by_a_relative_path_is_recovered_from_any_folder(window, tmp_path, monkeypatch):
    battles, elsewhere = tmp_path / "battles", tmp_path / "elsewhere"
    battles.mkdir()
    elsewhere.mkdir()
    save_battle(battles / "b.campal", Battle(title="Relativa"), AssetStore())
    monkeypatch.chdir(battles)
    window.session.open(type(battles)("b.campal"))  # as `campal b.campal` does
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    for title in ("Uno", "Dos", "Tres"):
        window.session.execute(RetitleBattle(title))
    crash(keeper)
    monkeypatch.chdir(elsewhere)  # the next start, from the desktop menu
    orphans = find_orphans(tmp_path / "data")
    assert len(orphans) == 1 and orphans[0].source == battles / "b.campal"
    assert orphans[0].steps == 3
    assert orphans[0].load().battle.title == "Tres"


def test_a_crash_with_nothing_unsaved_offers_nothing(window, tmp_path):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    crash(keeper)
    assert find_orphans(tmp_path / "data") == []


def test_a_kill_between_the_files_rename_and_the_records_restart_loses_nothing_and_says_nothing(
    window, tmp_path
):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    window.session.execute(RetitleBattle("Guardado"))
    window.session.saved.disconnect(keeper.restart)  # the kill comes right after the rename
    window.session.save()
    window.session.saved.connect(keeper.restart)  # for crash() to take away again
    crash(keeper)
    assert find_orphans(tmp_path / "data") == []


def test_steps_after_an_interrupted_save_are_replayed_on_the_file_it_wrote(window, tmp_path):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    window.session.execute(RetitleBattle("Guardado"))
    window.session.saved.disconnect(keeper.restart)
    window.session.save()
    window.session.execute(RetitleBattle("Después"))
    window.session.saved.connect(keeper.restart)
    crash(keeper)
    orphans = find_orphans(tmp_path / "data")
    assert len(orphans) == 1 and orphans[0].steps == 1
    assert orphans[0].load().battle.title == "Después"


def test_a_record_over_a_file_changed_since_is_listed_as_not_recoverable_and_kept(
    window, tmp_path, choose, answer
):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    window.session.execute(RetitleBattle("Mío"))
    crash(keeper)
    path.write_bytes(path.read_bytes() + b"\0")  # another program touched it
    shown = choose([recover()])
    assert not offer_all(window, find_orphans(tmp_path / "data"))
    assert shown[-1][0][4] == "Cannot be recovered"
    assert len(find_orphans(tmp_path / "data")) == 1  # kept for later
    answer(QMessageBox.StandardButton.Discard)
    choose([discard()])
    assert not offer_all(window, find_orphans(tmp_path / "data"))
    assert find_orphans(tmp_path / "data") == []


def test_discarding_asks_first_and_then_forgets_the_battle(window, tmp_path, choose, answer):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Descartable"))
    crash(keeper)
    asked = answer(QMessageBox.StandardButton.Cancel)
    choose([discard()])
    assert not offer_all(window, find_orphans(tmp_path))
    assert "«Descartable»" in asked[-1][2] and "1 unsaved steps" in asked[-1][2]
    assert len(find_orphans(tmp_path)) == 1  # the GM thought again
    answer(QMessageBox.StandardButton.Discard)
    choose([discard()])
    assert not offer_all(window, find_orphans(tmp_path))
    assert find_orphans(tmp_path) == []


def test_a_record_that_cannot_be_written_is_told_to_the_gm(window, tmp_path, answer, monkeypatch):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.install_journal(keeper)
    asked = answer()

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(JournalStore, "append", disk_full)
    window.session.execute(RetitleBattle("Sin sitio"))
    assert window.session.battle.title == "Sin sitio"  # the battle goes on
    assert asked and asked[0][0] == "warning" and "No space left" in asked[0][2]


def test_several_crashed_battles_are_offered_in_one_list_each_named(window, tmp_path, choose):
    for title in ("Primera", "Segunda", "Tercera"):
        fresh(window)
        keeper = JournalKeeper(window.session, tmp_path, durable=False)
        window.session.execute(RetitleBattle(title))
        window.session.execute(RetitleBattle(title + " bis"))
        crash(keeper)
    orphans = find_orphans(tmp_path)
    assert len(orphans) == 3
    shown = choose([recover(1)])
    fresh(window, "Otra cosa")
    assert offer_all(window, orphans)
    assert len(shown) == 1, "one dialog, not one after another"
    rows = shown[0]
    assert {row[0] for row in rows} == {"Primera bis", "Segunda bis", "Tercera bis"}
    assert all(row[1] == "never saved" and row[3] == "2" and row[2] != "—" for row in rows)
    assert window.session.battle.title == rows[1][0]
    left = find_orphans(tmp_path)  # the other two wait for the next start
    assert len(left) == 2
    for orphan in left:
        orphan.release()


def test_lock_files_a_killed_window_left_alone_are_swept(tmp_path):
    from PySide6.QtCore import QLockFile, QSysInfo

    stale = tmp_path / "autosave-0123456789ab.lock"
    # What QLockFile writes: the pid of a process long gone, the program, this host.
    stale.write_text(f"999999\npython\n{QSysInfo.machineHostName()}\n")
    held = QLockFile(str(tmp_path / "autosave-ba9876543210.lock"))
    assert held.tryLock(0)  # a window still running, before its record is written
    assert find_orphans(tmp_path) == []
    assert not stale.exists()
    assert (tmp_path / "autosave-ba9876543210.lock").exists()
    held.unlock()


def test_a_record_from_a_newer_campal_says_so(window, tmp_path, choose):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Futuro"))
    step = keeper.store.read(keeper.record).steps[0]
    events = [dict(event) for event in step.events]
    events[0]["type"] = "ninguno.todavia"  # an event type only a newer version knows
    newer = Step("do", tuple(events))
    keeper.store.append(keeper.record, 1, newer, chain_of(keeper._chain, "do", newer.body()), "Futuro", {})
    crash(keeper)
    orphan = find_orphans(tmp_path)[0]
    with pytest.raises(Exception, match="newer") as raised:
        orphan.load()
    from campal.ui.document.errors import describe

    assert "written by a newer Campal" in describe(raised.value) and "damaged" not in describe(raised.value)
    orphan.release()


@pytest.mark.parametrize("tamper", ["reorder", "duplicate", "extra", "edit"])
def test_a_record_rewritten_behind_campals_back_is_refused_not_replayed(window, tmp_path, tamper):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    for title in ("Uno", "Dos", "Tres"):
        window.session.execute(RetitleBattle(title))
    record = keeper.record
    crash(keeper)
    db = sqlite3.connect(tmp_path / "journal.sqlite3")
    if tamper == "reorder":
        db.execute("UPDATE steps SET n = 9 WHERE record=? AND n = 0", (record,))
        db.execute("UPDATE steps SET n = 0 WHERE record=? AND n = 1", (record,))
        db.execute("UPDATE steps SET n = 1 WHERE record=? AND n = 9", (record,))
    elif tamper == "duplicate":
        db.execute(
            "INSERT INTO steps SELECT record, 3, kind, body, chain FROM steps WHERE record=? AND n=2",
            (record,),
        )
    elif tamper == "extra":
        db.execute("INSERT INTO steps VALUES (?, 3, 'undo', '', ?)", (record, "f" * 64))
    else:
        db.execute("UPDATE steps SET body = replace(body, 'Dos', 'Xyz') WHERE record=?", (record,))
    db.commit()
    db.close()
    orphan = find_orphans(tmp_path)[0]
    with pytest.raises(Exception, match="damaged"):
        orphan.load()
    orphan.release()


def _forge_first_step(path, record, step):
    """Rewrite a record's first step as someone who knows the chain's recipe would: the chain
    is recomputed, so only the replay through the rules can tell."""
    db = sqlite3.connect(path)
    db.execute(
        "UPDATE steps SET body=?, chain=? WHERE record=? AND n=0",
        (step.body(), chain_of(CHAIN_START, "do", step.body()), record),
    )
    db.commit()
    db.close()


def test_a_step_whose_events_are_not_what_its_command_gives_is_refused(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Uno"))
    step = keeper.store.read(keeper.record).steps[0]
    assert step.command is not None  # the record holds the command, replayed through the rules
    events = json.loads(json.dumps(step.events).replace('"Uno"', '"Otro"'))
    record = keeper.record
    crash(keeper)
    _forge_first_step(tmp_path / "journal.sqlite3", record, Step("do", tuple(events), command=step.command))
    orphan = find_orphans(tmp_path)[0]
    with pytest.raises(Exception) as raised:
        orphan.load()
    from campal.ui.document.errors import describe

    assert "not what the rules give" in describe(raised.value)
    orphan.release()


def test_a_step_whose_command_the_rules_refuse_is_refused(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(ResizeField(200.0, 100.0))
    step = keeper.store.read(keeper.record).steps[0]
    command = json.loads(json.dumps(step.command).replace("200.0", "-5000.0"))
    events = json.loads(json.dumps(step.events).replace("200.0", "-5000.0"))
    record = keeper.record
    crash(keeper)
    _forge_first_step(tmp_path / "journal.sqlite3", record, Step("do", tuple(events), command=command))
    orphan = find_orphans(tmp_path)[0]
    with pytest.raises(Exception) as raised:
        orphan.load()
    from campal.ui.document.errors import describe

    assert "not what the rules give" in describe(raised.value)
    orphan.release()


def test_a_step_replays_with_the_dice_it_was_given_never_new_ones(window, tmp_path, choose, monkeypatch):
    from campal.core.dice import RandomDice

    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Uno"))
    crash(keeper)
    monkeypatch.setattr(RandomDice, "roll", lambda *args: pytest.fail("a replay rolled dice"))
    assert find_orphans(tmp_path)[0].load().battle.title == "Uno"


def test_pictures_added_since_the_last_save_come_back_and_the_battle_saves_again(window, tmp_path, choose):
    path = tmp_path / "vado.campal"
    fresh(window)
    window.session.save(path)
    keeper = window.keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    image = QImage(64, 48, QImage.Format.Format_RGB32)
    image.fill(QColor("darkgreen"))
    map_file = tmp_path / "mapa.png"
    image.save(str(map_file))
    assert window.import_image_from(map_file)
    ref = window.session.battle.field.background.asset
    crash(keeper)
    fresh(window, "Otra cosa")
    window.keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    choose([recover()])
    assert offer_all(window, find_orphans(tmp_path / "data"))
    assert window.session.battle.field.background.asset == ref
    assert hashlib.sha256(window.session.assets[ref]).hexdigest() == ref
    window.session.save(tmp_path / "recuperada.campal")  # the recovered battle saves
    window.keeper.close()


def test_a_damaged_store_is_set_aside_and_a_new_one_kept(tmp_path):
    tmp_path.chmod(0o700)
    (tmp_path / "journal.sqlite3").write_bytes(b"this is not a database" * 100)
    assert find_orphans(tmp_path) == []
    assert any(p.name.startswith("journal-damaged-") for p in tmp_path.iterdir())
    JournalStore(tmp_path).close()


def test_a_store_that_is_a_link_is_never_opened(tmp_path):
    tmp_path.chmod(0o700)
    target = tmp_path / "someone-elses-file"
    target.write_text("precious")
    os.symlink(target, tmp_path / "journal.sqlite3")
    with pytest.raises(StoreError):
        JournalStore(tmp_path)
    assert target.read_text() == "precious"


def test_a_journal_an_earlier_campal_left_is_offered_after_the_update(window, tmp_path):
    path = tmp_path / "vado.campal"
    digest = save_battle(path, Battle(title="Antes"), AssetStore())
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    journal = tmp_path / ".vado.campal.autosave-0123456789ab.journal"
    events = [{"type": "battle.retitled", "title": "Después"}]
    lines = [{"journal": 1, "base": str(path), "sha256": digest}, {"do": events}]
    journal.write_text("".join(json.dumps(line) + "\n" for line in lines))
    meta = {"journal": str(journal), "source": str(path), "unsaved_base": False}
    (folder / "autosave-0123456789ab.json").write_text(json.dumps(meta))
    orphans = find_orphans(folder)
    assert len(orphans) == 1 and orphans[0].source == path and orphans[0].steps == 1
    assert not journal.exists()
    orphans[0].release()


def test_a_save_from_the_window_starts_the_record_from_the_digest_it_wrote(
    qtbot, window, tmp_path, monkeypatch
):
    first = window.keeper  # the window's own, in the GM's data folder: this one works in tmp_path
    first.close()
    keeper = window.keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    path = tmp_path / "vado.campal"
    save_battle(path, Battle(title="Vado"), AssetStore())
    assert window.open_path(path, ask=False)
    window.session.execute(RetitleBattle("Vado del norte"))
    read_back = []
    reading = recovery.file_digest
    monkeypatch.setattr(recovery, "file_digest", lambda base: read_back.append(base) or reading(base))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.is_modified()
    assert read_back == [], "the save's own digest is used: the file is not read back"
    recorded = keeper.store.read(keeper.record)
    assert recorded.base.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    window.session.execute(RetitleBattle("Tras guardar"))
    crash(keeper)
    orphans = find_orphans(tmp_path / "data")
    assert len(orphans) == 1 and orphans[0].load().battle.title == "Tras guardar"
    keeper.close()


def test_an_undo_past_the_last_save_comes_back_after_a_crash(window, tmp_path):
    path = tmp_path / "vado.campal"
    fresh(window, "Original")
    window.session.save(path)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    window.session.execute(RetitleBattle("Guardado"))
    window.session.save()
    window.session.undo_stack.undo()  # back past the save
    assert window.session.battle.title == "Original"
    crash(keeper)
    orphans = find_orphans(tmp_path / "data")
    assert len(orphans) == 1 and orphans[0].load().battle.title == "Original"
    orphans[0].release()


def test_a_battle_kept_for_later_is_recovered_from_the_file_menu(window, tmp_path, choose, monkeypatch):
    monkeypatch.setattr(recovery, "autosave_folder", lambda: tmp_path)
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    window.session.execute(RetitleBattle("Para luego"))
    crash(keeper)
    fresh(window, "Otra cosa")
    shown = choose([], [recover()])
    assert not offer_all(window, find_orphans(tmp_path))  # kept for later at start
    window.unsaved_action.trigger()
    assert len(shown) == 2 and shown[1][0][0] == "Para luego"
    assert window.session.battle.title == "Para luego"
    assert find_orphans(tmp_path) == []


def test_a_battle_file_replaced_by_a_link_is_said_so_before_save_writes_through_it(window, tmp_path, answer):
    path = tmp_path / "vado.campal"
    fresh(window, "Mía")
    window.session.save(path)
    precious = tmp_path / "someone-elses.txt"
    precious.write_text("precious")
    path.unlink()
    os.symlink(precious, path)  # planted while the battle was open
    window.session.execute(RetitleBattle("Cambiada"))
    asked = answer(QMessageBox.StandardButton.Cancel)
    assert not window.save()
    assert asked[-1][0] == "warning" and str(precious) in asked[-1][2]
    assert precious.read_text() == "precious"
    answer(QMessageBox.StandardButton.Save)
    assert window.save()  # the GM's choice, once seen
    assert path.is_symlink()


def planted(tmp_path, base_path=None, body=None):
    """A record as a damaged or hostile store might hold it, behind a free lock."""
    from campal.core.io.journal_store import Base

    store = JournalStore(tmp_path, durable=False)
    store.begin("0badc0ffee00", None, Base("0" * 64, path=base_path or tmp_path / "nada.campal"), "", False)
    step = Step("do", ()) if body is None else None
    text = body if body is not None else step.body()
    store._write(
        [
            (
                "INSERT INTO steps VALUES (?, 0, 'do', ?, ?)",
                ("0badc0ffee00", text, chain_of("0" * 64, "do", text)),
            )
        ]
    )
    store.close()


@pytest.mark.parametrize("base", ["/dev/zero", "fifo"])
def test_a_record_whose_base_is_a_device_or_a_fifo_is_refused_at_once(tmp_path, base):
    tmp_path.chmod(0o700)
    if base == "fifo":
        base = tmp_path / "pipe"
        os.mkfifo(base)
    planted(tmp_path, base_path=type(tmp_path)(base))
    orphans = find_orphans(tmp_path)
    with pytest.raises(Exception, match="base_missing"):
        orphans[0].load()
    orphans[0].release()


def test_a_record_nested_a_hundred_thousand_deep_is_damaged_not_a_crash(tmp_path):
    tmp_path.chmod(0o700)
    planted(tmp_path, body="[" * 100_000 + "]" * 100_000)
    orphans = find_orphans(tmp_path)
    with pytest.raises(Exception, match="damaged"):
        orphans[0].load()
    orphans[0].release()


def test_work_done_while_a_save_runs_is_neither_lost_nor_half_written(window, tmp_path, qtbot):
    """The save writes the battle as it stood when Save was chosen; what the GM does meanwhile
    stays in the window, unsaved, and in the crash record; a second Save waits for the first."""
    from campal.core.io import load_battle
    from campal.ui.document.file_progress import wait_for

    folder = tmp_path / "data"
    path = tmp_path / "vado.campal"
    fresh(window, "Antes")
    window.session.save(path)
    keeper = JournalKeeper(window.session, folder, durable=False)
    window.session.execute(RetitleBattle("Guardado"))
    first = window.session.save_in_background()
    window.session.execute(RetitleBattle("Mientras"))  # before the worker is heard from
    second = window.session.save_in_background()
    window.session.execute(RetitleBattle("Después"))
    wait_for(first, window, "first")
    assert first.error is None
    wait_for(second, window, "second")
    assert second.error is None
    assert load_battle(path).battle.title == "Mientras"  # the second copy, written after the first
    assert load_battle(path.with_name(path.name + ".bak")).battle.title == "Guardado"
    assert window.session.battle.title == "Después"
    assert window.session.is_modified()  # the last change is in no file
    crash(keeper)
    orphans = find_orphans(folder)
    assert len(orphans) == 1
    assert orphans[0].load().battle.title == "Después"
