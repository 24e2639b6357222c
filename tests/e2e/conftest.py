"""The window fixtures of the UI tests, for the flows that run through the whole window."""

import pytest

from campal.ui.app import build_window, configure_application
from tests.ui.conftest import no_unexpected_dialogs, qapp_cls, settings, window  # noqa: F401


@pytest.fixture
def empty_window(qtbot, qapp, settings):  # noqa: F811 (the settings fixture imported above)
    """The window as a GM first sees it: the start panel, no battle yet."""
    configure_application(qapp)
    shown = build_window(None, settings, start_panel=True)
    shown.resize(1400, 900)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.session.undo_stack.setClean()
    shown.close()
    shown.keeper.close()
    shown.deleteLater()
