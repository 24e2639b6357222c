"""What the GM asks of a Bastionland battle: the surprise saves, an attack thrown by everyone on
one target, a Deny, the Gambits and the damage, a morale save, and a moment of peace."""

from __future__ import annotations

from typing import Literal

from ...dice import ManualEntry
from ...engine.base import Command
from ...frozen import frozen
from ...model import Point
from .attack import Gambit


@frozen
class CheckSurprise(Command):
    """An unprepared character saves CLA or loses the first turn (Exposed until it passes)."""

    actor: str
    entry: ManualEntry | None = None


@frozen
class SideFirst(Command):
    """The side whose combatants take the first turn each round (the players', usually)."""

    side: str


@frozen
class Attacker:
    """One attacker's part in an attack: the weapons used (none named: all that fit), a tactical
    advantage's dice, a Smite, and whether it charged this turn (a rider's Trample)."""

    actor: str
    weapons: tuple[str, ...] = ()
    advantages: int = 0
    smite: bool = False
    charging: bool = False


@frozen
class Attack(Command):
    """Everyone attacking ``target`` throws together (step 1); a Blast throws apart for each
    token in its area around ``target``. ``on_mount`` strikes a rider's mount instead.
    ``feat_entries`` are the typed Smite saves, one per smiting attacker in order."""

    target: str
    attackers: tuple[Attacker, ...]
    ranged: bool = False
    blast: bool = False
    on_mount: bool = False
    entry: ManualEntry | None = None
    feat_entries: tuple[ManualEntry | None, ...] = ()
    # Every roll typed in order (the Smite saves, each throw, the reply), as manual dice and
    # the dice tray give them; past its end each roll takes its entry above.
    entries: tuple[ManualEntry, ...] = ()
    duel: bool = False  # a duel (a joust, mounted): the target strikes back at once
    reply_entry: ManualEntry | None = None  # the target's typed dice in a duel
    reply_smite: bool = False  # in a duel the target, a Knight, Smites on its reply
    bloodless: bool = False  # training or a bloodless duel: no Scar comes of it


@frozen
class Deny(Command):
    """The target or a nearby ally, a Knight, discards one die of the attack (step 2)."""

    by: str
    die: int
    entry: ManualEntry | None = None


@frozen
class ResolveAttack(Command):
    """Steps 3 to 6 of the oldest attack still open: the Gambits, then the damage.

    ``saves`` are the target's typed VIG saves, one per Gambit that allows a save, in order;
    ``focus`` names the attackers whose Focus pays one Gambit each; ``pushes`` where Repel
    and Move Gambits leave their tokens (None: straight, the GM's distance)."""

    gambits: tuple[Gambit, ...] = ()
    focus: tuple[str, ...] = ()
    saves: tuple[ManualEntry | None, ...] = ()
    focus_entries: tuple[ManualEntry | None, ...] = ()
    scar_entry: ManualEntry | None = None
    scar_effect: ManualEntry | None = None
    dismount_entry: ManualEntry | None = None
    # Every roll typed in order (Focus saves, Gambit saves, the Scar and its effect, a fall),
    # as manual dice and the dice tray give them; past its end each takes its entry above.
    entries: tuple[ManualEntry, ...] = ()
    destinations: tuple[tuple[int, Point], ...] = ()  # (Gambit index, where its token ends)


@frozen
class CheckMorale(Command):
    """A wavering person, or a group through its leader, saves SPI or flees or surrenders."""

    actor: str
    entry: ManualEntry | None = None
    leader: str | None = None  # an organised group rolls on its leader's SPI
    surrender: bool = False


@frozen
class CheckReaction(Command):
    """A non-player character (or a warband) facing an uncertain moment saves SPI to avoid an
    unfavourable reaction; the GM reads what it does from the outcome."""

    actor: str
    entry: ManualEntry | None = None


@frozen
class CheckGroupMorale(Command):
    """An organised group of people that lost half its members saves once on its leader's SPI;
    on a failure every member still standing flees (or surrenders)."""

    side: str
    entry: ManualEntry | None = None
    surrender: bool = False


@frozen
class UseRemedy(Command):
    """A day's phase spent on a Remedy: the Virtue at 0 of everyone of the side present is
    restored (to ``value``; None: the GM's table value). One Remedy serves the whole company."""

    side: str
    virtue: Literal["vigour", "clarity", "spirit"]
    value: int | None = None


@frozen
class MomentOfPeace(Command):
    """The danger has passed: every combatant's Guard is restored and its Fatigue cleared."""


@frozen
class GoesNext(Command):
    """A player character of the side whose turn it is takes its turn now: the players act in
    the order they choose ("actuando en el orden que decidan")."""

    actor: str


@frozen
class TakeWeapons(Command):
    """``actor`` takes ``weapons`` (by name) in hand: a change of weapon is a minor action,
    taking no turn, and its hands must hold them (one Hefty thing, a Long weapon alone)."""

    actor: str
    weapons: tuple[str, ...]


@frozen
class PickUpWeapon(Command):
    """``actor`` picks up a weapon lying at its feet (disarmed), carrying it again."""

    actor: str
    weapon: str
