"""A person's facing set on the map in Aquelarre: click the character, turn it with the same keys
that turn units ([ and ], Shift for 45°); a notch on its marker shows where it looks; one command
each, undone with Ctrl+Z, saved and reopened."""

from __future__ import annotations

from importlib.resources import as_file

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .play_helpers import click_on_map
from .test_aquelarre_play import SAMPLE, stats


def test_turning_a_character_with_the_keys_sets_its_facing(qtbot, window, tmp_path):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    battle = window.session.battle
    who = next(c.id for c in battle.characters.values() if c.position is not None and not c.hidden)
    spot = battle.characters[who].position
    click_on_map(qtbot, window, spot.x, spot.y)
    assert tuple(window.selection.ids) == (who,)
    assert stats(window, who).facing is None  # never turned: its last move says where it looks
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_BracketRight)
    first = stats(window, who).facing
    assert first is not None
    QTest.keyClick(window.view, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ShiftModifier)
    assert stats(window, who).facing == pytest.approx((first - 45.0) % 360.0)
    assert window.session.battle.log[-1].message.key == "aquelarre.log.faced"
    badge = window.view.battle_scene.token_items[who].badges
    assert badge.facing == pytest.approx(stats(window, who).facing)
    window.session.undo_stack.undo()
    assert stats(window, who).facing == pytest.approx(first)
    saved = tmp_path / "faced.campal"
    assert window._save_to(saved)
    assert window.open_path(saved, ask=False)
    assert stats(window, who).facing == pytest.approx(first)
