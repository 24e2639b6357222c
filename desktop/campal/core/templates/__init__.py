"""Units and characters made from the templates in ``resources/``, sized by formation."""

from .create import TemplateEntry, UnknownTemplate, create_from_template, templates_for
from .sizes import bastionland_size, exalted_size, sifrp_size

__all__ = [
    "TemplateEntry",
    "UnknownTemplate",
    "bastionland_size",
    "create_from_template",
    "exalted_size",
    "sifrp_size",
    "templates_for",
]
