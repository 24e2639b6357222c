"""Loading the interface language: Spanish or English, from the system or the preferences."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("es", "en")
_KEEP_ALIVE: list[bytes] = []


def pick_language(preference: str) -> str:
    if preference in LANGUAGES:
        return preference
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


_current = ["en"]


def current_language() -> str:
    """The language the interface speaks: rule prose in the log follows it."""
    return _current[0]


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install Campal's and Qt's own translations; English is the source and needs none."""
    installed: list[QTranslator] = []
    _current[0] = language
    if language == "en":
        return installed
    ours = QTranslator(app)
    data = (files("campal.resources") / "i18n" / f"campal_{language}.qm").read_bytes()
    # Qt reads the catalogue in place, so the bytes must live as long as the translator.
    _KEEP_ALIVE.append(data)
    if ours.load(data):
        app.installTranslator(ours)
        installed.append(ours)
    qt = QTranslator(app)
    if qt.load(
        QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt)
        installed.append(qt)
    return installed
