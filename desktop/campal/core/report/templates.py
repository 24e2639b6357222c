"""The prose templates of the battle report, per language, from ``resources/report``."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files

from pydantic import BaseModel

from ..records import RECORD


class Language(BaseModel):
    model_config = RECORD

    messages: dict[str, str]
    terms: dict[str, str]
    ordinals: dict[str, str]
    names: dict[str, str]


@cache
def language(code: str) -> Language:
    """The shared prose, plus every rule system's own words (``rules/<id>/terms.json``)."""
    source = files("campal.resources").joinpath("report/templates.json")
    table = json.loads(source.read_text(encoding="utf-8"))
    if code not in table:
        raise KeyError(f"no report templates for {code!r}")
    merged = table[code]
    for folder in sorted(files("campal.resources").joinpath("rules").iterdir(), key=lambda f: f.name):
        terms = folder.joinpath("terms.json")
        if not terms.is_file():
            continue
        own = json.loads(terms.read_text(encoding="utf-8")).get(code, {})
        for section, words in own.items():
            # The shared tables win: a system adds words, it never changes another's.
            merged[section] = {**words, **merged.get(section, {})}
    return Language.model_validate(merged)
