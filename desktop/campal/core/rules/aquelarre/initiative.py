"""Iniciativa: 1D10 (1D5 when ambushed) + AGI ± armour and spells, −1 per point of Fuerza short
of the weapon, +5 for a quick attack; the order of action with the text's tie rule."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel

from ...dice.entry import ManualEntry, one_face
from ...dice.source import DiceSource
from ...dice.terms import Breakdown
from ...model import AquelarreCharacterStats
from ...records import RECORD
from .kit import Kit, kit
from .percentages import actions
from .sheet import armour_initiative, strength_short, weapon_in_hand

DIE, AMBUSHED_DIE = 10, 5


class InitiativeRoll(BaseModel):
    model_config = RECORD

    actor: str
    die: int
    face: int
    modifiers: Breakdown
    manual: bool = False

    @property
    def total(self) -> int:
        return self.face + self.modifiers.total


def initiative_modifiers(
    stats: AquelarreCharacterStats, *, quick: bool = False, table: Kit | None = None
) -> Breakdown:
    table = table or kit()
    _, weapon = weapon_in_hand(stats, table)
    terms = Breakdown().base("aquelarre.initiative.agility", stats.agility)
    terms = terms.gm_plus("aquelarre.initiative.armour", armour_initiative(stats, table))
    terms = terms.plus("aquelarre.initiative.spells", stats.spell_initiative)
    terms = terms.plus("aquelarre.initiative.strength_short", -strength_short(stats, weapon.strength))
    terms = terms.gm_plus("aquelarre.initiative.weapon", weapon.initiative)
    if quick:
        terms = terms.plus("aquelarre.initiative.quick", actions()["quick"].initiative)
    return terms


def roll_initiative(
    actor: str,
    stats: AquelarreCharacterStats,
    dice: DiceSource,
    entry: ManualEntry | None = None,
    *,
    ambushed: bool = False,
    quick: bool = False,
) -> InitiativeRoll:
    die = AMBUSHED_DIE if ambushed else DIE
    face = one_face(die, dice, entry)
    return InitiativeRoll(
        actor=actor,
        die=die,
        face=face,
        modifiers=initiative_modifiers(stats, quick=quick),
        manual=entry is not None and not entry.by_app,
    )


class Standing(BaseModel):
    """One combatant's place in the round: its total and what breaks ties."""

    model_config = RECORD

    actor: str
    total: int
    player: bool
    perception: int

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.total, 1 if self.player else 0, self.perception)


def action_order(standings: Iterable[Standing]) -> tuple[tuple[str, ...], ...]:
    """Groups from the highest Iniciativa down; a PJ beats a PNJ on a tie, then the higher
    Percepción; still tied, they act at the same time (one group)."""
    groups: dict[tuple[int, int, int], list[str]] = {}
    for standing in standings:
        groups.setdefault(standing.key, []).append(standing.actor)
    return tuple(tuple(sorted(groups[key])) for key in sorted(groups, reverse=True))
