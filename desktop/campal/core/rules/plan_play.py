"""A Play read from the phase plan: each step's actions offered to the actors whose turn it is,
carried out by the engine's generic commands (narrated actions, declarations, answers out of turn,
grouped actions, rolled totals). A system whose actions have no mechanics of their own yet plays
through it; a system with mechanics overrides the offers and commands it rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.answers import AnswerAction, DeclareAction
from ..engine.base import Command
from ..engine.map_queries import MapQueries
from ..engine.turn import TakeAction, plan_of
from ..model import Battle, Character, Message, Unit, msg
from ..phases import ActorSource, StepMode, StepSpec, check_action, current_step, load_plan
from .play import Choice, Extra, Issuer, NoPlay, Offer, Reaction, TargetChoice, TargetKind

DECLARE = "declare"


@dataclass(frozen=True)
class ActionShape:
    """How one of the plan's actions is offered: whom it aims at, and who may join it."""

    target: TargetKind = TargetKind.NONE
    group: bool = False
    note: bool = False  # the GM says in words what the action is


@dataclass
class PlanPlay(NoPlay):
    plan_id: str
    shapes: dict[str, ActionShape] = field(default_factory=dict)
    declarable: tuple[str, ...] = ()  # what a declaration step lets an actor declare

    # -- whose offers --------------------------------------------------------------------------
    @property
    def unit_steps(self) -> tuple[str, ...]:  # type: ignore[override]
        return self._steps(units=True)

    @property
    def character_steps(self) -> tuple[str, ...]:  # type: ignore[override]
        return self._steps(units=False)

    def _steps(self, units: bool) -> tuple[str, ...]:
        """Steps whose actors take offers (not the roll steps): combatants are units and
        characters; a step of characters is theirs alone."""
        plan = load_plan(self.plan_id)
        sources = (ActorSource.COMBATANTS,) if units else (ActorSource.COMBATANTS, ActorSource.CHARACTERS)
        return tuple(
            spec.id
            for spec in (*plan.setup, *plan.round, *plan.end)
            if spec.actors in sources and spec.mode is not StepMode.ROLL
        )

    def issuers(self, battle: Battle, side_id: str) -> tuple[Issuer, ...]:
        return ()

    def unit_offers(
        self, battle: Battle, maps: MapQueries, unit_id: str, issuer: str | None
    ) -> tuple[Offer, ...]:
        return self.offers(battle, maps, unit_id)

    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        return self.offers(battle, maps, character_id)

    def offers(self, battle: Battle, maps: MapQueries, actor: str) -> tuple[Offer, ...]:
        turn = battle.turn
        if turn is None or turn.finished:
            return ()
        spec = current_step(plan_of(battle), turn)
        if DECLARE in spec.actions:
            refusal = self._refusal(battle, actor, DECLARE)
            return tuple(self._offer(spec, action, refusal, declaring=True) for action in self.declarable)
        return tuple(
            self._offer(spec, action, self._refusal(battle, actor, action))
            for action in spec.actions
            if action not in spec.anytime_actions
        )

    def _refusal(self, battle: Battle, actor: str, action: str) -> Message | None:
        refused = check_action(plan_of(battle), battle.turn, actor, action)
        return refused.message if refused is not None else None

    def _offer(self, spec: StepSpec, action: str, refusal: Message | None, declaring: bool = False) -> Offer:
        shape = self.shapes.get(action, ActionShape())
        return Offer(
            action,
            msg("offer.declare" if declaring else "offer.action", action=action),
            target=shape.target,
            extra=Extra.NOTE if shape.note else Extra.NONE,
            refusal=refusal,
            speed=spec.speeds.get(action) if spec.speeds else None,
            reflexive=action in spec.anytime_actions,
            group=shape.group and not declaring,
        )

    # -- targets -------------------------------------------------------------------------------
    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        actor = _token(battle, choice.actor)
        if actor is None:
            return ()
        shape = self.shapes.get(choice.offer, ActionShape())
        found = []
        tokens: list[Unit | Character] = [*battle.units.values(), *battle.characters.values()]
        for token in tokens:
            if token.id == actor.id or (isinstance(token, Character) and token.attached_to is not None):
                continue
            enemy = token.side != actor.side
            if (shape.target is TargetKind.ENEMY) != enemy:
                continue
            if token.stats is not None and token.stats.is_out_of_action:
                continue
            placed = actor.position is not None and token.position is not None
            found.append(TargetChoice(token.id, maps.distance(battle, actor.id, token.id) if placed else 0.0))
        return tuple(found)

    # -- commands ------------------------------------------------------------------------------
    def command(self, battle: Battle, choice: Choice) -> Command:
        turn = battle.turn
        spec = current_step(plan_of(battle), turn) if turn is not None else None
        awaiting = turn.awaiting if turn is not None else None
        if awaiting is not None and choice.actor in awaiting.actors:
            return AnswerAction(choice.actor, None if choice.offer == PASS else choice.offer)
        note = str(choice.extra or "").strip()
        if spec is not None and DECLARE in spec.actions:
            return DeclareAction(choice.actor, choice.offer, choice.target, note)
        speed = spec.speeds.get(choice.offer) if spec is not None else None
        return TakeAction(
            choice.actor, choice.offer, speed=speed, note=note, target=choice.target, allies=choice.allies
        )

    # -- answers out of turn -------------------------------------------------------------------
    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        turn = battle.turn
        if turn is None or turn.awaiting is None:
            return ()
        spec = current_step(plan_of(battle), turn)
        awaiting = turn.awaiting
        if awaiting.kind not in spec.reactions.values():
            return ()
        offers = (
            Offer(awaiting.kind, msg("offer.action", action=awaiting.kind), reflexive=True),
            Offer(PASS, msg("offer.let_through"), reflexive=True),
        )
        prompt = msg("play.answer_wanted", attacker=_name(battle, awaiting.subject), action=awaiting.detail)
        return tuple(Reaction(actor, prompt, offers, awaiting.subject) for actor in awaiting.actors)

    def prompt(self, battle: Battle) -> Message | None:
        turn = battle.turn
        if turn is None or turn.finished:
            return None
        awaiting = turn.awaiting
        if awaiting is not None and self.reactions_pending(battle):
            return msg(
                "play.answer_wanted_of",
                actors=", ".join(_name(battle, a) for a in awaiting.actors),
                attacker=_name(battle, awaiting.subject),
            )
        if awaiting is not None and not self.awaited(battle):
            return msg("play.nothing_to_roll_with", action=awaiting.kind)
        return None

    def reactions_pending(self, battle: Battle) -> bool:
        turn = battle.turn
        if turn is None or turn.awaiting is None:
            return False
        return turn.awaiting.kind in current_step(plan_of(battle), turn).reactions.values()


PASS = "let_through"


def _token(battle: Battle, token: str) -> Unit | Character | None:
    return battle.units.get(token) or battle.characters.get(token)


def _name(battle: Battle, token: str) -> str:
    found = _token(battle, token)
    return found.name if found is not None else token
