"""Parse what ASTRA-sim prints: per rank, ``sys[N] finished, X cycles, exposed communication Y cycles.``

followed by ``sys[N], Wall time: T``, ``GPU time``, ``Comm time`` and ``Total
compute-communication overlap`` lines (each printed only when non-zero). One
cycle is one nanosecond. A rank without a "finished" line did not finish
(ASTRA-sim can exit 0 after stalling), which is a failure, never zero cycles.
"""

from __future__ import annotations

import re
import signal
from dataclasses import dataclass

from hespas.diagnostics import HespasError, SourceLocation

_FINISHED = re.compile(r"sys\[(\d+)\] finished, (\d+) cycles, exposed communication (\d+) cycles\.")
_STATISTIC = re.compile(r"sys\[(\d+)\], (Wall time|GPU time|Comm time|Total compute-communication overlap): (\d+)")
_LOG_LEVEL = re.compile(r"^\[[^\]]*\] \[[^\]]*\] \[(\w+)\] ")
_STATISTIC_FIELDS = {"Wall time": "wall_time_cycles", "GPU time": "gpu_time_cycles",
                     "Comm time": "comm_time_cycles", "Total compute-communication overlap": "overlap_cycles"}


@dataclass(frozen=True)
class RankResult:
    """One rank's result; all times in cycles (= ns)."""

    rank: int
    cycles: int
    exposed_comm_cycles: int
    wall_time_cycles: int = 0
    gpu_time_cycles: int = 0
    comm_time_cycles: int = 0
    overlap_cycles: int = 0


@dataclass(frozen=True)
class AstraSimOutput:
    """The finished ranks of one run and the error lines it printed."""

    num_ranks: int
    ranks: dict[int, RankResult]
    errors: tuple[str, ...]

    @property
    def unfinished_ranks(self) -> list[int]:
        return [rank for rank in range(self.num_ranks) if rank not in self.ranks]

    @property
    def complete(self) -> bool:
        return not self.unfinished_ranks

    @property
    def max_cycles(self) -> int:
        """The slowest rank's cycles; only meaningful for a complete run."""
        if not self.complete:
            raise ValueError(f"ranks {self.unfinished_ranks} did not finish")
        return max(result.cycles for result in self.ranks.values())


def parse_output(text: str, num_ranks: int) -> AstraSimOutput:
    """Per-rank results from ASTRA-sim's stdout (or its log.log) for a run of ``num_ranks`` ranks."""
    finished: dict[int, tuple[int, int]] = {}
    statistics: dict[int, dict[str, int]] = {}
    errors: list[str] = []
    for line in text.splitlines():
        if match := _FINISHED.search(line):
            finished[int(match.group(1))] = (int(match.group(2)), int(match.group(3)))
        elif match := _STATISTIC.search(line):
            statistics.setdefault(int(match.group(1)), {})[_STATISTIC_FIELDS[match.group(2)]] = int(match.group(3))
        else:
            level = _LOG_LEVEL.match(line)
            is_error = level.group(1) in ("critical", "error") if level else bool(line.strip())
            message = line[level.end():].strip() if level else line.strip()
            if is_error and message not in errors:
                errors.append(message)
    ranks = {rank: RankResult(rank, cycles, exposed, **statistics.get(rank, {}))
             for rank, (cycles, exposed) in sorted(finished.items())}
    return AstraSimOutput(num_ranks, ranks, tuple(errors))


def check_complete(output: AstraSimOutput, returncode: int = 0, location: SourceLocation | None = None) -> None:
    """Raise HespasError unless ASTRA-sim exited 0 and every rank printed its "finished" line."""
    if returncode == 0 and output.complete:
        return
    unfinished = output.unfinished_ranks
    shown = ", ".join(map(str, unfinished[:16])) + (f", ... ({len(unfinished)} in all)" if len(unfinished) > 16 else "")
    if returncode < 0:
        parts = [f"ASTRA-sim was killed by signal {-returncode} ({_signal_name(-returncode)})"]
    else:
        parts = [f"ASTRA-sim exited with status {returncode}" if returncode else "ASTRA-sim exited normally"]
    if unfinished:
        parts.append(f"rank(s) {shown} never finished")
    if output.errors:
        parts.append("it said: " + " | ".join(output.errors[:3]))
    raise HespasError("; ".join(parts), location)


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown signal"
