"""Settings ▸ Preferences: language, autosave, and whether an order rolls on the target click."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QSpinBox, QWidget

from ..settings import AppSettings
from .buttons import ok_cancel


class PreferencesDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings
        layout = QFormLayout(self)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "system")
        self.language.addItem("Español", "es")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(self.language.findData(settings.language))
        layout.addRow(self.tr("Language:"), self.language)
        note = QLabel(self.tr("A new language applies the next time Campal starts."))
        note.setWordWrap(True)
        layout.addRow(note)
        self.autosave = QSpinBox()
        self.autosave.setRange(0, 3600)
        self.autosave.setSuffix(self.tr(" s"))
        self.autosave.setSpecialValueText(self.tr("Off"))
        self.autosave.setValue(settings.autosave_seconds)
        layout.addRow(self.tr("Autosave every:"), self.autosave)
        self.roll_at_once = QCheckBox(self.tr("Roll an order as soon as its target is clicked"))
        self.roll_at_once.setToolTip(
            self.tr("Otherwise the order, its target and its difficulty are shown first; Enter rolls")
        )
        self.roll_at_once.setChecked(settings.roll_on_target_click)
        layout.addRow(self.roll_at_once)
        layout.addRow(ok_cancel(self))

    def apply(self) -> None:
        self._settings.language = self.language.currentData()
        self._settings.autosave_seconds = self.autosave.value()
        self._settings.roll_on_target_click = self.roll_at_once.isChecked()
