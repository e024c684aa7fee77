"""benchmarks/gpu_steps.py's parts that need no GPU: one device's inputs from a spec, and the kernel summary of a
profiler trace (a hand-made trace: a GPU process with a compute stream and a derived 'XLA Ops' line, and a host
process)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import load_script

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "gpu_steps.py"

SPEC = {"mesh": {"data": 8, "model": 2},
        "inputs": [{"name": "w", "shape": [64, 32], "dtype": "f32", "sharding": [[], "model"]},
                   {"name": "tokens", "shape": [32, 2048], "dtype": "i32", "sharding": ["data"]},
                   {"name": "x", "shape": [32, 16, 8], "dtype": "bf16", "sharding": [["data", "model"]]}]}


def test_one_device_holds_each_sharded_dimension_divided_by_its_axes():
    gpu_steps = load_script(SCRIPT)
    assert gpu_steps.per_device_inputs(SPEC) == [("w", (64, 16), "f32"), ("tokens", (4, 2048), "i32"),
                                                 ("x", (2, 16, 8), "bf16")]


def test_a_smaller_batch_replaces_the_leading_dimension_of_batch_sharded_inputs():
    gpu_steps = load_script(SCRIPT)
    assert gpu_steps.per_device_inputs(SPEC, batch=1) == [("w", (64, 16), "f32"), ("tokens", (1, 2048), "i32"),
                                                          ("x", (1, 16, 8), "bf16")]


def test_an_indivisible_dimension_is_an_error():
    gpu_steps = load_script(SCRIPT)
    spec = {"mesh": {"data": 3}, "inputs": [{"name": "t", "shape": [32], "dtype": "i32", "sharding": ["data"]}]}
    with pytest.raises(ValueError, match="input 't': dimension 0 \\(32\\) is not divisible by its mesh axes' size 3"):
        gpu_steps.per_device_inputs(spec)


def test_kernel_summary_counts_the_gpu_streams_kernels_per_step():
    """Two steps: per step one GEMM (100 us), two fusions (20 + 10 us) and one NCCL kernel (20 us) on the stream; the
    'XLA Ops' line's event over them, the memcpy and the host's event are not kernels."""
    gpu_steps = load_script(SCRIPT)
    metadata = [{"ph": "M", "pid": 1, "name": "process_name", "args": {"name": "/device:GPU:0"}},
                {"ph": "M", "pid": 1, "tid": 7, "name": "thread_name", "args": {"name": "Stream #7(Compute)"}},
                {"ph": "M", "pid": 1, "tid": 9, "name": "thread_name", "args": {"name": "XLA Ops"}},
                {"ph": "M", "pid": 2, "name": "process_name", "args": {"name": "/host:CPU"}}]
    step = [{"ph": "X", "pid": 1, "tid": 7, "name": "sm90_xmma_gemm_bf16bf16_bf16f32", "dur": 100.0},
            {"ph": "X", "pid": 1, "tid": 7, "name": "loop_multiply_fusion", "dur": 20.0},
            {"ph": "X", "pid": 1, "tid": 7, "name": "loop_convert_fusion", "dur": 10.0},
            {"ph": "X", "pid": 1, "tid": 7, "name": "ncclDevKernel_AllReduce_Sum_f32", "dur": 20.0},
            {"ph": "X", "pid": 1, "tid": 7, "name": "Memcpy HtoD", "dur": 5.0},
            {"ph": "X", "pid": 1, "tid": 9, "name": "fusion.3", "dur": 150.0},
            {"ph": "X", "pid": 2, "tid": 1, "name": "PjitFunction(train_step)", "dur": 500.0}]
    summary = gpu_steps.kernel_summary({"traceEvents": metadata + step + step}, steps=2)
    assert summary["kernels_per_step"] == 4
    assert summary["kernel_ms_per_step"] == pytest.approx(0.150)
    assert summary["ms_per_step_by_class"] == pytest.approx({"library": 0.100, "fusion": 0.030, "collective": 0.020,
                                                             "other": 0.0})
    assert summary["top_kernels_ms_per_step"][0] == ("sm90_xmma_gemm_bf16bf16_bf16f32", pytest.approx(0.1))


def test_the_preset_of_a_device_name():
    gpu_steps = load_script(SCRIPT)
    assert gpu_steps.preset_for("NVIDIA H100 80GB HBM3") == "h100"
    assert gpu_steps.preset_for("NVIDIA H200") == "h200"
    with pytest.raises(ValueError, match="no hardware preset known for device 'cpu'"):
        gpu_steps.preset_for("cpu")


def test_a_case_that_fails_is_recorded_and_the_others_still_written(tmp_path):
    """measure on this machine's CPU: a model whose step raises is recorded with its error, and the JSON is
    written."""
    validation = tmp_path / "validation"
    (validation / "specs").mkdir(parents=True)
    (validation / "models").mkdir()
    (validation / "specs" / "pax_gpt126m_dp8.toml").write_text(
        '[mesh]\ndata = 8\n\n[[inputs]]\nname = "tokens"\nshape = [8, 4]\ndtype = "i32"\nsharding = ["data"]\n',
        encoding="utf-8")
    (validation / "models" / "transformer.py").write_text(
        "def train_step(*args):\n    raise RuntimeError('the step fails')\n", encoding="utf-8")
    output = tmp_path / "measured.json"
    run = subprocess.run([sys.executable, str(SCRIPT), "measure", "--validation", str(validation), "--cases",
                          "pax_gpt126m_dp8", "--trace-steps", "0", "-o", str(output)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    measured = json.loads(output.read_text(encoding="utf-8"))
    assert measured["cases"] == {"pax_gpt126m_dp8": {"error": "RuntimeError: the step fails"}}
