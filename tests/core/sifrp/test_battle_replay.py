"""A scripted battle of three rounds between two armies, replayed from its log."""

from __future__ import annotations

from campal.core.dice import RandomDice
from campal.core.engine import (
    CommandRefused,
    EndBattle,
    Engine,
    NextStep,
    PassTurn,
    PlainMap,
    StartBattle,
    replay,
)
from campal.core.model import Battle, UnitState
from campal.core.report import render_log
from campal.core.rules.sifrp.chain import issuers, orders_left
from campal.core.rules.sifrp.commands import (
    AttackSegment,
    CarryOutOrder,
    IssueOrder,
    JoinUnit,
    ResolveBattle,
    ResolveStandingOrder,
    RollInitiative,
)
from campal.core.rules.sifrp.round_rules import awaits_standing_order, has_fighting_units

from .armies import LANNISTER, STARK, two_armies

FOES = {
    "unit-lspear": "unit-sfoot",
    "unit-lbow": "unit-sbow",
    "unit-lhorse": "unit-shorse",
    "unit-llevy": "unit-slevy",
    "unit-sfoot": "unit-lspear",
    "unit-sbow": "unit-lbow",
    "unit-shorse": "unit-lhorse",
    "unit-slevy": "unit-llevy",
}


def _try(engine: Engine, command: object) -> bool:
    try:
        engine.execute(command)  # type: ignore[arg-type]
    except CommandRefused:
        return False
    return True


def _order_for(battle: Battle, unit_id: str) -> tuple[str, tuple[str, ...]] | None:
    unit = battle.units[unit_id]
    stats = unit.stats
    assert stats is not None
    if stats.state is UnitState.DESTROYED or stats.orders_this_round:
        return None
    if stats.state is UnitState.ROUTED:
        return "rally", ()
    if stats.state is UnitState.DISORGANISED:
        return "reorganise", ()
    foe = FOES[unit_id]
    if battle.units[foe].stats.state is UnitState.DESTROYED:  # type: ignore[union-attr]
        return "form_ranks", ()
    if unit_id.endswith("horse") and battle.turn is not None and battle.turn.round == 1:
        return "charge", (foe,)
    return "attack", (foe,)


def _give_one_order(engine: Engine, side: str) -> bool:
    battle = engine.state
    for issuer in issuers(battle.sides[side]):
        if orders_left(battle, issuer) <= 0:
            continue
        for unit_id in [u for u in battle.units if battle.units[u].side == side]:
            choice = _order_for(battle, unit_id)
            if choice is None:
                continue
            order, targets = choice
            if _try(engine, IssueOrder(issuer, order, unit_id, targets=targets)):
                awaiting = engine.state.turn.awaiting  # type: ignore[union-attr]
                if awaiting is not None and not _try(engine, CarryOutOrder(unit_id)):
                    engine.execute(NextStep(force=True))
                    return False
                return True
    return False


def _orders_step(engine: Engine) -> None:
    while engine.state.turn is not None and engine.state.turn.step == "orders" and engine.state.turn.queue:
        side = engine.state.turn.queue[0]
        if not _give_one_order(engine, side):
            if engine.state.turn.step != "orders":
                return
            engine.execute(PassTurn(side))


def _standing_step(engine: Engine) -> None:
    while engine.state.turn is not None and engine.state.turn.queue:
        side = engine.state.turn.queue[0]
        ready = [u for u in engine.state.units.values() if u.side == side and awaits_standing_order(u)]
        if not any(_try(engine, ResolveStandingOrder(u.id)) for u in ready):
            engine.execute(PassTurn(side))


def _round(engine: Engine) -> None:
    turn = engine.state.turn
    assert turn is not None and turn.step == "initiative"
    engine.execute(RollInitiative(LANNISTER))
    engine.execute(RollInitiative(STARK))
    engine.execute(NextStep())  # siege engines: none on this field
    engine.execute(NextStep())  # first player's character actions
    if turn.round == 1:
        engine.execute(JoinUnit("char-jaime", "unit-lspear"))
    if turn.round == 2:
        _try(engine, AttackSegment("char-brynden", "unit-llevy", men_downed=20))
    engine.execute(NextStep())
    _orders_step(engine)
    if engine.state.turn.step == "orders":  # type: ignore[union-attr]
        engine.execute(NextStep())
    engine.execute(NextStep())  # second player's actions → standing orders
    _standing_step(engine)
    engine.execute(NextStep())  # repeat
    engine.execute(NextStep())  # next round, or the end


def fight(seed: int) -> tuple[Battle, Engine]:
    start = two_armies()
    engine = Engine(start, dice=RandomDice(seed), map_queries=PlainMap())
    engine.execute(StartBattle())
    for _ in range(3):  # field, deployment, parley
        engine.execute(NextStep())
    rounds = 0
    while engine.state.turn is not None and engine.state.turn.stage == "round" and rounds < 3:
        _round(engine)
        rounds += 1
    if engine.state.turn is not None and engine.state.turn.stage == "round":
        engine.execute(EndBattle())
    fighting = [s for s in (LANNISTER, STARK) if has_fighting_units(engine.state, s)]
    engine.execute(ResolveBattle(victor=fighting[0] if len(fighting) == 1 else None))
    return start, engine


def test_a_three_round_battle_replayed_from_its_log_gives_the_same_document() -> None:
    start, engine = fight(seed=2024)
    final = engine.state
    assert final.turn is not None and final.turn.round >= 3
    assert any(e.message.key == "order.issued" for e in final.log)
    assert final.characters["char-jaime"].attached_to == "unit-lspear" or final.characters["char-jaime"].stats
    assert replay(start, final) == final


def test_undoing_the_whole_battle_and_redoing_it_rolls_nothing_again() -> None:
    start, engine = fight(seed=7)
    final = engine.state
    while engine.can_undo():
        engine.undo()
    assert engine.state == start
    engine.context.dice = RandomDice(999)  # a different source: redo must not ask it
    while engine.can_redo():
        engine.redo()
    assert engine.state == final


def test_the_report_tells_the_battle_in_both_languages() -> None:
    _, engine = fight(seed=11)
    spanish, english = render_log(engine.state, "es"), render_log(engine.state, "en")
    assert "ordena" in spanish and "Guerra" in spanish
    assert "orders" in english and "Warfare" in english
    assert "order.issued(" not in spanish
