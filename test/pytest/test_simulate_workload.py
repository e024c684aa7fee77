"""`hespas simulate STEP.mlir`: the main command, end to end, and its diagnostics."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hespas.cli import main as hespas_main

from conftest import WORKLOADS, needs_workloads

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"
SPLIT = WORKLOADS / "test_split_replica_groups.mlir"
RESNET50 = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"


def test_main_command_on_the_bundled_example(tmp_path, capsys):
    outputs = {"json": tmp_path / "r.json", "trace": tmp_path / "r.trace.json", "plot": tmp_path / "r.png"}
    assert hespas_main(["simulate", str(EXAMPLE), "--hardware", "h100", "--system", "dgx-h100",
                        "--json", str(outputs["json"]), "--trace", str(outputs["trace"]),
                        "--plot", str(outputs["plot"])]) == 0
    text = capsys.readouterr().out
    assert "step time" in text and "all_reduce" in text
    report = json.loads(outputs["json"].read_text())
    for key in ("step_time_ns", "compute_ns", "exposed_comm_ns", "ranks", "hardware", "system", "estimator"):
        assert key in report
    assert report["num_ranks"] == 8 and len(report["ranks"]) == 8
    assert report["step_time_ns"] == report["compute_ns"] + report["exposed_comm_ns"]
    assert report["exposed_comm_ns"] > 0  # one 100 MB gradient all-reduce at the end of the step
    assert outputs["plot"].read_bytes().startswith(b"\x89PNG")
    assert json.loads(outputs["trace"].read_text())["traceEvents"]


def test_newer_hardware_and_network_are_faster(tmp_path):
    times = {}
    for hardware, system in (("a100", "dgx-a100"), ("h100", "dgx-h100"), ("b200", "dgx-b200")):
        path = tmp_path / f"{hardware}.json"
        assert hespas_main(["simulate", str(EXAMPLE), "--hardware", hardware, "--system", system,
                            "--json", str(path)]) == 0
        times[hardware] = json.loads(path.read_text())["step_time_ns"]
    assert times["a100"] > times["h100"] > times["b200"]


@needs_workloads
def test_resnet50_gradients_overlap_the_backward_pass(tmp_path, capsys):
    report_path = tmp_path / "r.json"
    assert hespas_main(["simulate", str(RESNET50), "--hardware", "a100", "--system", "a100-4gpu",
                        "--json", str(report_path)]) == 0
    report = json.loads(report_path.read_text())
    assert report["overlap_ns"] > 0
    assert report["exposed_comm_ns"] < report["comm_ns"]


def test_data_parallel_program_scales_out_to_32k_ranks(capsys):
    assert hespas_main(["simulate", str(EXAMPLE), "--system", "dgx-h100", "--nodes", "4096",
                        "--ranks", "32768"]) == 0
    assert "32768 (1 simulated agent)" in capsys.readouterr().out


@pytest.mark.parametrize("arguments, message", [
    (["--system", "dgx-h100-x2"], "has 16 NPUs (8 x 2) but the workload runs on 8 ranks"),
    (["--system", "no-such-system"], "unknown system 'no-such-system'"),
    (["--system", "dgx-h100", "--hardware", "no-such-gpu"], "unknown hardware 'no-such-gpu'"),
    (["--system", "dgx-h100", "--backend", "astra-sim", "--astra-sim", "/nonexistent/astra"], "ASTRA-sim"),
    (["--system", "dgx-h100", "--plot", "chart.svg"], "must end in .png"),
    (["--system", "dgx-h100", "--estimator", "oracle"],
     "option 'estimator' of pass 'hespas-annotate-costs' expects one of"),
])
def test_bad_input_is_one_diagnostic_and_exit_1(arguments, message, tmp_path):
    hespas = Path(sys.executable).with_name("hespas")
    completed = subprocess.run([str(hespas), "simulate", str(EXAMPLE), *arguments],
                               capture_output=True, text=True, cwd=tmp_path)
    assert completed.returncode == 1
    assert message in completed.stderr
    assert "Traceback" not in completed.stderr
    assert list(tmp_path.iterdir()) == []


@needs_workloads
def test_sub_group_program_cannot_be_replicated(capsys):
    assert hespas_main(["simulate", str(SPLIT), "--system", "dgx-h100", "--ranks", "8"]) == 1
    assert "does not span all of them" in capsys.readouterr().err
