"""What every Exalted handler needs: the units' stats, rolls made and recorded, new stats
emitted as whole tokens, and the timeline moved on by the action's Speed."""

from __future__ import annotations

from collections.abc import Iterable

from ...dice import Breakdown, DiceEntryError, ManualEntry
from ...dice.pool import PoolResult, PoolSpec, roll_pool
from ...engine.base import CommandRefused, Context, Event
from ...engine.tokens import CharacterSet, UnitSet
from ...engine.turn import TurnChanged, acted, plan_of, require_action
from ...model import (
    Battle,
    Character,
    ExaltedCharacterStats,
    ExaltedUnitState,
    ExaltedUnitStats,
    Message,
    Unit,
    msg,
    new_id,
)
from ...phases import enter_step
from .events import PoolRolled, UnitNoted
from .field import resized
from .remnants import Person, remnants
from .tables import ActionSpec, action
from .timeline import dv_after


class Resolve:
    def __init__(self, battle: Battle, context: Context, entries: Iterable[ManualEntry | None] = ()) -> None:
        self.battle = battle
        self.context = context
        self._entries = list(entries)
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.battle = event.apply(self.battle)

    def unit(self, unit_id: str) -> Unit:
        unit = self.battle.units.get(unit_id)
        if unit is None or not isinstance(unit.stats, ExaltedUnitStats):
            raise CommandRefused(msg("token.unknown", token=unit_id))
        return unit

    def stats(self, unit_id: str) -> ExaltedUnitStats:
        stats = self.unit(unit_id).stats
        assert isinstance(stats, ExaltedUnitStats)
        return stats

    def character_stats(self, character_id: str) -> ExaltedCharacterStats:
        character = self.battle.characters.get(character_id)
        if character is None or not isinstance(character.stats, ExaltedCharacterStats):
            raise CommandRefused(msg("token.unknown", token=character_id))
        return character.stats

    def name(self, token_id: str) -> str:
        token = self.battle.units.get(token_id) or self.battle.characters.get(token_id)
        return token.name if token is not None else token_id

    def put(self, unit_id: str, stats: ExaltedUnitStats) -> None:
        before = self.stats(unit_id)
        was_out = before.is_out_of_action
        left = remnants(before, stats)
        self.emit(UnitSet(unit=resized(self.unit(unit_id), left.stats, self.battle)))
        self.step_out(unit_id, left.people)
        if stats.is_out_of_action and not was_out:
            # Destroyed out of its own action (a rout test answered on another's tick): it no
            # longer waits on the timeline, and nobody waits for it.
            self.leave_queue(unit_id)

    def step_out(self, unit_id: str, people: tuple[Person, ...]) -> None:
        """Each person stands beside the unit as a one-person unit, acting on the unit's tick."""
        if not people:
            return
        unit = self.unit(unit_id)
        added = []
        for person in people:
            character = Character(
                id=new_id("char"),
                name=person.name or unit.name,
                side=unit.side,
                position=unit.position,
                stats=ExaltedCharacterStats(
                    essence=person.traits.essence, traits=person.traits, kind=person.kind
                ),
            )
            self.emit(CharacterSet(character=character))
            self.emit(
                UnitNoted(message=msg("exalted.stands_alone", character=character.name, unit=unit.name))
            )
            added.append(character.id)
        turn = self.battle.turn
        if turn is not None and unit_id in turn.next_tick:
            at = turn.next_tick[unit_id]
            update = {
                "next_tick": {**turn.next_tick, **dict.fromkeys(added, at)},
                "order": (*turn.order, *added),
            }
            self.emit(TurnChanged(turn=turn.model_copy(update=update)))

    def leave_queue(self, token_id: str, forget_tick: bool = False) -> None:
        """``token_id`` out of the actors waiting on this tick; the timeline moves on when none is left."""
        turn = self.battle.turn
        if turn is None or (token_id not in turn.queue and not forget_tick):
            return
        update: dict[str, object] = {"queue": tuple(a for a in turn.queue if a != token_id)}
        if forget_tick:
            update["next_tick"] = {k: v for k, v in turn.next_tick.items() if k != token_id}
            update["order"] = tuple(a for a in turn.order if a != token_id)
        left = turn.model_copy(update=update)
        if not left.queue and left.stage == "round":
            plan = plan_of(self.battle)
            left = enter_step(plan, self.battle, left, "round", plan.index("round", left.step))
        self.emit(TurnChanged(turn=left))

    def put_character(self, character_id: str, stats: ExaltedCharacterStats) -> None:
        character = self.battle.characters[character_id]
        self.emit(CharacterSet(character=character.model_copy(update={"stats": stats})))

    def update(self, unit_id: str, **changes: object) -> ExaltedUnitStats:
        stats = self.stats(unit_id).model_copy(update=changes)
        self.put(unit_id, stats)
        return stats

    def owe(self, unit_id: str, test: str, times: int = 1) -> None:
        """The unit owes ``test``: a rout or hesitation test once until answered, an exhaustion
        test once per attack made or suffered (``times``)."""
        stats = self.stats(unit_id)
        if stats.state is ExaltedUnitState.DESTROYED:
            return
        if stats.fearless and test.split(":")[0] in ("rout", "hesitation") and test != "rout:mob_rule_wait":
            # Undead and automata never test for rout, save Mob Rule's wait.
            return
        if test.startswith("exhaustion:"):
            self.update(unit_id, pending=(*stats.pending, *([test] * max(times, 1)))[-20:])
        elif test not in stats.pending:
            self.update(unit_id, pending=(*stats.pending, test)[-20:])

    @property
    def tick(self) -> int:
        return self.battle.turn.tick if self.battle.turn is not None else 0

    def next_entry(self) -> ManualEntry | None:
        return self._entries.pop(0) if self._entries else None

    def _pool(self, spec: PoolSpec) -> PoolResult:
        try:
            return roll_pool(spec, self.context.dice, self.next_entry())
        except DiceEntryError as error:
            raise CommandRefused(error.reason) from None

    def roll(self, purpose: str, actor: str, spec: PoolSpec, message: Message) -> PoolResult:
        result = self._pool(spec.model_copy(update={"ability": f"exalted.{purpose}"}))
        self.emit(PoolRolled(purpose=purpose, actor=actor, roll=result, message=message))
        return result

    def test(
        self,
        purpose: str,
        actor: str,
        dice: Breakdown,
        difficulty: Breakdown | None,
        automatic: Breakdown | None = None,
    ) -> PoolResult:
        spec = PoolSpec(
            ability=f"exalted.{purpose}", dice=dice, automatic=automatic or Breakdown(), difficulty=difficulty
        )
        result = self._pool(spec)
        message = msg(
            "exalted.rolled" if result.difficulty is not None else "exalted.rolled_open",
            actor=self.name(actor),
            action=f"exalted.{purpose}",
            successes=result.successes,
            difficulty=result.difficulty if result.difficulty is not None else "",
        )
        self.emit(PoolRolled(purpose=purpose, actor=actor, roll=result, message=message))
        return result


def check_turn(battle: Battle, actor: str, action_id: str) -> None:
    require_action(battle, actor, action_id)


def take_turn(res: Resolve, actor: str, action_id: str, spec: ActionSpec | None = None) -> None:
    """The action's mark on the actor and the clock: its DV penalty until its next action and
    its next tick Speed ticks on (a zero-speed action acts again on this tick, a reflexive one
    leaves everything as it was). ``spec``: the action's own Speed and DV (a Charm's, a long
    spell's) instead of the table's for ``action_id``."""
    spec = spec or action(action_id)
    if spec.reflexive:
        return
    unit = res.battle.units.get(actor)
    character = res.battle.characters.get(actor)
    if unit is not None and isinstance(unit.stats, ExaltedUnitStats):
        stats = unit.stats
        state = ExaltedUnitState.FIGHTING if stats.state is ExaltedUnitState.HESITATING else stats.state
        res.update(
            actor,
            dv_penalty=dv_after(spec),
            last_order=action_id,
            attacked_since_action=False,
            shot_at_since_action=False,
            state=state,
            mob_finished=stats.mob_rule,
        )
    elif character is not None and isinstance(character.stats, ExaltedCharacterStats):
        res.put_character(
            actor, character.stats.model_copy(update={"dv_penalty": dv_after(spec), "last_order": action_id})
        )
    event = acted(res.battle, actor, action_id, speed=spec.speed)
    if event is not None:
        res.emit(event)


def forget(res: Resolve, gone: str) -> None:
    """No unit stays engaged with, enveloping or duelling a unit that is gone or destroyed."""
    for unit_id, unit in list(res.battle.units.items()):
        stats = unit.stats
        if unit_id == gone or not isinstance(stats, ExaltedUnitStats):
            continue
        if gone in stats.engaged or gone in stats.enveloping or stats.duel_with == gone:
            res.update(
                unit_id,
                engaged={k: v for k, v in stats.engaged.items() if k != gone},
                enveloping=tuple(e for e in stats.enveloping if e != gone),
                duel_with=None if stats.duel_with == gone else stats.duel_with,
            )
