"""The players' window: follows the GM's camera, shows pings and rolls, never leaks GM secrets."""

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from campal.core.engine import Engine, RetitleBattle
from campal.core.model import LogEntry, msg
from campal.core.report import mentions
from campal.ui.player.player_window import CameraMode
from campal.ui.scene.ping_item import PingItem


def centre_of(view):
    return view.mapToScene(view.viewport().rect().center())


def test_the_player_window_follows_a_gm_pan_at_once(window, player):
    gm = window.view
    gm.zoom_by(4.0)
    viewport = gm.viewport()
    start, end = QPoint(700, 400), QPoint(400, 250)
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, end)
    # no event loop turn in between: the player view has already moved
    gm_centre, player_centre = centre_of(gm), centre_of(player.view)
    assert player_centre.x() == pytest.approx(gm_centre.x(), abs=2.0)
    assert player_centre.y() == pytest.approx(gm_centre.y(), abs=2.0)
    QTest.mouseRelease(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, end)
    assert player.view.visible_scene_rect().contains(gm.visible_scene_rect().center())


def test_fit_and_free_cameras(window, player):
    window.player_controls.set_camera(CameraMode.FIT)
    window.view.zoom_by(5.0)
    visible = player.view.visible_scene_rect()
    field = player.scene.field_rect()
    assert visible.contains(field.adjusted(1, 1, -1, -1))
    window.player_controls.set_camera(CameraMode.FREE)
    before = centre_of(player.view)
    window.view.pan_by(300, 0)
    assert centre_of(player.view) == before


def test_alt_click_pings_both_views(window, player):
    at = window.view.mapFromScene(QPointF(300.0, 200.0))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.AltModifier, at)
    for scene in (window.scene, player.scene):
        pings = [item for item in scene.items() if isinstance(item, PingItem)]
        assert len(pings) == 1
        assert pings[0].pos().x() == pytest.approx(300.0, abs=1.0)
    assert window.session.undo_stack.count() == 0  # a ping is not a change of the battle


def test_tooltips_never_show_in_the_player_window(player):
    viewport = player.view.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, QPoint(10, 10), viewport.mapToGlobal(QPoint(10, 10)))
    assert player.view.eventFilter(viewport, event) is True


def test_the_frame_in_the_gm_view_outlines_what_players_see(window, player):
    window.player_controls.frame_action.setChecked(True)
    frame = window.player_controls.frame
    assert frame.isVisible()
    assert frame.boundingRect().adjusted(2, 2, -2, -2) == player.view.visible_scene_rect()


def _entry_with_roll(seq, unit_id):
    return LogEntry(
        seq=seq,
        message=msg("attack.hit", attacker="A", target="B", total=14, difficulty=9, degrees=2, damage=4),
        events=({"type": "sifrp.attack", "attacker": unit_id, "roll": {"total": 14}},),
    )


def test_the_latest_roll_shows_large_for_a_while(window, player):
    battle = window.session.battle
    after = battle.model_copy(update={"log": (_entry_with_roll(0, "unit-x"),)})
    player._changed(battle, after)
    assert player.roll_toast.isVisible()
    assert "14" in player.roll_toast.text


def test_hidden_things_are_found_in_recorded_events():
    event = {"type": "x", "targets": ["unit-a", {"id": "unit-secret"}]}
    assert mentions(event, {"unit-secret"})
    assert not mentions(event, {"unit-b"})


def test_closing_the_player_window_unticks_the_menu_and_a_new_one_is_live(window, player):
    player.close()  # as its close button or the window manager would
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    controls = window.player_controls
    assert controls.player is None
    assert not controls.toggle_action.isChecked()
    controls.set_open(True)
    fresh = controls.player
    assert fresh is not None and fresh is not player
    window.session.execute(RetitleBattle("Otra"))  # the new window follows the document
    assert fresh.scene.battle.title == "Otra"


def test_engine_is_untouched_by_the_player_window(window, player):
    assert isinstance(window.session.engine, Engine)
    assert window.session.undo_stack.count() == 0


def test_the_players_window_tells_its_tokens_its_zoom(window, player):
    window.player_controls.set_camera(CameraMode.FIT)
    assert player.scene.token_layer._scale == pytest.approx(player.view.transform().m11())


def test_a_unit_routed_off_the_field_is_no_longer_drawn(window):
    from campal.core.model import SifrpUnitStats

    battle = window.session.battle
    unit = next(u for u in battle.units.values() if isinstance(u.stats, SifrpUnitStats))
    gone = unit.model_copy(update={"stats": unit.stats.model_copy(update={"left_field": True})})
    after = battle.model_copy(update={"units": {**battle.units, unit.id: gone}})
    window.scene.show_battle(after, window.session.assets)
    assert unit.id not in window.scene.token_layer.items


def test_a_hidden_character_attached_to_a_visible_unit_leaves_no_mark_for_players(window, player):
    from campal.core.model import Character

    battle = window.session.battle
    unit = next(u for u in battle.units.values() if not u.hidden)
    spy = Character(id="char-spy", name="Espía", side=unit.side, attached_to=unit.id, hidden=True)
    after = battle.model_copy(update={"characters": {**battle.characters, spy.id: spy}})
    window.scene.show_battle(after, window.session.assets)
    player.scene.show_battle(after, window.session.assets)
    assert "Espía" in window.scene.token_layer.badges[unit.id].attached
    assert "Espía" not in player.scene.token_layer.badges[unit.id].attached


def test_the_step_badge_and_roll_toast_cover_only_their_boxes(window, player):
    player.step_badge.set_text("Ronda 3 · Movimiento")
    player.roll_toast.show_roll("Ataque: 14 contra 9")
    view = player.view.rect()
    for overlay in (player.step_badge, player.roll_toast):
        box = overlay.geometry()
        assert view.contains(box)
        assert box.width() * box.height() < view.width() * view.height() / 6
    assert player.step_badge.geometry().bottomRight().x() > view.width() - 40  # in its corner
    # A change of the map away from the badge does not repaint it.
    painted = []

    class Spy(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(watched)
            return False

    spy = Spy()
    player.step_badge.installEventFilter(spy)
    QApplication.processEvents()
    painted.clear()
    player.view.viewport().update(QRect(10, 10, 50, 50))
    QApplication.processEvents()
    assert player.step_badge not in painted


def test_a_gm_zoom_step_or_pan_moves_the_players_camera_once(window, player):
    gm = window.view
    gm.zoom_by(4.0)
    moves, fits = [], []
    gm.camera_changed.connect(lambda: moves.append(gm.visible_scene_rect()))
    player.view.scaled.connect(fits.append)
    gm.zoom_by(1.25, QPointF(300, 200))  # a wheel step off the centre: it scales, then scrolls both ways
    assert len(moves) == 1 and len(fits) == 1
    assert moves[0] == gm.visible_scene_rect()  # told once, when the view had settled
    gm.pan_by(40, 30)
    assert len(moves) == 2 and len(fits) == 2
    assert centre_of(player.view).x() == pytest.approx(centre_of(gm).x(), abs=2.0)
    assert centre_of(player.view).y() == pytest.approx(centre_of(gm).y(), abs=2.0)


def test_full_screen_on_a_screen_and_not_on_one_that_is_not_there(window, player, qtbot):
    window.player_controls.fullscreen_on(7)
    assert not player.isFullScreen()
    window.player_controls.fullscreen_on(0)
    qtbot.waitUntil(player.isFullScreen, timeout=2000)


def test_a_window_closed_while_a_ping_pulses_is_freed_safely(qtbot, settings):
    """A ping still pulsing when a window closes (the players' window, or a GM window): whatever
    frees its scene (Python's collector included, at any moment of an animation tick) must not
    leave Qt's animation clock holding a freed animation."""
    import gc

    from PySide6.QtCore import QVariantAnimation

    from campal.ui.app import build_window

    for _ in range(3):
        other = build_window(None, settings)
        other.player_controls.in_own_process = False
        other.show()
        qtbot.waitExposed(other)
        other.player_controls.set_open(True)
        at = other.view.mapFromScene(QPointF(300.0, 200.0))
        QTest.mouseClick(
            other.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.AltModifier, at
        )
        other.player_controls.set_open(False)
        other.session.undo_stack.setClean()
        other.close()
        other.keeper.close()
        other.deleteLater()
        del other
        # Collect garbage from inside the animation clock's own tick, where a freed animation hurts.
        collector = QVariantAnimation()
        collector.setStartValue(0.0)
        collector.setEndValue(1.0)
        collector.setDuration(200)
        collector.valueChanged.connect(lambda _value: gc.collect())
        collector.start()
        qtbot.waitUntil(lambda c=collector: c.state() == QVariantAnimation.State.Stopped, timeout=3000)


def test_the_cyclic_collector_runs_on_the_window_thread_only(qapp):
    """Python's collector never frees Qt objects on a worker thread: the automatic one is off,
    and the window's thread collects at Python's own thresholds."""
    import gc
    import threading

    from campal.ui.startup.collector import collect_on_main_thread

    collector = collect_on_main_thread(qapp)
    assert collect_on_main_thread(qapp) is collector
    assert not gc.isenabled()
    collections_off_thread = []

    def note(phase, info):
        if phase == "start" and threading.current_thread() is not threading.main_thread():
            collections_off_thread.append(info)

    gc.callbacks.append(note)
    try:

        def churn():
            for _ in range(50_000):
                a = []
                a.append(a)  # a cycle: only the cyclic collector frees it

        worker = threading.Thread(target=churn)
        worker.start()
        worker.join()
        assert collections_off_thread == []
        assert collector.collect_due() >= 0  # the garbage is collected, here
    finally:
        gc.callbacks.remove(note)
