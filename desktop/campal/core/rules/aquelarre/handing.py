"""Dar objeto and Desenvainar: what a character holds, hands over or draws. A weapon handed over
leaves the giver's kit for the receiver's hand; a shield passes ready on the arm. Drawing makes
the drawn weapon the one wielded (the other hand keeps what it held)."""

from __future__ import annotations

from ...model import AquelarreCharacterStats, AquelarreDeclared, Message, msg
from .bout import Bout

HANDS = 2
GIVE_REACH_VARAS = 1.5  # hand to hand: farther, the item is thrown (Lanzar and AGI×5), GM's call


def items_in_hand(stats: AquelarreCharacterStats) -> tuple[str, ...]:
    shield = (stats.shield,) if stats.shield is not None and stats.shield_ready else ()
    return (*stats.drawn, *shield)


def items_to_draw(stats: AquelarreCharacterStats) -> tuple[str, ...]:
    sheathed = tuple(dict.fromkeys(w for w in stats.weapons if w not in stats.drawn))
    shield = (stats.shield,) if stats.shield is not None and not stats.shield_ready else ()
    return (*sheathed, *shield)


def give_refusal(
    giver: AquelarreCharacterStats, receiver: AquelarreCharacterStats, item: str | None
) -> Message | None:
    """Why the item cannot change hands now (None when it can)."""
    if item is None or item not in items_in_hand(giver):
        return msg("aquelarre.refuse.not_in_hand")
    if item == giver.shield and giver.shield_ready:
        if receiver.shield is not None:
            return msg("aquelarre.refuse.has_a_shield")
    elif len(receiver.drawn) >= HANDS:
        return msg("aquelarre.refuse.hands_full")
    if receiver.is_out_of_action:
        return msg("aquelarre.refuse.target_gone")
    return None


def give(bout: Bout, who: str, entry: AquelarreDeclared) -> None:
    receiver = entry.targets[0]
    giver, taker = bout.stats(who), bout.stats(receiver)
    item = entry.weapon
    assert item is not None
    if item == giver.shield and giver.shield_ready:
        bout.update(who, shield=None, shield_ready=False)
        bout.update(receiver, shield=item, shield_ready=True)
    else:
        at = giver.weapons.index(item) if item in giver.weapons else -1
        kept = giver.weapons if at < 0 else giver.weapons[:at] + giver.weapons[at + 1 :]
        hands = list(giver.drawn)
        hands.remove(item)
        bout.update(who, drawn=tuple(hands), weapons=kept)
        bout.update(receiver, drawn=(*taker.drawn, item), weapons=(*taker.weapons, item))
    bout.note(
        who,
        msg(
            "aquelarre.log.given",
            actor=bout.name(who),
            target=bout.name(receiver),
            weapon=f"aquelarre.{item}",
        ),
    )


def draw(bout: Bout, who: str, item: str | None) -> None:
    stats = bout.stats(who)
    choices = items_to_draw(stats)
    if item is None or item not in choices:
        item = choices[0] if choices else None  # a file from before the pick: the first at hand
    if item is None:
        return
    if item == stats.shield and not stats.shield_ready:
        bout.update(who, shield_ready=True)
    else:
        bout.update(who, drawn=(item, *stats.drawn)[:HANDS])
    bout.note(who, msg("aquelarre.log.drawn", actor=bout.name(who), weapon=f"aquelarre.{item}"))
