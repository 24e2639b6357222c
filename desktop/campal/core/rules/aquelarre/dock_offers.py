"""The dock's ways in to what the engine holds beyond the plain action list: a parry declared
against several named foes, an attack made with a weapon the GM names (the other hand's, bare
hands, a knife to throw), a weapon picked up from the ground, and the GM's free asks that belong
to no step (Sigilo against Descubrir, mending gear, the free vara toward a foe)."""

from __future__ import annotations

from ...model import AquelarreCharacterStats, Battle, Message, msg
from ..play import Extra, Offer, TargetKind
from .declaration import plan_refusal, requirement_refusal
from .defences import IN_TURN_FULL_DEFENCE, MOST_PARRIES
from .kit import BARE_HANDS, kit
from .movement import STEPPED_IN
from .percentages import actions
from .sheet import bonus_step, characteristic, weapon_in_hand

SEVERAL = "several"  # a parry against several foes: "several:parry", "several:shield_parry"
ARMED = "armed"  # an attack with the weapon the GM names: "armed:melee", "armed:ranged"
PARRIES = ("parry", "shield_parry")
NAMED_WEAPON_ATTACKS = ("melee", "ranged")
SPOT_AMBUSH, REPAIR, STEP_IN = "gm:spot_ambush", "gm:repair", "free:step_in"
FULL_DEFENCE_IN_TURN = f"full_defence:{IN_TURN_FULL_DEFENCE}"
LEAST_FOES = 2
MOST_RUNGS = 5  # as far as a declaration records


def several_parry_offers(
    ahead: AquelarreCharacterStats, done: tuple[str, ...], not_yours: Message | None
) -> tuple[Offer, ...]:
    """A parry the defender declares against the foes it means to parry, counted from its first
    roll (the text's parada múltiple): the number, then each foe clicked on the map."""
    return tuple(
        Offer(
            f"{SEVERAL}:{action}",
            msg("offer.aquelarre.parry_foes", action=f"aquelarre.{action}"),
            target=TargetKind.ENEMY,
            second=TargetKind.ENEMY,
            extra=Extra.CHOICE,
            refusal=not_yours or plan_refusal(ahead, done, action),
        )
        for action in PARRIES
    )


def full_defence_in_turn(
    ahead: AquelarreCharacterStats, done: tuple[str, ...], not_yours: Message | None
) -> Offer:
    """A Defensa completa made as Zafarse: said at its declaration, carried out in turn."""
    return Offer(
        FULL_DEFENCE_IN_TURN,
        msg("offer.aquelarre.defend_as", action=f"aquelarre.{IN_TURN_FULL_DEFENCE}"),
        refusal=not_yours
        or plan_refusal(ahead, done, "full_defence")
        or requirement_refusal(ahead, IN_TURN_FULL_DEFENCE),
    )


def weapon_choices(stats: AquelarreCharacterStats, action: str) -> tuple[str, ...]:
    """The weapons an attack may be made with: what is in either hand (a missile or a thrown
    one for a shot), or bare hands for a blow."""
    table = kit()
    held = tuple(dict.fromkeys(stats.drawn))
    if action == "ranged":
        return tuple(k for k in held if table.weapon(k).is_missile or table.weapon(k).thrown)
    return (*held, BARE_HANDS)


def weapon_offers(
    ahead: AquelarreCharacterStats, done: tuple[str, ...], not_yours: Message | None
) -> tuple[Offer, ...]:
    """An attack made with the weapon the GM picks, when there is more than the main hand's."""
    offers = []
    for action in NAMED_WEAPON_ATTACKS:
        choices = weapon_choices(ahead, action)
        main = ahead.drawn[0] if ahead.drawn else BARE_HANDS
        if not any(choice != main for choice in choices):
            continue  # only the main hand's: the plain offer makes it
        allowed = [w for w in choices if plan_refusal(ahead, done, action, w) is None]
        refusal = not_yours or (None if allowed else plan_refusal(ahead, done, action, choices[0]))
        offers.append(
            Offer(
                f"{ARMED}:{action}",
                msg("offer.aquelarre.with_weapon", action=f"aquelarre.{action}"),
                target=TargetKind.ENEMY,
                extra=Extra.CHOICE,
                refusal=refusal,
            )
        )
    return tuple(offers)


def weapon_label(stats: AquelarreCharacterStats, key: str) -> Message:
    if key == BARE_HANDS:
        return msg("offer.aquelarre.bare_hands")
    second = key in stats.drawn[1:] and stats.drawn[0] != key
    return msg(
        "offer.aquelarre.off_hand" if second else "offer.aquelarre.main_hand", weapon=f"aquelarre.{key}"
    )


def heavy_rungs(stats: AquelarreCharacterStats) -> tuple[tuple[str, Message], ...]:
    """Ataque recio: how many rungs up the damage bonus the attacker climbs, each at −25 %
    (the text's +1D4 → +1D6 at −25 %, → +2D6 at −50 %), up to the ladder's top."""
    table = kit()
    weapon = weapon_in_hand(stats, table)[1]
    base = "strength" if weapon.thrown or weapon.skill == "pelea" else weapon.base
    room = len(table.ladder) - 1 - bonus_step(characteristic(stats, base), table)
    per_rung = actions()["heavy"].modifier_per_step
    return tuple(
        (str(n), msg("offer.aquelarre.rungs", count=n, penalty=per_rung * n))
        for n in range(1, min(max(room, 1), MOST_RUNGS) + 1)
    )


def pieces_to_mend(stats: AquelarreCharacterStats) -> tuple[str, ...]:
    return tuple(k for k in (stats.armour, stats.helmet, stats.shield) if k is not None)


def free_offers(battle: Battle, who: str, stats: AquelarreCharacterStats) -> tuple[Offer, ...]:
    """Asked by the GM at any moment of the round, spending no action: a stalker's Sigilo against
    a watcher's Descubrir, an Artesanía roll to mend a piece; in the action step, the free vara
    taken toward a foe (a melé move, by the text)."""
    turn = battle.turn
    offers = [
        Offer(SPOT_AMBUSH, msg("offer.aquelarre.spot_ambush"), target=TargetKind.ENEMY),
        Offer(
            REPAIR,
            msg("offer.aquelarre.repair"),
            extra=Extra.CHOICE,
            refusal=None if pieces_to_mend(stats) else msg("aquelarre.refuse.nothing_to_repair"),
        ),
    ]
    if turn is not None and turn.step == "action":
        spent = STEPPED_IN in turn.taken.get(who, ())
        offers.append(
            Offer(
                STEP_IN,
                msg("offer.aquelarre.step_in"),
                target=TargetKind.ENEMY,
                refusal=msg("aquelarre.refuse.free_vara_spent") if spent else None,
            )
        )
    return tuple(offers)


def foe_counts() -> tuple[tuple[str, Message], ...]:
    return tuple((str(n), msg("offer.aquelarre.foes", count=n)) for n in range(LEAST_FOES, MOST_PARRIES + 1))


def picked_foes(target: str | None, second: str | None, more: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t for t in (target, second, *more) if t is not None)


def foes_left_to_pick(extra: object, picked: int) -> int:
    """How many more foes a several-foe parry still needs after its first two."""
    wanted = int(extra) if isinstance(extra, (int, str)) and str(extra).isdigit() else LEAST_FOES
    return max(min(wanted, MOST_PARRIES) - picked, 0)


def rule_of(offer: str) -> str:
    """The action whose rules judge a target of ``offer`` ("armed:melee" → "melee")."""
    kind, _, action = offer.partition(":")
    return action if kind in (SEVERAL, ARMED) else offer
