"""A GM's own units and characters: exported to a file, kept in a library, brought to another battle."""

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from campal.core.armies import read_army
from campal.core.engine import Override
from campal.ui.docks.token_library import library_folder
from tests.ui.test_battle_setup import new_battle
from tests.ui.token_helpers import press, release

SAMPLES = Path(__file__).parents[2] / "resources" / "samples"


def attached_pair(battle):
    """A unit and a character attached to it."""
    character = next(c for c in battle.characters.values() if c.attached_to in battle.units)
    return battle.units[character.attached_to], character


def test_a_unit_and_its_commander_export_and_come_into_a_new_battle_as_they_were(window, qtbot, tmp_path):
    assert window.open_path(SAMPLES / "sifrp-batalla.campal", ask=False)
    unit, character = attached_pair(window.session.battle)
    window.selection.set([unit.id])
    menu = window.tokens.roster.library_menu
    out = tmp_path / "mine.army.json"
    assert menu.export_to(out, unit.id)
    army = read_army(out)
    assert [u.name for u in army.units] == [unit.name]
    assert [c.name for c in army.characters] == [character.name]

    new_battle(window, qtbot)
    assert menu.bring_from(out)
    battle = window.session.battle
    brought = next(u for u in battle.units.values() if u.name == unit.name)
    assert brought.stats == unit.stats and brought.id != unit.id
    companion = next(c for c in battle.characters.values() if c.name == character.name)
    assert companion.attached_to == brought.id and companion.stats == character.stats
    assert window.session.undo_stack.count() == 1  # one step, undone as one
    window.session.undo_stack.undo()
    assert not window.session.battle.units


def test_a_character_kept_in_the_library_is_placed_by_a_click_in_another_battle(window, qtbot):
    assert window.open_path(SAMPLES / "aquelarre-emboscada.campal", ask=False)
    character = next(iter(window.session.battle.characters.values()))
    renamed = "Lope de Aguirre"
    assert window.session.execute(Override(character.id, "name", renamed, "the GM's own hero"))
    window.selection.set([character.id])
    path = window.tokens.roster.library_menu.keep()
    assert path is not None and path.parent == library_folder(window.session.battle.system)

    kept = window.session.battle.characters[character.id]
    assert window.open_path(SAMPLES / "aquelarre-emboscada.campal", ask=False)
    roster = window.tokens.roster
    rows = [roster.templates.item(i).text() for i in range(roster.templates.count())]
    mine = next(i for i, text in enumerate(rows) if text.startswith("My character:") and kept.name in text)
    roster.templates.setCurrentRow(mine)
    before = set(window.session.battle.characters)
    window.tokens.place_action.trigger()
    press(window, 20, 20)
    release(window, 20, 20)
    placed = [window.session.battle.characters[i] for i in set(window.session.battle.characters) - before]
    assert len(placed) == 1
    assert placed[0].name == kept.name and placed[0].stats == kept.stats
    assert abs(placed[0].position.x - 20) < 0.5 and abs(placed[0].position.y - 20) < 0.5


def test_a_file_of_another_rule_system_is_refused_with_the_reason(window, qtbot, tmp_path, answer):
    assert window.open_path(SAMPLES / "sifrp-batalla.campal", ask=False)
    unit, _character = attached_pair(window.session.battle)
    out = tmp_path / "sifrp.army.json"
    assert window.tokens.roster.library_menu.export_to(out, unit.id)
    assert window.open_path(SAMPLES / "aquelarre-emboscada.campal", ask=False)
    asked = answer(QMessageBox.StandardButton.Ok)
    before = window.session.battle
    assert not window.tokens.roster.library_menu.bring_from(out)
    assert window.session.battle is before
    assert asked and asked[-1][0] == "warning" and "Aquelarre" in asked[-1][2]


def test_a_damaged_library_file_is_listed_greyed_with_its_reason(window, qtbot):
    assert window.open_path(SAMPLES / "bastionland-vado.campal", ask=False)
    folder = library_folder(window.session.battle.system)
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "roto.army.json"
    broken.write_text(json.dumps({"format": "campal-army", "format_version": 1, "system": "bastionland"}))
    try:
        roster = window.tokens.roster
        roster.reload_library()
        rows = [roster.templates.item(i) for i in range(roster.templates.count())]
        row = next(item for item in rows if "roto" in item.text())
        assert not row.flags() & row.flags().ItemIsEnabled
        assert "name" in row.toolTip()
    finally:
        broken.unlink()
