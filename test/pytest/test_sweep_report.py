"""A sweep's PNG charts and report.html (hespas.report.sweep_charts, sweep_html, sweep_views).

Records follow the sweep's point-record contract: built by hand (numbers derived in the
comments), and made from real ``hespas simulate --json`` runs of the examples on three
GPU generations and a scaled-out system. report.html is opened in headless Chromium
(Debian's ``chromium``) with every network request refused; the test is skipped, with
its reason, where chromium is not installed.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import matplotlib.image
import numpy as np
import pytest

from hespas.cli import main
from hespas.diagnostics import HespasError
from hespas.hardware import load_hardware
from hespas.report.sweep_charts import breakdown_figure, scaling_figure, speedup_figure, write_sweep_charts
from hespas.report.sweep_html import sweep_html, write_sweep_html
from hespas.report.sweep_views import (COLUMNS, breakdown_bars, charted, scaling_series, speedup_series,
                                       throughput_unit)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CHART_NAMES = ["speedup_by_hardware.png", "scaling_by_nodes.png", "breakdown.png"]
KEYS = [key for key, _ in COLUMNS]


def record(point, hardware, system, nodes, ranks, step_time_ms, compute_ms, *, workload="resnet50", speedup=None,
           throughput=None, fits=True, status="ok", error=None, options=""):
    """A contract record; a failed point has no figures."""
    ok = status == "ok"
    return {"point": point, "workload": workload, "hardware": hardware, "system": system, "nodes": nodes,
            "ranks": ranks, "estimator": "roofline", "options": options, "status": status, "error": error,
            "step_time_ms": step_time_ms if ok else None, "compute_ms": compute_ms if ok else None,
            "exposed_comm_ms": step_time_ms - compute_ms if ok else None, "model_tflop": 24.6 if ok else None,
            "dominant_dtype": "bf16" if ok else None, "mfu": 0.41 if ok else None,
            "throughput": throughput if ok else None, "throughput_unit": "samples/s" if throughput else None,
            "peak_memory_GiB": 61.5 if ok else None, "memory_capacity_GiB": 80.0 if ok else None,
            "fits": fits if ok else None, "speedup": speedup if ok else None}


def hand_records() -> list[dict]:
    """ResNet-50 at batch 1024 on A100 (baseline) and H100, one and two 8-GPU nodes, plus a failed B200 point.

    speedup = baseline step / step: 120/120 = 1, 120/60 = 2, 120/80 = 1.5, 120/40 = 3.
    throughput = 1024 samples / step: 1024/0.120 s = 8533.3, 1024/0.060 = 17066.7, 1024/0.080 = 12800,
    1024/0.040 = 25600 samples/s.
    """
    return [
        record("a1", "a100-sxm-80gb", "dgx-a100", 1, 8, 120.0, 100.0, speedup=1.0, throughput=1024 / 0.120),
        record("h1", "h100-sxm", "dgx-h100", 1, 8, 60.0, 45.0, speedup=2.0, throughput=1024 / 0.060),
        record("a2", "a100-sxm-80gb", "dgx-a100", 2, 16, 80.0, 50.0, speedup=1.5, throughput=1024 / 0.080,
               fits=False),
        record("h2", "h100-sxm", "dgx-h100", 2, 16, 40.0, 22.5, speedup=3.0, throughput=1024 / 0.040),
        record("b1", "b200-sxm", "dgx-b200", 1, 8, 0, 0, status="error",
               error="sweep.toml:7:12: error: unknown hardware preset 'b200-sxmm' <did you mean b200-sxm?>"),
    ]


# ---------------------------------------------------------------- views

def test_speedup_view_groups_by_workload_and_devices_with_one_bar_per_hardware():
    series = speedup_series(hand_records())
    assert [(one.name, one.x, one.y, one.fits) for one in series] == [
        ("resnet50 · 8 devices", ("a100-sxm-80gb", "h100-sxm"), (1.0, 2.0), (True, True)),
        ("resnet50 · 16 devices", ("a100-sxm-80gb", "h100-sxm"), (1.5, 3.0), (False, True)),
    ]


def test_two_systems_of_one_size_on_one_hardware_get_separate_groups():
    records = [record("s1", "h100-sxm", "h100-4gpu", 1, 4, 10.0, 8.0, speedup=1.0),
               record("s2", "h100-sxm", "h100-4gpu-slow", 1, 4, 20.0, 8.0, speedup=0.5)]
    assert [(one.name, one.y) for one in speedup_series(records)] == [
        ("resnet50 · h100-4gpu · 4 devices", (1.0,)), ("resnet50 · h100-4gpu-slow · 4 devices", (0.5,))]


def test_scaling_view_is_one_line_per_hardware_ordered_by_devices():
    records = hand_records()
    step = scaling_series(records, "step_time_ms")
    assert [(one.name, one.x, one.y) for one in step] == [
        ("resnet50 · a100-sxm-80gb", (8, 16), (120.0, 80.0)), ("resnet50 · h100-sxm", (8, 16), (60.0, 40.0))]
    rate = scaling_series(records, "throughput")
    assert [one.y for one in rate] == [(1024 / 0.120, 1024 / 0.080), (1024 / 0.060, 1024 / 0.040)]
    assert throughput_unit(records) == "samples/s"
    # one device count: no scaling to show
    assert scaling_series(records[:2], "step_time_ms") == []
    # only the roofline points have a throughput: the line keeps the name it has on the step-time panel
    calibrated = [{**r, "point": r["point"] + "c", "estimator": "calibrated", "throughput": None} for r in records]
    assert [one.name for one in scaling_series(records + calibrated, "throughput")] == [
        "resnet50 · a100-sxm-80gb · estimator roofline", "resnet50 · h100-sxm · estimator roofline"]


def test_two_systems_at_one_device_count_make_one_scaling_line_each():
    # two 8-GPU systems scaled out to 2 nodes: each system's nodes make a line, not a zigzag through both
    records = [record(f"{system}{nodes}", "h100-sxm", system, nodes, 8 * nodes, 10.0 / nodes, 5.0 / nodes)
               for system in ("dgx-h100", "dgx-h100-ib") for nodes in (1, 2)]
    assert [(one.name, one.x, one.y) for one in scaling_series(records, "step_time_ms")] == [
        ("resnet50 · h100-sxm · dgx-h100", (8, 16), (10.0, 5.0)),
        ("resnet50 · h100-sxm · dgx-h100-ib", (8, 16), (10.0, 5.0))]


def test_big_sweeps_draw_readable_pngs():
    # 12 options x 2 node counts x 2 hardware: 12 speedup groups and 24 lines, more than the palette's 10 colours
    records = [record(f"{hardware}-{option}-{nodes}", hardware, "dgx", nodes, 8 * nodes, 10.0, 8.0, speedup=1.0,
                      options=f"min-region-ns={option}") for hardware in ("a100-sxm-80gb", "h100-sxm")
               for option in range(12) for nodes in (1, 2)]
    assert len(speedup_series(records)) == 12 * 2 and len(scaling_series(records, "step_time_ms")) == 12 * 2
    assert speedup_figure(records).axes[0].get_title(loc="left") == \
        "Speedup across hardware (the first 10 of 24 groups)"
    assert scaling_figure(records).axes[0].get_title(loc="left") == \
        "Step time against devices (the first 10 of 24 lines)"
    breakdown = breakdown_figure(records, max_bars=5)
    assert breakdown.axes[0].get_title(loc="left") == "Step breakdown per point (the 5 slowest of 48 points)"
    assert len(breakdown.axes[0].get_yticks()) == 5


def test_breakdown_labels_name_only_the_axes_that_vary_and_leave_out_failed_points():
    bars = breakdown_bars(hand_records())
    # workload, estimator and options are the same everywhere; the failed B200 point is not charted
    assert [bar.label for bar in bars] == [
        "a100-sxm-80gb · dgx-a100 · 8 devices", "h100-sxm · dgx-h100 · 8 devices",
        "a100-sxm-80gb · dgx-a100 ×2 nodes · 16 devices", "h100-sxm · dgx-h100 ×2 nodes · 16 devices"]
    # exposed communication = step - compute: 120-100, 60-45, 80-50, 40-22.5
    assert [(bar.compute_ms, bar.exposed_comm_ms, bar.fits) for bar in bars] == [
        (100.0, 20.0, True), (45.0, 15.0, True), (50.0, 30.0, False), (22.5, 17.5, True)]


def test_non_finite_and_missing_values_are_absent():
    records = [record("n1", "h100-sxm", "dgx-h100", 1, 8, float("nan"), 1.0),
               record("n2", "h100-sxm", "dgx-h100", 1, 8, 5.0, 4.0, speedup=float("inf"))]
    assert [r["point"] for r in charted(records)] == ["n2"]
    assert speedup_series(records) == []


# ---------------------------------------------------------------- PNG charts

def test_charts_are_written_and_byte_identical_for_the_same_records(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    assert write_sweep_charts(hand_records(), first) == [first / name for name in CHART_NAMES]
    write_sweep_charts(hand_records(), second)
    for name in CHART_NAMES:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name
        image = matplotlib.image.imread(first / name)
        assert image.shape[0] > 300 and image.shape[1] > 600
        assert len(np.unique(image.reshape(-1, image.shape[-1]), axis=0)) > 20  # drawn, not blank
    assert sorted(path.name for path in first.iterdir()) == sorted(CHART_NAMES)  # no temporary file left


def test_charts_with_nothing_to_show_are_skipped(tmp_path):
    # no baseline (no speedup) and one device count: only the breakdown has something to show
    records = [{**r, "speedup": None} for r in hand_records() if r["ranks"] == 8]
    assert write_sweep_charts(records, tmp_path) == [tmp_path / "breakdown.png"]
    # every point failed: no chart at all
    failed = tmp_path / "failed"
    failed.mkdir()
    assert write_sweep_charts([r for r in hand_records() if r["status"] == "error"], failed) == []
    assert list(failed.iterdir()) == []


def test_a_chart_this_sweep_has_nothing_for_does_not_stay_from_an_earlier_one(tmp_path):
    # a folder charted for every point (all three charts), then for points of one device count and no baseline
    # (as `--force` or `--resume` with other points writes it): the speedup and scaling charts go
    assert write_sweep_charts(hand_records(), tmp_path) == [tmp_path / name for name in CHART_NAMES]
    records = [{**r, "speedup": None} for r in hand_records() if r["ranks"] == 8]
    assert write_sweep_charts(records, tmp_path) == [tmp_path / "breakdown.png"]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["breakdown.png"]


def test_charts_into_a_missing_folder_are_a_diagnostic(tmp_path):
    with pytest.raises(HespasError, match="cannot write output file"):
        write_sweep_charts(hand_records(), tmp_path / "missing")
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- HTML

def test_html_is_self_contained_deterministic_and_escapes_text(tmp_path):
    path = tmp_path / "report.html"
    write_sweep_html(hand_records(), path, "ResNet-50 <sweep>")
    text = path.read_text(encoding="utf-8")
    assert text == sweep_html(hand_records(), "ResNet-50 <sweep>")  # same records, same bytes
    assert "<script src" not in text and "<link" not in text  # nothing loaded from elsewhere
    assert text.count("Plotly.newPlot(") == 3
    for div_id in ("chart-speedup", "chart-scaling", "chart-breakdown"):
        assert f'id="{div_id}"' in text
    assert "<title>ResNet-50 &lt;sweep&gt;</title>" in text
    assert "&lt;did you mean b200-sxm?&gt;" in text and "<did you mean" not in text
    assert text.count('<tr class="ok">') == 4 and text.count('<tr class="error">') == 1
    for header in ("step time (ms)", "exposed comm. (ms)", "peak memory (GiB)", "MFU (%)", "speedup (×)"):
        assert f">{header}</th>" in text
    assert '<td class="fits-no" data-value="no">no</td>' in text
    assert [name for name in os.listdir(tmp_path)] == ["report.html"]


def test_html_says_why_a_chart_is_missing():
    records = [{**r, "speedup": None} for r in hand_records() if r["ranks"] == 8]
    text = sweep_html(records, "no baseline")
    assert text.count("Plotly.newPlot(") == 1  # the breakdown only
    assert "the sweep names no baseline" in text and "span a single device count" in text


# ---------------------------------------------------------------- records from real simulate runs

def simulated_record(tmp_path: Path, point: str, workload: Path, hardware: str, system: str, nodes: int,
                     ranks: int) -> dict:
    """Run ``hespas simulate --json`` and make the contract record from its report.

    model FLOPs: the critical rank's compute nodes' FLOPs (all of them: --top 1000) times the ranks;
    MFU: model FLOPs / (step time × the peak the matmul regions were costed at × ranks).
    """
    report_path = tmp_path / f"{point}.json"
    assert main(["simulate", str(workload), "--hardware", hardware, "--system", system, "--nodes", str(nodes),
                 "--ranks", str(ranks), "--top", "1000", "--json", str(report_path)]) == 0
    report = json.loads(report_path.read_text())
    peak_flops_per_s = max(row["peak_flops_per_s"] for row in report["top_compute"])
    preset = load_hardware(hardware)
    dtype = next(name for name in ("f32", "bf16", "f16") if preset.peak_flops_per_s(name, True) == peak_flops_per_s)
    model_flops = sum(row["flops"] for row in report["top_compute"]) * ranks
    step_s = report["step_time_ns"] * 1e-9
    memory = report["memory"]
    return {"point": point, "workload": workload.stem, "hardware": hardware, "system": system, "nodes": nodes,
            "ranks": ranks, "estimator": report["estimator"], "options": "", "status": "ok", "error": None,
            "step_time_ms": report["step_time_ns"] / 1e6, "compute_ms": report["compute_ns"] / 1e6,
            "exposed_comm_ms": report["exposed_comm_ns"] / 1e6, "model_tflop": model_flops / 1e12,
            "dominant_dtype": dtype, "mfu": model_flops / (step_s * peak_flops_per_s * ranks),
            "throughput": None, "throughput_unit": None, "peak_memory_GiB": memory["peak_bytes"] / 2**30,
            "memory_capacity_GiB": memory["capacity_bytes"] / 2**30, "fits": memory["fits"], "speedup": None}


@pytest.fixture(scope="module")
def simulated_records(tmp_path_factory) -> list[dict]:
    """The tensor-parallel GEMM on 4-GPU A100, H100 and B200 boards (speedups against A100), the data-parallel
    MLP on one and two DGX H100 nodes, and a point whose system preset does not exist."""
    tmp_path = tmp_path_factory.mktemp("simulated")
    gemm = EXAMPLES / "gemm_tensor_parallel" / "gemm_tp_4_devices.partitioned.mlir"
    mlp = EXAMPLES / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"
    records = [simulated_record(tmp_path, f"g-{hardware}", gemm, hardware, f"{hardware.split('-')[0]}-4gpu", 1, 4)
               for hardware in ("a100-sxm-80gb", "h100-sxm", "b200-sxm")]
    baseline_ms = records[0]["step_time_ms"]
    for one in records:
        one["speedup"] = baseline_ms / one["step_time_ms"]
    records += [simulated_record(tmp_path, f"m{nodes}", mlp, "h100-sxm", "dgx-h100", nodes, 8 * nodes)
                for nodes in (1, 2)]
    diagnostic = io.StringIO()
    with contextlib.redirect_stderr(diagnostic):
        assert main(["simulate", str(gemm), "--system", "h100-5gpu", "--json", str(tmp_path / "x.json")]) == 1
    records.append({key: None for key in KEYS} | {
        "point": "g-bad", "workload": gemm.stem, "hardware": "h100-sxm", "system": "h100-5gpu", "nodes": 1,
        "ranks": 4, "estimator": "roofline", "options": "", "status": "error",
        "error": diagnostic.getvalue().strip()})
    return records


def test_real_records_chart_newer_generations_as_faster(simulated_records, tmp_path):
    gemm = [r for r in simulated_records if r["point"].startswith("g-") and r["status"] == "ok"]
    # B200 > H100 > A100 in peak FLOP/s and memory bandwidth: each generation runs the step faster
    assert gemm[0]["speedup"] == 1.0 and 1.0 < gemm[1]["speedup"] < gemm[2]["speedup"]
    assert all(0.0 < r["mfu"] <= 1.0 and r["fits"] for r in gemm)
    [group] = [one for one in speedup_series(simulated_records)]
    assert group.x == ("a100-sxm-80gb", "h100-sxm", "b200-sxm")
    [mlp_line] = [one for one in scaling_series(simulated_records, "step_time_ms") if one.x == (8, 16)]
    assert mlp_line.name.endswith("h100-sxm")
    assert write_sweep_charts(simulated_records, tmp_path) == [tmp_path / name for name in CHART_NAMES]


# ---------------------------------------------------------------- a real browser

CHROMIUM = shutil.which("chromium")
# headless, no GPU, no sandbox (containers), nothing started that reaches the network; any request that is
# made anyway goes to a closed proxy port and fails
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--proxy-server=127.0.0.1:9", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000"]


def chromium(page: Path, *action: str) -> tuple[str, str]:
    """Open ``page`` in headless chromium with a fresh profile; return (stdout, console lines from stderr)."""
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run([CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *action, page.as_uri()],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    console = "\n".join(line for line in done.stderr.splitlines() if ":CONSOLE" in line)
    return done.stdout, console


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install chromium)")
def test_report_renders_in_headless_chromium(simulated_records, tmp_path):
    records = hand_records() + simulated_records
    page = tmp_path / "report.html"
    write_sweep_html(records, page, "hespas sweep")
    dom, console = chromium(page, "--dump-dom")
    assert "Uncaught" not in console and "Failed to load" not in console, console
    # plotly ran: each chart div became a plot, with its SVG layers and one bar or point per value
    for div_id in ("chart-speedup", "chart-scaling", "chart-breakdown"):
        assert f'id="{div_id}" class="plotly-graph-div js-plotly-plot"' in dom, div_id
    assert dom.count('class="main-svg"') >= 3
    assert dom.count('class="point"') >= 2 * 4  # the hand records' breakdown: 4 points, 2 stacked bars each
    # every point is a table row (hand records: 4 ok, 1 failed; simulated: 5 ok, 1 failed); failures show their error
    assert dom.count('<tr class="ok">') == 4 + 5 and dom.count('<tr class="error">') == 2
    assert "unknown hardware preset 'b200-sxmm' &lt;did you mean b200-sxm?&gt;" in dom
    assert "h100-5gpu" in dom

    # clicking "step time (ms)" sorts the rows by it, blanks (the failed points) last
    clicked = tmp_path / "clicked.html"
    step_column = KEYS.index("step_time_ms")
    clicked.write_text(page.read_text(encoding="utf-8").replace(
        "</body>", f'<script>document.querySelectorAll("table.points th")[{step_column}].click();</script></body>'),
        encoding="utf-8")
    dom, _ = chromium(clicked, "--dump-dom")
    body = dom.split("<tbody>")[1].split("</tbody>")[0]
    shown = [row.split("</td>")[step_column].split('data-value="')[1].split('"')[0]
             for row in body.split("<tr ")[1:]]
    values = [float(value) for value in shown if value]
    assert values == sorted(values) and shown[-2:] == ["", ""]

    # the screenshot is drawn: many colours, not a blank page
    screenshot = tmp_path / "report.png"
    chromium(page, f"--screenshot={screenshot}", "--window-size=1400,2000")
    image = matplotlib.image.imread(screenshot)
    assert len(np.unique(image.reshape(-1, image.shape[-1]), axis=0)) > 50
