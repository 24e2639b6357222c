"""Campal: a desktop battle map for game masters."""

__version__ = "0.1.0"
