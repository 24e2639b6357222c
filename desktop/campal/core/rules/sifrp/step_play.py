"""The actions of SIFRP's steps that belong to no unit's or character's row: the light and
weather, hiding at deployment, parley and surrender, the siege engines, the command structure,
a character's fall or capture, a prepared action fired, and the end of the battle.

They are offered from the Round menu; each is a ``StepOffer`` whose choice becomes one of the
commands the handlers already check.
"""

from __future__ import annotations

from ...engine.base import Command, CommandRefused
from ...engine.map_queries import MapQueries
from ...engine.turn import plan_of
from ...model import Battle, Light, Message, Side, UnitState, Weather, msg
from ...phases import check_action, current_step
from ..play import Amount, Choice, Extra, Offer, StepOffer, TargetChoice, TargetKind
from .chain import issuers
from .commands import (
    AdjustOrders,
    AssignCommand,
    AttackEnvoy,
    FellCharacter,
    FirePrepared,
    FireSiegeEngines,
    HideUnit,
    LessenDamage,
    Parley,
    ResolveBattle,
    ResourceChange,
    SetConditions,
    SetUnitState,
    SiegeShot,
    SurrenderAtParley,
)
from .resolution import character_stats, waiting_falls
from .tables import siege_engines, warfare
from .values import current_round, stats_of

# Step action → (offer id, who takes it, target on the map, extra).
SIDE_STEP = {
    "hide_unit": ("hide_unit", TargetKind.FRIEND, Extra.NONE),
    "parley": ("parley", TargetKind.NONE, Extra.NOTE),
    "attack_envoy": ("attack_envoy", TargetKind.NONE, Extra.NONE),
    "surrender": ("surrender", TargetKind.NONE, Extra.NONE),
    "fire_siege": ("fire_siege", TargetKind.ENEMY, Extra.CHOICE),
}
GM_STEP = {"set_conditions": ("set_conditions", Extra.CHOICE), "resolve": ("resolve_battle", Extra.CHOICE)}
ANY_TIME_SIDE = {
    "assign_commander": (TargetKind.NONE, Extra.CHOICE),
    "toggle_lieutenant": (TargetKind.NONE, Extra.CHOICE),
    "toggle_hero": (TargetKind.NONE, Extra.CHOICE),
    "fire_prepared": (TargetKind.FRIEND, Extra.NONE),
    "adjust_orders": (TargetKind.NONE, Extra.CHOICE),
}
ANY_TIME_GM = ("fell_character", "capture_character", "lessen_damage", "set_unit_state")
LESSENING = ("fatigue", "injury", "wound")
RESOURCES = ("lands", "wealth", "population", "defense")  # ResourceChange's fields
STEP_OFFERS = {
    *(offer for offer, _t, _e in SIDE_STEP.values()),
    *(offer for offer, _e in GM_STEP.values()),
    *ANY_TIME_SIDE,
    *ANY_TIME_GM,
}
ALL_READY = "all"


def _label(offer: str, side: Side | None) -> Message:
    if side is None:
        return msg("offer.gm_action", action=offer)
    return msg("offer.step_action", action=offer, side=side.name)


def _step_actions(battle: Battle) -> tuple[str, ...]:
    turn = battle.turn
    if turn is None:
        return ()
    spec = current_step(plan_of(battle), turn)
    return (*spec.actions, *spec.anytime_actions)


def step_offers(battle: Battle, maps: MapQueries) -> tuple[StepOffer, ...]:
    found: list[StepOffer] = []
    here = _step_actions(battle)
    plan = plan_of(battle) if battle.turn is not None else None
    for action in here:
        if action in GM_STEP:
            offer, extra = GM_STEP[action]
            amounts = _resources(battle) if offer == "resolve_battle" else ()
            found.append(StepOffer("", Offer(offer, _label(offer, None), extra=extra, amounts=amounts)))
        if action in SIDE_STEP:
            offer, target, extra = SIDE_STEP[action]
            for side in battle.sides.values():
                refused = check_action(plan, battle.turn, side.id, action) if plan else None
                refusal = refused.message if refused is not None else None
                if refusal is None and offer == "fire_siege" and not _ready_engines(battle, side.id):
                    refusal = msg("siege.none_ready", side=side.name)
                item = Offer(offer, _label(offer, side), target=target, extra=extra, refusal=refusal)
                found.append(StepOffer(side.id, item))
    for side in battle.sides.values():
        for offer, (target, extra) in ANY_TIME_SIDE.items():
            refusal = None
            if offer == "fire_prepared" and not _prepared(battle, side.id):
                refusal = msg("offer.nothing_prepared", side=side.name)
            found.append(
                StepOffer(side.id, Offer(offer, _label(offer, side), target, extra=extra, refusal=refusal))
            )
    for offer in ANY_TIME_GM:
        refusal = None
        if offer == "lessen_damage" and not _just_hurt(battle):
            refusal = msg("offer.no_one_hurt")
        target = TargetKind.ENEMY if offer == "set_unit_state" else TargetKind.NONE
        item = Offer(offer, _label(offer, None), target=target, extra=Extra.CHOICE, refusal=refusal)
        found.append(StepOffer("", item))
    return tuple(found)


def _resources(battle: Battle) -> tuple[Amount, ...]:
    """Step 11: what each house wins or loses in Tierras, Fortuna, Población and Defensa."""
    bound = warfare().resource_bound
    return tuple(
        Amount(f"{side.id}:{kind}", msg(f"offer.resource_{kind}", side=side.name), -bound, bound)
        for side in battle.sides.values()
        for kind in RESOURCES
    )


def _resource_changes(battle: Battle, amounts: tuple[tuple[str, int], ...]) -> tuple[ResourceChange, ...]:
    given: dict[str, dict[str, int]] = {}
    for key, value in amounts:
        side, _, kind = key.partition(":")
        if side not in battle.sides or kind not in RESOURCES:
            raise CommandRefused(msg("play.unknown_action", action=key))
        given.setdefault(side, {})[kind] = value
    return tuple(ResourceChange(side, **values) for side, values in given.items() if any(values.values()))


def _ready_engines(battle: Battle, side_id: str) -> tuple[tuple[str, int], ...]:
    now = current_round(battle)
    ready = []
    for unit in battle.units.values():
        stats = stats_of(unit)
        if unit.side != side_id or stats.is_out_of_action:
            continue
        for index, engine in enumerate(stats.siege_engines):
            if engine.fired_round is None or now - engine.fired_round > warfare().siege_idle_rounds:
                ready.append((unit.id, index))
    return tuple(ready)


def _prepared(battle: Battle, side_id: str) -> tuple[str, ...]:
    return tuple(
        u.id
        for u in battle.units.values()
        if u.side == side_id
        and stats_of(u).prepared is not None
        and stats_of(u).prepared.order != "brace_for_charge"  # type: ignore[union-attr]
    )


def _siege_limit(battle: Battle, side_id: str) -> int:
    leader = battle.characters.get(battle.sides[side_id].commander or "")
    return character_stats(leader).abilities.warfare if leader else 1


def _engines_of(battle: Battle, side_id: str, extra: str | int | None) -> tuple[tuple[str, int], ...]:
    ready = _ready_engines(battle, side_id)
    if extra == ALL_READY:
        return ready[: _siege_limit(battle, side_id)]
    unit, _, index = str(extra or "").rpartition(":")
    return tuple(shot for shot in ready if shot == (unit, int(index or -1)))


def step_extras(battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
    side = battle.sides.get(choice.actor)
    if choice.offer == "set_conditions":
        return tuple(
            (
                f"{light.value}/{weather.value}",
                msg("offer.conditions", light=light.value, weather=weather.value),
            )
            for light in Light
            for weather in Weather
        )
    if choice.offer == "resolve_battle":
        return (
            *((s.id, msg("offer.victor", side=s.name)) for s in battle.sides.values()),
            ("", msg("offer.no_victor")),
        )
    if choice.offer == "set_unit_state":
        return tuple((state.value, msg(f"offer.state_{state.value}")) for state in UnitState)
    if choice.offer == "lessen_damage":
        return tuple(
            (
                f"{who}:{kind}:{damage}",
                msg(f"offer.lessen_{kind}", character=battle.characters[who].name, damage=damage),
            )
            for who, damage in _just_hurt(battle)
            for kind in LESSENING
        )
    if choice.offer in ("fell_character", "capture_character"):
        return tuple(
            (c.id, msg("offer.character", character=c.name))
            for c in battle.characters.values()
            if not character_stats(c).is_out_of_action
        )
    if side is None:
        return ()
    if choice.offer == "fire_siege":
        ready = _ready_engines(battle, side.id)
        each = tuple(
            (
                f"{unit}:{index}",
                msg(
                    "offer.siege_engine",
                    unit=battle.units[unit].name,
                    engine=stats_of(battle.units[unit]).siege_engines[index].kind,
                ),
            )
            for unit, index in ready
        )
        limit = min(len(ready), _siege_limit(battle, side.id))
        return (*each, (ALL_READY, msg("offer.all_engines", count=limit))) if len(ready) > 1 else each
    if choice.offer == "adjust_orders":
        return tuple(
            (
                f"{issuer}:{change}",
                msg(f"offer.orders_{'more' if change > 0 else 'fewer'}", issuer=_who(battle, issuer)),
            )
            for issuer in issuers(side)
            for change in (1, -1)
        )
    members = [
        c for c in battle.characters.values() if c.side == side.id and not character_stats(c).is_out_of_action
    ]
    if choice.offer == "assign_commander":
        return tuple((c.id, msg("offer.character", character=c.name)) for c in members)
    roles = side.lieutenants if choice.offer == "toggle_lieutenant" else side.heroes
    return tuple(
        (c.id, msg("offer.role_member" if c.id in roles else "offer.character", character=c.name))
        for c in members
        if c.id != side.commander
    )


def step_targets(battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
    side = choice.actor
    if choice.offer == "set_unit_state":
        return tuple(TargetChoice(u.id, 0.0) for u in battle.units.values() if not stats_of(u).left_field)
    if choice.offer == "hide_unit":
        return tuple(
            TargetChoice(u.id, 0.0)
            for u in battle.units.values()
            if u.side == side and not u.hidden and not stats_of(u).is_out_of_action
        )
    if choice.offer == "fire_prepared":
        return tuple(TargetChoice(u, 0.0) for u in _prepared(battle, side))
    if choice.offer == "fire_siege":
        shots = _engines_of(battle, side, choice.extra)
        found = []
        for enemy in battle.units.values():
            if enemy.side == side or stats_of(enemy).state is UnitState.DESTROYED:
                continue
            refusal: Message | None = None
            gap = min((maps.distance(battle, unit, enemy.id) for unit, _ in shots), default=0.0)
            for unit, index in shots:
                kind = stats_of(battle.units[unit]).siege_engines[index].kind
                reach = siege_engines()[kind].range_m if kind in siege_engines() else 0.0
                if maps.distance(battle, unit, enemy.id) > reach:
                    refusal = msg("offer.out_of_reach", distance=round(gap), reach=round(reach))
            found.append(TargetChoice(enemy.id, gap, refusal=refusal))
        return tuple(found)
    return ()


def _toggled(ids: tuple[str, ...], who: str) -> tuple[str, ...]:
    return tuple(i for i in ids if i != who) if who in ids else (*ids, who)


def step_command(battle: Battle, choice: Choice) -> Command:
    extra = "" if choice.extra is None else str(choice.extra)
    side = battle.sides.get(choice.actor)
    match choice.offer:
        case "set_conditions":
            light, _, weather = extra.partition("/")
            return SetConditions(Light(light), Weather(weather))
        case "resolve_battle":
            return ResolveBattle(extra or None, resources=_resource_changes(battle, choice.amounts))
        case "set_unit_state":
            return SetUnitState(choice.target or "", extra)
        case "lessen_damage":
            who, kind, damage = [*extra.split(":"), "", "", "0"][:3]
            return LessenDamage(who, kind, int(damage or 0))
        case "fell_character" | "capture_character":
            return FellCharacter(extra, captured=choice.offer == "capture_character")
        case "hide_unit":
            return HideUnit(choice.target or "")
        case "fire_prepared":
            return FirePrepared(choice.target or "")
        case "adjust_orders":
            issuer, _, change = extra.rpartition(":")
            return AdjustOrders(issuer, int(change or 0))
        case "parley":
            return Parley(choice.actor, extra)
        case "attack_envoy":
            return AttackEnvoy(choice.actor)
        case "surrender":
            return SurrenderAtParley(choice.actor)
        case "fire_siege":
            shots = _engines_of(battle, choice.actor, choice.extra)
            return FireSiegeEngines(
                choice.actor, tuple(SiegeShot(unit, index, choice.target or "") for unit, index in shots)
            )
    if side is None:
        raise CommandRefused(msg("play.unknown_action", action=choice.offer))
    commander, lieutenants, heroes = side.commander, side.lieutenants, side.heroes
    if choice.offer == "assign_commander":
        commander = extra
        lieutenants = tuple(i for i in lieutenants if i != extra)
        heroes = tuple(i for i in heroes if i != extra)
    elif choice.offer == "toggle_lieutenant":
        lieutenants = _toggled(lieutenants, extra)
        heroes = tuple(i for i in heroes if i != extra)
    elif choice.offer == "toggle_hero":
        heroes = _toggled(heroes, extra)
        lieutenants = tuple(i for i in lieutenants if i != extra)
    return AssignCommand(side.id, commander, lieutenants, heroes)


def pending(battle: Battle) -> tuple[str, ...]:
    """Characters who still have combat rounds in a character step: N logs each as passing."""
    turn = battle.turn
    if turn is None or turn.step not in ("first_actions", "second_actions"):
        return ()
    return tuple(who for who in turn.queue if who in battle.characters)


def _who(battle: Battle, token: str) -> str:
    found = battle.characters.get(token) or battle.sides.get(token)
    return found.name if found is not None else token


def _just_hurt(battle: Battle) -> tuple[tuple[str, int], ...]:
    """Characters the last logged action hurt, with the damage: what fatigue or wounds lessen."""
    if not battle.log:
        return ()
    found: dict[str, int] = {}
    for event in battle.log[-1].events:
        if event.get("type") == "sifrp.character_hurt" and event.get("character") in battle.characters:
            who = str(event["character"])
            found[who] = found.get(who, 0) + int(event.get("damage", 0))
    for who in waiting_falls(battle):  # brought to 0 with its unit earlier, its fall still waits
        found[who] = max(found.get(who, 0), character_stats(battle.characters[who]).felled_by)
    return tuple((who, damage) for who, damage in found.items() if damage > 0)
