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
from campal.ui.widgets.focus import FocusSpinBox
from tests.e2e.from_scratch import place_at, save_and_reopen, start_new_battle
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


def test_a_sifrp_garrison_and_commander_of_the_gms_own(qtbot, empty_window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QCheckBox

    from campal.core.movement import footprint_of
    from campal.ui.widgets.focus import FocusComboBox
    from tests.e2e.own_table import choose
    from tests.e2e.test_battle_from_scratch import name_a_commander
    from tests.ui.play_helpers import RollAnswers, click_on_map, click_unit

    window = empty_window
    sides = ("Lannister", "Stark")
    start_new_battle(window, qtbot, "Mi mesa", RuleSystemId.SIFRP, sides)
    tywin = name_a_commander(window, qtbot, 0, "Tywin")
    (guard,) = place_at(window, qtbot, 0, "archers/trained", (300.0, 260.0))
    panel = sheet(window, guard)
    choose(panel, "stats.unit_type", "garrison")
    choose(panel, "stats.home_ground", "yes")
    spin(panel, "stats.discipline", 5)
    panel.findChild(QCheckBox, "stats.equipment-valyrian_fire").click()  # from the GM's table
    add(panel, "stats.tags", NEW)  # a free entry: the GM's own mark
    text(panel, "stats.tags.0.name", "Veteranos del Tridente")
    mine = window.session.battle.units[guard].stats
    assert (mine.unit_type.value, mine.home_ground, mine.discipline) == ("garrison", True, 5)
    assert mine.equipment == ("valyrian_fire",) and mine.tags[0].name == "Veteranos del Tridente"
    commander = window.session.battle.characters[tywin].stats

    export(window, monkeypatch, guard, tmp_path / "guardia.army.json")
    export(window, monkeypatch, tywin, tmp_path / "tywin.army.json")
    save_as(window, monkeypatch, tmp_path / "primera.campal")
    another_battle(window, RuleSystemId.SIFRP, sides)
    (unit,) = bring(window, monkeypatch, tmp_path / "guardia.army.json", 0)
    (lord,) = bring(window, monkeypatch, tmp_path / "tywin.army.json", 0)
    battle = window.session.battle
    assert battle.units[unit].stats == mine and battle.characters[lord].stats == commander
    window.sides.list.setCurrentRow(0)
    role = window.sides.table.findChild(FocusComboBox, f"role:{lord}")
    role.setCurrentIndex(role.findData("commander"))
    role.activated.emit(role.currentIndex())
    name_a_commander(window, qtbot, 1, "Robb")
    at = battle.units[unit].position
    (enemy,) = place_at(window, qtbot, 1, "archers/trained", (at.x, at.y - 140.0))
    house_rule(window, qtbot, "warfare", "garrison_home_discipline", -5)

    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    answers = RollAnswers(qtbot)
    for _ in range(12):
        turn = window.session.battle.turn
        if turn is not None and turn.step == "orders":
            break
        press(qtbot, window, Qt.Key.Key_N)
    dock = window.play.orders
    for _ in range(4):  # the commanders alternate; the Lannister garrison's order is the one looked at
        battle = window.session.battle
        acting = battle.turn.queue[0]
        side = acting if acting in battle.sides else battle.characters[acting].side
        ours = side == battle.units[unit].side
        who, target = (unit, enemy) if ours else (enemy, unit)
        click_unit(qtbot, dock, who)
        if ours:
            shown = dock.difficulty_label.text()
            assert "− 5 on home ground (GM value)" in shown, shown
        log_before = len(window.session.battle.log)
        qtbot.mouseClick(dock.offers.buttons["attack"], Qt.MouseButton.LeftButton)
        where = footprint_of(window.session.battle, target)
        click_on_map(qtbot, window, where.x, where.y)
        qtbot.waitUntil(lambda n=log_before: len(window.session.battle.log) > n + 1)
        if ours:
            break
    answers.stop()
    shown = log_text(window)
    assert "3 special equipment (Wildfire) (GM value)" in shown, shown

    path = tmp_path / "segunda.campal"
    played = window.session.battle
    save_and_reopen(window, monkeypatch, path)
    assert load_battle(path).battle == played


def test_an_exalted_unit_and_sorcerer_of_the_gms_own(qtbot, empty_window, monkeypatch, tmp_path):
    from campal.core.movement import footprint_of
    from tests.e2e.own_table import choose
    from tests.ui.play_helpers import click_on_map, click_unit
    from tests.ui.test_exalted_play import MenuPicker, _answer_owed

    window = empty_window
    sides = ("Reino", "Toro")
    start_new_battle(window, qtbot, "Mi mesa", RuleSystemId.EXALTED, sides)
    (bows,) = place_at(window, qtbot, 0, "archers", (250.0, 120.0))
    (seer,) = place_at(window, qtbot, 0, "sorcerer", (320.0, 120.0))
    panel = sheet(window, bows)
    spin(panel, "stats.commander.gear.weapon_damage", 6)  # the commander's own bow
    text(panel, "stats.troop.ranged_weapon", "arcos de cuerno")  # a free entry: the members' bows
    add(panel, "stats.commander.abilities", "thrown")  # from the text's abilities
    spin(panel, "stats.commander.abilities.thrown", 2)
    add(panel, "stats.specials", NEW)  # a hero of the GM's own in the ranks
    text(panel, "stats.specials.0.name", "Tepet Ejava")
    mine = window.session.battle.units[bows].stats
    assert mine.commander.gear.weapon_damage == 6 and mine.commander.abilities["thrown"] == 2
    assert [s.name for s in mine.specials] == ["Tepet Ejava"]
    panel = sheet(window, seer)
    spin(panel, "stats.traits.attributes.dexterity", 5)
    add(panel, "stats.tags", NEW)
    text(panel, "stats.tags.0.name", "Discípulo del Sol")
    seer_stats = window.session.battle.characters[seer].stats
    assert seer_stats.traits.attributes["dexterity"] == 5 and seer_stats.tags[0].name == "Discípulo del Sol"

    export(window, monkeypatch, bows, tmp_path / "arcos.army.json")
    export(window, monkeypatch, seer, tmp_path / "vidente.army.json")
    save_as(window, monkeypatch, tmp_path / "primera.campal")
    another_battle(window, RuleSystemId.EXALTED, sides)
    (unit,) = bring(window, monkeypatch, tmp_path / "arcos.army.json", 0)
    (lone,) = bring(window, monkeypatch, tmp_path / "vidente.army.json", 0)
    battle = window.session.battle
    assert battle.units[unit].stats == mine and battle.characters[lone].stats == seer_stats
    at = battle.units[unit].position
    (riders,) = place_at(window, qtbot, 1, "cavalry", (at.x, at.y + (140.0 if at.y < 200 else -140.0)))
    choose(sheet(window, riders), "stats.formation", "skirmish")
    assert window.session.battle.units[riders].stats.formation.value == "skirmish"
    house_rule(window, qtbot, "formations", "formations.skirmish.dv_vs_ranged", 4)

    window.view.fit_field()
    press(qtbot, window, Qt.Key.Key_N)  # Join War awaited
    press(qtbot, window, Qt.Key.Key_N)  # rolled
    press(qtbot, window, Qt.Key.Key_N)  # the timeline
    dock = window.play.orders
    picker = MenuPicker()
    for _ in range(8):
        battle = window.session.battle
        actor = battle.turn.queue[0]
        if actor not in battle.units:
            press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)
            continue
        click_unit(qtbot, dock, actor)
        qtbot.waitUntil(dock.offers.buttons["guard"].isVisible)
        log = len(battle.log)
        if actor == unit and dock.offers.buttons["ranged_attack"].isEnabled():
            qtbot.mouseClick(dock.offers.buttons["ranged_attack"], Qt.MouseButton.LeftButton)
            spot = footprint_of(window.session.battle, riders)
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda n=log: len(window.session.battle.log) > n)
            break
        qtbot.mouseClick(dock.offers.buttons["guard"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda n=log: len(window.session.battle.log) > n)
        _answer_owed(qtbot, window)
    picker.stop()
    shown = log_text(window)
    assert any(e.message.key == "exalted.attacked" for e in window.session.battle.log), shown
    assert "(arcos de cuerno)" in shown, shown  # the gear the attack was made with
    assert "4 formation (GM value)" in shown or "4 formación (valor del DJ)" in shown, shown

    path = tmp_path / "segunda.campal"
    played = window.session.battle
    save_and_reopen(window, monkeypatch, path)
    assert load_battle(path).battle == played


def test_an_aquelarre_warrior_of_the_gms_own(qtbot, empty_window, monkeypatch, tmp_path):
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QToolButton

    from tests.e2e.own_table import type_free
    from tests.ui.play_helpers import click_on_map
    from tests.ui.test_aquelarre_play import answer_defences, click_offer, pick

    window = empty_window
    sides = ("Viajeros", "Bandidos")
    start_new_battle(window, qtbot, "Mi mesa", RuleSystemId.AQUELARRE, sides, (60, 40))
    window.view.fit_field()
    (hero,) = place_at(window, qtbot, 0, "guerrero", (20, 16))
    panel = sheet(window, hero)
    if panel.findChild(FocusSpinBox, "stats.skills.espadas") is None:
        add(panel, "stats.skills", "espadas")
    spin(panel, "stats.skills.espadas", 65)
    add(panel, "stats.weapons", "espada_bastarda")  # from the weapons table
    type_free(panel, "stats.weapons", "hacha_del_abuelo")  # and one of the GM's own
    while window.session.battle.characters[hero].stats.drawn:
        qtbot.mouseClick(panel.findChild(QToolButton, "remove-stats.drawn.0"), Qt.MouseButton.LeftButton)
    add(panel, "stats.drawn", "espada_bastarda")
    mine = window.session.battle.characters[hero].stats
    assert mine.skills["espadas"] == 65 and mine.drawn == ("espada_bastarda",)
    assert mine.weapons[-2:] == ("espada_bastarda", "hacha_del_abuelo")

    export(window, monkeypatch, hero, tmp_path / "guerrero.army.json")
    save_as(window, monkeypatch, tmp_path / "primera.campal")
    another_battle(window, RuleSystemId.AQUELARRE, sides, (60, 40))
    (lope,) = bring(window, monkeypatch, tmp_path / "guerrero.army.json", 0)
    assert window.session.battle.characters[lope].stats == mine
    at = window.session.battle.characters[lope].position
    window.view.fit_field()
    (bandit,) = place_at(window, qtbot, 1, "bandido", (at.x + 1.2, at.y))
    house_rule(window, qtbot, "modifiers", "attack.fog", -30)

    press(qtbot, window, Qt.Key.Key_N)  # initiative awaited
    press(qtbot, window, Qt.Key.Key_N)  # rolled
    press(qtbot, window, Qt.Key.Key_N)  # declaration
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if who == lope:
            click_offer(qtbot, window, "melee")
            spot = window.session.battle.characters[bandit].position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda: len(window.session.battle.characters[lope].stats.declared) == 1)
            click_offer(qtbot, window, "dodge")
        else:
            click_offer(qtbot, window, "dodge")
            click_offer(qtbot, window, "dodge")
    press(qtbot, window, Qt.Key.Key_N)  # action
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        buttons = window.play.characters.offers.buttons
        if "do:0" in buttons and buttons["do:0"].isEnabled():
            if who == lope:
                fog = window.play.characters.ticks.boxes["fog"]
                qtbot.mouseClick(fog, Qt.MouseButton.LeftButton, pos=QPoint(8, fog.height() // 2))
            click_offer(qtbot, window, "do:0")
            answer_defences(qtbot, window)
        else:
            qtbot.mouseClick(window.play.characters.pass_button, Qt.MouseButton.LeftButton)
    shown = log_text(window)
    assert "30 fog (GM value)" in shown or "30 niebla (valor del DJ)" in shown, shown
    assert "65" in shown and ("Espadas" in shown or "espadas" in shown), shown

    path = tmp_path / "segunda.campal"
    played = window.session.battle
    save_and_reopen(window, monkeypatch, path)
    assert load_battle(path).battle == played
