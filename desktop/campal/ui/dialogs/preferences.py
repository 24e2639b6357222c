"""Settings ▸ Preferences: language, how many steps Edit ▸ Undo keeps, and whether an order rolls
on the target click."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QSpinBox, QWidget

from ..window.settings import MAX_UNDO_LIMIT, AppSettings
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
        self.undo_limit = QSpinBox()
        self.undo_limit.setRange(0, MAX_UNDO_LIMIT)
        self.undo_limit.setSingleStep(100)
        self.undo_limit.setSuffix(self.tr(" steps"))
        self.undo_limit.setSpecialValueText(self.tr("No limit"))
        self.undo_limit.setValue(settings.undo_limit)
        layout.addRow(self.tr("Undo keeps:"), self.undo_limit)
        undo_note = QLabel(
            self.tr(
                "Older steps are forgotten to save memory. A new limit applies to the next battle opened."
            )
        )
        undo_note.setWordWrap(True)
        layout.addRow(undo_note)
        self.roll_at_once = QCheckBox(self.tr("Roll an order as soon as its target is clicked"))
        self.roll_at_once.setToolTip(
            self.tr("Otherwise the order, its target and its difficulty are shown first; Enter rolls")
        )
        self.roll_at_once.setChecked(settings.roll_on_target_click)
        layout.addRow(self.roll_at_once)
        layout.addRow(ok_cancel(self))

    def apply(self) -> None:
        self._settings.language = self.language.currentData()
        self._settings.undo_limit = self.undo_limit.value()
        self._settings.roll_on_target_click = self.roll_at_once.isChecked()
