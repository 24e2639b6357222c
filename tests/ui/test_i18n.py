"""Spanish and English ship: every visible string is translated, and the catalogues load."""

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from campal.core.model import msg
from campal.ui.i18n import install_translators, pick_language
from campal.ui.messages import tr_message

ROOT = Path(__file__).resolve().parents[2]


def test_catalogues_are_current_and_spanish_is_complete():
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "i18n.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture
def spanish(qapp):
    translators = install_translators(qapp, "es")
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    install_translators(qapp, "en")  # later tests expect the source language


def test_core_messages_read_in_spanish(spanish):
    text = tr_message(msg("field.bad_size", low=1.0, high=100000.0, value="-3"))
    assert text == "El campo debe medir entre 1.0 y 100000.0 m de lado (no -3)."


def test_the_window_speaks_spanish(spanish, window):
    titles = [action.text() for action in window.menuBar().actions()]
    assert "&Archivo" in titles and "&Batalla" in titles


def test_an_unknown_preference_follows_the_system():
    assert pick_language("es") == "es"
    assert pick_language("en") == "en"
    assert pick_language("klingon") in ("es", "en")


def test_rule_system_messages_use_the_shared_prose_tables(spanish):
    text = tr_message(msg("order.no_orders_left", issuer="Tywin"))
    assert text == "Tywin no tiene más órdenes este asalto"
