"""Screenshots of the SIFRP sample's melee in the GM's and the players' windows.

Opens the shipped sample in the real main window (offscreen), zooms on the clash in the middle of
the field, opens the players' window following the GM's camera, and saves both windows as PNGs:

    python packaging/shoot_melee.py packaging/screenshots/melee-after   # -gm.png, -players.png
    python packaging/shoot_melee.py packaging/screenshots/melee-banners --banners

``--banners`` first gives each side one of the banners Campal ships, as the token properties'
"Banner" menu does.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, QSettings
from PySide6.QtWidgets import QApplication
from scratch_home import use_scratch_home

from campal.core.engine import SetPicture
from campal.ui.app import build_window, configure_application
from campal.ui.tokens.pictures import banner_png
from campal.ui.window.settings import AppSettings

SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "samples" / "sifrp-batalla.campal"
MELEE = QRectF(195.0, 95.0, 250.0, 110.0)  # the spears, the levies and both horse in contact


def main(stem: str, banners: bool = False) -> None:
    use_scratch_home()  # before the window exists
    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure_application(app)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window = build_window(SAMPLE, settings)
        window.resize(1600, 1000)
        window.show()
        app.processEvents()
        if banners:
            session = window.session
            for side, banner in zip(session.battle.sides, ("pale-gules", "chevron-vert"), strict=False):
                session.execute(SetPicture(side, session.assets.add(banner_png(banner))))
        app.processEvents()
        view = window.view
        view.fit_field()
        view.zoom_by(
            min(view.viewport().width() / MELEE.width(), view.viewport().height() / MELEE.height())
            / view.scale_factor()
        )
        view.centerOn(MELEE.center())
        app.processEvents()
        view.centerOn(MELEE.center())
        app.processEvents()
        window.scene.terrain_layer.raster.finish()
        window.player_controls.in_own_process = False  # grabbed from this process
        window.player_controls.set_open(True)
        player = window.player_controls.player
        assert player is not None
        player.resize(1280, 720)
        app.processEvents()
        player.apply_camera()
        app.processEvents()
        player.scene.terrain_layer.raster.finish()
        window.grab().save(f"{stem}-gm.png")
        player.grab().save(f"{stem}-players.png")
        window.player_controls.set_open(False)
        window.session.undo_stack.setClean()
        window.close()
        window.keeper.close()


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--banners"]
    main(arguments[0] if arguments else "melee", "--banners" in sys.argv[1:])
