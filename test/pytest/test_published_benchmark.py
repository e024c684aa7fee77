"""benchmarks/published.py: its bad input (an anchors file naming an unknown hardware or system preset, or one
that is not a list of anchors, is one diagnostic and exit status 1, before anything is simulated) and the machine
its Hespas paper steps are costed on."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import load_script
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
