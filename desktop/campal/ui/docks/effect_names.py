"""The names of the catalogue's rule effects as the properties panel shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def effect_name(field: str) -> str:
    names = {
        "blocks_movement": QCoreApplication.translate("Effects", "Blocks movement"),
        "cover": QCoreApplication.translate("Effects", "Cover"),
        "bonus_dice": QCoreApplication.translate("Effects", "Bonus dice"),
        "limits_movement": QCoreApplication.translate("Effects", "Limits movement"),
        "greatly_limits_movement": QCoreApplication.translate("Effects", "Greatly limits movement"),
        "navigable": QCoreApplication.translate("Effects", "Navigable"),
        "negates_siege_engines": QCoreApplication.translate("Effects", "Stops siege engines"),
        "negates_cavalry": QCoreApplication.translate("Effects", "Stops cavalry"),
        "defence_bonus": QCoreApplication.translate("Effects", "Defence bonus"),
        "terrain": QCoreApplication.translate("Effects", "Terrain class"),
        "cover_percent": QCoreApplication.translate("Effects", "Cover (%)"),
        "impassable": QCoreApplication.translate("Effects", "Impassable"),
        "climbing": QCoreApplication.translate("Effects", "Climbing"),
        "swimming": QCoreApplication.translate("Effects", "Swimming"),
        "crawling": QCoreApplication.translate("Effects", "Crawling"),
        "guard": QCoreApplication.translate("Effects", "Guard"),
        "armour": QCoreApplication.translate("Effects", "Armour"),
    }
    return names.get(field, field.replace("_", " "))


def choice_name(value: str) -> str:
    names = {
        "open": QCoreApplication.translate("Effects", "open"),
        "difficult": QCoreApplication.translate("Effects", "difficult"),
        "extreme": QCoreApplication.translate("Effects", "extreme"),
        "none": QCoreApplication.translate("Effects", "none"),
        "partial": QCoreApplication.translate("Effects", "partial"),
        "total": QCoreApplication.translate("Effects", "total"),
    }
    return names.get(value, value)
