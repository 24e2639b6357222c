"""A blow that lands: damage rolled, the location, and who takes it — the body behind its
armour, the horse under a rider, the shield held in guard, the cover one dived behind."""

from __future__ import annotations

from ...dice.entry import RollAsk, ask_before_rolling
from ...model import HitLocation, msg
from .bearings import bearing, facing_of
from .bout import Bout
from .damage import blow, damage_dice, roll_damage
from .events import AquelarreRolled, MadeRoll
from .kit import Weapon, kit
from .locations import far_leg
from .sequelae import suffer
from .wounds import faint_minutes, shield_wear, wound


def damage(
    bout: Bout,
    attacker_id: str,
    weapon: Weapon,
    *,
    critical: bool,
    factor: float,
    steps: int = 0,
    own: str | None = None,
) -> int:
    attacker = bout.stats(attacker_id)
    dice = damage_dice(attacker, weapon, steps_up=steps, own_dice=own)
    entry = None if critical else bout.feed.entry()
    purpose = f"{bout.name(attacker_id)}: {dice.weapon.label()} {dice.bonus.label()}"
    if not critical:
        lead = msg("roll.lead.hit", actor=bout.name(attacker_id))
        ask_before_rolling(bout.feed.dice, entry, dice.sizes, purpose, lead=lead)
    roll = roll_damage(dice, bout.feed.dice, entry, critical=critical)
    terms = blow(roll, attacker, factor)
    made = None
    if not critical:
        typed = roll.typed_total if roll.typed_total is not None else sum(roll.faces)
        made = MadeRoll(
            ask=RollAsk(sizes=dice.sizes, ability=purpose), faces=roll.faces, total=typed, manual=roll.manual
        )
    bout.events.append(
        AquelarreRolled(
            actor=attacker_id,
            kind="damage",
            faces=roll.faces,
            manual=roll.manual,
            breakdown=terms,
            message=msg(
                "aquelarre.log.damage_critical" if critical else "aquelarre.log.damage",
                actor=bout.name(attacker_id),
                dice=dice.weapon.label(),
                bonus=dice.bonus.label() if dice.bonus.count or dice.bonus.bonus else "",
                damage=terms.total,
            ),
            made=made,
        )
    )
    return terms.total


def shield_takes(bout: Bout, target_id: str, pd: int, factor: int = 1, destroy: bool = False) -> None:
    stats = bout.stats(target_id)
    if stats.shield is None:
        return
    shield = kit().shields[stats.shield]
    lost = shield.resistance if destroy else (pd * factor if factor != 1 else shield_wear(pd))
    worn = stats.wear.get(stats.shield, 0) + lost
    if worn >= shield.resistance:
        bout.update(
            target_id,
            shield=None,
            shield_ready=False,
            full_guard=False,
            wear={**stats.wear, stats.shield: shield.resistance},
        )
        bout.note(target_id, msg("aquelarre.log.shield_broken", actor=bout.name(target_id)))
        return
    bout.update(target_id, wear={**stats.wear, stats.shield: worn})
    bout.note(
        target_id,
        msg(
            "aquelarre.log.shield_worn", actor=bout.name(target_id), lost=lost, left=shield.resistance - worn
        ),
    )


def mount_takes(bout: Bout, target_id: str, pd: int) -> None:
    stats = bout.stats(target_id)
    if stats.mount is None:
        return
    protection = kit().mounts[stats.mount.kind].protection if stats.mount.kind in kit().mounts else 0
    taken = max(pd - protection, 0)
    health = max(stats.mount.health - taken, -stats.mount.max_health)
    mount = stats.mount.model_copy(update={"health": health})
    bout.update(target_id, mount=mount)
    bout.note(
        target_id, msg("aquelarre.log.mount_hit", actor=bout.name(target_id), taken=taken, health=health)
    )
    if health <= 0 and stats.mounted:
        bout.update(target_id, mounted=False, prone=True)
        bout.note(target_id, msg("aquelarre.log.mount_down", actor=bout.name(target_id)))


def land(
    bout: Bout,
    attacker_id: str,
    target_id: str,
    pd: int,
    location: HitLocation,
    *,
    critical: bool,
    ranged: bool,
    hidden: frozenset[HitLocation] = frozenset(),
    shielded: bool = False,
) -> None:
    """Where the blow ends up, and what it does there. ``hidden``: the locations a cover keeps
    from it; ``shielded``: a shield put in place against this shot."""
    target = bout.stats(target_id)
    attacker = bout.stats(attacker_id)
    if target.mounted and not attacker.mounted:
        rider, foe = bout.token(target_id), bout.token(attacker_id)
        facing = facing_of(rider) or 0.0
        if (
            rider.position is not None
            and foe.position is not None
            and location == far_leg(facing, bearing(rider, foe))
        ):
            mount_takes(bout, target_id, pd)
            return
    if location in hidden:  # behind the cover it dived to, or the one on the line of the shot
        bout.note(target_id, msg("aquelarre.log.cover_hit", actor=bout.name(target_id)))
        return
    shield = kit().shields.get(target.shield or "")
    if (
        shield is not None
        and target.shield_ready
        and ((ranged and shielded) or target.full_guard)
        and location in shield.locations
    ):
        shield_takes(bout, target_id, pd)
        return
    hurt(bout, target_id, pd, location, critical=critical)


def hurt(bout: Bout, target_id: str, pd: int, location: HitLocation, *, critical: bool = False) -> None:
    before = bout.stats(target_id)
    after, taken = wound(before, pd, location, critical=critical)
    if taken.taken and after.health <= 0:
        after = after.model_copy(update={"tended": False})  # a fresh wound bleeds anew
    bout.changed[target_id] = after
    bout.note(
        target_id,
        msg(
            "aquelarre.log.wound",
            actor=bout.name(target_id),
            location=f"aquelarre.{location.value}",
            blow=pd,
            absorbed=taken.absorbed,
            taken=taken.taken,
            health=after.health,
            max_health=after.max_health,
            condition=f"aquelarre.{after.condition.value}",
        ),
    )
    if taken.faint_test and not bout.test(target_id, "resistance", 4).succeeded:
        bout.update(target_id, fainted=True, knocked_out_minutes=faint_minutes(after.resistance))
        bout.note(
            target_id,
            msg("aquelarre.log.fainted", actor=bout.name(target_id), minutes=faint_minutes(after.resistance)),
        )
    if taken.sequela:
        suffer(bout, target_id, location)
    if bout.stats(target_id).is_out_of_action:
        out_of_action(bout, target_id)


def out_of_action(bout: Bout, who: str) -> None:
    """Actions made impossible are lost; a fallen man leaves every melé and hold."""
    stats = bout.stats(who)
    keeps = who in bout.simultaneous  # struck at the very moment it acts: its blow still goes
    declared = tuple(
        e.model_copy(update={"state": "lost"}) if e.state in ("pending", "delayed") and not keeps else e
        for e in stats.declared
    )
    bout.update(who, declared=declared, mele_with=(), held_by=None)
    for other in stats.mele_with:
        if other in bout.battle.characters:
            bout.update(other, mele_with=tuple(x for x in bout.stats(other).mele_with if x != who))
