"""An Exalted battle made in the window alone, from the start panel to a round of ticks: the New
battle dialog names both sides, the roster's templates are placed with clicks on the map, Join War
is rolled with N, every unit acts on its tick from the Orders dock as the tick ribbon calls it (a
volley at the enemy clicked on the map), then the battle is saved and opened again.
No document is built in code: every change comes from a menu, a dialog, a dock or the mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from campal.core.io import load_battle
from campal.core.model import ExaltedUnitStats, RuleSystemId
from campal.core.movement import footprint_of
from tests.e2e.from_scratch import place_at, start_new_battle
from tests.ui.play_helpers import click_on_map, click_unit, press
from tests.ui.test_exalted_play import MenuPicker, _answer_owed

REALM_ROW, BULL_ROW = 0, 1


def test_an_exalted_battle_from_an_empty_window_to_a_round_of_ticks(
    empty_window, qtbot, tmp_path, monkeypatch
):
    window = empty_window
    start_new_battle(window, qtbot, "Desde cero", RuleSystemId.EXALTED, ("Reino", "Toro"))
    battle = window.session.battle
    assert battle.system is RuleSystemId.EXALTED
    realm, bull = (side.id for side in battle.sides.values())
    assert [s.name for s in battle.sides.values()] == ["Reino", "Toro"]

    place_at(window, qtbot, REALM_ROW, "archers", (250.0, 120.0))
    place_at(window, qtbot, BULL_ROW, "cavalry", (250.0, 260.0))
    battle = window.session.battle
    (bows,) = (u.id for u in battle.units.values() if u.side == realm)
    (riders,) = (u.id for u in battle.units.values() if u.side == bull)
    assert all(isinstance(u.stats, ExaltedUnitStats) for u in battle.units.values())
    assert battle.units[bows].stats.ranged_combat > 0 and battle.units[riders].stats.mounted

    window.view.fit_field()
    press(qtbot, window, Qt.Key.Key_N)  # the battle begins: Join War awaited
    assert window.session.battle.turn.awaiting.kind == "join_battle"
    press(qtbot, window, Qt.Key.Key_N)  # every unit's Join War, rolled by the app
    assert window.session.battle.turn.awaiting is None
    press(qtbot, window, Qt.Key.Key_N)  # onto the timeline
    assert window.session.battle.turn.step == "timeline"
    dock = window.play.orders
    ribbon = window.play.ribbon
    picker = MenuPicker()  # the look of the enemy, asked for a rout test
    volleys, acted = 0, set()
    for _ in range(6):
        battle = window.session.battle
        actor = battle.turn.queue[0]
        log = len(battle.log)
        if actor in battle.characters:
            # A volley that shrank the riders past twice their Magnitude leaves their specials on
            # the field, each acting on its own tick: picked on the map, it brings its orders,
            # the Characters dock, to the front.
            assert ribbon.isVisible() and battle.characters[actor].name in ribbon.label.text()
            people = window.play.characters
            spot = battle.characters[actor].position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda p=people: not p.visibleRegion().isEmpty())
            assert people.character_id == actor
            qtbot.waitUntil(people.offers.buttons["guard"].isVisible)
            qtbot.mouseClick(people.offers.buttons["guard"], Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda n=log: len(window.session.battle.log) > n)
            _answer_owed(qtbot, window)
            acted.add(actor)
            continue
        assert ribbon.isVisible() and battle.units[actor].name in ribbon.label.text()
        qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty())
        click_unit(qtbot, dock, actor)
        qtbot.waitUntil(dock.offers.buttons["guard"].isVisible)  # the new unit's offers are laid out
        if actor == bows and dock.offers.buttons["ranged_attack"].isEnabled():
            qtbot.mouseClick(dock.offers.buttons["ranged_attack"], Qt.MouseButton.LeftButton)
            # The riders, or the people a volley left standing of them.
            enemies = {riders, *(c.id for c in battle.characters.values() if c.side == bull)}
            valid = window.view.tool.valid
            assert valid and set(valid) <= enemies
            spot = footprint_of(window.session.battle, riders if riders in valid else valid[0])
            click_on_map(qtbot, window, spot.x, spot.y)
            volleys += 1
        else:
            qtbot.mouseClick(dock.offers.buttons["guard"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda n=log: len(window.session.battle.log) > n)
        _answer_owed(qtbot, window)
        acted.add(actor)
    picker.stop()
    assert volleys >= 1 and {bows, riders} <= acted
    battle = window.session.battle
    assert any(e.message.key == "exalted.attacked" for e in battle.log)
    assert battle.units[bows].stats.ammunition < 12

    path = tmp_path / "desde-cero.campal"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.save_as_action.trigger()
    assert path.exists() and not window.session.is_modified()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.open_action.trigger()
    assert window.session.path == path
    assert window.session.battle == battle == load_battle(path).battle
