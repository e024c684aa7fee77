"""Rank programs (``hespas.program``) straight from the execution graph.

Ranks are grouped into classes that provably get the same program: the same
group (by index) in every collective and the same transfers in every permute.
One program is built per class and shared by its ranks, so a 32K-rank data
parallel step builds one program, not 32K. The programs name every group by a
key; ``hespas.program.placement.place`` specialises them for a system.
"""

from __future__ import annotations

import numpy as np

from hespas.comm import is_point_to_point
from hespas.comm.kinds import COLLECTIVE_BROADCAST
from hespas.lowering.graph import ExecutionGraph
from hespas.lowering.ranks import RankLowering, transfer_table
from hespas.program.nodes import RankProgram
from hespas.program.placement import place


def rank_programs(graph: ExecutionGraph, num_ranks: int,
                  system=None) -> tuple[list[RankProgram], dict[str, list[int]]]:
    """``(programs, comm_groups)``: ``programs[r]`` for every rank (shared between equal ranks).

    With ``system``, the programs are placed on it (``hespas.program.placement.place``)."""
    lowering = RankLowering(graph, num_ranks)
    class_of_rank = _rank_classes(graph, num_ranks)
    programs_by_class: dict[int, RankProgram] = {}
    programs_by_content: dict[tuple, RankProgram] = {}  # classes whose nodes come out equal share too
    programs = []
    for rank in range(num_ranks):
        rank_class = int(class_of_rank[rank])
        program = programs_by_class.get(rank_class)
        if program is None:
            nodes = tuple(lowering.rank_nodes(rank))
            program = programs_by_content.get(nodes)
            if program is None:
                program = programs_by_content[nodes] = RankProgram(nodes)
            programs_by_class[rank_class] = program
        programs.append(program)
    groups = lowering.groups.as_dict()
    return (programs, groups) if system is None else place(programs, groups, system)


def _rank_classes(graph: ExecutionGraph, num_ranks: int) -> np.ndarray:
    """A class id per rank; equal ids mean equal programs."""
    columns = []
    for node in graph.comm_nodes:
        info = node.comm
        column = np.zeros(num_ranks, dtype=np.int64)
        if is_point_to_point(info.kind) or info.kind == COLLECTIVE_BROADCAST:
            if info.is_host_transfer:
                continue
            patterns: dict = {}
            for rank, (sends, recvs) in transfer_table(info).items():
                column[rank] = patterns.setdefault((tuple(sends), tuple(recvs)), len(patterns) + 1)
        elif info.groups:
            column[:] = -1
            for index, group in enumerate(info.groups):
                column[np.asarray(group, dtype=np.int64)] = index
        else:
            continue  # every rank in one group: no difference between ranks
        columns.append(column)
    if not columns:
        return np.zeros(num_ranks, dtype=np.int64)
    matrix = np.stack(columns, axis=1)
    _, inverse = np.unique(matrix, axis=0, return_inverse=True)
    return inverse.reshape(-1)
