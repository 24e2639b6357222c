"""Exalted 2e mass combat: movement from a unit's speed, and the turn rule."""
