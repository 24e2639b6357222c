"""The Exalted commands: what the GM can ask for on the long-tick timeline."""

from __future__ import annotations

from ...dice import ManualEntry
from ...engine.base import Command
from ...frozen import frozen
from ...model import ExaltedFormation


@frozen
class JoinWar(Command):
    """The actor's Join War roll, placing it on the timeline."""

    actor: str
    entry: ManualEntry | None = None


@frozen
class Attack(Command):
    """A unit attacks another. ``action``: attack, flurry (``count`` attacks at one target),
    envelop, called_shot (at ``called`` — "commander" or a special character's id) or
    initiate_duel (forcing it when ``forced``). ``facing`` and ``cover`` override the map's."""

    attacker: str
    target: str
    action: str = "attack"
    ranged: bool = False
    count: int = 1
    called: str | None = None
    forced: bool = False
    facing: str | None = None
    cover: int | None = None
    entries: tuple[ManualEntry, ...] = ()


@frozen
class SimpleAction(Command):
    """An action with no roll: aim, guard, inactive, move, signal, charm, spell, fall back."""

    actor: str
    action: str
    targets: tuple[str, ...] = ()
    note: str = ""
    charm: str = ""  # a Charm of the GM's table: its own Speed and DV
    minutes: int = 0  # a spell that takes longer than its action: its casting time


@frozen
class CommandAction(Command):
    """A miscellaneous action the commander rolls Charisma + War for."""

    unit: str
    action: str  # change_formation, dash, turn, rally, split, merge, swap_specials, disengage, hide
    formation: ExaltedFormation | None = None
    other: str | None = None  # the unit merged, swapped with, disengaged from
    special: str | None = None  # the hero splitting off, the special character swapped
    soldiers: int = 0  # split: how many leave
    effect: str = ""  # rally: organization, numbers or second_wind; merge: who leads (keeper, other, larger)
    degrees: float = 0.0  # turn
    reactive: bool = False  # change formation to Skirmish in answer to a ranged attack
    entries: tuple[ManualEntry, ...] = ()


@frozen
class MoraleTest(Command):
    """A test the unit owes (see ``ExaltedUnitStats.pending``), or one the GM calls for."""

    unit: str
    test: str  # rout:<trigger>, hesitation:<trigger>, exhaustion:<cause>
    perceived: str = "equal"
    entry: ManualEntry | None = None


@frozen
class LeaveUnit(Command):
    """A special character leaves the unit reflexively and stands as a one-person unit, or
    (``apart``) acts out of step with it until it falls back in line."""

    unit: str
    special: str
    apart: bool = False
    entry: ManualEntry | None = None  # its own Join War, when it acts apart mid-battle


@frozen
class MagicAtUnit(Command):
    """A Charm, spell or other effect reaches ``unit``: ``scope`` says how (one person, a group
    of at least Magnitude characters or fewer, an area over most of it or less, sight-bound,
    its commander's support, a penalty or knockdown on the whole unit or part of it)."""

    unit: str
    scope: str


@frozen
class JoinUnit(Command):
    """A lone hero or sorcerer joins a friendly unit beside him (a roll at difficulty 1)."""

    character: str
    unit: str
    entry: ManualEntry | None = None


@frozen
class TakeCommand(Command):
    """A hero of the unit takes command (after the commander fell, or to end Mob Rule)."""

    unit: str
    hero: str


@frozen
class CommanderFalls(Command):
    """The commander is slain or taken: a hero takes over, or the unit falls under Mob Rule."""

    unit: str
    sorcerer_stays: bool = True


@frozen
class EndDuel(Command):
    unit: str


@frozen
class DuelStrike(Command):
    """One exchange of the duel: the unit's champion strikes the other unit's champion."""

    unit: str
    entries: tuple[ManualEntry, ...] = ()


@frozen
class NameChampion(Command):
    """The GM names the hero who fights the unit's duels (None: its commander)."""

    unit: str
    hero: str | None = None


@frozen
class DuelInterference(Command):
    """Someone of ``unit`` meddles in a duel: dishonour, and a harder hesitation test."""

    unit: str


@frozen
class OweTest(Command):
    """The GM calls for a test the text names (a unit knocked down, its commander slain …): the
    unit owes it, and answers it as any other (``MoraleTest``)."""

    unit: str
    test: str


@frozen
class TroopCasualty(Command):
    """After the battle: the fate of one member of a unit's troop that lost Magnitude (Wits +
    Willpower against the largest loss, then against the total)."""

    unit: str
    member: str
    entries: tuple[ManualEntry, ...] = ()


@frozen
class RecoverMagnitude(Command):
    """After the battle: ``days`` of rest and recruitment win back one Magnitude if enough."""

    unit: str
    days: int


@frozen
class DeriveRatings(Command):
    """The GM sets the unit's ratings (attacks, damage, armour, speed, Endurance) from its
    troop's traits by the text's formulas; ``rested``: it rested before the battle."""

    unit: str
    rested: bool = True
