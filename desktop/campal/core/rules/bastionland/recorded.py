"""Bastionland's rolls read back from its records, for the dice tray and a correction: each save,
each throw of attack dice, a Scar and its effect, a fall, in the order the command made them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...dice.attack_pool import AttackPoolResult
from ...dice.saves import SaveResult
from ...engine.rolls import RecordedRoll, reads_rolls
from ...model.bastionland import dice_sizes
from .asks import plain_ask, pool_ask, save_ask
from .scars import ScarRoll, effect_sizes
from .tables import combat_table


def _who(data: Mapping[str, Any]) -> str:
    params = data.get("message", {}).get("params", {})
    return str(params.get("actor") or params.get("target") or "")


def save_roll(save: SaveResult, shown: str = "") -> RecordedRoll:
    return RecordedRoll(
        spec=save_ask(save.spec, shown or save.spec.actor),
        faces=(save.face,),
        total=save.face,
        manual=save.manual,
        who=save.spec.actor,
        target=save.spec.value,
        success=save.is_success,
    )


def pool_roll(pool: AttackPoolResult, who: str) -> RecordedRoll:
    return RecordedRoll(
        spec=pool_ask(pool.spec.sizes, ""),
        faces=pool.faces,
        total=max(pool.faces),
        manual=pool.manual,
        who=who,
    )


def _saves(raw: Any) -> list[RecordedRoll]:
    return [save_roll(SaveResult.model_validate(item)) for item in raw or ()]


@reads_rolls("bastionland.save")
def _save(data: Mapping[str, Any]) -> tuple[RecordedRoll, ...]:
    return (save_roll(SaveResult.model_validate(data["save"]), _who(data)),)


@reads_rolls("bastionland.denied")
def _denied(data: Mapping[str, Any]) -> tuple[RecordedRoll, ...]:
    return (save_roll(SaveResult.model_validate(data["save"]), _who(data)),)


@reads_rolls("bastionland.attack_rolled")
def _rolled(data: Mapping[str, Any]) -> tuple[RecordedRoll, ...]:
    pool = AttackPoolResult.model_validate(data["pool"])
    attackers = data.get("attackers") or ("",)
    return (*_saves(data.get("feats")), pool_roll(pool, str(attackers[0])))


@reads_rolls("bastionland.attack_resolved")
def _resolved(data: Mapping[str, Any]) -> tuple[RecordedRoll, ...]:
    found = _saves(data.get("focus"))
    found.extend(_saves(item["save"] for item in data.get("gambits") or () if item.get("save")))
    target = str(data.get("target", ""))
    if data.get("scar"):
        scar = ScarRoll.model_validate(data["scar"])
        found.append(
            RecordedRoll(plain_ask((scar.die,), "scar"), (scar.face,), scar.face, scar.manual, target)
        )
        sizes = effect_sizes(scar.scar)
        effect = scar.loss or scar.guard_raise
        if sizes and effect:
            faces = scar.effect_faces if len(scar.effect_faces) == len(sizes) else ()
            found.append(RecordedRoll(plain_ask(sizes, "scar_effect"), faces, effect, scar.manual, target))
    fall = tuple(data.get("dismount") or ())
    if fall:
        sizes = dice_sizes(combat_table().dismount_damage)
        faces = fall if len(fall) == len(sizes) else ()
        found.append(RecordedRoll(plain_ask(sizes, "dismount"), faces, sum(fall), False, target))
    return tuple(found)
