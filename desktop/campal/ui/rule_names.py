"""Rule-system words (token states, movement bands) in the interface language.

They are the rule texts' own vocabulary, kept as data beside the report's prose so the map,
the docks and the exported report call a state by the same word.
"""

from __future__ import annotations

from ..core.report import language
from ..core.rules import RuleSystem
from .i18n import current_language


def rule_name(group: str, value: str) -> str:
    names = language(current_language()).names
    return names.get(f"{group}.{value}", value.replace("_", " "))


def system_name(system: RuleSystem) -> str:
    """The rule system's title in the interface language (its own title when none is given)."""
    return language(current_language()).names.get(f"system.{system.id.value}", system.name)


def state_name(system: str, state: str) -> str:
    return rule_name(f"state.{system}", state)


def band_name(band: str) -> str:
    return rule_name("band", band)


# The open battle's rule system, for words that differ between systems ("endurance" is
# Constitución in SIFRP and Aguante in Exalted); the session sets it when a battle opens.
_battle_system = ["sifrp"]


def set_battle_system(system: str) -> None:
    _battle_system[0] = system


def _known_stat(path: str, system: str | None) -> str | None:
    names = language(current_language()).names
    last = path.rsplit(".", 1)[-1]
    for key in (f"stat.{system or _battle_system[0]}.{last}", f"stat.{last}"):
        if key in names:
            return names[key]
    return None


def stat_name(path: str, system: str | None = None) -> str:
    """A token's value by its rule text's name: ``stats.abilities.warfare`` → Guerra."""
    known = _known_stat(path, system)
    return known if known is not None else path.rsplit(".", 1)[-1].replace("_", " ").capitalize()


def field_name(path: str) -> str:
    """A value named in a message: its rule text's name (or its sheet's) when it has one, else
    its path; a value inside a list or a record is named with the stat it belongs to
    (``stats.weapons.1.dice`` → "Weapons · Dice")."""
    parts = path.split(".")[1:] if path.startswith("stats.") else path.split(".")
    named = [_word(part) for part in (parts[0], parts[-1])] if len(parts) > 1 else [_word(parts[0])]
    if all(word is not None for word in named):
        return " · ".join(dict.fromkeys(str(word) for word in named))
    return path.replace("_", " ")


def _word(name: str) -> str | None:
    from .sheet.catalogue import sheet_word  # the sheet's words, for stats the terms leave unnamed

    return _known_stat(name, None) or sheet_word(_battle_system[0], f"stat.{name}")


def choice_name(field: str, value: str, system: str | None = None) -> str:
    """One of a value's choices by its rule text's name (a state, a formation, a training)."""
    names = language(current_language()).names
    for key in (f"{field}.{system or _battle_system[0]}.{value}", f"{field}.{value}"):
        if key in names:
            return names[key]
    return value.replace("_", " ")


def ability_name(ability: str, system: str | None = None) -> str:
    """What a roll is of (Guerra, a rout test, Join War), in the rule text's words: the battle's
    system's name first, then the shared one; the value, readably, when the terms have neither."""
    names = language(current_language()).names
    for key in (f"ability.{system or _battle_system[0]}.{ability}", f"ability.{ability}"):
        if key in names:
            return names[key]
    if ability.replace("_", "").replace(".", "").isalnum() and ability.islower():
        return ability.rsplit(".", 1)[-1].replace("_", " ").capitalize()
    return ability  # already words (an Aquelarre roll names its roller and its dice)


def known_stat(path: str, system: str | None = None) -> str | None:
    """A value's rule text name, or None when the terms do not name it."""
    return _known_stat(path, system)
