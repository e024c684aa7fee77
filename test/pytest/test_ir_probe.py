"""hespas.ir_probe: bytecode is read first in a forked copy, which is killed past its time limit or found dead
of a signal, and the input refused with a located error; a copy still reading when the command is interrupted is
killed. The hang is real: a 210-byte file that MLIR's bytecode reader loops on (tools/fuzz.py seed 10, case 358)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hespas.diagnostics import HespasError
from hespas.ir import ir, make_context
from hespas.ir_probe import check_bytecode_reads, read_limit_s

from conftest import descendants

LOOPING = Path(__file__).resolve().parents[1] / "Inputs" / "fuzz" / "bytecode_reader_loops.mlirbc"


def test_bytecode_the_reader_loops_on_is_refused_at_the_limit():
    context = make_context()
    context.enable_multithreading(False)
    started = time.monotonic()
    with pytest.raises(HespasError, match=r"x\.mlirbc: error: MLIR's bytecode reader did not finish reading this "
                                          r"input within 2 s \(malformed bytecode it loops on\)"):
        check_bytecode_reads(LOOPING.read_bytes(), lambda data: ir.Module.parse(data, context=context), "x.mlirbc",
                             limit_s=2.0)
    assert time.monotonic() - started < 30  # killed, not waited for


def test_a_reader_that_dies_of_a_signal_is_refused():
    with pytest.raises(HespasError, match=r"x\.mlirbc: error: MLIR's bytecode reader crashed on this input "
                                          r"\(signal SIGABRT\): malformed bytecode"):
        check_bytecode_reads(b"ML\xefR", lambda data: os.kill(os.getpid(), signal.SIGABRT), "x.mlirbc")


def test_a_reader_that_finishes_or_raises_passes():
    check_bytecode_reads(b"ML\xefR", lambda data: None, "x.mlirbc")
    check_bytecode_reads(b"ML\xefR", lambda data: 1 / 0, "x.mlirbc")  # the caller reads again and reports it


def test_the_limit_grows_with_the_size():
    assert read_limit_s(0) == 30.0
    assert read_limit_s(3_000_000) == 30.0 + 10.0 * 3  # 10 s per MB


# Reads (argv[1]: the bytecode the reader loops on) in a forked copy under run_reporting_errors, as `hespas simulate
# x.mlirbc` does; the test interrupts it while the copy reads.
PROBING = """
import sys
from hespas.diagnostics import run_reporting_errors
from hespas.ir import ir, make_context
from hespas.ir_probe import check_bytecode_reads

def body():
    context = make_context()
    context.enable_multithreading(False)
    data = open(sys.argv[1], "rb").read()
    check_bytecode_reads(data, lambda data: ir.Module.parse(data, context=context), "x.mlirbc", limit_s=120)

sys.exit(run_reporting_errors(body, "hespas"))
"""


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc to find the copy")
@pytest.mark.parametrize("signal_number, message", [(signal.SIGINT, "hespas: interrupted\n"),
                                                     (signal.SIGTERM, "hespas: terminated\n")], ids=["SIGINT", "SIGTERM"])
def test_an_interrupted_read_kills_the_copy(signal_number, message):
    # before: the command stopped, and its copy looped on in MLIR's reader, at full CPU, for ever
    process = subprocess.Popen([sys.executable, "-c", PROBING, str(LOOPING)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    copies = []
    try:
        deadline = time.monotonic() + 60
        while not (copies := descendants(process.pid)):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "no copy forked"
            time.sleep(0.05)
        time.sleep(0.5)  # the copy is inside the reader
        process.send_signal(signal_number)  # to the command only, as `kill`
        _, stderr = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        left = [pid for pid in copies if _running(pid)]
        for pid in left:  # a failure leaves no looping copy behind
            os.kill(pid, signal.SIGKILL)
    assert (process.returncode, stderr) == (1, message)
    assert left == []


def _running(pid: int) -> bool:
    """Whether process ``pid`` exists and has not exited (a zombie has exited)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
