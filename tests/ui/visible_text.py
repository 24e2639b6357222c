"""What a person reads on the window, checked for the program's own words: a message key
(``move.blocked``), a token's or a side's identity (``unit-d2a35448``, ``side-1``), a choice's
inner name (``do:0``) or a Python truth value (``True``) must never reach the screen."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

# Two or more dotted lower_snake words ("move.beyond_allowance", "test:rout:flank_attack" is
# caught below): never a sentence's word, as a sentence's dots are followed by a space.
KEY = re.compile(r"(?<![\w./:@-])[a-z][a-z0-9_]+(?:\.[a-z][a-z0-9_]*)+(?![\w(/-])")
IDENTITY = re.compile(r"\b(?:unit|char|side|terrain|fort|note|feature)-[0-9a-z]{1,32}\b")
CHOICE = re.compile(r"\b[a-z_]+:[a-z0-9_:]+\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
PYTHON = re.compile(r"\b(?:True|False)\b")
# File names and addresses are allowed their dots.
ALLOWED = re.compile(r"\b[\w-]+\.(?:campal|json|png|jpe?g|webp|md|dd2vtt|uvtt|df2vtt|army\.json|bak)\b")


def problems_in(text: str) -> list[str]:
    """What in ``text`` looks like the program's own words rather than a person's."""
    plain = ALLOWED.sub("", re.sub(r"<[^>]+>", " ", text))
    found: list[str] = []
    for pattern in (KEY, IDENTITY, CHOICE, SNAKE, PYTHON):
        found.extend(match.group(0) for match in pattern.finditer(plain))
    return found


def _texts(widget: QWidget) -> Iterable[tuple[str, str]]:
    if widget.toolTip():
        yield "tooltip", widget.toolTip()
    if widget.isWindow() and widget.windowTitle():
        yield "title", widget.windowTitle()
    if isinstance(widget, QMainWindow):
        bar = widget.statusBar()
        if bar.currentMessage():
            yield "status", bar.currentMessage()
        yield from _menu_texts(widget.menuBar().actions())
    if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
        yield "text", widget.text()
    elif isinstance(widget, QGroupBox):
        yield "title", widget.title()
    elif isinstance(widget, QComboBox):
        yield from (("item", widget.itemText(i)) for i in range(widget.count()))
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        yield "text", widget.toPlainText()
    elif isinstance(widget, QListWidget):
        yield from (("item", widget.item(i).text()) for i in range(widget.count()))
    elif isinstance(widget, QTableWidget):
        for row in range(widget.rowCount()):
            for column in range(widget.columnCount()):
                item = widget.item(row, column)
                if item is not None:
                    yield "cell", item.text()
                    if item.toolTip():
                        yield "cell tooltip", item.toolTip()
        for column in range(widget.columnCount()):
            header = widget.horizontalHeaderItem(column)
            if header is not None:
                yield "header", header.text()
    elif isinstance(widget, QTreeWidget):
        stack = [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
        while stack:
            item = stack.pop()
            yield from (("item", item.text(c)) for c in range(item.columnCount()))
            stack.extend(item.child(i) for i in range(item.childCount()))


def _menu_texts(actions: Iterable[QAction]) -> Iterable[tuple[str, str]]:
    """Every menu entry and its tip, submenus too (Edit ▸ Undo names the last step)."""
    for action in actions:
        yield "menu", action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield "menu tooltip", action.toolTip()
        menu = action.menu()
        if menu is not None:
            yield from _menu_texts(menu.actions())


def visible_problems(top: QWidget | None = None) -> list[str]:
    """Every visible text, tooltip and title of ``top`` (of every open window by default) that
    holds the program's own words, as "where: what (in the text)"."""
    roots = [top] if top is not None else [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    found: list[str] = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if not widget.isVisibleTo(root) and widget is not root:
                continue
            for where, text in _texts(widget):
                for bad in problems_in(text):
                    found.append(
                        f"{type(widget).__name__} {widget.objectName()} {where}: {bad!r} in {text!r}"
                    )
    return found
