"""A Bastionland combatant the turn's rule keeps in place: dragged on the map, the live measure
says why and the release leaves it where it stood, with the same reason."""

from PySide6.QtCore import Qt

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore
from campal.ui.rule_names import band_name
from tests.core.bastionland.field import skirmish

from . import token_helpers as drag
from .play_helpers import press

SQUIRE = "char-squire"


def _fallen_squire():
    battle = skirmish()
    squire = battle.characters[SQUIRE]
    fallen = squire.model_copy(update={"stats": squire.stats.model_copy(update={"vigour": 0, "slain": True})})
    return battle.model_copy(update={"characters": {**battle.characters, SQUIRE: fallen}})


def test_a_dragged_combatant_out_of_the_fight_is_refused_with_the_reason(qtbot, window):
    window.session.replace(LoadedBattle(_fallen_squire(), AssetStore()), None)
    window.view.fit_field()
    window.view.scale(12, 12)
    press(qtbot, window, Qt.Key.Key_N)  # begin: the surprise step
    press(qtbot, window, Qt.Key.Key_N)  # round 1: side turns
    assert window.session.battle.turn.step == "turns"
    start = window.session.battle.characters[SQUIRE].position
    drag.press(window, start.x, start.y)
    drag.move_to(window, start.x, start.y + 2.0, start=(start.x, start.y))
    moving = window.tokens.drag
    assert moving.dragging and moving.overlay is not None
    shown = moving.overlay.label_texts()
    assert any("Edmund is out of the fight" in text for text in shown), shown
    assert not any(text.startswith(band_name("move")) for text in shown), shown  # no band is open
    drag.release(window, start.x, start.y + 2.0)
    assert window.session.battle.characters[SQUIRE].position == start
    assert "Edmund is out of the fight" in window.statusBar().currentMessage()
