"""Ctrl-C during `hespas calibrate` stops it within seconds, not after every queued compile (issue 15, class 10);
so does SIGTERM (what `timeout`, `kill` and batch schedulers send).

A real `hespas calibrate --quick` in a subprocess is sent SIGINT or SIGTERM while IREE compiles its
micro-benchmarks; it must exit with status 1 and "interrupted" (or "terminated") soon after, kill its iree-compile
processes, and leave no preset behind.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from conftest import signal_while_compiling, still_compiling

STOP_LIMIT_S = 5.0  # Ctrl-C to exit; the quick suite's remaining compiles take tens of seconds on 2 cores


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc to watch the compiles")
@pytest.mark.parametrize("signal_number, message", [(signal.SIGINT, "hespas: interrupted"),
                                                     (signal.SIGTERM, "hespas: terminated")], ids=["SIGINT", "SIGTERM"])
def test_a_stop_signal_stops_calibration_at_once(tmp_path, signal_number, message):
    # before, for SIGTERM: its default action ended hespas at once, with status -15 and the compiles left running
    preset = tmp_path / "preset.toml"
    stopped = signal_while_compiling(["calibrate", "--quick", "--no-cache", "-o", str(preset)], tmp_path,
                                     signal_number)
    assert stopped.returncode == 1, stopped.stderr
    assert message in stopped.stderr and "Traceback" not in stopped.stderr, stopped.stderr
    assert stopped.stopped_s < STOP_LIMIT_S, f"took {stopped.stopped_s:.1f} s to stop"
    assert not preset.exists()
    assert still_compiling(stopped.compiles) == []
