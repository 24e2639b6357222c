"""Movement in play, without Qt: allowances per rule system, measuring a move through the
geometry service, turning, contact and charges. The UI's drag builds on these."""

from .allowance import Allowance, Band
from .contact import ChargeCheck, Engagement, allowance, can_charge, charge_reach, engaged_pairs, is_engaged
from .engaged_watch import EngagedWatch
from .measure import MoveCheck, check_move, judge_move, measure_route, swept_width
from .movers import mover_kind
from .ports import MovementRules, movement_rules, turn_cost
from .tokens import UnknownToken, centre_of, footprint_of, token_of
from .turning import TurnCost, turn_angle
from .units import METRE, VARA, YARD, DistanceUnit

__all__ = [
    "METRE",
    "VARA",
    "YARD",
    "Allowance",
    "Band",
    "ChargeCheck",
    "DistanceUnit",
    "EngagedWatch",
    "Engagement",
    "MoveCheck",
    "MovementRules",
    "TurnCost",
    "UnknownToken",
    "allowance",
    "can_charge",
    "centre_of",
    "charge_reach",
    "check_move",
    "engaged_pairs",
    "footprint_of",
    "is_engaged",
    "judge_move",
    "measure_route",
    "movement_rules",
    "mover_kind",
    "swept_width",
    "token_of",
    "turn_angle",
    "turn_cost",
]
