"""Saves typed in the answers panel: what is not numbers is told, kept, and never rolled instead."""

from campal.core.model import Battle
from campal.ui.play.reaction_panel import ReactionPanel


def test_saves_that_are_not_numbers_are_kept_and_the_gm_is_told(qtbot):
    panel = ReactionPanel()
    qtbot.addWidget(panel)
    panel.battle = Battle()
    sent = []
    panel.command_ready.connect(sent.append)
    panel.saves_edit.setText("7 x")
    panel._answer(None, "save")  # refused before the reaction is read: nothing is built
    assert sent == [] and panel.saves_edit.text() == "7 x"
    assert "7 3 1 5" in panel.problem_label.text()
