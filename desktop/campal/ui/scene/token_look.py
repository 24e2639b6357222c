"""What a token shows, read from the document: its icon kind, health, state and tooltip lines.

Kept apart from the items so the roster and the map describe a token the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...core.model import (
    AquelarreCharacterStats,
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    Battle,
    Character,
    ExaltedCharacterStats,
    ExaltedUnitStats,
    SifrpCharacterStats,
    SifrpUnitStats,
    Unit,
    UnitType,
)
from ..rule_names import state_name

Token = Unit | Character

INFANTRY, CAVALRY, ARCHERS, ENGINEERS, SIEGE, CHARACTER = (
    "infantry",
    "cavalry",
    "archers",
    "engineers",
    "siege_engine",
    "character",
)
ICON_KINDS = (INFANTRY, CAVALRY, ARCHERS, ENGINEERS, SIEGE, CHARACTER)
# States a token is in when nothing has happened to it: their badge is drawn quietly.
CALM_STATES = {"organised", "fighting", "steady", "unhurt", "active"}


def kind_names() -> dict[str, str]:
    return {
        INFANTRY: QCoreApplication.translate("TokenLook", "Infantry"),
        CAVALRY: QCoreApplication.translate("TokenLook", "Cavalry"),
        ARCHERS: QCoreApplication.translate("TokenLook", "Archers"),
        ENGINEERS: QCoreApplication.translate("TokenLook", "Engineers"),
        SIEGE: QCoreApplication.translate("TokenLook", "Siege engine"),
        CHARACTER: QCoreApplication.translate("TokenLook", "Character"),
    }


def icon_kind(token: Token) -> str:
    """Which of the six drawn icons suits the token."""
    if isinstance(token, Character):
        return CHARACTER
    stats = token.stats
    if isinstance(stats, SifrpUnitStats):
        if stats.siege_engines:
            return SIEGE
        if stats.mounted:
            return CAVALRY
        if stats.unit_type is UnitType.ARCHERS:
            return ARCHERS
        if stats.unit_type is UnitType.ENGINEERS:
            return ENGINEERS
        return INFANTRY
    if isinstance(stats, ExaltedUnitStats):
        if stats.siege:
            return SIEGE
        if stats.mounted:
            return CAVALRY
        return ARCHERS if stats.ranged_combat > stats.close_combat else INFANTRY
    if isinstance(stats, BastionlandWarbandStats) and stats.mounted:
        return CAVALRY
    return token.kind if token.kind in ICON_KINDS else INFANTRY


def health_of(token: Token) -> tuple[int, int] | None:
    """Current and full health where the rule system keeps both; None where it does not."""
    stats = token.stats
    if isinstance(stats, SifrpUnitStats | SifrpCharacterStats):
        return stats.health, max(1, stats.abilities.endurance * 3)
    if isinstance(stats, AquelarreCharacterStats):
        return max(0, stats.health), stats.max_health
    return None


def state_of(token: Token) -> str | None:
    """The state's key in the rule system's own list (``organised``, ``wounded`` …)."""
    stats = token.stats
    if isinstance(stats, SifrpUnitStats | ExaltedUnitStats | BastionlandWarbandStats):
        return stats.state.value
    if isinstance(stats, SifrpCharacterStats):
        return stats.state.value
    if isinstance(stats, AquelarreCharacterStats):
        return stats.condition.value
    if isinstance(stats, ExaltedCharacterStats):
        return "out" if stats.out else "active"
    if isinstance(stats, BastionlandCharacterStats):
        return "fallen" if stats.is_out_of_action else "active"
    return None


@dataclass(frozen=True)
class StateBadge:
    text: str
    calm: bool


def state_badge(token: Token) -> StateBadge | None:
    state = state_of(token)
    if state is None or token.stats is None:
        return None
    return StateBadge(state_name(token.stats.system, state), state in CALM_STATES)


def _stat_lines(token: Token) -> list[str]:
    stats = token.stats
    if stats is None:
        return []
    lines: list[str] = []
    for name, value in stats:
        if name in ("system", "tags", "effects", "abilities", "skills", "weapons", "siege_engines"):
            continue
        if value is None or isinstance(value, tuple | dict) or hasattr(value, "model_dump"):
            continue
        shown = value.value if hasattr(value, "value") else value
        lines.append(f"{name.replace('_', ' ')}: {shown}")
    return lines


def tooltip_text(battle: Battle, token: Token) -> str:
    side = battle.sides.get(token.side)
    head = [f"<b>{token.name}</b>", side.name if side else token.side, kind_names()[icon_kind(token)]]
    badge = state_badge(token)
    if badge is not None:
        head.append(badge.text)
    health = health_of(token)
    if health is not None:
        head.append(QCoreApplication.translate("TokenLook", "Health {0}/{1}").format(*health))
    if token.hidden:
        head.append(QCoreApplication.translate("TokenLook", "Hidden from the players"))
    attached = [c.name for c in battle.characters.values() if c.attached_to == token.id]
    if attached:
        head.append(QCoreApplication.translate("TokenLook", "With: {0}").format(", ".join(attached)))
    return "<br>".join([*head, "<small>" + "<br>".join(_stat_lines(token)) + "</small>"])


def attached_names(battle: Battle, unit_id: str) -> tuple[str, ...]:
    return tuple(c.name for c in battle.characters.values() if c.attached_to == unit_id)
