"""View ▸ Replay: scrubbing, playing and pausing the battle's log on the map, the players'
window and the log following, the battle never changed, and leaving the replay."""

from __future__ import annotations

from importlib.resources import as_file, files
from itertools import pairwise

import pytest
from PIL import Image
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QToolTip

from campal.core.engine import RetitleBattle
from campal.core.io import load_battle
from campal.core.timeline import Timeline, moves_between
from campal.ui.messages import tr_message
from campal.ui.recap.dialog import export_recap
from campal.ui.recap.recap import RecapOptions
from tests.ui.test_players_apart import in_step, state

SAMPLE = files("campal.resources") / "samples" / "sifrp-batalla.campal"


@pytest.fixture
def replaying(window, player):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    assert window.replay.action.isEnabled()
    window.replay.action.trigger()
    assert window.replay.is_on
    return window


def _shown_token_positions(scene):
    return {token_id: (item.pos().x(), item.pos().y()) for token_id, item in scene.token_layer.items.items()}


def test_scrubbing_shows_each_step_on_the_map_and_to_the_players_and_the_log_follows(replaying, player):
    window = replaying
    live = window.session.battle
    timeline = Timeline(live)
    dock = window.replay.bar
    assert dock.isVisible() and dock.slider.value() == timeline.last
    for step in (0, 3, 17, timeline.last - 1, 1):
        dock.slider.setValue(step)
        assert window.scene.battle == timeline.state_at(step)
        assert player.scene.battle == timeline.state_at(step)
        current = window.play.log.list.currentItem()
        if step:
            assert current is not None and current.data(0x0100) == step - 1
        assert dock.step_label.text().endswith(f"{step} of {timeline.last}")
    # The hidden unit stands on the GM's map at step 3 and never on the players'.
    hidden = [u for u, unit in timeline.state_at(3).units.items() if unit.hidden]
    dock.slider.setValue(3)
    assert hidden and all(u in window.scene.token_layer.items for u in hidden)
    assert not any(u in player.scene.token_layer.items for u in hidden)
    assert window.session.battle is live and not window.session.is_modified()
    assert not window.undo_action.isEnabled()


def test_play_walks_the_moves_then_pause_holds_the_step(replaying, qtbot):
    window = replaying
    film = window.replay.film
    timeline = film.timeline
    moving = next(
        k
        for k in range(1, timeline.last + 1)
        if moves_between(timeline.state_at(k - 1), timeline.state_at(k))
    )
    window.replay.bar.slider.setValue(moving - 1)
    seen = []
    film.shown.connect(seen.append)
    window.replay.bar.speed_box.setCurrentIndex(window.replay.bar.speed_box.count() - 1)
    window.replay.bar.speed_box.activated.emit(window.replay.bar.speed_box.currentIndex())
    assert film.speed == 8.0
    window.replay.bar.play_button.click()
    assert film.is_playing
    qtbot.waitUntil(lambda: film.step >= moving + 1, timeout=10_000)
    between = [b for b in seen if all(b != timeline.state_at(k) for k in (moving - 1, moving, moving + 1))]
    assert between, "the move was walked, not jumped"
    window.replay.bar.play_button.click()
    assert not film.is_playing and not window.replay.bar.play_button.isChecked()
    held = film.step
    qtbot.wait(200)
    assert film.step == held and window.scene.battle == timeline.state_at(held)


def test_leaving_the_replay_shows_the_battle_as_it_stands(replaying, player):
    window = replaying
    live = window.session.battle
    window.replay.bar.slider.setValue(2)
    window.replay.action.trigger()
    assert not window.replay.is_on and not window.replay.bar.isVisible()
    assert window.scene.battle == live and player.scene.battle == live
    assert window.session.gate is None


def test_a_change_during_the_replay_asks_to_leave_it_and_is_not_made(replaying, answer):
    window = replaying
    live = window.session.battle
    window.replay.bar.slider.setValue(5)
    asked = answer(QMessageBox.StandardButton.No)
    assert not window.session.execute(RetitleBattle("Otra"))
    assert asked and window.replay.is_on and window.session.battle is live
    assert window.scene.battle == window.replay.film.state
    asked = answer(QMessageBox.StandardButton.Yes)
    assert not window.session.execute(RetitleBattle("Otra"))
    assert not window.replay.is_on and window.session.battle is live
    assert window.session.execute(RetitleBattle("Otra"))  # out of the replay, the battle goes on


def test_a_battle_saved_without_its_opening_is_not_replayed(window, answer, tmp_path):
    from campal.core.io import save_battle

    with as_file(SAMPLE) as path:
        loaded = load_battle(path)
    old = tmp_path / "old.campal"
    save_battle(old, loaded.battle.model_copy(update={"opening": None}), loaded.assets, backup=False)
    assert window.open_path(old, ask=False)
    asked = answer()
    window.replay.action.trigger()
    assert asked and "cannot be replayed" in asked[0][2]
    assert not window.replay.is_on and not window.replay.action.isChecked()


def test_export_recap_writes_the_animation_from_the_window(window, tmp_path):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    out = tmp_path / "recap.gif"
    options = RecapOptions(width=320, fps=3, round_number=1, player_view=True)
    assert export_recap(window, window.session, options, out)
    with Image.open(out) as image:
        assert image.n_frames >= sum(1 for e in window.session.battle.log if e.round == 1)


def test_a_players_window_opened_during_the_replay_shows_the_replay(window):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    window.replay.action.trigger()
    window.replay.bar.slider.setValue(4)
    controls = window.player_controls
    controls.set_open(True)
    try:
        assert controls.player is not None
        assert controls.player.scene.battle == window.replay.film.state
    finally:
        controls.set_open(False)


def test_the_players_window_in_its_own_process_follows_the_replay(window, qtbot):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    link = None
    try:
        controls = window.player_controls
        controls.in_own_process = True
        controls.toggle_action.trigger()
        link = controls.apart
        assert link is not None
        qtbot.waitUntil(lambda: link.is_connected, timeout=30_000)
        window.replay.action.trigger()
        timeline = window.replay.film.timeline
        window.replay.bar.slider.setValue(4)
        in_step(link, qtbot, timeline.state_at(4))
        hidden = [u for u, unit in timeline.state_at(4).units.items() if unit.hidden]
        assert hidden and not set(hidden) & set(state(link)["tokens"])
        window.replay.action.trigger()
        in_step(link, qtbot, window.session.battle)
    finally:
        window.player_controls.set_open(False)


def test_over_the_slider_the_log_entry_under_the_cursor_is_told(replaying, qtbot):
    bar = replaying.replay.bar
    timeline = replaying.replay.film.timeline
    slider = bar.slider
    for step in (0, 10, timeline.last):
        x = bar.marks.x_of(step)
        assert bar.step_at(x) == step
    step = bar.step_at(bar.marks.x_of(12))
    assert bar.entry_text(step).endswith(tr_message(timeline.entry(12).message))
    QTest.mouseMove(slider, QPoint(round(bar.marks.x_of(12)), slider.height() // 2))
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text().startswith("12: "), timeout=3000)
    assert slider.value() == timeline.last  # told, not jumped to


def test_the_replay_says_when_the_log_does_not_hold_every_change(window):
    from campal.core.engine.terrain import AddTerrain
    from campal.core.model import Point, TerrainFeature

    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    window.replay.action.trigger()
    assert not window.replay.bar.gap_label.isVisibleTo(window.replay.bar)
    window.replay.action.trigger()
    ring = (Point(x=10, y=10), Point(x=60, y=10), Point(x=60, y=60), Point(x=10, y=60))
    assert window.session.execute(
        AddTerrain(TerrainFeature(id="terrain-new", kind="forest", name="Soto", outline=ring))
    )
    window.replay.action.trigger()
    assert window.replay.bar.gap_label.isVisibleTo(window.replay.bar)


def _unit_rows(dock) -> dict[str, list[str]]:
    table = dock.table
    return {
        table.item(row, 0).data(0x0101): [table.item(row, c).text() for c in range(1, table.columnCount())]
        for row in range(table.rowCount())
    }


def _rows_of(dock, battle) -> dict[str, list[str]]:
    rows = {unit.id: dock.stats.row(battle, unit) for unit in battle.units.values()}
    return {unit_id: [row.name, *row.cells] for unit_id, row in rows.items()}


def test_the_docks_show_the_step_the_replay_stands_at_and_offer_nothing_from_it(replaying):
    window = replaying
    live = window.session.battle
    timeline = Timeline(live)
    orders, characters, bar = window.play.orders, window.play.characters, window.play.phase_bar
    start = timeline.state_at(0)
    assert _rows_of(orders, start) != _rows_of(orders, live), "the sample's battle changed its units"
    for step in (0, 9, timeline.last):
        window.replay.bar.slider.setValue(step)
        state = timeline.state_at(step)
        assert _unit_rows(orders) == _rows_of(orders, state)
        turn = state.turn
        if turn is None:
            assert bar.round_label.text() == "Not started"
        elif turn.stage == "round":
            assert bar.round_label.text() == f"Round {turn.round}"
    window.replay.bar.slider.setValue(0)
    unit = next(iter(start.units))
    window.selection.set([unit])
    assert orders.unit_id == unit and not orders.offers.shown
    assert "replay" in orders.unit_label.text()
    assert not characters.offers.shown and not characters.pass_button.isEnabled()
    window.replay.action.trigger()  # left: the battle as it stands, its orders offered again
    assert _unit_rows(orders) == _rows_of(orders, live)
    assert orders.replayed is None and characters.replayed is None
    assert "replay" not in orders.unit_label.text()


def test_round_names_under_the_slider_never_overlap_the_later_one_is_kept(qtbot):
    from PySide6.QtWidgets import QSlider, QVBoxLayout, QWidget

    from campal.ui.replay.bar import RoundMarks

    column = QWidget()
    qtbot.addWidget(column)
    slider = QSlider()
    slider.setOrientation(slider.orientation().Horizontal)
    slider.setRange(0, 54)
    marks = RoundMarks(slider)
    layout = QVBoxLayout(column)
    layout.addWidget(slider)
    layout.addWidget(marks)
    column.resize(560, 60)
    column.show()
    marks.set_marks([(0, 1), (1, 3), (2, 25), (3, 52)])  # a setup of two steps before round 1
    names = marks.names()
    assert [text for _left, _room, text in names] == ["Round 1", "Round 2", "Round 3"]
    for (left, room, _text), (next_left, _r, _t) in pairwise(names):
        assert left + room <= next_left
