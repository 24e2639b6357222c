"""Round ▸ Step actions: what the current step offers besides the units' and characters' rows
(the light and weather, hiding, parley, siege engines, the command, a fall, the battle's end),
rebuilt from the rule system each time it opens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from ...core.rules.play import Choice, StepOffer, step_offers_of
from ..messages import tr_message

if TYPE_CHECKING:
    from .flow import PlayFlow


def step_menu(flow: PlayFlow, parent: QWidget) -> QMenu:
    menu = QMenu(QCoreApplication.translate("PlayUi", "&Step actions"), parent)
    menu.setObjectName("step-actions")
    menu.menuAction().setIconText(QCoreApplication.translate("PlayUi", "Step actions"))

    def fill() -> None:
        menu.clear()
        battle = flow.session.battle
        offers = step_offers_of(flow.play, battle, flow.session.engine.context.map)
        if not offers:
            empty = menu.addAction(QCoreApplication.translate("PlayUi", "Nothing more in this step"))
            empty.setEnabled(False)
            return
        for item in offers:
            _add(menu, flow, item)

    menu.aboutToShow.connect(fill)
    fill()
    return menu


def _add(menu: QMenu, flow: PlayFlow, item: StepOffer) -> None:
    offer = item.offer
    action = menu.addAction(tr_message(offer.label))
    action.setObjectName(f"step-{offer.id}-{item.actor}")
    action.setEnabled(offer.refusal is None)
    if offer.refusal is not None:
        action.setToolTip(tr_message(offer.refusal))
    action.triggered.connect(lambda _checked=False, a=item.actor, o=offer.id: flow.run(Choice(a, o)))
