"""What Exalted offers the GM at the table: on the long-tick timeline, the actions of the unit or
lone character whose tick it is (Speed and DV on each, refused ones saying why), the reflexive
ones and the tests a unit owes at any moment, their targets, and the commands behind them."""

from __future__ import annotations

from dataclasses import replace

from ...engine.base import Command, CommandRefused
from ...engine.map_queries import MapQueries
from ...engine.moves import MoveUnit
from ...model import Battle, ExaltedCharacterStats, ExaltedFormation, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ..play import Choice, Extra, Issuer, Offer, Reaction, TargetChoice, TargetKind
from .apart import apart_attack_refusal, apart_refusal, shooting_from, unit_apart_from
from .attacks import ammunition_after
from .commands import (
    Attack,
    CommandAction,
    CommanderFalls,
    DuelInterference,
    DuelStrike,
    EndDuel,
    JoinUnit,
    JoinWar,
    LeaveUnit,
    MagicAtUnit,
    MoraleTest,
    NameChampion,
    OweTest,
    RecoverMagnitude,
    SimpleAction,
    TakeCommand,
    TroopCasualty,
)
from .field import reach_m
from .gm_values import GM_VALUES, gm_value_choices, gm_value_command
from .magic import SCOPES
from .melee import parting_refusal
from .movement import movement_table
from .offers import (
    CHARACTER_ACTIONS,
    MOVES,
    REFLEXIVE,
    UNIT_ACTIONS,
    difficulty_of,
    offer,
    reflexive_refusal,
    turn_refusal,
    unit_refusal,
)
from .orders import formation_refusal, recovery_days
from .regroup import midpoint_soldiers
from .tables import charms, formation, morale, spell_spec

ATTACKS = {"attack", "ranged_attack", "flurry", "envelop", "called_shot", "initiate_duel"}
TURNS = (45, 90, 135, 180, -45, -90, -135)
CALLED = ("commander", "hero", "sorcerer")


def _unit(battle: Battle, unit_id: str) -> ExaltedUnitStats | None:
    unit = battle.units.get(unit_id)
    return unit.stats if unit is not None and isinstance(unit.stats, ExaltedUnitStats) else None


class ExaltedPlay:
    unit_steps: tuple[str, ...] = ("timeline",)
    character_steps: tuple[str, ...] = ("timeline",)

    def issuers(self, battle: Battle, side_id: str) -> tuple[Issuer, ...]:
        return ()

    # -- offers ----------------------------------------------------------------------------------
    def unit_offers(
        self, battle: Battle, maps: MapQueries, unit_id: str, issuer: str | None
    ) -> tuple[Offer, ...]:
        stats = _unit(battle, unit_id)
        if stats is None:
            return ()
        owed = msg("exalted.refusal.tests_owed", unit=battle.units[unit_id].name) if stats.pending else None
        found = []
        for offer_id, (target, extra, spec_id) in UNIT_ACTIONS.items():
            refusal = (
                owed
                or turn_refusal(battle, unit_id, spec_id)
                or unit_refusal(battle, maps, unit_id, offer_id, stats)
            )
            if refusal is None and target is not TargetKind.NONE:
                refusal = self._no_target(battle, maps, Choice(unit_id, offer_id))
            made = offer(offer_id, target, extra, spec_id, refusal, difficulty_of(stats, offer_id))
            found.append(replace(made, second=TargetKind.FRIEND) if offer_id == "signal_many" else made)
        for offer_id, extra in REFLEXIVE.items():
            refusal = owed or reflexive_refusal(battle, unit_id, offer_id, stats)
            spec_id = offer_id if offer_id != "act_apart" else "leave_unit"
            target = TargetKind.ENEMY if offer_id == "parting_attack" else TargetKind.NONE
            found.append(offer(offer_id, target, extra, spec_id, refusal))
        for test in dict.fromkeys(stats.pending):
            found.append(self._test_offer(test))
        if battle.turn is not None and battle.turn.finished:
            found.extend(self._after_battle(stats))
        return tuple(found)

    @staticmethod
    def _after_battle(stats: ExaltedUnitStats) -> tuple[Offer, ...]:
        """Once the battle is over: casualties in a troop that lost Magnitude, and recovery."""
        lost = None if stats.magnitude_lost > 0 else msg("exalted.refusal.no_losses", unit="")
        behind = stats.start_magnitude is not None and stats.magnitude < stats.start_magnitude
        recover = None if behind else msg("exalted.refusal.recovery", unit="", days=0)
        return (
            Offer(
                "casualty",
                msg("exalted.extra.action", action="exalted.casualty"),
                extra=Extra.NOTE,
                refusal=lost,
            ),
            Offer(
                "recover",
                msg("exalted.extra.action", action="exalted.recover"),
                extra=Extra.FORMATION,
                refusal=recover,
            ),
        )

    def _test_offer(self, test: str) -> Offer:
        kind, _, cause = test.partition(":")
        extra = Extra.FORMATION if kind in ("rout", "hesitation") else Extra.NONE
        label = msg("exalted.offer_test", action=f"exalted.{kind}_{cause}")
        return Offer(f"test:{test}", label, extra=extra, speed=0, reflexive=True)

    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        who = battle.characters[character_id]
        if not isinstance(who.stats, ExaltedCharacterStats):
            return ()
        found = []
        for offer_id in CHARACTER_ACTIONS:
            spec_id = "attack" if offer_id == "ranged_attack" else offer_id
            target = TargetKind.ENEMY if offer_id in ATTACKS else TargetKind.NONE
            target = TargetKind.FRIEND if offer_id == "join_unit" else target
            extra = Extra.FORMATION if offer_id in ("charm", "spell") else Extra.NONE
            refusal = turn_refusal(battle, character_id, spec_id)
            if refusal is None and offer_id == "ranged_attack" and who.stats.traits.gear.range_yards <= 0:
                refusal = msg("exalted.refusal.no_missiles", unit=who.name)
            if refusal is None and offer_id == "fall_back_in_line" and who.stats.unit is None:
                refusal = msg("exalted.refusal.no_special")
            if refusal is None and target is not TargetKind.NONE:
                refusal = self._no_target(battle, maps, Choice(character_id, offer_id))
            found.append(offer(offer_id, target, extra, spec_id, refusal))
        return tuple(found)

    def _no_target(self, battle: Battle, maps: MapQueries, choice: Choice) -> Message | None:
        found = self.targets(battle, maps, choice)
        if any(t.refusal is None for t in found):
            return None
        if not found:
            return msg("offer.no_target")
        return min(found, key=lambda t: t.distance_m).refusal

    # -- targets and extras ----------------------------------------------------------------------
    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        actor = battle.units.get(choice.actor) or battle.characters.get(choice.actor)
        if actor is None:
            return ()
        friendly = choice.offer in ("merge", "swap_specials", "signal", "signal_many", "join_unit")
        picked = {choice.target, choice.second, *choice.more}
        found: list[tuple[str, float]] = []
        for unit in battle.units.values():
            stats = _unit(battle, unit.id)
            if (
                unit.id == actor.id
                or unit.id in picked
                or stats is None
                or stats.is_out_of_action
                or (unit.side == actor.side) != friendly
            ):
                continue
            gap = maps.distance(battle, actor.id, unit.id)
            found.append((unit.id, gap))
        if not friendly:
            for character in battle.characters.values():
                lone = character.stats
                if (
                    character.side == actor.side
                    or character.position is None
                    or not isinstance(lone, ExaltedCharacterStats)
                ):
                    continue
                if choice.offer not in ("attack", "ranged_attack", "called_shot") or lone.is_out_of_action:
                    continue
                gap = maps.distance(battle, actor.id, character.id)
                found.append((character.id, gap))
        if choice.offer == "ranged_attack":  # sight of every name, worked out at once
            maps.look_at_each(battle, actor.id, [token for token, _ in found])
        return tuple(
            TargetChoice(token, gap, refusal=self._reach(battle, maps, choice, token, gap))
            for token, gap in found
        )

    def _reach(
        self, battle: Battle, maps: MapQueries, choice: Choice, target: str, gap: float
    ) -> Message | None:
        apart = unit_apart_from(battle, target) is not None
        if target in battle.characters and (choice.offer == "called_shot") != apart:
            if apart:
                return apart_refusal(battle, choice.offer, target)
            return msg("exalted.refusal.no_special")
        if choice.offer in ATTACKS:
            refused = apart_attack_refusal(battle, choice.actor, target)
            if refused is not None:
                return refused
        if choice.offer == "called_shot":
            return self._called_reach(battle, maps, choice, target, gap)
        if choice.offer == "parting_attack":
            stats = _unit(battle, target)
            return parting_refusal(stats, choice.actor) if stats is not None else msg("offer.no_target")
        if choice.offer == "ranged_attack":
            reach = self._range(battle, choice.actor)
            gap = maps.distance(battle, shooting_from(battle, choice.actor), target)
            if gap > reach + 1e-6:
                return msg("offer.out_of_reach", distance=round(gap), reach=round(reach))
            if not maps.has_line_of_sight(battle, choice.actor, target):
                return msg("offer.no_line_of_sight")
            return None
        if choice.offer in ("signal", "signal_many"):
            return None
        if not maps.in_contact(battle, choice.actor, target):
            return msg("offer.not_in_contact", distance=round(gap))
        stats = _unit(battle, choice.actor)
        engaging = choice.offer in ("disengage", "initiate_duel")
        if engaging and stats is not None and target not in stats.engaged:
            return msg("exalted.refusal.not_engaged", other=battle.units[target].name)
        return None

    def _called_reach(
        self, battle: Battle, maps: MapQueries, choice: Choice, target: str, gap: float
    ) -> Message | None:
        """A called shot in close combat at a unit engaged with the actor (or at a special
        character apart, in contact), else at range."""
        engaged = choice.actor in _engaged(battle, target) or target in battle.characters
        if engaged and maps.in_contact(battle, choice.actor, target):
            return None
        if not self._can_shoot(battle, choice.actor):
            return msg("exalted.refusal.called_shot")
        return self._reach(battle, maps, replace(choice, offer="ranged_attack"), target, gap)

    def _can_shoot(self, battle: Battle, actor: str) -> bool:
        stats = _unit(battle, actor)
        if stats is not None:
            return stats.range_yards > 0 and ammunition_after(stats) is not None
        return self._range(battle, actor) > 0

    def _range(self, battle: Battle, actor: str) -> float:
        stats = _unit(battle, actor)
        if stats is not None:
            return reach_m(stats)
        lone = battle.characters[actor].stats
        assert isinstance(lone, ExaltedCharacterStats)
        return reach_m(ExaltedUnitStats(range_yards=lone.traits.gear.range_yards))

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
        stats = _unit(battle, choice.actor)
        if choice.offer == "charm":
            return tuple(
                (key, msg("exalted.extra.charm", es=c.es, en=c.en, speed=c.speed, dv=c.dv))
                for key, c in charms().charms.items()
            )
        if choice.offer == "spell":
            return tuple(
                (str(m), msg("exalted.extra.spell", minutes=m, speed=spell_spec(m).speed))
                for m in charms().spell_minutes
            )
        if choice.offer.startswith("test:"):
            return tuple(
                (k, msg("exalted.extra.perceived", difficulty=v, action=f"exalted.perceived_{k}"))
                for k, v in morale().perceived_enemy.items()
            )
        if stats is None:
            return ()
        if choice.offer == "change_formation":
            return tuple(
                (
                    kind.value,
                    msg(
                        "exalted.extra.formation",
                        formation=f"exalted.{kind.value}",
                        drill=formation(kind).min_drill,
                    ),
                )
                for kind in ExaltedFormation
                if formation_refusal(stats, kind) is None
            )
        if choice.offer == "turn":
            return tuple((str(d), msg("exalted.extra.degrees", degrees=d)) for d in TURNS)
        if choice.offer == "rally":
            return tuple(
                (e, msg("exalted.extra.action", action=f"exalted.{e}"))
                for e in ("organization", "numbers", "second_wind")
            )
        if choice.offer == "initiate_duel":
            return tuple(
                (k, msg("exalted.extra.action", action=f"exalted.{k}"))
                for k in ("accepted_duel", "force_duel")
            )
        if choice.offer == "merge":
            return tuple(
                (k, msg("exalted.extra.action", action=f"exalted.lead_{k}"))
                for k in ("larger", "keeper", "other")
            )
        if choice.offer == "flurry":
            return tuple((str(n), msg("exalted.extra.attacks", count=n)) for n in (2, 3, 4))
        if choice.offer == "called_shot":
            # Asked before the target is picked: whom to aim at, by kind; a special character
            # acting apart is aimed at by picking its own token.
            return tuple((k, msg("exalted.extra.action", action=f"exalted.{k}")) for k in CALLED)
        if choice.offer == "recover":
            days = recovery_days(stats.magnitude)
            return ((str(days), msg("exalted.extra.days", days=days)),)
        if choice.offer == "call_test":
            triggers = [f"rout:{t}" for t in morale().triggers] + [
                f"hesitation:{t}" for t in morale().triggers
            ]
            triggers += [f"exhaustion:{c}" for c in morale().exhaustion_bonuses]
            return tuple(
                (t, msg("exalted.extra.action", action="exalted." + t.replace(":", "_"))) for t in triggers
            )
        if choice.offer == "split":
            return self._split_sizes(stats)
        if choice.offer == "signal_many":
            friends = sum(1 for u in battle.units.values() if u.side == battle.units[choice.actor].side) - 1
            return tuple(
                (str(n), msg("exalted.extra.units", count=n))
                for n in range(2, min(stats.relays, friends) + 1)
            )
        if choice.offer in GM_VALUES:
            return gm_value_choices(choice.offer)
        if choice.offer == "magic_at_unit":
            return tuple((s, msg("exalted.extra.action", action=f"exalted.magic_{s}")) for s in SCOPES)
        if choice.offer == "name_champion":
            hero = (
                (
                    "commander",
                    msg(
                        "exalted.extra.special", name=stats.commander_name or "—", action="exalted.commander"
                    ),
                ),
            )
            return hero + tuple(
                e
                for e in self._specials(stats)
                if next(s for s in stats.specials if s.id == e[0]).kind is SpecialKind.HERO
            )
        if choice.offer == "take_command":
            return tuple(
                e
                for e in self._specials(stats)
                if stats.specials and next(s for s in stats.specials if s.id == e[0]).kind is SpecialKind.HERO
            )
        if choice.offer in ("leave_unit", "act_apart", "swap_specials"):
            return self._specials(stats)
        return ()

    @staticmethod
    def _split_sizes(stats: ExaltedUnitStats) -> tuple[tuple[str, Message], ...]:
        """A hero to lead the new unit and how many soldiers go with him: a quarter, half or
        three quarters of the unit."""
        total = midpoint_soldiers(stats.magnitude)
        sizes = sorted({min(max(total * part // 4, 1), total - 1) for part in (1, 2, 3)})
        return tuple(
            (f"{s.id}:{soldiers}", msg("exalted.extra.split", name=s.name, soldiers=soldiers, total=total))
            for s in stats.specials
            if s.kind is SpecialKind.HERO and s.character is None
            for soldiers in sizes
            if soldiers >= 1
        )

    @staticmethod
    def _specials(stats: ExaltedUnitStats) -> tuple[tuple[str, Message], ...]:
        return tuple(
            (s.id, msg("exalted.extra.special", name=s.name, action=f"exalted.{s.kind.value}"))
            for s in stats.specials
            if s.character is None
        )

    # -- commands --------------------------------------------------------------------------------
    def command(self, battle: Battle, choice: Choice) -> Command:
        who, target, extra = choice.actor, choice.target or "", choice.extra
        if choice.offer.startswith("test:"):
            return MoraleTest(who, choice.offer[5:], perceived=str(extra or "equal"))
        match choice.offer:
            case "attack" | "envelop":
                return Attack(who, target, action=choice.offer)
            case "initiate_duel":
                return Attack(who, target, action="initiate_duel", forced=extra == "force_duel")
            case "ranged_attack":
                return Attack(who, target, ranged=True)
            case "flurry":
                return Attack(who, target, action="flurry", count=_number(extra, 2))
            case "called_shot":
                if target in battle.characters:
                    return Attack(who, target, action="called_shot", ranged=self._can_shoot(battle, who))
                return Attack(
                    who,
                    target,
                    action="called_shot",
                    called=_called(battle, target, str(extra or "commander")),
                    ranged=who not in _engaged(battle, target),
                )
            case "change_formation":
                return CommandAction(who, "change_formation", formation=ExaltedFormation(str(extra)))
            case "reactive_formation":
                return CommandAction(
                    who, "change_formation", formation=ExaltedFormation.SKIRMISH, reactive=True
                )
            case "turn":
                return CommandAction(who, "turn", degrees=float(_number(extra, 90)))
            case "rally":
                return CommandAction(who, "rally", effect=str(extra or "second_wind"))
            case "split":
                stats = _unit(battle, who)
                hero, _, size = str(extra).partition(":")
                half = midpoint_soldiers(stats.magnitude) // 2 if stats is not None else 1
                return CommandAction(who, "split", special=hero, soldiers=_number(size or None, max(half, 1)))
            case "merge":
                return CommandAction(who, "merge", other=target, effect=str(extra or "larger"))
            case "disengage":
                return CommandAction(who, choice.offer, other=target)
            case "swap_specials":
                return CommandAction(who, "swap_specials", other=target, special=str(extra))
            case "dash" | "hide":
                return CommandAction(who, choice.offer)
            case "signal":
                return SimpleAction(who, "signal", targets=(target,) if target else ())
            case "signal_many":
                picks = (target, choice.second or "", *choice.more)
                return SimpleAction(who, "signal", targets=tuple(p for p in picks if p))
            case "leave_unit" | "act_apart":
                return LeaveUnit(who, str(extra), apart=choice.offer == "act_apart")
            case "take_command":
                return TakeCommand(who, str(extra))
            case "commander_falls":
                return CommanderFalls(who)
            case "set_ammunition" | "set_morale":
                return gm_value_command(who, choice.offer, extra)
            case "magic_at_unit":
                return MagicAtUnit(who, str(extra or ""))
            case "join_unit":
                return JoinUnit(who, target)
            case "parting_attack":
                return Attack(who, target, action="parting_attack")
            case "duel_strike":
                return DuelStrike(who)
            case "name_champion":
                return NameChampion(who, None if extra in (None, "commander") else str(extra))
            case "call_test":
                return OweTest(who, str(extra))
            case "casualty":
                return TroopCasualty(who, str(extra or ""))
            case "recover":
                return RecoverMagnitude(who, _number(extra, 0))
            case "end_duel":
                return EndDuel(who)
            case "interfere":
                return DuelInterference(who)
            case "charm":
                return SimpleAction(who, "charm", charm=str(extra or ""))
            case "spell":
                return SimpleAction(who, "spell", minutes=_number(extra, 0))
            case "reflexive_charm":
                return SimpleAction(who, choice.offer, note=str(extra or ""))
            case "aim" | "guard" | "inactive" | "move" | "fall_back_in_line":
                return SimpleAction(who, choice.offer)
        raise CommandRefused(msg("play.unknown_action", action=choice.offer))

    def more_picks(self, battle: Battle, choice: Choice) -> int:
        """Signalling several units: the ones still to pick after the first two."""
        if choice.offer != "signal_many":
            return 0
        return max(_number(choice.extra, 2) - 2 - len(choice.more), 0)

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        """After Move or Dash is on the timeline, the move itself, measured on the map."""
        if choice.offer not in MOVES:
            return None
        mode: str | None = choice.offer
        stats = _unit(battle, choice.actor)
        if choice.offer == "dash" and stats is not None and stats.last_order == "dash_failed":
            mode = movement_table().failed_dash
        if mode == "none":
            return None
        waypoints = (choice.destination,) if choice.destination is not None else ()
        return MoveUnit(choice.actor, waypoints, mode=mode)

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        turn = battle.turn
        if turn is None or turn.awaiting is None or turn.awaiting.kind != "join_battle":
            return ()
        return tuple(JoinWar(actor) for actor in turn.awaiting.actors)

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        """Tests units owe (rout, hesitation, exhaustion), answered before the unit does anything
        else. (The switch to Skirmish after a volley is a choice, offered among the unit's own.)"""
        found = []
        for unit in battle.units.values():
            stats = _unit(battle, unit.id)
            if stats is None or stats.is_out_of_action:
                continue
            offers = tuple(self._test_offer(test) for test in dict.fromkeys(stats.pending))
            if offers:
                found.append(Reaction(unit.id, msg("exalted.prompt.owed", unit=unit.name), offers))
        return tuple(found)

    def prompt(self, battle: Battle) -> Message | None:
        turn = battle.turn
        if turn is None:
            return None
        if turn.awaiting is not None and turn.awaiting.kind == "join_battle":
            return msg("exalted.prompt.join_war", count=len(turn.awaiting.actors))
        if turn.step == "timeline" and turn.queue:
            names = [self._name(battle, a) for a in turn.queue]
            return msg("exalted.prompt.tick", tick=turn.tick, actors=", ".join(names))
        return None

    @staticmethod
    def _name(battle: Battle, token: str) -> str:
        item = battle.units.get(token) or battle.characters.get(token)
        return item.name if item is not None else token


def _engaged(battle: Battle, unit_id: str) -> dict[str, int]:
    stats = _unit(battle, unit_id)
    return stats.engaged if stats is not None else {}


def _called(battle: Battle, target: str, kind: str) -> str:
    """The one a called shot of this kind aims at in ``target``: its commander, or its first
    hero or sorcerer still in the ranks (the kind itself when it has none, which is refused)."""
    stats = _unit(battle, target)
    if kind == "commander" or stats is None:
        return kind
    return next((s.id for s in stats.specials if s.kind.value == kind and s.character is None), kind)


def _number(extra: str | int | None, default: int) -> int:
    try:
        return int(extra) if extra is not None else default
    except ValueError:
        raise CommandRefused(msg("play.not_a_number", value=str(extra))) from None
