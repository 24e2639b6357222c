"""The percentage of an attack or a defence, built in the text's order: the skill as the sheet
and the body allow it, capped by Cabalgar on horseback, then changed by the action (halved,
±), then by the Tabla de Modificadores (range, position, surprise, preparation…)."""

from __future__ import annotations

from functools import cache
from math import ceil
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ...dice.terms import Breakdown
from ...model import AquelarreCharacterStats
from ...records import RECORD
from ..tables import read_table
from .kit import Kit, Weapon, kit
from .sheet import armour_skill_penalty, halved_characteristics, raw_skill, skill_base, strength_short

RangeBand = Literal["short", "medium", "long"]
# Not attacks, yet rolled with the attack modifiers the situation gives (a Treta at the eyes…).
TAKES_ATTACK_MODIFIERS = frozenset({"trick"})
MULTIPLE_PARRY_STEP = -25


class ActionRule(BaseModel):
    model_config = RECORD

    kind: Literal["move", "attack", "defence", "other"]
    cost: Literal["normal", "extended", "free"]
    skill: str | None = None
    halved: bool = False
    halves_defence: bool = False
    modifier: int = 0
    modifier_per_step: int = 0
    modifier_per_extra: int = 0
    damage_factor: float = 1.0
    initiative: int = 0
    varas: float | None = None
    reach_varas: float | None = None
    ranged: bool = False
    per_round: int = 0
    most: int = 0

    @property
    def actions_used(self) -> int:
        return {"normal": 1, "extended": 2, "free": 0}[self.cost]


class Modifiers(BaseModel):
    model_config = RECORD

    attack: dict[str, int]
    defence: dict[str, int]
    gm_ticks: tuple[str, ...] = ()  # the attack modifiers the GM ticks; the rest are judged
    gm_defence_ticks: tuple[str, ...] = ()  # the defence modifiers the GM ticks for an answer


@cache
def actions() -> dict[str, ActionRule]:
    raw = read_table("aquelarre", "actions")["actions"]
    return {key: ActionRule.model_validate(value) for key, value in raw.items()}


@cache
def modifiers() -> Modifiers:
    raw = read_table("aquelarre", "modifiers")
    return Modifiers(
        attack=raw["attack"],
        defence=raw["defence"],
        gm_ticks=tuple(raw.get("gm_ticks", ())),
        gm_defence_ticks=tuple(raw.get("gm_defence_ticks", ())),
    )


class Situation(BaseModel):
    """What the map and the round say about one roll; the GM may add named modifiers."""

    model_config = RECORD

    range_band: RangeBand | None = None
    from_behind: bool = False
    ambusher: bool = False  # first round, attacking one taken by surprise
    ambushed: bool = False  # first round, defending after being taken by surprise
    mounted_vs_foot: bool = False
    mele: bool = False
    fleeing_target: bool = False
    off_hand: bool = False
    heavy_steps: Annotated[int, Field(ge=0, le=5)] = 0  # Ataque recio: rungs up the bonus
    sweep_targets: Annotated[int, Field(ge=1, le=10)] = 1  # Barrido
    parries: Annotated[int, Field(ge=1, le=4)] = 1  # a multiple parry against several foes
    against_critical: bool = False  # an Esquivar against a critical hit
    halved_by_feint: bool = False  # defending against a successful Añagaza
    halved_by_weaving: bool = False  # shooting at one who Serpentea
    extra: tuple[str, ...] = ()  # keys of the modifiers table the GM picked (night, fog…)


ANY_SITUATION = Situation()


def _halve(total: int) -> int:
    return -(total - ceil(total / 2))


def skill_terms(
    stats: AquelarreCharacterStats, skill: str, weapon: Weapon | None = None, table: Kit | None = None
) -> Breakdown:
    """The skill with what the body and the gear take from it, before any action."""
    table = table or kit()
    base = skill_base(stats, skill, table)
    terms = Breakdown().base("aquelarre.skill", raw_skill(stats, skill, table), skill=skill)
    if base in halved_characteristics(stats):
        terms = terms.plus("aquelarre.limbs_halved", _halve(terms.total))
    if base == "agility":
        terms = terms.gm_plus("aquelarre.armour_penalty", armour_skill_penalty(stats, table))
    if weapon is not None:
        terms = terms.plus("aquelarre.strength_short", -5 * strength_short(stats, weapon.strength))
    if skill == "escudos" and stats.shield in table.shields:
        shield = table.shields[stats.shield]
        terms = terms.gm_plus("aquelarre.shield_size", shield.skill)
        terms = terms.plus("aquelarre.strength_short", -5 * strength_short(stats, shield.strength))
    if stats.mounted and skill != "cabalgar":
        riding = raw_skill(stats, "cabalgar", table)
        if terms.total > riding:
            terms = terms.plus("aquelarre.riding_cap", riding - terms.total, riding=riding)
    return terms


def percentage(
    stats: AquelarreCharacterStats,
    action: str,
    skill: str,
    weapon: Weapon | None = None,
    situation: Situation = ANY_SITUATION,
    table: Kit | None = None,
) -> Breakdown:
    """Skill, then the action's change, then the table's modifiers: the order the text asks."""
    rule = actions()[action]
    terms = skill_terms(stats, skill, weapon, table)
    if rule.halved:
        terms = terms.plus("aquelarre.halved", _halve(terms.total))
    if stats.full_guard and (rule.kind == "attack" or action == "shield_parry"):
        terms = terms.plus("aquelarre.full_guard", _halve(terms.total))
    if situation.against_critical and action == "dodge":
        terms = terms.plus("aquelarre.against_critical", _halve(terms.total))
    if situation.halved_by_feint and rule.kind == "defence":
        terms = terms.plus("aquelarre.against_feint", _halve(terms.total))
    if situation.halved_by_weaving and rule.ranged:
        terms = terms.plus("aquelarre.against_weaving", _halve(terms.total))
    terms = terms.plus(f"aquelarre.action.{action}", rule.modifier)
    terms = terms.plus("aquelarre.heavy_steps", rule.modifier_per_step * situation.heavy_steps)
    terms = terms.plus("aquelarre.sweep_targets", rule.modifier_per_extra * (situation.sweep_targets - 1))
    if action in ("parry", "shield_parry") or situation.parries > 1:  # a Defensa completa's too
        terms = terms.plus("aquelarre.multiple_parry", MULTIPLE_PARRY_STEP * (situation.parries - 1))
    extra = situational(
        stats, rule, situation, attacking=rule.kind == "attack" or action in TAKES_ATTACK_MODIFIERS
    )
    return Breakdown(terms=terms.terms + extra.terms)


def situational(
    stats: AquelarreCharacterStats, rule: ActionRule, situation: Situation, attacking: bool | None = None
) -> Breakdown:
    table = modifiers()
    terms = Breakdown()
    chosen: dict[str, bool] = {}
    attacking = rule.kind == "attack" if attacking is None else attacking
    if attacking:
        chosen = {
            f"{situation.range_band}_range": situation.range_band is not None,
            "from_behind": situation.from_behind,
            "ambusher": situation.ambusher,
            "mounted_vs_foot": situation.mounted_vs_foot,
            "mele": situation.mele,
            "fleeing_target": situation.fleeing_target,
            "off_hand": situation.off_hand,
        }
        for key, applies in chosen.items():
            if applies:
                terms = terms.gm_plus(f"aquelarre.mod.{key}", table.attack.get(key, 0))
        prepare = actions()["prepare"]
        terms = terms.plus("aquelarre.prepared", min(stats.prepared_rounds * prepare.per_round, prepare.most))
        pool = table.attack
    else:
        if situation.ambushed:
            terms = terms.gm_plus("aquelarre.mod.ambushed", table.defence.get("ambushed", 0))
        pool = table.defence
    for key in dict.fromkeys(situation.extra):  # once each, ticked by the GM or seen on the map
        if attacking and chosen.get(key, False):
            continue  # already counted from the map and the round
        terms = terms.gm_plus(f"aquelarre.mod.{key}", pool.get(key, 0))
    return terms
