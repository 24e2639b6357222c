"""Saves outside an attack: the surprise (CLA, or lose the first turn), morale (SPI, or flee or
surrender; a warband routs), and a moment of peace once the danger has passed. The round's start
ends a surprise that cost its first turn."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Event, Outcome, handles
from ...engine.turn import TurnChanged, acted, require_action
from ...model import Battle, Character, Unit, msg
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, Morale
from ...phases.rules import RULED_ACTIONS, round_start
from .asks import save as roll_save
from .commands import CheckMorale, CheckSurprise, MomentOfPeace, SideFirst, UseRemedy
from .events import SaveRolled
from .group_morale import GROUP_AWAIT, group_await, group_wavers, side_of_person
from .morale import morale_save, person_after_morale, warband_after_morale
from .peace import moment_of_peace, remedied
from .pending import open_attacks
from .resolve import MORALE_AWAIT
from .tables import combat_table
from .tokens import name, person, stats_of, with_stats
from .turns import after_surprise, side_order, surprise_over, surprise_save

SURPRISE_ACTION = "surprise_check"
RULED_ACTIONS.setdefault("bastionland", set()).add(SURPRISE_ACTION)


def surprise_saved(battle: Battle, actor: str) -> bool:
    turn = battle.turn
    return turn is not None and SURPRISE_ACTION in turn.taken.get(actor, ())


@handles(CheckSurprise)
def _surprise(battle: Battle, command: CheckSurprise, context: Context) -> Outcome:
    require_action(battle, None, SURPRISE_ACTION)
    stats = person(battle, command.actor)
    if stats.surprised or surprise_saved(battle, command.actor):
        raise CommandRefused(msg("bastionland.surprised_already", actor=name(battle, command.actor)))
    save = roll_save(
        surprise_save(command.actor, stats), context.dice, command.entry, name(battle, command.actor)
    )
    state, changed = with_stats(battle, command.actor, after_surprise(stats, save))
    events: list[Event] = [changed]
    turned = acted(state, command.actor, SURPRISE_ACTION)
    if turned is not None and turned.turn is not None and not turned.turn.order:
        turned = TurnChanged(turn=turned.turn.model_copy(update={"order": players_first(battle)}))
    if turned is not None:
        events.append(turned)
    outcome = "bastionland.ready" if save.is_success else "bastionland.surprised"
    message = msg(
        "bastionland.surprise_save",
        actor=name(battle, command.actor),
        face=save.face,
        virtue=save.spec.value,
        outcome=outcome,
    )
    events.append(SaveRolled(message=message, save=save, outcome=outcome))
    return Outcome(tuple(events), msg("undo.bastionland.surprise"), message)


def players_first(battle: Battle) -> tuple[str, ...]:
    """The sides in turn order: those with player characters first (the text's usual case)."""
    players = frozenset(
        c.side
        for c in battle.characters.values()
        if isinstance(c.stats, BastionlandCharacterStats) and c.stats.player
    )
    return side_order(tuple(battle.sides), players)


@handles(SideFirst)
def _side_first(battle: Battle, command: SideFirst, context: Context) -> Outcome:
    turn = battle.turn
    if command.side not in battle.sides:
        raise CommandRefused(msg("token.unknown", token=command.side))
    if turn is None or turn.stage != "setup":
        raise CommandRefused(msg("bastionland.order_in_setup"))
    order = side_order(tuple(battle.sides), frozenset(), first=command.side)
    message = msg("bastionland.side_first", side=battle.sides[command.side].name)
    return Outcome(
        (TurnChanged(turn=turn.model_copy(update={"order": order})),), msg("undo.bastionland.order"), message
    )


@handles(CheckMorale)
def _morale(battle: Battle, command: CheckMorale, context: Context) -> Outcome:
    if open_attacks(battle):
        raise CommandRefused(msg("bastionland.attack_open"))
    stats = stats_of(battle, command.actor)
    if isinstance(stats, BastionlandCharacterStats) and stats.player:
        raise CommandRefused(msg("bastionland.players_exempt", actor=name(battle, command.actor)))
    leader = command.leader or _leader(battle, stats)
    spirit = stats_of(battle, leader).spirit if leader else stats.spirit
    saver = leader or command.actor
    save = roll_save(morale_save(saver, spirit), context.dice, command.entry, name(battle, saver))
    after: BastionlandCharacterStats | BastionlandWarbandStats
    if isinstance(stats, BastionlandWarbandStats):
        after = warband_after_morale(stats, save)
        outcome = "bastionland.held" if save.is_success else "bastionland.routed"
    else:
        fate = Morale.SURRENDERED if command.surrender else Morale.FLED
        after = person_after_morale(stats, save, fate)
        outcome = "bastionland.held" if save.is_success else f"bastionland.{fate.value}"
    state, changed = with_stats(battle, command.actor, after)
    message = msg(
        "bastionland.morale_save",
        actor=name(battle, command.actor),
        face=save.face,
        virtue=save.spec.value,
        outcome=outcome,
    )
    events: list[Event] = [changed, SaveRolled(message=message, save=save, outcome=outcome)]
    turn = battle.turn
    awaiting = turn.awaiting if turn is not None else None
    if turn is not None and awaiting is not None:
        if awaiting.kind == GROUP_AWAIT and command.actor in awaiting.actors:
            rest = tuple(a for a in awaiting.actors if a != command.actor)
            after_await = awaiting.model_copy(update={"actors": rest}) if rest else None
            events.append(TurnChanged(turn=turn.model_copy(update={"awaiting": after_await})))
        elif awaiting.kind == MORALE_AWAIT and command.actor in awaiting.actors and len(awaiting.actors) > 1:
            rest = tuple(a for a in awaiting.actors if a != command.actor)
            owed = awaiting.model_copy(update={"actors": rest, "subject": rest[0]})
            events.append(TurnChanged(turn=turn.model_copy(update={"awaiting": owed})))
        elif awaiting.subject == command.actor or command.actor in awaiting.actors:
            # A person who fled or surrendered may leave its group at half its members.
            side = side_of_person(battle, command.actor)
            group = side is not None and group_wavers(battle, state, side)
            following = group_await(state, side) if group and side is not None else None
            events.append(TurnChanged(turn=turn.model_copy(update={"awaiting": following})))
    return Outcome(tuple(events), msg("undo.bastionland.morale"), message)


def _leader(battle: Battle, stats: BastionlandCharacterStats | BastionlandWarbandStats) -> str | None:
    """An organised warband saves once on its leader's SPI, while the leader stands."""
    if not isinstance(stats, BastionlandWarbandStats) or stats.leader is None:
        return None
    leader = battle.characters.get(stats.leader)
    if leader is None or leader.stats is None or leader.stats.is_out_of_action:
        return None
    return stats.leader


@handles(UseRemedy)
def _remedy(battle: Battle, command: UseRemedy, context: Context) -> Outcome:
    if open_attacks(battle):
        raise CommandRefused(msg("bastionland.attack_open"))
    if command.side not in battle.sides:
        raise CommandRefused(msg("token.unknown", token=command.side))
    table = combat_table()
    value = command.value if command.value is not None else table.remedy_restores_to
    if not 1 <= value <= table.virtue_max:
        raise CommandRefused(msg("bastionland.remedy_value", value=value, maximum=table.virtue_max))
    events: list[Event] = []
    restored: list[str] = []
    for character in battle.characters.values():
        stats = character.stats
        if character.side != command.side or character.position is None:
            continue
        if not isinstance(stats, BastionlandCharacterStats):
            continue
        after = remedied(stats, command.virtue, value)
        if after is not None:
            events.append(with_stats(battle, character.id, after)[1])
            restored.append(character.name or character.id)
    side = battle.sides[command.side].name
    if not events:
        raise CommandRefused(msg(f"bastionland.remedy_nothing.{command.virtue}", side=side))
    message = msg(
        f"bastionland.remedy.{command.virtue}", side=side, value=value, restored=", ".join(restored)
    )
    return Outcome(tuple(events), msg("undo.bastionland.remedy"), message)


@handles(MomentOfPeace)
def _peace(battle: Battle, command: MomentOfPeace, context: Context) -> Outcome:
    if open_attacks(battle):
        raise CommandRefused(msg("bastionland.attack_open"))
    events: list[Event] = []
    for unit in battle.units.values():
        if isinstance(unit.stats, BastionlandWarbandStats):
            events.append(with_stats(battle, unit.id, moment_of_peace(unit.stats))[1])
    for character in battle.characters.values():
        if isinstance(character.stats, BastionlandCharacterStats):
            events.append(with_stats(battle, character.id, moment_of_peace(character.stats))[1])
    return Outcome(tuple(events), msg("undo.bastionland.peace"), msg("bastionland.peace"))


@round_start("bastionland.round")
def _round_start(battle: Battle) -> tuple[tuple[Unit, ...], tuple[Character, ...]]:
    """From the second round on, the surprised have lost their turn and are no longer Exposed."""
    if battle.turn is None or battle.turn.round < 1:
        return (), ()
    characters = tuple(
        c.model_copy(update={"stats": surprise_over(c.stats)})
        for c in battle.characters.values()
        if isinstance(c.stats, BastionlandCharacterStats) and c.stats.surprised
    )
    return (), characters
