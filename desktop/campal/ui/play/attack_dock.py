"""The attack builder: whose turn it is and who of that side has moved or acted; an attack on one
target that the others may join (everyone attacking one target throws together), with typed dice
when the players roll on camera; then the answers the rules wait for out of turn — a Deny, the
Gambits each die can buy, a morale save — each from the Play's reactions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGraphicsEllipseItem,
    QGraphicsScene,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.model import Battle, Point
from ...core.rules.play import Choice, Offer, Play, Reaction
from ..document.session import BattleSession
from ..messages import tr_message
from ..widgets.scroll_body import scrolling
from ..window.selection import Selection
from .point_picker import PointPicker
from .reaction_panel import ReactionPanel
from .remedy_dialog import RemedyDialog
from .typed_dice import not_numbers, typed_faces, with_feat_save, with_typed

FLAG_COLUMNS = 3


class AttackDock(QDockWidget):
    command_ready = Signal(object)  # a Command to carry out
    # An attack to carry out, and what to call once the engine has accepted it (the set-up is
    # cleared then, not before: a refused attack keeps its dice and boxes for another try).
    attack_ready = Signal(object, object)

    def __init__(self, session: BattleSession, selection: Selection, play: Play, parent: QWidget) -> None:
        super().__init__(QCoreApplication.translate("AttackDock", "Attack"), parent)
        self.setObjectName("AttackDock")
        self.session, self.selection, self.play = session, selection, play
        self.maps = session.engine.context.map
        self.in_use = callable(getattr(play, "allies", None))
        self.scene: QGraphicsScene | None = None  # where the Blast's area is drawn
        self.remedy_dialog: RemedyDialog | None = None
        self.points: PointPicker | None = None  # picks a Move's or a Repel's point on the map
        self.blast_item: QGraphicsEllipseItem | None = None
        # The last offers asked of the rules: the battle (an immutable state), the actor, the offers.
        self._asked: tuple[Battle, str, tuple[Offer, ...]] | None = None
        body = QWidget()
        layout = QVBoxLayout(body)
        self.prompt_label = QLabel()
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setStyleSheet("font-weight:bold;color:#7a3b00;")
        layout.addWidget(self.prompt_label)
        self.side_list = QListWidget()
        self.side_list.setMaximumHeight(120)
        layout.addWidget(self.side_list)
        layout.addWidget(self._builder())
        self.peace_button = QPushButton(QCoreApplication.translate("AttackDock", "Moment of peace"))
        self.peace_button.setToolTip(
            QCoreApplication.translate("AttackDock", "The danger has passed: Guard restored, Fatigue gone")
        )
        self.peace_button.clicked.connect(self._peace)
        self.remedy_button = QPushButton(QCoreApplication.translate("AttackDock", "Remedy…"))
        self.remedy_button.setToolTip(
            QCoreApplication.translate(
                "AttackDock", "A day's phase with a Remedy: a Virtue at 0 restored for the whole company"
            )
        )
        self.remedy_button.clicked.connect(self._remedy)
        self.reactions = ReactionPanel()
        self.reactions.command_ready.connect(self.command_ready)
        self.reactions.play = play
        layout.addWidget(self.reactions)
        recovery = QHBoxLayout()
        recovery.addWidget(self.peace_button)
        recovery.addWidget(self.remedy_button)
        layout.addLayout(recovery)
        layout.addStretch(1)
        self.setWidget(scrolling(body))
        selection.changed.connect(self._pick_from_map)

    def _builder(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("AttackDock", "Attack builder"))
        layout = QVBoxLayout(box)
        row = QHBoxLayout()
        self.offer_combo = QComboBox()
        self.offer_combo.currentIndexChanged.connect(lambda _i: self._fill_targets())
        row.addWidget(self.offer_combo)
        self.target_combo = QComboBox()
        self.target_combo.setToolTip(
            QCoreApplication.translate("AttackDock", "The target: pick it here or click it on the map")
        )
        self.target_combo.currentIndexChanged.connect(lambda _i: (self._fill_allies(), self._show_blast()))
        row.addWidget(self.target_combo, 1)
        layout.addLayout(row)
        # Three to a row: nine side by side made the dock wider than half a laptop's screen.
        flags = QGridLayout()
        self.charge_box = QCheckBox(QCoreApplication.translate("AttackDock", "Charge"))
        self.charge_box.setToolTip(
            QCoreApplication.translate(
                "AttackDock", "A mounted charge on foes afoot adds the mount's Trample"
            )
        )
        self.smite_box = QCheckBox(QCoreApplication.translate("AttackDock", "Smite"))
        self.smite_box.setToolTip(
            QCoreApplication.translate("AttackDock", "A Feat: +d12 in melee, then a VIG save")
        )
        self.smite_save_spin = QSpinBox()
        self.smite_save_spin.setRange(0, 20)
        self.smite_save_spin.setPrefix(QCoreApplication.translate("AttackDock", "save d20 "))
        self.smite_save_spin.setSpecialValueText(QCoreApplication.translate("AttackDock", "save: rolled"))
        self.smite_save_spin.setToolTip(
            QCoreApplication.translate("AttackDock", "The Smite's VIG save as the player rolled it")
        )
        self.smite_save_spin.setEnabled(False)
        self.smite_box.toggled.connect(self.smite_save_spin.setEnabled)
        self.blast_box = QCheckBox(QCoreApplication.translate("AttackDock", "Blast"))
        self.blast_box.toggled.connect(lambda _on: self._show_blast())
        self.blast_box.setToolTip(
            QCoreApplication.translate("AttackDock", "Strikes everyone in the area, apart")
        )
        self.duel_box = QCheckBox(QCoreApplication.translate("AttackDock", "Duel"))
        self.duel_box.setToolTip(
            QCoreApplication.translate(
                "AttackDock", "A duel (a joust, mounted): the target strikes back at once"
            )
        )
        self.duel_box.toggled.connect(lambda on: self.allies_list.setEnabled(not on))
        self.reply_smite_box = QCheckBox(QCoreApplication.translate("AttackDock", "Smite on reply"))
        self.reply_smite_box.setToolTip(
            QCoreApplication.translate(
                "AttackDock", "In a duel the target, a Knight, Smites as it strikes back"
            )
        )
        self.reply_smite_box.setEnabled(False)
        self.duel_box.toggled.connect(self.reply_smite_box.setEnabled)
        self.bloodless_box = QCheckBox(QCoreApplication.translate("AttackDock", "Bloodless"))
        self.bloodless_box.setToolTip(
            QCoreApplication.translate(
                "AttackDock", "Training or a bloodless duel: Guard at 0 leaves no Scar"
            )
        )
        self.mount_box = QCheckBox(QCoreApplication.translate("AttackDock", "Mount"))
        self.mount_box.setToolTip(
            QCoreApplication.translate("AttackDock", "Strike the target's mount instead")
        )
        self.advantage_spin = QSpinBox()
        self.advantage_spin.setRange(0, 5)
        self.advantage_spin.setPrefix(QCoreApplication.translate("AttackDock", "Advantages +d8 × "))
        for index, widget in enumerate(
            [
                self.charge_box,
                self.smite_box,
                self.smite_save_spin,
                self.blast_box,
                self.duel_box,
                self.reply_smite_box,
                self.bloodless_box,
                self.mount_box,
                self.advantage_spin,
            ]
        ):
            flags.addWidget(widget, index // FLAG_COLUMNS, index % FLAG_COLUMNS)
        layout.addLayout(flags)
        layout.addWidget(
            QLabel(QCoreApplication.translate("AttackDock", "Joining the attack (they spend their action):"))
        )
        self.allies_list = QListWidget()
        self.allies_list.setMaximumHeight(110)
        self.allies_list.itemChanged.connect(lambda _item: self._fill_arms())
        layout.addWidget(self.allies_list)
        # Each attacker's weapons, within its hands, when the rules let it choose.
        self.arms_box = QGroupBox(QCoreApplication.translate("AttackDock", "Weapons in hand"))
        self.arms_form = QFormLayout(self.arms_box)
        self.arms: dict[str, QComboBox] = {}
        layout.addWidget(self.arms_box)
        row = QHBoxLayout()
        self.dice_edit = QLineEdit()
        self.dice_edit.setPlaceholderText(
            QCoreApplication.translate("AttackDock", "Typed dice, in order (blank: Campal rolls)")
        )
        row.addWidget(self.dice_edit, 1)
        self.throw_button = QPushButton(QCoreApplication.translate("AttackDock", "Throw"))
        self.throw_button.clicked.connect(self._throw)
        row.addWidget(self.throw_button)
        layout.addLayout(row)
        self.refusal_label = QLabel()
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setStyleSheet("color:#a00;")
        layout.addWidget(self.refusal_label)
        return box

    # -- reading the battle ----------------------------------------------------------------------
    def _name(self, token: str) -> str:
        battle = self.session.battle
        item = battle.units.get(token) or battle.characters.get(token) or battle.fortifications.get(token)
        return item.name if item is not None and item.name else token

    @property
    def actor(self) -> str | None:
        turn = self.session.battle.turn
        return turn.actor if turn is not None else None

    def _group_offers(self, battle: Battle, actor: str) -> tuple[Offer, ...]:
        """The group offers for ``actor``, asked of the rules once per battle state and actor:
        filling the offers, the targets and the allies all read them."""
        cached = self._asked
        if cached is not None and cached[0] is battle and cached[1] == actor:
            return cached[2]
        offers = self._ask_group_offers(battle, actor)
        self._asked = (battle, actor, offers)
        return offers

    def _ask_group_offers(self, battle: Battle, actor: str) -> tuple[Offer, ...]:
        turn = battle.turn
        steps = (*self.play.unit_steps, *self.play.character_steps)
        if turn is None or turn.step not in steps or not self.in_use:
            return ()
        if actor in battle.units:
            offers = self.play.unit_offers(battle, self.maps, actor, None)
        elif actor in battle.characters:
            offers = self.play.character_offers(battle, self.maps, actor)
        else:
            return ()
        return tuple(offer for offer in offers if offer.group)

    def show_battle(self, battle: Battle) -> None:
        if not self.in_use:
            self._draw_blast(None)
            return
        prompt = self.play.prompt(battle)
        self.prompt_label.setText(tr_message(prompt) if prompt is not None else "")
        self._fill_side(battle)
        self._fill_offers(battle)
        reactions = self.play.reactions(battle, self.maps)
        self.reactions.show_reactions(battle, reactions, self._name)
        self._show_blast()
        if reactions:
            # The answers awaited stand below the builder: in a short dock they would wait
            # unseen under the fold. Once their rows are laid out, they are scrolled to.
            QTimer.singleShot(0, self, self._show_answers)

    @property
    def awaits_answers(self) -> bool:
        return bool(self.reactions.buttons or self.reactions.choices)

    def _show_answers(self) -> None:
        scroll = self.widget()
        if isinstance(scroll, QScrollArea) and self.awaits_answers:
            scroll.ensureWidgetVisible(self.reactions, 0, 0)

    def _fill_side(self, battle: Battle) -> None:
        self.side_list.clear()
        turn, actor = battle.turn, self.actor
        if turn is None or actor is None:
            return
        token = battle.units.get(actor) or battle.characters.get(actor)
        side = token.side if token is not None else ""
        for item in (*battle.units.values(), *battle.characters.values()):
            if item.side != side or item.stats is None:
                continue
            taken = turn.taken.get(item.id, ())
            moved = "move" in taken or bool(item.trail)
            marks = [
                QCoreApplication.translate("AttackDock", "moved") if moved else "",
                QCoreApplication.translate("AttackDock", "acted") if "act" in taken else "",
            ]
            now = "▶ " if item.id == actor else "   "
            text = now + item.name + ("  · " + ", ".join(m for m in marks if m) if any(marks) else "")
            if item.stats.is_out_of_action:
                text += "  · " + QCoreApplication.translate("AttackDock", "out of the fight")
            self.side_list.addItem(text)

    def _fill_offers(self, battle: Battle) -> None:
        current = self.offer_combo.currentData()
        self.offer_combo.blockSignals(True)
        self.offer_combo.clear()
        actor = self.actor
        offers = self._group_offers(battle, actor) if actor is not None else ()
        for offer in offers:
            self.offer_combo.addItem(tr_message(offer.label), offer.id)
            if offer.refusal is not None:
                self.offer_combo.setItemData(
                    self.offer_combo.count() - 1, tr_message(offer.refusal), Qt.ItemDataRole.ToolTipRole
                )
        found = self.offer_combo.findData(current)
        self.offer_combo.setCurrentIndex(max(found, 0))
        self.offer_combo.blockSignals(False)
        self._fill_targets()

    def _offer(self) -> Offer | None:
        actor, chosen = self.actor, self.offer_combo.currentData()
        if actor is None or chosen is None:
            return None
        return next((o for o in self._group_offers(self.session.battle, actor) if o.id == chosen), None)

    def _fill_targets(self) -> None:
        current = self.target_combo.currentData()
        self.target_combo.blockSignals(True)
        self.target_combo.clear()
        offer, actor = self._offer(), self.actor
        if offer is not None and actor is not None:
            for target in self.play.targets(self.session.battle, self.maps, Choice(actor, offer.id)):
                label = f"{self._name(target.token)} — {self.session.unit.text(target.distance_m)}"
                if target.refusal is not None:
                    label += f" ({tr_message(target.refusal)})"
                self.target_combo.addItem(label, target.token)
        found = self.target_combo.findData(current)
        self.target_combo.setCurrentIndex(max(found, 0))
        self.target_combo.blockSignals(False)
        self._fill_allies()

    def _fill_allies(self) -> None:
        self.allies_list.clear()
        offer, actor, target = self._offer(), self.actor, self.target_combo.currentData()
        self.refusal_label.setText(tr_message(offer.refusal) if offer is not None and offer.refusal else "")
        self.throw_button.setEnabled(offer is not None and offer.refusal is None and target is not None)
        allies = getattr(self.play, "allies", None)
        if offer is None or actor is None or target is None or allies is None:
            self._fill_arms()
            return
        for ally in allies(self.session.battle, self.maps, Choice(actor, offer.id, target=target)):
            item = QListWidgetItem(self._name(ally))
            item.setData(Qt.ItemDataRole.UserRole, ally)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.allies_list.addItem(item)
        self._fill_arms()

    def _fill_arms(self) -> None:
        """A list of the ways each attacker's hands can hold its weapons, the ones in hand
        first; kept as picked while the same attackers stay."""
        picked = {actor: combo.currentData() for actor, combo in self.arms.items()}
        while self.arms_form.rowCount():
            self.arms_form.removeRow(0)
        self.arms = {}
        choices = getattr(self.play, "weapon_choices", None)
        offer, actor = self._offer(), self.actor
        if choices is None or offer is None or actor is None:
            self.arms_box.setVisible(False)
            return
        for attacker in (actor, *self.joining()):
            found = choices(self.session.battle, attacker, offer.id)
            if not found:
                continue
            combo = QComboBox()
            for code, label in found:
                combo.addItem(tr_message(label), code)
            combo.setCurrentIndex(max(combo.findData(picked.get(attacker)), 0))
            self.arms[attacker] = combo
            self.arms_form.addRow(self._name(attacker), combo)
        self.arms_box.setVisible(bool(self.arms))

    def _show_blast(self) -> None:
        area = getattr(self.play, "blast_area", None)
        target = self.target_combo.currentData()
        found = area(self.session.battle, str(target or ""), self.blast_box.isChecked()) if area else None
        self._draw_blast(found)

    def _draw_blast(self, area: tuple[Point, float] | None) -> None:
        """The Blast's area on the map: a dashed ring round the target while it matters."""
        if area is None:
            if self.blast_item is not None:
                self.blast_item.setVisible(False)
            return
        if self.blast_item is None:
            if self.scene is None:
                return
            self.blast_item = QGraphicsEllipseItem()
            pen = QPen(QColor(200, 60, 0), 0)
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            pen.setWidthF(2.0)
            self.blast_item.setPen(pen)
            self.blast_item.setBrush(QColor(255, 120, 0, 40))
            self.blast_item.setZValue(900)
            self.scene.addItem(self.blast_item)
        centre, radius = area
        self.blast_item.setRect(QRectF(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius))
        self.blast_item.setVisible(True)

    def _pick_from_map(self, ids: tuple[str, ...]) -> None:
        for token in reversed(ids):
            found = self.target_combo.findData(token)
            if found >= 0:
                self.target_combo.setCurrentIndex(found)
                return

    # -- acting ----------------------------------------------------------------------------------
    def joining(self) -> tuple[str, ...]:
        """The allies ticked to join (none in a duel: it is one on one)."""
        if self.duel_box.isChecked():
            return ()
        picked = []
        for row in range(self.allies_list.count()):
            item = self.allies_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                picked.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(picked)

    def flags(self) -> str:
        """What is ticked, as the Play reads it: ``charge;smite;blast;advantages=N``, and each
        attacker's weapons as ``arms.<actor>=<places>``."""
        ticked = [
            name
            for name, box in (
                ("charge", self.charge_box),
                ("smite", self.smite_box),
                ("blast", self.blast_box),
                ("duel", self.duel_box),
                ("reply_smite", self.reply_smite_box),
                ("bloodless", self.bloodless_box),
                ("mount", self.mount_box),
            )
            if box.isChecked()
        ]
        if self.advantage_spin.value():
            ticked.append(f"advantages={self.advantage_spin.value()}")
        # The first way listed is what the attack uses unasked: only another pick is named.
        ticked.extend(
            f"arms.{actor}={combo.currentData()}"
            for actor, combo in self.arms.items()
            if combo.currentIndex() > 0
        )
        return ";".join(ticked)

    def _throw(self) -> None:
        offer, actor, target = self._offer(), self.actor, self.target_combo.currentData()
        if offer is None or actor is None or target is None:
            return
        faces = typed_faces(self.dice_edit.text())
        if faces is None:
            self.refusal_label.setText(not_numbers())
            return
        choice = Choice(
            actor, offer.id, target=str(target), allies=self.joining(), extra=self.flags() or None
        )
        command = with_typed(self.play.command(self.session.battle, choice), faces)
        if self.smite_box.isChecked() and self.smite_save_spin.value():
            command = with_feat_save(command, self.smite_save_spin.value())
        self.attack_ready.emit(command, self.clear_setup)

    def clear_setup(self) -> None:
        """The typed dice and the boxes go with the attack they were set for."""
        self.dice_edit.clear()
        boxes = (
            self.charge_box,
            self.smite_box,
            self.blast_box,
            self.duel_box,
            self.reply_smite_box,
            self.bloodless_box,
        )
        for box in (*boxes, self.mount_box):
            box.setChecked(False)
        self.advantage_spin.setValue(0)
        self.smite_save_spin.setValue(0)

    def _peace(self) -> None:
        peace = getattr(self.play, "peace", None)
        if callable(peace):
            self.command_ready.emit(peace(self.session.battle))

    def _remedy(self) -> None:
        remedy = getattr(self.play, "remedy", None)
        default = getattr(self.play, "remedy_default", None)
        if not callable(remedy) or not callable(default):
            return
        sides = [(side.id, side.name) for side in self.session.battle.sides.values()]
        dialog = RemedyDialog(sides, int(default()), self)
        self.remedy_dialog = dialog
        try:
            if dialog.exec():
                self.command_ready.emit(remedy(*dialog.chosen()))
        finally:
            self.remedy_dialog = None

    def set_play(self, play: Play) -> None:
        """The system's Play; the dock serves it when its attacks may be joined by others."""
        self.play = self.reactions.play = play
        self.maps = self.session.engine.context.map
        self._asked = None
        self.in_use = callable(getattr(play, "allies", None))

    def describe(self, reaction: Reaction) -> str:
        return tr_message(reaction.prompt)
