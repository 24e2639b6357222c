"""What SIFRP offers the GM at the table: orders for a unit in step 7, standing orders in step
9, characters' actions in steps 6 and 8, with targets in reach and the commands behind them.

The checks mirror the handlers' (the same requirement, difficulty and reach functions), so an
order the dock enables is one the engine accepts, and a refused one says why before any roll.
"""

from __future__ import annotations

from ...engine.base import Command, CommandRefused
from ...engine.map_queries import MapQueries
from ...engine.turn import plan_of
from ...model import Battle, Formation, Message, UnitState, UnitType, msg
from ...phases import check_action
from ..play import Choice, Extra, Issuer, Offer, Reaction, StepOffer, TargetChoice, TargetKind
from .chain import issuers, order_allowance, orders_left, side_of_issuer, why_no_orders
from .closing import RUNNING, run_in_refusal
from .commands import (
    AssumeCommand,
    AttackSegment,
    AttackUnit,
    CarryOutOrder,
    CharacterAction,
    FellCharacter,
    IssueOrder,
    JoinUnit,
    OrderParams,
    RallyUnit,
    RenounceCommand,
    ResolveStandingOrder,
    RollInitiative,
)
from .difficulty import order_difficulty
from .options import advanced_formations, advanced_orders
from .play_picks import (
    dice_splits,
    fortifications_beside,
    more_picks,
    order_params,
    second_picks,
    split_of,
)
from .resolution import character_stats, waiting_falls
from .round_rules import awaits_standing_order
from .step_play import STEP_OFFERS, pending, step_command, step_extras, step_offers, step_targets
from .tables import OrderRules, formation, orders, warfare
from .values import is_damaged, movement, stats_of

# Orders aimed at an enemy, and how far they reach: in contact or within missile range, or a run.
AIMED = {"attack", "envelop", "ambush", "press", "probe", "aggressive_retreat", "suppressing_fire"}
AT_CHARACTERS = {"attack", "charge"}  # the orders the text lets a unit aim at a lone character
# What a Preparar keeps for later, aimed at the enemy picked ("como un ataque"): fired as that
# order when its condition comes.
PREPARED_ACTIONS = ("attack", "charge", "trample", "suppressing_fire")
WITH_DESTINATION = {"move", "retreat", "aggressive_retreat", "onslaught"}
# Orders with a second pick on the map: another enemy, the partner unit, the prepared anvil.
SECOND = {
    "split_attack": TargetKind.ENEMY,
    "pincer": TargetKind.FRIEND,
    "hammer_and_anvil": TargetKind.FRIEND,
}
# Orders that split dice between two (a unit's attack dice, or the issuer's Warfare dice).
SPLITS = {"split_attack", "pincer"}
CHARACTER_ACTIONS = {
    "attack_unit": (TargetKind.ENEMY, Extra.NONE, True),
    "attack_segment": (TargetKind.ENEMY, Extra.NUMBER, False),
    "join_unit": (TargetKind.FRIEND, Extra.NONE, True),
    "rally": (TargetKind.FRIEND, Extra.NONE, True),
    "renounce_command": (TargetKind.NONE, Extra.NONE, True),
    "assume_command": (TargetKind.NONE, Extra.NONE, True),
    "character_action": (TargetKind.NONE, Extra.NOTE, True),
}


def _reach(battle: Battle, maps: MapQueries, unit_id: str, order: str, target: str) -> TargetChoice:
    unit = battle.units[unit_id]
    stats = stats_of(unit)
    gap = maps.distance(battle, unit_id, target)
    cover = maps.cover(battle, unit_id, target)
    if order in RUNNING:
        reach = movement(unit, True, battle)
    elif maps.in_contact(battle, unit_id, target) and order != "suppressing_fire":
        return TargetChoice(target, gap, cover)
    elif stats.ranged_damage is None:
        return TargetChoice(target, gap, cover, msg("offer.not_in_contact", distance=round(gap)))
    else:
        reach = stats.range_m
        if gap <= reach and not maps.has_line_of_sight(battle, unit_id, target):
            return TargetChoice(target, gap, cover, msg("offer.no_line_of_sight"))
    if gap > reach + 1e-6:
        return TargetChoice(
            target, gap, cover, msg("offer.out_of_reach", distance=round(gap), reach=round(reach))
        )
    if order in RUNNING:  # the run must get there round whatever stands between, as the order will
        return TargetChoice(target, gap, cover, run_in_refusal(battle, maps, unit_id, target))
    return TargetChoice(target, gap, cover)


def _lone_enemies(battle: Battle, side: str) -> list[str]:
    """Enemy characters on the field by themselves ("si una unidad ataca a un personaje
    individual recibe una bonificación de +2D"): not attached to a unit, still in the fight."""
    return [
        c.id
        for c in battle.characters.values()
        if c.side != side
        and c.position is not None
        and c.attached_to is None
        and not character_stats(c).is_out_of_action
    ]


def _enemies(battle: Battle, side: str) -> list[str]:
    return [
        u.id for u in battle.units.values() if u.side != side and stats_of(u).state is not UnitState.DESTROYED
    ]


def _requirement(battle: Battle, maps: MapQueries, unit_id: str, rules: OrderRules) -> Message | None:
    unit = battle.units[unit_id]
    stats = stats_of(unit)
    met = {
        "routed": stats.state is UnitState.ROUTED,
        "disorganised": stats.state is UnitState.DISORGANISED,
        "hidden": unit.hidden,
        "ranged": stats.ranged_damage is not None,
        "mounted": stats.mounted,
        "engineers": stats.unit_type is UnitType.ENGINEERS,
        "at_wall": bool(fortifications_beside(battle, unit_id)),
        "damaged_pair": is_damaged(stats)
        and any(
            u.id != unit_id
            and u.side == unit.side
            and is_damaged(stats_of(u))
            and maps.in_contact(battle, unit_id, u.id)
            for u in battle.units.values()
        ),
        "prepared_ally": any(u.side == unit.side and stats_of(u).prepared for u in battle.units.values()),
    }
    for need in rules.requires:
        if not met.get(need, True):
            return msg(f"order.requires_{need}", unit=unit.name)
    return None


class SifrpPlay:
    unit_steps: tuple[str, ...] = ("orders", "standing_orders")
    character_steps: tuple[str, ...] = ("first_actions", "second_actions")

    def issuers(self, battle: Battle, side_id: str) -> tuple[Issuer, ...]:
        side = battle.sides[side_id]
        return tuple(
            Issuer(
                who,
                (battle.characters[who].name if who in battle.characters else side.name),
                orders_left(battle, who),
                order_allowance(battle, who),
            )
            for who in issuers(side)
        )

    # -- units ---------------------------------------------------------------------------------
    def unit_offers(
        self, battle: Battle, maps: MapQueries, unit_id: str, issuer: str | None
    ) -> tuple[Offer, ...]:
        turn = battle.turn
        if turn is not None and turn.step == "standing_orders":
            return (self._standing_offer(battle, unit_id),)
        unit = battle.units[unit_id]
        general = check_action(plan_of(battle), turn, unit.side, "order")
        refusal = general.message if general is not None else None
        if refusal is None and turn is not None and turn.awaiting is not None:
            refusal = msg("offer.awaiting", roll=turn.awaiting.kind)
        if refusal is None:
            refusal = self._issuer_refusal(battle, unit.side, issuer)
        return tuple(
            self._order_offer(battle, maps, unit_id, order, rules, refusal)
            for order, rules in orders().items()
        )

    def _issuer_refusal(self, battle: Battle, side_id: str, issuer: str | None) -> Message | None:
        if issuer is None:
            return msg("offer.no_issuer")
        side = side_of_issuer(battle, issuer)
        if side is None or side.id != side_id:
            return msg("offer.issuer_of_other_side")
        if orders_left(battle, issuer) <= 0:
            return why_no_orders(battle, issuer)
        return None

    def _order_offer(
        self,
        battle: Battle,
        maps: MapQueries,
        unit_id: str,
        order: str,
        rules: OrderRules,
        refusal: Message | None,
    ) -> Offer:
        unit = battle.units[unit_id]
        stats = stats_of(unit)
        target = TargetKind.ENEMY if order in AIMED | RUNNING | set(SECOND) | {"prepare"} else TargetKind.NONE
        if order == "combine_units":
            target = TargetKind.FRIEND
        extra = Extra.FORMATION if rules.formation_difficulty else Extra.NONE
        if order in SPLITS or order in ("undermine", "ravage", "prepare"):
            extra = Extra.CHOICE
        if refusal is None and rules.advanced and not advanced_orders(battle):
            refusal = msg("order.advanced_off", order=order)
        if refusal is None and order == "change_formation" and not advanced_formations(battle):
            refusal = msg("order.formations_off", unit=unit.name)
        if refusal is None and stats.idle_this_round:
            refusal = msg("order.unit_idle", unit=unit.name)
        if refusal is None and stats.state is UnitState.DESTROYED:
            refusal = msg("order.unit_destroyed", unit=unit.name)
        if refusal is None and stats.state is UnitState.ROUTED and order != "rally":
            refusal = msg("order.unit_routed", unit=unit.name)
        if refusal is None:
            refusal = _requirement(battle, maps, unit_id, rules)
        if refusal is None and target is TargetKind.ENEMY:
            refusal = self._no_target(battle, maps, Choice(unit_id, order))
        if refusal is None and order == "undermine" and not self._walls(battle, maps, unit_id):
            refusal = msg("order.needs_fortification", unit=unit.name)
        difficulty = None if rules.no_unit else order_difficulty(battle, unit, order)
        return Offer(
            order,
            msg("offer.order", order=order),
            target=target,
            destination=order in WITH_DESTINATION,
            second=SECOND.get(order, TargetKind.NONE),
            extra=extra,
            refusal=refusal,
            difficulty=difficulty,
            advanced=rules.advanced,
            condition=order == "prepare",
        )

    def _no_target(self, battle: Battle, maps: MapQueries, choice: Choice) -> Message | None:
        found = self.targets(battle, maps, choice)
        if any(t.refusal is None for t in found):
            return None
        if not found:
            return msg("offer.no_target")
        nearest = min(found, key=lambda t: t.distance_m)
        return nearest.refusal

    def _standing_offer(self, battle: Battle, unit_id: str) -> Offer:
        unit = battle.units[unit_id]
        standing = stats_of(unit).standing_order
        general = check_action(plan_of(battle), battle.turn, unit.side, "standing_order")
        refusal = general.message if general is not None else None
        if refusal is None and (standing is None or not awaits_standing_order(unit, battle)):
            refusal = msg("order.no_standing_order", unit=unit.name)
        label = msg("offer.standing", order=standing.order if standing else "")
        return Offer("standing_order", label, refusal=refusal)

    # -- characters ----------------------------------------------------------------------------
    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        who = battle.characters[character_id]
        side = battle.sides[who.side]
        offers = []
        for action, (target, extra, major) in CHARACTER_ACTIONS.items():
            cost = warfare().half_rounds_per_major if major else warfare().half_rounds_per_minor
            refused = check_action(plan_of(battle), battle.turn, character_id, action, cost)
            refusal = refused.message if refused is not None else None
            if refusal is None and who.attached_to is not None:
                refusal = msg("character.in_a_unit", character=who.name)
            in_command = character_id == side.commander or character_id in side.lieutenants
            if refusal is None and action == "renounce_command" and not in_command:
                refusal = msg("command.not_in_command", character=who.name)
            if refusal is None and action == "assume_command":
                if side.commander is not None:
                    refusal = msg("command.has_commander", side=side.name)
                elif character_stats(who).status < warfare().status_to_assume_command:
                    refusal = msg(
                        "command.status_too_low", character=who.name, need=warfare().status_to_assume_command
                    )
            if refusal is None and target is not TargetKind.NONE:
                choices = self.targets(battle, maps, Choice(character_id, action))
                if not any(t.refusal is None for t in choices):
                    refusal = msg("offer.no_target")
            offers.append(
                Offer(action, msg("offer.action", action=action), target, extra=extra, refusal=refusal)
            )
        return tuple(offers)

    # -- targets and extras --------------------------------------------------------------------
    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        if choice.offer in STEP_OFFERS:
            return step_targets(battle, maps, choice)
        if choice.actor in battle.characters:
            return self._character_targets(battle, maps, choice)
        unit = battle.units[choice.actor]
        if choice.target is not None and choice.offer in SECOND:
            return second_picks(battle, maps, choice)
        if choice.offer == "combine_units":
            friends = [u.id for u in battle.units.values() if u.side == unit.side and u.id != unit.id]
            return tuple(
                TargetChoice(
                    f,
                    maps.distance(battle, unit.id, f),
                    refusal=None
                    if maps.in_contact(battle, unit.id, f)
                    else msg("offer.not_in_contact", distance=round(maps.distance(battle, unit.id, f))),
                )
                for f in friends
            )
        enemies = _enemies(battle, unit.side)
        if choice.offer == "prepare":  # it waits for its moment: out of reach now is no refusal
            return tuple(TargetChoice(e, maps.distance(battle, unit.id, e)) for e in enemies)
        if choice.offer in AT_CHARACTERS:
            enemies += _lone_enemies(battle, unit.side)
        maps.look_at_each(battle, unit.id, enemies)  # cover beside every name, worked out at once
        return tuple(_reach(battle, maps, unit.id, choice.offer, e) for e in enemies)

    def more_picks(self, battle: Battle, choice: Choice) -> int:
        return more_picks(choice)

    def _character_targets(
        self, battle: Battle, maps: MapQueries, choice: Choice
    ) -> tuple[TargetChoice, ...]:
        who = battle.characters[choice.actor]
        found = []
        for unit in battle.units.values():
            state = stats_of(unit).state
            if state is UnitState.DESTROYED:
                continue
            refusal = None
            if choice.offer in ("attack_unit", "attack_segment"):
                if unit.side == who.side:
                    continue
            elif unit.side != who.side:
                continue
            elif choice.offer == "rally" and state not in (UnitState.DISORGANISED, UnitState.ROUTED):
                refusal = msg("character.nothing_to_rally", unit=unit.name)
            elif choice.offer == "join_unit":
                ordered = character_stats(who).ordered_units
                if ordered and unit.id not in ordered:
                    refusal = msg("character.join_only_ordered", character=who.name, unit=unit.name)
            gap = maps.distance(battle, who.id, unit.id) if who.position is not None else 0.0
            found.append(TargetChoice(unit.id, gap, refusal=refusal))
        return tuple(found)

    def _walls(self, battle: Battle, maps: MapQueries, unit_id: str) -> tuple[str, ...]:
        return fortifications_beside(battle, unit_id)

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
        if choice.offer in STEP_OFFERS:
            return step_extras(battle, choice)
        if choice.offer in SPLITS:
            return dice_splits(battle, choice)
        if choice.offer == "prepare":
            return tuple((action, msg("offer.prepared_action", order=action)) for action in PREPARED_ACTIONS)
        if choice.offer == "ravage":  # whose lands they are: the GM names the house
            return tuple((side.id, msg("offer.lands_of", side=side.name)) for side in battle.sides.values())
        if choice.offer == "undermine":
            return tuple(
                (fid, msg("offer.fortification", fortification=battle.fortifications[fid].name or fid))
                for fid in fortifications_beside(battle, choice.actor)
            )
        if choice.offer != "change_formation":
            return ()
        unit = battle.units[choice.actor]
        return tuple(
            (kind.value, msg("offer.formation", formation=kind.value, difficulty=formation(kind).difficulty))
            for kind in Formation
            if kind is not stats_of(unit).formation
        )

    # -- commands ------------------------------------------------------------------------------
    def command(self, battle: Battle, choice: Choice) -> Command:
        targets: tuple[str, ...] = (choice.target,) if choice.target else ()
        if choice.offer == "standing_order":
            return ResolveStandingOrder(choice.actor)
        if choice.offer in STEP_OFFERS:
            return step_command(battle, choice)
        if choice.actor in battle.characters:
            return self._character_command(choice, targets)
        rules = orders()[choice.offer]
        if choice.offer == "pincer":
            return IssueOrder(
                choice.issuer or "",
                "pincer",
                choice.actor,
                targets=targets,
                second_unit=choice.second,
                dice_split=split_of(choice.extra),
                destiny=choice.destiny,
            )
        params = OrderParams()
        if choice.offer == "ravage":
            targets = (str(choice.extra),) if choice.extra else ()
        if choice.offer == "prepare":
            return IssueOrder(
                choice.issuer or "",
                "prepare",
                choice.actor,
                targets=targets,
                condition=choice.note,
                prepared_action=str(choice.extra or "attack"),
                destiny=choice.destiny,
            )
        if choice.offer == "split_attack":
            params = order_params(choice)  # the split is kept with the standing order
            targets = params.targets
        return IssueOrder(
            choice.issuer or "",
            choice.offer,
            None if rules.no_unit else choice.actor,
            targets=targets if choice.offer != "combine_units" else (),
            formation=Formation(str(choice.extra)) if choice.offer == "change_formation" else None,
            partner=choice.target if choice.offer == "combine_units" else None,
            params=params,
            destiny=choice.destiny,
        )

    def _character_command(self, choice: Choice, targets: tuple[str, ...]) -> Command:
        who, unit = choice.actor, choice.target or ""
        # Only the command asked for is built: the extra is a number for one action (men
        # downed) and free text for another (the note of "another action").
        match choice.offer:
            case "attack_unit":
                return AttackUnit(who, unit)
            case "attack_segment":
                return AttackSegment(who, unit, _whole_number(choice.extra))
            case "join_unit":
                return JoinUnit(who, unit)
            case "rally":
                return RallyUnit(who, unit)
            case "renounce_command":
                return RenounceCommand(who)
            case "assume_command":
                return AssumeCommand(who)
            case "character_action":
                return CharacterAction(who, str(choice.extra or "").strip())
        raise CommandRefused(msg("play.unknown_action", action=choice.offer))

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        turn = battle.turn
        awaiting = turn.awaiting if turn is not None else None
        if awaiting is None or awaiting.kind != "carry_out" or awaiting.subject != choice.actor:
            return None
        return CarryOutOrder(choice.actor, params=order_params(choice))

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        falls = waiting_falls(battle)
        if falls:
            # Not lessened: the characters brought to 0 with their units fall now, and the
            # units that see it test (fall tests and succession come after the chance to lessen).
            return tuple(FellCharacter(character) for character in falls)
        turn = battle.turn
        if turn is None or turn.awaiting is None or turn.awaiting.kind != "initiative":
            return ()
        return tuple(RollInitiative(side) for side in turn.awaiting.actors)

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        return ()  # SIFRP asks nothing out of turn: an order is resolved by the ordering side alone

    def prompt(self, battle: Battle) -> Message | None:
        return None

    def step_offers(self, battle: Battle, maps: MapQueries) -> tuple[StepOffer, ...]:
        return step_offers(battle, maps)

    def pending(self, battle: Battle) -> tuple[str, ...]:
        return pending(battle)

    @staticmethod
    def _name(battle: Battle, token: str) -> str:
        item = battle.units.get(token) or battle.characters.get(token) or battle.sides.get(token)
        return item.name if item is not None else token


def _whole_number(extra: str | int | None) -> int:
    try:
        return max(int(extra or 0), 0)
    except ValueError:
        raise CommandRefused(msg("play.not_a_number", value=str(extra))) from None
