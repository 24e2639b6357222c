"""The phase bar across the top of the map: the round's steps, numbered as the rule text counts
them (setup steps first, so SIFRP's character actions are steps six and eight), with the
current one lit, the round, who has the initiative, whose turn it is, what the engine waits for,
and Next step. The bar keeps one height whatever it says: the waiting text takes two lines at
most, cut with an ellipsis and whole in its tooltip, so the map under it never jumps."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QToolBar, QToolButton, QWidget

from ...core.engine.turn import plan_of
from ...core.model import Battle, Message, msg
from ...core.report import language
from ...core.rules import system_of
from ..i18n import current_language
from ..messages import tr_message
from ..rule_names import ability_name
from ..widgets.elided_label import ElidedLabel
from .play_messages import rule_name

LIT = "background:#2e5c8a;color:white;border-radius:4px;padding:3px 7px;font-weight:bold;"
DIM = "color:#555;padding:3px 5px;"
WAITING_PX = 420
WAITING_LINES = 2
STEPS_BEFORE, STEPS_AFTER = 1, 2  # steps shown around the current one
STAGES = ("setup", "round", "end")


def step_numbers(battle: Battle) -> dict[tuple[str, str], int]:
    """Each step's number, counted through the setup, the round and the end in order."""
    plan = plan_of(battle)
    ids = [(stage, step.id) for stage in STAGES for step in plan.steps(stage)]
    return {key: number for number, key in enumerate(ids, start=1)}


def _names(battle: Battle, ids: tuple[str, ...]) -> str:
    found = []
    for token in ids:
        item = battle.sides.get(token) or battle.units.get(token) or battle.characters.get(token)
        found.append(item.name if item is not None else token)
    return ", ".join(found)


def _roll_name(kind: str) -> str:
    """The awaited roll by its rule name: an action's (Join War) or else a roll's (a rout test)."""
    names = language(current_language()).names
    return names.get(f"action.{kind}") or ability_name(kind)


def waiting_message(battle: Battle) -> Message:
    """What the engine waits for, in plain words (the rule system's own, when it has some)."""
    turn = battle.turn
    if turn is None:
        return msg("wait.not_started")
    if turn.finished:
        return msg("wait.finished")
    said = system_of(battle).play.prompt(battle)
    if said is not None:
        return said
    if turn.awaiting is not None:
        awaiting = turn.awaiting
        if awaiting.kind == "carry_out":
            return msg(
                "wait.carry_out",
                unit=_names(battle, (awaiting.subject,)),
                order=rule_name("order", awaiting.detail),
            )
        return msg("wait.roll", roll=_roll_name(awaiting.kind), actors=_names(battle, awaiting.actors))
    spec = plan_of(battle).step(turn.stage, turn.step)
    if spec.actors.value == "none":
        return msg("wait.gm")
    if not turn.queue:
        return msg("wait.done")
    if spec.mode.value in ("alternate", "sequence", "timeline"):
        actor = turn.queue[0]
        return msg("wait.actor", actor=_names(battle, (actor,)), left=turn.budgets.get(actor, 1))
    return msg("wait.actors", actors=_names(battle, turn.queue))


class PhaseBar(QToolBar):
    def __init__(self, next_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("PhaseBar", "Round"), parent)
        self.setObjectName("PhaseBar")
        self.setMovable(False)
        self.round_label = QLabel()
        self.round_label.setStyleSheet("font-weight:bold;font-size:15px;padding:0 8px;")
        self.addWidget(self.round_label)
        # The controls before the texts: a narrow window folds the texts into », never them.
        self.addAction(next_action)
        self._after_controls = self.addSeparator()
        self.steps_label = QLabel()
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        self._steps = self.addWidget(self.steps_label)
        self._after_steps = self.addSeparator()
        self.who_label = QLabel()
        self.who_label.setStyleSheet("padding:0 8px;")
        self._who = self.addWidget(self.who_label)
        self._after_who = self.addSeparator()
        self.waiting_label = ElidedLabel(WAITING_LINES)
        self.waiting_label.setStyleSheet("font-weight:bold;color:#7a3b00;padding:0 8px;")
        self.waiting_label.setMaximumWidth(WAITING_PX)
        self.addWidget(self.waiting_label)

    def add_control(self, menu: QMenu) -> None:
        """A menu of the step's controls, beside Next step: one compact button that opens it."""
        self.insertAction(self._after_controls, menu.menuAction())
        button = self.widgetForAction(menu.menuAction())
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            button.setObjectName("step-actions-button")

    def show_battle(self, battle: Battle) -> None:
        turn = battle.turn
        if turn is None:
            self.round_label.setText(QCoreApplication.translate("PhaseBar", "Not started"))
            self.steps_label.setText("")
            self.who_label.setText("")
        else:
            stage = (
                QCoreApplication.translate("PhaseBar", "Round {0}").format(turn.round)
                if turn.stage == "round"
                else ""
            )
            self.round_label.setText(
                stage
                or (
                    QCoreApplication.translate("PhaseBar", "Before battle")
                    if turn.stage == "setup"
                    else QCoreApplication.translate("PhaseBar", "End")
                )
            )
            steps = plan_of(battle).steps(turn.stage)
            numbers = step_numbers(battle)
            names = [f"{numbers[(turn.stage, s.id)]}. {rule_name('step', s.id)}" for s in steps]
            here = next((i for i, s in enumerate(steps) if s.id == turn.step), 0)
            # A window on the plan, not all of it: eleven steps in Spanish leave the waiting text,
            # the one thing the GM must read, no room. The whole plan is in the tooltip.
            low, high = max(0, here - STEPS_BEFORE), min(len(steps), here + STEPS_AFTER + 1)
            shown = [
                f'<span style="{LIT if i == here else DIM}">{html.escape(names[i])}</span>'
                for i in range(low, high)
            ]
            more = f'<span style="{DIM}">…</span>'
            self.steps_label.setText(
                " ".join(([more] if low > 0 else []) + shown + ([more] if high < len(steps) else []))
            )
            self.steps_label.setToolTip(
                "\n".join(("▶ " if i == here else "   ") + n for i, n in enumerate(names))
            )
            first = turn.order[0] if turn.order else None
            initiative = _names(battle, (first,)) if first else "—"
            ordered = plan_of(battle).step(turn.stage, turn.step).mode.value in (
                "alternate",
                "sequence",
                "timeline",
            )
            if ordered and turn.queue:
                acting = _names(battle, (turn.queue[0],))
                self.who_label.setText(
                    QCoreApplication.translate("PhaseBar", "Initiative: {0}   Turn: {1}").format(
                        initiative, acting
                    )
                )
            else:  # everyone acts in any order: the waiting text lists them
                self.who_label.setText(
                    QCoreApplication.translate("PhaseBar", "Initiative: {0}").format(initiative)
                )
        waiting = tr_message(waiting_message(battle))
        self.waiting_label.setText(waiting)  # whole in its tooltip
        # An empty text takes no room and leaves no pair of separators around a gap (a battle
        # not yet started has no steps to list and nobody's turn).
        for text, action, separator in (
            (self.steps_label.text(), self._steps, self._after_steps),
            (self.who_label.text(), self._who, self._after_who),
        ):
            action.setVisible(bool(text))
            separator.setVisible(bool(text))
