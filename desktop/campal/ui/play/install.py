"""The play half of the window, installed in one call: the phase bar, the orders, characters,
dice and log docks, the Round menu and the keys of a round.

Keys: N next step (or the rolls it waits for), O give an order (then the order's key), Shift+P
pass the turn, Ctrl+M manual dice, Enter confirms a typed roll, Ctrl+Shift+R export the report;
while picking a target, 1–9 pick a listed one and Esc cancels.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu

from ...core.engine import PassTurn
from ...core.model import Battle
from ...core.report import ReportFormat
from ...core.rules import system_of
from . import play_messages  # noqa: F401  (registers the message keys)
from .attack_dock import AttackDock
from .characters_dock import CharactersDock
from .dice_tray import DiceTray
from .flow import PlayFlow
from .log_dock import BattleLogDock
from .offer_list import OfferList
from .orders_dock import OrdersDock
from .phase_bar import PhaseBar
from .point_picker import PointPicker
from .step_menu import step_menu
from .tick_ribbon import TickRibbon
from .turn_focus import acting_token, bring_into_view
from .unit_stats import stats_for

if TYPE_CHECKING:
    from ..window.host import WindowHost


@dataclass
class PlayUi:
    flow: PlayFlow
    phase_bar: PhaseBar
    orders: OrdersDock
    characters: CharactersDock
    dice: DiceTray
    log: BattleLogDock
    actions: dict[str, QAction]
    menu: QMenu
    attack: AttackDock
    ribbon: TickRibbon | None = None

    def show_replayed(self, battle: Battle | None) -> None:
        """During a replay, the bars and docks that show the battle's state show the step the
        film stands at, and nothing is offered from it; None: the battle as it stands again."""
        shown = battle if battle is not None else self.flow.session.battle
        self.phase_bar.show_battle(shown)
        if self.ribbon is not None:
            self.ribbon.show_battle(shown)
        self.orders.show_replayed(battle)
        self.characters.show_replayed(battle)
        # The attack builder and its answers work on the battle as it stands.
        self.attack.setEnabled(battle is None)

    def give_order(self) -> None:
        """O: the offers of the picked unit (or character) as a menu, each under its key; with
        nobody picked, those of whoever acts now."""
        battle = self.flow.session.battle
        selection = self.flow.window.selection
        picked = [i for i in selection.ids if i in battle.units or i in battle.characters]
        acting = acting_token(battle)
        if not picked and acting is not None:
            selection.set([acting])
        source = self._offers_of_picked(battle)
        if source is None or not source.shown:
            self.flow.window.statusBar().showMessage(
                QCoreApplication.translate(
                    "PlayUi", "Pick a unit or a character that acts in this step first"
                ),
                5000,
            )
            return
        source.menu(source).exec(source.mapToGlobal(QPoint(0, 0)))

    def _offers_of_picked(self, battle: Battle) -> OfferList | None:
        """The grid of the one picked: a unit's orders in a unit step, a character's actions in
        a character step (a timeline is both: the token picked says which)."""
        turn = battle.turn
        if turn is None:
            return None
        play = self.flow.play
        if self.orders.unit_id is not None and turn.step in play.unit_steps:
            return self.orders.offers
        if self.characters.character_id is not None and turn.step in play.character_steps:
            return self.characters.offers
        return None

    def pass_turn(self) -> None:
        battle = self.flow.session.battle
        turn = battle.turn
        if turn is None or not turn.queue:
            return
        who = self.characters.character_id
        actor = who if who in turn.queue else turn.queue[0]
        self.flow.execute(PassTurn(actor))


def _action(window: WindowHost, text: str, key: str, tip: str) -> QAction:
    action = QAction(text, window)
    action.setShortcut(QKeySequence(key))
    action.setToolTip(f"{tip} ({key})")
    action.setStatusTip(tip)
    return action


def install_play_ui(window: WindowHost, terrain_panel: QDockWidget) -> PlayUi:
    session, selection = window.session, window.selection
    play = system_of(session.battle).play
    flow = PlayFlow(window, play)
    actions = {
        "next": _action(
            window,
            QCoreApplication.translate("PlayUi", "&Next step"),
            "N",
            QCoreApplication.translate("PlayUi", "Begin, make the awaited rolls, or go to the next step"),
        ),
        "order": _action(
            window,
            QCoreApplication.translate("PlayUi", "Give &order…"),
            "O",
            QCoreApplication.translate("PlayUi", "Choose an order for the picked unit by its key"),
        ),
        "pass": _action(
            window,
            QCoreApplication.translate("PlayUi", "&Pass turn"),
            "Shift+P",
            QCoreApplication.translate("PlayUi", "The side or character to act gives up its turn"),
        ),
        "manual": _action(
            window,
            QCoreApplication.translate("PlayUi", "&Manual dice"),
            "Ctrl+M",
            QCoreApplication.translate("PlayUi", "Players roll on camera: type each roll in"),
        ),
        "report": _action(
            window,
            QCoreApplication.translate("PlayUi", "Export &battle report…"),
            "Ctrl+Shift+R",
            QCoreApplication.translate("PlayUi", "The log as Markdown for forums"),
        ),
    }
    actions["next"].setIconText(QCoreApplication.translate("PlayUi", "Next step (N)"))
    actions["manual"].setCheckable(True)
    actions["manual"].toggled.connect(lambda on: setattr(flow, "manual", on))
    actions["next"].triggered.connect(flow.advance)
    flow.skipped.connect(lambda text: window.statusBar().showMessage(text, 8000))
    flow.skipped.connect(window.view.banner.show_message)

    phase_bar = PhaseBar(actions["next"], window)
    window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, phase_bar)
    ribbon = TickRibbon(window)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, ribbon)
    window.insertToolBarBreak(ribbon)  # a row of its own, under the phase bar

    orders = OrdersDock(session, selection, play, stats_for(session.battle), window)
    characters = CharactersDock(session, selection, play, window)
    attack = AttackDock(session, selection, play, window)
    attack.scene = window.scene
    points = PointPicker(window, lambda: flow.play, flow.execute)
    attack.command_ready.connect(points.execute)
    attack.attack_ready.connect(points.execute)
    attack.points = flow.points = points
    dice = DiceTray(session, actions["manual"], window)
    dice.run = flow.execute
    log = BattleLogDock(session, selection, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, orders)
    window.tabifyDockWidget(orders, characters)
    window.tabifyDockWidget(orders, attack)
    window.tabifyDockWidget(orders, terrain_panel)
    orders.raise_()
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dice)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, log)
    window.splitDockWidget(dice, log, Qt.Orientation.Horizontal)
    # Wide enough for the unit names and every stat column at a glance.
    window.resizeDocks([orders], [640], Qt.Orientation.Horizontal)
    window.resizeDocks([dice], [250], Qt.Orientation.Vertical)

    ui = PlayUi(
        flow,
        phase_bar,
        orders,
        characters,
        dice,
        log,
        actions,
        QMenu(QCoreApplication.translate("PlayUi", "&Round"), window),
        attack,
        ribbon,
    )
    actions["order"].triggered.connect(ui.give_order)
    actions["pass"].triggered.connect(ui.pass_turn)
    actions["report"].triggered.connect(lambda: log.export_dialog(ReportFormat.MARKDOWN))
    orders.order_chosen.connect(lambda unit, order, issuer: orders.give(flow.run, unit, order, issuer))
    characters.action_chosen.connect(lambda who, action: characters.act(flow.run, who, action))
    characters.passed.connect(lambda who: flow.execute(PassTurn(who)))

    bar = window.menuBar()
    menus = bar.actions()
    if len(menus) >= 2:
        bar.insertMenu(menus[-2], ui.menu)  # before Settings and Help
    else:
        bar.addMenu(ui.menu)
    for name in ("next", "order", "pass"):
        ui.menu.addAction(actions[name])
    steps = step_menu(flow, window)
    ui.menu.addMenu(steps)
    phase_bar.add_control(steps)
    ui.menu.addSeparator()
    ui.menu.addAction(actions["manual"])
    ui.menu.addAction(actions["report"])
    ui.menu.addSeparator()
    for dock in (orders, characters, attack, dice, log):
        ui.menu.addAction(dock.toggleViewAction())
    file_menu = bar.actions()[0].menu()
    if file_menu is not None:
        file_menu.insertAction(window.quit_action, actions["report"])

    def show(battle: Battle, lists: bool = True) -> None:
        phase_bar.show_battle(battle)
        ribbon.show_battle(battle)
        if lists:
            orders.show_battle(battle)
        characters.show_battle(battle)
        attack.show_battle(battle)
        dice.show_battle(battle)
        if lists:
            log.show_battle(battle)
        turn = battle.turn
        acting = turn.queue[0] if turn is not None and turn.queue else None
        if (
            turn is not None
            and turn.step in flow.play.character_steps
            and turn.step != getattr(show, "step", None)
            and not (turn.step in flow.play.unit_steps and acting in battle.units)
        ):
            characters.raise_()
        elif (
            turn is not None
            and turn.step in flow.play.unit_steps
            and turn.step != getattr(show, "step", None)
        ):
            orders.raise_()
        show.step = turn.step if turn else None  # type: ignore[attr-defined]
        follow_turn(battle)

    def follow_turn(battle: Battle) -> None:
        """The one whose turn it now is comes picked, and into view: its orders or actions are
        on screen and under their keys without hunting for it on the map."""
        acting = acting_token(battle)
        if acting is not None and acting != getattr(follow_turn, "acting", None) and flow.picking is None:
            selection.set([acting])
            dock_of_pick((acting,))  # also when the one called was picked already
            bring_into_view(window.view, battle, acting)
        follow_turn.acting = acting  # type: ignore[attr-defined]
        # Answers the rules wait for (a damage to resolve, a save) come to the front when they
        # appear: tabbed behind the orders, they were the thing the GM could not find.
        answers = attack.in_use and attack.awaits_answers
        if answers and not getattr(show, "answers", False):
            attack.raise_()
        show.answers = answers  # type: ignore[attr-defined]

    def dock_of_pick(ids: tuple[str, ...]) -> None:
        """In a step where units and characters both act (Exalted's ticks, once a shrinking unit
        has left its people on the field), the one picked brings forward the dock that gives its
        orders, in place of the other's "pick a unit". A dock the GM brought up for something
        else (an attack's answers, the terrain) is left in front."""
        battle = session.battle
        turn = battle.turn
        play = flow.play
        both = turn is not None and turn.step in play.character_steps and turn.step in play.unit_steps
        if len(ids) != 1 or not both:
            return
        (who,) = ids
        wanted: QDockWidget
        other: QDockWidget
        if who in battle.characters:
            wanted, other = characters, orders
        elif who in battle.units:
            wanted, other = orders, characters
        else:
            return
        if not other.visibleRegion().isEmpty():
            wanted.raise_()

    selection.changed.connect(dock_of_pick)

    def replaced() -> None:
        chosen = system_of(session.battle).play
        flow.play = orders.play = characters.play = chosen
        attack.set_play(chosen)
        attack.setVisible(attack.in_use)
        orders.lists_owed = not attack.in_use  # the attack builder lists the answers awaited
        orders.set_stats(stats_for(session.battle))
        # A system of single fighters (Aquelarre) has no units to order: its dock would stay empty.
        has_units = system_of(session.battle).has_units
        orders.setVisible(has_units)
        # Words per system: single fighters take actions, nobody gives them orders.
        if has_units:
            actions["order"].setText(QCoreApplication.translate("PlayUi", "Give &order…"))
            actions["order"].setToolTip(
                QCoreApplication.translate("PlayUi", "Choose an order for the picked unit by its key")
            )
        else:
            actions["order"].setText(QCoreApplication.translate("PlayUi", "Choose &action…"))
            actions["order"].setToolTip(
                QCoreApplication.translate("PlayUi", "Choose an action for the picked character by its key")
            )
        if not has_units:
            characters.raise_()
        visible = window.isVisible()
        if visible:
            # The map comes first, the units' table on the next turn and the log on the one after:
            # written in the same turn as the map, a long battle's open stopped the window for
            # 50-70 ms. Until then both are empty, not the battle that was replaced.
            orders.clear_battle()
            log.clear_battle()
        # Nothing on screen yet (a start's battle): its first frame has all.
        show(session.battle, lists=not visible)
        # The one whose turn it is is followed once the window has shown the new battle (it
        # clears the selection then), not by the show above.
        follow_turn.acting = None  # type: ignore[attr-defined]
        if visible:
            lists_due.start()
        else:
            QTimer.singleShot(0, window, lambda: follow_turn(session.battle))

    def show_lists() -> None:
        battle = session.battle
        orders.show_battle(battle)
        follow_turn(battle)
        log_due.start()

    # Timers, not zero-time single shots: Qt runs those as posted events, in the same turn as
    # the map's paint, and the window would wait for all of it again. The log comes a turn
    # after the units' rows, each about as long as the map's turn.
    lists_due = QTimer(window)
    lists_due.setSingleShot(True)
    lists_due.setInterval(0)
    lists_due.timeout.connect(show_lists)
    log_due = QTimer(window)
    log_due.setSingleShot(True)
    log_due.setInterval(0)
    log_due.timeout.connect(lambda: log.show_battle(session.battle))
    session.changed.connect(lambda _before, after: show(after))
    session.replaced.connect(replaced)
    replaced()
    return ui
