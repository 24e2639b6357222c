"""The actions on offer as a grid of buttons and as a keyboard menu, each with its key; a refused
action is disabled and says why on hover (and, in the menu, beside its name)."""

from __future__ import annotations

import unicodedata
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QMenu, QPushButton, QSizePolicy, QWidget

from ...core.model import msg
from ...core.rules.play import Offer
from ..messages import tr_message

COLUMNS = 3
LEAST_PX = 90  # a button's least width: its key and the start of its name
PAD_PX = 14  # the button's frame and padding beside its text


def _plain(char: str) -> str:
    return unicodedata.normalize("NFD", char)[0].upper()


def assign_keys(labels: list[str], taken: set[str] | None = None) -> list[str]:
    """One key per label: its first letter if free, else the first free letter in it, else a
    digit; none once those run out (a long list is clicked, not typed). Stable for a given list,
    so the GM's fingers learn them; ``taken`` are keys already given to others."""
    used: set[str] = set(taken or ())
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
        self.offers: tuple[Offer, ...] = ()  # what the rules offer now
        self.shown: tuple[Offer, ...] = ()  # the buttons, in place: the offers and those gone
        self.context: object = None
        self.slots: list[str] = []
        self.gone: dict[str, Offer] = {}

    def set_offers(self, offers: tuple[Offer, ...], context: object = None) -> None:
        """Show ``offers``. Within one ``context`` (a step of one actor's turn) every action
        keeps the place and key it first had: a declaration added ahead of the list, or an
        action no longer on offer, never moves the others under the GM's pointer or fingers.
        One that is gone stays in its place, greyed, saying why."""
        same = context is not None and context == self.context
        before = self.slots if same else []
        shown = {offer.id: offer for offer in offers}
        gone = {
            offer_id: self.gone.get(offer_id) or self._withdrawn(offer_id)
            for offer_id in before
            if offer_id not in shown
        }
        order = [*before, *(o.id for o in offers if o.id not in before)]
        listed = [shown.get(offer_id) or gone[offer_id] for offer_id in order]
        keys = {offer_id: key for offer_id, key in self.keys.items() if offer_id in before} if same else {}
        new = [offer for offer in listed if offer.id not in keys]
        fresh = assign_keys([offer_text(o) for o in new], set(keys.values()))
        keys.update(zip((o.id for o in new), fresh, strict=True))
        self.context, self.slots, self.gone, self.keys = context, order, gone, keys
        self.offers = offers
        self._lay_out(tuple(listed))

    def _withdrawn(self, offer_id: str) -> Offer:
        """The button of an action the rules no longer offer in this step, kept greyed."""
        was = next(o for o in self.shown if o.id == offer_id)
        return replace(was, refusal=was.refusal or msg("offer.withdrawn"))

    def _lay_out(self, listed: tuple[Offer, ...]) -> None:
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        self.shown = listed
        for index, offer in enumerate(listed):
            text = offer_text(offer)
            key = self.keys.get(offer.id, "")
            button = OfferButton(f"{key}  {text}" if key else text)
            button.setStyleSheet("text-align:left;padding:2px 5px;")
            button.setEnabled(offer.is_allowed)
            # The whole name leads, as the button may show it cut short; a refusal says why.
            tip = f"{text}: {tr_message(offer.refusal)}" if offer.refusal is not None else text
            button.setToolTip(f"{tip} ({key})" if key else tip)
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
        for offer in self.shown:
            if offer.advanced and not advanced_started:
                menu.addSeparator()
                advanced_started = True
            text = offer_text(offer)
            if offer.refusal is not None:
                text = f"{text} — {tr_message(offer.refusal)}"
            key = self.keys.get(offer.id, "")
            action = menu.addAction(f"&{key}  {text}" if key else text)
            action.setEnabled(offer.is_allowed)
            action.triggered.connect(lambda _checked=False, o=offer.id: self.chosen.emit(o))
        return menu
