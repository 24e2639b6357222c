"""Translatable text as data: a message key and its parameters, rendered by the UI or the report."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    key: str = Field(min_length=1, max_length=200)
    params: dict[str, str | int | float] = Field(default_factory=dict)


def msg(key: str, **params: str | int | float) -> Message:
    return Message(key=key, params=params)
