"""hespas sweep and hespas compare: sweep-file errors, records, failure rows, resume, the lowered-program
cache, Ctrl-C, the Ray executor and the compare table, on a tiny data-parallel module."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import hespas
from hespas.cli import main as hespas_main
from hespas.hardware import load_hardware
from hespas.sweep.lowering import LoweringKey, lower, replicated
from hespas.sweep.record import COLUMNS
from hespas.sweep.run import run_sweep
from hespas.sweep.spec import load_sweep
from hespas.sweep.tasks import PointTask, simulate_task
from hespas.sweep.vendor_systems import own_system

from conftest import WORKLOADS, needs_workloads

# Per device: x (256x1024) @ w (1024x1024), then x^T @ y contracting the 256 rows, both bf16, and an all-reduce of
# the 1024x1024 gradient over the 4 devices: a purely data-parallel step, so it runs on any number of ranks.
MODULE = """module @dp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%x: tensor<256x1024xbf16>, %w: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %g = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<1024x1024xbf16>
    %r = "stablehlo.all_reduce"(%g) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    return %r : tensor<1024x1024xbf16>
  }
}
"""
# 2 x 256 x 1024 x 1024 FLOPs per dot, two dots: 1,073,741,824 FLOPs per device.
FLOPS_PER_DEVICE = 2 * (2 * 256 * 1024 * 1024)

SWEEP = """title = "tiny"
baseline = {{ hardware = "a100" }}

[[workloads]]
name = "dp"
path = "dp.mlir"
batch_per_device = 256
unit = "samples"

[axes]
hardware = ["a100", "h100"]
{systems}
"""


def write_sweep(directory: Path, systems: str = "system_size = [4, 8]", text: str | None = None) -> Path:
    (directory / "dp.mlir").write_text(MODULE)
    path = directory / "sweep.toml"
    path.write_text(text if text is not None else SWEEP.format(systems=systems))
    return path


def test_records_follow_the_contract(tmp_path):
    spec = load_sweep(write_sweep(tmp_path))
    outcome = run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False)
    records = outcome.records
    assert [(r["hardware"], r["system"], r["nodes"], r["ranks"]) for r in records] == [
        ("a100", "a100-4gpu", 1, 4), ("a100", "dgx-a100", 1, 8), ("h100", "h100-4gpu", 1, 4), ("h100", "dgx-h100", 1, 8)]
    for record in records:
        assert list(record) == list(COLUMNS) and record["status"] == "ok" and record["error"] is None
        assert record["model_tflop"] == FLOPS_PER_DEVICE * record["ranks"] / 1e12
        assert record["dominant_dtype"] == "bf16"
        step_s = record["step_time_ms"] / 1e3
        assert record["throughput"] == pytest.approx(256 * record["ranks"] / step_s)
        assert record["throughput_unit"] == "samples/s"
        assert record["compute_ms"] + record["exposed_comm_ms"] == pytest.approx(record["step_time_ms"])
        assert record["fits"] is True and record["memory_capacity_GiB"] == 80.0
    a100_4 = records[0]
    # MFU on the A100's bf16 tensor-core peak, 312 TFLOP/s: FLOPs per device / (step time x 312e12).
    assert a100_4["mfu"] == pytest.approx(FLOPS_PER_DEVICE / (a100_4["step_time_ms"] / 1e3 * 312e12))
    # speedup: the A100 point of the same size over this point
    assert records[0]["speedup"] == 1.0 and records[1]["speedup"] == 1.0
    assert records[2]["speedup"] == pytest.approx(records[0]["step_time_ms"] / records[2]["step_time_ms"])
    assert records[3]["speedup"] == pytest.approx(records[1]["step_time_ms"] / records[3]["step_time_ms"])
    lines = (tmp_path / "out" / "results.jsonl").read_text().splitlines()
    assert [json.loads(line) for line in lines] == records
    csv_lines = (tmp_path / "out" / "results.csv").read_text().splitlines()
    assert csv_lines[0] == ",".join(COLUMNS) and len(csv_lines) == 5
    summary = (tmp_path / "out" / "summary.txt").read_text()
    assert summary.startswith("tiny\n") and "4 point(s) simulated, 0 failed" in summary


@pytest.mark.parametrize("axes, message", [
    ('hardwre = ["a100"]', "4:1: error: unknown axis 'hardwre' (did you mean 'hardware'?)"),
    ('hardware = []', "4:1: error: axis 'hardware' must be a non-empty array"),
    ('hardware = ["a100", "h1000"]', "4:21: error: axis 'hardware': unknown hardware 'h1000' (did you mean 'h100'?)"),
    ('hardware = ["a100"]\nsystem_size = [3]', "5:1: error: axis 'system_size': no system preset has 3"),
    ('hardware = ["a100"]\noptions = ["fuse=maybe"]', "5:13: error: axis 'options': fuse must be one of true, false"),
    # a point that is not fused takes no attention mode: located at its options entry (line 5; column 17
    # after `options = ["", "`, 13 after `options = ["`), whatever order its keys take
    ('hardware = ["a100"]\noptions = ["", "fuse=false,attention=fused"]', "5:17: error: axis 'options': "
     "'fuse=false,attention=fused': attention says how hespas-fuse fuses attention: drop fuse=false, or drop "
     "attention"),
    ('hardware = ["a100"]\noptions = ["attention=materialized,fuse=false"]', "5:13: error: axis 'options': "
     "'attention=materialized,fuse=false': attention says how hespas-fuse fuses attention: drop fuse=false, or "
     "drop attention"),
    ('hardware = ["a100"]\nsystem = ["a100-4gpu"]\nnodes = [2]', "6:1: error: axis 'nodes': system 'a100-4gpu' on 2 "
     "nodes: system 'a100-4gpu' has no [scale_out] table"),
    ('hardware = ["a100"]\nsurprise = 1', "5:1: error: unknown axis 'surprise'"),
    # one value spelled twice: each would run the same points twice (only values written alike were refused)
    ('hardware = ["a100", "a100"]', "4:1: error: axis 'hardware' names a value twice"),
    ('hardware = ["h100", "h100-sxm"]', "4:21: error: axis 'hardware' names a value twice: 'h100-sxm' is 'h100'"),
    ('hardware = ["a100"]\nsystem = ["dgx-h100", "hgx-h100"]', "5:23: error: axis 'system' names a value twice: "
     "'hgx-h100' is 'dgx-h100'"),
    ('hardware = ["a100"]\noptions = ["peak-rates=true,occupancy=false", "occupancy=false,peak-rates=true"]',
     "5:47: error: axis 'options' names a value twice: 'occupancy=false,peak-rates=true' is "
     "'peak-rates=true,occupancy=false'"),
    ('hardware = ["a100"]\noptions = ["", "peak-rates=false"]', "5:16: error: axis 'options' names a value twice: "
     "'peak-rates=false' is ''"),
    ('hardware = ["a100"]\noptions = ["min-region-ns=5", "min-region-ns=5.0"]', "5:31: error: axis 'options' names a "
     "value twice: 'min-region-ns=5.0' is 'min-region-ns=5'"),
    # the range hespas-partition takes (every point failed, with no location)
    ('hardware = ["a100"]\noptions = ["min-region-ns=-3"]', "5:13: error: axis 'options': min-region-ns must be a "
     "number in 0..1e+15, got -3.0"),
    ('hardware = ["a100"]\noptions = ["min-region-ns=nan"]', "5:13: error: axis 'options': min-region-ns must be a "
     "number in 0..1e+15, got nan"),
    ('hardware = ["a100"]\noptions = ["peak-rates=true,peak-rates=false"]', "5:13: error: axis 'options': "
     "'peak-rates=true,peak-rates=false' gives peak-rates twice"),
])
def test_sweep_file_errors_are_located(tmp_path, capsys, axes, message):
    # lines: 1 [[workloads]], 2 path, 3 [axes], 4 and on the axes
    path = write_sweep(tmp_path, text='[[workloads]]\npath = "dp.mlir"\n[axes]\n' + axes + "\n")
    assert hespas_main(["sweep", str(path), "-o", str(tmp_path / "out")]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"{path}:{message}"), error
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("workloads, message", [
    # at the second table (it was located at the first one's path)
    ('[[workloads]]\npath = "dp.mlir"\n[[workloads]]\npath = "dp.mlir"\n',
     "3:1: error: workload 2: 'name' must be a string no other workload has"),
    ('[[workloads]]\npath = "dp.mlir"\n[[workloads]]\nname = "dp"\npath = "dp.mlir"\n',
     "4:1: error: workload 2: 'name' must be a string no other workload has"),
    # a newline in a name broke the table's rows
    ('[[workloads]]\nname = "a\\nb"\npath = "dp.mlir"\n', "2:1: error: workload 1: 'name' must be printable (no "
     "newline, tab or other control character), got 'a\\nb'"),
    # at the spec (it was located at the export)
    ('[[workloads]]\nexport = "model.py:step"\nspec = "nothere.toml"\n', "3:9: error: workload 1: cannot read "),
    # at the table (there was no line at all)
    ('[[workloads]]\nexport = "model.py"\n', "1:1: error: workload 1: 'spec' must be a path"),
    ('[[workloads]]\nexport = "model.py:step"\nspec = "spec.toml"\nstage = "optimised"\n', "4:1: error: workload 1: "
     "'export' must be MODULE:FUNCTION and 'stage' optimized or partitioned"),
])
def test_workload_errors_are_located_in_their_table(tmp_path, capsys, workloads, message):
    path = write_sweep(tmp_path, text=workloads + '[axes]\nhardware = ["a100"]\n')
    assert hespas_main(["sweep", str(path), "-o", str(tmp_path / "out")]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"{path}:{message}"), error
    assert len(error.splitlines()) == 1 and not (tmp_path / "out").exists()


def test_baseline_must_be_a_point(tmp_path, capsys):
    path = write_sweep(tmp_path, text='baseline = { hardware = "b200" }\n[[workloads]]\npath = "dp.mlir"\n'
                                      '[axes]\nhardware = ["a100"]\nsystem_size = [4]\n')
    assert hespas_main(["sweep", str(path), "-o", str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err.startswith(
        f"{path}:1:1: error: baseline: hardware = 'b200' is not a point of the sweep (axis 'hardware' has 'a100')")


def test_a_folder_of_other_results_is_refused(tmp_path, capsys):
    path = write_sweep(tmp_path)
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "results.jsonl").write_text("{}\n")  # results that name no sweep
    assert hespas_main(["sweep", str(path), "-o", str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err.startswith(f"{tmp_path / 'out'}: error: the output folder holds results that "
                                              "name no sweep (no sweep.json): give --resume")
    assert (tmp_path / "out" / "results.jsonl").read_text() == "{}\n"  # left as it was


def test_hardware_files_are_relative_to_the_sweep_file(tmp_path):
    (tmp_path / "hw").mkdir()
    (tmp_path / "hw" / "mine.toml").write_text((Path(load_hardware("h100").source_path)).read_text())
    spec = load_sweep(write_sweep(tmp_path, text='[[workloads]]\npath = "dp.mlir"\n[axes]\n'
                                                 'hardware = ["hw/mine.toml"]\nsystem = ["h100-4gpu"]\n'))
    (record,) = run_sweep(spec, None, jobs=1, cache_dir=tmp_path / "cache", progress=False).records
    assert record["status"] == "ok" and record["hardware"] == "hw/mine.toml"  # as the sweep file writes it


def test_point_ids_and_labels_do_not_depend_on_the_working_directory(tmp_path, monkeypatch):
    # A hardware and a system file, relative to the sweep file: the same sweep run from the sweep file's folder
    # and from its parent is one sweep (its file paths were taken from the working directory, into the ids and
    # the labels: the second run was refused as another sweep's results).
    sweep_dir = tmp_path / "sweeps"
    (sweep_dir / "hw").mkdir(parents=True)
    (sweep_dir / "hw" / "mine.toml").write_text(Path(load_hardware("h100").source_path).read_text())
    (sweep_dir / "board.toml").write_text((Path(hespas.__file__).parent / "presets" / "systems" / "h100-4gpu.toml").read_text())
    path = write_sweep(sweep_dir, text='baseline = { hardware = "./hw/mine.toml" }\n[[workloads]]\npath = "dp.mlir"\n'
                                       '[axes]\nhardware = ["./hw/mine.toml", "h100"]\nsystem = ["board.toml"]\n')
    monkeypatch.chdir(sweep_dir)
    here = run_sweep(load_sweep("sweep.toml"), tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False)
    monkeypatch.chdir(tmp_path)
    spec = load_sweep(path.relative_to(tmp_path))
    above = run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False)
    assert above.skipped == 2 and above.records == here.records
    assert [(r["hardware"], r["system"], r["status"], r["speedup"]) for r in here.records] == [
        ("hw/mine.toml", "board.toml", "ok", 1.0), ("h100", "board.toml", "ok", 1.0)]


def test_without_a_system_axis_a_point_runs_on_its_hardwares_own_system_of_its_rank_count(tmp_path):
    # As `hespas compare` picks it: the 4-device module on each hardware's 4-device preset (it ran on one device
    # and every point failed), and on its 8-device one for ranks = 8; a hardware no preset has is one error a
    # point, naming the axes that choose a system (not command-line flags).
    (tmp_path / "mine.toml").write_text(Path(load_hardware("h100").source_path).read_text()
                                        .replace('name = "h100-sxm"', 'name = "mine"'))
    path = write_sweep(tmp_path, text='[[workloads]]\npath = "dp.mlir"\n[axes]\nhardware = ["a100", "mine.toml"]\n'
                                      'ranks = [4, 8]\n')
    records = run_sweep(load_sweep(path), None, jobs=1, cache_dir=tmp_path / "cache", progress=False).records
    assert [(r["hardware"], r["system"], r["nodes"], r["ranks"], r["status"]) for r in records] == [
        ("a100", "a100-4gpu", 1, 4, "ok"), ("a100", "dgx-a100", 1, 8, "ok"),
        ("mine.toml", "own system", 1, 4, "error"), ("mine.toml", "own system", 1, 8, "error")]
    assert records[2]["error"] == ("error: no system preset has 4 mine devices (presets of mine: none); give the "
                                   "sweep a 'system' or 'system_size' axis")
    # with a system of another size, the hint names the sweep's axes
    path = write_sweep(tmp_path, text='[[workloads]]\npath = "dp.mlir"\n[axes]\nhardware = ["a100"]\n'
                                      'system = ["a100-4gpu"]\nranks = [8]\n')
    (record,) = run_sweep(load_sweep(path), None, jobs=1, cache_dir=tmp_path / "cache", progress=False).records
    assert record["error"].endswith("choose a system of that size (or the sweep's 'nodes' or 'ranks' axis)")


def test_failed_points_are_recorded_and_the_sweep_goes_on(tmp_path):
    # ranks = 2 is fewer than the 4 devices the module is partitioned for: its lowering fails; ranks = 4 runs.
    spec = load_sweep(write_sweep(tmp_path, 'system = ["a100-4gpu"]\nranks = [2, 4]'))
    records = run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False).records
    failed = [r for r in records if r["status"] == "error"]
    assert [(r["hardware"], r["ranks"]) for r in failed] == [("a100", 2), ("h100", 2)]
    assert all("2 ranks (--ranks, or the system's size) are fewer than the 4 devices" in r["error"] and r["step_time_ms"] is None
               and r["speedup"] is None for r in failed)
    assert [r["status"] for r in records if r["ranks"] == 4] == ["ok", "ok"]


def test_a_sweep_whose_every_point_failed_exits_1_with_its_results_written(tmp_path, capsys):
    # ranks = 2 is fewer than the module's 4 devices on both hardware: no point runs; the records (errors) are
    # written, and the command says so with one error line and exit status 1
    path = write_sweep(tmp_path, 'system = ["a100-4gpu"]\nranks = [2]')
    assert hespas_main(["sweep", str(path), "-o", str(tmp_path / "out"), "--jobs", "1",
                        "--cache-dir", str(tmp_path / "cache")]) == 1
    captured = capsys.readouterr()
    assert captured.err.strip() == ("hespas: error: every point of the sweep failed (2); the lines above give each "
                                    "point's error")
    assert "0 point(s) simulated, 2 failed" in captured.out
    records = [json.loads(line) for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    assert [record["status"] for record in records] == ["error", "error"]


def test_rerun_skips_points_and_reuses_lowered_programs(tmp_path):
    cache = tmp_path / "cache"
    first = run_sweep(load_sweep(write_sweep(tmp_path, 'system = ["dgx-h100"]\nnodes = [1]')), tmp_path / "out",
                      jobs=1, cache_dir=cache, progress=False)
    assert (first.lowered, first.from_cache, first.skipped) == (2, 0, 0)  # one lowering per hardware
    assert first.prepared == 1  # the A100 and the H100 share XLA:GPU's passes and fused attention
    again = run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "out", jobs=1, cache_dir=cache, progress=False)
    assert (again.lowered, again.from_cache, again.skipped) == (0, 0, 2)
    assert again.records == first.records
    # One more system of the same size (8 devices): only its simulations run, on the cached programs.
    spec = load_sweep(write_sweep(tmp_path, 'system = ["dgx-h100", "dgx-h200"]\nnodes = [1]'))
    with pytest.raises(Exception, match="holds another sweep's results"):
        run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=cache, progress=False)
    more = run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=cache, progress=False, resume=True)
    assert (more.lowered, more.from_cache, more.skipped) == (0, 2, 2)
    assert len(more.records) == 4 and all(r["status"] == "ok" for r in more.records)
    forced = run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache2", progress=False, force=True)
    assert (forced.lowered, forced.skipped) == (2, 0)


def test_a_rerun_without_the_baseline_drops_the_speedups(tmp_path):
    # The baseline is no part of a point's id: the records come back from results.jsonl, and their speedups
    # must go with the baseline (they stayed: in the table, summary.txt, both results files and the chart).
    first = run_sweep(load_sweep(write_sweep(tmp_path, 'system = ["dgx-h100"]')), tmp_path / "out", jobs=1,
                      cache_dir=tmp_path / "cache", progress=False)
    assert [record["speedup"] is not None for record in first.records] == [True, True]
    assert (tmp_path / "out" / "charts" / "speedup_by_hardware.png").exists()
    text = (tmp_path / "sweep.toml").read_text().replace('baseline = { hardware = "a100" }\n', "")
    (tmp_path / "sweep.toml").write_text(text)
    again = run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache",
                      progress=False)
    assert again.skipped == 2 and [record["speedup"] for record in again.records] == [None, None]
    run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "fresh", jobs=1, cache_dir=tmp_path / "cache",
              progress=False)
    for name in ("results.jsonl", "results.csv", "summary.txt"):  # as a fresh run of the file writes them
        assert (tmp_path / "out" / name).read_bytes() == (tmp_path / "fresh" / name).read_bytes()
    assert not (tmp_path / "out" / "charts" / "speedup_by_hardware.png").exists()


def test_force_drops_the_old_reports_when_the_run_starts(tmp_path):
    # An interrupted --force run left the old sweep's summary, report and charts beside the new results.
    from hespas.sweep.results import ResultsDir

    run_sweep(load_sweep(write_sweep(tmp_path)), tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache",
              progress=False)
    written = sorted(str(path.relative_to(tmp_path / "out")) for path in (tmp_path / "out").rglob("*.*"))
    assert written == ["charts/breakdown.png", "charts/scaling_by_nodes.png", "charts/speedup_by_hardware.png",
                       "report.html", "results.csv", "results.jsonl", "summary.txt", "sweep.json"]
    ResultsDir(tmp_path / "out", ["another-point"], force=True).close()  # the start of a run, then Ctrl-C
    left = sorted(str(path.relative_to(tmp_path / "out")) for path in (tmp_path / "out").rglob("*.*"))
    assert left == ["results.csv", "results.jsonl", "sweep.json"]


def test_a_record_made_by_other_code_or_another_hardware_file_is_not_reused(tmp_path, monkeypatch):
    # A folder's record is reused only for the same point id, which follows hespas's code (code_digest: a
    # development checkout changes it between releases) and the bytes of a hardware or system file; a rerun
    # after either changed must not read the old record back as the point's.
    from hespas.sweep import spec as spec_module

    (tmp_path / "mine.toml").write_text(Path(load_hardware("h100").source_path).read_text())
    text = '[[workloads]]\npath = "dp.mlir"\n[axes]\nhardware = ["mine.toml"]\nsystem = ["h100-4gpu"]\n'
    first = run_sweep(load_sweep(write_sweep(tmp_path, text=text)), tmp_path / "out", jobs=1,
                      cache_dir=tmp_path / "cache", progress=False)
    same = run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache",
                     progress=False)
    assert same.skipped == 1 and same.records == first.records
    # the same preset at half its memory bandwidth: a slower step, so the old record must not come back
    preset = load_hardware("h100")
    slower = (tmp_path / "mine.toml").read_text().replace(
        f"memory_bandwidth_GBps = {preset.memory_bandwidth_GBps:g}",
        f"memory_bandwidth_GBps = {preset.memory_bandwidth_GBps / 2:g}")
    assert slower != (tmp_path / "mine.toml").read_text()
    (tmp_path / "mine.toml").write_text(slower)
    edited = load_sweep(tmp_path / "sweep.toml")
    assert edited.points[0].point_id != first.records[0]["point"]
    with pytest.raises(Exception, match="holds another sweep's results"):
        run_sweep(edited, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False)
    rerun = run_sweep(edited, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False, resume=True)
    assert rerun.skipped == 0 and rerun.records[0]["step_time_ms"] > first.records[0]["step_time_ms"]
    # other code: another id for the same point
    monkeypatch.setattr(spec_module, "code_digest", lambda: "another state of the code")
    assert load_sweep(tmp_path / "sweep.toml").points[0].point_id != rerun.records[0]["point"]


def test_a_worker_records_the_point_under_the_id_the_sweep_gave_it(tmp_path, monkeypatch):
    # A worker process that reads another state of hespas's code (edited while the sweep runs) computed another
    # id for the point, and the sweep stopped with a KeyError: the id is fixed once and travels with the point.
    import pickle

    from hespas.sweep import spec as spec_module
    from hespas.sweep.run import resolve

    spec = load_sweep(write_sweep(tmp_path, 'system = ["a100-4gpu"]'))
    ids = [point.point_id for point in spec.points]
    task, key = resolve(spec.points[0])
    program = lower(key)
    monkeypatch.setattr(spec_module, "code_digest", lambda: "the code as edited since")
    record = simulate_task(program, pickle.loads(pickle.dumps(task)))  # as a worker process gets it
    assert record["status"] == "ok" and record["point"] == ids[0]
    outcome = run_sweep(spec, tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache", progress=False)
    assert [record["point"] for record in outcome.records] == ids


def test_a_workload_is_prepared_once_per_fusion_setting(tmp_path):
    # The A100 and the H100 fuse attention, the MI300X materializes it (presets' `attention`): two
    # preparations (parse, XLA:GPU's passes, fusion, peak memory) for three lowerings.
    text = SWEEP.format(systems="system_size = [4]").replace('["a100", "h100"]', '["a100", "h100", "mi300x"]')
    outcome = run_sweep(load_sweep(write_sweep(tmp_path, text=text)), None, jobs=1, cache_dir=tmp_path / "cache",
                        progress=False)
    assert (outcome.prepared, outcome.lowered) == (2, 3)
    assert [record["status"] for record in outcome.records] == ["ok"] * 3


@pytest.mark.parametrize("system, nodes, ranks", [("dgx-h100", None, 8), ("dgx-h100", 4, 32)])
def test_a_widened_data_parallel_program_is_the_one_lowered_for_more_ranks(tmp_path, system, nodes, ranks):
    spec = load_sweep(write_sweep(tmp_path))
    point = spec.points[0]
    key = LoweringKey(point.workload.path, point.workload.module_sha256, "a100", "roofline", "", None)
    base = lower(key)
    assert base.replicable and base.step.num_ranks == 4
    widened = replicated(base, ranks)
    direct = lower(dataclasses.replace(key, ranks=ranks))
    task = PointTask(point, system, nodes, system, ranks)
    assert simulate_task(widened, task) == simulate_task(direct, task)


@needs_workloads
def test_parse_and_fuse_once_then_lower_per_hardware_gives_a_lowering_from_scratch(tmp_path):
    # The sweep costs a copy of one parsed, fused module per hardware (hespas.sweep.lowering.parsed_workload);
    # the H100's record, lowered from the module the A100's lowering parsed and fused, must be the one of a
    # lowering that parses and fuses the file itself (lower_workload). The shared ResNet-18 step is a
    # per-device module XLA has not fused, so hespas-fuse does real work on it. An A100 and an H100 fuse
    # attention (preset attention = "fused"), an MI300X materializes it: the MI300X gets a module of its own.
    from hespas.sweep import lowering
    from hespas.sweep.spec import Workload
    from hespas.workload import lower_workload, lowered_step

    spec = load_sweep(write_sweep(tmp_path))
    workload = Workload("resnet18", str(WORKLOADS / "resnet_18_train_step_4_devices.mlir"), "sha-of-the-test")
    point = dataclasses.replace(spec.points[0], workload=workload)
    lowering._PARSED.clear()
    lower(LoweringKey(workload.path, workload.module_sha256, "a100", "roofline", "", None))
    shared = lower(LoweringKey(workload.path, workload.module_sha256, "h100", "roofline", "", None))
    assert len(lowering._PARSED) == 1
    scratch = lower_workload(workload.path, "h100")
    from_scratch = lowering.LoweredProgram(lowered_step(scratch, load_hardware("h100"), "roofline"),
                                           shared.dominant_dtype, shared.replicable)
    task = PointTask(point, "h100-4gpu", None, "h100-4gpu", 4)
    assert simulate_task(shared, task) == simulate_task(from_scratch, task)
    assert shared.step.totals == scratch.totals and shared.step.memory == scratch.memory
    assert shared.replicable  # jax.pmap data parallel: all-reduces over the 4 replicas, no device id
    lower(LoweringKey(workload.path, workload.module_sha256, "mi300x", "roofline", "", None))
    assert len(lowering._PARSED) == 2


def test_a_lowering_from_the_prepared_bytecode_is_the_preparing_process_lowering(tmp_path):
    # A worker that did not prepare the workload lowers it from the PreparedWorkload's MLIR bytecode; its
    # saved program must be byte for byte the one lowered from the preparing process's own module.
    from hespas.program.file import save_step
    from hespas.sweep import lowering

    point = load_sweep(write_sweep(tmp_path)).points[0]
    key = LoweringKey(point.workload.path, point.workload.module_sha256, "h100", "roofline", "", None)
    lowering._PARSED.clear()
    prepared = lowering.prepare(lowering.prepare_key(key))
    here = lower(key)
    lowering._PARSED.clear()
    elsewhere = lower(key, prepared)
    save_step(tmp_path / "here.hprog", here.step)
    save_step(tmp_path / "elsewhere.hprog", elsewhere.step)
    assert (tmp_path / "here.hprog").read_bytes() == (tmp_path / "elsewhere.hprog").read_bytes()
    assert (here.dominant_dtype, here.replicable) == (elsewhere.dominant_dtype, elsewhere.replicable) == ("bf16", True)


@needs_workloads
def test_peak_memory_analysed_once_is_compared_with_each_hardwares_capacity(tmp_path, capsys):
    # A workload's peak memory is analysed once per fusion setting (hespas.sweep.lowering.prepare: liveness
    # reads no cost) and compared with each hardware's capacity. An A100 given 1 GiB shares the A100's
    # preparation; its figures, `fits` false and the warning at the peak must be those of hespas-memory in
    # a lowering from scratch on it.
    from hespas.sweep import lowering
    from hespas.workload import lower_workload

    preset = Path(load_hardware("a100").source_path).read_text()
    small = tmp_path / "a100-1gib.toml"
    small.write_text(preset.replace('name = "a100-sxm-80gb"', 'name = "a100-1gib"')
                     .replace('aliases = ["a100", "a100-80gb"]', "aliases = []")
                     .replace("memory_capacity_GiB = 80 ", "memory_capacity_GiB = 1 "))
    path = str(WORKLOADS / "resnet_18_train_step_4_devices.mlir")
    lowering._PARSED.clear()
    lower(LoweringKey(path, "sha-of-the-test", "a100", "roofline", "", None))
    assert "does not fit" not in capsys.readouterr().err
    shared = lower(LoweringKey(path, "sha-of-the-test", str(small), "roofline", "", None))
    shared_warning = capsys.readouterr().err
    assert len(lowering._PARSED) == 1
    scratch = lower_workload(path, str(small))
    assert shared.step.memory == scratch.memory
    assert shared.step.memory["fits"] is False and shared.step.memory["capacity_bytes"] == 2**30
    assert "does not fit the 1 GiB of a100-1gib" in shared_warning
    assert shared_warning == capsys.readouterr().err


def test_own_systems_come_from_the_presets():
    assert own_system("h100", 4) == ("h100-4gpu", None)
    assert own_system("h100", 8) == ("dgx-h100", None)
    assert own_system("b200", 32) == ("dgx-b200", 4)  # 4 nodes of 8
    assert own_system("mi300x", 1) == ("mi300x-1gpu", None)


def test_ctrl_c_leaves_finished_points_on_disk(tmp_path):
    # 20 points, each its own lowering (every min-region-ns is another lowered program), one at a time.
    options = ", ".join(f'"min-region-ns={ns}"' for ns in range(1, 11))
    path = write_sweep(tmp_path, f"system_size = [8]\noptions = [{options}]")
    out = tmp_path / "out"
    env = {**os.environ, "HESPAS_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen([str(Path(sys.executable).with_name("hespas")), "sweep", str(path), "-o", str(out), "--jobs", "1"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        results = out / "results.jsonl"
        if results.exists() and len(results.read_text().splitlines()) >= 2:
            break
        time.sleep(0.02)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 1 and "interrupted" in stderr and "Traceback" not in stderr
    kept = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert 2 <= len(kept) < 20 and all(record["status"] == "ok" for record in kept)
    resumed = run_sweep(load_sweep(path), out, jobs=1, cache_dir=tmp_path / "cache", progress=False)
    assert resumed.skipped == len(kept) and len(resumed.records) == 20


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="Ray (the hespas[ray] extra) is not installed")
def test_ray_gives_the_local_executors_rows(tmp_path):
    path = write_sweep(tmp_path)
    run_sweep(load_sweep(path), tmp_path / "local", jobs=1, cache_dir=tmp_path / "cache-local", progress=False)
    # `hespas sweep --executor ray` as a user runs it, from a folder that is not the checkout: Ray's workers take
    # the driver's sys.path, so they import the hespas installed, as a user's workers do.
    completed = subprocess.run([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())",
                                "sweep", str(path), "-o", str(tmp_path / "ray"), "--executor", "ray", "--jobs", "2",
                                "--cache-dir", str(tmp_path / "cache-ray")],
                               cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert completed.returncode == 0, completed.stderr
    assert "2 lowering(s), 0 lowered program(s) from the cache" in completed.stdout  # on the workers, one per hardware
    local_csv = (tmp_path / "local" / "results.csv").read_bytes()
    assert (tmp_path / "ray" / "results.csv").read_bytes() == local_csv


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="Ray (the hespas[ray] extra) is not installed")
def test_unreachable_ray_cluster_is_one_diagnostic(tmp_path, capsys):
    path = write_sweep(tmp_path)
    assert hespas_main(["sweep", str(path), "-o", str(tmp_path / "out"), "--executor", "ray",
                        "--address", "127.0.0.1:1"]) == 1
    assert capsys.readouterr().err.startswith("hespas: error: cannot reach the Ray cluster at 127.0.0.1:1")
    assert not (tmp_path / "out").exists()


def test_ray_missing_is_one_diagnostic_saying_how_to_install_it(tmp_path):
    # None in sys.modules is Python's own way to make an import fail: here, Ray as if not installed.
    path = write_sweep(tmp_path)
    code = ("import sys; sys.modules['ray'] = None; from hespas.cli import main; "
            f"sys.exit(main(['sweep', {str(path)!r}, '-o', {str(tmp_path / 'out')!r}, '--executor', 'ray']))")
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert completed.returncode == 1
    assert completed.stderr == "hespas: error: --executor ray needs Ray, an optional extra: pip install 'hespas[ray]'\n"
    assert not (tmp_path / "out").exists()


def test_compare_prints_speedups_against_the_first(tmp_path, capsys):
    (tmp_path / "dp.mlir").write_text(MODULE)
    assert hespas_main(["compare", str(tmp_path / "dp.mlir"), "--hardware", "a100,h100", "--jobs", "1",
                        "--cache-dir", str(tmp_path / "cache")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "dp on 4 device(s) of each hardware"
    a100, h100 = (line.split() for line in lines[4:6])
    assert (a100[1], a100[2], a100[-1]) == ("a100", "a100-4gpu", "1.00x")
    assert (h100[1], h100[2]) == ("h100", "h100-4gpu") and float(h100[-1].removesuffix("x")) > 1.0


def test_compare_refuses_a_hardware_named_twice_by_an_alias(tmp_path, capsys):
    (tmp_path / "dp.mlir").write_text(MODULE)
    assert hespas_main(["compare", str(tmp_path / "dp.mlir"), "--hardware", "h100,h100-sxm"]) == 1
    assert capsys.readouterr().err.strip() == "hespas: error: --hardware names a hardware twice"


def test_compare_on_a_size_no_preset_has_says_what_compare_takes(tmp_path, capsys):
    (tmp_path / "dp.mlir").write_text(MODULE)
    assert hespas_main(["compare", str(tmp_path / "dp.mlir"), "--hardware", "h100", "--system-size", "3"]) == 1
    assert capsys.readouterr().err.strip() == (
        "hespas: error: no system preset has 3 h100-sxm devices (presets of h100-sxm: 1, 4, 8 x nodes); give a "
        "--system-size the presets have, or add a system preset")


# A one-device step: one 1024x1024 by 1024x1024 bf16 matmul, 2 x 1024^3 FLOPs, no collective.
ONE_DEVICE = """module @one attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    return %c : tensor<1024x1024xbf16>
  }
}
"""


def test_compare_runs_a_one_device_step_on_one_device_of_a_hardware_without_a_one_device_preset(tmp_path, capsys):
    # No system preset holds one TPU v5p or one A100 40 GB; `hespas simulate` runs a one-device step on one
    # device of them without a system, and so does compare (it refused the whole comparison before).
    (tmp_path / "one.mlir").write_text(ONE_DEVICE)
    assert own_system("tpu-v5p", 1) == (None, None)
    assert hespas_main(["compare", str(tmp_path / "one.mlir"), "--hardware", "h100,tpu-v5p,a100-40gb", "--jobs", "1",
                        "--cache-dir", str(tmp_path / "cache")]) == 0
    rows = {line.split()[1]: line.split() for line in capsys.readouterr().out.splitlines()[4:7]}
    assert rows["h100"][2] == "h100-1gpu" and rows["tpu-v5p"][2:4] == ["one", "device"]
    assert rows["a100-40gb"][2:4] == ["one", "device"]
    for hardware in ("h100", "tpu-v5p", "a100-40gb"):  # the step `hespas simulate` gives on that hardware
        assert hespas_main(["simulate", str(tmp_path / "one.mlir"), "--hardware", hardware,
                            "--json", str(tmp_path / f"{hardware}.json")]) == 0
        report = json.loads((tmp_path / f"{hardware}.json").read_text())
        step_ms = rows[hardware][rows[hardware].index("roofline") + 2]  # after the estimator and options columns
        assert float(step_ms) == round(report["step_time_ns"] / 1e6, 3)


def test_compare_of_a_multi_device_step_on_one_device_is_refused_alike_with_and_without_a_preset(tmp_path, capsys):
    (tmp_path / "dp.mlir").write_text(MODULE)
    assert hespas_main(["compare", str(tmp_path / "dp.mlir"), "--hardware", "h100,tpu-v5p", "--system-size", "1",
                        "--jobs", "1", "--cache-dir", str(tmp_path / "cache")]) == 1
    out = capsys.readouterr().out
    assert out.count("error: 1 ranks (--ranks, or the system's size) are fewer than the 4 devices") == 2


def test_a_workload_can_be_a_jax_function_to_export(tmp_path):
    # y = x @ w with x split over 2 devices ("data") and w replicated: XLA partitions it with no communication.
    # The partitioned stage (right after SPMD partitioning): the dot as written, before XLA:CPU adds converts.
    (tmp_path / "model.py").write_text("def step(x, w):\n    return x @ w\n")
    (tmp_path / "spec.toml").write_text('[mesh]\ndata = 2\n\n[[inputs]]\nshape = [64, 128]\ndtype = "bf16"\n'
                                        'sharding = ["data"]\n\n[[inputs]]\nshape = [128, 256]\ndtype = "bf16"\n')
    path = write_sweep(tmp_path, text='[[workloads]]\nexport = "model.py:step"\nspec = "spec.toml"\nstage = "partitioned"\n'
                                      '[axes]\nhardware = ["h100"]\nsystem = ["dgx-h100"]\nranks = [8]\n')
    os.environ["HESPAS_CACHE_DIR"], previous = str(tmp_path / "cache"), os.environ.get("HESPAS_CACHE_DIR")
    try:
        spec = load_sweep(path)
    finally:
        if previous is None:
            del os.environ["HESPAS_CACHE_DIR"]
        else:
            os.environ["HESPAS_CACHE_DIR"] = previous
    assert spec.workloads[0].name == "step" and spec.workloads[0].path.endswith("step.partitioned.mlir")
    (record,) = run_sweep(spec, None, jobs=1, cache_dir=tmp_path / "cache", progress=False).records
    # per device: a 32x128 by 128x256 bf16 matmul, 2 x 32 x 128 x 256 = 2,097,152 FLOPs, on 8 ranks (replicated)
    assert record["status"] == "ok" and record["model_tflop"] == 8 * 2 * 32 * 128 * 256 / 1e12


def test_an_exported_workload_is_read_at_hespas_exports_default_stage(tmp_path, monkeypatch):
    # `hespas export` and the loaders of global modules default to the partitioned stage (the program's own
    # dtypes); a sweep's export entry without 'stage' took the optimized one (XLA's CPU pipeline, bf16 computed
    # in f32), so one JAX function gave a sweep about twice the step `hespas export` + `hespas simulate` gave.
    (tmp_path / "model.py").write_text("def step(x, w):\n    return x @ w\n")
    (tmp_path / "spec.toml").write_text('[mesh]\ndata = 2\n\n[[inputs]]\nshape = [64, 128]\ndtype = "bf16"\n'
                                        'sharding = ["data"]\n\n[[inputs]]\nshape = [128, 256]\ndtype = "bf16"\n')
    path = write_sweep(tmp_path, text='[[workloads]]\nname = "default"\nexport = "model.py:step"\nspec = "spec.toml"\n'
                                      '[[workloads]]\nname = "partitioned"\nexport = "model.py:step"\n'
                                      'spec = "spec.toml"\nstage = "partitioned"\n[axes]\nhardware = ["h100"]\n')
    monkeypatch.setenv("HESPAS_CACHE_DIR", str(tmp_path / "cache"))
    default, partitioned = load_sweep(path).workloads
    assert default.path == partitioned.path  # one export: the same stage
    text = Path(default.path).read_text()
    assert "(tensor<32x128xbf16>, tensor<128x256xbf16>) -> tensor<32x256xbf16>" in text and "convert" not in text


def test_the_attention_option_overrides_the_presets_mode(tmp_path):
    # test/Inputs/attention_grad.mlir: jax.grad of a materialised attention, which hespas-fuse turns into one
    # forward and one backward kernel when attention=fused (the h100 preset's default). Materialised, the
    # score tensors are written and read back by separate kernels: more kernels, more bytes, a longer step.
    module = Path(__file__).resolve().parents[1] / "Inputs" / "attention_grad.mlir"
    (tmp_path / "sweep.toml").write_text(f"""title = "attention"
[[workloads]]
path = "{module}"
[axes]
hardware = ["h100"]
options = ["attention=fused", "attention=materialized", ""]
""")
    outcome = run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache")
    by_options = {record["options"]: record for record in outcome.records}
    assert all(record["status"] == "ok" for record in outcome.records), outcome.records
    assert by_options["attention=fused"]["step_time_ms"] < by_options["attention=materialized"]["step_time_ms"]
    assert by_options[""]["step_time_ms"] == by_options["attention=fused"]["step_time_ms"]  # h100's default
    assert outcome.lowered == 3


# Each lowering option of a sweep is one of `hespas simulate`'s lowering flags (hespas.cli.lowering_flags).
OPTION_FLAGS = {"": [], "peak-rates=true": ["--peak-rates"], "occupancy=false": ["--no-occupancy"],
                "xla-collectives=false": ["--no-xla-collectives"], "attention=materialized": ["--attention", "materialized"]}
# A step each of those flags changes on h100: two bf16 dots (matmul rates), an all-reduce of each one's result,
# which XLA:GPU's combiner makes one, and after them a column sum that occupies few SMs (test_simulate_workload's).
OPTIONS_MODULE = """module @options attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%x: tensor<2048x768xf32>, %a: tensor<1024x1024xbf16>)
      -> (tensor<768xf32>, tensor<1024x1024xbf16>) {
    %1 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.dot_general %1, %a, contracting_dims = [1] x [0] : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%p: tensor<bf16>, %q: tensor<bf16>):
      %s = stablehlo.add %p, %q : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %4 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%p: tensor<bf16>, %q: tensor<bf16>):
      %s = stablehlo.add %p, %q : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %5 = stablehlo.slice %3 [0:1, 0:768] : (tensor<1024x1024xbf16>) -> tensor<1x768xbf16>
    %6 = stablehlo.convert %5 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<2048x768xf32>
    %8 = stablehlo.multiply %x, %7 : tensor<2048x768xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%8 init: %zero) applies stablehlo.add across dimensions = [0]
        : (tensor<2048x768xf32>, tensor<f32>) -> tensor<768xf32>
    return %0, %4 : tensor<768xf32>, tensor<1024x1024xbf16>
  }
}
"""


def test_each_lowering_option_gives_the_step_simulate_gives_with_its_flag(tmp_path):
    (tmp_path / "options.mlir").write_text(OPTIONS_MODULE)
    options = ", ".join(f'"{option}"' for option in OPTION_FLAGS)
    (tmp_path / "sweep.toml").write_text(f"""title = "options"
[[workloads]]
path = "options.mlir"
[axes]
hardware = ["h100"]
system = ["h100-4gpu"]
options = [{options}]
""")
    outcome = run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "out", jobs=1, cache_dir=tmp_path / "cache",
                        progress=False)
    assert all(record["status"] == "ok" for record in outcome.records), outcome.records
    steps_ms = {record["options"]: record["step_time_ms"] for record in outcome.records}
    for option, flags in OPTION_FLAGS.items():
        report = tmp_path / "report.json"
        assert hespas_main(["simulate", str(tmp_path / "options.mlir"), "--system", "h100-4gpu", "--json",
                            str(report), *flags]) == 0
        assert steps_ms[option] == json.loads(report.read_text())["step_time_ns"] / 1e6, option
    # each changes this step (the module has no attention: attention=materialized is test_the_attention_option's)
    assert all(steps_ms[option] != steps_ms[""] for option in ("peak-rates=true", "occupancy=false",
                                                                 "xla-collectives=false")), steps_ms


def test_an_unknown_attention_mode_is_refused_at_the_entry(tmp_path):
    (tmp_path / "dp.mlir").write_text(MODULE)
    (tmp_path / "sweep.toml").write_text(SWEEP.format(systems='options = ["attention=flash"]'))
    completed = subprocess.run([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())",
                                "sweep", str(tmp_path / "sweep.toml"), "-o", str(tmp_path / "out")],
                               capture_output=True, text=True)
    assert completed.returncode == 1, completed.stderr
    assert "attention must be one of fused, materialized, got 'flash'" in completed.stderr
    assert "Traceback" not in completed.stderr and not (tmp_path / "out").exists()


def test_the_summary_table_shows_a_small_memory_capacity():
    # a 0.1 GiB device with a 0.4 GiB peak: "0.4/0.1 NO", not "0.4/0" (capacities to three significant digits)
    from hespas.sweep.table import summary_table

    record = dict.fromkeys(COLUMNS)
    record.update(point="p", status="ok", workload="w", hardware="tiny.toml", system="s", nodes=None, ranks=4,
                  estimator="roofline", options="", step_time_ms=1.0, compute_ms=1.0, exposed_comm_ms=0.0,
                  peak_memory_GiB=0.4, memory_capacity_GiB=0.1, fits=False)
    big = {**record, "point": "q", "hardware": "b200", "peak_memory_GiB": 14.2, "memory_capacity_GiB": 180.0,
           "fits": True}
    rows = summary_table([record, big], "t").splitlines()
    assert [row.split()[-3:-1] for row in rows if row.startswith("w ")] == [["0.4/0.1", "NO"], ["14.2/180", "yes"]]
