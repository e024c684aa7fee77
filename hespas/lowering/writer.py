"""A lowered execution graph written as Chakra traces: its rank programs, placed on the system when
one is given, through the Chakra adapter (``hespas.chakra.traces``)."""

from __future__ import annotations

import os

from hespas.chakra.traces import ChakraOutput, write_rank_traces
from hespas.lowering.graph import ExecutionGraph
from hespas.lowering.programs import rank_programs


def write_chakra_traces(graph: ExecutionGraph, output_dir: str | os.PathLike, num_ranks: int,
                        prefix: str = "trace", system=None) -> ChakraOutput:
    """With ``system``, collectives on whole network dimensions name them with involved_dim."""
    programs, groups = rank_programs(graph, num_ranks, system)
    return write_rank_traces(programs, groups, output_dir, prefix)
