"""Dar objeto and Desenvainar: what a character holds, hands over or draws. A weapon handed over
leaves the giver's kit for the receiver's hand; a shield passes ready on the arm. Farther than
hand to hand the item is thrown: Lanzar for the thrower, then AGI×5 to catch it (the text); a
dropped catch leaves it at the receiver's feet, to pick up with Desenvainar; a bad throw leaves
it on the ground between them, the GM's to place. Drawing makes the drawn weapon the one wielded
(the other hand keeps what it held)."""

from __future__ import annotations

from ...model import AquelarreCharacterStats, AquelarreDeclared, Message, msg
from .bout import Bout
from .ground_items import let_fall, weapon_hands
from .percentages import skill_terms

HANDS = 2
GIVE_REACH_VARAS = 1.5  # hand to hand; farther, the item is thrown (Lanzar, then AGI×5)
CATCH_TIMES = 5


def throw_reach_varas(giver: AquelarreCharacterStats) -> float:
    """How far an item can be tossed to a companion: FUE varas (a thrown weapon's medium band)."""
    return float(giver.strength)


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
    elif len(receiver.drawn) >= weapon_hands(receiver):
        return msg("aquelarre.refuse.hands_full")
    if receiver.is_out_of_action:
        return msg("aquelarre.refuse.target_gone")
    return None


def give(bout: Bout, who: str, entry: AquelarreDeclared, far_varas: float = 0.0) -> None:
    receiver = entry.targets[0]
    item = entry.weapon
    assert item is not None
    names = {"actor": bout.name(who), "target": bout.name(receiver), "weapon": f"aquelarre.{item}"}
    shield = item == bout.stats(who).shield and bout.stats(who).shield_ready
    _let_go(bout, who, item, shield)
    if far_varas > GIVE_REACH_VARAS:
        terms = skill_terms(bout.stats(who), "lanzar")
        if not bout.percentile(who, "test", "lanzar", terms, "aquelarre.log.skill_test").succeeded:
            bout.note(who, msg("aquelarre.log.throw_missed", **names))
            return
        if not bout.test(receiver, "agility", CATCH_TIMES).succeeded:
            _take(bout, receiver, item, shield, in_hand=False)
            if not shield:
                let_fall(bout, receiver, item, from_hand=False)
            bout.note(who, msg("aquelarre.log.catch_dropped", **names))
            return
    _take(bout, receiver, item, shield, in_hand=True)
    bout.note(who, msg("aquelarre.log.given", **names))


def _let_go(bout: Bout, who: str, item: str, shield: bool) -> None:
    giver = bout.stats(who)
    if shield:
        bout.update(who, shield=None, shield_ready=False)
        return
    at = giver.weapons.index(item) if item in giver.weapons else -1
    kept = giver.weapons if at < 0 else giver.weapons[:at] + giver.weapons[at + 1 :]
    hands = list(giver.drawn)
    hands.remove(item)
    bout.update(who, drawn=tuple(hands), weapons=kept)


def _take(bout: Bout, who: str, item: str, shield: bool, in_hand: bool) -> None:
    taker = bout.stats(who)
    if shield:
        drawn = taker.drawn[: HANDS - 1] if in_hand else taker.drawn
        bout.update(who, shield=item, shield_ready=in_hand, drawn=drawn)
    else:
        drawn = (*taker.drawn, item) if in_hand else taker.drawn
        bout.update(who, drawn=drawn, weapons=(*taker.weapons, item))


def drawing(stats: AquelarreCharacterStats, item: str | None) -> tuple[str | None, dict[str, object]]:
    """What Desenvainar takes out, and the hands it leaves."""
    choices = items_to_draw(stats)
    if item is None or item not in choices:
        item = choices[0] if choices else None  # a file from before the pick: the first at hand
    if item is None:
        return None, {}
    if item == stats.shield and not stats.shield_ready:
        return item, {"shield_ready": True, "drawn": stats.drawn[: HANDS - 1]}  # one hand left for a weapon
    return item, {"drawn": (item, *stats.drawn)[: weapon_hands(stats)]}


def drawing_both(stats: AquelarreCharacterStats) -> tuple[tuple[str, ...], dict[str, object]]:
    """Desenvainar with both hands: two weapons out in one action (never a shield)."""
    sheathed = tuple(w for w in stats.weapons if w not in stats.drawn)
    if stats.drawn or len(sheathed) < HANDS or weapon_hands(stats) < HANDS:
        return (), {}
    pair = sheathed[:HANDS]
    return pair, {"drawn": pair}


def draw_both(bout: Bout, who: str) -> None:
    pair, hands = drawing_both(bout.stats(who))
    if not pair:
        return
    bout.update(who, **hands)
    for item in pair:
        bout.note(who, msg("aquelarre.log.drawn", actor=bout.name(who), weapon=f"aquelarre.{item}"))


def draw(bout: Bout, who: str, item: str | None) -> None:
    item, hands = drawing(bout.stats(who), item)
    if item is None:
        return
    bout.update(who, **hands)
    bout.note(who, msg("aquelarre.log.drawn", actor=bout.name(who), weapon=f"aquelarre.{item}"))


def handed_over(stats: AquelarreCharacterStats, item: str) -> dict[str, object]:
    """The giver's hands once Dar objeto has passed ``item`` on."""
    if item == stats.shield and stats.shield_ready:
        return {"shield": None, "shield_ready": False}
    hands = list(stats.drawn)
    if item in hands:
        hands.remove(item)
    return {"drawn": tuple(hands)}
