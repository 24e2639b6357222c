"""A GM's own SIFRP battle made in the window alone, from the start panel to the first order:
the New battle dialog, the Sides dock (commanders), the roster's templates placed with clicks,
a forest and a palisade drawn on the map with its Defence bonus set in the Terrain dock, the
battle started and one order given and resolved from the Orders dock, then saved and reopened.
No document is built in code: every change comes from a menu, a dialog, a dock or the mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campal.core.model import RuleSystemId
from campal.core.movement import footprint_of
from campal.ui.widgets.focus import FocusComboBox, FocusSpinBox
from tests.e2e.from_scratch import place_at, save_and_reopen, start_new_battle
from tests.ui.play_helpers import RollAnswers, click_on_map, click_unit, press
from tests.ui.terrain_helpers import LEFT, choose_kind, click, double_click, drag, key, use

LANNISTER_ROW, STARK_ROW = 0, 1


def name_a_commander(window, qtbot, row: int, name: str) -> str:
    dock = window.sides
    dock.list.setCurrentRow(row)
    before = set(window.session.battle.characters)
    qtbot.mouseClick(dock.add_character_button, LEFT)
    (character,) = set(window.session.battle.characters) - before
    edit = dock.table.findChild(type(dock.name), f"name:{character}")
    edit.selectAll()
    qtbot.keyClicks(edit, name)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    role = dock.table.findChild(FocusComboBox, f"role:{character}")
    role.setCurrentIndex(role.findData("commander"))
    role.activated.emit(role.currentIndex())
    warfare = dock.table.findChild(FocusSpinBox, f"stats.abilities.warfare:{character}")
    warfare.setFocus()
    warfare.selectAll()
    qtbot.keyClicks(warfare, "3")
    qtbot.keyClick(warfare, Qt.Key.Key_Return)
    return character


def place_three(window, qtbot, side_row: int, template: str, y: float) -> None:
    place_at(window, qtbot, side_row, template, (200.0, y), (300.0, y), (400.0, y))


def test_a_sifrp_battle_from_an_empty_window_to_the_first_order(empty_window, qtbot, tmp_path, monkeypatch):
    window = empty_window
    start_new_battle(window, qtbot, "Vado del Rubí", RuleSystemId.SIFRP, ("Lannister", "Stark"))
    battle = window.session.battle
    assert battle.system is RuleSystemId.SIFRP and [s.name for s in battle.sides.values()] == [
        "Lannister",
        "Stark",
    ]

    tywin = name_a_commander(window, qtbot, LANNISTER_ROW, "Tywin")
    robb = name_a_commander(window, qtbot, STARK_ROW, "Robb")
    place_three(window, qtbot, LANNISTER_ROW, "archers/trained", 260.0)
    place_three(window, qtbot, STARK_ROW, "archers/trained", 120.0)

    use(window, "rectangle")
    choose_kind(window, "forest")
    drag(window, (480, 150), (580, 230))
    choose_kind(window, "palisade", "fortifications")
    click(window, 150, 300)
    double_click(window, 450, 300)
    key(window, Qt.Key.Key_Escape)
    terrain_dock = window.terrain.panel
    features = terrain_dock.features
    palisade_row = next(
        i
        for i in range(features.count())
        if features.item(i).data(Qt.ItemDataRole.UserRole) in window.session.battle.fortifications
    )
    features.setCurrentRow(palisade_row)
    terrain_dock.defence.setFocus()
    terrain_dock.defence.selectAll()
    qtbot.keyClicks(terrain_dock.defence, "4")
    qtbot.keyClick(terrain_dock.defence, Qt.Key.Key_Return)

    battle = window.session.battle
    sides = list(battle.sides.values())
    assert [s.commander for s in sides] == [tywin, robb]
    assert {c.name for c in battle.characters.values()} == {"Tywin", "Robb"}
    assert all(c.stats.abilities.warfare == 3 for c in battle.characters.values())
    for side in sides:
        units = [u for u in battle.units.values() if u.side == side.id]
        assert len(units) == 3 and all(u.stats.unit_type.value == "archers" for u in units)
    assert {u.facing for u in battle.units.values() if u.side == sides[0].id} == {0.0}
    assert {u.facing for u in battle.units.values() if u.side == sides[1].id} == {180.0}
    assert [f.kind for f in battle.terrain.values()] == ["forest"]
    (palisade,) = battle.fortifications.values()
    assert palisade.kind == "palisade" and palisade.defence_bonus == 4

    # The battle: manual dice, every roll typed as a sure success.
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    answers = RollAnswers(qtbot)
    for _ in range(12):
        turn = window.session.battle.turn
        if turn is not None and turn.step == "orders":
            break
        press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "orders"

    battle = window.session.battle
    acting_side = battle.turn.queue[0]
    side_id = acting_side if acting_side in battle.sides else battle.characters[acting_side].side
    unit = next(u for u in battle.units.values() if u.side == side_id)
    dock = window.play.orders
    click_unit(qtbot, dock, unit.id)
    button = dock.offers.buttons["attack"]
    assert button.isEnabled(), button.toolTip()
    log_before = len(window.session.battle.log)
    qtbot.mouseClick(button, LEFT)
    target = window.view.tool.valid[0]
    where = footprint_of(window.session.battle, target)
    click_on_map(qtbot, window, where.x, where.y)
    qtbot.waitUntil(
        lambda: (
            window.session.battle.turn.awaiting is None and len(window.session.battle.log) > log_before + 1
        )
    )
    answers.stop()
    keys = [entry.message.key for entry in window.session.battle.log[log_before:]]
    assert "order.issued" in keys
    assert "order.carried_out" in keys, keys
    hit = window.session.battle.units[target].stats
    assert hit.health < battle.units[target].stats.health  # typed sure successes: the volley hurt

    save_and_reopen(window, monkeypatch, tmp_path / "vado.campal")
