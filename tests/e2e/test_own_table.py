"""A GM's own table, for each rule system, through the window alone: a character (and a unit
where the system has units) made from a template into the GM's own with custom values, gear from
the catalogue and a free entry; sent to a file and brought into a new battle from My library;
a house rule changed in Battle ▸ House rules and seen, marked as the GM's value, in a breakdown;
the gear used in an attack whose log names it; saved and reopened, equal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from campal.core.house_rules import use_rules
from campal.core.io import load_battle
from campal.core.model import RuleSystemId
from campal.ui.sheet.collections import NEW
from tests.e2e.from_scratch import save_and_reopen, start_new_battle
from tests.e2e.own_table import (
    add,
    another_battle,
    bring,
    export,
    house_rule,
    log_text,
    save_as,
    sheet,
    spin,
    text,
)
from tests.ui.play_helpers import press


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    """The house rules in play are the process's: the next test reads the shipped tables."""
    yield
    use_rules("", {})


def _place(qtbot, window, side_row: int, template: str, x: float, y: float) -> str:
    roster = window.tokens.roster
    roster.side_box.setCurrentIndex(side_row)
    for row in range(roster.templates.count()):
        if roster.templates.item(row).data(Qt.ItemDataRole.UserRole) == template:
            roster.templates.setCurrentRow(row)
    before = {*window.session.battle.units, *window.session.battle.characters}
    window.tokens.place_action.trigger()
    view = window.view
    view.centerOn(QPointF(x, y))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(x, y)))
    press(qtbot, window, Qt.Key.Key_Escape)
    (placed,) = {*window.session.battle.units, *window.session.battle.characters} - before
    return placed


def test_a_bastionland_knight_and_warband_of_the_gms_own(qtbot, empty_window, monkeypatch, tmp_path):
    window = empty_window
    sides = ("La Compañía", "Saqueadores")
    start_new_battle(window, qtbot, "Mi mesa", RuleSystemId.BASTIONLAND, sides, size=(120, 90))
    window.view.fit_field()
    window.view.scale(6, 6)
    knight = _place(qtbot, window, 0, "knight", 50, 50)
    levy = _place(qtbot, window, 0, "militia", 50, 70)

    panel = sheet(window, knight)
    spin(panel, "stats.vigour", 15)
    add(panel, "stats.weapons", "lance")  # from the gear table
    add(panel, "stats.weapons", NEW)  # and one of her own
    last = len(window.session.battle.characters[knight].stats.weapons) - 1
    text(panel, f"stats.weapons.{last}.name", "Hacha del abuelo")
    text(panel, f"stats.weapons.{last}.dice", "d12")
    mine = window.session.battle.characters[knight]
    assert mine.stats.vigour == 15
    assert [(w.name, w.dice) for w in mine.stats.weapons][-2:] == [
        ("Lance", "d10"),
        ("Hacha del abuelo", "d12"),
    ]
    panel = sheet(window, levy)
    spin(panel, "stats.soldiers", 30)
    add(panel, "stats.weapons", "crossbow")
    levy_stats = window.session.battle.units[levy].stats
    assert levy_stats.soldiers == 30 and levy_stats.weapons[-1].name == "Crossbow"

    export(window, monkeypatch, knight, tmp_path / "irene.army.json")
    export(window, monkeypatch, levy, tmp_path / "levy.army.json")
    save_as(window, monkeypatch, tmp_path / "primera.campal")
    another_battle(window, RuleSystemId.BASTIONLAND, sides, size=(120, 90))
    (irene,) = bring(window, monkeypatch, tmp_path / "irene.army.json", 0)
    (band,) = bring(window, monkeypatch, tmp_path / "levy.army.json", 0)
    battle = window.session.battle
    assert battle.characters[irene].stats == mine.stats and battle.units[band].stats == levy_stats

    # Three knights stand shoulder to shoulder against her: a shield wall, the GM's point of Armour.
    window.view.fit_field()
    window.view.scale(6, 6)
    at = battle.characters[irene].position
    foes = [_place(qtbot, window, 1, "knight", at.x + 1.8, at.y + dy) for dy in (-1.8, 0.0, 1.8)]
    house_rule(window, qtbot, "combat", "shield_wall_armour", 2)

    press(qtbot, window, Qt.Key.Key_N)  # surprise
    press(qtbot, window, Qt.Key.Key_N)  # round 1: the company first
    while window.session.battle.turn.actor != irene:
        press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)
    dock = window.play.attack
    dock.raise_()
    dock.target_combo.setCurrentIndex(dock.target_combo.findData(foes[1]))
    for row in range(dock.allies_list.count()):  # she strikes alone
        dock.allies_list.item(row).setCheckState(Qt.CheckState.Unchecked)
    arms = dock.arms[irene]
    assert arms.findText("Lance (d10)") > 0, [arms.itemText(i) for i in range(arms.count())]
    arms.setCurrentIndex(arms.findText("Lance (d10)"))
    qtbot.keyClicks(dock.dice_edit, "9")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    shown = log_text(window)
    assert "9 (d10 Lance)" in shown, (dock.refusal_label.text(), window.statusBar().currentMessage())
    assert "2 shield wall (GM value)" in shown or "2 muro de escudos (valor del DJ)" in shown, shown

    path = tmp_path / "segunda.campal"
    played = window.session.battle
    save_and_reopen(window, monkeypatch, path)
    assert load_battle(path).battle == played
