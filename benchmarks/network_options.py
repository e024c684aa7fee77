"""Benchmark (predictions, not timings): the two network settings beside ASTRA-sim's behaviour, on bundled steps.

- ``point_to_point_route``: the pipeline example (4 stages) on two 2-GPU nodes (450 GB/s and 300 ns inside,
  50 GB/s and 1350 ns across, h100), on the first-dimension route (ASTRA-sim's) and on every dimension.
- ``switch_link``: the MoE example (two 1 MiB all-to-alls) on ``dgx-h100``, each direct message at the whole
  link (ASTRA-sim's), sharing the GPU's link, and on the congestion-aware model (``--network-model aware``).

Each row is ``hespas simulate STEP --system FILE --json`` (a system file written to a temporary folder: the
preset's own text with the key added), run in a subprocess; it prints the step and its exposed communication.

    python benchmarks/network_options.py
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PIPELINE = ROOT / "examples/pipeline_parallel/pipeline_4_stages.partitioned.mlir"
MOE = ROOT / "examples/moe_expert_parallel/moe_8_experts.partitioned.mlir"
TWO_NODES = """\
name = "two-2gpu-nodes"
device = "h100-sxm"
local_mem_bw_GBps = 3350
{line}
[[dimensions]]
topology = "Switch"
npus = 2
bandwidth_GBps = 450
latency_ns = 300
[[dimensions]]
topology = "Switch"
npus = 2
bandwidth_GBps = 50
latency_ns = 1350
"""


def cases(folder: Path) -> list[tuple[str, Path, list[str]]]:
    """(label, step, simulate's system arguments) of every row, the system files written into ``folder``."""
    rows = []
    for route in ("first_dimension", "every_dimension"):
        path = folder / f"two_nodes_{route}.toml"
        path.write_text(TWO_NODES.format(line=f'point_to_point_route = "{route}"'))
        rows.append((f"pipeline, point_to_point_route = {route}", PIPELINE, ["--system", str(path)]))
    preset = resources.files("hespas.presets.systems").joinpath("dgx-h100.toml").read_text()
    shared = folder / "dgx-h100-shared.toml"
    shared.write_text('switch_link = "shared"\n' + preset)
    rows += [("MoE, dgx-h100, switch_link = per_message", MOE, ["--system", "dgx-h100"]),
             ("MoE, dgx-h100, switch_link = shared", MOE, ["--system", str(shared)]),
             ("MoE, dgx-h100, --network-model aware", MOE, ["--system", "dgx-h100", "--network-model", "aware"])]
    return rows


def simulate(step: Path, system_arguments: list[str], report: Path) -> dict:
    command = [sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())", "simulate",
               str(step), *system_arguments, "--json", str(report)]
    # run in the report's folder: from a checkout, Python would import its hespas/ folder before the installed
    # package, which maps passes/ and tools/ into it
    done = subprocess.run(command, capture_output=True, text=True, cwd=report.parent)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[3:])} failed:\n{done.stderr}")
    return json.loads(report.read_text())


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'case':<48} {'step (us)':>10} {'exposed comm (us)':>18}")
        for label, step, arguments in cases(Path(folder)):
            report = simulate(step, arguments, Path(folder) / "report.json")
            print(f"{label:<48} {report['step_time_ns'] / 1e3:>10.3f} {report['exposed_comm_ns'] / 1e3:>18.3f}")


if __name__ == "__main__":
    main()
