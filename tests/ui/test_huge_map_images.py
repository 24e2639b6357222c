"""A map image too heavy or too large is refused by name before it is read, the battle untouched;
an image at the limit is taken, and comes back after a crash with the steps."""

import os

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from campal.core.io.limits import MAX_IMAGE_BYTES
from campal.ui.document.map_image import ImageRefused, read_map_image, too_heavy
from campal.ui.i18n import install_translators
from campal.ui.journal.keeper import JournalKeeper, find_orphans
from campal.ui.messages import tr_message

from .test_recovery import crash, fresh


def png_bytes(width: int, height: int) -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


@pytest.fixture
def warnings(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: shown.append(text))
    return shown


def _untouched(window, warnings, path) -> str:
    before, assets, steps = (
        window.session.battle,
        len(window.session.assets),
        window.session.undo_stack.count(),
    )
    assert not window.import_image_from(path)
    assert window.session.battle is before and window.session.undo_stack.count() == steps
    assert len(window.session.assets) == assets
    (text,) = warnings
    return text


def test_a_map_file_of_gigabytes_is_refused_from_its_size_before_it_is_read(window, warnings, tmp_path):
    path = tmp_path / "enorme.png"
    with path.open("wb") as file:  # sparse: 2 GB claimed, nothing written
        file.write(png_bytes(4, 4))
        file.truncate(2 * 1024**3)
    text = _untouched(window, warnings, path)
    assert "2048 MB" in text and f"{MAX_IMAGE_BYTES // 1024**2} MB" in text


def test_a_map_whose_header_claims_absurd_pixels_is_refused_undecoded(window, warnings, tmp_path):
    data = bytearray(png_bytes(4, 4))
    data[16:24] = (100_000).to_bytes(4, "big") + (100_000).to_bytes(4, "big")  # IHDR width, height
    path = tmp_path / "mentira.png"
    path.write_bytes(bytes(data))
    text = _untouched(window, warnings, path)
    assert "100000 × 100000" in text


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes are a POSIX thing")
def test_a_pipe_or_a_device_given_as_a_map_is_refused_without_waiting_on_it(tmp_path):
    pipe = tmp_path / "tubo.png"
    os.mkfifo(pipe)
    with pytest.raises(ImageRefused) as refused:
        read_map_image(pipe)
    assert refused.value.problem.key == "file.not_regular"


def test_a_map_image_at_the_limit_is_taken_and_comes_back_after_a_crash(window, tmp_path):
    fresh(window)
    keeper = JournalKeeper(window.session, tmp_path / "data", durable=False)
    data = png_bytes(96, 64)
    path = tmp_path / "justo.png"
    path.write_bytes(data + bytes(MAX_IMAGE_BYTES - len(data)))  # padding after the image's end
    assert window.import_image_from(path)
    ref = window.session.battle.field.background.asset
    crash(keeper)
    fresh(window, "Otra")
    (orphan,) = find_orphans(tmp_path / "data")
    recovered = orphan.load()
    assert recovered.battle.field.background.asset == ref
    assert len(recovered.assets[ref]) == MAX_IMAGE_BYTES
    orphan.release()


@pytest.fixture
def in_spanish(qapp):
    translators = install_translators(qapp, "es")
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    install_translators(qapp, "en")  # later tests expect the source language


def test_the_refusal_of_a_heavy_image_reads_in_the_gms_language(in_spanish):
    text = tr_message(too_heavy(2 * 1024**3, MAX_IMAGE_BYTES))
    assert (
        text
        == f"el archivo ocupa 2048 MB; una imagen puede ocupar como mucho {MAX_IMAGE_BYTES // 1024**2} MB"
    )


def test_an_imported_map_is_decoded_once_for_its_check_and_the_map(window, tmp_path, monkeypatch):
    from campal.ui.document import map_image

    decoded = []
    read = map_image._read_working_copy
    monkeypatch.setattr(map_image, "_read_working_copy", lambda *a: decoded.append(1) or read(*a))
    path = tmp_path / "map.png"
    path.write_bytes(png_bytes(1600, 1200))
    assert window.import_image_from(path)
    assert window.scene.field_item._pixmap is not None
    assert window.scene.field_item._pixmap.width() == 1600
    assert len(decoded) == 1
    window.view.set_tool(None)  # the calibration the import begins
