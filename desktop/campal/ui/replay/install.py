"""View ▸ Replay and File ▸ Export recap…: entering and leaving the replay, and what it drives.

While the replay is on, the map, the players' window, the phase bar, the tick ribbon and the
Orders and Characters docks show the step the film stands at, the log follows it, and the
battle is only shown: a command asks to leave the replay first, and undo and redo wait.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QVBoxLayout, QWidget

from ...core.model import Battle
from ..player.controls import PlayerViewControls

if TYPE_CHECKING:
    from ..play.install import PlayUi
    from ..window.host import WindowHost
    from .bar import ReplayBar
    from .film import Film


class ReplayMode(QObject):
    def __init__(self, window: WindowHost, play: PlayUi, players: PlayerViewControls) -> None:
        super().__init__(window)
        self.window, self.play, self.log, self.players = window, play, play.log, players
        self.film: Film | None = None
        self._column = _put_under_the_map(window)
        self._bar: ReplayBar | None = None
        self.action = QAction(QCoreApplication.translate("Replay", "&Replay"), window, checkable=True)
        self.action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.action.setStatusTip(
            QCoreApplication.translate(
                "Replay", "Step through the battle's log on the map, without changing the battle"
            )
        )
        self.action.toggled.connect(self._toggled)
        window.session.replaced.connect(self.leave)
        players.ready.connect(self._players_ready)

    @property
    def bar(self) -> ReplayBar:
        """The bar under the map, made on the first replay (its module and widgets cost every
        start some milliseconds, and most sessions never replay)."""
        if self._bar is None:
            from .bar import ReplayBar

            bar = ReplayBar()
            bar.hide()
            self._column.addWidget(bar)
            bar.seek_asked.connect(self._seek)
            bar.play_asked.connect(self._play)
            bar.speed_asked.connect(self._speed)
            bar.leave_asked.connect(self.leave)
            self._bar = bar
        return self._bar

    @property
    def is_on(self) -> bool:
        return self.film is not None

    def enter(self) -> bool:
        if self.film is not None:
            return True
        # The timeline and its film are imported on the first replay, not at every start.
        from ...core.timeline import NoOpening, Timeline
        from .film import Film

        battle = self.window.session.battle
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a long log reads for a moment
        try:
            timeline: Timeline | None = Timeline(battle)
        except NoOpening:
            timeline = None
        finally:
            QApplication.restoreOverrideCursor()
        if timeline is None:
            QMessageBox.information(
                self.window,
                QCoreApplication.translate("Replay", "Replay"),
                QCoreApplication.translate(
                    "Replay",
                    "This battle was saved by an earlier Campal, which did not keep how the field "
                    "stood before its first step: it cannot be replayed.",
                ),
            )
            self._check(False)
            return False
        if timeline.last == 0:
            QMessageBox.information(
                self.window,
                QCoreApplication.translate("Replay", "Replay"),
                QCoreApplication.translate("Replay", "Nothing to replay yet: the battle's log is empty."),
            )
            self._check(False)
            return False
        film = self.film = Film(timeline, self)
        film.shown.connect(self._show)
        film.moved.connect(self._moved)
        film.playing_changed.connect(self.bar.set_playing)
        self.window.session.gate = self._asked_to_leave
        for action in (self.window.undo_action, self.window.redo_action):
            action.setEnabled(False)
        self.bar.set_timeline(timeline)
        self.bar.show()
        self._moved(film.step)
        self._check(True)
        return True

    def leave(self) -> None:
        film, self.film = self.film, None
        if film is None:
            return
        film.pause()
        film.deleteLater()
        session = self.window.session
        session.gate = None
        self.window.undo_action.setEnabled(session.undo_stack.canUndo())
        self.window.redo_action.setEnabled(session.undo_stack.canRedo())
        self.bar.set_playing(False)
        self.bar.hide()
        self._show(session.battle)
        self.play.show_replayed(None)
        self.log.follow(len(session.battle.log) + 1)  # the latest step: none lit
        self._check(False)

    # what the film says
    def _show(self, battle: Battle) -> None:
        self.window.scene.show_battle(battle, self.window.session.assets)
        self.players.show_state(battle)

    def _players_ready(self) -> None:
        if self.film is not None:  # a players' window opened during the replay joins it
            self.players.show_state(self.film.state)

    def _moved(self, step: int) -> None:
        self.bar.show_step(step)
        self.log.follow(step)
        # At each step, not at each frame of a walk between two: the docks read the step.
        if self.film is not None:
            self.play.show_replayed(self.film.state)

    # what the GM asks
    def _seek(self, step: int) -> None:
        if self.film is not None:
            self.film.seek(step)

    def _play(self, on: bool) -> None:
        if self.film is not None:
            self.film.play() if on else self.film.pause()

    def _speed(self, speed: float) -> None:
        if self.film is not None:
            self.film.set_speed(speed)

    def _asked_to_leave(self) -> bool:
        """A change asked for during the replay: the GM may leave it to make the change again on
        the battle as it stands; the change itself is dropped, made on a picture of the past."""
        answer = QMessageBox.question(
            self.window,
            QCoreApplication.translate("Replay", "Replay"),
            QCoreApplication.translate(
                "Replay", "The replay only shows the battle. Leave the replay to change it?"
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.leave()
        elif self.film is not None:
            self._show(self.film.state)  # a dragged token goes back where the step has it
        return False

    def _toggled(self, on: bool) -> None:
        if on:
            self.enter()
        else:
            self.leave()

    def _check(self, on: bool) -> None:
        if self.action.isChecked() != on:
            self.action.blockSignals(True)
            self.action.setChecked(on)
            self.action.blockSignals(False)


def _put_under_the_map(window: WindowHost) -> QVBoxLayout:
    """The map and, beneath it, room for the bar: the window's centre becomes a column."""
    view = window.takeCentralWidget()
    centre = QWidget()
    column = QVBoxLayout(centre)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(view, 1)
    window.setCentralWidget(centre)
    return column


def install_replay_ui(window: WindowHost, play: PlayUi, players: PlayerViewControls) -> ReplayMode:
    mode = ReplayMode(window, play, players)
    window.view_menu.addSeparator()
    window.view_menu.addAction(mode.action)
    return mode
