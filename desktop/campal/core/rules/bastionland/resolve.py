"""Steps 3 to 6 of the oldest open attack: the attackers' Gambits (a Focus paying for one each),
the target's VIG saves against them, the damage (highest die left + Bolsters − Armour), and what
the blow does. A target left wavering is awaited for its morale save."""

from __future__ import annotations

import math
from collections.abc import Iterator

from ...dice import ManualEntry
from ...dice.saves import SaveResult, SaveSpec
from ...engine.base import CommandRefused, Context, Event, Outcome, handles
from ...engine.turn import TurnChanged
from ...model import AwaitedRoll, Battle, Point, msg
from ...model.bastionland import BastionlandCharacterStats
from ...movement.tokens import centre_of
from .aftermath import Dice, dismount_fall, outcome_of, strike
from .asks import Feed
from .asks import save as roll_save
from .attack import GambitKind, check_gambits, damage
from .attack_roll import ATTACK_AWAIT
from .commands import ResolveAttack
from .events import AttackResolved, AttackRolled, GambitMade, GambitRecorded
from .feats import Feat, after_feat, feat_refusal, feat_save
from .gambits import apply_gambit, gambit_refusal
from .group_morale import group_await, group_wavers, side_of_person
from .morale import person_wavers
from .pending import current_attack, denials_of, groups_owed, morale_owed, open_attacks
from .pushes import move_to, push
from .tables import capped, combat_table
from .tokens import name, stats_of, with_stats

MORALE_AWAIT = "morale"


def _focus(
    battle: Battle, context: Context, attack: AttackRolled, command: ResolveAttack, feed: Feed
) -> tuple[Battle, list[Event], tuple[SaveResult, ...]]:
    events: list[Event] = []
    saves: list[SaveResult] = []
    entries = iter(command.focus_entries)
    if len(set(command.focus)) != len(command.focus):
        twice = next(a for a in command.focus if command.focus.count(a) > 1)
        raise CommandRefused(msg("bastionland.feat_twice", actor=name(battle, twice), feat="focus"))
    for actor in command.focus:
        if actor not in attack.attackers:
            raise CommandRefused(msg("bastionland.not_an_attacker", actor=name(battle, actor)))
        stats = stats_of(battle, actor)
        feat_refusal(name(battle, actor), stats, Feat.FOCUS, frozenset())
        assert isinstance(stats, BastionlandCharacterStats)
        spec = feat_save(actor, stats, Feat.FOCUS)
        save = roll_save(spec, context.dice, feed.take(next(entries, None)), name(battle, actor))
        battle, event = with_stats(battle, actor, after_feat(stats, save))
        events.append(event)
        saves.append(save)
    return battle, events, tuple(saves)


def _check(battle: Battle, attack: AttackRolled, command: ResolveAttack) -> frozenset[int]:
    denied = frozenset(d.denial.die for d in denials_of(battle, attack.attack))
    people = {g.by: name(battle, g.by) for g in command.gambits}
    check_gambits(attack.pool, denied, command.gambits, frozenset(command.focus), people)
    for gambit in command.gambits:
        if gambit.by not in attack.attackers:
            raise CommandRefused(msg("bastionland.not_an_attacker", actor=name(battle, gambit.by)))
        effect = gambit.kind not in (GambitKind.BOLSTER, GambitKind.MOVE) or gambit.greater is not None
        if effect and (attack.target in battle.fortifications or attack.on_mount):
            raise CommandRefused(msg("bastionland.gambit_on_nothing", target=name(battle, attack.target)))
        if effect:
            gambit_refusal(name(battle, attack.target), stats_of(battle, attack.target), gambit)
    return denied


def _gambits(
    battle: Battle, context: Context, attack: AttackRolled, command: ResolveAttack, feed: Feed
) -> tuple[Battle, list[Event], list[GambitMade], bool]:
    """The Gambits' effects in order: saves rolled, flags set, tokens pushed. True when one
    of them dismounts the target."""
    events: list[Event] = []
    made: list[GambitMade] = []
    entries: Iterator[ManualEntry | None] = iter(command.saves)
    destinations: dict[int, Point] = dict(command.destinations)
    dismounted = False
    for index, gambit in enumerate(command.gambits):
        save = None
        unsaved = gambit.kind in (GambitKind.BOLSTER, GambitKind.MOVE) and gambit.greater is None
        if gambit.allows_save and not unsaved:
            target = stats_of(battle, attack.target)
            spec = SaveSpec(
                actor=attack.target, virtue="vigour", value=capped(target.vigour), purpose="gambit"
            )
            save = roll_save(spec, context.dice, feed.take(next(entries, None)), name(battle, attack.target))
        held = save is None or not save.is_success
        made.append(GambitMade(gambit=gambit, save=save, held=held))
        if not held or (unsaved and gambit.kind is GambitKind.BOLSTER):
            continue
        if gambit.kind is GambitKind.MOVE:
            if index in destinations:
                battle, moved, metres = move_to(
                    battle, context, gambit.by, destinations[index], combat_table().gambit_move_m
                )
                events.extend([moved] if moved is not None else [])
                made[-1] = made[-1].model_copy(update={"moved_m": round(metres, 2)})
            continue
        if gambit.kind is GambitKind.REPEL:
            before = _centre(battle, attack.target)
            battle, moved = push(
                battle, context, gambit.by, attack.target, combat_table().push_m, destinations.get(index)
            )
            if moved is not None and before is not None:
                events.append(moved)
                metres = math.dist(before, _centre(battle, attack.target) or before)
                made[-1] = made[-1].model_copy(update={"moved_m": round(metres, 2)})
        stats = stats_of(battle, attack.target)
        battle, event = with_stats(
            battle, attack.target, apply_gambit(stats, gambit, _stop_round(battle, attack.target))
        )
        events.append(event)
        dismounted = dismounted or gambit.kind is GambitKind.DISMOUNT
    return battle, events, made, dismounted


def _centre(battle: Battle, token: str) -> tuple[float, float] | None:
    if token in battle.fortifications:
        return None
    point = centre_of(battle, token)
    return point.x, point.y


def _stop_round(battle: Battle, target: str) -> int:
    """The round of the target's next turn: this one if it is still to act, else the next."""
    turn = battle.turn
    if turn is None:
        return 1
    return turn.round if target in turn.queue else turn.round + 1


@handles(ResolveAttack)
def _resolve(battle: Battle, command: ResolveAttack, context: Context) -> Outcome:
    attack = current_attack(battle)
    if attack is None:
        raise CommandRefused(msg("bastionland.no_open_attack"))
    denied = _check(battle, attack, command)
    feed = Feed(command.entries)
    state, events, focus = _focus(battle, context, attack, command, feed)
    state, gambit_events, made, dismounted = _gambits(state, context, attack, command, feed)
    events.extend(gambit_events)
    result = damage(attack.pool, denied, command.gambits, attack.armour)
    die = attack.pool.spec.dice[result.kept].size if result.kept is not None else 0
    struck = strike(
        state,
        attack.target,
        result.damage,
        die,
        attack.on_mount,
        Dice(context.dice, command.scar_entry, command.scar_effect, feed, scars=not attack.bloodless),
    )
    events.extend(struck.events)
    fall: tuple[int, ...] = ()
    fall_blow = None
    if dismounted or _mount_slain_under(state, struck.battle, attack):
        state, fallen, fall, fall_blow = dismount_fall(
            struck.battle, attack.target, context.dice, feed.take(command.dismount_entry)
        )
        events.extend(fallen)
    else:
        state = struck.battle
    after = None if attack.target in state.fortifications else stats_of(state, attack.target)
    fell_hurt = (
        fall_blow is not None
        and isinstance(after, BastionlandCharacterStats)
        and person_wavers(after, fall_blow)
    )
    wavers = (struck.wavers or fell_hurt) and after is not None and not after.is_out_of_action
    message = msg(
        "bastionland.attack_scarred" if struck.scar is not None else "bastionland.attack_resolved",
        scar=struck.scar.scar if struck.scar is not None else "",
        target=name(battle, attack.target),
        damage=result.damage,
        highest=result.highest,
        bolster=result.bolster,
        armour=result.armour,
        outcome=outcome_of(struck, after),
    )
    record = AttackResolved(
        message=message,
        attack=attack.attack,
        target=attack.target,
        gambits=tuple(made),
        focus=focus,
        damage=result,
        blow=struck.blow if attack.target not in battle.fortifications else None,
        scar=struck.scar,
        dismount=fall,
        dismount_blow=fall_blow,
        breached=struck.breached,
        morale=wavers,
        group=_group_wavering(battle, state, attack.target),
    )
    events.extend(_gambit_lines(battle, attack, tuple(made)))
    events.append(record)
    if state.turn is not None:
        events.append(
            TurnChanged(
                turn=state.turn.model_copy(update={"awaiting": _next_await(battle, state, attack, wavers)})
            )
        )
    return Outcome(tuple(events), msg("undo.bastionland.resolve"), message)


def _mount_slain_under(before: Battle, after: Battle, attack: AttackRolled) -> bool:
    """The blow slew the mount its rider sat on: the rider falls, and the fall deals its dice."""
    if not attack.on_mount:
        return False
    was, now = stats_of(before, attack.target), stats_of(after, attack.target)
    if not isinstance(was, BastionlandCharacterStats) or not isinstance(now, BastionlandCharacterStats):
        return False
    return (
        was.mounted
        and was.mount is not None
        and not was.mount.slain
        and now.mount is not None
        and now.mount.slain
    )


def _gambit_lines(battle: Battle, attack: AttackRolled, made: tuple[GambitMade, ...]) -> list[Event]:
    lines: list[Event] = []
    for item in made:
        gambit = item.gambit
        kind = (
            gambit.greater.value if gambit.greater is not None else gambit.kind.value if gambit.kind else ""
        )
        if item.save is None:
            outcome = "bastionland.no_save"
        else:
            outcome = "bastionland.resisted" if item.save.is_success else "bastionland.not_resisted"
        message = msg(
            "bastionland.gambit_made",
            actor=name(battle, gambit.by),
            gambit=kind,
            strong="bastionland.strong" if gambit.strong is not None else "bastionland.plain",
            target=name(battle, attack.target),
            outcome=outcome,
            save=item.save.face if item.save is not None else 0,
        )
        lines.append(GambitRecorded(message=message, attack=attack.attack))
        if item.moved_m is not None:
            mover = gambit.by if gambit.kind is GambitKind.MOVE else attack.target
            moved = msg("bastionland.gambit_moved", actor=name(battle, mover), metres=item.moved_m)
            lines.append(GambitRecorded(message=moved, attack=attack.attack))
    return lines


def _next_await(battle: Battle, after: Battle, attack: AttackRolled, wavers: bool) -> AwaitedRoll | None:
    rest = [a for a in open_attacks(battle) if a.attack != attack.attack]
    if rest:
        return AwaitedRoll(
            kind=ATTACK_AWAIT, actors=rest[0].attackers, subject=rest[0].target, detail=rest[0].attack
        )
    owed = [*morale_owed(battle), *((attack.target,) if wavers else ())]
    owed = [t for t in dict.fromkeys(owed) if not stats_of(after, t).is_out_of_action]
    if owed:
        return AwaitedRoll(kind=MORALE_AWAIT, actors=tuple(owed), subject=owed[0], detail=attack.attack)
    # A group brought to half its members by any blow of the throw (a Blast strikes several).
    side = _group_wavering(battle, after, attack.target)
    wavering = [*groups_owed(battle), *((side,) if side is not None else ())]
    for group in dict.fromkeys(wavering):
        if group_await(after, group).actors:
            return group_await(after, group)
    return None


def _group_wavering(before: Battle, after: Battle, target: str) -> str | None:
    side = side_of_person(before, target)
    return side if side is not None and group_wavers(before, after, side) else None
