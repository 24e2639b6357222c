"""The label blocks under the tokens (name, health bar, state) show the battle as the engine has
it after every command that changes them, in each rule system's sample, and after each undo
and redo: on the GM's map and in the players' window alike.

What a label shows is read from its drawing: each block's texts are noted when it is painted,
and both windows are repainted after each command. A picture the map kept from before the
command shows as the texts it was drawn with, as it would on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.resources import as_file, files

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from campal.core.dice import ManualEntry
from campal.core.engine import CommandRefused, NextStep, Override, PassTurn
from campal.core.model import Battle
from campal.core.rules import system_of
from campal.core.rules.aquelarre.commands import CarryOut, Declare, Defend, RollInitiative
from campal.core.rules.bastionland.commands import Attack, Attacker, CheckMorale, ResolveAttack
from campal.core.rules.exalted.commands import CommanderFalls, MoraleTest, OweTest
from campal.core.rules.sifrp.commands import FellCharacter, SetUnitState
from campal.ui.rule_names import state_name
from campal.ui.scene.token_label_block import FULL, LabelBlock


class SessionEngine:
    """The session as the steps' engine: each command goes through the window's session (its
    undo stack, its signals), and a refused one is raised as the engine raises it."""

    def __init__(self, session) -> None:
        self.session = session
        self.refused = None
        session.refused.connect(self._refused)

    def _refused(self, reason) -> None:
        self.refused = reason

    @property
    def state(self) -> Battle:
        return self.session.battle

    def execute(self, command) -> None:
        self.refused = None
        if not self.session.execute(command):
            raise CommandRefused(self.refused)


Step = Callable[[SessionEngine], None]


def sample(name: str):
    return files("campal.resources") / "samples" / f"{name}.campal"


class Drawn:
    """What each label block last painted: its name, health and state, and its form."""

    def __init__(self, monkeypatch) -> None:
        self.painted: dict[LabelBlock, tuple[object, ...]] = {}
        paint = LabelBlock.paint

        def noting(block, painter, box, form):
            text = block.text
            self.painted[block] = (text.name, text.health, text.state[0] if text.state else None, form)
            paint(block, painter, box, form)

        monkeypatch.setattr(LabelBlock, "paint", noting)

    def shown(self, view) -> dict[str, tuple[object, ...]]:
        """By token, what its label shows in ``view`` now: its name, and its health and state
        where the block is drawn whole (its short form is the name alone)."""
        view.viewport().repaint()
        screen = QRectF(view.viewport().rect())
        shown = {}
        for token_id, badges in view.scene().token_layer.badges.items():
            rect = badges.label_rect()
            if rect is None:
                continue
            at = QPointF(view.mapFromScene(badges.scenePos()))
            if not screen.intersects(rect.translated(at)):
                continue
            assert badges.block in self.painted, f"the label of {token_id} is on screen but never drawn"
            name, health, state, form = self.painted[badges.block]
            shown[token_id] = (name, health, state) if form == FULL else (name,)
        return shown


def engine_says(battle: Battle, token_id: str) -> tuple[object, ...]:
    token = battle.units[token_id] if token_id in battle.units else battle.characters[token_id]
    system = system_of(battle.system)
    state = system.state_of(token)
    return token.name, system.health_of(token), None if state is None else state_name(battle.system, state)


def looks(battle: Battle) -> dict[str, tuple[object, ...]]:
    return {token_id: engine_says(battle, token_id) for token_id in [*battle.units, *battle.characters]}


def check(window, player, drawn: Drawn, changed: set[str]) -> dict[str, tuple[object, ...]]:
    """Every label shown says what the engine says; those of the tokens a command changed are
    shown whole, and alike in both windows. Returns what those show on the GM's map."""
    battle = window.session.battle
    gm, players = drawn.shown(window.view), drawn.shown(player.view)
    for token_id, shown in gm.items():
        assert shown == engine_says(battle, token_id)[: len(shown)], f"the GM's map, {token_id}"
    for token_id, shown in players.items():
        assert shown == engine_says(battle, token_id)[: len(shown)], f"the players' window, {token_id}"
    badges = window.scene.token_layer.badges
    seen = {}
    for token_id in changed:
        if token_id not in badges or not badges[token_id].isVisible():
            continue  # too small at this zoom to carry a label (a unit destroyed to its commander)
        assert len(gm.get(token_id, ())) == 3, f"{token_id}'s whole label is on the GM's map"
        seen[token_id] = gm[token_id]
        if token_id in players:
            assert players[token_id] == gm[token_id]
    return seen


# -- what each system's sample goes through: steps of one or more commands, as the GM gives them


def aquelarre_round() -> list[Step]:
    """Initiative and declarations (each attacks the nearest foe it may), then the blows, each
    undefended: the first three dice hit, find the spot and wound."""
    dice = tuple(ManualEntry(faces=(face,)) for face in (3, 5, 8, 8, 8))

    def initiative(engine: SessionEngine) -> None:
        for who in engine.state.turn.awaiting.actors:
            engine.execute(RollInitiative(who, ManualEntry(faces=(5,))))
        engine.execute(NextStep())

    def declarations(engine: SessionEngine) -> None:
        while engine.state.turn.queue:
            who = engine.state.characters[engine.state.turn.queue[0]]
            foes = sorted(
                (c for c in engine.state.characters.values() if c.side != who.side and c.position),
                key=lambda c: (c.position.x - who.position.x) ** 2 + (c.position.y - who.position.y) ** 2,
            )
            for foe in foes[:2]:
                try:
                    engine.execute(Declare(who.id, "melee", (foe.id,)))
                    break
                except CommandRefused:
                    continue
            while who.id in engine.state.turn.queue:
                engine.execute(Declare(who.id, "dodge"))
        engine.execute(NextStep())

    def blow(engine: SessionEngine) -> None:
        if not engine.state.turn.queue:
            return  # those who declared only defences hold no place in the queue
        who = engine.state.turn.queue[0]
        try:
            engine.execute(CarryOut(who, 0, entries=dice))
        except CommandRefused:
            engine.execute(PassTurn(who))
            return
        if engine.state.turn.awaiting is not None:
            engine.execute(Defend(engine.state.turn.awaiting.actors[0], None, dice))

    return [initiative, declarations, *[blow] * 6]


def overrides(*changes: tuple[str, str, object]) -> list[Step]:
    return [lambda engine, c=change: engine.execute(Override(*c, reason="test")) for change in changes]


def commands(*given) -> list[Step]:
    return [lambda engine, c=command: engine.execute(c) for command in given]


def aquelarre() -> list[Step]:
    return [
        *aquelarre_round(),
        # The bandit the table shows at -12/12, dead; then the GM brings a fallen one back.
        *overrides(("char-bandido2", "stats.health", -12), ("char-bandido3", "stats.health", 12)),
    ]


def bastionland() -> list[Step]:
    return [
        *commands(Attack("unit-redband", (Attacker("unit-harrow"),), entry=ManualEntry(dice_total=8))),
        *commands(ResolveAttack()),  # damage: the warband's vigour goes down
        *commands(CheckMorale("unit-harrow", entry=ManualEntry(dice_total=20))),  # routed
        *overrides(
            ("char-bors", "stats.slain", True),
            ("unit-harrow", "stats.state", "steady"),  # rallied
            ("unit-redband", "stats.vigour", 0),
        ),
    ]


def sifrp() -> list[Step]:
    return [
        *commands(
            SetUnitState("unit-lspear", "disorganised"),
            SetUnitState("unit-lspear", "organised"),  # recovered
            SetUnitState("unit-lbow", "routed"),
            SetUnitState("unit-llevy", "destroyed"),
            FellCharacter("char-kevan"),
        ),
        *overrides(("unit-sfoot", "stats.health", 0), ("unit-shorse", "stats.health", 3)),
    ]


def exalted() -> list[Step]:
    return [
        *overrides(("unit-spear", "stats.health_damage", 3)),
        *commands(
            CommanderFalls("unit-slings"),  # leaderless
            OweTest("unit-foot", "rout:magnitude_lost"),
            MoraleTest("unit-foot", "rout:magnitude_lost", entry=ManualEntry(faces=(1, 1, 1))),  # routed
        ),
        *overrides(("unit-foot", "stats.state", "fighting")),  # rallied
        *commands(MoraleTest("unit-slings", "rout:commander_slain", entry=ManualEntry(dice_total=0))),
    ]


SYSTEMS = {
    "aquelarre-emboscada": aquelarre,
    "bastionland-vado": bastionland,
    "sifrp-batalla": sifrp,
    "exalted-batalla": exalted,
}
# States the GM's map must have shown on the way, the among them: a bandit dead, a
# warband routed and rallied, a unit disorganised and recovered.
SHOWN_ON_THE_WAY = {
    "aquelarre-emboscada": {
        ("char-bandido2", "dead"),
        ("char-ignotus", "wounded"),
        ("char-bandido3", "unhurt"),
    },
    "bastionland-vado": {("unit-harrow", "routed"), ("unit-harrow", "steady"), ("char-bors", "slain")},
    "sifrp-batalla": {
        ("unit-lspear", "disorganised"),
        ("unit-lspear", "organised"),
        ("char-kevan", "fallen"),
    },
    "exalted-batalla": {("unit-foot", "routed"), ("unit-foot", "fighting"), ("unit-spear", "fighting")},
}


def follow(window, player, drawn: Drawn, change: Callable[[], None]) -> dict[str, tuple[object, ...]]:
    """Make a change of the document and check the labels after it; what the changed tokens'
    labels show on the GM's map."""
    before = looks(window.session.battle)
    change()
    QApplication.processEvents()
    now = looks(window.session.battle)
    return check(window, player, drawn, {t for t, shown in now.items() if before.get(t) != shown})


@pytest.mark.parametrize("name", list(SYSTEMS))
def test_labels_follow_every_command_and_its_undo_and_redo(qtbot, window, player, monkeypatch, name):
    drawn = Drawn(monkeypatch)
    window.resize(1800, 1100)  # room for the labels of the smaller units too
    with as_file(sample(name)) as path:
        assert window.open_path(path, ask=False)
    window.view.fit_field()
    check(window, player, drawn, set())
    engine = SessionEngine(window.session)
    stack = window.session.undo_stack
    first = looks(window.session.battle)
    shown: list[tuple[str, object]] = []
    for step in SYSTEMS[name]():
        seen = follow(window, player, drawn, lambda step=step: step(engine))
        shown += [(token_id, label[2]) for token_id, label in seen.items()]
    system = window.session.battle.system
    wanted = {(token_id, state_name(system, state)) for token_id, state in SHOWN_ON_THE_WAY[name]}
    assert wanted <= set(shown)
    last = looks(window.session.battle)
    entries = stack.index()
    for _ in range(entries):
        follow(window, player, drawn, stack.undo)
    assert looks(window.session.battle) == first
    for _ in range(entries):
        follow(window, player, drawn, stack.redo)
    assert looks(window.session.battle) == last
