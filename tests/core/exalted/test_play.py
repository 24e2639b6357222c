"""What the docks offer on the timeline (issue clause 8), read from the engine's state."""

from __future__ import annotations

from campal.core.dice import RandomDice, ScriptedDice
from campal.core.engine import Engine, PlainMap, StartBattle
from campal.core.rules import system_of
from campal.core.rules.exalted.commands import Attack, CommandAction, JoinWar, MoraleTest
from campal.core.rules.play import Choice

from .armies import hosts
from .test_engine import joined, typed


def test_join_war_is_what_the_engine_awaits() -> None:
    engine = Engine(hosts(), dice=RandomDice(1), map_queries=PlainMap())
    engine.execute(StartBattle())
    play = system_of(engine.state).play
    awaited = play.awaited(engine.state)
    assert {c.actor for c in awaited if isinstance(c, JoinWar)} == set(engine.state.units)
    prompt = play.prompt(engine.state)
    assert prompt is not None and prompt.key == "exalted.prompt.join_war"


def test_the_acting_unit_gets_its_actions_with_speed_and_dv_and_the_others_are_refused() -> None:
    engine = joined()
    battle, play, maps = engine.state, system_of(engine.state).play, PlainMap()
    offers = {o.id: o for o in play.unit_offers(battle, maps, "unit-riders", None)}
    assert offers["attack"].is_allowed and offers["attack"].speed == 5
    assert offers["attack"].label.params["dv"] == -2
    assert offers["disengage"].speed == 0 and not offers["disengage"].is_allowed  # not engaged yet
    assert offers["leave_unit"].reflexive
    assert offers["change_formation"].difficulty is not None
    waiting = {o.id: o for o in play.unit_offers(battle, maps, "unit-foot", None)}
    assert not waiting["attack"].is_allowed and waiting["attack"].refusal is not None
    assert waiting["attack"].refusal.key == "phase.not_your_turn"


def test_targets_say_why_they_cannot_be_hit() -> None:
    engine = joined()
    battle, play, maps = engine.state, system_of(engine.state).play, PlainMap()
    targets = {t.token: t for t in play.targets(battle, maps, Choice("unit-riders", "attack"))}
    assert targets["unit-spear"].refusal is None
    assert (
        targets["unit-bows"].refusal is not None
        and targets["unit-bows"].refusal.key == "offer.not_in_contact"
    )


def test_a_choice_becomes_the_command() -> None:
    engine = joined()
    play = system_of(engine.state).play
    command = play.command(engine.state, Choice("unit-riders", "attack", target="unit-spear"))
    assert command == Attack("unit-riders", "unit-spear")
    formation = play.command(engine.state, Choice("unit-spear", "change_formation", extra="relaxed"))
    assert isinstance(formation, CommandAction) and formation.formation is not None
    extras = dict(play.extras(engine.state, Choice("unit-spear", "change_formation")))
    assert "close" not in extras and "relaxed" in extras


def test_owed_tests_are_reactions_answered_out_of_turn() -> None:
    engine = joined(ScriptedDice([10] * 40))
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),)))
    play = system_of(engine.state).play
    reactions = {r.actor: r for r in play.reactions(engine.state, PlainMap())}
    spear = {o.id for o in reactions["unit-spear"].offers}
    assert "test:rout:magnitude_lost" in spear
    offers = {o.id: o for o in play.unit_offers(engine.state, PlainMap(), "unit-spear", None)}
    assert offers["reactive_formation"].refusal is not None  # the tests come first
    assert (
        offers["attack"].refusal is not None and offers["attack"].refusal.key == "exalted.refusal.tests_owed"
    )
    command = play.command(
        engine.state, Choice("unit-spear", "test:rout:magnitude_lost", extra="overwhelming")
    )
    assert command == MoraleTest("unit-spear", "rout:magnitude_lost", perceived="overwhelming")
    engine.execute(command)
    assert "rout:magnitude_lost" not in engine.state.units["unit-spear"].stats.pending  # type: ignore[union-attr]


def test_the_unit_table_shows_exalted_columns() -> None:
    engine = joined()
    system = system_of(engine.state)
    assert "column.exalted.magnitude" in system.unit_columns()
    row = system.unit_row(engine.state, engine.state.units["unit-spear"])
    assert row.cells[0].text == "4" and row.cells[4].text == "1" and row.health == (7, 7)


def test_the_gm_calls_for_a_test_the_text_names_and_it_is_then_owed() -> None:
    engine = joined()
    play = system_of(engine.state).play
    extras = dict(play.extras(engine.state, Choice("unit-foot", "call_test")))
    assert "rout:knocked_down" in extras and "exhaustion:dash" in extras
    engine.execute(play.command(engine.state, Choice("unit-foot", "call_test", extra="rout:knocked_down")))
    assert engine.state.units["unit-foot"].stats.pending == ("rout:knocked_down",)  # type: ignore[union-attr]
    assert engine.state.log[-1].gm_decision


def test_a_duel_can_be_ended_and_meddled_with_from_the_dock() -> None:
    engine = joined()
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(1, 1, 1, 1, 1, 1, 1),)))
    engine.execute(
        MoraleTest("unit-riders", "exhaustion:attack_made", entry=typed(10, 10, 10, 10, 10, 10, 10))
    )
    engine.execute(
        MoraleTest("unit-spear", "exhaustion:attack_suffered", entry=typed(10, 10, 10, 10, 10, 10))
    )
    engine.execute(Attack("unit-spear", "unit-riders", action="initiate_duel"))
    play, maps = system_of(engine.state).play, PlainMap()
    offers = {o.id: o for o in play.unit_offers(engine.state, maps, "unit-riders", None)}
    assert offers["end_duel"].is_allowed and offers["interfere"].is_allowed
    engine.execute(play.command(engine.state, Choice("unit-riders", "interfere")))
    assert "hesitation:duel_interference" in engine.state.units["unit-riders"].stats.pending  # type: ignore[union-attr]
    engine.execute(play.command(engine.state, Choice("unit-spear", "end_duel")))
    assert engine.state.units["unit-riders"].stats.duel_with is None  # type: ignore[union-attr]


def test_move_and_dash_ask_for_a_destination_and_a_failed_dash_roll_holds_the_move_to_a_moves_length() -> (
    None
):
    from campal.core.engine import MoveUnit
    from campal.core.model import Point

    engine = joined()
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.unit_offers(engine.state, PlainMap(), "unit-riders", None)}
    assert offers["move"].destination and offers["dash"].destination
    # Charisma 3 + War 4 against Magnitude 3 − Drill 2 = 1: no success.
    engine.execute(CommandAction("unit-riders", "dash", entries=(typed(*(2,) * 7),)))
    follow = play.follow_up(engine.state, Choice("unit-riders", "dash", destination=Point(x=100, y=300)))
    assert isinstance(follow, MoveUnit) and follow.mode == "move"


def test_the_commanders_fall_is_an_action_the_gm_takes_and_starts_mob_rule() -> None:
    engine = joined()
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.unit_offers(engine.state, PlainMap(), "unit-foot", None)}
    assert offers["commander_falls"].is_allowed and offers["commander_falls"].reflexive
    engine.execute(play.command(engine.state, Choice("unit-foot", "commander_falls")))
    foot = engine.state.units["unit-foot"].stats
    assert foot.mob_rule and "rout:commander_slain" in foot.pending  # type: ignore[union-attr]


def test_a_unit_under_mob_rule_finishes_its_last_order_then_stands_defending() -> None:
    from campal.core.rules.exalted.morale import enter_mob_rule
    from campal.core.rules.exalted.offers import unit_refusal

    from .units import unit

    battle = joined().state
    charging = enter_mob_rule(unit(last_order="attack"))
    assert unit_refusal(battle, PlainMap(), "unit-riders", "attack", charging) is None
    assert unit_refusal(battle, PlainMap(), "unit-riders", "move", charging) is not None
    done = charging.model_copy(update={"mob_finished": True})
    assert unit_refusal(battle, PlainMap(), "unit-riders", "attack", done) is not None
    assert unit_refusal(battle, PlainMap(), "unit-riders", "guard", done) is None


def test_ammunition_and_morale_are_the_gms_to_set_from_the_dock() -> None:
    engine = joined()
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.unit_offers(engine.state, PlainMap(), "unit-foot", None)}
    assert offers["set_ammunition"].is_allowed and offers["set_morale"].is_allowed
    supplies = dict(play.extras(engine.state, Choice("unit-foot", "set_ammunition")))
    assert "21" in supplies  # seven attacks from a fortification
    engine.execute(play.command(engine.state, Choice("unit-foot", "set_ammunition", extra="21")))
    engine.execute(play.command(engine.state, Choice("unit-foot", "set_morale", extra="4")))
    foot = engine.state.units["unit-foot"].stats
    assert foot.ammunition == 21 and foot.morale == 4  # type: ignore[union-attr]
    engine.execute(play.command(engine.state, Choice("unit-foot", "set_morale", extra="derived")))
    assert engine.state.units["unit-foot"].stats.morale is None  # type: ignore[union-attr]
