"""benchmarks/fsdp_memory.py: the program it exports is the 4-layer FSDP input the lit tests read, and its
`hespas simulate` rows are that module's memory figures under each pair of flags."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "fsdp_memory.py"
FOUR_LAYERS = ROOT / "test" / "Inputs" / "fsdp_grad_4_layers.mlir"
PEAK_WITHOUT_XLA_COLLECTIVES = 3047424  # test/passes/fuse.mlir's FSDP-PEAK, fused and unfused alike


def test_simulate_rows_of_the_four_layer_export():
    benchmark = load_script(SCRIPT)
    peaks = benchmark.hespas_peaks(FOUR_LAYERS.read_text(encoding="utf-8"), "dgx-h100")
    assert [peak.label for peak in peaks] == [label for label, _ in benchmark.SIMULATE_RUNS]
    # 4 weight shards of 64x512 f32 and a 16x512 f32 batch shard in, 4 gradient shards out, nothing donated
    assert {(p.arguments, p.results, p.aliased) for p in peaks} == {(4 * 131072 + 32768, 4 * 131072, 0)}
    fused, unfused, fused_as_exported, unfused_as_exported = peaks
    assert fused_as_exported.peak == unfused_as_exported.peak == PEAK_WITHOUT_XLA_COLLECTIVES
    assert fused.peak <= unfused.peak  # fusing keeps every weight's all-gather before its own layer
    assert all(p.temporaries <= p.peak for p in peaks)


def test_script_exports_the_lit_input_and_prints_every_row(tmp_path):
    done = subprocess.run([sys.executable, str(SCRIPT), "--layers", "4", "--width", "512", "--batch", "128",
                           "--write", str(tmp_path / "step")], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    exported = (tmp_path / "step.partitioned.mlir").read_text(encoding="utf-8")
    lit_input = "".join(line for line in FOUR_LAYERS.read_text(encoding="utf-8").splitlines(keepends=True)
                        if not line.startswith("//"))
    assert exported == lit_input
    lines = done.stdout.splitlines()
    assert lines[0].startswith("FSDP gradient step: 4 layers of tanh(x @ w), 512x512 f32 weights, batch 128, "
                               "8 devices")
    rows = {cells[0]: cells[1:] for cells in (re.split(r"\s{2,}", line) for line in lines[2:])}
    assert list(rows) == ["hespas simulate (hespas-fuse)", "hespas simulate --no-fuse",
                          "hespas simulate --no-xla-collectives", "hespas simulate --no-fuse --no-xla-collectives",
                          "XLA, CPU default schedule", "XLA, memory-optimized schedule"]
    assert rows["hespas simulate --no-xla-collectives"][-1] == str(PEAK_WITHOUT_XLA_COLLECTIVES)
    # arguments and results are the same buffers on both sides (MiB, one decimal)
    assert {tuple(row[:2]) for row in rows.values()} == {("0.5", "0.5")}
