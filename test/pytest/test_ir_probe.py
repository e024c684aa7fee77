"""hespas.ir_probe: bytecode is read first in a forked copy, which is killed past its time limit or found dead
of a signal, and the input refused with a located error. The hang is real: a 210-byte file that MLIR's
bytecode reader loops on (tools/fuzz.py seed 10, case 358)."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from hespas.diagnostics import HespasError
from hespas.ir import ir, make_context
from hespas.ir_probe import check_bytecode_reads, read_limit_s

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
