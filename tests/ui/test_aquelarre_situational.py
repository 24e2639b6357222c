"""The situational modifiers the GM ticks in the Characters dock before an attack is carried
out: they show only while an attack waits, go into the attack's percentage breakdown and the
log (after the defence is answered too), and are unticked for the next attack."""

from __future__ import annotations

from importlib.resources import as_file

from PySide6.QtCore import QPoint, Qt

from campal.core.engine import PlainMap
from campal.core.rules.aquelarre.movement import movement_table
from campal.core.rules.distance import VARA

from .play_helpers import click_on_map, press
from .test_aquelarre_play import SAMPLE, answer_defences, click_offer, pick, stats

MISSILES = ("honda", "ballesta", "ballesta_ligera", "arco_corto", "arco_largo")  # no melee with these


def within_reach(window, who: str) -> bool:
    """A foe standing within a blow's reach, so an attack declared without a move can be made."""
    battle = window.session.battle
    foes = [
        c.id
        for c in battle.characters.values()
        if c.side != battle.characters[who].side and c.position is not None and not c.stats.is_out_of_action
    ]
    reach = movement_table().melee_reach_varas
    return any(VARA.from_metres(PlainMap().distance(battle, who, foe)) <= reach for foe in foes)


def to_action_step_with_an_attack(qtbot, window) -> str:
    """Opens the sample, rolls initiative and declares: the first armed character with a foe
    within reach attacks the nearest foe, everyone else dodges. Returns the attacker."""
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    attacker = None
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        armed = stats(window, who).drawn and stats(window, who).drawn[0] not in MISSILES
        if attacker is None and armed and within_reach(window, who):
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
    assert dock.minimumSizeHint().width() <= 1280 - 700  # the map keeps most of a small window
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
