"""A Chakra trace set (``PREFIX.<rank>.et``) read into the simulator's per-rank programs."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from hespas.chakra.et_io import discover_ranks, read_trace, trace_paths
from hespas.diagnostics import HespasError, SourceLocation
from hespas.sim import RankProgram


def load_rank_programs(prefix: str | os.PathLike) -> list[RankProgram]:
    """One program per rank; ranks whose trace files are byte-identical share one object."""
    by_content: dict[bytes, RankProgram] = {}
    programs = []
    for path in trace_paths(prefix, len(discover_ranks(prefix))):
        try:
            digest = hashlib.sha256(Path(path).read_bytes()).digest()
        except OSError as error:
            raise HespasError(f"cannot read Chakra trace: {error.strerror}", SourceLocation(str(path))) from None
        if digest not in by_content:
            _, nodes = read_trace(path)
            by_content[digest] = RankProgram.from_chakra(nodes, SourceLocation(str(path)))
        programs.append(by_content[digest])
    return programs
