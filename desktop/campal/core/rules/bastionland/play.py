"""What Bastionland offers the GM at the table, as data the docks render: in the side turns the
current combatant's attack (others of its side who have not acted may join: everyone attacking
one target throws together); once the dice are down, the Deny window for the target and its
nearby Knights, the Gambits the attackers may buy with each die, and the morale save a blow
calls for."""

from __future__ import annotations

from typing import Literal

import shapely

from ...engine.base import Command, CommandRefused
from ...engine.map_queries import MapQueries
from ...model import Battle, Message, Point, Unit, msg
from ...model.bastionland import BastionlandCharacterStats, WeaponTrait
from ..play import Choice, Extra, Issuer, Offer, Reaction, TargetChoice, TargetKind
from .answers import (
    REACTION,
    RESOLVE,
    act_refusal_of,
    deny_window,
    gambits_answer,
    group_reactions,
    name_of,
    reaction_offer,
    side_of,
    standing,
    stats_of,
)
from .commands import (
    Attack,
    Attacker,
    CheckGroupMorale,
    CheckMorale,
    CheckReaction,
    CheckSurprise,
    Deny,
    GoesNext,
    MomentOfPeace,
    PickUpWeapon,
    ResolveAttack,
    SideFirst,
    TakeWeapons,
    UseRemedy,
)
from .dice_offers import die_gambits, focus_gambits
from .gambit_points import PointWanted, points_wanted, with_points
from .gambit_text import parse_gambits
from .group_morale import GROUP_AWAIT, ORGANISED
from .hands import Combatant, grips
from .loadout import Situation, chosen_weapons
from .pending import current_attack
from .player_order import goes_next_refusal
from .reach import attack_reach_refusal, in_melee
from .resolve import MORALE_AWAIT
from .structures import is_structure
from .tables import combat_table
from .turn_rolls import SURPRISE_ACTION, surprise_saved

ATTACK, MISSILE = "attack", "missile"
GOES_NEXT = "goes_next"  # a player character takes its turn before the one listed first
STEP, SURPRISE = "turns", "surprise"
TAKE, PICK_UP, ARMS = "take_weapons", "pick_up.", "arms."


def _structures(battle: Battle, actor: str) -> list[TargetChoice]:
    """Structures an attacker with a siege engine may batter, with the distance to their walls."""
    stats = stats_of(battle, actor)
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


def _code(grip: tuple[int, ...]) -> str:
    return "+".join(str(i) for i in grip)


def _names(stats: Combatant, code: str) -> tuple[str, ...]:
    """The names of the weapons at the places ``code`` lists (``"0+2"``); places it does not
    hold are left out."""
    places = [int(part) for part in code.split("+") if part.isdigit()]
    return tuple(stats.weapons[i].name for i in places if i < len(stats.weapons))


def _grip_label(stats: Combatant, grip: tuple[int, ...]) -> Message:
    weapons = " + ".join(f"{stats.weapons[i].name} ({stats.weapons[i].dice})" for i in grip)
    return msg("bastionland.grip", weapons=weapons)


def _arms(battle: Battle, flags: dict[str, str], actor: str) -> tuple[str, ...]:
    """The weapons the builder picked for ``actor`` (``arms.<actor>=0+1``); none: those in hand."""
    stats = stats_of(battle, actor)
    code = flags.get(f"{ARMS}{actor}", "")
    return _names(stats, code) if stats is not None and code else ()


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

    def skipped(self, battle: Battle) -> Message | None:
        """The surprise step left with no save made and nobody marked surprised: said, as the
        Next step key then begins the turns as if nobody were caught unprepared."""
        turn = battle.turn
        if turn is None or turn.step != SURPRISE:
            return None
        if any(SURPRISE_ACTION in taken for taken in turn.taken.values()):
            return None
        people = [stats_of(battle, who) for who in (*battle.units, *battle.characters)]
        if any(isinstance(stats, BastionlandCharacterStats) and stats.surprised for stats in people):
            return None
        return msg("bastionland.surprise_skipped")

    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        return self._offers(battle, character_id)

    def _offers(self, battle: Battle, actor: str) -> tuple[Offer, ...]:
        turn = battle.turn
        stats = stats_of(battle, actor)
        if turn is not None and turn.step == SURPRISE and isinstance(stats, BastionlandCharacterStats):
            done = stats.surprised or surprise_saved(battle, actor)
            refusal = msg("bastionland.surprised_already", actor=name_of(battle, actor)) if done else None
            side = side_of(battle, actor)
            first = turn.order[:1] == (side,)
            refused = msg("bastionland.side_first", side=battle.sides[side].name) if first else None
            return (
                Offer("surprise", msg("bastionland.offer.surprise"), refusal=refusal),
                Offer("first", msg("bastionland.offer.side_first"), refusal=refused),
                reaction_offer(battle, actor),
            )
        if turn is None or turn.step != STEP or stats is None:
            return ()
        refusal = act_refusal_of(battle, actor)
        if refusal is None and current_attack(battle) is not None:
            refusal = msg("bastionland.attack_open")
        if refusal is None and turn.actor != actor:
            refusal = msg(
                "phase.not_your_turn", actor=name_of(battle, actor), current=name_of(battle, turn.actor or "")
            )
        missiles = any(w.is_ranged for w in stats.weapons)
        now: tuple[Offer, ...] = ()
        if turn.actor != actor and goes_next_refusal(battle, actor) is None:
            now = (Offer(GOES_NEXT, msg("bastionland.offer.goes_next")),)
        return (
            *now,
            Offer(ATTACK, msg("bastionland.offer.attack"), TargetKind.ENEMY, refusal=refusal, group=True),
            Offer(
                MISSILE,
                msg("bastionland.offer.missile"),
                TargetKind.ENEMY,
                refusal=refusal
                or (None if missiles else msg("bastionland.no_missile", actor=name_of(battle, actor))),
                group=True,
            ),
            *self._gear_offers(battle, actor),
            reaction_offer(battle, actor),
        )

    def _gear_offers(self, battle: Battle, actor: str) -> tuple[Offer, ...]:
        """A change of weapon and picking up a weapon at its feet: minor actions, open at any
        moment of the side turns to anyone still in the fight."""
        stats = stats_of(battle, actor)
        if stats is None:
            return ()
        who = name_of(battle, actor)
        out = msg("bastionland.out_of_action", actor=who) if stats.is_out_of_action else None
        grips_now = grips(stats, False) + grips(stats, True)
        offers = (
            [Offer(TAKE, msg("bastionland.offer.take_weapons"), extra=Extra.CHOICE, refusal=out)]
            if len(grips_now) > 1
            else []
        )
        offers.extend(
            Offer(f"{PICK_UP}{index}", msg("bastionland.offer.pick_up", weapon=weapon.name), refusal=out)
            for index, weapon in enumerate(stats.on_ground)
        )
        return tuple(offers)

    def weapon_choices(self, battle: Battle, actor: str, offer: str) -> tuple[tuple[str, Message], ...]:
        """The weapons ``actor`` may attack with in ``offer`` (a melee attack or missiles), each
        way its hands can hold them, the ones in hand first; the code is their places in its list
        (``"0+2"``), as the attack builder's ``arms.<actor>`` flag gives it back. First come the
        weapons the attack would use unasked (those in hand, or the first that fit)."""
        stats = stats_of(battle, actor)
        if stats is None:
            return ()
        try:
            held = tuple(w.name for w in chosen_weapons(stats, Situation(ranged=offer == MISSILE)))
        except CommandRefused:
            held = ()
        found = [(_code(g), _grip_label(stats, g)) for g in grips(stats, offer == MISSILE)]
        found.sort(key=lambda pair: tuple(sorted(_names(stats, pair[0]))) != tuple(sorted(held)))
        return tuple(found)

    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        side = side_of(battle, choice.actor)
        found: list[TargetChoice] = []
        enemies = [token for token in standing(battle) if side_of(battle, token) != side]
        maps.look_at_each(battle, choice.actor, enemies)  # cover beside every name, worked out at once
        for token in enemies:
            gap = maps.distance(battle, choice.actor, token)
            refusal = (
                attack_reach_refusal(battle, maps, choice.actor, token, choice.offer == MISSILE)
                if choice.offer in (ATTACK, MISSILE)
                else None
            )
            found.append(TargetChoice(token, gap, maps.cover(battle, choice.actor, token), refusal))
        found.extend(_structures(battle, choice.actor))
        return tuple(sorted(found, key=lambda t: t.distance_m))

    def allies(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[str, ...]:
        """Who of the actor's side may join its attack on ``choice.target``: not yet acted,
        within reach (melee) or with missiles (a volley)."""
        if choice.target is None:
            return ()
        side = side_of(battle, choice.actor)
        joining: list[str] = []
        for token in standing(battle):
            if (
                token == choice.actor
                or side_of(battle, token) != side
                or act_refusal_of(battle, token) is not None
            ):
                continue
            stats = stats_of(battle, token)
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

    def points_wanted(self, battle: Battle, command: Command) -> tuple[PointWanted, ...]:
        """The Move and Repel Gambits of a resolution whose point the GM picks on the map."""
        return points_wanted(battle, command)

    def with_points(self, command: Command, points: tuple[tuple[int, Point], ...]) -> Command:
        return with_points(command, points)

    def remedy(self, side: str, virtue: str, value: int) -> Command:
        """A Remedy for the side's Virtue at 0 (its value: the GM's, defaulting to the table's)."""
        chosen: Literal["vigour", "clarity", "spirit"] = (
            "vigour" if virtue == "vigour" else "clarity" if virtue == "clarity" else "spirit"
        )
        return UseRemedy(side=side, virtue=chosen, value=value)

    def remedy_default(self) -> int:
        return combat_table().remedy_restores_to

    def peace(self, battle: Battle) -> Command:
        """The danger has passed: Guard restored and Fatigue gone for everyone."""
        return MomentOfPeace()

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
        """For a die of the open attack (``die.<n>``): the Gambits it can buy; for a change of
        weapon, every way the hands can hold the weapons carried."""
        if choice.offer == TAKE:
            return self._grips(battle, choice.actor)
        attack = current_attack(battle)
        if attack is None or not choice.offer.startswith("die."):
            return ()
        which = choice.offer.removeprefix("die.")
        if which.startswith("focus:"):
            return focus_gambits(battle, attack)
        return die_gambits(battle, attack, int(which))

    def _grips(self, battle: Battle, actor: str) -> tuple[tuple[str, Message], ...]:
        stats = stats_of(battle, actor)
        if stats is None:
            return ()
        return tuple((_code(g), _grip_label(stats, g)) for g in (*grips(stats, False), *grips(stats, True)))

    def command(self, battle: Battle, choice: Choice) -> Command:
        if choice.offer in (ATTACK, MISSILE):
            if choice.target is None:
                raise KeyError(choice.offer)
            flags = attack_flags(str(choice.extra or ""))
            lead = Attacker(
                choice.actor,
                weapons=_arms(battle, flags, choice.actor),
                advantages=int(flags.get("advantages", 0)),
                smite="smite" in flags,
                charging="charge" in flags,
            )
            attackers = (lead, *(Attacker(a, weapons=_arms(battle, flags, a)) for a in choice.allies))
            return Attack(
                target=choice.target,
                attackers=attackers,
                ranged=choice.offer == MISSILE,
                blast="blast" in flags,
                duel="duel" in flags,
                reply_smite="reply_smite" in flags,
                bloodless="bloodless" in flags,
                on_mount="mount" in flags,
            )
        if choice.offer == TAKE:
            stats = stats_of(battle, choice.actor)
            return TakeWeapons(choice.actor, _names(stats, str(choice.extra or "")) if stats else ())
        if choice.offer.startswith(PICK_UP):
            stats = stats_of(battle, choice.actor)
            lying = stats.on_ground if stats is not None else ()
            index = int(choice.offer.removeprefix(PICK_UP))
            return PickUpWeapon(choice.actor, lying[index].name if index < len(lying) else "")
        if choice.offer.startswith("die."):  # one die's Gambit chosen alone, then the damage
            return self.command(battle, Choice(choice.actor, RESOLVE, extra=_one_die(choice)))
        if choice.offer.startswith("deny."):
            return Deny(by=choice.actor, die=int(choice.offer.removeprefix("deny.")))
        if choice.offer == RESOLVE:
            attack = current_attack(battle)
            owners = {i: die.owner for i, die in enumerate(attack.pool.spec.dice)} if attack else {}
            gambits, focus = parse_gambits(str(choice.extra or ""), owners)
            return ResolveAttack(gambits=gambits, focus=focus)
        if choice.offer in ("group_morale", "group_surrender"):
            turn = battle.turn
            awaiting = turn.awaiting if turn is not None else None
            side = awaiting.subject if awaiting is not None and awaiting.kind == GROUP_AWAIT else ""
            return CheckGroupMorale(
                side=side or side_of(battle, choice.actor), surrender=choice.offer == "group_surrender"
            )
        if choice.offer in ("morale", "surrender"):
            return CheckMorale(actor=choice.actor, surrender=choice.offer == "surrender")
        if choice.offer == "first":
            return SideFirst(side=side_of(battle, choice.actor))
        if choice.offer == "surprise":
            return CheckSurprise(actor=choice.actor)
        if choice.offer == GOES_NEXT:
            return GoesNext(actor=choice.actor)
        if choice.offer == REACTION:
            return CheckReaction(actor=choice.actor)
        raise KeyError(choice.offer)

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        return None

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        turn = battle.turn
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == MORALE_AWAIT:
            return tuple(CheckMorale(actor=actor) for actor in turn.awaiting.actors)
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == GROUP_AWAIT:
            if turn.awaiting.detail == ORGANISED:
                return (CheckGroupMorale(side=turn.awaiting.subject),)
            return tuple(CheckMorale(actor=actor) for actor in turn.awaiting.actors)
        return ()

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        attack = current_attack(battle)
        if attack is not None:
            return (*deny_window(battle, maps), gambits_answer(battle))
        turn = battle.turn
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == MORALE_AWAIT:
            offers = (
                Offer("morale", msg("bastionland.offer.morale")),
                Offer("surrender", msg("bastionland.offer.surrender")),
            )
            return tuple(
                Reaction(a, msg("bastionland.prompt.morale", actor=name_of(battle, a)), offers)
                for a in turn.awaiting.actors
            )
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == GROUP_AWAIT:
            return group_reactions(battle, turn.awaiting.subject, turn.awaiting.actors, turn.awaiting.detail)
        return ()

    def prompt(self, battle: Battle) -> Message | None:
        turn = battle.turn
        if turn is None or turn.finished:
            return None
        attack = current_attack(battle)
        if attack is not None:
            return msg("bastionland.prompt.attack_open", target=name_of(battle, attack.target))
        if turn.awaiting is not None and turn.awaiting.kind == MORALE_AWAIT:
            return msg(
                "bastionland.prompt.morale", actor=", ".join(name_of(battle, a) for a in turn.awaiting.actors)
            )
        if turn.awaiting is not None and turn.awaiting.kind == GROUP_AWAIT:
            return msg("bastionland.prompt.group_morale", side=battle.sides[turn.awaiting.subject].name)
        if turn.step == "surprise":
            return msg("bastionland.prompt.surprise")
        if turn.step == STEP and turn.actor is not None:
            moved = "move" in turn.taken.get(turn.actor, ()) or bool(
                (battle.units.get(turn.actor) or battle.characters[turn.actor]).trail
            )
            key = "bastionland.prompt.act" if moved else "bastionland.prompt.move_then_act"
            return msg(key, actor=name_of(battle, turn.actor))
        return None
