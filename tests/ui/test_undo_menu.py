"""Edit ▸ Undo and the engine agree, whichever side the change came from."""

from campal.core.engine import ResizeField, RetitleBattle
from campal.core.model import GridKind
from campal.ui.dialogs.field_settings import FieldSettingsDialog


def test_undo_and_redo_through_the_menu_walk_the_engine(window):
    session = window.session
    original = session.battle
    session.execute(RetitleBattle("Batalla del Puente"))
    session.execute(ResizeField(900, 500))
    assert window.undo_action.isEnabled()
    assert "Resize field" in window.undo_action.text()

    window.undo_action.trigger()
    assert session.battle.field.size.width == original.field.size.width
    assert session.battle.title == "Batalla del Puente"
    window.undo_action.trigger()
    assert session.battle == original
    assert not session.engine.can_undo()
    assert not session.is_modified()

    window.redo_action.trigger()
    window.redo_action.trigger()
    assert session.battle.field.size.width == 900
    assert session.engine.can_undo() and not session.engine.can_redo()
    assert session.is_modified()
    assert "Batalla del Puente" in window.windowTitle()


def test_a_refused_command_adds_nothing_and_says_why(window):
    session = window.session
    assert not session.execute(ResizeField(-3, 100))
    assert session.undo_stack.count() == 0
    assert "between" in window.statusBar().currentMessage()


def test_field_settings_is_one_step_of_undo(window):
    session = window.session
    original = session.battle
    dialog = FieldSettingsDialog(session.battle, session.unit, window)
    dialog.title.setText("Otra batalla")
    dialog.width.setValue(800)
    dialog.grid_kind.setCurrentIndex(dialog.grid_kind.findData(GridKind.HEX.value))
    assert session.execute_all(
        __import__("campal.core.model", fromlist=["msg"]).msg("undo.field_settings"), dialog.commands()
    )
    assert session.battle.field.grid.kind is GridKind.HEX
    assert session.undo_stack.count() == 1
    window.undo_action.trigger()
    assert session.battle == original


def test_an_untouched_field_settings_dialog_changes_nothing(window):
    dialog = FieldSettingsDialog(window.session.battle, window.session.unit, window)
    assert dialog.commands() == []


def test_the_undo_limit_from_preferences_forgets_the_oldest_steps(window, settings):
    from campal.core.io import LoadedBattle
    from campal.core.model import AssetStore, Battle, msg
    from campal.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(settings, window)
    dialog.undo_limit.setValue(3)
    dialog.apply()
    assert settings.undo_limit == 3
    window.session.undo_limit = settings.undo_limit
    window.session.replace(LoadedBattle(Battle(), AssetStore()), None)  # a new limit: the next battle
    session = window.session
    for title in ("Uno", "Dos", "Tres", "Cuatro"):
        session.execute(RetitleBattle(title))
    session.execute_all(msg("undo.field_settings"), [ResizeField(700, 500), RetitleBattle("Cinco")])
    assert session.undo_stack.count() == 3
    assert session.engine.undoable == 4  # Dos… in two steps, and the two of the last one
    while session.undo_stack.canUndo():
        window.undo_action.trigger()
    assert session.battle.title == "Dos"
    while session.undo_stack.canRedo():
        window.redo_action.trigger()
    assert session.battle.title == "Cinco"
