"""Issue 14: one round of the Bastionland sample played in the window, every combatant in its
turn through the attack builder (targets clicked on the map) or passing, answering the Gambits
and morale saves the attacks call for."""

from importlib.resources import as_file, files

from PySide6.QtCore import Qt

from campal.core.dice import RandomDice
from campal.core.rules.bastionland.pending import current_attack

from .play_helpers import click_on_map, press

SAMPLE = files("campal.resources") / "samples" / "bastionland-vado.campal"


def _position(battle, token):
    found = battle.units.get(token) or battle.characters.get(token)
    return found.position


def _attack_if_possible(qtbot, window, dock) -> tuple[bool, bool]:
    """Throw an attack for the current actor when it has a target in reach; (thrown, from map)."""
    battle = window.session.battle
    dock.show_battle(battle)
    offer = dock._offer()
    if offer is None or offer.refusal is not None:
        return False, False
    reachable = [
        t for t in dock.play.targets(battle, dock.maps, _choice(dock, offer.id)) if t.refusal is None
    ]
    if not reachable:
        return False, False
    target = reachable[0].token
    at = _position(battle, target)
    window.selection.clear()
    click_on_map(qtbot, window, at.x, at.y)
    from_map = dock.target_combo.currentData() == target
    if not from_map:
        dock.target_combo.setCurrentIndex(dock.target_combo.findData(target))
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    return current_attack(window.session.battle) is not None, from_map


def _choice(dock, offer):
    from campal.core.rules.play import Choice

    return Choice(dock.actor, offer)


def _answer_everything(qtbot, dock, window) -> None:
    while current_attack(window.session.battle) is not None:
        actor = current_attack(window.session.battle).attackers[0]
        qtbot.mouseClick(dock.reactions.buttons[(actor, "resolve")], Qt.MouseButton.LeftButton)
    turn = window.session.battle.turn
    if turn.awaiting is not None and turn.awaiting.kind == "morale":
        who = turn.awaiting.actors[0]
        qtbot.mouseClick(dock.reactions.buttons[(who, "morale")], Qt.MouseButton.LeftButton)


def test_one_round_of_the_sample_through_the_attack_builder(qtbot, window):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    window.session.engine.context.dice = RandomDice(14)
    window.view.fit_field()
    window.view.scale(4, 4)
    dock = window.play.attack
    dock.raise_()
    start = window.session.battle.turn
    assert start.step == "turns" and start.round == 3
    thrown = picked_on_map = 0
    for _ in range(40):
        turn = window.session.battle.turn
        if turn.round != start.round or not turn.queue:
            break
        attacked, from_map = _attack_if_possible(qtbot, window, dock)
        if attacked:
            thrown += 1
            picked_on_map += from_map
            _answer_everything(qtbot, dock, window)
        else:
            window.selection.clear()
            press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)
    assert not window.session.battle.turn.queue
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.round == start.round + 1
    assert thrown >= 1 and picked_on_map >= 1
    keys = [entry.message.key for entry in window.session.battle.log]
    assert keys.count("bastionland.attack_rolled") >= thrown
