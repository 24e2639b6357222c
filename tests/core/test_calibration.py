import hashlib

import pytest

from campal.core.engine import CalibrateBackground, CommandRefused, Engine, SetBackground
from campal.core.model import Battle, MapImage


def _image(width=1200, height=800):
    return MapImage(asset=hashlib.sha256(b"x").hexdigest(), pixel_width=width, pixel_height=height)


def test_calibration_sets_the_scale_from_a_measured_line():
    engine = Engine(Battle())
    engine.execute(SetBackground(_image()))
    engine.execute(CalibrateBackground(pixels=200, metres=100))
    assert engine.state.field.background.metres_per_pixel == pytest.approx(0.5)
    assert engine.state.field.size.width == 600  # the field keeps its size unless asked


def test_calibration_can_fit_the_field_to_the_image():
    engine = Engine(Battle())
    engine.execute(SetBackground(_image(1000, 500)))
    engine.execute(CalibrateBackground(pixels=100, metres=80, fit_field=True))
    assert engine.state.field.size.width == pytest.approx(800)
    assert engine.state.field.size.height == pytest.approx(400)


def test_calibration_without_an_image_is_refused():
    with pytest.raises(CommandRefused) as refused:
        Engine(Battle()).execute(CalibrateBackground(pixels=100, metres=50))
    assert refused.value.reason.key == "field.no_background"


@pytest.mark.parametrize(("pixels", "metres"), [(0, 10), (1, 10), (100, 0), (100, float("nan"))])
def test_degenerate_calibration_lines_are_refused(pixels, metres):
    engine = Engine(Battle())
    engine.execute(SetBackground(_image()))
    before = engine.state
    with pytest.raises(CommandRefused):
        engine.execute(CalibrateBackground(pixels=pixels, metres=metres))
    assert engine.state == before
