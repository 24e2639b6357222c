"""Rule options from the window: chosen in the New battle dialog, changed in Field settings as
one undoable step, and kept by the battle."""

from PySide6.QtWidgets import QCheckBox, QComboBox

from campal.core.model import msg
from campal.ui.dialogs.field_settings import FieldSettingsDialog
from campal.ui.dialogs.new_battle import NewBattleDialog


def _tick(dialog, key: str) -> QCheckBox:  # type: ignore[no-untyped-def]
    found = dialog.findChild(QCheckBox, f"option-{key}")
    assert found is not None
    return found


def test_the_new_battle_dialog_offers_the_systems_options_and_the_battle_keeps_them(window):
    dialog = NewBattleDialog(window)
    dialog.system.setCurrentIndex(dialog.system.findData("sifrp"))
    assert _tick(dialog, "advanced_orders").isChecked()
    _tick(dialog, "advanced_orders").setChecked(False)
    combo = dialog.findChild(QComboBox, "option-destruction_threshold")
    combo.setCurrentIndex(combo.findData("exceed"))
    battle = dialog.battle()
    assert battle.rule_options["advanced_orders"] is False
    assert battle.rule_options["advanced_formations"] is True
    assert battle.rule_options["destruction_threshold"] == "exceed"


def test_a_system_without_options_shows_none(window):
    dialog = NewBattleDialog(window)
    dialog.system.setCurrentIndex(dialog.system.findData("bastionland"))
    assert dialog.rule_options.isHidden()
    assert dialog.battle().rule_options == {}


def test_field_settings_change_the_options_in_one_undoable_step(window):
    session = window.session
    original = session.battle
    dialog = FieldSettingsDialog(session.battle, session.unit, window)
    _tick(dialog, "advanced_formations").setChecked(False)
    assert session.execute_all(msg("undo.field_settings"), dialog.commands())
    assert session.battle.rule_options["advanced_formations"] is False
    reopened = FieldSettingsDialog(session.battle, session.unit, window)
    assert not _tick(reopened, "advanced_formations").isChecked()
    assert reopened.commands() == []
    window.undo_action.trigger()
    assert session.battle == original
