"""The situational modifiers the GM ticks in the Characters dock before an attack is carried
out: they show only while an attack waits, go into the attack's percentage breakdown and the
log (after the defence is answered too), and are unticked for the next attack."""

from __future__ import annotations

from importlib.resources import as_file

from PySide6.QtCore import QPoint, Qt

from campal.core.dice import PlainRoll

from .play_helpers import RollAnswers, click_on_map, press
from .test_aquelarre_play import SAMPLE, answer_defences, click_offer, pick, stats


def to_action_step_with_an_attack(qtbot, window) -> str:
    """Opens the sample, rolls initiative and declares: the first armed character attacks the
    nearest foe, everyone else dodges. Returns the attacker."""
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    attacker = None
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if attacker is None and stats(window, who).drawn:
            click_offer(qtbot, window, "melee")
            tool = window.view.tool
            target = tool.valid[0]
            spot = window.session.battle.characters[target].position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda who=who: len(stats(window, who).declared) == 1)
            attacker = who
        else:
            click_offer(qtbot, window, "dodge")
        if who in window.session.battle.turn.queue:
            click_offer(qtbot, window, "dodge")
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "action" and attacker is not None
    return attacker


def test_fog_and_a_fleeing_target_ticked_before_the_attack_reach_its_breakdown(qtbot, window):
    attacker = to_action_step_with_an_attack(qtbot, window)
    dock = window.play.characters
    while window.session.battle.turn.queue[0] != attacker:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        assert not dock.ticks.isVisible(), "no attack of this one's waits: nothing to tick"
        qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    pick(qtbot, window, attacker)
    assert dock.ticks.isVisible()
    assert set(dock.ticks.boxes) == {"fog", "fleeing_target"}
    assert "−20 %" in dock.ticks.boxes["fog"].text()
    for key in ("fog", "fleeing_target"):
        box = dock.ticks.boxes[key]
        qtbot.waitUntil(box.isVisible)
        # On the box itself: a check box takes clicks on its square and its words only.
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert dock.ticks.boxes["fog"].isChecked()
    before = len(window.session.battle.log)
    click_offer(qtbot, window, "do:0")
    assert stats(window, attacker).declared[0].situational == ("fog", "fleeing_target")
    answer_defences(qtbot, window)
    events = [e for entry in window.session.battle.log[before:] for e in entry.events]
    attack = next(e for e in events if e.get("kind") == "attack" and e.get("actor") == attacker)
    keys = [t["key"] for t in attack["breakdown"]["terms"]]
    assert "aquelarre.mod.fog" in keys and "aquelarre.mod.fleeing_target" in keys
    values = {t["key"]: t["value"] for t in attack["breakdown"]["terms"]}
    assert values["aquelarre.mod.fog"] == -20 and values["aquelarre.mod.fleeing_target"] == 25
    assert not any(box.isChecked() for box in dock.ticks.boxes.values()), "ticks go with one attack"
    while len(window.session.battle.log) > before:
        window.session.undo_stack.undo()
    assert stats(window, attacker).declared[0].situational == (), "undone with the attack"


def test_a_huida_declared_in_the_dock_keeps_foes_off_it_next_round(qtbot, window):
    """Declared from the Characters dock with its two defences; the next round the map greys it
    out for a foe's hand-to-hand attack, with the reason."""
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    runner = None
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if runner is None:
            click_offer(qtbot, window, "flee")
            assert (
                window.play.characters.offers.buttons["parry"].isEnabled()
                or window.play.characters.offers.buttons["dodge"].isEnabled()
            )
            assert not window.play.characters.offers.buttons["walk"].isEnabled()
            click_offer(qtbot, window, "dodge")
            click_offer(qtbot, window, "dodge")
            runner = who
        else:
            click_offer(qtbot, window, "dodge")
            click_offer(qtbot, window, "dodge")
    press(qtbot, window, Qt.Key.Key_N)  # action
    dock = window.play.characters
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if "do:0" in dock.offers.buttons and dock.offers.buttons["do:0"].isEnabled():
            click_offer(qtbot, window, "do:0")
        else:
            qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    press(qtbot, window, Qt.Key.Key_N)  # conclusion
    press(qtbot, window, Qt.Key.Key_N)  # concluded
    assert stats(window, runner).escape_ready
    press(qtbot, window, Qt.Key.Key_N)  # next round
    press(qtbot, window, Qt.Key.Key_N)  # initiative
    press(qtbot, window, Qt.Key.Key_N)  # declaration
    battle = window.session.battle
    foe = next(
        who
        for who in battle.turn.queue
        if battle.characters[who].side != battle.characters[runner].side and stats(window, who).drawn
    )
    while window.session.battle.turn.queue[0] != foe:
        pick(qtbot, window, window.session.battle.turn.queue[0])
        click_offer(qtbot, window, "dodge")
        click_offer(qtbot, window, "dodge")
    pick(qtbot, window, foe)
    click_offer(qtbot, window, "melee")
    tool = window.view.tool
    assert runner not in tool.valid
    refused = next(c for c in tool.choices if c.token == runner)
    assert refused.refusal.key == "aquelarre.refuse.escaping"
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)


def test_a_fumble_typed_in_drops_the_weapon_by_the_fumble_table(qtbot, window):
    """With manual dice, the attack's d100 typed as 00 and the pifia's 1D10 as 5: the table says
    the weapon falls, and the log says so."""
    attacker = to_action_step_with_an_attack(qtbot, window)
    dock = window.play.characters
    while window.session.battle.turn.queue[0] != attacker:
        pick(qtbot, window, window.session.battle.turn.queue[0])
        qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.play.flow.manual
    weapon = stats(window, attacker).drawn[0]
    typing = RollAnswers(qtbot, total=lambda spec: 100 if spec.dice_sizes() == (100,) else 5)
    try:
        pick(qtbot, window, attacker)
        click_offer(qtbot, window, "do:0")
        answer_defences(qtbot, window)
        qtbot.waitUntil(lambda: stats(window, attacker).declared[0].state == "done")
    finally:
        typing.stop()
    assert weapon not in stats(window, attacker).drawn and weapon in stats(window, attacker).weapons
    keys = [e.get("message", {}).get("key") for e in window.session.battle.log[-1].events]
    assert "aquelarre.log.fumble.drop_weapon" in keys


def test_the_dice_tray_corrects_an_attacks_d100_and_what_follows_from_it(qtbot, window):
    """The attack's d100 corrected to 00 in the Dice tray: the action is made again, now a fumble
    (its 1D10 rolled by the app, the table's effect applied) instead of what the first dice gave;
    one logged override, undone as one."""
    attacker = to_action_step_with_an_attack(qtbot, window)
    dock = window.play.characters
    while window.session.battle.turn.queue[0] != attacker:
        pick(qtbot, window, window.session.battle.turn.queue[0])
        qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    pick(qtbot, window, attacker)
    target = stats(window, attacker).declared[0].targets[0]
    health = stats(window, target).health
    click_offer(qtbot, window, "do:0")
    answer_defences(qtbot, window)
    session = window.session
    last = session.battle.log[-1]
    played = session.battle
    tray = window.play.dice
    tray.show_battle(session.battle)
    row = next(
        i
        for i, r in enumerate(tray.rows)
        if r.seq == last.seq and isinstance(r.roll, PlainRoll) and r.roll.ask.sizes == (100,) and r.index == 0
    )
    tray.table.selectRow(row)
    assert tray.correct_button.isEnabled()
    typing = RollAnswers(qtbot, total=lambda spec: 100)
    try:
        qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    finally:
        typing.stop()
    amended = session.battle.log[-1]
    assert amended.gm_decision and amended.events[0]["type"] == "roll.amended"
    attack = next(e for e in amended.events if e.get("kind") == "attack")
    assert attack["faces"] == [100]
    keys = [e.get("message", {}).get("key") for e in amended.events]
    assert "aquelarre.log.fumble" in keys  # the pifia's 1D10, rolled by the app, and its effect
    assert any(k.startswith("aquelarre.log.fumble.") for k in keys if k)
    assert stats(window, target).health == health  # a fumble strikes no one
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert session.battle.log[-1].events[0]["type"] == "roll.amended"
    window.undo_action.trigger()  # back to before the action, as the first undo would have been
    assert len(session.battle.log) == len(played.log) - 1
