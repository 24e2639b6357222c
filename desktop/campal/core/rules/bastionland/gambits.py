"""What a Gambit does to the attack's target (Bolster adds damage and Move moves the attacker;
Repel's push is the map's business): Stop, Impair, Trap shield, Dismount, and a Strong Gambit's
greater effects (disarm, break a wooden weapon or shield, knock off a helm). A disarmed weapon
lies on the ground until its owner picks it up; a broken one is gone."""

from __future__ import annotations

from ...engine.base import CommandRefused
from ...model import msg
from ...model.bastionland import (
    ArmourKind,
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    WeaponTrait,
)
from .attack import Gambit, GambitKind, Greater

Target = BastionlandCharacterStats | BastionlandWarbandStats

_FLAGS = {GambitKind.IMPAIR: "impaired", GambitKind.TRAP_SHIELD: "shield_trapped"}


def gambit_refusal(
    target: str, stats: BastionlandCharacterStats | BastionlandWarbandStats, gambit: Gambit
) -> None:
    """Refuse a Gambit that has nothing to act on: no shield to trap, no mount to fall from."""
    if gambit.kind is GambitKind.TRAP_SHIELD and not stats.has_shield:
        raise CommandRefused(msg("bastionland.no_shield", target=target))
    if gambit.kind is GambitKind.DISMOUNT and not stats.mounted:
        raise CommandRefused(msg("bastionland.not_mounted", target=target))
    if gambit.greater is Greater.HELM and stats.piece(ArmourKind.HELM) is None:
        raise CommandRefused(msg("bastionland.no_helm", target=target))
    if gambit.greater in (Greater.DISARM, Greater.BREAK) and _taken(stats, gambit) is None:
        raise CommandRefused(msg("bastionland.nothing_to_take", target=target))


def _taken(stats: Target, gambit: Gambit) -> str | None:
    """The weapon (or wooden shield) a disarm or a break takes: the one named, or the first."""
    if gambit.greater is Greater.DISARM:
        names = [
            w.name for w in stats.weapons if not w.has(WeaponTrait.NATURAL) and not w.has(WeaponTrait.TRAMPLE)
        ]
    else:
        names = [w.name for w in stats.weapons if w.has(WeaponTrait.WOODEN)]
        shield = stats.piece(ArmourKind.SHIELD)
        if shield is not None and shield.wooden:
            names.append(shield.name)
    if gambit.item:
        return gambit.item if gambit.item in names else None
    return names[0] if names else None


def apply_gambit(stats: Target, gambit: Gambit, stop_round: int = 1) -> Target:
    """``stats`` after a Gambit that was not saved against; a Stop holds it in ``stop_round``
    (its next turn: this round if its turn is still to come, else the next)."""
    update: dict[str, object] = {}
    if gambit.kind is GambitKind.STOP:
        update["stopped_round"] = stop_round
    if gambit.kind in _FLAGS:
        update[_FLAGS[gambit.kind]] = True
    if gambit.kind is GambitKind.DISMOUNT:
        update["mounted"] = False
    if gambit.greater is Greater.HELM:
        update["pieces"] = tuple(p for p in stats.pieces if p.kind is not ArmourKind.HELM)
    elif gambit.greater in (Greater.DISARM, Greater.BREAK):
        taken = _taken(stats, gambit)
        lost = next((w for w in stats.weapons if w.name == taken), None)
        update["weapons"] = tuple(w for w in stats.weapons if w.name != taken)
        update["wielded"] = tuple(n for n in stats.wielded if n != taken)
        if gambit.greater is Greater.DISARM and lost is not None:  # a broken weapon is gone
            update["on_ground"] = (*stats.on_ground, lost)
        update["pieces"] = tuple(
            p for p in stats.pieces if p.name != taken or p.kind is not ArmourKind.SHIELD
        )
    return stats.model_copy(update=update)
