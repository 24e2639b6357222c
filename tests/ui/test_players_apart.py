"""The players' window in a process of its own, as the app opens it: through the View menu,
driven by real gestures in the GM's window, and asked what it shows."""

import hashlib

import pytest
from PySide6.QtCore import QProcess, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtTest import QTest

from campal.core.engine import MoveToken, Override, RetitleBattle
from campal.core.io import LoadedBattle
from campal.core.io.battle_delta import without_log
from campal.core.model import AssetStore, Point
from campal.ui.player import players_process
from campal.ui.player.player_window import CameraMode
from campal.ui.player.wire import encode
from campal.ui.scene.battle_scene import BattleScene
from tests.core.long_battle import long_battle
from tests.ui.token_helpers import LEFT, at, move_to, press, release

START_MS = 30_000  # a start on a busy machine running the tests in parallel


def digest(battle):
    return hashlib.sha256(battle.model_dump_json().encode()).hexdigest()


def state(apart, **fields):
    reply = apart.request("state", 5000, digest=True, **fields)
    assert reply is not None, "the players' window did not answer"
    return reply.fields


def players_tokens(session):
    scene = BattleScene(gm_view=False)
    scene.show_battle(session.battle, session.assets)
    return sorted(scene.token_layer.items)


@pytest.fixture
def apart(window, qtbot):
    controls = window.player_controls
    controls.in_own_process = True
    controls.toggle_action.trigger()  # View ▸ Player view ▸ Show player view
    assert controls.player is None and controls.apart is not None
    link = controls.apart
    qtbot.waitUntil(lambda: link.is_connected, timeout=START_MS)
    qtbot.waitUntil(lambda: state(link)["visible"], timeout=5000)
    yield link
    if controls.apart is link:
        process = link.process
        controls.set_open(False)
        if process.state() != QProcess.ProcessState.NotRunning:
            assert process.waitForFinished(5000), "the players' window did not end when closed"


def in_step(apart, qtbot, battle):
    """Wait until the players' window holds exactly the GM's document (its log from the entries
    logged since the document was sent: earlier ones are never shown there)."""
    qtbot.waitUntil(lambda: state(apart)["digest"] == digest(apart.as_held_there(battle)), timeout=5000)


def test_it_shows_the_gms_document_as_players_may_see_it_and_follows_the_gm(window, apart, qtbot):
    battle = window.session.battle
    seen = state(apart)
    assert seen["title"] == battle.title
    assert seen["digest"] == digest(apart.as_held_there(battle))
    assert seen["tokens"] == players_tokens(window.session) and seen["tokens"]
    assert seen["camera"] == CameraMode.FOLLOW.value
    window.view.zoom_by(3.0)
    gm_rect = window.view.visible_scene_rect()
    qtbot.waitUntil(lambda: QRectF(*state(apart)["shown"]).contains(gm_rect.center()), timeout=5000)
    shown = QRectF(*state(apart)["shown"])
    assert shown.width() < window.session.battle.field.size.width  # zoomed in with the GM
    assert apart.shown == shown  # as it told the GM's window


def test_a_drag_in_the_gms_map_is_drawn_there_and_the_move_arrives_exactly(window, apart, qtbot):
    battle = window.session.battle
    unit = next(u for u in battle.units.values() if not u.hidden)
    start = (unit.position.x, unit.position.y)
    end = (unit.position.x + 20.0, unit.position.y + 15.0)
    press(window, *start)
    move_to(window, *end, steps=8, start=start)
    qtbot.waitUntil(lambda: state(apart)["dragging"], timeout=5000)
    release(window, *end)
    after = window.session.battle
    assert after.units[unit.id].position != unit.position, "the drag moved nothing"
    in_step(apart, qtbot, after)
    assert not state(apart)["dragging"]
    window.session.undo_stack.undo()
    in_step(apart, qtbot, window.session.battle)


def test_what_the_gm_hides_never_reaches_the_players_drawing(window, apart, qtbot):
    battle = window.session.battle
    unit = next(u for u in battle.units.values() if not u.hidden)
    assert unit.id in state(apart)["tokens"]
    assert window.session.execute(Override(unit.id, "hidden", True))  # as the properties dock hides it
    in_step(apart, qtbot, window.session.battle)
    assert unit.id not in state(apart)["tokens"]


def test_settings_from_the_gms_menu_reach_it(window, apart, qtbot):
    controls = window.player_controls
    controls.set_style(2.0, True)
    controls.set_camera(CameraMode.FIT)
    qtbot.waitUntil(lambda: state(apart)["scale"] == 2.0 and state(apart)["camera"] == "fit", timeout=5000)
    field = window.session.battle.field.size
    assert QRectF(*state(apart)["shown"]).contains(QRectF(0, 0, field.width, field.height))
    controls.frame_action.setChecked(True)
    qtbot.waitUntil(lambda: controls.frame.isVisible(), timeout=5000)
    assert controls.frame.boundingRect().adjusted(2, 2, -2, -2) == apart.shown
    slots, style = controls.shown()
    assert style.label_scale == 2.0 and style.high_contrast
    assert slots and set(slots) <= set(state(apart)["tokens"])


def test_a_new_document_and_a_broken_delta_both_end_with_the_gms_document(window, apart, qtbot):
    other = window.session.battle.model_copy(update={"title": "Otra"})
    window.session.replace(LoadedBattle(other, window.session.assets), None)
    in_step(apart, qtbot, window.session.battle)
    assert state(apart)["title"] == "Otra"
    apart._send("delta", None, b'{"units": []}')  # a delta that does not apply: the document is sent again
    assert window.session.execute(RetitleBattle("Tercera"))
    in_step(apart, qtbot, window.session.battle)


def test_a_long_battle_reaches_it_without_its_log_and_then_follows_each_entry_and_undo(window, apart, qtbot):
    battle = long_battle(300)
    session = window.session
    session.replace(LoadedBattle(battle, AssetStore()), None)
    in_step(apart, qtbot, session.battle)
    assert apart.as_held_there(session.battle) == without_log(battle)

    assert session.execute(MoveToken("unit-1", Point(x=3.0, y=4.0)))
    assert session.execute(MoveToken("unit-2", Point(x=5.0, y=6.0)))
    in_step(apart, qtbot, session.battle)
    assert len(apart.as_held_there(session.battle).log) == 2
    session.undo_stack.undo()
    in_step(apart, qtbot, session.battle)
    assert apart.as_held_there(session.battle).log == session.battle.log[-1:]


def test_its_picture_is_the_map(window, apart):
    reply = apart.request("grab", 10_000)
    assert reply is not None
    image = QImage.fromData(reply.payload, "PNG")
    assert image.width() >= 1000 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
    assert len(colours) > 20, "a blank window"


def test_a_players_window_that_crashed_is_told_of_and_the_gms_close_ends_the_next(window, apart, qtbot):
    controls = window.player_controls
    apart.process.kill()  # the players' window gone, as a window manager or a crash would end it
    qtbot.waitUntil(lambda: controls.apart is None, timeout=5000)
    assert not controls.toggle_action.isChecked()
    assert "ended unexpectedly" in window.statusBar().currentMessage()
    controls.toggle_action.trigger()
    again = controls.apart
    assert again is not None
    qtbot.waitUntil(lambda: again.is_connected, timeout=START_MS)
    process = again.process
    window.close()  # the GM's window closes: so does the players'
    assert process.waitForFinished(5000)


def test_a_players_window_that_cannot_start_opens_in_the_gms_process(window, qtbot, monkeypatch):
    monkeypatch.setattr(players_process, "players_command", lambda server: ("/nonexistent/campal", []))
    controls = window.player_controls
    controls.in_own_process = True
    controls.toggle_action.trigger()
    qtbot.waitUntil(lambda: controls.player is not None, timeout=5000)
    assert controls.apart is None and controls.toggle_action.isChecked()
    controls.set_open(False)


def test_an_alt_click_pings_it_too(window, apart, qtbot):
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.AltModifier, at(window, 300.0, 200.0))
    qtbot.waitUntil(lambda: bool(state(apart)["pings"]), timeout=5000)
    ((x, y),) = state(apart)["pings"]
    assert (x, y) == pytest.approx((300.0, 200.0), abs=1.0)


def test_full_screen_on_a_screen_from_the_gms_menu(window, apart, qtbot):
    controls = window.player_controls
    controls.fullscreen_on(7)  # no such screen: the window stays as it is
    assert not state(apart)["full_screen"]
    controls.fullscreen_on(0)
    qtbot.waitUntil(lambda: state(apart)["full_screen"], timeout=5000)


def test_a_process_that_connects_before_the_players_window_gets_nothing(window, qtbot, monkeypatch):
    command = players_process.players_command

    def a_second_late(server):
        program, args = command(server)
        late = "import runpy, sys, time; time.sleep(1); runpy.run_module('campal', run_name='__main__')"
        return program, ["-c", late, *args[2:]]  # args[:2] are '-m campal'

    monkeypatch.setattr(players_process, "players_command", a_second_late)
    controls = window.player_controls
    controls.in_own_process = True
    controls.toggle_action.trigger()
    link = controls.apart
    stranger, silent = QLocalSocket(), QLocalSocket()
    for socket in (stranger, silent):
        socket.connectToServer(link.door.server.fullServerName())
        assert socket.waitForConnected(2000)
    stranger.write(encode("hello", {"key": "0" * 64}))
    stranger.flush()
    qtbot.waitUntil(lambda: link.is_connected, timeout=START_MS)
    assert state(link)["title"] == window.session.battle.title  # the real one came in after them
    qtbot.waitUntil(lambda: silent.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=5000)
    for socket in (stranger, silent):
        assert socket.state() == QLocalSocket.LocalSocketState.UnconnectedState
        assert socket.bytesAvailable() == 0 and not socket.readAll().data()
    assert link.door.refused == 2
    arguments = " ".join(link.process.arguments())
    assert not any(len(word) == 64 for word in arguments.split()), "the key is on the command line"
    process = link.process
    controls.set_open(False)
    assert process.waitForFinished(5000)
