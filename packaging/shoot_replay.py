"""Screenshots of View ▸ Replay on the SIFRP sample, and its animated recap.

Opens the shipped sample in the real main window (offscreen), turns the replay on, scrubs to a
step of the second round and saves the GM's window and the players' window as PNGs; then writes
the sample's recap (the players' version, in Spanish) as a GIF:

    python packaging/shoot_replay.py packaging/screenshots/replay   # -gm.png, -players.png, -recap.gif
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
from campal.ui.recap.recap import RecapOptions, write_recap
from campal.ui.window.settings import AppSettings

SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "samples" / "sifrp-batalla.campal"
STEP = 39  # round 2's orders: a charge carried out, the log line under the slider


def main(stem: str) -> None:
    use_scratch_home()  # before the window exists
    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure_application(app)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window = build_window(SAMPLE, settings)
        window.resize(1600, 1000)
        window.show()
        app.processEvents()
        window.player_controls.in_own_process = False  # grabbed from this process
        window.player_controls.set_open(True)
        player = window.player_controls.player
        assert player is not None
        player.resize(1280, 720)
        window.replay.enter()
        window.replay.bar.slider.setValue(STEP)
        app.processEvents()
        window.view.fit_field()
        app.processEvents()
        player.apply_camera()
        app.processEvents()
        window.scene.terrain_layer.raster.finish()
        player.scene.terrain_layer.raster.finish()
        window.grab().save(f"{stem}-gm.png")
        player.grab().save(f"{stem}-players.png")
        options = RecapOptions(width=960, fps=12, player_view=True, language="es")
        _, data = write_recap(
            window.session.battle, window.session.assets, Path(f"{stem}-recap.gif"), options
        )
        Path(f"{stem}-recap.gif").write_bytes(data or b"")
        window.replay.leave()
        window.player_controls.set_open(False)
        window.session.undo_stack.setClean()
        window.close()
        window.keeper.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "replay")
