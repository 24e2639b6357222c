"""What Bastionland offers the GM at the table, as data the docks render: in the side turns the
current combatant's attack (others of its side who have not acted may join: everyone attacking
one target throws together); once the dice are down, the Deny window for the target and its
nearby Knights, the Gambits the attackers may buy with each die, and the morale save a blow
calls for."""

from __future__ import annotations

import shapely

from ...engine.base import Command
from ...engine.map_queries import MapQueries
from ...model import Battle, Message, Point, Unit, msg
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, WeaponTrait
from ..play import Choice, Extra, Issuer, Offer, Reaction, TargetChoice, TargetKind
from .commands import (
    Attack,
    Attacker,
    CheckMorale,
    CheckSurprise,
    Deny,
    MomentOfPeace,
    ResolveAttack,
    SideFirst,
)
from .dice_offers import die_gambits, die_label, focus_gambits
from .gambit_text import parse_gambits
from .pending import current_attack, denials_of
from .reach import in_melee, is_nearby
from .resolve import MORALE_AWAIT
from .structures import is_structure
from .tables import combat_table
from .turn_rolls import surprise_saved
from .turns import act_refusal

ATTACK, MISSILE, RESOLVE = "attack", "missile", "resolve"
STEP, SURPRISE = "turns", "surprise"


def _stats(battle: Battle, token: str) -> BastionlandCharacterStats | BastionlandWarbandStats | None:
    found = battle.units.get(token) or battle.characters.get(token)
    stats = found.stats if found is not None else None
    return stats if isinstance(stats, BastionlandCharacterStats | BastionlandWarbandStats) else None


def _name(battle: Battle, token: str) -> str:
    found = battle.units.get(token) or battle.characters.get(token) or battle.fortifications.get(token)
    return found.name if found is not None and found.name else token


def _side(battle: Battle, token: str) -> str:
    found = battle.units.get(token) or battle.characters.get(token)
    return found.side if found is not None else ""


def _standing(battle: Battle) -> list[str]:
    units = [u.id for u in battle.units.values() if u.stats is not None and not u.stats.is_out_of_action]
    people = [
        c.id
        for c in battle.characters.values()
        if c.position is not None and c.stats is not None and not c.stats.is_out_of_action
    ]
    return [*units, *people]


def _act_refusal(battle: Battle, actor: str) -> Message | None:
    turn = battle.turn
    stats = _stats(battle, actor)
    if turn is None or stats is None:
        return None if stats is not None else msg("bastionland.no_stats", actor=_name(battle, actor))
    return act_refusal(_name(battle, actor), stats, turn.taken.get(actor, ()), turn.round)


def _structures(battle: Battle, actor: str) -> list[TargetChoice]:
    """Structures an attacker with a siege engine may batter, with the distance to their walls."""
    stats = _stats(battle, actor)
    token = battle.units.get(actor) or battle.characters.get(actor)
    if stats is None or token is None or token.position is None:
        return []
    if not any(w.has(WeaponTrait.SIEGE) for w in stats.weapons):
        return []
    at = shapely.Point(token.position.x, token.position.y)
    return [
        TargetChoice(f.id, float(shapely.Polygon([(p.x, p.y) for p in f.outline]).distance(at)))
        for f in battle.fortifications.values()
        if is_structure(f)
    ]


def _may_focus(battle: Battle, actor: str) -> bool:
    stats = _stats(battle, actor)
    return isinstance(stats, BastionlandCharacterStats) and stats.knight and not stats.fatigued


def attack_flags(text: str) -> dict[str, str]:
    """``"charge;smite;advantages=2;blast"`` → its flags (what the builder ticked for the lead
    attacker: a charge, a Smite, tactical advantages; and a Blast for the whole attack)."""
    flags: dict[str, str] = {}
    for part in (piece.strip() for piece in text.split(";")):
        if part:
            name, _, value = part.partition("=")
            flags[name] = value or "1"
    if not flags.get("advantages", "0").isdigit():
        flags.pop("advantages")
    return flags


def _one_die(choice: Choice) -> str:
    code = str(choice.extra or "")
    return f"{choice.offer.removeprefix('die.')}:{code}" if code else ""


class BastionlandPlay:
    unit_steps: tuple[str, ...] = (STEP,)
    character_steps: tuple[str, ...] = (SURPRISE, STEP)

    def issuers(self, battle: Battle, side_id: str) -> tuple[Issuer, ...]:
        return ()

    def unit_offers(
        self, battle: Battle, maps: MapQueries, unit_id: str, issuer: str | None
    ) -> tuple[Offer, ...]:
        return self._offers(battle, unit_id)

    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        return self._offers(battle, character_id)

    def _offers(self, battle: Battle, actor: str) -> tuple[Offer, ...]:
        turn = battle.turn
        stats = _stats(battle, actor)
        if turn is not None and turn.step == SURPRISE and isinstance(stats, BastionlandCharacterStats):
            done = stats.surprised or surprise_saved(battle, actor)
            refusal = msg("bastionland.surprised_already", actor=_name(battle, actor)) if done else None
            side = _side(battle, actor)
            first = turn.order[:1] == (side,)
            refused = msg("bastionland.side_first", side=battle.sides[side].name) if first else None
            return (
                Offer("surprise", msg("bastionland.offer.surprise"), refusal=refusal),
                Offer("first", msg("bastionland.offer.side_first"), refusal=refused),
            )
        if turn is None or turn.step != STEP or stats is None:
            return ()
        refusal = _act_refusal(battle, actor)
        if refusal is None and current_attack(battle) is not None:
            refusal = msg("bastionland.attack_open")
        if refusal is None and turn.actor != actor:
            refusal = msg(
                "phase.not_your_turn", actor=_name(battle, actor), current=_name(battle, turn.actor or "")
            )
        missiles = any(w.is_ranged for w in stats.weapons)
        return (
            Offer(ATTACK, msg("bastionland.offer.attack"), TargetKind.ENEMY, refusal=refusal, group=True),
            Offer(
                MISSILE,
                msg("bastionland.offer.missile"),
                TargetKind.ENEMY,
                refusal=refusal
                or (None if missiles else msg("bastionland.no_missile", actor=_name(battle, actor))),
                group=True,
            ),
        )

    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        side = _side(battle, choice.actor)
        found: list[TargetChoice] = []
        for token in _standing(battle):
            if _side(battle, token) == side:
                continue
            gap = maps.distance(battle, choice.actor, token)
            refusal = None
            if choice.offer == ATTACK and not in_melee(gap):
                refusal = msg(
                    "bastionland.out_of_reach", actor=_name(battle, choice.actor), target=_name(battle, token)
                )
            elif choice.offer == MISSILE and not maps.has_line_of_sight(battle, choice.actor, token):
                refusal = msg(
                    "bastionland.no_line_of_sight",
                    actor=_name(battle, choice.actor),
                    target=_name(battle, token),
                )
            found.append(TargetChoice(token, gap, maps.cover(battle, choice.actor, token), refusal))
        found.extend(_structures(battle, choice.actor))
        return tuple(sorted(found, key=lambda t: t.distance_m))

    def allies(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[str, ...]:
        """Who of the actor's side may join its attack on ``choice.target``: not yet acted,
        within reach (melee) or with missiles (a volley)."""
        if choice.target is None:
            return ()
        side = _side(battle, choice.actor)
        joining: list[str] = []
        for token in _standing(battle):
            if (
                token == choice.actor
                or _side(battle, token) != side
                or _act_refusal(battle, token) is not None
            ):
                continue
            stats = _stats(battle, token)
            if stats is None:
                continue
            if choice.offer == MISSILE:
                if any(w.is_ranged for w in stats.weapons):
                    joining.append(token)
            elif in_melee(maps.distance(battle, token, choice.target)):
                joining.append(token)
        return tuple(joining)

    def blast_area(self, battle: Battle, target: str, blast: bool) -> tuple[Point, float] | None:
        """Where a Blast on ``target`` strikes: its centre and reach in metres (the GM's radius
        beyond the target's edge); the open attack's area when it is a Blast."""
        attack = current_attack(battle)
        if attack is not None:
            if not attack.blast:
                return None
            target = attack.target
        elif not blast:
            return None
        token = battle.units.get(target) or battle.characters.get(target)
        if token is None or token.position is None:
            return None
        edge = token.frontage / 2 if isinstance(token, Unit) else token.radius
        return token.position, combat_table().blast_radius_m + edge

    def peace(self, battle: Battle) -> Command:
        """The danger has passed: Guard restored and Fatigue gone for everyone."""
        return MomentOfPeace()

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
        """For a die of the open attack (``die.<n>``): the Gambits it can buy."""
        attack = current_attack(battle)
        if attack is None or not choice.offer.startswith("die."):
            return ()
        which = choice.offer.removeprefix("die.")
        if which.startswith("focus:"):
            return focus_gambits(battle, attack)
        return die_gambits(battle, attack, int(which))

    def command(self, battle: Battle, choice: Choice) -> Command:
        if choice.offer in (ATTACK, MISSILE):
            if choice.target is None:
                raise KeyError(choice.offer)
            flags = attack_flags(str(choice.extra or ""))
            lead = Attacker(
                choice.actor,
                advantages=int(flags.get("advantages", 0)),
                smite="smite" in flags,
                charging="charge" in flags,
            )
            attackers = (lead, *(Attacker(actor) for actor in choice.allies))
            return Attack(
                target=choice.target,
                attackers=attackers,
                ranged=choice.offer == MISSILE,
                blast="blast" in flags,
                duel="duel" in flags,
                on_mount="mount" in flags,
            )
        if choice.offer.startswith("die."):  # one die's Gambit chosen alone, then the damage
            return self.command(battle, Choice(choice.actor, RESOLVE, extra=_one_die(choice)))
        if choice.offer.startswith("deny."):
            return Deny(by=choice.actor, die=int(choice.offer.removeprefix("deny.")))
        if choice.offer == RESOLVE:
            attack = current_attack(battle)
            owners = {i: die.owner for i, die in enumerate(attack.pool.spec.dice)} if attack else {}
            gambits, focus = parse_gambits(str(choice.extra or ""), owners)
            return ResolveAttack(gambits=gambits, focus=focus)
        if choice.offer in ("morale", "surrender"):
            return CheckMorale(actor=choice.actor, surrender=choice.offer == "surrender")
        if choice.offer == "first":
            return SideFirst(side=_side(battle, choice.actor))
        if choice.offer == "surprise":
            return CheckSurprise(actor=choice.actor)
        raise KeyError(choice.offer)

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        return None

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        turn = battle.turn
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == MORALE_AWAIT:
            return tuple(CheckMorale(actor=actor) for actor in turn.awaiting.actors)
        return ()

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        attack = current_attack(battle)
        if attack is not None:
            return (*self._deny_window(battle, maps), self._gambits(battle))
        turn = battle.turn
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == MORALE_AWAIT:
            offers = (
                Offer("morale", msg("bastionland.offer.morale")),
                Offer("surrender", msg("bastionland.offer.surrender")),
            )
            return tuple(
                Reaction(a, msg("bastionland.prompt.morale", actor=_name(battle, a)), offers)
                for a in turn.awaiting.actors
            )
        return ()

    def _deny_window(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        attack = current_attack(battle)
        if attack is None or attack.target in battle.fortifications:
            return ()
        earlier = denials_of(battle, attack.attack)
        denied = {d.denial.die for d in earlier}
        done = {d.denial.by for d in earlier}
        side = _side(battle, attack.target)
        found: list[Reaction] = []
        for token in _standing(battle):
            stats = _stats(battle, token)
            if not isinstance(stats, BastionlandCharacterStats) or not stats.knight or token in done:
                continue
            if _side(battle, token) != side or (
                token != attack.target and not is_nearby(maps.distance(battle, token, attack.target))
            ):
                continue
            refusal = msg("bastionland.fatigued", actor=_name(battle, token)) if stats.fatigued else None
            offers = tuple(
                Offer(f"deny.{i}", die_label(battle, attack, i), refusal=refusal)
                for i in range(len(attack.pool.faces))
                if i not in denied
            )
            prompt = msg(
                "bastionland.prompt.deny", actor=_name(battle, token), target=_name(battle, attack.target)
            )
            found.append(Reaction(token, prompt, offers, attack.attack))
        return tuple(found)

    def _gambits(self, battle: Battle) -> Reaction:
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
                msg("bastionland.offer.focus", actor=_name(battle, actor)),
                extra=Extra.FORMATION,  # a menu: the Gambit the Focus pays for
            )
            for actor in attack.attackers
            if _may_focus(battle, actor)
        )
        offers = (*offers, *focus)
        prompt = msg("bastionland.prompt.gambits", target=_name(battle, attack.target))
        return Reaction(
            attack.attackers[0],
            prompt,
            (*offers, Offer(RESOLVE, msg("bastionland.offer.resolve"))),
            attack.attack,
        )

    def prompt(self, battle: Battle) -> Message | None:
        turn = battle.turn
        if turn is None or turn.finished:
            return None
        attack = current_attack(battle)
        if attack is not None:
            return msg("bastionland.prompt.attack_open", target=_name(battle, attack.target))
        if turn.awaiting is not None and turn.awaiting.kind == MORALE_AWAIT:
            return msg(
                "bastionland.prompt.morale", actor=", ".join(_name(battle, a) for a in turn.awaiting.actors)
            )
        if turn.step == "surprise":
            return msg("bastionland.prompt.surprise")
        if turn.step == STEP and turn.actor is not None:
            moved = "move" in turn.taken.get(turn.actor, ()) or bool(
                (battle.units.get(turn.actor) or battle.characters[turn.actor]).trail
            )
            key = "bastionland.prompt.act" if moved else "bastionland.prompt.move_then_act"
            return msg(key, actor=_name(battle, turn.actor))
        return None
