"""Translatable text as data: a message key and its parameters, rendered by the UI or the report."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD


class Message(BaseModel):
    model_config = FINITE_RECORD

    key: str = Field(min_length=1, max_length=200)
    params: dict[str, str | int | float] = Field(default_factory=dict)


def msg(key: str, **params: str | int | float) -> Message:
    return Message(key=key, params=params)
