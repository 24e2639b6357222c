"""Huida from the Characters dock: declared with its two defences, it keeps foes off the
character next round, greyed on the map with the reason."""

from __future__ import annotations

from importlib.resources import as_file

from PySide6.QtCore import Qt

from .play_helpers import press
from .test_aquelarre_play import SAMPLE, click_offer, pick, stats
from .test_aquelarre_situational import MISSILES


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
        if battle.characters[who].side != battle.characters[runner].side
        and stats(window, who).drawn
        and stats(window, who).drawn[0] not in MISSILES
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
