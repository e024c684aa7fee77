"""Ctrl-C at any moment of a command: `interrupted` and exit status 1, never a traceback or a crash; SIGTERM
alike, `terminated`."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest

import hespas.cli
from hespas.cli import main

# Sends itself the signal (argv[1]) inside the block, then records that the block ran on to its end; the
# KeyboardInterrupt arrives when the block is left.
DEFERRED = """
import os, signal, sys
from hespas.diagnostics import run_reporting_errors
from hespas.interrupts import interrupts_deferred
steps = []
def body():
  try:
    with interrupts_deferred():
        os.kill(os.getpid(), int(sys.argv[1]))
        steps.append("after the signal, inside the block")
    steps.append("after the block")
  except KeyboardInterrupt as stop:
    steps.append(type(stop).__name__)
    raise
  finally:
    print(steps)
sys.exit(run_reporting_errors(body, "hespas"))
"""


@pytest.mark.parametrize("signal_number, stop, message", [
    (signal.SIGINT, "KeyboardInterrupt", "hespas: interrupted\n"),
    (signal.SIGTERM, "Terminated", "hespas: terminated\n"),  # before: the process died of SIGTERM inside the block
], ids=["SIGINT", "SIGTERM"])
def test_a_stop_signal_inside_interrupts_deferred_arrives_when_the_block_ends(signal_number, stop, message):
    # what lets `import jaxlib.mlir` finish before Ctrl-C is raised: interrupted while its nanobind
    # extensions initialised, the process died of SIGSEGV or SIGABRT (7 of 60 `import hespas.ir`s)
    result = subprocess.run([sys.executable, "-c", DEFERRED, str(int(signal_number))], capture_output=True, text=True)
    assert result.stdout == f"['after the signal, inside the block', '{stop}']\n"
    assert (result.returncode, result.stderr) == (1, message)


# SIGTERM, then another while the first's clean-up runs (`timeout` signals the command, then its process group)
TWICE = """
import os, signal, sys, time
from hespas.diagnostics import run_reporting_errors

def body():
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(30)
    finally:
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.1)
        print("clean-up done")

sys.exit(run_reporting_errors(body, "hespas"))
"""


def test_a_second_sigterm_does_not_cut_the_first_ones_clean_up_short():
    result = subprocess.run([sys.executable, "-c", TWICE], capture_output=True, text=True, timeout=20)
    assert (result.returncode, result.stdout, result.stderr) == (1, "clean-up done\n", "hespas: terminated\n")


def test_ctrl_c_while_the_subcommand_is_imported_is_reported(capsys, monkeypatch):
    # before: a KeyboardInterrupt while building the parser (which imports the subcommand's module)
    # escaped with a traceback and death by SIGINT
    def interrupted(*_):
        raise KeyboardInterrupt

    monkeypatch.setattr(hespas.cli, "build_parser", interrupted)
    assert main(["simulate", "step.mlir"]) == 1
    assert capsys.readouterr().err == "hespas: interrupted\n"


# A Ctrl-C (or SIGTERM, argv[2]) that Python swallows: raised inside a finaliser (as inside JAX's gc callback, _xla_gc_callback),
# it is printed as "Exception ignored" and the body goes on to write its output and return 0.
SWALLOWED = """
import os, signal, sys
from hespas.atomic_io import write_text_atomically
from hespas.diagnostics import run_reporting_errors

class Finaliser:
    def __del__(self):
        os.kill(os.getpid(), int(sys.argv[2]))

def body():
    finaliser = Finaliser()
    del finaliser  # the KeyboardInterrupt is raised in __del__, and dropped
    write_text_atomically(sys.argv[1], "the output")
    return 0

sys.exit(run_reporting_errors(body, "hespas"))
"""


@pytest.mark.parametrize("signal_number, message", [(signal.SIGINT, "hespas: interrupted\n"),
                                                     (signal.SIGTERM, "hespas: terminated\n")], ids=["SIGINT", "SIGTERM"])
def test_a_stop_signal_python_swallowed_still_stops_the_command_and_writes_nothing(tmp_path, signal_number, message):
    # before: `hespas export` interrupted at 1.0 s (inside JAX's gc callback) printed a traceback, wrote both
    # modules and exited 0 (8 of 8 runs); then it stopped, but Python's "Exception ignored" traceback of the dropped
    # KeyboardInterrupt came before `hespas: interrupted` (4 of 5 `hespas export` runs stopped by `timeout`)
    output = tmp_path / "out.txt"
    result = subprocess.run([sys.executable, "-c", SWALLOWED, str(output), str(int(signal_number))],
                            capture_output=True, text=True)
    assert (result.returncode, result.stderr) == (1, message)
    assert list(tmp_path.iterdir()) == []


# A finaliser that raises something other than a stop: Python's report of it is left as it was.
UNRELATED = """
import sys
from hespas.diagnostics import run_reporting_errors

class Finaliser:
    def __del__(self):
        raise ValueError("from a finaliser")

def body():
    finaliser = Finaliser()
    del finaliser
    return 0

sys.exit(run_reporting_errors(body, "hespas"))
"""


def test_an_exception_python_drops_that_is_no_stop_is_still_printed():
    result = subprocess.run([sys.executable, "-c", UNRELATED], capture_output=True, text=True)
    assert result.returncode == 0
    assert "Exception ignored" in result.stderr and "ValueError: from a finaliser" in result.stderr
