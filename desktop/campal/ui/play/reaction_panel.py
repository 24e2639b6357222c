"""The answers the rules wait for out of turn, as the Play lists them: for each reaction its
prompt and its offers. Offers with choices of their own (a die and the Gambits it can buy) show a
list; the others are buttons. A typed-dice field serves the saves those answers call for."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.model import Battle
from ...core.rules.play import Choice, NoPlay, Play, Reaction
from ..messages import tr_message
from .typed_dice import not_numbers, typed_faces, with_typed

ANSWER_COLUMNS = 2


class ReactionPanel(QGroupBox):
    command_ready = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("ReactionPanel", "Answers awaited"), parent)
        self.play: Play = NoPlay()
        self.battle: Battle | None = None
        self._layout = QVBoxLayout(self)
        self.saves_edit = QLineEdit()
        self.saves_edit.setPlaceholderText(
            QCoreApplication.translate("ReactionPanel", "Typed d20 saves, in order (blank: Campal rolls)")
        )
        self.buttons: dict[tuple[str, str], QPushButton] = {}
        self.choices: dict[tuple[str, str], QComboBox] = {}
        self._rows: list[QWidget] = []
        self._rows_layout = QVBoxLayout()
        self._layout.addLayout(self._rows_layout)
        self._layout.addWidget(self.saves_edit)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color:#a0281e;")
        self._layout.addWidget(self.problem_label)

    def show_reactions(
        self, battle: Battle, reactions: tuple[Reaction, ...], name: Callable[[str], str]
    ) -> None:
        self.battle = battle
        for row in self._rows:
            self._rows_layout.removeWidget(row)
            row.deleteLater()
        self._rows.clear()
        self.buttons.clear()
        self.choices.clear()
        self.setVisible(bool(reactions))
        for reaction in reactions:
            self._add(self._reaction_row(battle, reaction))

    def _add(self, widget: QWidget) -> None:
        self._rows_layout.addWidget(widget)
        widget.show()  # a child added to a panel already shown stays hidden until told
        self._rows.append(widget)

    def _reaction_row(self, battle: Battle, reaction: Reaction) -> QWidget:
        row = QWidget()
        layout = QVBoxLayout(row)
        layout.setContentsMargins(0, 4, 0, 4)
        title = QLabel(tr_message(reaction.prompt))
        title.setWordWrap(True)
        title.setStyleSheet("font-weight:bold;")
        layout.addWidget(title)
        # Two to a row: in one row, a morale save beside its Gambits widened the dock past the
        # map's half of a laptop's screen.
        buttons = QGridLayout()
        placed = 0
        for offer in reaction.offers:
            extras = self.play.extras(battle, Choice(reaction.actor, offer.id))
            if extras or (offer.refusal is not None and offer.id.startswith("die.")):
                line = QHBoxLayout()
                line.addWidget(QLabel(tr_message(offer.label)))
                combo = QComboBox()
                for code, label in extras:
                    combo.addItem(tr_message(label), code)
                combo.setEnabled(offer.refusal is None)
                if offer.refusal is not None:
                    combo.setToolTip(tr_message(offer.refusal))
                line.addWidget(combo, 1)
                layout.addLayout(line)
                self.choices[(reaction.actor, offer.id)] = combo
                continue
            button = QPushButton(tr_message(offer.label))
            button.setEnabled(offer.refusal is None)
            if offer.refusal is not None:
                button.setToolTip(tr_message(offer.refusal))
            button.clicked.connect(lambda _=False, r=reaction, o=offer.id: self._answer(r, o))
            buttons.addWidget(button, placed // ANSWER_COLUMNS, placed % ANSWER_COLUMNS)
            placed += 1
            self.buttons[(reaction.actor, offer.id)] = button
        layout.addLayout(buttons)
        return row

    def extra_for(self, reaction: Reaction) -> str:
        """The choices made in the reaction's lists, as ``"<item>:<choice>;…"``."""
        parts = []
        for (actor, offer), combo in self.choices.items():
            code = combo.currentData()
            if actor == reaction.actor and code:
                parts.append(f"{offer.split('.', 1)[1]}:{code}")
        return ";".join(parts)

    def _answer(self, reaction: Reaction, offer: str) -> None:
        if self.battle is None:
            return
        faces = typed_faces(self.saves_edit.text())
        if faces is None:  # the GM's dice are kept for mending, never swapped for Campal's
            self.problem_label.setText(not_numbers())
            return
        self.problem_label.clear()
        choice = Choice(reaction.actor, offer, extra=self.extra_for(reaction) or None)
        command = with_typed(self.play.command(self.battle, choice), faces)
        self.saves_edit.clear()
        self.command_ready.emit(command)
