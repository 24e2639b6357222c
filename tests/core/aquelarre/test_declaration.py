"""Two normal actions or one extended, movement before attacks, each action's requirements."""

from campal.core.rules.aquelarre.declaration import actions_left, plan_refusal

from .people import person


def reason(stats: object, declared: tuple[str, ...], action: str) -> str | None:
    refusal = plan_refusal(stats, declared, action)  # type: ignore[arg-type]
    return None if refusal is None else refusal.key


def test_two_normal_or_one_extended() -> None:
    one = person(drawn=("espada_de_mano",))
    assert reason(one, ("melee",), "melee") is None
    assert reason(one, ("melee", "melee"), "parry") == "aquelarre.refuse.no_actions_left"
    assert reason(one, ("melee",), "sweep") == "aquelarre.refuse.no_actions_left"
    assert actions_left(("anagaza",)) == 0


def test_movement_only_before_an_attack() -> None:
    one = person(drawn=("espada_de_mano",))
    assert reason(one, ("walk",), "melee") is None
    assert reason(one, ("melee",), "walk") == "aquelarre.refuse.move_after_attack"
    assert reason(one, ("parry",), "walk") is None


def test_standing_up_allows_only_defences() -> None:
    down = person(prone=True, drawn=("espada_de_mano",))
    assert reason(down, (), "walk") == "aquelarre.refuse.on_ground_or_mounted"
    assert reason(down, ("stand_up",), "melee") == "aquelarre.refuse.standing_up"
    assert reason(down, ("stand_up",), "parry") is None


def test_mele_move_only_with_dodges_and_parries() -> None:
    one = person(drawn=("daga",))
    assert reason(one, ("dodge",), "mele_move") is None
    assert reason(one, ("walk",), "mele_move") == "aquelarre.refuse.mele_move_alone"
    assert reason(one, ("mele_move",), "melee") == "aquelarre.refuse.mele_move_alone"


def test_in_a_mele_only_light_weapons() -> None:
    assert (
        reason(person(drawn=("espada_de_mano",), mele_with=("x",)), (), "melee")
        == "aquelarre.refuse.mele_light_only"
    )
    assert reason(person(drawn=("daga",), mele_with=("x",)), (), "melee") is None


def test_missiles_need_loading() -> None:
    loaded = person(drawn=("ballesta",))
    assert reason(loaded, (), "ranged") is None
    assert reason(loaded, (), "reload") == "aquelarre.refuse.loaded"
    empty = person(drawn=("ballesta",), reload_left=3)
    assert reason(empty, (), "ranged") == "aquelarre.refuse.not_loaded"
    assert reason(empty, ("reload",), "reload") is None


def test_shield_and_grapple_requirements() -> None:
    assert reason(person(), (), "full_guard") == "aquelarre.refuse.needs_shield"
    assert (
        reason(person(shield="tarja", shield_ready=True), (), "shield_attack")
        == "aquelarre.refuse.needs_small_shield"
    )
    assert reason(person(shield="rodela", shield_ready=True), (), "shield_attack") is None
    assert reason(person(), (), "immobilize") == "aquelarre.refuse.not_in_mele"
    assert reason(person(held_by="x"), (), "walk") == "aquelarre.refuse.held"
    assert reason(person(held_by="x"), (), "break_free") is None


def test_out_of_action_declares_nothing() -> None:
    assert reason(person(health=0), (), "dodge") == "aquelarre.refuse.out_of_action"
    assert reason(person(fainted=True), (), "dodge") == "aquelarre.refuse.out_of_action"


def test_aturdir_needs_a_blunt_weapon_or_bare_hands() -> None:
    assert reason(person(drawn=("espada_de_mano",)), (), "stun") == "aquelarre.refuse.needs_blunt"
    assert reason(person(drawn=("maza",)), (), "stun") is None
    assert reason(person(), (), "stun") is None


def test_ataque_recio_from_the_dock_climbs_one_rung_and_tretas_take_the_gms_note() -> None:
    from campal.core.rules.aquelarre.commands import Declare
    from campal.core.rules.play import Choice
    from campal.core.rules.system import system_of

    from .skirmish import duel

    play = system_of("aquelarre").play
    battle = duel()
    heavy = play.command(battle, Choice("char-lope", "heavy", target="char-ignotus"))
    assert heavy == Declare("char-lope", "heavy", ("char-ignotus",), steps=1)
    trick = play.command(battle, Choice("char-lope", "trick", extra="arena a los ojos"))
    assert isinstance(trick, Declare) and trick.note == "arena a los ojos"
