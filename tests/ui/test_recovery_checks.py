"""The recovery list shows at once; each battle is rebuilt from its steps on the files' worker,
newest first, its row saying how far the check has come, while the window keeps answering."""

import threading

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from campal.core.engine import RetitleBattle
from campal.core.io import LoadedBattle, battle_bytes, load_battle_bytes
from campal.core.model import AssetStore, Battle
from campal.ui.document.background import JobCancelled, run_in_background
from campal.ui.journal import keeper as keeper_module
from campal.ui.journal.keeper import JournalKeeper, find_orphans
from campal.ui.journal.offer import RecoveryDialog, offer_all
from tests.ui.test_recovery import crash, fresh, recover


def crashed(window, folder, title, steps):
    fresh(window)
    keeper = JournalKeeper(window.session, folder, durable=False)
    for index in range(steps):
        window.session.execute(RetitleBattle(f"{title} {index}"))
    crash(keeper)


def states(dialog):
    return [dialog.table.topLevelItem(row).text(4) for row in range(dialog.table.topLevelItemCount())]


@pytest.fixture
def held_worker():
    """The files' worker busy with another job until released: checks queue behind it."""
    release = threading.Event()
    job = run_in_background(lambda _pause: release.wait(30))
    yield release
    release.set()
    while not job.done:
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.processEvents()


@pytest.fixture
def two_battles(window, tmp_path):
    crashed(window, tmp_path, "Vieja", 3)
    crashed(window, tmp_path, "Larga", 120)  # the newest: listed and checked first
    orphans = find_orphans(tmp_path)
    yield orphans
    for orphan in orphans:
        orphan.release()


def test_the_list_shows_before_any_battle_is_rebuilt_then_each_says_how_far_it_has_come(
    window, two_battles, held_worker
):
    dialog = RecoveryDialog(two_battles, window)
    assert not any(orphan.checked for orphan in two_battles)  # nothing rebuilt on this thread
    assert states(dialog) == ["Checking… 0 %", "Waiting to be checked"]
    assert [dialog.table.topLevelItem(row).text(3) for row in range(2)] == ["120", "3"]
    shares = []
    dialog._job.progress.connect(shares.append)
    held_worker.set()
    dialog.wait_for_checks()
    assert states(dialog) == ["Ready to recover", "Ready to recover"]
    assert dialog.table.topLevelItem(0).text(0) == "Larga 119"
    assert len(shares) >= 3 and shares == sorted(shares) and 0 < shares[1] < shares[-1] <= 1
    assert dialog.recover_button.isEnabled()


def test_recovering_a_battle_still_waiting_checks_it_next_and_recovers_it_once_checked(
    window, two_battles, held_worker
):
    dialog = RecoveryDialog(two_battles, window)
    first = dialog._job
    dialog.select(1)
    dialog.recover_selected()
    assert states(dialog) == ["Waiting to be checked", "Checking… 0 %, recovered once checked"]
    assert dialog.result() != QDialog.DialogCode.Accepted
    held_worker.set()
    dialog.wait_for_checks()
    assert isinstance(first.error, JobCancelled)  # the newest's check gave way to the GM's pick
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen is two_battles[1] and dialog.chosen.loaded().battle.title == "Vieja 2"
    assert not two_battles[0].checked


def test_a_battle_the_gm_picked_stays_picked_when_the_checks_end(window, two_battles):
    dialog = RecoveryDialog(two_battles, window)
    dialog.select(1)
    dialog.wait_for_checks()
    assert dialog.table.currentItem() is dialog.table.topLevelItem(1)
    assert dialog.table.currentItem().text(4) == "Ready to recover"


def test_keeping_the_battles_for_later_stops_the_check_under_way(window, two_battles, held_worker):
    dialog = RecoveryDialog(two_battles, window)
    job = dialog._job
    heard = []
    job.settled.connect(lambda: heard.append("ended"))  # one waiting for it, as wait_for_checks
    dialog.keep_button.click()
    assert dialog.result() == QDialog.DialogCode.Rejected
    held_worker.set()
    while not job.done:
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.processEvents()
    assert isinstance(job.error, JobCancelled)
    assert heard == ["ended"]  # the list stopped listening, not everyone
    assert not any(orphan.checked for orphan in two_battles)
    assert states(dialog) == ["Checking… 0 %", "Waiting to be checked"]  # the closed list heard nothing


def test_discarding_the_battle_being_checked_stops_its_check_and_checks_the_next(
    window, tmp_path, two_battles, held_worker, answer
):
    dialog = RecoveryDialog(two_battles, window)
    answer(QMessageBox.StandardButton.Discard)
    dialog.select(0)
    dialog.discard_selected()
    assert states(dialog) == ["Checking… 0 %"]  # the older battle, now alone
    assert dialog.table.currentItem() is dialog.table.topLevelItem(0)
    assert dialog.discard_button.isEnabled() and dialog.recover_button.isEnabled()
    held_worker.set()
    dialog.wait_for_checks()
    assert not two_battles[0].checked  # whatever its dropped check came to, no one kept it
    assert find_orphans(tmp_path) == []  # gone from the store (the other one is still held)
    assert states(dialog) == ["Ready to recover"]
    assert [orphan.title for orphan in dialog.orphans] == ["Vieja 2"]


def test_a_recovered_battle_starts_its_record_from_the_file_its_check_made(
    window, tmp_path, choose, monkeypatch
):
    crashed(window, tmp_path, "Larga", 60)
    (orphan,) = find_orphans(tmp_path)
    written = []
    monkeypatch.setattr(keeper_module, "battle_bytes", lambda *args: written.append(args) or b"")
    choose([recover()])
    assert offer_all(window, [orphan])
    assert written == []  # made on the worker, with the check: not again on the window's thread
    assert window.keeper.active and window.session.battle.title == "Larga 59"
    base = window.keeper.store.read(window.keeper.record).base
    assert base.document == orphan.file_bytes is not None
    assert load_battle_bytes(base.document, tmp_path / "x.campal").battle == window.session.battle


def test_a_base_made_for_another_battle_is_not_taken(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path, durable=False)
    other = Battle(title="Otra")
    keeper.take_base(other, window.session.assets, battle_bytes(other, AssetStore()))
    window.session.replace(LoadedBattle(Battle(title="Esta"), AssetStore()), None, modified=True)
    base = keeper.store.read(keeper.record).base
    assert load_battle_bytes(base.document, tmp_path / "x.campal").battle.title == "Esta"
    keeper.close()
