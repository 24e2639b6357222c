"""A unit's troop typed in the properties panel and its ratings set from it with one button:
the ratings are the text's formulas of that troop, one undo puts the old ones back, ratings a
unit cannot hold are refused with a reason, and a battle with a troop saves and reopens."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

from campal.core.io import load_battle
from campal.core.model.exalted import Troop
from campal.core.rules.exalted.traits import ratings_from
from campal.ui.widgets.focus import FocusSpinBox

SAMPLE = Path(__file__).parents[2] / "resources" / "samples" / "exalted-batalla.campal"
SPEAR = "unit-spear"
RATINGS = ("close_combat", "ranged_combat", "close_damage", "ranged_damage", "armour", "hardness")


def _panel(window, unit_id: str):  # type: ignore[no-untyped-def]
    window.selection.set([unit_id])
    return window.tokens.roster.properties


def _type(qtbot, panel, trait: str, value: int) -> None:  # type: ignore[no-untyped-def]
    spin = panel.findChild(FocusSpinBox, f"stats.troop.{trait}")
    assert spin is not None, trait
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def _derive(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    button = panel.findChild(QPushButton, "derive-stats.troop")
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _stats(window):  # type: ignore[no-untyped-def]
    return window.session.battle.units[SPEAR].stats


def test_typed_troop_sets_the_ratings_and_one_undo_restores_them(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    before = _stats(window)
    assert before.troop is None
    panel = _panel(window, SPEAR)
    typed = {"dexterity": 4, "close_ability": 3, "close_accuracy": 2, "strength": 3, "soak": 8, "hardness": 2}
    for trait, value in typed.items():
        _type(qtbot, panel, trait, value)
    troop = Troop(**typed)
    assert _stats(window).troop == troop
    assert [getattr(_stats(window), r) for r in RATINGS] == [getattr(before, r) for r in RATINGS]
    _derive(qtbot, panel)
    after = _stats(window)
    for field, value in ratings_from(troop).items():
        assert getattr(after, field) == value, field
    assert after.endurance == before.drill + troop.stamina
    assert "derived from the troop" in window.session.undo_stack.undoText().lower()
    window.session.undo_stack.undo()
    restored = _stats(window)
    assert restored.troop == troop
    assert [getattr(restored, r) for r in (*RATINGS, "speed", "endurance")] == [
        getattr(before, r) for r in (*RATINGS, "speed", "endurance")
    ]


def test_ratings_a_unit_cannot_hold_are_refused_with_a_reason(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    panel = _panel(window, SPEAR)
    for trait, value in {"dexterity": 30, "close_ability": 30, "close_accuracy": 10}.items():
        _type(qtbot, panel, trait, value)
    before = window.session.battle
    _derive(qtbot, panel)
    assert window.session.battle == before
    reason = panel.reason.text()
    assert "35" in reason and "0–10" in reason and "Close combat attack" in reason
    assert isinstance(panel.reason, QLabel)


def test_a_battle_with_a_troop_and_derived_ratings_saves_and_reopens(window, qtbot, tmp_path):
    window.open_path(SAMPLE, ask=False)
    panel = _panel(window, SPEAR)
    _type(qtbot, panel, "mount_valor", 4)
    _type(qtbot, panel, "ranged_weapon_damage", 3)
    _type(qtbot, panel, "fatigue", 2)
    rested = panel.findChild(QCheckBox, "rested-stats.troop")
    assert rested.isChecked()
    qtbot.mouseClick(rested, Qt.MouseButton.LeftButton, pos=QPoint(8, rested.height() // 2))
    assert not rested.isChecked()
    _derive(qtbot, panel)
    drill = _stats(window).drill
    assert _stats(window).endurance == drill + 2 - 2  # Stamina 2, armour fatigue 2 when not rested
    saved = tmp_path / "con-tropa.campal"
    window.session.save(saved)
    reopened = load_battle(saved).battle.units[SPEAR].stats
    assert reopened == _stats(window)
    assert reopened.troop == Troop(mount_valor=4, ranged_weapon_damage=3, fatigue=2)
    assert window.open_path(saved, ask=False)
    panel = _panel(window, SPEAR)
    assert panel.findChild(FocusSpinBox, "stats.troop.mount_valor").value() == 4
