"""An attack carried out: the defences rolled before the shot, the attack roll, each target's
answer, and what a hit does — a wound, or the manoeuvre's own effect."""

from __future__ import annotations

from collections.abc import Mapping

from ...dice.percentile import PercentileResult
from ...dice.terms import Breakdown
from ...model import AquelarreDeclared, HitLocation, msg
from ...terrain.catalogue import CoverLevel
from .blows import damage, hurt, land, shield_takes
from .bout import Bout
from .defences import BEFORE_THE_SHOT, dodged_already, manner, roll_defence
from .effects import immobilize, manoeuvre, strength_terms
from .fumbles import fumble
from .ground import best_cover_near, ground_table
from .ground_items import let_fall, without_one
from .kit import BARE_HANDS, Size, Weapon, kit
from .manoeuvres import parry_end
from .percentages import ActionRule, Situation, actions, percentage
from .ranges import reload_after_shot
from .reach import on_map
from .situation import attack_situation, first_round_surprise, height_between

Answers = Mapping[str, int | None]
AIM = "aim_"
SWEEP_STOPPERS = frozenset({"parry", "shield_parry"})
HIT_ONLY = frozenset({"shove", "trip", "disarm", "dismount", "stun", "shield_cleave", "alancear"})


def weapon_of(bout: Bout, who: str, declared: AquelarreDeclared) -> Weapon:
    stats = bout.stats(who)
    return kit().weapon(declared.weapon or (stats.drawn[0] if stats.drawn else None))


def skill_of(action: str, rule: ActionRule, weapon: Weapon) -> str:
    if rule.skill:
        return rule.skill
    if action == "ranged" and weapon.thrown and not weapon.is_missile:
        return "lanzar"
    if action in ("shove", "trip") and weapon.skill not in ("lanzas",):
        return "pelea"
    return weapon.skill


def strike(bout: Bout, attacker: str, index: int, answers: Answers) -> None:
    declared = bout.stats(attacker).declared[index]
    extra = declared.situational
    rule = actions()[declared.action]
    weapon = weapon_of(bout, attacker, declared)
    targets = tuple(t for t in declared.targets if t in bout.battle.characters)
    if declared.action == "immobilize":
        immobilize(bout, attacker, targets[0])
        return
    situations = {
        t: attack_situation(bout.battle, bout.maps, attacker, t, rule, weapon, declared, extra)
        for t in targets
    }
    ranged = rule.ranged
    first = situations[targets[0]]
    # Who reached cover before the shot: by a critical Saltar?, and what that cover hides.
    in_cover: dict[str, tuple[bool, frozenset[HitLocation]]] = {}
    for target in targets:
        answer = answers.get(target)
        if answer is not None and bout.stats(target).declared[answer].action in BEFORE_THE_SHOT:
            ticks = declared.defence_ticks.get(target, ())
            result = roll_defence(
                bout, target, answer, attacker, ranged, _defence_situation(bout, target, ticks)
            )
            if result.succeeded and bout.stats(target).declared[answer].action == "weave":
                first = first.model_copy(update={"halved_by_weaving": True})
            elif result.succeeded:
                level = best_cover_near(bout.battle, bout.maps, target)
                in_cover[target] = (result.is_critical, ground_table().hidden_by(level))
    skill = skill_of(declared.action, rule, weapon)
    terms = percentage(bout.stats(attacker), declared.action, skill, weapon, first)
    if declared.action == "double":
        skill, terms = _lower_of_both_hands(bout, attacker, first, (skill, terms))
    roll = bout.percentile(
        attacker,
        "attack",
        skill,
        terms,
        "aquelarre.log.attack",
        action=f"aquelarre.{declared.action}",
        target=", ".join(bout.name(t) for t in targets),
        band=f"aquelarre.{first.range_band}" if first.range_band else "aquelarre.none",
        weapon=f"aquelarre.{declared.weapon or (bout.stats(attacker).drawn[:1] or (BARE_HANDS,))[0]}",
    )
    _after_attack(bout, attacker, weapon, ranged, declared.weapon)
    if declared.action == "stun" and roll.is_fumble:
        bout.note(attacker, msg("aquelarre.log.stun_fumble", actor=bout.name(attacker)))
        pd = damage(bout, attacker, weapon, critical=False, factor=1.0)
        hurt(bout, targets[0], pd, HitLocation.HEAD)
        return
    if not roll.succeeded:
        if roll.is_fumble:
            fumble(bout, attacker, index)
        return
    if roll.is_critical:  # a critical shot finds whoever dived without a critical Saltar
        for target in [t for t, (critical, _) in in_cover.items() if not critical]:
            bout.note(target, msg("aquelarre.log.cover_too_slow", actor=bout.name(target)))
            del in_cover[target]
    dived = {target: hides for target, (_, hides) in in_cover.items()}
    if declared.action == "double":
        for target in targets:
            _double_blows(bout, attacker, target, answers.get(target), roll, declared)
        return
    hit: list[str] = []
    shielded: set[str] = set()
    for target in targets:
        if ranged and _places_shield(bout, attacker, target, answers.get(target)):
            shielded.add(target)
            hit.append(target)
            continue
        blocked = _answer(bout, attacker, target, answers.get(target), roll, declared, ranged)
        if not blocked:
            hit.append(target)
        if declared.action == "sweep" and blocked and stops_sweep(bout, target, answers.get(target), ranged):
            break  # the blade stops there: the rest are not reached, nor do they defend
    if not hit:
        return
    location = None
    for target in hit:
        if declared.action in HIT_ONLY:
            manoeuvre(bout, attacker, target, declared, weapon, roll)
            continue
        shield_edge = declared.action == "shield_attack"
        own = _shield_dice(bout, attacker) if shield_edge else None
        pd = damage(
            bout,
            attacker,
            kit().bare_hands if shield_edge else weapon,  # the shield's edge takes the Fuerza bonus
            critical=roll.is_critical,
            factor=rule.damage_factor,
            steps=declared.steps,
            own=own,
        )
        aimed = aimed_at(declared.situational)
        if aimed is not None:
            location = aimed
        elif location is None or declared.action != "sweep":
            height = height_between(bout.battle, bout.maps, attacker, target)
            location = bout.location(target, height).location
        land(
            bout,
            attacker,
            target,
            pd,
            location,
            critical=roll.is_critical,
            ranged=ranged,
            hidden=dived.get(target, frozenset()) | _behind_cover(bout, attacker, target, ranged),
            shielded=target in shielded,
        )


def _lower_of_both_hands(
    bout: Bout, attacker: str, situation: Situation, main: tuple[str, Breakdown]
) -> tuple[str, Breakdown]:
    """Ataque doble: one roll at the lower of the two weapons' percentages, the second hand's
    with its −25 %."""
    stats = bout.stats(attacker)
    if len(stats.drawn) < 2:
        return main
    other = kit().weapon(stats.drawn[1])
    off = situation.model_copy(update={"off_hand": True})
    terms = percentage(stats, "double", other.skill, other, off)
    return (other.skill, terms) if terms.total < main[1].total else main


def _double_blows(
    bout: Bout,
    attacker: str,
    target: str,
    answer: int | None,
    roll: PercentileResult,
    declared: AquelarreDeclared,
) -> None:
    """Both blows of an Ataque doble hit; one defence stops one of them, a second defence of
    another kind the other."""
    second = declared.second.get(target, -1)
    hands = [kit().weapon(key) for key in bout.stats(attacker).drawn[:2]]
    defences = (answer, None if second < 0 else second)[: len(hands)]  # a hand disarmed strikes no more
    for blow, (weapon, defence) in enumerate(zip(hands, defences, strict=True)):
        if _answer(bout, attacker, target, defence, roll, declared, False, blow=weapon, fresh=blow > 0):
            continue
        pd = damage(bout, attacker, weapon, critical=roll.is_critical, factor=1.0)
        height = height_between(bout.battle, bout.maps, attacker, target)
        land(
            bout,
            attacker,
            target,
            pd,
            bout.location(target, height).location,
            critical=roll.is_critical,
            ranged=False,
        )


def _behind_cover(bout: Bout, attacker: str, target: str, ranged: bool) -> frozenset[HitLocation]:
    """Personaje semioculto: partial cover on the line of a shot hides what it hides."""
    if not ranged or not (on_map(bout.battle, attacker) and on_map(bout.battle, target)):
        return frozenset()
    if bout.maps.cover(bout.battle, attacker, target) <= 0:
        return frozenset()
    return ground_table().hidden_by(CoverLevel.PARTIAL)


def aimed_at(ticks: tuple[str, ...]) -> HitLocation | None:
    """A blow aimed at a location (the GM's ``aim_<location>`` tick) lands there, unrolled."""
    for tick in ticks:
        if tick.startswith(AIM):
            return HitLocation(tick.removeprefix(AIM))
    return None


def stops_sweep(bout: Bout, target: str, answer: int | None, ranged: bool) -> bool:
    """Only a parry holds the Barrido's blade where it is; a dodge spares the dodger alone."""
    if answer is None:
        return False
    stats = bout.stats(target)
    return manner(stats, stats.declared[answer], ranged) in SWEEP_STOPPERS


def _places_shield(bout: Bout, attacker: str, target: str, answer: int | None) -> bool:
    """Against a shot a shield is not rolled for: the action puts it in place, and it then
    covers the locations its table lists."""
    if answer is None:
        return False
    stats = bout.stats(target)
    entry = stats.declared[answer]
    if manner(stats, entry, True) != "shield_parry":
        return False
    declared = list(stats.declared)
    declared[answer] = entry.model_copy(update={"foes": (*entry.foes, attacker), "state": "done"})
    bout.update(target, declared=tuple(declared))
    bout.note(target, msg("aquelarre.log.shield_placed", actor=bout.name(target)))
    return True


def _defence_situation(
    bout: Bout, target: str, ticks: tuple[str, ...], feint: bool = False, critical: bool = False
) -> Situation:
    """What the round and the GM's ticks (``ticks``) say about a defence roll."""
    dark = ("night",) if bout.battle.field.conditions.light.value == "dark" else ()
    return Situation(
        ambushed=first_round_surprise(bout.battle, bout.stats(target)),
        halved_by_feint=feint,
        against_critical=critical,
        extra=tuple(dict.fromkeys((*dark, *ticks))),
    )


def _answer(
    bout: Bout,
    attacker: str,
    target: str,
    answer: int | None,
    roll: PercentileResult,
    declared: AquelarreDeclared,
    ranged: bool,
    blow: Weapon | None = None,
    fresh: bool = False,
) -> bool:
    """Whether ``target`` keeps the blow off. ``blow``: the weapon of this blow when it is not the
    declared one (an Ataque doble's second hand); ``fresh``: a dodge made already does not clear it."""
    stats = bout.stats(target)
    striking = blow or weapon_of(bout, attacker, declared)
    if dodged_already(stats, attacker) and not ranged and not fresh:
        bout.note(
            target, msg("aquelarre.log.dodged_already", actor=bout.name(target), attacker=bout.name(attacker))
        )
        return True
    if answer is None or stats.declared[answer].action in BEFORE_THE_SHOT:
        return False
    how = manner(stats, stats.declared[answer], ranged)
    mine = kit().weapon(stats.drawn[0] if stats.drawn else None)
    situation = _defence_situation(
        bout,
        target,
        declared.defence_ticks.get(target, ()),
        declared.action == "anagaza",
        roll.is_critical and how == "dodge",
    )
    result = roll_defence(bout, target, answer, attacker, ranged, situation)
    if not result.succeeded:
        return False
    if how == "shield_parry":
        if declared.action == "shield_cleave":
            return False
        pd = damage(bout, attacker, striking, critical=roll.is_critical, factor=1.0)
        shield_takes(bout, target, pd)
        return True
    if how != "parry" or mine.is_missile:  # a bow that parried is already ruined
        return True
    attack_size = striking.size
    rule = actions()[declared.action]
    pelea = skill_of(declared.action, rule, striking) == "pelea"
    # Bare hands stop a weapon with an arm; a blow that does no damage, or Pelea, costs nothing.
    if not stats.drawn and not pelea and declared.action not in HIT_ONLY and not result.is_critical:
        pd = damage(bout, attacker, striking, critical=roll.is_critical, factor=1.0)
        hurt(bout, target, pd, HitLocation.LEFT_ARM)  # bare hands stop it with an arm
        return True
    end = parry_end(
        attack_size, mine.size, attack_critical=roll.is_critical, parry_critical=result.is_critical
    )
    if end == "strength_contest":
        contest = bout.contest(
            target, strength_terms(bout, target, 3), attacker, strength_terms(bout, attacker, 5)
        )
        end = "held" if contest.winner == "active" else "dropped"
    if end in ("dropped", "broken") and stats.drawn:  # bare hands have nothing to drop or break
        lost = stats.drawn[0]
        if end == "dropped":
            let_fall(bout, target, lost)
        else:  # one dagger of two
            held = bout.stats(target)
            bout.update(target, drawn=held.drawn[1:], weapons=without_one(held.weapons, lost))
        bout.note(
            target, msg(f"aquelarre.log.weapon_{end}", actor=bout.name(target), weapon=f"aquelarre.{lost}")
        )
    return True


def _shield_dice(bout: Bout, who: str) -> str | None:
    shield = kit().shields.get(bout.stats(who).shield or "")
    return shield.attack_damage if shield is not None else None


def _after_attack(bout: Bout, attacker: str, weapon: Weapon, ranged: bool, named: str | None) -> None:
    stats = bout.stats(attacker)
    values: dict[str, object] = {"prepared_rounds": 0}
    if ranged and weapon.is_missile:
        values["reload_left"] = reload_after_shot(weapon)
    elif ranged and weapon.thrown and stats.drawn:
        thrown = named if named in stats.drawn else stats.drawn[0]  # the off hand's knife, if named
        values["drawn"] = without_one(stats.drawn, thrown)
        values["weapons"] = without_one(stats.weapons, thrown)
    bout.update(attacker, **values)


__all__ = ["Answers", "Size", "strike"]
