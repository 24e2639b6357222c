"""Units and characters made from each rule system's templates in ``resources/``."""

from .create import create_from_template, templates_for
from .tokens import TemplateEntry, UnknownTemplate

__all__ = ["TemplateEntry", "UnknownTemplate", "create_from_template", "templates_for"]
