"""Which of a defender's declared defences can answer an attack, and the roll it makes."""

from __future__ import annotations

from ...dice.percentile import PercentileResult
from ...engine.base import CommandRefused
from ...engine.map_queries import MapQueries
from ...model import AquelarreCharacterStats, AquelarreDeclared, Battle, msg
from .bout import Bout
from .fumbles import fumble
from .ground import cover_near
from .ground_items import without_one
from .kit import kit
from .manoeuvres import can_dodge, can_parry
from .percentages import Situation, percentage
from .ranges import range_band
from .situation import distance_varas, first_round_surprise

REACTIVE = frozenset({"parry", "shield_parry", "dodge", "full_defence", "take_cover", "weave"})
BEFORE_THE_SHOT = frozenset({"take_cover", "weave"})
MOST_PARRIES = 4


FULL_DEFENCE_KINDS = ("parry", "shield_parry", "dodge")
# A Defensa completa may be any normal defensive action (the text: "Parada, Esquivar, Zafarse");
# made as Zafarse it is no answer to a blow but carried out in turn, so it is said at declaration.
IN_TURN_FULL_DEFENCE = "slip_away"


def made_in_turn(entry: AquelarreDeclared) -> bool:
    return entry.action == "full_defence" and entry.manner == IN_TURN_FULL_DEFENCE


def manner(stats: AquelarreCharacterStats, entry: AquelarreDeclared, ranged: bool) -> str:
    """What a declared defence is made as. A Defensa completa: the kind its defender chose,
    else the shield, else the weapon, else a dodge."""
    if entry.action != "full_defence":
        return entry.action
    if entry.manner is not None:
        return entry.manner
    if stats.shield_ready and stats.shield:
        return "shield_parry"
    return "dodge" if ranged or not stats.drawn else "parry"


def usable(
    battle: Battle,
    maps: MapQueries,
    defender: AquelarreCharacterStats,
    entry: AquelarreDeclared,
    attacker: str,
    attack: str,
    ranged: bool,
    attacker_initiative: int,
    defender_initiative: int,
    near: bool = False,
    defender_id: str | None = None,
) -> bool:
    """``near``: a shot at short range (Serpentear only helps against normal or long ones)."""
    if entry.action not in REACTIVE or made_in_turn(entry) or entry.state not in ("pending", "delayed"):
        return False
    if defender.is_out_of_action:
        return False
    if first_round_surprise(battle, defender) and attacker_initiative > defender_initiative:
        return False  # taken by surprise: no defence against the quicker
    how = manner(defender, entry, ranged)
    if how == "take_cover":
        # Quicker than the shooter, with cover within a dive.
        found = defender_id is None or cover_near(battle, maps, defender_id)
        return ranged and defender_initiative > attacker_initiative and found
    if how == "weave":
        return ranged and not near
    if how == "dodge":
        return can_dodge(ranged)
    if how == "shield_parry" and not (defender.shield_ready and defender.shield):
        return False
    if how in ("parry", "shield_parry") and (attacker in entry.foes or len(entry.foes) >= MOST_PARRIES):
        return False
    if how in ("parry", "shield_parry") and entry.targets and attacker not in entry.targets:
        return False  # a parry declared against named foes stops those it counted, no other
    return can_parry(attack, how, ranged)


def dodged_already(defender: AquelarreCharacterStats, attacker: str) -> bool:
    """One good Esquivar clears every attack of that enemy for the round."""
    return any(
        e.action in ("dodge", "full_defence") and e.state == "done" and attacker in e.foes
        for e in defender.declared
    )


def defence_skill(stats: AquelarreCharacterStats, how: str) -> str:
    if how == "parry":
        weapon = kit().weapon(stats.drawn[0] if stats.drawn else None)
        return "pelea" if weapon.is_missile else weapon.skill  # a bow or crossbow held up: Pelea
    return {"shield_parry": "escudos", "dodge": "esquivar", "take_cover": "saltar", "weave": "correr"}[how]


def roll_defence(
    bout: Bout,
    defender_id: str,
    index: int,
    attacker_id: str,
    ranged: bool,
    situation: Situation,
) -> PercentileResult:
    stats = bout.stats(defender_id)
    entry = stats.declared[index]
    how = manner(stats, entry, ranged)
    skill = defence_skill(stats, how)
    weapon = kit().weapon(stats.drawn[0] if stats.drawn else None) if how == "parry" else None
    bow = weapon is not None and weapon.is_missile
    weapon = None if bow else weapon
    # A multiple parry costs by the foes it means to stop: those named when it was declared, from
    # the first roll on; else those it has answered so far.
    parries = max(len(entry.foes) + 1, len(entry.targets)) if how in ("parry", "shield_parry") else 1
    situation = situation.model_copy(update={"parries": min(parries, MOST_PARRIES)})
    action = "full_defence" if entry.action == "full_defence" else how
    terms = percentage(stats, action, skill, weapon, situation)
    result = bout.percentile(
        defender_id,
        "defence",
        skill,
        terms,
        "aquelarre.log.defence",
        action=f"aquelarre.{entry.action}",
        attacker=bout.name(attacker_id),
    )
    spent = how in ("dodge", "take_cover", "weave")
    foes = (*entry.foes, attacker_id) if (how != "dodge" or result.succeeded) else entry.foes
    state = "done" if spent or len(foes) >= MOST_PARRIES else entry.state
    declared = list(stats.declared)
    declared[index] = entry.model_copy(update={"foes": foes, "state": state})
    bout.update(defender_id, declared=tuple(declared))
    if bow:
        ruin_bow(bout, defender_id)
    if result.is_fumble:
        fumble(bout, defender_id, index)
    return result


def ruin_bow(bout: Bout, who: str) -> None:
    """A bow or crossbow that parried is useless from then on, whatever the roll."""
    stats = bout.stats(who)
    ruined = stats.drawn[0]
    bout.update(who, drawn=stats.drawn[1:], weapons=without_one(stats.weapons, ruined))
    bout.note(who, msg("aquelarre.log.weapon_ruined", actor=bout.name(who), weapon=f"aquelarre.{ruined}"))


def shot_is_near(battle: Battle, maps: MapQueries, attacker: str, entry: AquelarreDeclared) -> bool:
    """Whether the declared shot goes at short range (for Serpentear)."""
    if not entry.targets or entry.targets[0] not in battle.characters:
        return False
    token = battle.characters[attacker]
    stats = token.stats
    assert isinstance(stats, AquelarreCharacterStats)
    weapon = kit().weapon(entry.weapon or (stats.drawn[0] if stats.drawn else None))
    band = range_band(distance_varas(battle, maps, attacker, entry.targets[0]), weapon, stats.strength)
    return band == "short"


def second_defences(
    battle: Battle, maps: MapQueries, defender: AquelarreCharacterStats, first: int, attacker: str, who: str
) -> tuple[int, ...]:
    """Ataque doble: the declared defences, of another kind than the first answer, that can stop
    its second blow (a dodge besides a parry, the shield besides the weapon)."""
    turn = battle.turn
    initiative = turn.initiative if turn is not None else {}
    kind = manner(defender, defender.declared[first], False)
    return tuple(
        i
        for i, e in enumerate(defender.declared)
        if i != first
        and manner(defender, e, False) != kind
        and usable(
            battle, maps, defender, e, attacker, "double", False,
            initiative.get(attacker, 0), initiative.get(who, 0), False, who,
        )
    )  # fmt: skip


def check_other_kind(defender: AquelarreCharacterStats, first: int, second: int | None, ranged: bool) -> None:
    if second is None:
        return
    if second == first or manner(defender, defender.declared[second], ranged) == manner(
        defender, defender.declared[first], ranged
    ):
        raise CommandRefused(msg("aquelarre.refuse.double_other_defence"))
