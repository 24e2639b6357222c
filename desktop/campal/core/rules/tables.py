"""Reading a rule system's editable tables from ``resources/rules/<system>/``."""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any


def read_table(system: str, name: str) -> Any:
    source = files("campal.resources").joinpath(f"rules/{system}/{name}.json")
    return json.loads(source.read_text(encoding="utf-8"))
