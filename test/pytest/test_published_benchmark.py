"""benchmarks/published.py: its bad input (an anchors file naming an unknown hardware or system preset, or one
that is not a list of anchors, is one diagnostic and exit status 1, before anything is simulated) and the machine
its Hespas paper steps are costed on."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import SHARED_DIR, load_script
from hespas.diagnostics import HespasError
from hespas.export.spec import load_spec
from hespas.hardware import load_hardware
from hespas.systems import load_system

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "published.py"

ANCHOR = {"id": "one", "measured": 100.0, "unit": "img/s", "convert": "img/s = 256 / step_s",
          "case": "some_case", "hardware": "a100", "system": "dgx-a100", "ranks": 8, "nodes": None}


def run(tmp_path, anchors) -> subprocess.CompletedProcess:
    path = tmp_path / "anchors.json"
    path.write_text(anchors if isinstance(anchors, str) else json.dumps(anchors), encoding="utf-8")
    return subprocess.run([sys.executable, str(SCRIPT), "--anchors", str(path)], capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("change, message", [
    ({"hardware": "a1000"}, "error: anchor 'one': unknown hardware 'a1000' (did you mean 'a100'?)"),
    ({"system": "dgx-a1000"}, "error: anchor 'one': unknown system 'dgx-a1000'"),
    ({"convert": "img/s = 256 * step_s"}, "error: anchor 'one': malformed"),
])
def test_bad_anchor_is_one_diagnostic(tmp_path, change, message):
    result = run(tmp_path, [{**ANCHOR, **change}])
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and lines[0].startswith(str(tmp_path / "anchors.json"))
    assert result.stdout == ""


def test_not_json_is_located(tmp_path):
    result = run(tmp_path, '[\n{"id": 1\n')
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [f"{tmp_path / 'anchors.json'}:3:1: error: not JSON: Expecting ',' delimiter"]


def test_paper_steps_are_costed_on_the_machine_that_ran_them():
    """imec's A100 machine is 4x A100 SXM4 40 GB on the HGX 4-GPU board: the system's device is the hardware costed."""
    published = load_script(SCRIPT)
    system = load_system(published.PAPER_SYSTEM)
    hardware = load_hardware(published.PAPER_HARDWARE)
    assert load_hardware(system.device).name == hardware.name == "a100-sxm-40gb"
    assert (system.num_npus, system.dimensions[0].topology) == (4, "FullyConnected")


VALIDATION = SHARED_DIR / "validation"
needs_validation = pytest.mark.skipif(not (VALIDATION / "anchors.json").is_file(),
                                      reason=f"validation set not found in {VALIDATION} (see HESPAS_SHARED_DIR)")


@needs_validation
def test_tf32_8_gpu_spec_is_the_amp_one_at_tf32_precision():
    """The 1x TF32 spec differs from the 1x AMP one in the `dtype` static argument and the images' dtype (f16 ->
    f32); the derived 8x TF32 spec is the 8x AMP one with exactly those two changes."""
    derived = load_script(SCRIPT.with_name("derived_specs.py"))
    amp = load_spec(str(VALIDATION / "specs" / "dle_rn50_amp_b256_dp8.toml"))
    tf32 = derived.with_change(amp, load_spec(str(VALIDATION / "specs" / "dle_rn50_amp_b256_1gpu.toml")),
                               load_spec(str(VALIDATION / "specs" / "dle_rn50_tf32_b256_1gpu.toml")))
    assert amp.static_kwargs == {"dtype": "f16", "bn_groups": 8}
    assert tf32.static_kwargs == {"dtype": "f32", "bn_groups": 8}
    changed = [(old.name, old.dtype, new.dtype) for old, new in zip(amp.inputs, tf32.inputs) if old != new]
    assert changed == [("images", "f16", "f32")]
    assert tf32.inputs[-2].shape == (2048, 224, 224, 3) and tf32.mesh_axes == {"data": 8}


@needs_validation
def test_a_derived_spec_refuses_a_change_that_is_not_precision(tmp_path):
    derived = load_script(SCRIPT.with_name("derived_specs.py"))
    before = load_spec(str(VALIDATION / "specs" / "dle_rn50_amp_b256_1gpu.toml"))
    text = (VALIDATION / "specs" / "dle_rn50_tf32_b256_1gpu.toml").read_text(encoding="utf-8")
    bigger = tmp_path / "bigger.toml"
    bigger.write_text(text.replace("shape = [256, 224, 224, 3]", "shape = [512, 224, 224, 3]"), encoding="utf-8")
    with pytest.raises(HespasError, match="input 'images' differs in more than its dtype"):
        derived.with_change(before, before, load_spec(str(bigger)))


@needs_validation
def test_the_8_gpu_tf32_anchor_runs_as_the_amp_one_does():
    """The set does not simulate it (no case); the benchmark gives it the derived case and the 8x AMP anchor's
    hardware, system and ranks. The other anchors keep their own."""
    published = load_script(SCRIPT)
    anchors = {anchor.id: anchor for anchor in published.load_anchors(VALIDATION / "anchors.json")}
    tf32, amp = anchors["dle_rn50_tf32_8xa100"], anchors["dle_rn50_amp_8xa100"]
    assert tf32.case == "dle_rn50_tf32_b256_dp8" and tf32.batch == 2048
    assert (tf32.hardware, tf32.system, tf32.ranks, tf32.nodes) == (amp.hardware, amp.system, amp.ranks, amp.nodes)
    assert anchors["dle_rn50_tf32_1xa100"].case == "dle_rn50_tf32_b256_1gpu"
