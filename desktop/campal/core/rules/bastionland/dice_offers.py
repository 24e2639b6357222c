"""The dice of an open attack as the dock lists them, and the Gambits each can buy: any die of
4+ buys a Gambit; a melee die of 8+ a Strong one (no save, or a greater effect)."""

from __future__ import annotations

from ...model import Battle, Message, msg
from .attack import GambitKind, Greater
from .events import AttackRolled
from .tables import combat_table


def die_label(battle: Battle, attack: AttackRolled, index: int) -> Message:
    die = attack.pool.spec.dice[index]
    token = battle.units.get(die.owner) or battle.characters.get(die.owner)
    return msg(
        "bastionland.offer.die",
        face=attack.pool.faces[index],
        size=die.size,
        owner=token.name if token is not None else die.owner,
        source=die.source,
    )


def die_gambits(battle: Battle, attack: AttackRolled, index: int) -> tuple[tuple[str, Message], ...]:
    """``(code, label)`` of every Gambit die ``index`` can pay for ("" keeps the die)."""
    table = combat_table()
    face, die = attack.pool.faces[index], attack.pool.spec.dice[index]
    options: list[tuple[str, Message]] = [("", msg("bastionland.offer.keep_die"))]
    if face < table.gambit_min_face:
        return tuple(options)
    on_person = attack.target not in battle.fortifications and not attack.on_mount
    kinds = list(GambitKind) if on_person else [GambitKind.BOLSTER, GambitKind.MOVE]
    options += [(kind.value, msg("bastionland.offer.gambit", gambit=kind.value)) for kind in kinds]
    if on_person and die.melee and face >= table.strong_gambit_min_face:
        options += [
            (f"{kind.value}:no_save", msg("bastionland.offer.strong_gambit", gambit=kind.value))
            for kind in kinds
            if kind not in (GambitKind.BOLSTER, GambitKind.MOVE)
        ]
        options += [(g.value, msg("bastionland.offer.greater", gambit=g.value)) for g in Greater]
    return tuple(options)


def focus_gambits(battle: Battle, attack: AttackRolled) -> tuple[tuple[str, Message], ...]:
    """The Gambits a Focus can pay for without a die (never a Strong one)."""
    on_person = attack.target not in battle.fortifications and not attack.on_mount
    kinds = list(GambitKind) if on_person else [GambitKind.BOLSTER, GambitKind.MOVE]
    return (
        ("", msg("bastionland.offer.no_focus")),
        *((kind.value, msg("bastionland.offer.gambit", gambit=kind.value)) for kind in kinds),
    )
