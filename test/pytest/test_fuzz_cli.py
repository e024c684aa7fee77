"""The command-line contract, driven in subprocesses: bad input gives exit status 1, one `error:` line,
no traceback, no signal, no output file left behind, within a time limit (issue 15).

Each case is a regression of a crash or a silently accepted value found before; they are few because
each costs a process start (the readers' own properties are fuzzed in-process in test_fuzz_inputs.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WORKLOAD = REPO / "examples" / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"
TIME_LIMIT_S = 120


def run_tool(tool: str, arguments: list[str], cwd: Path, stdin=subprocess.DEVNULL) -> subprocess.CompletedProcess:
    module = "hespas.cli" if tool == "hespas" else "hespas.tools.hespas_opt"
    return subprocess.run([sys.executable, "-c", f"import sys; from {module} import main; sys.exit(main())",
                           *arguments], cwd=cwd, stdin=stdin, capture_output=True, text=True, timeout=TIME_LIMIT_S,
                          env={**os.environ, "HESPAS_CACHE_DIR": str(cwd / "cache")})


def assert_refused(completed: subprocess.CompletedProcess, expected: str) -> None:
    assert completed.returncode == 1, completed.stderr  # not 2 (argparse), not a signal (negative)
    assert "Traceback" not in completed.stderr
    errors = [line for line in completed.stderr.splitlines() if "error: " in line]
    assert len(errors) == 1, completed.stderr
    assert expected in errors[0]


@pytest.mark.parametrize("arguments, expected", [
    (["simulate", str(WORKLOAD), "--system", "dgx-h100", "--ranks", "0"], "--ranks: expected a positive integer, not '0'"),
    (["simulate", str(WORKLOAD), "--system", "dgx-h100", "--ranks", str(10**15)], "1..1048576"),
    (["simulate", str(WORKLOAD), "--system", "dgx-h100", "--nodes", str(2**62)], "1..1048576"),
    (["simulate", str(WORKLOAD), "--system", "dgx-h100", "--min-region-ns", "nan"], "0..1e+15 (ns)"),
    (["systems", "show", "dgx-h100", "--nodes", str(10**15)], "nodes must be an integer in 1..1048576"),
    (["systems", "show", "dgx-h100-x99999999999999"], "nodes must be an integer in 1..1048576"),
    (["chakra", "lower", str(WORKLOAD), "-o", "out", "--prefix", "../../x"], "--prefix '../../x' must be a file name"),
])
def test_out_of_range_values_are_refused(tmp_path, arguments, expected):
    completed = run_tool("hespas", arguments, tmp_path)
    assert_refused(completed, expected)
    assert not (tmp_path / "out").exists() and not (tmp_path.parent / "x.0.et").exists()


def test_files_that_are_not_utf8_or_hold_infinities_are_refused(tmp_path):
    (tmp_path / "latin1.toml").write_bytes('name = "caf\xe9"\n'.encode("latin-1"))
    assert_refused(run_tool("hespas", ["hardware", "show", "latin1.toml"], tmp_path),
                   "latin1.toml:1:12: error: not UTF-8 text")
    (tmp_path / "inf.toml").write_text('local_mem_bw_GBps = 1000\n[[dimensions]]\ntopology = "Ring"\nnpus = 4\n'
                                       "bandwidth_GBps = inf\nlatency_ns = 1\n")
    assert_refused(run_tool("hespas", ["systems", "show", "inf.toml"], tmp_path),
                   "dimension 0: bandwidth_GBps must be a number in 1e-06..1e+09, got inf")


def test_one_output_that_cannot_be_written_leaves_none(tmp_path):
    completed = run_tool("hespas", ["simulate", str(WORKLOAD), "--system", "dgx-h100", "--json", "a.json",
                                    "--trace", "missing/dir/t.json"], tmp_path)
    assert_refused(completed, "cannot write output file")
    assert sorted(path.name for path in tmp_path.iterdir() if path.name != "cache") == []  # no a.json, no temp


def test_hespas_opt_with_standard_input_closed(tmp_path):
    completed = subprocess.run(
        [sys.executable, "-c", "import os, sys; os.close(0); from hespas.tools.hespas_opt import main; "
                               "sys.exit(main(['-']))"], cwd=tmp_path, capture_output=True, text=True,
        timeout=TIME_LIMIT_S)
    assert_refused(completed, "<stdin>: error: could not read standard input")


def test_a_module_memory_table_without_its_capacity_is_refused(tmp_path):
    # hespas simulate takes an input's hespas.memory instead of running hespas-memory; the report then read
    # capacity_bytes and ended in a KeyError traceback
    (tmp_path / "m.mlir").write_text("module attributes {hespas.memory = {peak_bytes = 5 : i64}} {\n"
                                     "  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                                     "    %0 = stablehlo.exponential %x : tensor<4xf32>\n"
                                     "    return %0 : tensor<4xf32>\n  }\n}\n")
    completed = run_tool("hespas", ["simulate", "m.mlir", "--system", "h100-1gpu", "--json", "a.json"], tmp_path)
    assert_refused(completed, "m.mlir:1:1: error: hespas.memory must give 'capacity_bytes'")
    assert not (tmp_path / "a.json").exists()
