"""The dock's second picks and splits: the other enemy of a divided attack, a pincer's partner,
the prepared unit of Yunque y martillo, the split of dice and the fortification to undermine."""

from __future__ import annotations

import shapely

from ...engine.map_queries import MapQueries
from ...geometry import CONTACT_TOLERANCE_M
from ...model import Ability, Battle, Message, UnitState, msg
from ...movement.tokens import footprint_of
from ..play import Choice, TargetChoice
from .chain import issuer_rank
from .commands import OrderParams
from .values import stats_of, unit_bonus_dice


def split_of(extra: str | int | None) -> tuple[int, ...]:
    """ "3+1" (or "3+1/2+0") → (3, 1): the dice each part of a split gets."""
    return _numbers(str(extra or "").split("/")[0])


def bonus_split_of(extra: str | int | None) -> tuple[int, ...]:
    """ "3+1/2+0" → (2, 0): the bonus dice each part of a divided attack gets (none given: all
    go to the first part)."""
    parts = str(extra or "").split("/")
    return _numbers(parts[1]) if len(parts) > 1 else ()


def _numbers(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in text.split("+") if part.strip())
    except ValueError:
        return ()


def attack_rank(battle: Battle, unit_id: str, ranged: bool) -> int:
    """The pool a divided attack splits: Combate c/c in contact, Puntería at range."""
    abilities = stats_of(battle.units[unit_id]).abilities
    return abilities.rank(Ability.MARKSMANSHIP if ranged else Ability.FIGHTING)


def _splits(total: int) -> tuple[tuple[str, Message], ...]:
    return tuple(
        (f"{first}+{total - first}", msg("offer.split", first=first, second=total - first))
        for first in range(total - 1, 0, -1)
    )


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)]
    return [
        (first, *rest)
        for first in range(total - parts + 1, 0, -1)
        for rest in _compositions(total - first, parts - 1)
    ]


def _wider_splits(total: int) -> tuple[tuple[str, Message], ...]:
    """ "dos o más adversarios": the dice shared among three or more, one die at least each (the
    bonus dice then all go to the first part)."""
    return tuple(
        ("+".join(map(str, split)), msg("offer.split_many", dice=" + ".join(map(str, split))))
        for parts in range(3, total + 1)
        for split in _compositions(total, parts)
    )


def more_picks(choice: Choice) -> int:
    """Targets still to pick after the second for a divided attack split in more parts."""
    if choice.offer != "split_attack" or choice.second is None:
        return 0
    return max(len(split_of(choice.extra)) - 2 - len(choice.more), 0)


def dice_splits(battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
    """Ways to share the dice between two: a pincer's Warfare dice between its two units, a
    divided attack's dice between its two targets (its larger pool: which one it uses depends on
    the targets, and the handler checks the split against it)."""
    if choice.offer == "pincer":
        return _splits(issuer_rank(battle, choice.issuer or ""))
    stats = stats_of(battle.units[choice.actor])
    abilities = stats.abilities
    # Archers in melee make a melee attack: they divide their Combate c/c, not their Puntería.
    ranged = (
        stats.ranged_damage is not None
        and abilities.marksmanship > abilities.fighting
        and not in_melee(battle, choice.actor, choice.target)
    )
    pool = abilities.marksmanship if ranged else abilities.fighting
    bonus = unit_bonus_dice(stats, Ability.MARKSMANSHIP if ranged else Ability.FIGHTING)
    wider = _wider_splits(pool)
    if bonus == 0:
        return (*_splits(pool), *wider)
    # Its bonus dice are shared as well: every way of giving them to the two parts.
    return (
        *(
            (
                f"{key}/{bonus - second}+{second}",
                msg("offer.split_bonus", **label.params, first_bonus=bonus - second, second_bonus=second),
            )
            for key, label in _splits(pool)
            for second in range(bonus + 1)
        ),
        *wider,
    )


def in_melee(battle: Battle, unit_id: str, target: str | None) -> bool:
    """Touching the target picked (or, none picked yet, any enemy unit): footprints within the
    map's contact tolerance."""
    unit = battle.units[unit_id]
    body = footprint_of(battle, unit_id).polygon()
    enemies = (
        [target] if target in battle.units else [u.id for u in battle.units.values() if u.side != unit.side]
    )
    return any(
        body.distance(footprint_of(battle, enemy).polygon()) <= CONTACT_TOLERANCE_M
        for enemy in enemies
        if not stats_of(battle.units[enemy]).is_out_of_action
    )


def fortifications_beside(battle: Battle, unit_id: str) -> tuple[str, ...]:
    """Fortifications the unit touches or stands in ("la unidad debe estar adyacente")."""
    body = footprint_of(battle, unit_id).polygon()
    found = []
    for fort in battle.fortifications.values():
        ring = shapely.Polygon([(p.x, p.y) for p in fort.outline])
        if shapely.distance(body, ring) <= CONTACT_TOLERANCE_M:
            found.append(fort.id)
    return tuple(found)


def second_picks(battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
    from .play import _reach  # the same reach the first pick uses

    unit = battle.units[choice.actor]
    first = choice.target or ""
    if choice.offer == "split_attack":
        picked = {first, choice.second, *choice.more}
        return tuple(
            _reach(battle, maps, unit.id, "attack", u.id)
            for u in battle.units.values()
            if u.side != unit.side and u.id not in picked and stats_of(u).state is not UnitState.DESTROYED
        )
    found = []
    for friend in battle.units.values():
        if friend.side != unit.side or friend.id == unit.id or stats_of(friend).is_out_of_action:
            continue
        gap = maps.distance(battle, unit.id, friend.id)
        refusal: Message | None = None
        if choice.offer == "hammer_and_anvil" and stats_of(friend).prepared is None:
            refusal = msg("offer.not_prepared", unit=friend.name)
        elif choice.offer == "pincer":
            refusal = _reach(battle, maps, friend.id, "attack", first).refusal
        found.append(TargetChoice(friend.id, gap, refusal=refusal))
    return tuple(found)


def order_params(choice: Choice) -> OrderParams:
    """What carries out the order just given, from what the GM picked."""
    targets = tuple(t for t in (choice.target,) if t)
    if choice.offer == "split_attack":
        every = (*targets, choice.second, *choice.more) if choice.second else targets
        return OrderParams(
            targets=every, dice_split=split_of(choice.extra), bonus_split=bonus_split_of(choice.extra)
        )
    if choice.offer == "hammer_and_anvil":
        return OrderParams(targets=targets, anvil=choice.second)
    if choice.offer == "undermine":
        return OrderParams(fortification=str(choice.extra) if choice.extra else None)
    return OrderParams(targets=targets, destination=choice.destination)
