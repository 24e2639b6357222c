"""What a token shows, read from the document: its icon kind, health, state and tooltip lines.

Kept apart from the items so the roster and the map describe a token the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.frozen import frozen
from ...core.model import Battle, Character, Unit
from ...core.model.attachments import attached_to
from ...core.rules import RuleSystem, system_of
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


def _system(token: Token) -> RuleSystem | None:
    system = getattr(token.stats, "system", None)
    return system_of(system) if system else None


def icon_kind(token: Token) -> str:
    """Which of the six drawn icons suits the token."""
    if isinstance(token, Character):
        return CHARACTER
    system = _system(token)
    chosen = system.icon_kind(token) if system is not None else None
    if chosen in ICON_KINDS:
        return chosen
    return token.kind if token.kind in ICON_KINDS else INFANTRY


def health_of(token: Token) -> tuple[int, int] | None:
    """Current and full health where the rule system keeps both; None where it does not."""
    system = _system(token)
    return system.health_of(token) if system is not None else None


def facing_of(token: Token) -> float | None:
    """Where a character faces, in systems that give persons a facing (None elsewhere)."""
    system = _system(token)
    return system.facing_of(token) if system is not None else None


def state_of(token: Token) -> str | None:
    """The state's key in the rule system's own list (``organised``, ``wounded`` …)."""
    system = _system(token)
    return system.state_of(token) if system is not None else None


@frozen
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
    attached = [c.name for c in attached_to(battle.characters, token.id)]
    if attached:
        head.append(QCoreApplication.translate("TokenLook", "With: {0}").format(", ".join(attached)))
    return "<br>".join([*head, "<small>" + "<br>".join(_stat_lines(token)) + "</small>"])


def attached_names(battle: Battle, unit_id: str) -> tuple[str, ...]:
    return tuple(c.name for c in attached_to(battle.characters, unit_id))
