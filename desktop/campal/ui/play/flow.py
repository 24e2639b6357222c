"""Carrying out the GM's choice: extra values, the target on the map, every roll (automatic, or
typed in when the players roll on camera), the command, the effect the engine then awaits, and
the result shown on the map. Also the Next step key, which first makes the rolls awaited.

Movement orders end by emitting ``move_requested``: the measured drag on the map carries the
unit; until that lands, a click on the map gives the destination (``pick_destination_on_map``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QInputDialog, QMenu

from ...core.dice import ManualEntry, RollRequest, roll_sizes
from ...core.engine import Command, CommandRefused, NextStep, PassTurn, StartBattle
from ...core.engine.rolls import accepts_more_entries, next_roll, with_entries
from ...core.engine.turn import plan_of
from ...core.model import Battle, Point, msg
from ...core.rules import system_of
from ...core.rules.play import (
    Choice,
    Extra,
    Offer,
    Play,
    TargetKind,
    more_picks_of,
    pending_of,
    skipped_of,
    step_offers_of,
)
from ..messages import tr_message
from ..rule_names import ability_name
from .allies_dialog import AlliesDialog
from .amounts_dialog import AmountsDialog
from .order_preview import OrderPreview
from .play_messages import rule_name
from .point_picker import PointPicker
from .result_text import show_results
from .roll_dialog import RollDialog
from .target_tool import PointTool, TargetTool

if TYPE_CHECKING:
    from ..window.host import WindowHost

# What the roll asker returns: the typed entry, or None for the app to roll it; raises
# ``RollCancelled`` when the GM gives up the action.
RollAsker = Callable[[RollRequest, str], ManualEntry | None]


# How long the drag-it-there instruction stays up when the GM does something else instead.
DESTINATION_HINT_MS = 15000


class RollCancelled(Exception):
    pass


class PlayFlow(QObject):
    move_requested = Signal(str, str, float)  # unit, order, metres it may go
    acted = Signal(object)  # the serialized events of the action just done
    skipped = Signal(str)  # what the Next step key left undone, in words

    def __init__(self, window: WindowHost, play: Play) -> None:
        super().__init__(window)
        self.window, self.play = window, play
        self.session = window.session
        self.manual = False
        self.pick_destination_on_map = True
        # Units whose movement order waits for its destination, and what to do with it.
        self.waiting_destination: dict[str, Callable[[Point], None]] = {}
        # The log's length when each waited: on a timeline no step awaits the move, and any
        # entry since (an undo, another action) ends the wait.
        self.waiting_since: dict[str, int] = {}
        self.ask_roll: RollAsker = self._dialog_roll
        self._picking: TargetTool | PointTool | None = None
        # Show the order, its target and difficulty before rolling it (off: roll on the click).
        self.confirm_orders = True
        self.previewing: OrderPreview | None = None
        self.points: PointPicker | None = None  # points a command wants from the map first

    # -- rolls ---------------------------------------------------------------------------------
    def _dialog_roll(self, spec: RollRequest, title: str) -> ManualEntry | None:
        dialog = RollDialog(spec, title, self.window)
        if not dialog.exec():
            raise RollCancelled
        return None if dialog.by_app else dialog.entry

    def execute(self, command: Command, title: str = "") -> bool:
        """Run ``command``; in manual mode each roll is asked for first, with its pool."""
        if self.manual and accepts_more_entries(command):
            try:
                command = self._typed(command, title)
            except CommandRefused as refused:
                self.session.refused.emit(refused.reason)
                return False
            except RollCancelled:
                return False
        if not self.session.execute(command):
            return False
        events = [event.dump() for event in self.session.engine.history[-1].events]
        show_results(self.window.scene, self.session.battle, events)
        self.acted.emit(events)
        return True

    def _typed(self, command: Command, title: str) -> Command:
        entries: list[ManualEntry] = []
        context = self.session.engine.context
        while accepts_more_entries(with_entries(command, entries)) or not entries:
            spec = next_roll(self.session.battle, with_entries(command, entries), context)
            if spec is None:
                break
            ability = ability_name(spec.ability)
            ability = ability[:1].upper() + ability[1:]  # a word said mid-sentence elsewhere heads it here
            label = f"{ability} — {title}" if title else ability
            entry = self.ask_roll(spec, label)
            if entry is None:  # the app rolls this one, among typed ones
                entry = ManualEntry(faces=roll_sizes(spec.dice_sizes(), context.dice), by_app=True)
            entries.append(entry)
            if not accepts_more_entries(with_entries(command, entries)):
                break
        return with_entries(command, entries)

    # -- the round -----------------------------------------------------------------------------
    def advance(self) -> None:
        """N: begin the battle, make the awaited rolls, or go to the next step."""
        battle = self.session.battle
        if battle.turn is None:
            self.execute(StartBattle())
            return
        awaited = self.play.awaited(battle)
        awaiting, turn = battle.turn.awaiting, battle.turn
        step_roll = plan_of(battle).step(turn.stage, turn.step).await_roll
        if not awaited and awaiting is not None and awaiting.kind == step_roll:
            # Nothing in this system makes the step's roll: the GM goes on without it (logged).
            self.execute(NextStep(force=True))
            return
        if awaited:
            for command in awaited:
                # Whoever the awaited roll is for (a side's initiative, a person's save, a
                # character's fall), after the roll's own name.
                who = next(
                    (
                        str(getattr(command, field))
                        for field in ("side", "character", "actor")
                        if hasattr(command, field)
                    ),
                    "",
                )
                if not self.execute(command, self._name(who)):
                    return
            return
        left = pending_of(self.play, battle)
        if left:
            # Never skipped silently: each one still to act is logged as passing, with the step.
            self.session.execute_all(msg("undo.next_step"), [*(PassTurn(who) for who in left), NextStep()])
            return
        skipped = skipped_of(self.play, battle)
        if self.execute(NextStep()) and skipped is not None:
            self.skipped.emit(tr_message(skipped))  # nor left undone without a word

    # -- choices -------------------------------------------------------------------------------
    def offer(self, battle: Battle, choice: Choice) -> Offer | None:
        maps = self.session.engine.context.map
        for reaction in self.play.reactions(battle, maps):
            if reaction.actor == choice.actor:
                return next((o for o in reaction.offers if o.id == choice.offer), None)
        if choice.actor not in battle.units and choice.actor not in battle.characters:
            steps = step_offers_of(self.play, battle, maps)
            return next(
                (s.offer for s in steps if (s.actor, s.offer.id) == (choice.actor, choice.offer)), None
            )
        if choice.actor in battle.characters:
            offers = self.play.character_offers(battle, maps, choice.actor)
        else:
            offers = self.play.unit_offers(battle, maps, choice.actor, choice.issuer)
        return next((o for o in offers if o.id == choice.offer), None)

    def run(self, choice: Choice, accepted: Callable[[], None] | None = None) -> None:
        """Carry out ``choice``, asking for what it still needs; ``accepted`` is called once the
        engine has carried it out (not when it is refused or given up)."""
        battle = self.session.battle
        offer = self.offer(battle, choice)
        if offer is None:
            return
        if offer.refusal is not None:
            self.session.refused.emit(offer.refusal)
            return
        if offer.extra is not Extra.NONE:
            extra = self._ask_extra(offer, choice)
            if extra is None:
                return
            choice = replace(choice, extra=extra)
        if offer.condition:
            text, ok = QInputDialog.getText(
                self.window,
                tr_message(offer.label),
                QCoreApplication.translate("PlayFlow", "When does it fire? (in words)"),
            )
            if not ok:
                return
            choice = replace(choice, note=text.strip())
        if offer.amounts:
            amounts = self._ask_amounts(offer)
            if amounts is None:
                return
            choice = replace(choice, amounts=amounts)
        if offer.target is TargetKind.NONE:
            self._carry_out(offer, choice, accepted)
            return
        maps = self.session.engine.context.map
        targets = self.play.targets(battle, maps, choice)
        prompt = QCoreApplication.translate(
            "PlayFlow", "{0}: click the target on the map (1–9 picks a listed one, Esc cancels)"
        ).format(tr_message(offer.label))
        tool = TargetTool(
            self.window.view,
            battle,
            targets,
            lambda token: self._picked(offer, replace(choice, target=token), accepted),
            prompt,
        )
        self._start_tool(tool)

    def _picked(self, offer: Offer, choice: Choice, accepted: Callable[[], None] | None) -> None:
        """The target is chosen: carry the choice out, or first pick its second token (and any
        further ones its extra asks for)."""
        battle = self.session.battle
        if offer.second is TargetKind.NONE:
            self._carry_out(offer, choice, accepted)
            return
        if choice.second is None:
            prompt = QCoreApplication.translate(
                "PlayFlow", "{0}: now click the second unit on the map (1–9 picks a listed one, Esc cancels)"
            ).format(tr_message(offer.label))
            self._pick_next(offer, choice, prompt, lambda token: replace(choice, second=token), accepted)
            return
        if more_picks_of(self.play, battle, choice) > 0:
            prompt = QCoreApplication.translate(
                "PlayFlow", "{0}: now click the next unit on the map (1–9 picks a listed one, Esc cancels)"
            ).format(tr_message(offer.label))
            self._pick_next(
                offer, choice, prompt, lambda token: replace(choice, more=(*choice.more, token)), accepted
            )
            return
        self._carry_out(offer, choice, accepted)

    def _pick_next(
        self,
        offer: Offer,
        choice: Choice,
        prompt: str,
        picked: Callable[[str], Choice],
        accepted: Callable[[], None] | None,
    ) -> None:
        battle = self.session.battle
        candidates = self.play.targets(battle, self.session.engine.context.map, choice)
        tool = TargetTool(
            self.window.view,
            battle,
            candidates,
            lambda token: self._picked(offer, picked(token), accepted),
            prompt,
        )
        self._start_tool(tool)

    @property
    def picking(self) -> TargetTool | PointTool | None:
        """The target or point tool waiting for the GM's click; None once it is done with (a
        pick, Esc, another tool taken up), whichever way it ended."""
        tool = self._picking
        return tool if tool is not None and self.window.view.tool is tool else None

    def _start_tool(self, tool: TargetTool | PointTool) -> None:
        self._picking = tool
        tool.status.connect(lambda text: self.window.statusBar().showMessage(text))
        tool.finished.connect(self.window.statusBar().clearMessage)
        self.window.view.set_tool(tool)
        self.window.view.setFocus()

    def _ask_extra(self, offer: Offer, choice: Choice) -> str | int | None:
        if offer.extra in (Extra.FORMATION, Extra.CHOICE):
            menu = QMenu(self.window)
            picked: list[str] = []
            for value, label in self.play.extras(self.session.battle, choice):
                action = menu.addAction(tr_message(label))
                action.triggered.connect(lambda _c=False, v=value: picked.append(v))
            menu.exec(QCursor.pos())
            return picked[0] if picked else None
        if offer.extra is Extra.NUMBER:
            value, ok = QInputDialog.getInt(
                self.window,
                tr_message(offer.label),
                QCoreApplication.translate("PlayFlow", "Men downed:"),
                10,
                0,
                100,
            )
            return value if ok else None
        question = (
            QCoreApplication.translate("PlayFlow", "What does the character do?")
            if choice.actor in self.session.battle.characters
            else QCoreApplication.translate("PlayFlow", "In words (for the log):")
        )
        text, ok = QInputDialog.getText(self.window, tr_message(offer.label), question)
        return text.strip() if ok and text.strip() else None

    def _ask_amounts(self, offer: Offer) -> tuple[tuple[str, int], ...] | None:
        dialog = AmountsDialog(tr_message(offer.label), offer.amounts, self.window)
        return dialog.given() if dialog.exec() else None

    def _title(self, choice: Choice, offer: Offer) -> str:
        """Who does what to whom, in names and the offer's own words (never its identity)."""
        parts = [self._name(choice.issuer or choice.actor)]
        if choice.issuer:
            parts.append(self._name(choice.actor))
        parts.append(tr_message(offer.label))
        if choice.target:
            parts.append("→ " + self._name(choice.target))
        return " · ".join(parts)

    def _preview(self, offer: Offer, choice: Choice) -> bool:
        """Show an order that is rolled against a difficulty before its roll; False when the GM
        gives it up. Typed-in rolls show the same in their own dialog."""
        if choice.issuer is None or offer.difficulty is None or self.manual or not self.confirm_orders:
            return True
        target = ""
        if choice.target:
            target = self._name(choice.target)
            maps = self.session.engine.context.map
            found = [
                t for t in self.play.targets(self.session.battle, maps, choice) if t.token == choice.target
            ]
            if found:
                unit = self.session.unit
                target += f" ({unit.text(found[0].distance_m)})"
        dialog = OrderPreview(
            self._name(choice.issuer),
            self._name(choice.actor),
            rule_name("order", choice.offer),
            target,
            offer.difficulty,
            self.window,
        )
        self.previewing = dialog
        try:
            return bool(dialog.exec())
        finally:
            self.previewing = None

    def _carry_out(self, offer: Offer, choice: Choice, accepted: Callable[[], None] | None = None) -> None:
        if offer.group and not choice.allies:
            allies = self._ask_allies(offer, choice)
            if allies is None:
                return
            choice = replace(choice, allies=allies)
        if not self._preview(offer, choice):
            return
        command = self.play.command(self.session.battle, choice)
        if self.points is not None and self.points.wants(command):
            self.points.execute(command, accepted)  # a Move's or a Repel's point first, on the map
            return
        if not self.execute(command, self._title(choice, offer)):
            return
        if accepted is not None:
            accepted()
        follow = self.play.follow_up(self.session.battle, choice)
        if follow is None:
            return
        if offer.destination:
            self._ask_destination(choice, offer, getattr(follow, "mode", None))
            return
        self.execute(follow, self._title(choice, offer))

    def _ask_allies(self, offer: Offer, choice: Choice) -> tuple[str, ...] | None:
        """Who joins the actor (everyone attacking one target rolls together); None: cancelled."""
        battle = self.session.battle
        turn = battle.turn
        actor = battle.units.get(choice.actor) or battle.characters.get(choice.actor)
        if turn is None or actor is None:
            return ()
        joinable = [
            token
            for token in (*battle.units.values(), *battle.characters.values())
            if token.id != actor.id
            and token.side == actor.side
            and token.id in turn.queue
            and offer.id not in turn.taken.get(token.id, ())
        ]
        if not joinable:
            return ()
        dialog = AlliesDialog(tr_message(offer.label), [(t.id, t.name) for t in joinable], self.window)
        return dialog.picked() if dialog.exec() else None

    def _ask_destination(self, choice: Choice, offer: Offer, mode: str | None = None) -> None:
        unit = self.session.battle.units[choice.actor]
        allowance = system_of(self.session.battle.system).allowance(self.session.battle, choice.actor)
        first = allowance.bands[0].limit_m if allowance.bands else 0.0
        if mode is not None:
            # The band the move that follows is held to (a dash's, or a move's after a failed one).
            first = next((b.limit_m for b in allowance.bands if b.name == mode), first)
            reach = first
        else:
            # A Movimiento may run, an Acometida runs: the drag offers the run band to both.
            reach = allowance.maximum_m if choice.offer in ("onslaught", "move") else first

        def go(point: Point) -> None:
            self.waiting_destination.pop(choice.actor, None)
            self.window.view.banner.clear_hint()
            follow = self.play.follow_up(self.session.battle, replace(choice, destination=point))
            if follow is not None:
                self.execute(follow, self._title(choice, offer))

        self.waiting_destination[choice.actor] = go
        self.waiting_since[choice.actor] = len(self.session.battle.log)
        self.move_requested.emit(choice.actor, choice.offer, reach)
        if not self.pick_destination_on_map:
            prompt = QCoreApplication.translate(
                "PlayFlow", "{0}: drag {1} where it goes (up to {2}), measured as any move"
            ).format(tr_message(offer.label), unit.name, self.session.unit.text(reach))
            self.window.statusBar().showMessage(prompt, DESTINATION_HINT_MS)
            self.window.view.banner.show_hint(prompt, DESTINATION_HINT_MS)
            return

        prompt = QCoreApplication.translate(
            "PlayFlow", "{0}: click where {1} goes (up to {2}; Esc leaves it for later)"
        ).format(tr_message(offer.label), unit.name, self.session.unit.text(reach))
        self._start_tool(PointTool(self.window.view, unit.position, reach, go, prompt))

    def destination_for(self, unit_id: str) -> Callable[[Point], None] | None:
        """What to do with a destination for ``unit_id``, while its movement order still waits
        for one (an undo or another step may have moved on since)."""
        go = self.waiting_destination.get(unit_id)
        battle = self.session.battle
        turn = battle.turn
        if go is not None and turn is not None:
            if turn.awaiting is not None and turn.awaiting.subject == unit_id:
                return go
            if turn.awaiting is None and self.waiting_since.get(unit_id) == len(battle.log):
                return go
        self.waiting_destination.pop(unit_id, None)
        return None

    def _name(self, token: str) -> str:
        battle = self.session.battle
        item = battle.units.get(token) or battle.characters.get(token) or battle.sides.get(token)
        return item.name if item is not None else token
