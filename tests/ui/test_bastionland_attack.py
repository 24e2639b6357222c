"""Issue 14 in the window: a Bastionland round through the attack builder and the map — whose
turn it is, a grouped attack picked on the map, typed dice, Gambits per die, the damage, the
morale save it calls for, and the Deny window for a Knight."""

from PySide6.QtCore import Qt

from campal.core.dice import RandomDice
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore
from campal.core.model.bastionland import BastionlandCharacterStats
from campal.core.rules.bastionland.pending import open_attacks
from tests.core.bastionland.field import skirmish

from .play_helpers import click_on_map, press


def _stats(window, token: str) -> BastionlandCharacterStats:
    stats = window.session.battle.characters[token].stats
    assert isinstance(stats, BastionlandCharacterStats)
    return stats


def _to_sir_bors(qtbot, window):
    window.session.replace(LoadedBattle(skirmish(), AssetStore()), None)
    window.view.fit_field()
    window.view.scale(12, 12)  # close enough to tell apart tokens a metre or two apart
    dock = window.play.attack
    assert dock.in_use and not dock.isHidden()
    press(qtbot, window, Qt.Key.Key_N)  # begin: the surprise step
    press(qtbot, window, Qt.Key.Key_N)  # round 1: side turns
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # the levy passes
    assert window.session.battle.turn.actor == "char-sir"
    dock.raise_()
    return dock


def test_a_grouped_attack_from_the_builder_with_gambits_and_morale(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    assert "Sir Bors" in dock.prompt_label.text()
    assert any("▶ Sir Bors" in dock.side_list.item(i).text() for i in range(dock.side_list.count()))
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)  # the target, picked on the map
    assert dock.target_combo.currentData() == "char-grim", window.selection.ids
    assert dock.joining() == ("char-squire",)  # Edmund stands in reach and has not acted
    qtbot.keyClicks(dock.dice_edit, "8 3 4 6 1")  # longsword 2d8, shield d4; Edmund's 2d6
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    attack = open_attacks(window.session.battle)[0]
    assert attack.pool.faces == (8, 3, 4, 6, 1) and attack.attackers == ("char-sir", "char-squire")
    panel = dock.reactions
    assert not panel.isHidden()
    bolster = panel.choices[("char-sir", "die.3")]  # Edmund's 6 Bolsters
    bolster.setCurrentIndex(bolster.findData("bolster"))
    qtbot.mouseClick(panel.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    assert not open_attacks(window.session.battle)
    grim_after = _stats(window, "char-grim")
    assert (grim_after.guard, grim_after.vigour) == (0, 3)  # 8 + 1 − 1 = 8: Guard 2, then 6 off VIG 9
    assert grim_after.mortal_wound
    assert ("char-grim", "morale") in dock.reactions.buttons
    qtbot.keyClicks(dock.reactions.saves_edit, "19")
    qtbot.mouseClick(dock.reactions.buttons[("char-grim", "morale")], Qt.MouseButton.LeftButton)
    assert _stats(window, "char-grim").morale.value == "fled"
    turn = window.session.battle.turn
    assert turn.awaiting is None and "char-squire" not in turn.queue
    window.session.undo_stack.undo()  # the morale save
    assert _stats(window, "char-grim").morale.value == "steady"


def test_a_knight_denies_from_the_window(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # Sir Bors passes
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # Edmund passes
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # Dame Ysolde passes
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # the Red Band passes
    assert window.session.battle.turn.actor == "char-grim"
    squire = window.session.battle.characters["char-squire"].position
    click_on_map(qtbot, window, squire.x, squire.y)
    assert dock.target_combo.currentData() == "char-squire"
    qtbot.keyClicks(dock.dice_edit, "6 5")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    deny = dock.reactions.buttons[("char-sir", "deny.0")]  # Sir Bors stands nearby
    qtbot.keyClicks(dock.reactions.saves_edit, "4")
    qtbot.mouseClick(deny, Qt.MouseButton.LeftButton)
    assert not _stats(window, "char-sir").fatigued
    qtbot.mouseClick(dock.reactions.buttons[("char-grim", "resolve")], Qt.MouseButton.LeftButton)
    edmund = _stats(window, "char-squire")
    assert (edmund.guard, edmund.vigour) == (0, 7)  # the 5 − 1 = 4: Guard 2, then 2 off VIG 9


def test_the_blast_area_is_drawn_round_the_target(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"]
    click_on_map(qtbot, window, grim.position.x, grim.position.y)
    assert dock.blast_item is None or not dock.blast_item.isVisible()
    dock.blast_box.setChecked(True)
    ring = dock.blast_item.rect()
    assert dock.blast_item.isVisible() and dock.blast_item.scene() is window.scene
    assert (
        abs(ring.center().x() - grim.position.x) < 1e-6 and abs(ring.width() / 2 - (5.0 + grim.radius)) < 1e-6
    )
    dock.blast_box.setChecked(False)
    assert not dock.blast_item.isVisible()


def test_the_builders_boxes_and_a_moment_of_peace(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    for box in (dock.charge_box, dock.smite_box, dock.blast_box, dock.duel_box, dock.mount_box):
        box.setChecked(True)
    dock.advantage_spin.setValue(2)
    assert dock.flags() == "charge;smite;blast;duel;mount;advantages=2"
    for box in (dock.blast_box, dock.duel_box, dock.mount_box, dock.charge_box, dock.smite_box):
        box.setChecked(False)
    dock.advantage_spin.setValue(0)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    dock.duel_box.setChecked(True)
    qtbot.keyClicks(dock.dice_edit, "1 1 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    duel = open_attacks(window.session.battle)
    assert [a.target for a in duel] == ["char-grim", "char-sir"]  # Grim strikes back at once
    assert not dock.duel_box.isChecked()
    window.session.engine.context.dice = RandomDice(5)  # whatever a Scar or a save asks for
    for _ in duel:
        actor = open_attacks(window.session.battle)[0].attackers[0]
        button = dock.reactions.buttons[(actor, "resolve")]
        assert button.isEnabled() and button.isVisible()
        # Scrolled into the dock's view once laid out, however short the dock.
        qtbot.waitUntil(lambda b=button: b.visibleRegion().boundingRect().size() == b.size())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not open_attacks(window.session.battle)
    qtbot.mouseClick(dock.peace_button, Qt.MouseButton.LeftButton)
    sir = _stats(window, "char-sir")
    assert sir.guard == sir.guard_max


def test_a_smite_save_is_typed_in_the_builder(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    assert not dock.smite_save_spin.isEnabled()
    dock.smite_box.setChecked(True)
    dock.smite_save_spin.setValue(17)
    window.session.engine.context.dice = RandomDice(5)
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    (thrown,) = open_attacks(window.session.battle)
    assert thrown.feats[0].face == 17 and thrown.feats[0].spec.value == 12
    assert window.session.battle.characters["char-sir"].stats.fatigued  # 17 over VIG 12
    assert dock.smite_save_spin.value() == 0


def test_a_duellist_smites_on_the_reply_from_the_builder(qtbot, window):
    from campal.core.engine import Override

    dock = _to_sir_bors(qtbot, window)
    assert window.session.execute(Override("char-grim", "stats.knight", True, "a hedge knight"))
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    assert not dock.reply_smite_box.isEnabled()
    dock.duel_box.setChecked(True)
    dock.reply_smite_box.setChecked(True)
    assert "reply_smite" in dock.flags()
    window.session.engine.context.dice = RandomDice(5)
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    reply = open_attacks(window.session.battle)[1]
    assert 12 in [d.size for d in reply.pool.spec.dice] and reply.feats
    assert not dock.reply_smite_box.isChecked()


def test_the_builder_picks_the_lance_of_a_knight_with_a_sword_and_a_lance(qtbot, window):
    from campal.core.model.bastionland import ArmourKind, ArmourPiece, Weapon

    dock = _to_sir_bors(qtbot, window)
    battle = window.session.battle
    sir = battle.characters["char-sir"]
    weapons = (
        Weapon(name="longsword", dice="2d8", traits=("hefty",)),
        Weapon(name="lance", dice="d10", traits=("long", "spear", "wooden")),
    )
    stats = _stats(window, "char-sir").model_copy(
        update={"weapons": weapons, "pieces": (ArmourPiece(name="shield", kind=ArmourKind.SHIELD),)}
    )
    window.session.replace(
        LoadedBattle(
            battle.model_copy(
                update={
                    "characters": {**battle.characters, "char-sir": sir.model_copy(update={"stats": stats})}
                }
            ),
            AssetStore(),
        ),
        None,
    )
    dock.show_battle(window.session.battle)
    dock.target_combo.setCurrentIndex(dock.target_combo.findData("char-grim"))
    combo = dock.arms["char-sir"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["longsword (2d8)", "lance (d10)"]
    combo.setCurrentIndex(1)
    for row in range(dock.allies_list.count()):  # Sir Bors alone
        dock.allies_list.item(row).setCheckState(Qt.CheckState.Unchecked)
    qtbot.keyClicks(dock.dice_edit, "9")
    assert "arms.char-sir=1" in dock.flags()
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    attack = open_attacks(window.session.battle)[0]
    assert [d.source for d in attack.pool.spec.dice] == ["lance"]
    assert "d10 lance" in window.play.log.list.item(window.play.log.list.count() - 1).text()


def test_a_disarmed_weapon_is_picked_up_and_weapons_changed_from_the_characters_dock(qtbot, window):
    from campal.core.model.bastionland import Weapon

    _to_sir_bors(qtbot, window)
    battle = window.session.battle
    sir = battle.characters["char-sir"]
    axe = Weapon(name="axe", dice="d8", traits=("hefty",))
    stats = _stats(window, "char-sir").model_copy(update={"on_ground": (axe,)})
    characters = {**battle.characters, "char-sir": sir.model_copy(update={"stats": stats})}
    disarmed = battle.model_copy(update={"characters": characters})
    window.session.replace(LoadedBattle(disarmed, AssetStore()), None)
    dock = window.play.characters
    dock.raise_()
    window.selection.set(["char-sir"])
    button = dock.offers.buttons["pick_up.0"]
    assert button.isEnabled() and "axe" in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    after = _stats(window, "char-sir")
    assert after.on_ground == () and after.weapons[-1].name == "axe"
    assert window.session.battle.turn.actor == "char-sir"  # a minor action: the turn is still hers
    assert "take_weapons" in dock.offers.buttons
