"""Dar objeto and Desenvainar from the Characters dock: the item picked from a menu of what is in
hand (or sheathed), the companion clicked on the map; carried out in turn, the weapon changes
hands, and the weapon drawn becomes the one wielded."""

from __future__ import annotations

from importlib.resources import as_file

from PySide6.QtCore import Qt

from campal.core.engine import MoveToken
from campal.core.model import Point

from .play_helpers import click_on_map, press
from .test_aquelarre_play import SAMPLE, click_offer, pick, stats
from .test_second_picks import MenuAnswer


def test_a_sword_handed_over_and_a_knife_drawn_from_the_docks(qtbot, window):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    # Lope dropped his sword last round; Ignotus steps up beside him before this one.
    assert window.session.execute(MoveToken("char-ignotus", Point(x=21.6, y=19.6)))
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    menus = MenuAnswer()
    try:
        while window.session.battle.turn.queue:
            who = window.session.battle.turn.queue[0]
            pick(qtbot, window, who)
            if who == "char-ignotus":
                shown = len(menus.seen)
                click_offer(qtbot, window, "give")
                qtbot.waitUntil(lambda shown=shown: len(menus.seen) == shown + 1)
                spot = window.session.battle.characters["char-lope"].position
                click_on_map(qtbot, window, spot.x, spot.y)
                qtbot.waitUntil(lambda: len(stats(window, "char-ignotus").declared) == 1)
            elif who == "char-bandido1":
                shown = len(menus.seen)
                click_offer(qtbot, window, "draw")
                qtbot.waitUntil(lambda shown=shown: len(menus.seen) == shown + 1)
            else:
                click_offer(qtbot, window, "dodge")
            if who in window.session.battle.turn.queue:
                click_offer(qtbot, window, "dodge")
    finally:
        menus.stop()
    assert sorted(seen[0] for seen in menus.seen) == ["arming sword", "knife"]
    given = stats(window, "char-ignotus").declared[0]
    assert (given.action, given.targets, given.weapon) == ("give", ("char-lope",), "espada_de_mano")
    press(qtbot, window, Qt.Key.Key_N)
    dock = window.play.characters
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if "do:0" in dock.offers.buttons and dock.offers.buttons["do:0"].isEnabled():
            click_offer(qtbot, window, "do:0")
        else:
            qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    lope, ignotus = stats(window, "char-lope"), stats(window, "char-ignotus")
    assert ignotus.drawn == () and ignotus.weapons == ("cuchillo",) and ignotus.shield_ready
    assert lope.drawn == ("espada_de_mano",) and lope.weapons == ("espada_de_mano", "daga", "espada_de_mano")
    assert stats(window, "char-bandido1").drawn[0] == "cuchillo"
    keys = [e.get("message", {}).get("key") for entry in window.session.battle.log for e in entry.events]
    assert "aquelarre.log.given" in keys and "aquelarre.log.drawn" in keys
