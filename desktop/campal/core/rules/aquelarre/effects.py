"""What a manoeuvre that lands does instead of a wound: Inmovilizar's hold and squeeze, the
enfrentamientos of Empujón, Desarmar and Descabalgar, a Tropiezo's fall, Aturdir, the Clava de
escudo and Alancear's blow to the horse."""

from __future__ import annotations

from ...dice.percentile import PercentileResult, characteristic_spec
from ...dice.terms import Breakdown
from ...model import AquelarreDeclared, msg
from .blows import damage, mount_takes, shield_takes
from .bout import Bout
from .ground_items import let_fall
from .kit import Weapon, kit
from .manoeuvres import disarm_times
from .sheet import raw_skill
from .wounds import knocked_out_minutes


def strength_terms(bout: Bout, who: str, times: int) -> Breakdown:
    return characteristic_spec("strength", bout.stats(who).strength, times).percentage


def immobilize(bout: Bout, attacker: str, target: str) -> None:
    """A new hold is a FUE×5 contest; a hold kept squeezes 1D3 + the Fuerza bonus a round, off the
    PV directly (no location, no armour)."""
    if bout.stats(target).held_by == attacker:
        pd = damage(bout, attacker, kit().bare_hands, critical=False, factor=1.0, own="1D3")
        bout.update(target, health=max(bout.stats(target).health - pd, -bout.stats(target).max_health))
        bout.note(target, msg("aquelarre.log.squeezed", actor=bout.name(target), damage=pd))
        return
    contest = bout.contest(
        attacker, strength_terms(bout, attacker, 5), target, strength_terms(bout, target, 5)
    )
    if contest.winner == "active":
        bout.update(target, held_by=attacker)
        bout.note(target, msg("aquelarre.log.held", actor=bout.name(target), holder=bout.name(attacker)))


def manoeuvre(
    bout: Bout,
    attacker: str,
    target: str,
    declared: AquelarreDeclared,
    weapon: Weapon,
    roll: PercentileResult,
) -> None:
    action = declared.action
    if action == "stun" and bout.stats(target).helmet is not None:
        bout.note(target, msg("aquelarre.log.helmet_saves", actor=bout.name(target)))
    elif action == "stun":
        pd = damage(bout, attacker, weapon, critical=roll.is_critical, factor=2.0)
        minutes = knocked_out_minutes(pd, bout.stats(target).resistance)
        if minutes is not None:
            bout.update(target, fainted=True, knocked_out_minutes=minutes)
            bout.note(target, msg("aquelarre.log.stunned", actor=bout.name(target), minutes=minutes))
        else:
            bout.note(target, msg("aquelarre.log.not_stunned", actor=bout.name(target)))
    elif action == "shove":
        contest = bout.contest(
            attacker, strength_terms(bout, attacker, 5), target, strength_terms(bout, target, 5)
        )
        if contest.winner == "active" and not bout.test(target, "agility", 2).succeeded:
            _fall(bout, target)
        elif contest.winner == "passive" and contest.passive.is_critical:
            _fall(bout, attacker)
    elif action == "trip":
        if not bout.test(target, "agility", 3).succeeded:
            _fall(bout, target, lose_actions=True)
    elif action == "disarm":
        theirs = kit().weapon(bout.stats(target).drawn[0] if bout.stats(target).drawn else None)
        contest = bout.contest(
            attacker,
            strength_terms(bout, attacker, disarm_times(weapon)),
            target,
            strength_terms(bout, target, disarm_times(theirs)),
        )
        if contest.winner == "active" and bout.stats(target).drawn:
            lost = bout.stats(target).drawn[0]
            let_fall(bout, target, lost)
            bout.note(
                target,
                msg("aquelarre.log.weapon_dropped", actor=bout.name(target), weapon=f"aquelarre.{lost}"),
            )
    elif action == "dismount":
        riding = raw_skill(bout.stats(target), "cabalgar")
        contest = bout.contest(
            attacker,
            strength_terms(bout, attacker, 5),
            target,
            Breakdown().base("aquelarre.skill", riding, skill="cabalgar"),
        )
        if contest.winner == "active":
            bout.update(target, mounted=False, prone=True)
            fall = bout.dice(target, 6, "aquelarre.log.fall")
            bout.update(target, health=max(bout.stats(target).health - fall, -bout.stats(target).max_health))
            bout.note(target, msg("aquelarre.log.unhorsed", actor=bout.name(target), damage=fall))
    elif action == "shield_cleave":
        if bout.stats(target).shield is None:
            bout.note(target, msg("aquelarre.log.no_shield", actor=bout.name(target)))
            return
        pd = 0 if roll.is_critical else damage(bout, attacker, weapon, critical=False, factor=1.0)
        shield_takes(bout, target, pd, factor=2, destroy=roll.is_critical)
    elif action == "alancear":
        pd = damage(bout, attacker, weapon, critical=roll.is_critical, factor=2.0)
        mount_takes(bout, target, pd)


def _fall(bout: Bout, who: str, lose_actions: bool = False) -> None:
    stats = bout.stats(who)
    values: dict[str, object] = {"prone": True}
    if lose_actions:
        values["declared"] = tuple(
            e.model_copy(update={"state": "lost"}) if e.state in ("pending", "delayed") else e
            for e in stats.declared
        )
    bout.update(who, **values)
    bout.note(who, msg("aquelarre.log.fell", actor=bout.name(who)))
