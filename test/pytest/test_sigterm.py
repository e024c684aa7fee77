"""SIGTERM (what `timeout`, `kill` and batch schedulers send) stops `hespas simulate` as Ctrl-C does.

A real `hespas simulate --estimator profile --hardware host-cpu` in a subprocess is sent SIGTERM while IREE compiles
the step's regions; it must print one `hespas: terminated` and exit with status 1, kill its iree-compile processes
and put none of its outputs in place. `hespas calibrate`, which shares the profiler, is tested beside its Ctrl-C
(test_calibrate_interrupt.py).
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from conftest import REPO_ROOT, signal_while_compiling, still_compiling

# The FSDP Llama step: 65 regions, minutes of compiling on 2 cores, so the signal comes while they compile.
STEP = REPO_ROOT / "examples/llama_fsdp/llama_fsdp_unrolled_8_devices.partitioned.mlir"
STOP_LIMIT_S = 5.0


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc to watch the compiles")
def test_sigterm_while_profiling_kills_the_compiles_and_writes_nothing(tmp_path):
    # before: hespas died of the signal (status -15, no diagnostic) and its iree-compile processes ran on, orphaned
    out = tmp_path / "out"
    out.mkdir()
    stopped = signal_while_compiling(["simulate", str(STEP), "--system", "dgx-h100", "--estimator", "profile",
                                      "--hardware", "host-cpu", "--json", str(out / "r.json"), "--trace",
                                      str(out / "t.json")], tmp_path, signal.SIGTERM)
    assert (stopped.returncode, stopped.stdout, stopped.stderr) == (1, "", "hespas: terminated\n")
    assert stopped.stopped_s < STOP_LIMIT_S, f"took {stopped.stopped_s:.1f} s to stop"
    assert still_compiling(stopped.compiles) == []
    assert list(out.iterdir()) == []
