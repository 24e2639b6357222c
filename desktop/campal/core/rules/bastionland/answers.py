"""The answers Bastionland waits for once the dice of an attack are down: the Deny window for
the target and the Knights standing near it, and the Gambits the attackers may buy with each die
(or with a Knight's Focus), as the Play's reactions; then a group's morale after it lost half its
members, and the Reaction save offered at any moment."""

from __future__ import annotations

from ...engine.map_queries import MapQueries
from ...model import Battle, Message, msg
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats
from ..play import Extra, Offer, Reaction
from .dice_offers import die_label
from .group_morale import ORGANISED
from .pending import current_attack, denials_of
from .reach import is_nearby
from .turns import act_refusal

RESOLVE = "resolve"
REACTION = "reaction"


def stats_of(battle: Battle, token: str) -> BastionlandCharacterStats | BastionlandWarbandStats | None:
    found = battle.units.get(token) or battle.characters.get(token)
    stats = found.stats if found is not None else None
    return stats if isinstance(stats, BastionlandCharacterStats | BastionlandWarbandStats) else None


def name_of(battle: Battle, token: str) -> str:
    found = battle.units.get(token) or battle.characters.get(token) or battle.fortifications.get(token)
    return found.name if found is not None and found.name else token


def side_of(battle: Battle, token: str) -> str:
    found = battle.units.get(token) or battle.characters.get(token)
    return found.side if found is not None else ""


def standing(battle: Battle) -> list[str]:
    units = [u.id for u in battle.units.values() if u.stats is not None and not u.stats.is_out_of_action]
    people = [
        c.id
        for c in battle.characters.values()
        if c.position is not None and c.stats is not None and not c.stats.is_out_of_action
    ]
    return [*units, *people]


def act_refusal_of(battle: Battle, actor: str) -> Message | None:
    turn = battle.turn
    stats = stats_of(battle, actor)
    if turn is None or stats is None:
        return None if stats is not None else msg("bastionland.no_stats", actor=name_of(battle, actor))
    return act_refusal(name_of(battle, actor), stats, turn.taken.get(actor, ()), turn.round)


def may_focus(battle: Battle, actor: str) -> bool:
    stats = stats_of(battle, actor)
    return isinstance(stats, BastionlandCharacterStats) and stats.knight and not stats.fatigued


def deny_window(battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
    attack = current_attack(battle)
    if attack is None or attack.target in battle.fortifications:
        return ()
    earlier = denials_of(battle, attack.attack)
    denied = {d.denial.die for d in earlier}
    done = {d.denial.by for d in earlier}
    side = side_of(battle, attack.target)
    found: list[Reaction] = []
    for token in standing(battle):
        stats = stats_of(battle, token)
        if not isinstance(stats, BastionlandCharacterStats) or not stats.knight or token in done:
            continue
        if side_of(battle, token) != side or (
            token != attack.target and not is_nearby(maps.distance(battle, token, attack.target))
        ):
            continue
        refusal = msg("bastionland.fatigued", actor=name_of(battle, token)) if stats.fatigued else None
        offers = tuple(
            Offer(f"deny.{i}", die_label(battle, attack, i), refusal=refusal)
            for i in range(len(attack.pool.faces))
            if i not in denied
        )
        prompt = msg(
            "bastionland.prompt.deny", actor=name_of(battle, token), target=name_of(battle, attack.target)
        )
        found.append(Reaction(token, prompt, offers, attack.attack))
    return tuple(found)


def gambits_answer(battle: Battle) -> Reaction:
    attack = current_attack(battle)
    assert attack is not None
    denied = {d.denial.die for d in denials_of(battle, attack.attack)}
    offers = tuple(
        Offer(
            f"die.{i}",
            die_label(battle, attack, i),
            extra=Extra.FORMATION,  # a menu: the Gambits this die can buy
            refusal=msg("bastionland.die_denied") if i in denied else None,
        )
        for i in range(len(attack.pool.faces))
    )
    focus = tuple(
        Offer(
            f"die.focus:{actor}",
            msg("bastionland.offer.focus", actor=name_of(battle, actor)),
            extra=Extra.FORMATION,  # a menu: the Gambit the Focus pays for
        )
        for actor in attack.attackers
        if may_focus(battle, actor)
    )
    offers = (*offers, *focus)
    prompt = msg("bastionland.prompt.gambits", target=name_of(battle, attack.target))
    return Reaction(
        attack.attackers[0],
        prompt,
        (*offers, Offer(RESOLVE, msg("bastionland.offer.resolve"))),
        attack.attack,
    )


def reaction_offer(battle: Battle, actor: str) -> Offer:
    """The SPI save against an unfavourable reaction: free, at any moment, not for players."""
    stats = stats_of(battle, actor)
    refusal = None
    if isinstance(stats, BastionlandCharacterStats) and stats.player:
        refusal = msg("bastionland.players_react", actor=name_of(battle, actor))
    elif stats is not None and stats.is_out_of_action:
        refusal = msg("bastionland.target_out", target=name_of(battle, actor))
    return Offer(REACTION, msg("bastionland.offer.reaction"), refusal=refusal)


def group_reactions(battle: Battle, side: str, actors: tuple[str, ...], detail: str) -> tuple[Reaction, ...]:
    """A group that lost half its members: its leader saves once for all, or each member."""
    group = battle.sides[side].name
    if detail == ORGANISED:
        offers = (
            Offer("group_morale", msg("bastionland.offer.group_morale")),
            Offer("group_surrender", msg("bastionland.offer.group_surrender")),
        )
        prompt = msg("bastionland.prompt.group_leader", side=group, actor=name_of(battle, actors[0]))
        return (Reaction(actors[0], prompt, offers),)
    offers = (
        Offer("morale", msg("bastionland.offer.morale")),
        Offer("surrender", msg("bastionland.offer.surrender")),
    )
    return tuple(
        Reaction(a, msg("bastionland.prompt.group_member", side=group, actor=name_of(battle, a)), offers)
        for a in actors
    )
