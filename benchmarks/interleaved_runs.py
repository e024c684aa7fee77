"""Fresh-process measurements of this checkout and, optionally, of another hespas package, interleaved.

A benchmark script that measures in a child (``--child``, printing one JSON object as its last line) calls
``interleaved_runs`` to run that child ``repeats`` times for this checkout and, with ``baseline`` (a directory
holding another hespas package, put first on ``PYTHONPATH``), as many times for it, alternating, so that both
see the same load on a shared host. Children run in an empty directory, so none imports a checkout by accident.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

THIS_CHECKOUT = "this checkout"


def add_run_arguments(parser: argparse.ArgumentParser, step_default: Path, repeats_default: int) -> None:
    """The options every such script takes: --repeats, --step, --baseline DIR and the hidden --child."""
    parser.add_argument("--repeats", type=int, default=repeats_default)
    parser.add_argument("--step", type=Path, default=step_default, help="the StableHLO step (default: ResNet-50 train)")
    parser.add_argument("--baseline", type=Path, metavar="DIR", help="a directory holding another hespas package")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)


def interleaved_runs(script: str, child_args: list[str], baseline: Path | None, repeats: int) -> dict[str, list[dict]]:
    """{run name: the children's JSON results}, ``THIS_CHECKOUT`` first, then the baseline's if given."""
    runs: dict[str, list[dict]] = {THIS_CHECKOUT: []}
    if baseline:
        runs[f"baseline ({baseline})"] = []
    with tempfile.TemporaryDirectory() as outside:
        for _ in range(repeats):
            for name in runs:
                environment = dict(os.environ)
                if name != THIS_CHECKOUT:
                    environment["PYTHONPATH"] = str(baseline.resolve())
                output = subprocess.run([sys.executable, script, "--child", *child_args], check=True,
                                        capture_output=True, text=True, cwd=outside, env=environment)
                runs[name].append(json.loads(output.stdout.splitlines()[-1]))
    return runs
