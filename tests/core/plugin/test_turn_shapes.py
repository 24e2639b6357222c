"""The Play shape holds the four systems' turns: each new system's skeleton walked through its
special shape from the offers the docks show, as a GM at the table would."""

import pytest

from campal.core.dice import ScriptedDice
from campal.core.engine import (
    CommandRefused,
    Engine,
    NextStep,
    PlainMap,
    StartBattle,
    TakeAction,
)
from campal.core.model import Battle, Character, Point, RuleSystemId, Side
from campal.core.phases import record_action
from campal.core.rules import system_of
from campal.core.rules.exalted.commands import SimpleAction
from campal.core.rules.play import Choice, TargetKind

MAPS = PlainMap()


def battle(system: RuleSystemId, names: tuple[str, ...]) -> Battle:
    sides = {s: Side(id=s, name=s) for s in ("side-pc", "side-npc")}
    stats = system_of(system).new_character_stats()
    characters = {
        f"char-{n}": Character(
            id=f"char-{n}",
            name=n,
            side="side-pc" if i % 2 == 0 else "side-npc",
            position=Point(x=i * 2.0, y=0),
            stats=stats,
        )
        for i, n in enumerate(names)
    }
    return Battle(system=system, sides=sides, characters=characters)


def take(engine: Engine, choice: Choice) -> None:
    """What the dock does: find the offer, refuse it if refused, run the play's command."""
    play = system_of(engine.state).play
    offers = [o for r in play.reactions(engine.state, MAPS) if r.actor == choice.actor for o in r.offers]
    offers = offers or list(play.character_offers(engine.state, MAPS, choice.actor))
    offer = next(o for o in offers if o.id == choice.offer)
    assert offer.refusal is None, offer.refusal
    engine.execute(play.command(engine.state, choice))


def test_aquelarre_declares_lowest_first_then_acts_highest_first_and_the_attacked_defends() -> None:
    # Initiative 1D10 + AGI (10 each), rolled side by side: ana 3+10, cid 1+10, bru 9+10; then
    # bru's punch (Pelea 10%: 5) and cid's dodge (Esquivar 10%: 3).
    engine = Engine(battle(RuleSystemId.AQUELARRE, ("ana", "bru", "cid")), dice=ScriptedDice([3, 1, 9, 5, 3]))
    engine.execute(StartBattle())
    play = system_of(engine.state).play
    for command in play.awaited(engine.state):
        engine.execute(command)
    turn = engine.state.turn
    assert turn is not None and turn.order == ("char-bru", "char-ana", "char-cid")
    assert turn.initiative == {"char-ana": 13, "char-bru": 19, "char-cid": 11}
    engine.execute(NextStep())
    assert engine.state.turn.queue == ("char-cid", "char-ana", "char-bru")  # lowest declares first
    declared = [o.id for o in play.character_offers(engine.state, MAPS, "char-cid") if o.is_allowed]
    assert {"melee", "dodge", "walk"} <= set(declared) and "crawl" not in declared
    take(engine, Choice("char-cid", "melee", target="char-bru"))
    take(engine, Choice("char-cid", "dodge"))
    take(engine, Choice("char-ana", "dodge"))
    take(engine, Choice("char-ana", "dodge"))
    # The fastest declares last, knowing what the others said.
    assert engine.state.turn.declared["char-cid"].target == "char-bru"
    take(engine, Choice("char-bru", "melee", target="char-cid"))
    take(engine, Choice("char-bru", "dodge"))
    engine.execute(NextStep())
    # Highest acts first; ana declared only defences, which wait to be attacked: no turn of hers.
    assert engine.state.turn.queue == ("char-bru", "char-cid")
    take(engine, Choice("char-bru", "do:0"))
    # The attack waits: cid picks its defence before the dice are read.
    (reaction,) = play.reactions(engine.state, MAPS)
    assert reaction.actor == "char-cid" and [o.id for o in reaction.offers] == ["defend:1", "defend:none"]
    with pytest.raises(CommandRefused):
        engine.execute(TakeAction("char-bru", "move"))
    take(engine, Choice("char-cid", "defend:1"))
    turn = engine.state.turn
    assert turn.awaiting is None and turn.actor == "char-cid"
    keys = [e["message"]["key"] for e in engine.state.log[-1].events if "message" in e]
    assert "aquelarre.log.attack" in keys and "aquelarre.log.defence" in keys


def knights(base: Battle, *who: str) -> Battle:
    characters = dict(base.characters)
    for name in who:
        token = characters[name]
        characters[name] = token.model_copy(update={"stats": token.stats.model_copy(update={"knight": True})})
    return base.model_copy(update={"characters": characters})


def test_bastionland_attackers_of_one_target_strike_together_and_the_target_may_deny() -> None:
    start = knights(battle(RuleSystemId.BASTIONLAND, ("ana", "bru", "cid", "dan")), "char-bru")
    engine = Engine(start, dice=ScriptedDice([3, 2, 15]), map_queries=MAPS)
    engine.execute(StartBattle())
    engine.execute(NextStep())
    play = system_of(engine.state).play
    (attack,) = [o for o in play.character_offers(engine.state, MAPS, "char-ana") if o.id == "attack"]
    assert attack.group and attack.target is TargetKind.ENEMY
    assert play.allies(engine.state, MAPS, Choice("char-ana", "attack", target="char-bru")) == ("char-cid",)
    take(engine, Choice("char-ana", "attack", target="char-bru", allies=("char-cid",)))
    turn = engine.state.turn
    assert "act" in turn.taken["char-ana"] and "act" in turn.taken["char-cid"]
    assert turn.awaiting is not None and turn.awaiting.kind == "resolve_attack"
    assert engine.state.log[-1].message.params["attackers"] == "ana, cid"
    deny = [r for r in play.reactions(engine.state, MAPS) if r.actor == "char-bru"]
    assert [o.id for o in deny[0].offers] == ["deny.0", "deny.1"]
    take(engine, Choice("char-bru", "deny.0"))  # SPI 15 against 10: Fatigued
    assert engine.state.characters["char-bru"].stats.fatigued
    take(engine, Choice("char-ana", "resolve"))
    assert engine.state.turn.awaiting is None
    assert engine.state.log[-1].message.params["highest"] == 2


def test_bastionland_an_ally_of_the_other_side_cannot_join() -> None:
    engine = Engine(battle(RuleSystemId.BASTIONLAND, ("ana", "bru", "cid")), map_queries=MAPS)
    engine.execute(StartBattle())
    engine.execute(NextStep())
    play = system_of(engine.state).play
    with pytest.raises(CommandRefused):
        engine.execute(
            play.command(engine.state, Choice("char-ana", "attack", target="char-bru", allies=("char-bru",)))
        )


def test_exalted_zero_speed_and_reflexive_actions_keep_the_tick() -> None:
    engine = Engine(battle(RuleSystemId.EXALTED, ("ana", "bru")))
    engine.execute(StartBattle())
    engine.execute(NextStep(force=True))  # Join Battle left to the table: everyone at tick 0
    turn = engine.state.turn
    assert turn.step == "timeline" and turn.tick == 0 and turn.queue == ("char-ana", "char-bru")
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.character_offers(engine.state, MAPS, "char-ana")}
    assert offers["attack"].speed == 5 and offers["attack"].target is TargetKind.ENEMY
    # A reflexive Charm, even out of turn, costs no tick (Exalted's own command).
    engine.execute(SimpleAction("char-bru", "reflexive_charm"))
    assert engine.state.turn.queue == ("char-ana", "char-bru")
    # A zero-speed action leaves the actor at the same tick, still to act.
    plan = system_of(engine.state).plan()
    turn = record_action(plan, engine.state, engine.state.turn, "char-ana", "disengage")
    assert turn.tick == 0 and turn.queue[0] == "char-ana" and turn.next_tick["char-ana"] == 0
    take(engine, Choice("char-ana", "attack", target="char-bru"))
    turn = engine.state.turn
    assert turn.next_tick["char-ana"] == 5 and turn.queue == ("char-bru",)


def test_a_system_says_in_its_own_words_which_roll_it_waits_for() -> None:
    engine = Engine(battle(RuleSystemId.EXALTED, ("ana", "bru")))
    engine.execute(StartBattle())
    said = system_of(engine.state).play.prompt(engine.state)
    assert said is not None and said.key == "exalted.prompt.join_war"


def test_answers_only_from_the_one_awaited() -> None:
    start = knights(battle(RuleSystemId.BASTIONLAND, ("ana", "bru", "cid")), "char-bru", "char-cid")
    engine = Engine(start, dice=ScriptedDice([3, 2]), map_queries=MAPS)
    engine.execute(StartBattle())
    engine.execute(NextStep())
    play = system_of(engine.state).play
    engine.execute(play.command(engine.state, Choice("char-ana", "attack", target="char-bru")))
    with pytest.raises(CommandRefused):
        engine.execute(play.command(engine.state, Choice("char-cid", "deny.0")))  # the attacker's side
    engine.execute(play.command(engine.state, Choice("char-bru", "deny.0")))
    engine.undo()
    assert engine.state.turn.awaiting is not None
