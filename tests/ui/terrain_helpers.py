"""Real mouse and key events on the battlefield view, aimed at scene points in metres."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def at(window, x, y):
    return window.view.mapFromScene(QPointF(x, y))


def click(window, x, y):
    QTest.mouseMove(window.view.viewport(), at(window, x, y))
    QTest.mouseClick(window.view.viewport(), LEFT, NONE, at(window, x, y))


def double_click(window, x, y):
    QTest.mouseMove(window.view.viewport(), at(window, x, y))
    QTest.mouseDClick(window.view.viewport(), LEFT, NONE, at(window, x, y))


def drag(window, start, end, steps=8):
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, at(window, *start))
    QTest.mousePress(viewport, LEFT, NONE, at(window, *start))
    for step in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * step / steps
        y = start[1] + (end[1] - start[1]) * step / steps
        QTest.mouseMove(viewport, at(window, x, y))
    QTest.mouseRelease(viewport, LEFT, NONE, at(window, *end))


def key(window, key, modifier=NONE):
    window.view.setFocus()
    QTest.keyClick(window.view, key, modifier)


def use(window, tool):
    if window.view.tool is not window.terrain.tools[tool]:
        window.terrain.actions[tool].trigger()
    assert window.view.tool is window.terrain.tools[tool]


def choose_kind(window, name, collection="terrain"):
    box = window.terrain.kind_box
    for index in range(box.count()):
        entry = box.itemData(index)
        if entry is not None and entry.name == name and entry.collection == collection:
            box.setCurrentIndex(index)
            box.activated.emit(index)
            return entry
    raise AssertionError(f"no kind {name}")
