"""Iniciativa, Declaración and Conclusión as handlers, and the reset of a new round."""

from __future__ import annotations

from ... import phases
from ...dice.entry import RollAsk, ask_before_rolling
from ...engine.base import CommandRefused, Context, Event, Outcome, handles
from ...engine.tokens import CharacterSet
from ...engine.turn import TurnChanged, plan_of, require_action
from ...model import (
    AquelarreCharacterStats,
    AquelarreDeclared,
    AquelarreHealth,
    Battle,
    Character,
    Declaration,
    Message,
    TurnState,
    Unit,
    msg,
)
from .ahead import after_declared
from .commands import ConcludeRound, Declare, RollInitiative
from .declaration import actions_left, plan_refusal, requirement_refusal
from .defences import IN_TURN_FULL_DEFENCE
from .events import AquelarreRolled, MadeRoll
from .handing import items_in_hand, items_to_draw
from .initiative import roll_initiative
from .kit import kit
from .movement import movement_table
from .percentages import actions
from .reach import beyond_closing, on_map
from .situation import distance_varas
from .sweep import swept
from .targeting import target_refusal
from .wounds import bleed

CONCLUDED = "aquelarre.concluded"
# Attacks made with the body or the shield, whatever is in hand.
BODILY = frozenset({"shove", "shield_attack", "immobilize"})


def stats_of(battle: Battle, who: str) -> AquelarreCharacterStats:
    token = battle.characters.get(who)
    if token is None or not isinstance(token.stats, AquelarreCharacterStats):
        raise CommandRefused(msg("aquelarre.refuse.not_a_person", actor=who))
    return token.stats


def with_stats(battle: Battle, who: str, stats: AquelarreCharacterStats) -> Character:
    return battle.characters[who].model_copy(update={"stats": stats})


@handles(RollInitiative)
def _initiative(battle: Battle, command: RollInitiative, context: Context) -> Outcome:
    turn = battle.turn
    if turn is None or turn.awaiting is None or turn.awaiting.kind != "initiative":
        raise CommandRefused(msg("phase.no_roll_awaited"))
    require_action(battle, command.actor, "initiative")
    stats = stats_of(battle, command.actor)
    surprised = stats.surprised  # the first round of an ambush, whenever it starts
    name = battle.characters[command.actor].name
    ask_before_rolling(
        context.dice, command.entry, (5 if surprised else 10,), f"{name}: {msg_die(surprised)}"
    )
    roll = roll_initiative(command.actor, stats, context.dice, command.entry, ambushed=surprised)
    tiebreak = (1 if stats.player else 0, stats.perception)
    rolled = phases.record_roll(plan_of(battle), turn, command.actor, roll.total, tiebreak)
    line = msg("aquelarre.log.initiative", actor=name, face=roll.face, die=roll.die, total=roll.total)
    asked = RollAsk(sizes=(roll.die,), ability=f"{name}: {msg_die(surprised)}", terms=roll.modifiers)
    record = AquelarreRolled(
        actor=command.actor,
        kind="initiative",
        faces=(roll.face,),
        manual=roll.manual,
        breakdown=roll.modifiers,
        message=line,
        made=MadeRoll(ask=asked, faces=(roll.face,), total=roll.face, manual=roll.manual),
    )
    return Outcome((record, TurnChanged(turn=rolled)), msg("undo.aquelarre.initiative"), line)


def _made_as_refusal(stats: AquelarreCharacterStats, command: Declare) -> Message | None:
    """Only a Defensa completa is said to be made as something, and only as Zafarse then (the
    other kinds are picked when the blow comes); Zafarse needs a melé to leave."""
    if command.how is None:
        return None
    if command.action != "full_defence" or command.how != IN_TURN_FULL_DEFENCE:
        return msg("aquelarre.refuse.full_defence_kind")
    return requirement_refusal(stats, IN_TURN_FULL_DEFENCE)


def _item_refusal(stats: AquelarreCharacterStats, command: Declare) -> Message | None:
    """Dar objeto hands over what is in hand, to someone; Desenvainar draws what is not."""
    if command.action == "give":
        if len(command.targets) != 1:
            return msg("aquelarre.refuse.give_to_whom")
        if command.weapon not in items_in_hand(stats):
            return msg("aquelarre.refuse.not_in_hand")
    if command.action == "draw" and command.weapon is not None and command.weapon not in items_to_draw(stats):
        return msg("aquelarre.refuse.nothing_to_draw")
    if command.action == "pick_up" and command.weapon not in stats.dropped:
        return msg("aquelarre.refuse.not_on_the_ground")
    if command.action == "don_armour" and (command.weapon is None or kit().piece(command.weapon) is None):
        return msg("aquelarre.refuse.not_armour")
    return None


def wielded(ahead: AquelarreCharacterStats, action: str) -> str | None:
    """The weapon an attack is declared with: the one in hand by then. Should it be gone when
    the blow comes (disarmed, dropped), the attack is lost, not made with what is left."""
    if actions()[action].kind != "attack" or action in BODILY or not ahead.drawn:
        return None
    return ahead.drawn[0]


def escaping(battle: Battle, who: str, melee: bool) -> bool:
    """Huida: the round after preparing it, the character leaves the fight and no foe may
    strike it hand to hand, whatever its Iniciativa."""
    token = battle.characters.get(who)
    stats = token.stats if token is not None else None
    return melee and isinstance(stats, AquelarreCharacterStats) and stats.escape_ready


def msg_die(surprised: bool) -> str:
    return "1D5 + AGI" if surprised else "1D10 + AGI"


def reorder(turn: TurnState) -> tuple[str, ...]:
    initiative = turn.initiative
    return tuple(sorted(initiative, key=lambda a: (initiative[a], turn.tiebreaks.get(a, ())), reverse=True))


@handles(Declare)
def _declare(battle: Battle, command: Declare, context: Context) -> Outcome:
    turn = battle.turn
    require_action(battle, command.actor, "declare")
    stats = stats_of(battle, command.actor)
    ahead = after_declared(stats)
    done = tuple(e.action for e in stats.declared)
    refusal = plan_refusal(ahead, done, command.action, command.weapon)
    if refusal is not None:
        raise CommandRefused(refusal)
    rule = actions()[command.action]
    made_as = _made_as_refusal(ahead, command)
    if made_as is not None:
        raise CommandRefused(made_as)
    item_refusal = _item_refusal(ahead, command)
    if item_refusal is not None:
        raise CommandRefused(item_refusal)
    for target in command.targets:
        if target not in battle.characters or target == command.actor:
            raise CommandRefused(msg("aquelarre.refuse.bad_target", target=target))
        if escaping(battle, target, rule.kind == "attack" and not rule.ranged):
            raise CommandRefused(msg("aquelarre.refuse.escaping", target=battle.characters[target].name))
        aimed = target_refusal(battle, command.actor, command.action, target) or beyond_closing(
            battle, context.map, command.actor, command.action, target
        )
        if aimed is not None:
            raise CommandRefused(aimed)
        placed = on_map(battle, command.actor) and on_map(battle, target)
        far = distance_varas(battle, context.map, command.actor, target) if placed else 0.0
        if rule.reach_varas is not None and round(far, 1) > rule.reach_varas:  # a charge starts near
            raise CommandRefused(
                msg("aquelarre.refuse.charge_too_far", varas=round(far, 1), reach=int(rule.reach_varas))
            )
    targets = command.targets
    if command.action == "sweep" and targets:
        targets = swept(battle, context.map, command.actor, targets)
    entry = AquelarreDeclared(
        action=command.action,
        targets=targets,
        weapon=command.weapon if command.weapon is not None else wielded(ahead, command.action),
        steps=command.steps,
        note=command.note,
        manner=command.how,
    )
    updated = stats.model_copy(update={"declared": (*stats.declared, entry)})
    notes: list[Event] = []
    if stats.escape_ready and rule.kind == "attack":
        # Whoever attacks stays in the fight: the Huida prepared last round is given up.
        updated = updated.model_copy(update={"escape_ready": False})
        given_up = msg("aquelarre.log.escape_given_up", actor=battle.characters[command.actor].name)
        notes.append(AquelarreRolled(actor=command.actor, kind="note", message=given_up))
    names = ", ".join(battle.characters[t].name for t in targets)
    names = f"→ {names}" if names else ""
    line = msg(
        "aquelarre.log.declared",
        actor=battle.characters[command.actor].name,
        action=f"aquelarre.{command.action}",
        target=names,
    )
    events: list[Event] = [CharacterSet(character=with_stats(battle, command.actor, updated)), *notes]
    if turn is not None:
        left = actions_left((*done, command.action))
        budgets = {**turn.budgets, command.actor: left}
        queue = turn.queue if left > 0 else tuple(a for a in turn.queue if a != command.actor)
        initiative = dict(turn.initiative)
        if rule.initiative and command.actor in initiative and command.action not in done:  # once a round
            initiative[command.actor] += rule.initiative
        summary = Declaration(
            action=updated.declared[0].action,
            target=updated.declared[0].targets[0] if updated.declared[0].targets else None,
            note=" + ".join(e.action for e in updated.declared),
        )
        changed = turn.model_copy(
            update={
                "budgets": budgets,
                "queue": queue,
                "initiative": initiative,
                "declared": {**turn.declared, command.actor: summary},
            }
        )
        events.append(TurnChanged(turn=changed.model_copy(update={"order": reorder(changed)})))
    return Outcome(tuple(events), msg("undo.aquelarre.declare"), line)


@handles(ConcludeRound)
def _conclude(battle: Battle, command: ConcludeRound, context: Context) -> Outcome:
    turn = battle.turn
    if turn is not None and (turn.step != "conclusion" or CONCLUDED in turn.taken):
        raise CommandRefused(msg("aquelarre.refuse.not_conclusion"))
    events: list[Event] = []
    for who, token in battle.characters.items():
        stats = token.stats
        if not isinstance(stats, AquelarreCharacterStats):
            continue
        after, lines = conclude(stats, turn.round if turn else 0)
        if after != stats:
            events.append(CharacterSet(character=token.model_copy(update={"stats": after})))
        events.extend(
            AquelarreRolled(actor=who, kind="note", message=msg(key, actor=token.name, **params))
            for key, params in lines
        )
    if turn is not None:
        events.append(
            TurnChanged(turn=turn.model_copy(update={"taken": {**turn.taken, CONCLUDED: ("done",)}}))
        )
    return Outcome(
        tuple(events),
        msg("undo.aquelarre.conclude"),
        msg("aquelarre.log.concluded", round=turn.round if turn else 0),
    )


def conclude(
    stats: AquelarreCharacterStats, round_no: int
) -> tuple[AquelarreCharacterStats, list[tuple[str, dict[str, int]]]]:
    done = {e.action for e in stats.declared if e.state == "done"}
    lines: list[tuple[str, dict[str, int]]] = []
    values: dict[str, object] = {}
    if stats.condition is AquelarreHealth.UNCONSCIOUS and not stats.tended:
        bled = bleed(stats)
        values["health"] = bled.health
        lines.append(("aquelarre.log.bleeding", {"health": bled.health}))
    if stats.fainted and round_no % movement_table().rounds_a_minute == 0:
        minutes = max(stats.knocked_out_minutes - 1, 0)  # a minute of the faint has passed
        values["knocked_out_minutes"] = minutes
        if minutes == 0 and stats.health > 0:
            values["fainted"] = False
            lines.append(("aquelarre.log.came_to", {}))
    if "stand_up" in done and stats.prone:
        values["prone"] = False
        lines.append(("aquelarre.log.stood_up", {}))
    values.update(_donned(stats, lines))
    if "prepare" in done:
        values["prepared_rounds"] = stats.prepared_rounds + 1
        lines.append(("aquelarre.log.prepared", {"bonus": min((stats.prepared_rounds + 1) * 10, 50)}))
    values["escape_ready"] = "flee" in done
    if "flee" in done:
        lines.append(("aquelarre.log.escape_ready", {}))
    if stats.surprised and round_no >= 1:
        values["surprised"] = False
    return stats.model_copy(update=values), lines


def _donned(stats: AquelarreCharacterStats, lines: list[tuple[str, dict[str, int]]]) -> dict[str, object]:
    """A round spent putting armour on counts; once as many as its Protección, it is worn."""
    donning = dict(stats.donning)
    for entry in stats.declared:
        if entry.action != "don_armour" or entry.state != "done" or entry.weapon is None:
            continue
        piece = kit().piece(entry.weapon)
        if piece is None:
            continue
        donning[entry.weapon] = donning.get(entry.weapon, 0) + 1
        if donning[entry.weapon] >= piece.protection:
            del donning[entry.weapon]
            slot = "helmet" if entry.weapon in kit().helmets else "armour"
            lines.append(("aquelarre.log.armour_on", {}))
            return {slot: entry.weapon, "donning": donning}
    return {"donning": donning} if donning != stats.donning else {}


@phases.round_start("aquelarre.round")
def _new_round(battle: Battle) -> tuple[tuple[Unit, ...], tuple[Character, ...]]:
    """Last round's declarations are spent: nobody keeps an action for a later round."""
    fresh = []
    for token in battle.characters.values():
        if isinstance(token.stats, AquelarreCharacterStats) and token.stats.declared:
            fresh.append(token.model_copy(update={"stats": token.stats.model_copy(update={"declared": ()})}))
    return (), tuple(fresh)
