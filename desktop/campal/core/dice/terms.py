"""Numbers with their reasons: a difficulty or a modifier as a sum of labelled terms.

The UI and the report print a breakdown as prose ("6 Disciplina + 3 segunda orden = 9");
the terms carry message keys so that text is translated, never built here. A term whose number
comes from a GM table (a value the rule text leaves open, or a house rule) is marked ``gm``, and
the prose says so ("valor del DJ").
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD


class Term(BaseModel):
    model_config = FINITE_RECORD

    key: Annotated[str, Field(min_length=1, max_length=80)]
    value: int
    params: dict[str, str | int | float] = Field(default_factory=dict)
    gm: bool = False  # the number is a GM value (a GM table's, shipped or the battle's own)


class Breakdown(BaseModel):
    model_config = FINITE_RECORD

    terms: tuple[Term, ...] = ()

    @property
    def total(self) -> int:
        return sum(term.value for term in self.terms)

    def plus(self, key: str, value: int, *, gm: bool = False, **params: str | int | float) -> Breakdown:
        """This breakdown with one more term; zero terms are dropped to keep the prose short.
        ``gm``: the value comes from a GM table."""
        if value == 0:
            return self
        return Breakdown(terms=(*self.terms, Term(key=key, value=value, params=params, gm=gm)))

    def base(self, key: str, value: int, *, gm: bool = False, **params: str | int | float) -> Breakdown:
        """This breakdown with a term kept even when it is zero (the starting value)."""
        return Breakdown(terms=(*self.terms, Term(key=key, value=value, params=params, gm=gm)))

    def gm_plus(self, key: str, value: int, **params: str | int | float) -> Breakdown:
        """``plus`` for a value read from a GM table."""
        return self.plus(key, value, gm=True, **params)
