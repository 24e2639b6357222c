"""Points a command still needs from the map before it runs (where a Move Gambit takes its
attacker, the way a Repel pushes its target): one click each, the reach drawn round the token.
Esc on an optional point leaves it to the rules (a Repel goes straight back); on another it gives
the action up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...core.engine import Command
from ...core.model import Point
from ...core.rules.play import Play
from ..messages import tr_message
from .target_tool import PointTool

if TYPE_CHECKING:
    from ..window.host import WindowHost


class _CancellablePoint(PointTool):
    def __init__(self, *args: Any, on_cancel: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.on_cancel = on_cancel

    def cancel(self) -> None:
        super().cancel()
        self.on_cancel()


class PointPicker(QObject):
    """Runs ``run`` on a command once every point it wants is picked on the map."""

    def __init__(self, window: WindowHost, play: Callable[[], Play], run: Callable[[Command], bool]) -> None:
        super().__init__(window)
        self.window, self.play_now, self.run = window, play, run
        self.picking: PointTool | None = None

    def _wanted(self, command: Command) -> tuple[Any, ...]:
        wanted_of = getattr(self.play_now(), "points_wanted", None)
        return tuple(wanted_of(self.window.session.battle, command)) if callable(wanted_of) else ()

    def wants(self, command: Command) -> bool:
        return bool(self._wanted(command))

    def execute(self, command: Command, accepted: Callable[[], None] | None = None) -> None:
        """Run ``command`` once its points are picked; ``accepted`` is called only if the engine
        carries it out (a refusal or an abandoned pick leaves the caller's set-up as it was)."""
        wanted = self._wanted(command)
        if not wanted:
            self._run(command, accepted)
            return
        self._next(command, list(wanted), [], accepted)

    def _run(self, command: Command, accepted: Callable[[], None] | None) -> None:
        if self.run(command) and accepted is not None:
            accepted()

    def _next(
        self,
        command: Command,
        wanted: list[Any],
        picked: list[tuple[int, Point]],
        accepted: Callable[[], None] | None,
    ) -> None:
        if not wanted:
            self.picking = None
            self._run(self.play_now().with_points(command, tuple(picked)), accepted)  # type: ignore[attr-defined]
            return
        ask = wanted[0]

        def chosen(point: Point) -> None:
            self._next(command, wanted[1:], [*picked, (ask.index, point)], accepted)

        def left() -> None:
            if ask.optional:
                self._next(command, wanted[1:], picked, accepted)
            else:
                self.picking = None

        tool = _CancellablePoint(
            self.window.view, ask.centre, ask.reach_m, chosen, tr_message(ask.prompt), on_cancel=left
        )
        self.picking = tool
        bar = self.window.statusBar()
        tool.status.connect(bar.showMessage)
        tool.finished.connect(bar.clearMessage)
        self.window.view.set_tool(tool)
        self.window.view.setFocus()
