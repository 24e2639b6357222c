"""Opening, saving and refusing files from the window, with nothing lost."""

import os
import zipfile

import pytest

from campal.core.engine import RetitleBattle
from campal.core.io import load_battle


def make_bad_files(folder):
    files = {}
    files["zero"] = folder / "zero.campal"
    files["zero"].write_bytes(b"")
    files["noise"] = folder / "noise.campal"
    files["noise"].write_bytes(os.urandom(3000))
    files["json"] = folder / "json.campal"
    with zipfile.ZipFile(files["json"], "w") as archive:
        archive.writestr("battle.json", '{"format_version": 1, "title": 5}')
    files["escape"] = folder / "escape.campal"
    with zipfile.ZipFile(files["escape"], "w") as archive:
        archive.writestr("battle.json", '{"format_version": 1}')
        archive.writestr("../../x", "boo")
    return files


@pytest.mark.parametrize("case", ["zero", "noise", "json", "escape"])
def test_a_bad_file_shows_a_dialog_and_leaves_the_open_battle_alone(window, tmp_path, answer, case):
    asked = answer()
    session = window.session
    session.execute(RetitleBattle("Trabajo sin guardar"))
    before, history = session.battle, session.undo_stack.count()
    path = make_bad_files(tmp_path)[case]

    assert not window.open_path(path, ask=False)

    assert len(asked) == 1
    kind, _title, text = asked[0]
    assert kind == "critical" and path.name in text and "\n" not in text
    assert session.battle is before
    assert session.undo_stack.count() == history and session.is_modified()


def test_save_then_reopen(window, tmp_path, answer):
    answer()
    session = window.session
    session.execute(RetitleBattle("Batalla guardada"))
    path = tmp_path / "guardada.campal"
    assert window._save_to(path)
    assert not session.is_modified()
    assert load_battle(path).battle == session.battle
    assert window.settings.recent_files()[0] == path.resolve()
    session.execute(RetitleBattle("Cambio"))
    assert window.open_path(path, ask=False)
    assert session.battle.title == "Batalla guardada" and not session.is_modified()


def test_saving_into_a_missing_folder_keeps_the_battle_open(window, tmp_path, answer):
    asked = answer()
    window.session.execute(RetitleBattle("Sin perder nada"))
    assert not window._save_to(tmp_path / "no" / "such" / "folder.campal")
    assert asked and asked[0][0] == "critical"
    assert window.session.is_modified() and window.session.battle.title == "Sin perder nada"


def test_closing_with_unsaved_changes_asks_and_can_cancel(window, answer):
    from PySide6.QtWidgets import QMessageBox

    asked = answer(QMessageBox.StandardButton.Cancel)
    window.session.execute(RetitleBattle("Sin guardar"))
    assert not window.close()
    assert asked[0][0] == "warning"
    assert window.isVisible()


def test_a_report_that_cannot_be_written_says_so(window, tmp_path, answer):
    from campal.core.report import ReportFormat

    asked = answer()
    assert not window.play.log.export_to(tmp_path / "no" / "such" / "informe.md", ReportFormat.MARKDOWN)
    assert asked and asked[0][0] == "critical" and "informe.md" in asked[0][2]
    assert window.play.log.export_to(tmp_path / "informe.md", ReportFormat.MARKDOWN)


def test_a_shipped_sample_opens_as_a_new_battle_so_save_never_overwrites_it(window):
    from importlib.resources import as_file, files

    with as_file(files("campal.resources") / "samples" / "sifrp-batalla.campal") as sample:
        before = sample.read_bytes()
        assert window.open_path(sample, ask=False)
        assert window.session.path is None  # Save will ask where to keep it
        assert sample.read_bytes() == before


def _battle_with_a_dangling_attachment(folder):
    import json

    from campal.core.model import Battle, Character, Point, Side, Unit

    battle = Battle(
        sides={"side-a": Side(id="side-a", name="A")},
        units={"unit-a": Unit(id="unit-a", name="U", side="side-a", position=Point(x=5, y=5))},
        characters={"char-a": Character(id="char-a", name="C", side="side-a", attached_to="unit-a")},
    )
    document = json.loads(battle.model_dump_json())
    del document["units"]["unit-a"]
    path = folder / "dañada.campal"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("battle.json", json.dumps(document))
    return path


def test_a_damaged_battle_opens_with_repairs_when_the_gm_accepts(window, tmp_path, answer):
    from PySide6.QtWidgets import QMessageBox

    path = _battle_with_a_dangling_attachment(tmp_path)
    asked = answer(QMessageBox.StandardButton.Open)
    assert window.open_path(path, ask=False)
    assert asked[0][0] == "question" and "characters.char-a.attached_to" in asked[0][2]
    assert window.session.battle.characters["char-a"].attached_to is None
    assert window.session.is_modified() and window.session.path == path  # Save writes the repair


def test_a_damaged_battle_stays_closed_when_the_gm_declines(window, tmp_path, answer):
    from PySide6.QtWidgets import QMessageBox

    before = window.session.battle
    answer(QMessageBox.StandardButton.Cancel)
    assert not window.open_path(_battle_with_a_dangling_attachment(tmp_path), ask=False)
    assert window.session.battle is before


def test_a_read_only_battle_is_refused_with_its_reason(window, tmp_path, answer):
    path = tmp_path / "solo-lectura.campal"
    window.session.save(path)
    os.chmod(path, 0o444)
    asked = answer()
    window.session.execute(RetitleBattle("Cambio"))
    assert not window._save_to(path)
    assert asked[0][0] == "critical" and "read-only" in asked[0][2]
    assert load_battle(path).battle.title != "Cambio"


def test_removing_a_queued_character_from_the_roster_leaves_a_battle_that_reopens(window, tmp_path, answer):
    from campal.core.dice import ScriptedDice
    from campal.core.engine import NextStep, StartBattle
    from campal.core.io import LoadedBattle
    from campal.core.model import AssetStore
    from campal.core.rules.sifrp.commands import RollInitiative
    from tests.core.sifrp.armies import LANNISTER, STARK, two_armies

    answer()
    session = window.session
    session.replace(LoadedBattle(two_armies(), AssetStore()), None)
    session.engine.context.dice = ScriptedDice([6] * 5 + [1] * 4)
    for command in (StartBattle(), NextStep(), NextStep(), NextStep(), RollInitiative(LANNISTER)):
        assert session.execute(command)
    for command in (RollInitiative(STARK), NextStep(), NextStep()):
        assert session.execute(command)
    actor = session.battle.turn.queue[0]
    window.selection.set([actor])
    window.tokens.roster.remove_button.click()  # the roster's Remove, at a character step
    assert actor not in session.battle.characters
    path = tmp_path / "sin-comandante.campal"
    assert window._save_to(path)
    assert load_battle(path).battle == session.battle


def test_the_window_thread_collects_no_garbage_while_a_file_job_runs(qapp):
    """A save or an open makes a million objects on the worker: a collection on the window's
    thread meanwhile would walk them all, so collections wait for the job to settle."""
    from campal.ui.startup import collector

    keeper = collector.collect_on_main_thread(qapp)
    collector.hold()
    try:
        for _ in range(50_000):
            cycle: list[object] = []
            cycle.append(cycle)
        assert keeper.collect_due() == -1
    finally:
        collector.release()
    assert keeper.collect_due() >= 0


def test_a_cycle_frozen_by_chance_is_freed_by_a_walk_of_everything_once_the_battle_is_still(qapp):
    import gc
    import time
    import weakref

    from campal.ui.startup.collector import IDLE_S, WALK_ALL_S, collect_on_main_thread

    class Knot:
        pass

    collector = collect_on_main_thread(qapp)
    knot = Knot()
    knot.itself = knot  # a cycle: only the cyclic collector frees it
    gone = weakref.ref(knot)
    gc.freeze()  # alive when a full collection froze what survived it
    del knot
    try:
        now = time.monotonic()
        collector._walked = now - WALK_ALL_S - 1
        collector._changed = now  # the GM is playing: no walk of everything under a command
        collector.collect_due()
        assert gone() is not None
        collector._changed = now - IDLE_S - 1  # the battle has been still a while
        assert collector.collect_due() == 2
        assert gone() is None
    finally:
        gc.unfreeze()
