"""Every sample battle on a laptop's screen and on a desktop's: a dozen steps of play walked with
the window's own Next step action, and at each one the window's least size fits the screen and
no two docks in view cover each other or leave the window. Marked slow: the twelve cases take
20–35 s on two shared cores."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDockWidget

from campal.ui.app import build_window, configure_application
from campal.ui.i18n import install_translators

SAMPLES = ("sifrp-batalla", "aquelarre-emboscada", "exalted-batalla", "bastionland-vado")
# A laptop's screen in both languages (Spanish runs longer), a desktop's in English.
SCREENS = ((1366, 768, "en"), (1366, 768, "es"), (1920, 1080, "en"))
# What a desktop leaves a window of the screen: a panel and the window's own title bar.
DESKTOP_PX = 72
STEPS = 12


def _docks_in_view(window) -> list[QDockWidget]:
    return [
        dock
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.isFloating() and not dock.visibleRegion().isEmpty()
    ]


def _check(window, width: int, height: int, where: str) -> None:
    least = window.minimumSizeHint()
    assert least.width() <= width, f"{where}: the window needs {least.width()} px of width"
    assert least.height() <= height - DESKTOP_PX, f"{where}: the window needs {least.height()} px of height"
    docks = _docks_in_view(window)
    inside = window.rect()
    for index, dock in enumerate(docks):
        assert inside.contains(dock.geometry()), f"{where}: {dock.objectName()} leaves the window"
        for other in docks[index + 1 :]:
            overlap = dock.geometry().intersected(other.geometry())
            assert overlap.isEmpty(), f"{where}: {dock.objectName()} covers {other.objectName()}"


@pytest.fixture
def language(request, qapp):
    """The interface language, installed before the window is built (its menus and docks take
    their words then)."""
    translators = install_translators(qapp, request.param) if request.param != "en" else []
    yield request.param
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    if translators:
        install_translators(qapp, "en")  # later tests expect the source language


@pytest.fixture
def spoken_window(qtbot, qapp, settings, language):
    configure_application(qapp)
    window = build_window(None, settings)
    window.player_controls.in_own_process = False
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.session.undo_stack.setClean()
    window.close()
    window.keeper.close()
    window.deleteLater()


@pytest.mark.slow
@pytest.mark.parametrize(
    "width,height,language",
    SCREENS,
    ids=[f"{w}x{h}-{lang}" for w, h, lang in SCREENS],
    indirect=["language"],
)
@pytest.mark.parametrize("sample", SAMPLES)
def test_every_step_of_every_sample_fits_the_screen(qtbot, spoken_window, sample, width, height, language):
    menus = [action.text() for action in spoken_window.menuBar().actions()]
    assert ("&Archivo" in menus) == (language == "es")
    _sweep(qtbot, spoken_window, sample, width, height)


def _sweep(qtbot, window, sample: str, width: int, height: int) -> None:
    with as_file(files("campal.resources") / "samples" / f"{sample}.campal") as path:
        assert window.open_path(path, ask=False)
    window.play.flow.ask_roll = lambda spec, title: None  # the app rolls what the step awaits
    window.resize(width, height - DESKTOP_PX)
    qtbot.wait(10)
    _check(window, width, height, f"{sample} opened")
    next_step = window.play.actions["next"]
    for step in range(STEPS):
        next_step.trigger()
        qtbot.wait(5)
        turn = window.session.battle.turn
        _check(window, width, height, f"{sample}, step {step + 1} ({turn.step if turn else '—'})")
