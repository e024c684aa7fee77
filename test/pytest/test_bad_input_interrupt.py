"""Ctrl-C at any moment of a command: `interrupted` and exit status 1, never a traceback or a crash."""

from __future__ import annotations

import subprocess
import sys

import hespas.cli
from hespas.cli import main

# Sends itself SIGINT inside the block, then records that the block ran on to its end; the
# KeyboardInterrupt arrives when the block is left.
DEFERRED = """
import os, signal
from hespas.interrupts import interrupts_deferred
steps = []
try:
    with interrupts_deferred():
        os.kill(os.getpid(), signal.SIGINT)
        steps.append("after the signal, inside the block")
    steps.append("after the block")
except KeyboardInterrupt:
    steps.append("KeyboardInterrupt")
print(steps)
"""


def test_an_interrupt_inside_interrupts_deferred_arrives_when_the_block_ends():
    # what lets `import jaxlib.mlir` finish before Ctrl-C is raised: interrupted while its nanobind
    # extensions initialised, the process died of SIGSEGV or SIGABRT (7 of 60 `import hespas.ir`s)
    result = subprocess.run([sys.executable, "-c", DEFERRED], capture_output=True, text=True, check=True)
    assert result.stdout == "['after the signal, inside the block', 'KeyboardInterrupt']\n"


def test_ctrl_c_while_the_subcommand_is_imported_is_reported(capsys, monkeypatch):
    # before: a KeyboardInterrupt while building the parser (which imports the subcommand's module)
    # escaped with a traceback and death by SIGINT
    def interrupted(*_):
        raise KeyboardInterrupt

    monkeypatch.setattr(hespas.cli, "build_parser", interrupted)
    assert main(["simulate", "step.mlir"]) == 1
    assert capsys.readouterr().err == "hespas: interrupted\n"


# A Ctrl-C that Python swallows: raised inside a finaliser (as inside JAX's gc callback, _xla_gc_callback),
# it is printed as "Exception ignored" and the body goes on to write its output and return 0.
SWALLOWED = """
import os, signal, sys
from hespas.atomic_io import write_text_atomically
from hespas.diagnostics import run_reporting_errors

class Finaliser:
    def __del__(self):
        os.kill(os.getpid(), signal.SIGINT)

def body():
    finaliser = Finaliser()
    del finaliser  # the KeyboardInterrupt is raised in __del__, and dropped
    write_text_atomically(sys.argv[1], "the output")
    return 0

sys.exit(run_reporting_errors(body, "hespas"))
"""


def test_a_ctrl_c_python_swallowed_still_stops_the_command_and_writes_nothing(tmp_path):
    # before: `hespas export` interrupted at 1.0 s (inside JAX's gc callback) printed a traceback, wrote both
    # modules and exited 0 (8 of 8 runs)
    output = tmp_path / "out.txt"
    result = subprocess.run([sys.executable, "-c", SWALLOWED, str(output)], capture_output=True, text=True)
    assert "Exception ignored" in result.stderr  # Python dropped the KeyboardInterrupt where it was raised
    assert (result.returncode, result.stderr.splitlines()[-1]) == (1, "hespas: interrupted")
    assert list(tmp_path.iterdir()) == []
