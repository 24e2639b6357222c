"""Mythic Bastionland: a move then an action each turn."""
