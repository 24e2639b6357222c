"""Messages, breakdowns and whole logs as plain text in Spanish or English.

A message whose key has no template is printed as its key and parameters, so a report never
fails on a line it does not know; it only reads less well.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from ..dice import Breakdown, Term
from ..model import Battle, LogEntry, Message
from .templates import Language, language

GM_VALUE = "term.gm_value"  # said after a term whose number is a GM value

# Parameters whose values are themselves names to translate ("order": "charge" → "Carga").
NAMED = (
    "order",
    "stat",
    "formation",
    "outcome",
    "step",
    "light",
    "weather",
    "action",
    "band",
    "state",
    "location",
    "condition",
    "weapon",
    "equipment",
    "gambit",
    "scar",
    "strong",
)


class _Lenient(dict[str, Any]):
    """A parameter a record lacks (a battle saved before its template named it, as an attack's
    weapon) shows as nothing, never as its placeholder; its brackets go with it (see _fill)."""

    def __missing__(self, key: str) -> str:
        return ""


def field_name(path: str, lang: Language, system: str | None = None) -> str:
    """A value named by its path (``stats.troop.dexterity``) in the rule text's word for it
    (Destreza), the battle's system's first; its path, readably, when it has none."""
    last = path.rsplit(".", 1)[-1]
    for key in (*((f"stat.{system}.{last}",) if system else ()), f"stat.{last}"):
        if key in lang.names:
            return lang.names[key]
    return path.replace("_", " ")


def _params(params: Mapping[str, Any], lang: Language, system: str | None = None) -> dict[str, Any]:
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key in NAMED and isinstance(value, str):
            value = lang.names.get(f"{key}.{value}", value)
        if key == "field" and isinstance(value, str):
            value = field_name(value, lang, system)
        if key == "refusal" and isinstance(value, str):
            # What the GM's decision overrode, in words: never the refusal's key.
            value = lang.names.get(f"refusal.{value}") or lang.names.get("refusal.other", "")
        if key == "nth":
            value = lang.ordinals.get(str(value), str(value))
        shown[key] = value
    return shown


def _fill(template: str, params: Mapping[str, Any], lang: Language, system: str | None = None) -> str:
    shown = _params(params, lang, system)
    try:
        # A note left empty ("… → 4 ({reason})" with no reason) leaves no empty brackets.
        return string.Formatter().vformat(template, (), _Lenient(shown)).replace(" ()", "").strip()
    except (ValueError, TypeError, IndexError, AttributeError):
        # A file's parameter of the wrong kind for its template ("{metres:.0f}" given a text):
        # the line reads less well, the report never fails.
        return f"{template} ({', '.join(f'{k}={v}' for k, v in shown.items())})"


def render(message: Message, code: str = "es", system: str | None = None) -> str:
    """The message in a language; ``system`` (the battle's) picks its words where systems differ."""
    lang = language(code)
    template = lang.messages.get(message.key)
    if template is None:
        shown = ", ".join(f"{k}={v}" for k, v in message.params.items())
        return f"{message.key}({shown})" if shown else message.key
    return _fill(template, message.params, lang, system)


def render_term(term: Term, code: str = "es") -> str:
    lang = language(code)
    label = _fill(lang.terms.get(term.key, term.key), term.params, lang)
    if term.gm:
        return f"{abs(term.value)} {label} ({lang.terms.get(GM_VALUE, GM_VALUE)})"
    return f"{abs(term.value)} {label}"


def render_breakdown(breakdown: Breakdown, code: str = "es") -> str:
    """ "6 Disciplina + 3 segunda orden + 6 maniobra = 15"."""
    parts: list[str] = []
    for index, term in enumerate(breakdown.terms):
        text = render_term(term, code)
        if index == 0:
            parts.append(text if term.value >= 0 else f"−{text}")
        else:
            parts.append(("+ " if term.value >= 0 else "− ") + text)
    return f"{' '.join(parts)} = {breakdown.total}"


def entry_lines(entry: LogEntry, code: str = "es", system: str | None = None) -> list[str]:
    """The entry's line, then one indented line per recorded event that carries a message, and
    under it the breakdown of its number when the event keeps one (a percentage's terms), and of
    any other number of it that used a GM value."""
    lines = [render(entry.message, code, system)]
    for data in entry.events:
        message = data.get("message")
        if isinstance(message, dict) and "key" in message:
            try:
                line = render(Message.model_validate(message), code, system)
            except ValidationError:
                continue  # an event's note that is not a message: the entry's own line stands
            if line != lines[0]:  # an order's record repeats the entry's own line
                lines.append("  " + line)
            terms = data.get("breakdown")
            if isinstance(terms, dict) and len(terms.get("terms", ())) > 1:
                lines.append("    " + render_breakdown(Breakdown.model_validate(terms), code))
            lines.extend("    " + render_breakdown(found, code) for found in _with_gm_values(data))
    return lines


def _with_gm_values(data: Mapping[str, Any]) -> list[Breakdown]:
    """The event's other numbers (a difficulty, a damage) that used a GM value: the log says
    so even where it gives no breakdown otherwise."""
    found: list[Breakdown] = []
    for name, value in data.items():
        if name == "breakdown" or not isinstance(value, dict) or not isinstance(value.get("terms"), list):
            continue
        if not any(isinstance(t, dict) and t.get("gm") for t in value["terms"]):
            continue
        try:
            found.append(Breakdown.model_validate(value))
        except ValidationError:
            continue
    return found


def render_log(battle: Battle, code: str = "es") -> str:
    lines = [battle.title, ""]
    for entry in battle.log:
        lines.extend(entry_lines(entry, code, battle.system.value))
    return "\n".join(lines) + "\n"
