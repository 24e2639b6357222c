"""The prose templates of the battle report, per language, from ``resources/report``."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files

from pydantic import BaseModel, ConfigDict


class Language(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    messages: dict[str, str]
    terms: dict[str, str]
    ordinals: dict[str, str]
    names: dict[str, str]


@cache
def language(code: str) -> Language:
    source = files("campal.resources").joinpath("report/templates.json")
    table = json.loads(source.read_text(encoding="utf-8"))
    if code not in table:
        raise KeyError(f"no report templates for {code!r}")
    return Language.model_validate(table[code])
