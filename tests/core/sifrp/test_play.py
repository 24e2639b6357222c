"""What the dock is offered in SIFRP: orders with reasons and the engine's own difficulty,
targets in reach, characters' actions, and the commands a choice becomes."""

from __future__ import annotations

import pytest

from campal.core.engine import PlainMap
from campal.core.report import render
from campal.core.rules.play import Choice, TargetKind
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, RollInitiative
from campal.core.rules.sifrp.difficulty import order_difficulty
from campal.core.rules.system import system_of

from .armies import LANNISTER, STARK, engine_for, feed, run, to_orders

PLAY = system_of("sifrp").play
MAP = PlainMap()


def offers(engine, unit, issuer="char-tywin"):
    return {o.id: o for o in PLAY.unit_offers(engine.state, MAP, unit, issuer)}


def test_orders_offer_the_engines_difficulty_and_say_why_others_are_refused() -> None:
    engine = engine_for()
    to_orders(engine)
    offered = offers(engine, "unit-lspear")
    battle = engine.state
    assert offered["attack"].is_allowed
    assert offered["attack"].difficulty == order_difficulty(battle, battle.units["unit-lspear"], "attack")
    assert offered["onslaught"].difficulty.total == offered["attack"].difficulty.total + 6
    assert render(offered["rally"].refusal, "es").endswith("no está desbandada") or offered["rally"].refusal
    assert offered["ambush"].refusal is not None  # not hidden
    assert offered["move"].destination and offered["move"].target is TargetKind.NONE


def test_a_target_beyond_reach_is_refused_with_the_distance() -> None:
    engine = engine_for()
    to_orders(engine)
    # The Lannister archers (range 100+ m) against the Stark levy far away.
    found = {t.token: t for t in PLAY.targets(engine.state, MAP, Choice("unit-lspear", "attack"))}
    far = found["unit-shorse"]
    assert far.refusal is not None and far.refusal.key == "offer.not_in_contact"
    near = found["unit-sfoot"]
    assert near.refusal is None
    archers = {t.token: t for t in PLAY.targets(engine.state, MAP, Choice("unit-lbow", "attack"))}
    beyond = [t for t in archers.values() if t.refusal is not None and t.refusal.key == "offer.out_of_reach"]
    for t in beyond:
        assert t.refusal.params["distance"] > t.refusal.params["reach"]


def test_not_your_turn_refuses_every_order_of_the_other_side() -> None:
    engine = engine_for()
    to_orders(engine)
    offered = offers(engine, "unit-sfoot", "char-robb")
    assert all(not o.is_allowed for o in offered.values())
    assert offered["attack"].refusal.key == "phase.not_your_turn"


def test_a_choice_becomes_an_order_then_its_effect() -> None:
    engine = engine_for()
    to_orders(engine)
    choice = Choice("unit-lspear", "attack", issuer="char-tywin", target="unit-sfoot")
    command = PLAY.command(engine.state, choice)
    assert command == IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",))
    feed(engine, [6, 6, 6, 6, 6, 6, 6])
    run(engine, command)
    follow = PLAY.follow_up(engine.state, choice)
    assert isinstance(follow, CarryOutOrder) and follow.params.targets == ("unit-sfoot",)


def test_issuers_and_the_awaited_initiative() -> None:
    engine = engine_for()
    to_orders(engine)
    tywin, kevan = PLAY.issuers(engine.state, LANNISTER)
    assert (tywin.name, tywin.left, tywin.allowance) == ("Tywin", 4, 4)
    assert (kevan.left, kevan.allowance) == (1, 1)
    fresh = engine_for()
    feed(fresh, [])
    from campal.core.engine import NextStep, StartBattle

    run(fresh, StartBattle(), NextStep(), NextStep(), NextStep())
    assert PLAY.awaited(fresh.state) == (RollInitiative(LANNISTER), RollInitiative(STARK))


def test_characters_are_offered_their_actions_in_step_six() -> None:
    engine = engine_for()
    feed(engine, [6] * 5 + [1] * 4)
    from campal.core.engine import NextStep, StartBattle

    run(engine, StartBattle(), NextStep(), NextStep(), NextStep(), RollInitiative(LANNISTER))
    run(engine, RollInitiative(STARK), NextStep(), NextStep())
    acts = {o.id: o for o in PLAY.character_offers(engine.state, MAP, "char-jaime")}
    assert acts["attack_unit"].is_allowed and acts["join_unit"].is_allowed
    assert acts["renounce_command"].refusal is not None  # a hero gives no orders
    assert acts["rally"].refusal is not None  # nobody to rally


def test_another_action_takes_its_note_as_text_and_a_segment_needs_a_number() -> None:
    from campal.core.engine import CommandRefused
    from campal.core.rules.play import Choice
    from campal.core.rules.sifrp.commands import CharacterAction
    from campal.core.rules.sifrp.play import SifrpPlay

    from .armies import two_armies

    battle = two_armies()
    made = SifrpPlay().command(battle, Choice("char-jaime", "character_action", extra="  Toca el cuerno "))
    assert made == CharacterAction("char-jaime", "Toca el cuerno")
    with pytest.raises(CommandRefused) as refused:
        SifrpPlay().command(battle, Choice("char-jaime", "attack_segment", target="unit-sfoot", extra="diez"))
    assert refused.value.reason.key == "play.not_a_number"
