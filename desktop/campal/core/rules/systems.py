"""The four rule systems Campal plays, as registered subclasses."""

from __future__ import annotations

from ..model import RuleSystemId
from .base import METRE, VARA, YARD, RuleSystem


class Sifrp(RuleSystem):
    id = RuleSystemId.SIFRP
    name = "Canción de Hielo y Fuego — Guerra"
    distance_unit = METRE


class Exalted(RuleSystem):
    id = RuleSystemId.EXALTED
    name = "Exalted 2e — Combate de masas"
    distance_unit = YARD


class Aquelarre(RuleSystem):
    id = RuleSystemId.AQUELARRE
    name = "Aquelarre"
    distance_unit = VARA


class Bastionland(RuleSystem):
    id = RuleSystemId.BASTIONLAND
    name = "Mythic Bastionland"
    distance_unit = METRE
