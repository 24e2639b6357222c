"""The turn's one rule for moving holds the map's measure too: a combatant out of the fight,
surprised, Stopped, or that has acted is refused on any drag, with the reason, unless the GM
overrides; outside the round the GM sets the scene freely."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, MoveUnit, NextStep, PassTurn, PlainMap, StartBattle
from campal.core.model import Battle, Point
from campal.core.movement import allowance
from campal.core.rules.bastionland import handlers  # noqa: F401  (registers the commands)
from campal.core.rules.bastionland.commands import Attack, Attacker, ResolveAttack

from .field import skirmish


def _fallen_squire() -> Battle:
    battle = skirmish()
    squire = battle.characters["char-squire"]
    assert squire.stats is not None
    fallen = squire.model_copy(update={"stats": squire.stats.model_copy(update={"vigour": 0, "slain": True})})
    return battle.model_copy(update={"characters": {**battle.characters, "char-squire": fallen}})


def _in_round(battle: Battle) -> Engine:
    game = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    game.execute(StartBattle())
    game.execute(NextStep())
    return game


def _step(battle: Battle, token: str) -> MoveUnit:
    where = (battle.units.get(token) or battle.characters[token]).position
    return MoveUnit(token, (Point(x=where.x, y=where.y + 1.0),))


def test_a_combatant_out_of_the_fight_is_refused_the_move_with_the_reason() -> None:
    game = _in_round(_fallen_squire())
    held = allowance(game.state, "char-squire")
    assert held.refusal is not None and held.refusal.key == "bastionland.out_of_action"
    assert held.refusal.params["actor"] == "Edmund"
    with pytest.raises(CommandRefused) as refused:
        game.execute(_step(game.state, "char-squire"))
    assert refused.value.reason.key == "bastionland.out_of_action"
    before = game.state.characters["char-squire"].position
    assert before == skirmish().characters["char-squire"].position


def test_the_gm_moves_a_held_combatant_anyway_as_a_decision() -> None:
    game = _in_round(_fallen_squire())
    game.execute(MoveUnit("char-squire", (Point(x=51.5, y=51.0),), override=True, reason="dragged off"))
    assert game.state.characters["char-squire"].position == Point(x=51.5, y=51.0)
    assert game.state.log[-1].gm_decision


def test_a_combatant_that_has_acted_may_not_move_after() -> None:
    game = _in_round(skirmish())
    game.execute(PassTurn(actor="unit-militia"))
    assert allowance(game.state, "char-sir").refusal is None
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(1, 1, 1)))
    )
    game.execute(ResolveAttack())
    held = allowance(game.state, "char-sir").refusal
    assert held is not None and held.key == "bastionland.move_after_act"
    with pytest.raises(CommandRefused) as refused:
        game.execute(_step(game.state, "char-sir"))
    assert refused.value.reason.key == "bastionland.move_after_act"


def test_outside_the_round_nothing_holds_a_token() -> None:
    battle = _fallen_squire()
    assert allowance(battle, "char-squire").refusal is None
    game = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    game.execute(_step(battle, "char-squire"))
    assert game.state.characters["char-squire"].position.y == pytest.approx(51.0)
