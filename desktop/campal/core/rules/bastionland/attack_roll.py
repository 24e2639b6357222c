"""Step 1 of an attack on the map: every attacker on one target throws together (a Blast, apart
for each token in its area); the attackers spend their turn's action; the target's side may
then Deny."""

from __future__ import annotations

from ...dice import Breakdown
from ...dice.attack_pool import AttackPoolResult, AttackPoolSpec, PoolDie
from ...dice.saves import SaveResult
from ...engine.base import CommandRefused, Context, Event, Outcome, handles
from ...engine.turn import TurnChanged, acted, require_action
from ...model import AwaitedRoll, Battle, Character, Message, Unit, msg
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, WeaponTrait
from .asks import Feed, attack_pool, save
from .commands import Attack, Attacker
from .events import AttackRolled
from .feats import Feat, after_feat, feat_refusal, feat_save
from .loadout import Situation, attack_dice
from .pending import open_attacks
from .reach import attack_reach_refusal, blast_area
from .situation import cover_armour, situation, standing, target_wall
from .structures import guard_and_armour, is_structure, structure
from .tables import combat_table
from .tokens import name, stats_of, token, with_stats
from .turns import act_refusal
from .walls import armour_terms
from .warbands import individual_attack_refusal

ATTACK_AWAIT = "resolve_attack"


def _check_attackers(battle: Battle, command: Attack) -> None:
    if not command.attackers:
        raise CommandRefused(msg("bastionland.no_attackers"))
    actors = [part.actor for part in command.attackers]
    if len(set(actors)) != len(actors):
        raise CommandRefused(msg("bastionland.attacker_twice"))
    require_action(battle, actors[0], "act")
    turn = battle.turn
    for actor in actors:
        stats = stats_of(battle, actor)
        taken = turn.taken.get(actor, ()) if turn is not None else ()
        refusal = act_refusal(name(battle, actor), stats, taken, turn.round if turn else 0)
        if refusal is not None:
            raise CommandRefused(refusal)
        if actor == command.target or token(battle, actor).side == _target_side(battle, command.target):
            raise CommandRefused(msg("bastionland.attack_own_side", actor=name(battle, actor)))


def _target_side(battle: Battle, target: str) -> str | None:
    if target in battle.fortifications:
        return None
    return token(battle, target).side


def _is_blast(battle: Battle, command: Attack) -> bool:
    """Blast weapons, a Smite spent as Blast, or warbands attacking an individual."""
    return command.blast or _blasts_of_itself(battle, command)


def _blasts_of_itself(battle: Battle, command: Attack) -> bool:
    """A Blast weapon, or warbands attacking an individual: a Blast no Feat pays for."""
    if target_is_person(battle, command.target) and all(
        isinstance(stats_of(battle, p.actor), BastionlandWarbandStats) for p in command.attackers
    ):
        return True
    return any(
        weapon.has(WeaponTrait.BLAST)
        for part in command.attackers
        for weapon in stats_of(battle, part.actor).weapons
        if not part.weapons or weapon.name in part.weapons
    )


def target_is_person(battle: Battle, target: str) -> bool:
    return target in battle.characters


def _targets(battle: Battle, context: Context, command: Attack, blast: bool) -> tuple[str, ...]:
    if not blast or command.target in battle.fortifications:
        return (command.target,)
    attackers = {part.actor for part in command.attackers}
    others = [t.id for t in standing(battle) if t.id not in attackers and t.id != command.target]
    distances = {t: context.map.distance(battle, command.target, t) for t in others}
    return (command.target, *blast_area(distances))


def _smites(
    battle: Battle, context: Context, command: Attack, feed: Feed
) -> tuple[Battle, list[Event], tuple[SaveResult, ...]]:
    events: list[Event] = []
    saves: list[SaveResult] = []
    entries = iter(command.feat_entries)
    for part in command.attackers:
        if not part.smite:
            continue
        stats = stats_of(battle, part.actor)
        feat_refusal(name(battle, part.actor), stats, Feat.SMITE, frozenset())
        assert isinstance(stats, BastionlandCharacterStats)
        spec = feat_save(part.actor, stats, Feat.SMITE)
        save_ = save(spec, context.dice, feed.take(next(entries, None)), name(battle, part.actor))
        battle, event = with_stats(battle, part.actor, after_feat(stats, save_))
        events.append(event)
        saves.append(save_)
    return battle, events, tuple(saves)


def _armour(
    battle: Battle, context: Context, attacker: str, target: str, ranged: bool, on_mount: bool
) -> tuple[int, tuple[str, ...], Breakdown | None]:
    if target in battle.fortifications:
        return guard_and_armour(structure(battle, target))[1], ("structure",), None
    stats = stats_of(battle, target)
    if on_mount and isinstance(stats, BastionlandCharacterStats) and stats.mount is not None:
        return stats.mount.armour, ("mount",), None
    cover = cover_armour(battle, context, attacker, target) if ranged else 0
    shield_wall, _ = target_wall(battle, context, target)
    terms = armour_terms(stats, ranged=ranged, cover_armour=cover, shield_wall=shield_wall)
    note = ("pieces",) + (("cover",) if cover else ()) + (("shield_wall",) if shield_wall else ())
    return terms.total, note, terms


def blast_smiter(battle: Battle, command: Attack) -> str | None:
    """Who spends a Smite as the attack's Blast (its d12 is not thrown): the first smiter,
    when the GM asks a Blast the attack does not have of itself. A Smite gives +d12 or Blast,
    never both; with no Smite to pay for it a Blast cannot be asked."""
    if not command.blast or _blasts_of_itself(battle, command):
        return None
    smiter = next((part.actor for part in command.attackers if part.smite), None)
    if smiter is None:
        raise CommandRefused(msg("bastionland.blast_is_a_feat"))
    if command.ranged:
        raise CommandRefused(msg("bastionland.smite_melee_only", actor=name(battle, smiter)))
    return smiter


def _dice(battle: Battle, context: Context, command: Attack, target: str) -> tuple[PoolDie, ...]:
    dice: list[PoolDie] = []
    smiter = blast_smiter(battle, command)
    for part in command.attackers:
        if part.actor == smiter:
            part = Attacker(part.actor, part.weapons, part.advantages, False, part.charging)
        stats = stats_of(battle, part.actor)
        if target in battle.fortifications:
            part = Attacker(part.actor, part.weapons, part.advantages, part.smite, False)
            dice.extend(
                attack_dice(
                    part.actor, stats, situation_for_structure(part, command.ranged), name(battle, part.actor)
                )
            )
        else:
            dice.extend(
                attack_dice(
                    part.actor,
                    stats,
                    situation(battle, context, part, target, command.ranged),
                    name(battle, part.actor),
                )
            )
    return tuple(dice)


def situation_for_structure(part: Attacker, ranged: bool) -> Situation:
    return Situation(
        ranged=ranged, target_is_individual=False, weapons=part.weapons, advantages=part.advantages
    )


def _check_target(battle: Battle, command: Attack, blast: bool) -> None:
    target = command.target
    if target in battle.fortifications:
        if not is_structure(structure(battle, target)):
            raise CommandRefused(msg("bastionland.not_a_structure", target=name(battle, target)))
        if combat_table().structures_need_siege and not any(
            w.has(WeaponTrait.SIEGE) for p in command.attackers for w in stats_of(battle, p.actor).weapons
        ):
            raise CommandRefused(msg("bastionland.structure_needs_siege", target=name(battle, target)))
        return
    found = token(battle, target)
    if found.stats is None or found.stats.is_out_of_action:
        raise CommandRefused(msg("bastionland.target_out", target=name(battle, target)))
    if isinstance(found, Unit) and not blast:
        for part in command.attackers:
            if isinstance(token(battle, part.actor), Character):
                refusal = individual_attack_refusal(name(battle, part.actor), found.name, blast=False)
                assert refusal is not None
                raise CommandRefused(refusal)
    if command.on_mount:
        stats = found.stats
        if not isinstance(stats, BastionlandCharacterStats) or stats.mount is None or stats.mount.slain:
            raise CommandRefused(msg("bastionland.no_mount", target=name(battle, target)))


def _check_reach(battle: Battle, context: Context, command: Attack) -> None:
    """Melee needs contact (the GM's reach); missiles need a line of sight. Structures are
    left to the GM's eye."""
    if command.target in battle.fortifications:
        return
    for part in command.attackers:
        refusal = attack_reach_refusal(battle, context.map, part.actor, command.target, command.ranged)
        if refusal is not None:
            raise CommandRefused(refusal)


@handles(Attack)
def _attack(battle: Battle, command: Attack, context: Context) -> Outcome:
    if open_attacks(battle):
        raise CommandRefused(msg("bastionland.attack_open"))
    _check_attackers(battle, command)
    blast = _is_blast(battle, command)
    blast_smiter(battle, command)
    _check_target(battle, command, blast)
    _check_reach(battle, context, command)
    if command.duel and (
        len(command.attackers) != 1 or command.ranged or command.target not in battle.characters
    ):
        raise CommandRefused(msg("bastionland.duel_one_on_one"))
    feed = Feed(command.entries)
    state, events, smites = _smites(battle, context, command, feed)
    first = command.attackers[0].actor
    rolled: list[AttackRolled] = []
    targets = _targets(battle, context, command, blast)
    for index, target in enumerate(targets):
        dice = _dice(battle, context, command, target)
        # The dice typed for the attack are the throw at the target named; a Blast's other
        # targets take their own throws from the list, else are rolled (or asked) apart.
        entry = feed.take(command.entry if index == 0 else None)
        who = ", ".join(name(battle, p.actor) for p in command.attackers) + " → " + name(battle, target)
        owners = tuple(name(battle, die.owner) for die in dice)
        pool = attack_pool(AttackPoolSpec(dice=dice), context.dice, entry, who, owners)
        armour, note, terms = _armour(
            battle, context, first, target, command.ranged, command.on_mount and index == 0
        )
        record = AttackRolled(
            message=_rolled_message(battle, command, target, pool),
            attack=f"a{len(battle.log)}.{index}",
            target=target,
            on_mount=command.on_mount and index == 0,
            attackers=tuple(p.actor for p in command.attackers),
            ranged=command.ranged,
            blast=blast,
            armour=armour,
            armour_note=note,
            breakdown=terms,
            pool=pool,
            feats=smites if index == 0 else (),
            bloodless=command.bloodless,
        )
        rolled.append(record)
    if command.duel:
        state, reply_events, reply = _duel_reply(battle, state, context, command, len(rolled), feed)
        events.extend(reply_events)
        rolled.append(reply)
    events.extend(rolled)
    for part in command.attackers:
        turned = acted(state, part.actor, "act")
        if turned is not None:
            state = turned.apply(state)
            events.append(turned)
    if state.turn is not None:
        awaiting = AwaitedRoll(
            kind=ATTACK_AWAIT,
            actors=tuple(p.actor for p in command.attackers),
            subject=targets[0],
            detail=rolled[0].attack,
        )
        events.append(TurnChanged(turn=state.turn.model_copy(update={"awaiting": awaiting})))
    return Outcome(tuple(events), msg("undo.bastionland.attack"), rolled[0].message)


def _duel_reply(
    battle: Battle, state: Battle, context: Context, command: Attack, index: int, feed: Feed
) -> tuple[Battle, list[Event], AttackRolled]:
    """In a duel or a joust the target strikes back at once: both throws are down before
    either is read, so each blow lands whatever the other does. Both may use Feats before the
    attacks are resolved: the reply's Smite is saved before its throw."""
    challenger = command.attackers[0]
    reply = Attacker(command.target, charging=challenger.charging, smite=command.reply_smite)
    events: list[Event] = []
    feats: tuple[SaveResult, ...] = ()
    if command.reply_smite:
        state, events, feats = _smites(
            state, context, Attack(target=challenger.actor, attackers=(reply,)), feed
        )
    dice = attack_dice(
        command.target,
        stats_of(battle, command.target),
        situation(battle, context, reply, challenger.actor, ranged=False),
        name(battle, command.target),
    )
    who = f"{name(battle, command.target)} → {name(battle, challenger.actor)}"
    pool = attack_pool(AttackPoolSpec(dice=dice), context.dice, feed.take(command.reply_entry), who)
    armour, note, terms = _armour(battle, context, command.target, challenger.actor, False, False)
    faces = faces_text(pool)
    message = msg(
        "bastionland.attack_rolled",
        attackers=name(battle, command.target),
        target=name(battle, challenger.actor),
        faces=faces,
    )
    return (
        state,
        events,
        AttackRolled(
            message=message,
            attack=f"a{len(battle.log)}.{index}",
            target=challenger.actor,
            attackers=(command.target,),
            armour=armour,
            armour_note=note,
            breakdown=terms,
            pool=pool,
            feats=feats,
            bloodless=command.bloodless,
        ),
    )


NOT_WEAPONS = frozenset({"impaired", "shield", "trample", "advantage", "smite", "warband"})


def faces_text(pool: AttackPoolResult) -> str:
    """Each face with its die and, for a weapon's die, the weapon: "7 (d8 mace), 3 (d4)"."""
    parts = []
    for face, die in zip(pool.faces, pool.spec.dice, strict=True):
        weapon = die.source if die.source and die.source not in NOT_WEAPONS else ""
        parts.append(f"{face} (d{die.size} {weapon})" if weapon else f"{face} (d{die.size})")
    return ", ".join(parts)


def _rolled_message(battle: Battle, command: Attack, target: str, pool: AttackPoolResult) -> Message:
    faces = faces_text(pool)
    attackers = ", ".join(name(battle, p.actor) for p in command.attackers)
    return msg("bastionland.attack_rolled", attackers=attackers, target=name(battle, target), faces=faces)
