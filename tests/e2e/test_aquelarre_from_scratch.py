"""An Aquelarre battle made in the window alone, from the start panel to the end of a round: the
New battle dialog with its two sides, a side renamed in the Sides dock, characters placed from the
archetypes with the place tool, the bandit turned on the map to show the hero its back,
initiative, declarations, an attack struck from behind with the fog ticked, defended, and its
damage from the Characters dock, then saved and reopened from the File menu. No document is
built in code."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from campal.core.model import AquelarreCharacterStats, RuleSystemId
from tests.e2e.from_scratch import place_at, rename_side, save_and_reopen, start_new_battle
from tests.ui.play_helpers import click_on_map, press
from tests.ui.test_aquelarre_play import answer_defences, click_offer, pick

TRAVELLERS_ROW, BANDITS_ROW = 0, 1


def test_an_aquelarre_battle_from_an_empty_window_to_the_end_of_a_round(
    empty_window, qtbot, tmp_path, monkeypatch
):
    window = empty_window
    start_new_battle(
        window, qtbot, "Reyerta en la venta", RuleSystemId.AQUELARRE, ("Viajeros", "Bandidos"), (60, 40)
    )
    rename_side(window, qtbot, BANDITS_ROW, "Bandidos del camino")
    battle = window.session.battle
    assert battle.system is RuleSystemId.AQUELARRE and round(battle.field.size.width / 0.8359) == 60
    assert [s.name for s in battle.sides.values()] == ["Viajeros", "Bandidos del camino"]

    window.view.fit_field()
    (hero,) = place_at(window, qtbot, TRAVELLERS_ROW, "guerrero", (20, 16))
    (bandit,) = place_at(window, qtbot, BANDITS_ROW, "bandido", (21.2, 16))
    battle = window.session.battle
    travellers, bandits = battle.sides
    assert (battle.characters[hero].side, battle.characters[bandit].side) == (travellers, bandits)
    assert isinstance(battle.characters[hero].stats, AquelarreCharacterStats)
    # The bandit looks east, away from the hero standing to its west: its back is to him.
    spot = battle.characters[bandit].position
    click_on_map(qtbot, window, spot.x, spot.y)
    for _ in range(2):
        qtbot.keyClick(window.view, Qt.Key.Key_BracketRight, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.battle.characters[bandit].stats.facing == 90.0

    press(qtbot, window, Qt.Key.Key_N)  # the battle starts: initiative awaited
    press(qtbot, window, Qt.Key.Key_N)  # everyone rolls
    assert window.session.battle.turn.awaiting is None
    press(qtbot, window, Qt.Key.Key_N)  # declaration
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if who == hero:
            click_offer(qtbot, window, "melee")
            spot = window.session.battle.characters[bandit].position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda: len(window.session.battle.characters[hero].stats.declared) == 1)
            click_offer(qtbot, window, "shield_parry")
        else:
            click_offer(qtbot, window, "dodge")
            click_offer(qtbot, window, "dodge")
    press(qtbot, window, Qt.Key.Key_N)  # action
    asked: list[str] = []
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        buttons = window.play.characters.offers.buttons
        if "do:0" in buttons and buttons["do:0"].isEnabled():
            if who == hero:
                fog = window.play.characters.ticks.boxes["fog"]
                qtbot.mouseClick(fog, Qt.MouseButton.LeftButton, pos=QPoint(8, fog.height() // 2))
            click_offer(qtbot, window, "do:0")
            asked += answer_defences(qtbot, window)
        else:
            qtbot.mouseClick(window.play.characters.pass_button, Qt.MouseButton.LeftButton)
    assert asked
    keys = [
        line.get("message", {}).get("key") for entry in window.session.battle.log for line in entry.events
    ]
    # The defence was chosen before the dice; it is rolled only if the attack struck.
    answered = [entry.message.key for entry in window.session.battle.log]
    assert "aquelarre.log.attack" in keys and "aquelarre.log.defence_chosen" in answered
    attack = next(
        line
        for entry in window.session.battle.log
        for line in entry.events
        if line.get("kind") == "attack" and line.get("actor") == hero
    )
    terms = {term["key"] for term in attack["breakdown"]["terms"]}
    assert {"aquelarre.mod.from_behind", "aquelarre.mod.fog"} <= terms
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    round_before = window.session.battle.turn
    save_and_reopen(window, monkeypatch, tmp_path / "reyerta.campal")
    assert window.session.battle.turn == round_before
    assert window.session.battle.characters[bandit].stats.facing == 90.0
