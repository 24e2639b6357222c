"""Step 11 from the window: Round ▸ Step actions ▸ resolve the battle asks the victor, then each
house's Tierras, Fortuna, Población and Defensa in one form; the resolution records them and the
log says them."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from campal.core.engine import NextStep, Override
from campal.core.report.prose import render_log
from campal.ui.play.amounts_dialog import AmountsDialog

from .play_helpers import open_sample
from .test_second_picks import MenuAnswer
from .test_step_actions import _trigger

STARK, LANNISTER = "side-stark", "side-lannister"


class AmountsAnswer:
    """Types the given numbers into the next resources form and presses OK."""

    def __init__(self, qtbot, values: dict[str, int]) -> None:
        self.qtbot, self.values, self.rows = qtbot, values, 0
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, AmountsDialog) or dialog.property("answered"):
            return
        dialog.setProperty("answered", True)
        self.rows = len(dialog.boxes)
        for key, value in self.values.items():
            box = dialog.boxes[key]
            box.setFocus()
            box.selectAll()
            self.qtbot.keyClicks(box, str(value))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        self.qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    def stop(self) -> None:
        self.timer.stop()


def _to_resolution(window) -> None:
    session = window.session
    for unit in [u for u in session.battle.units.values() if u.side == STARK]:
        session.execute(Override(unit.id, "stats.state", "routed", "test"))
    for _ in range(12):
        if session.battle.turn.step == "resolution":
            return
        session.execute(NextStep(force=True))
    raise AssertionError(session.battle.turn.step)


def test_resolving_the_battle_records_each_houses_resources_typed_in_the_window(qtbot, window):
    open_sample(window)
    _to_resolution(window)
    victor = MenuAnswer()  # the first entry: Lannister wins
    amounts = AmountsAnswer(qtbot, {f"{LANNISTER}:lands": 2, f"{STARK}:wealth": -3, f"{STARK}:defense": -1})
    _trigger(window, "step-resolve_battle-")
    victor.stop()
    amounts.stop()
    assert amounts.rows == 8  # two houses × Tierras, Fortuna, Población, Defensa
    battle = window.session.battle
    lannister, stark = battle.sides[LANNISTER].stats, battle.sides[STARK].stats
    assert lannister.lands == 2 and (stark.wealth, stark.defense) == (-3, -1)
    report = render_log(battle, "es")
    assert "Lannister: Tierras +2, Fortuna +0, Población +0, Defensa +0" in report
    assert "Stark: Tierras +0, Fortuna -3, Población +0, Defensa -1" in report


def test_a_resource_beyond_the_bound_is_refused_with_the_house_named(qtbot, window):
    open_sample(window)
    _to_resolution(window)
    refusals: list = []
    window.session.refused.connect(refusals.append)
    victor = MenuAnswer()
    amounts = AmountsAnswer(qtbot, {f"{STARK}:population": 40})
    before = len(window.session.battle.log)
    window.session.execute(Override(STARK, "stats.population", 20, "test"))
    _trigger(window, "step-resolve_battle-")
    victor.stop()
    amounts.stop()
    assert len(window.session.battle.log) == before + 1  # only the override: the end refused
    assert refusals
