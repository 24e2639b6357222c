"""Screenshots of each rule system's sample mid-round, on a laptop's screen and a desktop's, in
each language the app ships: what a GM sees on opening the battle and going on a step or two.
Taken from the real window (offscreen), sized as the screen it stands for:

    python packaging/shoot_systems.py packaging/screenshots
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from scratch_home import use_scratch_home

from campal.ui.app import build_window, configure_application
from campal.ui.i18n import install_translators
from campal.ui.terrain.kinds import set_interface_language
from campal.ui.window.settings import AppSettings

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = {
    "sifrp": "sifrp-batalla.campal",
    "exalted": "exalted-batalla.campal",
    "aquelarre": "aquelarre-emboscada.campal",
    "bastionland": "bastionland-vado.campal",
}
# The screen less what a desktop's panel and the window's title bar take.
SCREENS = {"1366x768": (1366, 768 - 60), "1920x1080": (1920, 1080 - 60)}
STEPS = 2  # steps played past the saved one, so the panel shows a step in play


def settle(app: QApplication, times: int = 8) -> None:
    for _ in range(times):
        app.processEvents()


def shoot(app: QApplication, settings: AppSettings, sample: Path, size: tuple[int, int], out: Path) -> None:
    window = build_window(sample, settings)
    window.resize(*size)
    window.show()
    settle(app)
    window.view.fit_field()
    for _ in range(STEPS):
        window.play.flow.advance()
        settle(app)
    window.grab().save(str(out))
    window.session.undo_stack.setClean()
    window.close()
    window.keeper.close()
    window.deleteLater()
    settle(app)


def main(folder: Path) -> None:
    use_scratch_home()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    configure_application(app)
    folder.mkdir(parents=True, exist_ok=True)
    for language in ("en", "es"):
        install_translators(app, language)
        set_interface_language(language)
        with tempfile.TemporaryDirectory() as scratch:
            settings = AppSettings(QSettings(str(Path(scratch) / "s.ini"), QSettings.Format.IniFormat))
            settings.language = language
            for system, name in SAMPLES.items():
                for screen, size in SCREENS.items():
                    out = folder / f"{system}-{screen}-{language}.png"
                    shoot(app, settings, ROOT / "resources" / "samples" / name, size, out)
                    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "packaging/screenshots"))
