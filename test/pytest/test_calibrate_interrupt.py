"""Ctrl-C during `hespas calibrate` stops it within seconds, not after every queued compile (issue 15, class 10).

A real `hespas calibrate --quick` in a subprocess is interrupted with SIGINT while IREE compiles its
micro-benchmarks; it must exit with status 1 and "interrupted" soon after, kill its iree-compile
processes, and leave no preset behind.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

STOP_LIMIT_S = 5.0  # Ctrl-C to exit; the quick suite's remaining compiles take tens of seconds on 2 cores


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux /proc: each thread's children file)."""
    found, queue = [], [pid]
    while queue:
        parent = queue.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = [int(word) for word in (task / "children").read_text().split()]
            except OSError:
                continue
            found += children
            queue += children
    return found


def _compiling(pid: int) -> list[int]:
    """The iree-compile processes below ``pid`` that compile a micro-benchmark (not IREE's target query)."""
    compiles = []
    for child in _descendants(pid):
        try:
            if b"--iree-input-type=stablehlo" in Path(f"/proc/{child}/cmdline").read_bytes():
                compiles.append(child)
        except OSError:
            pass
    return compiles


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc to watch the compiles")
def test_ctrl_c_stops_calibration_at_once(tmp_path):
    preset = tmp_path / "preset.toml"
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())", "calibrate", "--quick",
         "--no-cache", "-o", str(preset)], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "HESPAS_CACHE_DIR": str(tmp_path / "cache")})
    try:
        deadline = time.monotonic() + 240
        while not _compiling(process.pid):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "no iree-compile started"
            time.sleep(0.05)
        compiles = _compiling(process.pid)
        process.send_signal(signal.SIGINT)  # to hespas only, as `kill -INT`: the compilers are not signalled
        interrupted = time.monotonic()
        _, stderr = process.communicate(timeout=60)
        stopped_s = time.monotonic() - interrupted
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 1, stderr
    assert "hespas: interrupted" in stderr and "Traceback" not in stderr, stderr
    assert stopped_s < STOP_LIMIT_S, f"took {stopped_s:.1f} s to stop"
    assert not preset.exists()
    assert all(not Path(f"/proc/{pid}").exists() or b"iree-compile" not in Path(f"/proc/{pid}/cmdline").read_bytes()
               for pid in compiles)
