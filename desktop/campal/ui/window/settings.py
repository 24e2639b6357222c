"""The app's preferences, kept with QSettings; every key and default is named here once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 10
DEFAULT_UNDO_LIMIT = 1000
MAX_UNDO_LIMIT = 100_000


class AppSettings:
    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings or QSettings()

    @property
    def language(self) -> str:
        """ "system", "es" or "en"."""
        value = self._settings.value("ui/language", "system")
        return value if value in ("system", "es", "en") else "system"

    @language.setter
    def language(self, value: str) -> None:
        self._settings.setValue("ui/language", value)

    @property
    def undo_limit(self) -> int:
        """How many steps Edit ▸ Undo keeps; 0 keeps them all."""
        try:
            value = int(self._settings.value("history/undo_limit", DEFAULT_UNDO_LIMIT))
        except (TypeError, ValueError):
            return DEFAULT_UNDO_LIMIT
        return min(max(value, 0), MAX_UNDO_LIMIT)

    @undo_limit.setter
    def undo_limit(self, value: int) -> None:
        self._settings.setValue("history/undo_limit", int(value))

    @property
    def roll_on_target_click(self) -> bool:
        """Roll an order as soon as its target is clicked, without showing it first."""
        return str(self._settings.value("play/roll_on_target_click", "false")).lower() == "true"

    @roll_on_target_click.setter
    def roll_on_target_click(self, value: bool) -> None:
        self._settings.setValue("play/roll_on_target_click", "true" if value else "false")

    def recent_files(self) -> list[Path]:
        value = self._settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [Path(item) for item in (value or []) if isinstance(item, str)][:MAX_RECENT]

    def add_recent(self, path: Path) -> None:
        resolved = path.resolve()
        recent = [resolved, *(p for p in self.recent_files() if p != resolved)]
        self._settings.setValue("files/recent", [str(p) for p in recent[:MAX_RECENT]])

    def remove_recent(self, path: Path) -> None:
        kept = [p for p in self.recent_files() if p != path]
        self._settings.setValue("files/recent", [str(p) for p in kept])

    def clear_recent(self) -> None:
        self._settings.setValue("files/recent", [])

    def window_geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self._settings.value("window/state")
        return value if isinstance(value, QByteArray) else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self._settings.setValue("window/geometry", geometry)
        self._settings.setValue("window/state", state)

    def sync(self) -> None:
        self._settings.sync()
