"""Which actions a unit or lone character may take now, each with its Speed, DV penalty, the
roll's difficulty and, when refused, why. The checks are the handlers' own functions, so an
action the dock enables is one the engine accepts."""

from __future__ import annotations

from ...dice import Breakdown
from ...engine.map_queries import MapQueries
from ...engine.turn import plan_of
from ...model import Battle, ExaltedUnitState, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ...phases import check_action
from ..play import Extra, Offer, TargetKind
from .attacks import ammunition_after
from .orders import (
    change_formation_difficulty,
    command_difficulty,
    dash_refusal,
    reactive_refusal,
    split_difficulty,
    split_refusal,
)
from .tables import action

# id → (target, extra, the action whose Speed and DV it takes)
UNIT_ACTIONS: dict[str, tuple[TargetKind, Extra, str]] = {
    "attack": (TargetKind.ENEMY, Extra.NONE, "attack"),
    "ranged_attack": (TargetKind.ENEMY, Extra.NONE, "attack"),
    "flurry": (TargetKind.ENEMY, Extra.FORMATION, "flurry"),
    "envelop": (TargetKind.ENEMY, Extra.NONE, "envelop"),
    "called_shot": (TargetKind.ENEMY, Extra.FORMATION, "called_shot"),
    "initiate_duel": (TargetKind.ENEMY, Extra.FORMATION, "initiate_duel"),
    "aim": (TargetKind.NONE, Extra.NONE, "aim"),
    "guard": (TargetKind.NONE, Extra.NONE, "guard"),
    "inactive": (TargetKind.NONE, Extra.NONE, "inactive"),
    "move": (TargetKind.NONE, Extra.NONE, "move"),
    "dash": (TargetKind.NONE, Extra.NONE, "dash"),
    "change_formation": (TargetKind.NONE, Extra.FORMATION, "change_formation"),
    "turn": (TargetKind.NONE, Extra.FORMATION, "turn"),
    "disengage": (TargetKind.ENEMY, Extra.NONE, "disengage"),
    "rally": (TargetKind.NONE, Extra.FORMATION, "rally"),
    "split": (TargetKind.NONE, Extra.FORMATION, "split"),
    "merge": (TargetKind.FRIEND, Extra.FORMATION, "merge"),
    "swap_specials": (TargetKind.FRIEND, Extra.FORMATION, "swap_specials"),
    "signal": (TargetKind.FRIEND, Extra.NONE, "signal"),
    # Several units at once, as many as its relays: the first two picked, then the rest.
    "signal_many": (TargetKind.FRIEND, Extra.FORMATION, "signal"),
    "hide": (TargetKind.NONE, Extra.NONE, "hide"),
    "charm": (TargetKind.NONE, Extra.FORMATION, "charm"),
    "spell": (TargetKind.NONE, Extra.FORMATION, "spell"),
}
# Taken out of turn: they never move the clock.
REFLEXIVE: dict[str, Extra] = {
    "call_test": Extra.FORMATION,
    "end_duel": Extra.NONE,
    "interfere": Extra.NONE,
    "leave_unit": Extra.FORMATION,
    "act_apart": Extra.FORMATION,
    "reactive_formation": Extra.NONE,
    "take_command": Extra.FORMATION,
    "commander_falls": Extra.NONE,
    "parting_attack": Extra.NONE,
    "duel_strike": Extra.NONE,
    "magic_at_unit": Extra.FORMATION,
    # The GM's word on values the unit sheet leaves to the rules: its missiles, its Morale.
    "set_ammunition": Extra.FORMATION,
    "set_morale": Extra.FORMATION,
    "name_champion": Extra.FORMATION,
    "reflexive_charm": Extra.NOTE,
}
CHARACTER_ACTIONS = (
    "attack",
    "ranged_attack",
    "aim",
    "guard",
    "inactive",
    "move",
    "charm",
    "spell",
    "fall_back_in_line",
    "join_unit",
)
MOVES = ("move", "dash")  # the unit then goes where the GM clicks or drags it
COMMAND_ROLLS = {"change_formation", "dash", "turn", "rally", "split", "merge", "swap_specials"}


def offer(
    offer_id: str,
    target: TargetKind,
    extra: Extra,
    spec_id: str,
    refusal: Message | None,
    difficulty: Breakdown | None = None,
) -> Offer:
    spec = action(spec_id)
    label = msg("exalted.offer", action=f"exalted.{offer_id}", speed=spec.speed, dv=spec.dv)
    return Offer(
        offer_id,
        label,
        target,
        extra=extra,
        refusal=refusal,
        difficulty=difficulty,
        speed=spec.speed,
        reflexive=spec.reflexive,
        destination=offer_id in MOVES,
    )


def turn_refusal(battle: Battle, actor: str, spec_id: str) -> Message | None:
    refused = check_action(plan_of(battle), battle.turn, actor, spec_id)
    return refused.message if refused is not None else None


def unit_refusal(
    battle: Battle, maps: MapQueries, unit_id: str, offer_id: str, stats: ExaltedUnitStats
) -> Message | None:
    name = battle.units[unit_id].name
    if stats.is_out_of_action:
        return msg("exalted.refusal.target_out", target=name)
    if stats.is_routed and offer_id not in ("rally", "inactive", "guard", "move", "dash"):
        return msg("exalted.refusal.cannot_attack", unit=name)
    if stats.mob_rule and offer_id not in ("inactive", "guard") and not _last_order(stats, offer_id):
        return msg("exalted.refusal.mob_rule_waits", unit=name)
    if stats.state is ExaltedUnitState.HESITATING and offer_id in ("move", "dash"):
        return msg("exalted.refusal.hesitating", unit=name)
    if offer_id == "ranged_attack" and (stats.range_yards <= 0 or ammunition_after(stats) is None):
        return msg("exalted.refusal.no_missiles", unit=name)
    if offer_id == "dash":
        return dash_refusal(stats)
    if offer_id == "split":
        return split_refusal(stats)
    if offer_id == "disengage" and not stats.engaged:
        return msg("exalted.refusal.not_engaged", other="—")
    if offer_id == "initiate_duel" and not stats.engaged:
        return msg("exalted.refusal.duel_not_engaged")
    if offer_id == "signal" and stats.relays == 0:
        return msg("exalted.refusal.signal", relays=0, targets=1)
    if offer_id == "signal_many" and stats.relays < 2:
        return msg("exalted.refusal.signal", relays=stats.relays, targets=2)
    return None


def _last_order(stats: ExaltedUnitStats, offer_id: str) -> bool:
    """Leaderless, a unit carries out the last order it was given, then stands defending."""
    return not stats.mob_finished and UNIT_ACTIONS[offer_id][2] == stats.last_order


def difficulty_of(stats: ExaltedUnitStats, offer_id: str) -> Breakdown | None:
    if offer_id == "change_formation":
        return change_formation_difficulty(stats)
    if offer_id == "split":
        return split_difficulty(stats)
    if offer_id in COMMAND_ROLLS:
        return command_difficulty(stats)
    return None


def reflexive_refusal(battle: Battle, unit_id: str, offer_id: str, stats: ExaltedUnitStats) -> Message | None:
    if stats.is_out_of_action:
        return msg("exalted.refusal.target_out", target=battle.units[unit_id].name)
    if offer_id in ("end_duel", "duel_strike") and stats.duel_with is None:
        return msg("exalted.refusal.no_duel")
    if offer_id == "interfere" and not any(
        isinstance(u.stats, ExaltedUnitStats) and u.stats.duel_with in stats.engaged
        for u in battle.units.values()
    ):
        return msg("exalted.refusal.no_duel")
    if offer_id in ("leave_unit", "act_apart") and not any(s.character is None for s in stats.specials):
        return msg("exalted.refusal.no_special")
    if offer_id == "take_command" and not any(s.kind is SpecialKind.HERO for s in stats.specials):
        return msg("exalted.refusal.no_special")
    if offer_id == "parting_attack" and not any(
        isinstance(u.stats, ExaltedUnitStats) and unit_id in u.stats.left_without_disengage
        for u in battle.units.values()
    ):
        return msg("exalted.refusal.no_parting_attack")
    if offer_id == "commander_falls" and stats.mob_rule:
        return msg("exalted.refusal.mob_rule_no_commander", unit=battle.units[unit_id].name)
    if offer_id == "reactive_formation":
        return reactive_refusal(stats)
    return None
