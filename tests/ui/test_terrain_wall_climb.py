"""A fortification's climbing difficulty is edited in its properties, one undoable step."""

from .play_helpers import open_sample


def test_a_walls_climbing_difficulty_is_set_in_its_properties_and_handed_back_to_the_rules(qtbot, window):
    open_sample(window)
    ui = window.terrain
    ui.context.selection.select("fort-earthwork")
    panel = ui.panel
    assert panel.climb.isVisibleTo(panel) and panel.climb.value() == panel.climb.minimum()
    assert panel.climb.text() == "The rules' value"
    panel.climb.setValue(15)
    panel.climb.editingFinished.emit()
    assert window.session.battle.fortifications["fort-earthwork"].climb_difficulty == 15
    panel.climb.setValue(panel.climb.minimum())
    panel.climb.editingFinished.emit()
    assert window.session.battle.fortifications["fort-earthwork"].climb_difficulty is None
    window.session.undo_stack.undo()
    assert window.session.battle.fortifications["fort-earthwork"].climb_difficulty == 15
