"""How fast a token drag measures and redraws on a crowded field, with and without the players'
window open.

Builds the 2,000-polygon field of ``benchmarks/geometry.py`` with 1,000 tokens in the real main
window (offscreen), then replays a 200-step drag of one unit through it with QTest mouse events,
eight times alone and eight times with the players' window following, alternately (the ratio of
two tails on a shared machine swung from 1.3 to 2.1 between runs at three rounds each, and from
1.33 to 1.43 at eight).
Each step is timed from the mouse event until the event loop has nothing left to do: the GM's
view has painted the frame that shows it (the region the move changed, as on screen; paints and
their pixels are counted). The players' window is opened as the app opens it, in a process of
its own, which draws its frames of the drag on the other core at the screen's refresh rate; the
share of moves during which it painted and its frames a second are printed (the latter shows it
kept up). Its labels are counted, and laid out for timing, in a players' window opened in the
benchmark's own process, the same window the app's other process hosts. The CPU time of each
step is beside it; the same drag with the whole view repainted at each move (the earlier
measure) is printed too. Also
times one full repaint of a 1920 × 1080 view showing every token and every polygon, the first
repaint at each of five zooms never drawn before (and how long the sharp terrain picture then
takes, drawn between frames), the label layout of the 1,000 tokens, the time from starting a
process to the demo's first painted frame (``campal --startup-check``, seven first starts), and
times commands (a unit moved, then the move undone) until the map and the docks show them
(also on fields of 250 and 4,000 tokens, where a wheel step is timed to its frame too),
counts overlapping labels on the SIFRP sample fitted to the view and on a crowded melee, in the
GM's and the players' windows, and times drags of a unit of that sample straight at an enemy in
its charge reach, where the charge ring shows at every move. A one-off figure is the median of
its samples, the slowest printed beside it: one sample of a first repaint or a start swings by a
quarter between runs.
Prints a short report and, on its last line, one JSON object with the figures.

    python benchmarks/drag.py            # the full field
    python benchmarks/drag.py --quick    # a smaller field, for a smoke test
"""

from __future__ import annotations

import argparse
import compileall
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from geometry import make_field, p95_ms
from melee import CENTRE, crowded_melee
from PySide6.QtCore import QEvent, QObject, QPointF, QSettings, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from scratch_home import XDG_FOLDERS, use_scratch_home

import campal
from campal.core.engine.tokens import MoveToken
from campal.core.io import LoadedBattle, load_battle
from campal.core.labels import count_overlaps
from campal.core.model import (
    AssetStore,
    Battle,
    BattleField,
    Character,
    Point,
    RuleSystemId,
    Side,
    SifrpCharacterStats,
    Size,
    Unit,
)
from campal.core.movement import charge_reach
from campal.core.templates import create_from_template
from campal.ui.app import build_window, configure_application
from campal.ui.scene.token_layer import SETTLE_MS
from campal.ui.startup.record_warmup import RecordWarmup
from campal.ui.terrain.warmup import TerrainWarmup
from campal.ui.view.battle_view import WHEEL_STEP
from campal.ui.view.label_check import drawn_label_boxes
from campal.ui.window.settings import AppSettings

SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "samples" / "sifrp-batalla.campal"

VIEW_W, VIEW_H = 1920, 1080
ROUNDS = 8  # drags alone and with the players' window, alternated; their tails' ratio steadies by eight
TEMPLATES = ("infantry/trained", "archers/veteran", "cavalry/trained", "infantry/green", "engineers/trained")


def make_tokens(rng: random.Random, count: int, size: float) -> tuple[dict[str, Unit], dict[str, Character]]:
    units: dict[str, Unit] = {}
    characters: dict[str, Character] = {}
    for n in range(count):
        side = "side-a" if n % 2 else "side-b"
        at = Point(x=rng.uniform(50, size - 50), y=rng.uniform(50, size - 50))
        if n % 5 == 4:
            token_id = f"char-{n:x}"
            characters[token_id] = Character(
                id=token_id, name=f"Capitán {n}", side=side, position=at, stats=SifrpCharacterStats()
            )
            continue
        made = create_from_template(
            RuleSystemId.SIFRP, TEMPLATES[n % len(TEMPLATES)], side, at, facing=rng.uniform(0, 360)
        )
        assert isinstance(made, Unit)
        unit_id = f"unit-{n:x}"
        units[unit_id] = made.model_copy(update={"id": unit_id, "name": f"Compañía {n}"})
    return units, characters


def fit_viewport(window, app: QApplication) -> None:  # type: ignore[no-untyped-def]
    """Size the main window so that its map shows exactly 1920 × 1080 pixels."""
    window.resize(VIEW_W + 800, VIEW_H + 300)
    app.processEvents()
    for _ in range(3):
        viewport = window.view.viewport()
        window.resize(
            window.width() + VIEW_W - viewport.width(), window.height() + VIEW_H - viewport.height()
        )
        app.processEvents()


class PaintSpy(QObject):
    """Counts the paints of a widget and the pixels they cover."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.paints = 0
        self.pixels = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.paints += 1
            self.pixels += sum(r.width() * r.height() for r in event.region())
        return False


class DragRun(NamedTuple):
    wall: list[float]  # seconds per move, mouse event to the painted frame
    cpu: list[float]  # this thread's CPU seconds per move (less sensitive to other processes)
    paints: float  # paints of the GM's map per move
    pixels: float  # pixels those paints covered per move
    followed: float = 0.0  # share of the moves on which the players' window painted
    follow_rate: float = 0.0  # the players' window's paints a second while the moves went on
    framed: tuple[bool, ...] = ()  # whether each move carried a frame of the players' window


def drag_times(  # type: ignore[no-untyped-def]
    window, app: QApplication, unit: Unit, steps: int, forced: bool, enemy: Unit | None = None
) -> DragRun:
    """Press on the unit, move it ``steps`` times along a bending way, time each move; Esc ends.

    Each move is timed from the mouse event until the event loop has painted what it changed,
    in the GM's map and in any window that follows the drag: the frame that shows the move.
    ``forced`` also repaints the whole map at each move (as earlier versions of this benchmark
    did), which a drag by itself never asks for. Given an ``enemy`` in the unit's charge reach,
    the unit goes straight at it instead, most of the way, and the charge ring must show.
    """
    view = window.view
    viewport = view.viewport()
    spy = PaintSpy(viewport)
    player = window.player_controls.player
    player_spy = PaintSpy(player.view.viewport()) if player is not None else None
    apart = window.player_controls.apart  # the players' window in a process of its own
    began_at: list[float] = []
    start = view.mapFromScene(QPointF(unit.position.x, unit.position.y))
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    wall: list[float] = []
    cpu: list[float] = []
    scale = view.scale_factor()
    spy.paints = spy.pixels = 0
    framed: list[bool] = []
    moves_began = time.perf_counter()
    for step in range(1, steps + 1):
        share = step / steps
        if enemy is not None:
            toward = view.mapFromScene(QPointF(enemy.position.x, enemy.position.y)) - start
            target = start + (QPointF(toward) * (0.6 * share)).toPoint()
        else:
            # About 150 m south-east with a bend: through whatever terrain lies there.
            dx = 110.0 * share + 15.0 * (share * 6.28)
            dy = 100.0 * share - 20.0 * (1 - share) * share * 4
            target = start + QPointF(dx * scale, dy * scale).toPoint()
        player_paints = player_spy.paints if player_spy is not None else 0
        began, began_cpu = time.perf_counter(), time.thread_time()
        began_at.append(began)
        QTest.mouseMove(viewport, target)
        if forced:
            viewport.repaint()
        app.processEvents()
        wall.append(time.perf_counter() - began)
        cpu.append(time.thread_time() - began_cpu)
        framed.append(player_spy is not None and player_spy.paints > player_paints)
        if step == steps // 2 and enemy is None:
            QTest.keyClick(view, Qt.Key.Key_W)  # a waypoint half way, as a GM would drop one
    moves_s = time.perf_counter() - moves_began
    paints, pixels = spy.paints / steps, spy.pixels / steps
    viewport.removeEventFilter(spy)
    follow_rate = 0.0
    if player_spy is not None and player is not None:
        player.view.viewport().removeEventFilter(player_spy)
        follow_rate = player_spy.paints / moves_s
    if apart is not None:
        # Its frames are drawn on the other core while the moves go on: a move "carried" one
        # when the players' map painted between the move's event and its own frame.
        reply = apart.request("state", 5000, since=moves_began)
        assert reply is not None, "the players' window did not answer"
        painted = sorted(reply.fields["paint_times"])
        follow_rate = len([t for t in painted if t <= moves_began + moves_s]) / moves_s
        framed = [any(b <= t <= b + w for t in painted) for b, w in zip(began_at, wall, strict=True)]
    drag = window.tokens.drag
    assert drag.dragging, "the press did not pick the unit"
    if enemy is None:
        assert paints >= 0.9, "the moves were not painted"
    else:
        # The first small steps at a near enemy stay within the press's dead zone, unpainted.
        assert drag.overlay.ring.ring is not None, "the drag showed no charge ring"
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    app.processEvents()
    return DragRun(wall, cpu, paints, pixels, sum(framed) / steps, follow_rate, tuple(framed))


def pooled(runs: list[DragRun]) -> DragRun:
    """The moves of several drags as one run."""
    return DragRun(
        [t for run in runs for t in run.wall],
        [t for run in runs for t in run.cpu],
        statistics.mean(run.paints for run in runs),
        statistics.mean(run.pixels for run in runs),
        statistics.mean(run.followed for run in runs),
        statistics.mean(run.follow_rate for run in runs),
        tuple(framed for run in runs for framed in run.framed),
    )


def close_player_window(window, app: QApplication) -> None:  # type: ignore[no-untyped-def]
    """Close the players' window and, when it had a process of its own, wait for that to end,
    so that its ending weighs on no drag alone."""
    apart = window.player_controls.apart
    process = apart.process if apart is not None else None
    window.player_controls.set_open(False)
    if process is not None:
        process.waitForFinished(10_000)
    app.processEvents()


def open_player_window(window, app: QApplication, own_process: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Open the players' window at 1280 × 720, following the GM's camera, drawn once: in a
    process of its own, as the app opens it, or in the GM's (where its labels are counted)."""
    controls = window.player_controls
    controls.in_own_process = own_process
    controls.set_open(True)
    if not own_process:
        player = controls.player
        assert player is not None
        player.resize(1280, 720)
        app.processEvents()
        player.view.viewport().repaint()
        return
    apart = controls.apart
    assert apart is not None, "the players' window opened in the GM's process"
    deadline = time.perf_counter() + 60
    while not apart.is_connected:
        assert time.perf_counter() < deadline, "the players' window did not start"
        app.processEvents()
    while True:  # until it has painted its map and its sharp terrain, so its start weighs on no drag
        reply = apart.request("state", 10_000)
        assert reply is not None and time.perf_counter() < deadline, "the players' window did not draw"
        if reply.fields["paint_times"] and not reply.fields["drawing_terrain"]:
            break
        app.processEvents()
        time.sleep(0.05)


def repaint_times(window, app: QApplication, count: int) -> tuple[list[float], float, list[float]]:  # type: ignore[no-untyped-def]
    """The first repaints at zooms never drawn, the sharp terrain that follows the first of them,
    and warm repaints of the fitted field."""
    view = window.view
    raster = window.scene.terrain_layer.raster
    firsts: list[float] = []
    sharp = 0.0
    for zoom in FIRST_ZOOMS:
        view.fit_field()
        app.processEvents()
        raster.finish()
        view.viewport().repaint()
        view.zoom_by(zoom)
        began = time.perf_counter()
        view.viewport().repaint()
        firsts.append(time.perf_counter() - began)
        began = time.perf_counter()
        raster.finish()
        if len(firsts) == 1:
            sharp = time.perf_counter() - began
    view.fit_field()
    app.processEvents()
    raster.finish()
    view.viewport().repaint()
    samples = []
    for _ in range(count):
        began = time.perf_counter()
        view.viewport().repaint()
        samples.append(time.perf_counter() - began)
    return firsts, sharp, samples


def layout_times(window, count: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Median milliseconds to lay out every token's labels (and the CPU time it took), and only
    those the view shows.

    Each layout is at a zoom other than the last one's (1% apart, as a wheel step's start), so
    every label is placed again and every block that moves is moved: nothing is reused but the
    tokens' facts, which a zoom leaves unchanged, and each label's slot of the last layout.
    The same is timed a wheel step apart (the view's own step), and cold: every label placed
    from scratch, no slot of a last layout to start from.
    """
    layer = window.scene.token_layer
    labels = layer.labels
    region = labels.region
    scale = layer._scale
    every, every_cpu, shown, wheel, wheel_cpu, cold, cold_cpu = [], [], [], [], [], [], []
    for n in range(count):
        zoom = scale * (1.0 + 0.01 * (n % 2))
        labels.region = None
        began, began_cpu = time.perf_counter(), time.thread_time()
        labels.relayout(layer.badges.values(), zoom)
        every.append(time.perf_counter() - began)
        every_cpu.append(time.thread_time() - began_cpu)
        labels.region = region
        began = time.perf_counter()
        labels.relayout(layer.badges.values(), zoom)
        shown.append(time.perf_counter() - began)
    labels.region = None
    for n in range(count):
        zoom = scale * WHEEL_STEP ** (n % 2)
        began, began_cpu = time.perf_counter(), time.thread_time()
        labels.relayout(layer.badges.values(), zoom)
        wheel.append(time.perf_counter() - began)
        wheel_cpu.append(time.thread_time() - began_cpu)
    labels.warm = False
    for n in range(count):
        zoom = scale * (1.0 + 0.01 * (n % 2))
        began, began_cpu = time.perf_counter(), time.thread_time()
        labels.relayout(layer.badges.values(), zoom)
        cold.append(time.perf_counter() - began)
        cold_cpu.append(time.thread_time() - began_cpu)
    labels.warm = True
    labels.region = region
    layer.relayout()

    def ms(samples: list[float]) -> float:
        return round(statistics.median(samples) * 1000, 2)

    return {
        "label_layout_ms": ms(every),
        "label_layout_cpu_ms": ms(every_cpu),
        "label_layout_view_ms": ms(shown),
        "label_layout_wheel_step_ms": ms(wheel),
        "label_layout_wheel_step_cpu_ms": ms(wheel_cpu),
        "label_layout_cold_ms": ms(cold),
        "label_layout_cold_cpu_ms": ms(cold_cpu),
    }


def overlaps(window, app: QApplication) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Overlapping labels on the sample fitted to the view and on a crowded melee, both windows."""
    counts = {}
    player = window.player_controls.player
    for name, loaded, zoom in (
        ("sample", load_battle(SAMPLE), None),
        ("melee", LoadedBattle(crowded_melee(), AssetStore()), 3.0),
    ):
        window.session.replace(loaded, None)
        window.view.fit_field()
        if zoom is not None:
            window.view.zoom_by(zoom)
            window.view.centerOn(QPointF(CENTRE.x, CENTRE.y))
        app.processEvents()
        counts[name] = sum(count_overlaps(drawn_label_boxes(v)) for v in (window.view, player.view))
    return counts


def charge_runs(window, app: QApplication, steps: int) -> tuple[DragRun, DragRun]:  # type: ignore[no-untyped-def]
    """Drags of a unit of the SIFRP sample, fitted to the view, straight at the nearest enemy
    within its charge reach (so the charge ring shows at every move), alone and with the
    players' window following, alternately."""
    window.session.replace(load_battle(SAMPLE), None)
    view = window.view
    view.fit_field()
    app.processEvents()
    battle = window.session.battle
    pairs = []
    for unit in battle.units.values():
        reach = charge_reach(battle, unit.id)
        for enemy in battle.units.values():
            distance = math.dist((unit.position.x, unit.position.y), (enemy.position.x, enemy.position.y))
            if enemy.side != unit.side and 0 < distance <= reach and not enemy.hidden:
                pairs.append((distance, unit.id, enemy.id))
    assert pairs, "the sample has no unit within charge reach of an enemy"
    _, unit_id, enemy_id = min(pairs)
    unit, enemy = battle.units[unit_id], battle.units[enemy_id]
    alone: list[DragRun] = []
    followed: list[DragRun] = []
    for _ in range(ROUNDS):
        close_player_window(window, app)
        alone.append(drag_times(window, app, unit, steps, forced=False, enemy=enemy))
        open_player_window(window, app)
        followed.append(drag_times(window, app, unit, steps, forced=False, enemy=enemy))
    close_player_window(window, app)
    return pooled(alone), pooled(followed)


COMMANDS = 20  # units moved by command, each move undone and redone, each timed
# Each of them moved this many times over: with 20 samples, the 95th percentile was the slowest
# of them, a single hitch of the machine; with 100, one such hitch is left out as in any p95.
COMMAND_ROUNDS = 5
SCALED_TOKENS = (250, 4_000)  # the command figures again on these fields
STARTS = 7  # process starts timed; the median is the figure, the slowest is printed beside it
FIRST_ZOOMS = (1.25, 1.3, 1.2, 1.35, 1.15)  # zooms never drawn, each timed at its first repaint


def players_layout_ms(window, count: int) -> float:  # type: ignore[no-untyped-def]
    """The median of ``count`` layouts of every label in the players' window (its labels half as
    large again, more of them giving way), at the GM's camera: what each command, pan out of
    the laid-out region or zoom step costs it."""
    layer = window.player_controls.player.scene.token_layer
    samples = []
    for _ in range(count):
        began = time.perf_counter()
        layer.relayout()
        samples.append(time.perf_counter() - began)
    return statistics.median(samples) * 1000


def command_times(window, app: QApplication, count: int) -> dict[str, list[float]]:  # type: ignore[no-untyped-def]
    """Moves ``count`` units in view a few metres by command, undoes each move and redoes it,
    ``COMMAND_ROUNDS`` times over, and times each until the window (map and docks, and a
    players' window open in this process) has shown it: the event loop has nothing left to do."""
    session, view = window.session, window.view
    middle = view.mapToScene(view.viewport().rect().center())
    units = sorted(
        session.battle.units.values(),
        key=lambda u: (u.position.x - middle.x()) ** 2 + (u.position.y - middle.y()) ** 2,
    )[:count]
    times: dict[str, list[float]] = {"command": [], "undo": [], "redo": []}
    for unit in units * COMMAND_ROUNDS:
        for kind, act in (
            (
                "command",
                lambda u=unit: session.execute(
                    MoveToken(u.id, Point(x=u.position.x + 5, y=u.position.y + 3))
                ),
            ),
            ("undo", session.undo_stack.undo),
            ("redo", session.undo_stack.redo),
        ):
            began = time.perf_counter()
            act()
            app.processEvents()
            times[kind].append(time.perf_counter() - began)
        session.undo_stack.undo()
        app.processEvents()
    return times


def command_figures(window, app: QApplication, suffix: str = "") -> dict[str, float]:  # type: ignore[no-untyped-def]
    """command_ms (median), command_ms_p95, undo_ms_p95 and redo_ms_p95 with the GM's window
    alone, then players_command_ms_p95 with a players' window open in this process (its scene,
    labels and frame are then part of each command's time), zoomed in as a GM is in play."""
    close_player_window(window, app)
    alone = command_times(window, app, COMMANDS)
    open_player_window(window, app, own_process=False)
    followed = command_times(window, app, COMMANDS)
    window.player_controls.set_open(False)
    app.processEvents()
    return {
        f"command_ms{suffix}": round(statistics.median(alone["command"]) * 1000, 2),
        f"command_ms_p95{suffix}": round(p95_ms(alone["command"]), 2),
        f"undo_ms_p95{suffix}": round(p95_ms(alone["undo"]), 2),
        f"redo_ms_p95{suffix}": round(p95_ms(alone["redo"]), 2),
        f"players_command_ms_p95{suffix}": round(
            p95_ms([t for kind in ("command", "undo", "redo") for t in followed[kind]]), 2
        ),
    }


PLAY_SPAN_M = 2_000.0  # the ground across the view in play, whatever the field's size


def zoom_in_for_play(window, app: QApplication, size: float) -> None:  # type: ignore[no-untyped-def]
    """Two kilometres across the view, at the middle of the field, settled: the sharp terrain a
    new zoom draws between frames is finished, as it is long before a GM's next command. The
    zoom is set, not stepped from the fitted one (whose room for labels at the field's edges
    differs with the field), so every field size shows as much ground and as many tokens."""
    view = window.view
    view.fit_field()
    view.zoom_by(view.viewport().width() / PLAY_SPAN_M / view.scale_factor())
    view.centerOn(QPointF(size / 2, size / 2))
    app.processEvents()
    view.viewport().repaint()
    window.scene.terrain_layer.raster.finish()
    view.viewport().repaint()
    app.processEvents()
    # The terrain of a battle just opened is indexed on a worker, which holds the interpreter
    # in turns with the window for a second or two: commands are timed once it is done.
    warmup = window.statusBar().findChild(TerrainWarmup)
    deadline = time.perf_counter() + 120
    while warmup is not None and warmup.is_busy() and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.01)
    # A GM's next command comes well after the camera rests, when the labels have been laid out
    # again for where it rests (SETTLE_MS after the last move): so does the first one timed.
    rested = time.perf_counter() + 2 * SETTLE_MS / 1000
    while time.perf_counter() < rested:
        app.processEvents()
        time.sleep(0.01)


def scaled_battle(rng: random.Random, polygons: int, tokens: int, size: float) -> Battle:
    features = make_field(rng, polygons, 54, size)
    units, characters = make_tokens(rng, tokens, size)
    return Battle(
        title="Banco de pruebas",
        system=RuleSystemId.SIFRP,
        field=BattleField(size=Size(width=size, height=size)),
        sides={
            "side-a": Side(id="side-a", name="Norte", colour="#4a6fa5"),
            "side-b": Side(id="side-b", name="Sur", colour="#b0413e"),
        },
        terrain={f.id: f for f in features},
        units=units,
        characters=characters,
    )


def scaling_figures(window, app: QApplication, seed: int, polygons: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """The command figures on fields of 250 and 4,000 tokens, the density of tokens kept (the
    field grows with them, so the tokens in view stay about as many)."""
    figures: dict[str, float] = {}
    for tokens in SCALED_TOKENS:
        size = 6_000.0 * math.sqrt(tokens / 1_000)
        battle = scaled_battle(random.Random(seed), polygons * tokens // 1_000, tokens, size)
        window.session.replace(LoadedBattle(battle, AssetStore()), None)
        app.processEvents()
        zoom_in_for_play(window, app, size)
        figures.update(command_figures(window, app, f"_{tokens}"))
        figures[f"zoom_step_ms_{tokens}"] = zoom_step_ms(window, app)
    return figures


ZOOM_STEPS = 12  # wheel steps timed at each scaled size: three out, three in, twice


def zoom_step_ms(window, app: QApplication) -> float:  # type: ignore[no-untyped-def]
    """The median wheel step, from the zoom to its frame painted (the tokens turned patch or
    token at the new zoom, the labels laid out there), the camera resting between steps as
    between a GM's turns of the wheel."""
    view = window.view
    times = []
    for n in range(ZOOM_STEPS):
        began = time.perf_counter()
        view.zoom_by(WHEEL_STEP if (n // 3) % 2 else 1 / WHEEL_STEP)
        view.viewport().repaint()
        times.append(time.perf_counter() - began)
        rested = time.perf_counter() + 2 * SETTLE_MS / 1000
        while time.perf_counter() < rested:
            app.processEvents()
            time.sleep(0.01)
    return round(statistics.median(times) * 1000, 1)


def startup_ms() -> float:
    """From starting a process to the demo's first painted frame (offscreen), on a first start:
    a home of its own, with no settings, recent files or recovery journal.

    The package's bytecode is compiled first, as installing the wheel does: a source tree run
    with PYTHONDONTWRITEBYTECODE would otherwise compile every module at each start.
    """
    compileall.compile_dir(str(Path(campal.__file__).parent), quiet=1)
    home = tempfile.mkdtemp(prefix="start-", dir=os.environ.get("HOME"))
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": home,
        **{name: os.path.join(home, folder) for name, folder in XDG_FOLDERS.items()},
    }
    began = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "campal.cli", "--startup-check"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=environment,
        text=True,
    )
    assert child.stdout is not None
    line = child.stdout.readline()
    painted = time.perf_counter() - began
    child.wait(timeout=60)
    assert "first frame" in line, line
    return painted * 1000


def commands_only(seed: int) -> None:
    """The command figures alone, at 1,000 tokens and at the scaled sizes."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure_application(app)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window = build_window(None, settings)
        window.show()
        fit_viewport(window, app)
        window.session.replace(
            LoadedBattle(scaled_battle(random.Random(seed), 2_000, 1_000, 6_000.0), AssetStore()), None
        )
        app.processEvents()
        warmup = RecordWarmup(window)  # as the app does once its window has painted, as main() does
        while not warmup.is_done():
            app.processEvents()
        zoom_in_for_play(window, app, 6_000.0)
        figures = command_figures(window, app)
        figures.update(scaling_figures(window, app, seed, 2_000))
        window.session.undo_stack.setClean()
        window.close()
        window.keeper.close()
    for tokens in ("", *(f"_{n}" for n in SCALED_TOKENS)):
        print(
            f"tokens{tokens or '_1000'}: command median {figures['command_ms' + tokens]} ms,"
            f" p95 {figures['command_ms_p95' + tokens]} ms, undo p95 {figures['undo_ms_p95' + tokens]} ms,"
            f" redo p95 {figures['redo_ms_p95' + tokens]} ms, with a players' window"
            f" {figures['players_command_ms_p95' + tokens]} ms"
        )
    print(json.dumps(figures))


def main() -> None:
    use_scratch_home()  # before the window and the startup check's process exist
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a small field and a short drag")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--commands", action="store_true", help="only the command figures, at 250, 1,000 and 4,000 tokens"
    )
    args = parser.parse_args()
    if args.commands:
        commands_only(args.seed)
        return
    polygons, tokens, size, steps = (300, 200, 2_000.0, 60) if args.quick else (2_000, 1_000, 6_000.0, 200)
    starts = [startup_ms() for _ in range(STARTS)]
    started = statistics.median(starts)
    rng = random.Random(args.seed)
    features = make_field(rng, polygons, 54, size)
    units, characters = make_tokens(rng, tokens, size)
    battle = Battle(
        title="Banco de pruebas",
        system=RuleSystemId.SIFRP,
        field=BattleField(size=Size(width=size, height=size)),
        sides={
            "side-a": Side(id="side-a", name="Norte", colour="#4a6fa5"),
            "side-b": Side(id="side-b", name="Sur", colour="#b0413e"),
        },
        terrain={f.id: f for f in features},
        units=units,
        characters=characters,
    )

    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure_application(app)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window = build_window(None, settings)
        window.show()
        fit_viewport(window, app)
        window.session.replace(LoadedBattle(battle, AssetStore()), None)
        app.processEvents()
        warmup = RecordWarmup(window)  # as the app does once its window has painted
        while not warmup.is_done():
            app.processEvents()

        firsts, sharp_s, repaints = repaint_times(window, app, 10)
        first_ms, sharp_ms = statistics.median(firsts) * 1000, sharp_s * 1000
        repaint_ms = statistics.median(repaints) * 1000

        # Zoomed in as a GM is to move a unit: about a kilometre across the view.
        view = window.view
        view.fit_field()
        view.zoom_by(size / 1000.0)
        middle = view.mapToScene(view.viewport().rect().center())
        unit = min(
            units.values(), key=lambda u: (u.position.x - middle.x()) ** 2 + (u.position.y - middle.y()) ** 2
        )
        view.centerOn(QPointF(unit.position.x - 60, unit.position.y - 50))
        app.processEvents()
        view.viewport().repaint()  # the map is drawn once at this zoom before the drag, as on screen
        layout = layout_times(window, 10)
        # The drags alone and with the players' window alternate, so that the machine's drift
        # (other processes, clock changes) weighs on both alike; their moves are pooled.
        alone_runs, forced_runs, followed_runs, followed_forced_runs = [], [], [], []
        for _ in range(ROUNDS):
            close_player_window(window, app)
            alone_runs.append(drag_times(window, app, unit, steps, forced=False))
            forced_runs.append(drag_times(window, app, unit, steps, forced=True))
            open_player_window(window, app)
            followed_runs.append(drag_times(window, app, unit, steps, forced=False))
            followed_forced_runs.append(drag_times(window, app, unit, steps, forced=True))
        alone, alone_forced = pooled(alone_runs), pooled(forced_runs)
        followed, followed_forced = pooled(followed_runs), pooled(followed_forced_runs)
        close_player_window(window, app)
        zoom_in_for_play(window, app, size)
        command_keys = command_figures(window, app)
        open_player_window(window, app, own_process=False)
        players_layout = players_layout_ms(window, 10)
        label_overlaps = overlaps(window, app)
        window.player_controls.set_open(False)
        charge_alone, charge_followed = charge_runs(window, app, steps // 2)
        window.player_controls.set_open(False)
        command_keys.update(scaling_figures(window, app, args.seed, polygons))
        window.session.undo_stack.setClean()
        window.close()
        window.keeper.close()

    figures = {
        "polygons": polygons,
        "tokens": tokens,
        "steps": steps,
        "drag_rounds": ROUNDS,
        "drag_p95_ms": round(p95_ms(alone.wall), 2),
        "drag_median_ms": round(statistics.median(alone.wall) * 1000, 2),
        "drag_cpu_p95_ms": round(p95_ms(alone.cpu), 2),
        "drag_cpu_median_ms": round(statistics.median(alone.cpu) * 1000, 2),
        "drag_paints_per_move": round(alone.paints, 2),
        "drag_pixels_per_move": round(alone.pixels),
        "drag_p95_ms_full_repaint": round(p95_ms(alone_forced.wall), 2),
        "drag_cpu_p95_ms_full_repaint": round(p95_ms(alone_forced.cpu), 2),
        "repaint_ms_1000": round(repaint_ms, 1),
        "first_repaint_ms": round(first_ms, 1),
        "first_repaint_ms_max": round(max(firsts) * 1000, 1),
        "sharp_terrain_ms": round(sharp_ms, 1),
        "drag_p95_ms_with_player_view": round(p95_ms(followed.wall), 2),
        "drag_cpu_p95_ms_with_player_view": round(p95_ms(followed.cpu), 2),
        "drag_p95_ms_full_repaint_with_player_view": round(p95_ms(followed_forced.wall), 2),
        "drag_moves_with_player_frame": round(followed.followed, 2),
        "drag_player_frames_per_s": round(followed.follow_rate),
        "drag_p95_ms_charge": round(p95_ms(charge_alone.wall), 2),
        "drag_p95_ms_charge_with_player_view": round(p95_ms(charge_followed.wall), 2),
        **layout,
        "label_layout_players_ms": round(players_layout, 2),
        **command_keys,
        "startup_ms": round(started),
        "startup_ms_max": round(max(starts)),
        "label_overlaps": sum(label_overlaps.values()),
        "label_overlaps_sample": label_overlaps["sample"],
        "label_overlaps_melee": label_overlaps["melee"],
    }
    figures["player_view_ratio"] = round(figures["drag_p95_ms_with_player_view"] / figures["drag_p95_ms"], 2)
    figures["player_view_ratio_full_repaint"] = round(
        figures["drag_p95_ms_full_repaint_with_player_view"] / figures["drag_p95_ms_full_repaint"], 2
    )
    print(f"field: {polygons} polygons, {tokens} tokens, view {VIEW_W} × {VIEW_H}")
    print(f"full repaint, whole field: median {repaint_ms:.1f} ms")
    print(
        f"first repaint at a new zoom: median {first_ms:.1f} ms of {len(firsts)} zooms, the slowest"
        f" {max(firsts) * 1000:.1f} ms (the sharp terrain then drawn between frames: {sharp_ms:.1f} ms)"
    )
    print(
        f"label layout, 1,000 tokens: {layout['label_layout_ms']:.2f} ms,"
        f" CPU {layout['label_layout_cpu_ms']:.2f} ms"
        f" (those in view only: {layout['label_layout_view_ms']:.2f} ms; a wheel step apart:"
        f" {layout['label_layout_wheel_step_ms']:.2f} ms;"
        f" cold, from scratch: {layout['label_layout_cold_ms']:.2f} ms)"
    )
    print(f"label layout in the players' window, at the GM's camera: {players_layout:.2f} ms")
    print(f"labels overlapping: {label_overlaps} (sample fitted to the view; crowded melee; both windows)")
    print(
        f"a command (a unit moved, or that move undone) until the window shows it: median"
        f" {figures['command_ms']} ms of {COMMANDS * COMMAND_ROUNDS}, p95 {figures['command_ms_p95']} ms"
        f" (undo {figures['undo_ms_p95']}, redo {figures['redo_ms_p95']}, with a players' window"
        f" {figures['players_command_ms_p95']} ms)"
    )
    print(
        f"start to the demo's first frame: median {started:.0f} ms of {len(starts)} first starts,"
        f" the slowest {max(starts):.0f} ms"
    )
    print(
        f"drag: p95 {figures['drag_p95_ms']} ms per mouse move over {steps} moves, to the painted frame"
        f" ({figures['drag_paints_per_move']} paints of {figures['drag_pixels_per_move']} pixels a move;"
        f" CPU p95 {figures['drag_cpu_p95_ms']} ms)"
    )
    print(f"  with the whole map repainted at each move: p95 {figures['drag_p95_ms_full_repaint']} ms")
    print(
        f"drag with the players' window following: p95 {figures['drag_p95_ms_with_player_view']} ms"
        f" (in its own process it drew {figures['drag_player_frames_per_s']} frames a second, painting"
        f" during {figures['drag_moves_with_player_frame']:.0%} of the moves)"
    )
    print(
        f"drag of a sample unit at an enemy in charge reach (the ring shown): p95"
        f" {figures['drag_p95_ms_charge']} ms, with the players' window"
        f" {figures['drag_p95_ms_charge_with_player_view']} ms"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
