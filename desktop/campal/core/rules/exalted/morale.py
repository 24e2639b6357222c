"""Hesitation and rout: the unit rolls its Morale against the trigger's difficulty plus
Magnitude − Drill and its formation's modifier. A failure halts the unit (hesitating) and costs
a Magnitude per success it fell short; a botch routs it. Undead and automata never test, save
Mob Rule's wait (with 5 dice). A leaderless unit falls under Mob Rule; every attack made or
suffered may exhaust it."""

from __future__ import annotations

from ...dice import Breakdown
from ...dice.pool import PoolResult
from ...frozen import frozen
from ...model import ExaltedFormation, ExaltedUnitState, ExaltedUnitStats
from ...model.exalted import SpecialKind
from .damage import lose_magnitude
from .tables import formation, morale
from .traits import command_pool, drill_lost, effective_formation, morale_of

MOB_RULE_WAIT = "rout:mob_rule_wait"


def is_immune(stats: ExaltedUnitStats, test: str = "") -> bool:
    """Undead and automata never test for rout, except the leaderless wait of Mob Rule, which
    units without Morale also roll."""
    return stats.fearless and test != MOB_RULE_WAIT


def rout_pool(stats: ExaltedUnitStats) -> Breakdown:
    value = morale_of(stats)
    if value <= 0 or stats.fearless:
        return Breakdown().base("exalted.term.no_morale", morale().no_morale_dice, gm=True)
    return Breakdown().base("exalted.term.morale", value)


def rout_difficulty(
    stats: ExaltedUnitStats, trigger: str, perceived: str = "equal", hesitation: bool = False
) -> Breakdown:
    """The trigger's difficulty (the perceived enemy plus the trigger's own modifier), then
    Magnitude − Drill and the formation's modifier. Mob Rule starts at 0 and adds one per wait."""
    table = morale()
    if trigger == "mob_rule_wait":
        return Breakdown().base("exalted.term.mob_waits", stats.mob_waits)
    shape = formation(effective_formation(stats))
    difficulty = (
        Breakdown()
        .base(f"exalted.perceived.{perceived}", table.perceived_enemy.get(perceived, 1), gm=True)
        .gm_plus(f"exalted.trigger.{trigger}", table.triggers.get(trigger, 0))
        .plus("exalted.term.magnitude_less_drill", stats.magnitude - stats.drill)
        .plus("exalted.term.drill_lost", -drill_lost(stats))
        .gm_plus("exalted.term.formation", shape.hesitation if hesitation else shape.rout)
    )
    short = table.minimum_difficulty - difficulty.total
    return difficulty.gm_plus("exalted.term.minimum", max(short, 0))


@frozen
class RoutOutcome:
    stats: ExaltedUnitStats
    magnitude_lost: int
    routed: bool
    hesitating: bool


def after_rout_test(stats: ExaltedUnitStats, result: PoolResult) -> RoutOutcome:
    if result.is_success:
        return RoutOutcome(stats, 0, False, False)
    table = morale()
    if result.botch and table.botch_routs:
        return RoutOutcome(stats.model_copy(update={"state": ExaltedUnitState.ROUTED}), 0, True, False)
    lost = min(-result.margin * table.loss_per_missing_success, table.loss_cap, stats.magnitude)
    updated = lose_magnitude(stats, lost)
    if updated.state is not ExaltedUnitState.DESTROYED:
        updated = updated.model_copy(update={"state": ExaltedUnitState.HESITATING})
    return RoutOutcome(updated, lost, False, updated.state is ExaltedUnitState.HESITATING)


def exhaustion_pool(stats: ExaltedUnitStats) -> Breakdown:
    return command_pool(stats)


def exhaustion_difficulty(stats: ExaltedUnitStats, causes: tuple[str, ...] = ()) -> Breakdown:
    """The unit's armour Fatigue plus the causes' bonuses, at least 1."""
    table = morale()
    difficulty = Breakdown().base("exalted.term.fatigue_rating", stats.armour_fatigue)
    for cause in causes:
        difficulty = difficulty.gm_plus(f"exalted.exhaustion.{cause}", table.exhaustion_bonuses.get(cause, 0))
    return difficulty.gm_plus("exalted.term.minimum", max(table.exhaustion_minimum - difficulty.total, 0))


def after_exhaustion(stats: ExaltedUnitStats, result: PoolResult) -> ExaltedUnitStats:
    if result.is_success:
        return stats
    return stats.model_copy(update={"endurance": max(stats.endurance - 1, 0)})


def enter_mob_rule(stats: ExaltedUnitStats, sorcerer_stays: bool = True) -> ExaltedUnitStats:
    """Leaderless: Unordered, its relays melt into the troop, its sorcerer may leave; it will
    finish its last order and then stand defending itself."""
    specials = tuple(s for s in stats.specials if sorcerer_stays or s.kind is not SpecialKind.SORCERER)
    return stats.model_copy(
        update={
            "mob_rule": True,
            "mob_waits": 0,
            "mob_finished": False,
            "relays": 0,
            "specials": specials,
            "formation": ExaltedFormation.UNORDERED,
        }
    )


def waiting_for_orders(stats: ExaltedUnitStats) -> ExaltedUnitStats:
    """A wait's test made: the next Mob Rule rout test is one harder (the first is at 0)."""
    return stats.model_copy(update={"mob_waits": min(stats.mob_waits + 1, 30)})


def take_command(stats: ExaltedUnitStats, hero_id: str) -> ExaltedUnitStats:
    """A hero of the unit (or an allied one who joined it) takes command: Mob Rule ends."""
    hero = next(s for s in stats.specials if s.id == hero_id and s.kind is SpecialKind.HERO)
    return stats.model_copy(
        update={
            "commander": hero.traits,
            "commander_name": hero.name,
            "specials": tuple(s for s in stats.specials if s.id != hero_id),
            "mob_rule": False,
            "mob_waits": 0,
            "mob_finished": False,
        }
    )
