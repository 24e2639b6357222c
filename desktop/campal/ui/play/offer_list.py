"""The actions on offer as a grid of buttons and as a keyboard menu, each with its key; a refused
action is disabled and says why on hover (and, in the menu, beside its name)."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QMenu, QPushButton, QSizePolicy, QWidget

from ...core.rules.play import Offer
from ..messages import tr_message

COLUMNS = 3
LEAST_PX = 90  # a button's least width: its key and the start of its name
PAD_PX = 14  # the button's frame and padding beside its text


def _plain(char: str) -> str:
    return unicodedata.normalize("NFD", char)[0].upper()


def assign_keys(labels: list[str]) -> list[str]:
    """One key per label: its first letter if free, else the first free letter in it, else a
    digit; none once those run out (a long list is clicked, not typed). Stable for a given list,
    so the GM's fingers learn them."""
    used: set[str] = set()
    keys: list[str] = []
    for label in labels:
        letters = [_plain(c) for c in label if c.isalpha()]
        choice = next((c for c in letters if c.isascii() and c not in used), None)
        if choice is None:
            choice = next((d for d in "123456789" if d not in used), "")
        if choice:
            used.add(choice)
        keys.append(choice)
    return keys


def offer_text(offer: Offer) -> str:
    return tr_message(offer.label)


class OfferButton(QPushButton):
    """An offer's button, its text cut short with an ellipsis to the width the grid gives it.

    Its whole text would set the dock's least width, and an order panel with long names (those
    of Exalted run to sixty letters) then took half the window from the map as soon as a unit
    was picked. The whole text leads the tooltip and stays in the keyboard menu.
    """

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.full_text = text
        self.setAccessibleName(text)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), LEAST_PX), hint.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), 2 * LEAST_PX), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        room = max(0, event.size().width() - PAD_PX)
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)


class OfferList(QWidget):
    chosen = Signal(str)  # an offer's id
    highlighted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(2)
        self.buttons: dict[str, OfferButton] = {}
        self.keys: dict[str, str] = {}
        self.offers: tuple[Offer, ...] = ()

    def set_offers(self, offers: tuple[Offer, ...]) -> None:
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        self.offers = offers
        texts = [offer_text(o) for o in offers]
        self.keys = dict(zip((o.id for o in offers), assign_keys(texts), strict=True))
        for index, (offer, text) in enumerate(zip(offers, texts, strict=True)):
            button = OfferButton(f"{self.keys[offer.id]}  {text}")
            button.setStyleSheet("text-align:left;padding:2px 5px;")
            button.setEnabled(offer.is_allowed)
            # The whole name leads, as the button may show it cut short; a refusal says why.
            tip = f"{text}: {tr_message(offer.refusal)}" if offer.refusal is not None else text
            button.setToolTip(f"{tip} ({self.keys[offer.id]})")
            button.clicked.connect(lambda _checked=False, o=offer.id: self.chosen.emit(o))
            button.installEventFilter(self)
            button.setProperty("offer", offer.id)
            self._grid.addWidget(button, index // COLUMNS, index % COLUMNS)
            self.buttons[offer.id] = button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn):
            offer = watched.property("offer")
            if isinstance(offer, str):
                self.highlighted.emit(offer)
        return False

    def menu(self, parent: QWidget) -> QMenu:
        """The same offers as a menu: press an action's key to take it."""
        menu = QMenu(parent)
        menu.setToolTipsVisible(True)
        advanced_started = False
        for offer in self.offers:
            if offer.advanced and not advanced_started:
                menu.addSeparator()
                advanced_started = True
            text = offer_text(offer)
            if offer.refusal is not None:
                text = f"{text} — {tr_message(offer.refusal)}"
            key = self.keys[offer.id]
            action = menu.addAction(f"&{key}  {text}" if key else text)
            action.setEnabled(offer.is_allowed)
            action.triggered.connect(lambda _checked=False, o=offer.id: self.chosen.emit(o))
        return menu
