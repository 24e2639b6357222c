"""Dragging tokens with automatic measuring: the gesture shared by the move and select tools.

Press on a token and drag: a ghost stays at the start, and every mouse move measures the way
(only the live last leg; earlier legs are kept) and redraws the path coloured by allowance band,
red where terrain blocks it. W or a right click drops a waypoint, Backspace takes one back,
[ and ] turn the token (Shift for bigger steps), Esc gives up. Release makes one MoveUnit (or
one GroupMove for several selected tokens); holding Shift on release moves even a refused move,
as the GM's decision. Ctrl+click adds a token to the selection or takes it out.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent

from ...core.engine import Command, FaceToken, GroupMove, MoveUnit
from ...core.geometry import PathMeasure, TerrainIndex
from ...core.model import Battle, Character, Point, Unit, msg
from ...core.movement import can_charge, charge_reach, turn_cost
from ...core.rules import system_of
from ..document.session import BattleSession
from ..terrain.index_cache import TerrainIndexCache
from ..tokens.drag_preview import DragPreview
from ..view.frozen_backdrop import FrozenBackdrop
from ..window.selection import Selection
from .drag_frame import BEYOND, Ring, Tag, TokenPart, frame_of, token_part
from .drag_overlay import DragOverlay
from .drag_route import TokenRoute
from .token_hits import token_at
from .turn_text import turn_text

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

DRAG_PX = 4.0
TURN_STEP = 15.0
TURN_STEP_BIG = 45.0
# A charge is shown when the drag heads within this angle of an enemy …
CHARGE_CONE_DEG = 30.0
# … and the enemy is no farther than this many times the charge reach.
CHARGE_LOOK_AHEAD = 1.5
CHARGE_OK = "#1f9e3a"


class TokenDrag(QObject):
    status = Signal(str)

    def __init__(
        self,
        view: BattleView,
        session: BattleSession,
        selection: Selection,
        index_cache: TerrainIndexCache,
        preview: DragPreview,
    ) -> None:
        super().__init__(view)
        self.view, self.session, self.selection = view, session, selection
        self.index_cache, self.preview = index_cache, preview
        self.backdrop = FrozenBackdrop(view, view.battle_scene)
        self.overlay: DragOverlay | None = None
        self.routes: list[TokenRoute] = []
        self.offsets: list[tuple[float, float]] = []
        self.pending: str | None = None
        self.press_screen = QPointF()
        self.press_scene = QPointF()
        self.cursor = QPointF()
        self.turn = 0.0
        self.paths: dict[str, PathMeasure] = {}  # the last measure of each token, kept after release
        self._public = False
        self._battle: Battle | None = None
        self._index: TerrainIndex | None = None
        self._enemies: list[tuple[str, Point, str, bool]] = []
        self._charges: dict[str, tuple[bool, float]] = {}
        # Asked on release: a unit waiting to move under an order takes the drag's end as the
        # order's destination instead of a free move.
        self.order_destination: Callable[[str], Callable[[Point], None] | None] = self.no_order_destination
        self._reach = 0.0

    @property
    def dragging(self) -> bool:
        return bool(self.routes)

    # mouse
    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.dragging:
            if event.button() == Qt.MouseButton.RightButton:
                self.add_waypoint()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        hit = token_at(self.view, scene_pos)
        if hit is None:
            return False
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            ids = self.selection.ids
            self.selection.set([i for i in ids if i != hit] if hit in ids else [*ids, hit])
            return True
        if hit not in self.selection.ids:
            self.selection.set([hit])
        self.pending = hit
        self.press_screen = event.position()
        self.press_scene = scene_pos
        return True

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        started = False
        if self.pending is not None and not self.dragging:
            moved = event.position() - self.press_screen
            if math.hypot(moved.x(), moved.y()) < DRAG_PX:
                return True
            if not self.begin():
                self.pending = None
                return True
            started = True
        if not self.dragging:
            return False
        if started or scene_pos != self.cursor:  # a move within the same pixel changes nothing
            self.update(scene_pos)
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.dragging and event.button() == Qt.MouseButton.RightButton:
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.dragging:
            override = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.update(scene_pos)
            self.finish(override)
            return True
        if self.pending is not None:
            self.pending = None
            return True
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        big = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_BracketLeft, Qt.Key.Key_BraceLeft):
            return self.rotate(-(TURN_STEP_BIG if big or key == Qt.Key.Key_BraceLeft else TURN_STEP))
        if key in (Qt.Key.Key_BracketRight, Qt.Key.Key_BraceRight):
            return self.rotate(TURN_STEP_BIG if big or key == Qt.Key.Key_BraceRight else TURN_STEP)
        if not self.dragging:
            return False
        if key == Qt.Key.Key_W:
            self.add_waypoint()
        elif key == Qt.Key.Key_Backspace:
            self.remove_waypoint()
        elif key == Qt.Key.Key_Escape:
            self.cancel()
        else:
            return False
        return True

    # the drag
    def begin(self) -> bool:
        battle = self.session.battle
        ids = [self.pending, *(i for i in self.selection.ids if i != self.pending)]
        movable = [i for i in ids if i in battle.units or _placed(battle, i)]
        if self.pending not in movable:
            return False
        self._battle = battle
        self._index = self.index_cache.index_for(battle)
        self.routes = [TokenRoute(battle, self._index, i) for i in movable if i is not None]
        first = self.routes[0].start
        self.offsets = [(r.start.x - first.x, r.start.y - first.y) for r in self.routes]
        self.turn = 0.0
        self._charges = {}
        first_route = self.routes[0]
        self._reach = charge_reach(battle, first_route.token_id)
        # The charge starts from where the token stands, so the enemies it could reach are
        # known before the first move.
        self._enemies = [
            enemy
            for enemy in _enemies(battle, first_route.token.side)
            if math.hypot(enemy[1].x - first.x, enemy[1].y - first.y)
            <= self._reach * CHARGE_LOOK_AHEAD + 50.0
        ]
        items = self.view.battle_scene.token_items
        for route in self.routes:
            if route.token_id in items:
                items[route.token_id].set_ghost(True)
        self.backdrop.freeze()
        self.overlay = DragOverlay(self.view.battle_scene)
        self._public = any(not r.token.hidden for r in self.routes)
        if self._public:
            self.preview.started.emit()
        return True

    def _target(self, scene_pos: QPointF) -> Point:
        """Where the grabbed token's centre goes: it keeps its offset from the mouse."""
        start = self.routes[0].start
        return Point(
            x=start.x + scene_pos.x() - self.press_scene.x(), y=start.y + scene_pos.y() - self.press_scene.y()
        )

    def _ends(self, target: Point) -> list[Point]:
        return [Point(x=target.x + dx, y=target.y + dy) for dx, dy in self.offsets]

    def _facing(self, route: TokenRoute) -> float | None:
        token = route.token
        if not isinstance(token, Unit) or self.turn == 0.0:
            return None
        return (token.facing + self.turn) % 360.0

    def update(self, scene_pos: QPointF) -> None:
        if not self.dragging or self.overlay is None or self._battle is None:
            return
        self.cursor = scene_pos
        self.backdrop.follow_camera()
        battle, unit = self._battle, self.session.unit
        target = self._target(scene_pos)
        parts: list[TokenPart] = []
        public: list[TokenPart] = []
        for route, end in zip(self.routes, self._ends(target), strict=True):
            path = route.measure_to(end)
            self.paths[route.token_id] = path
            side = battle.sides.get(route.token.side)
            part = token_part(
                route,
                end,
                route.judge(path, end),
                unit,
                self._facing(route),
                side.colour if side else "#777777",
                with_bands=len(self.routes) == 1,
            )
            parts.append(part)
            if not route.token.hidden:
                public.append(part)
        ring, ring_tag, ring_public = self._charge(target)
        extra = (ring_tag,) if ring_tag is not None else ()
        frame = frame_of(parts, ring, extra)
        self.overlay.show(frame, self.view.scale_factor())
        if self._public and public:
            if ring_public and len(public) == len(parts):
                mirrored = frame
            else:
                mirrored = frame_of(public, ring if ring_public else None, extra if ring_public else ())
            self.preview.changed.emit(mirrored)

    def _charge(self, target: Point) -> tuple[Ring | None, Tag | None, bool]:
        """The charge reach, when the grabbed token heads for an enemy near enough; and whether
        players may see it (not when it points at a hidden enemy)."""
        route = self.routes[0]
        if self._battle is None or self._index is None or len(self.routes) > 1:
            return None, None, True
        start = route.start
        dx, dy = target.x - start.x, target.y - start.y
        heading = math.hypot(dx, dy)
        if heading < 1.0:
            return None, None, True
        reach = self._reach
        if reach <= 0:
            return None, None, True
        best: tuple[float, str, Point, str, bool] | None = None
        for enemy_id, centre, name, hidden in self._enemies:
            ex, ey = centre.x - start.x, centre.y - start.y
            distance = math.hypot(ex, ey)
            if distance == 0 or distance > reach * CHARGE_LOOK_AHEAD + 50.0:
                continue
            cosine = (dx * ex + dy * ey) / (heading * distance)
            if cosine >= math.cos(math.radians(CHARGE_CONE_DEG)) and (best is None or distance < best[0]):
                best = (distance, enemy_id, centre, name, hidden)
        if best is None:
            return None, None, True
        _, enemy_id, centre, name, hidden = best
        if enemy_id not in self._charges:
            check = can_charge(self._battle, self._index, route.token_id, enemy_id)
            self._charges[enemy_id] = (check.is_possible, check.cost_m)
        possible, _cost = self._charges[enemy_id]
        colour = CHARGE_OK if possible else BEYOND
        ring = Ring((start.x, start.y), reach, colour, (centre.x, centre.y))
        unit = self.session.unit
        reach_text = f"{unit.from_metres(reach):.0f} {unit.symbol}"
        if possible:
            text = self.tr("Charge {0}: within reach ({1})").format(name, reach_text)
        else:
            text = self.tr("Charge {0}: out of reach ({1})").format(name, reach_text)
        tag = Tag((centre.x, centre.y), text, colour, main=True)
        return ring, tag, not hidden and not route.token.hidden

    def add_waypoint(self) -> None:
        if not self.dragging:
            return
        target = self._target(self.cursor)
        for route, end in zip(self.routes, self._ends(target), strict=True):
            route.add_waypoint(end)
        self.update(self.cursor)

    def remove_waypoint(self) -> None:
        if any([route.remove_waypoint() for route in self.routes]):
            self.update(self.cursor)

    def rotate(self, degrees: float) -> bool:
        if self.dragging:
            self.turn += degrees
            self.update(self.cursor)
            self._announce_turn([(r.token, self._facing(r)) for r in self.routes])
            return True
        battle = self.session.battle
        units = [battle.units[i] for i in self.selection.ids if i in battle.units]
        if not units:
            return self._turn_characters(degrees)
        commands: list[Command] = [FaceToken(u.id, (u.facing + degrees) % 360.0) for u in units]
        self._announce_turn([(u, (u.facing + degrees) % 360.0) for u in units])
        if len(commands) == 1:
            self.session.execute(commands[0])
        else:
            self.session.execute_all(msg("undo.turn", name=", ".join(u.name for u in units)), commands)
        return True

    def _turn_characters(self, degrees: float) -> bool:
        """Persons of a system that gives them a facing turn as units do (from where they
        face now: the GM's last turn, else their last move, else north)."""
        battle = self.session.battle
        system = system_of(battle)
        commands: list[Command] = []
        names: list[str] = []
        for token_id in self.selection.ids:
            token = battle.characters.get(token_id)
            if token is None:
                continue
            now = system.facing_of(token) or 0.0
            command = system.face_command(battle, token_id, (now + degrees) % 360.0)
            if command is not None:
                commands.append(command)
                names.append(token.name)
        if not commands:
            return False
        if len(commands) == 1:
            self.session.execute(commands[0])
        else:
            self.session.execute_all(msg("undo.turn", name=", ".join(names)), commands)
        return True

    def _announce_turn(self, turns: list[tuple[Unit | Character, float | None]]) -> None:
        system = self.session.battle.system
        texts = [
            turn_text(token.name, turn_cost(system, token.facing, facing))
            for token, facing in turns
            if isinstance(token, Unit) and facing is not None
        ]
        if texts:
            self.status.emit(" · ".join(texts))

    def finish(self, override: bool) -> None:
        target = self._target(self.cursor)
        ordered = self.order_destination(self.routes[0].token_id) if len(self.routes) == 1 else None
        if ordered is not None:
            # The unit moves under an order given from the dock: the drag only chose where to;
            # the order's own rules carry it there.
            end = self._ends(target)[0]
            self.end()
            ordered(end)
            return
        moves = tuple(
            MoveUnit(route.token_id, (*route.waypoints, end), facing=self._facing(route), override=override)
            for route, end in zip(self.routes, self._ends(target), strict=True)
        )
        self.end()
        if len(moves) == 1:
            self.session.execute(moves[0])
        else:
            self.session.execute(GroupMove(moves, override=override))

    def cancel(self) -> None:
        self.end()
        self.status.emit(self.tr("Move cancelled."))

    @staticmethod
    def no_order_destination(token_id: str) -> Callable[[Point], None] | None:
        return None

    def end(self) -> None:
        items = self.view.battle_scene.token_items
        for route in self.routes:
            if route.token_id in items:
                items[route.token_id].set_ghost(False)
        if self.overlay is not None:
            self.overlay.remove()
            self.overlay = None
        self.backdrop.thaw()
        if self._public:
            self.preview.ended.emit()
        self.routes, self.offsets, self.pending = [], [], None
        self._public = False
        self._battle = self._index = None


def _placed(battle: Battle, token_id: str | None) -> bool:
    character = battle.characters.get(token_id or "")
    return character is not None and character.position is not None


def _enemies(battle: Battle, side: str) -> list[tuple[str, Point, str, bool]]:
    found: list[tuple[str, Point, str, bool]] = []
    for token in (*battle.units.values(), *battle.characters.values()):
        position = token.position
        if token.side == side or position is None:
            continue
        if token.stats is not None and token.stats.is_out_of_action:
            continue
        found.append((token.id, position, token.name, token.hidden))
    return found
