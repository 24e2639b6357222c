"""The window fixtures of the UI tests, for the flows that run through the whole window."""

from tests.ui.conftest import no_unexpected_dialogs, qapp_cls, settings, window  # noqa: F401
