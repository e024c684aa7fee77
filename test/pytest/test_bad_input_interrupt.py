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
