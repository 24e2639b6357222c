"""What Aquelarre offers the GM at the table, as data the docks render: the declaration list
(two normal actions or one extended, illegal ones greyed with the reason), the action step in
order with carry out, delay and insert, the defence asked of the attacked, the awaited rolls."""

from __future__ import annotations

from dataclasses import replace

from ...dice.terms import Term
from ...engine.base import Command
from ...engine.map_queries import MapQueries
from ...model import AquelarreCharacterStats, AquelarreDeclared, Battle, Message, msg
from ..distance import VARA
from ..play import Choice, Extra, NoPlay, Offer, Reaction, TargetChoice, TargetKind
from .acting import DEFENCE
from .ahead import after_declared
from .choices import GM_JUDGED, ITEM_PICKED, command_for, extras_for
from .commands import (
    ConcludeRound,
    RollInitiative,
)
from .declaration import actions_left, plan_refusal
from .defences import FULL_DEFENCE_KINDS, REACTIVE, second_defences, shot_is_near, usable
from .dock_offers import (
    ARMED,
    SEVERAL,
    STEP_IN,
    foes_left_to_pick,
    free_offers,
    full_defence_in_turn,
    picked_foes,
    rule_of,
    several_parry_offers,
    weapon_offers,
)
from .kit import kit
from .lost import foe_still_to_act, needs_turn
from .percentages import TAKES_ATTACK_MODIFIERS, actions, modifiers
from .ranges import range_band
from .reach import beyond_closing, beyond_reach
from .round_steps import CONCLUDED
from .sheet import weapon_in_hand
from .situation import first_round_surprise
from .stepping import step_in_refusal
from .strike import AIM
from .targeting import target_refusal

TARGETED = frozenset({"attack"})


def _stats(battle: Battle, who: str) -> AquelarreCharacterStats | None:
    token = battle.characters.get(who)
    return token.stats if token is not None and isinstance(token.stats, AquelarreCharacterStats) else None


def _defence_offers(index: int, entry: AquelarreDeclared) -> tuple[tuple[Offer, AquelarreDeclared], ...]:
    """A declared defence as the dock offers it: a Defensa completa not yet made once is offered
    as each kind it may be made as, the defender's choice."""
    label = msg("offer.aquelarre.defend", action=f"aquelarre.{entry.action}")
    if entry.action != "full_defence" or entry.manner is not None:
        return ((Offer(f"defend:{index}", label), entry),)
    return tuple(
        (
            Offer(f"defend:{index}:{how}", msg("offer.aquelarre.defend_as", action=f"aquelarre.{how}")),
            entry.model_copy(update={"manner": how}),
        )
        for how in FULL_DEFENCE_KINDS
    )


class AquelarrePlay(NoPlay):
    unit_steps: tuple[str, ...] = ()
    character_steps: tuple[str, ...] = ("declaration", "action")

    # -- offers ----------------------------------------------------------------------------------
    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        turn, stats = battle.turn, _stats(battle, character_id)
        if turn is None or stats is None:
            return ()
        guard = (Offer("free:leave_guard", msg("offer.aquelarre.leave_guard")),) if stats.full_guard else ()
        free = (*guard, *free_offers(battle, character_id, stats))
        if turn.step == "declaration":
            return (*self._declaration_offers(battle, character_id, stats), *free)
        if turn.step == "action":
            return (*self._action_offers(battle, maps, character_id, stats), *free)
        return free

    def _declaration_offers(
        self, battle: Battle, who: str, stats: AquelarreCharacterStats
    ) -> tuple[Offer, ...]:
        turn = battle.turn
        assert turn is not None
        offers = [
            Offer(
                f"declared:{i}",
                msg("offer.aquelarre.declared", action=f"aquelarre.{e.action}"),
                refusal=msg("aquelarre.refuse.declared"),
            )
            for i, e in enumerate(stats.declared)
        ]
        done = tuple(e.action for e in stats.declared)
        ahead = after_declared(stats)  # as the engine checks it: after the actions declared before
        not_yours = None if turn.actor == who else msg("aquelarre.refuse.not_your_declaration")
        for action, rule in actions().items():
            refusal = not_yours or plan_refusal(ahead, done, action)
            target = TargetKind.ENEMY if rule.kind == "attack" or action == "mele_move" else TargetKind.NONE
            target = TargetKind.FRIEND if action in ("give", "heal") else target
            extra = (
                Extra.NOTE
                if action in GM_JUDGED
                else Extra.CHOICE
                if action in ITEM_PICKED or action == "heavy"
                else Extra.NONE
            )
            offers.append(
                Offer(
                    action,
                    msg("offer.aquelarre.declare", action=f"aquelarre.{action}", cost=rule.cost),
                    target=target,
                    extra=extra,
                    refusal=refusal,
                )
            )
        offers.append(full_defence_in_turn(ahead, done, not_yours))
        offers.extend(several_parry_offers(ahead, done, not_yours))
        offers.extend(weapon_offers(ahead, done, not_yours))
        return tuple(offers)

    def _action_offers(
        self, battle: Battle, maps: MapQueries, who: str, stats: AquelarreCharacterStats
    ) -> tuple[Offer, ...]:
        turn = battle.turn
        assert turn is not None
        offers = []
        busy = msg("aquelarre.refuse.defence_awaited") if turn.awaiting is not None else None
        for i, entry in enumerate(stats.declared):
            action = f"aquelarre.{entry.action}"
            # Two attacks declared read apart by their targets ("Carry out: melee attack → Ignotus").
            at = ", ".join(battle.characters[t].name if t in battle.characters else t for t in entry.targets)
            suffix = "_at" if at else ""
            if not needs_turn(entry):
                offers.append(
                    Offer(
                        f"shown:{i}",
                        msg("offer.aquelarre.state", action=action, state=entry.state),
                        refusal=msg(f"aquelarre.state.{entry.state}"),
                    )
                )
                continue
            attack = actions()[entry.action].kind == "attack" or entry.action in TAKES_ATTACK_MODIFIERS
            if entry.state == "delayed":
                offers.append(
                    Offer(
                        f"insert:{i}",
                        msg(f"offer.aquelarre.insert{suffix}", action=action, target=at),
                        refusal=busy,
                        ticks=attack,
                    )
                )
                continue
            mine = None if turn.actor == who else msg("aquelarre.refuse.not_your_turn")
            waits = foe_still_to_act(battle, entry)
            offers.append(
                Offer(
                    f"do:{i}",
                    msg(f"offer.aquelarre.carry_out{suffix}", action=action, target=at),
                    refusal=busy or mine or waits or beyond_reach(battle, maps, who, entry),
                    ticks=attack,
                )
            )
            offers.append(
                Offer(
                    f"delay:{i}",
                    msg(f"offer.aquelarre.delay{suffix}", action=action, target=at),
                    refusal=busy or mine,
                )
            )
        return tuple(offers)

    def situational(self, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
        """The GM's ticks (``modifiers.json`` ``gm_ticks``) while an attack of the actor's waits
        to be carried out; night, a prone target, height and facing are judged without them."""
        turn, stats = battle.turn, _stats(battle, actor)
        if turn is None or turn.step != "action" or stats is None:
            return ()
        if turn.awaiting is not None and turn.awaiting.kind == DEFENCE:
            return self._defence_ticks(battle, actor)
        if not any(
            needs_turn(e) and (actions()[e.action].kind == "attack" or e.action in TAKES_ATTACK_MODIFIERS)
            for e in stats.declared
        ):
            return ()
        table = modifiers()
        return tuple(
            (key, Term(key=f"aquelarre.mod.{key}", value=table.attack[key]))
            for key in table.gm_ticks
            if key in table.attack
        )

    def _defence_ticks(self, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
        """The GM's ticks (``modifiers.json`` ``gm_defence_ticks``) for an answer awaited of the
        actor; ambush and Defensa completa are judged from the round."""
        turn = battle.turn
        if turn is None or turn.awaiting is None or actor not in turn.awaiting.actors:
            return ()
        table = modifiers()
        return tuple(
            (key, Term(key=f"aquelarre.mod.{key}", value=table.defence[key]))
            for key in table.gm_defence_ticks
            if key in table.defence
        )

    def exclusive_situational(self, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
        """Where the blow waiting to be carried out is aimed (``aim_<location>``): one at most,
        its penalty in the breakdown and no location roll; a Treta aimed at the eyes or the
        weapon arm takes its penalty too (the text)."""
        turn, stats = battle.turn, _stats(battle, actor)
        if turn is None or turn.step != "action" or turn.awaiting is not None or stats is None:
            return ()
        if not any(
            needs_turn(e) and (actions()[e.action].kind == "attack" or e.action in TAKES_ATTACK_MODIFIERS)
            for e in stats.declared
        ):
            return ()
        return tuple(
            (key, Term(key=f"aquelarre.mod.{key}", value=value))
            for key, value in modifiers().attack.items()
            if key.startswith(AIM)
        )

    # -- targets ---------------------------------------------------------------------------------
    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        attacker = battle.characters[choice.actor]
        stats = _stats(battle, choice.actor)
        if stats is None:
            return ()
        rule = actions().get(rule_of(choice.offer))
        found = []
        friends = choice.offer in ("give", "heal")
        picked = picked_foes(choice.target, choice.second, choice.more)
        named = choice.extra if choice.offer.startswith(ARMED) and isinstance(choice.extra, str) else None
        for other in battle.characters.values():
            if (
                (other.side == attacker.side) is not friends
                or other.id == attacker.id
                or (choice.offer.startswith(SEVERAL) and other.id in picked)
                or other.position is None
                or not isinstance(other.stats, AquelarreCharacterStats)
            ):
                continue
            metres = maps.distance(battle, choice.actor, other.id)
            found.append(
                TargetChoice(
                    other.id,
                    metres,
                    refusal=(
                        step_in_refusal(battle, maps, choice.actor, other.id)
                        if choice.offer == STEP_IN
                        else self._target_refusal(
                            stats, other.stats, rule, VARA.from_metres(metres), other.name, named
                        )
                        or target_refusal(battle, choice.actor, rule_of(choice.offer), other.id)
                        or beyond_closing(battle, maps, choice.actor, rule_of(choice.offer), other.id)
                    ),
                )
            )
        return tuple(sorted(found, key=lambda t: t.distance_m))

    def _target_refusal(
        self,
        stats: AquelarreCharacterStats,
        other: AquelarreCharacterStats,
        rule: object,
        varas: float,
        name: str = "",
        named: str | None = None,
    ) -> Message | None:
        if other.is_out_of_action and getattr(rule, "skill", None) != "sanar":
            return msg("aquelarre.refuse.target_gone")
        if rule is None:
            return None
        if (
            other.escape_ready
            and getattr(rule, "kind", "") == "attack"
            and not getattr(rule, "ranged", False)
        ):
            return msg("aquelarre.refuse.escaping", target=name)
        weapon = kit().weapon(named) if named is not None else weapon_in_hand(stats)[1]
        reach = getattr(rule, "reach_varas", None)
        if getattr(rule, "ranged", False) and range_band(varas, weapon, stats.strength) is None:
            return msg("aquelarre.refuse.out_of_range", varas=round(varas, 1))
        if reach is not None and varas > reach:
            return msg("aquelarre.refuse.charge_too_far", varas=round(varas, 1), reach=int(reach))
        return None

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
        stats = _stats(battle, choice.actor)
        return extras_for(stats, choice) if stats is not None else ()

    # -- commands --------------------------------------------------------------------------------
    def command(self, battle: Battle, choice: Choice) -> Command:
        return command_for(choice)

    def more_picks(self, battle: Battle, choice: Choice) -> int:
        """A parry against several foes: the foes still to click after the first two."""
        if not choice.offer.startswith(SEVERAL):
            return 0
        return foes_left_to_pick(choice.extra, len(picked_foes(choice.target, choice.second, choice.more)))

    # -- rolls and reactions ---------------------------------------------------------------------
    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        turn = battle.turn
        if turn is None:
            return ()
        if turn.awaiting is not None and turn.awaiting.kind == "initiative":
            return tuple(RollInitiative(actor) for actor in turn.awaiting.actors)
        if turn.step == "conclusion" and CONCLUDED not in turn.taken:
            return (ConcludeRound(),)
        return ()

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        turn = battle.turn
        if turn is None or turn.awaiting is None or turn.awaiting.kind != DEFENCE:
            return ()
        attacker = turn.awaiting.subject
        attack = battle.characters[attacker].stats
        assert isinstance(attack, AquelarreCharacterStats)
        entry = attack.declared[int(turn.awaiting.detail)]
        ranged = actions()[entry.action].ranged
        near = ranged and shot_is_near(battle, maps, attacker, entry)
        found = []
        for who in turn.awaiting.actors:
            stats = _stats(battle, who)
            if stats is None:
                continue
            offers = [
                offer
                for i, e in enumerate(stats.declared)
                for offer, made in _defence_offers(i, e)
                if usable(
                    battle,
                    maps,
                    stats,
                    made,
                    attacker,
                    entry.action,
                    ranged,
                    turn.initiative.get(attacker, 0),
                    turn.initiative.get(who, 0),
                    near,
                    who,
                )
            ]
            if first_round_surprise(battle, stats) and turn.initiative.get(attacker, 0) > turn.initiative.get(
                who, 0
            ):
                # Taken by surprise: the declared defences stay in view, greyed with the reason.
                surprised = msg("aquelarre.refuse.surprised", attacker=battle.characters[attacker].name)
                offers = [
                    replace(offer, refusal=surprised)
                    for i, e in enumerate(stats.declared)
                    if e.action in REACTIVE and e.state in ("pending", "delayed")
                    for offer, _made in _defence_offers(i, e)
                ]
            first = entry.answers.get(who, -1) if entry.action == "double" else -1
            if first >= 0:  # the second blow of an Ataque doble: a defence of another kind only
                others = second_defences(battle, maps, stats, first, attacker, who)
                offers = [o for o in offers if int(o.id.split(":")[1]) in others]
            # The GM's defence ticks go with whichever defence is picked.
            offers = [replace(o, ticks=True) for o in offers]
            offers.append(Offer("defend:none", msg("offer.aquelarre.no_defence")))
            prompt = msg(
                "aquelarre.prompt.defend",
                actor=battle.characters[who].name,
                attacker=battle.characters[attacker].name,
                action=f"aquelarre.{entry.action}",
            )
            found.append(Reaction(who, prompt, tuple(offers), source=attacker))
        return tuple(found)

    def prompt(self, battle: Battle) -> Message | None:
        turn = battle.turn
        if turn is None or turn.finished:
            return None
        if turn.awaiting is not None and turn.awaiting.kind == DEFENCE:
            names = ", ".join(
                battle.characters[a].name for a in turn.awaiting.actors if a in battle.characters
            )
            return msg("aquelarre.prompt.defence_awaited", actor=names)
        if turn.awaiting is not None:
            return msg("aquelarre.prompt.initiative", left=len(turn.awaiting.actors))
        current = battle.characters[turn.actor].name if turn.actor in battle.characters else ""
        if turn.step == "declaration":
            stats = _stats(battle, turn.actor or "")
            left = actions_left(tuple(e.action for e in stats.declared)) if stats else 0
            if left <= 0:  # all declared: the next one declares when the GM goes on
                return msg("aquelarre.prompt.declared", actor=current)
            key = "aquelarre.prompt.declaration_one" if left == 1 else "aquelarre.prompt.declaration"
            return msg(key, actor=current, left=left)
        if turn.step == "action":
            if not turn.queue:
                return msg("aquelarre.prompt.action_over")
            return msg("aquelarre.prompt.action", actor=current)
        if turn.step == "conclusion":
            return msg(
                "aquelarre.prompt.conclusion" if CONCLUDED not in turn.taken else "aquelarre.prompt.concluded"
            )
        return None
