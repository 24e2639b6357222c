"""The tests a unit owes out of turn: rout and hesitation (and Mob Rule's wait), exhaustion
after an attack made or suffered; and the dishonour of meddling in a duel."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from .commands import DuelInterference, MoraleTest, OweTest
from .morale import (
    MOB_RULE_WAIT,
    after_exhaustion,
    after_rout_test,
    exhaustion_difficulty,
    exhaustion_pool,
    is_immune,
    rout_difficulty,
    rout_pool,
    waiting_for_orders,
)
from .resolve import Resolve
from .tables import combat, morale

KINDS = ("rout", "hesitation", "exhaustion")


def _answered(pending: tuple[str, ...], test: str) -> tuple[str, ...]:
    """``pending`` less one ``test`` (a unit may owe one exhaustion test per attack)."""
    if test not in pending:
        return pending
    at = pending.index(test)
    return pending[:at] + pending[at + 1 :]


@handles(MoraleTest)
def _morale_test(battle: Battle, command: MoraleTest, context: Context) -> Outcome:
    kind, _, cause = command.test.partition(":")
    if kind not in KINDS or not cause:
        raise CommandRefused(msg("play.unknown_action", action=command.test))
    if command.perceived not in morale().perceived_enemy:
        raise CommandRefused(msg("play.unknown_action", action=command.perceived))
    res = Resolve(battle, context, (command.entry,))
    stats = res.stats(command.unit)
    pending = _answered(stats.pending, command.test)
    if kind != "exhaustion" and is_immune(stats, command.test):
        res.update(command.unit, pending=pending)
        return Outcome(
            tuple(res.events), msg("undo.exalted.test"), msg("exalted.immune", unit=res.name(command.unit))
        )
    if kind == "exhaustion":
        result = res.test(
            "exhaustion", command.unit, exhaustion_pool(stats), exhaustion_difficulty(stats, (cause,))
        )
        after = after_exhaustion(stats, result).model_copy(update={"pending": pending})
        res.put(command.unit, after)
        key = "exalted.steady" if result.is_success else "exalted.exhausted"
        message = msg(key, unit=res.name(command.unit), endurance=after.endurance)
        return Outcome(tuple(res.events), msg("undo.exalted.test"), message)
    difficulty = rout_difficulty(stats, cause, command.perceived, hesitation=kind == "hesitation")
    result = res.test(kind, command.unit, rout_pool(stats), difficulty)
    outcome = after_rout_test(stats, result)
    after = outcome.stats.model_copy(update={"pending": pending})
    if command.test == MOB_RULE_WAIT:
        after = waiting_for_orders(after)
    res.put(command.unit, after)
    if outcome.routed:
        message = msg("exalted.routed", unit=res.name(command.unit))
    elif outcome.hesitating:
        message = msg("exalted.hesitates", unit=res.name(command.unit), magnitude=outcome.magnitude_lost)
    elif outcome.stats.is_out_of_action:
        message = msg("exalted.destroyed", unit=res.name(command.unit))
    else:
        message = msg("exalted.holds", unit=res.name(command.unit))
    return Outcome(tuple(res.events), msg("undo.exalted.test"), message)


@handles(DuelInterference)
def _interference(battle: Battle, command: DuelInterference, context: Context) -> Outcome:
    res = Resolve(battle, context)
    res.owe(command.unit, "hesitation:duel_interference")
    message = msg(
        "exalted.interfered", unit=res.name(command.unit), difficulty=combat().duel_interference_hesitation
    )
    return Outcome(tuple(res.events), msg("undo.exalted.interference"), message)


@handles(OweTest)
def _owe(battle: Battle, command: OweTest, context: Context) -> Outcome:
    kind, _, cause = command.test.partition(":")
    known = morale().triggers if kind in ("rout", "hesitation") else morale().exhaustion_bonuses
    if kind not in KINDS or cause not in known:
        raise CommandRefused(msg("play.unknown_action", action=command.test))
    res = Resolve(battle, context)
    res.stats(command.unit)
    res.owe(command.unit, command.test)
    message = msg("exalted.test_called", unit=res.name(command.unit), action=f"exalted.{kind}_{cause}")
    return Outcome(tuple(res.events), msg("undo.exalted.test"), message, gm_decision=True)
