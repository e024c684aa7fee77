"""'Did you mean': the helper, and the preset and estimator lookups that use it."""

import pytest

from hespas.diagnostics import HespasError
from hespas.estimators.registry import load_estimator
from hespas.hardware import load_hardware
from hespas.suggest import did_you_mean
from hespas.systems import load_system


def test_the_closest_name_is_suggested():
    # "rofline" vs "roofline": 7 matching characters of 7 + 8, ratio 14/15 = 0.93; vs "profile" lower.
    assert did_you_mean("rofline", ["roofline", "calibrated", "profile"]) == " (did you mean 'roofline'?)"


def test_case_is_ignored_and_the_known_spelling_kept():
    assert did_you_mean("DGX-H100", ["dgx-h100"]) == " (did you mean 'dgx-h100'?)"
    assert did_you_mean("tpu-v5P", ["TPU-v5p"]) == " (did you mean 'TPU-v5p'?)"


def test_nothing_close_suggests_nothing():
    # "xyzzy" vs "zigzag": 2 matching characters ('z', 'z') of 5 + 6, ratio 4/11 = 0.36 < 0.6.
    assert did_you_mean("xyzzy", ["zigzag", "roofline"]) == ""
    assert did_you_mean("anything", []) == ""


@pytest.mark.parametrize("load, name, suggestion", [
    (load_hardware, "h10", "h100"),
    (load_hardware, "mi300", "mi300x"),
    (load_system, "dgx-h10", "dgx-h100"),
    (load_system, "tpu-v5p-4x4x", "tpu-v5p-4x4x4"),
    (load_estimator, "zigzg", "zigzag"),
    (load_estimator, "rofline", "roofline"),
])
def test_lookups_suggest_a_known_name(load, name, suggestion):
    with pytest.raises(HespasError) as caught:
        load(name)
    assert f"'{name}' (did you mean '{suggestion}'?)" in caught.value.message


def test_an_estimator_far_from_every_name_gets_only_the_list():
    with pytest.raises(HespasError) as caught:
        load_estimator("oracle")
    assert caught.value.message.startswith("unknown estimator 'oracle' (available: roofline, calibrated, profile")
