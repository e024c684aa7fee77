"""benchmarks/imec_blocks.py: imec Hespas's linear split, hespas's kernels placed in its blocks, the cited data."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import WORKLOADS, load_script, needs_workloads
from hespas.diagnostics import HespasError
from hespas.ir import load_module, make_context

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "imec_blocks.py"
DATA = SCRIPT.parent / "data" / "imec_blocks.json"

ALL_REDUCE = """"stablehlo.all_reduce"({x}) <{{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }}) : (tensor<64xf32>) -> tensor<64xf32>"""

# Five splits by hand: [0] the reduce (and its init constant), [1] an all-reduce, [2] a convolution and an add,
# [3] an all-reduce of the add, [4] a multiply. Each collective feeds the next block, so none is combined.
STEP = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%v: tensor<64x64xf32>, %x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x4xf32>)
    -> (tensor<64xf32>, tensor<1x6x6x4xf32>) {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%v init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  %r = {ALL_REDUCE.format(x="%sum")}
  %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {{stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]}}
      {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}}
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x6x6x4xf32>
  %t = stablehlo.add %r, %r : tensor<64xf32>
  %u = {ALL_REDUCE.format(x="%t")}
  %m = stablehlo.multiply %u, %u : tensor<64xf32>
  return %m, %conv : tensor<64xf32>, tensor<1x6x6x4xf32>
}}
}}
"""


def _benchmark():
    return load_script(SCRIPT)


def _case(splits: int = 5) -> dict:
    return {"repository": "example/repo", "path": "A100/step/hespas.out", "commit": "0" * 40, "hardware": "a100",
            "workload": "step.mlir", "splits": splits, "runtime_us": {"0": 10.0, "2": 20.0, "4": 30.0}}


def test_linear_split_makes_each_collective_a_split_and_the_ops_between_one_block(tmp_path):
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    splits = _benchmark().linear_split(load_module(path, make_context()).operation, str(path))
    assert [split["kind"] for split in splits] == ["compute", "collective", "compute", "collective", "compute"]
    assert [split["index"] for split in splits] == [0, 1, 2, 3, 4]
    # the convolution reads 4 channels, not a multiple of the tensor-core granule of 8
    assert splits[0]["ops"]["stablehlo.reduce"] == 1 and splits[2]["ops"]["stablehlo.convolution/narrow"] == 1
    assert splits[4]["ops"]["stablehlo.multiply"] == 1 and splits[4]["ops"]["stablehlo.add"] == 0


CONVOLUTIONS = """
func.func @main(%x: tensor<8x8x8x8xbf16>, %w: tensor<3x3x8x8xbf16>) -> (tensor<8x4x4x8xbf16>, tensor<8x6x6x8xbf16>) {
  %strided = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [2, 2], pad = [[1, 1], [1, 1]]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<8x8x8x8xbf16>, tensor<3x3x8x8xbf16>) -> tensor<8x4x4x8xbf16>
  %plain = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<8x8x8x8xbf16>, tensor<3x3x8x8xbf16>) -> tensor<8x6x6x8xbf16>
  return %strided, %plain : tensor<8x4x4x8xbf16>, tensor<8x6x6x8xbf16>
}
"""


def test_convolutions_are_labelled_strided_or_narrow(tmp_path):
    # 8 images of 8 channels into 8 features: every extent a multiple of 8, so neither is narrow;
    # the first has stride 2, the second stride 1 and no dilation
    path = tmp_path / "convolutions.mlir"
    path.write_text(CONVOLUTIONS)
    (split,) = _benchmark().linear_split(load_module(path, make_context()).operation, str(path))
    assert split["ops"]["stablehlo.convolution/strided"] == 1 and split["ops"]["stablehlo.convolution"] == 1


def test_each_kernel_lands_in_its_block_and_the_blocks_hold_all_compute(tmp_path):
    benchmark = _benchmark()
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    rows = {row["index"]: row for row in benchmark.compare(_case(), str(path), "partitioned", True)}
    assert sorted(rows) == [0, 2, 4]
    assert set(rows[0]["classes_us"]) == {"reduction"}
    assert set(rows[2]["classes_us"]) == {"convolution", "elementwise"}
    assert set(rows[4]["classes_us"]) == {"elementwise"}
    assert [rows[index]["imec_us"] for index in (0, 2, 4)] == [10.0, 20.0, 30.0]
    # the blocks together hold every costed kernel but the two collectives
    module = benchmark.costed_module(str(path), "a100", "partitioned", True, make_context())
    by_class = sys.modules["kernel_classes"].class_totals(module.operation, str(path))
    assert by_class["collective"]["kernels"] == 2
    compute_us = sum(row["time_ns"] for name, row in by_class.items() if name != "collective") / 1e3
    assert sum(row["hespas_us"] for row in rows.values()) == pytest.approx(compute_us, rel=1e-12)


def test_a_continued_block_adds_its_time_to_the_block_it_continues(tmp_path):
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    case = _case(splits=6)
    case["runtime_us"]["5"] = 5.0
    case["continues"] = {"5": 4}
    rows = {row["index"]: row for row in _benchmark().compare(case, str(path), "partitioned", True)}
    assert sorted(rows) == [0, 2, 4] and rows[4]["imec_us"] == 30.0 + 5.0


def test_a_module_that_splits_otherwise_than_imecs_run_is_refused(tmp_path):
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    with pytest.raises(HespasError, match="splits into 5 parts, imec's run into 7"):
        _benchmark().compare(_case(splits=7), str(path), "partitioned", True)


def test_the_script_prints_each_block_and_refuses_a_bad_case(tmp_path):
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    data = tmp_path / "data.json"
    data.write_text(json.dumps({"cases": {"small": _case()}}))
    run = subprocess.run([sys.executable, str(SCRIPT), "--data", str(data), "--workload", str(path),
                          "--kernels", "2"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    blocks = [line.split()[0] for line in run.stdout.splitlines() if line[:5].strip() in {"0", "2", "4"}]
    assert blocks == ["0", "2", "4"]
    assert "block 2: imec 20.0 us" in run.stdout and "stablehlo.convolution" in run.stdout
    bad = subprocess.run([sys.executable, str(SCRIPT), "--data", str(data), "--workload", str(path),
                          "--case", "missing"], capture_output=True, text=True, timeout=300)
    assert bad.returncode == 1 and bad.stderr.startswith("imec_blocks.py: error: no case 'missing'")
    assert "Traceback" not in bad.stderr


def test_the_cited_block_times_add_up_to_the_totals_imec_printed():
    # each hespas.out ends with "Compute Runtime Estimation: T us" (ResNet-18: 43291.39 on A100, 19921.23 on
    # H100; ResNet-34 on A100: 68126.72) and "Basic block reuse rate: ... (hits/blocks)": 44 compute blocks
    # for ResNet-18, 77 for ResNet-34, which the copied per-block times must match
    # (ResNet-50: 135763.71 us over "(54/112)" blocks, kept unaligned: see its "why")
    blocks = {"resnet18_a100": 44, "resnet18_h100": 44, "resnet34_a100": 77, "resnet50_a100": 112}
    data = json.loads(DATA.read_text())
    cases = {**data["cases"], **data["unaligned"]}
    assert set(cases) == set(blocks)
    for name, case in cases.items():
        assert len(case["runtime_us"]) == blocks[name]
        assert sum(case["runtime_us"].values()) == pytest.approx(case["compute_runtime_estimation_us"], abs=0.01)


@needs_workloads
@pytest.mark.parametrize("name, file, imec_splits", [("resnet18_a100", "resnet_18_train_step_4_devices.mlir", 188),
                                                     ("resnet34_a100", "resnet_34_train_step_4_devices.mlir", 333)])
def test_the_shared_resnets_split_as_imecs_runs_did(name, file, imec_splits):
    # imec's runs: "Number of splits: 188" (ResNet-18) and "333" (ResNet-34), with compute blocks at the
    # indices their hespas.out times; ResNet-34's last block is timed as two modules (331 and 332), which
    # the data file records as 332 continuing 331
    path = WORKLOADS / file
    splits = _benchmark().linear_split(load_module(path, make_context()).operation, str(path))
    case = json.loads(DATA.read_text())["cases"][name]
    continued = {int(index) for index in case.get("continues", {})}
    assert case["splits"] == imec_splits and len(splits) == imec_splits - len(continued)
    assert {split["index"] for split in splits if split["kind"] == "compute"} == (
        {int(index) for index in case["runtime_us"]} - continued)
