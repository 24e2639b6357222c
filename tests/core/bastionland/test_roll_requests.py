"""Every Bastionland roll asks through the roll protocol before it is made (so manual dice type
it in), is read back from its record in the order it was made, and can be corrected with what
followed made again. A Move Gambit goes where the GM points, within its distance and the ground."""

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import Engine, GeometryMap, PlainMap, StartBattle
from campal.core.engine.amend import AmendRoll
from campal.core.engine.rewind import corrections, rolls_of
from campal.core.engine.rolls import RecordedRoll, next_roll, with_entries
from campal.core.model import Point, TerrainFeature
from campal.core.rules.bastionland import handlers  # noqa: F401  (registers the commands)
from campal.core.rules.bastionland.attack import Gambit, GambitKind
from campal.core.rules.bastionland.commands import Attack, Attacker, CheckSurprise, ResolveAttack

from .field import skirmish
from .test_engine_attacks import person, texts_example


def test_a_surprise_save_asks_for_its_d20_and_takes_the_typed_face() -> None:
    game = Engine(skirmish(), dice=ScriptedDice([]), map_queries=PlainMap())
    game.execute(StartBattle())
    ask = next_roll(game.state, CheckSurprise(actor="char-grim"), game.context)
    grim = person(game.state, "char-grim")
    assert ask is not None and ask.dice_sizes() == (20,)
    assert ask.ability == "bastionland.save.clarity" and ask.pool().params["value"] == grim.clarity
    typed = with_entries(CheckSurprise(actor="char-grim"), [ManualEntry(dice_total=15)])
    assert next_roll(game.state, typed, game.context) is None
    game.execute(typed)
    assert person(game.state, "char-grim").surprised
    (save,) = rolls_of(game.history[-1])
    assert isinstance(save, RecordedRoll) and save.manual and (save.total, save.success) == (15, False)


def test_an_attack_asks_for_the_smite_save_then_the_dice_in_order() -> None:
    game = Engine(texts_example(), dice=ScriptedDice([]), map_queries=PlainMap())
    attack = Attack(target="char-grim", attackers=(Attacker("char-sir", smite=True), Attacker("char-squire")))
    first = next_roll(game.state, attack, game.context)
    assert first is not None and first.ability == "bastionland.save.vigour"
    second = next_roll(game.state, with_entries(attack, [ManualEntry(faces=(3,))]), game.context)
    assert second is not None and second.ability == "bastionland.attack"
    assert second.dice_sizes() == (8, 4, 12, 6, 6)  # mace, shield, Smite's d12, two daggers
    typed = with_entries(attack, [ManualEntry(faces=(3,)), ManualEntry(faces=(7, 2, 9, 1, 5))])
    assert next_roll(game.state, typed, game.context) is None
    game.execute(typed)
    read = rolls_of(game.history[-1])
    assert [r.spec.ability for r in read] == ["bastionland.save.vigour", "bastionland.attack"]
    assert read[1].faces == (7, 2, 9, 1, 5)


def test_correcting_a_gambit_save_makes_the_damage_again() -> None:
    """Grim resisted the Impair with a 3; the GM corrects it to 18: the Impair holds."""
    game = Engine(texts_example(), dice=ScriptedDice([3]), map_queries=PlainMap())
    game.execute(
        Attack(
            target="char-grim",
            attackers=(Attacker("char-sir"), Attacker("char-squire")),
            entry=ManualEntry(faces=(7, 3, 1, 5)),
        )
    )
    impair = ResolveAttack(gambits=(Gambit(by="char-squire", kind=GambitKind.IMPAIR, die=3),))
    ask = next_roll(game.state, impair, game.context)
    assert ask is not None and ask.ability == "bastionland.save.vigour"
    game.execute(impair)
    assert not person(game.state, "char-grim").impaired
    (saved,) = rolls_of(game.history[-1])
    assert saved.success
    game.undo()
    game.execute(AmendRoll(impair, (saved,), 0, ManualEntry(faces=(18,)), "mal leído"))
    assert person(game.state, "char-grim").impaired
    assert game.state.log[-1].events[0]["message"]["key"] == "roll.corrected"


def test_correcting_the_attack_dice_remakes_the_later_resolution() -> None:
    game = Engine(texts_example(), dice=ScriptedDice([]), map_queries=PlainMap())
    game.execute(
        Attack(
            target="char-grim",
            attackers=(Attacker("char-sir"), Attacker("char-squire")),
            entry=ManualEntry(faces=(7, 3, 1, 5)),
        )
    )
    game.execute(ResolveAttack(gambits=(Gambit(by="char-squire", kind=GambitKind.BOLSTER, die=3),)))
    assert person(game.state, "char-grim").vigour == 10  # 7 + 1 − 2 = 6: Guard 4, 2 off VIG
    commands = corrections(game.history, 0, 0, ManualEntry(faces=(2, 3, 1, 5)), "")
    game.undo()
    game.undo()
    for command in commands:
        game.execute(command)
    grim = person(game.state, "char-grim")
    assert (grim.guard, grim.vigour) == (2, 12)  # 3 + 1 − 2 = 2, all taken by Guard 4


def test_a_move_gambit_goes_the_gms_distance_at_most_and_stops_at_ground_it_cannot_enter() -> None:
    battle = skirmish()
    band = battle.units["unit-band"].model_copy(update={"position": Point(x=50.0, y=76.5)})
    lake = TerrainFeature(
        id="terrain-lake",
        kind="lake",
        outline=(Point(x=20, y=60), Point(x=48.5, y=60), Point(x=48.5, y=90), Point(x=20, y=90)),
    )
    battle = battle.model_copy(
        update={"units": {**battle.units, "unit-band": band}, "terrain": {lake.id: lake}}
    )
    game = Engine(battle, dice=ScriptedDice([]), map_queries=GeometryMap())
    game.execute(
        Attack(target="unit-militia", attackers=(Attacker("unit-band"),), entry=ManualEntry(faces=(6, 1)))
    )
    move = Gambit(by="unit-band", kind=GambitKind.MOVE, die=0)
    game.execute(ResolveAttack(gambits=(move,), destinations=((0, Point(x=40.0, y=76.5)),)))
    after = game.state.units["unit-band"].position
    assert after.y == 76.5 and 48.4 < after.x < 50.0  # stops at the bank, short of its 3 m
    game.undo()
    game.execute(ResolveAttack(gambits=(move,), destinations=((0, Point(x=58.0, y=76.5)),)))
    assert game.state.units["unit-band"].position == Point(x=53.0, y=76.5)  # 8 m asked: the Gambit's 3


def test_a_shield_wall_on_the_map_needs_the_tables_three_allies() -> None:
    from campal.core.model.bastionland import ArmourKind, ArmourPiece

    from .test_engine_attacks import person as stats

    battle = skirmish()
    shield = ArmourPiece(name="shield", kind=ArmourKind.SHIELD)
    people = dict(battle.characters)
    for token, x in (
        ("char-grim", 52.5),
        ("char-ulfa", 54.5),
        ("char-seer", 56.5),
    ):  # 1 m apart, edge to edge
        people[token] = people[token].model_copy(
            update={
                "position": Point(x=x, y=51.5),
                "stats": stats(battle, token).model_copy(update={"pieces": (shield,)}),
            }
        )
    seer_away = people["char-seer"].model_copy(update={"position": Point(x=90.0, y=90.0)})

    def armour(characters) -> tuple[int, tuple[str, ...]]:
        game = Engine(
            battle.model_copy(update={"characters": characters}),
            dice=ScriptedDice([]),
            map_queries=GeometryMap(),
        )
        game.execute(
            Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(1, 1, 1)))
        )
        rolled = next(e for e in game.state.log[-1].events if e["type"] == "bastionland.attack_rolled")
        return rolled["armour"], tuple(rolled["armour_note"])

    assert armour(people) == (2, ("pieces", "shield_wall"))
    assert armour({**people, "char-seer": seer_away}) == (1, ("pieces",))  # two are no wall
