"""PySide6's import hook answers for Campal's and the standard library's modules by their name,
without reading their source; other packages' modules are still read."""

import importlib
from types import ModuleType

import campal.ui  # noqa: F401  (installs the answer)

# Importable only once PySide6 is: its package is made by shiboken at import.
feature = importlib.import_module("shibokensupport.feature")


def test_a_campal_module_counts_as_using_pyside_without_its_source_being_read():
    # A module with no file: reading its source would fail and count it as not using PySide6.
    assert feature._mod_uses_pyside(ModuleType("campal.ui.probe")) is True
    assert feature._mod_uses_pyside(ModuleType("campal")) is True


def test_a_standard_library_module_counts_as_not_using_pyside_without_being_read(monkeypatch):
    read = []
    getsource = feature.inspect.getsource

    def reading(module):
        read.append(module.__name__)
        return getsource(module)

    monkeypatch.setattr(feature.inspect, "getsource", reading)
    assert feature._mod_uses_pyside(ModuleType("json.decoder")) is False
    assert feature._mod_uses_pyside(ModuleType("campal.ui.probe")) is True
    assert "json.decoder" not in read and "campal.ui.probe" not in read


def test_another_packages_module_is_still_read():
    assert feature._mod_uses_pyside(ModuleType("campalish.probe")) is False
    assert feature._mod_uses_pyside(ModuleType("elsewhere")) is False


def test_the_window_reads_no_campal_module_for_the_hook():
    import campal.ui.app  # noqa: F401

    assert all(
        value == 0 for name, value in feature.pyside_feature_dict.items() if name.startswith("campal.ui.")
    )
