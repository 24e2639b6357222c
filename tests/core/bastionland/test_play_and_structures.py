"""Issue 14, items 6–8: the builder's choices reach the attack (a mounted charge's Trample, a
Smite, advantages, a Blast), siege engines batter a structure until it is breached, and the
sample battle replays from its log and reports in Spanish and English."""

import importlib.util
from importlib.resources import as_file, files
from pathlib import Path

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, PlainMap, replay
from campal.core.io import load_battle
from campal.core.model import Point, TerrainFeature, Weapon
from campal.core.report import render_log
from campal.core.rules import system_of
from campal.core.rules.bastionland.commands import Attack, Attacker, ResolveAttack
from campal.core.rules.bastionland.pending import open_attacks
from campal.core.rules.bastionland.play import attack_flags
from campal.core.rules.bastionland.structures import GUARD_KEY
from campal.core.rules.play import Choice

from .field import skirmish

MAPS = PlainMap()
SCRIPT = Path(__file__).resolve().parents[3] / "packaging" / "make_bastionland_sample.py"


def _sample_script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("make_bastionland_sample", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_builders_flags_reach_the_attack() -> None:
    battle = skirmish()
    rider = battle.characters["char-rider"]
    play = system_of(battle).play
    choice = Choice("char-rider", "attack", target="char-ulfa", extra="charge;smite;advantages=2")
    command = play.command(battle, choice)
    assert isinstance(command, Attack)
    assert command.attackers[0] == Attacker("char-rider", advantages=2, smite=True, charging=True)
    game = Engine(battle, dice=ScriptedDice([1] * 10), map_queries=MAPS)
    game.execute(command)
    sources = [d.source for d in open_attacks(game.state)[0].pool.spec.dice]
    assert sources == ["mace", "shield", "trample", "advantage", "advantage", "smite"]
    assert rider.stats is not None
    assert attack_flags("blast") == {"blast": "1"} and attack_flags("advantages=x") == {}


def _siege_battle():  # type: ignore[no-untyped-def]
    battle = skirmish()
    ram = Weapon(name="ram", dice="d12", traits=("siege", "slow"))
    levy = battle.units["unit-militia"]
    stats = levy.stats.model_copy(update={"weapons": (ram,)})  # type: ignore[union-attr]
    moved = levy.model_copy(update={"stats": stats, "position": Point(x=90, y=80)})
    return battle.model_copy(update={"units": {**battle.units, "unit-militia": moved}})


def test_siege_engines_batter_a_structure_until_it_is_breached() -> None:
    battle = _siege_battle()
    play = system_of(battle).play
    targets = {t.token for t in play.targets(battle, MAPS, Choice("unit-militia", "attack"))}
    assert "fort-tower" in targets
    game = Engine(battle, map_queries=MAPS)
    game.execute(
        Attack(target="fort-tower", attackers=(Attacker("unit-militia"),), entry=ManualEntry(faces=(12,)))
    )
    game.execute(ResolveAttack())
    assert game.state.fortifications["fort-tower"].overrides[GUARD_KEY] == 1  # 12 − A3 = 9 off Guard 10
    game.execute(
        Attack(target="fort-tower", attackers=(Attacker("unit-militia"),), entry=ManualEntry(faces=(6,)))
    )
    game.execute(ResolveAttack())
    assert game.state.fortifications["fort-tower"].overrides[GUARD_KEY] == 0
    assert game.state.log[-1].message.params["outcome"] == "bastionland.breached"


def test_individuals_need_a_siege_engine_against_a_structure() -> None:
    game = Engine(skirmish(), map_queries=MAPS)
    with pytest.raises(CommandRefused) as refused:
        game.execute(Attack(target="fort-tower", attackers=(Attacker("char-sir"),)))
    assert refused.value.reason.key == "bastionland.structure_needs_siege"


def test_the_sample_replays_and_reports_in_both_languages() -> None:
    with as_file(files("campal.resources") / "samples" / "bastionland-vado.campal") as path:
        sample = load_battle(path).battle
    assert sample.turn is not None and sample.turn.round == 3
    assert replay(_sample_script().field(), sample) == sample
    spanish, english = render_log(sample, "es"), render_log(sample, "en")
    assert "Ataque de" in spanish and "Preparativos: sorpresa" in spanish
    assert "Attack by" in english and "Espíritu" not in english


def test_a_focus_pays_for_a_gambit_from_the_gambits_answer() -> None:
    dice = ScriptedDice([15, 20])  # Sir Bors's CLA after the Focus fails, then Grim's VIG
    game = Engine(skirmish(), dice=dice, map_queries=MAPS)
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(2, 1, 1)))
    )
    play = system_of(game.state).play
    (answer,) = [r for r in play.reactions(game.state, MAPS) if r.actor == "char-sir"]
    assert "die.focus:char-sir" in [o.id for o in answer.offers]
    codes = [code for code, _ in play.extras(game.state, Choice("char-sir", "die.focus:char-sir"))]
    assert "impair" in codes and not any(code.endswith("no_save") for code in codes)
    game.execute(play.command(game.state, Choice("char-sir", "resolve", extra="focus:char-sir:impair")))
    assert game.state.characters["char-grim"].stats.impaired
    assert game.state.characters["char-sir"].stats.fatigued


def test_cover_between_gives_armour_against_missiles_on_the_real_map() -> None:
    battle = skirmish()
    bow = Weapon(name="longbow", dice="d8", traits=("ranged", "slow"))
    seer = battle.characters["char-seer"]
    archer = seer.model_copy(
        update={
            "side": "side-company",
            "position": Point(x=50, y=120),
            "stats": seer.stats.model_copy(update={"weapons": (bow,)}),
        }
    )  # type: ignore[union-attr]
    wood = TerrainFeature(
        id="terrain-wood",
        kind="forest",
        outline=(Point(x=45, y=95), Point(x=60, y=95), Point(x=60, y=105), Point(x=45, y=105)),
    )
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-seer": archer}})
    grim = battle.characters["char-grim"].model_copy(update={"position": Point(x=50, y=100)})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-grim": grim}})
    open_ground = Engine(battle, dice=ScriptedDice([5]))
    open_ground.execute(Attack(target="char-grim", attackers=(Attacker("char-seer"),), ranged=True))
    assert open_attacks(open_ground.state)[0].armour == 1  # the hides alone
    covered = battle.model_copy(update={"terrain": {wood.id: wood}})
    in_the_wood = Engine(covered, dice=ScriptedDice([5]))
    in_the_wood.execute(Attack(target="char-grim", attackers=(Attacker("char-seer"),), ranged=True))
    rolled = open_attacks(in_the_wood.state)[0]
    assert rolled.armour == 2 and "cover" in rolled.armour_note
