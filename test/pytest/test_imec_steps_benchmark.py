"""benchmarks/imec_steps.py: hespas's compute of whole steps against imec's profiled compute, and its cited data."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "imec_steps.py"
DATA = SCRIPT.parent / "data" / "imec_steps.json"
BLOCKS = SCRIPT.parent / "data" / "imec_blocks.json"

# One matmul of 2*64*64*64 FLOPs and nothing else, on each of 4 replicas (the systems have 4 GPUs): every GPU
# costs it as one kernel.
STEP = """
module attributes {mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32} {
func.func @main(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
}
"""


def _run(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *arguments], capture_output=True, text=True, timeout=600)


def test_the_totals_agree_with_the_block_data_copied_from_the_same_files():
    # imec_blocks.json copied ResNet-18 on A100 and H100 and ResNet-34 on A100 block by block, with the
    # total each hespas.out prints; the step data must carry the same totals
    blocks = json.loads(BLOCKS.read_text())["cases"]
    steps = {step["folder"]: step["compute_runtime_estimation_us"] for step in json.loads(DATA.read_text())["steps"]}
    for case, gpu in (("resnet18_a100", "A100"), ("resnet18_h100", "H100"), ("resnet34_a100", "A100")):
        folder = Path(blocks[case]["path"]).parent.name
        assert steps[folder][gpu] == blocks[case]["compute_runtime_estimation_us"]


def test_each_step_prints_every_gpu_its_speedups_and_the_fits(tmp_path):
    module = tmp_path / "step.mlir"
    module.write_text(STEP)
    data = tmp_path / "data.json"
    data.write_text(json.dumps({
        "repository": "example/repo", "commit": "0" * 40,
        "systems": {"A100": "a100-40gb-4gpu", "H100": "h100-4gpu", "B200": "b200-4gpu"},
        "steps": [{"name": "one-dot", "workload": str(module),
                   "compute_runtime_estimation_us": {"A100": 30.0, "H100": 20.0, "B200": 10.0}}]}))
    run = _run("--data", str(data))
    assert run.returncode == 0, run.stderr
    rows = [line.split() for line in run.stdout.splitlines() if line.startswith("one-dot")]
    # three GPU rows (imec's 30, 20 and 10 us printed in ms; one kernel each), then the step's fit
    assert [row[1] for row in rows[:3]] == ["A100", "H100", "B200"]
    assert [row[2] for row in rows[:3]] == ["0.03", "0.02", "0.01"] and all(row[-1] == "1" for row in rows[:3])
    # imec's speedups over the A100: 1.00, 1.50, 3.00
    assert [row[5] for row in rows[:3]] == ["1.00", "1.50", "3.00"]
    assert len(rows) == 4 and "every step and GPU (3)" in run.stdout


def test_a_bad_data_file_or_an_unknown_step_is_one_error(tmp_path):
    data = tmp_path / "data.json"
    data.write_text(json.dumps({"systems": {"A100": "a100-40gb-4gpu"},
                                "steps": [{"name": "x", "workload": "x.mlir",
                                           "compute_runtime_estimation_us": {"V100": 1.0}}]}))
    bad = _run("--data", str(data))
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert bad.stderr.startswith("imec_steps.py: error: ") and "V100" in bad.stderr
    unknown = _run("--only", "resnet-1000")
    assert unknown.returncode == 1 and "no step ['resnet-1000']" in unknown.stderr


@pytest.mark.parametrize("gpu", ["A100", "H100", "H200", "B200"])
def test_every_step_has_all_four_generations(gpu):
    for step in json.loads(DATA.read_text())["steps"]:
        assert step["compute_runtime_estimation_us"][gpu] > 0
