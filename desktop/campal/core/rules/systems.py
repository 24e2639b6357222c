"""The four rule systems Campal plays, as registered subclasses with their movement hooks."""

from __future__ import annotations

from ..model import Battle, Message, RuleSystemId
from ..movement.allowance import Allowance
from ..movement.turning import TurnCost
from .aquelarre import movement as aquelarre
from .base import METRE, VARA, YARD, RuleSystem
from .bastionland import movement as bastionland
from .exalted import movement as exalted
from .sifrp import allowance as sifrp


class Sifrp(RuleSystem):
    id = RuleSystemId.SIFRP
    name = "Canción de Hielo y Fuego — Guerra"
    distance_unit = METRE

    @classmethod
    def allowance(cls, battle: Battle, token_id: str) -> Allowance:
        return sifrp.allowance(battle, token_id)

    @classmethod
    def charge_refusal(cls, battle: Battle, token_id: str) -> Message | None:
        return sifrp.charge_refusal(battle, token_id) or super().charge_refusal(battle, token_id)


class Exalted(RuleSystem):
    id = RuleSystemId.EXALTED
    name = "Exalted 2e — Combate de masas"
    distance_unit = YARD

    @classmethod
    def allowance(cls, battle: Battle, token_id: str) -> Allowance:
        return exalted.allowance(battle, token_id)

    @classmethod
    def turn_cost(cls, old: float, new: float) -> TurnCost:
        return exalted.turn_cost(old, new)


class Aquelarre(RuleSystem):
    id = RuleSystemId.AQUELARRE
    name = "Aquelarre"
    distance_unit = VARA

    @classmethod
    def allowance(cls, battle: Battle, token_id: str) -> Allowance:
        return aquelarre.allowance(battle, token_id)

    @classmethod
    def charge_reach(cls, battle: Battle, token_id: str) -> float:
        return aquelarre.charge_reach_m(battle, token_id)


class Bastionland(RuleSystem):
    id = RuleSystemId.BASTIONLAND
    name = "Mythic Bastionland"
    distance_unit = METRE

    @classmethod
    def allowance(cls, battle: Battle, token_id: str) -> Allowance:
        return bastionland.allowance(battle, token_id)
