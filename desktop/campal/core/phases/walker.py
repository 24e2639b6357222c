"""The walker: moves a ``TurnState`` through a ``PhasePlan``. Pure functions, no events.

Handlers call these to compute the next position and wrap the result in an event, so the
position is saved and undone with the document.
"""

from __future__ import annotations

from ..frozen import frozen
from ..model import AwaitedRoll, Battle, Character, TurnState, Unit
from .plan import ActorOrder, ActorSource, PhasePlan, Stage, StepMode, StepSpec
from .rules import BUDGET_RULES, LOOP_CHECKS, ROUND_STARTS


@frozen
class Advance:
    """The next position, and the tokens a new round reset (applied before the position)."""

    turn: TurnState
    units: tuple[Unit, ...] = ()
    characters: tuple[Character, ...] = ()
    new_round: bool = False


def is_active_unit(unit: Unit) -> bool:
    return unit.stats is None or not unit.stats.is_out_of_action


def is_active_character(character: Character) -> bool:
    return character.stats is None or not character.stats.is_out_of_action


def _sources(battle: Battle, source: ActorSource) -> list[str]:
    free_characters = [
        c.id for c in battle.characters.values() if c.attached_to is None and is_active_character(c)
    ]
    if source is ActorSource.SIDES:
        return [s.id for s in battle.sides.values() if not (s.stats and s.stats.surrendered)]
    if source is ActorSource.CHARACTERS:
        return free_characters
    if source is ActorSource.COMBATANTS:
        return [u.id for u in battle.units.values() if is_active_unit(u)] + free_characters
    return []


def _side_of(battle: Battle, actor: str) -> str:
    token = battle.units.get(actor) or battle.characters.get(actor)
    return token.side if token is not None else actor


def actors_of(battle: Battle, turn: TurnState, spec: StepSpec) -> tuple[str, ...]:
    actors = _sources(battle, spec.actors)
    if spec.order is ActorOrder.LISTED:
        sides = list(battle.sides)
        rank = {side: i for i, side in enumerate(turn.order or tuple(sides))}
        actors.sort(key=lambda a: rank.get(_side_of(battle, a), len(rank)))
        return tuple(actors)
    placed = {actor: i for i, actor in enumerate(turn.order)}

    def key(actor: str) -> tuple[int, int]:
        if actor in placed:
            return (0, placed[actor])
        return (1, -turn.initiative.get(actor, -1_000_000))

    actors.sort(key=key)
    if spec.order is ActorOrder.INITIATIVE_ASC:
        actors.reverse()
    return tuple(actors)


def _budget(battle: Battle, spec: StepSpec, actor: str) -> int | None:
    if spec.budget_rule is not None:
        return BUDGET_RULES[spec.budget_rule](battle, actor)
    return spec.budget


def _timeline_queue(actors: tuple[str, ...], turn: TurnState) -> TurnState:
    ticks = {actor: turn.next_tick.get(actor, turn.tick) for actor in actors}
    if not ticks:
        return turn.model_copy(update={"queue": ()})
    tick = min(ticks.values())
    queue = tuple(actor for actor in actors if ticks[actor] == tick)
    return turn.model_copy(update={"tick": tick, "queue": queue, "next_tick": {**turn.next_tick, **ticks}})


def enter_step(plan: PhasePlan, battle: Battle, turn: TurnState, stage: Stage, index: int) -> TurnState:
    spec = plan.steps(stage)[index]
    ready = turn.model_copy(update={"stage": stage, "step": spec.id})
    actors = actors_of(battle, ready, spec)
    budgets: dict[str, int] = {}
    for actor in actors:
        budget = _budget(battle, spec, actor)
        if budget is not None:
            budgets[actor] = budget
    update: dict[str, object] = {"budgets": budgets, "taken": {}, "awaiting": None}
    if spec.mode in (StepMode.ALTERNATE, StepMode.SEQUENCE, StepMode.FREE) and budgets:
        actors = tuple(actor for actor in actors if budgets.get(actor, 1) > 0)
    update["queue"] = actors
    if spec.await_roll is not None:
        update.update(initiative={}, tiebreaks={}, order=())
        update["awaiting"] = AwaitedRoll(kind=spec.await_roll, actors=actors) if actors else None
    ready = ready.model_copy(update=update)
    if spec.mode is StepMode.TIMELINE:
        ready = _timeline_queue(actors, ready)
    return ready


def start(plan: PhasePlan, battle: Battle) -> Advance:
    turn = TurnState(plan=plan.id, stage="setup", step=(plan.setup or plan.round)[0].id)
    if plan.setup:
        return Advance(enter_step(plan, battle, turn, "setup", 0))
    return _new_round(plan, battle, turn)


def _new_round(plan: PhasePlan, battle: Battle, turn: TurnState) -> Advance:
    units: tuple[Unit, ...] = ()
    characters: tuple[Character, ...] = ()
    if plan.round_start is not None:
        units, characters = ROUND_STARTS[plan.round_start](battle)
        battle = _with_tokens(battle, units, characters)
    units, characters = _without_trails(battle, units, characters)
    battle = _with_tokens(battle, units, characters)
    fresh = turn.model_copy(update={"round": turn.round + 1, "spent": {}, "declared": {}})
    return Advance(enter_step(plan, battle, fresh, "round", 0), units, characters, new_round=True)


def _with_tokens(battle: Battle, units: tuple[Unit, ...], characters: tuple[Character, ...]) -> Battle:
    return battle.model_copy(
        update={
            "units": {**battle.units, **{u.id: u for u in units}},
            "characters": {**battle.characters, **{c.id: c for c in characters}},
        }
    )


def _without_trails(
    battle: Battle, units: tuple[Unit, ...], characters: tuple[Character, ...]
) -> tuple[tuple[Unit, ...], tuple[Character, ...]]:
    """The round's reset tokens, plus every token that still shows last round's path."""
    reset_units = {u.id: u for u in units}
    reset_characters = {c.id: c for c in characters}
    for unit in battle.units.values():
        if unit.trail:
            reset_units[unit.id] = unit.model_copy(update={"trail": ()})
    for character in battle.characters.values():
        if character.trail:
            reset_characters[character.id] = character.model_copy(update={"trail": ()})
    return tuple(reset_units.values()), tuple(reset_characters.values())


def is_battle_over(plan: PhasePlan, battle: Battle) -> bool:
    return plan.loop_check is not None and LOOP_CHECKS[plan.loop_check](battle)


def next_step(plan: PhasePlan, battle: Battle, turn: TurnState) -> Advance:
    """The position after the current step: the next step, a new round, the end, or finished."""
    stage: Stage = turn.stage
    index = plan.index(stage, turn.step)
    if index + 1 < len(plan.steps(stage)):
        return Advance(enter_step(plan, battle, turn, stage, index + 1))
    if stage == "setup" or (stage == "round" and not is_battle_over(plan, battle)):
        return _new_round(plan, battle, turn)
    return end_battle(plan, battle, turn)


def end_battle(plan: PhasePlan, battle: Battle, turn: TurnState) -> Advance:
    if turn.stage != "end" and plan.end:
        return Advance(enter_step(plan, battle, turn, "end", 0))
    return Advance(turn.model_copy(update={"finished": True, "queue": (), "awaiting": None}))


def _without(queue: tuple[str, ...], actor: str) -> tuple[str, ...]:
    return tuple(a for a in queue if a != actor)


def pass_turn(plan: PhasePlan, battle: Battle, turn: TurnState, actor: str) -> TurnState:
    """``actor`` gives up the rest of its turn in this step (on a timeline: waits one tick)."""
    spec = plan.step(turn.stage, turn.step)
    if spec.mode is StepMode.TIMELINE:
        return record_action(plan, battle, turn, actor, "", speed=1)
    return turn.model_copy(update={"queue": _without(turn.queue, actor)})


def record_action(
    plan: PhasePlan,
    battle: Battle,
    turn: TurnState,
    actor: str,
    action: str,
    cost: int = 1,
    speed: int | None = None,
) -> TurnState:
    """The position after ``actor`` took ``action``: budget spent, turn passed as the mode says.

    An anytime action (a defence, a reflexive action) never moves the turn on, not even the
    actor's own: it is taken besides the actor's turn. On a timeline, a zero-speed action leaves
    the actor at the same tick, still to act.
    """
    spec = plan.step(turn.stage, turn.step)
    budgets = dict(turn.budgets)
    if actor in budgets:
        budgets[actor] -= cost
    taken = {**turn.taken, actor: (*turn.taken.get(actor, ()), action)}
    left = budgets.get(actor, 1)
    queue = turn.queue
    if action in spec.anytime_actions:
        pass
    elif spec.mode is StepMode.ALTERNATE:
        queue = _without(queue, actor) + ((actor,) if left > 0 else ())
    elif spec.mode is StepMode.TIMELINE:
        speed = max(speed if speed is not None else spec.speeds.get(action, 1), 0)
        ticks = {**turn.next_tick, actor: turn.tick + speed}
        turn = turn.model_copy(update={"next_tick": ticks, "budgets": budgets, "taken": taken})
        if speed == 0:
            return turn.model_copy(update={"queue": queue})
        queue = _without(queue, actor)
        if not queue:
            return _timeline_queue(actors_of(battle, turn, spec), turn)
        return turn.model_copy(update={"queue": queue})
    elif left <= 0 or (spec.sequenced_actions and spec.actions and action == spec.actions[-1]):
        queue = _without(queue, actor)
    return turn.model_copy(update={"budgets": budgets, "taken": taken, "queue": queue})


def record_roll(
    plan: PhasePlan, turn: TurnState, actor: str, score: int, tiebreak: tuple[int, ...] = ()
) -> TurnState:
    """Note ``actor``'s awaited roll; when the last one is in, settle the order (ties by the
    tie-break values, then by who rolled first)."""
    spec = plan.step(turn.stage, turn.step)
    initiative = {**turn.initiative, actor: score}
    tiebreaks = {**turn.tiebreaks, actor: tiebreak}
    awaiting = turn.awaiting
    left = _without(awaiting.actors, actor) if awaiting else ()
    update: dict[str, object] = {
        "initiative": initiative,
        "tiebreaks": tiebreaks,
        "queue": _without(turn.queue, actor) if spec.mode is StepMode.ROLL else turn.queue,
        "awaiting": awaiting.model_copy(update={"actors": left}) if awaiting and left else None,
    }
    if not left:
        order = sorted(initiative, key=lambda a: (initiative[a], tiebreaks.get(a, ())), reverse=True)
        update["order"] = tuple(order)
        if spec.roll_sets_tick:
            best = max(initiative.values())
            update["next_tick"] = {a: best - s for a, s in initiative.items()}
            update["tick"] = 0
    return turn.model_copy(update=update)
