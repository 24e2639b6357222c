"""The attack, in the text's order: everyone attacking one target throws together; the target
or a nearby ally may Deny one die; the attackers spend dice of 4+ on Gambits (8+ in melee makes
a Strong one); the highest die left, plus one per Bolster, minus the target's total Armour, is
the damage."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field

from ...dice.attack_pool import AttackPoolResult
from ...engine.base import CommandRefused
from ...model import msg
from ...records import RECORD
from .tables import combat_table

DieIndex = Annotated[int, Field(ge=0, le=100)]


class GambitKind(StrEnum):
    BOLSTER = "bolster"  # +1 damage
    MOVE = "move"  # the attacker moves
    REPEL = "repel"  # the target is pushed away
    STOP = "stop"  # the target cannot move on its next turn
    IMPAIR = "impair"  # the target's weapon is Impaired
    TRAP_SHIELD = "trap_shield"  # the target's shield neither rolls nor protects
    DISMOUNT = "dismount"  # the target falls from its mount (d6 damage)


class StrongChoice(StrEnum):
    NO_SAVE = "no_save"  # the target may not save against it
    GREATER = "greater"  # a greater effect, saved against as usual


class Greater(StrEnum):
    DISARM = "disarm"
    BREAK = "break"  # a wooden weapon or shield
    HELM = "helm"  # knock off a helm


UNSAVED = frozenset({GambitKind.BOLSTER, GambitKind.MOVE})


class Gambit(BaseModel):
    """One Gambit: who makes it, the die spent on it (None when a Focus pays), and for a Strong
    Gambit whether it denies the save or takes a greater effect."""

    model_config = RECORD

    by: str
    kind: GambitKind | None = None  # None: the greater effect alone
    die: DieIndex | None = None
    strong: StrongChoice | None = None
    greater: Greater | None = None
    item: Annotated[str, Field(max_length=60)] = ""  # the weapon a greater effect takes

    @property
    def allows_save(self) -> bool:
        if self.kind in UNSAVED and self.greater is None:
            return False
        return self.strong is not StrongChoice.NO_SAVE


class Denial(BaseModel):
    model_config = RECORD

    by: str
    die: DieIndex


class Damage(BaseModel):
    """Step 4 to 6 of the attack, in numbers."""

    model_config = RECORD

    kept: DieIndex | None  # the highest die left; None when every die was denied or spent
    highest: Annotated[int, Field(ge=0)]
    bolster: Annotated[int, Field(ge=0)]
    armour: Annotated[int, Field(ge=0)]
    damage: Annotated[int, Field(ge=0)]


def _check_index(pool: AttackPoolResult, die: int) -> None:
    if not 0 <= die < len(pool.faces):
        raise CommandRefused(msg("bastionland.no_such_die", die=die + 1))


def check_denials(
    pool: AttackPoolResult, denials: tuple[Denial, ...], people: Mapping[str, str] | None = None
) -> None:
    """Each denier once per attack, each die denied once; refusals name ``people`` by name."""
    dice = [d.die for d in denials]
    for denial in denials:
        _check_index(pool, denial.die)
    if len(set(dice)) != len(dice):
        raise CommandRefused(msg("bastionland.die_denied_twice"))
    names = [d.by for d in denials]
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        who = (people or {}).get(twice, twice)
        raise CommandRefused(msg("bastionland.feat_twice", actor=who, feat="deny"))


def check_gambits(
    pool: AttackPoolResult,
    denied: frozenset[int],
    gambits: tuple[Gambit, ...],
    focus: frozenset[str],
    people: Mapping[str, str] | None = None,
) -> None:
    """Every Gambit paid by a die of 4+ that was not denied nor spent already (or by a Focus of
    its maker's, one each); only a melee die of 8+ makes a Strong Gambit."""
    table = combat_table()
    spent: set[int] = set()
    focused: set[str] = set()
    for gambit in gambits:
        if gambit.kind is None and gambit.greater is None:
            raise CommandRefused(msg("bastionland.gambit_empty"))
        if gambit.die is None:
            if gambit.by not in focus or gambit.by in focused:
                who = (people or {}).get(gambit.by, gambit.by)
                raise CommandRefused(msg("bastionland.gambit_needs_die", actor=who))
            if gambit.strong is not None or gambit.greater is not None:
                raise CommandRefused(msg("bastionland.strong_needs_die"))
            focused.add(gambit.by)
            continue
        _check_index(pool, gambit.die)
        face, die = pool.faces[gambit.die], pool.spec.dice[gambit.die]
        if gambit.die in denied or gambit.die in spent:
            raise CommandRefused(msg("bastionland.die_used", die=gambit.die + 1))
        if face < table.gambit_min_face:
            raise CommandRefused(msg("bastionland.die_too_low", face=face, low=table.gambit_min_face))
        strong = gambit.strong is not None or gambit.greater is not None
        if strong and (face < table.strong_gambit_min_face or not die.melee):
            raise CommandRefused(msg("bastionland.not_strong", face=face, low=table.strong_gambit_min_face))
        if (gambit.greater is None) != (gambit.strong is not StrongChoice.GREATER):
            raise CommandRefused(msg("bastionland.greater_unchosen"))
        spent.add(gambit.die)


def damage(
    pool: AttackPoolResult, denied: frozenset[int], gambits: tuple[Gambit, ...], armour: int
) -> Damage:
    """The highest die neither denied nor spent, plus one per Bolster, minus the Armour."""
    spent = {g.die for g in gambits if g.die is not None}
    left = [i for i in range(len(pool.faces)) if i not in denied and i not in spent]
    kept = max(left, key=lambda i: (pool.faces[i], -i)) if left else None
    highest = pool.faces[kept] if kept is not None else 0
    bolster = sum(1 for g in gambits if g.kind is GambitKind.BOLSTER)
    total = highest + bolster  # with every die spent, Bolsters still add to nothing
    return Damage(kept=kept, highest=highest, bolster=bolster, armour=armour, damage=max(total - armour, 0))
