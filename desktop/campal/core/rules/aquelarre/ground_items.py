"""Weapons on the ground: one dropped, struck from the hand or a catch missed lies at the
character's feet, no longer carried, until it is picked up; the text picks up a weapon lying on
the ground "with the same rules as Desenvainar": a normal action, and it is then in hand."""

from __future__ import annotations

from ...model import AquelarreCharacterStats, msg
from .bout import Bout

HANDS = 2


def weapon_hands(stats: AquelarreCharacterStats) -> int:
    """Hands free for weapons: a shield on the arm takes one (the text's Clava de escudo is
    parried "con el arma que el enemigo lleva en la otra mano")."""
    return HANDS - (1 if stats.shield is not None and stats.shield_ready else 0)


def without_one(keys: tuple[str, ...], gone: str) -> tuple[str, ...]:
    """``keys`` with one ``gone`` taken out (a second dagger stays)."""
    index = keys.index(gone) if gone in keys else -1
    return keys if index < 0 else keys[:index] + keys[index + 1 :]


def falling(stats: AquelarreCharacterStats, item: str, from_hand: bool = True) -> dict[str, object]:
    """The character once ``item`` has fallen at its feet (from its hand, or never caught)."""
    drawn = without_one(stats.drawn, item) if from_hand else stats.drawn
    return {"drawn": drawn, "weapons": without_one(stats.weapons, item), "dropped": (*stats.dropped, item)}


def let_fall(bout: Bout, who: str, item: str, from_hand: bool = True) -> None:
    bout.update(who, **falling(bout.stats(who), item, from_hand))


def picking_up(stats: AquelarreCharacterStats, item: str | None) -> tuple[str | None, dict[str, object]]:
    """What Desenvainar takes from the ground, and the hands it leaves (the item wielded)."""
    if item is None or item not in stats.dropped:
        return None, {}
    return item, {
        "dropped": without_one(stats.dropped, item),
        "weapons": (*stats.weapons, item),
        "drawn": (item, *stats.drawn)[: weapon_hands(stats)],
    }


def pick_up(bout: Bout, who: str, item: str | None) -> None:
    item, hands = picking_up(bout.stats(who), item)
    if item is None:
        return
    bout.update(who, **hands)
    bout.note(who, msg("aquelarre.log.picked_up", actor=bout.name(who), weapon=f"aquelarre.{item}"))
