"""Run ASTRA-sim's analytical backend on Chakra traces: find the binary, write its inputs, parse its output.

hespas never builds or ships ASTRA-sim; it finds
``AstraSim_Analytical_Congestion_Unaware`` on PATH or at a path the user gives.
Before running, combinations ASTRA-sim is known to crash or stall on are
refused with an explanation, and a run that leaves a rank unfinished is an
error even when ASTRA-sim exits 0.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from hespas.astrasim.configs import write_configs
from hespas.astrasim.output import AstraSimOutput, check_complete, parse_output
from hespas.atomic_io import write_text_atomically
from hespas.chakra.comm_groups import read_comm_groups
from hespas.chakra.et_io import discover_ranks
from hespas.diagnostics import HespasError, SourceLocation
from hespas.systems import COLLECTIVES, System

BINARY_NAME = "AstraSim_Analytical_Congestion_Unaware"
OUTPUT_FILE = "astra_sim_output.txt"


@dataclass(frozen=True)
class AstraSimRun:
    """One finished run: the command line, ASTRA-sim's output (parsed, and as a file) and the results."""

    command: tuple[str, ...]
    output_path: Path
    output: AstraSimOutput


def find_astra_sim(path: str | os.PathLike | None = None) -> Path:
    """The ASTRA-sim binary: ``path`` when given, else ``AstraSim_Analytical_Congestion_Unaware`` on PATH."""
    if path is not None:
        candidate = Path(path)
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate.absolute()  # it runs from the work folder: a relative path would not reach it
        raise HespasError("not an executable ASTRA-sim binary", SourceLocation(str(candidate)))
    found = shutil.which(BINARY_NAME)
    if found is None:
        raise HespasError(f"ASTRA-sim not found: {BINARY_NAME} is not on PATH. Build ASTRA-sim "
                          "(github.com/astra-sim/astra-sim, ./build/astra_analytical/build.sh) and put "
                          "its bin directory on PATH, or point hespas at the binary with --astra-sim PATH")
    return Path(found)


def _is_power_of_two(value: int) -> bool:
    return value & (value - 1) == 0


def astra_sim_problems(system: System) -> list[str]:
    """Settings of ``system`` that ASTRA-sim (analytical, March 2026) crashes or stalls on."""
    problems = []
    if system.endpoint_delay_ns < 1 or not float(system.endpoint_delay_ns).is_integer():
        problems.append(f"endpoint_delay_ns is {system.endpoint_delay_ns}; ASTRA-sim needs a whole number "
                        "of at least 1 (0 fails its event-queue time check)")
    for index, dimension in enumerate(system.dimensions):
        if dimension.all_to_all in ("halvingDoubling", "oneHalvingDoubling"):
            problems.append(f"dimension {index}: ASTRA-sim has no halving-doubling all-to-all "
                            "(\"unknown communication type\")")
        if _is_power_of_two(dimension.npus):
            continue
        # Observed with 6 and 12 NPUs: halving-doubling all-reduce stalls (exit 0, no "finished" line);
        # doubleBinaryTree, which runs an all-reduce whatever the collective, segfaults.
        for collective in COLLECTIVES:
            algorithm = dimension.algorithm(collective)
            stalls = collective == "all_reduce" and algorithm in ("halvingDoubling", "oneHalvingDoubling")
            if stalls or algorithm == "doubleBinaryTree":
                effect = "stalls without finishing" if stalls else "crashes"
                problems.append(f"dimension {index}: {collective} with {algorithm} on {dimension.npus} NPUs "
                                f"(not a power of 2) {effect} in ASTRA-sim")
    return problems


def run_astra_sim(system: System, workload_prefix: str | os.PathLike, work_dir: str | os.PathLike, *,
                  binary: str | os.PathLike | None = None, comm_groups_path: str | os.PathLike | None = None,
                  roofline_peak_TFLOPS: float | None = None, timeout_s: float | None = None) -> AstraSimRun:
    """Simulate the traces ``<workload_prefix>.<rank>.et`` on ``system``; inputs and output go to ``work_dir``."""
    executable = find_astra_sim(binary)
    problems = astra_sim_problems(system)
    if problems:
        raise HespasError(f"system {system.name!r} cannot run in ASTRA-sim: " + "; ".join(problems))
    ranks = discover_ranks(workload_prefix)
    if len(ranks) != system.num_npus:
        raise HespasError(f"{len(ranks)} trace file(s) for system {system.name!r} of {system.num_npus} NPUs",
                          SourceLocation(str(workload_prefix)))

    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    paths = write_configs(system, work_dir, roofline_peak_TFLOPS)
    command = [str(executable),
               f"--workload-configuration={Path(workload_prefix).resolve()}",
               f"--system-configuration={paths.system.resolve()}",
               f"--network-configuration={paths.network.resolve()}",
               f"--remote-memory-configuration={paths.remote_memory.resolve()}",
               f"--logging-folder={(work_dir / 'log').resolve()}"]
    if comm_groups_path is not None:
        read_comm_groups(comm_groups_path, system.num_npus)
        command.append(f"--comm-group-configuration={Path(comm_groups_path).resolve()}")
    try:
        # Its output is a log read for numbers: bytes that are not UTF-8 become U+FFFD, not an exception.
        completed = subprocess.run(command, cwd=work_dir, capture_output=True, text=True, encoding="utf-8",
                                   errors="replace", timeout=timeout_s)
    except subprocess.TimeoutExpired:
        raise HespasError(f"ASTRA-sim did not finish within {timeout_s} s", SourceLocation(str(executable))) from None
    except OSError as error:
        raise HespasError(f"cannot run ASTRA-sim: {error.strerror}", SourceLocation(str(executable))) from None

    output_path = work_dir / OUTPUT_FILE
    write_text_atomically(output_path, completed.stdout + completed.stderr)
    output = parse_output(completed.stdout + "\n" + completed.stderr, system.num_npus)
    check_complete(output, completed.returncode, SourceLocation(str(output_path)))
    return AstraSimRun(tuple(command), output_path, output)
